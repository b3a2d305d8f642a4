"""Entering the battlefield as a copy (CR 614.1c, 614.12, 707.2): Clone and Sculpting Steel of the pool."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.rules.layers import chars


def cast(card: str, lands: list[str], bob: list[str], alice: list[str] | None = None) -> Game:
    game = position({"alice": {"hand": [card], "battlefield": lands + (alice or [])}, "bob": {"battlefield": bob}})
    game.apply_text("alice", f"cast {card}")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def test_the_choice_is_asked_as_the_spell_resolves_and_offers_only_the_kind_named() -> None:
    """CR 614.12: the choice comes before it enters; "any artifact" offers Rod of Ruin, not Grizzly Bears."""
    game = cast("Sculpting Steel", ["Mountain"] * 3, ["Grizzly Bears", "Rod of Ruin"])
    d = game.decision
    assert isinstance(d, dec.ChooseCard) and d.purpose == "enter_as_copy" and d.optional
    (rod,) = ids(game, "Rod of Ruin")
    assert set(game.legal_actions()) == {act.ChooseCard(rod), act.ChooseNothing()}
    assert game.state.stack, "the spell is still on the stack while the choice is made"


def test_a_clone_that_copies_nothing_is_a_0_0_and_dies() -> None:
    """CR 707.2 unused: Clone enters as itself, 0/0, and goes to the graveyard (704.5f)."""
    game = cast("Clone", ["Island"] * 4, ["Grizzly Bears"])
    game.apply(act.ChooseNothing())
    assert game.state.players[0].graveyard and game.state.name_of(game.state.players[0].graveyard[0]) == "Clone"


def test_with_nothing_to_copy_no_choice_is_asked() -> None:
    """CR 614.1c: with no creature on the battlefield there is nothing to choose; Clone enters as itself."""
    game = cast("Clone", ["Island"] * 4, [])
    assert isinstance(game.decision, dec.Priority)
    assert game.state.name_of(game.state.players[0].graveyard[0]) == "Clone"


def test_the_copy_survives_a_saved_game_and_keeps_the_copied_values() -> None:
    """CR 707.2b: the copiable values are fixed as it enters; the choice pending round-trips through JSON."""
    game = cast("Clone", ["Island"] * 4, ["Hill Giant"])
    saved = Game.from_json(game.to_json())
    (giant,) = ids(saved, "Hill Giant")
    saved.apply(act.ChooseCard(giant))
    giants = ids(saved, "Hill Giant")
    assert len(giants) == 2
    mine = next(oid for oid in giants if chars(saved.state, oid).controller == 0)
    c = chars(saved.state, mine)
    assert (c.name, c.power, c.toughness) == ("Hill Giant", 3, 3)
