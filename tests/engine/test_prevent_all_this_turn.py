"""Prevention of all damage for a turn (CR 615.1): Luminesce of the pool and a test card in the Oracle
text of Safe Passage (Magic 2010)."""

from __future__ import annotations

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

SAFE = {
    "name": "Test Safe Passage",
    "mana_cost": "{2}{W}",
    "type_line": "Instant",
    "text": "Prevent all damage that would be dealt to you and creatures you control this turn.",
}


def resolve_all(game: Game) -> None:
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())


def test_safe_passage_covers_the_player_and_their_creatures_not_the_opponents() -> None:
    game = position(
        {
            "alice": {"hand": ["Test Safe Passage"], "battlefield": ["Plains", "Plains", "Plains", "Grizzly Bears"]},
            "bob": {"hand": ["Lightning Bolt", "Shock", "Shock"], "battlefield": ["Mountain", "Mountain", "Mountain", "Hill Giant"]},
        },
        cards=database_with(SAFE),
    )
    game.apply_text("alice", "cast Test Safe Passage")
    resolve_all(game)
    game.apply(act.Pass())  # alice passes priority: bob may act
    game.apply_text("bob", "cast Lightning Bolt targeting alice")
    resolve_all(game)
    game.apply(act.Pass())
    game.apply_text("bob", "cast Shock#1 targeting Grizzly Bears")
    resolve_all(game)
    game.apply(act.Pass())
    game.apply_text("bob", "cast Shock targeting Hill Giant")
    resolve_all(game)
    assert game.state.players[0].life == 20
    (bears,) = ids(game, "Grizzly Bears")
    (giant,) = ids(game, "Hill Giant")
    assert game.state.battlefield[bears].damage == 0
    assert game.state.battlefield[giant].damage == 2


def test_the_shield_ends_with_the_turn() -> None:
    """CR 514.2: "this turn" ends in the cleanup step."""
    game = position({"alice": {"hand": ["Luminesce"], "battlefield": ["Plains"]}, "bob": {}}, step="main2")
    game.apply_text("alice", "cast Luminesce")
    resolve_all(game)
    assert game.state.shields
    while game.state.turn == 2:
        game.apply(act.Pass())
    assert not game.state.shields
