#!/usr/bin/env python3
"""Add the cards of a set that the compiler reads completely to the bundled pool.

    python scripts/add_set_cards.py 10E --pool D [--check]

Every card of the set (read from the MTGJSON reference file, as ``tolaria
cards coverage --set`` finds it) that is supported and not yet in
``tolaria/mtg/data/cards.json`` is written there in the pool's own record
format (name, mana cost, type line, text, P/T, loyalty, pool letter, set
code). Cards already in the pool keep their pool letter. ``--check`` only
lists what would be added and exits 1 if anything would.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tolaria.mtg.coverage import REFERENCE_FOLDERS, card_coverage, reference_folders, reference_set  # noqa: E402

POOL_FILE = REPO / "tolaria/mtg/data/cards.json"


def raw_cards(code: str) -> dict[str, dict[str, object]]:
    """The MTGJSON v5 records of one set, by name (the first printing of each)."""
    for folder in reference_folders():
        path = folder / REFERENCE_FOLDERS[0] / f"{code.upper()}.json"
        if path.is_file():
            out: dict[str, dict[str, object]] = {}
            for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
                out.setdefault(card["name"], card)
            return out
    raise SystemExit(f"no MTGJSON v5 file for set {code}")


def record(card: dict[str, object], pool: str, set_code: str) -> dict[str, object]:
    """An MTGJSON card as a pool record (the fields ``CardFace.from_record`` reads)."""
    return {
        "name": card["name"],
        "mana_cost": card.get("manaCost", ""),
        "type_line": card["type"],
        "text": card.get("text", ""),
        "power": card.get("power"),
        "toughness": card.get("toughness"),
        "loyalty": card.get("loyalty"),
        "pool": pool,
        "set": set_code,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", help="set code, e.g. 10E")
    parser.add_argument("--pool", required=True, help="pool letter of the new cards, e.g. D")
    parser.add_argument("--check", action="store_true", help="only list the cards that would be added")
    args = parser.parse_args(argv)
    data = json.loads(POOL_FILE.read_text(encoding="utf-8"))
    known = {c["name"] for c in data["cards"]}
    card_set = reference_set(args.set).select(args.set)
    raw = raw_cards(args.set)
    added = []
    for entry in card_set.cards:
        if entry.name in known or entry.face is None or not card_coverage(entry).supported:
            continue
        known.add(entry.name)
        added.append(record(raw[entry.name], args.pool.upper(), card_set.code))
    for r in added:
        print(f"+ {r['name']}")
    if args.check:
        return 1 if added else 0
    data["cards"].extend(added)
    POOL_FILE.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(added)} cards added to {POOL_FILE.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
