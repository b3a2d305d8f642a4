"""Benchmark: games between two random players on one core, against the engine of another revision.

    python benchmarks/random_games.py -n 300 --seed 1 --decks rw-aggro rg-beats

Plays the same games several times with this engine and with the engine of
``--baseline`` (a git revision, default the last one before engine core v2;
``--baseline none`` skips it), alternating the two so that both see the same
machine load, and reports each one's best and median games/s and their
ratio. A pure-Python reference loop timed in the same run shows how fast the
machine is right now. Then, for this engine: decisions/s, ``game.copy()`` at
turn 2 and at turn 20 (the cost must not grow with the game), a JSON round
trip, peak memory, and, with ``--lists N``, the largest legal-action list
seen over N random games. Game ``i`` uses seed ``seed + i`` and the decks
swap seats every other game, as in ``tolaria sim``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import timeit
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.mtg import Game, load_deck  # noqa: E402
from tolaria.sim import MAX_DECISIONS, agent_seed  # noqa: E402

TARGET_GAMES_PER_SECOND = 67.0
BASELINE = "6290a07"  # the engine before core v2
COPY_TURNS = (2, 20)

# The timing loop, the same for both engines: it uses only the API they share.
TIMER = r"""
import hashlib, json, sys, time
from tolaria.agents import RandomAgent
from tolaria.mtg import Game, load_deck
decks = [load_deck(d) for d in sys.argv[1:3]]
seed, n = int(sys.argv[3]), int(sys.argv[4])
def agent_seed(game_seed, seat):
    digest = hashlib.blake2b(f"{game_seed}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
start = time.perf_counter()
decisions = 0
for i in range(n):
    s = seed + i
    first, second = (decks[1], decks[0]) if i % 2 else (decks[0], decks[1])
    game = Game.new(decks=[first, second], seed=s, names=("alice", "bob"), autopass=True)
    agents = {"alice": RandomAgent(agent_seed(s, 0)), "bob": RandomAgent(agent_seed(s, 1))}
    decision = game.decision
    while decision is not None and decisions < 10**9:
        game.apply(agents[decision.player].choose(game))
        decisions += 1
        decision = game.decision
print(json.dumps({"seconds": time.perf_counter() - start, "decisions": decisions}))
"""


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"], metavar="DECK")
    parser.add_argument("--repeat", type=int, default=3, help="times each engine plays the games (default 3)")
    parser.add_argument("--baseline", default=BASELINE, help=f"git revision to compare with (default {BASELINE}; 'none' to skip)")
    parser.add_argument("--snapshots", type=int, default=20, help="games whose positions time copy() and JSON")
    parser.add_argument("--lists", type=int, default=0, help="games in which to find the largest legal-action list")
    return parser.parse_args(argv)


def baseline_engine(revision: str) -> Path | None:
    """The engine of a git revision, unpacked into a temporary folder (None if git can't provide it)."""
    folder = Path(tempfile.mkdtemp(prefix="tolaria-baseline-"))
    archive = folder / "src.tar"
    try:
        with archive.open("wb") as out:
            subprocess.run(["git", "-C", str(ROOT), "archive", revision, "tolaria"], stdout=out, check=True, stderr=subprocess.PIPE)
        with tarfile.open(archive) as tar:
            tar.extractall(folder, filter="data")
    except (OSError, subprocess.CalledProcessError, tarfile.TarError) as err:
        print(f"  baseline      can't unpack revision {revision}: {err}", file=sys.stderr)
        return None
    return folder


def timed(engine_path: Path, decks: Sequence[str], seed: int, n: int) -> dict[str, float]:
    """Play the games in a fresh interpreter with the engine at ``engine_path``."""
    env = dict(os.environ, PYTHONPATH=str(engine_path), PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", TIMER, decks[0], decks[1], str(seed), str(n)],
        env=env, capture_output=True, text=True, check=True, cwd=tempfile.gettempdir(),
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def reference_loop_seconds() -> float:
    """A fixed pure-Python workload (dicts, lists, small objects), best of 3: the machine's speed now."""

    def work() -> int:
        table: dict[int, list[int]] = {}
        total = 0
        for i in range(200_000):
            row = table.setdefault(i % 97, [])
            row.append(i)
            total += len(row) ^ (i & 7)
        return total

    return min(timeit.repeat(work, repeat=3, number=1))


def new_game(decks: tuple[list[str], list[str]], seed: int, index: int) -> Game:
    first, second = (decks[1], decks[0]) if index % 2 else decks
    return Game.new(decks=[first, second], seed=seed, names=("alice", "bob"), autopass=True)


def play(game: Game, seed: int) -> list[Any]:
    """Play a game out with two random players; returns the actions taken."""
    agents = {"alice": RandomAgent(agent_seed(seed, 0)), "bob": RandomAgent(agent_seed(seed, 1))}
    trace: list[Any] = []
    decision = game.decision
    while decision is not None and len(trace) < MAX_DECISIONS:
        action = agents[decision.player].choose(game)
        game.apply(action)
        trace.append(action)
        decision = game.decision
    return trace


def position_at(decks: tuple[list[str], list[str]], seed: int, index: int, turn: int) -> Game | None:
    """The first priority decision of ``turn`` or later in game ``index``; None if it ends first."""
    game = new_game(decks, seed, index)
    agents = {"alice": RandomAgent(agent_seed(seed, 0)), "bob": RandomAgent(agent_seed(seed, 1))}
    decision = game.decision
    while decision is not None:
        if decision.kind == "priority" and game.turn >= turn:
            return game
        game.apply(agents[decision.player].choose(game))
        decision = game.decision
    return None


def per_call_us(func: Any, budget: float = 0.02) -> float:
    """Microseconds per call: best of 5 runs, each sized to take about ``budget`` seconds."""
    timer = timeit.Timer(func)
    estimate = timer.timeit(number=10) / 10
    number = max(1, int(budget / max(estimate, 1e-9)))
    return min(timer.repeat(repeat=5, number=number)) / number * 1e6


def largest_lists(decks: tuple[list[str], list[str]], seed: int, n: int) -> tuple[int, str, float]:
    """The largest legal-action list over ``n`` random games (mana abilities listed too), and the mean."""
    largest, where, total, count = 0, "", 0, 0
    for i in range(n):
        game = new_game(decks, seed + i, i)
        rng = random.Random(seed + i)
        while not game.is_over:
            options = list(game.legal_actions(mana_abilities=True))
            total += len(options)
            count += 1
            if len(options) > largest:
                largest, where = len(options), f"game {seed + i}, turn {game.turn}, {game.decision.kind}"  # type: ignore[union-attr]
            game.apply(options[rng.randrange(len(options))])
    return largest, where, total / max(count, 1)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    decks = (load_deck(args.decks[0]), load_deck(args.decks[1]))
    print(
        f"Tolaria benchmark: {args.decks[0]} vs {args.decks[1]}, {args.games} games, seeds "
        f"{args.seed}..{args.seed + args.games - 1}, random players, one core"
    )
    print(f"  Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")

    # 1. This engine against the baseline, alternating, in fresh interpreters.
    old = baseline_engine(args.baseline) if args.baseline != "none" else None
    runs: dict[str, list[float]] = {"this engine": [], f"baseline {args.baseline}": []}
    decisions = 0
    reference = reference_loop_seconds()
    for _ in range(max(1, args.repeat)):
        gc.collect()
        result = timed(ROOT, args.decks, args.seed, args.games)
        runs["this engine"].append(args.games / result["seconds"])
        decisions = int(result["decisions"])
        if old is not None:
            base = timed(old, args.decks, args.seed, args.games)
            runs[f"baseline {args.baseline}"].append(args.games / base["seconds"])
    reference = min(reference, reference_loop_seconds())
    best = {k: max(v) for k, v in runs.items() if v}
    median = {k: statistics.median(v) for k, v in runs.items() if v}
    for name, value in best.items():
        print(f"  games/s       {value:8.1f}   {name} (best of {len(runs[name])}; median {median[name]:.1f})")
    if len(best) == 2:
        b = f"baseline {args.baseline}"
        print(
            f"  ratio         {best['this engine'] / best[b]:8.2f}x  this engine / baseline, best "
            f"({median['this engine'] / median[b]:.2f}x by medians); target 1.5x"
        )
    print(f"  target        {best['this engine'] / TARGET_GAMES_PER_SECOND:8.2f}x  of {TARGET_GAMES_PER_SECOND:.0f} games/s")
    print(f"  reference     {1 / reference:8.2f} runs/s of the pure-Python loop in this run")
    print(f"  decisions/s   {decisions * best['this engine'] / args.games:8.0f}   ({decisions / args.games:.0f} decisions/game)")

    # 2. copy() at turn 2 and turn 20, and the JSON round trip, at the same games' positions.
    copies: dict[int, list[float]] = {t: [] for t in COPY_TURNS}
    trips, sizes, identical = [], [], True
    for i in range(args.snapshots):
        for turn in COPY_TURNS:
            position = position_at(decks, args.seed + i, i, turn)
            if position is None:
                continue
            copies[turn].append(per_call_us(position.copy))
            if turn == COPY_TURNS[0]:
                continue
            text = position.to_json()
            sizes.append(len(text))
            trips.append(per_call_us(lambda g=position: Game.from_json(g.to_json())))
            identical = identical and Game.from_json(text).to_json() == text
    early, late = (statistics.median(copies[t]) if copies[t] else float("nan") for t in COPY_TURNS)
    if not copies[COPY_TURNS[0]] or not copies[COPY_TURNS[1]]:
        print(f"  game.copy()   not measured (no position reached turns {COPY_TURNS[0]} and {COPY_TURNS[1]};"
              f" --snapshots {args.snapshots})")
    else:
        print(
            f"  game.copy()   {early:8.1f} µs at turn {COPY_TURNS[0]}, {late:.1f} µs at turn {COPY_TURNS[1]} "
            f"(ratio {late / early:.2f}; medians of {len(copies[COPY_TURNS[0]])} and {len(copies[COPY_TURNS[1]])}"
            " positions)"
        )
    if trips:
        print(
            f"  json trip     {statistics.median(trips):8.1f} µs  to_json + from_json at turn {COPY_TURNS[1]} "
            f"(position ~{statistics.median(sizes) / 1024:.1f} KiB; round trip identical: {'yes' if identical else 'NO'})"
        )

    # 3. Memory: one game played here, and this process's peak.
    start = time.perf_counter()
    play(new_game(decks, args.seed, 0), args.seed)
    one = time.perf_counter() - start
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss_mib = rss_kib / 1024 if sys.platform != "darwin" else rss_kib / 1024 / 1024
    print(f"  memory        peak RSS {rss_mib:.1f} MiB (one game here took {one * 1000:.0f} ms)")

    # 4. The largest legal-action list.
    if args.lists:
        largest, where, mean = largest_lists(decks, args.seed, args.lists)
        print(f"  action lists  largest {largest} over {args.lists} games ({where}); mean {mean:.1f}")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
