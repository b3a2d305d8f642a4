"""Write (or check) the parse snapshot of the bundled pool: each card's compiled tree as text.

    python scripts/parse_snapshots.py          # rewrite tests/oracle/snapshots/pool.txt
    python scripts/parse_snapshots.py --check  # exit 1 if the file differs from what compiles now

Run it after a change to the Oracle compiler or the pool, and review the diff:
each changed line is a card that compiles differently.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.mtg.carddb import CardDatabase  # noqa: E402
from tolaria.mtg.oracle.snapshot import tree_lines  # noqa: E402

SNAPSHOT = ROOT / "tests" / "oracle" / "snapshots" / "pool.txt"


def render() -> str:
    """The snapshot text of every bundled card, by name."""
    db = CardDatabase.bundled()
    out = ["# The compiled tree of each bundled card. Regenerate: python scripts/parse_snapshots.py", ""]
    for name in sorted(db.pool.names()):
        out.append(f"== {name}")
        out.extend(tree_lines(db.card(name).compiled))
        out.append("")
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, don't write")
    args = parser.parse_args()
    text = render()
    if args.check:
        old = SNAPSHOT.read_text(encoding="utf-8") if SNAPSHOT.exists() else ""
        if old == text:
            return 0
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), str(SNAPSHOT), "compiled now"))
        return 1
    SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
    SNAPSHOT.write_text(text, encoding="utf-8")
    print(f"wrote {SNAPSHOT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
