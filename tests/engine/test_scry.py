"""Scry (CR 701.22a), with test cards in the Oracle text of Opt and Omenspeaker: the bundled pool
prints no scry. The library is set top card first."""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import actions as act

OPT = {"name": "Test Opt", "mana_cost": "{U}", "type_line": "Instant", "text": "Scry 1.\nDraw a card."}
SPEAKER = {
    "name": "Test Omenspeaker",
    "mana_cost": "{1}{U}",
    "type_line": "Creature — Human Wizard",
    "text": "When this creature enters, scry 2.",
    "power": "1",
    "toughness": "3",
}
LIBRARY = ["Forest", "Swamp", "Mountain", "Plains"]


def game_with(card: str, lands: int) -> Game:
    game = position(
        {"alice": {"hand": [card], "battlefield": ["Island"] * lands, "library": LIBRARY}, "bob": {}},
        cards=database_with(OPT, SPEAKER),
    )
    game.apply_text("alice", f"cast {card}")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def speaker_scrying() -> Game:
    """Omenspeaker has entered; its trigger is on the stack, then resolves to the scry's first choice."""
    game = game_with("Test Omenspeaker", 2)
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def library(game: Game) -> list[str]:
    g = game.state
    return [g.name_of(c) for c in g.players[0].library]


def hand(game: Game) -> list[str]:
    g = game.state
    return [g.name_of(c) for c in g.players[0].hand]


def test_scry_1_to_the_bottom_then_draw_the_next_card() -> None:
    """CR 701.22a: the card looked at goes to the bottom; Opt then draws the card that was second."""
    game = game_with("Test Opt", 1)
    game.apply_text("alice", "choose Forest")
    assert hand(game) == ["Swamp"]
    assert library(game) == ["Mountain", "Plains", "Forest"]


def test_scry_1_kept_on_top_is_drawn() -> None:
    """CR 701.22a: "put any number of them on the bottom": none is a choice; the card stays on top."""
    game = game_with("Test Opt", 1)
    game.apply_text("alice", "choose nothing")
    assert hand(game) == ["Forest"]
    assert library(game) == ["Swamp", "Mountain", "Plains"]


def test_scry_2_both_kept_in_the_order_chosen() -> None:
    """CR 701.22a: "the rest on top of your library in any order": the first chosen goes on top."""
    game = speaker_scrying()
    game.apply_text("alice", "choose nothing")
    game.apply_text("alice", "choose Swamp")
    game.apply_text("alice", "choose Forest")
    assert library(game) == ["Swamp", "Forest", "Mountain", "Plains"]


def test_scry_2_both_to_the_bottom_in_the_order_chosen() -> None:
    """CR 701.22a: "on the bottom of your library in any order": the last chosen is the bottom card."""
    game = speaker_scrying()
    game.apply_text("alice", "choose Swamp")
    game.apply_text("alice", "choose Forest")
    assert library(game) == ["Mountain", "Plains", "Swamp", "Forest"]


def test_scry_2_one_to_each_end() -> None:
    game = speaker_scrying()
    game.apply_text("alice", "choose Forest")
    game.apply_text("alice", "choose nothing")
    assert library(game) == ["Swamp", "Mountain", "Plains", "Forest"]
    assert any(e["event"] == "scry" and "1 on top, 1 on the bottom" in e["text"] for e in game.log)


def test_only_the_top_cards_can_be_chosen() -> None:
    """CR 701.22a: only the top N cards are looked at: a deeper card is hidden (401.2) and a card elsewhere
    is not one of them; both are refused and nothing changes."""
    game = speaker_scrying()
    before = game.to_json()
    mountain = game.state.players[0].library[2]
    with pytest.raises(IllegalAction) as hidden:
        game.apply(act.ChooseCard(mountain), "alice")
    assert "can see" in str(hidden.value)
    island = next(o for o in game.state.battlefield if game.state.name_of(o) == "Island")
    with pytest.raises(IllegalAction) as elsewhere:
        game.apply(act.ChooseCard(island), "alice")
    assert elsewhere.value.rule == "701.22a"
    assert game.to_json() == before


def test_the_opponent_is_not_shown_the_cards_looked_at() -> None:
    """CR 401.2, 701.22a: the scrying player looks at the cards; the other player sees only how many went where."""
    game = speaker_scrying()
    seen_by_bob = json.dumps(game.view("bob").observe())
    assert "Forest" not in seen_by_bob and "Swamp" not in seen_by_bob
    seen_by_alice = json.dumps(game.view("alice").observe())
    assert "Forest" in seen_by_alice and "Swamp" in seen_by_alice
    game.apply_text("alice", "choose Forest")
    game.apply_text("alice", "choose nothing")
    bob_log = [e["text"] for e in game.view("bob").log]
    assert "alice scries 2: 1 on top, 1 on the bottom" in bob_log
    assert not any("Forest" in t or "Swamp" in t for t in bob_log)
