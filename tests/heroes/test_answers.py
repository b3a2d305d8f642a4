"""X values, «вы можете», Вымогательство and divided wounds: the compiler, the legal answers, saves and views."""

from __future__ import annotations

import json

import pytest

from tolaria.core.scenario import load_text
from tolaria.errors import IllegalAction
from tolaria.heroes import engine
from tolaria.heroes.abilities import Demand, EffectKind
from tolaria.heroes.actions import Answer, Assign, PayCoins, Use
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.decisions import AssignChoice, PayChoice, YesNoChoice
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import Scenario, make_driver
from tolaria.heroes.state import GameState
from tolaria.heroes.views import observe

CARDS = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 4, attack: 3, text: ""}
  Пращник: {type: creature, cost: 2, health: 3, attack: 1, text: "X{coin}, {tap}: ранить выбранное существо на X."}
  Град: {type: spell, cost: 2, text: "Распределите 3 раны между выбранными существами противника."}
  Рэкетир: {type: creature, cost: 2, health: 4, attack: 2, text: "Вымогательство — 2{coin}. Броня 1."}
  Задира: {type: creature, cost: 2, health: 3, attack: 1, text: "Найм: вы можете ранить героя противника на 2."}
"""


def _game(players: str) -> tuple[Scenario, GameState]:
    driver = make_driver()
    game = driver.build(load_text(CARDS + players), "t.yaml")
    driver.start(game)
    return game, game.game.state


def test_the_compiler_reads_x_may_extortion_and_division() -> None:
    a = compile_text("X{coin}, {tap}: ранить выбранное существо на X.").activated[0]
    assert a.coins_x and a.tap and a.effects[0].x
    t = compile_text("Найм: вы можете ранить героя противника на 2.").triggered[0]
    assert t.optional and t.effects[0].amount == 2
    e = compile_text("Вымогательство — 2{coin}.").triggered[0].effects[0]
    assert (e.kind, e.amount, e.demand) == (EffectKind.EXTORT, 2, None)
    e = compile_text("Вымогательство — 1{coin}, потеряйте монету, 2 молитвы и раньте вашего героя на 3.").triggered[0].effects[0]
    assert (e.amount, e.demand) == (1, Demand(lose=1, prayers=2, wounds=3))
    e = compile_text("Вымогательство — сбросьте две карты.").triggered[0].effects[0]
    assert (e.amount, e.demand) == (0, Demand(discard=2))
    d = compile_text("Распределите 3 раны между выбранными существами противника.", is_spell=True).spell[0][0]
    assert (d.kind, d.amount, d.picks) == (EffectKind.DIVIDE, 3, False)


@pytest.mark.parametrize("text, spell", [
    ("{tap}: ранить выбранное существо на X.", False),  # an X nobody declares
    ("Ранить выбранное существо на X.", True),
    ("Вымогательство — 2{coin}.", True),  # a spell has no text to lose
    ("Вымогательство — 0{coin}.", False),
    ("Вымогательство — 0{coin} и 1 молитва.", False),
    ("Вымогательство — закройте выбранное ваше существо.", False),  # a requirement not read
    ("Вымогательство — 1{coin}, 1{coin}.", False),  # one part of a kind
    ("Распределите 0 ран между выбранными существами противника.", True),
    ("Распределите 2 раны между выбранными существами противника, затем распределите 1 рану между выбранными "
     "существами противника.", True),
])
def test_what_the_engine_cannot_carry_stays_unsupported(text: str, spell: bool) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=spell)


def test_x_is_listed_from_0_to_the_open_coins() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, battlefield: [{card: Пращник, id: s}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: m}]}
""")
    xs = sorted({a.x for a in engine.legal_actions(g) if isinstance(a, Use)})
    assert xs == [0, 1, 2]
    with pytest.raises(IllegalAction):
        engine.check(g, Use(game.labels["s"], 1, game.labels["m"], x=3), "p1")
    engine.check(g, Use(game.labels["s"], 1, game.labels["m"], x=2), "p1")


def test_a_division_lists_only_legal_splits_and_survives_json() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Град]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: a}, {card: Мечник, id: b}]}
""")
    apply_entry(g, "p1", "play Град", game.labels)
    engine.step(g)
    assert isinstance(g.pending, AssignChoice)
    first = engine.legal_actions(g)
    assert all(isinstance(x, Assign) and 1 <= x.amount <= 3 for x in first) and len(first) == 6
    engine.apply(g, Assign(game.labels["a"], 1), "p1", run=False)
    rest = engine.legal_actions(g)
    assert rest == [Assign(game.labels["b"], 2)]  # the last target takes all that remain
    twin = GameState.from_data(json.loads(json.dumps(g.to_data())), g.db)
    assert twin.performing == g.performing and twin.pending == g.pending
    for state in (g, twin):
        engine.apply(state, rest[0], "p1")
        assert [state.objects[c].wounds for c in (game.labels["a"], game.labels["b"])] == [1, 2]


def test_extortion_asks_the_opponent_and_every_listed_answer_applies() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Рэкетир]}
  p2: {hero: Странник, coins: {open: 2}}
""")
    apply_entry(g, "p1", "play Рэкетир", game.labels)
    engine.step(g)
    assert g.pending == PayChoice("p2", source=g.pending.source, amount=2)
    assert observe(g, "p1", game.game.history, [])["decision"] is None
    with pytest.raises(IllegalAction):
        engine.check(g, PayCoins(2), "p1")
    for answer in engine.legal_actions(g):
        twin = g.copy()
        engine.apply(twin, answer, "p2")
        assert twin.players[1].coins_open == 2 - answer.amount  # type: ignore[attr-defined]
        assert twin.objects[g.pending.source].blank is (answer == PayCoins(2))  # type: ignore[union-attr]


def test_a_may_is_its_controllers_question() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Задира]}
  p2: {hero: Странник}
""")
    apply_entry(g, "p1", "play Задира", game.labels)
    engine.step(g)
    assert isinstance(g.pending, YesNoChoice) and g.pending.player == "p1"
    assert engine.legal_actions(g) == [Answer(True), Answer(False)]
    with pytest.raises(IllegalAction):
        apply_entry(g, "p1", "pay 2", game.labels)
    engine.apply(g, Answer(True), "p1")
    assert g.objects[g.players[1].hero].wounds == 2


def test_once_per_turn_is_read_as_part_of_the_cost() -> None:
    a = compile_text("Один раз за ход, 1{coin}: излечить вашего героя на 2.").activated[0]
    assert (a.per_turn, a.coins, a.tap) == (1, 1, False)
    assert compile_text("{tap}, два раза за ход: ранить героя противника на 1.").activated[0].per_turn == 2
    with pytest.raises(Unsupported):
        compile_text("Много раз за ход: ранить героя противника на 1.")
