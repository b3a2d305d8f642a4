"""Groups "named ~" (CR 201.2): Relentless Rats of the pool and a test card in the Oracle text of Plague
Rats (Alpha), whose power and toughness count the creatures of its name (604.3, 613.4a)."""

from __future__ import annotations

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg.rules.layers import chars

PLAGUE = {
    "name": "Test Plague Rats",
    "mana_cost": "{2}{B}",
    "type_line": "Creature — Rat",
    "text": "Test Plague Rats's power and toughness are each equal to the number of creatures named Test Plague Rats on the battlefield.",
    "power": "*",
    "toughness": "*",
}


def test_plague_rats_count_themselves_and_every_other_of_the_name() -> None:
    game = position(
        {"alice": {"battlefield": ["Test Plague Rats", "Test Plague Rats"]}, "bob": {"battlefield": ["Test Plague Rats", "Relentless Rats"]}},
        cards=database_with(PLAGUE),
    )
    for oid in ids(game, "Test Plague Rats"):
        c = chars(game.state, oid)
        assert (c.power, c.toughness) == (3, 3)


def test_a_lone_relentless_rats_is_a_2_2() -> None:
    """"each other creature ... named Relentless Rats": it doesn't count itself."""
    game = position({"alice": {"battlefield": ["Relentless Rats", "Grizzly Bears"]}, "bob": {}})
    (rats,) = ids(game, "Relentless Rats")
    c = chars(game.state, rats)
    assert (c.power, c.toughness) == (2, 2)
