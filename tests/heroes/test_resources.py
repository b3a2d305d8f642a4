"""Prayers, created cards and the supply, Засада, several strikes a turn: compiler, setup errors, views, saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tolaria.core import scenario as core
from tolaria.core.scenario import ScenarioError, load_text
from tolaria.errors import DeckError, IllegalAction
from tolaria.heroes import Game, engine
from tolaria.heroes.abilities import EffectKind, Keyword, When
from tolaria.heroes.actions import Answer
from tolaria.heroes.cards import CardDatabase, make_card
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.decisions import YesNoChoice
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import Scenario, make_driver
from tolaria.heroes.state import GameState, Zone
from tolaria.heroes.views import observe
from tolaria.mtg.scenario.driver import drivers

CARDS = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
  Дух: {type: creature, cost: 1, health: 2, attack: 1, text: "Созданный."}
  Шаман: {type: creature, cost: 2, health: 3, attack: 1, text: "Найм: создайте «Дух»."}
  Засадник: {type: creature, cost: 4, health: 4, attack: 2, text: "Когда противник атакует ударом, засада 1."}
"""


def _game(players: str) -> tuple[Scenario, GameState]:
    driver = make_driver()
    game = driver.build(load_text(CARDS + players), "t.yaml")
    driver.start(game)
    return game, game.game.state


def _run(tmp_path: Path, text: str) -> core.Result:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return core.run_file(path, drivers(), "magic")


def test_the_compiler_reads_prayers_creation_ambush_and_strikes() -> None:
    a = compile_text("{tap}, 2 молитвы: ранить героя противника на 3.").activated[0]
    assert (a.tap, a.prayers) == (True, 2)
    gain = compile_text("Найм: получите 3 молитвы.").triggered[0].effects[0]
    assert (gain.kind, gain.amount) == (EffectKind.PRAY, 3)
    made = compile_text("Найм: создайте 2 «Дух».").triggered[0].effects[0]
    assert (made.kind, made.amount, made.card) == (EffectKind.CREATE, 2, "дух")
    lying = compile_text("Когда противник атакует ударом вашего героя, засада 2.").triggered[0]
    assert lying.from_hand and lying.optional and lying.when is When.ENEMY_STRIKE_HERO
    assert compile_text("Атакует ударом три раза за ход.").value(Keyword.MULTI_STRIKE) == 3
    mill = compile_text("{tap}: мор 2.").activated[0].effects[0]
    assert (mill.kind, mill.amount) == (EffectKind.MILL, 2)
    raid = compile_text("Набег 2 - первый удар, броня 1.").raids[0]
    assert raid.count == 2 and [k.keyword for k in raid.keywords] == [Keyword.FIRST_STRIKE, Keyword.ARMOUR]


@pytest.mark.parametrize("text, spell", [
    ("Когда противник использует способность, засада 1.", False),  # a condition the engine doesn't know
    ("Атакует ударом один раз за ход.", False),  # that is no more than one
    ("Набег 2 - полёт.", False),  # a raid's text the compiler can't read
    ("0 молитв: возьмите карту.", False),
])
def test_what_is_not_read_stays_unsupported(text: str, spell: bool) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=spell)


def test_a_card_creating_an_unknown_or_ordinary_card_is_unsupported() -> None:
    maker = make_card("Маг", "creature", 2, 2, 1, (), (), "Найм: создайте «Голем».")
    assert "'голем' is not a known «Созданный»" in (CardDatabase([maker]).get("Маг").unsupported or "")
    ordinary = make_card("Голем", "creature", 2, 2, 1, (), (), "")
    assert CardDatabase([maker, ordinary]).get("Маг").unsupported
    created = make_card("Голем", "creature", 2, 2, 1, (), (), "Созданный.")
    db = CardDatabase([maker])
    assert db.get("Маг").unsupported
    assert db.with_cards([created]).get("Маг").unsupported is None  # checked again with the cards added


def test_a_created_card_is_refused_in_a_deck_and_in_setup_outside_play_and_supply() -> None:
    db = CardDatabase.examples().with_cards([make_card("Дух", "creature", 1, 2, 1, (), (), "Созданный.")])
    with pytest.raises(DeckError, match="«Созданный»"):
        Game.new(decks=[["Пример: Степной вождь", "Дух"], "example-forests"], cards=db)
    driver = make_driver()
    for zone in ("deck", "hand", "graveyard"):
        with pytest.raises(ScenarioError, match="«Созданный»"):
            driver.build(load_text(CARDS + f"players:\n  p1: {{hero: Странник, {zone}: [Дух]}}\n  p2: {{hero: Странник}}\n"), "t")
    with pytest.raises(ScenarioError, match="only those wait in the supply"):
        driver.build(load_text(CARDS + "players:\n  p1: {hero: Странник, supply: [Мечник]}\n  p2: {hero: Странник}\n"), "t")


def test_a_scenario_with_a_card_creating_an_unknown_card_fails(tmp_path: Path) -> None:
    text = CARDS + """  Маг: {type: creature, cost: 2, health: 2, attack: 1, text: "Найм: создайте «Голем»."}
players:
  p1: {hero: Странник, battlefield: [Маг]}
  p2: {hero: Странник}
do: []
expect: {}
# t
"""
    result = _run(tmp_path, text)
    assert not result.passed and any("голем" in r for r in result.reasons)


def test_a_created_card_and_the_supply_survive_json_and_copies() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Шаман]}
  p2: {hero: Странник}
""")
    apply_entry(g, "p1", "play Шаман", game.labels, run=True)
    spirit = next(c for c in g.objects.values() if c.name == "Дух")
    assert spirit.created and spirit.zone is Zone.BATTLEFIELD and spirit.owner == 0
    twin = GameState.from_data(json.loads(json.dumps(g.to_data())), g.db)
    assert twin.to_data() == g.to_data() == g.copy().to_data()
    seen = observe(g, "p2", game.game.history, [])
    assert seen["players"][0]["supply"] == []


def test_the_ambush_entry_names_no_card_to_the_other_player() -> None:
    game, g = _game("""players:
  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}
  p2: {hero: Странник, coins: {open: 1}, hand: [{card: Засадник, id: z}]}
""")
    apply_entry(g, "p1", "strike p2's hero with a", game.labels)
    game.game.history.extend(game.game.ruleset.take_events(g))
    seen = observe(g, "p1", game.game.history, [])
    assert seen["queue"][1] == "a card from p2's hand trigger 1"
    assert "Засадник" not in json.dumps(seen, ensure_ascii=False)
    own = observe(g, "p2", game.game.history, [])
    assert own["queue"][1] == "Засадник trigger 1"
    engine.advance(g)
    assert isinstance(g.pending, YesNoChoice) and g.pending.player == "p2"
    with pytest.raises(IllegalAction):
        engine.check(g, Answer(True), "p1")
    assert set(engine.legal_actions(g)) == {Answer(True), Answer(False)}
    engine.apply(g, Answer(True), "p2")
    assert g.objects[game.labels["z"]].zone is Zone.BATTLEFIELD


def test_random_games_with_the_new_cards_keep_the_invariants() -> None:
    """Prayers, creation, ambushes and two-strike creatures in random games: listed actions apply, JSON continues."""
    from tests.heroes.test_fuzz import _nothing_hidden_leaks
    from tolaria.agents import RandomAgent

    extra = [
        make_card("Пример: Жрица", "hero", 0, 20, 0, ("Степи",), (), "2 молитвы: ранить героя противника на 2."),
        make_card("Пример: Послушник", "creature", 1, 2, 1, ("Степи",), (), "Найм: получите 2 молитвы."),
        make_card("Пример: Дух", "creature", 1, 1, 1, ("Степи",), (), "Созданный. Гибель: получите молитву."),
        make_card("Пример: Шаман", "creature", 2, 3, 1, ("Степи",), (), "{tap}: создайте «Пример: Дух»."),
        make_card("Пример: Засадник", "creature", 3, 3, 2, ("Степи",), (), "Когда противник атакует ударом, засада 1."),
        make_card("Пример: Рубака", "creature", 3, 4, 2, ("Степи",), (), "Атакует ударом два раза за ход. Опыт в атаке."),
        make_card("Пример: Отзыв", "spell", 1, 0, 0, ("Степи",), (), "Верните выбранное существо в руку владельца."),
        make_card("Пример: Чумной", "creature", 2, 3, 1, ("Степи",), (), "{tap}: мор 1."),
        make_card("Пример: Следопыт", "creature", 2, 2, 1, ("Степи",), (), "Авангард 2. Единение 2."),
        make_card("Пример: Феникс", "creature", 3, 2, 2, ("Степи",), (), "Инкарнация 1. Бешенство."),
        make_card("Пример: Упырь", "creature", 3, 3, 2, ("Степи",), (), "Немертвый. Расход 2: получите молитву."),
    ]
    db = CardDatabase.examples().with_cards(extra)
    deck = ["Пример: Жрица", *[c.name for c in extra[1:] if c.name != "Пример: Дух" for _ in range(4)]]
    variants = [{}, {"queue_order": "lifo", "response_window": "each-entry"},
                {"hero_defends": True, "hero_strikes_back": True, "trigger_order": "active-first"}]
    for n, variant in enumerate(variants):
        game = Game.new(decks=[deck, deck], seed=40 + n, cards=db, rules={"edition": "heroes-2025", **variant})
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 9)}
        steps = 0
        while not game.is_over and steps < 1500:
            action = agents[game.decision.player].choose(game)
            assert action in game.legal_actions()
            game.apply(action)
            if steps % 25 == 0:
                twin = Game.from_json(game.to_json(), db)
                assert json.loads(twin.to_json()) == json.loads(game.to_json())
                g = game.state
                held = [c for p in g.players for c in (p.hero, *p.deck, *p.hand, *p.battlefield, *p.graveyard, *p.supply)]
                assert sorted(held) == sorted(g.objects)
                for p in g.players:
                    assert all(not g.objects[c].created for c in (*p.hand, *p.deck))
                _nothing_hidden_leaks(game)
            steps += 1
        assert game.is_over, f"game {n} did not end in {steps} decisions"


def test_a_planners_guess_keeps_the_hand_card_whose_ambush_is_in_the_queue() -> None:
    import random

    game, g = _game("""players:
  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}
  p2: {hero: Странник, coins: {open: 1}, hand: [{card: Засадник, id: z}, Мечник, Шаман], deck: [Мечник, Шаман]}
""")
    apply_entry(g, "p1", "strike p2's hero with a", game.labels)
    z = game.labels["z"]
    for n in range(6):
        twin = game.game.ruleset.determinize(g, "p1", random.Random(n), {"p2": ["Мечник", "Шаман", "Мечник", "Шаман"]})
        assert twin.objects[z].name == "Засадник"
        engine.advance(twin)
        assert isinstance(twin.pending, YesNoChoice)


def test_to_phase_does_not_pass_the_turn_past_a_duty_to_strike(tmp_path: Path) -> None:
    text = CARDS + """  Берсерк: {type: creature, cost: 3, health: 5, attack: 2, text: "Бешенство."}
players:
  p1: {hero: Странник, battlefield: [{card: Берсерк, id: b}]}
  p2: {hero: Странник}
do:
  - to choice of p2
expect: {}
# ГЛ «Бешенство»
"""
    result = _run(tmp_path, text)
    assert not result.passed and any("may not pass the turn" in r and "Бешенство" in r for r in result.reasons)


def test_a_card_or_player_asked_for_survives_json_and_names_nothing_to_the_other_player() -> None:
    text = CARDS + """  Следопыт: {type: creature, cost: 2, health: 2, attack: 1, text: "Найм: поиск — существо стоимостью 2 или менее."}
  Чумной: {type: creature, cost: 3, health: 3, attack: 1, text: "{tap}: мор 1."}
players:
  p1: {hero: Странник, coins: {open: 2}, hand: [Следопыт], deck: [Мечник, Шаман], battlefield: [{card: Чумной, id: c}]}
  p2: {hero: Странник}
"""
    driver = make_driver()
    game = driver.build(load_text(text), "t.yaml")
    driver.start(game)
    g = game.game.state
    apply_entry(g, "p1", "play Следопыт", game.labels, run=True)
    from tolaria.heroes.decisions import CardChoice, PlayerChoice

    assert isinstance(g.pending, CardChoice) and g.pending.zone == "deck"
    twin = GameState.from_data(json.loads(json.dumps(g.to_data())), g.db)
    assert twin.to_data() == g.to_data()
    seen = observe(g, "p2", game.game.history, [])
    assert "Шаман" not in json.dumps(seen, ensure_ascii=False) and seen["decision"] is None
    apply_entry(g, "p1", "choose Шаман", game.labels, run=True)
    assert g.objects[next(c for c in g.players[0].hand)].name == "Шаман"
    apply_entry(g, "p1", "use c", game.labels, run=True)
    assert isinstance(g.pending, PlayerChoice)
    assert GameState.from_data(json.loads(json.dumps(g.to_data())), g.db).to_data() == g.to_data()
    apply_entry(g, "p1", "choose p1", game.labels, run=True)
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Мечник"]
