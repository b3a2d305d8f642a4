"""Replacements of a heal (Online 419.1.a, «вместо этого»): the grammar."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Conditional, HealInstead, Unwounded
from tolaria.berserk.cards import Limit, Per
from tolaria.berserk.compiler import Unsupported, compile_text


def _static(text: str) -> Conditional:
    statics = compile_text(text)[2]
    assert len(statics) == 1 and isinstance(statics[0], Conditional)
    return statics[0]


def test_serk_opens_instead_of_a_heal_while_unwounded() -> None:
    s = _static("Пока не имеет ран, получает «Если должен излечиться — вместо этого может открыться (1 раз за ход)».")
    assert s == Conditional(Unwounded(), HealInstead(True, None, Limit(1, Per.TURN)))


def test_satyr_leader_wounds_a_neighbour_by_the_heals_x() -> None:
    s = _static("Пока не имеет ран, получает «Если должен излечиться на X — вместо этого может ранить стоящее рядом "
                "существо на X (до 3 раз за ход)».")
    assert isinstance(s.ability, HealInstead) and not s.ability.opens and s.ability.limit == Limit(3, Per.TURN)
    assert s.ability.wound is not None and s.ability.wound.adjacent and s.ability.wound.creature


@pytest.mark.parametrize("text", [
    # «на X» with no X in the heal waited for
    "Пока не имеет ран, получает «Если должен излечиться — вместо этого может ранить стоящее рядом существо на X».",
    # a condition of no known form
    "Пока стоит рядом с лесом, получает «Если должен излечиться — вместо этого может открыться».",
    # an effect of no known form
    "Пока не имеет ран, получает «Если должен излечиться — вместо этого может взлететь».",
])
def test_heal_replacements_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_noblewoman_blocks_or_doubles_the_first_heal_by_her_life() -> None:
    # Online 204.6: «больше 8 {health}» is above 8, «меньше 8» is 7 or less
    from tolaria.berserk.abilities import FirstHealChange, LifeAbove, LifeAtMost, Side

    block = compile_text("Пока у Мрачной дворянки больше 8 {health} — может блокировать первое за ход излечение карты "
                         "противника.", name="Мрачная дворянка")[2]
    double = compile_text("Пока у Мрачной дворянки меньше 8 {health} — может удвоить первое за ход излечение вашей "
                          "карты.", name="Мрачная дворянка")[2]
    assert block == (Conditional(LifeAbove(8), FirstHealChange(False, Side.OPPONENT)),)
    assert double == (Conditional(LifeAtMost(7), FirstHealChange(True, Side.OWN)),)


def test_first_heal_of_another_card_named_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_text("Пока у Гаргульи больше 8 {health} — может блокировать первое за ход излечение карты противника.",
                     name="Мрачная дворянка")
