"""The game behind an environment: decks, seeded deals, slots turned into actions, rewards, the budget.

Both environments are thin adapters over one :class:`Table`, so the
PettingZoo and Gymnasium versions cannot disagree about what a slot
means, when a game is cut short or what a result is worth.
"""

from __future__ import annotations

import copy
import numbers
from collections.abc import Sequence
from enum import StrEnum

import numpy as np

from tolaria.core.protocol import Action, SeatView
from tolaria.envs.encoding import SLOTS, Encoder
from tolaria.errors import IllegalAction, TolariaError
from tolaria.mtg import Game
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.decks import DeckSource, load_deck

DEFAULT_DECKS = ("rw-aggro", "rg-beats")
DEFAULT_NAMES = ("alice", "bob")
DEFAULT_MAX_DECISIONS = 2000
RENDER_MODES = ("ansi", "human")
SEED_RANGE = 2**31 - 1


def check_render_mode(mode: str | None) -> str | None:
    if mode is not None and mode not in RENDER_MODES:
        raise TolariaError(f"render_mode is one of {', '.join(RENDER_MODES)} or None, not {mode!r}")
    return mode


def check_seed(seed: object) -> int | None:
    """A seed as the engine takes it (numpy integers welcome); anything else is refused clearly."""
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer):
        raise TolariaError(f"a seed is an integer or None, not {seed!r}")
    return int(seed)


class IllegalSlot(IllegalAction):
    """An action the environment can't take: a slot the mask rules out, or no slot of the action space."""


class TooManyActions(TolariaError):
    """A decision with more legal actions than the action space has slots (none of them is dropped)."""


class OnIllegal(StrEnum):
    """What an environment does with a masked-out slot: raise :class:`IllegalSlot`, or refuse it.

    Refusing leaves the game unchanged and reports the reason in the step's
    info (``info["refused"]``) with a reward of 0; it is the Gymnasium
    environment's default, because Gymnasium's tooling (its environment
    checker, some wrappers) steps with actions sampled from the whole space.
    """

    RAISE = "raise"
    REFUSE = "refuse"


class Table:
    """One seeded game of two seats at a time, dealt afresh by :meth:`deal`."""

    def __init__(
        self,
        decks: Sequence[DeckSource] = DEFAULT_DECKS,
        names: Sequence[str] = DEFAULT_NAMES,
        max_decisions: int | None = DEFAULT_MAX_DECISIONS,
        cards: CardDatabase | None = None,
    ) -> None:
        if isinstance(decks, str) or len(decks) != 2 or len(names) != 2:
            raise TolariaError(f"an environment seats two players with a deck each, not {decks!r} for {names!r}")
        if max_decisions is not None and (not isinstance(max_decisions, int) or max_decisions < 1):
            raise TolariaError(f"max_decisions is a positive number of decisions or None, not {max_decisions!r}")
        self.cards = cards if cards is not None else CardDatabase.bundled()
        self.decks = [load_deck(deck, self.cards.pool) for deck in decks]
        self.names = tuple(names)
        self.max_decisions = max_decisions
        self.encoder = Encoder(self.cards, len(self.names))
        self.decisions = 0
        self._game: Game | None = None

    # ----------------------------------------------------------- the game
    def deal(self, seed: int) -> None:
        """Start a new game; the same seed deals the same game (autopass: forced passes aren't asked)."""
        self._game = Game.new(decks=self.decks, seed=seed, names=self.names, autopass=True, cards=self.cards)
        self.decisions = 0

    def fork(self) -> Table:
        """An independent table at the same position (the game copied), to look ahead without touching this one."""
        twin = copy.copy(self)
        twin._game = self.game.copy()
        return twin

    @property
    def game(self) -> Game:
        if self._game is None:
            raise TolariaError("no game yet: call reset() first")
        return self._game

    @property
    def deciding(self) -> str | None:
        """The seat that must decide now; None once the game is over."""
        decision = self.game.decision
        return decision.player if decision is not None else None

    @property
    def over(self) -> bool:
        return self.game.is_over

    @property
    def truncated(self) -> bool:
        """Whether the decision budget is spent with the game still going."""
        return self.max_decisions is not None and self.decisions >= self.max_decisions and not self.over

    def reward(self, seat: str) -> float:
        """+1 for a win, -1 for a loss, 0 for a draw or a game still going."""
        outcome = self.game.outcome
        if outcome is None or outcome.winner is None:
            return 0.0
        return 1.0 if outcome.winner == seat else -1.0

    # ------------------------------------------------------------ a seat
    def view(self, seat: str) -> SeatView:
        return self.game.view(seat)

    def legal(self, seat: str) -> Sequence[Action]:
        """The seat's legal actions, slot by slot (empty while another seat decides)."""
        legal = self.view(seat).legal_actions()
        if len(legal) > SLOTS:
            raise TooManyActions(
                f"{seat} has {len(legal)} legal actions, more than the {SLOTS} slots of the action space"
            )
        return legal

    def observe(self, seat: str) -> dict[str, np.ndarray]:
        return self.encoder.encode(self.view(seat), self.legal(seat))

    def mask(self, seat: str) -> np.ndarray:
        mask = np.zeros(SLOTS, np.int8)
        mask[: len(self.legal(seat))] = 1
        return mask

    def action(self, seat: str, slot: object) -> Action:
        """The legal action in ``slot`` for ``seat``; IllegalSlot (nothing changes) if there is none."""
        if isinstance(slot, np.ndarray) and slot.shape == ():
            slot = slot.item()
        if isinstance(slot, bool | np.bool_) or not isinstance(slot, numbers.Integral):
            raise IllegalSlot(f"an action is a slot number from 0 to {SLOTS - 1}, not {slot!r}")
        slot = int(slot)
        if not 0 <= slot < SLOTS:
            raise IllegalSlot(f"slot {slot} is not in the action space (slots 0 to {SLOTS - 1})")
        if self.over:
            raise IllegalSlot("the game is over: call reset() for a new one")
        legal = self.legal(seat)
        if not legal:
            raise IllegalSlot(f"it is {self.deciding}'s decision, not {seat}'s")
        if slot >= len(legal):
            raise IllegalSlot(
                f"slot {slot} is masked out: {seat} has {len(legal)} legal actions now (slots 0 to {len(legal) - 1})"
            )
        return legal[slot]

    def play(self, seat: str, slot: object) -> None:
        """Take the action in ``slot`` for ``seat`` and run the game to the next decision."""
        action = self.action(seat, slot)
        self.game.apply(action)
        self.decisions += 1

    def play_action(self, action: Action) -> None:
        """Take an action chosen by a built-in player for the deciding seat."""
        self.game.apply(action)
        self.decisions += 1


def is_slot(action: object) -> bool:
    """Whether ``action`` names a slot of the action space (masked out or not)."""
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action.item()
    return isinstance(action, numbers.Integral) and not isinstance(action, bool | np.bool_) and 0 <= int(action) < SLOTS
