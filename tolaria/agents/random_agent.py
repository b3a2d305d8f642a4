"""The random player: picks uniformly among the legal actions.

It is the baseline every other player is measured against, and the engine's
cheapest fuzzer: any crash it finds is a rules bug. It uses only the core
protocol, so it plays every ruleset.

>>> from tolaria.mtg import Game
>>> game = Game.new(decks=["red-burn", "green-stompy"], seed=1, autopass=True)
>>> agents = {"alice": RandomAgent(1), "bob": RandomAgent(2)}
>>> while not game.is_over:
...     _ = game.apply(agents[game.decision.player].choose(game))
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tolaria.core.protocol import Action, Game, SeatView


class RandomAgent:
    """Answers every decision with a uniformly random legal action, from its own seeded RNG."""

    __slots__ = ("seed", "_rng")

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, game: Game | SeatView) -> Action:
        """One of ``game.legal_actions()``, each equally likely (a seat's view will do: it needs nothing else)."""
        options = game.legal_actions()
        return options[self._rng.randrange(len(options))] if len(options) > 1 else options[0]

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self.seed!r})"
