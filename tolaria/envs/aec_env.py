"""A game of Magic as a PettingZoo AEC environment: both seats are learning agents.

>>> from tolaria.envs import mtg_aec_env
>>> env = mtg_aec_env(decks=["rw-aggro", "rg-beats"], seed=1)
>>> env.reset()
>>> for agent in env.agent_iter():
...     observation, reward, terminated, truncated, info = env.last()
...     if terminated or truncated:
...         env.step(None)
...     else:
...         env.step(int(env.action_space(agent).sample(observation["action_mask"])))

The agents are the seats' names. ``agent_selection`` is the seat the
engine asks next, which may be the same seat several times in a row (a
spell's targets, attackers one at a time). Rewards come at the end: +1 for
the winner, -1 for the loser, 0 each for a draw or a game cut off after
``max_decisions`` decisions (both seats' together; then every agent is
truncated). A masked-out slot raises :class:`~tolaria.envs.table.IllegalSlot`
and changes nothing (``on_illegal="refuse"``: it is refused instead, see
:class:`~tolaria.envs.table.OnIllegal`).

Seeds: ``reset(seed=s)`` plays the game ``Game.new(decks, seed=s,
autopass=True)``, and later resets without a seed follow from ``s``; the
constructor's ``seed`` stands for the first reset's when that has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

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


class Seeds:
    """The seeds of successive games: a given one, the constructor's for the first game, or the next drawn."""

    __slots__ = ("rng", "_first")

    def __init__(self, seed: int | None) -> None:
        self._first = check_seed(seed)
        self.rng = np.random.default_rng(self._first)

    def next(self, seed: int | None) -> int:
        seed = check_seed(seed)
        if seed is None and self._first is not None:
            seed = self._first
        self._first = None
        if seed is not None:
            self.rng = np.random.default_rng(seed)
            return seed
        return int(self.rng.integers(SEED_RANGE))


class MagicAECEnv(AECEnv[str, dict[str, np.ndarray], int]):
    """Two learning seats taking turns at the engine's decisions (see the module docstring)."""

    metadata = {"name": "tolaria_mtg_v0", "render_modes": list(RENDER_MODES), "is_parallelizable": False}

    def __init__(
        self,
        decks: Sequence[DeckSource] = DEFAULT_DECKS,
        seed: int | None = None,
        names: Sequence[str] = DEFAULT_NAMES,
        max_decisions: int | None = DEFAULT_MAX_DECISIONS,
        render_mode: str | None = None,
        on_illegal: OnIllegal | str = OnIllegal.RAISE,
        cards: CardDatabase | None = None,
    ) -> None:
        super().__init__()
        self.table = Table(decks, names, max_decisions, cards)
        self.render_mode = check_render_mode(render_mode)
        self.on_illegal = OnIllegal(on_illegal)
        self.seeds = Seeds(seed)
        self.possible_agents = list(self.table.names)
        self.agents: list[str] = []
        self.observation_spaces = {a: self.table.encoder.space() for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(SLOTS) for a in self.possible_agents}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game (``options`` is accepted for the API and not read)."""
        self.table.deal(self.seeds.next(seed))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._next_agent()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What ``agent``'s seat may know now; its mask is all zeros while another seat decides."""
        return self.table.observe(agent)

    def action_mask(self, agent: str) -> np.ndarray:
        return self.table.mask(agent)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        try:
            self.table.play(agent, action)
        except IllegalSlot as err:
            if self.on_illegal is OnIllegal.RAISE or not is_slot(action):
                raise
            self._refused(agent, err)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos = {a: {} for a in self.agents}
        if self.table.over:
            for a in self.agents:
                self.rewards[a] = self.table.reward(a)
                self.terminations[a] = True
        elif self.table.truncated:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._next_agent()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _refused(self, agent: str, err: IllegalSlot) -> None:
        """A masked-out slot under ``on_illegal="refuse"``: nothing happens, and the info says why."""
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos = {a: {} for a in self.agents}
        self.infos[agent] = {"refused": err.reason}

    def _next_agent(self) -> str:
        deciding = self.table.deciding
        if deciding is None:
            raise TolariaError("the game ended without a decision to step")
        return deciding

    def render(self) -> str | None:
        """The deciding seat's observation in words (returned for "ansi", printed for "human")."""
        if self.render_mode is None:
            return None
        text = observation_text(self.table.view(self.agent_selection))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: a game is plain data."""


def mtg_aec_env(
    decks: Sequence[DeckSource] = DEFAULT_DECKS, seed: int | None = None, **options: Any
) -> MagicAECEnv:
    """The PettingZoo AEC environment for a game between ``decks`` (built-in deck names, files or lists)."""
    return MagicAECEnv(decks=decks, seed=seed, **options)
