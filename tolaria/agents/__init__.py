"""Players that answer the engine's decisions: random, heuristic (Magic) and tree search (any ruleset).

``get(name, seed=..., **options)`` makes one by name:

>>> from tolaria.agents import get
>>> get("mcts", seed=1, iterations=200)
MCTSAgent(seed=1, iterations=200, rollout='heuristic')

Every agent has ``choose(view) -> Action`` and sees only what the seat's
view (``game.view(seat)``) shows; given a whole game, it acts for the
seat that must decide.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any

from tolaria.agents.base import Agent, as_view
from tolaria.agents.mcts import MCTSAgent
from tolaria.agents.random_agent import RandomAgent
from tolaria.errors import UnknownAgent

AGENTS: dict[str, str] = {
    "random": "tolaria.agents.random_agent:RandomAgent",
    "heuristic": "tolaria.agents.heuristic:HeuristicAgent",
    "mcts": "tolaria.agents.mcts:MCTSAgent",
}
"""Agent names -> their classes (imported when asked for: the heuristic player is Magic's)."""


def get(name: str, seed: int | None = None, **options: Any) -> Agent:
    """The agent called ``name``, seeded, with its options (e.g. ``get("mcts", seed=1, seconds=1.0)``).

    An unknown name or an option the agent doesn't take raises
    :class:`~tolaria.errors.UnknownAgent` naming what there is.
    """
    path = AGENTS.get(name) if isinstance(name, str) else None
    if path is None:
        raise UnknownAgent(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
    module, _, attr = path.partition(":")
    cls = getattr(importlib.import_module(module), attr)
    accepted = [p for p in inspect.signature(cls).parameters if p != "seed"]
    unknown = sorted(set(options) - set(accepted))
    if unknown:
        takes = ", ".join(accepted) if accepted else "no options"
        raise UnknownAgent(f"the {name} agent has no option {unknown[0]!r} (it takes: {takes})")
    agent: Agent = cls(seed, **options)
    return agent


__all__ = ["AGENTS", "Agent", "MCTSAgent", "RandomAgent", "as_view", "get"]
