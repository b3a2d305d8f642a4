"""Berserk as a ruleset of the neutral core (architecture, property 10)."""

from __future__ import annotations

from typing import Any, ClassVar

from tolaria.berserk import engine, views
from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.state import GameState
from tolaria.core.events import Event, History
from tolaria.core.protocol import Action, Decision, Outcome, Ruleset
from tolaria.core.records import RecordError


class BerserkRuleset(Ruleset):
    """The classic rules of «Берсерк» over one card database."""

    name: ClassVar[str] = "berserk"

    def __init__(self, cards: CardDatabase | None = None) -> None:
        self.cards = cards if cards is not None else CardDatabase.bundled()

    def decision(self, state: GameState) -> Decision | None:
        return engine.decide(state)

    def legal_actions(self, state: GameState, **options: Any) -> list[Action]:
        if options:
            raise TypeError(f"legal_actions() has no option {sorted(options)[0]!r}")
        return engine.legal_actions(state)

    def check(self, state: GameState, action: Action, seat: str | None) -> None:
        engine.check(state, action, seat)

    def apply(self, state: GameState, action: Action, seat: str | None, checked: bool = False) -> None:
        engine.apply(state, action, seat, checked)

    def take_events(self, state: GameState) -> list[Event]:
        out = state.out
        state.out = []
        return out

    def outcome(self, state: GameState) -> Outcome | None:
        if not state.over:
            return None
        reason = "the game ended"
        if state.winner is None:
            return Outcome(None, "draw")
        return Outcome(state.players[state.winner].name, reason)

    def seats(self, state: GameState) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def observe(self, state: GameState, seat: str, history: History) -> dict[str, Any]:
        options = self.legal_actions(state) if state.pending is not None and state.pending.player == seat else []
        return views.observe(state, seat, history, options)

    def describe(self, state: GameState, action: Action, seat: str | None) -> str:
        return repr(action)

    def render(self, event: Event, seat: str | None, state: GameState) -> str:
        return views.render(state, event, seat)

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def state_to_data(self, state: GameState) -> dict[str, Any]:
        return state.to_data()

    def state_from_data(self, data: dict[str, Any]) -> GameState:
        try:
            return GameState.from_data(data, self.cards)
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"not a Berserk position: {err}") from None
