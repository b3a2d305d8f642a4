"""Classes of the last Tenth Edition cards, played with test cards and positions the scenarios don't
reach: a "you may pay ... If you do" trigger that works from the graveyard (CR 113.6m, 118.12), a
team that can't lose (810.8a), and the turn's damage and zone history across a new turn (500.1)."""

from __future__ import annotations

import random

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.rules.game_end import cant_lose, cant_win
from tolaria.mtg.visibility import determinize

FLAME = {
    "name": "Test Flame",
    "mana_cost": "{3}{R}",
    "type_line": "Instant",
    "text": (
        "Test Flame deals 4 damage to target creature.\n"
        "Whenever a Dragon enters the battlefield under your control, you may pay {R}. If you do, return "
        "Test Flame from your graveyard to your hand."
    ),
}


def _dragon_with_flame_in_graveyard(mountains: int) -> Game:
    game = position(
        {"alice": {"hand": ["Shivan Dragon"], "graveyard": ["Test Flame"], "battlefield": ["Mountain"] * mountains}, "bob": {}},
        cards=database_with(FLAME),
    )
    game.apply_text("alice", "cast Shivan Dragon")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def test_a_paid_trigger_returns_its_instant_from_the_graveyard() -> None:
    """CR 113.6m: the ability returns its own card from the graveyard, so it works there; 118.12: it
    happens only if the player pays."""
    game = _dragon_with_flame_in_graveyard(7)
    assert len(game.state.stack) == 1  # the trigger of the card in the graveyard
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "choose yes")
    names = [game.state.name_of(c) for c in game.state.players[0].hand]
    assert names == ["Test Flame"]
    assert sum(p.tapped for p in game.state.battlefield.values()) == 7


def test_declining_to_pay_leaves_the_instant_in_the_graveyard() -> None:
    game = _dragon_with_flame_in_graveyard(7)
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "choose no")
    assert [game.state.name_of(c) for c in game.state.players[0].graveyard] == ["Test Flame"]
    assert not game.state.players[0].hand


def test_with_no_mana_left_nothing_is_asked_and_nothing_returns() -> None:
    """CR 118.12: a player who can't pay doesn't; the instruction after "If you do" doesn't happen."""
    game = _dragon_with_flame_in_graveyard(6)
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert isinstance(game.decision, dec.Priority) and not game.state.stack
    assert [game.state.name_of(c) for c in game.state.players[0].graveyard] == ["Test Flame"]


def test_platinum_angel_keeps_the_whole_team_in_the_game() -> None:
    """CR 810.8a: "If an effect says that a player can't lose the game, that player's team can't lose the
    game"; and neither player of the opposing team can win it."""
    game = position(
        {"alice": {"battlefield": ["Platinum Angel"]}, "ann": {}, "bob": {}, "ben": {}},
        format="two-headed-giant",
        teams=[["alice", "ann"], ["bob", "ben"]],
    )
    g = game.state
    assert cant_lose(g, 0) and cant_lose(g, 1)
    assert not cant_lose(g, 2) and not cant_lose(g, 3)
    assert cant_win(g, 2) and cant_win(g, 3) and not cant_win(g, 0)


def test_the_turns_damage_and_graveyard_history_start_again_each_turn() -> None:
    """CR 500.1: "this turn" is one turn; the pairs of damage and the cards put into a graveyard from the
    battlefield are forgotten as the next turn begins."""
    game = position(
        {"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
        step="main2",
    )
    (bears,) = ids(game, "Grizzly Bears")
    game.apply_text("alice", "cast Shock targeting Grizzly Bears")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    g = game.state
    assert any(victim == bears for _, victim in g.damaged)
    assert len(g.from_battlefield) == 1
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")  # to the end step
    while game.state.active == 0:
        game.apply_text(game.decision.player, "pass")
    assert game.state.damaged == () and game.state.from_battlefield == ()


def test_a_game_read_back_from_json_still_triggers_from_the_graveyard() -> None:
    """CR 113.6m: a position read back knows its graveyard's card works there, as the original did."""
    game = position(
        {"alice": {"hand": ["Shivan Dragon"], "graveyard": ["Test Flame"], "battlefield": ["Mountain"] * 7}, "bob": {}},
        cards=database_with(FLAME),
    )
    game = Game.from_json(game.to_json(), cards=game.state.db)
    game.apply_text("alice", "cast Shivan Dragon")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert len(game.state.stack) == 1  # the trigger of the card in the graveyard


def test_only_a_game_with_a_graveyard_card_that_works_there_looks_through_graveyards() -> None:
    """CR 113.6m: abilities work from a graveyard only where their text says so; a game without such a
    card (Grizzly Bears in a graveyard) never looks, one that is dealt such a card by a guess does."""
    plain = position({"alice": {"graveyard": ["Grizzly Bears"]}, "bob": {}})
    assert not plain.state.graveyard_workers
    worker = position({"alice": {"graveyard": ["Squee, Goblin Nabob"]}, "bob": {}})
    assert worker.state.graveyard_workers
    assert worker.state.copy().graveyard_workers
    hidden = position({"alice": {"library": ["Grizzly Bears"]}, "bob": {"hand": ["Grizzly Bears"]}})
    world = determinize(hidden.state, 0, random.Random(1), {"bob": ["Squee, Goblin Nabob"] * 40})
    assert world.graveyard_workers and not hidden.state.graveyard_workers
