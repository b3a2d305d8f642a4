"""Simulation for every ruleset: many seeded games, in parallel, with win-rate statistics.

Game ``i`` of a run uses seed ``seed + i``, and the two sides swap seats every
other game so that neither always sits first.  Games are independent, so a run
gives the same results however it is scheduled: ``jobs=4`` plays them in four
processes and returns exactly what ``jobs=1`` returns.  A ruleset supplies
``play_one(seed, swapped) -> GameResult`` (a picklable callable, such as a
``functools.partial`` of a module-level function); this module runs and
summarises the schedule.  Games are made and summarised as they are played,
so a long run costs no more memory than a short one; a run holds at most
``MAX_GAMES`` games and ``plan_jobs`` caps the processes at the games and the
CPU cores.  A :class:`Backend` says where the games run: worker processes on
this machine (the default) or a Ray cluster (``tolaria.core.ray_backend``, the
``ray`` extra), which plays the same chunks of the same schedule and so gives
the same results.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import os
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from enum import Enum
from itertools import islice
from typing import Any, Protocol

from tolaria.core.collector import many_games
from tolaria.errors import TolariaError

MAX_DECISIONS = 20_000
"""A game still running after this many decisions is stopped and counted as a capped draw."""

MAX_GAMES = 10_000_000
"""The most games one run may play: days of computing, so more is surely a typing error."""

MAX_JOBS = 256
"""The most worker processes a run may start, even when told to exceed the CPU cores."""

WINDOW_PER_JOB = 4
"""Chunks of games in flight per worker process: enough to keep each busy, few enough to
keep memory bounded."""

Z_95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""

RAY_CONNECT_SECONDS = 15.0
"""How long to wait for a Ray cluster at an address before giving up on it."""

ProgressCallback = Callable[[int, int], None]
"""Called as ``callback(games_done, games_total)`` while a run progresses."""


class BackendKind(Enum):
    """Where the games of a run are played."""

    LOCAL = "local"
    """Worker processes on this machine (``jobs`` of them)."""
    RAY = "ray"
    """Tasks on a Ray cluster: a local one with ``jobs`` CPUs, or the one at ``address``."""


@dataclass(frozen=True, slots=True)
class Backend:
    """Where and how a run's games are played; results never depend on it."""

    kind: BackendKind = BackendKind.LOCAL
    address: str | None = None
    """A running Ray cluster's ``HOST:PORT``; None starts a local cluster for the run."""
    connect_seconds: float = RAY_CONNECT_SECONDS
    """How long to wait for the cluster at ``address`` before refusing it."""

    def __post_init__(self) -> None:
        if self.address is not None and self.kind is not BackendKind.RAY:
            raise ValueError("a cluster address only makes sense with the Ray backend")


LOCAL = Backend()


class GameCrashed(TolariaError):
    """The engine raised while playing a game; names the seed and seating to replay it."""

    def __init__(self, seed: int, swapped: bool, detail: str) -> None:
        self.seed = seed
        self.swapped = swapped
        self.detail = detail
        seats = "second deck seated first" if swapped else "first deck seated first"
        super().__init__(f"game with seed {seed} ({seats}) crashed:\n{detail}")

    def __reduce__(self) -> tuple[type[GameCrashed], tuple[int, bool, str]]:
        """Rebuilt from its fields, so that a crash in a worker process or on a Ray
        node reaches the caller as itself (its ``args`` are only the message)."""
        return (GameCrashed, (self.seed, self.swapped, self.detail))


class RunFailed(TolariaError):
    """The machinery running the games failed (a Ray cluster lost, a worker killed),
    not the engine: the run stopped without results."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game ended, from the point of view of the decks as passed to :func:`play_game`.

    ``winner`` is 0 for ``deck_a``, 1 for ``deck_b`` and None for a draw; ``capped``
    marks a game stopped at the decision cap (also counted as a draw).
    """

    winner: int | None
    draw: bool
    turns: int
    decisions: int
    capped: bool = False

    def swapped(self) -> GameResult:
        """The same result with the two decks' indices exchanged."""
        winner = None if self.winner is None else 1 - self.winner
        return GameResult(winner, self.draw, self.turns, self.decisions, self.capped)


@dataclass(frozen=True, slots=True)
class DeckStats:
    """One deck's results over a run: wins, win rate and its 95% Wilson score interval."""

    name: str
    wins: int
    games: int
    win_rate: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Summary:
    """The results of a run.  Equality ignores timing, so two runs with one seed compare equal."""

    decks: tuple[DeckStats, DeckStats]
    games: int
    draws: int
    capped: int
    mean_turns: float
    decisions: int
    results: tuple[GameResult, ...]
    seed: int
    seconds: float = field(default=0.0, compare=False)
    turn_counts: tuple[int, ...] = ()
    """``turn_counts[t]`` is the number of games that lasted ``t`` turns: the length histogram."""
    agents: tuple[str, str] = ("random", "random")
    """The player of each deck, by name."""

    def length_histogram(self) -> dict[int, int]:
        """Games by length in turns, leaving out the lengths no game had."""
        return {turns: count for turns, count in enumerate(self.turn_counts) if count}

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else math.inf

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else math.inf


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion, e.g. 50 of 100 -> about (0.404, 0.596).

    Unlike the normal approximation it stays inside [0, 1] and behaves well near
    0 and 1 and for small samples.  With no trials it is the whole range (0, 1).
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the random player in ``seat`` of the game with ``game_seed``.

    Derived by hashing so that neighbouring game seeds give unrelated players.
    """
    digest = hashlib.blake2b(f"{game_seed}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


PlayOne = Callable[[int, bool], GameResult]
"""Plays the game with this seed (sides swapped or not); the result counts the first side as 0."""


def play_seated(play_one: PlayOne, seed: int, swapped: bool) -> GameResult:
    """Play one game of a run; a crash names the seed and seating to replay it."""
    try:
        return play_one(seed, swapped)
    except Exception as err:
        raise GameCrashed(seed, swapped, traceback.format_exc()) from err


def _play_chunk(play_one: PlayOne, games: Sequence[tuple[int, bool]]) -> list[GameResult]:
    """Play a chunk of games in a worker process (a Ray task too)."""
    with many_games():
        return [play_seated(play_one, s, w) for s, w in games]


def check_games(n: int) -> None:
    """Refuse a negative number of games or more than MAX_GAMES."""
    if n < 0:
        raise ValueError("the number of games can't be negative")
    if n > MAX_GAMES:
        raise ValueError(f"{n:,} games is more than the {MAX_GAMES:,} one run may play")


def plan_jobs(jobs: int, n: int, force: bool = False) -> int:
    """How many worker processes a run of ``n`` games really uses.

    Never more than the games (a process without a game only costs start-up
    time) nor, unless ``force``, than the CPU cores (more processes than cores
    only compete for them); never more than MAX_JOBS.  Results don't depend on
    it, so capping is always safe.
    """
    if not 1 <= jobs <= MAX_JOBS:
        raise ValueError(f"jobs must be from 1 to {MAX_JOBS}, not {jobs}")
    planned = min(jobs, max(n, 1))
    return planned if force else min(planned, os.cpu_count() or 1)


def schedule(n: int, seed: int) -> Iterator[tuple[int, bool]]:
    """The games of a run as (seed, swapped), made one at a time so a long run costs no memory."""
    return ((seed + i, i % 2 == 1) for i in range(n))


def chunk_size(n: int, workers: int) -> int:
    """Games per chunk: about eight chunks a worker (so that they end together), at most 64."""
    return max(1, min(64, n // (workers * 8)))


def chunked_schedule(n: int, seed: int, workers: int) -> Iterator[list[tuple[int, bool]]]:
    """The schedule cut into chunks for ``workers`` workers, made one chunk at a time."""
    games = schedule(n, seed)
    size = chunk_size(n, workers)
    return iter(lambda: list(islice(games, size)), [])


def play_schedule(
    play_one: PlayOne,
    n: int,
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
    backend: Backend = LOCAL,
) -> Iterator[GameResult]:
    """The results of games ``seed .. seed + n - 1`` in game order, played as they are asked for.

    With ``jobs > 1`` the games are played in chunks on that many processes, a
    few chunks ahead of the consumer, so memory stays bounded however large ``n``.
    The Ray backend plays the same chunks as tasks on a cluster.
    """
    check_games(n)
    if backend.kind is BackendKind.RAY:
        from tolaria.core.ray_backend import play_on_ray

        return play_on_ray(play_one, n, seed, jobs, progress_callback, backend)
    if jobs <= 1 or n <= 1:
        return _play_serial(play_one, n, seed, progress_callback)
    return _play_parallel(play_one, n, seed, min(jobs, n), progress_callback)


def _play_serial(
    play_one: PlayOne, n: int, seed: int, progress_callback: ProgressCallback | None
) -> Iterator[GameResult]:
    """Play the games one after another in this process."""
    for done, (game_seed, swapped) in enumerate(schedule(n, seed), 1):
        with many_games():  # (set for each game alone: the consumer runs between two of them)
            result = play_seated(play_one, game_seed, swapped)
        if progress_callback is not None:
            progress_callback(done, n)
        yield result


def _play_parallel(
    play_one: PlayOne, n: int, seed: int, jobs: int, progress_callback: ProgressCallback | None
) -> Iterator[GameResult]:
    """Play chunks on ``jobs`` processes, at most WINDOW_PER_JOB chunks per job in flight."""
    chunks = chunked_schedule(n, seed, jobs)
    pending: dict[int, Future[list[GameResult]]] = {}
    counted: set[int] = set()
    submitted = next_out = done = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        try:
            while True:
                for chunk in islice(chunks, jobs * WINDOW_PER_JOB - len(pending)):
                    pending[submitted] = pool.submit(_play_chunk, play_one, chunk)
                    submitted += 1
                if not pending:
                    return
                running = [f for i, f in pending.items() if i not in counted]
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for index, future in pending.items():
                    if future in finished:
                        counted.add(index)
                        done += len(future.result())
                        if progress_callback is not None:
                            progress_callback(done, n)
                while next_out in counted:
                    counted.discard(next_out)
                    yield from pending.pop(next_out).result()
                    next_out += 1
        finally:
            for future in pending.values():
                future.cancel()


def run_schedule(
    play_one: PlayOne,
    n: int,
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
    backend: Backend = LOCAL,
) -> tuple[list[GameResult], float]:
    """Play games ``seed .. seed + n - 1`` (odd ones with sides swapped); returns the results and the seconds."""
    start = time.perf_counter()
    results = list(play_schedule(play_one, n, seed, jobs, progress_callback, backend))
    return results, time.perf_counter() - start


class PlayGame(Protocol):
    """A ruleset's one game: ``side_a`` in the first seat, played by ``agents[0]``."""

    def __call__(self, side_a: Sequence[str], side_b: Sequence[str], seed: int, /, *, rules: str,
                 max_decisions: int, agents: tuple[str, str]) -> GameResult: ...


def play_sides(play_game: PlayGame, side_a: Sequence[str], side_b: Sequence[str], rules: str,
                max_decisions: int, agents: tuple[str, str], seed: int, swapped: bool) -> GameResult:
    """One game of a run; the result always counts ``side_a`` (and ``agents[0]``) as 0.

    A swapped game seats ``side_b`` first with its agent, so that neither side always
    plays first; bound with :func:`functools.partial`, it is a run's ``PlayOne``.
    """
    if swapped:
        flipped = (agents[1], agents[0])
        return play_game(side_b, side_a, seed, rules=rules, max_decisions=max_decisions, agents=flipped).swapped()
    return play_game(side_a, side_b, seed, rules=rules, max_decisions=max_decisions, agents=agents)


def run_summary(
    play_one: PlayOne,
    n: int,
    labels: tuple[str, str],
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
    keep_results: bool = True,
    backend: Backend = LOCAL,
    agents: tuple[str, str] = ("random", "random"),
) -> Summary:
    """Play a run and summarise it as it goes; without ``keep_results`` the games'
    results are counted and dropped, so a run of millions of games stays small."""
    start = time.perf_counter()
    results = play_schedule(play_one, n, seed, jobs, progress_callback, backend)
    summary = summarise(results, labels, seed, keep_results=keep_results, agents=agents)
    return dataclasses.replace(summary, seconds=time.perf_counter() - start)


@dataclass(slots=True)
class _Tally:
    """Running counts of a run, so that results can be summarised as they arrive."""

    wins: list[int] = field(default_factory=lambda: [0, 0])
    games: int = 0
    draws: int = 0
    capped: int = 0
    turns: int = 0
    decisions: int = 0
    turn_counts: list[int] = field(default_factory=list)

    def add(self, result: GameResult) -> None:
        self.games += 1
        if result.turns >= len(self.turn_counts):
            self.turn_counts.extend([0] * (result.turns + 1 - len(self.turn_counts)))
        self.turn_counts[result.turns] += 1
        if result.winner is not None:
            self.wins[result.winner] += 1
        self.draws += result.draw
        self.capped += result.capped
        self.turns += result.turns
        self.decisions += result.decisions


def summarise(
    results: Iterable[GameResult],
    labels: tuple[str, str],
    seed: int,
    seconds: float = 0.0,
    keep_results: bool = True,
    agents: tuple[str, str] = ("random", "random"),
) -> Summary:
    """Count wins, draws and turns; each deck's win rate gets a 95% Wilson interval.

    ``results`` may be any iterable, read once; ``keep_results=False`` leaves
    ``Summary.results`` empty instead of holding every game.
    """
    tally, kept = _Tally(), []
    for result in results:
        tally.add(result)
        if keep_results:
            kept.append(result)
    games = tally.games
    stats = []
    for wins, label in zip(tally.wins, labels, strict=True):
        low, high = wilson_interval(wins, games)
        stats.append(DeckStats(label, wins, games, wins / games if games else 0.0, low, high))
    return Summary(
        decks=(stats[0], stats[1]),
        games=games,
        draws=tally.draws,
        capped=tally.capped,
        mean_turns=tally.turns / games if games else 0.0,
        decisions=tally.decisions,
        results=tuple(kept),
        seed=seed,
        seconds=seconds,
        turn_counts=tuple(tally.turn_counts),
        agents=agents,
    )


def play_out(game: Any, agents: Mapping[str, Any], max_decisions: int = MAX_DECISIONS) -> GameResult:
    """Play a game to its end, each seat's decisions taken by its agent; the winner is a seat index.

    An agent is shown only its seat's view (``game.view(seat)``), so no player
    in a run can read the cards hidden from it.
    """
    seats = list(game.seats)
    views = {seat: game.view(seat) for seat in seats}
    decisions = 0
    ruleset, apply = game.ruleset, game.apply
    decision = ruleset.decision(game.state)
    while decision is not None:
        if decisions >= max_decisions:
            return GameResult(None, True, getattr(game, "turn", 0), decisions, capped=True)
        seat = decision.player
        apply(agents[seat].choose(views[seat]))
        decisions += 1
        decision = ruleset.decision(game.state)
    winner = game.winner
    index = seats.index(winner) if winner in seats else None
    return GameResult(index, index is None, getattr(game, "turn", 0), decisions)
