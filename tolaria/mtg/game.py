"""``Game``: the one object a player, an AI, a test or a network client talks to.

>>> from tolaria.mtg import Game
>>> game = Game.new(decks=["red-burn", "green-stompy"], seed=1)
>>> game.decision.kind
'choose'

The engine runs until someone must decide; ``game.decision`` says who and
what, ``game.legal_actions()`` lists the complete legal answers, and
``game.apply(action)`` takes one (or raises :class:`IllegalAction`,
leaving the game as it was).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from tolaria.errors import IllegalAction, TolariaError
from tolaria.mtg import actiontext, engine
from tolaria.mtg.actions import Action
from tolaria.mtg.decks import load_deck
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.mana import pool_text
from tolaria.mtg.rules.start import start_game
from tolaria.mtg.rules.zones import add_card
from tolaria.mtg.state import STEPS, GameState

PROFILES = ("current",)


def check_profile(rules: str) -> None:
    """Only the current rules are implemented; classic-2008 is refused clearly."""
    if rules == "classic-2008":
        raise TolariaError(
            "the classic-2008 rules profile (combat damage on the stack, mana burn) is not "
            "available yet; use rules: current"
        )
    if rules not in PROFILES:
        raise TolariaError(f"unknown rules profile {rules!r}; known: current")


@dataclass
class Decision:
    """Who must decide, what kind of decision, and the legal answers."""

    player: str
    kind: str
    options: list[Action] = field(default_factory=list)
    data: tuple[Any, ...] = ()


class Game:
    """A game of Magic in progress."""

    __slots__ = ("state", "_legal")

    def __init__(self, state: GameState) -> None:
        self.state = state
        # legal_actions() of the current decision, until the next apply: (state id, mana flag, list)
        self._legal: tuple[int, bool, list[Action]] | None = None

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        decks: list[Any],
        seed: int = 1,
        names: tuple[str, ...] | list[str] = ("alice", "bob"),
        rules: str = "current",
        autopass: bool = False,
    ) -> Game:
        """Start a new game: decks are lists of card names, deck files or built-in deck names."""
        check_profile(rules)
        names = tuple(names)
        if len(decks) != len(names):
            raise TolariaError(f"{len(decks)} decks for {len(names)} players")
        if len(set(names)) != len(names):
            raise TolariaError("player names must be different")
        lists = [load_deck(d) if not isinstance(d, (list, tuple)) else load_deck(list(d)) for d in decks]
        g = GameState(list(names), seed)
        g.profile = rules
        g.autopass = autopass
        for i, cards in enumerate(lists):
            for name in cards:
                add_card(g, i, "library", name)
        start_game(g)
        game = cls(g)
        engine.run_game(g)
        return game

    # ---------------------------------------------------------- decisions
    @property
    def decision(self) -> Decision | None:
        g = self.state
        if g.over or g.pending is None:
            return None
        return Decision(
            g.players[g.pending.player].name, g.pending.kind, self.legal_actions(), g.pending.data
        )

    def legal_actions(self, mana_abilities: bool = False) -> list[Action]:
        """Complete legal answers to the pending decision (mana abilities on request).

        The list is remembered until the next ``apply``: asking for the
        decision and then for its options costs one enumeration.
        """
        cached = self._legal
        if cached is not None and cached[0] == id(self.state) and cached[1] == mana_abilities:
            return list(cached[2])
        actions = engine.legal_actions(self.state, mana_abilities)
        self._legal = (id(self.state), mana_abilities, actions)
        return list(actions)

    def apply(self, action: Action) -> None:
        """Take one action; raises IllegalAction (reason and rule) and changes nothing if illegal."""
        self._legal = None
        engine.apply_action(self.state, action)

    def apply_text(self, player: str, text: str) -> None:
        """Take an action written in the action language, e.g. ``cast Shock targeting bob``.

        A declaration (``attack with ...``, ``block ... with ...``, ``no attack``)
        is completed by this one entry.
        """
        self._legal = None
        g = self.state
        idx = self.player_index(player)
        saved = g.copy()
        try:
            actiontext.apply_entry(g, idx, text)
        except IllegalAction:
            self.state = saved
            raise

    def describe(self, action: Action) -> str:
        return actiontext.describe(self.state, action)

    def player_index(self, name: str) -> int:
        for p in self.state.players:
            if p.name.lower() == name.lower():
                return p.index
        raise IllegalAction(f"there is no player named {name!r}")

    # --------------------------------------------------------------- state
    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> str | None:
        g = self.state
        return g.players[g.winner].name if g.over and g.winner is not None else None

    @property
    def is_draw(self) -> bool:
        return self.state.over and self.state.winner is None

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def step(self) -> str:
        return STEPS[self.state.step]

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.state.log

    def copy(self) -> Game:
        """An independent copy (cheap: no deep copies of static card data)."""
        return Game(self.state.copy())

    def to_json(self) -> str:
        return json.dumps(self.state.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        return cls(GameState.from_dict(json.loads(text)))

    # --------------------------------------------------------- observation
    def observe(self, player: str) -> dict[str, Any]:
        """What ``player`` may know: no hidden hands, no library order (architecture, 4)."""
        g = self.state
        me = self.player_index(player)
        players = []
        for p in g.players:
            view: dict[str, Any] = {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "library_count": len(p.library),
                "hand_count": len(p.hand),
                "graveyard": [g.names[c] for c in p.graveyard],
                "exile": [g.names[c] for c in p.exile],
                "mana_pool": pool_text(p.pool),
                "lost": p.lost,
            }
            if p.index == me:
                view["hand"] = [{"id": c, "name": g.names[c]} for c in p.hand]
            players.append(view)
        c = g.combat
        battlefield = []
        for perm in g.battlefield.values():
            hidden = perm.face_down and perm.controller != me  # CR 708.5
            battlefield.append(
                {
                    "id": perm.id,
                    "name": "face-down permanent" if hidden else perm.name,
                    "owner": g.players[perm.owner].name,
                    "controller": g.players[perm.controller].name,
                    "tapped": perm.tapped,
                    "damage": perm.damage,
                    "counters": dict(perm.counters),
                    "power": layers.power(g, perm) if layers.is_creature(perm) else None,
                    "toughness": layers.toughness(g, perm) if layers.is_creature(perm) else None,
                    "attacking": c is not None and perm.id in c.attackers,
                    "blocking": c is not None and perm.id in c.blockers,
                }
            )
        decision = None
        if g.pending is not None and g.pending.player == me and not g.over:
            decision = {
                "kind": g.pending.kind,
                "options": [self.describe(a) for a in self.legal_actions()],
            }
        return {
            "you": player,
            "turn": g.turn,
            "step": STEPS[g.step],
            "active": g.players[g.active].name,
            "players": players,
            "battlefield": battlefield,
            "stack": [{"id": s.id, "name": s.name, "controller": g.players[s.controller].name} for s in g.stack],
            "decision": decision,
            "waiting_for": g.players[g.pending.player].name if g.pending is not None and not g.over else None,
            "log": list(g.log),
            "game_over": g.over,
            "winner": self.winner,
        }

    def __repr__(self) -> str:
        g = self.state
        return f"<Game turn {g.turn} {STEPS[g.step]} {' vs '.join(p.name for p in g.players)}>"

