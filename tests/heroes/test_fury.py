"""ГЛ «Ярость» (wounds on one's creatures as part of a card's cost) and the least X of an ability paid with X alone."""

from __future__ import annotations

import json

import pytest

from tolaria.core.records import from_data, to_data
from tolaria.core.scenario import load_text
from tolaria.errors import IllegalAction
from tolaria.heroes import engine
from tolaria.heroes.abilities import Keyword
from tolaria.heroes.actions import Play, Use
from tolaria.heroes.compiler import compile_text
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import Scenario, make_driver
from tolaria.heroes.state import GameState
from tolaria.heroes.views import describe, observe

CARDS = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 4, attack: 3, text: ""}
  Берсерк: {type: creature, cost: 2, health: 6, attack: 4, text: "Ярость."}
  Знахарь: {type: creature, cost: 2, health: 3, attack: 1, text: "X{coin}: излечить выбранное существо на X."}
"""


def _game(players: str) -> tuple[Scenario, GameState]:
    driver = make_driver()
    game = driver.build(load_text(CARDS + players), "t.yaml")
    driver.start(game)
    return game, game.game.state


def test_the_compiler_reads_fury_once_on_any_card() -> None:
    assert compile_text("Ярость.").value(Keyword.FURY) == 0
    assert compile_text("Ярость. Ранить выбранное существо на 2.", is_spell=True).value(Keyword.FURY) == 0
    assert [k.keyword for k in compile_text("Ярость. Ярость.").keywords] == [Keyword.FURY]  # «примениться может только одна»


def test_every_listed_fury_play_is_legal_and_costs_one_less_for_each_creature() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 1}, hand: [Берсерк], battlefield: [{card: Мечник, id: a}, {card: Мечник, id: b}, {card: Мечник, id: c}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: e}]}
""")
    plays = [a for a in engine.legal_actions(g) if isinstance(a, Play)]
    # one coin open, cost 2: one or two of the three creatures (3 + 3), never none, never the enemy's
    assert sorted(len(p.fury) for p in plays) == [1, 1, 1, 2, 2, 2]
    assert all(game.labels["e"] not in p.fury for p in plays)
    for p in plays:
        twin = g.copy()
        engine.apply(twin, p, "p1")
        assert twin.players[0].coins_open == 1 - (2 - len(p.fury))
        assert sorted(twin.objects[c].wounds for c in p.fury) == [1] * len(p.fury)


@pytest.mark.parametrize("text, words", [
    ("play Берсерк wounding a, a", "named twice"),
    ("play Берсерк wounding e", "not a creature of yours"),
    ("play Берсерк wounding a, b, c", "at most 2"),
    ("play Берсерк", "costs 2"),
])
def test_a_wrong_fury_choice_is_refused_by_name_and_changes_nothing(text: str, words: str) -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 1}, hand: [Берсерк], battlefield: [{card: Мечник, id: a}, {card: Мечник, id: b}, {card: Мечник, id: c}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: e}]}
""")
    before = json.dumps(g.to_data(), sort_keys=True)
    with pytest.raises(IllegalAction, match=words):
        apply_entry(g, "p1", text, game.labels)
    assert json.dumps(g.to_data(), sort_keys=True) == before


def test_a_fury_play_survives_json_and_reads_back_as_written() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Берсерк], battlefield: [{card: Мечник, id: a}]}
  p2: {hero: Странник}
""")
    play = Play.of(g.players[0].hand[0], (), -1, (game.labels["a"],))
    assert play in engine.legal_actions(g)
    assert describe(g, play, "p1") == "play Берсерк wounding Мечник"
    seen = observe(g, "p2", game.game.history, [])
    assert "Берсерк" not in json.dumps(seen, ensure_ascii=False)  # a card in the other hand
    assert from_data(json.loads(json.dumps(to_data(play))), Play, "action") == play


def test_an_ability_paid_with_x_alone_is_listed_and_accepted_from_x_1() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, battlefield: [{card: Знахарь, id: h}, {card: Мечник, id: m, wounds: 1}]}
  p2: {hero: Странник}
""")
    xs = sorted({a.x for a in engine.legal_actions(g) if isinstance(a, Use)})
    assert xs == [1, 2]
    with pytest.raises(IllegalAction, match="X of 1 or more"):
        engine.check(g, Use(game.labels["h"], 1, game.labels["m"], x=0), "p1")
    engine.check(g, Use(game.labels["h"], 1, game.labels["m"], x=1), "p1")
