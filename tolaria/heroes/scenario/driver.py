"""Heroes scenario files on the core runner (heroes-scenarios.md).

Setup builds the position directly (heroes, zones, coins, the Очередь, the
phase); ``do`` entries go through the action language; bare commands take
engine steps; expectations compare the position.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tolaria.core import scenario as core
from tolaria.core.scenario import ScenarioError, line_of
from tolaria.errors import TolariaError, UnreadableAction
from tolaria.heroes import engine
from tolaria.heroes.abilities import Abilities, Keyword
from tolaria.heroes.cards import CardDatabase, CardDef, CardType, make_card
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.decisions import MainChoice, WindowChoice
from tolaria.heroes.game import Game
from tolaria.heroes.params import rules as read_rules
from tolaria.heroes.rules import MARKERS, ONCE
from tolaria.heroes.ruleset import HeroesRuleset
from tolaria.heroes.scenario import actiontext
from tolaria.heroes.state import (
    Acquired,
    CardState,
    Entry,
    EntryKind,
    GameState,
    Phase,
    PlayerState,
    Zone,
)

TOP_KEYS = {"name", "game", "rules", "seed", "test_cards", "turn", "players", "queue", "do", "expect"}
PLAYER_KEYS = {"hero", "battlefield", "hand", "deck", "graveyard", "supply", "coins", "prayers"}
CARD_KEYS = {"card", "id", "controller", "closed", "hidden", "wounds", "extra_life", "negative_life", "markers", "turned",
             "effects", "stunned", "sick", "attacked"}
HERO_KEYS = CARD_KEYS - {"hidden", "sick", "attacked"}
TEST_CARD_KEYS = {"type", "cost", "health", "attack", "elements", "classes", "text", "back"}
START = {"preparation", "restoration", "accumulation", "choice", "end"}
START_WITH_QUEUE = {"accumulation", "attack", "ability", "card", "end"}
UNTIL = {"end_of_turn", "start_of_turn", "end_of_battle"}
COMMANDS = re.compile(r"^(resolve|resolve all|next phase|end turn|to .+)$")
GRAMMAR_WORDS = {"with", "on", "hero", "defend", "strike", "use", "play", "shoot", "none", "all", "pass", "turn"}
PHASE_WORDS = {"restoration", "accumulation", "choice", "end"}


class Scenario:
    """A game with the scenario's labels, and whatever failed while playing it."""

    def __init__(self, game: Game, labels: dict[str, int], path: str = "") -> None:
        self.game = game
        self.labels = labels
        self.path = path
        self.failures: list[str] = []


class HeroesDriver(core.Driver):
    game = "heroes"

    def __init__(self, cards: CardDatabase | None = None) -> None:
        self.cards = cards if cards is not None else CardDatabase.examples()

    # ------------------------------------------------------------ setup
    def build(self, data: core.LineDict, path: str) -> Scenario:
        unknown = set(data) - TOP_KEYS
        if unknown:
            k = sorted(unknown)[0]
            raise ScenarioError(path, line_of(data, k), f"unknown top-level key {k!r}")
        for key in ("name", "players"):
            if key not in data:
                raise ScenarioError(path, 1, f"a scenario needs {key!r}")
        try:
            rules = read_rules(data.get("rules"))
        except TolariaError as e:
            raise ScenarioError(path, line_of(data, "rules"), str(e)) from None
        db = self.cards
        tests = data.get("test_cards") or {}
        if not isinstance(tests, Mapping):
            raise ScenarioError(path, line_of(data, "test_cards"), "'test_cards' maps names to cards")
        extra = [_test_card(str(n), spec, path, line_of(tests, n)) for n, spec in tests.items()]
        if extra:
            db = db.with_cards(extra)
            _check_backs(db, extra, path, tests)
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ScenarioError(path, line_of(data, "seed"), "'seed' is a whole number")
        players = data["players"]
        if not isinstance(players, Mapping) or len(players) != 2:
            raise ScenarioError(path, line_of(data, "players"), "exactly two players, the first player first")
        names = [str(n) for n in players]
        g = GameState(rules=rules, players=[PlayerState(n) for n in names], rng=seed)
        g.db = db
        labels: dict[str, int] = {}
        turn = data.get("turn") or {}
        if not isinstance(turn, Mapping) or set(turn) - {"active", "phase", "number"}:
            raise ScenarioError(path, line_of(data, "turn"), "'turn' has active, phase and number")
        phase = str(turn.get("phase", "choice"))
        queue = data.get("queue") or []
        allowed = START | (START_WITH_QUEUE if queue else set())
        if phase not in allowed:
            raise ScenarioError(path, line_of(data, "turn"), f"a scenario can't start in phase {phase!r}"
                                + (" with an empty queue" if phase in START_WITH_QUEUE else ""))
        for seat, spec in enumerate(players.values()):
            self._player(g, db, seat, spec or {}, labels, path, line_of(players, names[seat]), names, phase)
        active = turn.get("active", names[0])
        if active not in names:
            raise ScenarioError(path, line_of(data, "turn"), f"unknown player {active!r}")
        g.active = names.index(active)
        number = turn.get("number", 3 if g.active == 0 else 4)
        if phase == "preparation":
            g.active, number = 0, 0
        elif not isinstance(number, int) or isinstance(number, bool) or number < 1 or (number % 2 == 1) != (g.active == 0):
            raise ScenarioError(path, line_of(data, "turn"), "turn numbers of the first player are odd, of the second even")
        g.turn = number
        g.phase = Phase(phase)
        g.declared = bool(queue) and phase in ("attack", "ability", "card")
        if phase in ("accumulation",) and not queue:
            g.step = 0
        elif phase == "accumulation":
            g.step = 3
        elif phase == "end" and queue:
            g.step = 1
        for i, written in enumerate(queue if isinstance(queue, list) else []):
            g.queue.append(_entry(g, str(written), labels, path, core.item_line(queue, i)))
        if queue and not isinstance(queue, list):
            raise ScenarioError(path, line_of(data, "queue"), "'queue' is a list of entries")
        game = Scenario(Game(HeroesRuleset(db), g), labels, path)
        for name in dict.fromkeys(c.name for c in g.objects.values()):
            problem = db.get(name).unsupported
            if problem:  # heroes-scenarios.md: the file FAILs, naming the phrase (never half-played)
                game.failures.append(f"{name}: {problem}")
        return game

    def _player(self, g: GameState, db: CardDatabase, seat: int, spec: Any, labels: dict[str, int], path: str,
                line: int | None, names: list[str], phase: str) -> None:
        if not isinstance(spec, Mapping):
            raise ScenarioError(path, line, "a player is a mapping")
        for key in spec:
            if key not in PLAYER_KEYS:
                raise ScenarioError(path, line_of(spec, key), f"unknown player key {key!r}")
        if "hero" not in spec:
            raise ScenarioError(path, line, f"player {names[seat]!r} needs a 'hero'")
        p = g.players[seat]
        hero = _place(g, db, seat, Zone.HERO, spec["hero"], labels, path, line_of(spec, "hero"), names)
        if db.get(g.objects[hero].name).type is not CardType.HERO:
            raise ScenarioError(path, line_of(spec, "hero"), f"{g.objects[hero].name!r} is not a hero")
        p.hero = hero
        for key, zone in (("battlefield", Zone.BATTLEFIELD), ("hand", Zone.HAND), ("deck", Zone.DECK),
                          ("graveyard", Zone.GRAVEYARD), ("supply", Zone.SUPPLY)):
            entries = spec.get(key) or []
            if not isinstance(entries, list):
                raise ScenarioError(path, line_of(spec, key), f"{key!r} is a list of cards")
            for i, entry in enumerate(entries):
                _place(g, db, seat, zone, entry, labels, path, core.item_line(entries, i), names)
        classes: dict[str, int] = {}
        for cid in p.battlefield:
            d = db.get(g.objects[cid].name)
            if d.type is CardType.HERO:
                raise ScenarioError(path, line_of(spec, "battlefield"), "a hero goes under 'hero', not 'battlefield'")
            if d.support_class is not None:
                if d.support_class.value in classes:
                    raise ScenarioError(path, line_of(spec, "battlefield"),
                                        f"two support cards of class {d.support_class.value} (ГЛ «Карта поддержки»)")
                classes[d.support_class.value] = cid
        coins = spec.get("coins")
        if coins is None:
            p.coins_open = g.rules.coins_start if phase == "preparation" else 0
        elif not isinstance(coins, Mapping) or set(coins) - {"open", "closed"} or not all(
                isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in coins.values()):
            raise ScenarioError(path, line_of(spec, "coins"), "'coins' is {open: N, closed: N}")
        else:
            p.coins_open, p.coins_closed = int(coins.get("open", 0)), int(coins.get("closed", 0))
        p.prayers = _count(spec.get("prayers", 0), path, line_of(spec, "prayers"), "prayers")
        p.redeals = g.rules.redeals

    def start(self, game: Scenario) -> None:
        g = game.game.state
        if g.phase is Phase.PREPARATION:
            from tolaria.heroes.game import prepare

            prepare(g, coins=False)  # the phase begins: the deal from the top of each deck
            engine.ask_redeal(g)
        else:
            engine.open_window(g)
        self._flush(game)

    def players(self, game: Scenario) -> list[str]:
        return [p.name for p in game.game.state.players]

    # ------------------------------------------------------------ commands
    def check_command(self, command: str, path: str, line: int | None, players: list[str]) -> None:
        if not COMMANDS.match(command):
            raise ScenarioError(path, line, f"unknown command {command!r}")

    def run_command(self, game: Scenario, command: str, players: list[str]) -> None:
        g = game.game.state
        start_turn = g.turn
        start_active = g.active

        def run(stop: Callable[[], bool], limit: int = 5000, choose_pass: bool = False) -> bool:
            for _ in range(limit):
                if g.over:
                    return True
                if stop():
                    return True
                if isinstance(g.pending, WindowChoice):
                    engine.perform(g, engine.Pass(), g.pending.player)
                    continue
                d = engine.decide(g)
                if d is not None:
                    if choose_pass and isinstance(d, MainChoice) and g.phase is Phase.CHOICE:
                        try:  # a duty to strike (ГЛ «Бешенство») forbids passing: the command stops there
                            engine.check(g, engine.PassTurn(), d.player)
                        except engine.IllegalAction as refusal:
                            game.failures.append(f"'{command}': {d.player} may not pass the turn: {refusal}")
                            return False
                        engine.perform(g, engine.PassTurn(), d.player)
                        continue
                    return True
                if not engine.step(g):
                    return True
            return False

        if command == "resolve":
            done = g.performed
            run(lambda: g.performed > done and not g.waiting and not g.entering)
        elif command == "resolve all":
            run(lambda: not g.queue and not g.waiting and not g.entering
                and (g.phase is Phase.CHOICE or (g.phase is Phase.END and g.step >= 1)))
        elif command == "next phase":
            if g.phase is Phase.CHOICE and engine.waits_for_choice(g):
                game.failures.append("'next phase' in choice: the choice is the player's")
            else:
                phase = g.phase
                run(lambda: g.phase is not phase)
        elif command == "end turn":
            if not run(lambda: g.turn != start_turn and g.phase is Phase.RESTORATION and g.step == 0, choose_pass=True) \
                    or (g.turn == start_turn and not g.over):
                game.failures.append("'end turn' never reached the next turn")
        elif command.startswith("to "):
            self._to(game, command, run, start_turn, start_active)
        self._flush(game)

    def _to(self, game: Scenario, command: str, run: Callable[..., bool], start_turn: int, start_active: int) -> None:
        g = game.game.state
        what = command[3:]
        words = what.split(" of ")
        if words[0] in PHASE_WORDS:
            target = Phase(words[0])
            who = words[1] if len(words) > 1 else None
            names = [p.name for p in g.players]
            if who is not None and who not in names:
                game.failures.append(f"'{command}': no player {who!r}")
                return

            def reached() -> bool:
                if g.phase is not target:
                    return False
                if target is Phase.CHOICE and (g.queue or g.waiting or g.entering):
                    return False
                if target in (Phase.RESTORATION, Phase.ACCUMULATION) and g.step != 0:
                    return False
                if target is Phase.END and g.step != 0:
                    return False
                if who is None:
                    return g.turn == start_turn or start_turn == 0  # from preparation: the first turn
                return g.players[g.active].name == who and (g.turn != start_turn)

            if not run(reached, choose_pass=True) or not (reached() or g.over or self._answer_pending(g)):
                game.failures.append(f"'{command}' never reached")
            return
        found = run(lambda: bool(g.queue) and actiontext.entry_matches(g, _next(g), what, game.labels))
        at = bool(g.queue) and actiontext.entry_matches(g, _next(g), what, game.labels)
        if not found or not (at or g.over or self._answer_pending(g)):
            game.failures.append(f"'{command}' never reached")

    @staticmethod
    def _answer_pending(g: GameState) -> bool:
        """A command stops at a pending answer: the next entry of ``do`` answers it (not a failure)."""
        d = engine.decide(g)
        return d is not None and not isinstance(d, MainChoice)

    def _flush(self, game: Scenario) -> None:
        game.game.history.extend(game.game.ruleset.take_events(game.game.state))

    # ------------------------------------------------------------ actions
    def group(self, text: str) -> str | None:
        return None

    def apply(self, game: Scenario, who: str, texts: list[str], group: str | None) -> None:
        g = game.game.state
        for text in texts:
            if g.over:
                raise engine.IllegalAction("the game is over", "FAQ-Г")
            try:
                actiontext.apply_entry(g, who, text, game.labels)
            except UnreadableAction as e:  # heroes-scenarios.md: a name fitting nothing or several is invalid
                raise ScenarioError(game.path, None, f"{who}: {text!r}: {e}") from None
            self._flush(game)

    def snapshot(self, game: Scenario) -> Any:
        return game.game.state.copy()

    def restore(self, game: Scenario, snapshot: Any) -> None:
        game.game.state = snapshot.copy()

    # ------------------------------------------------------------ expectations
    def validate_expect(self, game: Scenario, expect: Any, players: list[str], path: str, line: int | None) -> None:
        from tolaria.heroes.scenario.expect import validate

        validate(expect, players, path, line, game)

    def check(self, game: Scenario, expect: Mapping[str, Any], players: list[str]) -> list[str]:
        from tolaria.heroes.scenario.expect import check

        out = list(game.failures)
        game.failures.clear()
        return out + check(game, expect, players)

    def failures(self, game: Scenario) -> list[str]:
        out = list(game.failures)
        game.failures.clear()
        return out

    def unanswered(self, game: Scenario) -> str | None:
        g = game.game.state
        d = engine.decide(g)
        if g.over or d is None or isinstance(d, MainChoice | WindowChoice):
            return None
        return f"{d.player} must answer {d.kind}"

    def log(self, game: Scenario) -> list[dict[str, Any]]:
        return [{"turn": e["turn"], "phase": e["step"], "event": e["event"], "text": e["text"], "rules": e["rules"]}
                for e in game.game.log]


def _next(g: GameState) -> Entry:
    return g.queue[-1] if g.rules.queue_order.value == "lifo" else g.queue[0]


def _count(value: Any, path: str, line: int | None, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(path, line, f"{what!r} is a whole number, got {value!r}")
    return value


def _test_card(name: str, spec: Any, path: str, line: int | None) -> CardDef:
    if not isinstance(spec, Mapping):
        raise ScenarioError(path, line, f"test card {name!r} is a mapping")
    unknown = set(spec) - TEST_CARD_KEYS
    if unknown:
        raise ScenarioError(path, line, f"test card {name!r}: unknown field {sorted(unknown)[0]!r}")
    if "type" not in spec or "text" not in spec:
        raise ScenarioError(path, line, f"test card {name!r} needs 'type' and 'text'")
    if spec["type"] not in ("hero", "creature", "spell", "support"):
        raise ScenarioError(path, line, f"test card {name!r}: type is hero, creature, spell or support")
    if spec["type"] == "hero" and "cost" in spec:
        raise ScenarioError(path, line, f"test card {name!r}: a hero has no cost")
    elements = spec.get("elements", ["Нейтральная"])
    classes = spec.get("classes", [])
    if not isinstance(elements, list) or not isinstance(classes, list):
        raise ScenarioError(path, line, f"test card {name!r}: elements and classes are lists")
    allowed = {"Степи", "Леса", "Горы", "Болота", "Тьма", "Нейтральная"}
    for e in elements:
        if e not in allowed:
            raise ScenarioError(path, line, f"test card {name!r}: unknown element {e!r}")
    type_word = str(spec["type"])
    if type_word == "support":
        words = [c for c in classes if c in ("Оружие", "Броня", "Амулет", "Местность", "Событие")]
        type_word = words[0] if words else "support"
    back = spec.get("back", "")
    if not isinstance(back, str):
        raise ScenarioError(path, line, f"test card {name!r}: 'back' names its other side")
    try:
        made = make_card(name, type_word, spec.get("cost", 0), spec.get("health", 0), spec.get("attack", 0),
                         elements, classes, spec["text"] if spec["text"] is not None else "")
    except ValueError as e:
        raise ScenarioError(path, line, f"test card {name!r}: {e}") from None
    return replace(made, back=back) if back else made


def _check_backs(db: CardDatabase, cards: list[CardDef], path: str, tests: Mapping[str, Any]) -> None:
    """ГЛ «Обращенный»: a card's ``back`` is a known card with «Обращенный»; the front has none."""
    for d in cards:
        if not d.back:
            continue
        line = line_of(tests, d.name)
        other = db.find(d.back)
        if other is None:
            raise ScenarioError(path, line, f"test card {d.name!r}: its back {d.back!r} is no known card")
        if other.abilities.value(Keyword.TURNED) is None:
            raise ScenarioError(path, line, f"test card {d.name!r}: its back {other.name!r} has no «Обращенный»")
        if d.abilities.value(Keyword.TURNED) is not None or other.back:
            raise ScenarioError(path, line, f"test card {d.name!r}: the front has no «Обращенный», the back no back")


def _flag(spec: Mapping[str, Any], key: str, path: str, line: int | None) -> bool:
    value = spec.get(key, False)
    if not isinstance(value, bool):
        raise ScenarioError(path, line, f"{key!r} is true or false")
    return value


def _place(g: GameState, db: CardDatabase, seat: int, zone: Zone, entry: Any, labels: dict[str, int], path: str,
           line: int | None, names: list[str]) -> int:
    spec: Mapping[str, Any] = {"card": entry} if isinstance(entry, str) else entry
    if not isinstance(spec, Mapping) or "card" not in spec:
        raise ScenarioError(path, line, "a card entry is a name or a mapping with 'card'")
    keys = HERO_KEYS if zone is Zone.HERO else CARD_KEYS
    for key in spec:
        if key not in keys:
            raise ScenarioError(path, line, f"unknown card key {key!r}" + (" for a hero" if zone is Zone.HERO else ""))
    if zone not in (Zone.BATTLEFIELD, Zone.HERO) and set(spec) - {"card", "id"}:
        raise ScenarioError(path, line, "outside battlefield and hero only 'card' and 'id' are allowed")
    d = db.find(str(spec["card"]))
    if d is None:
        hint = db.suggestions(str(spec["card"]))
        raise ScenarioError(path, line, f"unknown card {spec['card']!r}" + (f"; did you mean {', '.join(hint)}?" if hint else ""))
    if d.abilities.value(Keyword.TURNED) is not None:  # ГЛ «Обращенный»: «только с помощью способности Переверните»
        raise ScenarioError(path, line, f"{d.name!r} is an «Обращенный» side: set up its front with 'turned: true'")
    cid = len(g.objects)
    card = CardState(cid, d.name, seat, seat, zone)
    if _flag(spec, "turned", path, line):
        if not d.back:
            raise ScenarioError(path, line, f"{d.name!r} has no other side to be turned to")
        card.name, card.front = db.get(d.back).name, d.name
    card.created = d.abilities.value(Keyword.CREATED) is not None
    if card.created and zone in (Zone.HAND, Zone.DECK, Zone.GRAVEYARD):  # ГЛ «Созданный»
        raise ScenarioError(path, line, f"{d.name!r} is a «Созданный» card: it waits in the supply, never in the {zone.value}")
    card.placed = d.abilities.value(Keyword.PLACED) is not None  # ГЛ «Помещённый»: in a deck or hand once placed
    if card.placed and zone is Zone.GRAVEYARD:
        raise ScenarioError(path, line, f"{d.name!r} is a «Помещённый» card: from the graveyard it goes to the supply")
    if zone is Zone.SUPPLY and not (card.created or card.placed):
        raise ScenarioError(path, line, f"{d.name!r} is neither a «Созданный» nor a «Помещённый» card: "
                            "only those wait in the supply")
    if "controller" in spec:
        if spec["controller"] not in names:
            raise ScenarioError(path, line, f"unknown controller {spec['controller']!r}")
        card.controller = names.index(spec["controller"])
    for key in ("wounds", "extra_life", "negative_life"):
        if key in spec:
            setattr(card, key, _count(spec[key], path, line, key))
    for key in ("closed", "hidden", "stunned", "sick"):
        setattr(card, key, _flag(spec, key, path, line))
    card.strikes = int(_flag(spec, "attacked", path, line))  # its strike attack of this turn made
    markers = spec.get("markers") or {}
    if not isinstance(markers, Mapping):
        raise ScenarioError(path, line, "'markers' maps a marker to its count")
    for k, v in markers.items():
        if str(k) not in MARKERS:
            raise ScenarioError(path, line, f"unknown marker {k!r} ({', '.join(MARKERS)})")
        if str(k) == ONCE:  # ГЛ «Один (Х) раз за ход»: the markers its «раз за ход» payments put on it
            card.once = _count(v, path, line, str(k))
        else:
            card.markers[str(k)] = _count(v, path, line, str(k))
    effects = spec.get("effects") or []
    if isinstance(effects, Mapping):
        effects = [effects]
    if not isinstance(effects, list):
        raise ScenarioError(path, line, "'effects' is a list of {text: ..., until: ...}")
    acquired = []
    for e in effects:
        if not isinstance(e, Mapping) or "text" not in e or set(e) - {"text", "until"}:
            raise ScenarioError(path, line, "an effect is {text: ..., until: ...}")
        until = str(e.get("until", "end_of_battle"))
        if until not in UNTIL:
            raise ScenarioError(path, line, f"'until' is one of {', '.join(sorted(UNTIL))}")
        try:
            got = compile_text(str(e["text"]))
        except Unsupported as err:
            raise ScenarioError(path, line, f"effect text: {err}") from None
        if replace(got, keywords=(), wards=(), ignores=()) != Abilities():
            # only an acquired text's keywords, wards and «Игнорирует …» are in force (rules.keyword, wards_of, ignores)
            raise ScenarioError(path, line, f"effect text {e['text']!r}: an acquired effect carries keywords only "
                                            "(with «Защита от …», «Не получает ран от …», «Игнорирует …»)")
        acquired.append(Acquired(str(e["text"]), until))
    card.effects = tuple(acquired)
    g.objects[cid] = card
    if zone is Zone.BATTLEFIELD:
        g.players[card.controller].battlefield.append(cid)
    elif zone is not Zone.HERO:
        p = g.players[seat]
        {Zone.DECK: p.deck, Zone.HAND: p.hand, Zone.GRAVEYARD: p.graveyard, Zone.SUPPLY: p.supply}[zone].append(cid)
    if "id" in spec:
        label = str(spec["id"])
        if label in labels or label in names or db.find(label) is not None or label.casefold() in GRAMMAR_WORDS:
            raise ScenarioError(path, line, f"id {label!r} is taken, or names a card, a player or a grammar word")
        labels[label] = cid
    return cid


def _entry(g: GameState, written: str, labels: dict[str, int], path: str, line: int | None) -> Entry:
    """A setup entry of ``queue:``: ``SOURCE ability|trigger|spell[ K][ -> TARGET, ...]``."""
    head, _, tail = written.partition("->")
    m = re.fullmatch(r"(.+?) (ability|trigger|spell)(?: (\d+))?", " ".join(head.split()))
    if not m:
        raise ScenarioError(path, line, f"a queue entry is 'SOURCE ability|trigger|spell[ K][ -> TARGET]', got {written!r}")
    try:
        # named as the first player names cards; a hidden card by its id
        source = actiontext.resolve(g, 0, m.group(1), labels)
        targets = tuple(actiontext.resolve(g, 0, t, labels) for t in tail.split(",") if t.strip())
    except TolariaError as e:
        raise ScenarioError(path, line, str(e)) from None
    kind = EntryKind(m.group(2))
    d = g.db.get(g.objects[source].name)
    count = {EntryKind.ABILITY: len(d.abilities.activated), EntryKind.TRIGGER: len(d.abilities.triggered),
             EntryKind.SPELL: len(d.abilities.spell)}[kind]
    k = int(m.group(3)) if m.group(3) else (1 if count == 1 else 0)
    if not 1 <= k <= count:
        raise ScenarioError(path, line, f"{g.objects[source].name} has no {kind.value} {m.group(3) or ''}".rstrip())
    return Entry(kind, source, g.objects[source].controller, k, targets)


def make_driver(card_files: list[str] | None = None) -> HeroesDriver:
    """The driver, with the cards of ``--cards`` dumps beside the example cards."""
    if not card_files:
        return DRIVER
    return HeroesDriver(CardDatabase.from_files([Path(f) for f in card_files]))


DRIVER = HeroesDriver()
