"""The grammar of strikes one card makes another make (fight_phrases): two targets, the second next to the first."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import ForcedStrike, Side, TextAbility
from tolaria.berserk.compiler import Unsupported, compile_text


def test_hypnosis_names_an_open_enemy_creature_then_a_card_next_to_it() -> None:
    """Online 412.1: both targets named as it is declared; Online 207.7: the second «стоящей рядом» with the first."""
    (p,) = compile_text("{instant}{counter}{tap}: Заклинание «гипноз» — открытое существо противника наносит по "
                        "стоящей рядом карте {strike} и закрывается.", (), "Шаман-душегрыз")[1]
    effect = p.effect
    assert isinstance(effect, TextAbility) and effect.spell and effect.name == "гипноз"
    assert effect.effects == (ForcedStrike(),)
    assert effect.target is not None and effect.target.side is Side.OPPONENT and effect.target.creature
    assert effect.target.filter is not None and effect.target.filter.closed is False
    assert effect.second is not None and effect.second.near_first and not effect.second.creature


def test_a_striker_that_is_no_creature_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("{tap}: Воздействие «гипноз» — карта противника наносит по стоящей рядом карте {strike}.", (),
                     "Шаман-душегрыз")
