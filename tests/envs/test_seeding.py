"""Seeded resets deal the same game: reset(seed=s) is Game.new(seed=s), and later resets follow from s."""

from __future__ import annotations

from typing import Any

from tests.envs.helpers import require_envs

require_envs()

import numpy as np  # noqa: E402

from tolaria.envs import MagicGymEnv, mtg_aec_env  # noqa: E402
from tolaria.mtg import Game  # noqa: E402

DECKS = ["rw-aggro", "rg-beats"]


def aec_trace(env: Any, seed: int | None, steps: int = 80) -> list[Any]:
    """Observations and rewards of ``steps`` random masked decisions after ``reset(seed=seed)``."""
    env.reset(seed=seed)
    rng = np.random.default_rng(0)
    trace = []
    for agent in env.agent_iter(steps):
        observation, reward, terminated, truncated, _ = env.last()
        trace.append((agent, {k: v.tolist() for k, v in observation.items()}, reward))
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return trace


def gym_trace(env: MagicGymEnv, seed: int | None, steps: int = 60) -> list[Any]:
    observation, _ = env.reset(seed=seed)
    rng = np.random.default_rng(0)
    trace = [observation["slots"].tolist()]
    for _ in range(steps):
        observation, reward, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        trace.append((observation["battlefield"].tolist(), observation["players"].tolist(), reward))
        if terminated or truncated:
            break
    return trace


def test_aec_same_seed_same_game() -> None:
    env = mtg_aec_env(decks=DECKS)
    assert aec_trace(env, 11) == aec_trace(env, 11)
    assert aec_trace(env, 11) != aec_trace(env, 12)


def test_aec_reset_seed_is_the_engine_seed() -> None:
    env = mtg_aec_env(decks=DECKS)
    env.reset(seed=5)
    assert env.table.game.to_json() == Game.new(decks=DECKS, seed=5, autopass=True).to_json()


def test_aec_constructor_seed_is_the_first_games() -> None:
    seeded = mtg_aec_env(decks=DECKS, seed=7)
    seeded.reset()
    assert seeded.table.game.to_json() == Game.new(decks=DECKS, seed=7, autopass=True).to_json()


def test_aec_unseeded_resets_follow_the_last_seed() -> None:
    env = mtg_aec_env(decks=DECKS)
    env.reset(seed=3)
    env.reset()
    first = env.table.game.to_json()
    env.reset(seed=3)
    env.reset()
    assert env.table.game.to_json() == first
    env.reset()
    assert env.table.game.to_json() != first


def test_gym_same_seed_same_episode() -> None:
    env = MagicGymEnv(decks=DECKS)
    assert gym_trace(env, 21) == gym_trace(env, 21)
    assert gym_trace(env, 21) != gym_trace(env, 22)


def test_gym_reset_seed_is_the_engine_seed() -> None:
    engine = Game.new(decks=DECKS, seed=9, autopass=True)
    assert engine.decision is not None
    env = MagicGymEnv(decks=DECKS, seat=engine.seats.index(engine.decision.player))
    env.reset(seed=9)  # the learner decides first, so the opponent hasn't moved
    assert env.table.game.to_json() == engine.to_json()


def test_gym_constructor_seed() -> None:
    assert gym_trace(MagicGymEnv(decks=DECKS, seed=4), None) == gym_trace(MagicGymEnv(decks=DECKS), 4)
