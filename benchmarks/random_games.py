"""Benchmark: games between two random players on one core.

    python benchmarks/random_games.py -n 200 --seed 1 --decks rw-aggro rg-beats

Reports games/s and decisions/s for whole games (players included), the same
games replayed from their recorded actions without the players (the engine's
own cost), microseconds per ``game.copy()`` and per ``to_json``/``from_json``
round trip measured mid-game (first priority decision of turn 6), and peak
memory.  Game ``i`` uses seed ``seed + i`` and the decks swap seats every other
game, as in ``tolaria sim``.
"""

from __future__ import annotations

import argparse
import gc
import platform
import resource
import statistics
import sys
import time
import timeit
import tracemalloc
from collections.abc import Sequence
from typing import Any

from tolaria.agents import RandomAgent
from tolaria.mtg import Game, load_deck
from tolaria.sim import MAX_DECISIONS, agent_seed

TARGET_GAMES_PER_SECOND = 67.0
SNAPSHOT_TURN = 6


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"], metavar="DECK")
    parser.add_argument(
        "--repeat", type=int, default=3, help="times the games are played; best and median reported"
    )
    parser.add_argument(
        "--snapshots",
        type=int,
        default=20,
        help="games whose turn-6 position is used for copy/json timings (default 20)",
    )
    return parser.parse_args(argv)


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


def replay(game: Game, trace: Sequence[Any]) -> None:
    """Apply recorded actions, asking for the legal actions as a player would."""
    for action in trace:
        game.legal_actions()
        game.apply(action)


def advance_to_snapshot(game: Game, trace: Sequence[Any]) -> Game | None:
    """Replay until the first priority decision of turn 6 or later; None if the game ends first."""
    for action in trace:
        decision = game.decision
        if decision is not None and decision.kind == "priority" and game.turn >= SNAPSHOT_TURN:
            return game
        game.apply(action)
    return None


def baseline_seconds() -> float:
    """A fixed pure-Python workload (dicts, lists, small objects), best of 3.

    Timed in the same run as the games, it shows how fast this machine and
    interpreter are right now, so runs on noisy machines can be compared by
    the ratio games/s ÷ baseline/s.
    """

    def work() -> int:
        table: dict[int, list[int]] = {}
        total = 0
        for i in range(200_000):
            row = table.setdefault(i % 97, [])
            row.append(i)
            total += len(row) ^ (i & 7)
        return total

    return min(timeit.repeat(work, repeat=3, number=1))


def per_call_us(func: Any, budget: float = 0.02) -> float:
    """Microseconds per call: best of 5 runs, each sized to take about ``budget`` seconds."""
    timer = timeit.Timer(func)
    estimate = timer.timeit(number=10) / 10
    number = max(1, int(budget / max(estimate, 1e-9)))
    return min(timer.repeat(repeat=5, number=number)) / number * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    decks = (load_deck(args.decks[0]), load_deck(args.decks[1]))
    seeds = [args.seed + i for i in range(args.games)]

    # 1. Whole games with random players, played --repeat times (identical each time).
    base = baseline_seconds()
    runs: list[float] = []
    first: list[list[Any]] | None = None
    for _ in range(max(1, args.repeat)):
        traces, turns, wins = [], [], {args.decks[0]: 0, args.decks[1]: 0, "draw": 0}
        gc.collect()
        start = time.perf_counter()
        for i, seed in enumerate(seeds):
            game = new_game(decks, seed, i)
            traces.append(play(game, seed))
            turns.append(game.turn)
            if game.winner is None:
                wins["draw"] += 1
            else:
                seat = ("alice", "bob").index(game.winner)
                wins[args.decks[seat ^ (i % 2)]] += 1
        runs.append(time.perf_counter() - start)
        first = first or traces
        if traces != first:
            print("  games differed between repeats: determinism broken", file=sys.stderr)
            return 1
    base = min(base, baseline_seconds())
    played = min(runs)
    decisions = sum(len(t) for t in traces)

    # 2. The same games replayed without the players: the engine's own cost.
    start = time.perf_counter()
    for i, seed in enumerate(seeds):
        replay(new_game(decks, seed, i), traces[i])
    replayed = time.perf_counter() - start

    # 3. copy() and JSON round trip at a mid-game position of several games.
    copies, trips, sizes, identical = [], [], [], True
    for i, seed in enumerate(seeds[: args.snapshots]):
        position = advance_to_snapshot(new_game(decks, seed, i), traces[i])
        if position is None:
            continue
        copies.append(per_call_us(position.copy))
        text = position.to_json()
        sizes.append(len(text))
        trips.append(per_call_us(lambda g=position: Game.from_json(g.to_json())))
        identical = identical and Game.from_json(text).to_json() == text

    # 4. Memory: the process's peak RSS, and one game's peak allocations.
    tracemalloc.start()
    play(new_game(decks, seeds[0], 0), seeds[0])
    _, game_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss_mib = rss_kib / 1024 if sys.platform != "darwin" else rss_kib / 1024 / 1024

    games_per_second = args.games / played
    print(
        f"Tolaria benchmark: {args.decks[0]} vs {args.decks[1]}, {args.games} games, "
        f"seeds {seeds[0]}..{seeds[-1]}, random players, one core"
    )
    print(
        f"  Python {platform.python_version()} ({platform.python_implementation()}) "
        f"on {platform.machine()}"
    )
    print(
        f"  results       {args.decks[0]} {wins[args.decks[0]]}, {args.decks[1]} "
        f"{wins[args.decks[1]]}, draws {wins['draw']}; "
        f"mean {statistics.fmean(turns):.1f} turns, {decisions / args.games:.0f} decisions/game"
    )
    median_gps = args.games / statistics.median(runs)
    print(
        f"  games/s       {games_per_second:8.1f}   (best of {len(runs)}, {played:.2f} s; median "
        f"{median_gps:.1f}; target {TARGET_GAMES_PER_SECOND:.0f} games/s: "
        f"{games_per_second / TARGET_GAMES_PER_SECOND:.2f}x)"
    )
    print(
        f"  baseline      {1 / base:8.2f} runs/s of the reference loop in this run; "
        f"games per baseline run {games_per_second * base:.1f}"
    )
    print(f"  decisions/s   {decisions / played:8.0f}")
    print(
        f"  engine only   {args.games / replayed:8.1f} games/s replaying the recorded actions "
        f"({replayed:.2f} s; players cost {max(0.0, 1 - replayed / played):.0%} of the run)"
    )
    if copies:
        print(
            f"  game.copy()   {statistics.median(copies):8.1f} µs  (median of {len(copies)} "
            f"positions, first priority of turn {SNAPSHOT_TURN}; "
            f"min {min(copies):.1f}, max {max(copies):.1f})"
        )
        print(
            f"  json trip     {statistics.median(trips):8.1f} µs  to_json + from_json "
            f"(state ~{statistics.median(sizes) / 1024:.1f} KiB; "
            f"round trip identical: {'yes' if identical else 'NO'})"
        )
    else:
        print(f"  game.copy()   no game reached turn {SNAPSHOT_TURN}")
    print(
        f"  memory        peak RSS {rss_mib:.1f} MiB; one game's peak allocations "
        f"{game_peak / 1024:.0f} KiB (tracemalloc)"
    )
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
