"""Magic as a ruleset of the neutral core (architecture, property 10).

:class:`MagicRuleset` answers the core protocol for a Magic position. It
owns its card database, so games of different card pools never share
anything.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tolaria.core.events import Event, History
from tolaria.core.protocol import Action, Decision, Outcome, Ruleset
from tolaria.mtg import engine, views, visibility
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.saved_games import read_position
from tolaria.mtg.state import GameState


class MagicRuleset(Ruleset):
    """The rules of Magic: The Gathering, over one card database."""

    name: ClassVar[str] = "magic"

    def __init__(self, cards: CardDatabase | str | os.PathLike[str] | None = None) -> None:
        self.cards = CardDatabase.of(cards)  # a path: the bundled pool plus that card file's cards

    def decision(self, state: GameState) -> Decision | None:
        return None if state.over else state.pending

    def legal_actions(self, state: GameState, **options: Any) -> list[Action]:
        if not options:
            return engine.legal_actions(state)
        unknown = sorted(set(options) - {"mana_abilities"})
        if unknown:
            raise TypeError(f"legal_actions() has no option {unknown[0]!r} (Magic knows: mana_abilities)")
        return engine.legal_actions(state, bool(options["mana_abilities"]))

    def check(self, state: GameState, action: Action, seat: str | None) -> None:
        engine.check(state, action, seat)

    def apply(self, state: GameState, action: Action, seat: str | None, checked: bool = False) -> None:
        engine.apply(state, action, seat, engine.autopass_for(state), checked)

    def take_events(self, state: GameState) -> list[Event]:
        out = state.out
        state.out = []
        return out

    def outcome(self, state: GameState) -> Outcome | None:
        if not state.over:
            return None
        if state.winner is None:
            return Outcome(None, "draw")
        why = "last team in the game" if state.teams else "last player in the game"
        return Outcome(state.players[state.winner].name, why)

    def seats(self, state: GameState) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def observe(self, state: GameState, seat: str, history: History) -> dict[str, Any]:
        from tolaria.mtg.scenario.actiontext import describe

        options = engine.legal_actions(state) if state.pending is not None and state.pending.player == seat else []
        me = state.seat(seat)
        return views.observe(state, seat, history, lambda a: describe(state, a, me), options)

    def determinize(self, state: GameState, seat: str, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> GameState:
        return visibility.determinize(state, state.seat(seat), rng, deal)

    def describe(self, state: GameState, action: Action, seat: str | None) -> str:
        from tolaria.mtg.scenario.actiontext import describe

        return describe(state, action, state.seat(seat) if seat is not None else None)

    def render(self, event: Event, seat: str | None, state: GameState) -> str:
        return views.render(state, event, seat)

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def state_to_data(self, state: GameState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_data(self, data: dict[str, Any]) -> GameState:
        return read_position(data, self.cards)
