"""Bad scenario input is an invalid file naming what is wrong (berserk-scenarios.md, "Running", "Dice")."""

from __future__ import annotations

from pathlib import Path

from tolaria.core import scenario as core
from tolaria.mtg.scenario.driver import drivers

FILE = """name: a die result outside 1-6 in the global queue
game: berserk
dice: [{value}]
turn: {{active: p1, phase: main, number: 3}}
players:
  p1:
    battlefield:
      - {{card: Кочевник, at: C1, id: a}}
  p2:
    battlefield:
      - {{card: Кочевник, at: C1', id: x, closed: true}}
do:
  - p1: strike x with a
  - resolve all
expect:
  cards:
    x: {{wounds: 1}}
"""


def _run(tmp_path: Path, value: int) -> core.Result:
    path = tmp_path / "scenario.yaml"
    path.write_text(FILE.format(value=value), encoding="utf-8")
    return core.run_file(path, drivers(), "magic")


def test_global_dice_outside_one_to_six_is_invalid(tmp_path: Path) -> None:
    for value in (0, 7):
        result = _run(tmp_path, value)
        assert not result.passed
        assert result.error
        assert any("die results 1-6" in r for r in result.reasons)


def test_global_dice_are_used_in_order(tmp_path: Path) -> None:
    assert _run(tmp_path, 2).passed  # a roll of 2 at a closed card: a weak strike (Online 205.4)
    assert not _run(tmp_path, 6).passed  # a strong strike deals 3, not the 1 expected
