"""Scenario files of core-set cards (tests/scenarios-core-sets/<SET>/...), played with the
cards of the set's reference MTGJSON file (the cards are not in the bundled pool: the grammar reads
them from their Oracle text, issue 8). Skipped where the reference card files are not present."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.core import scenario as core
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.coverage import reference_set_path
from tolaria.mtg.scenario.driver import drivers

ROOT = Path(__file__).resolve().parents[2] / "tests" / "scenarios-core-sets"
FILES = sorted(ROOT.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_core_set_scenario(path: Path) -> None:
    code = path.relative_to(ROOT).parts[0]
    card_file = reference_set_path(code)
    if card_file is None:
        pytest.skip(f"no reference card file for {code}")
    result = core.run_file(path, drivers(CardDatabase.with_file(card_file)), "magic")
    assert result.passed, result.reasons


def test_there_are_scenarios_for_each_set() -> None:
    assert {p.relative_to(ROOT).parts[0] for p in FILES} == {"LEA", "M10", "M19", "M20", "M21"}
