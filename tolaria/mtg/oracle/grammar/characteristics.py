"""Statics that define characteristics or control through the layers (CR 604.3, 613.1b, 613.4a).

Tenth Edition machinery (issue 8, list A): "You control enchanted creature"
(an Aura's control-changing effect, 303.4m: layer 2, following the Aura's
controller) and the characteristic-defining abilities that count cards in
graveyards ("~'s power and toughness are each equal to the number of
creature cards in all graveyards", layer 7a).
"""

from __future__ import annotations

from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    AddTypes,
    AttachedIsNot,
    CantHaveCounters,
    Continuous,
    ControlledBySourceController,
    Filter,
    ModifyPTPerKin,
    PTEqualToCards,
    PTEqualToManaValue,
    SetBasicLandType,
    StaticAbility,
)
from tolaria.mtg.oracle.grammar.objects import Noun, description
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

_CREATURES = Filter(types=frozenset({CardType.CREATURE}))

_ENCHANTED = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "land": CardType.LAND,
    "enchantment": CardType.ENCHANTMENT,
}


def static(r: Reader, text: str) -> StaticAbility:
    """One of this module's statics, the whole sentence, or NoParse."""
    if r.looking_at("you control enchanted"):
        return _control_enchanted(r, text)
    if r.looking_at("~'s"):
        return _pt_equal_to_cards(r, text)
    if r.looking_at("all"):
        return _lands_are_a_basic_type(r, text)
    if r.looking_at("as long as enchanted artifact isn't a creature"):
        return _animated_artifact(r, text)
    if r.looking_at("each creature gets"):
        return _per_kin(r, text)
    if r.looking_at("each"):
        return _become_artifact_creatures(r, text)
    return _cant_have_counters(r, text)


def _lands_are_a_basic_type(r: Reader, text: str) -> StaticAbility:
    """"All Mountains are Plains" (305.7, 613.1d): each land of the group has that basic land type only."""
    from tolaria.mtg.oracle.grammar.objects import group

    what = group(r)
    if what.types != frozenset({CardType.LAND}):
        raise NoParse("lands")
    r.expect("are")
    land_type = r.one_of(*BASIC_LAND_TYPES)
    return Continuous(what, (SetBasicLandType(land_type.capitalize()),), text=text)


def _animated_artifact(r: Reader, text: str) -> StaticAbility:
    """"As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness
    each equal to its mana value" (611.3a, 613.1d, 613.4b): once it applies in layer 4 it goes on in 7b
    (613.6), though the artifact is then a creature."""
    r.expect("as long as enchanted artifact isn't a creature")
    r.expect(",")
    r.expect("it's an artifact creature with power and toughness each equal to its mana value")
    what = Filter(types=frozenset({CardType.ARTIFACT}))
    mods = (AddTypes(frozenset({CardType.CREATURE})), PTEqualToManaValue())
    return Continuous(what, mods, attached=True, text=text, condition=AttachedIsNot(frozenset({CardType.CREATURE})))


def _per_kin(r: Reader, text: str) -> StaticAbility:
    """"Each creature gets +1/+1 for each other creature on the battlefield that shares at least one
    creature type with it" (613.4c): counted for each creature."""
    from tolaria.mtg.oracle.grammar.objects import pt_change

    r.expect("each creature gets")
    p, t = pt_change(r)
    r.expect("for each other creature on the battlefield that shares at least one creature type with it")
    return Continuous(_CREATURES, (ModifyPTPerKin(p, t),), text=text)


def _become_artifact_creatures(r: Reader, text: str) -> StaticAbility:
    """"Each noncreature artifact is an artifact creature with power and toughness each equal to its mana
    value" (205.1b: it stays an artifact; layer 4 adds the creature type, 7b sets each one's P/T)."""
    from tolaria.mtg.oracle.grammar.objects import group

    what = group(r)
    if what.types != frozenset({CardType.ARTIFACT}) or CardType.CREATURE not in what.not_types:
        raise NoParse("noncreature artifacts")
    r.expect("is an artifact creature with power and toughness each equal to its mana value")
    return Continuous(what, (AddTypes(frozenset({CardType.CREATURE})), PTEqualToManaValue()), text=text)


def _cant_have_counters(r: Reader, text: str) -> StaticAbility:
    """"Creatures your opponents control can't have +1/+1 counters put on them" (122.6)."""
    from tolaria.mtg.oracle.grammar.object_effects import (
        counter_kind,  # it imports the effects grammar
    )
    from tolaria.mtg.oracle.grammar.objects import group

    what = group(r)
    r.expect("can't have")
    kind = counter_kind(r)
    r.expect("put on them")
    return CantHaveCounters(what, kind, text=text)


def _control_enchanted(r: Reader, text: str) -> StaticAbility:
    """"You control enchanted creature" / "... artifact" (303.4m, 613.1b): layer 2, for the Aura's controller."""
    r.expect("you control enchanted")
    word = r.one_of(*_ENCHANTED)
    what = Filter(types=frozenset({_ENCHANTED[word]}))
    return Continuous(what, (ControlledBySourceController(),), attached=True, text=text)


def _pt_equal_to_cards(r: Reader, text: str) -> StaticAbility:
    """"~'s power and toughness are each equal to the number of creature cards in all graveyards" /
    "~'s power is equal to the number of instant and sorcery cards in your graveyard" (604.3, 613.4a)."""
    r.expect("~'s")
    power_only = r.accept("power is")
    if not power_only:
        r.expect("power and toughness are each")
    r.expect("equal to the number of")
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.CARD:
        raise NoParse("cards")
    r.expect("in")
    all_graveyards = r.accept("all graveyards")
    if not all_graveyards:
        r.expect("your graveyard")
    return Continuous(ANYTHING, (PTEqualToCards(flt, all_graveyards, power_only),), itself=True, text=text)
