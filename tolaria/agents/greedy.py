"""A one-ply player for any ruleset with planner knowledge: each legal action tried in a sampled world.

Magic has a hand-written rules-aware player (``tolaria.agents.heuristic``);
the other rulesets lend planners only an evaluation (``Knowledge``), and this
player turns it into a fast "heuristic" of their own. It samples one world
the seat could be in (``SeatView.determinized``: nothing hidden is read),
tries every legal action in a copy of it, lets the game go on at random
for a few decisions (so that a declaration is judged by what it leads to,
not by the chain it leaves on the stack; the random answers drawn alike
after every action, so the comparison is paired), and keeps the action
whose position evaluates best, averaged over a few such continuations.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tolaria.agents.base import Agent, Knowledge, as_view
from tolaria.agents.random_agent import RandomAgent
from tolaria.core.protocol import Action, Game, SeatView
from tolaria.errors import TolariaError


class RandomPlayouts:
    """The parts of a ruleset's planner knowledge that need no rules of thumb: play-outs by the random player, no
    other plans, nothing settled without a search, nothing to prepare. A ruleset adds ``evaluate``, ``guess`` and
    ``turn``, and gets ``heuristic``: a :class:`GreedyAgent` on its evaluation, with ``greedy`` its options."""

    greedy: dict[str, int | bool] = {}

    def prepare(self, game: Game) -> None:
        return None

    def policy(self) -> Agent:
        return RandomAgent(0)

    def plans(self) -> Sequence[Agent]:
        return ()

    def settled(self, view: SeatView) -> Action | None:
        return None

    def heuristic(self, seed: int | None = None) -> Agent:
        """The fast player ``get("heuristic")`` gives for this ruleset: a one-ply search on its evaluation."""
        knowledge: Knowledge = self  # type: ignore[assignment]
        return GreedyAgent(knowledge, seed, **self.greedy)  # type: ignore[arg-type]


class GreedyAgent:
    """Keeps the action whose sampled continuation evaluates best for its seat; seeded and reproducible."""

    __slots__ = ("seed", "knowledge", "horizon", "samples", "through_own", "_rng")

    def __init__(self, knowledge: Knowledge, seed: int | None = None, horizon: int = 24, samples: int = 3,
                 through_own: bool = True) -> None:
        self.seed = seed
        self.knowledge = knowledge
        self.horizon = horizon
        """At most this many decisions are played out after each action."""
        self.samples = samples
        """Continuations averaged for each action."""
        self.through_own = through_own
        """Whether the play-out goes on through the seat's own next decisions (at random, like the others'), or
        stops at the first: a game whose actions settle at once (Heroes) is judged best at that point, one whose
        declarations wait on chains the seat answers again (Berserk) only further on."""
        self._rng = random.Random(seed)

    def choose(self, game: Game | SeatView) -> Action:
        """The legal action whose continuation is best for the seat; ties go to the earliest listed."""
        view = as_view(game)
        if view.decision is None:
            raise TolariaError(f"it is not {view.seat}'s decision")
        options = list(view.legal_actions())
        if len(options) == 1:
            return options[0]
        knowledge = self.knowledge
        world = view.determinized(self._rng, knowledge.guess(view))
        knowledge.prepare(world)
        seeds = [self._rng.getrandbits(32) for _ in range(self.samples)]
        best, best_score = options[0], -1.0
        for action in options:
            score = 0.0
            for seed in seeds:
                line = world.copy()
                line.apply(action)
                score += knowledge.evaluate(self._play_out(line, view.seat, seed), view.seat)
            if score > best_score:
                best, best_score = action, score
        return best

    def _play_out(self, line: Game, seat: str, seed: int) -> Game:
        """Play on at random for ``horizon`` decisions, until the game ends (or until the seat decides again)."""
        rng = random.Random(seed)
        for _ in range(self.horizon):
            decision = line.decision
            if decision is None or (not self.through_own and decision.player == seat):
                break
            options = line.legal_actions()
            line.apply(options[rng.randrange(len(options))] if len(options) > 1 else options[0])
        return line

    def __repr__(self) -> str:
        return f"GreedyAgent(seed={self.seed!r})"
