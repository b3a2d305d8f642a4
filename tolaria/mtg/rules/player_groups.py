"""Player groups (CR 102.1-102.3, 101.4): who "each opponent", "each player", "each other player" and
"defending player" are as an effect resolves.

A group is ordered as the rules order players who act together: in turn
order from the active player (APNAP, 101.4), so that each makes their
choices in that order before the actions happen at once.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import (
    EachOpponent,
    EachOtherPlayer,
    EachPlayer,
    PlayerRef,
    Recipient,
)
from tolaria.mtg.state import GameState

PlayerGroup = EachPlayer | EachOpponent | EachOtherPlayer
GROUPS = (EachPlayer, EachOpponent, EachOtherPlayer)


def is_group(ref: PlayerRef | Recipient) -> bool:
    """Whether a reference names several players at once."""
    return isinstance(ref, GROUPS)


def in_turn_order(g: GameState) -> list[int]:
    """CR 101.4: the players still in the game, from the active player on in turn order."""
    n = len(g.players)
    return [(g.active + k) % n for k in range(n) if not g.players[(g.active + k) % n].lost]


def members(g: GameState, group: PlayerGroup, you: int) -> list[int]:
    """The players of ``group`` for an ability controlled by ``you``, in APNAP order (101.4)."""
    order = in_turn_order(g)
    if isinstance(group, EachPlayer):
        return order
    if isinstance(group, EachOpponent):
        return [p for p in order if g.are_opponents(you, p)]  # 102.2, 102.3
    return [p for p in order if p != you]  # "each other player": teammates too (102.1)


def defending_player(g: GameState, source: int) -> int:
    """CR 506.2, 506.3: the player ``source`` is attacking (or whose planeswalker it attacks); -1 if
    it isn't attacking."""
    combat = g.combat
    if combat is None or source not in combat.attackers:
        return -1
    attacked = combat.attackers[source]
    if attacked < 0:
        return -1 - attacked
    perm = g.battlefield.get(attacked)
    return perm.controller if perm is not None else -1

