"""Copies of spells (CR 707.10, 707.10c): Twincast of the pool."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec


def twincast_a_bolt() -> Game:
    """Bob's Lightning Bolt targets alice's Grizzly Bears; alice's Twincast copying it is resolving."""
    game = position(
        {
            "alice": {"hand": ["Twincast"], "battlefield": ["Island", "Island", "Grizzly Bears", "Hill Giant"]},
            "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        },
        active="bob",
    )
    game.apply_text("bob", "cast Lightning Bolt targeting Grizzly Bears")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "cast Twincast targeting Lightning Bolt")
    game.apply(act.Pass())
    game.apply(act.Pass())
    return game


def resolve_all(game: Game) -> None:
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())


def test_keeping_the_target_copies_it_and_the_copy_leaves_no_card() -> None:
    """CR 707.10c: choosing nothing keeps the target; 707.10a: the copy ceases to exist as it resolves."""
    game = Game.from_json(twincast_a_bolt().to_json())  # the choice pending survives a saved game
    d = game.decision
    assert isinstance(d, dec.ChooseCard) and d.purpose == "new_target" and d.optional
    game.apply(act.ChooseNothing())
    copy = game.state.stack[-1]
    assert copy.is_copy and game.state.name_of(copy.id) == "Lightning Bolt"
    resolve_all(game)
    bob = game.state.players[1]
    assert [game.state.name_of(c) for c in bob.graveyard] == ["Lightning Bolt"]
    assert any(game.state.name_of(c) == "Grizzly Bears" for c in game.state.players[0].graveyard)


def test_a_new_target_must_be_legal_and_is_what_the_copy_damages() -> None:
    game = twincast_a_bolt()
    (giant,) = ids(game, "Hill Giant")
    assert act.ChooseCard(giant) in game.legal_actions() and act.ChooseCard(-2) in game.legal_actions()
    game.apply(act.ChooseCard(giant))
    resolve_all(game)
    graveyard = [game.state.name_of(c) for c in game.state.players[0].graveyard]
    assert "Hill Giant" in graveyard and "Grizzly Bears" in graveyard  # the copy's 3, then the Bolt's


def test_a_copy_is_not_cast() -> None:
    """CR 707.10: no spell-cast event for the copy (so "whenever ... casts" doesn't trigger)."""
    game = twincast_a_bolt()
    game.apply(act.ChooseNothing())
    casts = [e for e in game.log if e["event"] == "cast"]
    assert len(casts) == 2  # the Bolt and Twincast
