"""Berserk events: typed records of what happened, each citing its rules (architecture 4).

Cards are named by id; :mod:`tolaria.berserk.views` renders them per
observer, so a hidden card is "hidden card at CELL" to whoever may not see
it and a card recruited or dealt is named only to its owner.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.events import Event
from tolaria.core.records import tagged


@tagged("berserk_phase")
@dataclass(slots=True, kw_only=True)
class PhaseBegan(Event):
    phase: str
    active: int


@tagged("berserk_dealt")
@dataclass(slots=True, kw_only=True)
class Dealt(Event):
    player: int
    cards: tuple[int, ...]
    redeal: bool = False


@tagged("berserk_recruited")
@dataclass(slots=True, kw_only=True)
class Recruited(Event):
    player: int
    card: int
    gold: int
    silver: int


@tagged("berserk_finished")
@dataclass(slots=True, kw_only=True)
class Finished(Event):
    player: int
    what: str


@tagged("berserk_placed")
@dataclass(slots=True, kw_only=True)
class Placed(Event):
    player: int
    card: int
    cell: int


@tagged("berserk_revealed")
@dataclass(slots=True, kw_only=True)
class Revealed(Event):
    card: int
    cell: int


@tagged("berserk_kept_hidden")
@dataclass(slots=True, kw_only=True)
class KeptHidden(Event):
    player: int
    cell: int


@tagged("berserk_declared")
@dataclass(slots=True, kw_only=True)
class Declared(Event):
    chain: int
    source: int
    what: str
    targets: tuple[int, ...] = ()
    cell: int = -1


@tagged("berserk_resolved")
@dataclass(slots=True, kw_only=True)
class Resolved(Event):
    chain: int
    source: int
    obj: str


@tagged("berserk_die_roll")
@dataclass(slots=True, kw_only=True)
class DieRolled(Event):
    card: int
    value: int
    result: int


@tagged("berserk_strength")
@dataclass(slots=True, kw_only=True)
class StrengthFixed(Event):
    card: int
    tier: str
    amount: int


@tagged("berserk_weakened")
@dataclass(slots=True, kw_only=True)
class Weakened(Event):
    player: int
    chosen: bool


@tagged("berserk_redirected")
@dataclass(slots=True, kw_only=True)
class Redirected(Event):
    chain: int
    defender: int


@tagged("berserk_wounds")
@dataclass(slots=True, kw_only=True)
class Wounded(Event):
    card: int
    amount: int
    source: int
    prevented: int = 0


@tagged("berserk_healed")
@dataclass(slots=True, kw_only=True)
class Healed(Event):
    card: int
    amount: int


@tagged("berserk_tokens")
@dataclass(slots=True, kw_only=True)
class TokenGained(Event):
    card: int
    count: int


@tagged("berserk_moved")
@dataclass(slots=True, kw_only=True)
class Moved(Event):
    card: int
    origin: int
    cell: int


@tagged("berserk_closed")
@dataclass(slots=True, kw_only=True)
class Closed(Event):
    card: int


@tagged("berserk_opened")
@dataclass(slots=True, kw_only=True)
class Opened(Event):
    card: int


@tagged("berserk_protected")
@dataclass(slots=True, kw_only=True)
class Protected(Event):
    card: int
    chain: int
    by: str


@tagged("berserk_cancelled")
@dataclass(slots=True, kw_only=True)
class Cancelled(Event):
    chain: int
    source: int
    what: str
    reason: str


@tagged("berserk_destroyed")
@dataclass(slots=True, kw_only=True)
class Destroyed(Event):
    card: int


@tagged("berserk_zone")
@dataclass(slots=True, kw_only=True)
class ZoneChanged(Event):
    card: int
    zone: str


@tagged("berserk_game_over")
@dataclass(slots=True, kw_only=True)
class GameOver(Event):
    winner: int | None
    reason: str
