""""~ can attack as though it didn't have defender" (CR 702.3b) under an "as long as" (CR 611.3a), with
test cards in the Oracle wording of Drowsing Tyrannodon (Core Set 2021) and Novice Knight (Core Set 2019).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game

TYRANNODON = {
    "name": "Test Tyrannodon",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Dinosaur",
    "text": "Defender\nAs long as you control a creature with power 4 or greater, Test Tyrannodon can attack as though it didn't have defender.",
    "power": "3",
    "toughness": "3",
}
KNIGHT = {
    "name": "Test Knight",
    "mana_cost": "{W}",
    "type_line": "Creature — Human Knight",
    "text": "Defender\nAs long as Test Knight is enchanted or equipped, it can attack as though it didn't have defender.",
    "power": "2",
    "toughness": "3",
}
CARDS = database_with(TYRANNODON, KNIGHT)


def at_attacks(alice: list[Any]) -> Game:
    return position({"alice": {"battlefield": alice}, "bob": {}}, step="beginning_of_combat", cards=CARDS, do=["next step"])


def test_defender_still_stops_it_without_the_condition() -> None:
    """CR 702.3b: with no creature of power 4 or greater, the Tyrannodon can't attack; nothing changes."""
    g = at_attacks(["Test Tyrannodon", "Grizzly Bears"])
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "attack with Test Tyrannodon")
    assert g.to_json() == before


def test_with_a_big_creature_it_attacks() -> None:
    """CR 611.3a: Craw Wurm (6/4) makes the condition true; the Tyrannodon attacks and deals 3."""
    g = at_attacks(["Test Tyrannodon", "Craw Wurm"])
    g.apply_text("alice", "attack with Test Tyrannodon")
    g.apply_text("alice", "pass")
    assert g.state.combat is not None and len(g.state.combat.attackers) == 1


def test_enchanted_or_equipped() -> None:
    """An Aura (Holy Strength) or an Equipment (Leonin Scimitar) on the Knight lets it attack; bare, it can't."""
    bare = at_attacks(["Test Knight"])
    with pytest.raises(IllegalAction):
        bare.apply_text("alice", "attack with Test Knight")
    for attached in ("Holy Strength", "Leonin Scimitar"):
        g = at_attacks([{"card": "Test Knight", "id": "knight"}, {"card": attached, "attached_to": "knight"}])
        g.apply_text("alice", "attack with Test Knight")
        g.apply_text("alice", "pass")
        assert g.state.combat is not None and len(g.state.combat.attackers) == 1, attached
