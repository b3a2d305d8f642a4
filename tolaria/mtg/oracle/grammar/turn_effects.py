"""Effects on the steps of a turn (CR 502.3, 509.1b): "That creature doesn't untap during its
controller's next untap step", "Those creatures don't untap during their controller's next untap
step" after "Tap up to two target creatures", "Creatures without flying can't block this turn" and
"Your opponents can't cast spells this turn" (101.2); after "Tap all creatures target player controls",
"Those creatures don't untap during that player's next untap step".

The clauses read with the scope of :mod:`.effects` (which tries them first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import (
    CantCastThisTurn,
    DoesntUntapNext,
    GroupCantBlockThisTurn,
    Relation,
    Tap,
    TapAllOf,
)
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
    last = s.steps[-1] if s.steps else None
    if isinstance(last, TapAllOf) and r.accept("don't untap during that player's next untap step"):
        s.steps[-1] = replace(last, skip_next_untap=True)  # after "Tap all creatures target player controls"
        return
    r.expect("don't untap during their controller's next untap step")
    tapped = []
    for step in reversed(s.steps):
        if not isinstance(step, Tap):
            break
        tapped.append(step.what)
    if len(tapped) < 2:
        raise NoParse("creatures tapped just before")
    s.steps.extend(DoesntUntapNext(what) for what in reversed(tapped))


def _group_cant_block(r: Reader, s: Scope) -> None:
    """"Creatures without flying can't block this turn" (509.1b, 611.2c): a rule for the turn, not a
    characteristic, so it holds for whatever fits the group when blockers are declared."""
    from tolaria.mtg.oracle.grammar.objects import group  # objects is imported by effects

    if not r.looking_at("creatures"):
        raise NoParse("a group of creatures")
    what = group(r)
    r.expect("can't block this turn")
    s.steps.append(GroupCantBlockThisTurn(what))


def _cant_cast_this_turn(r: Reader, s: Scope) -> None:
    """"Your opponents can't cast spells this turn" (101.2, 601.2): a rule for the rest of the turn."""
    who = {"your opponents": Relation.OPPONENT, "each opponent": Relation.OPPONENT, "players": Relation.ANY}[
        r.one_of("your opponents", "each opponent", "players")
    ]
    r.expect("can't cast spells this turn")
    s.steps.append(CantCastThisTurn(who))


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (
    _doesnt_untap_next, _group_cant_block, _cant_cast_this_turn,
)
