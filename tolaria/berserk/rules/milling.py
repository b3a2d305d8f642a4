"""A card put from the top of the deck into the graveyard, and the abilities its class sets off.

«В начале вашего хода положите верхнюю карту колоды на кладбище; если это демон — положите жетон инкарнации на вашу
карту нежити на кладбище, если это нежить — ваши демоны получают ... до конца хода» (Лилит и Эйдерик): as the turn's
start ability resolves the top card of its controller's deck goes to its owner's graveyard, seen by both players
(Online 206.7; with an empty deck nothing happens, Online 103.3). Each «если это [класс]» clause is a triggered ability
of the card (``Point.MILLED``) set off by that card if it is of the class (Online 405.1-405.2); the card is its
attacked role, and a target it names is named as it is declared (Online 412.1). A card of both classes sets off both.
"""

from __future__ import annotations

from tolaria.berserk.abilities import AcquireEach, Point
from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import is_creature, squad
from tolaria.berserk.state import Chain, GameState, Zone

RULES = ("Online 206.7", "Online 405.1")


def mill_top(g: GameState, chain: Chain) -> None:
    """«положите верхнюю карту колоды на кладбище»: the deck's top card to its owner's graveyard, then the source's
    «если это [класс]» abilities that card sets off."""
    from tolaria.berserk.rules.stack import emit

    deck = g.players[chain.controller].deck
    if not deck:
        return
    card = deck.pop(0)
    owner = g.objects[card].owner
    g.objects[card].zone = Zone.GRAVEYARD
    g.players[owner].graveyard.append(card)
    emit(g, ZoneChanged(card=card, zone=Zone.GRAVEYARD.value, rules=RULES))
    _set_off(g, chain.source, card)


def _set_off(g: GameState, source: int, card: int) -> None:
    from tolaria.berserk.rules.cards_in_play import classes_of
    from tolaria.berserk.rules.triggers import armed, enter, entering_with

    classes = set(classes_of(g, card))
    entries = [entering_with(g, source, i, t, -1, card, RULES) for i, t in armed(g, source)
               if t.point is Point.MILLED and t.other is not None and classes & t.other.classes]
    if entries:
        enter(g, entries)


def acquire_each(g: GameState, chain: Chain, effect: AcquireEach) -> None:
    """«ваши демоны получают ...»: each creature of the controller's squad of the class acquires the abilities, until
    the end the text says (Online 407.1-407.2)."""
    from tolaria.berserk.abilities import Acquire, Who
    from tolaria.berserk.rules.modifiers import matches
    from tolaria.berserk.rules.triggers import on_card

    gain = Acquire(effect.abilities, Who.SELF, effect.duration)
    for cid in squad(g, chain.controller):
        if is_creature(g, cid) and matches(g, cid, effect.of):
            on_card(g, chain, gain, cid)
