"""ГЛ «Немедленно»: «немедленно закончите ход» waits for the Очередь to empty, and the wait survives saves and copies."""

from __future__ import annotations

import json

import pytest

from tolaria.core.scenario import load_text
from tolaria.errors import IllegalAction
from tolaria.heroes import engine
from tolaria.heroes.decisions import AtOnceChoice
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


PLAYING = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
  Лучник: {type: creature, cost: 2, health: 3, attack: 1, text: ""}
  Гигант: {type: creature, cost: 6, health: 9, attack: 5, text: ""}
  Зов: {type: spell, cost: 1, text: "Немедленно разыграйте существо из вашей руки."}
players:
  p1: {hero: Странник, coins: {open: 4}, hand: [Зов, {card: Мечник, id: m}, {card: Лучник, id: l}, {card: Гигант, id: g}]}
  p2: {hero: Странник}
"""


def test_a_card_played_at_once_is_asked_refused_cleanly_and_saved() -> None:
    """ГЛ «Немедленно»: «по обычным правилам»: a card he can't pay for (Гигант, 6) is not offered; refusing it
    names the cost and changes nothing; the question survives a save, and the play is then made as usual."""
    driver = make_driver()
    game = driver.build(load_text(PLAYING), "t.yaml")
    driver.start(game)
    g = game.game.state
    apply_entry(g, "p1", "play Зов", game.labels)
    while not isinstance(g.pending, AtOnceChoice):
        assert engine.step(g)
    assert {a.card for a in engine.legal_actions(g)} == {game.labels["m"], game.labels["l"]}
    before = json.dumps(g.to_data(), sort_keys=True)
    with pytest.raises(IllegalAction, match="costs 6"):
        apply_entry(g, "p1", "play g", game.labels)
    assert json.dumps(g.to_data(), sort_keys=True) == before
    twin = GameState.from_data(json.loads(before), g.db)
    for state in (g, twin):
        apply_entry(state, "p1", "play m", game.labels)
        while state.queue or state.entering or state.pending is None:
            if not engine.step(state):
                break
        assert state.objects[game.labels["m"]].zone.value == "battlefield"
        assert state.players[0].coins_open == 0
