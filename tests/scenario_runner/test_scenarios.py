"""Every scenario file under tests/scenarios (and the shared contract examples) passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.mtg.scenario import run_file

ROOT = Path(__file__).resolve().parents[2]
OWN = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))
SHARED = ROOT.parent / "shared" / "specs" / "examples"
EXAMPLES = sorted(SHARED.glob("*.yaml")) if SHARED.is_dir() else []


@pytest.mark.parametrize("path", OWN, ids=lambda p: str(p.relative_to(ROOT / "tests" / "scenarios")))
def test_own_scenario(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.reasons


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_shared_example(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.reasons


def test_shared_examples_present_or_skipped() -> None:
    if not EXAMPLES:
        pytest.skip(f"shared examples not found at {SHARED}")
    assert len(EXAMPLES) >= 10


def test_enough_scenarios_per_section() -> None:
    assert len(OWN) >= 150
