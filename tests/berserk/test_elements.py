"""Texts changing the element a card counts as (Online 202.8, 304.6), and heals with a bonus for a kind of card
(glossary «Излечение (на Х)»): the grammar and the element a card counts as."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import CountsAsElement, HealBy, TextAbility
from tolaria.berserk.cards import NEUTRAL
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.phrases import HERO_CLASSES


def test_heroes_in_deal_and_squad_count_as_neutral() -> None:
    statics = compile_text("Герои в вашей раздаче и в вашем отряде считаются нейтральными.")[2]
    assert statics == (CountsAsElement(HERO_CLASSES, NEUTRAL, in_deal=True),)


def test_heroes_in_squad_only_count_as_an_element() -> None:
    statics = compile_text("Герои в вашем отряде считаются темными.")[2]
    assert statics == (CountsAsElement(HERO_CLASSES, "Тьма", in_deal=False),)


@pytest.mark.parametrize("text", [
    "Эльфы в вашем отряде считаются нейтральными.",  # a noun the grammar does not name
    "Герои в вашей раздаче и в вашем отряде считаются синими.",  # no element
])
def test_unread_kinds_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_heal_with_a_bonus_for_heroes() -> None:
    playable = compile_text("{tap}: Излечить существо на 1 (+1 к излечению героев).")[1]
    effect = playable[0].effect
    assert isinstance(effect, TextAbility)
    heal = effect.effects[0]
    assert isinstance(heal, HealBy) and heal.amount == 1 and heal.bonus is not None
    assert heal.bonus.amount == 1 and heal.bonus.fits.classes == HERO_CLASSES


def test_heal_bonus_of_an_unread_kind_stays_unsupported() -> None:
    with pytest.raises(Unsupported):
        compile_text("{tap}: Излечить существо на 1 (+1 к излечению драконов).")
