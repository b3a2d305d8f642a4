"""Berserk events: typed records of what happened, each citing its rules (architecture 4).

Cards are named by id; :mod:`tolaria.berserk.views` renders them per
observer, so a hidden card is "hidden card at CELL" to whoever may not see
it and a card recruited or dealt is named only to its owner.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.events import Event
from tolaria.core.records import tag_of, tagged

TAG_PREFIX = "berserk_"


@dataclass(slots=True, kw_only=True)
class BerserkEvent(Event):
    """A Berserk event; its kind in the log is the contract's name (``cancelled``, ``blocked``...).

    The record tag keeps the ``berserk_`` prefix, since tags are shared by
    every game's events and Magic has a ``destroyed`` of its own; the log
    (berserk-scenarios.md, "Log") names the event without it.
    """

    @property
    def kind(self) -> str:
        return (tag_of(type(self)) or type(self).__name__).removeprefix(TAG_PREFIX)


@tagged("berserk_phase")
@dataclass(slots=True, kw_only=True)
class PhaseBegan(BerserkEvent):
    phase: str
    active: int


@tagged("berserk_dealt")
@dataclass(slots=True, kw_only=True)
class Dealt(BerserkEvent):
    player: int
    cards: tuple[int, ...]
    redeal: bool = False


@tagged("berserk_recruited")
@dataclass(slots=True, kw_only=True)
class Recruited(BerserkEvent):
    player: int
    card: int
    gold: int
    silver: int
    gained: int = 0
    """Gold crystals the card's text gives as it is recruited («вы получаете 1 {elite}»); seen by its owner only."""


@tagged("berserk_shown")
@dataclass(slots=True, kw_only=True)
class Shown(BerserkEvent):
    """Cards of ``player``'s Deal or deck a text shows (Online 206.6: only their owner sees them otherwise): to both
    players (``viewer`` -1) or to one."""

    player: int
    source: int
    cards: tuple[int, ...]
    viewer: int = -1
    zone: str = "hand"
    """Where the cards are shown from: ``hand`` (the Deal) or ``deck``."""


@tagged("berserk_finished")
@dataclass(slots=True, kw_only=True)
class Finished(BerserkEvent):
    player: int
    what: str


@tagged("berserk_placed")
@dataclass(slots=True, kw_only=True)
class Placed(BerserkEvent):
    player: int
    card: int
    cell: int


@tagged("berserk_revealed")
@dataclass(slots=True, kw_only=True)
class Revealed(BerserkEvent):
    card: int
    cell: int


@tagged("berserk_prophecy")
@dataclass(slots=True, kw_only=True)
class Prophesied(BerserkEvent):
    """«Пророчество N»: the cards shown from the top of ``player``'s deck (none when it was empty)."""

    player: int
    source: int
    cards: tuple[int, ...]


@tagged("berserk_kept_hidden")
@dataclass(slots=True, kw_only=True)
class KeptHidden(BerserkEvent):
    player: int
    cell: int


@tagged("berserk_declared")
@dataclass(slots=True, kw_only=True)
class Declared(BerserkEvent):
    chain: int
    source: int
    what: str
    targets: tuple[int, ...] = ()
    cell: int = -1


@tagged("berserk_resolved")
@dataclass(slots=True, kw_only=True)
class Resolved(BerserkEvent):
    chain: int
    source: int
    obj: str


@tagged("berserk_die_roll")
@dataclass(slots=True, kw_only=True)
class DieRolled(BerserkEvent):
    card: int
    value: int
    result: int


@tagged("berserk_strength")
@dataclass(slots=True, kw_only=True)
class StrengthFixed(BerserkEvent):
    card: int
    tier: str
    amount: int


@tagged("berserk_weakened")
@dataclass(slots=True, kw_only=True)
class Weakened(BerserkEvent):
    player: int
    chosen: bool


@tagged("berserk_attack_lowered")
@dataclass(slots=True, kw_only=True)
class AttackValueLowered(BerserkEvent):
    """«уменьшить величину выбранного удара на 1»: ``card``'s attack (``chain``) lowered by ``by``, not below ``floor``;
    ``value`` is its value now, or -1 when the lowering waits for the attack's Calculation object."""

    chain: int
    card: int
    by: int
    floor: int
    value: int


@tagged("berserk_negative_lives")
@dataclass(slots=True, kw_only=True)
class NegativeLivesChanged(BerserkEvent):
    """«получает -3 к {health} до конца хода»: ``card`` gets ``count`` negative lives (Online 204.5), or gives them back
    (a negative ``count``) as the turn ends."""

    card: int
    count: int


@tagged("berserk_closing_chosen")
@dataclass(slots=True, kw_only=True)
class ClosingChosen(BerserkEvent):
    """The answer to «должно закрыться либо получить N ран»: ``closes`` or takes ``wounds`` wounds."""

    player: int
    card: int
    closes: bool
    wounds: int


@tagged("berserk_option_chosen")
@dataclass(slots=True, kw_only=True)
class OptionChosen(BerserkEvent):
    """The answer to «получает либо A, либо B» before the turn (Online 310.2): the ``option`` the player chose."""

    player: int
    card: int
    option: str


@tagged("berserk_fight_fixed")
@dataclass(slots=True, kw_only=True)
class FightFixed(BerserkEvent):
    """A text set a fight's result, no dice rolled: ``result`` as the text names it («сильный-сильный»)."""

    chain: int
    source: int
    result: str


@tagged("berserk_redirected")
@dataclass(slots=True, kw_only=True)
class Redirected(BerserkEvent):
    chain: int
    defender: int


@tagged("berserk_wounds")
@dataclass(slots=True, kw_only=True)
class Wounded(BerserkEvent):
    card: int
    amount: int
    source: int
    prevented: int = 0


@tagged("berserk_healed")
@dataclass(slots=True, kw_only=True)
class Healed(BerserkEvent):
    card: int
    amount: int


@tagged("berserk_tokens")
@dataclass(slots=True, kw_only=True)
class TokenGained(BerserkEvent):
    card: int
    count: int


@tagged("berserk_token_removed")
@dataclass(slots=True, kw_only=True)
class TokenRemoved(BerserkEvent):
    """Tokens taken off a card by a text («снять жетон инкарнации»), not spent on a cost."""

    card: int
    count: int


@tagged("berserk_moved")
@dataclass(slots=True, kw_only=True)
class Moved(BerserkEvent):
    card: int
    origin: int
    cell: int


@tagged("berserk_closed")
@dataclass(slots=True, kw_only=True)
class Closed(BerserkEvent):
    card: int


@tagged("berserk_opened")
@dataclass(slots=True, kw_only=True)
class Opened(BerserkEvent):
    card: int


@tagged("berserk_protected")
@dataclass(slots=True, kw_only=True)
class Protected(BerserkEvent):
    card: int
    chain: int
    by: str


@tagged("berserk_cancelled")
@dataclass(slots=True, kw_only=True)
class Cancelled(BerserkEvent):
    chain: int
    source: int
    what: str
    reason: str


@tagged("berserk_blocked")
@dataclass(slots=True, kw_only=True)
class Blocked(BerserkEvent):
    """Online 410.1: ``by`` blocked the chain of ``source``."""

    chain: int
    source: int
    by: int


@tagged("berserk_destroyed")
@dataclass(slots=True, kw_only=True)
class Destroyed(BerserkEvent):
    card: int


@tagged("berserk_zone")
@dataclass(slots=True, kw_only=True)
class ZoneChanged(BerserkEvent):
    card: int
    zone: str


@tagged("berserk_incarnated")
@dataclass(slots=True, kw_only=True)
class Incarnated(BerserkEvent):
    card: int
    cell: int
    """The cell it was taken to (-1: the Additional Zone, a flyer)."""
    closed: bool = True
    """It returns closed, unless its text says «в открытом виде» (glossary «Инкарнация Х»)."""


@tagged("berserk_game_over")
@dataclass(slots=True, kw_only=True)
class GameOver(BerserkEvent):
    winner: int | None
    reason: str


@tagged("berserk_host_lost")
@dataclass(slots=True, kw_only=True)
class HostLost(BerserkEvent):
    """Online 210.7, 307.1, 421.4-421.5: a symbiote dies for its host (it left the Battlefield or may no longer host
    it), or for having none at the start of battle (``host`` -1)."""

    card: int
    host: int


@tagged("berserk_cell_marker")
@dataclass(slots=True, kw_only=True)
class CellMarked(BerserkEvent):
    """A named marker put on a cell or gone from it (rules/cell_markers.py)."""

    marker: str
    cell: int
    source: int
    placed: bool = True


@tagged("berserk_abilities_gained")
@dataclass(slots=True, kw_only=True)
class AbilitiesGained(BerserkEvent):
    """A card acquired abilities a text gives it instead of something else (rules/followed_moves.py, Online 407.1)."""

    card: int
    abilities: tuple[str, ...]


@tagged("berserk_pair_chained")
@dataclass(slots=True, kw_only=True)
class PairChained(BerserkEvent):
    """Two cards got ``source``'s marker ``marker`` chaining them (rules/chained_pairs.py)."""

    marker: str
    cards: tuple[int, int]
    source: int


@tagged("berserk_movers_limited")
@dataclass(slots=True, kw_only=True)
class MoversLimited(BerserkEvent):
    """In turn ``turn`` ``player`` may move at most ``count`` of his creatures (rules/move_quotas.py)."""

    player: int
    count: int
    turn: int
    source: int


@tagged("berserk_deck_arranged")
@dataclass(slots=True, kw_only=True)
class DeckArranged(BerserkEvent):
    """``player`` put ``top`` cards back on top of his deck and ``bottom`` at its bottom, in an order he chose; the
    cards are not named (the deck's order is hidden, Online 206.6)."""

    player: int
    source: int
    top: int
    bottom: int
