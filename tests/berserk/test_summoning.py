"""«Возродить»: the declaration's graveyard target and cell, refusals, copy, JSON and observe (glossary «Возрождение»)."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine, views
from tolaria.berserk.abilities import Resurrect, TextAbility
from tolaria.berserk.actions import Pass, Use
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, Zone
from tolaria.core import scenario as core
from tolaria.core.events import History
from tolaria.errors import IllegalAction

FILE = """name: Знахарь племени with three tokens and a creature in its graveyard
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Знахарь племени, at: A1, id: z, tokens: 3}
      - {card: Кочевник, at: B1, id: a}
    graveyard:
      - {card: Кочевник, id: m}
  p2:
    battlefield:
      - {card: Кочевник, at: E3', id: x}
    graveyard:
      - {card: Кочевник, id: o}
"""


def _game() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def test_the_sentence_is_read_with_its_form_and_limit() -> None:
    playable = compile_text("3{counter}{tap}: Возродить существо (в закрытом виде, 1 раз за бой).", (), "Тест")[1]
    (ability,) = playable
    assert isinstance(ability.effect, TextAbility) and ability.effect.effects == (Resurrect(closed=True),)
    assert ability.effect.target is not None and ability.effect.target.graveyard
    assert ability.limit is not None and ability.limit.count == 1


def test_each_free_cell_next_to_the_source_is_offered() -> None:
    g, labels = _game()
    z, m = labels["z"], labels["m"]
    offered = sorted(a.x - 1 for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == z and a.index == 1)
    # A1's neighbours on p1's half: A2, B2 (B1 holds a card); across the middle line: A1', B1'
    free = sorted(c for c in board.NEIGHBOURS[board.parse_cell("A1")] if c not in g.board)
    assert offered == free and board.parse_cell("B1") not in offered
    assert all(a.target == m for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == z and a.index == 1)


def test_refusals_leave_the_game_unchanged() -> None:
    g, labels = _game()
    z, m, o, a = labels["z"], labels["m"], labels["o"], labels["a"]
    before = g.to_data()
    cell = board.parse_cell("A2") + 1
    for bad in (Use(z, 1, o, cell), Use(z, 1, a, cell), Use(z, 1, m, 0), Use(z, 1, m, board.parse_cell("B1") + 1),
                Use(z, 1, m, board.parse_cell("C3") + 1)):
        with pytest.raises(IllegalAction):
            engine.apply(g, bad, "p1")
    assert g.to_data() == before


def test_the_resurrected_card_survives_copy_json_and_is_seen_by_both() -> None:
    g, labels = _game()
    z, m = labels["z"], labels["m"]
    cell = board.parse_cell("A2")
    engine.apply(g, Use(z, 1, m, cell + 1), "p1")
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        for _ in range(20):
            if not twin.stack:
                break
            engine.apply(twin, Pass(), None)
        card = twin.objects[m]
        assert (card.zone, card.cell, card.closed, card.hidden, card.controller) == (Zone.BATTLEFIELD, cell, True, False, 0)
        assert m not in twin.players[0].graveyard and twin.board[cell] == m
        seen = next(c for c in views.observe(twin, "p2", History(), [])["cards"] if c["id"] == m)
        assert seen["name"] == "Кочевник" and not seen["hidden"]  # Online 206.7: it came from an open zone
    assert g.objects[m].zone is Zone.GRAVEYARD  # the original is untouched until its Wound object
