"""A strike blocked by a leap, and the cell the leap leaves: «При первом за ход ударе существа противника по Детям топи
— заблокировать этот удар, при этом прыжок, дальность 2», «После прыжка Детей топи — существо противника по его выбору
рядом с освободившейся клеткой перемещается на эту клетку» (Online 410.2.a, 410.4: a triggered blocking ability whose
text gives its trigger point; glossary «Прыжок»: a triggered jump is a move to a free cell).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    BlockStrike,
    Destination,
    MoveCard,
    Point,
    Side,
    TargetSpec,
    Trigger,
    Who,
)
from tolaria.berserk.cards import Limit, Per, names_card

LEAP_BLOCK = re.compile(r"при первом за ход ударе существа противника по (.+?) — заблокировать этот удар, при этом "
                        r"прыжок, дальность (\d+)")
"""«При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок, дальность 2»."""

VACATED_FILLED = re.compile(r"после прыжка (.+?) — существо противника по его выбору рядом с освободившейся клеткой "
                            r"перемещается на эту клетку")
"""«После прыжка Детей топи — существо противника по его выбору рядом с освободившейся клеткой перемещается на эту
клетку»."""


def leap_block(low: str, sentence: str, name: str) -> Trigger | None:
    """The first melee attack of an opponent's creature at the card in a turn is blocked as its Target object resolves,
    and the card jumps up to ``дальность`` cells (its controller choosing the free cell); once a turn."""
    m = LEAP_BLOCK.fullmatch(low)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    jump = MoveCard(Who.SELF, Destination.JUMP, reach=int(m.group(2)))
    return Trigger(Point.ENEMY_STRIKES_FIRST, (BlockStrike(), jump), sentence, limit=Limit(1, Per.TURN))


def vacated_filled(low: str, sentence: str, name: str) -> Trigger | None:
    """After the card's jump, the opponent chooses one of his creatures next to the cell it left, and that creature
    moves onto it (not its own movement, Online 417.1); with none there, nothing happens."""
    m = VACATED_FILLED.fullmatch(low)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    return Trigger(Point.AFTER_OWN_JUMP, (MoveCard(Who.CHOSEN, Destination.VACATED),), sentence, chooses=True,
                   opponent_chooses=True, target=TargetSpec(side=Side.OPPONENT, near_vacated=True))
