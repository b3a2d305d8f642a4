"""The grammar of a limit on how many creatures a player may move in a turn.

«в следующий ход противника он может перемещаться только 3-2-1
существами» (Криомант) reads into :class:`LimitMovers`, carried out by
rules/move_quotas.py. The count is a number or an X-Y-Z value (Online
205.7.b: the row of a die the source rolls).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import LimitMovers, TextAbility

LIMIT_MOVERS = re.compile(r"в следующий ход противника (?:он|противник) может перемещаться только "
                          r"(\d+)(?:-(\d+)-(\d+))? (?:существами|существом)")
"""«в следующий ход противника он может перемещаться только 3-2-1 существами»: «он» is the opponent the sentence
began with."""


def limit_movers(text: str, spell: bool, name: str) -> TextAbility | None:
    """The ability a «... может перемещаться только N существами» text states, or None when it is not of this form."""
    m = LIMIT_MOVERS.fullmatch(text)
    if m is None:
        return None
    first = int(m.group(1))
    counts = (first, int(m.group(2)), int(m.group(3))) if m.group(2) is not None else (first, first, first)
    return TextAbility(None, (LimitMovers(counts),), spell, name)
