"""Editions of the classic rules as small frozen profiles (berserk-scenarios.md, "Rulesets").

A profile is consulted at named points of the rules modules; an edition is a
few overridden parameters, never a fork. ``online-2012`` is the Berserk
Online text as written; ``rp5`` follows RP 506 and 526-529 where they
differ; ``current`` follows the QA facts of the 2023 relaunch.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from tolaria.errors import TolariaError


class ElementPenalty(Enum):
    """Online 304.6 (over two, +1 gold for one element) or QA RUL-007 (over one)."""

    OVER_TWO = "over-two"
    OVER_ONE = "over-one"


class HiddenRowUntil(Enum):
    """When the second player's kept-hidden third row is revealed (Online 306.2.a; QA RUL-011)."""

    FIRST_TURN_END = "first-turn-end"
    SECOND_TURN_START = "second-turn-start"


class HiddenPermanent(Enum):
    """Online 415.2 (a hidden card's permanent ability reveals it) or RP 529.4 (absent)."""

    REVEALS = "reveals"
    ABSENT = "absent"


class HiddenOwnTarget(Enum):
    """Online 415.3 (own hidden cards as any) or RP 529.5 (only as what they are)."""

    AS_ANY = "as-any"
    AS_REAL = "as-real"


class HiddenStartMarkers(Enum):
    """When «начинает бой с» markers land on a card hidden since the battle began."""

    DEPLOYMENT = "deployment"
    REVEAL = "reveal"


class MoveThenClose(Enum):
    """Online 203.11 (a card that moved may not then act by closing) or RP 506.5 (it may)."""

    FORBIDDEN = "forbidden"
    ALLOWED = "allowed"


@dataclass(frozen=True, slots=True)
class Crystals:
    gold: int
    silver: int


@dataclass(frozen=True, slots=True)
class Profile:
    """The parameters in which the editions differ; each names the rule it rests on."""

    edition: str
    first: Crystals = Crystals(23, 22)
    second: Crystals = Crystals(23, 23)
    element_penalty: ElementPenalty = ElementPenalty.OVER_TWO
    deal_size: int = 15
    hidden_row_until: HiddenRowUntil = HiddenRowUntil.FIRST_TURN_END
    hidden_permanent: HiddenPermanent = HiddenPermanent.REVEALS
    hidden_own_target: HiddenOwnTarget = HiddenOwnTarget.AS_ANY
    reveal_at_will: bool = False
    hidden_start_markers: HiddenStartMarkers = HiddenStartMarkers.DEPLOYMENT
    move_then_close: MoveThenClose = MoveThenClose.FORBIDDEN

    @property
    def rp(self) -> bool:
        """Whether RP-5 decides where it differs from the Online text (rp5 and current)."""
        return self.edition != "online-2012"

    def crystals(self, seat: int) -> Crystals:
        return self.first if seat == 0 else self.second


ONLINE_2012 = Profile("online-2012")
RP5 = dataclasses.replace(
    ONLINE_2012,
    edition="rp5",
    hidden_permanent=HiddenPermanent.ABSENT,
    hidden_own_target=HiddenOwnTarget.AS_REAL,
    reveal_at_will=True,
    hidden_start_markers=HiddenStartMarkers.REVEAL,
    move_then_close=MoveThenClose.ALLOWED,
)
CURRENT = dataclasses.replace(
    RP5,
    edition="current",
    first=Crystals(24, 22),
    second=Crystals(25, 23),
    element_penalty=ElementPenalty.OVER_ONE,
    hidden_row_until=HiddenRowUntil.SECOND_TURN_START,
)
EDITIONS = {p.edition: p for p in (ONLINE_2012, RP5, CURRENT)}
ENUM_PARAMETERS: dict[str, type[Enum]] = {
    "element_penalty": ElementPenalty,
    "hidden_row_until": HiddenRowUntil,
    "hidden_permanent": HiddenPermanent,
    "hidden_own_target": HiddenOwnTarget,
    "hidden_start_markers": HiddenStartMarkers,
    "move_then_close": MoveThenClose,
}


def _crystals_of(value: Any, where: str) -> Crystals:
    if not isinstance(value, Mapping) or set(value) != {"gold", "silver"}:
        raise TolariaError(f"{where} is written {{gold: G, silver: S}}")
    gold, silver = value["gold"], value["silver"]
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (gold, silver)):
        raise TolariaError(f"{where}: crystals are whole numbers of 0 or more")
    return Crystals(gold, silver)


def profile(rules: str | Mapping[str, Any] | Profile = "online-2012") -> Profile:
    """A profile by edition name, or ``{edition: E, PARAMETER: VALUE, ...}``; anything else is refused."""
    if isinstance(rules, Profile):
        return rules
    if isinstance(rules, str):
        if rules not in EDITIONS:
            raise TolariaError(f"unknown Berserk edition {rules!r}; known: {', '.join(EDITIONS)}")
        return EDITIONS[rules]
    if not isinstance(rules, Mapping):
        raise TolariaError("rules is an edition name or a mapping {edition: E, PARAMETER: VALUE}")
    base = profile(str(rules.get("edition", "online-2012")))
    changes: dict[str, Any] = {}
    for key, value in rules.items():
        if key == "edition":
            continue
        if key == "crystals":
            if not isinstance(value, Mapping) or not set(value) <= {"first", "second"}:
                raise TolariaError("crystals is written {first: {gold: G, silver: S}, second: {...}}")
            for side in ("first", "second"):
                if side in value:
                    changes[side] = _crystals_of(value[side], f"crystals.{side}")
        elif key == "deal_size":
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise TolariaError("deal_size is a whole number of 1 or more")
            changes[key] = value
        elif key == "reveal_at_will":
            if not isinstance(value, bool):
                raise TolariaError("reveal_at_will is true or false")
            changes[key] = value
        elif key in ENUM_PARAMETERS:
            kind = ENUM_PARAMETERS[key]
            try:
                changes[key] = kind(value)
            except ValueError:
                raise TolariaError(f"{key} is one of {', '.join(str(m.value) for m in kind)}") from None
        else:
            raise TolariaError(f"unknown ruleset parameter {key!r}")
    return dataclasses.replace(base, **changes)


def start_profile(p: Profile) -> Profile:
    """The profile a game starts with (a hook for formats; the edition as it is)."""
    return p
