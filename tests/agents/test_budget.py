"""Time budgets on a chosen clock, and the strength benchmark's schedule of deals and seats."""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from tolaria.agents import MCTSAgent, get
from tolaria.agents.mcts import Clock
from tolaria.errors import TolariaError
from tolaria.mtg import Game

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "agent_strength.py"


def strength_benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("agent_strength", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("agent_strength", module)
    spec.loader.exec_module(module)
    return module


def a_decision_with_a_choice() -> Game:
    game = Game.new(decks=["rw-aggro", "rw-aggro"], seed=3, autopass=True)
    heuristic = get("heuristic")
    while game.decision is not None and not (game.turn >= 3 and len(game.legal_actions()) > 2):
        game.apply(heuristic.choose(game))
    assert game.decision is not None
    return game


def test_the_clocks_read_wall_and_cpu_time() -> None:
    assert Clock.WALL.reader() is time.perf_counter
    assert Clock.CPU.reader() is time.process_time
    assert MCTSAgent(1).clock is Clock.WALL
    assert get("mcts", seed=1, seconds=0.5, clock="cpu").clock is Clock.CPU  # type: ignore[attr-defined]


def test_an_unknown_clock_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(TolariaError, match="unknown clock 'sundial'; known: wall, cpu"):
        get("mcts", seed=1, clock="sundial")


def test_a_cpu_budget_is_kept() -> None:
    """A search on CPU seconds stops before an iteration would overrun its budget (one iteration at least)."""
    game = a_decision_with_a_choice()
    MCTSAgent(1, iterations=1).choose(game)  # the card pool compiles once, outside the budget measured
    agent = MCTSAgent(1, seconds=0.2, clock="cpu", margin=40.0)
    agent.choose(game)
    assert agent.last is not None and agent.last.iterations >= 1
    # loose on purpose: the search stops on its estimate of the next iteration, which load makes vary
    assert agent.last.seconds < 1.0


def test_unpaired_games_have_a_seed_each_and_swap_seats() -> None:
    schedule = strength_benchmark().schedule_of(6, 10, paired=False)
    assert schedule == [(10, False), (11, True), (12, False), (13, True), (14, False), (15, True)]


def test_paired_games_deal_each_seed_from_both_seats() -> None:
    """Each seed twice, agent A first once and second once: a deal's luck and a seat's edge cancel out."""
    schedule = strength_benchmark().schedule_of(6, 10, paired=True)
    assert schedule == [(10, False), (10, True), (11, False), (11, True), (12, False), (12, True)]


def test_the_heuristic_mirror_is_even_when_paired() -> None:
    """A deterministic player against itself: each deal is won once from each side when both sides are played."""
    bench = strength_benchmark()
    wins = 0
    for seed, swapped in bench.schedule_of(8, 1, paired=True):
        timed = bench.play_one("rw-aggro", ("heuristic", "heuristic"), ({}, {}), seed, swapped)
        wins += timed.result.winner == 0
    assert wins == 4


def test_the_throughput_benchmark_searches_fixed_positions(capsys: pytest.CaptureFixture[str]) -> None:
    bench = strength_benchmark()
    positions = bench.positions_to_search(3, 1, "rw-aggro")
    assert len(positions) == 3 and all(p.turn >= 3 and len(p.legal_actions()) > 1 for p in positions)
    bench.run_throughput("rw-aggro", 2, 1, {"iterations": 2, "seconds": 1.0})
    out = capsys.readouterr().out
    assert "2 positions from seed 1 (iterations=2)" in out and "iterations/s" in out


def test_the_strength_benchmark_lists_the_games_agent_a_did_not_win(capsys: pytest.CaptureFixture[str]) -> None:
    """``--losses`` names each game random (agent A) did not win against the heuristic: its seed and seat."""
    bench = strength_benchmark()
    bench.main(["--match", "random:heuristic", "-n", "4", "--seed", "1", "--losses"])
    out = capsys.readouterr().out
    wins = int(out.split("random     wins")[1].split("/")[0])
    lost = [line for line in out.splitlines() if "random did not win: seed" in line]
    assert len(lost) == 4 - wins > 0
    assert all(" as alice" in line or " as bob" in line for line in lost)
