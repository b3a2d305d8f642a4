"""Every agent answers every kind of decision legally, in whole games and in set-up positions."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

import pytest

from tests.engine.helpers import ids, position
from tolaria.agents import get
from tolaria.agents.base import Agent
from tolaria.core.protocol import Game
from tolaria.mtg import Game as MagicGame
from tolaria.mtg import actions as act

DECKS = ["rw-aggro", "rg-beats", "white-weenie", "red-burn", "green-stompy", "blue-black-control", "bg-graveyard", "rw-tricks"]


def fast_mcts(seed: int) -> Agent:
    return get("mcts", seed=seed, iterations=2, depth=8, tree_depth=2)


def fast_flat_mcts(seed: int) -> Agent:
    return get("mcts", seed=seed, iterations=2, depth=8)


MAKERS: dict[str, Callable[[int], Agent]] = {
    "random": lambda seed: get("random", seed=seed),
    "heuristic": lambda seed: get("heuristic", seed=seed),
    "mcts": fast_mcts,
    "mcts-flat": fast_flat_mcts,
}


def play_checked(game: Game, agents: dict[str, Agent], kinds: Counter[str], limit: int = 3000) -> None:
    """Play on, checking each answer is among the seat's legal actions (asked through its own view)."""
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            return
        view = game.view(decision.player)
        action = agents[decision.player].choose(view)
        assert view.is_legal(action), f"{decision.kind}: {action} is not legal"
        kinds[decision.kind] += 1
        view.apply(action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", ["heuristic", "mcts", "mcts-flat"])
def test_an_agent_plays_whole_games_legally(name: str) -> None:
    """Seeded games of every built-in deck against the random player, with autopass on and off."""
    kinds: Counter[str] = Counter()
    decks = DECKS if name == "heuristic" else DECKS[:3]
    for i, deck in enumerate(decks):
        for seed in range(2 if name == "heuristic" else 1):
            other = DECKS[(i + 3) % len(DECKS)]
            game = MagicGame.new(decks=[deck, other], seed=seed, autopass=bool(seed % 2 == 0 or name == "mcts"))
            agents = {"alice": MAKERS[name](seed), "bob": get("random", seed=seed)}
            if seed % 2:
                agents = {"alice": agents["bob"], "bob": agents["alice"]}
            play_checked(game, agents, kinds)
            assert game.is_over
    # Three quick mcts games needn't meet every kind; the heuristic's sixteen do.
    needed = ["play_or_draw", "mulligan", "priority", "declare_attackers"]
    if name == "heuristic":
        needed += ["declare_blockers", "choose_target"]
    for kind in needed:
        assert kinds[kind] > 0, f"no {kind} decision was met: {kinds}"


def test_heuristic_against_itself_finishes_games() -> None:
    kinds: Counter[str] = Counter()
    for seed, deck in enumerate(DECKS):
        game = MagicGame.new(decks=[deck, DECKS[(seed + 1) % len(DECKS)]], seed=seed, autopass=True)
        play_checked(game, {"alice": get("heuristic"), "bob": get("heuristic")}, kinds)
        assert game.is_over


def reach(game: Game, kind: str, limit: int = 60) -> Game:
    """Take the first legal action until a decision of ``kind`` comes up."""
    for _ in range(limit):
        decision = game.decision
        assert decision is not None, f"the game ended before a {kind} decision"
        if decision.kind == kind:
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError(f"no {kind} decision within {limit} actions")


def choose_mode() -> Game:
    game = position({"alice": {"hand": ["Healing Salve"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.apply_text("alice", "cast Healing Salve")
    return reach(game, "choose_mode")


def choose_number() -> Game:
    game = position({"alice": {"hand": ["Blaze"], "battlefield": ["Mountain"] * 4}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.apply(act.CastSpell(game.state.players[0].hand[0]))
    return reach(game, "choose_number")


def yes_no() -> Game:
    game = position(
        {"alice": {"hand": ["Gravedigger"], "battlefield": ["Swamp"] * 4, "graveyard": ["Grizzly Bears"]}, "bob": {}}
    )
    game.apply_text("alice", "cast Gravedigger")
    return reach(game, "yes_no")


def order_triggers() -> Game:
    game = position(
        {"alice": {"hand": ["Elvish Visionary"], "battlefield": ["Soul Warden", "Forest", "Forest"], "library": ["Forest"]}, "bob": {}}
    )
    game.apply_text("alice", "cast Elvish Visionary")
    return reach(game, "order_triggers")


def order_effects() -> Game:
    from tolaria.mtg.state import Combat

    game = position(
        {
            "alice": {"battlefield": ["Hill Giant", "Mountain"], "hand": ["Shock"]},
            "bob": {"battlefield": ["Grizzly Bears", "Forest", "Plains"], "hand": ["Fog", "Healing Salve"]},
        },
        step="declare_blockers",
    )
    (giant,), (bears,) = ids(game, "Hill Giant"), ids(game, "Grizzly Bears")
    game.state.combat = Combat(attackers={giant: -2}, blockers={bears: [giant]}, blocked={giant: [bears]}, declared_any=True)
    game.apply_text("alice", "pass")
    game.apply_text("bob", "cast Healing Salve targeting Grizzly Bears choosing 2")
    game.apply_text("bob", "cast Fog")
    while game.state.stack:
        game.apply_text(game.decision.player, "pass")  # type: ignore[union-attr]
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return reach(game, "order_effects")


def assign_damage() -> Game:
    game = position(
        {"alice": {"battlefield": ["Colossal Dreadmaw"]}, "bob": {"battlefield": ["Grizzly Bears", "Goblin Piker"]}},
        step="beginning_of_combat",
    )
    reach(game, "declare_attackers")
    game.apply_text("alice", "attack with Colossal Dreadmaw -> bob")
    reach(game, "declare_blockers")
    game.apply_text("bob", "block Colossal Dreadmaw with Grizzly Bears, Goblin Piker")
    return reach(game, "assign_damage")


def choose_card() -> Game:
    game = position({"alice": {"hand": ["Rampant Growth"], "battlefield": ["Forest", "Forest"], "library": ["Forest", "Mountain"]}, "bob": {}})
    game.apply_text("alice", "cast Rampant Growth")
    return reach(game, "choose_card")


POSITIONS = {
    "choose_mode": choose_mode,
    "choose_number": choose_number,
    "yes_no": yes_no,
    "order_triggers": order_triggers,
    "order_effects": order_effects,
    "assign_damage": assign_damage,
    "choose_card": choose_card,
}


@pytest.mark.parametrize("kind", sorted(POSITIONS))
@pytest.mark.parametrize("name", sorted(MAKERS))
def test_an_agent_answers_a_rarer_decision_legally(name: str, kind: str) -> None:
    game = POSITIONS[kind]()
    decision = game.decision
    assert decision is not None and decision.kind == kind
    before = json.loads(game.to_json())
    view = game.view(decision.player)
    action = MAKERS[name](1).choose(view)
    assert view.is_legal(action), f"{kind}: {action}"
    assert json.loads(game.to_json()) == before, "choosing changed the game"
