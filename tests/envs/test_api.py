"""The environments pass the libraries' own checkers, and the entry points are where outside code looks."""

from __future__ import annotations

import warnings

from tests.envs.helpers import require_envs

require_envs()

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import tolaria.envs  # noqa: E402
from tolaria.envs import ENV_ID, MagicAECEnv, MagicGymEnv, mtg_aec_env  # noqa: E402


def test_pettingzoo_api_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice about Dict observations and agent names, not failures
        api_test(mtg_aec_env(decks=["rw-aggro", "rg-beats"], seed=1), num_cycles=400)


def test_pettingzoo_api_test_other_decks() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(mtg_aec_env(decks=["bg-graveyard", "rw-tricks"], seed=2), num_cycles=400)


def test_gymnasium_check_env_through_make() -> None:
    env = gymnasium.make(ENV_ID)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the checker's note that make() wraps the environment
        check_env(env)
    check_env(env.unwrapped)


def test_gymnasium_check_env_other_decks_and_seat() -> None:
    check_env(MagicGymEnv(decks=["blue-black-control", "white-weenie"], seat=1), skip_render_check=True)


def test_entry_points() -> None:
    assert isinstance(mtg_aec_env(decks=["rw-aggro", "rg-beats"], seed=1), MagicAECEnv)
    env = gymnasium.make("tolaria/MTG-v0", decks=["red-burn", "green-stompy"])
    assert isinstance(env.unwrapped, MagicGymEnv)
    assert env.unwrapped.table.decks[0] != env.unwrapped.table.decks[1]


def test_registering_again_is_harmless() -> None:
    tolaria.envs.register()
    assert gymnasium.spec(ENV_ID).entry_point == "tolaria.envs.gym_env:MagicGymEnv"


def test_render_modes() -> None:
    env = mtg_aec_env(seed=3, render_mode="ansi")
    env.reset()
    text = env.render()
    assert isinstance(text, str)
    assert "decides (play_or_draw)" in text and "[0] choose play" in text
    gym_env = MagicGymEnv(seed=3, render_mode="ansi")
    gym_env.reset()
    text = gym_env.render()
    assert isinstance(text, str) and "alice (you)" in text
    assert MagicGymEnv(seed=3).render() is None  # no render mode: nothing to render
