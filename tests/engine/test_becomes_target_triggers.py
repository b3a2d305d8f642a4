""""Whenever ~ becomes the target of a spell or ability an opponent controls" (CR 115.1, 603.2), with test
cards in the Oracle wording of Warden of the Woods (Core Set 2021) and Shield Mare (Core Set 2019).

It triggers as the spell is cast or the ability is put on the stack with ~ among its targets (601.2c,
602.2b); its controller's own spells don't count ("an opponent controls", 102.3).
"""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec

WARDEN = {
    "name": "Test Warden",
    "mana_cost": "{2}{G}{G}",
    "type_line": "Creature — Treefolk",
    "text": "Vigilance\nWhenever Test Warden becomes the target of a spell or ability an opponent controls, you may draw two cards.",
    "power": "5",
    "toughness": "7",
}
MARE = {
    "name": "Test Mare",
    "mana_cost": "{1}{W}{W}",
    "type_line": "Creature — Horse",
    "text": "When Test Mare enters the battlefield or becomes the target of a spell or ability an opponent controls, you gain 3 life.",
    "power": "2",
    "toughness": "3",
}
CARDS = database_with(WARDEN, MARE)


def game(players: dict[str, Any], active: str = "alice") -> Game:
    return position(players, cards=CARDS, active=active)


def test_an_opponents_spell_targeting_it_triggers() -> None:
    """Bob's Shock targets the Warden: the trigger goes on the stack above Shock and resolves first."""
    g = game({"alice": {"battlefield": ["Test Warden"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}}, active="bob")
    g.apply_text("bob", "cast Shock targeting Test Warden")
    assert [g.state.name_of(i.id) for i in g.state.stack][-1] == "Test Warden"
    hand = len(g.state.players[0].hand)
    g.apply_text("bob", "pass")
    g.apply_text("alice", "pass")
    assert isinstance(g.decision, dec.YesNo)
    g.apply_text("alice", "choose yes")
    assert len(g.state.players[0].hand) == hand + 2


def test_its_controllers_own_spell_doesnt_trigger() -> None:
    """CR 102.3: alice's own Shock on her Warden is not an opponent's."""
    g = game({"alice": {"battlefield": ["Test Warden", "Mountain"], "hand": ["Shock"]}, "bob": {}})
    g.apply_text("alice", "cast Shock targeting Test Warden")
    assert [g.state.name_of(i.id) for i in g.state.stack] == ["Shock"]


def test_a_spell_targeting_something_else_doesnt_trigger() -> None:
    g = game({"alice": {"battlefield": ["Test Warden", "Grizzly Bears"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}}, active="bob")
    g.apply_text("bob", "cast Shock targeting Grizzly Bears")
    assert [g.state.name_of(i.id) for i in g.state.stack] == ["Shock"]


def test_an_opponents_activated_ability_triggers_too() -> None:
    """CR 602.2b: Prodigal Pyromancer's ability targeting the Mare triggers it: alice gains 3."""
    g = game({"alice": {"battlefield": ["Test Mare"]}, "bob": {"battlefield": ["Prodigal Pyromancer"]}}, active="bob")
    g.apply_text("bob", "activate Prodigal Pyromancer targeting Test Mare")
    g.apply_text("bob", "pass")
    g.apply_text("alice", "pass")
    assert g.state.players[0].life == 23


def test_entering_triggers_the_same_ability() -> None:
    g = game({"alice": {"hand": ["Test Mare"], "battlefield": ["Plains"] * 3}, "bob": {}})
    g.apply_text("alice", "cast Test Mare")
    for _ in range(6):  # the Mare, then its enters trigger
        if not g.state.stack:
            break
        d = g.decision
        assert isinstance(d, dec.Priority)
        g.apply_text(d.player, "pass")
    assert not g.state.stack and g.state.players[0].life == 23
