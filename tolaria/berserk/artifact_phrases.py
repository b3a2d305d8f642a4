"""A card that becomes an artifact (Online 213): «Вместо гибели полностью излечиться и стать артефактом (1 раз за
бой)», a replacement of the card's death (Online 419.1.a). The use limit is read off the sentence before it
(``compiler.limit_of``) and joined by ``compiler.ability_of``.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import InsteadOfDeath

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
