"""The scenarios of core-set cards outside the bundled pool, each set's run with its MTGJSON file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.interfaces.cli import main

ROOT = Path(__file__).resolve().parents[1] / "set_scenarios"
REFERENCE = Path("/work/shared/reference/cards/mtgjson-v5")
SETS = sorted(p.name for p in ROOT.iterdir() if p.is_dir())


@pytest.mark.parametrize("code", SETS)
def test_set_scenarios_pass(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    card_file = REFERENCE / f"{code}.json"
    if not card_file.exists():
        pytest.skip(f"no MTGJSON file for {code} on this machine")
    status = main(["scenario", "run", str(ROOT / code), "--cards", str(card_file)])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "FAIL" not in out and " 0 failed" in out
