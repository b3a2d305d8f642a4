"""Sentence forms of abilities that follow a strike of the squad: a creature of the squad that missed gives its place
to the card, which fights its target.

Each test states what the card's Russian text says and checks the typed record the engine reads; the engine's side is
judged by the scenario files of tests/scenarios-berserk/abilities-strike-riders-2/.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import AttackKind, Outcome, Point, Spared, SwapAndFight, Whose
from tolaria.berserk.cards import Limit, Per
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
