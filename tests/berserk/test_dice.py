"""Die-roll modifiers of card texts (Online 216.6, 104.2.a): the grammar and the Result object."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Acquire, RollBonus, TextAbility
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules import dice


def statics(text: str) -> tuple[object, ...]:
    return compile_text(text)[2]


def test_roll_bonus_sentences() -> None:
    assert statics("+1 к броскам кубика.") == (RollBonus(1),)
    assert statics("-2 к броску кубика.") == (RollBonus(-2),)
    assert statics("+1 к броску кубика, когда атакует карты во втором ряду противника.") == (
        RollBonus(1, attacking=True, enemy_row=2),)


def test_acquired_roll_penalty_reads_as_the_printed_sentence() -> None:
    (playable,) = compile_text("{tap}: Выбранное существо противника получает -1 к броскам кубика до конца хода.")[1]
    assert isinstance(playable.effect, TextAbility)
    (acquire,) = playable.effect.effects
    assert isinstance(acquire, Acquire) and acquire.abilities == ("-1 к броскам кубика",)


@pytest.mark.parametrize("text", [
    "+1 к броску кубика, когда атакует карты в пятом ряду противника.",  # no such row
    "+1 к броску кубика, когда защищается.",
])
def test_unread_roll_sentences_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


@pytest.mark.parametrize(("result", "kept"), [(0, 1), (-3, 1), (1, 1), (6, 6), (7, 6), (9, 6)])
def test_modified_roll_outside_a_fight_is_kept_within_one_to_six(result: int, kept: int) -> None:
    """Online 104.2.a: «Значения броска кубика меньше 1 и больше 6 ... заменяются ближайшим числом в диапазоне от 1 до 6.»"""
    assert dice.kept_in_range(result) == kept


def test_first_roll_sentence() -> None:
    from tolaria.berserk.abilities import FirstRollIs

    assert statics("Ваш первый за ход бросок кубика равен 6.") == (FirstRollIs(6),)
    with pytest.raises(Unsupported):
        compile_text("Ваш первый за ход бросок кубика равен 7.")


def test_roll_change_is_a_modal_text_ability_at_a_waiting_die() -> None:
    from tolaria.berserk.abilities import ChangeRoll, RollOption
    from tolaria.berserk.rules.dice import roll_options

    (playable,) = compile_text("{instant}{tap}: Воздействие «удача» — +1 или -1 к броску кубика, или перебросить кубик.")[1]
    ability = playable.effect
    assert isinstance(ability, TextAbility) and ability.target is not None and ability.target.rolled
    assert ability.effects == (ChangeRoll(1, reroll=True),)
    assert roll_options(ability) == (RollOption.PLUS, RollOption.MINUS, RollOption.REROLL)
    (plain,) = compile_text("{instant}{tap}: +1 или -1 к броску кубика.")[1]
    assert isinstance(plain.effect, TextAbility) and roll_options(plain.effect) == (RollOption.PLUS, RollOption.MINUS)
    with pytest.raises(Unsupported):
        compile_text("{instant}{tap}: +1 или -2 к броску кубика.")


def test_two_playable_abilities_without_a_full_stop_between_them() -> None:
    """Ловец удачи's table text: «{tap}: {uchr} на 1 {instant}{tap}: Воздействие «удача» — ...» (Online 403.3)."""
    playable = compile_text("{tap}: {uchr} на 1 {instant}{tap}: Воздействие «удача» — +1 или -1 к броску кубика, или "
                            "перебросить кубик.")[1]
    assert [p.text for p in playable] == ["{tap}: {uchr} на 1",
                                          "{instant}{tap}: Воздействие «удача» — +1 или -1 к броску кубика, или "
                                          "перебросить кубик"]


def test_duration_while_the_source_is_in_its_squad_and_a_named_bracket_with_a_limit() -> None:
    from tolaria.berserk.abilities import Duration
    from tolaria.berserk.cards import Limit, Per

    text = ("В начале вашего хода стоящее рядом существо противника получает -1 к броскам кубика, пока Судовой кок в "
            "вашем отряде (воздействие несварение, 3 раза за бой).")
    (trigger,) = compile_text(text, name="Судовой кок")[3]
    (acquire,) = trigger.effects
    assert isinstance(acquire, Acquire) and acquire.duration is Duration.WHILE_SOURCE_IN_SQUAD
    assert trigger.limit == Limit(3, Per.BATTLE)
    with pytest.raises(Unsupported):  # another card's name
        compile_text(text.replace("пока Судовой кок", "пока Ведьма"), name="Судовой кок")
