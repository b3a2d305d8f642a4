"""A spell's own statics (issue 8): "As an additional cost to cast ~, ..." (CR 601.2b, 601.2h) and
"This spell can't be countered" (CR 113.6g, 101.2), with test cards in the Oracle text of core-set
cards (Village Rites, Tormenting Voice, Great Sable Stag): the bundled pool prints neither.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg.carddb import CardDatabase

RITES = {
    "name": "Test Village Rites",
    "mana_cost": "{B}",
    "type_line": "Instant",
    "text": "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.",
}
VOICE = {
    "name": "Test Tormenting Voice",
    "mana_cost": "{1}{R}",
    "type_line": "Sorcery",
    "text": "As an additional cost to cast this spell, discard a card.\nDraw two cards.",
}
STAG = {
    "name": "Test Sable Stag",
    "mana_cost": "{1}{G}{G}",
    "type_line": "Creature — Elk",
    "text": "This spell can't be countered.",
    "power": "3",
    "toughness": "3",
}


def cards() -> CardDatabase:
    return database_with(RITES, VOICE, STAG)


def names(game: Game, player: str, zone: str) -> list[str]:
    g = game.state
    p = next(q for q in g.players if q.name == player)
    return sorted(g.name_of(c) for c in getattr(p, zone))


def battlefield(game: Game, player: str) -> list[str]:
    g = game.state
    who = next(i for i, q in enumerate(g.players) if q.name == player)
    return sorted(g.name_of(o) for o, perm in g.battlefield.items() if perm.controller == who)


def test_the_sacrifice_is_paid_as_the_spell_is_cast() -> None:
    """CR 601.2h: the additional cost is paid with the mana cost, before the spell resolves."""
    game = position({"alice": {"hand": ["Test Village Rites"], "battlefield": ["Grizzly Bears", "Swamp"]}, "bob": {}}, cards=cards())
    game.apply_text("alice", "cast Test Village Rites")
    assert names(game, "alice", "graveyard") == ["Grizzly Bears"]  # sacrificed with the spell on the stack
    assert [game.state.name_of(i.id) for i in game.state.stack] == ["Test Village Rites"]
    assert any("601.2h" in e["rules"] for e in game.log if e["event"] == "sacrifice")


def test_the_caster_chooses_which_creature_to_sacrifice() -> None:
    """CR 601.2h, 701.21a: with two creatures the caster chooses the one sacrificed."""
    game = position(
        {"alice": {"hand": ["Test Village Rites"], "battlefield": ["Grizzly Bears", "Hill Giant", "Swamp"]}, "bob": {}}, cards=cards()
    )
    game.apply_text("alice", "cast Test Village Rites")
    game.apply_text("alice", "choose Hill Giant")
    assert names(game, "alice", "graveyard") == ["Hill Giant"]
    assert battlefield(game, "alice") == ["Grizzly Bears", "Swamp"]


def test_without_a_creature_to_sacrifice_the_spell_cant_be_cast() -> None:
    """CR 601.2h, 118.3: a cost that can't be paid means the spell can't be cast; the game is unchanged."""
    game = position({"alice": {"hand": ["Test Village Rites"], "battlefield": ["Swamp"]}, "bob": {}}, cards=cards())
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("alice", "cast Test Village Rites")
    assert refused.value.rule == "601.2h"
    assert game.to_json() == before


def test_the_discard_cost_cant_discard_the_spell_itself() -> None:
    """CR 601.2a: the spell being cast has left the hand, so with no other card the discard can't be paid."""
    game = position({"alice": {"hand": ["Test Tormenting Voice"], "battlefield": ["Mountain", "Mountain"]}, "bob": {}}, cards=cards())
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "cast Test Tormenting Voice")


def test_the_discarded_card_goes_as_the_spell_is_cast() -> None:
    """CR 601.2h, 701.9a: the other card in hand is discarded to pay the cost; then the spell draws two."""
    game = position(
        {"alice": {"hand": ["Test Tormenting Voice", "Grizzly Bears"], "battlefield": ["Mountain", "Mountain"]}, "bob": {}},
        cards=cards(),
    )
    game.apply_text("alice", "cast Test Tormenting Voice")
    assert names(game, "alice", "graveyard") == ["Grizzly Bears"]
    assert names(game, "alice", "hand") == []
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert len(names(game, "alice", "hand")) == 2
    assert names(game, "alice", "graveyard") == ["Grizzly Bears", "Test Tormenting Voice"]


def test_a_spell_that_cant_be_countered_resolves_through_a_counterspell() -> None:
    """CR 113.6g: "This spell can't be countered" works on the stack; 101.2: the "can't" wins, so
    Counterspell may target it (it is a spell) but it stays on the stack and then resolves."""
    game = position(
        {
            "alice": {"hand": ["Test Sable Stag"], "battlefield": ["Forest", "Forest", "Forest"]},
            "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]},
        },
        cards=cards(),
    )
    game.apply_text("alice", "cast Test Sable Stag")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "cast Counterspell targeting Test Sable Stag")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "pass")
    assert names(game, "bob", "graveyard") == ["Counterspell"]
    assert [game.state.name_of(i.id) for i in game.state.stack] == ["Test Sable Stag"]
    game.apply_text("alice", "pass")  # CR 117.3b: after a resolution the active player receives priority
    game.apply_text("bob", "pass")
    assert "Test Sable Stag" in battlefield(game, "alice")


def test_a_spell_without_it_is_countered() -> None:
    """CR 701.6a: the same position with Grizzly Bears: Counterspell counters it."""
    game = position(
        {
            "alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
            "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]},
        },
        cards=cards(),
    )
    game.apply_text("alice", "cast Grizzly Bears")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "cast Counterspell targeting Grizzly Bears")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "pass")
    assert names(game, "alice", "graveyard") == ["Grizzly Bears"]
