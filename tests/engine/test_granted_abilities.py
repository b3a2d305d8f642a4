"""Abilities granted in quotation marks (CR 113.10) and the other layer-4/6 statics of Auras and
Equipment: the stack names a granted ability by the card whose text grants it, a save holding one
plays on the same, and "is a Knight in addition to its other types" adds the subtype (205.1b)."""

from __future__ import annotations

import pytest

from tolaria.mtg import Game
from tolaria.mtg.coverage import reference_set_path
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.rules.layers import chars

from .helpers import ids

M21 = reference_set_path("M21")

_TEACHINGS = """
name: granted ping
turn: {active: alice, step: main1}
players:
  alice:
    battlefield: [{card: Grizzly Bears, id: bears}, {card: Arcane Teachings, attached_to: bears}]
  bob: {}
do:
  - alice: activate bears targeting bob
"""


def test_a_granted_ability_on_the_stack_is_named_by_the_granting_card() -> None:
    """CR 113.7, 113.10: the ability's source is the creature; its text is Arcane Teachings'."""
    game = Game.from_scenario(_TEACHINGS)
    (item,) = game.state.stack
    assert item.kind is StackKind.ACTIVATED
    assert item.granted and item.card == "Arcane Teachings" and item.ability == 0
    assert item.source == ids(game, "Grizzly Bears")[0]
    assert game.state.name_of(item.id) == "Grizzly Bears"


def test_a_save_with_a_granted_ability_on_the_stack_resolves_the_same() -> None:
    game = Game.from_scenario(_TEACHINGS)
    again = Game.from_json(game.to_json())
    assert again.state.stack[0].granted
    for g in (game, again):
        g.apply_text("alice", "pass")
        g.apply_text("bob", "pass")
    assert game.state.players[1].life == again.state.players[1].life == 19


def test_the_ability_leaves_with_the_aura() -> None:
    """CR 611.3a: once Arcane Teachings is gone, the creature has no activated ability."""
    game = Game.from_scenario(_TEACHINGS.replace("  - alice: activate bears targeting bob\n", ""))
    g = game.state
    bears = ids(game, "Grizzly Bears")[0]
    assert len(chars(g, bears).activated) == 1
    plain = Game.from_scenario(_TEACHINGS.replace(", {card: Arcane Teachings, attached_to: bears}", "").replace(
        "  - alice: activate bears targeting bob\n", ""))
    assert chars(plain.state, ids(plain, "Grizzly Bears")[0]).activated == ()


@pytest.mark.skipif(M21 is None, reason="no M21 card file")
def test_dub_adds_the_knight_subtype_and_keeps_the_others() -> None:
    """CR 205.1b, 613.1d: "is a Knight in addition to its other types"."""
    game = Game.from_scenario(
        """
name: dub
turn: {active: alice, step: main1}
players:
  alice:
    battlefield: [{card: Concordia Pegasus, id: p}, {card: Dub, attached_to: p}]
  bob: {}
""",
        cards=M21,
    )
    c = chars(game.state, ids(game, "Concordia Pegasus")[0])
    assert c.subtypes == frozenset({"Pegasus", "Knight"})


def test_an_effect_granting_an_ability_survives_a_save() -> None:
    """CR 611.2a, 113.10: Spawning Pool's effect (a Become with a quoted ability) is kept in a save."""
    game = Game.from_scenario(
        """
name: pool
turn: {active: alice, step: main1}
players:
  alice:
    battlefield: [Spawning Pool, Swamp, Swamp, Swamp]
  bob: {}
do:
  - alice: activate Spawning Pool:2
  - resolve
"""
    )
    again = Game.from_json(game.to_json())
    for g in (game, again):
        pool = ids(g, "Spawning Pool")[0]
        c = chars(g.state, pool)
        assert c.is_creature and c.is_land and (c.power, c.toughness) == (1, 1)
        assert [a.text for a in c.activated][-1] == "{B}: Regenerate this creature"


M19 = reference_set_path("M19")


@pytest.mark.skipif(M19 is None, reason="no M19 card file")
def test_becoming_a_bear_berserker_replaces_the_creature_types() -> None:
    """CR 205.1a: "becomes a Bear Berserker": Human Berserker is Bear Berserker until end of turn."""
    game = Game.from_scenario(
        """
name: ursine
turn: {active: alice, step: main1}
players:
  alice:
    battlefield: [Ursine Champion, Forest, Forest, Forest, Forest, Forest, Forest]
  bob: {}
do:
  - alice: activate Ursine Champion
  - resolve
""",
        cards=M19,
    )
    c = chars(game.state, ids(game, "Ursine Champion")[0])
    assert c.subtypes == frozenset({"Bear", "Berserker"})


@pytest.mark.skipif(M19 is None, reason="no M19 card file")
def test_a_token_with_an_ability_in_quotation_marks_survives_a_save() -> None:
    """CR 111.3: the token's abilities are part of its definition, which a save keeps."""
    game = Game.from_scenario(
        """
name: egg
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Shock]
    battlefield: [Dragon Egg, Mountain, Mountain]
  bob: {}
do:
  - alice: cast Shock targeting Dragon Egg
  - resolve
  - resolve
  - alice: activate Dragon Token
""",
        cards=M19,
    )
    again = Game.from_json(game.to_json(), cards=M19)
    for g in (game, again):
        g.apply_text("alice", "pass")
        g.apply_text("bob", "pass")
        assert chars(g.state, ids(g, "Dragon Token")[0]).power == 3


def test_an_aura_forbidding_every_activated_ability_stops_mana_abilities_too() -> None:
    """CR 602.5: without "unless they're mana abilities", the creature's mana ability can't be activated,
    by its controller or by a payment."""
    from tolaria.errors import IllegalAction

    from .helpers import database_with, position

    db = database_with(
        {
            "name": "Test Cage",
            "mana_cost": "{1}{W}",
            "type_line": "Enchantment — Aura",
            "text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
        }
    )
    game = position(
        {
            "alice": {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}, {"card": "Test Cage", "attached_to": "elves"}],
                      "hand": ["Grizzly Bears"]},
            "bob": {},
        },
        cards=db,
    )
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("alice", "tap elves for {G}")
    assert refused.value.rule == "602.5"
    assert not any(a.__class__.__name__ == "CastSpell" for a in game.legal_actions())
