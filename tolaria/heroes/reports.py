"""Reports for the command line: card coverage of a dump, and the example decks."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from tolaria.heroes.cards import CardDatabase, read_dump
from tolaria.heroes.decks import EXAMPLE_DECKS, load_deck


def coverage(files: Sequence[str], top: int = 25) -> dict[str, Any]:
    """How many cards of the dumps (or, without any, of the example cards) the compiler reads whole.

    Every other card is unsupported, with the phrase (or the type) it stopped at.
    """
    cards = [c for f in files for c in read_dump(f)] if files else list(CardDatabase.examples())
    supported = [c for c in cards if c.unsupported is None]
    phrases = Counter(str(c.unsupported) for c in cards if c.unsupported)
    by_type: dict[str, list[int]] = {}
    for c in cards:
        row = by_type.setdefault(c.type.value if c.type else c.type_word or "unknown", [0, 0])
        row[0] += c.unsupported is None
        row[1] += 1
    return {
        "game": "heroes",
        "files": list(files),
        "cards": len(cards),
        "supported": len(supported),
        "by_type": {k: {"supported": v[0], "cards": v[1]} for k, v in sorted(by_type.items())},
        "unread": [{"phrase": p, "cards": n} for p, n in phrases.most_common(top)],
        "unsupported": {c.name: c.unsupported for c in cards if c.unsupported},
    }


def print_coverage(files: Sequence[str], as_json: bool = False, top: int = 25) -> int:
    report = coverage(files, top)
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    where = ", ".join(files) if files else "the example cards"
    print(f"{where}: {report['supported']}/{report['cards']} cards supported")
    for kind, row in report["by_type"].items():
        print(f"  {kind}: {row['supported']}/{row['cards']}")
    if report["unread"]:
        print("unread phrases, most blocking first:")
        for row in report["unread"]:
            print(f"  {row['cards']:4d}  {row['phrase']}")
    return 0


def print_decks() -> int:
    db = CardDatabase.examples()
    for name, deck in EXAMPLE_DECKS.items():
        loaded = load_deck(name, db)
        print(f"{name}  hero {loaded.hero}  {len(loaded.cards)} cards  {deck.description}")
    return 0
