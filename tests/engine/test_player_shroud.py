"""Players with shroud or hexproof (CR 702.18a, 702.11b): True Believer of the pool and a test card with
Leyline of Sanctity's "You have hexproof." (Magic 2020)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

WARD = {"name": "Test Sanctity", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "text": "You have hexproof."}


def test_shroud_keeps_even_its_controllers_spells_off() -> None:
    """CR 702.18a: no spell may target a player with shroud, their own neither; Shock's only player is bob."""
    game = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain", "True Believer"]}, "bob": {}})
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("alice", "cast Shock targeting alice")
    assert refused.value.rule == "702.18a"
    game.apply_text("alice", "cast Shock targeting bob")


def test_hexproof_stops_only_the_opponents() -> None:
    """CR 702.11b: alice's own Healing Salve may target her; bob's Shock may not."""
    game = position(
        {
            "alice": {"hand": ["Healing Salve"], "battlefield": ["Plains", "Test Sanctity"]},
            "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]},
        },
        cards=database_with(WARD),
    )
    game.apply_text("alice", "cast Healing Salve targeting alice choosing 1")
    game.apply(act.Pass())
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("bob", "cast Shock targeting alice")
    assert refused.value.rule == "702.11b"


def test_a_warded_player_is_no_candidate() -> None:
    """CR 601.2c, 702.11b: Mind Rot's "target player" may be alice, not hexproof bob."""
    game = position(
        {"alice": {"hand": ["Mind Rot"], "battlefield": ["Swamp", "Swamp", "Swamp"]}, "bob": {"battlefield": ["Test Sanctity"]}},
        cards=database_with(WARD),
    )
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("alice", "cast Mind Rot targeting bob")
    assert refused.value.rule == "702.11b"
    game.apply_text("alice", "cast Mind Rot targeting alice")
    assert isinstance(game.decision, dec.Priority) and game.state.stack
