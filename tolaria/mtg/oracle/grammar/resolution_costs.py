"""Costs paid as an ability resolves: "[you may] pay {1}. If you do, draw a card." (CR 118.12).

"[A player] may [do something]. If [that player] does, [effect]": the action
is a cost paid on resolution, and "If you do" checks whether it was paid. The
cost is the ability's first instruction (a payment, a sacrifice, a draw), so
that a triggered ability's "you may" (603.5) covers exactly it; the sentence
after "If you do" becomes :class:`IfYouDo` steps. A payment said with nothing
depending on it is left unfinished, so the ability is not read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import Discard, Draw, Exile, IfYouDo, PayMana, Sacrifice, You
from tolaria.mtg.oracle.grammar.object_effects import resolution_mana
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from collections.abc import Callable

    from tolaria.mtg.oracle.grammar.effects import Scope

# The instructions whose doing "If you do" can check (118.12; 608.2d: drawing from an empty library is done;
# a discard from a hand without enough cards is not, nor an exile of a card no longer there).
COSTS = (PayMana, Sacrifice, Draw, Discard, Exile)
_UNPAID = "what paying the cost does"


def _pay(r: Reader, s: Scope) -> None:
    """"pay {1}" (after "you may"): the ability's controller pays the cost as it resolves."""
    r.expect("pay")
    if s.steps:
        raise NoParse("a payment after other instructions")
    s.steps.append(PayMana(You(), resolution_mana(r)))
    s.unfinished = _UNPAID


def _if_you_do(r: Reader, s: Scope) -> None:
    """"If you do, [instructions]": they happen only if the one cost before was paid (118.12)."""
    from tolaria.mtg.oracle.grammar.effects import sentence

    r.expect("if you do ,")
    if len(s.steps) != 1 or not isinstance(s.steps[0], COSTS):
        raise NoParse("one cost before 'If you do'")
    s.unfinished = None
    first = len(s.steps)
    sentence(r, s)
    s.steps[first:] = [IfYouDo(step) for step in s.steps[first:]]


def only_costs_are_optional(steps: tuple[object, ...]) -> bool:
    """Whether a triggered ability's "you may" covers just its cost: every step after the first depends on
    it ("If you do"), so declining and not paying come to the same thing (603.5, 118.12)."""
    if not any(isinstance(step, IfYouDo) for step in steps):
        return True
    return all(isinstance(step, IfYouDo) for step in steps[1:])


CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_pay, _if_you_do)
