"""How many of the opponent's creatures a card has destroyed in the battle: «Когда уничтожает второе существо
противника за бой» (Online 402.3: the attack that dealt a card's last wounds destroyed it).

Each such kill leaves an internal record on the killer (an acquired effect lasting to the end of the battle, as use
limits are kept, rules/limits.py); a card that leaves play forgets them (Online 206.8: it is a new object). Only a
card with an ability that counts them keeps the records.
"""

from __future__ import annotations

from tolaria.berserk.abilities import Point
from tolaria.berserk.rules.cards_in_play import defn, is_creature
from tolaria.berserk.state import Acquired, GameState

KILL = "#уничтожено существо противника"


def _counts(g: GameState, cid: int) -> bool:
    return any(t.point is Point.KILLS and t.nth for t in defn(g, cid).triggers)


def record(g: GameState, slayer: int, dead: int) -> int:
    """``slayer``'s attack destroyed ``dead``: one more kill if it was an opponent's creature; the count so far (0 for a
    card that counts none)."""
    card = g.objects[slayer]
    if not _counts(g, slayer):
        return 0
    if is_creature(g, dead) and g.objects[dead].owner != card.controller:
        card.effects = (*card.effects, Acquired(KILL, "end_of_battle"))
    return sum(1 for e in card.effects if e.text == KILL)
