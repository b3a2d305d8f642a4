"""Players that answer the engine's decisions: random now; heuristic and search later."""

from tolaria.agents.random_agent import RandomAgent

__all__ = ["RandomAgent"]
