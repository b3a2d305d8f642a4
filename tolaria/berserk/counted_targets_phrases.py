"""The grammar of triggered abilities naming a counted number of targets: «При получении жетона инкарнации – ранить X
карт на 1, где X – число жетонов инкарнации на Поганище (воздействие «могильная хватка»)».

The parts are read apart: the trigger point (the card's own «Инкарнация Х» token), the targets («X карт», «X существ
[противника]»: Online 412.1, X different cards chosen as it is declared), the effect («ранить ... на N») and what X
counts (the tokens of the card's Incarnation, fixed as it triggers).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Point, Side, TargetSpec, Trigger, Who, WoundBy
from tolaria.berserk.cards import names_card

HEAD = re.compile(r"^при получении жетона инкарнации(?: [–—]|,)? ")
"""«При получении жетона инкарнации –»: the card in its owner's graveyard got a token of its «Инкарнация Х»."""

WOUND_X = re.compile(r"ранить x (карт|существ)( противника)? на (\d+), где x(?: [–—])? число жетонов инкарнации на "
                     r"(.+?)(?: \(воздействие [^()]*\))?")
"""«ранить X карт на 1, где X – число жетонов инкарнации на [карте]»: X targets, each wounded by N."""


def counted_targets(sentence: str, text: str, name: str) -> Trigger | None:
    """The ability of a normalised sentence of this shape, or None (``text`` is the sentence as printed)."""
    head = HEAD.match(sentence)
    if head is None:
        return None
    m = WOUND_X.fullmatch(sentence[head.end():])
    if m is None or not names_card(m.group(4), name.lower()):
        return None
    target = TargetSpec(creature=m.group(1) == "существ", side=Side.OPPONENT if m.group(2) else Side.ANY)
    return Trigger(Point.INCARNATION_TOKEN, (WoundBy(int(m.group(3)), Who.EACH_CHOSEN),), text, chooses=True,
                   target=target, targets_by_amount=True)
