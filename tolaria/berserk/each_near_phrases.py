"""Triggered attacks at every neighbouring card of the opponent: «особый удар бивнями на 1 по каждой стоящей рядом
карте противника, затем получить +1 ударам до конца хода противника (максимум +2)».

:func:`attack_each_near` takes a normalised effect text and returns the :class:`AttackEachNear` it states, or None
when a part of it is not of this form; the attack's words and the effects after «затем» are read by the callbacks
the trigger grammar passes (its attack and effect readers).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    AttackAt,
    AttackEachNear,
    ChosenValueGain,
    CloseOrWounds,
    MoveCard,
    OneOf,
    TriggeredEffect,
)
from tolaria.berserk.cards import Attack

EACH_NEAR = re.compile(r"(.+?) по каждой стоящей рядом (карте|существу) противника(?:, затем (.+))?")
"""The attack's words, whom it is made at (any card, or a creature), and what follows «затем»."""

BARE_BONUS = re.compile(r"\+(\d+) (ударам|\{strike\}|выстрелам|метаниям|разрядам)(?= |$)")
"""«получить +1 ударам»: a bonus written without «к», the same as «+1 к ударам»."""

PAUSING = (AttackAt, AttackEachNear, MoveCard, CloseOrWounds, OneOf, ChosenValueGain)
"""Effects that make attacks or wait for a choice: not read after «затем» (the text is carried out after the attacks,
with nothing left to wait for)."""


def attack_each_near(text: str, attack_of: Callable[[str], object],
                     effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None]) -> AttackEachNear | None:
    """«[атака] по каждой стоящей рядом карте противника[, затем эффекты]»: one attack at each such card, then the
    effects; None when the attack or an effect is unread."""
    m = EACH_NEAR.fullmatch(text)
    if m is None:
        return None
    try:
        attack = attack_of(m.group(1))
    except Exception:  # the compiler's Unsupported: not an attack
        return None
    if not isinstance(attack, Attack) or attack.kind.ranged:
        return None  # «стоящей рядом»: an attack made at a neighbouring card, a melee one (Online 401.3)
    then: tuple[TriggeredEffect, ...] = ()
    if m.group(3) is not None:
        found = effects_of(BARE_BONUS.sub(r"+\1 к \2", m.group(3)))
        if not found or any(isinstance(e, PAUSING) for e in found):
            return None
        then = found
    return AttackEachNear(attack, creatures=m.group(2) == "существу", then=then)
