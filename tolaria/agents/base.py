"""What every player shares: the seat it acts for, and the knowledge a ruleset lends to planners.

An agent is given a seat's view (:class:`~tolaria.core.protocol.SeatView`)
or, for convenience, a whole game, and then acts for the seat that must
decide. :class:`Knowledge` is what a search agent needs to know about one
ruleset beyond the protocol (how good a position is, what the other
players may hold, which player to play out positions with); each ruleset
that wants one registers a module in :data:`KNOWLEDGE`, loaded only when
a game of that ruleset is planned, so this package imports no ruleset.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from tolaria.core.protocol import Action, Game, SeatView
from tolaria.errors import TolariaError


@runtime_checkable
class Agent(Protocol):
    """A player: one legal action for the seat's pending decision."""

    def choose(self, game: Game | SeatView) -> Action: ...


class Knowledge(Protocol):
    """A ruleset's advice to planners; positions are full (determinized) games."""

    def evaluate(self, game: Game, seat: str) -> float:
        """How good the position is for ``seat``: 1 won, 0 lost, in between an estimate."""
        ...

    def guess(self, view: SeatView) -> Mapping[str, Sequence[str]]:
        """For each other seat, names of cards it may hold, from what it has shown (enough to deal from)."""
        ...

    def prepare(self, game: Game) -> None:
        """Make a planning copy quick to play out (e.g. let the engine pass for every seat)."""
        ...

    def policy(self) -> Agent:
        """A fast, sensible player for playing positions out."""
        ...

    def plans(self) -> Sequence[Agent]:
        """Fast players that follow other plans (fresh ones each call): a planner plays its seat out with each
        too, against the usual replies, and takes a plan's first action when that line does clearly better."""
        ...

    def settled(self, view: SeatView) -> Action | None:
        """The action to take without searching (a choice a search can't judge well, e.g. a mulligan), or None."""
        ...

    def turn(self, game: Game) -> int:
        """How far the game has gone, in turns: play-outs of different actions are cut at the same turn's start."""
        ...


KNOWLEDGE: dict[str, str] = {
    "magic": "tolaria.agents.heuristic", "heroes": "tolaria.heroes.knowledge", "berserk": "tolaria.berserk.knowledge",
}
"""Ruleset name -> the module whose ``KNOWLEDGE`` object advises planners on it."""


def as_view(game: Game | SeatView) -> SeatView:
    """The view of the seat that must decide: a seat's view as given, or a game's decider."""
    if isinstance(game, SeatView):
        return game
    decision = game.decision
    if decision is None:
        raise TolariaError("the game is over: there is no decision to take")
    return game.view(decision.player)


def knowledge_for(game: Game) -> Knowledge:
    """The registered knowledge of the game's ruleset (a clear error if it has none)."""
    name = game.ruleset.name
    module = KNOWLEDGE.get(name)
    if module is None:
        raise TolariaError(f"no evaluation is known for the {name} ruleset; pass evaluate= and policy=")
    knowledge: Knowledge = importlib.import_module(module).KNOWLEDGE
    return knowledge
