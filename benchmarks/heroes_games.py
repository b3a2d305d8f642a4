"""Benchmark: random Berserk Heroes games on one core.

    python benchmarks/heroes_games.py -n 100 --seed 1

Reports games/s and decisions/s of two random players on the example decks,
and the cost of ``game.copy()`` at turn 10 in microseconds.
"""

from __future__ import annotations

import argparse
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.heroes import Game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", nargs=2, default=["example-steppes", "example-forests"])
    args = parser.parse_args()
    decisions = 0
    start = time.perf_counter()
    mid = None
    for i in range(args.games):
        decks = args.decks if i % 2 == 0 else list(reversed(args.decks))
        game = Game.new(decks=decks, seed=args.seed + i)
        agents = {"alice": RandomAgent(2 * i), "bob": RandomAgent(2 * i + 1)}
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            game.apply(agents[decision.player].choose(game))
            decisions += 1
            if mid is None and game.turn == 10:
                mid = game.copy()
    seconds = time.perf_counter() - start
    copy_us = timeit.timeit(mid.copy, number=2000) / 2000 * 1e6 if mid is not None else 0.0
    print(f"{args.games} games in {seconds:.2f} s: {args.games / seconds:.1f} games/s, "
          f"{decisions / seconds:,.0f} decisions/s, copy at turn 10: {copy_us:.0f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
