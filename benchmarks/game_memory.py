"""Benchmark: how much memory a live game takes at a given turn, and what of it is the event history.

    python benchmarks/game_memory.py --turn 6 -n 20

Plays ``-n`` random games (autopass, seeds ``seed + i``) up to the first
decision of ``--turn`` and measures, with ``tracemalloc``, the memory the
game holds then: everything allocated while it was made and played that
is still alive once the game's transient caches are dropped, that is, the
position, the event history and the game object (the card database and
the interned card records are loaded before measuring and are shared by
every game). It prints the median, minimum and maximum over the games,
the part that is the event history (the game measured again once its
history is dropped) and the memory of one ``game.copy()`` made then.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tracemalloc
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.core.events import History  # noqa: E402
from tolaria.mtg import Game, load_deck  # noqa: E402
from tolaria.sim import agent_seed  # noqa: E402

TARGET_KIB = 20.0


def play_to(game: Game, turn: int, seed: int) -> None:
    """Random play until the first decision of ``turn`` (or the end of the game)."""
    agents = {"alice": RandomAgent(agent_seed(seed, 0)), "bob": RandomAgent(agent_seed(seed, 1))}
    state = game.state
    decision = game.decision
    while decision is not None and state.turn < turn:
        game.apply(agents[decision.player].choose(game))
        decision = game.decision


def drop_caches(game: Game) -> None:
    """Empty what the state keeps only to go faster (rebuilt on the next use)."""
    state = game.state
    state.cache = {}
    state.cache_at = -1
    state.mana_memo = {}
    state.source_memo = {}
    game._legal = None  # noqa: SLF001 (the lazy list of legal actions)


def measure(decks: Sequence[list[str]], seed: int, turn: int) -> tuple[int, int, int]:
    """(bytes of the game, bytes without its history, bytes of a copy) for one game."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    game = Game.new(decks=list(decks), seed=seed, names=("alice", "bob"), autopass=True)
    play_to(game, turn, seed)
    drop_caches(game)
    gc.collect()
    total = tracemalloc.get_traced_memory()[0] - before
    twin = game.copy()
    drop_caches(twin)
    gc.collect()
    copy = tracemalloc.get_traced_memory()[0] - before - total
    del twin
    game.history = History()
    gc.collect()
    without_history = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del game
    return total, without_history, copy


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=20, help="games to measure (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--turn", type=int, default=6, help="measure at the first decision of this turn (default 6)")
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"], metavar="DECK")
    return parser.parse_args(argv)


def kib(values: Sequence[int]) -> str:
    k = [v / 1024 for v in values]
    return f"{statistics.median(k):.1f} KiB (min {min(k):.1f}, max {max(k):.1f})"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    decks = [list(load_deck(d)) for d in args.decks]
    measure(decks, args.seed, args.turn)  # load the card records and caches every game shares
    rows = [measure(decks, args.seed + i, args.turn) for i in range(args.games)]
    totals = [t for t, _, _ in rows]
    print(f"{args.games} games, {' vs '.join(args.decks)}, measured at turn {args.turn}")
    print(f"live game:        {kib(totals)}  (target at most {TARGET_KIB:.0f} KiB)")
    print(f"without history:  {kib([w for _, w, _ in rows])}")
    print(f"history:          {kib([t - w for t, w, _ in rows])}")
    print(f"a copy:           {kib([c for _, _, c in rows])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
