"""Triggered effects whose number its controller names as they are carried out: «выберите число, меньшее или равное
X, где X — значение этого {strike}, при этом ваши существа справа и слева от Ревнителя Сеггера получают защиту от
немагических атак такой величины до конца следующего хода противника».

:func:`chosen_value_gain` takes a normalised effect text and the card's own name in lower case and returns the
:class:`ChosenValueGain` it states, or None when a part of it is not of this form.
"""

from __future__ import annotations

import re

from tolaria.berserk import phrases
from tolaria.berserk.abilities import Acquire, ChosenValueGain, Duration, Who

CHOSEN_VALUE = re.compile(r"выберите число, меньшее или равное x, где x — значение этого (?:\{strike\}|удара), при этом "
                          r"ваши существа справа и слева от (.+?) получают защиту от (.+?) такой величины (до конца [а-я ]+)")
"""The number from 1 to the triggering attack's value (Online 216.8), then a protection «величиной» that number on
the squad's creatures either side of the card in its horizontal (Online 207.6)."""

DURATIONS = {d.value: d for d in Duration if d.value.startswith("до конца")}
"""«до конца следующего хода противника», ... as written, to their :class:`Duration`."""


def chosen_value_gain(text: str, name: str) -> ChosenValueGain | None:
    """The effect «выберите число ..., при этом ваши существа справа и слева от [карты] получают защиту от [атак] такой
    величины [до конца ...]»; another card's name, attacks no protection by value names, or an unknown duration leave
    it unread."""
    from tolaria.berserk.trigger_phrases import names_card

    m = CHOSEN_VALUE.fullmatch(text)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    if m.group(2) not in phrases.VALUED_ATTACKS or m.group(3) not in DURATIONS:
        return None
    stem = f"защита от {m.group(2)} величиной"  # «величиной N»: the number named (READINGS «такой величины»)
    return ChosenValueGain(Acquire((stem,), Who.OWN_BESIDE, DURATIONS[m.group(3)], by_amount=True))
