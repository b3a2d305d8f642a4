"""Benchmark: how ``tolaria sim --jobs N`` scales, against a CPU-bound baseline measured in the same run.

    python benchmarks/sim_scaling.py -n 400 --jobs 2

These machines are shared, so a speedup alone says little: N processes can
only go as fast as the cores free right now allow. The script therefore
times, alternately and ``--repeat`` times, a pure-Python CPU-bound loop run
once in one process and at once in N processes (each doing the same work),
and the same ``-n`` games of ``tolaria.sim.simulate`` with ``jobs=1`` and
``jobs=N``. The baseline's speedup is what the machine gives N processes
now; the games' speedup over it is the scaling of ``--jobs`` itself (1.0:
as good as independent processes can be). It also checks that both runs
gave the same results. On an idle machine of N cores the baseline's
speedup is N, and the issue asks the games' speedup to reach 0.8 N.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.sim import simulate  # noqa: E402


def spin(rounds: int) -> int:
    """CPU-bound work with no memory traffic to speak of: the baseline."""
    x = 0
    for i in range(rounds):
        x = (x * 31 + i) & 0xFFFFFFFF
    return x


def baseline(jobs: int, rounds: int) -> float:
    """Seconds for ``jobs`` processes each spinning ``rounds`` at once (the pool already started)."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(spin, [1000] * jobs))  # start the workers before timing
        start = time.perf_counter()
        list(pool.map(spin, [rounds] * jobs))
        return time.perf_counter() - start


def games(n: int, seed: int, jobs: int, decks: Sequence[str]) -> tuple[float, tuple[int, ...]]:
    """Seconds for ``n`` games with ``jobs`` processes, and the results to compare."""
    start = time.perf_counter()
    summary = simulate(decks[0], decks[1], n, seed, jobs, keep_results=False, force=True)
    seconds = time.perf_counter() - start
    return seconds, (*(d.wins for d in summary.decks), summary.draws, summary.decisions)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=400, help="games per run (default 400)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3_000_000, help="baseline loop length per process")
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"], metavar="DECK")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    base_speedups, game_speedups, relative = [], [], []
    for _ in range(args.repeat):
        one = baseline(1, args.rounds)
        many = baseline(args.jobs, args.rounds)
        base = args.jobs * one / many  # N times the work in `many` seconds
        serial, results_1 = games(args.games, args.seed, 1, args.decks)
        parallel, results_n = games(args.games, args.seed, args.jobs, args.decks)
        if results_1 != results_n:
            print(f"--jobs {args.jobs} gave other results: {results_n} against {results_1}", file=sys.stderr)
            return 1
        speedup = serial / parallel
        base_speedups.append(base)
        game_speedups.append(speedup)
        relative.append(speedup / base)
        print(
            f"baseline {base:.2f}x, games {speedup:.2f}x ({args.games / serial:.0f} -> {args.games / parallel:.0f} games/s), "
            f"games/baseline {speedup / base:.2f}"
        )

    def s(v: list[float]) -> str:
        return f"{statistics.median(v):.2f} ({min(v):.2f}-{max(v):.2f})"

    print(f"--jobs {args.jobs}, {args.games} games, {args.repeat} repeats: baseline speedup {s(base_speedups)}, "
          f"games speedup {s(game_speedups)}, scaling games/baseline {s(relative)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
