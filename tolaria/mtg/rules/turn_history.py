"""The turn's history (CR 500.1, 603.4, 611.3a): what each player did and had happen to them this turn.

Conditions such as "if you gained 3 or more life this turn", "if a creature
died this turn" or "if you didn't cast a spell this turn" read counts kept
per player in the state (``Player.history``, a :class:`TurnHistory`
record). They are counted from the events the rules emit (and, for life,
from every change of a life total), and start again from nothing as each
turn begins.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.core.events import Event
from tolaria.mtg.events import (
    AttackersDeclared,
    BlockersDeclared,
    CardDrawn,
    DamageDealt,
    LifeLost,
    ManaBurn,
    SpellCast,
    ZoneChange,
)
from tolaria.mtg.kinds import CardType, Zone
from tolaria.mtg.oracle.abilities import Relation, TurnCount
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, TurnHistory


def new_turn(g: GameState) -> None:
    """CR 500.1: a new turn has no history yet."""
    for p in g.players:
        if p.history != TurnHistory():
            p.history = TurnHistory()


def life_changed(g: GameState, player: int, delta: int) -> None:
    """CR 119.3: a player gained or lost life (damage dealt to a player is life lost, 120.3a)."""
    p = g.players[player]
    if delta > 0:
        p.history = replace(p.history, life_gained=p.history.life_gained + delta)
    elif delta < 0:
        p.history = replace(p.history, life_lost=p.history.life_lost - delta)


def record(g: GameState, event: Event) -> None:
    """Count what ``event`` adds to the turn's history, if anything."""
    if isinstance(event, CardDrawn):
        p = g.players[event.owner]
        p.history = replace(p.history, cards_drawn=p.history.cards_drawn + 1)  # 121.1
    elif isinstance(event, ZoneChange):
        if event.origin is Zone.BATTLEFIELD and event.destination is Zone.GRAVEYARD:
            g.from_battlefield = g.from_battlefield + (event.new,)  # 400.7: the card, a new object
        if event.origin is Zone.BATTLEFIELD and event.destination is Zone.HAND:
            p = g.players[event.owner]  # 400.7: into its owner's hand
            p.history = replace(p.history, to_hand_from_battlefield=p.history.to_hand_from_battlefield + 1)
        if event.was_creature and event.origin is Zone.BATTLEFIELD and event.destination is Zone.GRAVEYARD:
            p = g.players[event.controller]  # 700.4: it died, under this player's control
            p.history = replace(p.history, creatures_died=p.history.creatures_died + 1)
    elif isinstance(event, SpellCast):
        p = g.players[event.player]
        p.history = replace(p.history, spells_cast=p.history.spells_cast + 1)  # 601.2i
        if _instant_or_sorcery(g, event.obj):
            p.history = replace(p.history, instants_sorceries_cast=p.history.instants_sorceries_cast + 1)
    elif isinstance(event, DamageDealt) and event.to < 0 and event.amount > 0:
        _lost_life(g, -1 - event.to)  # 120.3a: damage to a player is life lost
    elif isinstance(event, LifeLost | ManaBurn) and event.amount > 0:
        _lost_life(g, event.player)
    elif isinstance(event, DamageDealt) and event.to >= 0 and event.amount > 0:
        pair = (event.source, event.to)  # 120.3: "a creature dealt damage by ~ this turn"
        if pair not in g.damaged:
            g.damaged = g.damaged + (pair,)
    elif isinstance(event, BlockersDeclared) and event.blocks:
        new = tuple(dict.fromkeys(b for b, _ in event.blocks if b not in g.blocked))
        if new:
            g.blocked = g.blocked + new  # 509.1: "~ blocked this turn"
    elif isinstance(event, AttackersDeclared) and event.attacks:
        p = g.players[event.player]
        p.history = replace(p.history, attacked_with=p.history.attacked_with + len(event.attacks))  # 508.1
        g.changed(mana=False)  # conditions of static abilities may read it


def _instant_or_sorcery(g: GameState, spell: int) -> bool:
    """CR 304, 307: whether the spell on the stack is an instant or a sorcery."""
    return bool({CardType.INSTANT, CardType.SORCERY} & chars(g, spell).types)


def _lost_life(g: GameState, player: int) -> None:
    """CR 119.3: one more event in which the player lost life ("for the first time each turn")."""
    p = g.players[player]
    p.history = replace(p.history, life_losses=p.history.life_losses + 1)


def count(history: TurnHistory, what: TurnCount) -> int:
    """One count of a player's history."""
    if what is TurnCount.LIFE_GAINED:
        return history.life_gained
    if what is TurnCount.LIFE_LOST:
        return history.life_lost
    if what is TurnCount.SPELLS_CAST:
        return history.spells_cast
    if what is TurnCount.CARDS_DRAWN:
        return history.cards_drawn
    if what is TurnCount.CREATURES_DIED:
        return history.creatures_died
    if what is TurnCount.TO_HAND_FROM_BATTLEFIELD:
        return history.to_hand_from_battlefield
    return history.attacked_with


def total(g: GameState, what: TurnCount, who: Relation, you: int) -> int:
    """A count of the turn's history for player ``you`` (YOU) or for all players together (ANY: "each
    creature that died this turn", whoever controlled it, 700.4)."""
    if who is Relation.ANY:
        return sum(count(p.history, what) for p in g.players)
    if who is not Relation.YOU:
        raise ValueError(f"a turn total for {who}")  # pragma: no cover - the grammar reads only these two
    return count(g.players[you].history, what)
