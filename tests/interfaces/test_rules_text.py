"""The rules text behind ``why``: parsing a Comprehensive Rules file, and the extract the package ships."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.interfaces.helpers import DECKS
from tolaria.agents import RandomAgent
from tolaria.interfaces import cited_rules
from tolaria.interfaces.rules_text import RulesFileError, RulesText, parent_of, parse

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference" / "rules" / "MagicCompRules-20260619.txt"

SAMPLE = """\ufeffMagic: The Gathering Comprehensive Rules\r
\r
These rules are effective as of June 19, 2026.\r
\r
Contents\r
\r
7. Additional Rules\r
702. Keyword Abilities\r
\r
702. Keyword Abilities\r
\r
702.1. Most abilities describe exactly what they do.\r
\r
702.19. Trample\r
\r
702.19a Trample is a static ability.\r
\r
702.19b The controller assigns damage.\r
Example: A 2/2 blocks a 3/3 with trample.\r
\r
Glossary\r
\r
702.99 Not a rule\r
"""


def test_parse_reads_numbers_text_examples_and_the_date() -> None:
    rules, effective = parse(SAMPLE)
    assert effective == "June 19, 2026"
    assert list(rules) == ["702", "702.1", "702.19", "702.19a", "702.19b"]
    assert rules["702"] == "Keyword Abilities"
    assert rules["702.19b"] == "The controller assigns damage.\nExample: A 2/2 blocks a 3/3 with trample."


def test_explain_shows_titles_and_sections_with_their_subrules() -> None:
    rules = RulesText(parse(SAMPLE)[0], "sample")
    assert [r.number for r in rules.explain("702.19")] == ["702.19", "702.19a", "702.19b"]
    assert [r.number for r in rules.explain("702")] == ["702", "702.1", "702.19"]
    assert [r.number for r in rules.explain("702.19a")] == ["702.19a"]
    assert [r.number for r in rules.explain("702.1")] == ["702.1"]
    assert rules.explain("999.9") == []
    assert (parent_of("702.19a"), parent_of("702.19"), parent_of("702")) == ("702.19", "702", None)


def test_a_full_rules_file_is_read_and_bad_files_are_refused(tmp_path: Path) -> None:
    good = tmp_path / "rules.txt"
    good.write_text(SAMPLE, encoding="utf-8")
    assert RulesText.from_file(good).rule("702.19a") is not None
    with pytest.raises(RulesFileError, match="can't read"):
        RulesText.from_file(tmp_path / "missing.txt")
    bad = tmp_path / "notes.txt"
    bad.write_text("just some notes\n", encoding="utf-8")
    with pytest.raises(RulesFileError, match="not a Comprehensive Rules file"):
        RulesText.from_file(bad)


def test_the_shipped_extract_explains_every_rule_random_games_cite() -> None:
    from tolaria.mtg import Game

    rules = RulesText.bundled()
    cited: set[str] = set()
    for seed in (1, 2, 3):
        game = Game.new(decks=DECKS if seed != 3 else ["bg-graveyard", "rw-tricks"], seed=seed, autopass=True)
        agent = RandomAgent(seed)
        while not game.is_over:
            game.apply(agent.choose(game))
        cited.update(number for entry in game.log for number in entry["rules"])
    assert len(cited) > 40
    assert sorted(n for n in cited if not rules.explain(n)) == []


def test_the_shipped_extract_is_small_and_current() -> None:
    assert cited_rules.SOURCE == "MagicCompRules-20260619.txt"
    assert 100 < len(cited_rules.RULES) < 1000  # the cited paragraphs, not the whole rules
    if not REFERENCE.exists():
        pytest.skip("the reference rules text is not on this machine")
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "cited_rules.py"), "--check"], capture_output=True, text=True
    )
    assert check.returncode == 0, check.stderr
