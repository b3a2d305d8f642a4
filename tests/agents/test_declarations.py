"""Whole declarations (CR 508.1 attackers, CR 509.1 blockers): the one the flat search chooses is carried out."""

from __future__ import annotations

from tolaria.agents import MCTSAgent, get
from tolaria.agents.mcts import Commitment, key_of
from tolaria.mtg import Game


def an_attack_with_three_choices() -> Game:
    """Seed 3's first declaration of attackers with two attackers to choose from (and Declare)."""
    game = Game.new(decks=["rw-aggro", "rw-aggro"], seed=3, autopass=True)
    heuristic = get("heuristic")
    while game.decision is not None and not (game.decision.kind == "declare_attackers" and len(game.legal_actions()) >= 3):
        game.apply(heuristic.choose(game))
    assert game.decision is not None
    return game


def test_a_chosen_declaration_is_carried_out_step_by_step_without_searching_again() -> None:
    """CR 508.1: the attack is one choice; after its first step, its other steps follow with no new search."""
    game = an_attack_with_three_choices()
    seat = game.decision.player
    first, second, *_ = [a for a in game.legal_actions() if a.to_dict()["kind"] == "attack"]
    declare = next(a for a in game.legal_actions() if a.to_dict()["kind"] == "declare")
    game.apply(first)
    agent = MCTSAgent(1, iterations=20)
    agent._commitment = Commitment(seat, "declare_attackers", game.turn, (key_of(second), key_of(declare)))
    assert agent.choose(game) == second and agent.last is None
    game.apply(second)
    assert agent.choose(game) == declare and agent.last is None
    assert agent._commitment is None


def test_a_commitment_of_another_turn_is_dropped_and_the_decision_searched() -> None:
    game = an_attack_with_three_choices()
    seat = game.decision.player
    second = [a for a in game.legal_actions() if a.to_dict()["kind"] == "attack"][1]
    agent = MCTSAgent(1, iterations=3)
    agent._commitment = Commitment(seat, "declare_attackers", game.turn - 2, (key_of(second),))
    agent.choose(game)
    assert agent.last is not None and agent._commitment is None


def test_a_commitment_whose_step_is_no_longer_legal_is_dropped() -> None:
    game = an_attack_with_three_choices()
    seat = game.decision.player
    gone = key_of(next(a for a in game.legal_actions() if a.to_dict()["kind"] == "declare")) + (("extra", 1),)
    agent = MCTSAgent(1, iterations=3)
    agent._commitment = Commitment(seat, "declare_attackers", game.turn, (gone,))
    agent.choose(game)
    assert agent.last is not None and agent._commitment is None
