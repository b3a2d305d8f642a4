"""ГЛ «Немедленно»: «немедленно закончите ход» waits for the Очередь to empty, and the wait survives saves and copies."""

from __future__ import annotations

import json

from tolaria.core.scenario import load_text
from tolaria.heroes import engine
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import Scenario, make_driver
from tolaria.heroes.state import GameState, Phase

SETUP = """name: t
game: heroes
rules: {edition: heroes-2025, response_window: each-entry}
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
  Часовщик: {type: creature, cost: 2, health: 3, attack: 1, text: "{tap}: немедленно закончите ход."}
turn: {active: p1, phase: choice, number: 3}
players:
  p1: {hero: Странник, battlefield: [{card: Часовщик, id: c}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: m}]}
"""


def _game() -> tuple[Scenario, GameState]:
    driver = make_driver()
    game = driver.build(load_text(SETUP), "t.yaml")
    driver.start(game)
    return game, game.game.state


def _run_until_turn_changes(g: GameState) -> None:
    for _ in range(200):
        if g.turn != 3:
            return
        if g.pending is not None:
            engine.apply(g, engine.Pass(), g.pending.player)
            continue
        assert engine.step(g)


def test_the_turn_ends_once_the_entry_is_performed_and_the_save_keeps_it() -> None:
    game, g = _game()
    apply_entry(g, "p1", "use c", game.labels)
    while g.queue:  # both pass the window, then the entry is performed
        if g.pending is not None:
            engine.apply(g, engine.Pass(), g.pending.player, run=False)
        else:
            engine.step(g)
    assert g.turn_ends and g.turn == 3 and g.phase is Phase.ABILITY
    assert not engine.waits_for_choice(g)  # p1 gets no choice in a turn that is over
    twin = GameState.from_data(json.loads(json.dumps(g.to_data())), g.db)
    copy = g.copy()
    for state in (g, twin, copy):
        assert state.turn_ends
        seen = len(state.out)
        _run_until_turn_changes(state)
        assert (state.turn, state.active, state.turn_ends) == (4, 1, False)
        texts = [getattr(e, "text", "") for e in state.out[seen:]]
        assert "end phase" not in texts  # the end stage was passed over
        assert "p1's turn ends at once: the end stage is passed over" in texts
