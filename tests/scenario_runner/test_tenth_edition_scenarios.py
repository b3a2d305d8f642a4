"""Issue 8's Tenth Edition checks, against the set's reference MTGJSON file (skipped where it is not
present): which of the set's cards the bundled pool holds, and that every one whose text is more than
keywords has a scenario under tests/scenarios/ naming it."""

from __future__ import annotations

import json
from pathlib import Path

from tests.engine.helpers import reference_set_file
from tolaria.mtg.carddb import CardDatabase

SCENARIOS = Path(__file__).resolve().parents[2] / "tests" / "scenarios"


def _tenth_edition_file() -> Path:
    return reference_set_file("10E")


def _tenth_edition_names() -> list[str]:
    data = json.loads(_tenth_edition_file().read_text(encoding="utf-8"))
    return sorted({card["name"] for card in data["data"]["cards"]})


def test_every_pooled_tenth_edition_card_with_more_than_keywords_has_a_scenario() -> None:
    db = CardDatabase.bundled()
    written = "\n".join(p.read_text(encoding="utf-8") for p in SCENARIOS.rglob("*.yaml"))
    missing = []
    for name in _tenth_edition_names():
        if name not in db:
            continue
        compiled = db.card(name).compiled
        if (compiled.spell or compiled.statics or compiled.activated or compiled.triggered) and name not in written:
            missing.append(name)
    assert missing == []


def test_the_pool_holds_every_tenth_edition_card_the_compiler_reads() -> None:
    """`scripts/add_set_cards.py 10E --pool D` adds what the compiler reads; none may be left out."""
    bundled = CardDatabase.bundled()
    from_file = CardDatabase.with_file(_tenth_edition_file())
    left_out = [n for n in _tenth_edition_names() if from_file.card(n).supported and n not in bundled]
    assert left_out == []
