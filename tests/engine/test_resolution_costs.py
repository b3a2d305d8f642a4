"""Costs paid as an ability resolves and "If you do" (CR 118.12), and "deals combat damage to a player"
(CR 510.2), with test cards in the Oracle wording of Core Set 2019-2021 cards (Mentor of the Meek,
Dire Fleet Warmonger, Liliana's Devotee, Jeskai Elder).

CR 118.12: "[A player] may [do something]. If [that player] does, [effect]": the action is a cost
paid when the ability resolves, and the "If you do" clause checks whether it was paid.
"""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.grammar.compiler import compile_text
from tolaria.mtg.rules.layers import chars

MENTOR = {
    "name": "Test Mentor",
    "mana_cost": "{W}",
    "type_line": "Creature — Human Soldier",
    "text": "When Test Mentor enters the battlefield, you may pay {1}. If you do, draw a card.",
    "power": "1",
    "toughness": "1",
}
WARMONGER = {
    "name": "Test Warmonger",
    "mana_cost": "{B}",
    "type_line": "Creature — Zombie Pirate",
    "text": "When Test Warmonger enters the battlefield, you may sacrifice another creature. If you do, Test Warmonger gets +2/+2 and gains trample until end of turn.",
    "power": "1",
    "toughness": "1",
}
ELDER = {
    "name": "Test Elder",
    "mana_cost": "{1}{U}",
    "type_line": "Creature — Human Monk",
    "text": "Whenever Test Elder deals combat damage to a player, you may draw a card. If you do, discard a card.",
    "power": "1",
    "toughness": "2",
}
SPARKER = {
    "name": "Test Sparker",
    "mana_cost": "{1}{R}",
    "type_line": "Creature — Human Shaman",
    "text": "{T}: Test Sparker deals 1 damage to any target.\nWhenever Test Sparker deals combat damage to a player, you gain 3 life.",
    "power": "1",
    "toughness": "1",
}
GLOVES = {
    "name": "Test Gloves",
    "mana_cost": "{2}",
    "type_line": "Artifact — Equipment",
    "text": "Whenever equipped creature deals combat damage to a player, you may draw a card.\nEquip {2}",
}
CARDS = database_with(MENTOR, WARMONGER, ELDER, SPARKER, GLOVES)


def game(players: dict[str, Any], **top: Any) -> Game:
    return position(players, cards=CARDS, **top)


def until_asked(g: Game) -> dec.YesNo:
    """Pass priority until the trigger's "you may" is asked (603.5)."""
    for _ in range(20):
        d = g.decision
        if isinstance(d, dec.YesNo):
            return d
        assert isinstance(d, dec.Priority), d
        g.apply_text(d.player, "pass")
    raise AssertionError("never asked")


def hand(g: Game, player: int = 0) -> int:
    return len(g.state.players[player].hand)


def tapped_lands(g: Game) -> int:
    return sum(1 for p in g.state.battlefield.values() if p.tapped and g.state.name_of(p.id) == "Plains")


# ------------------------------------------------------------------ the grammar


def test_the_cost_and_its_if_you_do_are_read() -> None:
    c = compile_text(MENTOR["text"], "Test Mentor")
    assert not c.unread
    t = c.triggered[0]
    assert t.optional
    assert t.effect.steps == (ab.PayMana(ab.You(), t.effect.steps[0].cost), ab.IfYouDo(ab.Draw(ab.You(), 1)))  # type: ignore[union-attr]


def test_a_you_may_that_would_cover_more_than_the_cost_is_not_read() -> None:
    """CR 603.5, 118.12: "You gain 1 life" after the "If you do" sentence happens either way, so the
    trigger's "you may" can't stand for the payment alone; the ability is unread, never half-played."""
    c = compile_text("When ~ enters the battlefield, you may pay {1}. If you do, draw a card. You gain 1 life.", "Test")
    assert c.unread
    assert compile_text("When ~ enters the battlefield, pay {1}.", "Test").unread  # a payment nothing depends on


def test_paying_draws_a_card() -> None:
    """CR 118.12: alice chooses to pay {1}; the Plains pays it and she draws."""
    g = game({"alice": {"hand": ["Test Mentor"], "battlefield": ["Plains", "Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Mentor")
    before = hand(g)
    until_asked(g)
    g.apply_text("alice", "choose yes")
    assert hand(g) == before + 1
    assert tapped_lands(g) == 2


def test_declining_pays_nothing_and_draws_nothing() -> None:
    g = game({"alice": {"hand": ["Test Mentor"], "battlefield": ["Plains", "Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Mentor")
    before = hand(g)
    until_asked(g)
    g.apply_text("alice", "choose no")
    assert hand(g) == before
    assert tapped_lands(g) == 1  # only the Mentor's own {W}


def test_a_cost_that_cant_be_paid_gives_nothing() -> None:
    """CR 118.3, 118.12: with no mana left alice can't pay {1}: she isn't asked, and "If you do" doesn't happen."""
    g = game({"alice": {"hand": ["Test Mentor"], "battlefield": ["Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Mentor")
    before = hand(g)
    for _ in range(20):
        if not g.state.stack and any(e["event"] == "may_no" for e in g.log):
            break
        d = g.decision
        assert not isinstance(d, dec.YesNo), "asked to pay a cost that can't be paid"
        g.apply_text(d.player, "pass")
    assert hand(g) == before
    assert any(e["event"] == "may_no" and "118.3" in e["rules"] for e in g.log)


def test_sacrificing_another_creature_pumps() -> None:
    """"you may sacrifice another creature. If you do, ~ gets +2/+2 and gains trample": the Bears go."""
    g = game({"alice": {"hand": ["Test Warmonger"], "battlefield": ["Swamp", "Grizzly Bears"]}, "bob": {}})
    g.apply_text("alice", "cast Test Warmonger")
    until_asked(g)
    g.apply_text("alice", "choose yes")
    monger = ids(g, "Test Warmonger")[0]
    assert ids(g, "Grizzly Bears") == []
    assert (chars(g.state, monger).power, chars(g.state, monger).toughness) == (3, 3)


def test_with_nothing_else_to_sacrifice_nothing_happens() -> None:
    """CR 118.12: "another creature" can't be the Warmonger itself; no sacrifice, no pump."""
    g = game({"alice": {"hand": ["Test Warmonger"], "battlefield": ["Swamp"]}, "bob": {}})
    g.apply_text("alice", "cast Test Warmonger")
    until_asked(g)
    g.apply_text("alice", "choose yes")
    monger = ids(g, "Test Warmonger")
    assert monger and (chars(g.state, monger[0]).power, chars(g.state, monger[0]).toughness) == (1, 1)


def test_combat_damage_to_a_player_triggers_the_loot() -> None:
    """CR 510.2, 603.2: the Elder's combat damage to bob triggers; yes draws a card, then one is discarded."""
    g = game(
        {"alice": {"battlefield": ["Test Elder"], "hand": ["Forest"]}, "bob": {}},
        step="beginning_of_combat",
        do=["next step", {"alice": "attack with Test Elder"}, "next step", "next step"],
    )
    assert g.state.players[1].life == 19
    until_asked(g)
    g.apply_text("alice", "choose yes")
    d = g.decision
    if not isinstance(d, dec.Priority):
        g.apply_text("alice", "choose Forest")
    assert hand(g) == 1 and len(g.state.players[0].graveyard) == 1


def test_noncombat_damage_doesnt_trigger_combat_damage_abilities() -> None:
    """CR 510.2: "combat damage" only: the Sparker's own 1 damage to bob gains alice nothing."""
    trigger = compile_text(ELDER["text"], "Test Elder").triggered[0].trigger
    assert isinstance(trigger, ab.DealsDamage) and trigger.combat_only and not trigger.to_opponent
    g = game({"alice": {"battlefield": ["Test Sparker"]}, "bob": {}})
    g.apply_text("alice", "activate Test Sparker targeting bob")
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    assert g.state.players[1].life == 19
    assert not g.state.stack and g.state.players[0].life == 20


def test_combat_damage_triggers_the_same_ability() -> None:
    g = game(
        {"alice": {"battlefield": ["Test Sparker"]}, "bob": {}},
        step="beginning_of_combat",
        do=["next step", {"alice": "attack with Test Sparker"}, "next step", "next step", "resolve"],
    )
    assert g.state.players[1].life == 19 and g.state.players[0].life == 23


def test_the_equipped_creatures_combat_damage_triggers_the_equipment() -> None:
    """CR 301.5, 510.2: the Bears carrying the Gloves deal combat damage to bob; alice may draw."""
    g = game(
        {"alice": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Test Gloves", "attached_to": "bears"}]}, "bob": {}},
        step="beginning_of_combat",
        do=["next step", {"alice": "attack with Grizzly Bears"}, "next step", "next step"],
    )
    assert g.state.players[1].life == 18
    before = hand(g)
    until_asked(g)
    g.apply_text("alice", "choose yes")
    assert hand(g) == before + 1


def test_an_unequipped_creature_doesnt_trigger_the_equipment() -> None:
    g = game(
        {"alice": {"battlefield": ["Grizzly Bears", "Test Gloves"]}, "bob": {}},
        step="beginning_of_combat",
        do=["next step", {"alice": "attack with Grizzly Bears"}, "next step", "next step"],
    )
    assert g.state.players[1].life == 18 and not g.state.stack
