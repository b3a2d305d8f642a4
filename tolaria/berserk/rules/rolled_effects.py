"""X-Y-Z values of a triggered text effect: «ранить его на 1-2-2» (Online 205.7.b).

A text ability whose value is written X-Y-Z has a Roll object (Online 216.1, 205.7.b): the source rolls a die there,
and the row it gives (Online 205.4: 1-3 the first value, 4-5 the second, 6 the third) picks the value as the text is
carried out. It is no attack, so nothing modifies the die as an attack's, and nobody rolls against it; the chain has
the objects of a swap's X-Y-Z (rules/swapping.py), which this shares.
"""

from __future__ import annotations

from tolaria.berserk.abilities import WoundBy
from tolaria.berserk.rules import strike_table
from tolaria.berserk.rules.swapping import ROLLED_CHAIN
from tolaria.berserk.state import Chain, ChainKind, GameState, Obj


def objects_for(g: GameState, chain: Chain) -> tuple[Obj, ...] | None:
    """The stack objects of a triggered chain with an X-Y-Z value (with a Roll object), or None for any other."""
    from tolaria.berserk.rules.chained_pairs import PARTED
    from tolaria.berserk.rules.triggers import TRIGGERED, trigger_of

    if chain.trigger == PARTED:  # «каждое из них ранится на 2-3-3»
        return ROLLED_CHAIN
    if chain.kind is not ChainKind.ABILITY or chain.trigger != TRIGGERED or chain.source not in g.objects:
        return None
    effects = trigger_of(g, chain).effects
    return ROLLED_CHAIN if any(isinstance(e, WoundBy) and e.tiers is not None for e in effects) else None


def value(chain: Chain, tiers: tuple[int, int, int]) -> int:
    """The value of the row the source's die gave (Online 205.4, 205.7.b); the first without a roll."""
    if not chain.rolls:
        return tiers[0]
    return tiers[strike_table.alone(chain.rolls[0]) - strike_table.WEAK]
