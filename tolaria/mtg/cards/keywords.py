"""Keyword abilities as printed characteristics (CR 702).

A simple keyword is a :class:`Keyword`; a keyword with a parameter is a
record: :class:`Protection` ("protection from red", 702.16) and
:class:`Landwalk` ("swampwalk", 702.14). What each keyword *does* is in
``tolaria.mtg.rules.keywords``, one predicate per rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tolaria.core.records import tagged
from tolaria.mtg.kinds import COLOR_NAMES, COLOR_WORDS


class Keyword(StrEnum):
    """The keyword abilities without parameters that Tolaria reads (CR 702)."""

    DEATHTOUCH = "deathtouch"  # 702.2
    DEFENDER = "defender"  # 702.3
    DOUBLE_STRIKE = "double strike"  # 702.4
    FIRST_STRIKE = "first strike"  # 702.7
    FLASH = "flash"  # 702.8
    FLYING = "flying"  # 702.9
    HASTE = "haste"  # 702.10
    HEXPROOF = "hexproof"  # 702.11
    INDESTRUCTIBLE = "indestructible"  # 702.12
    INTIMIDATE = "intimidate"  # 702.13
    LIFELINK = "lifelink"  # 702.15
    REACH = "reach"  # 702.17
    SHROUD = "shroud"  # 702.18
    TRAMPLE = "trample"  # 702.19
    VIGILANCE = "vigilance"  # 702.20
    BANDING = "banding"  # 702.22
    FEAR = "fear"  # 702.36
    MENACE = "menace"  # 702.111


@tagged("protection")
@dataclass(frozen=True, slots=True)
class Protection:
    """CR 702.16a: "protection from [quality]"; the qualities read are colors and creature types
    ("protection from Dogs": from every object with that subtype, 205.3m)."""

    colors: frozenset[str]
    subtypes: frozenset[str] = frozenset()

    def __str__(self) -> str:
        qualities = [COLOR_NAMES[c] for c in sorted(self.colors)] + [plural(t) for t in sorted(self.subtypes)]
        return "protection from " + " and from ".join(qualities)


@tagged("landwalk")
@dataclass(frozen=True, slots=True)
class Landwalk:
    """CR 702.14a: "[land type]walk", e.g. swampwalk."""

    land_type: str

    def __str__(self) -> str:
        return self.land_type.lower() + "walk"


@tagged("bands_with_other")
@dataclass(frozen=True, slots=True)
class BandsWithOther:
    """CR 702.22b: "bands with other [quality]", a special form of banding; the qualities read are creature types."""

    subtype: str

    def __str__(self) -> str:
        return f"bands with other {plural(self.subtype)}"


def plural(subtype: str) -> str:
    """A creature type as "bands with other ..." writes it: "Wolves", "Dinosaurs", "Legends"."""
    if subtype.endswith("f"):
        return subtype[:-1] + "ves"
    if subtype.endswith(("s", "x", "ch", "sh")):
        return subtype + "es"
    return subtype + "s"


KeywordAbility = Keyword | Protection | Landwalk | BandsWithOther
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""CR 305.6: the basic land types and the mana their intrinsic abilities add."""


def parse_keyword(word: str) -> KeywordAbility | None:
    """One keyword as Oracle text writes it ("Flying", "protection from black", "Swampwalk")."""
    w = " ".join(word.strip().lower().split())
    try:
        return Keyword(w)
    except ValueError:
        pass
    if w.startswith("protection from "):
        # "protection from black and from red" is one ability with two qualities (702.16a, 702.16g)
        return _protection(w[len("protection from ") :].split(" and from "))
    if w.endswith("walk") and w[:-4].capitalize() in BASIC_LAND_TYPES:
        return Landwalk(w[:-4].capitalize())
    if w.startswith("bands with other "):
        return _bands_with_other(w[len("bands with other ") :])
    return None


def _protection(parts: list[str]) -> KeywordAbility | None:
    """The qualities of "protection from ...": colors ("black") and creature types in the plural ("Dogs")."""
    colors: set[str] = set()
    subtypes: set[str] = set()
    for part in parts:
        color = COLOR_WORDS.get(part)
        if color is not None:
            colors.add(color)
            continue
        found = _bands_with_other(part)  # a creature type in the plural, as "bands with other" names one
        if found is None:
            return None
        assert isinstance(found, BandsWithOther)
        subtypes.add(found.subtype)
    return Protection(frozenset(colors), frozenset(subtypes))


def _bands_with_other(words: str) -> KeywordAbility | None:
    """The creature type a "bands with other" quality names, in the plural ("wolves" -> Wolf), or None."""
    from tolaria.mtg.cards.subtypes import CREATURE_TYPES

    for subtype in CREATURE_TYPES:
        if plural(subtype).lower() == words:
            return BandsWithOther(subtype)
    return None


def keyword_text(ability: KeywordAbility) -> str:
    """The keyword in lower-case words, as scenario expectations name it."""
    return str(ability) if not isinstance(ability, Keyword) else ability.value
