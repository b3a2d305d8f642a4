"""Revealing the top card of your library and acting on what it is (CR 701.20a, 608.2c): "Scry 3, then
reveal the top card of your library. If it's a creature or land card, draw a card."

The clauses read with the scope of :mod:`.effects` (which tries them first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import OnlyIf, Relation, RevealTop, TopOfLibrary, You
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def _reveal_your_top(r: Reader, s: Scope) -> None:
    """"reveal the top card of your library" (701.20a): every player sees it; it stays there."""
    r.expect("reveal the top card of your library")
    s.steps.append(RevealTop(You()))


def _if_revealed_is(r: Reader, s: Scope) -> None:
    """"If it's a creature or land card, draw a card." after revealing the top card of your library: the
    instruction only if that card is of the kind as the instruction is reached (608.2c)."""
    from tolaria.mtg.oracle.grammar.effects import clause  # effects imports this module
    from tolaria.mtg.oracle.grammar.objects import Noun, description

    if not s.steps or s.steps[-1] != RevealTop(You()):
        raise NoParse("the top card of your library revealed just before")
    r.expect("if it's")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD or flt.controller is not Relation.ANY:
        raise NoParse("a kind of card")
    r.expect(",")
    first = len(s.steps)
    clause(r, s)
    r.end()
    s.steps[first:] = [OnlyIf(TopOfLibrary(flt), step) for step in s.steps[first:]]


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_reveal_your_top, _if_revealed_is)
