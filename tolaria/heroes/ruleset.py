"""Heroes as a ruleset of the neutral core."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tolaria.core.events import Event, History
from tolaria.core.protocol import Action, Decision, Outcome, Ruleset
from tolaria.core.records import RecordError
from tolaria.errors import TolariaError
from tolaria.heroes import engine, views
from tolaria.heroes.cards import CardDatabase, CardType
from tolaria.heroes.state import GameState


class HeroesRuleset(Ruleset):
    """«Берсерк. Герои» over one card database (the example cards, dumps, test cards)."""

    name: ClassVar[str] = "heroes"

    def __init__(self, cards: CardDatabase | None = None) -> None:
        self.cards = cards if cards is not None else CardDatabase.examples()

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
        if state.winner < 0:
            return Outcome(None, "draw")
        loser = state.players[1 - state.winner].name
        return Outcome(state.players[state.winner].name, f"{loser}'s hero fell or {loser} conceded")

    def seats(self, state: GameState) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def observe(self, state: GameState, seat: str, history: History) -> dict[str, Any]:
        d = engine.decide(state)
        options = self.legal_actions(state) if d is not None and d.player == seat else []
        return views.observe(state, seat, history, options)

    def determinize(self, state: GameState, seat: str, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> GameState:
        """The other player's unseen cards made up afresh; this seat's deck shuffled; new random numbers.

        The other player's hand, deck and hidden characters are dealt from
        ``deal[his name]`` (card names the planner guesses, at least as many
        as his unseen cards; a hidden character gets a creature of the
        guess, ГЛ «Скрытый персонаж») or, without a guess, from his own
        unseen cards shuffled among those places (SeatView.determinized).
        """
        g = state.copy()
        me = engine.seat_of(g, seat)
        other = g.players[1 - me]
        # a card of his hand whose trigger waits or stands in the Очередь (ГЛ «Засада») keeps its name: the entry is its text's
        busy = {e.source for e in (*g.queue, *g.waiting, *g.entering)} | ({g.performing.source} if g.performing else set())
        hidden = [c for c in other.battlefield if g.objects[c].hidden and c not in busy]
        unseen = [c for c in other.hand + other.deck if c not in busy] + hidden
        guess = deal.get(other.name)
        if guess is not None:
            self._deal_guess(g, other.name, [c for c in other.hand + other.deck if c not in busy], hidden, list(guess), rng)
        else:
            creatures = [c for c in unseen if self.cards.get(g.objects[c].name).type is CardType.CREATURE]
            rest = [c for c in unseen if c not in creatures]
            for slots in (creatures, rest):  # a hidden character stays a creature (ГЛ «Скрытый персонаж»)
                names = [g.objects[c].name for c in slots]
                rng.shuffle(names)
                for cid, name in zip(slots, names, strict=True):
                    g.objects[cid].name = name
        ids = sorted(other.deck)  # the real order of his deck can't show through its ids
        rng.shuffle(ids)
        other.deck[:] = ids
        rng.shuffle(g.players[me].deck)
        g.rng = rng.getrandbits(63)
        return g

    def _deal_guess(self, g: GameState, who: str, cards: list[int], hidden: list[int], guess: list[str],
                    rng: random.Random) -> None:
        """Deal a guess: creatures of it to the hidden characters first, then the rest to his hand and deck."""
        if len(guess) < len(cards) + len(hidden):
            raise TolariaError(f"a guess of {len(guess)} cards for {who}, who has {len(cards) + len(hidden)} unseen cards")
        found = []
        for name in guess:
            card = self.cards.find(name)
            if card is None:
                raise TolariaError(f"a guess for {who} names {name!r}, which is not in this game's cards")
            found.append(card)
        order = list(range(len(found)))
        rng.shuffle(order)
        creatures = [i for i in order if found[i].type is CardType.CREATURE]
        if len(creatures) < len(hidden):
            raise TolariaError(f"a guess for {who} has {len(creatures)} creatures for {len(hidden)} hidden characters")
        used = creatures[:len(hidden)]
        for cid, i in zip(hidden, used, strict=True):
            g.objects[cid].name = found[i].name
        rest = [i for i in order if i not in used]
        for cid, i in zip(cards, rest, strict=False):
            g.objects[cid].name = found[i].name

    def describe(self, state: GameState, action: Action, seat: str | None) -> str:
        return views.describe(state, action, seat)

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
            raise RecordError(f"not a Heroes position: {err}") from None
