"""The ruleset parameters of Heroes: every point the sources do not settle, with its default.

heroes-scenarios.md, "Rulesets", lists them; READINGS.md gives the source
(or "unverified") behind each default. Another edition, parameter or value
is refused by name, so a file or a caller never plays rules it didn't ask for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from tolaria.errors import TolariaError

EDITION = "heroes-2025"


class QueueOrder(Enum):
    FIFO = "fifo"
    LIFO = "lifo"


class ResponseWindow(Enum):
    NONE = "none"
    EACH_ENTRY = "each-entry"


class TriggerOrder(Enum):
    INACTIVE_FIRST = "inactive-first"
    ACTIVE_FIRST = "active-first"


class FirstPlayer(Enum):
    NONE = "none"
    SKIP_FIRST_DRAW = "skip-first-draw"
    SECOND_EXTRA_CARD = "second-extra-card"
    SECOND_EXTRA_COIN = "second-extra-coin"


class Timing(Enum):
    ACCUMULATION = "accumulation"
    RESTORATION = "restoration"


class EmptyDeck(Enum):
    NOTHING = "nothing"
    LOSE = "lose"


class PlacedOwner(Enum):
    """Who owns a card placed into the other player's deck (ГЛ «Владелец карты», ГЛ «Поместите (поместить) Х»)."""

    PLACER = "placer"  # the player from whose supply it came: drawn by the other, it goes to his hand
    DECK = "deck"  # the player whose deck it is shuffled into


class SupportControl(Enum):
    """A support card coming under the control of a player who has one of its class (ГЛ «Карта поддержки»)."""

    FAILS = "fails"  # the control change does nothing
    REPLACES = "replaces"  # the one he had goes to its owner's graveyard


@dataclass(frozen=True, slots=True)
class Rules:
    """One ruleset: the edition and the value of every parameter (defaults as the contract names them)."""

    edition: str = EDITION
    queue_order: QueueOrder = QueueOrder.FIFO
    response_window: ResponseWindow = ResponseWindow.NONE
    trigger_order: TriggerOrder = TriggerOrder.INACTIVE_FIRST
    opening_hand: int = 4
    redeals: int = 1
    first_player: FirstPlayer = FirstPlayer.NONE
    draw_per_turn: int = 1
    draw_timing: Timing = Timing.ACCUMULATION
    coin_timing: Timing = Timing.ACCUMULATION
    coins_start: int = 0
    coin_gain: int = 1
    coin_max: int = 10
    hero_strikes_back: bool = False
    hero_defends: bool = False
    empty_deck: EmptyDeck = EmptyDeck.NOTHING
    support_control: SupportControl = SupportControl.FAILS
    placed_owner: PlacedOwner = PlacedOwner.PLACER

    def cite(self, name: str) -> str:
        """``rules.NAME=VALUE``: the citation of a parameter in force (heroes-scenarios.md, citations)."""
        value = getattr(self, name)
        if isinstance(value, Enum):
            value = value.value
        elif isinstance(value, bool):
            value = str(value).lower()
        return f"rules.{name}={value}"


_NAMES = {f.name for f in fields(Rules)} - {"edition"}


def _value(name: str, value: Any) -> Any:
    default = getattr(Rules(), name)
    if isinstance(default, Enum):
        try:
            return type(default)(value)
        except ValueError:
            allowed = ", ".join(m.value for m in type(default))
            raise TolariaError(f"rules.{name}: {value!r} is not one of {allowed}") from None
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise TolariaError(f"rules.{name}: expected true or false, got {value!r}")
        return value
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value > 1000:
        raise TolariaError(f"rules.{name}: expected a whole number from 0 to 1000, got {value!r}")
    return value


def rules(spec: str | Mapping[str, Any] | Rules | None = None) -> Rules:
    """A ruleset from its edition name or ``{edition: heroes-2025, PARAMETER: VALUE, ...}``."""
    if spec is None:
        return Rules()
    if isinstance(spec, Rules):
        return spec
    if isinstance(spec, str):
        if spec != EDITION:
            raise TolariaError(f"unknown Heroes edition {spec!r}; known: {EDITION}")
        return Rules()
    if not isinstance(spec, Mapping):
        raise TolariaError("rules are an edition name or a mapping of parameters")
    edition = spec.get("edition", EDITION)
    if edition != EDITION:
        raise TolariaError(f"unknown Heroes edition {edition!r}; known: {EDITION}")
    changes: dict[str, Any] = {}
    for key, value in spec.items():
        if key == "edition":
            continue
        if key not in _NAMES:
            raise TolariaError(f"unknown rules parameter {key!r}; known: {', '.join(sorted(_NAMES))}")
        changes[str(key)] = _value(str(key), value)
    return replace(Rules(), **changes)
