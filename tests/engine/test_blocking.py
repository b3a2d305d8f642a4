"""Blocking more than one attacker (CR 509.1a) and requirements to block (509.1c), with test cards in the
Oracle text of Palace Guard and Two-Headed Giant of Foriys (Magic 2010, Alpha) and Prized Unicorn
(Magic 2010): the bundled pool holds only High Ground and Lure of the class."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

GUARD = {
    "name": "Test Palace Guard",
    "mana_cost": "{2}{W}",
    "type_line": "Creature — Human Soldier",
    "text": "Test Palace Guard can block any number of creatures.",
    "power": "1",
    "toughness": "4",
}
GIANT = {
    "name": "Test Two-Headed Giant",
    "mana_cost": "{4}{R}",
    "type_line": "Creature — Giant",
    "text": "Trample\nTest Two-Headed Giant can block an additional creature each combat.",
    "power": "4",
    "toughness": "4",
}
UNICORN = {
    "name": "Test Prized Unicorn",
    "mana_cost": "{3}{G}",
    "type_line": "Creature — Unicorn",
    "text": "All creatures able to block Test Prized Unicorn do so.",
    "power": "2",
    "toughness": "2",
}
MENACE_UNICORN = {**UNICORN, "name": "Test Menacing Unicorn", "text": "Menace\nAll creatures able to block Test Menacing Unicorn do so."}


def blocking(attackers: list[str], blockers: list[str]) -> Game:
    """Alice attacks with ``attackers``; bob, with ``blockers``, is to declare blockers."""
    return position(
        {"alice": {"battlefield": attackers}, "bob": {"battlefield": blockers}},
        step="beginning_of_combat",
        cards=database_with(GUARD, GIANT, UNICORN, MENACE_UNICORN),
        do=["next step", {"alice": "attack with " + ", ".join(attackers)}, "next step"],
    )


def one(game: Game, name: str) -> int:
    (oid,) = ids(game, name)
    return oid


def block(game: Game, blocker: str, *attackers: str) -> None:
    for a in attackers:
        game.apply(act.Block(one(game, blocker), one(game, a)), "bob")


def test_a_creature_that_can_block_any_number_blocks_every_attacker() -> None:
    """CR 509.1a with "can block any number of creatures": the Guard blocks all three attackers."""
    game = blocking(["Grizzly Bears", "Savannah Lions", "Hill Giant"], ["Test Palace Guard"])
    block(game, "Test Palace Guard", "Grizzly Bears", "Savannah Lions", "Hill Giant")
    game.apply(act.Declare(), "bob")
    c = game.state.combat
    assert c is not None and sorted(c.blockers[one(game, "Test Palace Guard")]) == sorted(
        one(game, n) for n in ("Grizzly Bears", "Savannah Lions", "Hill Giant")
    )


def test_one_additional_creature_is_two_and_no_more() -> None:
    """CR 509.1a: "can block an additional creature each combat" is two attackers; a third is refused."""
    game = blocking(["Grizzly Bears", "Savannah Lions", "Hill Giant"], ["Test Two-Headed Giant"])
    block(game, "Test Two-Headed Giant", "Grizzly Bears", "Savannah Lions")
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        block(game, "Test Two-Headed Giant", "Hill Giant")
    assert refused.value.rule == "509.1a"
    assert game.to_json() == before


def test_without_the_ability_a_creature_blocks_one_attacker() -> None:
    """CR 509.1a: Grizzly Bears blocks one attacker only."""
    game = blocking(["Savannah Lions", "Hill Giant"], ["Grizzly Bears"])
    block(game, "Grizzly Bears", "Savannah Lions")
    with pytest.raises(IllegalAction) as refused:
        block(game, "Grizzly Bears", "Hill Giant")
    assert refused.value.rule == "509.1a"


def test_no_blocks_breaks_the_requirement_of_the_unicorn() -> None:
    """CR 509.1c: both of bob's untapped creatures are able to block the Unicorn, so both must."""
    game = blocking(["Test Prized Unicorn", "Hill Giant"], ["Grizzly Bears", "Gray Ogre"])
    with pytest.raises(IllegalAction) as refused:
        game.apply(act.Declare(), "bob")
    assert refused.value.rule == "509.1c"
    block(game, "Grizzly Bears", "Test Prized Unicorn")
    assert act.Declare() not in game.legal_actions()  # Gray Ogre is still able to block it
    block(game, "Gray Ogre", "Test Prized Unicorn")
    assert act.Declare() in game.legal_actions()
    game.apply(act.Declare(), "bob")
    assert not isinstance(game.decision, dec.DeclareBlockers)


def test_a_creature_that_can_block_two_blocks_the_unicorn_and_may_block_another() -> None:
    """CR 509.1c: the requirement is one block; its second may go to any attacker."""
    game = blocking(["Test Prized Unicorn", "Hill Giant"], ["Test Two-Headed Giant"])
    block(game, "Test Two-Headed Giant", "Hill Giant")
    with pytest.raises(IllegalAction):
        game.apply(act.Declare(), "bob")
    block(game, "Test Two-Headed Giant", "Test Prized Unicorn")
    game.apply(act.Declare(), "bob")


def test_a_requirement_no_legal_declaration_can_obey_binds_nothing() -> None:
    """CR 509.1c: obeying must not break a restriction: one creature alone can't block a creature with
    menace (702.111b), so the requirement of a menacing lure can't be obeyed, and no block is legal."""
    game = blocking(["Test Menacing Unicorn", "Hill Giant"], ["Grizzly Bears"])
    assert act.Declare() in game.legal_actions()  # no blocks at all
    block(game, "Grizzly Bears", "Hill Giant")
    game.apply(act.Declare(), "bob")
    assert not isinstance(game.decision, dec.DeclareBlockers)


def test_two_creatures_together_obey_the_menacing_lure() -> None:
    """CR 509.1c with menace: two creatures can block it together, so both must."""
    game = blocking(["Test Menacing Unicorn"], ["Grizzly Bears", "Gray Ogre"])
    with pytest.raises(IllegalAction) as refused:
        game.apply(act.Declare(), "bob")
    assert refused.value.rule == "509.1c"
