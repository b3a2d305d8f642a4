"""Removing counters from the source as an activation cost (CR 118.3, 122.1), with a test card in the
Oracle wording of Core Set 2019's Magistrate's Scepter and Dragon's Hoard.

CR 118.3: a player can't pay a cost without the resources to pay it fully: three charge counters
to remove need three on the source; they come off as the cost is paid (602.2b, 601.2h).
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.grammar.compiler import compile_text

SCEPTER = {
    "name": "Test Scepter",
    "mana_cost": "{4}",
    "type_line": "Artifact",
    "text": "{4}, {T}: Put a charge counter on Test Scepter.\n{T}, Remove three charge counters from Test Scepter: Draw a card.",
}
CARDS = database_with(SCEPTER)


def game(charge: int) -> Game:
    return position({"alice": {"battlefield": [{"card": "Test Scepter", "counters": {"charge": charge}}]}, "bob": {}}, cards=CARDS)


def test_the_cost_is_read() -> None:
    c = compile_text(SCEPTER["text"], "Test Scepter")
    assert not c.unread
    cost = c.activated[1].cost
    assert cost.tap and cost.remove_counters == ab.CounterCost("charge", 3)


def test_too_few_counters_refuse_the_activation_and_change_nothing() -> None:
    """CR 118.3: two charge counters can't pay "Remove three charge counters"."""
    g = game(2)
    before = g.to_json()
    with pytest.raises(IllegalAction) as refused:
        g.apply_text("alice", "activate Test Scepter:2")
    assert refused.value.rule == "118.3" and "charge" in str(refused.value)
    assert g.to_json() == before
    assert not any("Test Scepter:2" in str(a) for a in g.legal_actions())


def test_paying_removes_the_counters_and_the_ability_resolves() -> None:
    g = game(3)
    hand = len(g.state.players[0].hand)
    g.apply_text("alice", "activate Test Scepter:2")
    scepter = g.state.battlefield[ids(g, "Test Scepter")[0]]
    assert scepter.counters.get("charge", 0) == 0 and scepter.tapped
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    assert len(g.state.players[0].hand) == hand + 1
