"""Rewards come at the end: +1 to the winner, -1 to the loser; a game cut short is truncated with 0 each."""

from __future__ import annotations

from collections import defaultdict

from tests.envs.helpers import random_decisions, require_envs

require_envs()

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from tolaria.envs import MagicAECEnv, MagicGymEnv, mtg_aec_env  # noqa: E402
from tolaria.envs.table import Table  # noqa: E402


def play_aec(env: MagicAECEnv, seed: int) -> tuple[dict[str, float], dict[str, bool], dict[str, bool], list[float]]:
    """A whole game of random masked actions: each agent's total reward, how it ended, the rewards seen mid-game."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals: dict[str, float] = defaultdict(float)
    terminated_: dict[str, bool] = {}
    truncated_: dict[str, bool] = {}
    mid_game: list[float] = []
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            terminated_[agent], truncated_[agent] = terminated, truncated
            env.step(None)
        else:
            mid_game.append(reward)
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return dict(totals), terminated_, truncated_, mid_game


@pytest.mark.parametrize("seed", [1, 2])
def test_aec_winner_gets_one_loser_minus_one(seed: int) -> None:
    env = mtg_aec_env(decks=["rw-aggro", "rg-beats"])
    totals, terminated, truncated, mid_game = play_aec(env, seed)
    winner = env.table.game.winner
    assert winner is not None
    loser = next(name for name in env.possible_agents if name != winner)
    assert totals == {winner: 1.0, loser: -1.0}
    assert terminated == {winner: True, loser: True} and not any(truncated.values())
    assert set(mid_game) == {0.0}
    assert env.agents == []


def test_aec_truncation_after_max_decisions() -> None:
    env = mtg_aec_env(decks=["rw-aggro", "rg-beats"], max_decisions=25)
    totals, terminated, truncated, _ = play_aec(env, 3)
    assert env.table.decisions == 25 and not env.table.over
    assert totals == {"alice": 0.0, "bob": 0.0}
    assert truncated == {"alice": True, "bob": True} and not any(terminated.values())


def test_gym_final_reward_is_the_result() -> None:
    results = set()
    for seed in range(1, 7):
        env = MagicGymEnv(decks=["rw-aggro", "rg-beats"])
        observation, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        rewards = []
        terminated = truncated = False
        while not (terminated or truncated):
            observation, reward, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            rewards.append(reward)
        assert terminated and not truncated
        winner = env.table.game.winner
        expected = 0.0 if winner is None else (1.0 if winner == "alice" else -1.0)
        assert rewards[-1] == expected and set(rewards[:-1]) <= {0.0}
        assert observation["game"][4] == 1 and observation["action_mask"].sum() == 0
        results.add(expected)
    assert results == {1.0, -1.0}  # the random opponent wins some and loses some


def test_gym_truncation_and_no_step_after_the_end() -> None:
    env = MagicGymEnv(decks=["rw-aggro", "rg-beats"], max_decisions=10)
    observation, _ = env.reset(seed=1)
    truncated = False
    steps = 0
    while not truncated:
        observation, reward, terminated, truncated, info = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
        assert reward == 0.0 and not terminated
        steps += 1
    assert info["decisions"] == 10 and steps <= 10
    with pytest.raises(Exception, match="call reset"):
        env.step(0)


def test_a_draw_is_worth_nothing() -> None:
    table = Table()
    table.deal(1)
    seat = next(seat for seat in random_decisions(table, 1) if table.game.state.turn >= 2)
    state = table.game.state
    for player in state.players:
        player.life = 0
    state.changed()
    table.play(seat, 0)  # the state-based check finds both players at 0 life (704.5a): a draw
    assert table.over and table.game.winner is None
    assert table.reward("alice") == table.reward("bob") == 0.0
