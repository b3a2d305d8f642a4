"""The graveyard grammar: «Вальхалла: ...», «При инкарнации ...», «Инкарнирует в открытом виде» (graveyard_phrases)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Acquire,
    Duration,
    IncarnationForm,
    OpenCard,
    Point,
    Side,
    TokenGain,
    Who,
    Whose,
    WoundBy,
)
from tolaria.berserk.compiler import Unsupported, compile_text


def test_valhalla_is_a_triggered_ability_of_its_owners_turn_with_a_chosen_target() -> None:
    (t,) = compile_text("Вальхалла: ваше существо получает +1 к {strike} до конца вашего хода.", (), "Костедробитель")[3]
    assert t.point is Point.VALHALLA and t.whose is Whose.YOURS and t.chooses
    assert t.target is not None and t.target.side is Side.OWN and t.target.creature
    assert t.effects == (Acquire(("+1 к {strike}",), Who.CHOSEN, Duration.END_OF_YOUR_TURN),)


def test_valhalla_with_an_unread_effect_leaves_the_card_unsupported() -> None:
    with pytest.raises(Unsupported):
        compile_text("Вальхалла: ваш йордлинг сражается {strike} со стоящей рядом картой противника.",
                     (), "Торбьёрн")


def test_valhalla_first_strike_of_the_turn_becomes_unanswered_for_the_chosen_creature() -> None:
    """glossary «Безответный Удар»: the chosen creature of the squad acquires it for its first strike this turn."""
    (t,) = compile_text("Вальхалла: первый за ход {strike} вашего существа становится безответным.", (), "Рагнар")[3]
    assert t.point is Point.VALHALLA and t.chooses and t.target is not None and t.target.side is Side.OWN
    assert t.effects == (Acquire(("первый за ход {strike} безответный",), Who.CHOSEN, Duration.END_OF_TURN),)


def test_valhalla_first_strike_of_an_unknown_subject_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("Вальхалла: первый за ход {strike} любого существа становится безответным.", (), "Рагнар")


def test_incarnating_open_with_gains_is_the_cards_form_of_return() -> None:
    statics = compile_text("Инкарнация 3. Инкарнирует в открытом виде, при этом получает {ova}2 и +2 к {strike} до "
                           "конца хода.", (), "Моровой всадник")[2]
    assert statics == (IncarnationForm(True, ("опыт в атаке 2", "+2 к {strike}"), Duration.END_OF_TURN),)


def test_squad_incarnation_names_the_card_itself_or_the_incarnated_creature() -> None:
    opens, gains = compile_text("При инкарнации вашего существа Повелитель мертвых может открыться. При инкарнации "
                                "вашего существа оно получает {direct} до конца хода.", (), "Повелитель мёртвых")[3]
    assert opens.point is Point.SQUAD_INCARNATED and opens.optional and opens.effects == (OpenCard(Who.SELF),)
    assert gains.point is Point.SQUAD_INCARNATED
    assert gains.effects == (Acquire(("направленный удар",), Who.ATTACKED, Duration.END_OF_TURN),)


def test_another_cards_name_or_it_before_a_non_gain_stays_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("При инкарнации вашего существа Скелет может открыться.", (), "Повелитель мёртвых")
    with pytest.raises(Unsupported):
        compile_text("При инкарнации вашего существа оно ранится на 1.", (), "Повелитель мёртвых")


def test_opposite_creature_as_an_effects_subject_is_the_cards_own_opposite() -> None:
    playable, rider = compile_text("{tap}: {uchr} на 2, при этом существо напротив Ледового охотника получает {ova}1 "
                                   "или +1 к {ova} до конца вашего хода.", (), "Ледовый охотник")[1:4:2]
    assert len(playable) == 1 and rider[0].effects == (
        Acquire(("опыт в атаке +1",), Who.OPPOSITE, Duration.END_OF_YOUR_TURN),)
    with pytest.raises(Unsupported):  # another card's name
        compile_text("{tap}: {uchr} на 2, при этом существо напротив Клаэра получает {ova}1 или +1 к {ova} до конца "
                     "вашего хода.", (), "Ледовый охотник")


def test_valhalla_reads_only_effects_on_its_chosen_card() -> None:
    # «оно получает {counter}» after the chosen card is that card's token (Online 218.2), not the source's
    (t,) = compile_text("Вальхалла: ранить ваше существо на 1, при этом оно получает {counter}.", (),
                        "Знахарь племени")[3]
    assert t.effects == (WoundBy(1, Who.CHOSEN), TokenGain(who=Who.CHOSEN))
    # «получить {counter}» would give the token to the source, which lies in the graveyard
    with pytest.raises(Unsupported):
        compile_text("Вальхалла: ранить ваше существо на 1, при этом получить {counter}.", (), "Знахарь племени")


def test_a_squad_creature_with_valhalla_reaching_the_graveyard() -> None:
    t, _ = compile_text("Когда ваше существо с вальхаллой попадает на кладбище выстрел на 1, дальность 3 (2 раза за "
                        "ход). Вальхалла: ваше горное существо получает -1 от выстрелов и метаний до конца хода "
                        "противника.", (), "Лучница Снорганга")[3]
    assert t.point is Point.SQUAD_VALHALLA_DEATH and t.chooses and t.limit is not None and t.limit.count == 2


def test_a_class_named_as_a_noun_is_a_target_of_the_squad() -> None:
    (t,) = compile_text("Вальхалла: излечить вашего йордлинга на 1.", (), "Оборотень")[3]
    assert t.target is not None and t.target.side is Side.OWN and t.target.filter is not None
    assert t.target.filter.classes == frozenset({"Йордлинг"})
    with pytest.raises(Unsupported):  # not a class of the card data's creatures
        compile_text("Вальхалла: излечить вашего друга на 1.", (), "Оборотень")


def test_valhalla_fight_names_a_jordling_then_an_enemy_card_next_to_it() -> None:
    """Online 412.1: two targets, the second «стоящей рядом» with the first; glossary «Не закрываясь»."""
    from tolaria.berserk.abilities import ForcedStrike

    (t,) = compile_text("Вальхалла: ваш йордлинг сражается {strike} со стоящей рядом картой противника (не закрываясь).",
                        (), "Торбьёрн")[3]
    assert t.point is Point.VALHALLA and t.chooses and t.effects == (ForcedStrike(closes=False),)
    assert t.target is not None and t.target.side is Side.OWN and t.target.filter is not None
    assert t.target.filter.classes == frozenset({"Йордлинг"})
    assert t.second is not None and t.second.near_first and t.second.side is Side.OPPONENT and not t.second.creature
