"""The grammar of looking at one's deck and putting the cards back in order (rules/deck_order.py).

«посмотреть 3 верхние карты вашей колоды, затем положить их на верх или в низ вашей колоды в любом порядке, не
перемешивая колоду», «вернуть показанные карты на верх колоды в любом порядке». Each function takes a normalised text
and returns its record, or None when the text is not of its form.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import ArrangeDeck

COUNTS = {"2": 2, "3": 3, "4": 4, "5": 5, "две": 2, "три": 3}
LOOK = re.compile(r"^посмотреть (\S+) верхние карты вашей колоды, затем положить их (на верх|на верх или в низ) "
                  r"вашей колоды в любом порядке, не перемешивая колоду$")
RETURN_SHOWN = re.compile(r"^вернуть показанные карты на верх колоды в любом порядке$")


def arrange(text: str) -> ArrangeDeck | None:
    """The look at the deck's top N cards and their return, on top (or at the bottom too) in any order; or, after a
    prophecy, the return of the cards it showed to the top."""
    m = LOOK.match(text)
    if m is not None and m.group(1) in COUNTS:
        return ArrangeDeck(COUNTS[m.group(1)], bottom=m.group(2) != "на верх")
    if RETURN_SHOWN.match(text):
        return ArrangeDeck(0)
    return None
