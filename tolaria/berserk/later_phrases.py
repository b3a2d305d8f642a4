"""Effects a triggered text makes depend on what its earlier effects did: «переместить ее на 1 клетку в любом
направлении; если после этого рядом с Раэром нет карт противника разряд на 3».

:func:`if_no_enemy_near` takes the normalised effects of a trigger (after its head) and the card's own name in lower
case, and returns the effects it states (the earlier ones, then an :class:`IfNoEnemyNear` holding the later ones) and
whether a target is named as the ability is declared (an attack among the later effects, Online 412.1), or None when
a part of it is not of this form.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    AttackAt,
    CloseOrWounds,
    IfNoEnemyNear,
    MoveCard,
    OneOf,
    TriggeredEffect,
    Who,
)
from tolaria.berserk.cards import Attack

IF_NO_ENEMY_NEAR = re.compile(r"(.+); если после этого рядом с (\S+(?: \S+)?) нет карт противника,? (.+)")
"""The earlier effects, the card the condition names, the later effects."""

PRONOUNS = re.compile(r"^(переместить|закрыть|ранить) (?:ее|её|его) ")
"""«переместить ее ...» after «при ударе по карте противника»: the attacked card."""


def if_no_enemy_near(text: str, name: str, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None],
                     attack_of: Callable[[str], object]) -> tuple[tuple[TriggeredEffect, ...], bool] | None:
    """The effects of «[эффекты]; если после этого рядом с [картой] нет карт противника [эффекты или атака]», and
    whether the ability names a target as it is declared; another card's name leaves it unread."""
    from tolaria.berserk.trigger_phrases import names_card

    m = IF_NO_ENEMY_NEAR.fullmatch(text)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    earlier = effects_of(PRONOUNS.sub(r"\1 атакованную карту ", m.group(1)))
    if not earlier or any(isinstance(e, AttackAt | IfNoEnemyNear | OneOf | CloseOrWounds) for e in earlier):
        return None  # (an attack or a choice of options before it: not of this form)
    if sum(isinstance(e, MoveCard) for e in earlier) > 1:
        return None
    later = _later(m.group(3), effects_of, attack_of)
    if later is None:
        return None
    return (*earlier, IfNoEnemyNear(later)), any(isinstance(e, AttackAt) for e in later)


def _later(text: str, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None],
           attack_of: Callable[[str], object]) -> tuple[TriggeredEffect, ...] | None:
    """«разряд на 3»: an attack at a target named as the ability is declared; else effects with no choice in them."""
    try:
        attack = attack_of(text)
    except Exception:  # the compiler's Unsupported: not an attack
        attack = None
    if isinstance(attack, Attack):
        return (AttackAt(attack, Who.CHOSEN),)
    found = effects_of(text)
    if not found or any(isinstance(e, AttackAt | MoveCard | CloseOrWounds | OneOf | IfNoEnemyNear) for e in found):
        return None
    return found
