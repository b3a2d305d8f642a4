"""Reports for the command line: card coverage and the built-in squads."""

from __future__ import annotations

from collections import Counter

from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.decks import builtin_names, load_squad, problems


def print_coverage() -> int:
    """How many classic cards the compiler reads, by set, and the phrase each other card stops at."""
    db = CardDatabase.bundled()
    cards = list(db)
    for name in dict.fromkeys(c.set for c in cards):
        in_set = [c for c in cards if c.set == name]
        ok = sum(1 for c in in_set if c.unsupported is None)
        print(f"{name}: {ok}/{len(in_set)} cards supported")
    ok = sum(1 for c in cards if c.unsupported is None)
    print(f"all: {ok}/{len(cards)} cards supported")
    heads = Counter(str(c.unsupported).split(" ")[0] for c in cards if c.unsupported)
    print("first words of unread phrases: " + ", ".join(f"{w} {n}" for w, n in heads.most_common(10)))
    for c in cards:
        if c.unsupported:
            print(f"  {c.name}: {c.unsupported}")
    return 0


def print_squads() -> int:
    db = CardDatabase.bundled()
    for name in builtin_names():
        squad = load_squad(name, db)
        found = problems(squad, db)
        state = "playable" if not found else f"not playable: {len(found)} problem(s), e.g. {found[0]}"
        print(f"{name}  {len(squad.cards)} cards  {squad.description}  [{state}]")
    return 0
