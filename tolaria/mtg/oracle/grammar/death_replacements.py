"""Replacement effects a resolving spell creates for the rest of the turn (CR 614.1a, 700.4): "If that
creature would die this turn, exile it instead" after the damage the spell deals to it.

The clause reads with the scope of :mod:`.effects` (which tries it first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import ExileIfWouldDie
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def _exile_if_would_die(r: Reader, s: Scope) -> None:
    """"If that creature [or planeswalker] would die this turn, exile it instead" / "if it would die this
    turn, exile it instead": the object the sentence before named (its target)."""
    r.expect("if")
    if r.accept("that creature or planeswalker") or r.accept("that creature") or r.accept("it"):
        what = s.it if s.it is not None else s.that_object
    else:
        raise NoParse("the object that would die")
    if what is None:
        raise NoParse("nothing named before that would die")
    r.expect("would die this turn, exile it instead")
    s.steps.append(ExileIfWouldDie(what))


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_exile_if_would_die,)
