"""The ``tolaria`` command line: output people read and exit statuses scripts rely on."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tolaria.interfaces.cli import main
from tolaria.mtg.decks import builtin_decks


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_decks_list_shows_every_builtin_deck(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "decks", "list")
    assert status == 0
    for name in builtin_decks():
        assert name in out
    assert "60" in out
    assert re.search(r"red-burn\s+│\s+R\s+│\s+60", out)


def test_cards_show_lightning_bolt(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "cards", "show", "lightning", "bolt")
    assert status == 0
    assert "Lightning Bolt" in out
    assert "{R}" in out
    assert "Instant" in out
    assert "any target" in out
    assert "damage" in out


def test_cards_show_unknown_card_suggests_names(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "cards", "show", "Lightning Blot")
    assert status == 2
    assert out == ""
    assert "unknown card 'Lightning Blot'" in err
    assert "did you mean Lightning Bolt" in err


def test_cards_show_basic_land_has_its_intrinsic_mana_ability(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "cards", "show", "Forest")
    assert status == 0
    assert "mana ability" in out
    assert "305.6" in out


def test_cards_coverage_pool_a_is_complete(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "cards", "coverage", "--pool", "A")
    assert status == 0
    match = re.search(r"pool A: (\d+)/(\d+) cards supported", out)
    assert match is not None
    supported, total = int(match[1]), int(match[2])
    assert supported == total >= 63


def test_cards_coverage_lists_unread_phrases(capsys: pytest.CaptureFixture[str]) -> None:
    from tolaria.mtg.carddb import card_def
    from tolaria.mtg.cards.pool import CardPool

    status, out, _ = run(capsys, "cards", "coverage")
    assert status == 0
    assert "all pools:" in out
    for name in CardPool.default().names():
        for phrase in card_def(name).compiled.unread:
            assert phrase in out


def _card_file(tmp_path: Path) -> Path:
    """A small MTGJSON v5 set: a basic land, a vanilla creature and two cards the compiler can't read."""
    cards = [
        {"name": "Forest", "type": "Basic Land — Forest", "text": "({T}: Add {G}.)"},
        {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear", "power": "2", "toughness": "2"},
        {"name": "Zorp Relic", "manaCost": "{2}", "type": "Artifact", "text": "Zorp Zorp Relic."},
        {"name": "Zorp Idol", "manaCost": "{3}", "type": "Artifact", "text": "Zorp Zorp Idol."},
        {"name": "Tolarian Relic", "manaCost": "{1}", "type": "Artifact", "text": "{T}: You gain 1 life."},
    ]
    path = tmp_path / "TST.json"
    path.write_text(json.dumps({"data": {"code": "TST", "name": "Test Set", "cards": cards}}), encoding="utf-8")
    return path


def test_cards_coverage_of_a_card_file_ranks_phrases(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "cards", "coverage", "--mtgjson", str(_card_file(tmp_path)))
    assert status == 0
    assert "TST (Test Set): 3/5 cards supported (60.0%)" in out
    assert re.search(r"^\s+2  Zorp ~  \(e\.g\. Zorp Relic, Zorp Idol\)$", out, re.MULTILINE)
    assert "5 cards compiled in" in out


def test_cards_coverage_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "cards", "coverage", "--mtgjson", str(_card_file(tmp_path)), "--set", "tst", "--json")
    assert status == 0
    report = json.loads(out)
    assert (report["supported"], report["total"]) == (3, 5)
    assert {"name": "Zorp Relic", "supported": False, "phrase": "Zorp Zorp Relic"}.items() <= report["cards"][2].items()
    assert report["sets"] == [{"code": "TST", "name": "Test Set", "supported": 3, "total": 5}]


def test_cards_coverage_bundled_pool_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "cards", "coverage", "--pool", "A", "--json")
    report = json.loads(out)
    assert status == 0 and report["supported"] == report["total"] >= 63


def test_cards_coverage_of_a_reference_set(capsys: pytest.CaptureFixture[str]) -> None:
    from tolaria.mtg.coverage import reference_folders

    if not reference_folders():
        pytest.skip("no MTGJSON reference folder beside the package")
    status, out, _ = run(capsys, "cards", "coverage", "--set", "M10", "--set", "lea", "--top", "3")
    assert status == 0
    assert re.search(r"^M10 \(Magic 2010\): \d+/234 cards supported", out, re.MULTILINE)
    assert re.search(r"^LEA \(Limited Edition Alpha\): \d+/290 cards supported", out, re.MULTILINE)
    assert "all sets:" in out


def test_cards_coverage_refuses_mixed_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "cards", "coverage", "--pool", "A", "--mtgjson", str(_card_file(tmp_path)))
    assert (status, out) == (2, "")
    assert "--pool picks cards of the bundled pool" in err
    status, _, err = run(capsys, "cards", "coverage", "--set", "../etc")
    assert status == 2 and "'../etc' is not a set code" in err


def test_cards_show_a_card_of_a_card_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``cards show --cards FILE`` finds a card only the file has, and names what the compiler can't read."""
    path = str(_card_file(tmp_path))
    status, out, _ = run(capsys, "cards", "show", "zorp", "idol", "--cards", path)
    assert status == 0
    assert "Zorp Idol" in out
    assert "supported: no" in out
    assert "unread: Zorp Zorp Idol" in out
    assert "set: TST" in out
    status, out, _ = run(capsys, "cards", "show", "Tolarian Relic", "--cards", path)
    assert status == 0 and "supported: yes" in out and "gain 1 life" in out.lower()


def test_cards_show_without_the_file_does_not_know_its_cards(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "cards", "show", "Zorp Idol")
    assert status == 2 and out == "" and "unknown card 'Zorp Idol'" in err
    status, out, err = run(capsys, "cards", "show", "Forest", "--cards", str(tmp_path / "missing.json"))
    assert status == 2 and out == "" and "missing.json" in err and "no such card file" in err


def test_scenario_run_with_a_card_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``scenario run --cards FILE``: a scenario may name the file's cards beside the bundled ones."""
    scenario = tmp_path / "relic.yaml"
    scenario.write_text(
        "name: a relic from a card file\n"
        "turn: {active: alice, step: main1}\n"
        "players:\n  alice: {battlefield: [Tolarian Relic, Forest], life: 10}\n  bob: {}\n"
        "do:\n  - alice: activate Tolarian Relic\n  - resolve\n"
        "expect:\n  alice: {life: 11}\n",
        encoding="utf-8",
    )
    assert run(capsys, "scenario", "run", str(scenario))[0] != 0
    status, out, _ = run(capsys, "scenario", "run", str(scenario), "--cards", str(_card_file(tmp_path)))
    assert status == 0, out
    assert f"PASS {scenario}" in out


def test_sim_prints_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "sim", "red-burn", "green-stompy", "-n", "4", "--seed", "1")
    assert status == 0
    assert re.search(r"red-burn\s+│\s+\d+\s+│\s+\d+\.\d%\s+│\s+\d+\.\d% - \d+\.\d%", out)
    assert re.search(r"green-stompy\s+│\s+\d+\s+│\s+\d+\.\d%", out)
    assert "draws:" in out
    assert "mean turns:" in out
    assert "games/s" in out


def test_sim_output_does_not_depend_on_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    def results(*extra: str) -> list[str]:
        _, out, _ = run(capsys, "sim", "rw-aggro", "rg-beats", "-n", "4", "--no-progress", *extra)
        return [line for line in out.splitlines() if "speed:" not in line]

    assert results("--jobs", "2") == results()


def test_sim_unknown_deck_suggests_a_builtin(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "sim", "red-brun", "green-stompy", "-n", "2")
    assert status == 2
    assert out == ""
    assert "unknown deck 'red-brun'" in err
    assert "did you mean red-burn" in err


def test_sim_malformed_deck_file_names_file_and_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deck = tmp_path / "broken.txt"
    deck.write_text("// a deck\n20 Mountain\nfour Lightning Bolt\n", encoding="utf-8")
    status, _, err = run(capsys, "sim", str(deck), "red-burn", "-n", "2")
    assert status == 2
    assert f"{deck}:3" in err


def test_sim_deck_file_with_unknown_card_suggests(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deck = tmp_path / "typo.txt"
    deck.write_text("20 Mountain\n4 Lightnig Bolt\n", encoding="utf-8")
    status, _, err = run(capsys, "sim", str(deck), "red-burn", "-n", "2")
    assert status == 2
    assert f"{deck}:2" in err
    assert "Lightning Bolt" in err


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "sim", "red-burn")[0] == 2
    assert run(capsys, "sim", "red-burn", "green-stompy", "-n", "0")[0] == 2
    assert run(capsys, "cards", "coverage", "--pool", "Z")[0] == 2
    assert run(capsys)[0] == 2


def test_scenario_run_is_wired_to_the_scenario_runner(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import tolaria.mtg.scenario as scenario

    calls: list[tuple[list[str], bool]] = []

    def fake_run_cli(paths: list[str], as_json: bool) -> int:
        calls.append((paths, as_json))
        return 1

    monkeypatch.setattr(scenario, "run_cli", fake_run_cli)
    assert run(capsys, "scenario", "run", "a.yaml", "dir", "--json")[0] == 1
    assert run(capsys, "scenario", "run", "b.yaml")[0] == 1
    assert calls == [(["a.yaml", "dir"], True), (["b.yaml"], False)]


def test_python_dash_m_tolaria() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tolaria", "--version"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert done.stdout.startswith("tolaria ")


def test_sim_refuses_an_unknown_rules_profile(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "sim", "red-burn", "green-stompy", "-n", "2", "--rules", "classic-1994")
    assert status == 2
    assert out == ""
    assert "classic-1994" in err and "classic-2008" in err  # the known ones are named


def test_sim_plays_under_the_2008_rules(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "sim", "red-burn", "green-stompy", "-n", "4", "--rules", "classic-2008", "--no-progress")
    assert status == 0
    assert "red-burn" in out


def test_scenario_run_judges_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    scenario = tmp_path / "bolt.yaml"
    scenario.write_text(
        "name: Lightning Bolt kills a Grizzly Bears\n"
        "players:\n"
        "  alice: {hand: [Lightning Bolt], battlefield: [Mountain]}\n"
        "  bob: {battlefield: [Grizzly Bears]}\n"
        "do:\n"
        "  - alice: cast Lightning Bolt targeting Grizzly Bears\n"
        "  - resolve\n"
        "expect:\n"
        "  bob: {graveyard: [Grizzly Bears]}\n",
        encoding="utf-8",
    )
    status, out, _ = run(capsys, "scenario", "run", str(scenario))
    assert status == 0
    assert f"PASS {scenario}" in out
    assert "1 passed, 0 failed" in out


def test_sim_plays_two_headed_giant_teams(capsys: pytest.CaptureFixture[str]) -> None:
    """``--format two-headed-giant`` takes four decks, team by team, and counts each team's wins (CR 810)."""
    argv = ["sim", "red-burn", "green-stompy", "white-weenie", "rg-beats", "--format", "two-headed-giant", "-n", "4"]
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert "format two-headed-giant" in out
    wins = re.findall(r"(red-burn\+green-stompy|white-weenie\+rg-beats)\s+│\s+(\d+)", out)
    assert len(wins) == 2
    draws = int(re.search(r"draws: (\d+)", out)[1])  # type: ignore[index]
    assert sum(int(n) for _, n in wins) + draws == 4
    status, again, _ = run(capsys, *argv, "--jobs", "2", "--force")
    assert re.findall(r"│\s+\d+\s+│", again) == re.findall(r"│\s+\d+\s+│", out)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["red-burn", "green-stompy", "--format", "two-headed-giant"], "sim takes four decks (two teams of two, CR 810.1), got 2"),
        (["red-burn", "green-stompy", "white-weenie", "rg-beats"], "sim takes two decks (four with --format two-headed-giant), got 4"),
        (["red-burn", "green-stompy", "--format", "emperor"], "invalid choice: 'emperor'"),
    ],
)
def test_sim_refuses_decks_that_dont_fit_the_format(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    status, _, err = run(capsys, "sim", *argv, "-n", "1")
    assert status == 2 and words in err


def test_sim_warns_of_a_teams_combined_copies(capsys: pytest.CaptureFixture[str]) -> None:
    """Two-Headed Giant's unified deck construction counts copies across a team's decks."""
    argv = ["sim", "red-burn", "red-burn", "white-weenie", "rg-beats", "--format", "two-headed-giant", "-n", "1"]
    status, _, err = run(capsys, *argv)
    assert status == 0 and "across the team's decks" in err
    status, _, err = run(capsys, *argv, "--strict")
    assert status == 2 and "two-headed-giant rules" in err
