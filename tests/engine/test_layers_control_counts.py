"""Auras that change control (CR 303.4m, 613.1b) and characteristic-defining abilities counting cards in
graveyards (604.3, 613.4a): Persuasion and Mortivore of the pool, and test cards in the Oracle text of
Steal Artifact (Alpha) and Enigma Drake (Core Set 2019)."""

from __future__ import annotations

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import Continuous, ControlledBySourceController, PTEqualToCards
from tolaria.mtg.rules.layers import chars

STEAL = {
    "name": "Test Steal Artifact",
    "mana_cost": "{2}{U}{U}",
    "type_line": "Enchantment — Aura",
    "text": "Enchant artifact\nYou control enchanted artifact.",
}
DRAKE = {
    "name": "Test Enigma Drake",
    "mana_cost": "{1}{U}{R}",
    "type_line": "Creature — Drake",
    "text": "Flying\nTest Enigma Drake's power is equal to the number of instant and sorcery cards in your graveyard.",
    "power": "*",
    "toughness": "4",
}


def test_control_of_the_enchanted_artifact_follows_the_aura() -> None:
    """CR 303.4m, 613.1b: "You control enchanted artifact": the Aura's controller controls what it enchants."""
    game = position(
        {
            "alice": {"battlefield": [{"card": "Test Steal Artifact", "attached_to": "Leonin Scimitar"}]},
            "bob": {"battlefield": ["Leonin Scimitar"]},
        },
        cards=database_with(STEAL),
    )
    (scimitar,) = ids(game, "Leonin Scimitar")
    assert chars(game.state, scimitar).controller == 0


def test_a_control_aura_on_what_it_cannot_enchant_controls_nothing() -> None:
    """"Enchanted artifact" names an artifact: the effect does nothing to a creature it is attached to."""
    game = position(
        {
            "alice": {"battlefield": [{"card": "Test Steal Artifact", "attached_to": "Grizzly Bears"}]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        },
        cards=database_with(STEAL),
    )
    (bears,) = ids(game, "Grizzly Bears")
    assert chars(game.state, bears).controller == 1


def test_enigma_drake_counts_only_its_controllers_graveyard_and_keeps_its_toughness() -> None:
    """CR 604.3, 613.4a: "~'s power is equal to the number of instant and sorcery cards in your graveyard"."""
    game = position(
        {
            "alice": {"battlefield": ["Test Enigma Drake"], "graveyard": ["Shock", "Lava Axe", "Grizzly Bears"]},
            "bob": {"graveyard": ["Lightning Bolt", "Giant Growth"]},
        },
        cards=database_with(DRAKE),
    )
    (drake,) = ids(game, "Test Enigma Drake")
    c = chars(game.state, drake)
    assert (c.power, c.toughness) == (2, 4)


def test_mortivore_counts_every_graveyard() -> None:
    game = position(
        {"alice": {"battlefield": ["Mortivore"], "graveyard": ["Grizzly Bears"]}, "bob": {"graveyard": ["Hill Giant", "Shock"]}}
    )
    (mortivore,) = ids(game, "Mortivore")
    c = chars(game.state, mortivore)
    assert (c.power, c.toughness) == (2, 2)


def test_the_compiled_trees() -> None:
    control = compile_text("Enchant creature\nYou control enchanted creature.", "Persuasion")
    assert not control.unread
    assert any(isinstance(s, Continuous) and s.modifications == (ControlledBySourceController(),) for s in control.statics)
    drake = compile_text(DRAKE["text"], DRAKE["name"])
    assert not drake.unread
    (static,) = [s for s in drake.statics if isinstance(s, Continuous)]
    (mod,) = static.modifications
    assert isinstance(mod, PTEqualToCards) and mod.power_only and not mod.all_graveyards


def test_a_count_of_permanents_in_graveyards_is_unread() -> None:
    """Only cards lie in a graveyard: "creatures in your graveyard" is not read."""
    c = compile_text("Test's power is equal to the number of creatures in your graveyard.", "Test")
    assert c.unread
