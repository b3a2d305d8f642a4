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
from tolaria.berserk.abilities import DiveOnto
from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import (
    GAINED_FLIGHT,
    LOST_FLIGHT,
    in_squad,
    is_creature,
    is_flyer,
)
from tolaria.berserk.rules.cell_markers import free
from tolaria.berserk.state import Acquired, Chain, GameState, Zone

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


def dive(g: GameState, chain: Chain, effect: DiveOnto, cid: int) -> None:
    """«переместить нелетающее существо противника на соседнюю клетку; потерять полет, ... переместиться на клетку,
    которую занимало это существо, при этом ранить его на 3-4-4»: the chosen creature goes to a free neighbouring cell
    (Online 207.7), the ability's controller choosing among several (a ``MoveCellChoice`` that carries the rest), then
    the source takes the cell it left; with no cell left to move it to, nothing is done (Online 103.3)."""
    from tolaria.berserk.abilities import Destination, MoveCard, Who
    from tolaria.berserk.decisions import MoveCellChoice
    from tolaria.berserk.rules.movement_effects import destinations

    if not in_squad(g.objects[cid]) or not in_squad(g.objects[chain.source]):
        return
    wounds = effect.wounds[_row(chain)]
    cells = destinations(g, chain.source, MoveCard(Who.CHOSEN, Destination.ANY_NEIGHBOUR), cid)
    if len(cells) == 1:
        dive_onto(g, chain.source, cid, cells[0], wounds)
    elif cells:
        g.offer = MoveCellChoice(g.players[chain.controller].name, card=cid, source=chain.source, cells=cells,
                                 dive=wounds)


def _row(chain: Chain) -> int:
    """The row (0 weak, 1 medium, 2 strong) the source's die gave at the Roll object (Online 205.4, 205.7.b)."""
    from tolaria.berserk.rules import strike_table

    return strike_table.alone(chain.rolls[0]) - strike_table.WEAK if chain.rolls else 0


def dive_onto(g: GameState, source: int, cid: int, cell: int, wounds: int) -> None:
    """The creature is moved to ``cell`` (Online 417.1); the source, still a flyer, loses flight and is put on the cell
    the creature left, and wounds it (a text's wounds, no attack: Online 204.4)."""
    from tolaria.berserk.rules.movement_effects import place
    from tolaria.berserk.rules.stack import deal_wounds

    origin = g.objects[cid].cell
    place(g, cid, cell, source)
    if in_squad(g.objects[source]) and is_flyer(g, source) and free(g, origin):
        lose_flight(g, source, origin)
    if in_squad(g.objects[cid]) and in_squad(g.objects[source]):
        deal_wounds(g, cid, wounds, source, None)


def lose_flight(g: GameState, cid: int, cell: int) -> None:
    """Glossary «Полёт»: the flyer becomes a creature with «Запас Движения 1» until it leaves play, and is put on
    ``cell`` from the Additional Zone (a base effect, not a declared movement)."""
    from tolaria.berserk.rules import durations
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    gained = any(e.text == GAINED_FLIGHT for e in card.effects)
    card.effects = tuple(e for e in card.effects if e.text != GAINED_FLIGHT)
    if not gained:
        card.effects = (*card.effects, Acquired(LOST_FLIGHT, "end_of_battle"))
    if cid in g.additional:
        g.additional.remove(cid)
    card.zone, card.cell = Zone.BATTLEFIELD, cell
    g.board[cell] = cid
    g.roster_changed()
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=("Online «Полёт»",)))
    durations.cells_changed(g)
