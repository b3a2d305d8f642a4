"""The grammar of triggered abilities naming a counted number of targets: «При получении жетона инкарнации – ранить X
карт на 1, где X – число жетонов инкарнации на Поганище (воздействие «могильная хватка»)», «В начале боя — воздействие
«интриги»: {first}: Два выбранных существа получают отравление на 1».

The parts are read apart: the trigger point (the card's own «Инкарнация Х» token), the targets («X карт», «X существ
[противника]»: Online 412.1, X different cards chosen as it is declared), the effect («ранить ... на N») and what X
counts (the tokens of the card's Incarnation, fixed as it triggers).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    CloseCard,
    Point,
    PoisonBy,
    Side,
    StaysClosed,
    TargetSpec,
    Trigger,
    TriggeredEffect,
    TurnOrder,
    Who,
    WoundBy,
)
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


NUMBERS = {"два": 2, "две": 2, "три": 3}
"""«два выбранных существа», «две карты противника»: how many targets."""

FIRST_BRANCH = re.compile(r"^в начале боя — (?:воздействие «[^»]+»: )?\{first\}: (.+)$")
"""«В начале боя — воздействие «интриги»: {first}: [эффект]»: what the first player's card does at the battle's start
(Online 307.2, 302.2); the next sentence «{second}: [эффект]» is the same ability's other branch."""
SECOND_BRANCH = re.compile(r"^\{second\}: (.+)$")

MANY_GET = re.compile(r"(два|две|три) выбранных (существа|карты)( противника)? получают (.+)")
"""«два выбранных существа получают отравление на 1»: each of the targets gets it."""
MANY_CLOSED = re.compile(r"закройте (два|две|три) (существа|карты)( противника)?"
                         r"(, они не открываются в начале первого хода своего владельца)?")
"""«закройте две карты противника, они не открываются в начале первого хода своего владельца»."""


def turn_order_branch(sentence: str, text: str, earlier: list[Trigger],
                      read: Callable[[str], Trigger | None]) -> Trigger | None:
    """«В начале боя — воздействие «интриги»: {first}: A. {second}: B.»: two «в начале боя» abilities, A for the
    first player's card and B for the second's (``TurnOrder``); the second sentence reads only after the first.
    ``read`` reads a whole triggered sentence of the grammar (for the effect in the singular)."""
    first = FIRST_BRANCH.match(sentence)
    second = SECOND_BRANCH.match(sentence)
    if second is not None and not (earlier and earlier[-1].point is Point.BATTLE_START
                                   and earlier[-1].condition == TurnOrder(second=False)):
        return None
    m = first or second
    if m is None:
        return None
    found = _several(m.group(1), read)
    if found is None:
        return None
    return dataclasses.replace(found, text=text, condition=TurnOrder(second=second is not None))


def _several(effect: str, read: Callable[[str], Trigger | None]) -> Trigger | None:
    """The effect on N chosen targets: read as the one-target «в начале боя» sentence, then given to each of them."""
    stays = False
    m = MANY_GET.fullmatch(effect)
    if m is not None:
        one = "выбранное существо" if m.group(2) == "существа" else "выбранная карта"
        single = f"В начале боя {one}{m.group(3) or ''} получает {m.group(4)}"
    else:
        m = MANY_CLOSED.fullmatch(effect)
        if m is None:
            return None
        one = "существо" if m.group(2) == "существа" else "карту"
        single = f"В начале боя закрыть {one}{m.group(3) or ''}"
        stays = m.group(4) is not None  # the owner's first turn is his next one at the battle's start (Online 307)
    base = read(single)
    if base is None or base.target is None or not base.chooses or base.optional:
        return None
    if not all(isinstance(e, EACH_ABLE) and e.who is Who.CHOSEN for e in base.effects):
        return None
    effects: tuple[TriggeredEffect, ...] = tuple(_to_each(e) for e in base.effects if isinstance(e, EACH_ABLE))
    if stays:
        effects = (*effects, StaysClosed(Who.EACH_CHOSEN))
    return dataclasses.replace(base, effects=effects, target_count=NUMBERS[m.group(1)])


EACH_ABLE = (PoisonBy, CloseCard, WoundBy)
"""The one-target effects that may be given to each of several chosen targets."""


def _to_each(effect: PoisonBy | CloseCard | WoundBy) -> TriggeredEffect:
    """The one-target effect («выбранное») given to each of the chosen targets instead."""
    return dataclasses.replace(effect, who=Who.EACH_CHOSEN)
