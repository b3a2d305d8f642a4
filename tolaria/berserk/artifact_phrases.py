"""A card that becomes an artifact or a creature (Online 213, 208): «Вместо гибели полностью излечиться и стать
артефактом (1 раз за бой)», a replacement of the card's death (Online 419.1.a), its use limit read off the sentence
before it (``compiler.limit_of``) and joined by ``compiler.ability_of``; «{tap}: Бросить кубик, если выпало 6 или
больше с учетом модификаторов потерять особенности, стать существом с {move} 1, {strike} 5-6-7 и неповоротливостью,
иначе получить +2 к броскам кубика до тех пор, пока является артефактом», an artifact's die deciding between the two.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Acquire,
    BecomeCreature,
    Duration,
    IfRolledAtLeast,
    InsteadOfDeath,
    TextAbility,
    TriggeredEffect,
    Who,
)
from tolaria.berserk.cards import LOSES_ALL, Named

INSTEAD_OF_DEATH = re.compile(r"вместо гибели (полностью излечиться и стать артефактом|полностью излечиться|"
                              r"стать артефактом)")
"""«Вместо гибели полностью излечиться и стать артефактом»: what the card does instead of dying."""


def instead_of_death(text: str) -> InsteadOfDeath | None:
    """The normalised sentence's replacement of the card's own death, or None."""
    m = INSTEAD_OF_DEATH.fullmatch(text)
    if m is None:
        return None
    words = m.group(1)
    return InsteadOfDeath(heals=words.startswith("полностью излечиться"), artifact=words.endswith("стать артефактом"))


ROLL_TO_TRANSFORM = re.compile(r"бросить кубик, если выпало ([1-6]) или больше( с учетом модификаторов)? (.+), иначе (.+)")
"""«Бросить кубик, если выпало 6 или больше с учетом модификаторов [A], иначе [B]»: a die with two outcomes."""

BECOME_CREATURE = re.compile(r"стать существом с \{move\} (\d+), \{strike\} (\d+)-(\d+)-(\d+)(?: и (\S+))?")
"""«стать существом с {move} 1, {strike} 5-6-7 и неповоротливостью»: the properties, then an ability in the
instrumental."""

WHILE_ARTIFACT_GAIN = re.compile(r"получить (.+) до тех пор, пока является артефактом")
"""«получить +2 к броскам кубика до тех пор, пока является артефактом»: a gain lasting while the card is an artifact."""


def roll_to_transform(text: str, named: Callable[[str], object | None],
                      static: Callable[[str], object | None]) -> TextAbility | None:
    """The normalised playable text «бросить кубик, если выпало N или больше [с учетом модификаторов] [A], иначе [B]»,
    A and B each read by :func:`_outcome`; None when a part is unread."""
    m = ROLL_TO_TRANSFORM.fullmatch(text)
    if m is None:
        return None
    then, otherwise = _outcome(m.group(3), named, static), _outcome(m.group(4), named, static)
    if then is None or otherwise is None:
        return None
    return TextAbility(None, (IfRolledAtLeast(int(m.group(1)), m.group(2) is not None, then, otherwise),))


def _outcome(text: str, named: Callable[[str], object | None],
             static: Callable[[str], object | None]) -> tuple[TriggeredEffect, ...] | None:
    """«потерять особенности, стать существом с ...», «стать существом с ...», «получить [модификатор] до тех пор,
    пока является артефактом»."""
    effects: list[TriggeredEffect] = []
    if text.startswith("потерять особенности, "):  # Online 407.4: its printed abilities, not what it acquires
        effects.append(Acquire((LOSES_ALL,), Who.SELF, Duration.END_OF_BATTLE))
        text = text[len("потерять особенности, "):]
    creature = BECOME_CREATURE.fullmatch(text)
    if creature is not None:
        gains: tuple[str, ...] = ()
        if creature.group(5) is not None:
            word = creature.group(5)
            ability = named(word[:-1] if word.endswith("ью") else word)  # «неповоротливостью»: the instrumental
            if not isinstance(ability, Named):
                return None
            gains = (ability.keyword.value,)
        strike = (int(creature.group(2)), int(creature.group(3)), int(creature.group(4)))
        return (*effects, BecomeCreature(int(creature.group(1)), strike, gains))
    gain = WHILE_ARTIFACT_GAIN.fullmatch(text)
    if gain is None or effects or static(gain.group(1)) is None:
        return None
    return (Acquire((gain.group(1),), Who.SELF, Duration.WHILE_ARTIFACT),)
