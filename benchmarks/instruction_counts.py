"""Benchmark: machine instructions per game, this engine against the engine of another revision.

    python benchmarks/instruction_counts.py -n 20 --seed 1 --decks rw-aggro rg-beats

Wall-clock figures on a shared machine move by tens of percent from one
run to the next. The number of instructions the interpreter executes does
not: this script runs the same timing loop as ``random_games.py`` under
Valgrind's callgrind tool, once with no games and once with ``-n`` games,
for each engine, and reports the difference per game and the ratio. It
needs ``valgrind`` on the PATH (it says so if it is missing) and takes about
a minute for 20 games. Instructions are a proxy for time, not time: cache
behaviour and branch prediction are not in them.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from random_games import BASELINE, ROOT, TIMER, baseline_engine  # noqa: E402

_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(engine: Path, decks: Sequence[str], seed: int, games: int) -> int:
    """Instructions executed by a fresh interpreter playing ``games`` games with the engine at ``engine``."""
    env = dict(os.environ, PYTHONPATH=str(engine), PYTHONHASHSEED="0")
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, "-c", TIMER, decks[0], decks[1], str(seed), str(games),
    ]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True, cwd=tempfile.gettempdir())
    found = _COLLECTED.search(out.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no instruction count:\n{out.stderr[-2000:]}")
    return int(found.group(1))


def per_game(engine: Path, decks: Sequence[str], seed: int, games: int) -> float:
    """Instructions per game, the interpreter's start and the imports taken out."""
    return (instructions(engine, decks, seed, games) - instructions(engine, decks, seed, 0)) / games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"], metavar="DECK")
    parser.add_argument("--baseline", default=BASELINE, help=f"git revision to compare with (default {BASELINE})")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("-n must be at least 1")
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: this benchmark counts instructions with its callgrind tool", file=sys.stderr)
        return 2
    print(f"Tolaria instruction counts: {args.decks[0]} vs {args.decks[1]}, {args.games} games from seed {args.seed}")
    mine = per_game(ROOT, args.decks, args.seed, args.games)
    print(f"  this engine   {mine / 1e6:8.1f} M instructions/game")
    old = baseline_engine(args.baseline)
    if old is None:
        return 1
    theirs = per_game(old, args.decks, args.seed, args.games)
    print(f"  baseline      {theirs / 1e6:8.1f} M instructions/game ({args.baseline})")
    print(f"  ratio         {theirs / mine:8.2f}x  baseline / this engine (above 1: this engine does less work)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
