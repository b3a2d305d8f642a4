"""Abilities one card's text gives other creatures: «Ваши нетемные существа получают ...», «Существа в строю с ...
получают ...» (Online 406, 407.1).

The givers are the revealed cards in play with a :class:`~tolaria.berserk.abilities.GrantedAura` (``Roster.granting``);
a recipient has the abilities while the giver stays in play and the recipient fits the words, and loses them as soon
as either stops being so (a permanent ability is in force only while its card is, Online 406).
"""

from __future__ import annotations

import dataclasses

from tolaria.berserk import board
from tolaria.berserk.abilities import GrantedAura, Recipients, StrengthBonus
from tolaria.berserk.cards import Keyword, Named
from tolaria.berserk.rules.cards_in_play import defn, in_squad, is_creature, roster
from tolaria.berserk.state import GameState, Zone


def granted(g: GameState, cid: int) -> list[StrengthBonus]:
    """The strength bonuses other cards' texts give the creature now, X counted for it."""
    givers = (g.memo if g.memo is not None else roster(g)).granting
    if not givers:
        return []
    out: list[StrengthBonus] = []
    for aura, x in _auras_on(g, cid, givers):
        for a in aura.abilities:
            if isinstance(a, StrengthBonus):
                out.append(a if x is None else dataclasses.replace(a, x=a.x * x))
    return out


def granted_x(g: GameState, cid: int, keyword: Keyword) -> int | None:
    """The greatest X of the named ability other cards' texts give the creature now (None: none gives it)."""
    best: int | None = None
    givers = (g.memo if g.memo is not None else roster(g)).granting
    for aura, x in _auras_on(g, cid, givers, keyword):
        for a in aura.abilities:
            if isinstance(a, Named) and a.keyword is keyword:
                value = a.x if x is None else x
                best = value if best is None or value > best else best
    return best


def _auras_on(g: GameState, cid: int, givers: tuple[int, ...], keyword: Keyword | None = None
              ) -> list[tuple[GrantedAura, int | None]]:
    """The auras reaching the creature, each with its X for it (None when the text has no X); ``keyword`` keeps only
    auras giving that named ability (so that counting X by another ability never asks for this one again)."""
    card = g.objects[cid]
    if not in_squad(card) or not is_creature(g, cid):
        return []
    out: list[tuple[GrantedAura, int | None]] = []
    for giver in givers:
        if g.objects[giver].controller != card.controller:
            continue
        for s in defn(g, giver).statics:
            if not isinstance(s, GrantedAura) or (keyword is not None and not any(
                    isinstance(a, Named) and a.keyword is keyword for a in s.abilities)):
                continue
            if not reaches(g, giver, cid, s):
                continue
            x = _x_for(g, cid, s)
            if x is None or x > 0:
                out.append((s, x))
    return out


def reaches(g: GameState, giver: int, cid: int, aura: GrantedAura) -> bool:
    """The creature is one the words describe, where they say it must stand."""
    from tolaria.berserk.rules.modifiers import has_formation, holds, matches

    if aura.condition is not None and not holds(g, giver, aura.condition):
        return False
    if aura.filter is not None and not matches(g, cid, aura.filter):
        return False
    if aura.recipients is Recipients.SQUAD:
        return True
    # Online «Строй»: both open-faced creatures with Строй, on cells beside each other, not diagonally
    a, b = g.objects[giver], g.objects[cid]
    return (giver != cid and a.zone is Zone.BATTLEFIELD and b.zone is Zone.BATTLEFIELD and not a.hidden
            and not b.hidden and b.cell in board.ORTHOGONAL[a.cell] and has_formation(g, giver)
            and has_formation(g, cid))


def _x_for(g: GameState, cid: int, aura: GrantedAura) -> int | None:
    """«где X величина их {ovz} (максимум 2)»: the recipient's own value of the named ability, capped."""
    if aura.x_of is None:
        return None
    from tolaria.berserk.rules.cards_in_play import keyword_x

    x = keyword_x(g, cid, aura.x_of) or 0
    return min(x, aura.x_cap) if aura.x_cap is not None else x
