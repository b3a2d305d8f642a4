"""Movement modifiers and targets «себя или ...» (Online 203.1, 203.4, 412.1)."""

from __future__ import annotations

from tolaria.berserk.abilities import Acquire, MoveBonus, Who
from tolaria.berserk.cards import Keyword, Named
from tolaria.berserk.compiler import compile_text


def test_move_bonus_and_cannot_move() -> None:
    named, _, statics, _ = compile_text("Не может передвигаться. +1 к {move}. -1 к {move}.")
    assert named == (Named(Keyword.CANNOT_MOVE),)
    assert statics == (MoveBonus(1), MoveBonus(-1))


def test_self_or_neighbour_and_the_target_named_again() -> None:
    text = ("В начале вашего хода может ранить себя или стоящее рядом существо на 1, при этом цель получает +1{move} до "
            "конца вашего хода (воздействие «щелчок хлыста»).")
    (trigger,) = compile_text(text, name="Смотритель стойла")[3]
    assert trigger.target is not None and trigger.target.or_self and trigger.target.adjacent
    gain = trigger.effects[1]
    assert isinstance(gain, Acquire) and gain.who is Who.CHOSEN and gain.abilities == ("+1{move}",)


def test_a_pronoun_after_an_effect_on_the_target_is_the_target() -> None:
    (playable,) = compile_text("{tap}: Ранить стоящее рядом существо на 1, при этом оно получает +1{move} до конца хода.")[1]
    gain = playable.effect.effects[1]  # type: ignore[union-attr]
    assert isinstance(gain, Acquire) and gain.who is Who.CHOSEN


def test_battle_start_gain_list_with_element_conditions() -> None:
    from tolaria.berserk.abilities import Point, SquadElement

    text = ("В начале боя получает: +1 к {move}, если у вас есть степное существо; {ova}1 и {ovz}1, если у вас есть "
            "лесное существо; +1 к среднему и сильному {strike}, если у вас есть темное существо.")
    triggers = compile_text(text, name="Гермет")[3]
    assert [t.point for t in triggers] == [Point.BATTLE_START] * 3
    assert [t.condition for t in triggers] == [SquadElement("Степи"), SquadElement("Леса"), SquadElement("Тьма")]
    assert [t.effects[0].abilities for t in triggers] == [  # type: ignore[union-attr]
        ("+1 к {move}",), ("опыт в атаке 1", "опыт в защите 1"), ("+1 к среднему и сильному {strike}",)]
