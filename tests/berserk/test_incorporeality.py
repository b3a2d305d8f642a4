"""Incorporeal creatures (glossary «Бестелесность»): what is compiled, and a shared cell through copy and JSON."""

from __future__ import annotations

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import Destination, MoveCard, PlaceCondition, Point, RollBlock, Who
from tolaria.berserk.actions import Move
from tolaria.berserk.cards import Keyword
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core

FILE = """name: an incorporeal creature next to a cell another card stands on
game: berserk
turn: {active: p1, phase: main, number: 3}
test_cards:
  Тестовый призрак: {type: creature, element: Тьма, cost: 3, life: 4, move: 2, strike: 1-1-1, text: "Бестелесный: -1 от ударов."}
players:
  p1:
    battlefield:
      - {card: Тестовый призрак, at: C2, id: ghost}
      - {card: Кочевник, at: C1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
"""


def test_incorporeal_prefix_gives_the_keyword_and_reads_the_rest() -> None:
    """«Бестелесный: [текст]»: the keyword, and [текст] as an ability of the card."""
    named, _, statics, _ = compile_text("Бестелесный: -1 от ударов.", (), "Тест")
    assert [n.keyword for n in named] == [Keyword.INCORPOREAL]
    assert len(statics) == 1
    _, _, rolled, _ = compile_text("Бестелесный: когда Тест атакован немагической атакой (после бросков кубика) "
                                   "атакованный бросает кубик; если выпало четное число атака блокируется.", (), "Тест")
    assert rolled == (RollBlock(rolled[0].scope, frozenset({2, 4, 6}), after_rolls=True),)


def test_move_into_the_opponents_third_row() -> None:
    """«Когда перемещается на клетку третьего ряда противника может телепортироваться на свободную клетку вашего
    третьего ряда, при этом получить ...»: the gain, then the move (the move's cell may wait for a choice)."""
    (t,) = compile_text("Когда перемещается на клетку третьего ряда противника может телепортироваться на свободную "
                        "клетку вашего третьего ряда, при этом получить +1 к {strike}.", (), "Тест")[3]
    assert t.point is Point.MOVE and t.place == PlaceCondition(3, enemy=True) and t.optional
    assert t.effects[-1] == MoveCard(Who.SELF, Destination.OWN_THIRD_ROW)


def _shared() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    labels = scenario.labels
    engine.apply(g, Move(labels["ghost"], board.parse_cell("C1") or 0), None)
    for _ in range(20):
        if not g.stack:
            break
        engine.apply(g, engine.PASS, None)
    return g, labels


def test_a_shared_cell_survives_copy_and_json() -> None:
    g, labels = _shared()
    c1 = board.parse_cell("C1")
    assert c1 is not None and g.cards_at(c1) == (labels["a"], labels["ghost"])
    twin = g.copy()
    assert twin.shared == g.shared and twin.shared is not g.shared
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.cards_at(c1) == g.cards_at(c1)


def test_leaving_a_shared_cell_leaves_the_other_card_there() -> None:
    g, labels = _shared()
    c1 = board.parse_cell("C1")
    assert c1 is not None
    g.vacate(labels["a"])
    assert g.board[c1] == labels["ghost"] and c1 not in g.shared
