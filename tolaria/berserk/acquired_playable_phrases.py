"""The grammar of playable abilities a text gives a card: «выбранное существо до конца хода получает: «{tap}: Магический
удар той же величины, что и {strike} этого существа и +1 к этому удару (1 раз за ход)»» (Дверг; rules/acquired_playables.py).

The given ability is written in quotes after «получает:» and read by the
grammar of printed playable abilities; the card has it until the duration
ends (Online 407.1, 407.2). «[атака] той же величины, что и {strike} этого
существа»: the attack's strength is the card's own simple strike as printed
(Online 205.1.a: a value as a property of the card is taken without
modifiers), row by row, with the bonus after «и».
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import Acquire, Duration, TargetSpec, Who
from tolaria.berserk.cards import Attack, AttackKind

GIVEN = re.compile(r"(.+?) до конца хода получает: «(.+)»")
"""«[цель] до конца хода получает: «[cost]: [text]»»."""
STRIKE_SIZED = re.compile(r"магический удар той же величины, что и \{strike\} этого существа(?: и \+(\d+) к этому удару)?")
"""«Магический удар той же величины, что и {strike} этого существа и +1 к этому удару»."""


def strike_sized(text: str) -> Attack | None:
    """The attack whose strength is the card's printed simple strike plus the bonus (``Attack.as_strike``)."""
    m = STRIKE_SIZED.fullmatch(text)
    if m is None:
        return None
    bonus = int(m.group(1) or 0)
    return Attack(AttackKind.MAGIC, (bonus, bonus, bonus), as_strike=True)


def given_playable(text: str, target_of: Callable[[str], TargetSpec | None]) -> tuple[TargetSpec, Acquire] | None:
    """«выбранное существо до конца хода получает: «...»»: the target and the playable ability it gets for the turn."""
    m = GIVEN.fullmatch(text)
    if m is None or readable_playable(m.group(2)) is None:
        return None
    spec = target_of(m.group(1))
    if spec is None or not spec.creature:
        return None
    return spec, Acquire((m.group(2),), Who.CHOSEN, Duration.END_OF_TURN)


def readable_playable(text: str) -> object | None:
    """The playable ability a given text states, read as a printed one (None if it is no plain playable ability)."""
    from tolaria.berserk.cards import Playable
    from tolaria.berserk.compiler import COST, Unsupported, ability_of

    if COST.match(text) is None:
        return None
    try:
        found = ability_of(text)
    except Unsupported:
        return None
    if not isinstance(found, Playable) or found.graveyard or found.condition is not None or found.moved_axis:
        return None
    return found
