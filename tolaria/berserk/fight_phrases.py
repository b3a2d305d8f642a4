"""The grammar of strikes one card makes another make: «открытое существо противника наносит по стоящей рядом карте
{strike} и закрывается» (Шаман-душегрыз's «гипноз»).

The text names two targets (Online 412.1): the creature that strikes, then the
card it strikes, «стоящей рядом» with the first. The strike is the first
target's own simple strike (Online 205.2), declared for it as the ability
resolves (rules/fights.py); «и закрывается» is the closing a strike's payment
makes (Online 216.12).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import ForcedStrike, Side, TargetSpec, TextAbility

FORCED_STRIKE = re.compile(r"(.+?) наносит по стоящей рядом (карте|существу)( противника| своего отряда)? \{strike\}( и закрывается)?")
"""«[существо] наносит по стоящей рядом карте {strike} и закрывается», in a normalised text."""
STRUCK_SIDES = {None: Side.ANY, " противника": Side.OPPONENT}
"""The struck card's side as the text names it, from the ability's controller (Online 412.1)."""


def forced_strike(text: str, spell: bool, name: str,
                  target_of: Callable[[str], TargetSpec | None]) -> TextAbility | None:
    """«[описание] наносит по стоящей рядом карте {strike} [и закрывается]»: a creature the description fits strikes a
    card adjacent to it, both named as the ability is declared; None when the description does not read or does not
    describe a creature."""
    m = FORCED_STRIKE.fullmatch(text)
    if m is None or m.group(3) not in STRUCK_SIDES:
        return None
    striker = target_of(m.group(1))
    if striker is None or not striker.creature:
        return None
    struck = TargetSpec(creature=m.group(2) == "существу", side=STRUCK_SIDES[m.group(3)], near_first=True)
    return TextAbility(striker, (ForcedStrike(),), spell, name, second=struck)
