"""Berserk events: typed records of what happened, each citing its rules (architecture 4).

Cards are named by id; :mod:`tolaria.berserk.views` renders them per
observer, so a hidden card is "hidden card at CELL" to whoever may not see
it and a card recruited or dealt is named only to its owner.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.events import Event
from tolaria.core.records import tagged


@tagged("phase")
@dataclass(slots=True, kw_only=True)
class PhaseBegan(Event):
    phase: str
    active: int


@tagged("dealt")
@dataclass(slots=True, kw_only=True)
class Dealt(Event):
    player: int
    cards: tuple[int, ...]
    redeal: bool = False


@tagged("recruited")
@dataclass(slots=True, kw_only=True)
class Recruited(Event):
    player: int
    card: int
    gold: int
    silver: int


@tagged("finished")
@dataclass(slots=True, kw_only=True)
class Finished(Event):
    player: int
    what: str


@tagged("placed")
@dataclass(slots=True, kw_only=True)
class Placed(Event):
    player: int
    card: int
    cell: int


@tagged("revealed")
@dataclass(slots=True, kw_only=True)
class Revealed(Event):
    card: int
    cell: int


@tagged("kept_hidden")
@dataclass(slots=True, kw_only=True)
class KeptHidden(Event):
    player: int
    cell: int


@tagged("declared")
@dataclass(slots=True, kw_only=True)
class Declared(Event):
    chain: int
    source: int
    what: str
    targets: tuple[int, ...] = ()
    cell: int = -1


@tagged("resolved")
@dataclass(slots=True, kw_only=True)
class Resolved(Event):
    chain: int
    source: int
    obj: str


@tagged("die_roll")
@dataclass(slots=True, kw_only=True)
class DieRolled(Event):
    card: int
    value: int
    result: int


@tagged("strength")
@dataclass(slots=True, kw_only=True)
class StrengthFixed(Event):
    card: int
    tier: str
    amount: int


@tagged("weakened")
@dataclass(slots=True, kw_only=True)
class Weakened(Event):
    player: int
    chosen: bool


@tagged("redirected")
@dataclass(slots=True, kw_only=True)
class Redirected(Event):
    chain: int
    defender: int


@tagged("wounds")
@dataclass(slots=True, kw_only=True)
class Wounded(Event):
    card: int
    amount: int
    source: int
    prevented: int = 0


@tagged("healed")
@dataclass(slots=True, kw_only=True)
class Healed(Event):
    card: int
    amount: int


@tagged("tokens")
@dataclass(slots=True, kw_only=True)
class TokenGained(Event):
    card: int
    count: int


@tagged("moved")
@dataclass(slots=True, kw_only=True)
class Moved(Event):
    card: int
    origin: int
    cell: int


@tagged("closed")
@dataclass(slots=True, kw_only=True)
class Closed(Event):
    card: int


@tagged("opened")
@dataclass(slots=True, kw_only=True)
class Opened(Event):
    card: int


@tagged("protected")
@dataclass(slots=True, kw_only=True)
class Protected(Event):
    card: int
    chain: int
    by: str


@tagged("cancelled")
@dataclass(slots=True, kw_only=True)
class Cancelled(Event):
    chain: int
    source: int
    what: str
    reason: str


@tagged("destroyed")
@dataclass(slots=True, kw_only=True)
class Destroyed(Event):
    card: int


@tagged("zone")
@dataclass(slots=True, kw_only=True)
class ZoneChanged(Event):
    card: int
    zone: str


@tagged("game_over")
@dataclass(slots=True, kw_only=True)
class GameOver(Event):
    winner: int | None
    reason: str
