"""Creatures put onto the battlefield attacking (CR 506.3, 508.4; seed 004 306.3a-c), with test cards in Oracle style.

No card of the pool puts a creature onto the battlefield attacking, so
these cards are defined here.
"""

from __future__ import annotations

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.scenario.driver import run_command

CAPTAIN = {
    "name": "Test Captain",
    "mana_cost": "{2}{W}",
    "type_line": "Creature — Human Soldier",
    "text": "Whenever Test Captain attacks, create a 1/1 white Soldier creature token that's tapped and attacking.",
    "power": "2",
    "toughness": "2",
}
AMBUSH = {
    "name": "Test Ambush",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "text": "Create a 1/1 white Soldier creature token that's tapped and attacking.",
}
FOLIAGE = {
    "name": "Test Foliage",
    "mana_cost": "{G}",
    "type_line": "Instant",
    "text": "Create a 1/1 green Saproling creature token that's blocking target attacking creature.",
}
CARDS = database_with(CAPTAIN, AMBUSH, FOLIAGE)


def soldiers(game: Game) -> list[int]:
    g = game.state
    return [oid for oid in g.battlefield if g.name_of(oid) == "Soldier Token"]


def test_a_token_put_onto_the_battlefield_attacking_attacks_and_is_never_declared() -> None:
    """CR 508.4: it attacks the defending player; it was never declared (no "attacks" trigger for it)."""
    game = position(
        {"alice": {"battlefield": ["Test Captain"]}, "bob": {}},
        step="beginning_of_combat",
        cards=CARDS,
        do=["next step", {"alice": "attack with Test Captain"}, "resolve"],
    )
    g = game.state
    (token,) = soldiers(game)
    assert g.combat is not None and g.combat.attackers[token] == -2  # attacking bob
    assert g.battlefield[token].tapped
    assert sum(1 for e in game.events if e.kind == "trigger") == 1  # the Captain's only: the token didn't "attack"
    assert any("508.4" in e["rules"] for e in game.log)
    run_command(game, "next step", list(game.seats))  # to declare blockers (bob has no creature: not asked)
    run_command(game, "next step", list(game.seats))  # combat damage
    assert game.step == "combat_damage"
    assert g.players[1].life == 17  # 2 + 1


def test_put_in_after_blockers_is_unblocked() -> None:
    """CR 508.4d: entering attacking in the declare blockers step, it is unblocked and deals its damage."""
    game = position(
        {"alice": {"battlefield": ["Grizzly Bears", "Plains"], "hand": ["Test Ambush"]}, "bob": {"battlefield": ["Hill Giant"]}},
        step="beginning_of_combat",
        cards=CARDS,
        do=[
            "next step",
            {"alice": "attack with Grizzly Bears"},
            "next step",
            {"bob": "block Grizzly Bears with Hill Giant"},
            {"alice": "cast Test Ambush"},
            "resolve",
            "next step",
        ],
    )
    assert game.state.players[1].life == 19  # the token's 1; the Bears were blocked


def test_the_non_active_players_token_is_not_attacking() -> None:
    """CR 506.3b: put onto the battlefield attacking under a player who isn't attacking, it never attacks."""
    game = position(
        {"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"hand": ["Test Ambush"], "battlefield": ["Plains"]}},
        step="beginning_of_combat",
        cards=CARDS,
        do=["next step", {"alice": "attack with Grizzly Bears"}, {"alice": "pass"}, {"bob": "cast Test Ambush"}, "resolve"],
    )
    g = game.state
    (token,) = soldiers(game)
    assert g.combat is not None and token not in g.combat.attackers
    assert g.battlefield[token].tapped


def test_a_token_put_onto_the_battlefield_blocking_blocks_and_the_attacker_is_blocked() -> None:
    """CR 509.4: it blocks the creature the effect names; that creature is blocked (509.1h) and deals no damage to bob."""
    game = position(
        {"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"hand": ["Test Foliage"], "battlefield": ["Forest"]}},
        step="beginning_of_combat",
        cards=CARDS,
        do=[
            "next step",
            {"alice": "attack with Grizzly Bears"},
            "next step",
            {"alice": "pass"},
            {"bob": "cast Test Foliage targeting Grizzly Bears"},
            "resolve",
        ],
    )
    g = game.state
    (token,) = [oid for oid in g.battlefield if g.name_of(oid) == "Saproling Token"]
    bears = next(oid for oid in g.battlefield if g.name_of(oid) == "Grizzly Bears")
    assert g.combat is not None and g.combat.blockers[token] == [bears] and token in g.combat.blocked[bears]
    assert not any(e.kind == "blockers" and e.player == 1 and e.blocks for e in game.events)  # never declared
    run_command(game, "next step", list(game.seats))
    assert g.players[1].life == 20 and token not in g.battlefield  # the Bears killed the Saproling, not bob


def test_a_token_cant_block_an_attacker_not_attacking_its_controller() -> None:
    """CR 509.4a: the controller must be a defending player for that attacker; else it enters but blocks nothing."""
    game = position(
        {"alice": {"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Test Foliage"]}, "bob": {}},
        step="beginning_of_combat",
        cards=CARDS,
        do=["next step", {"alice": "attack with Grizzly Bears"}, {"alice": "cast Test Foliage targeting Grizzly Bears"}, "resolve"],
    )
    g = game.state
    (token,) = [oid for oid in g.battlefield if g.name_of(oid) == "Saproling Token"]
    assert g.combat is not None and token not in g.combat.blockers


def test_the_controller_chooses_what_it_attacks_among_player_and_planeswalkers() -> None:
    """CR 508.4: "its controller chooses which defending player, planeswalker a defending player controls, ... it's attacking"."""
    game = position(
        {"alice": {"battlefield": ["Test Captain"]}, "bob": {"battlefield": ["Jace Beleren"]}},
        step="beginning_of_combat",
        cards=CARDS,
        do=["next step", {"alice": "attack with Test Captain -> bob"}, "resolve"],
    )
    d = game.decision
    assert d is not None and d.kind == "choose_card" and d.purpose == "attack"
    jace = next(oid for oid in game.state.battlefield if game.state.name_of(oid) == "Jace Beleren")
    assert {a.card for a in game.legal_actions() if isinstance(a, act.ChooseCard)} == {-2, jace}
    game.apply_text("alice", "choose Jace Beleren")
    (token,) = soldiers(game)
    assert game.state.combat is not None and game.state.combat.attackers[token] == jace
