"""The runner is strict: nothing passes that didn't check what it says (specs/scenarios.md, "Running")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.mtg import Game
from tolaria.mtg.scenario import run_cli, run_file

BASE = """name: 305.2 a second land in a turn
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Forest, Mountain]
  bob: {}
do:
  - alice: play Forest
  - alice: ENTRY
    refused: PIN
"""


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def test_a_pinned_rule_must_be_the_rule_cited(tmp_path: Path) -> None:
    good = run_file(write(tmp_path, BASE.replace("ENTRY", "play Mountain").replace("PIN", '"305.2"')))
    assert good.passed, good.reasons
    wrong = run_file(write(tmp_path, BASE.replace("ENTRY", "play Mountain").replace("PIN", '"305.1"')))
    assert not wrong.passed and "citing rule 305.2, expected 305.1" in wrong.reasons[0]
    plain = run_file(write(tmp_path, BASE.replace("ENTRY", "play Mountain").replace("PIN", "true")))
    assert plain.passed


def test_an_unreadable_action_expected_to_be_refused_makes_the_file_invalid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = write(tmp_path, BASE.replace("ENTRY", "play Mountian").replace("PIN", "true"))
    assert run_cli([str(p)]) == 2
    out = capsys.readouterr().out
    assert "invalid scenario at line 9" in out and "can't be read" in out and "Mountain" in out


def test_a_refusal_value_must_be_a_rule(tmp_path: Path) -> None:
    result = run_file(write(tmp_path, BASE.replace("ENTRY", "play Mountain").replace("PIN", "maybe")))
    assert result.error and "'refused' must be" in result.reasons[0]


def test_a_refused_action_must_not_be_listed_as_legal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If the engine listed the very action it then refused, the file fails (the list and the rules disagree)."""
    from tolaria.mtg import engine
    from tolaria.mtg.actions import PlayLand

    real = engine.legal_actions

    def listing_everything(g, mana_abilities=False):  # type: ignore[no-untyped-def]
        return real(g, mana_abilities) + [PlayLand(c) for c in g.players[0].hand]

    monkeypatch.setattr(engine, "legal_actions", listing_everything)
    result = run_file(write(tmp_path, BASE.replace("ENTRY", "play Mountain").replace("PIN", '"305.2"')))
    assert not result.passed and "listed among the legal actions" in result.reasons[0]


def test_do_may_not_end_on_an_unanswered_decision(tmp_path: Path) -> None:
    text = """name: 508.1 an attack left undeclared
turn: {active: alice, step: beginning_of_combat}
players:
  alice: {battlefield: [Grizzly Bears]}
  bob: {}
do:
  - next step
expect:
  step: declare_attackers
"""
    result = run_file(write(tmp_path, text))
    assert not result.passed and "alice must still decide (declare attackers)" in result.reasons[0]
    answered = run_file(write(tmp_path, text.replace("  - next step\n", "  - next step\n  - expect: {step: declare_attackers}\n  - alice: no attack\n")))
    assert answered.passed, answered.reasons


def test_positions_load_from_scenario_text_and_files(tmp_path: Path) -> None:
    """Like FEN: a position from a bug report or a puzzle, with its do entries played."""
    text = BASE.replace("  - alice: ENTRY\n    refused: PIN\n", "")
    game = Game.from_scenario(text)
    g = game.state
    assert [g.name_of(c) for c in g.players[0].hand] == ["Mountain"]
    assert game.decision is not None and game.decision.kind == "priority"
    from_file = Game.from_scenario(write(tmp_path, text))
    assert from_file.to_json() == game.to_json()
    from tolaria.errors import TolariaError

    with pytest.raises(TolariaError, match="was refused"):
        Game.from_scenario(BASE.replace("ENTRY", "play Mountain").replace("    refused: PIN\n", ""))
