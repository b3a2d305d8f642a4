"""Prevention effects a triggered text sets up (Online 420): the grammar, and the use limit «за ваш ход»."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import AttackScope, Duration, PreventNext, Trigger
from tolaria.berserk.cards import AttackKind, Limit, Per
from tolaria.berserk.compiler import Unsupported, compile_text

DZARA = ("При разряде вашей карты Пустыня Дзара предотвращает следующую 1 рану от немагических атак по вашим картам "
         "до конца ходу противника (3 раза за ваш ход).")


def _trigger(text: str, name: str) -> Trigger:
    (trigger,) = compile_text(text, name=name)[3]
    return trigger


def test_dzara_reads_a_prevention_of_one_wound_from_non_magical_attacks() -> None:
    # Online 420.1: «предотвращает следующую 1 рану от немагических атак по вашим картам»; «до конца хода противника»
    trigger = _trigger(DZARA, "Пустыня Дзара")
    assert trigger.effects == (PreventNext(1, AttackScope(magical=False), False, Duration.END_OF_OPPONENTS_TURN),)
    assert trigger.limit == Limit(3, Per.YOUR_TURN)
    assert trigger.attack is not None and trigger.attack.scope.kinds == frozenset({AttackKind.DISCHARGE})


def test_prevention_for_creatures_with_no_duration_waits_to_the_end_of_battle() -> None:
    # Online 420.6: with no time written the effect stays until it is used
    text = "При разряде вашей карты предотвращает следующие 2 раны от атак по вашим существам."
    trigger = _trigger(text, "Пустыня Дзара")
    assert trigger.effects == (PreventNext(2, AttackScope(), True, Duration.END_OF_BATTLE),)
    assert trigger.limit is None


@pytest.mark.parametrize("text", [
    # another card named as the keeper
    "При разряде вашей карты Лесной пожар предотвращает следующую 1 рану от атак по вашим картам.",
    # attacks of no known words
    "При разряде вашей карты предотвращает следующую 1 рану от атак летающих по вашим картам.",
    # a duration of no known form
    "При разряде вашей карты предотвращает следующую 1 рану от атак по вашим картам до вашей гибели.",
    # zero wounds (Online 103.7)
    "При разряде вашей карты предотвращает следующие 0 ран от атак по вашим картам.",
])
def test_preventions_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, name="Пустыня Дзара")
