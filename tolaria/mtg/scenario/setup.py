"""Building a game position from a scenario's ``players`` and ``turn`` (specs/scenarios.md)."""

from __future__ import annotations

from typing import Any

from tolaria.errors import TolariaError, UnknownCard
from tolaria.mtg.cards.mana import parse_mana
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.game import Game, check_profile
from tolaria.mtg.rules.zones import add_card, put_onto_battlefield
from tolaria.mtg.scenario.loader import LineDict, ScenarioError, item_line, line_of
from tolaria.mtg.state import COLORS, STEP_INDEX, Combat, GameState, Pending

TOP_KEYS = {"name", "rules", "seed", "turn", "players", "do", "expect", "description", "tags"}
PLAYER_KEYS = {"life", "hand", "battlefield", "library", "graveyard", "exile", "mana_pool", "poison"}
OBJECT_KEYS = {"card", "tapped", "damage", "counters", "sick", "attached_to", "face_down", "controller", "id"}
DEFAULT_LIBRARY = ["Plains"] * 20  # "20 basic lands of no consequence"
COMBAT_STEPS = range(STEP_INDEX["beginning_of_combat"], STEP_INDEX["end_of_combat"] + 1)


def build(data: LineDict, path: str) -> Game:
    """Set up the position; raises ScenarioError with the offending line."""
    unknown = set(data) - TOP_KEYS
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise ScenarioError(path, line_of(data, k), f"unknown key {k!r}")
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        raise ScenarioError(path, line_of(data, "name") or 1, "'name' is required (free text)")
    rules = data.get("rules", "current")
    try:
        check_profile(str(rules))
    except TolariaError as e:
        raise ScenarioError(path, line_of(data, "rules"), str(e)) from None
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError(path, line_of(data, "seed"), "'seed' must be an integer")
    players = data.get("players")
    if not isinstance(players, LineDict) or len(players) < 2:
        raise ScenarioError(path, line_of(data, "players") or 1, "'players' must map 2 or more player names")
    names = [str(n) for n in players]
    g = GameState(names, seed)
    g.profile = str(rules)
    g.phase = "play"
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
            ref = next((p.id for p in g.battlefield.values() if p.name.lower() == str(target).lower()), None)
        if ref is None:
            raise ScenarioError(path, line, f"attached_to {target!r} names no permanent")
        g.battlefield[oid].attached_to = ref
    g.labels = labels
    _setup_turn(g, data, path, names)
    return Game(g)


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
    step = turn.get("step", "main1")
    if step not in STEP_INDEX:
        raise ScenarioError(path, line_of(turn, "step"), f"unknown step {step!r}; steps: {', '.join(STEP_INDEX)}")
    number = turn.get("number", 2)
    if not isinstance(number, int) or number < 1:
        raise ScenarioError(path, line_of(turn, "number"), "'number' must be a positive integer")
    g.active = names.index(active)
    g.starting = g.active if number % 2 == 1 else (g.active + 1) % len(names)
    g.turn = number
    g.step = STEP_INDEX[step]
    if g.step in COMBAT_STEPS:
        g.combat = Combat()
        if step == "first_strike_damage":
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
            if not isinstance(spec[key], int) or isinstance(spec[key], bool):
                raise ScenarioError(path, line_of(spec, key), f"'{key}' must be an integer")
            setattr(p, key, spec[key])
    if "mana_pool" in spec:
        try:
            for sym in parse_mana(str(spec["mana_pool"] or "")):
                p.pool[COLORS.index(sym)] += 1
        except (TolariaError, ValueError) as e:
            raise ScenarioError(path, line_of(spec, "mana_pool"), f"bad mana_pool: {e}") from None
    library = spec.get("library", None)
    zones = {
        "library": DEFAULT_LIBRARY if library is None else library,
        "hand": spec.get("hand", []),
        "graveyard": spec.get("graveyard", []),
        "exile": spec.get("exile", []),
    }
    for zone, entries in zones.items():
        line = line_of(spec, zone)
        for n, entry in enumerate(_entries(entries, path, line, zone)):
            name, opts, eline = _entry(entry, path, item_line(entries, n) or line)
            if opts:
                extra = set(opts) - {"card", "id"}
                if extra:
                    raise ScenarioError(path, eline, f"{sorted(extra)[0]!r} applies only to permanents")
            oid = add_card(g, idx, zone, name)
            _label(labels, opts, oid, path, eline)
    line = line_of(spec, "battlefield")
    entries = spec.get("battlefield", [])
    for n, entry in enumerate(_entries(entries, path, line, "battlefield")):
        name, opts, eline = _entry(entry, path, item_line(entries, n) or line)
        _permanent(g, idx, name, opts, path, eline, labels, attachments, names)


def _entries(value: Any, path: str, line: int | None, zone: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(path, line, f"'{zone}' must be a list")
    return value


def _entry(entry: Any, path: str, line: int | None) -> tuple[str, dict[str, Any], int | None]:
    pool = CardPool.default()
    eline = line
    if isinstance(entry, str):
        name, opts = entry, {}
    elif isinstance(entry, dict):
        if "card" not in entry:
            raise ScenarioError(path, eline, "an object mapping needs 'card:'")
        bad = set(entry) - OBJECT_KEYS
        if bad:
            raise ScenarioError(path, eline, f"unknown object key {sorted(bad, key=str)[0]!r}")
        name, opts = str(entry["card"]), dict(entry)
    else:
        raise ScenarioError(path, eline, f"expected a card name or a mapping, got {entry!r}")
    try:
        return pool.canonical_name(name), opts, eline
    except UnknownCard as e:
        hint = f"; did you mean {', '.join(e.suggestions)}?" if e.suggestions else ""
        raise ScenarioError(path, eline, f"unknown card {name!r}{hint}") from None


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
    perm = put_onto_battlefield(g, name, owner, controller, tapped=bool(opts.get("tapped", False)))
    perm.sick = bool(opts.get("sick", False))
    for key, kind in (("tapped", bool), ("sick", bool), ("face_down", bool)):
        if key in opts and not isinstance(opts[key], kind):
            raise ScenarioError(path, line, f"'{key}' must be true or false")
    damage = opts.get("damage", 0)
    if not isinstance(damage, int) or damage < 0:
        raise ScenarioError(path, line, "'damage' must be a non-negative integer")
    perm.damage = damage
    counters = opts.get("counters", {}) or {}
    if not isinstance(counters, dict) or not all(isinstance(v, int) and v >= 0 for v in counters.values()):
        raise ScenarioError(path, line, "'counters' must map counter kinds to counts")
    perm.counters = {str(k): v for k, v in counters.items() if v}
    perm.face_down = bool(opts.get("face_down", False))
    if "attached_to" in opts:
        attachments.append((perm.id, opts["attached_to"], line))
    _label(labels, opts, perm.id, path, line)


def start(game: Game) -> None:
    """Give the active player priority (after state-based actions, 117.5)."""
    from tolaria.mtg.engine import run_game

    g = game.state
    g.pending = None
    run_game(g)
    if g.pending is None and not g.over:
        g.pending = Pending("priority", g.active)
