"""Symbiotes, parasites and companions on their hosts (Online 210, 306.5-306.7, 307.1, 421.4-421.5).

A symbiote is deployed on a cell of its own (Online 210.2). At the end of
the reveal step its owner assigns it a host, the first player all of his
symbiotes first, then the second player, then the parasites in the same
order (306.5-306.6); the player may not decline while a host can be
assigned (306.7). The symbiote then stands on its host's cell, as the second
card on it (``GameState.shared``), and ``GameState.hosts`` remembers the pair.
The relaunch's «компаньон» is the rules' symbiote (READINGS).

Every rule follows from the pair: it moves with its host and never by
itself (210.8, 210.11); it is adjacent to what its host is adjacent to,
and to its host (210.9, 210.9.a: sharing the cell does both); it can't be
finished off (210.10); when its host leaves the Battlefield, gains a
subtype or becomes incorporeal, it dies, a base effect (210.3, 210.5,
210.6-210.7, 421.4: after the host, «host, then symbiote»); one with no
host at the start of battle dies (307.1, 421.5).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import HealHost, HostGains, MoveOntoHost, Point, TakeSymbiont
from tolaria.berserk.cards import CardType, Keyword
from tolaria.berserk.decisions import HostChoice
from tolaria.berserk.events import HostLost, Moved
from tolaria.berserk.rules.cards_in_play import defn, has, in_play
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.state import Acquired, Chain, Entering, GameState, Zone

SYMBIONTS = frozenset({CardType.SYMBIOTE, CardType.COMPANION, CardType.PARASITE})
"""Online 210.1, 210.13: the cards that stand on a host (a «компаньон» is a symbiote, READINGS)."""

RULES = ("Online 210.2", "Online 306.5")


BOUND = "#действует только нападением на своего симбиота"
"""The host's acquired mark of «Хозяин не может объявлять никаких действий, кроме нападения на Карлика Унда»."""


def binding(g: GameState, host: int) -> int:
    """The symbiont that the host may declare no action but a simple strike at, or -1 (the mark its gift left)."""
    if not g.hosts or not any(e.text == BOUND for e in g.objects[host].effects):
        return -1
    return symbiont_of(g, host)


def is_symbiont(g: GameState, cid: int) -> bool:
    """The card is a symbiote, companion or parasite (Online 210.1, 210.13)."""
    return g.defs[g.objects[cid].name].type in SYMBIONTS


def host_of(g: GameState, cid: int) -> int:
    """The card's host, or -1."""
    return g.hosts.get(cid, -1)


def symbiont_of(g: GameState, host: int) -> int:
    """The symbiote (or parasite) the creature hosts, or -1 (Online 210.4: one at most)."""
    for s, h in g.hosts.items():
        if h == host:
            return s
    return -1


def paired(g: GameState, cid: int) -> bool:
    """The card is a host or a hosted symbiote: the pair shares its cell by Online 210.2, not as an incorporeal
    creature that moved onto an occupied cell (glossary «Бестелесность»)."""
    if not g.hosts:
        return False
    return cid in g.hosts or symbiont_of(g, cid) >= 0


def plain_creature(g: GameState, cid: int) -> bool:
    """Online 210.3: a creature without a subtype, as the card is now (one become an artifact is none, Online 213)."""
    card = g.objects[cid]
    return (g.defs[card.name] if not card.effects else defn(g, cid)).type is CardType.CREATURE


def may_host(g: GameState, cid: int, host: int) -> bool:
    """Online 210.3-210.5, 210.14: an open creature without a subtype on the Battlefield, hosting nothing yet and
    sharing its cell with no one; the symbiote's own squad's, or for a parasite the opponent's in his first row; an
    incorporeal one only for an incorporeal symbiote. A hidden card is not chosen (READINGS)."""
    s, h = g.objects[cid], g.objects[host]
    if h.zone is not Zone.BATTLEFIELD or h.hidden or not plain_creature(g, h.id):
        return False
    if h.cell in g.shared or symbiont_of(g, host) >= 0:
        return False
    if g.defs[s.name].type is CardType.PARASITE:
        if h.controller == s.controller or board.own_row(h.cell, h.controller) not in parasite_rows(g, s.controller):
            return False
    elif h.controller != s.controller:
        return False
    return not has(g, host, Keyword.INCORPOREAL) or has(g, cid, Keyword.INCORPOREAL)


def parasite_rows(g: GameState, seat: int) -> frozenset[int]:
    """The rows of the opponent's half where the player's parasites may take a host: his first (Online 210.14), and
    those a revealed card of the player's squad adds («... в его втором ряду»)."""
    from tolaria.berserk.abilities import EnemyHostRows
    from tolaria.berserk.rules.cards_in_play import squad
    from tolaria.berserk.rules.modifiers import in_force

    rows = {1}
    for cid in squad(g, seat):
        if not g.objects[cid].hidden:
            rows.update(r for s in in_force(g, cid) if isinstance(s, EnemyHostRows) for r in s.rows)
    return frozenset(rows)


def hosts_one_of(g: GameState, host: int, types: frozenset[CardType]) -> bool:
    """The creature hosts a card of one of these types (Online 210.2, 210.13)."""
    cid = symbiont_of(g, host) if g.hosts else -1
    return cid >= 0 and g.defs[g.objects[cid].name].type in types


def host_cells(g: GameState, cid: int) -> tuple[int, ...]:
    """The cells of the creatures that may host the card now."""
    return tuple(sorted(g.objects[h].cell for h in in_play(g) if h != cid and may_host(g, cid, h)))


def _unassigned(g: GameState) -> list[int]:
    """Online 306.5-306.6: the symbiotes waiting for a host, in the order they are assigned: the first player's
    symbiotes, the second's, then the first player's parasites, the second's."""
    waiting = [c for c in in_play(g)
               if g.objects[c].zone is Zone.BATTLEFIELD and is_symbiont(g, c) and c not in g.hosts]

    def order(c: int) -> tuple[bool, int, int]:
        return g.defs[g.objects[c].name].type is CardType.PARASITE, g.objects[c].controller, g.objects[c].cell

    return sorted(waiting, key=order)


def ask_next(g: GameState) -> bool:
    """Offer the next host choice (``GameState.offer``); False when no symbiote waits for one it can have. A symbiote
    no host can be assigned to is passed over and waits for the start of battle (Online 306.7, 307.1)."""
    for cid in _unassigned(g):
        cells = host_cells(g, cid)
        if cells:
            g.offer = HostChoice(g.players[g.objects[cid].controller].name, card=cid, cells=cells)
            return True
    return False


def answer(g: GameState, cell: int) -> None:
    """The host is the creature on ``cell`` (checked by the engine); the symbiote moves onto its cell."""
    offer = g.offer
    assert isinstance(offer, HostChoice)
    g.offer = None
    host = next(h for h in g.cards_at(cell) if may_host(g, offer.card, h))
    assign(g, offer.card, host)


def assign(g: GameState, cid: int, host: int) -> None:
    """Online 210.2: the card becomes ``host``'s symbiote and is put on its cell; what its text gives its host
    («Хозяин ... имеет ...») the host now has, while the card is in its squad."""
    from tolaria.berserk.rules.stack import emit

    origin = stand_on(g, cid, host, gifts(g, cid))
    emit(g, Moved(card=cid, origin=origin, cell=g.objects[cid].cell, rules=RULES))


def stand_on(g: GameState, cid: int, host: int, given: tuple[Acquired, ...]) -> int:
    """The card becomes ``host``'s symbiont on its cell, the host gaining ``given``; where the card stood before."""
    card = g.objects[cid]
    origin = card.cell
    g.hosts[cid] = host
    g.vacate(cid)
    g.occupy(cid, g.objects[host].cell)
    card.cell = g.objects[host].cell
    h = g.objects[host]
    h.effects = (*h.effects, *given)
    g.roster_changed()
    return origin


def gifts(g: GameState, cid: int) -> tuple[Acquired, ...]:
    """What the card's text gives its host («Хозяин ... имеет ...»), as acquired abilities lasting while the card is in
    its squad."""
    from tolaria.berserk.rules import durations

    until = durations.while_in_squad(cid)
    return tuple(Acquired(t, until) for s in defn(g, cid).statics if isinstance(s, HostGains) for t in s.texts)


def rehost(g: GameState, cid: int, host: int) -> None:
    """Online 210.11.a: the card changes host: it goes alone onto the new host's cell, destroying nothing, and its
    gifts leave the old host for the new one."""
    from tolaria.berserk.rules.stack import emit

    old = g.objects[g.hosts[cid]]
    given = gifts(g, cid)
    old.effects = tuple(e for e in old.effects if e not in given)
    origin = stand_on(g, cid, host, given)
    emit(g, Moved(card=cid, origin=origin, cell=g.objects[cid].cell, rules=("Online 210.11.a",)))


def take_refusal(g: GameState, source: int, effect: TakeSymbiont, target: int,
                 by: int | None = None) -> tuple[str, str] | None:
    """Why ``source`` may not take ``target`` as its symbiont, as player ``by`` sees it (None: as it really is), or
    None: the target is a card of those kinds hosted by a creature the words describe, and the source may host it
    (Online 210.3-210.5: a creature without a subtype on the Battlefield, hosting nothing; an incorporeal one only an
    incorporeal symbiote). A hidden card is not hosted: it is no target here."""
    from tolaria.berserk.rules.activated import fits

    if g.defs[g.objects[target].name].type not in effect.kinds or target not in g.hosts:
        return "the target is not a symbiont of that kind on a host", "Online 210.11.a"
    if not fits(g, source, effect.host, g.hosts[target], by=by):
        return "its host is not one the text names", "Online 412.1"
    s = g.objects[source]
    if (s.zone is not Zone.BATTLEFIELD or not plain_creature(g, s.id) or symbiont_of(g, source) >= 0
            or s.cell in g.shared or has(g, source, Keyword.INCORPOREAL) and not has(g, target, Keyword.INCORPOREAL)):
        return "the card can't be the target's host", "Online 210.3"
    parasite = g.defs[g.objects[target].name].type is CardType.PARASITE
    if parasite is (s.controller == g.objects[target].controller):
        return "a parasite's host is its opponent's creature, a symbiote's its own", "Online 210.14"
    return None


def take(g: GameState, chain: Chain, effect: TakeSymbiont) -> None:
    """«переместить на себя паразита ...»: the target changes host to the source, if it still may (Online 210.11.a);
    if not, nothing happens."""
    target = chain.targets[0] if chain.targets else -1
    if target < 0 or g.objects[target].zone is not Zone.BATTLEFIELD or take_refusal(g, chain.source, effect, target) is not None:
        return
    rehost(g, target, chain.source)


def follow(g: GameState, host: int) -> None:
    """Online 210.8: the host has moved; its symbiote goes with it, without using movement (once the cell has room:
    an exchange of cells settles first)."""
    cid = symbiont_of(g, host) if g.hosts else -1
    if cid < 0:
        return
    h, card = g.objects[host], g.objects[cid]
    if h.zone is not Zone.BATTLEFIELD or card.cell == h.cell or h.cell in g.shared:
        return
    g.vacate(cid)
    g.occupy(cid, h.cell)
    card.cell = h.cell


def cellmate(g: GameState, cid: int) -> int:
    """The card's host or hosted symbiote, or -1 (the two are adjacent, Online 210.9.a)."""
    host = g.hosts.get(cid, -1)
    return host if host >= 0 else symbiont_of(g, cid)


def moves_alone(g: GameState, cid: int) -> bool:
    """Online 210.11: an effect moving a hosted symbiote without its host is blocked."""
    return cid in g.hosts


def keep_hosts(g: GameState) -> None:
    """Base effects of the pairs (Online 421.4): a symbiote that left play leaves its pair; one whose host left the
    Battlefield, gained a subtype or became incorporeal while it is not (210.3, 210.5, 210.7) dies, a destruction
    no one can cancel, after its host; one whose host moved is put on its cell (210.8)."""
    if not g.hosts:
        return
    from tolaria.berserk.rules.stack import destroy, emit

    for cid, host in sorted(g.hosts.items()):
        if g.hosts.get(cid) != host:
            continue  # (settled meanwhile, by a destruction this one caused)
        card, h = g.objects[cid], g.objects[host]
        if card.zone is not Zone.BATTLEFIELD:
            del g.hosts[cid]
            continue
        if (h.zone is not Zone.BATTLEFIELD or not plain_creature(g, h.id)
                or has(g, host, Keyword.INCORPOREAL) and not has(g, cid, Keyword.INCORPOREAL)):
            del g.hosts[cid]
            emit(g, HostLost(card=cid, host=host, rules=("Online 210.7", "Online 421.4")))
            destroy(g, cid)
            continue
        follow(g, host)


def unhosted_die(g: GameState) -> None:
    """Online 307.1, 421.5: at the start of battle the symbiotes with no host die (a base effect)."""
    from tolaria.berserk.rules.stack import destroy, emit

    for cid in _unassigned(g):
        emit(g, HostLost(card=cid, host=-1, rules=("Online 307.1", "Online 421.5")))
        destroy(g, cid)


def heal_host(g: GameState, cid: int, effect: HealHost) -> None:
    """«если хозяин [карты] болотный полностью излечить хозяина»: its host, if it has one in play of that element now,
    heals completely (glossary «Излечение (на Х)»)."""
    from tolaria.berserk.rules.stack import _heal

    host = g.hosts.get(cid, -1)
    if host < 0 or g.objects[host].zone is not Zone.BATTLEFIELD or counted_element(g, host) != effect.element:
        return
    _heal(g, host, None, ("Online «Излечение (на Х)»", "Online 210.2"))


def no_finishing(g: GameState, cid: int) -> bool:
    """Online 210.10: a symbiote (parasite, companion) can't be finished off."""
    return is_symbiont(g, cid)



def host_leapt(g: GameState, host: int) -> list[Entering]:
    """«При телепортации или прыжке хозяина ...»: the host's «Прыжок» or «Телепортация» resolved (Online 203.12) and its
    symbiote stands with it again (Online 210.8); the symbiote's abilities of that trigger point, the host in the
    attacked role."""
    from tolaria.berserk.rules import triggers

    cid = symbiont_of(g, host) if g.hosts else -1
    if cid < 0 or not triggers.live(g, cid):
        return []
    return [triggers.entering_with(g, cid, i, t, -1, host, ("Online 203.12", "Online 210.8"))
            for i, t in triggers.armed(g, cid) if t.point is Point.HOST_LEAPS]


def defended_host(g: GameState, strike: Chain) -> list[Entering]:
    """«После того, как выступает защитником хозяину ...»: the simple strike whose target was the card's host, and which
    the card took as its defender (Online 205.3), has been paid (Online 216.12): the defender's abilities of that
    trigger point, the attacker and the host in their roles."""
    from tolaria.berserk.rules import triggers

    if not strike.redirected or not strike.targets or not strike.initial or not g.hosts:
        return []
    defender, defended = strike.targets[0], strike.initial[0]
    if defender not in g.objects or host_of(g, defender) != defended or not triggers.live(g, defender):
        return []
    return [triggers.entering_with(g, defender, i, t, strike.source, defended, ("Online 205.3", "Online 216.12"))
            for i, t in triggers.armed(g, defender) if t.point is Point.DEFENDED_HOST]


def may_rehost(g: GameState, cid: int, host: int) -> bool:
    """Online 210.11.a with 210.3-210.5: the hosted card may change host to ``host``: another open creature without a
    subtype on the Battlefield, hosting nothing and sharing its cell with no one, the card's opponent's for a parasite
    and its own squad's for a symbiote, incorporeal only for an incorporeal card (the first-row condition of a
    parasite is the reveal step's assignment, Online 210.14)."""
    if cid not in g.hosts or host == g.hosts[cid] or host == cid:
        return False
    s, h = g.objects[cid], g.objects[host]
    if h.zone is not Zone.BATTLEFIELD or h.hidden or not plain_creature(g, h.id):
        return False
    if h.cell in g.shared or symbiont_of(g, host) >= 0:
        return False
    if (g.defs[s.name].type is CardType.PARASITE) is (h.controller == s.controller):
        return False
    return not has(g, host, Keyword.INCORPOREAL) or has(g, cid, Keyword.INCORPOREAL)


def move_onto(g: GameState, chain: Chain) -> None:
    """«может переместиться на стоящее рядом существо противника»: the source changes host to the chosen creature if
    it still may (Online 210.11.a); if not, nothing happens."""
    target = chain.targets[0] if chain.targets else -1
    if target >= 0 and may_rehost(g, chain.source, target):
        rehost(g, chain.source, target)


def fits_move_onto(g: GameState, source: int, effects: tuple[object, ...], cid: int) -> bool:
    """A triggered change of host may be declared only at a creature the source may move onto (Online 412.1)."""
    return not any(isinstance(e, MoveOntoHost) for e in effects) or may_rehost(g, source, cid)
