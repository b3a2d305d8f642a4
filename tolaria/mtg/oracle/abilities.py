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
    supertypes: frozenset[str] = frozenset()  # "basic"


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
    card: Filter | None = None  # a card in ``zone`` ("target creature card from your graveyard")
    zone: str = ""


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
    obj: str = ""  # what the step acts on: "target", "self" (the source), "ref" ("that creature")
    condition: str = ""  # "if_cant": only if the step before could not be done
    chooser: str = ""  # who chooses, when not the affected player ("you")
    random: bool = False
    token: tuple[str, tuple[str, ...], tuple[str, ...], int, int] | None = None  # name, colors, subtypes, P, T
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """An effect: its targets and steps (CR 113.3a); a modal one lists its modes (700.2)."""

    targets: tuple[TargetSpec, ...]
    steps: tuple[Step, ...]
    modes: tuple[SpellAbility, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (CR 118, 602.1a): mana, {T}, sacrificing itself, discarding a card."""

    mana: str = ""
    generic: int = 0
    colored: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    colorless: int = 0
    x: int = 0
    tap: bool = False
    sacrifice_self: bool = False
    discard: Filter | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"[Cost]: [Effect.]" (CR 602); a mana ability when it adds mana and has no target (605.1a)."""

    cost: Cost
    effect: SpellAbility
    text: str = ""

    @property
    def is_mana(self) -> bool:
        return (
            not self.effect.targets
            and len(self.effect.steps) == 1
            and self.effect.steps[0].op == "add_mana"
        )


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]." (CR 603).

    ``event`` names the trigger event; ``condition`` is an intervening
    "if" clause checked on triggering and on resolution (603.4);
    ``optional`` is "you may", asked on resolution.
    """

    event: str
    effect: SpellAbility
    condition: str = ""
    optional: bool = False
    text: str = ""


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
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    unread: tuple[str, ...] = field(default=())

    @property
    def supported(self) -> bool:
        return not self.unread
