"""The opponent's move that follows a card's own (Online 203.2, 417.1).

«При движении Тови на соседнюю клетку — противник обязан переместить любое
свое существо в том же направлении (относительно Тови); если он не может
или не хочет этого делать — Тови получает +2 к следующему метанию (до конца
вашего хода)». The card's movement ended on a cell next to the one it left
(Online 207.7); the chain keeps both (``Chain.cell`` the cell left,
``Chain.amount`` the cell reached), and «the same direction» is that step's
on the battlefield's grid. As it resolves, the opponent of its controller
chooses one of his creatures whose next cell that way is free and moves it
there (a text's move, Online 417.1: no movement marker, nothing declared),
answering ``FollowMoveChoice`` with ``Move``; or he refuses (``Pass``), or
has no such creature, and the card gains what the text gives instead.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import Acquire, EnemyFollowsMove
from tolaria.berserk.actions import Move, Pass
from tolaria.berserk.decisions import FollowMoveChoice
from tolaria.berserk.events import AbilitiesGained
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature
from tolaria.berserk.rules.cell_markers import free
from tolaria.berserk.state import Acquired, Chain, GameState, Zone


def remember_step(chain: Chain, origin: int, cell: int) -> None:
    """The triggering movement, from ``origin`` to ``cell``, kept on the chain."""
    chain.cell, chain.amount = origin, cell


def _beside(cell: int, dr: int, dc: int) -> int:
    """The cell one step from ``cell`` by (``dr``, ``dc``), or -1 off the battlefield."""
    r, c = board.row_of(cell) + dr, board.column_of(cell) + dc
    return r * 5 + c if 0 <= r < 6 and 0 <= c < 5 else -1


def movers(g: GameState, seat: int, dr: int, dc: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``seat``'s creatures on cells whose next cell by (``dr``, ``dc``) is free, and those cells (a symbiote goes only
    with its host, Online 210.11)."""
    from tolaria.berserk.rules.symbiosis import moves_alone

    cards: list[int] = []
    cells: list[int] = []
    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != seat or card.zone is not Zone.BATTLEFIELD or card.cell < 0 or not is_creature(g, cid):
            continue
        to = _beside(card.cell, dr, dc)
        if to >= 0 and free(g, to) and not moves_alone(g, cid):
            cards.append(cid)
            cells.append(to)
    return tuple(cards), tuple(cells)


def follow(g: GameState, chain: Chain, effect: EnemyFollowsMove) -> None:
    """The opponent is asked which of his creatures goes the same way; with none that can, the card's gain."""
    if chain.cell < 0 or chain.amount < 0:
        return
    dr = board.row_of(chain.amount) - board.row_of(chain.cell)
    dc = board.column_of(chain.amount) - board.column_of(chain.cell)
    opponent = 1 - chain.controller
    cards, cells = movers(g, opponent, dr, dc)
    if not cards:
        _gain(g, chain.source, effect.instead)
        return
    g.offer = FollowMoveChoice(g.players[opponent].name, source=chain.source, index=chain.index, cards=cards,
                               cells=cells)


def _gain(g: GameState, cid: int, gain: Acquire) -> None:
    """«Тови получает +2 к следующему метанию (до конца вашего хода)»: the card's acquired ability, while it is in play."""
    from tolaria.berserk.rules.triggers import until_of

    card = g.objects[cid]
    if not in_squad(card):
        return
    from tolaria.berserk.rules.stack import emit

    until = until_of(g, card.controller, gain.duration)
    card.effects = (*card.effects, *(Acquired(text, until) for text in gain.abilities))
    emit(g, AbilitiesGained(card=cid, abilities=gain.abilities, rules=("Online 407.1", "Online 407.2")))


def answers(d: FollowMoveChoice) -> list[Move | Pass]:
    """Each creature offered to its cell, and the refusal («не хочет»)."""
    return [*(Move(c, cell) for c, cell in zip(d.cards, d.cells, strict=True)), Pass()]


def refusal(g: GameState, d: FollowMoveChoice, action: object) -> tuple[str, str] | None:
    """Why ``action`` does not answer the choice, or None."""
    if action in answers(d):
        return None
    return (f"move one of your creatures one cell the way {g.objects[d.source].name} moved, onto a free cell, or "
            "refuse", "Online 417.1")


def answer(g: GameState, action: Move | Pass) -> None:
    """The creature goes to its cell (Online 417.1), or the card gains what the text gives instead."""
    from tolaria.berserk.rules.movement_effects import place

    d = g.offer
    assert isinstance(d, FollowMoveChoice)
    g.offer = None
    if isinstance(action, Move):
        if in_squad(g.objects[action.card]) and free(g, action.cell):
            place(g, action.card, action.cell, d.source)
        return
    triggers = defn(g, d.source).triggers
    effects = triggers[d.index - 1].effects if 0 < d.index <= len(triggers) else ()
    effect = next((e for e in effects if isinstance(e, EnemyFollowsMove)), None)
    if effect is not None:
        _gain(g, d.source, effect.instead)
