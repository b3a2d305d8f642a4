"""Where an object came from (CR 601.2a, 608.3, 400.7): how a permanent entered, and the graveyard
cards put there from the battlefield this turn.

Each reader takes the words of one condition and returns its node, or
raises NoParse; :func:`condition` is one of the readers of
``conditions._one``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import (
    Condition,
    ReturnGraveyardCardsToHand,
    SourceCastFromHand,
    Status,
    You,
)
from tolaria.mtg.oracle.grammar.objects import Noun, description
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def condition(r: Reader) -> Condition:
    """"you cast it from your hand" / "you didn't cast it from your hand" (601.2a, 608.3)."""
    r.expect("you")
    negated = r.accept("didn't")
    r.expect("cast it from your hand")
    return SourceCastFromHand(negated)


def return_graveyard_cards(r: Reader, s: Scope) -> None:
    """"return to your hand all creature cards in your graveyard [that were put there from the
    battlefield this turn]" (400.7), after "return"."""
    r.expect("to your hand all")
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.CARD:
        raise NoParse("cards")
    r.expect("in your graveyard")
    if r.accept("that were put there from the battlefield this turn"):
        flt = replace(flt, statuses=flt.statuses | {Status.PUT_THERE_FROM_BATTLEFIELD})
    s.steps.append(ReturnGraveyardCardsToHand(You(), flt))
