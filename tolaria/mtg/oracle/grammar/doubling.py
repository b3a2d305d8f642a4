"""Doubling a creature's power and/or toughness (CR 701.10a-c): "Double the power of target creature until
end of turn" is a +X/+0 change where X is its power as the spell resolves (a negative power doubled is
-X/-0, 701.10c, which the same multiplication gives). Halving: "Round up each time." after "half the
number of cards in their library" / "half their life" (107.1a) makes each half round up.

The clause reads with the scope of :mod:`.effects` (which tries it first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import (
    Draw,
    HalfLibrary,
    HalfLife,
    LoseLife,
    PowerOf,
    Pump,
    ToughnessOf,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def _double_power(r: Reader, s: Scope) -> None:
    """"Double the power [and toughness] of target creature until end of turn" (701.10b)."""
    from tolaria.mtg.oracle.grammar.effects import object_ref  # effects imports this module

    r.expect("double the power")
    toughness_too = r.accept("and toughness")
    r.expect("of")
    what = object_ref(r, s)
    r.expect("until end of turn")
    s.steps.append(Pump(what, 1, 0, per=PowerOf(what)))  # +X/+0, X its power as it resolves (701.10b)
    if toughness_too:
        s.steps.append(Pump(what, 0, 1, per=ToughnessOf(what)))


def _round_up(r: Reader, s: Scope) -> None:
    """"Round up each time." (107.1a): every half the steps before take is rounded up."""
    r.expect("round up each time")
    changed = False
    for i, step in enumerate(s.steps):
        if isinstance(step, Draw | LoseLife) and isinstance(step.amount, HalfLibrary | HalfLife):
            s.steps[i] = replace(step, amount=replace(step.amount, round_up=True))
            changed = True
    if not changed:
        raise NoParse("a half to round up")


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_double_power, _round_up)
