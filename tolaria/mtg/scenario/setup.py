"""Building a Magic position from a scenario's ``players`` and ``turn`` (specs/scenarios.md, "File layout")."""

from __future__ import annotations

from typing import Any

from tolaria.core.scenario import LineDict, ScenarioError, item_line, line_of
from tolaria.errors import TolariaError, UnknownCard
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.cards.mana import parse_mana
from tolaria.mtg.cards.pool import UnplayableCard
from tolaria.mtg.formats import CONSTRUCTED, Format, format_named
from tolaria.mtg.game import MAX_PLAYERS, Game
from tolaria.mtg.kinds import MANA_TYPES, CardType, Counter, Step, Zone
from tolaria.mtg.rules import profiles
from tolaria.mtg.rules.entering import WORDS
from tolaria.mtg.rules.teams import declaring_player, next_team_after
from tolaria.mtg.rules.zones import add_card, put_onto_battlefield
from tolaria.mtg.ruleset import MagicRuleset
from tolaria.mtg.scenario.validate import (
    LIMIT,
    boolean,
    counters,
    integer,
    kind,
    mana,
    mapping,
    name_list,
    text,
    unknown_key,
)
from tolaria.mtg.state import Combat, GameState

TOP_KEYS = {"name", "game", "rules", "seed", "turn", "players", "do", "expect", "description", "tags", "format", "teams"}
PLAYER_KEYS = {"life", "hand", "battlefield", "library", "graveyard", "exile", "mana_pool", "poison"}
OBJECT_KEYS = {"card", "tapped", "damage", "counters", "sick", "attached_to", "face_down", "controller", "id", "chosen"}
TURN_KEYS = {"active", "step", "number"}
FORMATS = ("two-headed-giant",)
DEFAULT_LIBRARY = ["Plains"] * 20  # "20 basic lands of no consequence"
COMBAT_STEPS = range(Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT + 1)
MAX_OBJECTS = 2000
"""Cards in one zone of the setup."""
MAX_SETUP_OBJECTS = 10_000
"""Cards in the whole setup: enough for any position, few enough to set up in a moment."""


def build(data: LineDict, path: str, cards: CardDatabase | None = None) -> Game:
    """Set up the position; raises ScenarioError with the offending line."""
    _check_top(data, path)
    rules = _rules(data, path)
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(path, line_of(data, "seed"), f"'seed' must be an integer, got {kind(seed)}")
    players = _players(data, path)
    names = [str(n) for n in players]
    fmt = _format(data, path, names)
    ruleset = MagicRuleset(cards)
    g = GameState.new(names, seed, ruleset.cards, rules)
    g.setup = False
    if fmt.has_teams:
        g.format = fmt.name
        g.teams = tuple(tuple(range(k, k + fmt.team_size)) for k in range(0, len(names), fmt.team_size))
    labels: dict[str, int] = {}
    attachments: list[tuple[int, Any, int | None]] = []
    for idx, pname in enumerate(players):
        spec = players[pname]
        if spec is None:
            spec = LineDict()
        if not isinstance(spec, LineDict):
            raise ScenarioError(path, line_of(players, pname), f"player {pname!r} must be a mapping, got {kind(spec)}")
        _setup_player(g, idx, spec, path, labels, attachments, names)
    _share_team_totals(g, players, path, fmt)
    for oid, target, line in attachments:
        ref = labels.get(str(target))
        if ref is None:
            ref = next((p.id for p in g.battlefield.values() if g.name_of(p.id).lower() == str(target).lower()), None)
        if ref is None:
            raise ScenarioError(path, line, f"attached_to {target!r} names no permanent")
        g.battlefield[oid].attached_to = ref
        g.maybe_marked = True  # CR 704.5m-p: the state-based check must look at it
    g.labels = labels
    _setup_turn(g, data, path, names)
    g.changed()  # the setup wrote some values directly: nothing remembered before it holds
    g.bf_gen += 1
    g.maybe_marked = True
    g.out = []
    return Game(ruleset, g)


def _check_top(data: LineDict, path: str) -> None:
    """Known top-level keys only, a Magic file, a name, and free-text ``description``/``tags``."""
    unknown = set(data) - TOP_KEYS
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise unknown_key(k, sorted(TOP_KEYS), path, line_of(data, k), "key")
    if data.get("game", "magic") != "magic":
        raise ScenarioError(path, line_of(data, "game"), f"not a Magic scenario: game {data['game']!r}")
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        raise ScenarioError(path, line_of(data, "name") or 1, "'name' is required (free text)")
    if "description" in data and data["description"] is not None:
        text(data["description"], path, line_of(data, "description"), "'description'")
    if "tags" in data and data["tags"] is not None:
        name_list(data["tags"], path, line_of(data, "tags"), "'tags'")


def _rules(data: LineDict, path: str) -> profiles.RulesProfile:
    """The rules profile (current or classic-2008); an unknown one is refused, naming the known ones."""
    word = text(data.get("rules", "current"), path, line_of(data, "rules"), "'rules' (current or classic-2008)")
    try:
        return profiles.profile(word.strip())
    except TolariaError as e:
        raise ScenarioError(path, line_of(data, "rules"), str(e)) from None


def _players(data: LineDict, path: str) -> LineDict:
    """``players``: 2 to MAX_PLAYERS names (text, different ignoring case), in turn order."""
    players = data.get("players")
    line = line_of(data, "players") or 1
    if not isinstance(players, LineDict) or not 2 <= len(players) <= MAX_PLAYERS:
        got = f"{len(players)} players" if isinstance(players, LineDict) else kind(players)
        raise ScenarioError(path, line, f"'players' must map 2 to {MAX_PLAYERS} player names to their setup, got {got}")
    for pname in players:
        if not isinstance(pname, str) or not pname.strip():
            raise ScenarioError(path, line_of(players, pname), f"a player's name must be text, got {kind(pname)}")
    if len({n.casefold() for n in players}) != len(players):
        raise ScenarioError(path, line, "player names must be different (ignoring case)")
    listed = sum(len(zone) for spec in players.values() if isinstance(spec, dict) for zone in spec.values() if isinstance(zone, list))
    if listed > MAX_SETUP_OBJECTS:
        raise ScenarioError(path, line, f"the setup lists {listed:,} cards (at most {MAX_SETUP_OBJECTS:,})")
    return players


def _format(data: LineDict, path: str, names: list[str]) -> Format:
    """CR 810: ``format: two-headed-giant`` with ``teams``: two teams of two, listed in turn order team by team."""
    if "format" not in data and "teams" not in data:
        return CONSTRUCTED
    fline, tline = data.key_lines.get("format"), data.key_lines.get("teams")
    if "format" not in data:
        raise ScenarioError(path, tline, "'teams' belongs to 'format: two-headed-giant', which is missing")
    fmt = text(data["format"], path, fline, "'format'")
    if fmt not in FORMATS:
        raise ScenarioError(path, fline, f"unknown format {fmt!r}; formats: {', '.join(FORMATS)}")
    teams = data.get("teams")
    line = tline or fline
    if not isinstance(teams, list) or len(teams) != 2:
        raise ScenarioError(path, line, f"'teams' must list two teams, e.g. [[A1, A2], [B1, B2]], got {kind(teams)}")
    listed = [p for team in teams for p in name_list(team, path, line, "a team")]
    if any(len(team) != 2 for team in teams) or sorted(listed) != sorted(names):
        raise ScenarioError(path, line, f"'teams' must split the players {names} into two teams of two (CR 810.1)")
    if listed != names:
        raise ScenarioError(path, line, f"'players' must list the players in turn order, team by team: {listed}")
    return format_named(fmt)


def _share_team_totals(g: GameState, players: LineDict, path: str, fmt: Format) -> None:
    """CR 810.4, 810.10: teammates share one life total (30 unless given) and their poison counters;
    what the setup gives teammates must agree."""
    for team in g.teams:
        for key, default in (("life", fmt.starting_life), ("poison", 0)):
            given = {g.players[p].name: getattr(g.players[p], key) for p in team if key in (players[g.players[p].name] or {})}
            if len(set(given.values())) > 1:
                who = ", ".join(f"{n}: {v}" for n, v in given.items())
                line = line_of(players, next(iter(given)))
                raise ScenarioError(path, line, f"teammates share their {key} (CR 810.4, 810.10), but the setup gives {who}")
            value = next(iter(given.values())) if given else default
            for p in team:
                setattr(g.players[p], key, value)


def _setup_turn(g: GameState, data: LineDict, path: str, names: list[str]) -> None:
    """``turn``: whose turn, the step (default main1) and the turn number (default 2)."""
    turn = data.get("turn")
    if turn is None:
        turn = LineDict()
    turn = mapping(turn, path, line_of(data, "turn"), "'turn' ({active, step, number})")
    bad = set(turn) - TURN_KEYS
    if bad:
        k = sorted(bad, key=str)[0]
        raise unknown_key(k, sorted(TURN_KEYS), path, line_of(turn, k), "key", "'turn'")
    active = turn.get("active", names[0])
    if active not in names:
        raise ScenarioError(path, line_of(turn, "active"), f"'active' must name a player of {names}, got {kind(active)}")
    word = text(turn.get("step", "main1"), path, line_of(turn, "step"), "'step'")
    try:
        step = Step.parse(word)
    except KeyError:
        raise ScenarioError(path, line_of(turn, "step"), f"unknown step {word!r}; steps: {', '.join(s.word for s in Step)}") from None
    number = integer(turn.get("number", 2), path, line_of(turn, "number"), "'number'", low=1, high=10_000)
    g.active = declaring_player(g, names.index(active))  # 805.2: a team's turn, its primary player first
    g.starting = g.active if number % 2 == 1 else next_team_after(g, g.active)
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
        raise unknown_key(k, sorted(PLAYER_KEYS), path, line_of(spec, k), "player key", names[idx])
    for key in ("life", "poison"):
        if key in spec:
            low = 0 if key == "poison" else -LIMIT
            setattr(p, key, integer(spec[key], path, line_of(spec, key), f"{names[idx]}: '{key}'", low=low))
    if "mana_pool" in spec:
        pool = mana(spec["mana_pool"], path, line_of(spec, "mana_pool"), f"{names[idx]}: 'mana_pool'")
        for sym in parse_mana("".join(pool.upper().split())):
            p.pool[MANA_TYPES.index(sym)] += 1
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
                    k = sorted(extra)[0]
                    raise ScenarioError(path, line_of(opts, k) or eline, f"{k!r} applies only to permanents, not to cards in the {zone.value}")
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
        raise ScenarioError(path, line, f"'{zone}' must be a list of cards, got {kind(value)}")
    if len(value) > MAX_OBJECTS:
        raise ScenarioError(path, line, f"'{zone}' lists more than {MAX_OBJECTS} cards")
    return value


def _entry(g: GameState, entry: Any, path: str, line: int | None) -> tuple[str, LineDict, int | None]:
    """A zone entry: a card name, or a mapping with ``card:`` and the object's keys; the name must be known."""
    pool = g.db.pool
    if isinstance(entry, str):
        name, opts = entry, LineDict()
    elif isinstance(entry, LineDict):
        if "card" not in entry:
            raise ScenarioError(path, line, "an object mapping needs 'card:'")
        bad = set(entry) - OBJECT_KEYS
        if bad:
            k = sorted(bad, key=str)[0]
            raise unknown_key(k, sorted(OBJECT_KEYS), path, line_of(entry, k) or line, "object key")
        name, opts = text(entry["card"], path, line_of(entry, "card") or line, "'card'"), entry
        if "id" in opts and (isinstance(opts["id"], bool) or not isinstance(opts["id"], str | int)):
            raise ScenarioError(path, line_of(opts, "id") or line, f"'id' must be a label (text), got {kind(opts['id'])}")
    else:
        raise ScenarioError(path, line, f"expected a card name or a mapping with 'card:', got {kind(entry)}")
    try:
        return pool.canonical_name(name), opts, line
    except UnplayableCard as e:  # named by a --cards file, but no game can hold it
        raise ScenarioError(path, line, e.reason) from None
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
    opts: LineDict,
    path: str,
    line: int | None,
    labels: dict[str, int],
    attachments: list[tuple[int, Any, int | None]],
    names: list[str],
) -> None:
    def at(key: str) -> int | None:
        return line_of(opts, key) or line

    controller = owner
    if "controller" in opts:
        if opts["controller"] not in names:
            raise ScenarioError(path, at("controller"), f"'controller' must name a player of {names}, got {kind(opts['controller'])}")
        controller = names.index(opts["controller"])
    for key in ("tapped", "sick", "face_down"):
        if key in opts:
            boolean(opts[key], path, at(key), f"{name}: '{key}'")
    damage = integer(opts.get("damage", 0), path, at("damage"), f"{name}: 'damage'", low=0, high=10**6)
    given = counters(opts.get("counters"), path, at("counters"), f"{name}: 'counters'")
    if "attached_to" in opts and (isinstance(opts["attached_to"], bool) or not isinstance(opts["attached_to"], str | int)):
        raise ScenarioError(path, at("attached_to"), f"{name}: 'attached_to' must name a permanent (its id or name), got {kind(opts['attached_to'])}")
    d = g.db.card(name)
    if CardType.PLANESWALKER in d.base.types and Counter.LOYALTY not in given and d.face is not None:
        loyalty = d.face.loyalty
        if isinstance(loyalty, int):
            given = {**given, Counter.LOYALTY.value: loyalty}  # CR 306.5b: enters with its printed loyalty
    perm = put_onto_battlefield(g, name, owner, controller, tapped=bool(opts.get("tapped", False)), replacements=False)
    perm.sick = bool(opts.get("sick", False))
    perm.damage = damage
    perm.counters = {str(k): v for k, v in given.items() if v}
    perm.face_down = bool(opts.get("face_down", False))
    perm.chosen = _chosen(g, opts.get("chosen", ""), path, at("chosen"), name)
    perm.plain = None
    if "attached_to" in opts:
        attachments.append((perm.id, opts["attached_to"], line))
    _label(labels, opts, perm.id, path, line)


def _chosen(g: GameState, value: object, path: str, line: int | None, name: str) -> str:
    """``chosen: red``: what was chosen as the permanent entered (614.12): a color, a basic land type or
    a card name."""
    if value == "":
        return ""
    words = {w for ws in WORDS.values() for w in ws}
    if isinstance(value, str) and value not in words and value in g.db:
        return g.db.canonical_name(value)
    if not isinstance(value, str) or value not in words:
        raise ScenarioError(
            path, line, f"{name}: 'chosen' must be a color, a basic land type or a card name ({', '.join(sorted(words))}, ...), got {kind(value)}"
        )
    return value
