""""[Do something] unless you discard a card" (CR 118.12a), with a test card in the words of Razormane
Masticore's upkeep trigger (the Masticore itself has a draw-step ability the compiler doesn't read)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game

KEEPER = {
    "name": "Test Masticore",
    "mana_cost": "{5}",
    "type_line": "Artifact Creature — Masticore",
    "text": "At the beginning of your upkeep, sacrifice Test Masticore unless you discard a card.",
    "power": "5",
    "toughness": "5",
}


def at_upkeep(hand: list[str]) -> Game:
    """Alice's upkeep has begun with the trigger on the stack; it resolves up to its question (if any)."""
    players = {"alice": {"battlefield": ["Test Masticore"], "hand": hand}, "bob": {}}
    return position(players, step="untap", cards=database_with(KEEPER), do=["next step", "resolve"])


def names(game: Game, zone: str) -> list[str]:
    g = game.state
    if zone == "battlefield":
        return sorted(g.name_of(o) for o in g.battlefield)
    return sorted(g.name_of(c) for c in getattr(g.players[0], zone))


def test_discarding_any_card_keeps_it() -> None:
    """CR 118.12a: "unless you discard a card" is "you may discard a card; if you don't, sacrifice ~"."""
    game = at_upkeep(["Shock", "Forest"])
    game.apply_text("alice", "choose Forest")
    assert names(game, "battlefield") == ["Test Masticore"]
    assert names(game, "graveyard") == ["Forest"]
    assert names(game, "hand") == ["Shock"]


def test_declining_sacrifices_it() -> None:
    """CR 118.12a: the player may choose not to discard, and then the instruction happens."""
    game = at_upkeep(["Shock"])
    game.apply_text("alice", "choose nothing")
    assert names(game, "battlefield") == []
    assert names(game, "graveyard") == ["Test Masticore"]
    assert names(game, "hand") == ["Shock"]


def test_an_empty_hand_sacrifices_it_without_asking() -> None:
    """CR 118.12a: with no card to discard, nothing is offered; the Masticore is sacrificed."""
    game = at_upkeep([])
    assert game.state.selection is None
    assert names(game, "battlefield") == []
    assert names(game, "graveyard") == ["Test Masticore"]


def test_only_a_card_in_hand_can_be_discarded() -> None:
    """CR 118.12a, 701.9a: the card is discarded from the hand; the Masticore itself is no answer, and the
    refused choice leaves the position unchanged."""
    game = at_upkeep(["Shock", "Forest"])
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "choose Test Masticore")
    assert game.to_json() == before
