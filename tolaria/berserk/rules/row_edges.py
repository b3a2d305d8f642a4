"""The cards at the ends of the battlefield's rows: «крайнюю правую карту противника в каждом ряду» (Online 207.3).

Right and left are as the player whose text it is sees the board: the first player looks at it from his half, columns
A to E running from his left to his right; the second player sits across from him, so his right is column A.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import RowEdge, WoundEach
from tolaria.berserk.state import GameState


def edge_cards(g: GameState, source: int, effect: WoundEach) -> list[int]:
    """In each row, the card on the battlefield that fits the effect's description furthest toward its end (a row
    without such a card gives none)."""
    from tolaria.berserk.rules.activated import fits

    seat = g.objects[source].controller
    rightward = (effect.edge is RowEdge.RIGHT) == (seat == 0)  # toward column E
    out: list[int] = []
    for row in range(len(board.CELLS) // len(board.COLUMNS)):
        cells = [row * len(board.COLUMNS) + c for c in range(len(board.COLUMNS))]
        for cell in reversed(cells) if rightward else cells:
            found = [c for c in g.cards_at(cell) if c != source and fits(g, source, effect.spec, c)]
            if found:
                out.extend(found)
                break
    return out
