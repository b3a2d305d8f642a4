"""Coin flips (CR 705): Scoria Wurm of the pool, over many seeds."""

from __future__ import annotations

import json

from tolaria.mtg import Game


def upkeep(seed: int) -> Game:
    data = {
        "name": "coin flip",
        "seed": seed,
        "turn": {"active": "alice", "step": "untap"},
        "players": {"alice": {"battlefield": ["Scoria Wurm"]}, "bob": {}},
        "do": ["next step", "resolve"],
    }
    return Game.from_scenario(json.dumps(data))


def test_the_result_decides_and_both_results_happen() -> None:
    """CR 705.1: either result with equal likelihood; 705.2: only on losing does the Wurm return to hand."""
    results = []
    for seed in range(40):
        game = upkeep(seed)
        (flip,) = [e for e in game.log if e["event"] == "coin_flip"]
        lost = "loses" in flip["text"]
        in_hand = any(game.state.name_of(c) == "Scoria Wurm" for c in game.state.players[0].hand)
        assert in_hand == lost
        results.append(lost)
    assert 10 <= sum(results) <= 30


def test_the_same_seed_flips_the_same() -> None:
    """Determinism: a seeded game flips alike every time."""
    assert upkeep(5).to_json() == upkeep(5).to_json()
