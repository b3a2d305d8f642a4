"""What search agents need to know about Heroes beyond the protocol (``tolaria.agents.base.Knowledge``).

The evaluation is the heroes' life, as FAQ-Г makes a hero's wounds the
only way to win; the play-out player is the random one. The other player's
hidden cards are dealt from his own unseen cards by ``determinize``, so no
guess is needed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tolaria.agents.greedy import RandomPlayouts
from tolaria.core.protocol import Game, SeatView
from tolaria.heroes.rules import defn, life


class HeroesKnowledge(RandomPlayouts):
    greedy = {"samples": 1, "through_own": False}  # a Heroes action settles at once: judged at the seat's next decision

    def evaluate(self, game: Game, seat: str) -> float:
        """1 won, 0 lost; otherwise the share of the two heroes' life that is this seat's hero's."""
        outcome = game.outcome
        if outcome is not None:
            return 0.5 if outcome.winner is None else float(outcome.winner == seat)
        g = game.state
        mine = next(i for i, p in enumerate(g.players) if p.name == seat)
        lives = [max(0, life(g, p.hero)) / max(1, defn(g, p.hero).health) for p in g.players]
        total = lives[0] + lives[1]
        return 0.5 if total == 0 else 0.1 + 0.8 * lives[mine] / total

    def guess(self, view: SeatView) -> Mapping[str, Sequence[str]]:
        return {}

    def turn(self, game: Game) -> int:
        """The turn number (ПП 306: a turn is one player's)."""
        return int(game.state.turn)


KNOWLEDGE = HeroesKnowledge()
