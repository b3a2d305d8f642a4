"""Simulation of Magic: many seeded games between two decks, each played by its agent.

Game ``i`` of a run uses seed ``seed + i``, and the decks swap seats every other
game so that neither deck always sits first; a deck's agent goes with it.
:func:`simulate_teams` plays Two-Headed Giant (CR 810) the same way, each
side a team of two decks (random players). Games are independent, so a run
gives the same results however it is scheduled: ``jobs=4`` plays them in
four processes, and the Ray backend on a cluster, and both return exactly
what ``jobs=1`` returns.  Agents travel to the workers as names and are
built there, one per seat and game, from seeds derived from the game's
seed.  The scheduling and the statistics are the core's
(``tolaria.core.simulation``).

>>> summary = simulate("red-burn", "green-stompy", n=10, seed=1)
>>> summary.games
10
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from tolaria import agents
from tolaria.agents import AGENTS, RandomAgent
from tolaria.core.simulation import (
    LOCAL,
    MAX_DECISIONS,
    MAX_GAMES,
    MAX_JOBS,
    Z_95,
    Backend,
    BackendKind,
    DeckStats,
    GameCrashed,
    GameResult,
    ProgressCallback,
    RunFailed,
    Summary,
    agent_seed,
    check_games,
    plan_jobs,
    play_out,
    play_sides,
    run_summary,
    summarise,
    wilson_interval,
)
from tolaria.errors import TolariaError, UnknownAgent

__all__ = [
    "AGENT_NAMES",
    "DEFAULT_AGENTS",
    "MAX_DECISIONS",
    "MAX_GAMES",
    "MAX_JOBS",
    "Z_95",
    "Backend",
    "BackendKind",
    "DeckStats",
    "GameCrashed",
    "GameResult",
    "RunFailed",
    "Summary",
    "UnknownAgent",
    "agent_factory",
    "agent_seed",
    "check_agents",
    "deck_label",
    "plan_jobs",
    "play_game",
    "prepare",
    "play_team_game",
    "simulate",
    "simulate_teams",
    "summarise",
    "summary_json",
    "wilson_interval",
]

AGENT_NAMES = tuple(AGENTS)
"""The agents a run may name: ``tolaria.agents.get``'s."""

DEFAULT_AGENTS = ("random", "random")


class Agent(Protocol):
    """A player: answers the decision of the seat whose view it is shown."""

    def choose(self, game: Any) -> Any: ...


AgentFactory = Callable[[int], Agent]
"""Builds an agent from its seed."""


def _registered(name: str, seed: int) -> Agent:
    """An agent from the agents package's registry (module level, so that it pickles)."""
    agent: Agent = agents.get(name, seed=seed)  # looked up when called, so a test may stand in for it
    return agent


def agent_factory(name: str) -> AgentFactory:
    """How to build the agent called ``name`` from a seed.

    ``random`` is :class:`RandomAgent`; the others come from
    ``tolaria.agents.get``.  A name no agent answers to raises UnknownAgent
    listing the names there are.
    """
    if name == "random":
        return RandomAgent
    if name not in AGENT_NAMES:
        raise UnknownAgent(f"unknown agent {name[:40]!r}; the agents are {', '.join(AGENT_NAMES)}")
    return partial(_registered, name)


def check_agents(names: Sequence[str]) -> tuple[str, str]:
    """The two agents of a run, each built once here so that a name the engine can't
    build is refused (UnknownAgent) before any game is played."""
    if len(names) != 2:
        raise UnknownAgent(f"a run needs one agent per deck, two in all, not {len(names)}")
    for name in names:
        factory = agent_factory(name)
        try:
            factory(0)
        except Exception as err:
            raise UnknownAgent(f"agent {name!r} could not be made: {err}") from err
    return (names[0], names[1])


def play_game(
    deck_a: Sequence[str] | str,
    deck_b: Sequence[str] | str,
    seed: int,
    *,
    rules: str = "current",
    max_decisions: int = MAX_DECISIONS,
    agents: tuple[str, str] = DEFAULT_AGENTS,
) -> GameResult:
    """Play one game, ``deck_a`` in the first seat played by ``agents[0]``.

    The agent in seat ``i`` is built from ``agent_seed(seed, i)``.  Passes of
    priority with nothing else to do are taken by the engine
    (``autopass=True``); every other decision counts towards ``max_decisions``.
    """
    from tolaria.mtg import Game

    names = ("alice", "bob")
    game = Game.new(decks=[deck_a, deck_b], seed=seed, names=names, rules=rules, autopass=True)
    players = {
        name: agent_factory(agent)(agent_seed(seed, seat))
        for seat, (name, agent) in enumerate(zip(names, agents, strict=True))
    }
    return play_out(game, players, max_decisions)


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
    agents: Sequence[str] = DEFAULT_AGENTS,
    backend: Backend = LOCAL,
) -> Summary:
    """Play ``n`` games between two decks, ``agents[i]`` playing deck ``i``, and summarise them.

    Game ``i`` uses seed ``seed + i``; odd games seat ``deck_b`` first.  Decks are
    read once (built-in name, file path or list of card names); bad decks raise
    ``DeckError``/``UnknownCard`` before any game starts.  ``labels`` name the
    decks in the summary (default: the built-in names or file stems).

    At most ``MAX_GAMES`` games; ``jobs`` is capped by :func:`plan_jobs` at the
    games and, unless ``force``, the CPU cores.  Games are played and counted as
    they go; ``keep_results=False`` leaves ``Summary.results`` empty so that a
    long run holds no per-game records.  ``backend`` plays the games on Ray
    instead of local processes, with the same results; ``jobs`` are then the
    CPUs of the local cluster.  Unknown agents raise UnknownAgent first.
    """
    check_games(n)
    players = check_agents(agents)
    workers = plan_jobs(jobs, n, force)
    label_a, label_b = labels or (deck_label(deck_a, "deck A"), deck_label(deck_b, "deck B"))
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare(deck_a, deck_b, rules)
    play_one = partial(play_sides, play_game, cards_a, cards_b, rules, max_decisions, players)
    return run_summary(
        play_one, n, (label_a, label_b), seed, workers, progress_callback, keep_results,
        backend, players,
    )


def summary_json(summary: Summary, rules: str, jobs: int, backend: Backend = LOCAL) -> dict[str, Any]:
    """A run's results as one JSON-ready object, with the figures the text report prints.

    Rates are fractions (0.5, not 50%); the length histogram lists each game
    length in turns that occurred with its number of games; speeds are None
    when the run took no measurable time, and ``jobs`` when a running cluster
    (``backend.address``) chose its own parallelism.
    """
    seconds = summary.seconds
    return {
        "decks": [
            {
                "name": deck.name,
                "agent": agent,
                "wins": deck.wins,
                "win_rate": deck.win_rate,
                "interval": {"confidence": 0.95, "method": "wilson", "low": deck.low, "high": deck.high},
            }
            for deck, agent in zip(summary.decks, summary.agents, strict=True)
        ],
        "agents": list(summary.agents),
        "games": summary.games,
        "draws": summary.draws,
        "draw_rate": summary.draws / summary.games if summary.games else 0.0,
        "capped": summary.capped,
        "mean_turns": summary.mean_turns,
        "length_histogram": [
            {"turns": turns, "games": count} for turns, count in summary.length_histogram().items()
        ],
        "decisions": summary.decisions,
        "speed": {
            "seconds": seconds,
            "games_per_second": _finite(summary.games_per_second),
            "decisions_per_second": _finite(summary.decisions_per_second),
            "jobs": jobs if backend.address is None else None,
            "backend": backend.kind.value,
            "address": backend.address,
        },
        "seed": summary.seed,
        "seeds": {"first": summary.seed, "last": summary.seed + summary.games - 1},
        "rules": rules,
    }


def _finite(value: float) -> float | None:
    """A speed for JSON, which has no infinity."""
    return value if math.isfinite(value) else None
