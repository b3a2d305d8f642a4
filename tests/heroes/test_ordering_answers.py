"""FAQ-ВД 1: ``order A, B`` names each waiting trigger; a name that fits none is refused whole, naming it."""

from __future__ import annotations

import json

import pytest

from tolaria.core.scenario import load_text
from tolaria.heroes import engine
from tolaria.heroes.decisions import OrderChoice
from tolaria.heroes.scenario.actiontext import UnreadableAction, apply_entry
from tolaria.heroes.scenario.driver import make_driver

SCENARIO = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Часовой: {type: creature, cost: 2, health: 3, attack: 1, text: "В начале вашего хода ранить героя противника на 1."}
  Сиделка: {type: creature, cost: 2, health: 3, attack: 1, text: "В начале вашего хода излечить вашего героя на 2."}
turn: {active: p2, number: 4, phase: end}
players:
  p1: {hero: {card: Странник, wounds: 3}, battlefield: [{card: Часовой, id: c}, {card: Сиделка, id: s}]}
  p2: {hero: Странник}
"""


def _asked_to_order():  # type: ignore[no-untyped-def]
    driver = make_driver()
    game = driver.build(load_text(SCENARIO), "t.yaml")
    driver.start(game)
    driver.run_command(game, "to choice of p1", ["p1", "p2"])
    g = game.game.state
    assert isinstance(engine.decide(g), OrderChoice)
    return game, g


@pytest.mark.parametrize("text", ["s trigger 1, q trigger 1", "q trigger 1, s trigger 1"])
def test_a_misnamed_trigger_is_named_in_the_refusal_and_nothing_changes(text: str) -> None:
    game, g = _asked_to_order()
    before = json.dumps(g.to_data(), sort_keys=True, default=str)
    with pytest.raises(UnreadableAction, match="'q trigger 1'"):
        apply_entry(g, "p1", f"order {text}", game.labels)
    assert json.dumps(g.to_data(), sort_keys=True, default=str) == before
    apply_entry(g, "p1", "order c trigger 1, s trigger 1", game.labels)
    assert not isinstance(g.pending, OrderChoice)
