"""The closed vocabulary the Oracle compiler produces (CR 112-113, 601-615).

Abilities and effect steps are frozen records, shared by every game: the
state refers to them by card name and index, never stores them.

A spell's or ability's effect is a tuple of :class:`Step` records run in
order by the resolution interpreter (``tolaria.mtg.rules.effects``).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects a phrase such as "nonartifact, nonblack creature" describes.

    ``types`` is any-of (an "artifact or enchantment"); the ``not_`` sets
    exclude ("nonblack"); ``states`` are status words ("tapped", "attacking",
    "blocking"); ``controller`` is "you", "opponent" or "" for anyone.
    """

    types: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    states: frozenset[str] = frozenset()
    controller: str = ""
    other: bool = False  # "another": not the source itself


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (CR 115): what it may choose.

    ``players`` allows players ("any target", "target player"), ``opponent``
    restricts those to opponents; ``permanent`` allows permanents matching
    the filter; ``spell`` allows spells on the stack matching the filter.
    """

    text: str
    players: bool = False
    opponent: bool = False
    permanent: Filter | None = None
    spell: Filter | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction of an effect.

    ``op`` names the instruction; the other fields are its operands:
    ``target`` indexes the spell's targets (-1: none), ``who`` names a
    player ("you", "target", "controller"), ``amount`` is an int or "X",
    ``group`` is a filter for "each"/"all" instructions.
    """

    op: str
    target: int = -1
    amount: int | str = 0
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    group: Filter | None = None
    who: str = ""
    mana: tuple[str, ...] = ()
    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The effect of an instant or sorcery (CR 113.3a): targets and steps."""

    targets: tuple[TargetSpec, ...]
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """"{T}: Add {G}." and the intrinsic abilities of basic land types (CR 605, 305.6)."""

    produces: tuple[str, ...]
    tap: bool = True
    text: str = ""


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604); ``kind`` names it, ``group`` parameterises it."""

    kind: str
    group: Filter | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Compiled:
    """Everything the compiler read from one card's Oracle text."""

    keywords: frozenset[str] = frozenset()
    spell: SpellAbility | None = None
    mana_abilities: tuple[ManaAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    unread: tuple[str, ...] = field(default=())

    @property
    def supported(self) -> bool:
        return not self.unread
