"""Attacks a card's text obliges it to make: «Если в свой ход Гном-басаарг может атаковать простым ударом закрытое
существо противника, он обязан это сделать» (Online 103.1: a card's text wins over the rules).

While such a card can declare a simple strike at a closed creature of the
opponent in its controller's Main Phase (Online 205.2.a: the only time a
simple strike can be declared), the obligation holds: the card may declare
no other action (no move, no other ability, no strike at another card) and
its controller may not end the Main Phase by passing with an empty stack.
His other cards act freely. An opponent's hidden card is no «закрытое
существо» here: its face, so its type, is unknown (Online 415).
"""

from __future__ import annotations

from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import has, in_play, is_creature, roster
from tolaria.berserk.state import GameState, Phase

REFUSAL = ("its text obliges it to strike a closed creature of the opponent first", "Online 103.1")


def bound(g: GameState, seat: int) -> list[int]:
    """``seat``'s revealed open cards in play whose text obliges them to strike closed creatures, in his Main Phase
    with an empty stack (the only time a simple strike can be declared, Online 205.2.a)."""
    if g.phase is not Phase.MAIN or seat != g.active or g.stack:
        return []
    return [cid for cid in roster(g).obliged[seat]
            if not g.objects[cid].closed and (not g.objects[cid].effects or has(g, cid, Keyword.MUST_STRIKE_CLOSED))]


def closed_targets(g: GameState, seat: int) -> list[int]:
    """The opponent's revealed closed creatures in play: what an obliged card must strike."""
    out = []
    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != seat and not card.hidden and card.closed and is_creature(g, cid):
            out.append(cid)
    return out
