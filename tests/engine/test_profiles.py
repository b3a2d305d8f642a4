"""Rules profiles: small objects consulted at named points (specs/rules-profiles.md)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from tests.engine.helpers import position
from tolaria.errors import TolariaError
from tolaria.mtg import Game
from tolaria.mtg.rules import profiles

# A test profile that flips the mana switches the way the 2008 rules set them.
BURN = profiles.RulesProfile(
    "test-mana-burn",
    mana_burn=True,
    pools_empty_each_step=False,
    citations=MappingProxyType({"mana_burn": ("2008:300.3",)}),
)


def test_current_is_the_default_and_unknown_profiles_are_refused_clearly() -> None:
    assert profiles.profile("current") is profiles.CURRENT
    assert profiles.profile("classic-2008") is profiles.CLASSIC_2008
    with pytest.raises(TolariaError, match="unknown rules profile"):
        profiles.profile("tournament-1994")


def test_current_rules_empty_pools_each_step_without_burn() -> None:
    """CR 106.4: mana empties at the end of each step; no life is lost."""
    game = position({"alice": {"mana_pool": "{R}{R}"}, "bob": {}}, step="upkeep")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    g = game.state
    assert g.step.word == "draw" and g.players[0].pool == [0] * 6 and g.players[0].life == 20


def test_a_profile_switches_what_the_rules_modules_consult() -> None:
    """Mana floats from upkeep to draw (same phase) and burns when the phase ends."""
    profiles.register(BURN)
    game = position({"alice": {"mana_pool": "{R}{R}"}, "bob": {}}, step="upkeep", rules="test-mana-burn")
    g = game.state
    assert g.rules is BURN
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert g.step.word == "draw" and g.players[0].pool[3] == 2  # still in the beginning phase
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert g.step.word == "main1" and g.players[0].pool == [0] * 6
    assert g.players[0].life == 18
    burn = [e for e in game.events if e.kind == "mana_burn"]
    assert burn and burn[0].rules == ("2008:300.3",)


def test_games_name_their_profile_and_keep_it_through_json() -> None:
    profiles.register(BURN)
    game = Game.new(decks=["red-burn", "green-stompy"], rules=BURN)
    assert Game.from_json(game.to_json()).state.rules is BURN
    with pytest.raises(ValueError):
        profiles.register(replace(BURN, mana_burn=False))
