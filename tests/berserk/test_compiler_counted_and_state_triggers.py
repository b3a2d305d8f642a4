"""The grammar of triggers on a squad's state, on closing for flyers, on kills counted in the battle, and of triggers
naming several targets (Online 405.1, 211.9, 402.3, 412.1)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    CardFilter,
    CloseCard,
    Exile,
    Point,
    PoisonBy,
    Side,
    StaysClosed,
    TurnOrder,
    Who,
    WoundBy,
)
from tolaria.berserk.compiler import Unsupported, compile_text


def test_squad_lacking_other_non_flyers_exiles_the_card() -> None:
    """READINGS «Если в вашем отряде нет»: the cards the squad must lack are read from the adjective."""
    (trigger,) = compile_text("Если в вашем отряде нет других нелетающих существ изгоняется.")[3]
    assert trigger.point is Point.SQUAD_LACKS
    assert trigger.effects == (Exile(Who.SELF),) and trigger.other == CardFilter(flyer=False)
    (flyers,) = compile_text("Если в вашем отряде нет других летающих существ изгоняется.")[3]
    assert flyers.other == CardFilter(flyer=True)


def test_squad_lacking_without_other_is_not_read() -> None:
    """Without «других» the card itself would be one of them: not a text of the grammar."""
    with pytest.raises(Unsupported):
        compile_text("Если в вашем отряде нет нелетающих существ изгоняется.")


def test_closing_for_flyers_wound_has_die_rows() -> None:
    """Online 205.7.b: «на 1-2-2» keeps its three values; «его» is the creature that closed."""
    (trigger,) = compile_text("Когда существо противника закрывается на удар по летающим ранить его на 1-2-2.")[3]
    assert trigger.point is Point.ENEMY_CLOSES_FOR_FLYERS
    assert trigger.effects == (WoundBy(1, Who.ATTACKED, tiers=(1, 2, 2)),)


def test_second_kill_of_the_battle() -> None:
    (trigger,) = compile_text("Когда уничтожает второе существо противника за бой получает {direct}.")[3]
    assert trigger.point is Point.KILLS and trigger.nth == 2


def test_prey_poison_passed_on() -> None:
    (trigger,) = compile_text("При трупоедстве, если уничтожил существо с отравлением стоящее рядом существо "
                              "противника получает отравление X, где X отравление уничтоженного.")[3]
    assert trigger.point is Point.CORPSE_EATING and trigger.poisoned_prey
    assert trigger.effects == (PoisonBy(0, Who.CHOSEN, by_amount=True),)
    assert trigger.target is not None and trigger.target.adjacent and trigger.target.side is Side.OPPONENT


def test_x_cards_by_incarnation_tokens() -> None:
    (trigger,) = compile_text("При получении жетона инкарнации – ранить X карт на 1, где X – число жетонов "
                              "инкарнации на Поганище.", name="Поганище")[3]
    assert trigger.point is Point.INCARNATION_TOKEN and trigger.targets_by_amount
    assert trigger.effects == (WoundBy(1, Who.EACH_CHOSEN),)


def test_x_cards_of_another_card_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_text("При получении жетона инкарнации – ранить X карт на 1, где X – число жетонов инкарнации на "
                     "Скелете.", name="Поганище")


def test_turn_order_branches_at_battle_start() -> None:
    """Online 302.2, 307.2: {first} and {second} are two branches of one «в начале боя» text."""
    triggers = compile_text("В начале боя — воздействие «интриги»: {first}: Три выбранных существа получают отравление "
                            "на 1. {second}: Закройте две карты противника, они не открываются в начале первого хода "
                            "своего владельца.")[3]
    first, second = triggers
    assert first.condition == TurnOrder(second=False) and first.target_count == 3
    assert first.effects == (PoisonBy(1, Who.EACH_CHOSEN),)
    assert second.condition == TurnOrder(second=True) and second.target_count == 2
    assert second.effects == (CloseCard(Who.EACH_CHOSEN), StaysClosed(Who.EACH_CHOSEN))


def test_second_branch_alone_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_text("{second}: Закройте две карты противника, они не открываются в начале первого хода своего "
                     "владельца.")
