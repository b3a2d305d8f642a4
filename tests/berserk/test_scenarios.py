"""The Berserk scenario files pass, and a broken expectation fails (so the files can fail)."""

from __future__ import annotations

from pathlib import Path

from tolaria.core import scenario as core
from tolaria.mtg.scenario.driver import drivers

FOLDER = Path(__file__).resolve().parents[1] / "scenarios-berserk"


def test_every_berserk_scenario_passes() -> None:
    files, _ = core.collect([str(FOLDER)])
    assert files
    for f in files:
        result = core.run_file(f, drivers(), "magic")
        assert result.passed, (f, result.reasons)


def test_a_wrong_expectation_fails(tmp_path: Path) -> None:
    text = (FOLDER / "205-strikes" / "closed-target-single-roll.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(text.replace("x: {wounds: 2", "x: {wounds: 3"), encoding="utf-8")
    assert not core.run_file(broken, drivers(), "magic").passed


def test_an_unscripted_roll_fails(tmp_path: Path) -> None:
    text = (FOLDER / "205-strikes" / "closed-target-single-roll.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "unscripted.yaml"
    broken.write_text(text.replace("    dice: [4]\n", ""), encoding="utf-8")
    assert not core.run_file(broken, drivers(), "magic").passed
