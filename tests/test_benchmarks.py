"""The benchmark scripts run, and the managym comparison plays fair decks (benchmarks/)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import berserk_games  # noqa: E402
import game_memory  # noqa: E402
import vs_managym  # noqa: E402

from tolaria.mtg.carddb import CardDatabase  # noqa: E402

BASIC = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


@pytest.mark.parametrize("name", sorted(vs_managym.DECKS))
def test_the_common_decks_are_legal_decks_of_the_common_cards(name: str) -> None:
    deck = vs_managym.DECKS[name]
    assert sum(deck.values()) >= 60  # CR 100.2a
    assert all(count <= 4 for card, count in deck.items() if card not in BASIC)  # CR 100.2a
    assert set(deck) <= set(vs_managym.COMMON_CARDS)
    playable = set(CardDatabase.bundled().playable_names())
    assert set(vs_managym.COMMON_CARDS) <= playable


def test_without_managym_tolaria_is_measured_alone_with_a_clear_message(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vs_managym, "load_managym", lambda: None)
    assert vs_managym.main(["-n", "1", "--repeat", "1"]) == 0
    out, err = capsys.readouterr()
    assert "managym is not installed" in err and "manabot==0.2.0" in err
    ways = [line.split()[0] for line in out.splitlines()[2:]]
    assert ways == ["step", "autopass", "sim"]


def test_a_way_of_playing_counts_its_games_and_decisions() -> None:
    run = vs_managym.tolaria_run(vs_managym.Way.AUTOPASS, 2, 1)
    again = vs_managym.tolaria_run(vs_managym.Way.SIM, 2, 1)
    assert run.games == 2 and run.decisions is not None and run.decisions > 0
    assert again.decisions == run.decisions  # sim's loop is the autopass game, seen from each seat
    every = vs_managym.tolaria_run(vs_managym.Way.STEP, 2, 1)
    assert every.decisions is not None and every.decisions > run.decisions


def test_a_live_game_is_measured_with_its_history(capsys: pytest.CaptureFixture[str]) -> None:
    assert game_memory.main(["-n", "2", "--turn", "3"]) == 0
    out = capsys.readouterr().out
    assert "live game:" in out and "history:" in out
    total, without_history, copy = game_memory.measure(
        [list(d) for d in (["Mountain"] * 30 + ["Raging Goblin"] * 30, ["Forest"] * 60)], 1, 3
    )
    assert 0 < without_history < total and copy > 0


def test_the_berserk_benchmark_reports_its_build_and_the_draws(capsys: pytest.CaptureFixture[str]) -> None:
    assert berserk_games.main(["-n", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "2 games in" in out and "CPU time" in out and "build: " in out
    assert "reached the turn-400 draw" in out
