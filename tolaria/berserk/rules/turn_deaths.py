"""How many creatures have died in the turn, as a card in play has seen it: «При гибели второго или более существа за
ход» (glossary «При гибели [текст]»).

Each death of a creature the ability describes leaves an internal record on the card (an acquired effect lasting to
the end of the turn, as kill counts are kept, rules/kill_counts.py); a card that enters play later has seen none of the
turn's earlier deaths (Online 206.8: it is a new object).
"""

from __future__ import annotations

from tolaria.berserk.state import Acquired, GameState

DEATH = "#гибель существа за ход"


def record(g: GameState, holder: int) -> int:
    """One more fitting death seen by ``holder`` this turn; the count so far, this one included."""
    card = g.objects[holder]
    card.effects = (*card.effects, Acquired(DEATH, "end_of_turn"))
    return sum(1 for e in card.effects if e.text == DEATH)
