"""Redirection by a static ability (CR 614.9): Pariah of the pool."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec


def bolt_alice(alice_battlefield: list[object]) -> Game:
    game = position(
        {"alice": {"battlefield": alice_battlefield}, "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}},
        active="bob",
    )
    game.apply_text("bob", "cast Lightning Bolt targeting alice")
    return game


def resolve(game: Game) -> None:
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())


def test_damage_to_the_auras_controller_goes_to_the_enchanted_creature() -> None:
    game = bolt_alice([{"card": "Pariah", "attached_to": "giant"}, {"card": "Hill Giant", "id": "giant"}])
    resolve(game)
    assert game.state.players[0].life == 20
    assert any(game.state.name_of(c) == "Hill Giant" for c in game.state.players[0].graveyard)
    assert any(e["event"] == "redirect" and "614.9" in e["rules"] for e in game.log)


def test_redirected_damage_meets_the_creatures_protection() -> None:
    """CR 614.9 then 615: the damage now to the creature is prevented by its protection from red (702.16e)."""
    game = bolt_alice([{"card": "Pariah", "attached_to": "knight"}, {"card": "Paladin en-Vec", "id": "knight"}])
    resolve(game)
    assert game.state.players[0].life == 20
    (knight,) = ids(game, "Paladin en-Vec")
    assert game.state.battlefield[knight].damage == 0


def test_an_aura_that_enchants_nothing_redirects_nothing() -> None:
    """CR 614.9: with no enchanted creature the effect does nothing."""
    game = bolt_alice(["Pariah"])
    resolve(game)
    assert game.state.players[0].life == 17


def test_the_royal_guard_takes_only_unblocked_combat_damage() -> None:
    """CR 614.9, 509.1h: Hill Giant, blocked by Grizzly Bears, deals its damage to the Bears; the unblocked
    Savannah Lions' 2 goes to the Guard instead of alice."""
    game = position(
        {"alice": {"battlefield": ["Kjeldoran Royal Guard", "Grizzly Bears"]}, "bob": {"battlefield": ["Hill Giant", "Savannah Lions"]}},
        step="beginning_of_combat",
        active="bob",
        do=["next step", {"bob": "attack with Hill Giant, Savannah Lions"}, "next step", {"alice": "block Hill Giant with Grizzly Bears"}],
    )
    game.apply(act.Pass())  # bob
    game.apply_text("alice", "activate Kjeldoran Royal Guard")
    while game.state.step.word != "end_of_combat":
        game.apply(act.Pass())
    (guard,) = ids(game, "Kjeldoran Royal Guard")
    assert game.state.players[0].life == 20
    assert game.state.battlefield[guard].damage == 2
