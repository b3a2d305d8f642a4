"""The Preliminary Phase: deal, recruitment, deployment, reveal (Online 301-308).

Online 301.2: there is no stack here. Turn order is the seat order (the
first seat is the first player, Online 302.2's roll is made outside the
engine), so simulations swap seats to give both decks the first turn.
"""

from __future__ import annotations

from typing import NamedTuple

from tolaria.berserk import board
from tolaria.berserk.abilities import RecruitGain
from tolaria.berserk.cards import NEUTRAL, CardType
from tolaria.berserk.events import Dealt, Finished, KeptHidden, Placed, Recruited, Revealed
from tolaria.berserk.profiles import ElementPenalty
from tolaria.berserk.rules import keyword_abilities
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.rules.stack import emit
from tolaria.berserk.state import GameState, PlayerState, Zone

MAX_RECRUITS = 15
"""Online 304.5."""
MAX_FLYER_CRYSTALS = 15
"""Online 211.7."""


def deal(g: GameState, seat: int, redeal: bool = False) -> None:
    """Online 302.1, 302.3: the Deal from the top of the Deck (a redeal shuffles it back first)."""
    p = g.players[seat]
    n = g.profile.deal_size
    if redeal:
        n = len(p.deal)  # Online 302.3: «заново получает такое же количество карт»
        for cid in p.deal:
            g.objects[cid].zone = Zone.DECK
        p.deck.extend(p.deal)
        p.deal = []
        g.rng.shuffle(p.deck)
    n = min(n, len(p.deck))
    p.deal, p.deck = p.deck[:n], p.deck[n:]
    for cid in p.deal:
        g.objects[cid].zone = Zone.DEAL
    emit(g, Dealt(player=seat, cards=tuple(p.deal), redeal=redeal, rules=("Online 302.3",) if redeal else ("Online 302.1",)))


def elements(g: GameState, ids: list[int]) -> set[str]:
    """Online 304.6: neutral cards count as no element."""
    out: set[str] = set()
    for c in ids:
        e = counted_element(g, c)
        if e != NEUTRAL:
            out.add(e)
    return out


def _with(g: GameState, ids: list[int], cid: int, known: set[str] | None = None) -> int:
    """How many elements ``ids`` and the card ``cid`` have together (Online 304.6), without building the list
    (``known``: the elements of ``ids``, when already counted)."""
    known = elements(g, ids) if known is None else known
    e = counted_element(g, cid)
    return len(known) + (e != NEUTRAL and e not in known)


def element_adjustment(g: GameState, count: int) -> int:
    """Gold lost (negative) or gained for this many elements in Recruitment (Online 304.6; QA RUL-007)."""
    if g.profile.element_penalty is ElementPenalty.OVER_TWO:
        if count == 1:
            return 1
        return -max(0, count - 2)
    return -max(0, count - 1)


def crystals(g: GameState, seat: int, known: set[str] | None = None) -> tuple[int, int]:
    """The gold and silver a player has now, element penalty and bonus included (``known``: the elements of his
    Recruitment, when already counted)."""
    p = g.players[seat]
    adjust = element_adjustment(g, len(elements(g, p.recruitment) if known is None else known))
    return p.gold - p.spent_gold + adjust, p.silver - p.spent_silver


class Price(NamedTuple):
    """What a card costs as it is recruited: its printed cost, or what a text makes it (Online 202.6)."""

    cost: int
    elite: bool
    """Paid in gold only (Online 202.2); an ordinary card is paid silver first."""


def printed_price(g: GameState, seat: int, cid: int) -> Price:
    """The printed cost, or what «второй Линдвурм стоит 6 {elite}» makes a further copy cost (paid in gold)."""
    d = g.defn(cid)
    if d.statics:
        from tolaria.berserk.abilities import CopyPrices

        ordinal = 1 + sum(1 for c in g.players[seat].recruitment if g.objects[c].name == d.name)
        for s in d.statics:
            if isinstance(s, CopyPrices) and (cost := s.price(ordinal)) is not None:
                return Price(cost, True)
    return Price(d.cost, d.elite)


def recruit_refusal(g: GameState, seat: int, cid: int, price: Price | None = None) -> tuple[str, str] | None:
    """Why this card may not be recruited now (reason, rule), or None; ``price`` is what a text makes it cost."""
    p = g.players[seat]
    d = g.defn(cid)
    paid = printed_price(g, seat, cid) if price is None else price
    if d.unsupported is not None:
        return f"{d.name} is not supported ({d.unsupported})", "Online 200.3"
    if len(p.recruitment) >= MAX_RECRUITS:
        return "Recruitment already holds 15 cards", "Online 304.5"
    if d.unique and any(g.objects[c].name == d.name for c in p.recruitment):
        return f"{d.name} is unique", "Online «Уникальность»"
    if (conflict := keyword_abilities.recruit_conflict(g, cid, p.recruitment)) is not None:
        return conflict, "Online 304.3"
    if (limit := elemental_limit(g, p.recruitment)) is not None and counted_element(g, cid) != NEUTRAL \
            and len([c for c in p.recruitment if counted_element(g, c) != NEUTRAL]) >= limit[1]:
        return f"{limit[0]} allows no more than {limit[1]} cards of an element in Recruitment", "Online 304.3"
    if d.type is CardType.TERRAIN and any(g.defn(c).type is CardType.TERRAIN for c in p.recruitment):
        return "a squad may have only one terrain", "Online 212.3"
    if d.type is CardType.FLYER and p.flyer_crystals + paid.cost > MAX_FLYER_CRYSTALS:
        return "no more than 15 crystals may be spent on flyers", "Online 211.7"
    known = elements(g, p.recruitment)  # (counted once for the questions below)
    gold, silver = _after(g, seat, cid, paid, known)
    if gold < 0 or silver < 0:
        return f"not enough crystals for {d.name}", "Online 304.6.a" if _penalised(g, seat, cid) else "Online 304.1"
    return None


ELEMENTAL_MOST = "#не больше стихийных карт в отряде: "
"""The acquired mark of a card recruited with «при этом в вашем отряде не может быть больше трех стихийных карт»
(Тич), with the number: the Recruitment holding it takes no more cards of an element than that."""


def elemental_limit(g: GameState, recruited: list[int]) -> tuple[str, int] | None:
    """The card of the Recruitment that limits its cards of an element, and the limit (the lowest, if several)."""
    found: tuple[str, int] | None = None
    for c in recruited:
        for e in g.objects[c].effects:
            if e.text.startswith(ELEMENTAL_MOST):
                most = int(e.text[len(ELEMENTAL_MOST):])
                if found is None or most < found[1]:
                    found = (g.objects[c].name, most)
    return found


def _penalised(g: GameState, seat: int, cid: int) -> bool:
    p = g.players[seat]
    before = len(elements(g, p.recruitment))
    after = _with(g, p.recruitment, cid)
    return element_adjustment(g, after) < element_adjustment(g, before)


def _payment(g: GameState, seat: int, price: Price, known: set[str] | None = None) -> tuple[int, int]:
    """The gold and silver a card costs this player: elite cards gold only, others silver first."""
    if price.elite:
        return price.cost, 0
    _, silver = crystals(g, seat, known)
    from_silver = min(price.cost, max(0, silver))
    return price.cost - from_silver, from_silver


def _after(g: GameState, seat: int, cid: int, price: Price, known: set[str] | None = None) -> tuple[int, int]:
    """The gold and silver the player would have left with the card recruited (``known`` as for ``_with``)."""
    p = g.players[seat]
    gold_cost, silver_cost = _payment(g, seat, price, known)
    adjust = element_adjustment(g, _with(g, p.recruitment, cid, known))
    return p.gold - p.spent_gold - gold_cost + adjust, p.silver - p.spent_silver - silver_cost


def recruit(g: GameState, seat: int, cid: int, price: Price | None = None, gained: int = 0,
            rules: tuple[str, ...] = ()) -> None:
    """Online 304.1: the card from the Deal to Recruitment, paid (``price``: what a text makes it cost; ``gained``:
    gold a text gives as it is recruited, besides «вы получаете N {elite}»; ``rules``: the texts' rules)."""
    p = g.players[seat]
    paid = printed_price(g, seat, cid) if price is None else price
    gold_cost, silver_cost = _payment(g, seat, paid)
    p.spent_gold += gold_cost
    p.spent_silver += silver_cost
    if g.defn(cid).type is CardType.FLYER:
        p.flyer_crystals += paid.cost
    p.deal.remove(cid)
    p.recruitment.append(cid)
    g.objects[cid].zone = Zone.RECRUITMENT
    gained += recruit_gain(g, cid)
    p.gold += gained
    # the same rules whatever the card gave: the opponent sees neither the card nor its gain (Online 206.6)
    emit(g, Recruited(player=seat, card=cid, gold=gold_cost, silver=silver_cost, gained=gained,
                      rules=("Online 304.1", "Online 304.6", *rules)))


def recruit_gain(g: GameState, cid: int) -> int:
    """«При наборе [карты] в отряд вы получаете N {elite}»: the gold the card gives once it is in Recruitment
    (Online 103.1: the text adds to 304.1's crystals; it does not pay for the card itself)."""
    return sum(s.gold for s in g.defn(cid).statics if isinstance(s, RecruitGain))


def finish_recruitment(g: GameState) -> None:
    """Online 304.7: the cards left in the Deals are shuffled back into the Decks."""
    for seat, p in enumerate(g.players):
        for cid in p.deal:
            g.objects[cid].zone = Zone.DECK
        p.deck.extend(p.deal)
        p.deal = []
        g.rng.shuffle(p.deck)
        emit(g, Finished(player=seat, what="recruitment", rules=("Online 304.7",)))


def deployment_cells(g: GameState, seat: int) -> tuple[int, ...]:
    return board.deployment_zone(seat, g.board)


def place(g: GameState, seat: int, cid: int, cell: int) -> None:
    """Online 305.2: face down, one card a cell."""
    p = g.players[seat]
    p.recruitment.remove(cid)
    card = g.objects[cid]
    card.zone = Zone.BATTLEFIELD
    card.cell = cell
    card.hidden = True
    g.board[cell] = cid
    g.roster_changed()
    emit(g, Placed(player=seat, card=cid, cell=cell, rules=("Online 305.1", "Online 305.2")))


def hideable(g: GameState) -> list[int]:
    """Online 306.2.a: the second player's third-row cards, other than symbiotes and equipment, still hidden."""
    out = []
    for cell in range(25, 30):
        cid = g.board.get(cell)
        if cid is not None and g.objects[cid].hidden and g.objects[cid].controller == 1:
            if g.defn(cid).type not in (CardType.SYMBIOTE, CardType.COMPANION, CardType.PARASITE, CardType.EQUIPMENT) and (
                    not g.objects[cid].label):
                out.append(cid)
    return out


def reveal_player(g: GameState, seat: int, keep: frozenset[int] = frozenset()) -> None:
    """Online 306.2.a, 306.3: reveal; terrain and flyers go to the Additional Zone."""
    g.roster_changed()
    for cell in sorted(g.board):
        cid = g.board[cell]
        card = g.objects[cid]
        if card.controller != seat or not card.hidden or cid in keep:
            continue
        card.hidden = False
        emit(g, Revealed(card=cid, cell=cell, rules=("Online 306.2.a",)))
    for cid in list(g.board.values()):
        card = g.objects[cid]
        if card.controller == seat and not card.hidden and g.defn(cid).type in (CardType.FLYER, CardType.TERRAIN):
            g.board.pop(card.cell)
            card.cell = -1
            card.zone = Zone.ADDITIONAL
            g.additional.append(cid)


def keep_hidden_event(g: GameState, cell: int) -> None:
    emit(g, KeptHidden(player=1, cell=cell, rules=("Online 306.2.a",)))


def start_crystals(g: GameState) -> None:
    """Online 101.1, 101.3 (or the edition's values)."""
    for seat, p in enumerate(g.players):
        c = g.profile.crystals(seat)
        p.gold, p.silver = c.gold, c.silver


def player(g: GameState, seat: int) -> PlayerState:
    return g.players[seat]
