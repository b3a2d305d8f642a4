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
    The shape is the Magic report's (``supported``, ``total``, ``cards`` with
    ``name``/``supported``/``phrase``, ``phrases``), so one reader serves
    every game.
    """
    cards = [c for f in files for c in read_dump(f)] if files else list(CardDatabase.examples())
    phrases = Counter(str(c.unsupported) for c in cards if c.unsupported)
    examples: dict[str, list[str]] = {}
    for c in cards:
        if c.unsupported:
            examples.setdefault(str(c.unsupported), []).append(c.name)
    by_type: dict[str, list[int]] = {}
    for c in cards:
        row = by_type.setdefault(_type_name(c), [0, 0])
        row[0] += c.unsupported is None
        row[1] += 1
    return {
        "game": "heroes",
        "files": list(files),
        "supported": sum(c.unsupported is None for c in cards),
        "total": len(cards),
        "cards": [
            {"name": c.name, "type": _type_name(c), "supported": c.unsupported is None, "phrase": c.unsupported}
            for c in cards
        ],
        "by_type": {k: {"supported": v[0], "total": v[1]} for k, v in sorted(by_type.items())},
        "phrases": [{"phrase": p, "cards": n, "examples": examples[p][:3]} for p, n in phrases.most_common(top)],
    }


def _type_name(card: Any) -> str:
    return str(card.type.value if card.type else card.type_word or "unknown")


def print_coverage(files: Sequence[str], as_json: bool = False, top: int = 25) -> int:
    report = coverage(files, top)
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    where = ", ".join(files) if files else "the example cards"
    print(f"{where}: {report['supported']}/{report['total']} cards supported")
    for kind, row in report["by_type"].items():
        print(f"  {kind}: {row['supported']}/{row['total']}")
    if report["phrases"]:
        print("unread phrases, most blocking first:")
        for row in report["phrases"]:
            print(f"  {row['cards']:4d}  {row['phrase']}")
    return 0


def print_decks() -> int:
    db = CardDatabase.examples()
    for name, deck in EXAMPLE_DECKS.items():
        loaded = load_deck(name, db)
        print(f"{name}  hero {loaded.hero}  {len(loaded.cards)} cards  {deck.description}")
    return 0
