"""Protection from a creature type (CR 702.16a: "protection from Dogs"): the quality is a subtype, and a
source with it can't target (702.16b), damage (702.16e) or block (702.16f) the protected creature."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg.cards.keywords import Protection, parse_keyword

HOUND = {
    "name": "Test Hound",
    "mana_cost": "{1}{R}",
    "type_line": "Creature — Elemental Dog",
    "text": "{T}: Test Hound deals 1 damage to any target.",
    "power": "2",
    "toughness": "2",
}
WARDED_CAT = {
    "name": "Test Warded Cat",
    "mana_cost": "{W}",
    "type_line": "Creature — Cat",
    "text": "Protection from Dogs",
    "power": "1",
    "toughness": "1",
}


def test_protection_from_a_plural_creature_type_is_read() -> None:
    """CR 702.16a, 205.3m: "protection from Demons and from Dragons" names two creature types."""
    kw = parse_keyword("protection from Demons and from Dragons")
    assert kw == Protection(frozenset(), frozenset({"Demon", "Dragon"}))
    assert str(kw) == "protection from Demons and from Dragons"
    assert parse_keyword("protection from Wugs") is None  # not a creature type: not read


def _table() -> Game:
    return position(
        {"alice": {"battlefield": ["Test Hound", "Grizzly Bears"]}, "bob": {"battlefield": ["Test Warded Cat"]}},
        cards=database_with(HOUND, WARDED_CAT),
    )


def test_a_dogs_ability_cant_target_it() -> None:
    """CR 702.16b: the Dog's ability can't target the creature with protection from Dogs."""
    game = _table()
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "activate Test Hound targeting Test Warded Cat")
    game.apply_text("alice", "activate Test Hound targeting bob")


def test_damage_from_a_dog_is_prevented() -> None:
    """CR 702.16e: the 2 combat damage the Dog would deal to the creature blocking it is prevented (it may
    block a Dog: protection limits what blocks it, 702.16f); the Cat's 1 damage to the Dog is dealt."""
    game = position(
        {"alice": {"battlefield": ["Test Hound"]}, "bob": {"battlefield": ["Test Warded Cat"]}},
        step="beginning_of_combat",
        cards=database_with(HOUND, WARDED_CAT),
        do=["next step", {"alice": "attack with Test Hound"}, "next step", {"bob": "block Test Hound with Test Warded Cat"}, "to main2"],
    )
    g = game.state
    (cat,) = ids(game, "Test Warded Cat")
    (hound,) = ids(game, "Test Hound")
    assert g.battlefield[cat].damage == 0
    assert g.battlefield[hound].damage == 1
