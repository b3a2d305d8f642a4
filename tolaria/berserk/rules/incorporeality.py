"""Incorporeal creatures (glossary «Бестелесность»): sharing a cell, and dying for it.

«Бестелесные существа могут объявлять движение на занятую клетку»: an
incorporeal creature's step (Online 203.2) may end on a cell another card
stands on; the two then share it (``GameState.shared`` holds the second
card). Leaps are not such steps: «Прыжок» and «Телепортация» go «на любую
незанятую клетку» by their own texts, and a cell with a card on it is
occupied (Online «Занятая клетка»). An incorporeal creature sharing a cell
with another card dies when its controller takes any game action but a
pass, a movement of that creature or the declaration of triggered
abilities, and when the turn passes. Nothing heals it, and no poison
reaches it (glossary «Бестелесность», «Отравление на Х»).
"""

from __future__ import annotations

from tolaria.berserk.abilities import UnansweredAtMarked
from tolaria.berserk.actions import Accumulate, CloseForFlyers, Defend, Move, Strike, Use
from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import defn, has, in_play, is_creature
from tolaria.berserk.rules.cell_markers import occupied
from tolaria.berserk.rules.symbiosis import paired
from tolaria.berserk.state import GameState, Zone
from tolaria.core.protocol import Action

RULES = ("Online «Бестелесность»",)


def is_incorporeal(g: GameState, cid: int) -> bool:
    """The creature has «Бестелесность» (printed or acquired; only a creature can have it)."""
    return is_creature(g, cid) and has(g, cid, Keyword.INCORPOREAL)


def may_step_onto(g: GameState, cid: int, cell: int) -> bool:
    """Whether a step of the card may end on the cell: a free one, or, for an incorporeal creature, one another card
    stands on alone (READINGS: a cell holds two cards at most)."""
    if g.cell_markers and occupied(g, cell):
        return False  # «клетка с маркером «костра» считается занятой»: no card stands there to share it with
    if cell not in g.board:
        return True
    return cell not in g.shared and is_incorporeal(g, cid) and cid not in g.hosts.values()  # (its symbiote: 210.8)


def sharing(g: GameState, cid: int) -> bool:
    """The card stands on a cell with another card."""
    card = g.objects[cid]
    return card.zone is Zone.BATTLEFIELD and card.cell in g.shared and cid in g.cards_at(card.cell)


def cellmate_enemy(g: GameState, cid: int) -> int:
    """The opponent's creature standing on the card's cell with it, or -1."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return -1
    for other in g.cards_at(card.cell):
        if other != cid and g.objects[other].controller != card.controller and is_creature(g, other):
            return other
    return -1


def unanswered_at_marked(g: GameState, source: int, target: int) -> bool:
    """«{strike} ваших бестелесных существ по существам с маркером холод трясины являются безответными»: a revealed card
    in play of the striker's squad with such a text, the striker fitting its words, the target having the marker."""
    if not g.objects[target].effects:
        return False
    from tolaria.berserk.rules.marker_effects import marker_of
    from tolaria.berserk.rules.modifiers import in_force, matches

    seat = g.objects[source].controller
    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != seat or card.hidden or not defn(g, cid).statics:
            continue
        for s in in_force(g, cid):
            if (isinstance(s, UnansweredAtMarked) and marker_of(g, target, s.marker) is not None
                    and matches(g, source, s.source)):
                return True
    return False


def _doomed(g: GameState, seat: int | None) -> list[int]:
    """The incorporeal creatures (of ``seat``, or of both players) standing on a cell with another card."""
    if not g.shared:
        return []
    from tolaria.berserk.rules.stack import has_destruction

    out = []
    for cid in in_play(g):
        card = g.objects[cid]
        if (seat is None or card.controller == seat) and sharing(g, cid) and is_incorporeal(g, cid) and (
                not has_destruction(g, cid)) and not paired(g, cid):  # (a host's symbiote stands there by 210.2)
            out.append(cid)
    return out


DECLARATIONS = (Move, Strike, Use, Defend, Accumulate, CloseForFlyers)
"""The game actions a player takes at priority (Online 200.1, 312.2); a pass is one too, but the glossary spares it,
and choices (a cell, a die kept, the order of chains, a weakening) are not game actions (Online 103.5 tells the two
apart)."""


def after_action(g: GameState, seat: int, action: Action) -> None:
    """The player declared a game action: each of his incorporeal creatures sharing a cell dies, but the one whose
    movement he declared (glossary «Бестелесность»: «кроме паса, заявки движения этим бестелесным существом или
    заявки срабатывающих особенностей»)."""
    if not g.shared or not isinstance(action, DECLARATIONS):
        return
    spared = action.card if isinstance(action, Move) else -1
    for cid in _doomed(g, seat):
        if cid != spared:
            _dies(g, cid)


def at_turn_pass(g: GameState) -> bool:
    """The turn is about to pass (Online 313.2): every incorporeal creature sharing a cell dies («погибает при передаче
    хода»). True when some did: the turn passes once their destructions have resolved and both players pass again."""
    doomed = _doomed(g, None)
    for cid in doomed:
        _dies(g, cid)
    return bool(doomed)


def _dies(g: GameState, cid: int) -> None:
    """«погибает»: a destruction effect, not from wounds (Online 402.3; READINGS «погибает»)."""
    from tolaria.berserk.rules.stack import give_destruction

    give_destruction(g, cid, by_wounds=False, rules=(*RULES, "Online 402.3"))
