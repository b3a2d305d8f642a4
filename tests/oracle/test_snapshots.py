"""Parse snapshots: the compiled tree of each bundled card, as text, must match the committed file.

A change in how any card compiles fails here with the diff; if the change
is meant, regenerate with ``python scripts/parse_snapshots.py`` and commit
the file, so the review shows which cards now compile differently.
"""

from __future__ import annotations

import difflib
import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "parse_snapshots.py"


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("parse_snapshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_pool_compiles_as_its_snapshot_says() -> None:
    script = _script()
    now = script.render()
    committed = script.SNAPSHOT.read_text(encoding="utf-8")
    diff = "".join(difflib.unified_diff(committed.splitlines(True), now.splitlines(True), "snapshot", "compiled now", n=1))
    assert now == committed, "cards compile differently; if meant, run python scripts/parse_snapshots.py\n" + diff[:4000]


def test_the_snapshot_names_every_bundled_card() -> None:
    from tolaria.mtg.cards.pool import CardPool

    committed = _script().SNAPSHOT.read_text(encoding="utf-8")
    names = {line[3:] for line in committed.splitlines() if line.startswith("== ")}
    assert names == set(CardPool.default().names())
