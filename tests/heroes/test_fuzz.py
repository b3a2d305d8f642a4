"""Random Heroes games: cards are conserved, listed actions apply, copies and JSON continue
identically, and nothing hidden leaks through ``observe``."""

from __future__ import annotations

import json
import random

from tolaria.agents import RandomAgent
from tolaria.heroes import Game
from tolaria.heroes.decisions import CardChoice
from tolaria.heroes.state import Zone

DECKS = ("example-steppes", "example-forests")


def _zones_hold_every_card(game: Game) -> None:
    g = game.state
    seen: list[int] = []
    for p in g.players:
        seen += [p.hero, *p.deck, *p.hand, *p.battlefield, *p.graveyard, *p.supply]
    seen += [c.id for c in g.objects.values() if c.zone in (Zone.MINED, Zone.ATTACHED, Zone.REMOVED)]  # in no list
    assert sorted(seen) == sorted(g.objects)
    for c in g.objects.values():
        if c.zone is Zone.ATTACHED:  # ГЛ «Присоединить карту Х к карте Y»: under a combined card in play or mined
            assert c.id in g.objects[c.host].parts and g.objects[c.host].zone in (Zone.BATTLEFIELD, Zone.MINED)
    for p in g.players:
        for cid in p.battlefield:
            assert g.objects[cid].zone is Zone.BATTLEFIELD
        for cid in p.hand:
            assert g.objects[cid].zone is Zone.HAND


def _nothing_hidden_leaks(game: Game) -> None:
    g = game.state
    for seat, p in enumerate(g.players):
        other = g.players[1 - seat]
        seen = game.observe(p.name)
        assert seen["players"][1 - seat]["hand"] is None
        text = json.dumps(seen, ensure_ascii=False)
        for cid in other.battlefield:
            card = g.objects[cid]
            if card.hidden:
                entry = next(c for c in seen["players"][1 - seat]["battlefield"] if c["id"] == cid)
                assert "name" not in entry
        names = [c.name for c in game.ruleset.cards]
        for event, line in zip(game.events, game.log_for(p.name), strict=True):
            if event.seat >= 0 and event.seat != seat:  # a card only its owner sees (a draw)
                assert not any(name in line["text"] for name in names), line
        assert json.dumps([g.objects[c].name for c in other.hand], ensure_ascii=False) not in text or not other.hand


def test_random_games() -> None:
    for n in range(8):
        game = Game.new(decks=list(DECKS if n % 2 == 0 else reversed(DECKS)), seed=200 + n)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}
        rng = random.Random(n)
        steps = 0
        while not game.is_over and steps < 2000:
            decision = game.decision
            assert decision is not None
            options = list(game.legal_actions())
            assert options, decision
            action = agents[decision.player].choose(game)
            assert action in game.legal_actions()
            if rng.random() < 0.03:
                twin = Game.from_json(game.to_json())
                copy = game.copy()
                for g2 in (twin, copy):
                    g2.apply(action)
                game.apply(action)
                assert json.loads(twin.to_json()) == json.loads(game.to_json()) == json.loads(copy.to_json())
            else:
                game.apply(action)
            if steps % 20 == 0:
                _zones_hold_every_card(game)
                _nothing_hidden_leaks(game)
            steps += 1
        _zones_hold_every_card(game)
        assert game.is_over, f"game {n} did not end in {steps} decisions"


def test_every_listed_action_applies_on_a_copy() -> None:
    game = Game.new(decks=list(DECKS), seed=5)
    agent = RandomAgent(3)
    for _ in range(120):
        if game.is_over:
            break
        for action in list(game.legal_actions()):
            game.copy().apply(action)
        game.apply(agent.choose(game))


def test_mcts_plays_heroes_unchanged() -> None:
    from tolaria.agents.mcts import MCTSAgent

    game = Game.new(decks=list(DECKS), seed=9)
    agent = MCTSAgent(seed=1, iterations=8, evaluate=lambda g, seat: 0.5, policy=RandomAgent(2))
    for _ in range(15):
        if game.is_over:
            break
        action = agent.choose(game)
        assert action in game.legal_actions()
        game.apply(action)


def test_random_games_under_every_parameter_value() -> None:
    variants = [
        {"queue_order": "lifo", "response_window": "each-entry"},
        {"trigger_order": "active-first", "hero_defends": True, "hero_strikes_back": True},
        {"first_player": "skip-first-draw", "draw_timing": "restoration", "coin_timing": "restoration"},
        {"first_player": "second-extra-card", "opening_hand": 6, "redeals": 2, "empty_deck": "lose"},
        {"first_player": "second-extra-coin", "coins_start": 3, "coin_gain": 2, "coin_max": 6, "draw_per_turn": 2},
    ]
    for n, variant in enumerate(variants):
        game = Game.new(decks=list(DECKS), seed=300 + n, rules={"edition": "heroes-2025", **variant})
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 9)}
        steps = 0
        while not game.is_over and steps < 3000:
            decision = game.decision
            assert decision is not None and list(game.legal_actions()), variant
            action = agents[decision.player].choose(game)
            if steps % 40 == 0:
                twin = Game.from_json(game.to_json())
                twin.apply(action)
                game.apply(action)
                assert json.loads(twin.to_json()) == json.loads(game.to_json())
            else:
                game.apply(action)
            steps += 1
        _zones_hold_every_card(game)
        assert game.is_over, variant


def test_random_games_with_x_may_extortion_and_divisions() -> None:
    """Invented dump cards that ask every answer: X values, «вы можете», Вымогательство, divided wounds, Ярость."""
    from pathlib import Path

    from tolaria.heroes.actions import Answer, Assign, FuryWound, PayCoins, Use

    dump = str(Path(__file__).parent / "data" / "answers-dump.json")
    names = ("Пример: Пращник", "Пример: Град", "Пример: Рэкетир", "Пример: Задира", "Пример: Рубака", "Пример: Берсерк")
    deck = ["Пример: Вожак", *(n for n in names for _ in range(4))]
    asked: set[str] = set()
    for n in range(4):
        game = Game.new(decks=[deck, deck], cards=dump, seed=400 + n)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 7)}
        steps = 0
        while not game.is_over and steps < 3000:
            decision = game.decision
            assert decision is not None and list(game.legal_actions()), decision
            action = agents[decision.player].choose(game)
            if isinstance(action, Answer | PayCoins | Assign | FuryWound) or (isinstance(action, Use) and action.x >= 0):
                asked.add(type(action).__name__)
            if steps % 15 == 0:
                twin = Game.from_json(game.to_json(), cards=game.ruleset.cards)
                twin.apply(action)
                game.apply(action)
                assert json.loads(twin.to_json()) == json.loads(game.to_json())
                _zones_hold_every_card(game)
                _nothing_hidden_leaks(game)
            else:
                game.apply(action)
            steps += 1
        assert game.is_over, f"game {n} did not end"
    assert asked == {"Answer", "PayCoins", "Assign", "Use", "FuryWound"}


def test_random_games_with_the_glossarys_later_forms() -> None:
    """Invented dump cards with Модуль, copies (of a creature, of a spell), Иначе on a chosen target, «немедленно
    атакует», a card played «немедленно», Засада with Жажда, Вымогательство by a discard, the effects on a card,
    Душелов: random games go on with a decision at every step, saves round-trip, every card is in one place,
    nothing hidden leaks, and the questions of «немедленно» and of the Жажда in ambush are asked.

    The games are played under ``empty_deck: lose`` (the contract's parameter): under the default (``nothing``)
    random players with both decks spent and every character at strike 0 may pass turns for ever, which no rule
    ends; with it every game must end.
    """
    from pathlib import Path

    dump = str(Path(__file__).parent / "data" / "glossary-dump.json")
    names = ("Пример: Голем", "Пример: Пушка", "Пример: Эхо", "Пример: Оборотень", "Пример: Вымогатель",
             "Пример: Берсерк", "Пример: Ведьма", "Пример: Кузнец", "Пример: Ловец", "Пример: Глушитель",
             "Пример: Зазывала", "Пример: Кровопийца")
    deck = ["Пример: Механик", *(n for n in names for _ in range(3))]
    asked: set[str] = set()
    for n in range(4):
        game = Game.new(decks=[deck, deck], cards=dump, seed=500 + n, rules={"empty_deck": "lose"})
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 11)}
        steps = 0
        while not game.is_over and steps < 2000:
            decision = game.decision
            assert decision is not None and list(game.legal_actions()), decision
            asked.add(decision.kind if not isinstance(decision, CardChoice) else f"card:{decision.zone}")
            action = agents[decision.player].choose(game)
            if steps % 20 == 0:
                twin = Game.from_json(game.to_json(), cards=game.ruleset.cards)
                twin.apply(action)
                game.apply(action)
                assert json.loads(twin.to_json()) == json.loads(game.to_json())
                _zones_hold_every_card(game)
                if steps % 100 == 0:
                    _nothing_hidden_leaks(game)
            else:
                game.apply(action)
            steps += 1
        _zones_hold_every_card(game)
        assert game.is_over, f"game {n} did not end in {steps} decisions"
    assert {"at_once", "card:game"} <= asked, asked  # ГЛ «Немедленно», ГЛ «Засада» with ГЛ «Жажда Х»
