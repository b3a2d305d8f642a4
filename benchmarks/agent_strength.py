"""Benchmark: how strong the agents are, in seeded mirror matches.

    python benchmarks/agent_strength.py --games 40 --deck rw-aggro
    python benchmarks/agent_strength.py --match mcts:heuristic --games 10 --mcts-seconds 1.0
    python benchmarks/agent_strength.py --match mcts:heuristic --games 40 --mcts-iterations 100
    python benchmarks/agent_strength.py --match mcts:heuristic -n 100 --mcts-clock cpu --jobs 2
    python benchmarks/agent_strength.py --throughput 30 --mcts-iterations 20

Each match (``A:B``, default ``heuristic:random`` and ``mcts:heuristic``)
plays ``--games`` games with both agents on the same deck, swapping seats
every game. Games ``2k`` and ``2k + 1`` share seed ``seed + k`` (each deal
played once from each seat, so a seat's edge and a deal's luck cancel: the
heuristic player against itself then wins exactly half); ``--no-paired``
gives game ``i`` the seed ``seed + i``, as in ``tolaria sim``, where a
deterministic mirror need not come out even.
``--mcts-clock cpu`` gives mcts a budget of CPU seconds, the same work on
a loaded machine as on an idle one. ``--throughput N`` plays no match: it
searches N fixed positions on a fixed budget and prints the iterations and
play-outs per CPU second, to compare builds and changes. It prints each agent's wins and win rate with its 95% Wilson
interval, the draws, and the milliseconds each agent spent per decision
(decisions with a single legal action included: they are answered at
once). ``--jobs N`` spreads the games over N processes (the same results;
the timings then share the machine); each game's result and agent A's wins
so far are printed to stderr as the games finish, in order. ``--losses`` then lists the games
agent A did not win, each with its seed and A's seat, to replay and read.
"""

from __future__ import annotations

import argparse
import ast
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents import get  # noqa: E402
from tolaria.agents.heuristic import evaluate, fitted_evaluate  # noqa: E402
from tolaria.agents.mcts import MCTSAgent, SearchStats  # noqa: E402
from tolaria.core.simulation import MAX_DECISIONS, GameResult, agent_seed, summarise  # noqa: E402
from tolaria.mtg import Game  # noqa: E402

SEATS = ("alice", "bob")


@dataclass(frozen=True, slots=True)
class Timed:
    """One game's result (agent A is side 0) and the seconds and decisions each agent spent."""

    result: GameResult
    seconds: tuple[float, float]
    decisions: tuple[int, int]
    searches: tuple[int, int] = (0, 0)
    iterations: tuple[int, int] = (0, 0)
    search_seconds: tuple[float, float] = (0.0, 0.0)


def play_one(deck: str, names: tuple[str, str], options: tuple[dict[str, Any], dict[str, Any]], seed: int, swapped: bool) -> Timed:
    """Play one mirror game; agent A sits first unless ``swapped``."""
    sides = (1, 0) if swapped else (0, 1)  # sides[seat] = the agent (0: A, 1: B) in that seat
    agents = {
        SEATS[seat]: get(names[side], seed=agent_seed(seed, seat), **options[side]) for seat, side in enumerate(sides)
    }
    side_of = {SEATS[seat]: side for seat, side in enumerate(sides)}
    game = Game.new(decks=[deck, deck], seed=seed, names=SEATS, autopass=True)
    seconds = [0.0, 0.0]
    decisions = [0, 0]
    searches = [0, 0]
    iterations = [0, 0]
    search_seconds = [0.0, 0.0]
    total = 0
    decision = game.decision
    while decision is not None and total < MAX_DECISIONS:
        side = side_of[decision.player]
        agent = agents[decision.player]
        if isinstance(agent, MCTSAgent):
            agent.last = None
        start = time.perf_counter()
        action = agent.choose(game.view(decision.player))
        seconds[side] += time.perf_counter() - start
        decisions[side] += 1
        stats = getattr(agent, "last", None)
        if isinstance(stats, SearchStats):
            searches[side] += 1
            iterations[side] += stats.iterations
            search_seconds[side] += stats.seconds
        game.apply(action)
        total += 1
        decision = game.decision
    winner = game.winner
    index = side_of[winner] if winner is not None else None
    result = GameResult(index, index is None, game.turn, total, capped=decision is not None)
    return Timed(
        result,
        (seconds[0], seconds[1]),
        (decisions[0], decisions[1]),
        (searches[0], searches[1]),
        (iterations[0], iterations[1]),
        (search_seconds[0], search_seconds[1]),
    )


def schedule_of(games: int, seed: int, paired: bool) -> list[tuple[int, bool]]:
    """Each game's (seed, whether agent A sits second): seats swap every game; ``paired`` deals each seed twice.

    Unpaired, game ``i`` has seed ``seed + i``, as in ``tolaria sim``.
    Paired, games ``2k`` and ``2k + 1`` both have seed ``seed + k``, once
    with each agent first: each deal (the same shuffles, the same play-or-draw
    seat) is played from both sides, so the luck of a deal and the edge of a
    seat cancel out instead of landing on one agent more often by chance.
    """
    if paired:
        return [(seed + i // 2, i % 2 == 1) for i in range(games)]
    return [(seed + i, i % 2 == 1) for i in range(games)]


def run_match(
    deck: str, a: str, b: str, games: int, seed: int, mcts: dict[str, Any], jobs: int, paired: bool = False,
    losses: bool = False,
) -> None:
    names = (a, b)
    options = (mcts if a == "mcts" else {}, mcts if b == "mcts" else {})
    play = partial(play_one, deck, names, options)
    schedule = schedule_of(games, seed, paired)
    start = time.perf_counter()
    timed: list[Timed] = []
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else nullcontext() as pool:
        results = pool.map(play, *zip(*schedule, strict=True)) if pool is not None else map(play, *zip(*schedule, strict=True))
        for i, ((s, _), t) in enumerate(zip(schedule, results, strict=True), 1):
            timed.append(t)
            won = sum(1 for x in timed if x.result.winner == 0)
            print(f"  game {i}/{games} (seed {s}): {_who(t.result, names)}; {a} {won}/{i}", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    summary = summarise([t.result for t in timed], (a, b), seed, elapsed)
    budget = ", ".join(f"{k}={v}" for k, v in mcts.items())
    deals = f"{games} games, each seed twice (seeds {seed}-{seed + (games - 1) // 2})" if paired else f"{games} games from seed {seed}"
    print(f"{a} vs {b} on {deck}, {deals}" + (f" (mcts {budget})" if "mcts" in names else ""))
    for side, stats in enumerate(summary.decks):
        spent = sum(t.seconds[side] for t in timed)
        count = sum(t.decisions[side] for t in timed)
        ms = 1000 * spent / count if count else 0.0
        print(
            f"  {stats.name:10s} wins {stats.wins:4d}/{stats.games}  {100 * stats.win_rate:5.1f}%  "
            f"95% CI [{100 * stats.low:5.1f}%, {100 * stats.high:5.1f}%]  {ms:8.3f} ms/decision over {count} decisions"
        )
        searches = sum(t.searches[side] for t in timed)
        if searches:
            worlds = sum(t.iterations[side] for t in timed)
            searching = sum(t.search_seconds[side] for t in timed)
            print(
                f"  {'':10s} {searches} searches, {worlds / searches:.1f} iterations each, "
                f"{worlds / searching if searching else 0.0:.0f} iterations/s, {1000 * searching / searches:.0f} ms/search"
            )
    print(f"  draws {summary.draws} (capped {summary.capped}), mean {summary.mean_turns:.1f} turns, {elapsed:.1f} s")
    if losses:
        for (s, swapped), t in zip(schedule, timed, strict=True):
            if t.result.winner != 0:
                seat = SEATS[1 if swapped else 0]
                print(f"  {a} did not win: seed {s}, {a} as {seat}, {_who(t.result, names)}")


def positions_to_search(count: int, seed: int, deck: str) -> list[Game]:
    """``count`` positions with a real choice (turn 3 on), from seeded mirror games of the heuristic player."""
    heuristic = get("heuristic")
    found: list[Game] = []
    game_seed = seed
    while len(found) < count:
        game = Game.new(decks=[deck, deck], seed=game_seed, names=SEATS, autopass=True)
        seen = 0
        while game.decision is not None and len(found) < count:
            if game.turn >= 3 and len(game.legal_actions()) > 1:
                seen += 1
                if seen % 3 == 1:
                    found.append(game.copy())
            game.apply(heuristic.choose(game))
        game_seed += 1
    return found


def run_throughput(deck: str, count: int, seed: int, mcts: dict[str, Any]) -> None:
    """Search the same positions and report the work done per CPU second (the same on a loaded machine)."""
    positions = positions_to_search(count, seed, deck)
    options = {k: v for k, v in mcts.items() if k not in ("seconds", "clock")}
    options.setdefault("iterations", 20)
    warm = MCTSAgent(seed, **options)
    warm.choose(positions[0].copy())  # the card pool's first compilation is not the search's work
    iterations = playouts = 0
    cpu = 0.0
    for i, position in enumerate(positions):
        agent = MCTSAgent(seed + i, **options)
        before = time.process_time()
        agent.choose(position)
        cpu += time.process_time() - before
        stats = agent.last
        if stats is not None:
            iterations += stats.iterations
            playouts += sum(visits for _, visits, _ in stats.root)
    print(f"mcts throughput on {deck}, {count} positions from seed {seed} ({', '.join(f'{k}={v}' for k, v in options.items())})")
    print(
        f"  {iterations} iterations, {playouts} play-outs in {cpu:.2f} CPU s: "
        f"{iterations / cpu:.0f} iterations/s, {playouts / cpu:.0f} play-outs/s, {1000 * cpu / count:.0f} ms/search"
    )


def _who(result: GameResult, names: tuple[str, str]) -> str:
    return "draw" if result.winner is None else f"{names[result.winner]} wins in {result.turns} turns"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--match", action="append", metavar="A:B", help="agents to pit (repeatable; default heuristic:random and mcts:heuristic)")
    parser.add_argument("--deck", action="append", help="deck both agents play (repeatable; default rw-aggro)")
    parser.add_argument("-n", "--games", type=int, default=20, help="games per match and deck (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--mcts-seconds", type=float, default=None, help="mcts time per decision (default 1.0)")
    parser.add_argument("--mcts-iterations", type=int, default=None, help="mcts iterations per decision (reproducible)")
    parser.add_argument("--mcts-depth", type=int, default=None, help="mcts play-out depth in decisions")
    parser.add_argument("--mcts-horizon", type=int, default=None, help="mcts play-outs stop at the start of the turn this many turns on (0: no such cut)")
    parser.add_argument("--mcts-plans", action="store_true", help="mcts also plays the seat out in the knowledge's plans (racing, all-in)")
    parser.add_argument("--mcts-rollout", choices=["heuristic", "random"], default=None)
    parser.add_argument("--mcts-margin", type=float, default=None, help="how much better than the heuristic's choice an action must look")
    parser.add_argument("--mcts-tree-depth", type=int, default=None, help="mcts tree depth (1: the flat paired search)")
    parser.add_argument("--mcts-clock", choices=["wall", "cpu"], default=None, help="what mcts's time budget counts (default wall)")
    parser.add_argument(
        "--mcts-evaluation", choices=["fitted", "strength"], default=None,
        help="how mcts scores a play-out it cuts off: the fitted logistic regression (the default) or the hand-set strength gap",
    )
    parser.add_argument(
        "--mcts-option", action="append", default=[], metavar="NAME=VALUE",
        help="any other mcts option (repeatable; the value is read as a Python literal, e.g. --mcts-option horizon=3)",
    )
    parser.add_argument(
        "--throughput", type=int, default=0, metavar="N",
        help="instead of matches: search N fixed positions and report iterations per CPU second",
    )
    parser.add_argument(
        "--paired",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="play each seed twice, once with each agent first (default; --no-paired: a seed a game, as in sim)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--losses", action="store_true",
        help="list the games agent A did not win (seed and seat), to replay and read them",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    matches = args.match or ["heuristic:random", "mcts:heuristic"]
    mcts: dict[str, Any] = {}
    if args.mcts_iterations is not None:
        mcts["iterations"] = args.mcts_iterations
    if args.mcts_seconds is not None or args.mcts_iterations is None:
        mcts["seconds"] = args.mcts_seconds if args.mcts_seconds is not None else 1.0
    if args.mcts_depth is not None:
        mcts["depth"] = args.mcts_depth
    if args.mcts_horizon is not None:
        mcts["horizon"] = args.mcts_horizon or None
    if args.mcts_plans:
        mcts["plans"] = True
    if args.mcts_rollout is not None:
        mcts["rollout"] = args.mcts_rollout
    if args.mcts_margin is not None:
        mcts["margin"] = args.mcts_margin
    if args.mcts_tree_depth is not None:
        mcts["tree_depth"] = args.mcts_tree_depth
    if args.mcts_clock is not None:
        mcts["clock"] = args.mcts_clock
    if args.mcts_evaluation is not None:
        mcts["evaluate"] = fitted_evaluate if args.mcts_evaluation == "fitted" else evaluate
    for item in args.mcts_option:
        name, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"--mcts-option wants NAME=VALUE, not {item!r}")
        try:
            mcts[name] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            mcts[name] = value
    for deck in args.deck or ["rw-aggro"]:
        if args.throughput:
            run_throughput(deck, args.throughput, args.seed, mcts)
            continue
        for match in matches:
            a, _, b = match.partition(":")
            run_match(deck, a, b, args.games, args.seed, mcts, args.jobs, args.paired, args.losses)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
