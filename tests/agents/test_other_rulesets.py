"""The agents on the rulesets other than Magic: Berserk and Heroes play them through the core protocol alone."""

from __future__ import annotations

import random

from tolaria.agents import get
from tolaria.agents.mcts import key_of
from tolaria.berserk import Game as BerserkGame
from tolaria.berserk.state import Zone
from tolaria.core.protocol import Game
from tolaria.heroes import Game as HeroesGame

SQUADS = ["darkness-wyrms", "forest-mountains-guard"]
HEROES_DECKS = ["example-steppes", "example-forests"]


def _play(game: Game, agents: dict[str, object], limit: int = 20_000) -> Game:
    """Play to the end (or ``limit`` decisions); every chosen action must be one of the legal ones."""
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            break
        action = agents[decision.player].choose(game)  # type: ignore[attr-defined]
        assert key_of(action) in {key_of(a) for a in game.legal_actions()}
        game.apply(action)
    return game


def test_the_heuristic_player_plays_heroes_and_beats_the_random_one() -> None:
    wins = 0
    for seed in range(1, 7):
        seats = ("alice", "bob") if seed % 2 else ("bob", "alice")
        game = _play(HeroesGame.new(decks=HEROES_DECKS, seed=seed),
                     {seats[0]: get("heuristic", seed=seed), seats[1]: get("random", seed=seed)})
        assert game.outcome is not None
        wins += game.outcome.winner == seats[0]
    assert wins >= 5


def test_the_heuristic_player_plays_berserk_to_the_end() -> None:
    """Online 102: the game ends when a squad has no creature; a one-ply player on the squads' strength gets there."""
    game = _play(BerserkGame.new(decks=SQUADS, seed=6), {"bob": get("heuristic", seed=6), "alice": get("random", seed=6)})
    assert game.outcome is not None and game.outcome.winner == "bob"


def test_mcts_takes_legal_decisions_in_berserk_and_heroes() -> None:
    for game in (BerserkGame.new(decks=SQUADS, seed=4), HeroesGame.new(decks=HEROES_DECKS, seed=4)):
        agent = get("mcts", seed=1, iterations=4)
        for _ in range(12):
            if game.decision is None:
                break
            action = agent.choose(game)
            assert key_of(action) in {key_of(a) for a in game.legal_actions()}
            game.apply(action)


def _berserk_in_battle() -> BerserkGame:
    game = BerserkGame.new(decks=SQUADS, seed=5)
    random_players = {s: get("random", seed=i) for i, s in enumerate(("alice", "bob"))}
    while game.decision is not None and game.state.turn < 2:
        game.apply(random_players[game.decision.player].choose(game))
    return game


def test_a_determinized_berserk_game_deals_his_unseen_cards_from_the_guess() -> None:
    """Online 415: the deck, the deal and the hidden cards of the other player are unknown; all else stays."""
    game = _berserk_in_battle()
    g = game.state
    guess = ["Кочевник"] * 40
    twin = game.view("alice").determinized(random.Random(2), {"bob": guess}).state
    bob = twin.players[1]
    unseen = [*bob.deck, *bob.deal, *bob.recruitment]
    assert unseen and {twin.objects[c].name for c in unseen} == {"Кочевник"}
    for cid, card in g.objects.items():
        seen = card.owner == 0 or (card.zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL, Zone.GRAVEYARD) and not card.hidden)
        if seen:
            assert twin.objects[cid].name == card.name, card.name
    assert sorted(g.players[0].deck) == sorted(twin.players[0].deck)


def test_a_determinized_berserk_game_without_a_guess_keeps_what_the_seat_sees() -> None:
    game = _berserk_in_battle()
    before = game.observe("alice")
    twin = game.view("alice").determinized(random.Random(3))
    after = twin.observe("alice")
    assert before["cards"] == after["cards"]
    assert before["players"][0] == after["players"][0]
    assert before["players"][1]["hand_count"] == after["players"][1]["hand_count"]


def test_an_action_key_is_hashable_with_lists_in_it() -> None:
    game = BerserkGame.new(decks=SQUADS, seed=1)
    keys = {key_of(a) for a in game.legal_actions()}
    assert len(keys) == len(game.legal_actions())
