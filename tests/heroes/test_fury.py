"""ГЛ «Ярость» (wounds on one's creatures as part of a card's cost) and the least X of an ability paid with X alone."""

from __future__ import annotations

import json

import pytest

from tolaria.core.records import from_data, to_data
from tolaria.core.scenario import load_text
from tolaria.errors import IllegalAction
from tolaria.heroes import engine
from tolaria.heroes.abilities import Keyword
from tolaria.heroes.actions import FuryWound, Play, Use
from tolaria.heroes.compiler import compile_text
from tolaria.heroes.decisions import FuryChoice
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


PLAYERS = """players:
  p1: {hero: Странник, coins: {open: 1}, hand: [Берсерк], battlefield: [{card: Мечник, id: a}, {card: Мечник, id: b}, {card: Мечник, id: c}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: e}]}
"""


def test_fury_asks_one_creature_at_a_time_and_stops_when_the_rest_is_open() -> None:
    game, g = _game(PLAYERS)
    a, b, c = (game.labels[k] for k in "abc")
    engine.apply(g, Play(g.players[0].hand[0]), "p1", run=False)
    assert isinstance(g.pending, FuryChoice) and g.pending.player == "p1"
    # one coin open, cost 2: at least one creature, never the enemy's
    assert engine.legal_actions(g) == [FuryWound(a), FuryWound(b), FuryWound(c)]
    engine.apply(g, FuryWound(b), "p1", run=False)
    assert engine.legal_actions(g) == [FuryWound(-1), FuryWound(a), FuryWound(c)]
    twin = GameState.from_data(json.loads(json.dumps(g.to_data())), g.db)
    assert twin.pending == g.pending
    engine.apply(twin, FuryWound(-1), "p1")
    assert (twin.players[0].coins_open, twin.objects[b].wounds, twin.objects[a].wounds) == (0, 1, 0)
    engine.apply(g, FuryWound(a), "p1")  # the cost is all chosen: nothing more is asked
    assert not isinstance(g.pending, FuryChoice)
    assert (g.players[0].coins_open, g.objects[a].wounds, g.objects[b].wounds) == (1, 1, 1)
    assert [g.objects[x].name for x in g.players[0].battlefield][-1] == "Берсерк"


def test_every_listed_fury_answer_is_accepted() -> None:
    game, g = _game(PLAYERS)
    engine.apply(g, Play(g.players[0].hand[0]), "p1", run=False)
    for answer in engine.legal_actions(g):
        twin = g.copy()
        engine.check(twin, answer, "p1")
        engine.apply(twin, answer, "p1")


@pytest.mark.parametrize("text, words", [
    ("play Берсерк wounding a, a", "named twice"),
    ("play Берсерк wounding e", "not a creature of yours"),
    ("play Берсерк wounding a", "wound more creatures"),
    ("play Берсерк", "wound more creatures"),
])
def test_a_wrong_fury_choice_is_refused_by_name_and_changes_nothing(text: str, words: str) -> None:
    game, g = _game(PLAYERS.replace("open: 1", "open: 0"))
    before = json.dumps(g.to_data(), sort_keys=True)
    with pytest.raises(IllegalAction, match=words):
        apply_entry(g, "p1", text, game.labels)
    assert json.dumps(g.to_data(), sort_keys=True) == before


def test_more_creatures_than_the_cost_are_refused() -> None:
    game, g = _game(PLAYERS.replace("open: 1", "open: 0"))
    with pytest.raises(IllegalAction, match="at most 2"):
        apply_entry(g, "p1", "play Берсерк wounding a, b, c", game.labels)


def test_the_fury_answers_read_as_written_and_show_nothing_to_the_other_player() -> None:
    game, g = _game(PLAYERS)
    engine.apply(g, Play(g.players[0].hand[0]), "p1", run=False)
    assert describe(g, FuryWound(game.labels["a"]), "p1") == "wound Мечник"
    assert describe(g, FuryWound(-1), "p1") == "wound no more"
    assert observe(g, "p2", game.game.history, [])["decision"] is None
    assert to_data(FuryWound(3)) == {"kind": "heroes_fury_wound", "card": 3}
    assert from_data(to_data(FuryWound(3)), FuryWound, "action") == FuryWound(3)


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
