"""Compare the regex Oracle compiler with the grammar compiler, card by card.

Compiles every card of the bundled pool and of the reference sets (10E LEA
M10 M19 M20 M21 by default) with both, and prints each card whose trees
differ, with the differing fields, then the coverage of each set by both.

    python scripts/oracle_ab.py [--sets 10E,LEA] [--quiet] [--text]

``--text`` also counts differences in the ``text`` fields (rules text kept
for people); by default they are ignored.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.coverage import reference_set
from tolaria.mtg.oracle.compiler import compile_text as old_compile
from tolaria.mtg.oracle.grammar import compile_text as new_compile

SETS = ("10E", "LEA", "M10", "M19", "M20", "M21")


def _strip_text(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return type(value).__name__, tuple(
            (f.name, _strip_text(getattr(value, f.name))) for f in dataclasses.fields(value) if f.name != "text"
        )
    if isinstance(value, tuple | list):
        return tuple(_strip_text(v) for v in value)
    if isinstance(value, frozenset | set):
        return frozenset(_strip_text(v) for v in value)
    return value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--quiet", action="store_true", help="figures only")
    parser.add_argument("--text", action="store_true", help="compare the text fields too")
    args = parser.parse_args()
    cards: dict[str, tuple[str, str]] = {}
    pool = CardPool.default()
    for name in pool.names():
        cards[name] = (pool.get(name).text, "pool")
    per_set: dict[str, list[tuple[str, str]]] = {}
    for code in [c for c in args.sets.split(",") if c]:
        for card_set in reference_set(code).sets:
            for entry in card_set.cards:
                if entry.problem is not None or entry.is_multi_face:
                    continue
                face = entry.faces[0]
                per_set.setdefault(code, []).append((face.name, face.text))
                cards.setdefault(face.name, (face.text, code))
    times = {"old": 0.0, "new": 0.0}
    diffs = 0
    verdicts: dict[str, tuple[bool, bool]] = {}
    for name, (text, where) in sorted(cards.items()):
        t0 = time.perf_counter()
        old = old_compile(text, name)
        t1 = time.perf_counter()
        try:
            new = new_compile(text, name)
        except Exception as err:  # noqa: BLE001 - a crash is a difference to report
            print(f"== CRASH {name}: {type(err).__name__}: {err}")
            diffs += 1
            continue
        t2 = time.perf_counter()
        times["old"] += t1 - t0
        times["new"] += t2 - t1
        verdicts[name] = (old.supported, new.supported)
        same = (old == new) if args.text else (_strip_text(old) == _strip_text(new))
        if same or (not old.supported and not new.supported):
            continue
        diffs += 1
        if args.quiet:
            continue
        kind = "GAINED" if new.supported and not old.supported else "LOST" if old.supported and not new.supported else "CHANGED"
        print(f"== {kind} {name} [{where}]: {text!r}")
        for f in dataclasses.fields(old):
            a, b = getattr(old, f.name), getattr(new, f.name)
            if (a != b) if args.text else (_strip_text(a) != _strip_text(b)):
                print(f"   {f.name}:\n     old {a}\n     new {b}")
    print(f"\n{len(cards)} cards; {diffs} differ (both-unsupported not counted)")
    print(f"compile time: old {times['old']:.2f} s, new {times['new']:.2f} s")
    pool_names = pool.names()
    print(f"pool: old {sum(verdicts[n][0] for n in pool_names)}/{len(pool_names)}, new {sum(verdicts[n][1] for n in pool_names)}/{len(pool_names)}")
    for code, entries in per_set.items():
        old_n = sum(verdicts[n][0] for n, _ in entries)
        new_n = sum(verdicts[n][1] for n, _ in entries)
        print(f"{code}: old {old_n}/{len(entries)}, new {new_n}/{len(entries)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
