"""Texts that move a card: the move_cell decision's refusals, copy and JSON (Online 417.1), and a next-attack bonus
used up by that attack (Огненный имп)."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.actions import Pass, Place
from tolaria.berserk.decisions import MoveCellChoice
from tolaria.berserk.rules.modifiers import acquired_static
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

HAMMER = """name: Молотобоец's push waits for the attacked card's player
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Молотобоец, at: C1, id: h}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
dice: [3, 2]
"""


def _until(g: GameState, kind: type) -> None:
    """Pass priority until the game waits for a decision of ``kind``."""
    for _ in range(60):
        if isinstance(g.pending, kind):
            return
        engine.apply(g, Pass(), None)
    raise AssertionError(f"no {kind.__name__}")


def _pushed() -> tuple[GameState, int]:
    from tolaria.berserk.decisions import TriggerChoice
    from tolaria.berserk.scenario import actiontext

    scenario = BerserkDriver().build(core.load_text(HAMMER), "<test>")
    g = scenario.game.state
    engine.advance(g)
    actiontext.apply_entry(g, "p1", "strike x with h", scenario.labels)
    _until(g, TriggerChoice)
    actiontext.apply_entry(g, "p1", "choose yes", scenario.labels)
    _until(g, MoveCellChoice)
    return g, scenario.labels["x"]


def test_the_attacked_cards_player_chooses_the_cell_or_the_wounds() -> None:
    g, x = _pushed()
    push = board.parse_cell("C2'")
    assert g.pending == MoveCellChoice("p2", card=x, source=g.pending.source, cells=(push,), wounds=2)
    assert engine.legal_actions(g) == [Place(push), Pass()]
    before = g.to_data()
    with pytest.raises(IllegalAction):
        engine.apply(g, Place(push), "p1")  # Online 215.7: not p1's to answer
    with pytest.raises(IllegalAction):
        engine.apply(g, Place(board.parse_cell("D2'")), "p2")  # not in the strike's direction
    assert g.to_data() == before  # a refusal leaves the game unchanged


def test_a_waiting_push_survives_copy_and_json() -> None:
    g, x = _pushed()
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert twin.offer == g.offer
        engine.apply(twin, Pass(), "p2")  # «не хочет быть перемещен»: 2 wounds instead
        assert twin.objects[x].wounds == g.objects[x].wounds + 2 and twin.objects[x].cell == g.objects[x].cell
    assert isinstance(g.pending, MoveCellChoice)  # the original is untouched


def test_a_bonus_to_the_next_throw_is_used_up_by_it() -> None:
    from tolaria.berserk.abilities import StrengthBonus

    bonus = acquired_static("+1 к следующему метанию")
    assert isinstance(bonus, StrengthBonus) and bonus.next_only and bonus.x == 1
    text = """name: Огненный имп's next throw
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Огненный имп, at: B1, id: i}
      - {card: Рогатый демон, at: C1, id: d}
  p2:
    battlefield:
      - {card: Кочевник, at: E2', id: x, closed: true}
"""
    from tolaria.berserk.scenario import actiontext

    scenario = BerserkDriver().build(core.load_text(text), "<test>")
    g = scenario.game.state
    engine.advance(g)
    imp, target = scenario.labels["i"], scenario.labels["x"]
    actiontext.apply_entry(g, "p1", "move d to C3'", scenario.labels)
    while g.stack:
        engine.apply(g, Pass(), None)
    assert [e.text for e in g.objects[imp].effects] == ["+1 к следующему метанию"]
    g.dice, g.scripted = [1], True
    actiontext.apply_entry(g, "p1", "use i on x", scenario.labels)
    while g.stack:
        engine.apply(g, Pass(), None)
    assert g.objects[target].wounds == 2  # a weak throw of 1, +1
    assert not any(e.text == "+1 к следующему метанию" for e in g.objects[imp].effects)
