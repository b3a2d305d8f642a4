"""Benchmark: random Berserk games on one core.

    python benchmarks/berserk_games.py -n 50 --seed 1

Reports games/s and decisions/s of two random players (autopass on, as in
simulations), and the cost of ``game.copy()`` in microseconds; then the
turns the games lasted and how many reached the turn-400 draw
(``engine.MAX_TURNS``, READINGS.md "Long battles") with the share of the
time they took, since random players often walk about until then.

The bundled card database is compiled once per process before the clock
starts (its time is printed apart: a simulation pays it once, whatever the
number of games), and the games run with the garbage collector set as
``tolaria sim`` sets it (``tolaria.core.collector.many_games``). Which build runs is printed too: pure Python, or the
engine compiled with mypyc (``TOLARIA_MYPYC=1 python setup.py build_ext
--inplace``, README "The compiled build").
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import timeit
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.berserk import Game, engine  # noqa: E402
from tolaria.berserk.cards import CardDatabase  # noqa: E402
from tolaria.berserk.engine import MAX_TURNS  # noqa: E402
from tolaria.core.collector import many_games  # noqa: E402

TARGET_GAMES_PER_SECOND = 50.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", nargs=2, default=["steppe-mountains", "swamp-archers"])
    args = parser.parse_args(argv)
    loading = time.process_time()
    CardDatabase.bundled()
    loading = time.process_time() - loading
    build = "pure Python" if (engine.__file__ or "").endswith(".py") else "compiled (mypyc)"
    start = time.perf_counter()
    cpu_start = time.process_time()
    with many_games():  # the collector as ``tolaria sim`` sets it (tolaria/core/collector.py)
        played = _play(args)
    mid, decisions, turns, capped_seconds = played.mid, played.decisions, played.turns, played.capped_seconds
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start
    copy_us = 0.0
    if mid is not None:
        copy_us = timeit.Timer(mid.copy, timer=time.process_time).timeit(number=2000) / 2000 * 1e6  # CPU time
    rate = args.games / seconds
    print(f"{args.games} games in {seconds:.2f} s: {rate:.1f} games/s (target {TARGET_GAMES_PER_SECOND:.0f}), "
          f"{decisions / seconds:,.0f} decisions/s, copy at turn 10: {copy_us:.0f} µs")
    print(f"CPU time {cpu_seconds:.2f} s: {args.games / cpu_seconds:.1f} games/s, {decisions / cpu_seconds:,.0f} decisions/s "
          "(the wall-clock figure is lower when other processes share the core)")
    print(f"build: {build}; the card database was compiled in {loading:.2f} s of CPU time before the clock started")
    capped = sum(1 for t in turns if t >= MAX_TURNS)
    print(f"turns per game: median {statistics.median(turns):.0f}, mean {statistics.fmean(turns):.0f}, "
          f"max {max(turns)}; {capped} of {len(turns)} reached the turn-{MAX_TURNS} draw, "
          f"taking {capped_seconds / seconds:.0%} of the time")
    return 0



@dataclass
class Played:
    """What the timed games leave for the report."""

    mid: Game | None = None
    """A copy made at turn 10 of the first game that got there (for the copy's cost)."""
    decisions: int = 0
    turns: list[int] = field(default_factory=list)
    """Each game's last turn (at most ``MAX_TURNS``)."""
    capped_seconds: float = 0.0
    """The seconds the games that reached the turn-400 draw took."""


def _play(args: argparse.Namespace) -> Played:
    """Play the games, two random players with autopass on, the squads swapped every other game."""
    played = Played()
    for i in range(args.games):
        began = time.perf_counter()
        decks = args.decks if i % 2 == 0 else list(reversed(args.decks))
        game = Game.new(decks=decks, seed=args.seed + i, autopass=True)
        agents = {"alice": RandomAgent(2 * i), "bob": RandomAgent(2 * i + 1)}
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            game.apply(agents[decision.player].choose(game))
            played.decisions += 1
            if played.mid is None and game.turn == 10:
                played.mid = game.copy()
        last_turn = min(game.turn, MAX_TURNS)
        played.turns.append(last_turn)
        if last_turn >= MAX_TURNS:
            played.capped_seconds += time.perf_counter() - began
    return played


if __name__ == "__main__":
    raise SystemExit(main())
