"""Durations of acquired abilities that end with an event rather than a turn (Online 407.2, 206.2).

«получает -1 к броскам кубика, пока Судовой кок в вашем отряде»: the
acquired ability is kept with ``Acquired.until`` naming the source
(``while_in_squad:ID``) and ends as that card leaves its squad.

«атакованное существо не может передвигаться с той клетки, где оно
находилось на момент этого удара, пока Василиск не переместится, или не
покинет поле боя»: kept with ``while_stays:SOURCE:SOURCE_CELL:CELL`` and
ending as soon as the source or the card is no longer on those cells.
"""

from __future__ import annotations

from tolaria.berserk.rules.cards_in_play import in_play
from tolaria.berserk.state import GameState, Zone

WHILE_IN_SQUAD = "while_in_squad:"


def while_in_squad(source: int) -> str:
    """``Acquired.until`` for an ability lasting while ``source`` is in its squad."""
    return f"{WHILE_IN_SQUAD}{source}"


def source_left(g: GameState, source: int) -> None:
    """The card has left its squad (Online 206.2): what it gave «пока [он] в вашем отряде» ends on every card, and
    so does what it gave «пока [он] не переместится, или не покинет поле боя»."""
    until = while_in_squad(source)
    for cid in in_play(g):
        card = g.objects[cid]
        if card.effects and any(e.until == until for e in card.effects):
            card.effects = tuple(e for e in card.effects if e.until != until)
    cells_changed(g)
    from tolaria.berserk.rules import squad_building

    squad_building.source_left(g, source)  # «Погибает, когда ваша Линнет покидает поле боя»


WHILE_STAYS = "while_stays:"


def while_stays(g: GameState, source: int, cid: int) -> str:
    """``Acquired.until`` for an ability lasting while ``source`` and ``cid`` keep the cells they stand on now."""
    return f"{WHILE_STAYS}{source}:{g.objects[source].cell}:{g.objects[cid].cell}"


def _stays(g: GameState, cid: int, until: str) -> bool:
    source, source_cell, cell = (int(x) for x in until[len(WHILE_STAYS):].split(":"))
    s, card = g.objects.get(source), g.objects[cid]
    return (s is not None and s.zone is Zone.BATTLEFIELD and s.cell == source_cell and card.zone is Zone.BATTLEFIELD
            and card.cell == cell)


def cells_changed(g: GameState) -> None:
    """A card has left its cell (a move, a text moving it, leaving play): «пока Василиск не переместится, или не
    покинет поле боя» ends wherever its source or its card has left the cell it had."""
    for cid in in_play(g):
        card = g.objects[cid]
        if card.effects and any(e.until.startswith(WHILE_STAYS) for e in card.effects):
            card.effects = tuple(e for e in card.effects if not e.until.startswith(WHILE_STAYS) or _stays(g, cid, e.until))
    from tolaria.berserk.rules.chained_pairs import check

    check(g)  # «когда они перестают стоять рядом друг с другом»
