"""Expectations of Berserk scenario files (berserk-scenarios.md, "Expectations in expect")."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

from tolaria.berserk import board
from tolaria.berserk.cards import fold
from tolaria.berserk.compiler import named_of
from tolaria.berserk.rules import preliminary
from tolaria.berserk.rules.cards_in_play import LOST_ABILITY, defn, life, where
from tolaria.berserk.rules.movement_effects import unused_movement
from tolaria.berserk.state import Chain, ChainKind, GameState, Zone


def chain_names(game: Any, chain: Chain) -> list[str]:
    """A chain's name with its source named by card name, and by scenario id where it has one."""
    names = [chain_name(game, chain, by_label=False), chain_name(game, chain, by_label=True)]
    return names


def chain_name(game: Any, chain: Chain, by_label: bool = False) -> str:
    g: GameState = game.game.state
    source = _name_of(game, chain.source) if by_label else g.objects[chain.source].name
    kind = chain.kind.value if chain.kind is not ChainKind.ABILITY or not chain.index else f"ability {chain.index}"
    if chain.kind is ChainKind.MOVE:
        return f"{source} move -> {board.cell_name(chain.cell)}"
    targets = chain.targets
    if chain.kind is ChainKind.DEFEND:
        strike = g.chains.get(chain.for_chain)
        targets = strike.targets if strike is not None else ()
    if targets:
        return f"{source} {kind} -> " + ", ".join(_name_of(game, t) for t in targets)
    return f"{source} {kind}"


def _name_of(game: Any, cid: int) -> str:
    for label, c in game.labels.items():
        if c == cid:
            return label
    return str(game.game.state.objects[cid].name)


def _resolve(game: Any, key: str) -> int | None:
    g: GameState = game.game.state
    if key in game.labels:
        return int(game.labels[key])
    cell = board.parse_cell(key)
    if cell is not None:
        return g.board.get(cell)
    found = [c.id for c in g.objects.values() if fold(c.name) == fold(key)]
    in_play = [c for c in found if g.objects[c].zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL)]
    if len(in_play) == 1:
        return in_play[0]
    return found[0] if len(found) == 1 else None


def _card_facts(game: Any, cid: int, facts: Mapping[str, Any]) -> list[str]:
    g: GameState = game.game.state
    card = g.objects[cid]
    out = []
    label = _name_of(game, cid)
    for key, want in facts.items():
        if key == "card":
            got: Any = card.name
        elif key == "at":
            got = where(g, cid)
            if isinstance(want, str) and board.parse_cell(want) is not None and card.zone is Zone.BATTLEFIELD:
                want = board.cell_name(board.parse_cell(want))  # type: ignore[arg-type]
        elif key == "controller":
            got = g.players[card.controller].name
        elif key == "life":
            got = life(g, cid)
        elif key == "movement_left":
            got = 0 if card.acted and g.profile.rp else max(0, unused_movement(g, cid))
        elif key == "abilities":
            have = {n.keyword.value.casefold() for n in defn(g, cid).named}
            have |= {n.keyword.value.casefold() for e in card.effects if (n := named_of(e.text)) is not None}
            have -= {e.text.removeprefix(LOST_ABILITY).casefold() for e in card.effects if e.text.startswith(LOST_ABILITY)}
            for a in want.get("has", []):
                if str(a).casefold() not in have:
                    out.append(f"{label} lacks {a}")
            for a in want.get("lacks", []):
                if str(a).casefold() in have:
                    out.append(f"{label} has {a}")
            continue
        elif key in ("closed", "hidden", "wounds", "extra_life", "tokens", "moved", "markers", "acted"):
            got = getattr(card, key)
        else:
            out.append(f"unknown card expectation {key!r}")
            continue
        if got != want:
            out.append(f"{label} {key}: expected {want!r}, got {got!r}")
    return out


def _multiset(names: list[str], want: Any, what: str) -> list[str]:
    have = Counter(fold(n) for n in names)
    if isinstance(want, Mapping):
        out = []
        for n in want.get("contains", []):
            if have[fold(n)] == 0:
                out.append(f"{what} lacks {n}")
        for n in want.get("excludes", []):
            if have[fold(n)]:
                out.append(f"{what} holds {n}")
        if "ordered" in want and [fold(n) for n in names] != [fold(n) for n in want["ordered"]]:
            out.append(f"{what}: expected {list(want['ordered'])}, got {names}")
        return out
    if have != Counter(fold(n) for n in want):
        return [f"{what}: expected {sorted(want)}, got {sorted(names)}"]
    return []


def check(game: Any, expect: Mapping[str, Any], players: list[str]) -> list[str]:
    g: GameState = game.game.state
    out: list[str] = []
    for seat, pname in enumerate(players):
        facts = expect.get(pname)
        if not facts:
            continue
        p = g.players[seat]
        zones = {"hand": p.deal, "recruitment": p.recruitment, "graveyard": p.graveyard,
                 "battlefield": [c.id for c in g.objects.values() if c.controller == seat and c.zone is Zone.BATTLEFIELD],
                 "additional": [c.id for c in g.objects.values() if c.controller == seat and c.zone is Zone.ADDITIONAL]}
        for key, want in facts.items():
            if key in zones:
                out += _multiset([g.objects[c].name for c in zones[key]], want, f"{pname} {key}")
            elif key in ("deck_count", "hand_count", "recruitment_count"):
                got = len({"deck_count": p.deck, "hand_count": p.deal, "recruitment_count": p.recruitment}[key])
                if got != want:
                    out.append(f"{pname} {key}: expected {want}, got {got}")
            elif key == "crystals":
                gold, silver = preliminary.crystals(g, seat)
                got_c = {"gold": gold, "silver": silver}
                for k, v in want.items():
                    if got_c.get(k) != v:
                        out.append(f"{pname} crystals {k}: expected {v}, got {got_c.get(k)}")
            elif key == "lost":
                if bool(p.lost) != bool(want):
                    out.append(f"{pname} lost: expected {want}, got {bool(p.lost)}")
            else:
                out.append(f"unknown player expectation {key!r}")
    for key, facts in (expect.get("cards") or {}).items():
        cid = _resolve(game, str(key))
        if cid is None:
            out.append(f"no card {key!r}")
            continue
        out += _card_facts(game, cid, facts)
    for cell_text, want in (expect.get("board") or {}).items():
        cell = board.parse_cell(str(cell_text))
        if cell is None:
            out.append(f"{cell_text!r} is not a cell")
            continue
        cid = g.board.get(cell)
        if want == "empty":
            if cid is not None:
                out.append(f"{cell_text}: expected empty, holds {g.objects[cid].name}")
        elif cid is None:
            out.append(f"{cell_text}: expected {want!r}, it is empty")
        elif isinstance(want, Mapping):
            out += _card_facts(game, cid, want)
        elif _resolve(game, str(want)) != cid and fold(g.objects[cid].name) != fold(str(want)):
            out.append(f"{cell_text}: expected {want!r}, holds {g.objects[cid].name}")
    if "stack" in expect:
        chains: list[int] = []
        for so in g.stack:
            if so.chain not in chains:
                chains.append(so.chain)
        shown = [chain_name(game, g.chains[c]) for c in chains]
        variants = [chain_names(game, g.chains[c]) for c in chains]
        want = list(expect["stack"] or [])
        if len(shown) != len(want) or any(not any(_chain_eq(a, b) for a in v) for v, b in zip(variants, want, strict=False)):
            out.append(f"stack: expected {want}, got {shown}")
    simple = {
        "top_object": g.stack[-1].obj.value if g.stack else None,
        "priority": g.players[g.priority].name,
        "phase": g.phase.value,
        "active": g.players[g.active].name,
        "turn": g.turn,
        "game_over": g.over,
        "winner": ("draw" if g.winner is None else g.players[g.winner].name) if g.over else "none",
    }
    for key, got_v in simple.items():
        if key in expect and expect[key] != got_v and not (key == "winner" and expect[key] is None and got_v == "none"):
            out.append(f"{key}: expected {expect[key]!r}, got {got_v!r}")
    if "log" in expect:
        entries = game.game.log
        for needle in (expect["log"] or {}).get("contains", []):
            if not any(needle in e["text"] or needle in e["rules"] for e in entries):
                out.append(f"log lacks {needle!r}")
        for needle in (expect["log"] or {}).get("excludes", []):
            if any(needle in e["text"] or needle in e["rules"] for e in entries):
                out.append(f"log has {needle!r}")
    return out


def _chain_eq(actual: str, written: str) -> bool:
    written = " ".join(str(written).split())
    if "->" not in written:
        actual = actual.split(" ->")[0]
    if fold(actual) == fold(written):
        return True
    # berserk-scenarios.md: KIND `ability` is any ability of SOURCE, `ability K` the K-th
    return fold(re.sub(r" ability \d+\b", " ability", actual)) == fold(written)
