"""The command line speaks Heroes: sim, decks list, cards coverage, scenario run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tolaria", *args], capture_output=True, text=True, cwd=ROOT, check=False)


def test_sim_plays_the_example_decks() -> None:
    run = _cli("sim", "--game", "heroes", "example-steppes", "example-forests", "-n", "4", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["games"] == 4 and sum(d["wins"] for d in data["decks"]) + data["draws"] == 4


def test_sim_refuses_bad_decks_and_editions() -> None:
    assert _cli("sim", "--game", "heroes", "example-steppes", "nosuch", "-n", "2").returncode == 2
    bad = _cli("sim", "--game", "heroes", "example-steppes", "example-forests", "-n", "2", "--rules", "x")
    assert bad.returncode == 2 and "heroes-2025" in bad.stderr


def test_decks_list_and_coverage_of_the_example_cards() -> None:
    decks = _cli("decks", "list", "--game", "heroes")
    assert decks.returncode == 0 and "example-steppes" in decks.stdout and "example-forests" in decks.stdout
    coverage = _cli("cards", "coverage", "--game", "heroes")
    assert coverage.returncode == 0 and "18/18 cards supported" in coverage.stdout
    assert _cli("cards", "coverage", "--game", "heroes", "--mtgjson", "x.json").returncode == 2


def test_scenario_run_mixes_games() -> None:
    run = _cli("scenario", "run", "tests/scenarios-heroes/pp-attack-phase", "tests/scenarios-berserk/102-victory")
    assert run.returncode == 0, run.stdout[-2000:]
    assert "failed" in run.stdout.splitlines()[-1] and " 0 failed" in run.stdout.splitlines()[-1]
