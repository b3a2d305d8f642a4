"""Targets: what a "target ..." phrase may choose, and when a target is legal (CR 115, 608.2b).

A target is checked against its phrase, then against the abilities that
stop targeting: hexproof (702.11b) and protection (702.16b). A spell or
ability can't target itself (115.5).
"""

from __future__ import annotations

from tolaria.mtg.carddb import card_def
from tolaria.mtg.oracle.abilities import Filter, TargetSpec
from tolaria.mtg.rules import layers
from tolaria.mtg.state import GameState, Permanent, player_ref


def matches(g: GameState, perm: Permanent, flt: Filter, you: int, source: int | None = None) -> bool:
    """Whether a permanent is described by a filter, from the point of view of player ``you``."""
    d = card_def(perm.name)
    if flt.types and not (flt.types & d.types):
        return False
    if flt.not_types and flt.not_types & d.types:
        return False
    if flt.subtypes and not (flt.subtypes & d.subtypes):
        return False
    if flt.colors or flt.not_colors:
        cols = layers.colors(g, perm)
        if flt.colors and not (flt.colors & cols):
            return False
        if flt.not_colors & cols:
            return False
    if flt.controller == "you" and perm.controller != you:
        return False
    if flt.controller == "opponent" and perm.controller == you:
        return False
    if flt.other and perm.id == source:
        return False
    if flt.states:
        for s in flt.states:
            if s == "tapped" and not perm.tapped:
                return False
            if s == "untapped" and perm.tapped:
                return False
            if s == "attacking" and (g.combat is None or perm.id not in g.combat.attackers):
                return False
            if s == "blocking" and (g.combat is None or perm.id not in g.combat.blockers):
                return False
    return True


def card_matches(name: str, flt: Filter) -> bool:
    """Whether a card (not on the battlefield) has the filter's card types and supertypes."""
    d = card_def(name)
    if flt.types and not (flt.types & d.types):
        return False
    if flt.not_types and flt.not_types & d.types:
        return False
    if flt.supertypes and not (flt.supertypes <= d.supertypes):
        return False
    if flt.subtypes and not (flt.subtypes & d.subtypes):
        return False
    if flt.colors and not (flt.colors & d.colors):
        return False
    return not (flt.not_colors & d.colors)


def legal_target(
    g: GameState,
    spec: TargetSpec,
    ref: int,
    controller: int,
    source_colors: frozenset[str],
    source: int | None = None,
) -> bool:
    """Whether ``ref`` is a legal target for ``spec`` now (CR 115.1, 115.5, 608.2b)."""
    if ref < 0:
        idx = -1 - ref
        if not spec.players or idx >= len(g.players) or g.players[idx].lost:
            return False
        return not (spec.opponent and idx == controller)
    perm = g.battlefield.get(ref)
    if perm is not None:
        if spec.permanent is None or not matches(g, perm, spec.permanent, controller):
            return False
        if perm.controller != controller and layers.has(g, perm, "hexproof"):
            return False  # CR 702.11b
        return not (source_colors & layers.protection_colors(g, perm))  # CR 702.16b
    if spec.card is not None:
        # "target creature card from your graveyard" (CR 115.1, 400.1)
        zone = getattr(g.players[controller], spec.zone)
        return ref in zone and card_matches(g.names[ref], spec.card)
    if spec.spell is None or ref == source:
        return False
    for item in g.stack:
        if item.id == ref:
            if item.kind != "spell":
                return False
            d = card_def(item.name)
            flt = spec.spell
            if flt.types and not (flt.types & d.types):
                return False
            return not (flt.not_types & d.types)
    return False


def candidates(
    g: GameState,
    spec: TargetSpec,
    controller: int,
    source_colors: frozenset[str],
    source: int | None = None,
) -> list[int]:
    """Every legal choice for one target, players first, then permanents, then spells."""
    out: list[int] = []
    if spec.players:
        for p in g.players:
            if not p.lost and not (spec.opponent and p.index == controller):
                out.append(player_ref(p.index))
    if spec.permanent is not None:
        for perm in g.battlefield.values():
            if legal_target(g, spec, perm.id, controller, source_colors, source):
                out.append(perm.id)
    if spec.card is not None:
        out.extend(c for c in getattr(g.players[controller], spec.zone) if card_matches(g.names[c], spec.card))
    if spec.spell is not None:
        for item in g.stack:
            if item.id != source and legal_target(g, spec, item.id, controller, source_colors, source):
                out.append(item.id)
    return out
