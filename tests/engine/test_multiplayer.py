"""Leaving a multiplayer game (CR 800.4a): a player takes everything they own; control given to them ends."""

from __future__ import annotations

import random

from tests.engine.helpers import ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.rules.layers import chars


def test_a_player_who_leaves_takes_their_objects_and_control_reverts() -> None:
    game = position(
        {
            "alice": {"hand": ["Act of Treason"], "battlefield": ["Mountain", "Mountain", "Mountain", "Soul Warden"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
            "carol": {"battlefield": ["Savannah Lions"], "hand": ["Elite Vanguard"], "mana_pool": "{W}"},
        }
    )
    game.apply_text("alice", "cast Act of Treason targeting Grizzly Bears")
    for seat in ("alice", "bob", "carol"):
        game.apply_text(seat, "pass")
    g = game.state
    (bears,) = ids(game, "Grizzly Bears")
    assert chars(g, bears).controller == 0
    game.apply(act.Concede(), seat="alice")
    assert not game.is_over and g.players[0].lost and g.players[0].left
    assert chars(g, bears).controller == 1 and g.battlefield[bears].controller == 1
    assert not ids(game, "Soul Warden") and not ids(game, "Mountain")
    assert not g.players[0].hand and not g.players[0].graveyard and not g.players[0].library
    assert any(e.kind == "left_game" for e in game.events)


def test_the_abilities_of_a_player_who_left_stop() -> None:
    """Soul Warden leaves with its owner, so a creature entering later gains nobody life."""
    game = position(
        {
            "alice": {"battlefield": ["Soul Warden"]},
            "bob": {},
            "carol": {"hand": ["Savannah Lions"], "mana_pool": "{W}"},
        },
        active="carol",
    )
    game.apply(act.Concede(), seat="alice")
    game.apply_text("carol", "cast Savannah Lions")
    game.apply_text("carol", "pass")
    game.apply_text("bob", "pass")
    assert game.state.players[0].life == 20 and not game.state.waiting and not game.state.stack


def test_random_four_player_games_finish() -> None:
    """Multiplayer games run to the end: players lose and leave; the last one wins (104.2a)."""
    for seed in range(3):
        rng = random.Random(seed)
        decks = ["rw-aggro", "rg-beats", "red-burn", "green-stompy"]
        game = Game.new(decks=decks, seed=seed, names=("ann", "ben", "cat", "dan"), autopass=True)
        steps = 0
        while not game.is_over and steps < 20000:
            game.apply(rng.choice(list(game.legal_actions())))
            steps += 1
        assert game.is_over
        lost = [p for p in game.state.players if p.lost]
        # Every loser but those whose loss ended the game left it (800.4a); the last player won.
        assert len(lost) >= 3 and sum(p.left for p in lost) >= 1
        assert game.winner is not None or game.is_draw
