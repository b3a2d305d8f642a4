"""Sentence forms of effects that ride on a strike: a number named for a gain of that value; attacks at every
neighbouring enemy card once a melee attack has wounded the card; a discharge once the struck card is moved away.

Each test states what the card's Russian text says and checks the typed record the engine reads; the engine's side is
judged by the scenario files of tests/scenarios-berserk/abilities-strike-riders/.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Acquire,
    AttackAt,
    AttackEachNear,
    AttackProtection,
    AttackScope,
    BorrowsFormation,
    CardFilter,
    ChosenValueGain,
    Conditional,
    Destination,
    Duration,
    IfNoEnemyNear,
    InFormation,
    MoveCard,
    Point,
    Side,
    TargetSpec,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import Attack, AttackKind
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.phrases import MELEE, attack_protection

ZEALOT = ("При {strike} выберите число, меньшее или равное X, где X — значение этого {strike}, при этом ваши существа "
          "справа и слева от Ревнителя Сеггера получают защиту от немагических атак такой величины до конца следующего "
          "хода противника.")


def test_zealot_names_a_number_for_its_row_neighbours() -> None:
    """Online 216.8, 207.6: Ревнитель Сеггера's hit by a simple strike; the gain goes to the creatures either side of it
    in its horizontal, a protection whose value is the number named (zealot-*.yaml)."""
    _, _, _, (t,) = compile_text(ZEALOT, name="Ревнитель Сеггера")
    assert t.point is Point.ATTACK and t.attack is not None
    assert t.attack.scope.kinds == frozenset({AttackKind.SIMPLE})
    assert t.effects == (ChosenValueGain(Acquire(("защита от немагических атак величиной",), Who.OWN_BESIDE,
                                                 Duration.END_OF_OPPONENTS_NEXT_TURN, by_amount=True)),)
    assert not t.chooses and not t.optional


def test_zealot_text_with_another_name_is_not_read() -> None:
    """«справа и слева от [карты]» names the card itself; another card's name leaves the sentence unread."""
    with pytest.raises(Unsupported):
        compile_text(ZEALOT, name="Кочевник")


def test_zealot_text_with_an_unknown_protection_is_not_read() -> None:
    """Only attacks a protection by value names («немагических атак», «атак», «ударов») are read."""
    with pytest.raises(Unsupported):
        compile_text(ZEALOT.replace("немагических атак", "заклинаний"), name="Ревнитель Сеггера")


def test_protection_of_a_value_is_of_that_value_exactly() -> None:
    """«величиной 3»: an attack of that value (the acquired form of «такой величины»; READINGS «величиной 1»)."""
    assert attack_protection("защита от немагических атак величиной 3") == AttackProtection(
        AttackScope(magical=False), at_least=3, at_most=3)
    found = attack_protection("защита от немагических атак величиной 1")
    assert found is not None and found.covers_value(1) and not found.covers_value(2)


RUZARKH = ("Когда Рузарх получает раны от ближнего удара существа противника особый удар бивнями на 1 по каждой стоящей "
           "рядом карте противника, затем получить +1 ударам до конца хода противника (максимум +2).")


def test_ruzarkh_wounded_by_an_enemy_creatures_melee_attack() -> None:
    """Online 216.11, 205.6: the card wounded by a melee attack of an opponent's creature (its counter-strike too); the
    tusks at each neighbouring enemy card, then «+1 ударам» (read as «+1 к ударам») at most twice (ruzarkh-*.yaml)."""
    _, _, _, (t,) = compile_text(RUZARKH, name="Рузарх")
    assert t.point is Point.WOUNDED_BY and t.side is Side.OPPONENT and t.attack is not None
    assert t.attack.scope.kinds == MELEE and t.attack.other == CardFilter(creature=True) and t.attack.outcome is None
    assert t.effects == (AttackEachNear(Attack(AttackKind.SPECIAL, (1, 1, 1)), then=(
        Acquire(("+1 к ударам",), Who.SELF, Duration.END_OF_OPPONENTS_TURN, most=2),)),)


def test_wounded_by_any_card_of_the_opponent() -> None:
    """«от атаки карты противника»: any attack, of any card of the opponent."""
    _, _, _, (t,) = compile_text("Когда Рузарх получает раны от атаки карты противника раниться на 1.", name="Рузарх")
    assert t.point is Point.WOUNDED_BY and t.attack is not None
    assert t.attack.scope == AttackScope() and t.attack.other is None


def test_ruzarkh_text_with_another_name_is_not_read() -> None:
    """«Когда [карта] получает раны»: the card itself; another name leaves the sentence unread."""
    with pytest.raises(Unsupported):
        compile_text(RUZARKH, name="Кочевник")


def test_no_ranged_attack_at_each_neighbour_and_no_choice_after_the_attacks() -> None:
    """«стоящей рядом»: a melee attack; after «затем» nothing that waits for a choice or attacks again."""
    with pytest.raises(Unsupported):
        compile_text(RUZARKH.replace("особый удар бивнями на 1", "выстрел на 1"), name="Рузарх")
    with pytest.raises(Unsupported):
        compile_text(RUZARKH.replace("получить +1 ударам до конца хода противника (максимум +2)",
                                     "разряд на 1 по атаковавшему"), name="Рузарх")


RAER = ("При ударе по карте противника переместить ее на 1 клетку в любом направлении; если после этого рядом с Раэром "
        "нет карт противника разряд на 3.")


def test_raer_moves_the_struck_card_then_may_discharge() -> None:
    """Online 417.1, 412.1: the struck card moved to a free neighbouring cell, then, with no enemy card next to Раэр, a
    discharge at the target named as the ability is declared (raer-*.yaml)."""
    _, _, _, (t,) = compile_text(RAER, name="Раэр")
    assert t.point is Point.ATTACK and t.side is Side.OPPONENT and t.chooses and not t.optional
    assert t.effects == (MoveCard(Who.ATTACKED, Destination.ANY_NEIGHBOUR),
                         IfNoEnemyNear((AttackAt(Attack(AttackKind.DISCHARGE, (3, 3, 3)), Who.CHOSEN),)))


def test_later_effects_without_an_attack_name_no_target() -> None:
    """«...; если после этого рядом с [картой] нет карт противника излечиться на 2»: no target to name."""
    _, _, _, (t,) = compile_text(RAER.replace("разряд на 3", "излечиться на 2"), name="Раэр")
    assert not t.chooses and isinstance(t.effects[-1], IfNoEnemyNear)


def test_raer_text_with_another_name_is_not_read() -> None:
    """«рядом с Раэром» names the card itself; another card's name leaves the sentence unread."""
    with pytest.raises(Unsupported):
        compile_text(RAER, name="Кочевник")


ANUBISAR_CHAIN = ("[Эррата 2023.04.08] При сильном {strike} ранить на 1 двух существ противника, стоящих рядом с "
                  "атакованным (воздействие «цепи Анубисара»).")


def test_two_enemy_creatures_next_to_the_struck_one() -> None:
    """Online 412.1: Анубисар's strong hit; two different opponent's creatures next to the attacked card, named as it is
    declared, each wounded by 1 (chain-*.yaml, on a test card)."""
    _, _, _, (t,) = compile_text(ANUBISAR_CHAIN, name="Анубисар")
    assert t.point is Point.ATTACK and t.attack is not None and t.attack.scope.tiers == frozenset({3})
    assert t.effects == (WoundBy(1, Who.EACH_CHOSEN),) and t.chooses and t.target_count == 2
    assert t.target == TargetSpec(side=Side.OPPONENT, near_subject=True)


ANUBISAR_FORMATION = ("Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя "
                      "название карты в тексте особенности на «Анубисар»).")


def test_anubisar_borrows_the_formation_bonuses_of_steppe_partners() -> None:
    """glossary «Строй»: in formation, the abilities related to Строй of each steppe partner (anubisar-*.yaml)."""
    _, _, statics, triggers = compile_text(ANUBISAR_FORMATION, name="Анубисар")
    assert statics == (Conditional(InFormation(), BorrowsFormation("Степи")),) and triggers == ()


def test_borrowed_formation_with_another_name_or_element_is_not_read() -> None:
    """The card names itself twice; a word naming no element leaves the sentence unread."""
    with pytest.raises(Unsupported):
        compile_text(ANUBISAR_FORMATION, name="Кочевник")
    with pytest.raises(Unsupported):
        compile_text(ANUBISAR_FORMATION.replace("степных", "летающих"), name="Анубисар")
