"""The grammar of a companion that comes back with its squad's creature: «Когда ваше существо инкарнирует или
возрождается, если Могильный жук на вашем кладбище он возрождается в качестве компаньона этого существа» (Могильный жук;
rules/companion_return.py)."""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Point, ResurrectAsCompanion, Trigger
from tolaria.berserk.cards import names_card

RETURNS_WITH = re.compile(r"когда ваше существо инкарнирует или возрождается, если (.+?) на вашем кладбище,? (?:он|она|оно) "
                          r"возрождается в качестве компаньона этого существа")
"""«Когда ваше существо инкарнирует или возрождается, если [карта] на вашем кладбище он возрождается в качестве
компаньона этого существа»: the card named is the ability's own."""


def returns_with(sentence: str, name: str) -> Trigger | None:
    """The card's own ability (a normalised sentence; ``name`` lowercased), or None."""
    m = RETURNS_WITH.fullmatch(sentence)
    if m is None or not names_card(m.group(1), name):
        return None
    return Trigger(Point.SQUAD_RETURNED, (ResurrectAsCompanion(),), sentence)
