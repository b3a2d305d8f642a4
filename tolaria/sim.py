"""Simulation of Magic: many seeded games between two decks, played by random players.

Game ``i`` of a run uses seed ``seed + i``, and the decks swap seats every other
game so that neither deck always sits first.  :func:`simulate_teams` plays
Two-Headed Giant (CR 810) the same way, each side a team of two decks.  Games are independent, so a run
gives the same results however it is scheduled: ``jobs=4`` plays them in four
processes and returns exactly what ``jobs=1`` returns.  The scheduling and the
statistics are the core's (``tolaria.core.simulation``).

>>> summary = simulate("red-burn", "green-stompy", n=10, seed=1)
>>> summary.games
10
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from tolaria.agents import RandomAgent
from tolaria.core.simulation import (
    MAX_DECISIONS,
    MAX_GAMES,
    MAX_JOBS,
    Z_95,
    DeckStats,
    GameCrashed,
    GameResult,
    ProgressCallback,
    Summary,
    agent_seed,
    check_games,
    plan_jobs,
    play_out,
    run_summary,
    summarise,
    wilson_interval,
)
from tolaria.errors import TolariaError

__all__ = [
    "MAX_DECISIONS",
    "MAX_GAMES",
    "MAX_JOBS",
    "Z_95",
    "DeckStats",
    "GameCrashed",
    "GameResult",
    "Summary",
    "agent_seed",
    "deck_label",
    "plan_jobs",
    "play_game",
    "prepare",
    "play_team_game",
    "simulate",
    "simulate_teams",
    "summarise",
    "wilson_interval",
]


def play_game(
    deck_a: Sequence[str] | str,
    deck_b: Sequence[str] | str,
    seed: int,
    *,
    rules: str = "current",
    max_decisions: int = MAX_DECISIONS,
) -> GameResult:
    """Play one game between two random players, ``deck_a`` in the first seat.

    Passes of priority with nothing else to do are taken by the engine
    (``autopass=True``); every other decision counts towards ``max_decisions``.
    """
    from tolaria.mtg import Game

    names = ("alice", "bob")
    game = Game.new(decks=[deck_a, deck_b], seed=seed, names=names, rules=rules, autopass=True)
    agents = {names[0]: RandomAgent(agent_seed(seed, 0)), names[1]: RandomAgent(agent_seed(seed, 1))}
    return play_out(game, agents, max_decisions)


TEAM_NAMES = ("alice", "ann", "bob", "ben")


def play_team_game(
    team_a: Sequence[Sequence[str] | str],
    team_b: Sequence[Sequence[str] | str],
    seed: int,
    *,
    rules: str = "current",
    max_decisions: int = MAX_DECISIONS,
) -> GameResult:
    """Play one Two-Headed Giant game between two teams of random players, ``team_a`` seated first.

    The result counts teams, not seats: 0 for ``team_a`` (alice and ann), 1 for ``team_b``.
    """
    from tolaria.mtg import Game

    decks = [*team_a, *team_b]
    game = Game.new(
        decks=decks, seed=seed, names=TEAM_NAMES, rules=rules, autopass=True, format="two-headed-giant"
    )
    agents = {name: RandomAgent(agent_seed(seed, k)) for k, name in enumerate(TEAM_NAMES)}
    result = play_out(game, agents, max_decisions)
    team = None if result.winner is None else result.winner // 2
    return GameResult(team, result.draw, result.turns, result.decisions, result.capped)


def _play_team_one(
    team_a: Sequence[Sequence[str]],
    team_b: Sequence[Sequence[str]],
    rules: str,
    max_decisions: int,
    seed: int,
    swapped: bool,
) -> GameResult:
    """One Two-Headed Giant game of a run; the result always counts ``team_a`` as 0."""
    if swapped:
        return play_team_game(team_b, team_a, seed, rules=rules, max_decisions=max_decisions).swapped()
    return play_team_game(team_a, team_b, seed, rules=rules, max_decisions=max_decisions)


def _play_one(
    deck_a: Sequence[str], deck_b: Sequence[str], rules: str, max_decisions: int, seed: int, swapped: bool
) -> GameResult:
    """One game of a run; the result always counts ``deck_a`` as 0."""
    if swapped:
        return play_game(deck_b, deck_a, seed, rules=rules, max_decisions=max_decisions).swapped()
    return play_game(deck_a, deck_b, seed, rules=rules, max_decisions=max_decisions)


def deck_label(source: Sequence[str] | str | os.PathLike[str], fallback: str) -> str:
    """A short name for a deck: the built-in name or file stem, else ``fallback``."""
    if isinstance(source, str | os.PathLike):
        return Path(source).stem or str(source)
    return fallback


def prepare(
    deck_a: Sequence[str] | str, deck_b: Sequence[str] | str, rules: str = "current"
) -> tuple[list[str], list[str]]:
    """Read both decks and set one game up, so that a deck or rules profile the
    engine refuses raises its own error (``TolariaError``) before any game is played."""
    from tolaria.mtg import Game, load_deck

    cards_a, cards_b = list(load_deck(deck_a)), list(load_deck(deck_b))
    Game.new(decks=[cards_a, cards_b], seed=0, rules=rules, autopass=True)
    return cards_a, cards_b


def simulate_teams(
    team_a: Sequence[Sequence[str] | str],
    team_b: Sequence[Sequence[str] | str],
    n: int,
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
    *,
    rules: str = "current",
    max_decisions: int = MAX_DECISIONS,
    labels: tuple[str, str] | None = None,
    force: bool = False,
    keep_results: bool = True,
) -> Summary:
    """Play ``n`` Two-Headed Giant games (CR 810) between two teams of two decks and summarise them.

    As :func:`simulate`, with a team where a deck was: odd games seat
    ``team_b`` first, and each side's wins are its team's.  ``labels`` name
    the teams (default: their decks' names joined by ``+``).
    """
    check_games(n)
    workers = plan_jobs(jobs, n, force)
    if len(team_a) != 2 or len(team_b) != 2:
        raise TolariaError("Two-Headed Giant teams are two decks each (CR 810.1)")
    label_a, label_b = labels or tuple(
        "+".join(deck_label(d, f"deck {i + 1}") for i, d in enumerate(team)) for team in (team_a, team_b)
    )
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare_teams(team_a, team_b, rules)
    play_one = partial(_play_team_one, cards_a, cards_b, rules, max_decisions)
    return run_summary(
        play_one, n, (label_a, label_b), seed, workers, progress_callback, keep_results
    )


def prepare_teams(
    team_a: Sequence[Sequence[str] | str], team_b: Sequence[Sequence[str] | str], rules: str = "current"
) -> tuple[list[list[str]], list[list[str]]]:
    """Read the four decks and set one Two-Headed Giant game up, so that what the engine refuses
    raises its own error before any game is played."""
    from tolaria.mtg import Game, load_deck

    cards_a = [list(load_deck(d)) for d in team_a]
    cards_b = [list(load_deck(d)) for d in team_b]
    Game.new(decks=[*cards_a, *cards_b], seed=0, rules=rules, autopass=True, format="two-headed-giant")
    return cards_a, cards_b


def simulate(
    deck_a: Sequence[str] | str,
    deck_b: Sequence[str] | str,
    n: int,
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
    *,
    rules: str = "current",
    max_decisions: int = MAX_DECISIONS,
    labels: tuple[str, str] | None = None,
    force: bool = False,
    keep_results: bool = True,
) -> Summary:
    """Play ``n`` games between two decks and summarise them.

    Game ``i`` uses seed ``seed + i``; odd games seat ``deck_b`` first.  Decks are
    read once (built-in name, file path or list of card names); bad decks raise
    ``DeckError``/``UnknownCard`` before any game starts.  ``labels`` name the
    decks in the summary (default: the built-in names or file stems).

    At most ``MAX_GAMES`` games; ``jobs`` is capped by :func:`plan_jobs` at the
    games and, unless ``force``, the CPU cores.  Games are played and counted as
    they go; ``keep_results=False`` leaves ``Summary.results`` empty so that a
    long run holds no per-game records.
    """
    check_games(n)
    workers = plan_jobs(jobs, n, force)
    label_a, label_b = labels or (deck_label(deck_a, "deck A"), deck_label(deck_b, "deck B"))
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare(deck_a, deck_b, rules)
    play_one = partial(_play_one, cards_a, cards_b, rules, max_decisions)
    return run_summary(
        play_one, n, (label_a, label_b), seed, workers, progress_callback, keep_results
    )
