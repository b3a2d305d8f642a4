"""The Heroes game on the core protocol: new games, the action language, refusals, views and saves."""

from __future__ import annotations

import json

import pytest

from tolaria.errors import DeckError, IllegalAction, TolariaError
from tolaria.heroes import Game
from tolaria.heroes.actions import Keep, Play, Strike
from tolaria.heroes.params import QueueOrder, rules

DECKS = ["example-steppes", "example-forests"]


def _to_choice(game: Game) -> Game:
    while game.decision is not None and game.decision.kind == "redeal":
        game.apply(Keep())
    return game


def test_a_new_game_deals_and_asks_the_first_player_to_redeal() -> None:
    game = Game.new(decks=DECKS, seed=4)
    assert game.decision is not None and (game.decision.kind, game.decision.player) == ("redeal", "alice")
    assert [len(p.hand) for p in game.state.players] == [4, 4]
    _to_choice(game)
    assert (game.turn, game.phase, game.decision.player) == (1, "choice", "alice")
    assert game.state.players[0].coins_open == 1 and len(game.state.players[0].hand) == 5


def test_the_parameters_are_checked_by_name() -> None:
    assert rules({"edition": "heroes-2025", "queue_order": "lifo"}).queue_order is QueueOrder.LIFO
    for bad in ({"queue_order": "random"}, {"edition": "heroes-2017"}, {"coin_max": -1}, {"hero_defends": "yes"},
                {"handicap": 1}, "heroes-2017"):
        with pytest.raises(TolariaError):
            rules(bad)
    with pytest.raises(TolariaError, match="queue_order"):
        Game.new(decks=DECKS, rules={"queue_order": "stack"})


def test_bad_decks_are_refused_by_name() -> None:
    with pytest.raises(DeckError, match="Пример: Кочевнек"):
        Game.new(decks=[["Пример: Степной вождь", "Пример: Кочевнек"], "example-forests"])
    with pytest.raises(DeckError, match="not a known hero"):
        Game.new(decks=[["Пример: Кочевник"], "example-forests"])


def test_apply_text_is_whole_or_nothing_and_refusals_change_nothing() -> None:
    game = _to_choice(Game.new(decks=DECKS, seed=4))
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "strike bob's hero with bob's hero")
    with pytest.raises(IllegalAction):
        game.apply_text("bob", "pass turn")
    assert game.to_json() == before
    game.apply_text("alice", "pass turn")
    assert game.decision is not None and game.decision.player == "bob" and game.turn == 2


def test_a_refusal_names_no_card_the_seat_cannot_see() -> None:
    game = _to_choice(Game.new(decks=DECKS, seed=4))
    g = game.state
    secret = g.players[1].hand[0]
    view = game.view("alice")
    with pytest.raises(IllegalAction) as err:
        view.apply(Play(secret))
    assert g.objects[secret].name not in str(err.value)
    with pytest.raises(IllegalAction) as err2:
        view.apply(Strike(g.players[1].deck[0], g.players[0].hero))
    assert g.objects[g.players[1].deck[0]].name not in str(err2.value)


def test_observe_hides_the_other_hand_and_deck() -> None:
    game = _to_choice(Game.new(decks=DECKS, seed=4))
    seen = game.observe("bob")
    assert seen["players"][0]["hand"] is None and seen["players"][1]["hand"] is not None
    alice_hand = [game.state.objects[c].name for c in game.state.players[0].hand]
    for line in seen["log"]:
        if "draws" in line and line.startswith("alice"):
            assert not any(name in line for name in alice_hand)


def test_json_continues_identically() -> None:
    game = _to_choice(Game.new(decks=DECKS, seed=4))
    twin = Game.from_json(game.to_json(history=True))
    assert json.loads(twin.to_json()) == json.loads(game.to_json())
    assert [e["text"] for e in twin.log] == [e["text"] for e in game.log]
    with pytest.raises(TolariaError):
        Game.from_json('{"game": "magic"}')


def test_the_log_cites_rules_and_parameters() -> None:
    game = _to_choice(Game.new(decks=DECKS, seed=4))
    rules_cited = {r for e in game.log for r in e["rules"]}
    assert "ГЛ «Пересдача»" in rules_cited and "rules.coin_gain=1" in rules_cited
    assert "ПП «Фаза накопления»" in rules_cited
