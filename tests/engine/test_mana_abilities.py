"""Mana abilities (CR 605, 106): every one of a permanent's is usable; {X} in activation costs (107.3a)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

CARDS = database_with(
    {"name": "Test Grove", "type_line": "Land", "text": "{T}: Add {G}{G}."},
    {"name": "Test Bird", "mana_cost": "{G}", "type_line": "Creature — Bird", "text": "{T}: Add one mana of any color.", "power": "0", "toughness": "1"},
    {"name": "Test Talisman", "mana_cost": "{2}", "type_line": "Artifact", "text": "{1}, {T}: Add {B}{B}."},
    {"name": "Test Geode", "mana_cost": "{1}", "type_line": "Artifact", "text": "Sacrifice Test Geode: Add {R}."},
    {"name": "Test Crossroads", "type_line": "Land", "text": "{T}: Add {R} or {G}.\n{T}: Add {C}."},
    {"name": "Test Engine", "mana_cost": "{2}", "type_line": "Artifact", "text": "{X}, {T}: Test Engine deals X damage to any target."},
)


def test_a_land_that_adds_two_mana_pays_a_two_mana_spell() -> None:
    game = position({"alice": {"battlefield": ["Test Grove"], "hand": ["Grizzly Bears"]}, "bob": {}}, cards=CARDS)
    game.apply_text("alice", "cast Grizzly Bears")
    g = game.state
    assert [g.name_of(s.id) for s in g.stack] == ["Grizzly Bears"]
    assert g.players[0].pool == [0] * 6


def test_a_color_choice_is_part_of_the_action() -> None:
    """CR 106.1a: "one mana of any color": each color is its own action."""
    game = position({"alice": {"battlefield": ["Test Bird"]}, "bob": {}}, cards=CARDS)
    (bird,) = ids(game, "Test Bird")
    offered = [a for a in game.legal_actions(mana_abilities=True) if isinstance(a, act.ActivateMana)]
    assert {a.color for a in offered} == set("WUBRG")
    game.apply(act.ActivateMana(bird, 0, "U"))
    assert game.state.players[0].pool[1] == 1
    with pytest.raises(IllegalAction):
        game.apply(act.ActivateMana(bird, 0, "U"))  # tapped now (107.5)


def test_mana_abilities_with_other_costs() -> None:
    """{1},{T}: Add {B}{B} pays its {1} from elsewhere; "Sacrifice ~: Add {R}" sacrifices it."""
    game = position({"alice": {"battlefield": ["Test Talisman", "Mountain", "Test Geode"]}, "bob": {}}, cards=CARDS)
    g = game.state
    (talisman,), (geode,) = ids(game, "Test Talisman"), ids(game, "Test Geode")
    game.apply(act.ActivateMana(talisman, 0))
    assert g.players[0].pool == [0, 0, 2, 0, 0, 0]
    assert all(p.tapped for p in g.battlefield.values() if g.name_of(p.id) in ("Test Talisman", "Mountain"))
    game.apply(act.ActivateMana(geode, 0))
    assert g.players[0].pool[3] == 1 and geode not in g.battlefield
    assert g.players[0].graveyard and g.name_of(g.players[0].graveyard[-1]) == "Test Geode"


def test_every_mana_ability_of_a_permanent_is_offered() -> None:
    game = position({"alice": {"battlefield": ["Test Crossroads"]}, "bob": {}}, cards=CARDS)
    (land,) = ids(game, "Test Crossroads")
    offered = {(a.ability, a.color) for a in game.legal_actions(mana_abilities=True) if isinstance(a, act.ActivateMana)}
    assert offered == {(0, "R"), (0, "G"), (1, "")}
    game.apply_text("alice", "tap Test Crossroads for {C}")
    assert game.state.players[0].pool[5] == 1 and game.state.battlefield[land].tapped


def test_x_in_an_activated_ability() -> None:
    """CR 107.3a, 602.2b: X is chosen as the ability is activated, up to what can be paid."""
    game = position({"alice": {"battlefield": ["Test Engine", "Mountain", "Mountain", "Mountain"]}, "bob": {}}, cards=CARDS)
    (engine,) = ids(game, "Test Engine")
    game.apply(act.ActivateAbility(engine, 0))
    d = game.decision
    assert isinstance(d, dec.ChooseNumber) and (d.low, d.high) == (0, 3)
    game.apply(act.ChooseNumber(3))
    game.apply(act.ChooseTarget(-2))
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert game.state.players[1].life == 17


def test_automatic_payment_taps_lands_before_other_sources() -> None:
    """Scenario contract, "Paying costs": lands first; creatures' mana abilities only when lands aren't enough."""
    game = position({"alice": {"battlefield": ["Llanowar Elves", "Forest"], "hand": ["Giant Growth", "Grizzly Bears"]}, "bob": {}})
    g = game.state
    (elves,), (forest,) = ids(game, "Llanowar Elves"), ids(game, "Forest")
    game.apply_text("alice", "cast Giant Growth targeting Llanowar Elves")
    assert g.battlefield[forest].tapped and not g.battlefield[elves].tapped
