"""``Game``: a game of «Берсерк. Герои» on the core protocol.

>>> from tolaria.heroes import Game
>>> game = Game.new(decks=["example-steppes", "example-forests"], seed=1)
>>> game.decision.kind
'redeal'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from tolaria.core import protocol
from tolaria.errors import TolariaError
from tolaria.heroes import engine
from tolaria.heroes.cards import CardDatabase
from tolaria.heroes.decks import load_deck
from tolaria.heroes.params import Rules
from tolaria.heroes.params import rules as read_rules
from tolaria.heroes.rules import emit
from tolaria.heroes.ruleset import HeroesRuleset
from tolaria.heroes.state import CardState, GameState, PlayerState, Zone


def card_database(cards: CardDatabase | str | Path | Iterable[str | Path] | None) -> CardDatabase:
    """The example cards and the given dumps (``cards=FILE`` or several files), or a database as given."""
    if cards is None:
        return CardDatabase.examples()
    if isinstance(cards, CardDatabase):
        return cards
    if isinstance(cards, str | Path):
        return CardDatabase.from_files([cards])
    return CardDatabase.from_files(list(cards))


class Game(protocol.Game):
    """A game of Heroes in progress."""

    __slots__ = ()

    @classmethod
    def new(
        cls,
        decks: list[Any],
        seed: int = 1,
        names: tuple[str, ...] | list[str] = ("alice", "bob"),
        rules: str | Mapping[str, Any] | Rules | None = None,
        cards: CardDatabase | str | Path | Iterable[str | Path] | None = None,
    ) -> Game:
        """Start a game: two decks (built-in names, files or lists with the hero first), the first seat first."""
        names = tuple(names)
        if len(names) != 2 or len(decks) != 2:
            raise TolariaError("a game of Heroes is for two players with a deck each (ПП 101.1)")
        if not all(isinstance(n, str) and n.strip() for n in names) or names[0].casefold() == names[1].casefold():
            raise TolariaError("player names must be different, non-empty text")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TolariaError("the seed must be an integer")
        db = card_database(cards)
        ruleset = HeroesRuleset(db)
        loaded = [load_deck(d, db) for d in decks]
        g = GameState(rules=read_rules(rules), players=[PlayerState(n) for n in names], rng=seed)
        g.db = db
        cid = 0
        for seat, deck in enumerate(loaded):
            p = g.players[seat]
            hero = CardState(cid, db.get(deck.hero).name, seat, seat, Zone.HERO)
            g.objects[cid] = hero
            p.hero = cid
            cid += 1
            for name in deck.cards:
                g.objects[cid] = CardState(cid, db.get(name).name, seat, seat, Zone.DECK)
                p.deck.append(cid)
                cid += 1
            engine.shuffle(g, p.deck)
        prepare(g)
        engine.advance(g)
        return cls(ruleset, g)

    @classmethod
    def from_json(cls, text: str, cards: CardDatabase | None = None) -> Game:
        return cls.load(HeroesRuleset(cards), text)

    def apply_text(self, player: str, text: str) -> list[Any]:
        """An action in the scenario contract's action language (``strike bob's hero with a``), atomically."""
        from tolaria.heroes.scenario.actiontext import apply_entry

        return self._apply_atomically(player, text, lambda state, entry: apply_entry(state, player, entry, {}, run=True))

    @property
    def turn(self) -> int:
        return int(self.state.turn)

    @property
    def phase(self) -> str:
        return str(self.state.phase.value)

    def __repr__(self) -> str:
        g = self.state
        return f"<Heroes game turn {g.turn} {g.phase.value} {' vs '.join(p.name for p in g.players)}>"


def prepare(g: GameState, coins: bool = True) -> None:
    """Подготовительный этап: coins and the deal (``rules.opening_hand``), with the first player's handicap.

    ``coins``: set the open coins to ``rules.coins_start`` (a scenario file may have set them itself).
    """
    from tolaria.heroes.params import FirstPlayer

    r = g.rules
    for seat, p in enumerate(g.players):
        if coins:
            p.coins_open = r.coins_start
        if seat == 1 and r.first_player is FirstPlayer.SECOND_EXTRA_COIN:
            p.coins_open += 1
            emit(g, "coins", f"{p.name} starts with a coin more", (r.cite("first_player"),))
        p.redeals = r.redeals
        n = r.opening_hand + (1 if seat == 1 and r.first_player is FirstPlayer.SECOND_EXTRA_CARD else 0)
        engine.draw(g, seat, n, "ГЛ «Раздача»", r.cite("opening_hand"))
