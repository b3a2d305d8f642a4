"""Bad input is refused clearly and leaves the game as it was."""

from __future__ import annotations

from tests.envs.helpers import require_envs

require_envs()

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

from tolaria.envs import ENV_ID, IllegalSlot, MagicGymEnv, mtg_aec_env  # noqa: E402
from tolaria.errors import DeckError, IllegalAction, TolariaError  # noqa: E402


def test_unknown_deck_names_the_built_in_decks() -> None:
    with pytest.raises(DeckError, match="no deck file or built-in deck named 'rw-agro'.*rw-aggro"):
        mtg_aec_env(decks=["rw-agro", "rg-beats"])
    with pytest.raises(DeckError, match="rg-beat"):
        gymnasium.make(ENV_ID, decks=["rw-aggro", "rg-beat"])


def test_wrong_number_of_decks() -> None:
    with pytest.raises(TolariaError, match="two players with a deck each"):
        mtg_aec_env(decks=["rw-aggro"])
    with pytest.raises(TolariaError, match="two players with a deck each"):
        MagicGymEnv(decks="rw-aggro")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "options,words",
    [
        ({"opponent": "chess"}, "unknown opponent 'chess'; the built-in players are: random, heuristic, mcts"),
        ({"seat": 2}, "seat is the learning seat's number"),
        ({"render_mode": "rgb_array"}, "render_mode is one of ansi, human"),
        ({"max_decisions": 0}, "max_decisions is a positive number"),
        ({"seed": "one"}, "a seed is an integer"),
        ({"on_illegal": "ignore"}, "not a valid OnIllegal"),
    ],
)
def test_bad_gym_options(options: dict[str, object], words: str) -> None:
    with pytest.raises((TolariaError, ValueError), match=words):
        MagicGymEnv(**options)  # type: ignore[arg-type]


def test_aec_masked_out_slot_raises_and_changes_nothing() -> None:
    env = mtg_aec_env(seed=1)
    env.reset()
    agent = env.agent_selection
    before = env.table.game.to_json()
    with pytest.raises(IllegalSlot, match="slot 5 is masked out: .* has 2 legal actions now") as caught:
        env.step(5)
    assert isinstance(caught.value, IllegalAction)
    assert env.table.game.to_json() == before and env.agent_selection == agent


def test_aec_refuse_mode_reports_in_info() -> None:
    env = mtg_aec_env(seed=1, on_illegal="refuse")
    env.reset()
    agent = env.agent_selection
    before = env.table.game.to_json()
    env.step(63)
    assert env.table.game.to_json() == before and env.agent_selection == agent
    assert "slot 63 is masked out" in env.infos[agent]["refused"]
    env.step(0)
    assert all("refused" not in info for info in env.infos.values())


@pytest.mark.parametrize("action", [-1, 64, 10**9, 1.0, "pass", True, None])
def test_actions_outside_the_space_always_raise(action: object) -> None:
    aec = mtg_aec_env(seed=1, on_illegal="refuse")
    aec.reset()
    gym_env = MagicGymEnv(seed=1)
    gym_env.reset()
    before = [env.table.game.to_json() for env in (aec, gym_env)]
    for step in (aec.step, gym_env.step):
        with pytest.raises(IllegalSlot, match="not in the action space|is a slot number"):
            step(action)  # type: ignore[arg-type]
    assert [env.table.game.to_json() for env in (aec, gym_env)] == before


def test_gym_masked_out_slot_is_refused_by_default() -> None:
    env = MagicGymEnv(seed=2)
    observation, _ = env.reset()
    before = env.table.game.to_json()
    legal = int(observation["action_mask"].sum())
    again, reward, terminated, truncated, info = env.step(legal)
    assert env.table.game.to_json() == before
    assert reward == 0.0 and not terminated and not truncated
    assert info["refused"].startswith(f"slot {legal} is masked out")
    assert all(np.array_equal(again[key], observation[key]) for key in observation)


def test_gym_raise_mode() -> None:
    env = MagicGymEnv(seed=2, on_illegal="raise")
    env.reset()
    before = env.table.game.to_json()
    with pytest.raises(IllegalSlot, match="masked out"):
        env.step(np.int64(40))
    assert env.table.game.to_json() == before
    env.step(np.int64(0))  # numpy integers are slots too
    assert env.table.decisions >= 1


def test_step_before_reset() -> None:
    with pytest.raises(TolariaError, match="call reset"):
        MagicGymEnv().step(0)
    with pytest.raises(TolariaError, match="reset"):
        mtg_aec_env().observe("alice")
