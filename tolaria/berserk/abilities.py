"""Typed records of permanent modifier abilities: strength bonuses, reductions, «Строй» (Online 405, 422).

A card's text such as «+2 к {strike} по болотным», «-1 от выстрелов и
метаний» or «Строй: {armor}2» compiles to one of these records; the engine
reads them when it fixes an attack's numerical value (Online 216.8, 422.5)
or asks what abilities a card has now (Online 407). Each record says only
what its sentence says: the filters are the words of the text, typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.berserk.cards import AttackKind, Named

SPELL = "заклинание"
"""The ability name «Заклинание» in a :class:`CardFilter`'s ``having`` (spells are written «Заклинание «...» — ...»)."""


@dataclass(frozen=True, slots=True)
class CardFilter:
    """The cards a modifier speaks of, as its words describe them.

    ``having`` names abilities (an :class:`AttackKind` value, a keyword's
    value or :data:`SPELL`): the card matches when it has at least one.
    """

    element: str | None = None
    closed: bool | None = None
    flyer: bool | None = None
    elite: bool | None = None
    unique: bool | None = None
    max_cost: int | None = None
    having: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class AttackScope:
    """Which attacks a modifier changes: their kinds, the strength row, where they come from.

    Empty ``kinds`` and ``tiers`` mean every kind and every row; ``magical``
    None means both; ``source`` filters the attacking card; ``diagonal``
    keeps only attacks from a diagonally neighbouring cell (Online 207.7).
    """

    kinds: frozenset[AttackKind] = frozenset()
    magical: bool | None = None
    ranged: bool | None = None
    tiers: frozenset[int] = frozenset()
    source: CardFilter | None = None
    diagonal: bool = False

    def covers(self, kind: AttackKind, tier: int) -> bool:
        """The attack's kind and strength row, without the cards (filters need the game)."""
        if self.kinds and kind not in self.kinds:
            return False
        if self.magical is not None and kind.magical is not self.magical:
            return False
        if self.ranged is not None and kind.ranged is not self.ranged:
            return False
        return not self.tiers or tier in self.tiers


@dataclass(frozen=True, slots=True)
class StrengthBonus:
    """«+X к [атаке] по [картам]»: the card's own matching attacks deal X more (Online 422.1)."""

    x: int
    scope: AttackScope
    target: CardFilter | None = None


@dataclass(frozen=True, slots=True)
class Reduction:
    """«-X от [атак]»: matching attacks on this card deal X less (Online 422.1; never below zero, 103.7.b)."""

    x: int
    scope: AttackScope


@dataclass(frozen=True, slots=True)
class InFormation:
    """Online «Строй»: while another of your creatures with Строй stands next to this one, not diagonally.

    ``partner`` narrows which neighbour counts («пока в строю с элитным существом»).
    """

    partner: CardFilter | None = None


@dataclass(frozen=True, slots=True)
class Unwounded:
    """«..., пока не имеет ран»: while the card has no wounds (Online 204.4)."""


Condition = InFormation | Unwounded


@dataclass(frozen=True, slots=True)
class Conditional:
    """An ability the card has only while its condition holds (for «Строй», an acquired one, Online 407.1)."""

    condition: Condition
    ability: Named | StrengthBonus | Reduction


Static = StrengthBonus | Reduction | Conditional
"""A permanent modifier ability of a card's text, as the engine reads it."""
