"""An object's characteristics as the rules see them (CR 109.3, 613).

:class:`Chars` is what every rule reads about an object: the printed
values of its card (or the values a token's creator defined), changed by
the continuous effects in force, layer by layer
(``tolaria.mtg.rules.layers``). A ``Chars`` handed out by the layer
system is never changed afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.mtg.cards.keywords import Keyword, KeywordAbility, Landwalk, Protection
from tolaria.mtg.kinds import CardType, Supertype
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    ChangeText,
    ManaAbility,
    StaticAbility,
    TokenSpec,
    TriggeredAbility,
)

CardRef = str | TokenSpec
"""What card an object shows: a card's Oracle name, or a token's definition (``tolaria.mtg.carddb``)."""

# Enum members read in hot code are bound to module names: in Python 3.11 reading a member as a
# class attribute goes through the enum metaclass's __getattr__ hook, several times slower.
_CREATURE = CardType.CREATURE
_LAND = CardType.LAND


@dataclass(slots=True)
class Chars:
    """The characteristics of one object now, and who controls it (layer 2)."""

    name: str
    types: frozenset[CardType]
    subtypes: frozenset[str]
    supertypes: frozenset[Supertype]
    colors: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[KeywordAbility]
    statics: tuple[StaticAbility, ...]
    activated: tuple[ActivatedAbility | ManaAbility, ...]
    triggered: tuple[TriggeredAbility, ...]
    mana_value: int
    controller: int = -1
    protection: frozenset[str] = frozenset()  # colors it has protection from (702.16), derived
    landwalk: frozenset[str] = frozenset()  # land types it has landwalk for (702.14), derived
    protection_subtypes: frozenset[str] = frozenset()  # creature types it has protection from (702.16a), derived
    # CR 707.2: the card whose printed values a copy effect gave it as copiable values (None: its own),
    # so that its abilities, referred to by index, are read from that card's.
    copied: CardRef | None = None
    # CR 612.1: the text changes made to its abilities, in order, for abilities it puts on the stack (113.7a).
    changes: tuple[ChangeText, ...] = ()

    @property
    def is_creature(self) -> bool:
        return _CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return _LAND in self.types

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    def with_keywords(self, keywords: frozenset[KeywordAbility]) -> None:
        """Set the keyword abilities and what is derived from them."""
        self.keywords = keywords
        self.protection = frozenset(c for k in keywords if isinstance(k, Protection) for c in k.colors)
        self.landwalk = frozenset(k.land_type for k in keywords if isinstance(k, Landwalk))
        self.protection_subtypes = frozenset(t for k in keywords if isinstance(k, Protection) for t in k.subtypes)

    def copy(self) -> Chars:
        return Chars(
            self.name,
            self.types,
            self.subtypes,
            self.supertypes,
            self.colors,
            self.power,
            self.toughness,
            self.keywords,
            self.statics,
            self.activated,
            self.triggered,
            self.mana_value,
            self.controller,
            self.protection,
            self.landwalk,
            self.protection_subtypes,
            self.copied,
            self.changes,
        )


def make_chars(
    name: str,
    types: frozenset[CardType],
    subtypes: frozenset[str],
    supertypes: frozenset[Supertype],
    colors: frozenset[str],
    power: int | None,
    toughness: int | None,
    keywords: frozenset[KeywordAbility],
    statics: tuple[StaticAbility, ...] = (),
    activated: tuple[ActivatedAbility | ManaAbility, ...] = (),
    triggered: tuple[TriggeredAbility, ...] = (),
    mana_value: int = 0,
) -> Chars:
    c = Chars(name, types, subtypes, supertypes, colors, power, toughness, frozenset(), statics, activated, triggered, mana_value)
    c.with_keywords(keywords)
    return c


FACE_DOWN = make_chars(
    "", frozenset({CardType.CREATURE}), frozenset(), frozenset(), frozenset(), 2, 2, frozenset()
)
"""CR 708.2a: a face-down permanent is a 2/2 creature with no name, text, subtypes, color or mana cost."""
