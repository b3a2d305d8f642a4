"""The grammar of texts lowering a chosen attack, and of the lives a text takes for the turn (rules/attack_weakening.py,
rules/negative_lives.py).

«уменьшить величину выбранного удара на 1» (Лунная баньши), «ослабить выбранную немагическую атаку на 2 (минимум
до 1)» (Надих): the attack is named by its source as the ability is declared. «существо противника, которое не
получало ран от атак в этот ход, получает -3 к {health} до конца хода»: a target no attack has wounded this turn, and
negative lives for the turn.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk.abilities import AttackLowered, LifeLowered, TargetSpec, Who
from tolaria.berserk.rules.attack_weakening import NON_MAGICAL_KINDS, STRIKE_KINDS

LOWERED_STRIKE = re.compile(r"уменьшить величину выбранного удара на (\d+)")
"""«уменьшить величину выбранного удара на 1»: a strike (Online 401.4, 401.5: простой, особый, магический удар)."""
WEAKENED_ATTACK = re.compile(r"ослабить выбранную немагическую атаку на (\d+) \(минимум до (\d+)\)")
"""«ослабить выбранную немагическую атаку на 2 (минимум до 1)»: a non-magical attack (Online 401.5)."""
FLOOR_AND_LIMIT = re.compile(r"^(.+?) \((минимум до \d+), (\d+|один) раза? за (ход|бой)\)$")
"""«... (минимум до 1, 1 раз за ход)»: the lowering's floor and a use limit in one bracket."""
CHOSEN_ATTACKER = TargetSpec(creature=False)
"""The attack's source: any card that attacks (Online 205.5.c: some artifacts do)."""


def lowered_attack(text: str) -> tuple[TargetSpec, AttackLowered] | None:
    """The chosen attack's lowering, its target being the attack's source."""
    m = LOWERED_STRIKE.fullmatch(text)
    if m is not None:
        return dataclasses.replace(CHOSEN_ATTACKER, attacking=STRIKE_KINDS), AttackLowered(int(m.group(1)))
    m = WEAKENED_ATTACK.fullmatch(text)
    if m is not None:
        return (dataclasses.replace(CHOSEN_ATTACKER, attacking=NON_MAGICAL_KINDS),
                AttackLowered(int(m.group(1)), int(m.group(2))))
    return None


UNWOUNDED_CLAUSE = re.compile(r"(.+?), (?:которое|который|которая) не получал[оа]? ран от атак в этот ход,")
"""«существо противника, которое не получало ран от атак в этот ход, ...»: the description and its clause."""
LIFE_LOWERED = re.compile(r"(.+?),? получает -(\d+) к \{health\} до конца хода")
"""«[цель] получает -3 к {health} до конца хода»."""


def life_lowered(text: str, target_of: Callable[[str], TargetSpec | None]) -> tuple[TargetSpec, LifeLowered] | None:
    """«[цель][, которое не получало ран от атак в этот ход,] получает -3 к {health} до конца хода»."""
    m = LIFE_LOWERED.fullmatch(text)
    if m is None:
        return None
    words, unwounded = m.group(1), False
    clause = UNWOUNDED_CLAUSE.fullmatch(words + ",")
    if clause is not None:
        words, unwounded = clause.group(1), True
    spec = target_of(words)
    if spec is None or not spec.creature:
        return None
    return dataclasses.replace(spec, unwounded_by_attacks=unwounded), LifeLowered(int(m.group(2)), Who.CHOSEN)
