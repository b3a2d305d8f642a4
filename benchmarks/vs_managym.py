"""Benchmark: Tolaria against managym (the Rust engine in the manabot wheel), same decks, same run.

    python benchmarks/vs_managym.py -n 100 --repeat 5

Both engines play random players on the common decks, two decks built only
from the cards both engines know (``COMMON_CARDS``), in three ways:

- ``step``: every decision through the API. Tolaria: ``Game.new(...)`` and
  ``game.apply(agent.choose(game))`` for each decision; managym:
  ``Env(skip_trivial=False)`` and ``env.step(i)`` for each action.
- ``autopass``: single-option decisions skipped by the engine. Tolaria:
  ``Game.new(..., autopass=True)``; managym: ``Env(skip_trivial=True)``.
- ``sim``: whole games in the engine's tight loop. Tolaria: the loop of
  ``tolaria sim`` (``tolaria.sim.play_game``: autopass, each agent shown
  its seat's view); managym: ``env.random_playout`` inside Rust.

The random choices are made in Python from ``random.Random`` (seeded by the
game) for the first two ways; a game's seed is ``seed + i`` and the decks
swap seats every other game. The two engines' runs alternate within each
repeat so that both see the same machine load; each way reports games/s
and decisions/s (min-median-max over the repeats) and Tolaria's ratio to
managym (the median of the per-repeat ratios, with their range).

managym ships in the ``manabot`` wheel for Python 3.12 only
(``pip install --no-deps manabot==0.2.0`` in a 3.12 environment, with
Tolaria importable there, e.g. ``PYTHONPATH=.``). Where it isn't
installed the script says so and measures Tolaria alone. ``--json``
prints the figures as one JSON object.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.mtg import Game  # noqa: E402
from tolaria.sim import MAX_DECISIONS, agent_seed, play_game  # noqa: E402

# The 19 cards both engines know (managym 0.2.0 and Tolaria's bundled pool); the script checks them.
COMMON_CARDS = (
    "Ancestral Recall", "Boggart Brute", "Counterspell", "Craw Wurm", "Fencing Ace", "Forest",
    "Giant Spider", "Gray Ogre", "Island", "Lightning Bolt", "Llanowar Elves", "Mountain", "Plains",
    "Pyroclasm", "Raging Goblin", "Serra Angel", "Shivan Dragon", "Swamp", "Youthful Knight",
)  # fmt: skip

# Two 60-card decks of those cards, four copies at most of a nonland card (CR 100.2a).
DECKS: dict[str, dict[str, int]] = {
    "rg-common": {
        "Mountain": 12, "Forest": 12, "Raging Goblin": 4, "Boggart Brute": 4, "Gray Ogre": 4,
        "Lightning Bolt": 4, "Pyroclasm": 4, "Shivan Dragon": 4, "Llanowar Elves": 4,
        "Giant Spider": 4, "Craw Wurm": 4,
    },
    "wur-common": {
        "Plains": 8, "Island": 8, "Mountain": 8, "Fencing Ace": 4, "Youthful Knight": 4,
        "Serra Angel": 4, "Counterspell": 4, "Ancestral Recall": 4, "Lightning Bolt": 4,
        "Boggart Brute": 4, "Gray Ogre": 4, "Raging Goblin": 4,
    },
}  # fmt: skip


class Way(Enum):
    """A way of playing, as the issue names them."""

    STEP = "step"  # every decision through the API
    AUTOPASS = "autopass"  # single-option decisions skipped by the engine
    SIM = "sim"  # whole games in the engine's own tight loop


@dataclass(frozen=True)
class Run:
    """One engine playing the games once in one way."""

    games: int
    decisions: int | None  # None where the engine doesn't say (managym's playout inside Rust)
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float | None:
        return None if self.decisions is None else self.decisions / self.seconds


def deck_list(deck: Mapping[str, int]) -> list[str]:
    """A deck as Tolaria takes it: one card name per card."""
    return [name for name, count in deck.items() for _ in range(count)]


def seatings(n: int, seed: int) -> Iterator[tuple[int, Mapping[str, int], Mapping[str, int]]]:
    """Game ``i``: seed ``seed + i``, the decks swapped every other game (as in ``tolaria sim``)."""
    a, b = DECKS["rg-common"], DECKS["wur-common"]
    for i in range(n):
        yield seed + i, *((b, a) if i % 2 else (a, b))


# ------------------------------------------------------------------ Tolaria


def tolaria_run(way: Way, n: int, seed: int) -> Run:
    """Tolaria plays the ``n`` games one way."""
    decks = {id(d): deck_list(d) for d in DECKS.values()}
    decisions = 0
    start = time.perf_counter()
    for s, first, second in seatings(n, seed):
        pair = [decks[id(first)], decks[id(second)]]
        if way is Way.SIM:
            decisions += play_game(pair[0], pair[1], s).decisions
            continue
        game = Game.new(decks=pair, seed=s, names=("alice", "bob"), autopass=way is Way.AUTOPASS)
        agents = {"alice": RandomAgent(agent_seed(s, 0)), "bob": RandomAgent(agent_seed(s, 1))}
        decision = game.decision
        played = 0
        while decision is not None and played < MAX_DECISIONS:
            game.apply(agents[decision.player].choose(game))
            played += 1
            decision = game.decision
        decisions += played
    return Run(n, decisions, time.perf_counter() - start)


# ------------------------------------------------------------------ managym


def load_managym() -> Any | None:
    """managym's native module, or None where the manabot wheel isn't installed."""
    try:
        from manabot.managym import _managym
    except ImportError:
        return None
    return _managym


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence file descriptor 2 (a Rust panic prints its message there before Python sees it)."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def unknown_to_managym(mg: Any, names: Sequence[str]) -> list[str]:
    """The cards managym refuses (an unknown card in a decklist is a panic, caught here)."""
    missing = []
    os.environ.setdefault("RUST_BACKTRACE", "0")
    with quiet_stderr():
        for name in names:
            deck = {"Mountain": 40} if name == "Mountain" else {"Mountain": 40, name: 20}
            try:
                mg.Env(seed=1, skip_trivial=False).reset([mg.PlayerConfig("a", deck), mg.PlayerConfig("b", deck)])
            except BaseException:  # pyo3's PanicException derives from BaseException
                missing.append(name)
    return missing


def managym_run(mg: Any, way: Way, n: int, seed: int) -> Run:
    """managym plays the ``n`` games one way."""
    decisions = 0
    start = time.perf_counter()
    for s, first, second in seatings(n, seed):
        env = mg.Env(seed=s, skip_trivial=way is not Way.STEP)
        obs, _ = env.reset([mg.PlayerConfig("alice", dict(first)), mg.PlayerConfig("bob", dict(second))])
        if way is Way.SIM:
            env.random_playout(s, MAX_DECISIONS)  # it doesn't count its steps
            continue
        rng = random.Random(s)
        done = obs.game_over
        played = 0
        while not done and played < MAX_DECISIONS:
            k = len(obs.action_space.actions)
            obs, _, terminated, truncated, _ = env.step(rng.randrange(k) if k > 1 else 0)
            played += 1
            done = terminated or truncated
        decisions += played
    return Run(n, None if way is Way.SIM else decisions, time.perf_counter() - start)


# ------------------------------------------------------------------ report


def spread(values: Sequence[float]) -> dict[str, float]:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def fmt(s: Mapping[str, float] | None, digits: int = 0) -> str:
    if s is None:
        return "n/a"
    return f"{s['median']:,.{digits}f} ({s['min']:,.{digits}f}-{s['max']:,.{digits}f})"


def measure(
    engines: Mapping[str, Callable[[Way, int, int], Run]], ways: Sequence[Way], n: int, seed: int, repeat: int
) -> dict[str, dict[str, list[Run]]]:
    """Every engine plays the games every way, ``repeat`` times, the engines alternating."""
    runs: dict[str, dict[str, list[Run]]] = {w.value: {e: [] for e in engines} for w in ways}
    for way in ways:
        for run in engines.values():
            run(way, min(n, 4), seed)  # warm up (imports, caches)
        for r in range(repeat):
            order = list(engines.items())
            if r % 2:
                order.reverse()
            for e, run in order:
                runs[way.value][e].append(run(way, n, seed))
    return runs


def summary(runs: dict[str, dict[str, list[Run]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for way, by_engine in runs.items():
        entry: dict[str, Any] = {}
        for e, rs in by_engine.items():
            per_second = [r.decisions_per_second for r in rs]
            decisions = rs[0].decisions
            entry[e] = {
                "games_per_second": spread([r.games_per_second for r in rs]),
                "decisions_per_second": None if None in per_second else spread(per_second),  # type: ignore[arg-type]
                "decisions_per_game": None if decisions is None else decisions / rs[0].games,
            }
        if "tolaria" in by_engine and "managym" in by_engine:
            ratios = [
                t.games_per_second / m.games_per_second
                for t, m in zip(by_engine["tolaria"], by_engine["managym"], strict=True)
            ]
            entry["ratio"] = spread(ratios)
        out[way] = entry
    return out


def print_table(result: Mapping[str, Any], engines: Sequence[str]) -> None:
    print(f"{'way':<9} {'engine':<8} {'games/s (min-max)':>26} {'decisions/s (min-max)':>30} {'dec/game':>9}")
    for way, entry in result.items():
        for e in engines:
            s = entry[e]
            print(
                f"{way:<9} {e:<8} {fmt(s['games_per_second'], 1):>26} "
                f"{fmt(s['decisions_per_second']):>30} {_per_game(s['decisions_per_game']):>9}"
            )
        if "ratio" in entry:
            print(f"{'':<9} {'ratio':<8} tolaria/managym games/s {fmt(entry['ratio'], 2)}")


def _per_game(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f}"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=100, help="games per run (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per engine and way (default 5)")
    parser.add_argument(
        "--ways", nargs="+", choices=[w.value for w in Way], default=[w.value for w in Way], help="ways of playing"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1:
        parser.error("-n and --repeat must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    engines: dict[str, Callable[[Way, int, int], Run]] = {"tolaria": tolaria_run}
    mg = load_managym()
    note = None
    if mg is None:
        note = (
            "managym is not installed here (it ships in the manabot wheel for Python 3.12: "
            "pip install --no-deps manabot==0.2.0); measuring Tolaria alone"
        )
    else:
        missing = unknown_to_managym(mg, COMMON_CARDS)
        if missing:
            note = f"this managym doesn't know {', '.join(missing)}; measuring Tolaria alone"
        else:
            engines["managym"] = lambda way, n, seed: managym_run(mg, way, n, seed)
    if note is not None:
        print(note, file=sys.stderr)
    compiled = _tolaria_build()
    runs = measure(engines, [Way(w) for w in args.ways], args.games, args.seed, args.repeat)
    result = summary(runs)
    if args.json:
        print(json.dumps({
            "games": args.games, "seed": args.seed, "repeat": args.repeat, "tolaria_build": compiled,
            "python": platform.python_version(), "ways": result, "note": note,
        }))  # fmt: skip
        return 0
    print(
        f"{args.games} games per run, seeds {args.seed}-{args.seed + args.games - 1}, {args.repeat} repeats, "
        f"Python {platform.python_version()}, Tolaria {compiled}"
    )
    print_table(result, list(engines))
    return 0


def _tolaria_build() -> str:
    """Which Tolaria build runs: compiled with mypyc or pure Python."""
    import tolaria.mtg.engine as engine

    return "compiled (mypyc)" if not engine.__file__.endswith(".py") else "pure Python"


if __name__ == "__main__":
    raise SystemExit(main())
