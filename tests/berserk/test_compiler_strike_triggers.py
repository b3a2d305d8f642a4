"""Sentence forms of the triggers of attacks and moves, and of the statics that hold while a condition does.

Each test states what the card's Russian text says and checks the typed record the engine reads; the engine's side is
judged by the scenario files named in each test's docstring.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    BoardCondition,
    CardFilter,
    Conditional,
    Neighbours,
    OnBoard,
    OppositeHas,
    Point,
    Reduction,
    SquadHas,
    SquadRanges,
    TargetSpec,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import AttackKind, Keyword, Named
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules.modifiers import distinct_choices


def test_vampirism_on_strong_strike() -> None:
    """glossary «Вампиризм»: «При сильном {strike} вампиризм» (Могильный демон; abilities-keywords/grave-demon-*)."""
    named, _, _, triggers = compile_text("При сильном {strike} вампиризм.")
    assert named == (Named(Keyword.VAMPIRISM_ON_STRONG),) and triggers == ()


def test_poison_heals_instead() -> None:
    """glossary «Отравление на Х»: the card's own poison replaced by healing, capped by the bracket's number."""
    named, *_ = compile_text("Когда Могильный демон должен получить X ран от отравления вместо этого излечить его на X "
                             "(максимум на 3).", name="Могильный демон")
    assert named == (Named(Keyword.POISON_HEALS, 3),)
    with pytest.raises(Unsupported):  # another card's name is not this card's own poison
        compile_text("Когда Могильный демон должен получить X ран от отравления вместо этого излечить его на X "
                     "(максимум на 3).", name="Кочевник")


def test_wound_next_to_the_attacked_by_the_strike_less_one() -> None:
    """Online 216.8, 412.1: Дзингор's chosen creature next to the attacked one, by the strike's value less 1, after a
    melee hit at a creature on the battlefield (abilities-wounds/dzingor-*)."""
    _, _, _, (t,) = compile_text("При ударе по существу на поле боя воздействие резкий вираж ранить существо, стоящее "
                                 "рядом с атакованным, на X-1, где X величина этого удара.", name="Дзингор")
    assert t.point is Point.ATTACK and t.chooses
    assert t.effects == (WoundBy(-1, Who.CHOSEN, by_amount=True),)
    assert t.target == TargetSpec(near_subject=True)
    assert t.attack is not None and t.attack.other == CardFilter(creature=True, on_battlefield=True)


def test_named_ability_shared_with_the_creature_opposite() -> None:
    """Online 207.8: Стражница Ульфгарда's «Стойкость» is hers and the opposite creature's while the squad holds
    mountains (abilities-conditions/ulfgard-guard-*)."""
    _, _, statics, _ = compile_text("Пока в вашем отряде есть горы Стражница Ульфгарда и существо, стоящее напротив нее, "
                                    "имеют {stamina}.", name="Стражница Ульфгарда")
    condition = SquadHas(frozenset({"горы"}))
    assert statics == (Conditional(condition, Named(Keyword.STAMINA)),
                       Conditional(condition, OppositeHas(Named(Keyword.STAMINA))))
    with pytest.raises(Unsupported):  # another card's name
        compile_text("Пока в вашем отряде есть горы Стражница Ульфгарда и существо, стоящее напротив нее, имеют "
                     "{stamina}.", name="Кочевник")


def test_bonus_and_ability_next_to_enemies_of_a_description() -> None:
    """Online 207.7, 406.1: Демон зависти's bonus and magic strike while two or more opposing creatures of a
    description stand next to it (abilities-board-conditions/envy-demon-*)."""
    _, playable, statics, _ = compile_text(
        "+1 к ударам, пока стоит рядом с двумя существами противника со значением слабого {strike} 3 или больше. "
        "Получает «{tap}: Магический удар на 3», пока стоит рядом с двумя или более существами противника, "
        "обладающими разрядом, магическим ударом или заклинанием.", name="Демон зависти")
    (bonus,) = statics
    assert isinstance(bonus, Conditional) and bonus.condition == Neighbours(enemies=2, enemy=CardFilter(min_weak_strike=3))
    (strike,) = playable
    assert strike.condition == Neighbours(enemies=2, enemy=CardFilter(having=frozenset({"разряд", "магический удар",
                                                                                       "заклинание"})))
    with pytest.raises(Unsupported):  # a condition the grammar does not read leaves the ability unread
        compile_text("Получает «{tap}: Магический удар на 3», пока стоит рядом с озером.")


def test_bonus_while_the_squad_has_different_ranges() -> None:
    """Online «Дальность Х»: Рейнджер's bonus while three cards of the squad have ranged attacks of different printed
    ranges (abilities-conditions/ranger-*)."""
    _, _, statics, _ = compile_text("+1 к выстрелу, пока в вашем отряде есть хотя бы 3 карты с выстрелом, разрядом или "
                                    "метанием разной дальности (без модификаторов, включая неограниченную).")
    (bonus,) = statics
    assert isinstance(bonus, Conditional)
    assert bonus.condition == SquadRanges(3, frozenset({AttackKind.SHOT, AttackKind.DISCHARGE, AttackKind.THROW}))


@pytest.mark.parametrize(("options", "most"), [
    ([{4}, {-1}, {2}], 3),
    ([{4}, {4}, {-1}], 2),
    ([{4, 2}, {4}, {2, -1}], 3),  # the first card takes 2, the third unlimited
    ([], 0),
])
def test_distinct_ranges_are_a_matching(options: list[set[int]], most: int) -> None:
    """A card with two ranged attacks counts once, with whichever range leaves the others theirs."""
    assert distinct_choices(options) == most


def test_directed_strikes_and_the_empty_enemy_front_row() -> None:
    """glossary «Направленный Удар», Online 207.3.b: Скелос (abilities-strike-statics/skelos-*)."""
    _, _, statics, _ = compile_text("-2 от направленных ударов. Пока в первом ряду противника нет его карт, получает +1 к "
                                    "{strike} и может атаковать летающих {strike}.", name="Скелос")
    less, bonus, flyers = statics
    assert isinstance(less, Reduction) and less.scope.source == CardFilter(having=frozenset({"Направленный удар"}))
    assert isinstance(bonus, Conditional) and bonus.condition == OnBoard(BoardCondition.ENEMY_FRONT_EMPTY)
    assert flyers == Conditional(OnBoard(BoardCondition.ENEMY_FRONT_EMPTY), Named(Keyword.STRIKES_FLYERS))
