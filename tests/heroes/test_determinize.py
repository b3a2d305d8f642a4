"""``determinize`` (SeatView.determinized): the other player's unseen cards made up, from a guess when given."""

from __future__ import annotations

import random

import pytest

from tolaria.errors import TolariaError
from tolaria.heroes import Game
from tolaria.heroes.cards import CardType

DECKS = ["example-steppes", "example-forests"]
FOREST_CREATURE = "Пример: Медведь"
FOREST_SPELL = "Пример: Исцеление"


def _game() -> Game:
    game = Game.new(decks=DECKS, seed=11)
    while game.state.phase.value == "preparation":
        game.apply(game.legal_actions()[0])
    return game


def _unseen(game: Game, seat: int) -> list[int]:
    other = game.state.players[1 - seat]
    return other.hand + other.deck


def test_a_guess_deals_the_other_players_unseen_cards() -> None:
    game = _game()
    n = len(_unseen(game, 0))
    guess = [FOREST_CREATURE] * n
    twin = game.view("alice").determinized(random.Random(1), {"bob": guess})
    assert {twin.state.objects[c].name for c in _unseen(twin, 0)} == {FOREST_CREATURE}
    assert game.state.objects[game.state.players[1].hero].name == twin.state.objects[twin.state.players[1].hero].name
    mine = sorted(game.state.objects[c].name for c in game.state.players[0].deck)
    assert sorted(twin.state.objects[c].name for c in twin.state.players[0].deck) == mine  # he knows his own deck


def test_without_a_guess_his_own_unseen_cards_are_shuffled_among_their_places() -> None:
    game = _game()
    twin = game.view("alice").determinized(random.Random(2))
    names = sorted(game.state.objects[c].name for c in _unseen(game, 0))
    assert sorted(twin.state.objects[c].name for c in _unseen(twin, 0)) == names


def test_a_hidden_character_gets_a_creature_of_the_guess() -> None:
    game = _game()
    g = game.state
    card = g.objects[g.players[1].deck.pop()]
    card.zone = card.zone.BATTLEFIELD
    card.hidden = True
    g.players[1].battlefield.append(card.id)
    n = len(_unseen(game, 0))
    guess = [FOREST_SPELL] * n + [FOREST_CREATURE]
    twin = game.view("alice").determinized(random.Random(3), {"bob": guess})
    assert twin.state.objects[card.id].name == FOREST_CREATURE
    assert game.ruleset.cards.get(twin.state.objects[card.id].name).type is CardType.CREATURE
    with pytest.raises(TolariaError, match="creatures"):
        game.view("alice").determinized(random.Random(3), {"bob": [FOREST_SPELL] * (n + 1)})


def test_a_bad_guess_is_refused_by_name() -> None:
    game = _game()
    n = len(_unseen(game, 0))
    with pytest.raises(TolariaError, match="unseen cards"):
        game.view("alice").determinized(random.Random(4), {"bob": [FOREST_CREATURE] * (n - 1)})
    with pytest.raises(TolariaError, match="Нет такой"):
        game.view("alice").determinized(random.Random(4), {"bob": ["Нет такой"] * n})
