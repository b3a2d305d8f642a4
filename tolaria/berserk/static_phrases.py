"""Static sentences built of other static sentences: «{first}: ...» / «{second}: ...», and «A и B» (Online 406, 422).

Each part must be read completely by the grammar's own readers (passed in, so this module does not import the
compiler); otherwise the sentence is not read here and the card stays unsupported.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Conditional,
    MoveBonus,
    RangeBonus,
    Reduction,
    StartsWithTokens,
    Static,
    StrengthBonus,
    TurnOrder,
)
from tolaria.berserk.cards import Named

StaticsReader = Callable[[str], tuple[Static, ...] | None]
NamedReader = Callable[[str], Named | None]

TURN_ORDER = re.compile(r"^\{(first|second)\}: (.+)$")
"""«{second}: {direct}», «{first}: +1 к {move}»: the icons of the first and the second player."""

CONDITIONABLE = (StrengthBonus, Reduction, RangeBonus, MoveBonus, StartsWithTokens)
"""The modifiers a :class:`Conditional` may hold besides a named ability."""


def turn_order(sentence: str, statics: StaticsReader, named: NamedReader) -> tuple[Static, ...] | None:
    """«{second}: [ability]»: the card has the ability only while its controller is the second player (Online 302.2:
    the first player is the one who moves first). The order is fixed for the battle, so the condition never changes
    once the battle has begun."""
    m = TURN_ORDER.match(sentence.strip())
    if m is None:
        return None
    condition = TurnOrder(second=m.group(1) == "second")
    inner_text = m.group(2)[0].upper() + m.group(2)[1:]
    one = named(inner_text)
    if one is not None:
        return (Conditional(condition, one),)
    found = statics(inner_text)
    if not found or not all(isinstance(s, CONDITIONABLE) for s in found):
        return None
    return tuple(Conditional(condition, s) for s in found)  # type: ignore[arg-type]


def joined(sentence: str, statics: StaticsReader) -> tuple[Static, ...] | None:
    """«-1 от атак уникальных существ и +1 к {strike} по уникальным существам»: two modifier sentences joined by «и»;
    read only when a single split at « и » leaves two parts both read completely as modifiers."""
    if sentence.count(" и ") != 1:
        return None
    left, right = sentence.strip().split(" и ")
    if not left or not right or not re.match(r"^[-+]\d", right):
        return None
    first = statics(left)
    second = statics(right)
    if first is None or second is None:
        return None
    return first + second


STARTS_WITH = re.compile(r"^начинает бой с (?:(\d+) )?\{counter\}$")


def starts_with(sentence: str) -> StartsWithTokens | None:
    """«Начинает бой с {counter}», «начинает бой с 2 {counter}» (normalised): tokens as the battle begins (glossary
    «Начинает бой с [текст]»)."""
    m = STARTS_WITH.match(sentence)
    return StartsWithTokens(int(m.group(1) or 1)) if m else None
