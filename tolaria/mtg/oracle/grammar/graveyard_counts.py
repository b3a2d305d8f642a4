"""Numbers counted in a graveyard as the effect uses them (CR 107.1, 608.2h): "draw cards equal to the
number of cards named ~ in your graveyard", "it gets an additional +2/+2 until end of turn for each card
named ~ in your graveyard", and (read by :func:`.effects._create`) "create a 2/2 black Zombie creature
token for each card named ~ in your graveyard". "Named ~" is the card's own name (201.2), which the
compiler writes into the filter.

The clauses read with the scope of :mod:`.effects` (which tries them first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.oracle.abilities import (
    CardsInGraveyard,
    Draw,
    PlayerRef,
    Pump,
    Relation,
    XValue,
    You,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def graveyard_count(r: Reader) -> CardsInGraveyard:
    """"card(s) named ~ in your graveyard" / "creature cards in your graveyard": the cards of the
    ability's controller's graveyard fitting the description (404.1)."""
    from tolaria.mtg.oracle.grammar.objects import (  # objects is imported by effects
        Noun,
        description,
    )

    flt, kind = description(r, plural_ok=True)
    if kind != Noun.CARD or flt.controller is not Relation.ANY:
        raise NoParse("cards")
    r.expect("in your graveyard")
    return CardsInGraveyard(You(), flt)


def their_graveyard_count(r: Reader, who: PlayerRef, times: int | XValue) -> CardsInGraveyard:
    """"[Target opponent loses 2 life for each] creature card in their graveyard" (107.1): the cards of the
    sentence's player's graveyard, ``times`` each."""
    from tolaria.mtg.oracle.grammar.objects import (  # objects is imported by effects
        Noun,
        description,
    )

    if not isinstance(times, int):
        raise NoParse("a fixed amount for each card")
    flt, kind = description(r)
    if kind != Noun.CARD or flt.controller is not Relation.ANY:
        raise NoParse("cards")
    r.expect("in their graveyard")
    return CardsInGraveyard(who, flt, times)


def _draw_equal_to_count(r: Reader, s: Scope) -> None:
    """"draw cards equal to the number of cards named ~ in your graveyard" (121.2, 107.1)."""
    r.expect("draw cards equal to the number of")
    s.steps.append(Draw(You(), graveyard_count(r)))


def _additional_pump(r: Reader, s: Scope) -> None:
    """"It gets an additional +2/+2 until end of turn for each card named ~ in your graveyard" (611.2a,
    613.4c): a second change to the object the sentence before pumped, counted as it resolves."""
    from tolaria.mtg.oracle.grammar.effects import object_ref  # effects imports this module
    from tolaria.mtg.oracle.grammar.objects import pt_change

    what = object_ref(r, s)
    r.expect("gets an additional")
    p, t = pt_change(r)
    r.expect("until end of turn for each")
    s.steps.append(Pump(what, p, t, per=graveyard_count(r)))


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_draw_equal_to_count, _additional_pump)
