"""Statics that change damage (CR 614.1a, 615.1, 616.1): Furnace of Rath of the pool and a test card in the
Oracle text of Fiery Emancipation (Core Set 2021)."""

from __future__ import annotations

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

FIERY = {
    "name": "Test Fiery Emancipation",
    "mana_cost": "{3}{R}{R}{R}",
    "type_line": "Enchantment",
    "text": "If a source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.",
}


def shock_bob(alice: list[object], bob: list[object]) -> Game:
    game = position(
        {"alice": {"hand": ["Shock"], "battlefield": ["Mountain", *alice]}, "bob": {"battlefield": bob}},
        cards=database_with(FIERY),
    )
    game.apply_text("alice", "cast Shock targeting bob")
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())
    return game


def test_two_furnaces_each_double_once() -> None:
    """CR 616.1f: each replacement effect applies once to the event: 2, 4, then 8."""
    game = shock_bob(["Furnace of Rath"], ["Furnace of Rath"])
    assert game.state.players[1].life == 12


def test_triple_damage_only_from_your_sources() -> None:
    """"a source you control": alice's Shock is tripled by her own enchantment, not by bob's."""
    assert shock_bob(["Test Fiery Emancipation"], []).state.players[1].life == 14
    assert shock_bob([], ["Test Fiery Emancipation"]).state.players[1].life == 18


def test_doubling_and_a_shield_are_ordered_by_the_affected_player() -> None:
    """CR 616.1: doubling then preventing 1 leaves 3; preventing 1 then doubling leaves 2. Bob chooses."""
    game = position(
        {"alice": {"hand": ["Shock"], "battlefield": ["Mountain", "Furnace of Rath"]}, "bob": {"battlefield": ["Samite Healer"]}},
        active="bob",
    )
    game.apply_text("bob", "activate Samite Healer targeting bob")
    game.apply(act.Pass())
    game.apply(act.Pass())  # the shield is up
    game.apply(act.Pass())
    game.apply_text("alice", "cast Shock targeting bob")
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())
    d = game.decision
    assert isinstance(d, dec.OrderEffects) and d.player == "bob"
    shield = next(a for a in game.legal_actions() if isinstance(a, act.ChooseEffect) and a.effect.startswith("shield"))
    game.apply(shield)
    assert game.state.players[1].life == 18
