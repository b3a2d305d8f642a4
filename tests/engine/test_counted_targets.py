"""Target phrases that name a number of targets counted as they are chosen (CR 601.2c, 107.3): "X target
creature cards" as many as the X announced, "up to that many target ..." as many as the trigger event
measured; each instruction is done for each target still legal on resolution (608.2b)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec

CLEANSING = {
    "name": "Test Cleansing",
    "mana_cost": "{B}",
    "type_line": "Instant",
    "text": "Exile target card from a graveyard.",
}

CONSTABLE = {
    "name": "Test Constable",
    "mana_cost": "{1}{U}{U}",
    "type_line": "Creature — Cephalid Wizard",
    "text": "Whenever Test Constable deals combat damage to a player, return up to that many target creatures to their owners' hands.",
    "power": "2",
    "toughness": "2",
}


def _names(game: Game, zone: list[int]) -> list[str]:
    return sorted(game.state.name_of(c) for c in zone)


def test_a_target_gone_before_resolution_is_not_exiled_nor_counted() -> None:
    """CR 608.2b: Midnight Ritual's target that left the graveyard is illegal: the other is exiled, and
    "for each creature card exiled this way" makes one token, not two (608.2c)."""
    game = position(
        {
            "alice": {"hand": ["Midnight Ritual"], "graveyard": ["Grizzly Bears", "Hill Giant"], "battlefield": ["Swamp"] * 5},
            "bob": {"hand": ["Test Cleansing"], "battlefield": ["Swamp"]},
        },
        cards=database_with(CLEANSING),
    )
    game.apply_text("alice", "cast Midnight Ritual targeting Grizzly Bears, Hill Giant with X=2")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "cast Test Cleansing targeting Grizzly Bears")
    for _ in range(4):
        game.apply_text("bob" if game.state.priority == 1 else "alice", "pass")
        if not game.state.stack:
            break
    alice = game.state.players[0]
    assert _names(game, alice.exile) == ["Grizzly Bears", "Hill Giant"]  # one by each spell (406.2: its owner's exile)
    assert _names(game, alice.graveyard) == ["Midnight Ritual"]
    assert len(ids(game, "Zombie Token")) == 1


def _constable_hits() -> Game:
    """Test Constable attacks unblocked; 2 combat damage to bob; its trigger is being put on the stack."""
    return position(
        {
            "alice": {"battlefield": ["Test Constable"]},
            "bob": {"battlefield": ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]},
        },
        step="beginning_of_combat",
        cards=database_with(CONSTABLE),
        do=["next step", {"alice": "attack with Test Constable"}, "next step", {"bob": "no block"}, "next step"],
    )


def test_up_to_that_many_targets_is_the_damage_dealt() -> None:
    """CR 601.2c, 603.3d: 2 combat damage dealt: two targets may be chosen, and a third can't."""
    game = _constable_hits()
    for _ in range(6):
        if isinstance(game.state.pending, dec.ChooseTarget):
            break
        game.apply_text("alice" if game.state.priority == 0 else "bob", "pass")
    assert isinstance(game.state.pending, dec.ChooseTarget)
    game.apply_text("alice", "choose Grizzly Bears")
    game.apply_text("alice", "choose Hill Giant")
    assert game.state.pushing is None  # the trigger has its two targets: no third slot is asked
    for _ in range(4):
        if not game.state.stack:
            break
        game.apply_text("alice" if game.state.priority == 0 else "bob", "pass")
    bob = game.state.players[1]
    assert _names(game, bob.hand) == ["Grizzly Bears", "Hill Giant"]
    assert ids(game, "Llanowar Elves") and bob.life == 18


def test_fewer_than_that_many_may_be_chosen() -> None:
    """CR 601.2c: "up to": one target chosen, the other slot left empty."""
    game = _constable_hits()
    for _ in range(6):
        if isinstance(game.state.pending, dec.ChooseTarget):
            break
        game.apply_text("alice" if game.state.priority == 0 else "bob", "pass")
    game.apply_text("alice", "choose Llanowar Elves")
    with pytest.raises(IllegalAction):  # 115.3: one word "target", different objects
        game.apply_text("alice", "choose Llanowar Elves")
    game.apply_text("alice", "choose nothing")
    for _ in range(4):
        if not game.state.stack:
            break
        game.apply_text("alice" if game.state.priority == 0 else "bob", "pass")
    assert _names(game, game.state.players[1].hand) == ["Llanowar Elves"]


THAT_PLAYERS_CONSTABLE = {**CONSTABLE, "name": "Test Sheriff",
                          "text": "Whenever Test Sheriff deals combat damage to a player, return up to that many target permanents that player controls to their owner's hand."}


def test_that_player_controls_is_the_player_dealt_damage() -> None:
    """CR 603.3d, 115.1: "target permanents that player controls" can be only the damaged player's, not
    the attacker's own nor a third player's (bob is attacked; carol's Hill Giant can't be chosen)."""
    game = position(
        {
            "alice": {"battlefield": ["Test Sheriff", "Forest"]},
            "bob": {"battlefield": ["Grizzly Bears", "Island"]},
            "carol": {"battlefield": ["Hill Giant"]},
        },
        step="beginning_of_combat",
        cards=database_with(THAT_PLAYERS_CONSTABLE),
        do=["next step", {"alice": "attack with Test Sheriff -> bob"}, "next step", {"bob": "no block"}, "next step"],
    )
    for _ in range(8):
        if isinstance(game.state.pending, dec.ChooseTarget):
            break
        game.apply_text(game.state.pending.player if game.state.pending else "alice", "pass")
    assert isinstance(game.state.pending, dec.ChooseTarget)
    options = {game.state.name_of(a.target) for a in game.legal_actions() if getattr(a, "target", 0) > 0}
    assert options == {"Grizzly Bears", "Island"}


def test_that_player_controls_needs_a_player_named_by_a_trigger() -> None:
    """A spell names no event player: "that player controls" points at no one, so the card is not read."""
    from tolaria.mtg.oracle import compile_text

    c = compile_text("Return target permanent that player controls to its owner's hand.", "Test Card")
    assert not c.supported
