"""What texts change about a card's own movement (Online 203): its allowance and «Не может передвигаться».

The engine asks :func:`movement_allowance` wherever it compares a card's
movement markers with its allowance (Online 203.4: unused movement is the
allowance less the markers), and :func:`cannot_move` before any move the
card declares, «Прыжок» and «Телепортация» included (Online 203.12).
"""

from __future__ import annotations

from tolaria.berserk.abilities import MoveBonus
from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import defn, has
from tolaria.berserk.state import GameState


def movement_allowance(g: GameState, cid: int) -> int:
    """Online 203.1: the printed allowance plus the «+X к {move}» texts in force, never below zero (Online 104.2)."""
    d = defn(g, cid)
    card = g.objects[cid]
    if not (d.statics or card.effects):
        return d.move
    from tolaria.berserk.rules.modifiers import in_force

    bonus = sum(s.x for s in in_force(g, cid) if isinstance(s, MoveBonus))
    return max(0, d.move + bonus)


def unused_movement(g: GameState, cid: int) -> int:
    """Online 203.4: the allowance less the movement markers the card has."""
    return movement_allowance(g, cid) - g.objects[cid].moved


def cannot_move(g: GameState, cid: int) -> bool:
    """«Не может передвигаться», printed or acquired: the card declares no movement of its own (Online 203.2, 203.12)."""
    return has(g, cid, Keyword.CANNOT_MOVE)


def may_move(g: GameState, cid: int) -> bool:
    """The text-dependent part of whether the card may declare a move now: unused movement left, and no
    «Не может передвигаться»."""
    return unused_movement(g, cid) > 0 and not cannot_move(g, cid)
