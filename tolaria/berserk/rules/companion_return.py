"""«Когда ваше существо инкарнирует или возрождается, если Могильный жук на вашем кладбище он возрождается в качестве
компаньона этого существа (2 раза за бой)» (Могильный жук).

The ability triggers from its owner's graveyard when a creature of his squad
comes back from that graveyard: by its «Инкарнация Х» (rules/incarnation.py) or
by a resurrection (rules/summoning.py; glossary «Возрождение»). As it resolves,
if the card still lies in the graveyard and the creature can host it (Online
210.3-210.5: an open creature with no subtype on the Battlefield, hosting nothing
yet, of the same squad), the card is resurrected onto it as its companion:
a new card, under its owner's control, open (glossary «Возрождение»: «в открытом
виде, если не сказано иначе»). Its own return starts nothing: a companion has a
subtype, so it hosts no one (Online 210.3).
"""

from __future__ import annotations

from tolaria.berserk.abilities import Point
from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import in_squad, is_creature
from tolaria.berserk.state import Chain, GameState, Zone

RULES = ("Online «Возрождение»", "Online 210.2", "Online 206.8")


def returned(g: GameState, cid: int) -> None:
    """``cid`` has come back into its squad from the graveyard: the graveyard's «когда ваше существо инкарнирует или
    возрождается» abilities of its controller trigger, the creature being their attacked role."""
    from tolaria.berserk.rules import triggers

    if not is_creature(g, cid):
        return
    seat = g.objects[cid].controller
    entries = [triggers.entering_with(g, buried, i, t, -1, cid, ("Online «Возрождение»", "Online 405.2"))
               for buried in list(g.players[seat].graveyard) if g.defn(buried).triggers
               for i, t in triggers.armed(g, buried) if t.point is Point.SQUAD_RETURNED]
    triggers.enter_all(g, entries)


def resurrect(g: GameState, chain: Chain) -> None:
    """The Wound object: the source, if still in its owner's graveyard, stands on the creature as its companion."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.symbiosis import gifts, may_host, stand_on

    card = g.objects[chain.source]
    host = chain.initial[1] if len(chain.initial) > 1 else -1
    graveyard = g.players[card.owner].graveyard
    if chain.source not in graveyard or host < 0 or not in_squad(g.objects[host]):
        return
    card.controller = card.owner
    if g.objects[host].controller != card.owner or not may_host(g, chain.source, host):
        return
    graveyard.remove(chain.source)
    card.forget_battle()
    card.acted, card.moved, card.declared_move = False, 0, False
    card.closed = card.hidden = False
    card.zone, card.cell = Zone.BATTLEFIELD, -1
    stand_on(g, chain.source, host, gifts(g, chain.source))
    emit(g, ZoneChanged(card=chain.source, zone=card.zone.value, rules=RULES))
