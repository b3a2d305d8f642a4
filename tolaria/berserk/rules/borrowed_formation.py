"""«Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя название карты в тексте
особенности на «Анубисар»)» (``BorrowsFormation``).

Glossary «Строй»: a creature with Строй gets its abilities related to Строй while another creature of its squad with
Строй stands next to it, not diagonally; those abilities are acquired ones. The card that borrows, in formation, has
besides its own the abilities related to Строй («Строй: [текст]») of each creature of the element that stands in
formation with it (READINGS: an open-faced creature of its squad with Строй next to it in its row or column), as the
partner's text has them: written with the partner's own name, which is then the borrowing card's (the name changed),
and judged for the borrowing card (a condition such as «(пока в строю с элитным существом)» is its own formation).
A partner's borrowing sentence itself is not passed on (nothing is borrowed round a ring of such cards).

A borrowed triggered ability is numbered apart from the card's own (``BORROWED`` times the partner's id plus one, plus
its number on the partner), so that a chain declared from it reads the partner's printed text whatever becomes of the
partner then (Online 405.4).
"""

from __future__ import annotations

from collections.abc import Iterator

from tolaria.berserk import board
from tolaria.berserk.abilities import BorrowsFormation, Conditional, InFormation, Static, Trigger
from tolaria.berserk.rules.cards_in_play import defn, is_creature
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.rules.triggers import BORROWED
from tolaria.berserk.state import GameState, Zone


def borrowing(g: GameState, cid: int) -> BorrowsFormation | None:
    """The card's own «получает бонусы строя ...», if it has one (its own text, not lost)."""
    for s in defn(g, cid).statics:
        if isinstance(s, Conditional) and isinstance(s.ability, BorrowsFormation):
            return s.ability
    return None


def partners(g: GameState, cid: int, borrow: BorrowsFormation) -> list[int]:
    """The creatures of the element in formation with the card (glossary «Строй»), by cell; none out of formation."""
    from tolaria.berserk.rules.modifiers import has_formation, in_formation

    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or not in_formation(g, cid):
        return []
    found = []
    for cell in board.ORTHOGONAL[card.cell]:
        other = g.board.get(cell)
        if other is None or other == cid:
            continue
        o = g.objects[other]
        if (o.controller == card.controller and not o.hidden and is_creature(g, other) and has_formation(g, other)
                and counted_element(g, other) == borrow.element):
            found.append(other)
    return sorted(found, key=lambda c: g.objects[c].cell)


def _related(s: Static) -> bool:
    """An ability related to Строй that may be borrowed: «Строй: [текст]», not a borrowing one."""
    return isinstance(s, Conditional) and isinstance(s.condition, InFormation) and not isinstance(s.ability, BorrowsFormation)


def borrowed_statics(g: GameState, cid: int, borrow: BorrowsFormation) -> Iterator[Static]:
    """The partners' permanent abilities related to Строй, as the card's own (their condition judged for it)."""
    for partner in partners(g, cid, borrow):
        for s in defn(g, partner).statics:
            if _related(s):
                yield s


def borrowed_triggers(g: GameState, cid: int) -> list[tuple[int, Trigger]]:
    """The partners' triggered abilities related to Строй («Строй: при {strike} — ...»), numbered as borrowed."""
    borrow = borrowing(g, cid)
    if borrow is None:
        return []
    out = []
    for partner in partners(g, cid, borrow):
        for j, t in enumerate(defn(g, partner).triggers, 1):
            if isinstance(t.condition, InFormation):
                out.append((BORROWED * (partner + 1) + j, t))
    return out


def trigger_at(g: GameState, index: int) -> Trigger:
    """A borrowed triggered ability by its number: the partner's printed text."""
    partner, j = divmod(index, BORROWED)
    return g.defs[g.objects[partner - 1].name].triggers[j - 1]
