"""Phrases of the core sets (Limited Edition Alpha, Magic 2020): colours set by a spell (611.2a),
state triggers (603.8), lands that become creatures, and Auras whose protection spares themselves
(702.16c): the Wards' "This effect doesn't remove ~."

The clauses read with the scope of :mod:`.effects` (which tries them
first); :func:`spares_itself` reads the second sentence of a Ward's line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tolaria.mtg.cards.keywords import Protection
from tolaria.mtg.kinds import COLOR_WORDS, CardType
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    AddAbilities,
    AddTypes,
    BecomeColor,
    Continuous,
    Controls,
    CreatureEnters,
    Filter,
    Modification,
    NoneThere,
    ObjectRef,
    Relation,
    SetColors,
    SetPT,
    SparesItself,
    StateTrigger,
    StaticAbility,
    TargetSpec,
    ThatObject,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def spares_itself(r: Reader, granted: StaticAbility, text: str) -> SparesItself:
    """"This effect doesn't remove ~." after "Enchanted creature has protection from white" (702.16c):
    the colors of the protection the sentence before grants."""
    r.expect("this effect doesn't remove ~")
    if not isinstance(granted, Continuous) or not granted.attached:
        raise NoParse("an Aura's protection before 'This effect doesn't remove'")
    colors = frozenset(
        c
        for m in granted.modifications
        if isinstance(m, AddAbilities)
        for k in m.keywords
        if isinstance(k, Protection)
        for c in k.colors
    )
    if not colors:
        raise NoParse("protection granted before 'This effect doesn't remove'")
    return SparesItself(colors, text=text)


_SPELL_OR_PERMANENT = TargetSpec("target spell or permanent", spell=ANYTHING, permanent=ANYTHING)


def _becomes_color(r: Reader, s: Scope) -> None:
    """"Target spell or permanent becomes white" (the Laces: no duration stated, 611.2a; layer 5)."""
    from tolaria.mtg.oracle.grammar.effects import object_ref  # effects imports this module

    if r.accept("target spell or permanent"):
        what: ObjectRef = s.add_target(_SPELL_OR_PERMANENT)
    else:
        what = object_ref(r, s)
    r.expect("becomes")
    word = r.kind(Kind.WORD).low
    if word not in COLOR_WORDS:
        raise NoParse("a color it becomes")
    if not r.at_end():
        raise NoParse("a color change with more said after it")
    s.steps.append(BecomeColor(what, frozenset({COLOR_WORDS[word]})))


def none_there(r: Reader) -> NoneThere:
    """"no creatures are on the battlefield" / "you control no Islands" (603.4): none of the group there."""
    from tolaria.mtg.oracle.grammar.objects import (  # objects is imported by effects
        Noun,
        description,
    )

    if r.accept("you control no"):
        who = Relation.YOU
    else:
        r.expect("no")
        who = Relation.ANY
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT or flt.controller is not Relation.ANY:
        raise NoParse("permanents none of which are there")
    if who is Relation.ANY:
        r.expect("are on the battlefield")
    return NoneThere(Controls(flt, 1, who))


def state_trigger(r: Reader, s: Scope) -> tuple[StateTrigger, ...]:
    """"When you control no Islands" (603.8): a game state, not an event, triggers the ability."""
    return (StateTrigger(none_there(r)),)


def lands_become_creatures(r: Reader, text: str) -> Continuous:
    """"All Forests are 1/1 creatures that are still lands" / "All Swamps are 1/1 black creatures that are
    still lands" (611.3a): each land of the group is also a creature (layer 4) with that base power and
    toughness (layer 7b), and that color if one is said (layer 5)."""
    from tolaria.mtg.oracle.grammar.objects import group  # objects is imported by effects

    r.expect("all")
    what = group(r)
    if what.types != frozenset({CardType.LAND}):
        raise NoParse("lands that become creatures")
    r.expect("are")
    p, t = (int(v) for v in r.kind(Kind.PT).text.split("/"))
    colors = set()
    while (tok := r.peek()) is not None and tok.low in COLOR_WORDS:
        r.advance()
        colors.add(COLOR_WORDS[tok.low])
    r.expect("creatures that are still lands")
    mods: list[Modification] = [AddTypes(frozenset({CardType.CREATURE})), SetPT(p, t)]
    if colors:
        mods.append(SetColors(frozenset(colors)))
    return Continuous(what, tuple(mods), text=text)


def land_enters(r: Reader, s: Scope) -> tuple[CreatureEnters, ...]:
    """"Whenever a land enters the battlefield [under your control]" (603.6a): any land, or one of the
    ability's controller's; "it" and "that land" are that land."""
    r.expect("a land")
    r.first(lambda q: q.expect("enters the battlefield"), lambda q: q.expect("enters"))
    controller = Relation.YOU if r.accept("under your control") else Relation.ANY
    s.it = s.that_object = ThatObject()
    return (CreatureEnters(controller, Filter(types=frozenset({CardType.LAND}))),)


# Tried by ``effects.clause`` before its own instructions.
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_becomes_color,)
