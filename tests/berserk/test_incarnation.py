"""«Инкарнация Х»: its cell decision, refusals, copy and JSON (glossary «Инкарнация Х»)."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.actions import Pass, Place
from tolaria.berserk.cards import Keyword
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.decisions import IncarnationCell
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, Zone
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

FILE = """name: a card whose Incarnation 1 returns it at p1's turn start
game: berserk
turn: {active: p2, phase: final, number: 2}
test_cards:
  Мертвец-1: {type: creature, element: Тьма, cost: 3, life: 4, move: 1, strike: 1-1-2, text: "Инкарнация 1."}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: A3, id: a}
    graveyard:
      - {card: Мертвец-1, id: m}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
"""


def test_incarnation_is_read_and_carried_out() -> None:
    named = compile_text("Инкарнация 3.", (), "Тест")[0]
    assert [(n.keyword, n.x) for n in named] == [(Keyword.INCARNATION, 3)]


def _waiting() -> tuple[GameState, int]:
    """p1's turn start: the token is put and the card waits for its cell (four free cells of p1's third row)."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    for _ in range(60):
        if isinstance(g.pending, IncarnationCell):
            break
        engine.apply(g, Pass(), None)
    assert isinstance(g.pending, IncarnationCell)
    return g, scenario.labels["m"]


def test_the_owner_chooses_a_free_cell_of_his_third_row() -> None:
    g, m = _waiting()
    free = [board.parse_cell(c) for c in ("B3", "C3", "D3", "E3")]
    assert g.pending == IncarnationCell("p1", card=m, cells=tuple(free))
    assert engine.legal_actions(g) == [Place(c) for c in free]
    before = g.to_data()
    with pytest.raises(IllegalAction):
        engine.apply(g, Place(free[0]), "p2")  # Online 215.7: not p2's to answer
    with pytest.raises(IllegalAction):
        engine.apply(g, Place(board.parse_cell("A3")), "p1")  # occupied
    with pytest.raises(IllegalAction):
        engine.apply(g, Place(board.parse_cell("C2")), "p1")  # not the third row
    assert g.to_data() == before  # a refusal leaves the game unchanged


def test_a_waiting_return_survives_copy_and_json() -> None:
    g, m = _waiting()
    cell = board.parse_cell("C3")
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert twin.offer == g.offer
        engine.apply(twin, Place(cell), "p1")
        card = twin.objects[m]
        assert (card.zone, card.cell, card.closed, card.tokens) == (Zone.BATTLEFIELD, cell, True, 0)
        assert twin.board[cell] == m and m not in twin.players[0].graveyard
    assert g.objects[m].zone is Zone.GRAVEYARD  # the original is untouched
