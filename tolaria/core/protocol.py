"""The decision protocol every ruleset speaks, and the one game object built on it.

A game runs until a player must decide. :attr:`Game.decision` says who and
what, as one typed record per kind of decision; :meth:`Game.legal_actions`
lists the answers (short: a multi-part answer is a sequence of atomic
choices); :meth:`Game.apply` takes one answer, or raises
:class:`~tolaria.errors.IllegalAction` with the reason and the rule and
leaves the game exactly as it was. The acting seat comes from the caller
and is checked.

A :class:`Ruleset` (Magic, Berserk, ...) supplies the rules; :class:`Game`
is the same for all of them. The core imports no ruleset.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar, overload

from tolaria.core.events import Event, History
from tolaria.core.records import TRANSIENT, RecordError, from_data, to_data
from tolaria.errors import IllegalAction, TolariaError

G = TypeVar("G", bound="Game")

MAX_ACTION_TEXT = 1000
"""The longest entry of an action language accepted (no real entry comes near it)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One atomic answer to a decision. Subclasses are tagged records; their JSON form is stable."""

    kind: ClassVar[str] = "action"

    def to_dict(self) -> dict[str, Any]:
        data = to_data(self)
        assert isinstance(data, dict)
        return data

    @staticmethod
    def from_dict(data: Any) -> Action:
        """Read an action from its JSON form; a malformed one is refused as an illegal action."""
        try:
            action = from_data(data, Action, "action")
        except RecordError as err:
            raise IllegalAction(f"not an action: {err}") from None
        return action


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision: who must decide (a seat's name) and what kind of decision it is.

    Each ruleset defines one frozen subclass per kind, with the facts the
    decider needs. ``options`` is filled in by :attr:`Game.decision` with the
    legal answers (a lazy :class:`LegalActions` view); it is not part of the
    record's identity or its JSON form.
    """

    player: str
    kind: ClassVar[str] = "decision"
    options: Sequence[Action] = field(
        default=(), kw_only=True, compare=False, repr=False, metadata={TRANSIENT: True}
    )


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winner's seat name (None for a draw) and why (like python-chess's Outcome)."""

    winner: str | None
    reason: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None


_FIELDS: dict[type, tuple[str, ...]] = {}


def _bind(record: Decision, options: Sequence[Action]) -> Decision:
    """A copy of a decision record carrying its options (a frozen record is never changed)."""
    cls = type(record)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name != "options")
    bound = object.__new__(cls)
    for name in names:
        object.__setattr__(bound, name, getattr(record, name))
    object.__setattr__(bound, "options", options)
    return bound


class Ruleset(ABC):
    """The rules of one game, spoken through the decision protocol.

    A ruleset owns what it needs to know about its game (its card
    database); a state is plain data that the ruleset reads and changes.
    """

    name: ClassVar[str]

    @abstractmethod
    def decision(self, state: Any) -> Decision | None:
        """The pending decision, or None when the game is over."""

    @abstractmethod
    def legal_actions(self, state: Any, **options: Any) -> list[Action]:
        """Every legal answer to the pending decision (short, atomic)."""

    @abstractmethod
    def check(self, state: Any, action: Action, seat: str | None) -> None:
        """Raise IllegalAction if ``seat`` (None: the decider) may not take ``action`` now."""

    @abstractmethod
    def apply(self, state: Any, action: Action, seat: str | None, checked: bool = False) -> None:
        """Check (unless ``checked``: the ruleset itself listed it as legal for this very
        position), then perform ``action`` and run the game on to the next decision."""

    @abstractmethod
    def take_events(self, state: Any) -> list[Event]:
        """The events produced since the last call (the state's outbox, emptied)."""

    @abstractmethod
    def outcome(self, state: Any) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def seats(self, state: Any) -> tuple[str, ...]:
        """The players' names in seat order."""

    @abstractmethod
    def observe(self, state: Any, seat: str, history: History) -> dict[str, Any]:
        """What ``seat`` may know, and nothing more."""

    def determinize(self, state: Any, seat: str, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> Any:
        """A copy of the state holding nothing ``seat`` can't see: its hidden parts made up afresh.

        Search agents plan on such copies (information-set sampling). A
        ruleset with hidden information must override this; the default
        refuses, since a plain copy would hand the planner every secret.
        """
        raise TolariaError(f"the {self.name} ruleset can't make up hidden information")

    @abstractmethod
    def describe(self, state: Any, action: Action, seat: str | None) -> str:
        """An action in words, naming only what ``seat`` can see (None: with full information)."""

    @abstractmethod
    def render(self, event: Event, seat: str | None, state: Any) -> str:
        """An event in words for ``seat`` (None: a spectator), hiding what it may not see."""

    @abstractmethod
    def copy_state(self, state: Any) -> Any:
        """An independent copy of a state (cheap: no deep copies of static data)."""

    @abstractmethod
    def state_to_data(self, state: Any) -> dict[str, Any]:
        """The JSON form of a position."""

    @abstractmethod
    def state_from_data(self, data: dict[str, Any]) -> Any:
        """A position read from its JSON form (RecordError if it isn't one)."""


class LegalActions(Sequence[Action]):
    """The legal answers to the pending decision, as a lazy view (like python-chess's ``legal_moves``).

    ``action in game.legal_actions()`` asks the rules whether that action is
    legal without building the list; iterating, ``len()`` and indexing build
    it once. Interchangeable copies (two Forests in hand) are listed once;
    ``in`` accepts any of them.
    """

    __slots__ = ("_game", "_options", "_items")

    def __init__(self, game: Game, options: dict[str, Any]) -> None:
        self._game = game
        self._options = options
        self._items: list[Action] | None = None

    def _list(self) -> list[Action]:
        items = self._items
        if items is None:
            game = self._game
            options = self._options
            if options:
                items = game.ruleset.legal_actions(game.state, **options)
            else:
                items = game.ruleset.legal_actions(game.state)
            self._items = items
        return items

    def listed(self, action: object) -> bool:
        """Whether ``action`` is one of the very objects this list handed out (so it needs no check)."""
        items = self._items
        if items is not None:
            for a in items:
                if a is action:
                    return True
        return False

    def __contains__(self, action: object) -> bool:
        if self._items is not None:
            if action in self._items:
                return True
        return isinstance(action, Action) and self._game.is_legal(action)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._list())

    def __len__(self) -> int:
        return len(self._list())

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        return self._list()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalActions | list | tuple):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"LegalActions({self._list()!r})"


def _quoted(text: str) -> str:
    """A name from outside, quoted in a message and cut short (a client may send anything)."""
    return repr(text if len(text) <= 40 else text[:37] + "...")


class Game:
    """A game in progress under some ruleset: the one object a player, an agent or a tool talks to."""

    __slots__ = ("ruleset", "state", "history", "_legal")

    def __init__(self, ruleset: Ruleset, state: Any, history: History | None = None) -> None:
        self.ruleset = ruleset
        self.state = state
        self.history = history if history is not None else History()
        self._legal: tuple[int, Any, LegalActions] | None = None
        self.history.extend(ruleset.take_events(state))

    # ---------------------------------------------------------- decisions
    @property
    def decision(self) -> Decision | None:
        """Who must decide and what, with ``options`` (the legal answers); None when the game is over."""
        record = self.ruleset.decision(self.state)
        if record is None:
            return None
        return _bind(record, self.legal_actions())

    def legal_actions(self, **options: Any) -> LegalActions:
        """The legal answers to the pending decision, remembered until the next ``apply``."""
        key = tuple(sorted(options.items())) if options else ()
        cached = self._legal
        if cached is not None and cached[0] == id(self.state) and cached[1] == key:
            return cached[2]
        view = LegalActions(self, options)
        self._legal = (id(self.state), key, view)
        return view

    def is_legal(self, action: Action, seat: str | None = None) -> bool:
        """Whether ``seat`` (default: the player who must decide) may take ``action`` now."""
        try:
            self.ruleset.check(self.state, action, seat)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action, seat: str | None = None) -> list[Event]:
        """Take one action for ``seat`` (default: the player who must decide); returns its events.

        Raises IllegalAction (reason and rule) and changes nothing if the
        action is not legal for that seat now.
        """
        cached = self._legal
        self._legal = None
        listed = seat is None and cached is not None and cached[0] == id(self.state) and cached[2].listed(action)
        self.ruleset.apply(self.state, action, seat, listed)
        events = self.ruleset.take_events(self.state)
        self.history.extend(events)
        return events

    # --------------------------------------------------------------- state
    @property
    def outcome(self) -> Outcome | None:
        return self.ruleset.outcome(self.state)

    @property
    def is_over(self) -> bool:
        return self.ruleset.outcome(self.state) is not None

    @property
    def winner(self) -> str | None:
        outcome = self.ruleset.outcome(self.state)
        return outcome.winner if outcome is not None else None

    @property
    def is_draw(self) -> bool:
        outcome = self.ruleset.outcome(self.state)
        return outcome is not None and outcome.winner is None

    @property
    def seats(self) -> tuple[str, ...]:
        return self.ruleset.seats(self.state)

    @property
    def events(self) -> list[Event]:
        """Every event so far, oldest first, with full information (not filtered for any seat)."""
        return self.history.to_list()

    @property
    def log(self) -> list[dict[str, Any]]:
        """The events in words as a spectator sees them: dicts with turn, step, event, text and rules."""
        return self.log_for(None)

    def log_for(self, seat: str | None) -> list[dict[str, Any]]:
        """The events in words as ``seat`` may see them (None: a spectator, who sees no hidden card)."""
        if seat is not None:
            self._check_seat(seat)
        render = self.ruleset.render
        state = self.state
        return [
            {"turn": e.turn, "step": e.step, "event": e.kind, "text": render(e, seat, state), "rules": list(e.rules)}
            for e in self.history.to_list()
        ]

    def observe(self, seat: str) -> dict[str, Any]:
        """What ``seat`` may know: its own hidden cards, the public board, its view of the log."""
        self._check_seat(seat)
        return self.ruleset.observe(self.state, seat, self.history)

    def _apply_atomically(self, seat: str, text: object, apply: Callable[[Any, str], object]) -> list[Event]:
        """Apply an entry of a ruleset's action language whole or not at all, for ``seat``.

        An entry may stand for several atomic actions (a spell with its
        targets, a whole declaration); if any is refused the position is
        put back exactly as it was and the refusal is raised.
        """
        if not isinstance(text, str):
            raise IllegalAction(f"an action is written as text, not as {type(text).__name__}")
        if len(text) > MAX_ACTION_TEXT:
            raise IllegalAction(f"an action of {len(text)} characters is not one (at most {MAX_ACTION_TEXT})")
        self._check_seat(seat)
        self._legal = None
        saved = self.ruleset.copy_state(self.state)
        try:
            apply(self.state, text)
        except IllegalAction:
            self.state = saved
            raise
        events = self.ruleset.take_events(self.state)
        self.history.extend(events)
        return events

    def view(self, seat: str) -> SeatView:
        """The game as ``seat`` plays it: its decision, its actions, its log; nothing it can't see."""
        self._check_seat(seat)
        return SeatView(self, seat)

    def describe(self, action: Action, seat: str | None = None) -> str:
        """An action in words (with ``seat``, naming only what that seat can see)."""
        if seat is not None:
            self._check_seat(seat)
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {type(action).__name__}")
        return self.ruleset.describe(self.state, action, seat)

    def _check_seat(self, seat: str) -> None:
        if not isinstance(seat, str):
            raise IllegalAction(f"a seat is named by text, not by {type(seat).__name__}")
        if seat not in self.ruleset.seats(self.state):
            raise IllegalAction(f"there is no player named {_quoted(seat)}")

    def copy(self: G) -> G:
        """An independent copy; its cost doesn't grow with the length of the game."""
        twin = type(self).__new__(type(self))
        twin.ruleset = self.ruleset
        twin.state = self.ruleset.copy_state(self.state)
        twin.history = self.history.fork()
        twin._legal = None
        return twin

    def to_json(self, history: bool = False) -> str:
        """The position as JSON (RNG included); with ``history``, the events so far as well."""
        data = self.ruleset.state_to_data(self.state)
        if history:
            data = {"position": data, "history": self.history.to_data()}
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def load(cls: type[G], ruleset: Ruleset, text: str) -> G:
        """A game read from ``to_json``'s text; it continues exactly as the original would."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise TolariaError(f"not a saved game: {err}") from None
        if not isinstance(data, dict):
            raise TolariaError("not a saved game: expected a JSON object")
        history = None
        if "position" in data:
            history = History.from_data(data.get("history", []))
            data = data["position"]
        game = cls.__new__(cls)
        game.ruleset = ruleset
        game.state = ruleset.state_from_data(data)
        game.history = history if history is not None else History()
        game._legal = None
        return game


class SeatView:
    """One seat's side of a game: what that player is asked, may do and may know, and nothing else.

    A client (a person at a table, a program over the network) is given
    only this. The decision and the legal actions are there only when it
    is this seat's turn to decide; descriptions and the log name no card
    the seat can't see; a refusal names no such card either. The position
    and the deciding seat are public: ``waiting_for`` says who must decide.
    """

    __slots__ = ("game", "seat")

    def __init__(self, game: Game, seat: str) -> None:
        self.game = game
        self.seat = seat

    @property
    def decision(self) -> Decision | None:
        """This seat's pending decision, with its options; None when another seat must decide."""
        record = self.game.ruleset.decision(self.game.state)
        if record is None or record.player != self.seat:
            return None
        return self.game.decision

    @property
    def waiting_for(self) -> str | None:
        """The seat that must decide now (None when the game is over): public on any table."""
        record = self.game.ruleset.decision(self.game.state)
        return record.player if record is not None else None

    def legal_actions(self, **options: Any) -> Sequence[Action]:
        """This seat's legal answers now (empty while another seat decides; conceding is always allowed)."""
        game = self.game
        record = game.ruleset.decision(game.state)  # (not ``self.decision``: no bound record is needed)
        if record is None or record.player != self.seat:
            return ()
        return game.legal_actions(**options)

    def is_legal(self, action: Action) -> bool:
        return self.game.is_legal(action, self.seat)

    def apply(self, action: Action) -> list[dict[str, Any]]:
        """Take an action as this seat; returns what it caused, as this seat may see it.

        The raw events are not handed out: they carry full information
        (a card the opponent drew). A refusal names no card this seat
        can't see.
        """
        events = self.game.apply(action, seat=self.seat)
        render = self.game.ruleset.render
        state = self.game.state
        return [
            {"turn": e.turn, "step": e.step, "event": e.kind, "text": render(e, self.seat, state), "rules": list(e.rules)}
            for e in events
        ]

    def describe(self, action: Action) -> str:
        return self.game.describe(action, self.seat)

    def determinized(self, rng: random.Random, deal: Mapping[str, Sequence[str]] | None = None) -> Game:
        """A whole game this seat could be in: everything it can't see made up, for planning ahead.

        Each other seat's hidden cards are dealt from ``deal[seat]`` (card
        names the planner guesses, e.g. from what that seat has shown; at
        least as many as it has hidden cards) or, without a guess, at
        random from the card pool; this seat's own library is shuffled
        (401.2: nobody knows its order) and the game's random numbers are
        drawn afresh, so the copy holds no secret of the real game.
        """
        game = self.game
        twin = type(game).__new__(type(game))
        twin.ruleset = game.ruleset
        twin.state = game.ruleset.determinize(game.state, self.seat, rng, deal or {})
        twin.history = game.history.fork()
        twin._legal = None
        return twin

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.game.log_for(self.seat)

    def observe(self) -> dict[str, Any]:
        return self.game.observe(self.seat)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome

    def __repr__(self) -> str:
        return f"<SeatView {self.seat} of {self.game!r}>"
