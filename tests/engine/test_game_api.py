"""The public Game API: decisions, legal actions, refusals, copies, JSON, observation."""

from __future__ import annotations

import json

import pytest

from tolaria import IllegalAction
from tolaria.errors import TolariaError, UnknownCard
from tolaria.mtg import Game, load_deck
from tolaria.mtg.actions import Action
from tolaria.mtg.scenario.loader import load_text
from tolaria.mtg.scenario.setup import build, start


def position(players: dict, step: str = "main1") -> Game:
    """A scenario-style position with alice active, holding priority."""
    data = load_text(json.dumps({"name": "t", "players": players, "turn": {"active": "alice", "step": step}}))
    game = build(data, "<test>")
    start(game)
    return game


def test_new_game_starts_with_play_first_choice() -> None:
    """CR 103.1: a player chooses who takes the first turn."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=1, names=("alice", "bob"))
    d = game.decision
    assert d is not None and d.kind == "choose"
    assert sorted(game.describe(a) for a in d.options) == ["choose draw", "choose play"]
    assert all(e["rules"] for e in game.log)


def test_deck_as_card_list_and_unknown_card() -> None:
    cards = load_deck("red-burn")
    assert len(cards) == 60
    with pytest.raises(UnknownCard) as e:
        Game.new(decks=[["Lightning Bolt", "Lightnig Bolt"], cards], seed=1)
    assert "Lightning Bolt" in str(e.value)


def test_classic_profile_refused_clearly() -> None:
    with pytest.raises(TolariaError, match="classic-2008"):
        Game.new(decks=["red-burn", "red-burn"], rules="classic-2008")


def test_illegal_action_leaves_game_untouched() -> None:
    """CR 305.2: a second land in a turn is refused and nothing changes."""
    game = position({"alice": {"hand": ["Forest", "Mountain"]}, "bob": {}})
    game.apply_text("alice", "play Forest")
    before = game.to_json()
    with pytest.raises(IllegalAction) as e:
        game.apply_text("alice", "play Mountain")
    assert e.value.rule == "305.2"
    assert game.to_json() == before


def test_wrong_player_refused() -> None:
    game = position({"alice": {}, "bob": {"hand": ["Shock"], "mana_pool": "{R}"}})
    before = game.to_json()
    with pytest.raises(IllegalAction, match="alice must decide"):
        game.apply_text("bob", "cast Shock targeting alice")
    assert game.to_json() == before


def test_unpayable_cast_refused_by_rule() -> None:
    """CR 601.2h: a spell whose cost can't be paid is not cast."""
    game = position({"alice": {"hand": ["Lightning Bolt"]}, "bob": {}})
    with pytest.raises(IllegalAction) as e:
        game.apply_text("alice", "cast Lightning Bolt targeting bob")
    assert e.value.rule == "601.2h"
    assert game.state.stack == []


def test_every_listed_action_applies_and_copy_is_independent() -> None:
    game = position(
        {"alice": {"hand": ["Lightning Bolt", "Forest"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}}
    )
    actions = game.legal_actions()
    kinds = {game.describe(a) for a in actions}
    assert "cast Lightning Bolt targeting Grizzly Bears" in kinds
    assert "cast Lightning Bolt targeting bob" in kinds
    assert "play Forest" in kinds
    for a in actions:
        twin = game.copy()
        twin.apply(a)
    assert game.state.stack == [] and len(game.state.players[0].hand) == 2


def test_json_round_trip_mid_game_continues_identically() -> None:
    import random

    game = Game.new(decks=["white-weenie", "red-burn"], seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    twin = Game.from_json(game.to_json())
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not game.is_over:
        game.apply(rng_a.choice(game.legal_actions()))
        twin.apply(rng_b.choice(twin.legal_actions()))
    assert twin.log == game.log
    assert twin.winner == game.winner


def test_observe_hides_opponent_hand_and_library_order() -> None:
    """Architecture, property 4: no opponent's hand, no library order."""
    game = position({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Murder"], "library": ["Island", "Swamp"]}})
    view = game.observe("alice")
    text = str(view)
    assert "Murder" not in text
    assert "Swamp" not in text
    bob = next(p for p in view["players"] if p["name"] == "bob")
    assert bob["hand_count"] == 1 and bob["library_count"] == 2
    assert view["decision"] is not None


def test_concede_ends_game() -> None:
    """CR 104.3a: a player can concede at any time."""
    game = position({"alice": {}, "bob": {}})
    game.apply(Action("concede", 1))
    assert game.is_over and game.winner == "alice"
    with pytest.raises(IllegalAction):
        game.apply(Action("pass", 0))


@pytest.mark.parametrize(
    "action",
    [
        Action("fly", 0),
        Action("cast", 0, obj="x"),  # type: ignore[arg-type]
        Action("cast", 0, x=-1),
        Action("assign", 0, choice=((1, 2, 3),)),
        Action("choose", 0, choice=([1],)),  # type: ignore[arg-type]
        Action("pass", 7),
        Action("attack", 0, 999, (-2,)),
        Action("cast", 0, 999, (), 0),
    ],
)
def test_malformed_actions_are_refused_and_change_nothing(action: Action) -> None:
    game = position({"alice": {"hand": ["Shock"], "mana_pool": "{R}"}, "bob": {}})
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before
