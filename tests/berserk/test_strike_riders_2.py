"""Sentence forms of abilities that follow a strike of the squad or move a card and take its place: a creature of the
squad that missed gives its place to the card, which fights its target; a flyer pushes a creature aside, lands on
its cell and wounds it; a prophecy whose shown cost picks which of two named creatures get their effects.

Each test states what the card's Russian text says and checks the typed record the engine reads; the engine's side is
judged by the scenario files of tests/scenarios-berserk/abilities-strike-riders-2/.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Acquire,
    CardFilter,
    Destination,
    DiveOnto,
    Duration,
    IfShown,
    MoveCard,
    Outcome,
    Point,
    PoisonBy,
    Prophecy,
    Shown,
    Side,
    Spared,
    SwapAndFight,
    TargetSpec,
    TextAbility,
    Who,
    Whose,
)
from tolaria.berserk.cards import AttackKind, Limit, Per
from tolaria.berserk.compiler import Unsupported, compile_text

REZAK = ("При промахе вашего существа {strike} (кроме летающих и симбиотов) в ваш ход, если оно стоит рядом с "
         "атакованным может поменяться с ним местами, при этом сразиться с целью его атаки (не закрываясь, 3 раза за "
         "ход).")


def test_rezak_swaps_with_the_missing_creature_and_fights() -> None:
    """«При промахе вашего существа {strike} ... в ваш ход»: a squad creature's missed simple strike in its controller's
    turn, the flyers and symbiotes left out; «может»: optional; «(не закрываясь, 3 раза за ход)»: a use limit, the
    strike closing no one (rezak-*.yaml)."""
    _, _, _, (t,) = compile_text(REZAK, name="Свирепый Резак")
    assert t.point is Point.SQUAD_ATTACK and t.whose is Whose.YOURS and t.optional
    assert t.attack is not None and t.attack.outcome is Outcome.MISS and t.attack.by_creature
    assert t.attack.scope.kinds == frozenset({AttackKind.SIMPLE})
    assert t.attack.spared == frozenset({Spared.FLYERS, Spared.SYMBIOTES})
    assert t.effects == (SwapAndFight(),) and t.limit == Limit(3, Per.TURN)


def test_swap_and_fight_needs_a_squad_attacker() -> None:
    """«оно», «с ним», «его атаки» speak of the squad's creature: after the card's own miss the sentence is not read,
    nor with a word left out that is no kind of creature."""
    with pytest.raises(Unsupported):
        compile_text(REZAK.replace("При промахе вашего существа {strike} (кроме летающих и симбиотов)",
                                   "При промахе {strike}"), name="Свирепый Резак")
    with pytest.raises(Unsupported):
        compile_text(REZAK.replace("летающих", "героев"), name="Свирепый Резак")


CONDOR = ("{counter}{tap}: Воздействие «пикирование» — переместить нелетающее существо противника на соседнюю клетку; "
          "потерять полет, получить {move}1 и переместиться на клетку, которую занимало это существо, при этом ранить "
          "его на 3-4-4 (1 раз за бой).")


def test_condor_pushes_a_ground_creature_and_dives_onto_its_cell() -> None:
    """The target an opponent's non-flyer (Online 211.3); moved to a neighbouring cell in any direction (Online 207.7);
    then the dive wounding by 3-4-4 (Online 205.7.b: a Roll object); paid with a token and closing; once a battle
    (condor-*.yaml)."""
    _, (p,), _, _ = compile_text(CONDOR, name="Пустынный кондор")
    assert p.cost.tap and p.cost.tokens == 1 and p.limit == Limit(1, Per.BATTLE)
    assert isinstance(p.effect, TextAbility) and p.effect.name == "пикирование"
    assert p.effect.target == TargetSpec(side=Side.OPPONENT, filter=CardFilter(flyer=False))
    assert p.effect.effects == (MoveCard(Who.CHOSEN, Destination.ANY_NEIGHBOUR), DiveOnto((3, 4, 4)))
    assert DiveOnto((3, 4, 4)).tiered and not DiveOnto((2, 2, 2)).tiered


def test_dive_onto_another_cell_or_a_card_is_not_read() -> None:
    """Only the cell the moved creature left, and only a creature as the target."""
    with pytest.raises(Unsupported):
        compile_text(CONDOR.replace("которую занимало это существо", "рядом с ним"), name="Пустынный кондор")
    with pytest.raises(Unsupported):
        compile_text(CONDOR.replace("нелетающее существо", "карту"), name="Пустынный кондор")


GREZY = ("{tap}: Пророчество 1; существо противника стоимостью X получает отравление на 1, ваше существо стоимостью X "
         "получает -1 от немагических атак до конца хода противника (где X — стоимость показанной карты без учета "
         "элитности).")


def test_grezy_two_targets_each_by_the_shown_cost() -> None:
    """The opponent's creature and one's own, named as declared (Online 412.1); each clause asks the shown card's cost
    to be its target's (Online 202.3.b), the second's «-1 от немагических атак» to the end of the opponent's turn
    (grezy-*.yaml)."""
    _, (p,), _, _ = compile_text(GREZY, name="Грёзы Архааля")
    assert p.cost.tap and isinstance(p.effect, TextAbility)
    assert p.effect.target == TargetSpec(side=Side.OPPONENT) and p.effect.second == TargetSpec(side=Side.OWN)
    (prophecy,) = p.effect.effects
    assert isinstance(prophecy, Prophecy) and prophecy.count == 1
    first, second = prophecy.then
    assert first == IfShown(Shown(cost_of=Who.CHOSEN), (PoisonBy(1, Who.CHOSEN),))
    assert second == IfShown(Shown(cost_of=Who.SECOND),
                             (Acquire(("-1 от немагических атак",), Who.SECOND, Duration.END_OF_OPPONENTS_TURN),))


def test_costed_prophecy_needs_both_creatures_and_one_effect_each() -> None:
    """A clause that names no creature, or an effect not read, leaves the sentence unread."""
    with pytest.raises(Unsupported):
        compile_text(GREZY.replace("ваше существо стоимостью X", "ваша карта стоимостью X"), name="Грёзы Архааля")
    with pytest.raises(Unsupported):
        compile_text(GREZY.replace("получает отравление на 1", "теряет полет"), name="Грёзы Архааля")
