"""Building a Magic position from a scenario's ``players`` and ``turn`` (specs/scenarios.md, "File layout")."""

from __future__ import annotations

from typing import Any

from tolaria.core.scenario import LineDict, ScenarioError, item_line, line_of
from tolaria.errors import TolariaError, UnknownCard
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.cards.mana import parse_mana
from tolaria.mtg.game import Game
from tolaria.mtg.kinds import MANA_TYPES, CardType, Counter, Step, Zone
from tolaria.mtg.rules import profiles
from tolaria.mtg.rules.zones import add_card, put_onto_battlefield
from tolaria.mtg.ruleset import MagicRuleset
from tolaria.mtg.state import Combat, GameState

TOP_KEYS = {"name", "game", "rules", "seed", "turn", "players", "do", "expect", "description", "tags"}
PLAYER_KEYS = {"life", "hand", "battlefield", "library", "graveyard", "exile", "mana_pool", "poison"}
OBJECT_KEYS = {"card", "tapped", "damage", "counters", "sick", "attached_to", "face_down", "controller", "id"}
DEFAULT_LIBRARY = ["Plains"] * 20  # "20 basic lands of no consequence"
COMBAT_STEPS = range(Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT + 1)
MAX_OBJECTS = 2000


def build(data: LineDict, path: str, cards: CardDatabase | None = None) -> Game:
    """Set up the position; raises ScenarioError with the offending line."""
    unknown = set(data) - TOP_KEYS
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise ScenarioError(path, line_of(data, k), f"unknown key {k!r}")
    if data.get("game", "magic") != "magic":
        raise ScenarioError(path, line_of(data, "game"), f"not a Magic scenario: game {data['game']!r}")
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        raise ScenarioError(path, line_of(data, "name") or 1, "'name' is required (free text)")
    try:
        rules = profiles.profile(str(data.get("rules", "current")))
    except TolariaError as e:
        raise ScenarioError(path, line_of(data, "rules"), str(e)) from None
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(path, line_of(data, "seed"), "'seed' must be an integer")
    players = data.get("players")
    if not isinstance(players, LineDict) or len(players) < 2:
        raise ScenarioError(path, line_of(data, "players") or 1, "'players' must map 2 or more player names")
    names = [str(n) for n in players]
    if len({n.casefold() for n in names}) != len(names):
        raise ScenarioError(path, line_of(data, "players"), "player names must be different (ignoring case)")
    ruleset = MagicRuleset(cards)
    g = GameState.new(names, seed, ruleset.cards, rules)
    g.setup = False
    labels: dict[str, int] = {}
    attachments: list[tuple[int, Any, int | None]] = []
    for idx, pname in enumerate(players):
        spec = players[pname]
        if spec is None:
            spec = LineDict()
        if not isinstance(spec, LineDict):
            raise ScenarioError(path, line_of(players, pname), f"player {pname!r} must be a mapping")
        _setup_player(g, idx, spec, path, labels, attachments, names)
    for oid, target, line in attachments:
        ref = labels.get(str(target))
        if ref is None:
            ref = next((p.id for p in g.battlefield.values() if g.name_of(p.id).lower() == str(target).lower()), None)
        if ref is None:
            raise ScenarioError(path, line, f"attached_to {target!r} names no permanent")
        g.battlefield[oid].attached_to = ref
    g.labels = labels
    _setup_turn(g, data, path, names)
    g.changed()  # the setup wrote some values directly: nothing remembered before it holds
    g.bf_gen += 1
    g.maybe_marked = True
    g.out = []
    return Game(ruleset, g)


def _setup_turn(g: GameState, data: LineDict, path: str, names: list[str]) -> None:
    turn = data.get("turn") or LineDict()
    if not isinstance(turn, dict):
        raise ScenarioError(path, line_of(data, "turn"), "'turn' must be a mapping")
    bad = set(turn) - {"active", "step", "number"}
    if bad:
        raise ScenarioError(path, line_of(turn, sorted(bad, key=str)[0]), f"unknown turn key {sorted(bad, key=str)[0]!r}")
    active = turn.get("active", names[0])
    if active not in names:
        raise ScenarioError(path, line_of(turn, "active"), f"unknown player {active!r}")
    try:
        step = Step.parse(str(turn.get("step", "main1")))
    except KeyError:
        raise ScenarioError(
            path, line_of(turn, "step"), f"unknown step {turn.get('step')!r}; steps: {', '.join(s.word for s in Step)}"
        ) from None
    number = turn.get("number", 2)
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 10_000:
        raise ScenarioError(path, line_of(turn, "number"), "'number' must be a positive integer")
    g.active = names.index(active)
    g.starting = g.active if number % 2 == 1 else (g.active + 1) % len(names)
    g.turn = number
    g.step = step
    if step in COMBAT_STEPS:
        g.combat = Combat()
        if step is Step.FIRST_STRIKE_DAMAGE:
            g.combat.first_strike = True
    g.priority = g.active
    g.pending = None


def _setup_player(
    g: GameState,
    idx: int,
    spec: LineDict,
    path: str,
    labels: dict[str, int],
    attachments: list[tuple[int, Any, int | None]],
    names: list[str],
) -> None:
    p = g.players[idx]
    bad = set(spec) - PLAYER_KEYS
    if bad:
        k = sorted(bad, key=str)[0]
        raise ScenarioError(path, line_of(spec, k), f"unknown player key {k!r}")
    for key in ("life", "poison"):
        if key in spec:
            if not isinstance(spec[key], int) or isinstance(spec[key], bool) or abs(spec[key]) > 10**9:
                raise ScenarioError(path, line_of(spec, key), f"'{key}' must be an integer")
            setattr(p, key, spec[key])
    if "mana_pool" in spec:
        try:
            for sym in parse_mana(str(spec["mana_pool"] or "")):
                p.pool[MANA_TYPES.index(sym)] += 1
        except (TolariaError, ValueError) as e:
            raise ScenarioError(path, line_of(spec, "mana_pool"), f"bad mana_pool: {e}") from None
    library = spec.get("library", None)
    zones = {
        Zone.LIBRARY: DEFAULT_LIBRARY if library is None else library,
        Zone.HAND: spec.get("hand", []),
        Zone.GRAVEYARD: spec.get("graveyard", []),
        Zone.EXILE: spec.get("exile", []),
    }
    for zone, entries in zones.items():
        line = line_of(spec, zone.value)
        for n, entry in enumerate(_entries(entries, path, line, zone.value)):
            name, opts, eline = _entry(g, entry, path, item_line(entries, n) or line)
            if opts:
                extra = set(opts) - {"card", "id"}
                if extra:
                    raise ScenarioError(path, eline, f"{sorted(extra)[0]!r} applies only to permanents")
            oid = add_card(g, idx, zone, name)
            _label(labels, opts, oid, path, eline)
    line = line_of(spec, "battlefield")
    entries = spec.get("battlefield", [])
    for n, entry in enumerate(_entries(entries, path, line, "battlefield")):
        name, opts, eline = _entry(g, entry, path, item_line(entries, n) or line)
        _permanent(g, idx, name, opts, path, eline, labels, attachments, names)


def _entries(value: Any, path: str, line: int | None, zone: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(path, line, f"'{zone}' must be a list")
    if len(value) > MAX_OBJECTS:
        raise ScenarioError(path, line, f"'{zone}' lists more than {MAX_OBJECTS} cards")
    return value


def _entry(g: GameState, entry: Any, path: str, line: int | None) -> tuple[str, dict[str, Any], int | None]:
    pool = g.db.pool
    if isinstance(entry, str):
        name, opts = entry, {}
    elif isinstance(entry, dict):
        if "card" not in entry:
            raise ScenarioError(path, line, "an object mapping needs 'card:'")
        bad = set(entry) - OBJECT_KEYS
        if bad:
            raise ScenarioError(path, line, f"unknown object key {sorted(bad, key=str)[0]!r}")
        name, opts = str(entry["card"]), dict(entry)
    else:
        raise ScenarioError(path, line, f"expected a card name or a mapping, got {entry!r}")
    try:
        return pool.canonical_name(name), opts, line
    except UnknownCard as e:
        hint = f"; did you mean {', '.join(e.suggestions)}?" if e.suggestions else ""
        raise ScenarioError(path, line, f"unknown card {name!r}{hint}") from None


def _label(labels: dict[str, int], opts: dict[str, Any], oid: int, path: str, line: int | None) -> None:
    if "id" in opts:
        label = str(opts["id"])
        if label in labels:
            raise ScenarioError(path, line, f"duplicate id {label!r}")
        labels[label] = oid


def _permanent(
    g: GameState,
    owner: int,
    name: str,
    opts: dict[str, Any],
    path: str,
    line: int | None,
    labels: dict[str, int],
    attachments: list[tuple[int, Any, int | None]],
    names: list[str],
) -> None:
    controller = owner
    if "controller" in opts:
        if opts["controller"] not in names:
            raise ScenarioError(path, line, f"unknown controller {opts['controller']!r}")
        controller = names.index(opts["controller"])
    for key in ("tapped", "sick", "face_down"):
        if key in opts and not isinstance(opts[key], bool):
            raise ScenarioError(path, line, f"'{key}' must be true or false")
    damage = opts.get("damage", 0)
    if not isinstance(damage, int) or isinstance(damage, bool) or not 0 <= damage <= 10**6:
        raise ScenarioError(path, line, "'damage' must be a non-negative integer")
    counters = opts.get("counters", {}) or {}
    if not isinstance(counters, dict) or not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10**6 for v in counters.values()
    ):
        raise ScenarioError(path, line, "'counters' must map counter kinds to counts")
    d = g.db.card(name)
    if CardType.PLANESWALKER in d.base.types and Counter.LOYALTY not in counters and d.face is not None:
        loyalty = d.face.loyalty
        if isinstance(loyalty, int):
            counters = {**counters, Counter.LOYALTY.value: loyalty}  # enters with its printed loyalty
    perm = put_onto_battlefield(g, name, owner, controller, tapped=bool(opts.get("tapped", False)))
    perm.sick = bool(opts.get("sick", False))
    perm.damage = damage
    perm.counters = {str(k): v for k, v in counters.items() if v}
    perm.face_down = bool(opts.get("face_down", False))
    perm.plain = None
    if "attached_to" in opts:
        attachments.append((perm.id, opts["attached_to"], line))
    _label(labels, opts, perm.id, path, line)
