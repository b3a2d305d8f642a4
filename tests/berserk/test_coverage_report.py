"""``tolaria cards coverage --game berserk``: the report as text and as JSON in the Magic report's shape."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tolaria.berserk.cards import CardDatabase

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tolaria", *args], capture_output=True, text=True, cwd=ROOT, check=False)


def test_the_json_report_counts_every_card_of_the_bundled_data() -> None:
    result = _cli("cards", "coverage", "--game", "berserk", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    cards = list(CardDatabase.bundled())
    assert data["total"] == len(cards) == 400
    assert data["supported"] == sum(c.unsupported is None for c in cards)
    assert sum(row["total"] for row in data["sets"]) == 400
    by_name = {row["name"]: row for row in data["cards"]}
    for card in cards:
        row = by_name[card.name]
        assert row["supported"] is (card.unsupported is None)
        assert row["phrase"] == card.unsupported
    assert all(p["cards"] >= 1 and p["examples"] for p in data["phrases"])


def test_the_text_report_and_bad_options() -> None:
    text = _cli("cards", "coverage", "--game", "berserk")
    assert text.returncode == 0 and "all: " in text.stdout and "/400 cards supported" in text.stdout
    bad = _cli("cards", "coverage", "--game", "berserk", "--set", "10E")
    assert bad.returncode == 2 and "--set" in bad.stderr
