"""The grammar of movement modifiers: «+1 к {move}», «+1{move}», «-1 к {move}» (Online 203.1, 203.4).

«Не может передвигаться» is a named sentence (compiler.KEYWORD_SENTENCES);
this module reads the modifiers of the movement allowance. Each function
takes one normalised sentence and returns its record, or None.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import MoveBonus

MOVE_BONUS = re.compile(r"([+-]\d+) ?(?:к )?\{move\}")


def move_bonus(sentence: str) -> MoveBonus | None:
    """«+1 к {move}», «+1{move}» (the tables write both), «-1 к {move}»: X more (or less) movement allowance."""
    m = MOVE_BONUS.fullmatch(sentence)
    return MoveBonus(int(m.group(1))) if m else None
