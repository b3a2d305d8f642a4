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

from tolaria.berserk import board
from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import GAINED_FLIGHT, in_squad, is_creature, is_flyer
from tolaria.berserk.rules.cell_markers import free
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


def land(g: GameState, cid: int, near: int, chooser: int) -> None:
    """«приземлиться на свободную клетку рядом с ней»: a creature that gained flight loses it and is put on a free cell
    next to ``near`` (on the battlefield), ``chooser`` choosing among several (a ``MoveCellChoice``); with no such cell,
    or ``near`` off the battlefield, it stays a flyer (the text names where it lands, glossary «Полёт»)."""
    from tolaria.berserk.decisions import MoveCellChoice

    card, spot = g.objects[cid], g.objects.get(near)
    if card.zone is not Zone.ADDITIONAL or not any(e.text == GAINED_FLIGHT for e in card.effects):
        return
    if spot is None or spot.zone is not Zone.BATTLEFIELD:
        return
    cells = tuple(n for n in board.NEIGHBOURS[spot.cell] if free(g, n))
    if len(cells) == 1:
        put_down(g, cid, cells[0])
    elif cells:
        g.offer = MoveCellChoice(g.players[chooser].name, card=cid, source=cid, cells=cells)


def put_down(g: GameState, cid: int, cell: int) -> None:
    """The card loses the flight it gained and is put on ``cell``: a base effect, not a movement (glossary «Полёт»)."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    card.effects = tuple(e for e in card.effects if e.text != GAINED_FLIGHT)
    g.additional.remove(cid)
    card.zone, card.cell = Zone.BATTLEFIELD, cell
    g.board[cell] = cid
    g.roster_changed()
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=("Online «Полёт»",)))
