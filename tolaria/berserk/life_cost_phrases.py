"""The grammar of X paid in additional lives: «Снимите X дополнительных жизней с Ведьмы слуа, при этом — разряд на X»
(Online 204.2; rules/life_costs.py)."""

from __future__ import annotations

import re

LIVES_COST = re.compile(r"^снимите x дополнительных жизней с (.+?), при этом —? ?(.+)$")


def lives_cost(text: str, name: str) -> str | None:
    """The effect after «снимите X дополнительных жизней с [карты], при этом —», when the card is the ability's own
    (another card's lives are unread); None when the text is not of this form."""
    from tolaria.berserk.trigger_phrases import names_card

    m = LIVES_COST.match(text)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    return m.group(2)
