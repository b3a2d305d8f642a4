"""The generated subtype module is up to date with the rules file (CR 205.2a, 205.3, 205.4a)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).parents[2]


def _generator():  # type: ignore[no-untyped-def]
    """Import scripts/gen_subtypes.py, which is a script rather than a package module."""
    spec = importlib.util.spec_from_file_location("gen_subtypes", REPO / "scripts/gen_subtypes.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["gen_subtypes"] = module
    spec.loader.exec_module(module)
    return module


def test_generated_module_is_current(tmp_path: Path) -> None:
    """Regenerating from the rules gives exactly the committed subtypes.py."""
    gen = _generator()
    if not gen.DEFAULT_RULES.is_file():
        pytest.skip(f"rules text not found at {gen.DEFAULT_RULES}")
    out = tmp_path / "subtypes.py"
    assert gen.main([str(gen.DEFAULT_RULES), "-o", str(out)]) == 0
    committed = REPO / "tolaria/mtg/cards/subtypes.py"
    assert out.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


def test_list_reader_drops_cross_references() -> None:
    """A "(see rule 301.7)" inside a list must not end the list at its period."""
    gen = _generator()
    text = "The artifact types are Clue, Vehicle (see rule 301.7), and Food. More text."
    assert gen.list_after(text, "The artifact types are ", "205.3g") == ["Clue", "Vehicle", "Food"]
