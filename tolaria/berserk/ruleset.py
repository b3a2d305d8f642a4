"""Berserk as a ruleset of the neutral core (architecture, property 10)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tolaria.berserk import engine, views
from tolaria.berserk.cards import CardDatabase, CardType
from tolaria.berserk.state import GameState, Zone
from tolaria.core.events import Event, History
from tolaria.core.protocol import Action, Decision, Outcome, Ruleset
from tolaria.core.records import RecordError
from tolaria.core.rng import Rng


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

    def determinize(self, state: GameState, seat: str, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> GameState:
        """The other player's unseen cards made up afresh; both decks shuffled; new dice (SeatView.determinized).

        Unseen to ``seat`` are the other player's deck, deal and recruitment
        and his hidden cards in play (Online 415, RP 529): each gets a name of
        ``deal[his name]`` (names the planner guesses) of the same card type
        (a hidden card on a cell stays a creature, a flyer a flyer), or,
        without a guess, the names of his unseen cards shuffled among them. A
        hidden card whose chain is declared, or that carries an effect, keeps
        its name: what is already fixed about it is its text's.
        """
        g = state.copy()
        me = next(i for i, p in enumerate(g.players) if p.name == seat)
        other = g.players[1 - me]
        busy = {c.source for c in g.chains.values()}
        hidden = [c.id for c in g.objects.values()
                  if c.owner == 1 - me and c.hidden and c.controller != me and c.zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL)
                  and c.id not in busy and not c.effects]
        slots = [*other.deck, *other.deal, *other.recruitment, *hidden]
        guess = [name for name in deal.get(other.name, ()) if name in g.defs]
        by_type: dict[CardType, list[int]] = {}
        for cid in slots:
            by_type.setdefault(g.defs[g.objects[cid].name].type, []).append(cid)
        for kind, cids in by_type.items():
            names = [n for n in guess if g.defs[n].type is kind] or guess or [g.objects[c].name for c in cids]
            pool = [names[i % len(names)] for i in range(max(len(cids), len(names)))]
            rng.shuffle(pool)
            for cid, name in zip(cids, pool, strict=False):
                g.objects[cid].name = name
        for p in g.players:
            ids = sorted(p.deck)  # the real order of a deck can't show through its ids
            rng.shuffle(ids)
            p.deck[:] = ids
        g.rng = Rng(rng.getrandbits(63))
        g.dice = []
        g.scripted = False
        g.next_script = None
        g.roster_changed()
        return g

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
