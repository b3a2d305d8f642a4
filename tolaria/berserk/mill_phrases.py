"""The grammar of a card put from the top of the deck into the graveyard, and what its class decides (rules/milling.py).

«В начале вашего хода положите верхнюю карту колоды на кладбище; если это
демон — положите жетон инкарнации на вашу карту нежити на кладбище, если это
нежить — ваши демоны получают +1 к сильному {strike} и {ova}1 или +1 к {ova}
до конца хода» (Лилит и Эйдерик): the turn's start ability puts the card
there; each clause «если это [класс] — [эффект]» is a triggered ability of its
own (Online 405.1: «если» opens one) set off by that card, so a target it
names (a card of the graveyard) is named as it is declared, once the card is
known (Online 412.1).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Acquire,
    AcquireEach,
    CardFilter,
    IncarnationToken,
    MillTop,
    Point,
    Side,
    TargetSpec,
    Trigger,
    TriggeredEffect,
    Who,
    Whose,
)

CLASSES = {"демон": "Демон", "нежить": "Нежить"}
"""«если это демон»: a class named in the nominative singular -> the class (the card data's ``classes``)."""
CLASS_GENITIVES = {"демона": "Демон", "нежити": "Нежить"}
"""«вашу карту нежити»: a class in the genitive."""
CLASS_PLURALS = {"демоны": "Демон", "нежить": "Нежить"}
"""«ваши демоны»: the squad's creatures of a class, in the nominative plural."""

HEAD = re.compile(r"в начале вашего хода положите верхнюю карту (?:вашей )?колоды на кладбище; (.+)")
CLAUSE = re.compile(r"([а-яё]+) — (.+)")
TOKEN = re.compile(r"положите жетон инкарнации на вашу карту ([а-яё]+) на кладбище")
"""«положите жетон инкарнации на вашу карту нежити на кладбище»: a card of that class in the controller's graveyard."""
EACH_GAINS = re.compile(r"ваши ([а-яё]+) получают (.+)")
"""«ваши демоны получают [способности] до конца хода»."""


def milled(text: str, sentence: str, single: Callable[[str], TriggeredEffect | None]) -> list[Trigger] | None:
    """The turn's start ability and one triggered ability per «если это [класс]» clause, or None when a part is not of
    these forms. ``single`` reads one effect of the triggered grammar («получает ... до конца хода»)."""
    m = HEAD.fullmatch(text)
    if m is None:
        return None
    clauses = re.split(r"(?:^|, )если это ", m.group(1))
    if clauses[0] != "" or len(clauses) < 2:
        return None
    out = [Trigger(Point.TURN_START, (MillTop(),), sentence, whose=Whose.YOURS)]
    for clause in clauses[1:]:
        found = _clause(clause, sentence, single)
        if found is None:
            return None
        out.append(found)
    return out


def _clause(clause: str, sentence: str, single: Callable[[str], TriggeredEffect | None]) -> Trigger | None:
    m = CLAUSE.fullmatch(clause)
    if m is None or m.group(1) not in CLASSES:
        return None
    milled_card = CardFilter(classes=frozenset({CLASSES[m.group(1)]}))
    token = TOKEN.fullmatch(m.group(2))
    if token is not None and token.group(1) in CLASS_GENITIVES:
        target = TargetSpec(creature=False, side=Side.OWN, graveyard=True,
                            filter=CardFilter(classes=frozenset({CLASS_GENITIVES[token.group(1)]})))
        return Trigger(Point.MILLED, (IncarnationToken(Who.CHOSEN),), sentence, other=milled_card, chooses=True,
                       target=target)
    each = EACH_GAINS.fullmatch(m.group(2))
    if each is None or each.group(1) not in CLASS_PLURALS:
        return None
    gained = single(f"получает {each.group(2)}")
    if not isinstance(gained, Acquire) or gained.who is not Who.SELF or gained.most or gained.by_amount:
        return None
    of = CardFilter(classes=frozenset({CLASS_PLURALS[each.group(1)]}))
    return Trigger(Point.MILLED, (AcquireEach(gained.abilities, gained.duration, of),), sentence, other=milled_card)
