"""``Game``: a game of classic Berserk on the core protocol.

>>> from tolaria.berserk import Game
>>> game = Game.new(decks=["steppe-mountains", "swamp-archers"], seed=1)
>>> game.decision.kind
'keep_deal'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tolaria.berserk import engine
from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.decks import load_squad, problems
from tolaria.berserk.profiles import Profile, profile, start_profile
from tolaria.berserk.rules import preliminary
from tolaria.berserk.ruleset import BerserkRuleset
from tolaria.berserk.state import CardState, GameState, Phase
from tolaria.core import protocol
from tolaria.errors import DeckError, TolariaError


class Game(protocol.Game):
    """A game of Berserk in progress."""

    __slots__ = ()

    @classmethod
    def new(
        cls,
        decks: list[Any],
        seed: int = 1,
        names: tuple[str, ...] | list[str] = ("alice", "bob"),
        rules: str | Mapping[str, Any] | Profile = "online-2012",
        autopass: bool | Iterable[str] = False,
        cards: CardDatabase | None = None,
    ) -> Game:
        """Start a battle: two squads (built-in names, files or lists of card names), the first seat first."""
        names = tuple(names)
        if len(names) != 2 or len(decks) != 2:
            raise TolariaError("a game of Berserk is for two players with a squad each (Online 100.1)")
        if not all(isinstance(n, str) and n.strip() for n in names) or names[0].casefold() == names[1].casefold():
            raise TolariaError("player names must be different, non-empty text")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TolariaError("the seed must be an integer")
        ruleset = BerserkRuleset(cards)
        squads = [load_squad(d, ruleset.cards) for d in decks]
        for squad in squads:
            found = problems(squad, ruleset.cards)
            if found:
                raise DeckError("; ".join(found))
        g = GameState(ruleset.cards, start_profile(profile(rules)), list(names), seed)
        if isinstance(autopass, bool):
            g.autopass = (0, 1) if autopass else ()
        else:
            g.autopass = tuple(i for i, n in enumerate(names) if n in set(autopass))
        cid = 0
        for seat, squad in enumerate(squads):
            for name in squad.cards:
                card = CardState(cid, name, seat)
                g.objects[cid] = card
                g.players[seat].deck.append(cid)
                cid += 1
            g.rng.shuffle(g.players[seat].deck)  # Online 101.2
        preliminary.start_crystals(g)
        g.phase = Phase.DEAL
        for seat in (0, 1):
            preliminary.deal(g, seat)
        engine.advance(g)
        return cls(ruleset, g)

    @classmethod
    def from_json(cls, text: str, cards: CardDatabase | None = None) -> Game:
        return cls.load(BerserkRuleset(cards), text)

    def apply_text(self, player: str, text: str) -> list[Any]:
        """An action in the scenario contract's action language (``strike C1' with C1``), atomically."""
        from tolaria.berserk.scenario.actiontext import apply_entry

        return self._apply_atomically(player, text, lambda state, entry: apply_entry(state, player, entry))

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def phase(self) -> str:
        return self.state.phase.value

    def __repr__(self) -> str:
        g = self.state
        return f"<Berserk game turn {g.turn} {g.phase.value} {' vs '.join(p.name for p in g.players)}>"
