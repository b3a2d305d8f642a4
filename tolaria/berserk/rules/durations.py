"""Durations of acquired abilities that end with an event rather than a turn (Online 407.2, 206.2).

«получает -1 к броскам кубика, пока Судовой кок в вашем отряде»: the
acquired ability is kept with ``Acquired.until`` naming the source
(``while_in_squad:ID``) and ends as that card leaves its squad.
"""

from __future__ import annotations

from tolaria.berserk.rules.cards_in_play import in_play
from tolaria.berserk.state import GameState

WHILE_IN_SQUAD = "while_in_squad:"


def while_in_squad(source: int) -> str:
    """``Acquired.until`` for an ability lasting while ``source`` is in its squad."""
    return f"{WHILE_IN_SQUAD}{source}"


def source_left(g: GameState, source: int) -> None:
    """The card has left its squad (Online 206.2): what it gave «пока [он] в вашем отряде» ends on every card."""
    until = while_in_squad(source)
    for cid in in_play(g):
        card = g.objects[cid]
        if card.effects and any(e.until == until for e in card.effects):
            card.effects = tuple(e for e in card.effects if e.until != until)
