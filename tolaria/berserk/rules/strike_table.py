"""The strike table and attack strength (Online 205.4, 205.6, 216.7).

Tiers are ints of :class:`~tolaria.berserk.state.Tier`: 0 miss, 1 weak,
2 medium, 3 strong.
"""

from __future__ import annotations

MISS, WEAK, MEDIUM, STRONG = 0, 1, 2, 3
TIER_NAMES = ("miss", "weak", "medium", "strong")

_FAVOUR_INITIATOR = {1: (WEAK, MISS), 2: (MEDIUM, WEAK), 3: (MEDIUM, MISS), 4: (STRONG, WEAK)}
_FAVOUR_RESPONDER = {1: (WEAK, MISS), 2: (MISS, MISS), 3: (MISS, WEAK), 4: (WEAK, MEDIUM)}


def fight(initiator: int, responder: int) -> tuple[int, int]:
    """Online 205.6: what each of two open fighting creatures deals, by their (unclamped) results."""
    diff = initiator - responder
    if diff == 0:
        return (WEAK, MISS) if initiator <= 4 else (MISS, WEAK)
    if diff > 0:
        return (STRONG, MISS) if diff >= 5 else _FAVOUR_INITIATOR[diff]
    return (MISS, MEDIUM) if diff <= -5 else _FAVOUR_RESPONDER[-diff]


def is_exchange(initiator: int, responder: int) -> bool:
    """A row where both sides hit (+2, +4, -4): the one who rolled higher may weaken (Online 216.7)."""
    a, b = fight(initiator, responder)
    return a != MISS and b != MISS


def weakened(initiator: int, responder: int) -> tuple[int, int]:
    """Online 216.7: one row up the table, toward a difference of zero (+2 to +1, +4 to +3, -4 to -3)."""
    diff = initiator - responder
    step = -1 if diff > 0 else 1
    return fight(initiator + step, responder)


def alone(result: int) -> int:
    """Online 205.4: a roll against a closed card or one that does not fight, after modifiers."""
    result = min(6, max(1, result))
    return WEAK if result <= 3 else MEDIUM if result <= 5 else STRONG
