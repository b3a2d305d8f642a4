"""Checking a scenario's ``expect`` block against a Magic game (specs/scenarios.md, "Expectations").

:func:`validate` refuses a block that uses unknown keys, values of the
wrong type or unknown names (the file is invalid: a misspelt check must
never pass silently; the rules of that are in :mod:`.validate`);
:func:`check` lists every way the game differs from it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tolaria.core.scenario import as_written
from tolaria.mtg.cards.keywords import keyword_text
from tolaria.mtg.game import Game
from tolaria.mtg.kinds import Step
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import pool_text
from tolaria.mtg.scenario import validate as validate_module
from tolaria.mtg.scenario.actiontext import display_name
from tolaria.mtg.state import GameState, Permanent
from tolaria.mtg.visibility import hands_seen

ZONES = validate_module.ZONES


def _n(s: Any) -> str:
    return " ".join(str(s).lower().replace("’", "'").split())


def validate(game: Game, expect: Any, players: list[str], path: str, line: int | None) -> None:
    """Refuse an expectation block that would check less than it says (see :mod:`.validate`)."""
    validate_module.validate(game, expect, players, path, line)


def check(game: Game, expect: dict[str, Any], players: list[str]) -> list[str]:
    """Every way the game differs from the expectation, as failure reasons."""
    g: GameState = game.state
    reasons: list[str] = []
    for key, value in expect.items():
        if key in players:
            reasons.extend(_check_player(g, players.index(key), value))
        elif key == "permanents":
            for name, checks in value.items():
                reasons.extend(_check_permanent(g, str(name), checks))
        elif key == "stack":
            actual = [display_name(g, s.id) for s in g.stack]
            if [_n(v) for v in value] != [_n(a) for a in actual]:
                reasons.append(f"stack is {actual}, expected {list(value)}")
        elif key == "step":
            if g.step is not Step.parse(str(value)):
                reasons.append(f"step is {g.step.word}, expected {value}")
        elif key == "active":
            active = [g.players[p].name for p in g.team_of(g.active)]  # 805.4a: the active team's players
            if value not in active:
                reasons.append(f"active player is {' and '.join(active)}, expected {value}")
        elif key == "turn":
            if g.turn != value:
                reasons.append(f"turn is {g.turn}, expected {value}")
        elif key == "winner":
            reasons.extend(_check_winner(game, value))
        elif key == "game_over":
            if g.over != value:
                reasons.append(f"game_over is {g.over}, expected {value}")
        elif key == "log":
            reasons.extend(_check_log(game, value))
    return reasons


def _check_winner(game: Game, value: Any) -> list[str]:
    want = _n(value) if value is not None else "none"
    if want == "draw":
        ok = game.is_draw
    elif want == "none":
        ok = game.winner is None and not game.is_draw
    else:
        ok = any(_n(name) == want for name in game.winners)  # 810.8a: any player of the winning team
    if ok:
        return []
    actual = "draw" if game.is_draw else (game.winner or "none")
    return [f"winner is {actual}, expected {value}"]


def _check_log(game: Game, value: dict[str, Any]) -> list[str]:
    lines = [f"{e['event']}: {e['text']} [{' '.join(e['rules'])}]" for e in game.log]
    out = []
    contains = value.get("contains", [])
    for i in range(len(contains)):
        s = as_written(contains, i)
        if not any(s in line for line in lines):
            out.append(f"log has no line containing {s!r}")
    excludes = value.get("excludes", [])
    for i in range(len(excludes)):
        s = as_written(excludes, i)
        if any(s in line for line in lines):
            out.append(f"log has a line containing {s!r}")
    return out


def _zone_names(g: GameState, player: int, zone: str) -> list[str]:
    if zone == "battlefield":
        return [display_name(g, oid) for oid in g.battlefield if chars(g, oid).controller == player]
    return [g.name_of(c) for c in getattr(g.players[player], zone)]


def _check_player(g: GameState, idx: int, checks: dict[str, Any]) -> list[str]:
    p = g.players[idx]
    out = []
    for key, want in checks.items():
        if key in ZONES:
            out.extend(_check_zone(p.name, key, _zone_names(g, idx, key), want))
        elif key == "library_count":
            if len(p.library) != want:
                out.append(f"{p.name}'s library has {len(p.library)} cards, expected {want}")
        elif key == "hand_count":
            if len(p.hand) != want:
                out.append(f"{p.name}'s hand has {len(p.hand)} cards, expected {want}")
        elif key == "mana_pool":
            have = pool_text(p.pool)
            if Counter(str(want or "").upper().replace("}", "} ").split()) != Counter(have.replace("}", "} ").split()):
                out.append(f"{p.name}'s mana pool is {have!r}, expected {want!r}")
        elif key == "hand_seen_by":
            # CR 402.3, 810.5, 701.20a: the seats that see this player's hand (its own, a teammate's, revealed)
            seers = sorted(g.players[s].name for s in range(len(g.players)) if idx in hands_seen(g, s))
            if seers != sorted(want):
                out.append(f"{p.name}'s hand is seen by {seers}, expected {sorted(want)}")
        elif key == "lost":
            if p.lost != want:
                out.append(f"{p.name} lost is {p.lost}, expected {want}")
        elif getattr(p, key) != want:
            out.append(f"{p.name}'s {key} is {getattr(p, key)}, expected {want}")
    return out


def _check_zone(player: str, zone: str, actual: list[str], want: Any) -> list[str]:
    have = [_n(a) for a in actual]
    where = f"{player}'s {zone}"
    if isinstance(want, dict):
        out = []
        if "contains" in want:
            missing = Counter(_n(w) for w in want["contains"]) - Counter(have)
            if missing:
                out.append(f"{where} {actual} lacks {sorted(missing.elements())}")
        if "excludes" in want:
            present = [w for w in want["excludes"] if _n(w) in have]
            if present:
                out.append(f"{where} {actual} contains {present}")
        if "ordered" in want:
            if [_n(w) for w in want["ordered"]] != have:
                out.append(f"{where} is {actual} in this order, expected {list(want['ordered'])}")
        return out
    if Counter(_n(w) for w in (want or [])) != Counter(have):
        return [f"{where} is {actual}, expected {list(want or [])}"]
    return []


def _find_permanent(g: GameState, name: str) -> list[Permanent]:
    if name in g.labels:
        perm = g.battlefield.get(g.labels[name])
        return [perm] if perm is not None else []
    t = _n(name)
    owner = None
    if "'s " in t:
        who, _, rest = t.partition("'s ")
        if any(_n(p.name) == who for p in g.players):
            owner = next(p.index for p in g.players if _n(p.name) == who)
            t = rest
    index = None
    if "#" in t:
        t, _, k = t.rpartition("#")
        index = int(k) if k.isdigit() else None
    found = [p for p in g.battlefield.values() if _n(display_name(g, p.id)) == t and (owner is None or p.owner == owner)]
    if index is not None:
        return found[index - 1 : index] if 0 < index <= len(found) else []
    return found


def _check_permanent(g: GameState, name: str, checks: dict[str, Any]) -> list[str]:
    found = _find_permanent(g, name)
    if not found:
        return [f"no permanent {name!r} on the battlefield"]
    if len(found) > 1:
        return [f"{name!r} is ambiguous: {len(found)} such permanents; use an id or NAME#K"]
    perm = found[0]
    c = chars(g, perm.id)
    combat = g.combat
    out = []
    for key, want in checks.items():
        if key == "power":
            have: Any = c.power
        elif key == "toughness":
            have = c.toughness
        elif key == "controller":
            have = g.players[c.controller].name
        elif key == "attacking":
            have = combat is not None and perm.id in combat.attackers
        elif key == "blocking":
            have = combat is not None and perm.id in combat.blockers
        elif key == "counters":
            have = {k: v for k, v in perm.counters.items() if v}
            want = {str(k): v for k, v in (want or {}).items() if v}
        elif key == "keywords":
            kws = {keyword_text(k).lower() for k in c.keywords}  # "protection from Dogs" as written or not
            for kw in want.get("has", []):
                if _n(kw) not in kws:
                    out.append(f"{name} lacks {kw}")
            for kw in want.get("lacks", []):
                if _n(kw) in kws:
                    out.append(f"{name} has {kw}")
            continue
        elif key == "attached_to":
            have = perm.attached_to
            if want is not None:
                target = g.labels.get(str(want))
                if target is None:
                    target = next((p.id for p in g.battlefield.values() if _n(display_name(g, p.id)) == _n(want)), -999)
                want = target
        else:
            have = getattr(perm, key)
        if have != want:
            out.append(f"{name} {key} is {have}, expected {want}")
    return out
