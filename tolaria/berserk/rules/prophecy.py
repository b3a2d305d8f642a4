"""«Пророчество N» (READINGS «Пророчество»: no rules text defines it).

The top N cards of the prophesying card's controller's deck are shown to
both players (Online 206.8: a card shown from a zone is shown to all),
then, as after every look at a deck, the deck is shuffled (Online 206.10);
the cards stay in the deck. A deck with fewer cards shows what it has. The
clauses «если показанная карта ...» then ask every shown card.
"""

from __future__ import annotations

from tolaria.berserk.abilities import IfShown, Prophecy, Shown, TriggeredEffect
from tolaria.berserk.events import Prophesied
from tolaria.berserk.state import Chain, GameState


def prophesy(g: GameState, chain: Chain, effect: Prophecy) -> list[TriggeredEffect]:
    """Show the cards and shuffle the deck; return the effects of the clauses the shown cards meet, in order."""
    from tolaria.berserk.rules.stack import emit

    seat = g.objects[chain.source].controller
    deck = g.players[seat].deck
    shown = tuple(deck[: effect.count])
    emit(g, Prophesied(player=seat, source=chain.source, cards=shown, rules=("Online 206.8", "Online 206.10")))
    g.rng.shuffle(deck)
    out: list[TriggeredEffect] = []
    for clause in effect.then:
        if meets(g, shown, clause):
            out.extend(clause.effects)
    return out


def meets(g: GameState, shown: tuple[int, ...], clause: IfShown) -> bool:
    """Whether the shown cards are what the clause asks: as many as it names, each of them such."""
    want: Shown = clause.condition
    if len(shown) < want.count:
        return False
    for cid in shown:
        d = g.defs[g.objects[cid].name]  # a card in the deck, as printed
        if want.elite is not None and d.elite is not want.elite:
            return False
        if want.max_cost is not None and d.cost > want.max_cost:
            return False
        if want.odd_cost is not None and (d.cost % 2 == 1) is not want.odd_cost:
            return False
    return True
