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


def test_the_odds_slope_is_one_at_even_odds_and_smaller_towards_a_decided_game() -> None:
    from tolaria.agents.mcts import _MIN_SLOPE, odds_slope

    assert odds_slope(0.5) == 1.0
    assert abs(odds_slope(0.9) - 0.36) < 1e-9 and abs(odds_slope(0.1) - 0.36) < 1e-9
    assert odds_slope(1.0) == odds_slope(0.0) == _MIN_SLOPE


def test_with_odds_a_small_steady_gain_when_far_behind_stays_in_contention() -> None:
    """Two lines gaining 0.01 and 0.009 over the baseline in each of 400 worlds: at even odds both fall short of
    the 0.02 margin and are dropped; at odds of 0.07 (slope about 0.26) the same gains clear the scaled margin,
    and neither is clearly ahead of the other, so both are kept."""
    agent = MCTSAgent(1, iterations=1, margin=0.02, odds=True)
    n = 400
    gain = [0.0, 0.01 * n, 0.009 * n]
    gain2 = [0.0, 0.01**2 * n, 0.009**2 * n]
    paired = [0, n, n]
    assert agent._contenders(0, {0, 1, 2}, gain, gain2, paired, 1.0) == {0}
    slope = agent._slope(0.07 * n, n)
    assert 0.25 < slope < 0.27
    assert agent._contenders(0, {0, 1, 2}, gain, gain2, paired, slope) == {0, 1, 2}
    assert MCTSAgent(1, iterations=1, odds=False)._slope(0.07 * n, n) == 1.0
