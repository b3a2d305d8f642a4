"""The scenario contract's error handling: broken files exit 2 naming file and line, never pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.mtg.scenario import run_cli, run_file

GOOD = """name: 120.3a Shock to the face
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Shock]
    mana_pool: "{R}"
  bob: {}
do:
  - alice: cast Shock targeting bob
  - resolve
expect:
  bob: {life: 18}
"""


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_good_file_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = write(tmp_path, GOOD)
    assert run_cli([str(p)]) == 0
    out = capsys.readouterr().out
    assert f"PASS {p}" in out and "1 passed, 0 failed" in out


def test_wrong_expectation_fails_with_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = write(tmp_path, GOOD.replace("life: 18", "life: 17"))
    assert run_cli([str(p)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "life is 18, expected 17" in out


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace("hand: [Shock]", "hand: [Shok]"), 5, "Shock"),
        (GOOD.replace("  - resolve\n", "  - resolve everything\n"), 10, "unknown command"),
        (GOOD.replace("name: 120.3a Shock to the face\n", ""), 1, "'name' is required"),
        (GOOD.replace("turn: {active: alice, step: main1}", "turn: {active: alice, step: lunch}"), 2, "unknown step"),
        (GOOD.replace("  bob: {life: 18}", "  bob: {lifes: 18}"), 12, "unknown player expectation"),
        (GOOD + "rules: classic-1994\n", 13, "unknown rules profile 'classic-1994'"),
        ("name: [unclosed\n", 2, "invalid YAML"),
    ],
)
def test_malformed_scenario_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: int, words: str) -> None:
    p = write(tmp_path, text)
    assert run_cli([str(p)]) == 2
    out = capsys.readouterr().out
    assert f"FAIL {p}: invalid scenario at line {line}: " in out, out
    assert words in out
    assert "0 passed, 1 failed" in out


def test_broken_file_does_not_stop_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, "name: [broken\n", "a.yaml")
    write(tmp_path, GOOD, "b.yaml")
    assert run_cli([str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert "PASS" in out and "1 passed, 1 failed" in out


def test_refused_action_must_be_refused(tmp_path: Path) -> None:
    """CR 117.1a: a sorcery can't be cast with a spell on the stack; accepted actions fail `refused: true`."""
    text = GOOD.replace("  - alice: cast Shock targeting bob\n", "  - alice: cast Shock targeting bob\n    refused: true\n")
    r = run_file(write(tmp_path, text))
    assert not r.passed and "expects it to be refused" in r.reasons[0]


def test_json_output_has_log_with_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    p = write(tmp_path, GOOD)
    assert run_cli([str(p)], as_json=True) == 0
    first = capsys.readouterr().out.splitlines()[0]
    obj = json.loads(first)
    assert obj["passed"] is True and obj["name"].startswith("120.3a")
    assert any("120.3a" in e["rules"] for e in obj["log"])


def test_auto_stops_where_no_attack_is_not_allowed(tmp_path: Path) -> None:
    """CR 508.1d: Juggernaut attacks each combat if able, so `auto` can't declare no attackers."""
    text = """name: 508.1d auto stops at Juggernaut's declaration
turn: {active: alice, step: main1}
players:
  alice: {battlefield: [Juggernaut]}
  bob: {}
do:
  - auto
  - expect: {step: declare_attackers}
  - alice: attack with Juggernaut
  - to main2
expect:
  bob: {life: 15}
"""
    r = run_file(write(tmp_path, text))
    assert r.passed, r.reasons
