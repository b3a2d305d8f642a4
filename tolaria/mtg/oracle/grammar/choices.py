"""What a resolving spell lets its controller choose (CR 608.2d): "gains protection from the color of
your choice" and "gains your choice of reach, trample, or haste" (read after "gains" by
:mod:`.effects`, into :class:`~tolaria.mtg.oracle.abilities.GainChosen`), and "Add two mana of any one
color" (a clause :mod:`.effects` tries first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.oracle.abilities import AddManaOfChosenColor
from tolaria.mtg.oracle.grammar.objects import fixed_number, keyword
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def chosen_gain(r: Reader) -> tuple[KeywordAbility, ...] | None:
    """After "gains": the keywords to choose among ("your choice of deathtouch or lifelink"), () for
    "protection from the color of your choice", or None (and nothing read) for any other ability."""
    if r.accept("protection from the color of your choice"):
        return ()
    if not r.accept("your choice of"):
        return None
    options = [keyword(r)]
    while r.accept(", or") or r.accept("or") or r.accept(","):
        options.append(keyword(r))
    if len(options) < 2 or len(set(options)) != len(options):
        raise NoParse("two or more different keywords to choose among")
    return tuple(options)


def _add_mana_of_one_color(r: Reader, s: Scope) -> None:
    """"Add two mana of any one color" / "Add one mana of any color" as a spell's instruction (106.1a)."""
    r.expect("add")
    n = fixed_number(r)
    r.expect("mana of any one color" if n > 1 else "mana of any color")
    s.steps.append(AddManaOfChosenColor(n))


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_add_mana_of_one_color,)
