"""The small closed vocabularies of a game of Magic: zones, steps, stack objects, counters, card types.

Each is an enum whose values are the words the scenario files and the JSON
form use, so ``Step.MAIN1 == "main1"`` is False (steps are ordered
integers) but ``Step.parse("main1") is Step.MAIN1``.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Zone(StrEnum):
    """CR 400.1: the zones."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"


class Step(IntEnum):
    """CR 500.1: the steps of a turn in order (the main phases count as steps here)."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    MAIN1 = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    MAIN2 = 10
    END = 11
    CLEANUP = 12

    @property
    def word(self) -> str:
        """The step's name in scenario files and logs, e.g. ``main1``."""
        return self.name.lower()

    @classmethod
    def parse(cls, word: str) -> Step:
        """A step from its scenario word; KeyError if there is none."""
        return cls[word.strip().replace(" ", "_").upper()]

    @property
    def phase(self) -> Phase:
        return _PHASE_OF[self]


class Phase(StrEnum):
    """CR 500.1: the five phases."""

    BEGINNING = "beginning"
    PRECOMBAT_MAIN = "precombat main"
    COMBAT = "combat"
    POSTCOMBAT_MAIN = "postcombat main"
    ENDING = "ending"


_PHASE_OF = {
    Step.UNTAP: Phase.BEGINNING,
    Step.UPKEEP: Phase.BEGINNING,
    Step.DRAW: Phase.BEGINNING,
    Step.MAIN1: Phase.PRECOMBAT_MAIN,
    Step.BEGINNING_OF_COMBAT: Phase.COMBAT,
    Step.DECLARE_ATTACKERS: Phase.COMBAT,
    Step.DECLARE_BLOCKERS: Phase.COMBAT,
    Step.FIRST_STRIKE_DAMAGE: Phase.COMBAT,
    Step.COMBAT_DAMAGE: Phase.COMBAT,
    Step.END_OF_COMBAT: Phase.COMBAT,
    Step.MAIN2: Phase.POSTCOMBAT_MAIN,
    Step.END: Phase.ENDING,
    Step.CLEANUP: Phase.ENDING,
}


class StackKind(StrEnum):
    """What an object on the stack is: a spell (112), an activated (602) or a triggered ability (603).

    Under the 2008 rules assigned combat damage is an object on the stack too,
    neither a spell nor an ability (2008 310.3).
    """

    SPELL = "spell"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    COMBAT_DAMAGE = "combat damage"


class CardType(StrEnum):
    """CR 205.2a: the card types (lower case, as Oracle text writes them in sentences)."""

    ARTIFACT = "artifact"
    BATTLE = "battle"
    CONSPIRACY = "conspiracy"
    CREATURE = "creature"
    DUNGEON = "dungeon"
    ENCHANTMENT = "enchantment"
    INSTANT = "instant"
    KINDRED = "kindred"
    LAND = "land"
    PHENOMENON = "phenomenon"
    PLANE = "plane"
    PLANESWALKER = "planeswalker"
    SCHEME = "scheme"
    SORCERY = "sorcery"
    VANGUARD = "vanguard"


PERMANENT_CARD_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)
"""CR 110.4: the permanent types."""


class Supertype(StrEnum):
    """CR 205.4a: the supertypes."""

    BASIC = "basic"
    LEGENDARY = "legendary"
    ONGOING = "ongoing"
    SNOW = "snow"
    WORLD = "world"


class Counter(StrEnum):
    """Kinds of counters the rules treat specially (CR 122); any other kind is its own word."""

    PLUS_ONE = "+1/+1"
    MINUS_ONE = "-1/-1"
    LOYALTY = "loyalty"
    POISON = "poison"


COLORS = "WUBRG"
"""CR 105.1: the five colors, as mana symbols, in WUBRG order."""
MANA_TYPES = "WUBRGC"
"""CR 106.1b: the six types of mana; a mana pool is six counts in this order."""
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_NAMES = {v: k for k, v in COLOR_WORDS.items()}
