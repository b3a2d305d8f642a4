"""``Game``: the one object a player, an AI, a test or a network client talks to.

>>> from tolaria.mtg import Game
>>> game = Game.new(decks=["red-burn", "green-stompy"], seed=1)
>>> game.decision.kind
'play_or_draw'

The engine runs until someone must decide; ``game.decision`` says who and
what, ``game.legal_actions()`` lists the legal answers, and
``game.apply(action)`` takes one (or raises :class:`IllegalAction`,
leaving the game as it was) and returns the events it caused.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tolaria.core import protocol
from tolaria.errors import IllegalAction, TolariaError
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.decks import load_deck
from tolaria.mtg.kinds import Zone
from tolaria.mtg.rules import priority, profiles
from tolaria.mtg.rules.start import start_game
from tolaria.mtg.rules.zones import add_card
from tolaria.mtg.ruleset import MagicRuleset
from tolaria.mtg.saved_games import check_text
from tolaria.mtg.state import GameState

MAX_PLAYERS = 8


def check_profile(rules: str | profiles.RulesProfile) -> profiles.RulesProfile:
    """The rules profile by name; a planned or unknown one is refused clearly."""
    return profiles.profile(rules)


def _autopass_seats(autopass: bool | Iterable[str], names: tuple[str, ...]) -> tuple[int, ...]:
    """The seat indices the engine may pass for: all (True), none (False), or those named."""
    if isinstance(autopass, bool):
        return tuple(range(len(names))) if autopass else ()
    if isinstance(autopass, str) or not isinstance(autopass, Iterable):
        raise TolariaError("autopass is True, False or a collection of player names")
    chosen = list(autopass)
    for name in chosen:
        if name not in names:
            raise TolariaError(f"autopass names {name!r}, who is not a player in this game")
    return tuple(i for i, n in enumerate(names) if n in chosen)


class Game(protocol.Game):
    """A game of Magic in progress."""

    __slots__ = ()

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        decks: list[Any],
        seed: int = 1,
        names: tuple[str, ...] | list[str] = ("alice", "bob"),
        rules: str | profiles.RulesProfile = "current",
        autopass: bool | Iterable[str] = False,
        cards: CardDatabase | None = None,
    ) -> Game:
        """Start a new game: decks are lists of card names, deck files or built-in deck names.

        ``cards`` is the card database the game plays from (default: the
        bundled pool); ``autopass`` lets the engine pass priority for a
        player who has nothing else to do: ``True`` for every seat (as
        simulations use it), or the names of the seats that want it. Each
        seat's setting is its own: a seat without it is always asked, so
        the game's timing tells nothing about that seat's cards.
        """
        profile = check_profile(rules)
        names = tuple(names)
        if not 2 <= len(names) <= MAX_PLAYERS:
            raise TolariaError(f"a game needs 2 to {MAX_PLAYERS} players, got {len(names)}")
        if len(decks) != len(names):
            raise TolariaError(f"{len(decks)} decks for {len(names)} players")
        if any(not isinstance(n, str) or not n.strip() for n in names):
            raise TolariaError("player names must be non-empty text")
        if len({n.casefold() for n in names}) != len(names):
            raise TolariaError("player names must be different (ignoring case)")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TolariaError("the seed must be an integer")
        ruleset = MagicRuleset(cards)
        lists = [load_deck(d if not isinstance(d, tuple) else list(d), ruleset.cards.pool) for d in decks]
        g = GameState.new(list(names), seed, ruleset.cards, profile)
        g.autopass = _autopass_seats(autopass, names)
        for i, cards_of in enumerate(lists):
            for name in cards_of:
                add_card(g, i, Zone.LIBRARY, name)
        start_game(g)
        priority.advance(g, None)
        return cls(ruleset, g)

    @classmethod
    def from_json(cls, text: str, cards: CardDatabase | None = None) -> Game:
        """A game saved by ``to_json`` (position, and history if it was saved); it continues identically."""
        return cls.load(MagicRuleset(cards), check_text(text))

    @classmethod
    def from_scenario(cls, source: str | Path, cards: CardDatabase | None = None) -> Game:
        """A position from a scenario file (a path or its text), with its ``do`` entries played.

        Like FEN for chess: any position fits in a bug report or a puzzle.
        The file's ``expect`` block is not checked (``tolaria scenario run``
        does that).
        """
        from tolaria.mtg.scenario.driver import game_from_scenario

        return game_from_scenario(source, cards)

    # ---------------------------------------------------------- actions
    def apply_text(self, player: str, text: str) -> list[Any]:
        """Take an action written in the action language, e.g. ``cast Shock targeting bob``.

        An entry may stand for several atomic actions (a spell with its
        targets, a whole declaration of attackers); they are applied
        together or not at all.
        """
        from tolaria.mtg.scenario.actiontext import apply_entry

        if not isinstance(text, str):
            raise IllegalAction(f"an action is written as text, not as {type(text).__name__}")
        if len(text) > 1000:
            raise IllegalAction(f"an action of {len(text)} characters is not one (at most 1000)")
        self._legal = None
        idx = self.player_index(player)
        saved = self.state.copy()
        try:
            apply_entry(self.state, idx, text)
        except IllegalAction:
            self.state = saved
            raise
        events = self.ruleset.take_events(self.state)
        self.history.extend(events)
        return events

    def player_index(self, name: str) -> int:
        self._check_seat(name)
        return self.state.seat(name)

    # --------------------------------------------------------------- state
    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def step(self) -> str:
        return self.state.step.word

    @property
    def cards(self) -> CardDatabase:
        """The card database this game plays from."""
        ruleset = self.ruleset
        assert isinstance(ruleset, MagicRuleset)
        return ruleset.cards

    def __repr__(self) -> str:
        g = self.state
        return f"<Game turn {g.turn} {g.step.word} {' vs '.join(p.name for p in g.players)}>"
