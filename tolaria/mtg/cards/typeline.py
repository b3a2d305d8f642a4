"""Type lines: supertypes, card types and subtypes (CR 205).

``parse_type_line("Legendary Creature — Human Wizard")`` splits the line at the
long dash (CR 205.1), checks each word before it against the supertypes
(CR 205.4a) and card types (CR 205.2a), and each subtype after it against the
subtype lists of the card types present (CR 205.3c-d, 205.3g-205.3q).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tolaria.errors import CardDataError
from tolaria.mtg.cards import subtypes as st

DASH = "—"

# CR 110.4: the permanent types.
PERMANENT_TYPES: frozenset[str] = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)

# CR 205.3g-205.3q: which subtype list goes with which card type.  Creatures and
# kindreds share creature types (205.3m); instants and sorceries share spell types
# (205.3k); phenomena, schemes, vanguards and conspiracies have none (205.3r).
SUBTYPES_BY_CARD_TYPE: dict[str, frozenset[str]] = {
    "Artifact": st.ARTIFACT_TYPES,
    "Enchantment": st.ENCHANTMENT_TYPES,
    "Land": st.LAND_TYPES,
    "Planeswalker": st.PLANESWALKER_TYPES,
    "Instant": st.SPELL_TYPES,
    "Sorcery": st.SPELL_TYPES,
    "Creature": st.CREATURE_TYPES,
    "Kindred": st.CREATURE_TYPES,
    "Plane": st.PLANAR_TYPES,
    "Dungeon": st.DUNGEON_TYPES,
    "Battle": st.BATTLE_TYPES,
}

# Creature types of two words (CR 205.3b, 205.3m: "Time Lord").
_TWO_WORD = frozenset(t for t in st.CREATURE_TYPES if " " in t)


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A card's types as printed: ``supertypes``, ``card_types``, ``subtypes`` (CR 205.1)."""

    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    def has_type(self, name: str) -> bool:
        """True if ``name`` is one of this line's supertypes, card types or subtypes.

        Card types and supertypes match in any case ("creature" or "Creature");
        subtypes match exactly, with ASCII ' standing for ’ ("Urza's").
        """
        word = name.capitalize()
        return (
            word in self.card_types
            or word in self.supertypes
            or name.replace("'", "’") in self.subtypes
        )

    @property
    def is_creature(self) -> bool:
        """True for a creature card (CR 302)."""
        return "Creature" in self.card_types

    @property
    def is_land(self) -> bool:
        """True for a land card (CR 305)."""
        return "Land" in self.card_types

    @property
    def is_permanent(self) -> bool:
        """True if the card could be put onto the battlefield (CR 110.4a)."""
        return any(t in PERMANENT_TYPES for t in self.card_types)

    @property
    def is_legendary(self) -> bool:
        """True for a legendary object, subject to the legend rule (CR 205.4d)."""
        return "Legendary" in self.supertypes

    @property
    def is_basic(self) -> bool:
        """True for a basic land or other basic card (CR 205.4c)."""
        return "Basic" in self.supertypes

    def __str__(self) -> str:
        left = " ".join(self.supertypes + self.card_types)
        return f"{left} {DASH} {' '.join(self.subtypes)}" if self.subtypes else left


def _bad(word: str, kind: str, text: str, rule: str) -> CardDataError:
    """Build the error for a word of the type line that the rules don't know."""
    return CardDataError(f"unknown {kind} {word!r} in type line {text!r} (CR {rule})")


def _read_types(left: str, text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Sort the words before the dash into supertypes (CR 205.4a) and card types (CR 205.2a)."""
    supers: list[str] = []
    types: list[str] = []
    for word in left.split():
        if word in st.SUPERTYPES:
            supers.append(word)
        elif word in st.CARD_TYPES:
            types.append(word)
        else:
            raise _bad(word, "card type or supertype", text, "205.2a, 205.4a")
    if not types:
        raise CardDataError(f"type line {text!r} has no card type (CR 205.1)")
    return tuple(supers), tuple(types)


def _read_subtypes(right: str, card_types: tuple[str, ...], text: str) -> tuple[str, ...]:
    """Read the subtypes after the dash, each checked against the card types present.

    A plane's whole subtype text is a single planar type (CR 205.3b); otherwise
    each word is a subtype, except the two-word creature type "Time Lord"
    (CR 205.3m).  A subtype must belong to one of the card types (CR 205.3d).
    """
    right = right.replace("'", "’")
    allowed = frozenset().union(*(SUBTYPES_BY_CARD_TYPE.get(t, frozenset()) for t in card_types))
    if "Plane" in card_types:
        words = [right.strip()]
    else:
        words = _split_subtypes(right.split())
    if not words or words == [""]:
        raise CardDataError(f"type line {text!r} has a dash but no subtype (CR 205.3b)")
    words = list(dict.fromkeys(RETIRED_CREATURE_TYPES.get(w, w) if w not in allowed else w for w in words))
    for word in words:
        if word not in allowed:
            kinds = "/".join(t.lower() for t in card_types)
            raise _bad(word, f"subtype for {kinds}", text, "205.3")
    return tuple(words)


RETIRED_CREATURE_TYPES = {"Cephalid": "Octopus", "Viashino": "Lizard"}
"""Creature types Oracle has since renamed: the list of CR 205.3m no longer has the old words, but
card files of earlier eras (Tenth Edition's Viashino and Cephalid) still print them; such a type
line reads as Oracle's today."""


def _split_subtypes(words: list[str]) -> list[str]:
    """Join the words of two-word creature types, leaving every other word alone."""
    out: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2])
        if pair in _TWO_WORD:
            out.append(pair)
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


@lru_cache(maxsize=1024)
def parse_type_line(text: str) -> TypeLine:
    """Read an Oracle type line such as ``"Basic Land — Forest"`` (CR 205).

    An unknown card type, supertype or subtype, or a subtype that does not belong
    to the card types on the line, raises CardDataError naming the word.
    """
    left, dash, right = text.partition(DASH)
    supertypes, card_types = _read_types(left, text)
    subtypes = _read_subtypes(right, card_types, text) if dash else ()
    return TypeLine(supertypes, card_types, subtypes)
