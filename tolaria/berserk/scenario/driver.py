"""Berserk scenario files on the core runner (berserk-scenarios.md).

Setup builds the position directly (cards on cells, zones, crystals, the
phase); ``do`` entries go through the action language; bare commands pass
priority; expectations compare the position.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tolaria.berserk import board, engine
from tolaria.berserk.actions import Pass
from tolaria.berserk.cards import CardDatabase, CardDef, CardType, fold
from tolaria.berserk.compiler import compile_card
from tolaria.berserk.decisions import (
    Deployment,
    KeepDeal,
    Priority,
    Recruitment,
    RecruitmentPreparation,
)
from tolaria.berserk.game import Game
from tolaria.berserk.profiles import profile
from tolaria.berserk.rules import preliminary, symbiosis
from tolaria.berserk.rules.cards_in_play import keyword_x, life
from tolaria.berserk.rules.stack import UnscriptedRoll
from tolaria.berserk.ruleset import BerserkRuleset
from tolaria.berserk.scenario import actiontext
from tolaria.berserk.state import Acquired, CardState, GameState, Phase, Zone
from tolaria.core import scenario as core
from tolaria.core.scenario import ScenarioError, line_of
from tolaria.errors import IllegalAction, TolariaError, UnreadableAction

TOP_KEYS = {"name", "game", "rules", "seed", "dice", "test_cards", "turn", "players", "do", "expect"}
PLAYER_KEYS = {"battlefield", "additional", "hand", "recruitment", "deck", "graveyard", "crystals"}
CARD_KEYS = {"card", "id", "at", "host", "controller", "closed", "hidden", "wounds", "extra_life", "negative_life",
             "tokens", "moved", "markers", "effects", "acted"}
START_PHASES = {"deal", "recruitment_preparation", "recruitment", "deployment", "reveal", "turn_start", "main", "final"}
COMMANDS = re.compile(r"^(resolve|resolve chain|resolve all|next phase|end turn|to .+)$")


class Scenario:
    """A game with the scenario's labels, and whatever failed while playing it."""

    def __init__(self, game: Game, labels: dict[str, int]) -> None:
        self.game = game
        self.labels = labels
        self.failures: list[str] = []


class BerserkDriver(core.Driver):
    game = "berserk"

    # ------------------------------------------------------------ setup
    def build(self, data: core.LineDict, path: str) -> Scenario:
        unknown = set(data) - TOP_KEYS
        if unknown:
            k = sorted(unknown)[0]
            raise ScenarioError(path, line_of(data, k), f"unknown top-level key {k!r}")
        if "name" not in data or "players" not in data:
            raise ScenarioError(path, 1, "a scenario needs 'name' and 'players'")
        try:
            prof = profile(data.get("rules", "online-2012"))
        except TolariaError as e:
            raise ScenarioError(path, line_of(data, "rules"), str(e)) from None
        cards = CardDatabase.bundled()
        tests = data.get("test_cards") or {}
        extra: list[CardDef] = []
        for name, spec in tests.items():
            if name in cards:
                raise ScenarioError(path, line_of(tests, name), f"test card {name!r} reuses a card-data name")
            extra.append(_test_card(str(name), spec, path, line_of(tests, name)))
        if extra:
            cards = cards.with_cards(extra)
        seed = data.get("seed")
        g = GameState(cards, prof, [], seed if isinstance(seed, int) else 0)
        players = data["players"]
        if not isinstance(players, Mapping) or len(players) != 2:
            raise ScenarioError(path, line_of(data, "players"), "exactly two players, the first player first")
        from tolaria.berserk.state import PlayerState

        g.players = [PlayerState(str(n)) for n in players]
        preliminary.start_crystals(g)
        g.scripted = not isinstance(seed, int)
        queue = data.get("dice") or []
        if not isinstance(queue, list) or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in queue):
            # berserk-scenarios.md, "Dice": scripted values are unmodified die results 1-6
            raise ScenarioError(path, line_of(data, "dice"), "'dice' is a list of die results 1-6")
        g.dice = list(queue)
        labels: dict[str, int] = {}
        hosted: list[tuple[int, str, int | None]] = []
        for seat, spec in enumerate(players.values()):
            spec = spec or {}
            for key in spec:
                if key not in PLAYER_KEYS:
                    raise ScenarioError(path, line_of(spec, key), f"unknown player key {key!r}")
            for zone_key, zone in (("battlefield", Zone.BATTLEFIELD), ("additional", Zone.ADDITIONAL), ("hand", Zone.DEAL),
                                   ("recruitment", Zone.RECRUITMENT), ("deck", Zone.DECK), ("graveyard", Zone.GRAVEYARD)):
                for i, entry in enumerate(spec.get(zone_key) or []):
                    _place(g, seat, zone, entry, labels, path, core.item_line(spec[zone_key], i), [str(n) for n in players],
                           hosted)
            if "crystals" in spec:
                c = spec["crystals"]
                g.players[seat].gold, g.players[seat].silver = int(c.get("gold", 0)), int(c.get("silver", 0))
        for cid, host, line in hosted:  # every card is placed: a host may be listed after what it hosts
            _host(g, cid, labels.get(host, -1), host, path, line)
        turn = data.get("turn") or {}
        phase = str(turn.get("phase", "main"))
        if phase not in START_PHASES:
            raise ScenarioError(path, line_of(data, "turn"), f"a scenario can't start in phase {phase!r}")
        names = [p.name for p in g.players]
        active = turn.get("active", names[0])
        if active not in names:
            raise ScenarioError(path, line_of(data, "turn"), f"unknown player {active!r}")
        g.active = names.index(active)
        number = turn.get("number", 3 if g.active == 0 else 4)
        if not isinstance(number, int) or (number % 2 == 1) != (g.active == 0):
            raise ScenarioError(path, line_of(data, "turn"), "turn numbers of the first player are odd, of the second even")
        g.phase = Phase(phase)
        g.turn = number if g.phase not in (Phase.DEAL, Phase.RECRUITMENT_PREPARATION, Phase.RECRUITMENT, Phase.DEPLOYMENT,
                                             Phase.REVEAL) else 0
        if g.turn == 0:
            g.active = 0
        g.hidden_until_done = any(c.hidden for c in g.objects.values())
        g.roster_changed()  # the cards in play were put there directly
        game = Game(BerserkRuleset(cards), g)
        return Scenario(game, labels)

    def start(self, game: Scenario) -> None:
        g = game.game.state
        if g.phase is Phase.TURN_START:
            engine.turn_start(g)
        elif g.phase is Phase.RECRUITMENT_PREPARATION:
            engine.next_preparer(g, 1)  # the first player first, unless he has nothing to declare (Online 303.1)
        elif g.phase is Phase.REVEAL:
            engine.begin_reveal(g)  # berserk-scenarios.md: a file starts after the phase's automatic actions
        g.priority = g.active
        engine.advance(g)
        game.game.history.extend(game.game.ruleset.take_events(g))

    def players(self, game: Scenario) -> list[str]:
        return [p.name for p in game.game.state.players]

    # ------------------------------------------------------------ commands
    def check_command(self, command: str, path: str, line: int | None, players: list[str]) -> None:
        if not COMMANDS.match(command):
            raise ScenarioError(path, line, f"unknown command {command!r}")

    def run_command(self, game: Scenario, command: str, players: list[str]) -> None:
        g = game.game.state
        start_turn = g.turn

        def stop_at(pred: Any, limit: int = 2000) -> bool:
            for _ in range(limit):
                if g.over or not isinstance(g.pending, Priority):
                    return True
                if pred():
                    return True
                self._pass(game)
            return False

        if command == "resolve":
            size = len(g.stack)
            stop_at(lambda: len(g.stack) < size or not g.stack)
        elif command == "resolve chain":
            if g.stack:
                chain = g.stack[-1].chain
                stop_at(lambda: all(so.chain != chain for so in g.stack))
        elif command == "resolve all":
            stop_at(lambda: not g.stack)
        elif command == "next phase":
            phase = g.phase
            stop_at(lambda: g.phase is not phase)
        elif command == "end turn":
            stop_at(lambda: g.turn != start_turn and g.phase is Phase.TURN_START)
        elif command.startswith("to "):
            what = command[3:]
            phase_names = {p.value for p in Phase}
            words = what.split(" of ")
            if words[0] in phase_names:
                target_phase = Phase(words[0])
                who = words[1] if len(words) > 1 else None
                def reached() -> bool:
                    if g.phase is not target_phase:
                        return False
                    if who is None:
                        return True
                    return g.players[g.active].name == who and g.turn != start_turn
                if not stop_at(reached):
                    game.failures.append(f"'{command}' never reached")
            else:
                if not stop_at(lambda: self._top_matches(game, what) or not g.stack) or not g.stack:
                    game.failures.append(f"'{command}' never reached")
                elif not g.over and isinstance(g.pending, Priority) and not self._top_matches(game, what):
                    game.failures.append(f"'{command}': that object left the stack before it was reached")
        game.game.history.extend(game.game.ruleset.take_events(g))

    def _pass(self, game: Scenario) -> None:
        g = game.game.state
        try:
            engine.apply(g, Pass(), None)
        except UnscriptedRoll as e:
            game.failures.append(str(e))
            g.over = True
        game.game.history.extend(game.game.ruleset.take_events(g))

    def _top_matches(self, game: Scenario, what: str) -> bool:
        g = game.game.state
        if not g.stack:
            return False
        top = g.stack[-1]
        chain = g.chains[top.chain]
        objects = {"declaration", "target", "roll", "result", "calculation", "protection", "wound", "payment", "ending"}
        words = what.split(" of ", 1)
        if words[0] in objects:
            if top.obj.value != words[0]:
                return False
            return len(words) == 1 or chain_name_matches(game, chain, words[1])
        return top.obj.value == "declaration" and chain_name_matches(game, chain, what)

    # ------------------------------------------------------------ actions
    def group(self, text: str) -> str | None:
        return None

    def apply(self, game: Scenario, who: str, texts: list[str], group: str | None) -> None:
        g = game.game.state
        for text in texts:
            dice = None
            m = re.match(r"^(.*)\s+dice:\s*\[(.*)\]$", text)
            if m:
                text, dice = m.group(1), m.group(2)
            if dice is not None:
                g.next_script = tuple(int(x) for x in dice.split(",") if x.strip())
            try:
                actiontext.apply_entry(g, who, text, game.labels)
            except UnscriptedRoll as e:
                raise IllegalAction(str(e)) from None
            finally:
                g.next_script = None
            game.game.history.extend(game.game.ruleset.take_events(g))

    def snapshot(self, game: Scenario) -> Any:
        return game.game.state.copy(), len(game.game.history)

    def restore(self, game: Scenario, snapshot: Any) -> None:
        game.game.state = snapshot[0].copy()

    # ------------------------------------------------------------ expectations
    def validate_expect(self, game: Scenario, expect: Any, players: list[str], path: str, line: int | None) -> None:
        if not isinstance(expect, Mapping):
            raise ScenarioError(path, line, "'expect' is a mapping")
        known = {"cards", "board", "stack", "top_object", "priority", "phase", "active", "turn", "winner", "game_over", "log", *players}
        for key in expect:
            if key not in known:
                raise ScenarioError(path, line_of(expect, key) or line, f"unknown expectation {key!r}")
        log = expect.get("log")
        if "log" in expect and (not isinstance(log, Mapping) or not log or set(log) - {"contains", "excludes"}
                                or not all(isinstance(v, list) for v in log.values())):
            # berserk-scenarios.md: «log: {contains: [...]}»; «excludes» as in the Magic contract's files
            raise ScenarioError(path, line_of(expect, "log") or line,
                                "'log' must be {contains: [...]} and/or {excludes: [...]}")

    def check(self, game: Scenario, expect: Mapping[str, Any], players: list[str]) -> list[str]:
        from tolaria.berserk.scenario.expect import check

        return self.failures(game) + check(game, expect, players)

    def failures(self, game: Scenario) -> list[str]:
        """Commands that failed (a ``to`` never reached, an unscripted roll) fail the file with or without an ``expect``."""
        out = list(game.failures)
        game.failures.clear()
        return out

    def unanswered(self, game: Scenario) -> str | None:
        g = game.game.state
        # The Deal, Recruitment Preparation, Recruitment and Deployment steps are played with actions (`redeal`,
        # `show`, `recruit`, `place`, `pass`), like priority, not answered (berserk-scenarios.md, "Actions in do"):
        # a file may stop in the middle of them.
        if g.over or g.pending is None or isinstance(g.pending, Priority | KeepDeal | RecruitmentPreparation | Recruitment | Deployment):
            return None
        return f"{g.pending.player} must answer {g.pending.kind}"

    def log(self, game: Scenario) -> list[dict[str, Any]]:
        return [{"turn": e["turn"], "phase": e["step"], "event": e["event"].removeprefix("berserk_"), "text": e["text"], "rules": e["rules"]}
                for e in game.game.log]


def chain_name_matches(game: Scenario, chain: Any, name: str) -> bool:
    """``SOURCE KIND[ -> TARGET, ...]`` (berserk-scenarios.md, "Chains and stack objects")."""
    from tolaria.berserk.scenario.expect import chain_names

    written = fold(" ".join(name.split()))
    for actual in chain_names(game, chain):
        if "->" not in written:
            actual = actual.split(" ->")[0]
        if written in (fold(actual), fold(actual.replace(f"ability {chain.index}", "ability"))):
            return True
    return False


def _test_card(name: str, spec: Any, path: str, line: int | None) -> CardDef:
    if not isinstance(spec, Mapping):
        raise ScenarioError(path, line, f"test card {name!r} is a mapping")
    strike = str(spec.get("strike", "0-0-0")).split("-")
    raw = {
        "name": name, "type": spec.get("type", "creature"), "element": spec.get("element", "Нейтральная"),
        "cost": spec.get("cost", 0), "elite": spec.get("elite", False), "life": spec.get("life", 0),
        "move": spec.get("move", 0), "strike": [int(x) for x in strike], "classes": spec.get("class", []),
        "text": spec.get("text", ""), "set": "test",
    }
    try:
        return compile_card(raw)
    except (ValueError, KeyError) as e:
        raise ScenarioError(path, line, f"test card {name!r}: {e}") from None


def _host(g: GameState, cid: int, host: int, label: str, path: str, line: int | None) -> None:
    """`host: ID`: the symbiote, parasite or companion stands on its host's cell as its symbiote (Online 210.2): the host a
    creature on the battlefield hosting nothing else, of its own squad or, for a parasite, of the opponent's (210.14)."""
    card, kind = g.objects[cid], g.defs[g.objects[cid].name].type
    if kind not in (CardType.SYMBIOTE, CardType.PARASITE, CardType.COMPANION):
        raise ScenarioError(path, line, f"{card.name} is a {kind.value}: only a symbiote, parasite or companion has a host")
    if host < 0:
        raise ScenarioError(path, line, f"'host' names no card of the file: {label!r}")
    h = g.objects[host]
    if h.zone is not Zone.BATTLEFIELD or not symbiosis.plain_creature(g, host):
        raise ScenarioError(path, line, f"the host {label!r} is not a creature on the battlefield (Online 210.3)")
    if symbiosis.symbiont_of(g, host) >= 0 or h.cell in g.shared:
        raise ScenarioError(path, line, f"the host {label!r} already shares its cell (Online 210.3)")
    if (kind is CardType.PARASITE) is (h.controller == card.controller):
        raise ScenarioError(path, line, "a parasite's host is an opponent's creature, a symbiote's its own (Online 210.14)")
    symbiosis.stand_on(g, cid, host, symbiosis.gifts(g, cid))


def _place(g: GameState, seat: int, zone: Zone, entry: Any, labels: dict[str, int], path: str, line: int | None,
           names: list[str], hosted: list[tuple[int, str, int | None]]) -> None:
    spec: Mapping[str, Any] = {"card": entry} if isinstance(entry, str) else entry
    if not isinstance(spec, Mapping) or "card" not in spec:
        raise ScenarioError(path, line, "a card entry is a name or a mapping with 'card'")
    for key in spec:
        if key not in CARD_KEYS:
            raise ScenarioError(path, line, f"unknown card key {key!r}")
    if zone not in (Zone.BATTLEFIELD, Zone.ADDITIONAL) and set(spec) - {"card", "id"}:
        raise ScenarioError(path, line, "outside battlefield and additional only 'card' and 'id' are allowed")
    d = g.cards.find(str(spec["card"]))
    if d is None:
        hint = g.cards.suggestions(str(spec["card"]))
        raise ScenarioError(path, line, f"unknown card {spec['card']!r}" + (f"; did you mean {', '.join(hint)}?" if hint else ""))
    if d.unsupported is not None:
        # A card the compiler can't read completely is never half-played (Online 200.3): the file is invalid.
        raise ScenarioError(path, line, f"{d.name} is not supported: {d.unsupported}")
    cid = len(g.objects)
    card = CardState(cid, d.name, seat)
    if "controller" in spec:
        if spec["controller"] not in names:
            raise ScenarioError(path, line, f"unknown controller {spec['controller']!r}")
        card.controller = names.index(spec["controller"])
    card.zone = zone
    if zone is Zone.BATTLEFIELD and "host" in spec:
        if "at" in spec:
            raise ScenarioError(path, line, "a hosted card stands in its host's cell: give 'host' or 'at', not both")
        hosted.append((cid, str(spec["host"]), line))
    elif zone is Zone.BATTLEFIELD:
        cell = board.parse_cell(str(spec.get("at", "")))
        if cell is None:
            raise ScenarioError(path, line, f"'at' must be a cell, got {spec.get('at')!r}")
        if cell in g.board:
            raise ScenarioError(path, line, f"two cards on {board.cell_name(cell)}")
        card.cell = cell
        g.board[cell] = cid
    elif zone is Zone.ADDITIONAL:
        g.additional.append(cid)
    for key in ("wounds", "extra_life", "negative_life", "tokens", "moved"):
        if key in spec:
            setattr(card, key, int(spec[key]))
    card.closed = bool(spec.get("closed", False))
    card.hidden = bool(spec.get("hidden", False))
    card.acted = bool(spec.get("acted", False))
    card.markers = {str(k): int(v) for k, v in (spec.get("markers") or {}).items()}
    card.effects = tuple(Acquired(str(e["text"]), str(e.get("until", "end_of_battle"))) for e in (spec.get("effects") or []))
    g.objects[cid] = card
    g.roster_changed()
    p = g.players[seat]
    {Zone.DECK: p.deck, Zone.DEAL: p.deal, Zone.RECRUITMENT: p.recruitment, Zone.GRAVEYARD: p.graveyard}.get(zone, []).append(cid)
    if "id" in spec:
        label = str(spec["id"])
        if label in labels or board.parse_cell(label) is not None or label in names:
            raise ScenarioError(path, line, f"id {label!r} is taken or names a cell or player")
        labels[label] = cid


DRIVER = BerserkDriver()
__all__ = ["DRIVER", "BerserkDriver", "keyword_x", "life", "UnreadableAction"]
