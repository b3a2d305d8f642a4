"""Reports for the command line: card coverage and the built-in squads."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.decks import builtin_names, load_squad, problems


def coverage(top: int = 25) -> dict[str, Any]:
    """How many classic cards the compiler reads, set by set, and the phrase each other card stops at.

    The shape is the Magic report's (``supported``, ``total``, ``cards`` with
    ``name``/``supported``/``phrase``, ``sets``, ``phrases``), so one reader
    serves every game.
    """
    cards = list(CardDatabase.bundled())
    sets = []
    for name in dict.fromkeys(c.set for c in cards):
        in_set = [c for c in cards if c.set == name]
        sets.append({"name": name, "supported": sum(c.unsupported is None for c in in_set), "total": len(in_set)})
    phrases: Counter[str] = Counter(str(c.unsupported) for c in cards if c.unsupported)
    examples: dict[str, list[str]] = {}
    for c in cards:
        if c.unsupported:
            examples.setdefault(str(c.unsupported), []).append(c.name)
    return {
        "game": "berserk",
        "supported": sum(c.unsupported is None for c in cards),
        "total": len(cards),
        "cards": [
            {"name": c.name, "set": c.set, "supported": c.unsupported is None, "phrase": c.unsupported}
            for c in cards
        ],
        "sets": sets,
        "phrases": [{"phrase": p, "cards": n, "examples": examples[p][:3]} for p, n in phrases.most_common(top)],
    }


def print_coverage(as_json: bool = False, top: int = 25) -> int:
    """``tolaria cards coverage --game berserk``: the report as text, or as one JSON object."""
    report = coverage(top)
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    for row in report["sets"]:
        print(f"{row['name']}: {row['supported']}/{row['total']} cards supported")
    print(f"all: {report['supported']}/{report['total']} cards supported")
    missing = [c for c in report["cards"] if not c["supported"]]
    heads = Counter(str(c["phrase"]).split(" ")[0] for c in missing)
    print("first words of unread phrases: " + ", ".join(f"{w} {n}" for w, n in heads.most_common(10)))
    for c in missing:
        print(f"  {c['name']}: {c['phrase']}")
    return 0


def print_squads() -> int:
    db = CardDatabase.bundled()
    for name in builtin_names():
        squad = load_squad(name, db)
        found = problems(squad, db)
        state = "playable" if not found else f"not playable: {len(found)} problem(s), e.g. {found[0]}"
        print(f"{name}  {len(squad.cards)} cards  {squad.description}  [{state}]")
    return 0
