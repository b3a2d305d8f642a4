"""Playing lands (CR 305): a special action, in a main phase of your turn with an empty stack, once a turn.

A land is played from its owner's hand, or from their graveyard while they
control a permanent saying "You may play lands from your graveyard" (305.1:
the land played is their land for the turn either way).
"""

from __future__ import annotations

from tolaria.errors import IllegalAction
from tolaria.mtg.events import LandPlayed
from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle.abilities import PlayLandsFromGraveyard
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.casting import sorcery_timing
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.teams import is_active
from tolaria.mtg.rules.zones import put_onto_battlefield
from tolaria.mtg.state import GameState

LANDS_PER_TURN = 1  # CR 305.2


def can_play_land(g: GameState, player: int) -> bool:
    """CR 305.1-305.2: main phase, own turn, empty stack, one land per turn."""
    return sorcery_timing(g, player) and g.players[player].lands_played < LANDS_PER_TURN


def land_actions(g: GameState, player: int) -> list[int]:
    """The lands the player may play now, one per card name and zone (copies are interchangeable)."""
    if not can_play_land(g, player):
        return []
    out = _lands_in(g, g.players[player].hand)
    if from_graveyard(g, player):
        out.extend(_lands_in(g, g.players[player].graveyard))
    return out


def _lands_in(g: GameState, zone: list[int]) -> list[int]:
    seen: set[object] = set()
    out = []
    for oid in zone:
        card = g.cards[oid]
        if card not in seen and g.db.card(card).is_land:
            seen.add(card)
            out.append(oid)
    return out


def from_graveyard(g: GameState, player: int) -> bool:
    """Whether ``player`` controls a permanent saying "You may play lands from your graveyard" (305.1)."""
    grants = summary(g).graveyard_lands
    return bool(grants) and any(
        chars(g, oid).controller == player and any(isinstance(s, PlayLandsFromGraveyard) for s in chars(g, oid).statics)
        for oid in grants
    )


def has_land_to_play(g: GameState, player: int) -> bool:
    """Whether the player may play a land now (no list built)."""
    if not can_play_land(g, player):
        return False
    cards = g.cards
    defs = g.db.defs
    for oid in g.players[player].hand:
        card = cards[oid]
        if (defs.get(card) or g.db.card(card)).is_land:
            return True
    return bool(summary(g).graveyard_lands) and bool(land_actions(g, player))


def check_play_land(g: GameState, player: int, oid: int) -> None:
    p = g.players[player]
    if oid not in p.hand and not (oid in p.graveyard and from_graveyard(g, player)):
        raise IllegalAction(f"that card is not in {p.name}'s hand", "305.1")
    d = g.db.card(g.cards[oid])
    if not d.is_land:
        raise IllegalAction(f"{d.name} is not a land", "305.1")
    if not is_active(g, player):
        raise IllegalAction("a land can be played only in your own turn", "305.3")  # 805.4c: your team's
    if not sorcery_timing(g, player):
        raise IllegalAction("a land can be played only in a main phase of your turn when the stack is empty", "305.1")
    if p.lands_played >= LANDS_PER_TURN:
        raise IllegalAction(f"{p.name} has already played a land this turn", "305.2")


def play_land(g: GameState, player: int, oid: int) -> None:
    """CR 305.1: playing a land is a special action; it doesn't use the stack (116.2a)."""
    p = g.players[player]
    card = g.cards.pop(oid)
    origin = Zone.HAND if oid in p.hand else Zone.GRAVEYARD
    p.zone(origin).remove(oid)
    perm = put_onto_battlefield(g, card, player, old=oid)
    p.lands_played += 1
    g.passes = 0
    g.priority = player
    g.changed()
    emit(g, LandPlayed(oid, perm.id, g.name_of(perm.id), player, player, origin, Zone.BATTLEFIELD, rules=("305.1", "116.2a")))
