"""Simulation: many seeded games between two decks, played by random players.

Game ``i`` of a run uses seed ``seed + i``, and the decks swap seats every other
game so that neither deck always sits first.  Games are independent, so a run
gives the same results however it is scheduled: ``jobs=4`` plays them in four
processes and returns exactly what ``jobs=1`` returns.

>>> summary = simulate("red-burn", "green-stompy", n=10, seed=1)
>>> summary.games
10
"""

from __future__ import annotations

import hashlib
import math
import os
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from tolaria.agents import RandomAgent
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
    agents = (RandomAgent(agent_seed(seed, 0)), RandomAgent(agent_seed(seed, 1)))
    decisions = 0
    decision = game.decision
    while decision is not None:
        if decisions >= max_decisions:
            return GameResult(None, True, game.turn, decisions, capped=True)
        agent = agents[0] if decision.player == names[0] else agents[1]
        game.apply(agent.choose(game))
        decisions += 1
        decision = game.decision
    winner = names.index(game.winner) if game.winner in names else None
    return GameResult(winner, winner is None, game.turn, decisions)


def _play_seated(
    deck_a: Sequence[str],
    deck_b: Sequence[str],
    seed: int,
    swapped: bool,
    rules: str,
    max_decisions: int,
) -> GameResult:
    """Play one game of a run; the result always counts ``deck_a`` as 0."""
    try:
        if swapped:
            return play_game(
                deck_b, deck_a, seed, rules=rules, max_decisions=max_decisions
            ).swapped()
        return play_game(deck_a, deck_b, seed, rules=rules, max_decisions=max_decisions)
    except Exception as err:
        raise GameCrashed(seed, swapped, traceback.format_exc()) from err


def _play_chunk(
    deck_a: Sequence[str],
    deck_b: Sequence[str],
    games: Sequence[tuple[int, bool]],
    rules: str,
    max_decisions: int,
) -> list[GameResult]:
    """Play a chunk of games in a worker process."""
    return [_play_seated(deck_a, deck_b, s, w, rules, max_decisions) for s, w in games]


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
) -> Summary:
    """Play ``n`` games between two decks and summarise them.

    Game ``i`` uses seed ``seed + i``; odd games seat ``deck_b`` first.  Decks are
    read once (built-in name, file path or list of card names); bad decks raise
    ``DeckError``/``UnknownCard`` before any game starts.  ``labels`` name the
    decks in the summary (default: the built-in names or file stems).
    """
    if n < 0:
        raise ValueError("the number of games can't be negative")
    label_a, label_b = labels or (deck_label(deck_a, "deck A"), deck_label(deck_b, "deck B"))
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare(deck_a, deck_b, rules)
    schedule = [(seed + i, i % 2 == 1) for i in range(n)]
    start = time.perf_counter()
    if jobs <= 1 or n <= 1:
        results = []
        for done, (game_seed, swapped) in enumerate(schedule, 1):
            results.append(_play_seated(cards_a, cards_b, game_seed, swapped, rules, max_decisions))
            if progress_callback is not None:
                progress_callback(done, n)
    else:
        results = _run_parallel(
            cards_a, cards_b, schedule, jobs, rules, max_decisions, progress_callback
        )
    seconds = time.perf_counter() - start
    return summarise(results, (label_a, label_b), seed, seconds)


def _run_parallel(
    cards_a: list[str],
    cards_b: list[str],
    schedule: list[tuple[int, bool]],
    jobs: int,
    rules: str,
    max_decisions: int,
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
            pool.submit(_play_chunk, cards_a, cards_b, chunk, rules, max_decisions): index
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
