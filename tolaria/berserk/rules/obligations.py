"""Attacks a card's text obliges it to make: «Если в свой ход Гном-басаарг может атаковать простым ударом закрытое
существо противника, он обязан это сделать» (Online 103.1: a card's text wins over the rules), and «выбранное ...
существо противника ... обязано 1 раз напасть на Умпи {strike}» (another card's text obliging it).

While such a card can declare a simple strike at a closed creature of the
opponent in its controller's Main Phase (Online 205.2.a: the only time a
simple strike can be declared), the obligation holds: the card may declare
no other action (no move, no other ability, no strike at another card) and
its controller may not end the Main Phase by passing with an empty stack.
His other cards act freely. An opponent's hidden card is no «закрытое
существо» here: its face, so its type, is unknown (Online 415).

A card obliged by another's text to strike it once keeps the mark
``MUST_STRIKE`` naming that card until the turn ends; while it can declare
that strike, the same holds, and declaring it ends the obligation.
"""

from __future__ import annotations

from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import has, in_play, is_creature, roster
from tolaria.berserk.state import Acquired, GameState, Phase

REFUSAL = ("a text obliges it to strike first", "Online 103.1")
MUST_STRIKE = "#обязан напасть на "
"""An acquired mark ``#обязан напасть на N``: the card must declare one simple strike at card N this turn."""


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


def oblige(g: GameState, cid: int, source: int) -> None:
    """«обязано 1 раз напасть на [источник] {strike}»: the card owes one simple strike at ``source`` this turn."""
    card = g.objects[cid]
    card.effects = (*card.effects, Acquired(f"{MUST_STRIKE}{source}", "end_of_turn"))


def owed_strikes(g: GameState, seat: int) -> list[tuple[int, int]]:
    """The (card, target) strikes a text obliges ``seat``'s open cards to declare now: at closed creatures
    (Гном-басаарг), and once at a card that obliged them («обязано 1 раз напасть на Умпи»), in his Main Phase with an
    empty stack."""
    pairs = [(cid, t) for cid in bound(g, seat) for t in closed_targets(g, seat)]
    sources = roster(g).owed
    if sources and g.phase is Phase.MAIN and seat == g.active and not g.stack:
        marks = {f"{MUST_STRIKE}{s}": s for s in sources}
        for cid in in_play(g):
            card = g.objects[cid]
            if card.controller == seat and card.effects and not card.closed:
                pairs.extend((cid, marks[e.text]) for e in card.effects if e.text in marks)
    return pairs


def struck(g: GameState, cid: int, target: int) -> None:
    """The card declared a simple strike at ``target``: an obligation to strike it once is met (Online 103.1)."""
    card = g.objects[cid]
    if card.effects:
        card.effects = tuple(e for e in card.effects if e.text != f"{MUST_STRIKE}{target}")
