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


HOSTED = """name: a hosted card in setup
game: berserk
turn: {{active: p1, phase: main, number: 3}}
players:
  p1:
    battlefield:
      - {{card: Кочевник, at: C1, id: t}}
      - {{card: {card}, {where}, id: u}}
  p2:
    battlefield:
      - {{card: Кочевник, at: C1', id: y}}
expect:
  cards:
    u: {{at: C1}}
"""


def test_a_hosted_card_that_cannot_be_one_is_invalid_naming_why(tmp_path: Path) -> None:
    """berserk-scenarios.md `host:`: «the `id` of its host», for «a symbiote, parasite or equipment»; Online 210.3,
    210.14 say which creature may be a host."""
    path = tmp_path / "scenario.yaml"
    for card, where, says in (
        ("Кочевник", "host: t", "only a symbiote, parasite or companion has a host"),
        ("Ури", "host: nobody", "'host' names no card of the file"),
        ("Ури", "host: y", "a parasite's host is an opponent's creature, a symbiote's its own"),
        ("Ури", "host: t, at: B1", "give 'host' or 'at', not both"),
    ):
        path.write_text(HOSTED.format(card=card, where=where), encoding="utf-8")
        result = core.run_file(path, drivers(), "magic")
        assert not result.passed and result.error and any(says in r for r in result.reasons), (card, where, result.reasons)
    path.write_text(HOSTED.format(card="Ури", where="host: t"), encoding="utf-8")
    assert core.run_file(path, drivers(), "magic").passed


def test_a_log_expectation_of_an_unknown_form_is_invalid(tmp_path: Path) -> None:
    """berserk-scenarios.md: «log: {contains: [...]}» (and «excludes», as in the Magic contract's files); any other form
    is a malformed file, not an expectation silently passed over."""
    path = tmp_path / "scenario.yaml"
    for form, passes in (("{lacks: [Online 216.1]}", None), ("{contains: [Online 216.1]}", True),
                         ("{excludes: [Online 216.1]}", False), ("{contains: [nothing such]}", False)):
        path.write_text(FILE.format(value=1).replace("expect:\n", f"expect:\n  log: {form}\n"), encoding="utf-8")
        result = core.run_file(path, drivers(), "magic")
        if passes is None:
            assert result.error and any("'log' must be" in r for r in result.reasons), result.reasons
        else:
            assert result.passed is passes and not result.error, (form, result.reasons)
