"""A scenario plays only cards the compiler read completely, and a command that fails fails its file.

A card the compiler can't read is never half-played (Online 200.3 via the
squad rules; berserk-scenarios.md, "Running": an invalid file is an error,
never a pass); a ``to`` that is never reached fails the file even when no
``expect`` follows it (berserk-scenarios.md, "Commands").
"""

from __future__ import annotations

from pathlib import Path

from tolaria.berserk.cards import CardDatabase
from tolaria.core import scenario as core
from tolaria.mtg.scenario.driver import drivers

UNSUPPORTED_PRINTED = "Дегаска"

FILE = """name: support and commands
game: berserk
turn: {{active: p1, phase: main, number: 3}}
{tests}players:
  p1:
    battlefield:
      - {{card: {card}, at: C1, id: a}}
  p2:
    battlefield:
      - {{card: Кочевник, at: C1', id: x}}
do:
{do}"""


def _run(tmp_path: Path, card: str = "Кочевник", do: str = "  - next phase\n", tests: str = "") -> core.Result:
    path = tmp_path / "scenario.yaml"
    path.write_text(FILE.format(card=card, do=do, tests=tests), encoding="utf-8")
    return core.run_file(path, drivers(), "magic")


def test_the_printed_card_used_here_is_unsupported() -> None:
    d = CardDatabase.bundled().find(UNSUPPORTED_PRINTED)
    assert d is not None and d.unsupported is not None


def test_unsupported_printed_card_makes_the_file_invalid(tmp_path: Path) -> None:
    result = _run(tmp_path, card=UNSUPPORTED_PRINTED)
    assert not result.passed and result.error
    d = CardDatabase.bundled().find(UNSUPPORTED_PRINTED)
    assert d is not None and d.unsupported is not None
    assert any(UNSUPPORTED_PRINTED in r and d.unsupported[:30] in r for r in result.reasons), result.reasons


def test_unsupported_test_card_makes_the_file_invalid(tmp_path: Path) -> None:
    tests = "test_cards:\n  Пробник: {life: 3, strike: 1-1-1, move: 1, text: \"Поет песни на закате\"}\n"
    result = _run(tmp_path, card="Пробник", tests=tests)
    assert not result.passed and result.error
    assert any("Пробник" in r and "Поет песни на закате" in r for r in result.reasons), result.reasons


def test_supported_cards_play(tmp_path: Path) -> None:
    assert _run(tmp_path).passed


def test_to_never_reached_fails_without_expect(tmp_path: Path) -> None:
    result = _run(tmp_path, do="  - to wound\n")  # nothing is on the stack: no Wound object ever tops it
    assert not result.passed and not result.error
    assert any("never reached" in r for r in result.reasons), result.reasons
