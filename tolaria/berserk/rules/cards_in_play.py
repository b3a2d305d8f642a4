"""Reading cards in play: their abilities now, life, and who may be targeted (Online 204, 407, 415).

Every rule reads a card through these functions, never the printed card
alone: acquired abilities (scenario ``effects``, Online 407.1) join the
printed ones here.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.cards import CardDef, CardType, Keyword
from tolaria.berserk.compiler import named_of
from tolaria.berserk.state import CardState, GameState, Zone


def defn(g: GameState, cid: int) -> CardDef:
    return g.cards.cards[g.objects[cid].name]


def keyword_x(g: GameState, cid: int, keyword: Keyword) -> int | None:
    """The greatest X of a named ability the card has now, printed or acquired (Online 414.4)."""
    d = defn(g, cid)
    best = d.x(keyword)
    if d.statics:
        from tolaria.berserk.rules.modifiers import conditional_x

        more = conditional_x(g, cid, keyword)
        best = more if best is None or (more is not None and more > best) else best
    for e in g.objects[cid].effects:
        n = named_of(e.text)
        if n is not None and n.keyword is keyword and (best is None or n.x > best):
            best = n.x
    if keyword is Keyword.DIRECTED_STRIKE and best is None and keyword_x(g, cid, Keyword.UNANSWERED_STRIKE) is not None:
        return 0  # Online «Безответный Удар»: it includes Directed Strike
    return best


def has(g: GameState, cid: int, keyword: Keyword) -> bool:
    return keyword_x(g, cid, keyword) is not None


def current_life(card: CardState, d: CardDef) -> int:
    """Online 204.6: life allowance plus additional life, minus wounds and negative life."""
    return d.life + card.extra_life - card.wounds - card.negative_life


def life(g: GameState, cid: int) -> int:
    return current_life(g.objects[cid], defn(g, cid))


def in_squad(card: CardState) -> bool:
    """Online 206.2: on the Battlefield or in the Additional Zone."""
    return card.zone is Zone.BATTLEFIELD or card.zone is Zone.ADDITIONAL


def is_creature(g: GameState, cid: int) -> bool:
    return defn(g, cid).type.is_creature


def is_flyer(g: GameState, cid: int) -> bool:
    return defn(g, cid).type is CardType.FLYER


def fights(g: GameState, cid: int) -> bool:
    """Whether the card would answer a strike: an open creature (Online 205.5.b, 213.3, «Не сражается»)."""
    card = g.objects[cid]
    return not card.closed and is_creature(g, cid)


def adjacent(g: GameState, a: int, b: int) -> bool:
    """Online 207.7, 211.4: neighbouring cells; a card in the Additional Zone is adjacent to nothing."""
    ca, cb = g.objects[a], g.objects[b]
    return ca.zone is Zone.BATTLEFIELD and cb.zone is Zone.BATTLEFIELD and board.adjacent(ca.cell, cb.cell)


def squad(g: GameState, seat: int) -> list[int]:
    """Online «Отряд»: the cards a player controls on the Battlefield and in the Additional Zone."""
    return [c.id for c in g.objects.values() if c.controller == seat and in_squad(c)]


def creatures(g: GameState, seat: int) -> list[int]:
    return [cid for cid in squad(g, seat) if is_creature(g, cid)]


def attackable(g: GameState, cid: int) -> bool:
    """Online 212.2, 214.3: terrain and equipment can't be attacked (a hidden card may be, Online 415.3)."""
    card = g.objects[cid]
    if not in_squad(card):
        return False
    if card.hidden:
        return True
    return defn(g, cid).type not in (CardType.TERRAIN, CardType.EQUIPMENT)


def where(g: GameState, cid: int) -> str:
    card = g.objects[cid]
    if card.zone is Zone.BATTLEFIELD:
        return board.cell_name(card.cell)
    return card.zone.value
