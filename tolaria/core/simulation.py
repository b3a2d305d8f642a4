"""Simulation for every ruleset: many seeded games, in parallel, with win-rate statistics.

Game ``i`` of a run uses seed ``seed + i``, and the two sides swap seats every
other game so that neither always sits first.  Games are independent, so a run
gives the same results however it is scheduled: ``jobs=4`` plays them in four
processes and returns exactly what ``jobs=1`` returns.  A ruleset supplies
``play_one(seed, swapped) -> GameResult`` (a picklable callable, such as a
``functools.partial`` of a module-level function); this module runs and
summarises the schedule.
"""

from __future__ import annotations

import hashlib
import math
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from tolaria.errors import TolariaError

MAX_DECISIONS = 20_000
"""A game still running after this many decisions is stopped and counted as a capped draw."""

Z_95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""

ProgressCallback = Callable[[int, int], None]
"""Called as ``callback(games_done, games_total)`` while a run progresses."""


class GameCrashed(TolariaError):
    """The engine raised while playing a game; names the seed and seating to replay it."""

    def __init__(self, seed: int, swapped: bool, detail: str) -> None:
        self.seed = seed
        self.swapped = swapped
        self.detail = detail
        seats = "second deck seated first" if swapped else "first deck seated first"
        super().__init__(f"game with seed {seed} ({seats}) crashed:\n{detail}")


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
    """Play a chunk of games in a worker process."""
    return [play_seated(play_one, s, w) for s, w in games]


def run_schedule(
    play_one: PlayOne,
    n: int,
    seed: int = 1,
    jobs: int = 1,
    progress_callback: ProgressCallback | None = None,
) -> tuple[list[GameResult], float]:
    """Play games ``seed .. seed + n - 1`` (odd ones with sides swapped); returns the results and the seconds."""
    if n < 0:
        raise ValueError("the number of games can't be negative")
    schedule = [(seed + i, i % 2 == 1) for i in range(n)]
    start = time.perf_counter()
    if jobs <= 1 or n <= 1:
        results = []
        for done, (game_seed, swapped) in enumerate(schedule, 1):
            results.append(play_seated(play_one, game_seed, swapped))
            if progress_callback is not None:
                progress_callback(done, n)
    else:
        results = _run_parallel(play_one, schedule, min(jobs, n), progress_callback)
    return results, time.perf_counter() - start


def _run_parallel(
    play_one: PlayOne,
    schedule: list[tuple[int, bool]],
    jobs: int,
    progress_callback: ProgressCallback | None,
) -> list[GameResult]:
    """Play the schedule in chunks on ``jobs`` processes; results come back in game order."""
    n = len(schedule)
    size = max(1, min(64, n // (jobs * 8)))
    chunks = [schedule[i : i + size] for i in range(0, n, size)]
    out: list[list[GameResult]] = [[] for _ in chunks]
    done = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: dict[Future[list[GameResult]], int] = {
            pool.submit(_play_chunk, play_one, chunk): index
            for index, chunk in enumerate(chunks)
        }
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    index = pending.pop(future)
                    out[index] = future.result()
                    done += len(out[index])
                    if progress_callback is not None:
                        progress_callback(done, n)
        except BaseException:
            for future in pending:
                future.cancel()
            raise
    return [result for chunk in out for result in chunk]


def summarise(
    results: Sequence[GameResult], labels: tuple[str, str], seed: int, seconds: float = 0.0
) -> Summary:
    """Count wins, draws and turns; each deck's win rate gets a 95% Wilson interval."""
    games = len(results)
    stats = []
    for index, label in enumerate(labels):
        wins = sum(1 for r in results if r.winner == index)
        low, high = wilson_interval(wins, games)
        stats.append(DeckStats(label, wins, games, wins / games if games else 0.0, low, high))
    return Summary(
        decks=(stats[0], stats[1]),
        games=games,
        draws=sum(1 for r in results if r.draw),
        capped=sum(1 for r in results if r.capped),
        mean_turns=sum(r.turns for r in results) / games if games else 0.0,
        decisions=sum(r.decisions for r in results),
        results=tuple(results),
        seed=seed,
        seconds=seconds,
    )


def play_out(game: Any, agents: Mapping[str, Any], max_decisions: int = MAX_DECISIONS) -> GameResult:
    """Play a game to its end, each seat's decisions taken by its agent; the winner is a seat index."""
    seats = list(game.seats)
    decisions = 0
    ruleset, apply = game.ruleset, game.apply
    decision = ruleset.decision(game.state)
    while decision is not None:
        if decisions >= max_decisions:
            return GameResult(None, True, getattr(game, "turn", 0), decisions, capped=True)
        apply(agents[decision.player].choose(game))
        decisions += 1
        decision = ruleset.decision(game.state)
    winner = game.winner
    index = seats.index(winner) if winner in seats else None
    return GameResult(index, index is None, getattr(game, "turn", 0), decisions)
