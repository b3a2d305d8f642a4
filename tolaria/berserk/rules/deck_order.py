"""Looking at the top of one's deck and putting the cards back in an order of one's choice.

«посмотреть 3 верхние карты вашей колоды, затем положить их на верх или в низ вашей колоды в любом порядке, не
перемешивая колоду» (Ведунья Ордена), «вернуть показанные карты на верх колоды в любом порядке» (Махинатор). The deck's
order is hidden information (Online 206.6): the cards looked at are named to their owner alone (a ``Shown`` event with
him as viewer), and the order he chooses is told to nobody but him (``DeckArranged`` gives only the counts).
"""

from __future__ import annotations

from itertools import permutations

from tolaria.berserk.abilities import ArrangeDeck
from tolaria.berserk.actions import ArrangeDeck as ArrangeDeckAnswer
from tolaria.berserk.decisions import DeckOrder
from tolaria.berserk.events import DeckArranged, Shown
from tolaria.berserk.state import Chain, GameState


def look(g: GameState, chain: Chain, effect: ArrangeDeck) -> None:
    """The cards the effect puts back, named to the controller alone; then his ``DeckOrder`` decision (none for no
    cards). With ``count`` 0 they are the prophecy's shown cards still in the deck (``Chain.targets``)."""
    from tolaria.berserk.rules.stack import emit

    seat = chain.controller
    deck = g.players[seat].deck
    cards = tuple(deck[:effect.count]) if effect.count else tuple(c for c in chain.targets if c in deck)
    if not cards:
        return
    if effect.count:  # a prophecy's cards were shown to both already (Online 206.8)
        emit(g, Shown(player=seat, source=chain.source, cards=cards, viewer=seat, zone="deck",
                      rules=("Online 206.6",)))
    g.offer = DeckOrder(g.players[seat].name, source=chain.source, cards=cards, bottom=effect.bottom)


def arrangements(d: DeckOrder) -> list[ArrangeDeckAnswer]:
    """Every answer: each order of the cards, split at every point between top and bottom where the bottom is allowed."""
    out: list[ArrangeDeckAnswer] = []
    for order in permutations(d.cards):
        for split in range(len(order), -1, -1) if d.bottom else (len(order),):
            out.append(ArrangeDeckAnswer(tuple(order[:split]), tuple(order[split:])))
    return out


def refusal(d: DeckOrder, action: object) -> tuple[str, str] | None:
    """Why an answer is not one: it must name every card looked at once, and the bottom only where the text allows."""
    if not isinstance(action, ArrangeDeckAnswer):
        return "put the cards back in the order you choose (arrange top A, B bottom C)", "Online 206.6"
    named = (*action.top, *action.bottom)
    if sorted(named) != sorted(d.cards):
        return "name each card looked at exactly once", "Online 206.6"
    if action.bottom and not d.bottom:
        return "the text puts these cards back on top of the deck only", "Online 103.1"
    return None


def answer(g: GameState, action: ArrangeDeckAnswer) -> None:
    """The cards leave their places and go on top (the first named topmost) and at the bottom (the last named
    bottommost); the rest of the deck keeps its order (no shuffle: the text says so, Online 103.1 over 206.10)."""
    from tolaria.berserk.rules.stack import emit

    offer = g.offer
    assert isinstance(offer, DeckOrder)
    g.offer = None
    seat = next(i for i, p in enumerate(g.players) if p.name == offer.player)
    deck = g.players[seat].deck
    rest = [c for c in deck if c not in offer.cards]
    deck[:] = [*action.top, *rest, *action.bottom]
    emit(g, DeckArranged(player=seat, source=offer.source, top=len(action.top), bottom=len(action.bottom),
                         rules=("Online 206.6",)))
