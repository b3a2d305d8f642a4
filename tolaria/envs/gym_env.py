"""A game of Magic as a Gymnasium environment: one seat learns, a built-in player sits opposite.

>>> import gymnasium
>>> import tolaria.envs  # registers tolaria/MTG-v0
>>> env = gymnasium.make("tolaria/MTG-v0", decks=["rw-aggro", "rg-beats"], opponent="random")
>>> observation, info = env.reset(seed=1)
>>> observation, reward, terminated, truncated, info = env.step(0)

Each step is one of the learning seat's decisions; the opponent's
decisions in between are made by the opponent player before the step
returns. The reward is +1 when the learning seat wins, -1 when it loses
and 0 otherwise (a draw, a game still going, a game cut off after
``max_decisions`` decisions of both seats: ``truncated``). The mask is
``observation["action_mask"]`` and also ``info["action_mask"]`` and
``env.action_masks()`` (the conventions of Gymnasium and of maskable
policy libraries).

A masked-out slot is refused by default (``on_illegal="refuse"``): the
game is unchanged, the reward is 0 and ``info["refused"]`` says why.
Gymnasium's environment checker steps with actions drawn from the whole
space, so the default must survive them; ``on_illegal="raise"`` raises
:class:`~tolaria.envs.table.IllegalSlot` instead. Actions that are no
slot at all (``-1``, ``64``, ``"pass"``) always raise.

Seeds: ``reset(seed=s)`` plays ``Game.new(decks, seed=s, autopass=True)``
with an opponent seeded from ``s``; resets without a seed follow from the
last seed given (the constructor's ``seed`` stands for the first one).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from tolaria.agents import AGENTS, Agent
from tolaria.agents import get as get_agent
from tolaria.envs.encoding import SLOTS
from tolaria.envs.render import observation_text
from tolaria.envs.table import (
    DEFAULT_DECKS,
    DEFAULT_MAX_DECISIONS,
    DEFAULT_NAMES,
    RENDER_MODES,
    SEED_RANGE,
    IllegalSlot,
    OnIllegal,
    Table,
    check_render_mode,
    check_seed,
    is_slot,
)
from tolaria.errors import TolariaError
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.decks import DeckSource

ENV_ID = "tolaria/MTG-v0"
OPPONENTS = tuple(AGENTS)


def _opponent(name: str, seed: int) -> Agent:
    """The built-in player called ``name``, seeded (``tolaria.agents.get``: an unknown name lists the known ones)."""
    if name not in OPPONENTS:
        raise TolariaError(f"unknown opponent {name!r}; the built-in players are: {', '.join(OPPONENTS)}")
    return get_agent(name, seed=seed)


class MagicGymEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """The learning seat's decisions as steps, against a built-in opponent (see the module docstring)."""

    metadata = {"render_modes": list(RENDER_MODES), "render_fps": 4}

    def __init__(
        self,
        decks: Sequence[DeckSource] = DEFAULT_DECKS,
        opponent: str = "random",
        seat: int = 0,
        seed: int | None = None,
        names: Sequence[str] = DEFAULT_NAMES,
        max_decisions: int | None = DEFAULT_MAX_DECISIONS,
        render_mode: str | None = None,
        on_illegal: OnIllegal | str = OnIllegal.REFUSE,
        cards: CardDatabase | None = None,
    ) -> None:
        self.table = Table(decks, names, max_decisions, cards)
        if seat not in range(len(self.table.names)):
            raise TolariaError(f"seat is the learning seat's number, 0 or 1, not {seat!r}")
        self._opponent = _opponent(opponent, 0)  # refuses an unknown name now, not at the first reset
        self.opponent_name = opponent
        self.learner = self.table.names[seat]
        self.other = self.table.names[1 - seat]
        self.render_mode = check_render_mode(render_mode)
        self.on_illegal = OnIllegal(on_illegal)
        self.observation_space = self.table.encoder.space()
        self.action_space = spaces.Discrete(SLOTS)
        self._first_seed = check_seed(seed)
        self._started = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Deal a new game and play the opponent's decisions up to the learner's first."""
        seed = check_seed(seed)
        if seed is None and self._first_seed is not None:
            seed = self._first_seed
        self._first_seed = None
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(SEED_RANGE))
        self._opponent = _opponent(self.opponent_name, int(self.np_random.integers(SEED_RANGE)))
        self.table.deal(game_seed)
        self._started = True
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        return self.table.observe(self.learner), self._info()

    def step(self, action: np.int64 | int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if not self._started or self.table.over or self.table.truncated:
            raise TolariaError("the episode is over (or not begun): call reset()")
        try:
            self.table.play(self.learner, action)
        except IllegalSlot as err:
            if self.on_illegal is OnIllegal.RAISE or not is_slot(action):
                raise
            return self.table.observe(self.learner), 0.0, False, False, self._info(refused=err.reason)
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        terminated = self.table.over
        reward = self.table.reward(self.learner) if terminated else 0.0
        return self.table.observe(self.learner), reward, terminated, self.table.truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The learner's action mask now (the name maskable-policy libraries look for)."""
        return self.table.mask(self.learner)

    def _play_opponent(self) -> None:
        """Let the opponent decide until the learner must, the game ends or the budget runs out."""
        table = self.table
        while not table.over and not table.truncated and table.deciding == self.other:
            table.play_action(self._opponent.choose(table.view(self.other)))

    def _info(self, refused: str | None = None) -> dict[str, Any]:
        info: dict[str, Any] = {
            "action_mask": self.table.mask(self.learner),
            "seat": self.learner,
            "decisions": self.table.decisions,
        }
        if refused is not None:
            info["refused"] = refused
        return info

    def render(self) -> str | None:
        """The learning seat's observation in words (returned for "ansi", printed for "human")."""
        if self.render_mode is None or not self._started:
            return None
        text = observation_text(self.table.view(self.learner))
        if self.render_mode == "human":
            print(text)
            return None
        return text


def register() -> None:
    """Make ``gymnasium.make(ENV_ID)`` build :class:`MagicGymEnv` (once per process)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="tolaria.envs.gym_env:MagicGymEnv")
