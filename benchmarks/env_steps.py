"""Benchmark: environment steps per second with random masked actions, for both learning environments.

    python benchmarks/env_steps.py --steps 5000 --seed 1 --decks rw-aggro rg-beats

Steps the PettingZoo AEC environment (every step is one decision of
either seat) and the Gymnasium environment (every step is one decision of
the learning seat; the random opponent's decisions happen inside it),
choosing uniformly among the masked-in slots and resetting when a game
ends. Each environment is measured ``--repeat`` times; the best and the
median steps/s are reported, with the bare engine's decisions/s over the
same games (random legal actions, no encoding) for comparison: the gap is
the cost of the observation arrays. These machines are shared and noisy:
compare figures from one run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import gymnasium  # noqa: E402

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.envs import ENV_ID, mtg_aec_env  # noqa: E402
from tolaria.mtg import Game  # noqa: E402


def random_slot(rng: np.random.Generator, mask: np.ndarray) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


def aec_steps(decks: Sequence[str], seed: int, steps: int) -> tuple[int, float]:
    """Steps of the AEC environment in ``steps`` decisions (dead-agent steps not counted); (games, seconds)."""
    env = mtg_aec_env(decks=list(decks), seed=seed)
    rng = np.random.default_rng(seed)
    env.reset()
    games, done = 1, 0
    start = time.perf_counter()
    while done < steps:
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                env.reset()
                games += 1
            continue
        env.step(random_slot(rng, observation["action_mask"]))
        done += 1
    return games, time.perf_counter() - start


def gym_steps(decks: Sequence[str], seed: int, steps: int) -> tuple[int, float]:
    """``steps`` steps of the Gymnasium environment against the random opponent; (games, seconds)."""
    env = gymnasium.make(ENV_ID, decks=list(decks))
    rng = np.random.default_rng(seed)
    observation, _ = env.reset(seed=seed)
    games = 1
    start = time.perf_counter()
    for _ in range(steps):
        observation, _, terminated, truncated, _ = env.step(random_slot(rng, observation["action_mask"]))
        if terminated or truncated:
            observation, _ = env.reset()
            games += 1
    return games, time.perf_counter() - start


def engine_decisions(decks: Sequence[str], seed: int, steps: int) -> tuple[int, float]:
    """The bare engine: ``steps`` random decisions, no encoding; (games, seconds)."""
    agent = RandomAgent(seed)
    game = Game.new(decks=list(decks), seed=seed, autopass=True)
    games = 1
    start = time.perf_counter()
    for _ in range(steps):
        if game.is_over:
            game = Game.new(decks=list(decks), seed=seed + games, autopass=True)
            games += 1
        game.apply(agent.choose(game))
    return games, time.perf_counter() - start


def measure(name: str, run: Callable[[Sequence[str], int, int], tuple[int, float]], args: argparse.Namespace) -> None:
    rates = []
    games = 0
    for _ in range(args.repeat):
        games, seconds = run(args.decks, args.seed, args.steps)
        rates.append(args.steps / seconds)
    print(
        f"{name:<22} best {max(rates):8.0f} steps/s   median {statistics.median(rates):8.0f} steps/s"
        f"   ({args.steps} steps, {games} games, {args.repeat} runs)"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--decks", nargs=2, default=["rw-aggro", "rg-beats"])
    args = parser.parse_args(argv)
    measure("engine (no encoding)", engine_decisions, args)
    measure("PettingZoo AEC", aec_steps, args)
    measure("Gymnasium", gym_steps, args)


if __name__ == "__main__":
    main()
