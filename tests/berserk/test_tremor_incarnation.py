"""Скелетный червь: «При попадании на кладбище – выбранная клетка получает маркер «дрожь» (один раз за бой)», «В начале
хода противника, если скелетный червь на кладбище — может переместить «дрожь» на 1 клетку» and «Инкарнирует только на
клетке с «дрожью», в открытом виде (если клетка занята, то уничтожить все карты на ней), при этом убрать эту «дрожь»;
ранить все стоящие рядом карты на 1»: the readings, the cells offered for the marker's step and those refused, and
the step kept through JSON; Бул’Багур's «свет фонаря»: the reading, the lines offered and refused, and the lit cells
kept through JSON."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import (
    Duration,
    IncarnationForm,
    LanternLight,
    MoveCellMarker,
    PlaceCellMarkers,
    Point,
    Whose,
)
from tolaria.berserk.actions import Pass, Place, Strike, TriggerAnswer
from tolaria.berserk.cards import Limit, Per
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import CellMarkerChoice, Priority, TriggerChoice
from tolaria.berserk.rules import lantern_light
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

NAME = "Скелетный червь"
MARKS = "При попадании на кладбище – выбранная клетка получает маркер «дрожь» (один раз за бой)."
STEPS = "В начале хода противника, если скелетный червь на кладбище — может переместить «дрожь» на 1 клетку."
RETURNS = ("Инкарнирует только на клетке с «дрожью», в открытом виде (если клетка занята, то уничтожить все карты на "
           "ней), при этом убрать эту «дрожь»; ранить все стоящие рядом карты на 1.")


def test_the_marking_is_a_death_trigger_on_any_cell_once_a_battle() -> None:
    (trigger,) = compile_text(MARKS, (), NAME)[3]
    assert trigger.point is Point.DEATH and not trigger.in_graveyard and not trigger.optional
    assert trigger.effects == (PlaceCellMarkers("дрожь", 1, any_cell=True),)
    assert trigger.limit == Limit(1, Per.BATTLE)


def test_the_step_triggers_from_the_graveyard_at_the_opponents_turn_start() -> None:
    (trigger,) = compile_text(STEPS, (), NAME)[3]
    assert trigger.point is Point.TURN_START and trigger.whose is Whose.OPPONENTS
    assert trigger.in_graveyard and trigger.optional
    assert trigger.effects == (MoveCellMarker("дрожь"),)


def test_the_return_is_open_onto_the_marker_wounding_its_neighbours() -> None:
    (form,) = compile_text(RETURNS, (), NAME)[2]
    assert form == IncarnationForm(True, marker="дрожь", near_wounds=1)


@pytest.mark.parametrize("text", [
    STEPS.replace("скелетный червь", "костяной дракон"),  # another card's graveyard
    RETURNS.replace("убрать эту «дрожь»", "убрать эту «сеть»"),  # another marker removed
    RETURNS.replace("все карты на ней", "все существа на ней"),
])
def test_other_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), NAME)


WORM = """name: the worm's marker
game: berserk
turn: {active: p2, phase: main, number: 2}
players:
  p1:
    battlefield:
      - {card: Скелетный червь, at: C1, id: w, wounds: 9}
      - {card: Кочевник, at: A3, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
"""


def _run_to(g: GameState, kind: type) -> None:
    for _ in range(200):
        if isinstance(g.pending, kind):
            return
        if isinstance(g.pending, Priority):
            engine.apply(g, Pass(), g.pending.player)
        else:
            raise AssertionError(f"unexpected decision {g.pending}")
    raise AssertionError("never reached")


def test_the_marker_is_asked_for_on_every_cell_then_steps_to_a_neighbour_only() -> None:
    driver = BerserkDriver()
    text = WORM.replace("turn: {active: p2", "dice: [6, 1]\nturn: {active: p2")
    scenario = driver.build(core.load_text(text), "<test>")
    driver.start(scenario)
    g, ids = scenario.game.state, scenario.labels
    engine.apply(g, Strike(ids["x"], ids["w"]), "p2")
    _run_to(g, CellMarkerChoice)
    d = g.pending
    assert isinstance(d, CellMarkerChoice) and d.player == "p1" and d.moving == -1
    assert set(d.cells) == set(board.CELLS)  # «выбранная клетка»: occupied ones too
    d2 = board.parse_cell("D2")
    assert d2 is not None
    engine.apply(g, Place(d2), "p1")
    _run_to(g, TriggerChoice)  # p2's turn 4 (p1's turn 3 gave the worm its first token)
    assert g.turn == 4
    engine.apply(g, TriggerAnswer(), "p1")
    _run_to(g, CellMarkerChoice)
    d = g.pending
    assert isinstance(d, CellMarkerChoice) and d.moving == d2 and set(d.cells) == set(board.NEIGHBOURS[d2])
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.pending == d
    before = g.to_data()
    far = board.parse_cell("A1")
    assert far is not None
    with pytest.raises(IllegalAction) as refused:
        engine.apply(g, Place(far), "p1")
    assert refused.value.rule == "Online 207.7"
    assert g.to_data() == before
    e1 = board.parse_cell("E1")
    assert e1 is not None
    engine.apply(g, Place(e1), "p1")
    assert [m.cell for m in g.cell_markers if m.name == "дрожь"] == [e1]


BUL = ("В начале хода противника выберите до 3 клеток подряд на одной прямой (в том числе по диагонали) от Бул'Багура — "
       "до конца вашего следующего хода карты получают на 1 рану больше от дальних атак, отравления и удара Бул'Багура, "
       "пока находятся на этих клетках (воздействие «свет фонаря»).")


def test_the_lantern_is_read_as_a_line_lit_until_the_end_of_the_next_turn() -> None:
    (trigger,) = compile_text(BUL, (), "Бул’Багур")[3]
    assert trigger.point is Point.TURN_START and trigger.whose is Whose.OPPONENTS and not trigger.optional
    assert trigger.effects == (LanternLight("свет фонаря", 3, 1, Duration.END_OF_YOUR_NEXT_TURN),)


@pytest.mark.parametrize("text", [
    BUL.replace("удара Бул'Багура", "удара Гидры"),  # another card's strike
    BUL.replace("до конца вашего следующего хода", "до конца времен"),
])
def test_other_lantern_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Бул’Багур")


def _cell(name: str) -> int:
    cell = board.parse_cell(name)
    assert cell is not None
    return cell


def test_the_lines_run_along_rows_columns_and_diagonals_up_to_the_edge() -> None:
    c3 = _cell("C3")
    ends = lantern_light.ends(c3, 3)
    assert _cell("C1'") in ends and _cell("A1") in ends and _cell("E3") in ends
    assert _cell("D1") not in ends and _cell("C2'") not in ends
    assert lantern_light.lit_line(_cell("C2"), _cell("C2'")) == (_cell("C1"), _cell("C1'"), _cell("C2'"))
    assert lantern_light.lit_line(_cell("C2"), _cell("A3'")) == ()


LANTERN = """name: the lantern
game: berserk
turn: {active: p2, phase: turn_start, number: 4}
players:
  p1:
    battlefield:
      - {card: Бул’Багур, at: C2, id: bul}
  p2:
    battlefield:
      - {card: Кочевник, at: E3', id: x}
"""


def test_a_cell_off_the_lines_is_refused_and_the_lit_cells_survive_json() -> None:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(LANTERN), "<test>")
    driver.start(scenario)
    g = scenario.game.state
    _run_to(g, CellMarkerChoice)
    d = g.pending
    assert isinstance(d, CellMarkerChoice) and d.extra == 1 and d.player == "p1"
    before = g.to_data()
    with pytest.raises(IllegalAction) as refused:
        engine.apply(g, Place(_cell("E1")), "p1")
    assert refused.value.rule == "Online 207.7"
    assert g.to_data() == before
    assert _cell("A2'") not in d.cells  # three cells down and two across: no straight line
    engine.apply(g, Place(_cell("A1'")), "p1")  # the diagonal, cut by the edge after two cells
    lit = [m for m in g.cell_markers if m.name == "свет фонаря"]
    assert [m.cell for m in lit] == [_cell("B1"), _cell("A1'")]
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.cell_markers == g.cell_markers and all(m.extra == 1 for m in lit)
