"""«В начале боя получает: A, если у вас есть степное существо; B, если у вас есть горное существо; ...» (Online 307.2).

One sentence listing gains, each with its own condition on the squad: each
entry is a «в начале боя» triggered ability of its own whose condition is
that entry's, so the gains whose condition holds as the battle starts are
made, each until the end of the battle (Online 407.2). Every entry must
read completely, or the sentence is unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk import phrases
from tolaria.berserk.abilities import Point, SquadElement, Trigger

LIST_HEAD = re.compile(r"в начале боя получает: (.+)")
ENTRY = re.compile(r"(.+), если у вас есть ([а-яё]+) существо")


def gain_list(sentence: str, text: str, read_gain: Callable[[str], Trigger | None]) -> tuple[Trigger, ...] | None:
    """The entries of a normalised «в начале боя получает: ...» sentence (``text`` the printed one), or None.

    ``read_gain`` reads «в начале боя получает [A]» as the triggered grammar does.
    """
    m = LIST_HEAD.fullmatch(sentence)
    if m is None:
        return None
    out: list[Trigger] = []
    for entry in m.group(1).split("; "):
        e = ENTRY.fullmatch(entry)
        element = phrases.element_of(e.group(2)) if e else None
        if e is None or element is None:
            return None
        gain = read_gain(f"В начале боя получает {e.group(1)}")
        if gain is None or gain.point is not Point.BATTLE_START or gain.condition is not None:
            return None
        out.append(Trigger(gain.point, gain.effects, text, condition=SquadElement(element)))
    return tuple(out)
