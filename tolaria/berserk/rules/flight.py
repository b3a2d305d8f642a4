"""Gaining flight (glossary «Полёт», Online 211).

Flight is a creature's subtype (glossary «Полёт»: every creature with
flight is a flyer), so a creature that gains flight becomes a flyer: it
leaves its cell for the Additional Zone at once, as a base effect and not a
movement (Online 211.2, 211.2.a: flyers are in the Additional Zone), and
from then on moves no more (211.1), is next to no card (211.4) and strikes
as a flyer (211.5). It keeps the mark ``cards_in_play.GAINED_FLIGHT`` until
it leaves play (a card leaving play loses what it acquired).
"""

from __future__ import annotations

from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import GAINED_FLIGHT, in_squad, is_creature, is_flyer
from tolaria.berserk.state import Acquired, GameState, Zone

RULES = ("Online «Полёт»", "Online 211.2.a")


def gain_flight(g: GameState, cid: int) -> None:
    """The creature gains flight: a flyer already, or no creature, it changes nothing."""
    from tolaria.berserk.rules import durations, incarnation
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    if not in_squad(card) or not is_creature(g, cid) or is_flyer(g, cid):
        return
    card.effects = (*card.effects, Acquired(GAINED_FLIGHT, "end_of_battle"))
    left = card.zone is Zone.BATTLEFIELD
    if left:
        del g.board[card.cell]
        card.zone, card.cell = Zone.ADDITIONAL, -1
        g.additional.append(cid)
    g.roster_changed()
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=RULES))
    if left:
        durations.cells_changed(g)  # «пока Василиск не переместится»
        incarnation.cell_freed(g)  # a waiting «Инкарнация Х» may now have its cell
    from tolaria.berserk.rules.triggers import squad_flew

    squad_flew(g, cid)  # «Когда ваше существо получает полет»
