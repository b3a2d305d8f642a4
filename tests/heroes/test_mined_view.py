"""ГЛ «Добывает»: «Игрок в любой момент может посмотреть добытые карты (свои или противника)» in ``observe``."""

from __future__ import annotations

from tolaria.core.events import History
from tolaria.core.scenario import load_text
from tolaria.heroes import engine
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import make_driver
from tolaria.heroes.state import GameState
from tolaria.heroes.views import observe

SETUP = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
  Паук: {type: creature, cost: 3, health: 4, attack: 1, text: "{tap}: это существо добывает выбранное существо противника."}
  Яйцо: {type: creature, cost: 0, health: 2, attack: 0, text: "Созданный."}
  Змея: {type: creature, cost: 4, health: 5, attack: 4, text: "Кладка."}
turn: {active: p1, phase: choice, number: 3}
players:
  p1: {hero: Странник, coins: {open: 1}, battlefield: [{card: Паук, id: s}], hand: [{card: Змея, id: z}, Мечник]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: m}], hand: [Мечник]}
"""


def _mined_game() -> tuple[GameState, dict[str, int]]:
    driver = make_driver()
    game = driver.build(load_text(SETUP), "t.yaml")
    driver.start(game)
    g = game.game.state
    apply_entry(g, "p1", "use s on m", game.labels)
    engine.advance(g)
    return g, game.labels


def test_both_players_see_the_mined_card_under_its_miner() -> None:
    g, labels = _mined_game()
    for seat in ("p1", "p2"):
        seen = observe(g, seat, History(), [])
        assert seen["players"][0]["mined"] == [{"id": labels["m"], "name": "Мечник", "owner": "p2", "under": labels["s"]}]
        assert seen["players"][1]["mined"] == []


def test_a_card_laid_from_the_hand_is_seen_the_rest_of_the_hand_is_not() -> None:
    """ГЛ «Кладка»: the card under the Яйцо is a mined card (public); the hand it left stays hidden."""
    g, labels = _mined_game()
    engine.advance(g)
    apply_entry(g, "p1", "use z", labels)
    engine.advance(g)
    seen = observe(g, "p2", History(), [])
    mine = seen["players"][0]
    assert {m["name"] for m in mine["mined"]} == {"Мечник", "Змея"}
    assert mine["hand"] is None and mine["hand_count"] == 1
    egg = next(c.id for c in g.objects.values() if c.name == "Яйцо")
    assert next(m for m in mine["mined"] if m["name"] == "Змея")["under"] == egg
