"""Effects on the steps of a turn to come (CR 502.3): "That creature doesn't untap during its
controller's next untap step" and "Those creatures don't untap during their controller's next untap
step" after "Tap up to two target creatures".

The clauses read with the scope of :mod:`.effects` (which tries them first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import DoesntUntapNext, Tap
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def _doesnt_untap_next(r: Reader, s: Scope) -> None:
    """"That creature / it doesn't untap during its controller's next untap step" (502.3, 611.2a)."""
    from tolaria.mtg.oracle.grammar.effects import object_ref  # effects imports this module

    if r.looking_at("those creatures") or r.looking_at("they"):
        _those_dont_untap(r, s)
        return
    what = object_ref(r, s)
    r.expect("doesn't untap during its controller's next untap step")
    s.steps.append(DoesntUntapNext(what))


def _those_dont_untap(r: Reader, s: Scope) -> None:
    """"Those creatures don't untap during their controller's next untap step": each object the "Tap ..."
    steps just before tapped (the creatures of "Tap up to two target creatures")."""
    r.one_of("those creatures", "they")
    r.expect("don't untap during their controller's next untap step")
    tapped = []
    for step in reversed(s.steps):
        if not isinstance(step, Tap):
            break
        tapped.append(step.what)
    if len(tapped) < 2:
        raise NoParse("creatures tapped just before")
    s.steps.extend(DoesntUntapNext(what) for what in reversed(tapped))


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_doesnt_untap_next,)
