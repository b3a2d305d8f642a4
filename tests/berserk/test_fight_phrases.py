"""The grammar of strikes one card makes another make (fight_phrases): two targets, the second next to the first."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import ForcedStrike, NeighboursStrike, Side, TextAbility
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


def test_matriarchs_order_names_one_enemy_creature_its_neighbours_strike_as_at_an_open_card() -> None:
    """Online 412.1: one target; glossary «Не закрываясь»; «как с открытым»: answered as by an open card (205.5)."""
    (p,) = compile_text("{counter}{tap}: Воздействие «приказ матриарха» — все ваши существа, стоящие рядом с выбранным "
                        "существом противника, сражаются с ним как с открытым, не закрываясь при этом.", (),
                        "Матриарх племени")[1]
    effect = p.effect
    assert isinstance(effect, TextAbility) and not effect.spell and effect.name == "приказ матриарха"
    assert effect.effects == (NeighboursStrike(as_open=True),) and effect.second is None
    assert effect.target is not None and effect.target.side is Side.OPPONENT and effect.target.creature


def test_neighbours_strike_that_closes_them_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("{tap}: Воздействие «приказ» — все ваши существа, стоящие рядом с выбранным существом противника, "
                     "сражаются с ним.", (), "Матриарх племени")


def test_mental_vice_targets_an_enemy_creature_declaring_a_discharge_spell_or_magic_strike() -> None:
    """Online 216.1: a declared chain waits on the stack; the source strikes the target as an adjacent open card."""
    from tolaria.berserk.abilities import StrikeAsNear

    (p,) = compile_text("{instant}{tap}: Воздействие ментальные тиски при объявлении существом противника разряда, "
                        "заклинания или магического удара сразиться с этим существом {strike} как со стоящей рядом "
                        "открытой картой.", (), "Мастер разума")[1]
    effect = p.effect
    assert isinstance(effect, TextAbility) and effect.name == "ментальные тиски" and effect.effects == (StrikeAsNear(),)
    assert effect.target is not None and effect.target.side is Side.OPPONENT
    assert effect.target.declaring == frozenset({"разряд", "заклинание", "магический удар"})


def test_mental_vice_of_an_unknown_declared_kind_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text("{instant}{tap}: Воздействие тиски при объявлении существом противника выстрела сразиться с этим "
                     "существом {strike} как со стоящей рядом открытой картой.", (), "Мастер разума")
