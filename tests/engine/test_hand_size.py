"""Maximum hand size (CR 402.2, 514.1) and "You have no maximum hand size", with a test card in the
Oracle text of Reliquary Tower: the bundled pool prints none."""

from __future__ import annotations

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec

TOWER = {
    "name": "Test Reliquary Tower",
    "mana_cost": "",
    "type_line": "Land",
    "text": "You have no maximum hand size.\n{T}: Add {C}.",
}
NINE = ["Forest", "Island", "Grizzly Bears", "Hill Giant", "Gray Ogre", "Craw Wurm", "Shock", "Lightning Bolt", "Giant Growth"]


def to_cleanup(alice_battlefield: list[str], bob_battlefield: list[str]) -> Game:
    game = position(
        {"alice": {"hand": NINE, "battlefield": alice_battlefield}, "bob": {"battlefield": bob_battlefield}},
        step="end",
        cards=database_with(TOWER),
    )
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def test_with_no_maximum_hand_size_nothing_is_discarded_in_cleanup() -> None:
    """CR 402.2: the maximum is normally seven; the Tower's controller has none, so 514.1 asks nothing."""
    game = to_cleanup(["Test Reliquary Tower"], [])
    assert not isinstance(game.decision, dec.ChooseCard)
    assert len(game.state.players[0].hand) == 9
    assert game.state.players[0].graveyard == []


def test_the_opponents_tower_does_not_lift_the_limit() -> None:
    """CR 402.2: "You have no maximum hand size" is its controller's: with bob's Tower, alice discards two."""
    game = to_cleanup([], ["Test Reliquary Tower"])
    d = game.decision
    assert isinstance(d, dec.ChooseCard) and d.purpose == "cleanup_discard" and d.remaining == 2
