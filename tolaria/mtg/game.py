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

import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tolaria.core import protocol
from tolaria.errors import TolariaError
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.decks import load_deck
from tolaria.mtg.formats import Format, format_named
from tolaria.mtg.kinds import Zone
from tolaria.mtg.rules import priority, profiles
from tolaria.mtg.rules.start import start_game
from tolaria.mtg.rules.zones import add_card
from tolaria.mtg.ruleset import MagicRuleset
from tolaria.mtg.saved_games import check_text
from tolaria.mtg.state import GameState

MAX_PLAYERS = 8
DEFAULT_NAMES = ("alice", "bob")
DEFAULT_TEAMS = (("alice", "ann"), ("bob", "ben"))


def check_profile(rules: str | profiles.RulesProfile) -> profiles.RulesProfile:
    """The rules profile by name; a planned or unknown one is refused clearly."""
    return profiles.profile(rules)


def check_teams(
    fmt: Format, decks: int, names: Sequence[str] | None, teams: Sequence[Sequence[str]] | None
) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
    """The players' names in seat order and the teams as seat indices, checked against the format.

    A format without teams takes ``names`` (default alice and bob) and no
    ``teams``. Two-Headed Giant takes four decks, seated team by team
    (810.1, 810.3): the names are the teams' players in that order; given
    both, they must agree; given neither, alice and ann play bob and ben.
    """
    if not fmt.has_teams:
        if teams is not None:
            raise TolariaError(f"teams are for a format with teams (two-headed-giant), not {fmt.name}")
        return tuple(names if names is not None else DEFAULT_NAMES), ()
    players = fmt.players
    if decks != players:
        raise TolariaError(
            f"{fmt.name} is played by {fmt.teams} teams of {fmt.team_size} (CR 810.1): {players} decks, got {decks}"
        )
    if teams is None:
        split = [list(names[k : k + fmt.team_size]) for k in range(0, len(names), fmt.team_size)] if names else None
        teams = split if split is not None and len(names or ()) == players else DEFAULT_TEAMS
    if isinstance(teams, str) or not isinstance(teams, Sequence) or len(teams) != fmt.teams:
        raise TolariaError(f"teams must list {fmt.teams} teams of {fmt.team_size} players, e.g. {_shape(DEFAULT_TEAMS)}")
    seated: list[str] = []
    for team in teams:
        if isinstance(team, str) or not isinstance(team, Sequence) or len(team) != fmt.team_size:
            raise TolariaError(f"each team lists {fmt.team_size} players (CR 810.1), got {_short(team)}")
        seated.extend(team)
    if names is not None and list(names) != seated:
        raise TolariaError(
            f"the names {list(names)} must be the teams' players in seat order, team by team (CR 810.3): {seated}"
        )
    indices = tuple(tuple(range(k, k + fmt.team_size)) for k in range(0, players, fmt.team_size))
    return tuple(seated), indices


def _shape(teams: Sequence[Sequence[str]]) -> str:
    return str([list(t) for t in teams])


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


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
        names: tuple[str, ...] | list[str] | None = None,
        rules: str | profiles.RulesProfile = "current",
        autopass: bool | Iterable[str] = False,
        cards: CardDatabase | str | os.PathLike[str] | None = None,
        format: str = "constructed",
        teams: Sequence[Sequence[str]] | None = None,
    ) -> Game:
        """Start a new game: decks are lists of card names, deck files or built-in deck names.

        ``format="two-headed-giant"`` plays Two-Headed Giant (CR 810): four
        decks, seated team by team, and ``teams`` such as ``[["alice",
        "ann"], ["bob", "ben"]]`` (the default), each team's first player
        its primary player (805.2); ``names`` may be left out, or must list
        the same players in the same order.

        ``cards`` is the card database the game plays from (default: the
        bundled pool), or the path of a card file (an MTGJSON set or
        AtomicCards file) whose cards join the bundled pool's; ``autopass`` lets the engine pass priority for a
        player who has nothing else to do: ``True`` for every seat (as
        simulations use it), or the names of the seats that want it. Each
        seat's setting is its own: a seat without it is always asked, so
        the game's timing tells nothing about that seat's cards.
        """
        profile = check_profile(rules)
        fmt = format_named(format)
        if not isinstance(decks, Sequence) or isinstance(decks, str):
            raise TolariaError("decks must be a list, one deck for each player")
        names, seats = check_teams(fmt, len(decks), names, teams)
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
        g.format = fmt.name
        g.teams = seats
        for p in g.players:
            p.life = fmt.starting_life  # CR 103.4; 810.4: a team's shared life total starts at 30
        g.autopass = _autopass_seats(autopass, names)
        for i, cards_of in enumerate(lists):
            for name in cards_of:
                add_card(g, i, Zone.LIBRARY, name)
        start_game(g)
        priority.advance(g, None)
        return cls(ruleset, g)

    @classmethod
    def from_json(cls, text: str, cards: CardDatabase | str | os.PathLike[str] | None = None) -> Game:
        """A game saved by ``to_json`` (position, and history if it was saved); it continues identically."""
        return cls.load(MagicRuleset(cards), check_text(text))

    @classmethod
    def from_scenario(cls, source: str | Path, cards: CardDatabase | str | os.PathLike[str] | None = None) -> Game:
        """A position from a scenario file (a path or its text), with its ``do`` entries played.

        Like FEN for chess: any position fits in a bug report or a puzzle.
        The file's ``expect`` block is not checked (``tolaria scenario run``
        does that).
        """
        from tolaria.mtg.scenario.driver import game_from_scenario

        return game_from_scenario(source, None if cards is None else CardDatabase.of(cards))

    # ---------------------------------------------------------- actions
    def apply_text(self, player: str, text: str) -> list[Any]:
        """Take an action written in the action language, e.g. ``cast Shock targeting bob``.

        An entry may stand for several atomic actions (a spell with its
        targets, a whole declaration of attackers); they are applied
        together or not at all.
        """
        from tolaria.mtg.scenario.actiontext import apply_entry

        self._check_seat(player)
        idx = self.state.seat(player)
        return self._apply_atomically(player, text, lambda state, entry: apply_entry(state, idx, entry))

    @property
    def winners(self) -> tuple[str, ...]:
        """Who won: the winner, or in a game between teams the whole winning team (810.8a); () if none."""
        g = self.state
        if not g.over or g.winner is None:
            return ()
        return tuple(g.players[p].name for p in g.team_of(g.winner))

    @property
    def teams(self) -> tuple[tuple[str, ...], ...]:
        """The teams' players by name, in seat order (CR 810.1, 810.3); () without teams."""
        g = self.state
        return tuple(tuple(g.players[p].name for p in team) for team in g.teams)

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
