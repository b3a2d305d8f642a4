"""What search agents need to know about classic Berserk beyond the protocol (``tolaria.agents.base.Knowledge``).

Online 102: a player whose squad holds no creature loses, so a position is
judged by the two squads: each creature's current life and the middle of
its simple strike, the crystals still to spend counting a little while
cards are being recruited. The other player's unseen cards are guessed
from the seat's own cards (the squads of a mirror match; names it knows),
so the planner never deals from his real squad.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tolaria.agents.greedy import RandomPlayouts
from tolaria.berserk.rules.cards_in_play import creatures, defn, life
from tolaria.berserk.state import GameState
from tolaria.core.protocol import Game, SeatView


def strength(g: GameState, seat: int) -> float:
    """A squad's worth: each creature's life plus its medium simple strike (Online 204.6, 205.4)."""
    total = 0.0
    for cid in creatures(g, seat):
        d = defn(g, cid)
        total += max(0, life(g, cid)) + 1.5 * d.strike[1]
    p = g.players[seat]
    return total + 0.5 * (p.gold + p.silver)


class BerserkKnowledge(RandomPlayouts):
    def evaluate(self, game: Game, seat: str) -> float:
        """1 won, 0 lost; otherwise the seat's share of the two squads' strength, kept inside 0.1-0.9."""
        outcome = game.outcome
        if outcome is not None:
            return 0.5 if outcome.winner is None else float(outcome.winner == seat)
        g = game.state
        assert isinstance(g, GameState)
        mine = next(i for i, p in enumerate(g.players) if p.name == seat)
        a, b = strength(g, mine), strength(g, 1 - mine)
        return 0.5 if a + b == 0 else 0.1 + 0.8 * a / (a + b)

    def guess(self, view: SeatView) -> Mapping[str, Sequence[str]]:
        """For the other player: the names of the seat's own cards, which it knows (see ``determinize``)."""
        g = view.game.state
        assert isinstance(g, GameState)
        mine = next(i for i, p in enumerate(g.players) if p.name == view.seat)
        names = sorted(c.name for c in g.objects.values() if c.owner == mine)
        return {p.name: names for i, p in enumerate(g.players) if i != mine}

    def turn(self, game: Game) -> int:
        """The turn number (Online 300)."""
        g = game.state
        assert isinstance(g, GameState)
        return g.turn


KNOWLEDGE = BerserkKnowledge()
"""The Berserk knowledge planners load (``tolaria.agents.base.KNOWLEDGE``)."""
