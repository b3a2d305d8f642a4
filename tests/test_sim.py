"""The simulation runner: statistics, seating, determinism across processes."""

from __future__ import annotations

import os

import pytest

from tolaria.core.simulation import play_schedule
from tolaria.errors import TolariaError
from tolaria.sim import (
    MAX_GAMES,
    MAX_JOBS,
    GameResult,
    plan_jobs,
    play_game,
    simulate,
    summarise,
    wilson_interval,
)


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (50, 100, 0.4038, 0.5962),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),
        (1, 2, 0.0945, 0.9055),
    ],
)
def test_wilson_interval_known_values(wins: int, games: int, low: float, high: float) -> None:
    assert wilson_interval(wins, games) == pytest.approx((low, high), abs=5e-4)


def test_wilson_interval_without_games_is_everything() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_summarise_counts_wins_draws_and_turns() -> None:
    results = [
        GameResult(0, False, 10, 100),
        GameResult(1, False, 12, 120),
        GameResult(0, False, 8, 80),
        GameResult(None, True, 30, 20_000, capped=True),
    ]
    summary = summarise(results, ("a", "b"), seed=1, seconds=2.0)
    assert [d.wins for d in summary.decks] == [2, 1]
    assert summary.decks[0].win_rate == 0.5
    assert (summary.decks[0].low, summary.decks[0].high) == wilson_interval(2, 4)
    assert (summary.draws, summary.capped) == (1, 1)
    assert summary.mean_turns == 15.0
    assert summary.games_per_second == 2.0


def test_swapped_result_exchanges_the_winner() -> None:
    assert GameResult(0, False, 5, 50).swapped().winner == 1
    assert GameResult(None, True, 5, 50).swapped().winner is None


def test_same_seed_gives_identical_summaries() -> None:
    first = simulate("red-burn", "green-stompy", n=6, seed=11)
    second = simulate("red-burn", "green-stompy", n=6, seed=11)
    assert first == second
    assert first.games == 6
    assert sum(d.wins for d in first.decks) + first.draws == 6


def test_parallel_run_equals_serial_run() -> None:
    serial = simulate("rw-aggro", "rg-beats", n=6, seed=3, jobs=1)
    parallel = simulate("rw-aggro", "rg-beats", n=6, seed=3, jobs=2)
    assert parallel == serial
    assert parallel.results == serial.results


def test_game_i_uses_seed_plus_i_and_seats_alternate() -> None:
    summary = simulate("red-burn", "white-weenie", n=4, seed=20)
    expected = [
        play_game("red-burn", "white-weenie", 20),
        play_game("white-weenie", "red-burn", 21).swapped(),
        play_game("red-burn", "white-weenie", 22),
        play_game("white-weenie", "red-burn", 23).swapped(),
    ]
    assert list(summary.results) == expected


def test_progress_is_reported_up_to_the_total() -> None:
    seen: list[tuple[int, int]] = []
    simulate(
        "red-burn", "green-stompy", n=3, seed=1, progress_callback=lambda d, t: seen.append((d, t))
    )
    assert seen[-1] == (3, 3)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_decision_cap_counts_as_a_flagged_draw() -> None:
    result = play_game("red-burn", "green-stompy", 1, max_decisions=3)
    assert result == GameResult(None, True, result.turns, 3, capped=True)


def test_unknown_deck_is_refused_before_playing() -> None:
    with pytest.raises(TolariaError, match="red-burn"):
        simulate("red-brun", "green-stompy", n=2, seed=1)


def test_engine_crash_names_the_seed_to_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    import tolaria.sim as sim

    def broken(*args: object, **kwargs: object) -> GameResult:
        raise RuntimeError("boom")

    monkeypatch.setattr(sim, "play_game", broken)
    with pytest.raises(sim.GameCrashed, match=r"(?s)seed 7 .*boom") as caught:
        simulate("red-burn", "green-stompy", n=2, seed=7)
    assert caught.value.seed == 7
    assert not caught.value.swapped


def test_jobs_are_capped_at_games_and_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    """More processes than games or cores only cost start-up time; --force lifts the core cap."""
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert plan_jobs(24, 2) == 2
    assert plan_jobs(24, 1000) == 2
    assert plan_jobs(24, 1000, force=True) == 24
    assert plan_jobs(24, 3, force=True) == 3
    assert plan_jobs(1, 0) == 1
    for bad in (0, -1, MAX_JOBS + 1):
        with pytest.raises(ValueError, match="jobs"):
            plan_jobs(bad, 10, force=True)


def test_games_are_bounded() -> None:
    with pytest.raises(ValueError, match="10,000,000"):
        simulate("red-burn", "green-stompy", n=MAX_GAMES + 1)
    with pytest.raises(ValueError, match="negative"):
        simulate("red-burn", "green-stompy", n=-1)


def test_schedule_is_made_lazily() -> None:
    """A run of MAX_GAMES starts at once: games are made and played only as asked for."""
    seen: list[int] = []

    def play_one(seed: int, swapped: bool) -> GameResult:
        seen.append(seed)
        return GameResult(0, False, 1, 1)

    results = play_schedule(play_one, MAX_GAMES, seed=5)
    assert [next(results), next(results)] == [GameResult(0, False, 1, 1)] * 2
    assert seen == [5, 6]


def test_summary_without_results_counts_the_same() -> None:
    """keep_results=False drops the per-game records but not the counts."""
    results = [GameResult(0, False, 10, 100), GameResult(None, True, 30, 200, capped=True)]
    kept = summarise(iter(results), ("a", "b"), seed=1)
    dropped = summarise(iter(results), ("a", "b"), seed=1, keep_results=False)
    assert dropped.results == ()
    assert kept.results == tuple(results)
    assert (dropped.decks, dropped.draws, dropped.capped, dropped.mean_turns, dropped.decisions) == (
        kept.decks, kept.draws, kept.capped, kept.mean_turns, kept.decisions
    )


def test_more_jobs_than_cores_gives_the_same_results() -> None:
    """Capping jobs never changes results: 24 jobs on any machine equal one."""
    assert simulate("rw-aggro", "rg-beats", n=3, seed=4, jobs=24) == simulate(
        "rw-aggro", "rg-beats", n=3, seed=4
    )


def test_parallel_progress_reaches_the_total() -> None:
    seen: list[tuple[int, int]] = []
    simulate(
        "rw-aggro", "rg-beats", n=4, seed=2, jobs=2, force=True,
        progress_callback=lambda d, t: seen.append((d, t)),
    )
    assert seen[-1] == (4, 4)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
