"""Texts changing a card's element in play and bonuses against an element (Online 202.8, glossary «Добивание на Х»):
the grammar reads the parts (the bonus, the trigger, the target, the element) so other texts of the shape read."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import BecomeElement, FinishingBonus, Point
from tolaria.berserk.cards import NEUTRAL
from tolaria.berserk.compiler import Unsupported, compile_text


@pytest.mark.parametrize(("text", "bonus"), [
    ("+1 к добиванию темных существ.", FinishingBonus(1, "Тьма")),
    ("+2 к добиванию горных существ.", FinishingBonus(2, "Горы")),
])
def test_finishing_bonus_against_an_element(text: str, bonus: FinishingBonus) -> None:
    assert compile_text(text)[2] == (bonus,)


def test_kill_of_a_creature_makes_a_neighbour_dark() -> None:
    triggers = compile_text("Когда уничтожает существо противника стоящее рядом существо становится темным.")[3]
    t = triggers[0]
    assert t.point is Point.KILLS and t.other is not None  # «существо противника»: only a creature counts
    assert t.effects == (BecomeElement("Тьма"),) and t.target is not None and t.target.adjacent


def test_becomes_neutral() -> None:
    t = compile_text("Когда уничтожает карту противника стоящее рядом существо становится нейтральным.")[3][0]
    assert t.effects == (BecomeElement(NEUTRAL),) and t.other is None


@pytest.mark.parametrize("text", [
    "+1 к добиванию синих существ.",  # no element
    "Когда уничтожает существо противника стоящее рядом существо становится синим.",
])
def test_unread_elements_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)
