"""Sentence forms of turn, squad and flight triggers: what the Russian text says, as the typed record the engine reads.

The engine's side is judged by the scenario files in tests/scenarios-berserk/310-turn-preparation, 313-final,
211-gaining-flight, 216-fixed-fights, abilities-squad-wounded, abilities-choices, abilities-obligations and
abilities-movement-triggers.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    MAGICAL,
    Acquire,
    CardFilter,
    ExtraLife,
    FixedFight,
    FixFight,
    GainFlight,
    HalfCrossing,
    HealBy,
    IfRolled,
    LoseAbility,
    MoveCard,
    MustStrike,
    NextRollBonus,
    OneOf,
    OpenCard,
    PoisonBy,
    Remember,
    Remembered,
    Side,
    TextAbility,
    Trigger,
    Who,
    Whose,
    WoundBy,
    WoundedCard,
)
from tolaria.berserk.cards import Keyword
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules.triggers import Point


def triggers_of(text: str, name: str) -> tuple[Trigger, ...]:
    return compile_text(text, name=name)[3]


def test_before_the_turn_a_choice_of_own_gains() -> None:
    """Online 310.2: «До начала вашего хода [карта] получает либо A, либо B (до конца хода противника)»: two options,
    the duration after the last being both's."""
    (t,) = triggers_of("До начала вашего хода Оборотень получает либо {regen}2, либо +2 к {strike} и +1 к {move} "
                       "(до конца хода противника).", "Оборотень")
    assert t.point is Point.BEFORE_TURN and t.whose is Whose.YOURS
    (choice,) = t.effects
    assert isinstance(choice, OneOf) and len(choice.options) == 2
    assert [e.abilities for (e,) in choice.options if isinstance(e, Acquire)] == [("регенерация 2",),
                                                                                   ("+2 к {strike}", "+1 к {move}")]
    assert choice.described() == ("регенерация 2", "+2 к {strike} и +1 к {move}")


def test_before_the_turn_for_each_unwounded_troll() -> None:
    (t,) = triggers_of("До начала вашего хода каждый ваш тролль без ран получает +1 к {move} до конца хода, или +1 к "
                       "броскам кубика до конца хода, или дополнительную {health} (по вашему выбору, общему для всех "
                       "целей).", "Король Астейрос")
    (choice,) = t.effects
    assert isinstance(choice, OneOf) and choice.unwounded and choice.each == CardFilter(classes=frozenset({"Тролль"}))
    assert choice.options[2] == (ExtraLife(1, Who.SELF),)


def test_before_another_cards_turn_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("До начала вашего хода Бяка получает либо {regen}2, либо +1 к {move}.", name="Оборотень")


def test_squad_wounded_with_armour_first_in_turn() -> None:
    (t,) = triggers_of("Когда ваше существо с броней получает раны от атаки в первый раз за ход метание кружки на "
                       "1-2-2, дальность 3 (2 раза за ход).", "Черновар")
    assert t.point is Point.SQUAD_WOUNDED and t.chooses
    assert t.wounded == WoundedCard(having=frozenset({Keyword.ARMOR.value}), first_in_turn=True)


def test_adjacent_artifact_wounded_by_the_opponent_shoots_back() -> None:
    (t,) = triggers_of("Когда ваш стоящий рядом артефакт получает раны от атаки карты противника может объявить по ней "
                       "выстрел на 1-2-2 (2 раза за ход).", "Стерегущий добычу")
    assert t.wounded == WoundedCard(artifact=True, adjacent=True, by_opponent=True) and t.optional
    assert [getattr(e, "who", None) for e in t.effects] == [Who.ATTACKER]


def test_an_unknown_ability_of_the_wounded_card_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("Когда ваше существо с опытом получает раны от атаки разряд на 1.", name="Черновар")


def test_squad_deals_wounds_a_choice_of_three() -> None:
    (t,) = triggers_of("Когда ваше существо наносит 4 или более раны немагической атакой переместите это существо на 1 "
                       "клетку в любом направлении, или излечите его на 2, или оно получает +1 к следующему броску "
                       "кубика (2 раза за ход).", "Бард Святолесья")
    assert t.point is Point.SQUAD_DEALS and t.wounds == 4 and t.attack is not None and t.attack.scope.magical is False
    (choice,) = t.effects
    assert isinstance(choice, OneOf)
    kinds = [type(e) for (e,) in choice.options]
    assert kinds == [MoveCard, HealBy, NextRollBonus]


def test_obliged_strike_at_the_card_itself() -> None:
    (t,) = triggers_of("В начале хода противника выбранное стоящее рядом существо противника в его втором или третьем "
                       "ряду обязано 1 раз напасть на Умпи {strike}.", "Умпи")
    assert t.point is Point.TURN_START and t.whose is Whose.OPPONENTS and t.effects == (MustStrike(),)
    assert t.target is not None and t.target.adjacent and t.target.rows == frozenset({2, 3})


def test_obliged_strike_at_another_card_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("В начале хода противника выбранное стоящее рядом существо противника обязано 1 раз напасть на "
                     "Торбьерна {strike}.", name="Умпи")


def test_this_creature_of_the_previous_sentence() -> None:
    """«это существо» is the card the previous sentence's trigger opened; alone, the sentence is unread."""
    first, second = triggers_of("В начале хода противника может открыть вашего инквизитора. В конце хода противника, "
                                "если это существо открыто ранить его на 1 (воздействие долгий караул).", "Пономарь")
    assert first.effects == (OpenCard(Who.CHOSEN), Remember(Who.CHOSEN))
    assert second.point is Point.TURN_END and second.remembered == Remembered(open=True)
    assert second.effects == (WoundBy(1, Who.ATTACKED),)
    with pytest.raises(Unsupported):
        compile_text("В конце хода противника, если это существо открыто ранить его на 1.", name="Пономарь")


def test_end_of_turn_clause_about_the_attacked_card() -> None:
    first, second = triggers_of("При {strike} атакованное существо получает отравление на 1, в конце хода выбранное "
                                "существо противника, стоящее рядом с атакованным, также получает отравление на 1 "
                                "(воздействие эпидемия).", "Итинери")
    assert first.point is Point.ATTACK and first.effects[-1] == Remember(Who.ATTACKED)
    assert second.point is Point.TURN_END and second.chooses and second.effects == (PoisonBy(1, Who.CHOSEN),)
    assert second.target is not None and second.target.near_subject


def test_magical_creature_arrives_next_to_the_card() -> None:
    (t,) = triggers_of("Когда существо с магической способностью, не стоявшее рядом с Айрин, перемещается на соседнюю "
                       "с ней клетку — получить +1 к разряду до конца вашего хода (до 2 раз в ход).", "Айрин")
    assert t.point is Point.ARRIVES_NEXT and t.other == CardFilter(having=frozenset({MAGICAL}))
    assert t.limit is not None and t.limit.count == 2


def test_gaining_flight_forms() -> None:
    (t,) = triggers_of("При инкарнации — получить полет.", "Вестник мора")
    assert t.effects == (GainFlight(),)
    (t,) = triggers_of("При телепортации с половины поля боя противника на вашу половину поля боя может потерять "
                       "телепортацию, при этом получить полет.", "Бес")
    assert t.point is Point.TELEPORTED and t.crossing == HalfCrossing(home=True) and t.optional
    assert t.effects == (LoseAbility(Keyword.TELEPORTATION), GainFlight())


def test_own_die_then_a_choice_of_gains() -> None:
    (t,) = triggers_of("В начале вашего хода воздействие а мне летать охота бросить кубик; если выпало 5 и 6 Бяка "
                       "получает полет или +1 к {strike} (максимум +2).", "Бяка")
    (rolled,) = t.effects
    assert isinstance(rolled, IfRolled) and rolled.faces == frozenset({5, 6})
    (choice,) = rolled.effects
    assert isinstance(choice, OneOf) and choice.options[0] == (GainFlight(),)
    assert isinstance(choice.options[1][0], Acquire) and choice.options[1][0].most == 2


def test_losing_an_icon_ability_of_the_attacked_card() -> None:
    _, t = triggers_of("Когда ваше существо получает полет разряд на 1-2-3 (3 раза за ход). При атаке по карте "
                       "противника она теряет {zoal} до конца хода.", "Алетрис")
    assert t.side is Side.OPPONENT and t.effects[0] == LoseAbility(Keyword.PROTECTION_FROM_FLYERS, Who.ATTACKED, t.effects[0].duration)


def test_fight_results_without_dice() -> None:
    _, _, statics, _ = compile_text("Сражаясь {strike} с открытым существом противника, может сделать результатом "
                                    "сражения сильный-сильный (не бросая кубики).", name="Поури")
    assert statics == (FixedFight((3, 3)),)
    _, playable, _, _ = compile_text("{instant}{tap}: Когда сражаются два открытых существа сделать результатом "
                                     "сражения промах-промах (вместо бросков кубика).", name="Стратег")
    (p,) = playable
    assert isinstance(p.effect, TextAbility) and p.effect.effects == (FixFight((0, 0)),)
    assert p.effect.target is not None and p.effect.target.fighting


def test_crossing_halves_after_a_move() -> None:
    first, second = triggers_of("После перемещения с вашей половины поля боя на половину поля боя противника получает "
                                "+1 к {strike} до конца хода. После перемещения с половины поля боя противника на вашу "
                                "половину поля боя получает «Не закрывается при атаке» до конца хода.",
                                "Кабаний наездник")
    assert first.point is Point.MOVE and first.crossing == HalfCrossing(home=False)
    assert second.crossing == HalfCrossing(home=True)
    assert isinstance(second.effects[0], Acquire) and second.effects[0].abilities == ("не закрывается при атаке",)
