"""Costs to block (CR 509.1d-f), with a test card in Oracle style: the reference sets print none.

Costs to attack are scenario files (Windborn Muse, tests/scenarios/508-declare-attackers/).
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game

TOLL = {
    "name": "Test Toll Bridge",
    "mana_cost": "{2}",
    "type_line": "Artifact",
    "text": "Creatures can't block unless their controller pays {1} for each blocking creature they control.",
}


def blocking(bob_lands: int) -> Game:
    """Alice's Hill Giant attacks; bob, with two Grizzly Bears and ``bob_lands`` Forests, is to declare blockers."""
    cards = database_with(TOLL)
    return position(
        {
            "alice": {"battlefield": ["Hill Giant", "Test Toll Bridge"]},
            "bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"] + ["Forest"] * bob_lands},
        },
        step="beginning_of_combat",
        cards=cards,
        do=["next step", {"alice": "attack with Hill Giant"}, "next step"],
    )


def forests_tapped(game: Game) -> int:
    g = game.state
    return sum(1 for p in g.battlefield.values() if g.name_of(p.id) == "Forest" and p.tapped)


def test_the_block_cost_is_paid_for_each_blocking_creature() -> None:
    """CR 509.1d: the total cost to block is determined and locked in; 509.1f: then paid in full."""
    game = blocking(bob_lands=2)
    game.apply_text("bob", "block Hill Giant with Grizzly Bears#1, Grizzly Bears#2")
    assert forests_tapped(game) == 2
    assert any(e["event"] == "combat_cost" and "509.1f" in e["rules"] for e in game.log)


def test_a_block_that_cant_be_paid_is_refused_and_changes_nothing() -> None:
    """CR 509.1f: "Partial payments are not allowed": two blockers need {2}; one Forest is refused."""
    game = blocking(bob_lands=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("bob", "block Hill Giant with Grizzly Bears#1, Grizzly Bears#2")
    assert refused.value.rule == "509.1f"
    assert game.to_json() == before
    game.apply_text("bob", "block Hill Giant with Grizzly Bears#1")  # one blocker costs {1}: paid
    assert forests_tapped(game) == 1


def test_no_block_costs_nothing() -> None:
    game = blocking(bob_lands=0)
    game.apply_text("bob", "no block")
    assert not any(e["event"] == "combat_cost" for e in game.log)
