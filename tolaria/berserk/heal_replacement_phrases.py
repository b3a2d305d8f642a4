"""Replacements of a heal (Online 419.1.a: «вместо этого»): «Пока не имеет ран, получает «Если должен излечиться —
вместо этого может открыться (1 раз за ход)»», «... «Если должен излечиться на X — вместо этого может ранить стоящее
рядом существо на X (до 3 раз за ход)»».

The parts are read one by one: the condition the ability is had under, the heal it waits for (with its X or without),
the effect done instead (the card opening, or a creature of a description wounded by that X) and its use limit.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    Condition,
    Conditional,
    FirstHealChange,
    HealInstead,
    LifeAbove,
    LifeAtMost,
    Side,
    TargetSpec,
    Unwounded,
)
from tolaria.berserk.cards import Limit, Per, names_card

GAINS = re.compile(r"пока (.+?), получает «(.+)»")
"""«Пока [условие], получает «[способность]»»: an ability the card has while the condition holds."""

CONDITIONS: dict[str, Condition] = {"не имеет ран": Unwounded()}
"""The conditions read before «получает «...»» (Online 204.4: a card with no wounds)."""

INSTEAD = re.compile(r"если должен излечиться( на x)? — вместо этого может (.+?)"
                     r"(?: \((?:до |не более )?(\d+|один) раза? за (ход|бой)\))?")
"""The heal waited for, «вместо этого может» and the effect, and a use limit («(до 3 раз за ход)»)."""

WOUND = re.compile(r"ранить (.+?) на x")
"""«ранить стоящее рядом существо на X»: the creature wounded by the X of the heal replaced."""


def _effect(words: str, has_x: bool) -> tuple[bool, TargetSpec | None] | None:
    """«открыться», or «ранить [описание] на X» when the heal has an X to pass on."""
    from tolaria.berserk.activated_phrases import target_of

    if words == "открыться":
        return True, None
    m = WOUND.fullmatch(words)
    if m is None or not has_x:
        return None
    spec = target_of(m.group(1))
    return (False, spec) if spec is not None and spec.creature else None


def heal_instead(text: str) -> Conditional | None:
    """The normalised sentence's replacement of a heal, under its condition; None when a part is unread."""
    gains = GAINS.fullmatch(text)
    if gains is None or gains.group(1) not in CONDITIONS:
        return None
    m = INSTEAD.fullmatch(gains.group(2))
    if m is None:
        return None
    effect = _effect(m.group(2), m.group(1) is not None)
    if effect is None:
        return None
    limit = None
    if m.group(3):
        limit = Limit(1 if m.group(3) == "один" else int(m.group(3)), Per(m.group(4)))
    return Conditional(CONDITIONS[gains.group(1)], HealInstead(effect[0], effect[1], limit))


FIRST_HEAL = re.compile(r"пока у (.+?) (больше|меньше) (\d+) \{health\} — может (блокировать|удвоить) первое за ход "
                        r"излечение (карты противника|вашей карты)")
"""«Пока у Мрачной дворянки больше 8 {health} — может блокировать первое за ход излечение карты противника»: the card
named, the life compared, what is done to the heal and whose card's heal it is."""

HEALED_SIDE = {"карты противника": Side.OPPONENT, "вашей карты": Side.OWN}


def first_heal(text: str, name: str) -> Conditional | None:
    """«Пока у [карты] больше / меньше N {health} — может блокировать / удвоить первое за ход излечение [чьей] карты»
    (Online 204.6: «меньше N» is N-1 or less); None when a part is unread."""
    m = FIRST_HEAL.fullmatch(text)
    if m is None or not names_card(m.group(1), name.lower()):
        return None
    x = int(m.group(3))
    condition: Condition = LifeAbove(x) if m.group(2) == "больше" else LifeAtMost(x - 1)
    return Conditional(condition, FirstHealChange(m.group(4) == "удвоить", HEALED_SIDE[m.group(5)]))
