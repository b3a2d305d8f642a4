"""Triggered mana abilities (CR 605.1b, 106.12a): "Whenever enchanted land is tapped for mana, its
controller adds an additional {G}{G}", "Whenever you tap a creature for mana, add an additional {G}".

Tenth Edition machinery (issue 8, list A). Such an ability triggers from a
mana ability and adds mana, so it is a mana ability itself: it doesn't go
on the stack (605.4a) and is done as the land's ability resolves. It is
read into an ``ExtraManaWhenTapped`` record the mana rules consult.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import ExtraManaWhenTapped, Filter, Relation
from tolaria.mtg.oracle.grammar.effects import mana_symbols
from tolaria.mtg.oracle.grammar.objects import Noun, description
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

_LAND = frozenset({CardType.LAND})


def is_extra_mana(r: Reader) -> bool:
    """Whether the line is "Whenever [land] is tapped for mana, its controller adds an additional ..." or
    "Whenever you tap a creature for mana, add an additional ..."."""
    tapped = any(r.lows[i : i + 4] == ("is", "tapped", "for", "mana") for i in range(r.pos, len(r.lows)))
    return r.looking_at("whenever") and (tapped or r.looking_at("whenever you tap a")) and "additional" in r.lows


def extra_mana(r: Reader, text: str) -> ExtraManaWhenTapped:
    """"Whenever enchanted land / a Mountain is tapped for mana, its controller adds an additional {G}{G}."."""
    r.expect("whenever")
    if r.accept("you tap a"):
        # CR 106.12a: "you tap [a permanent] for mana": you activate its mana ability with {T} in the cost
        what, kind = description(r)
        if kind != Noun.PERMANENT or not what.types:
            raise NoParse("a kind of permanent")
        r.expect("for mana , add an additional")
        produces = mana_symbols(r)
        r.accept(".")
        r.end()
        return ExtraManaWhenTapped(replace(what, controller=Relation.YOU), produces, text=text)
    attached = r.accept("enchanted land")
    land = Filter(types=_LAND)
    if not attached:
        r.one_of("a", "an")
        land, kind = description(r)
        if kind != Noun.PERMANENT or CardType.LAND not in land.types:
            raise NoParse("a land")
    r.expect("is tapped for mana , its controller adds an additional")
    produces = mana_symbols(r)
    r.accept(".")
    r.end()
    return ExtraManaWhenTapped(land, produces, attached, text=text)
