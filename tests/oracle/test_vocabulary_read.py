"""Every field the compiler can produce is read by the engine (architecture, property 6).

A field nobody reads is text silently discarded: these tests fail as soon
as one is added to the ability tree without a rule that reads it.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.engine.helpers import ids, position
from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import CardType, Supertype
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules import effects
from tolaria.mtg.rules.filters import matches

RULES = Path(__file__).resolve().parents[2] / "tolaria" / "mtg"
ENGINE_FILES = sorted((RULES / "rules").glob("*.py")) + [RULES / "engine.py", RULES / "carddb.py"]


def _attributes_read() -> set[str]:
    """Every ``x.name`` read anywhere in the engine's rules code."""
    names: set[str] = set()
    for path in ENGINE_FILES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
                names.add(node.attr)
    return names


VOCABULARY = [
    cls
    for _, cls in inspect.getmembers(ab, inspect.isclass)
    if dataclasses.is_dataclass(cls) and cls.__module__ == ab.__name__
]
SKIPPED = {"text"}  # rules text kept for people: shown, not played


@pytest.mark.parametrize("cls", VOCABULARY, ids=lambda c: c.__name__)
def test_every_field_of_the_ability_tree_is_read_by_the_rules(cls: type) -> None:
    read = _attributes_read()
    unread = [f.name for f in dataclasses.fields(cls) if f.name not in SKIPPED and f.name not in read]
    assert unread == [], f"{cls.__name__} fields no rule reads: {unread}"


@pytest.mark.parametrize("cls", ab.STEP_CLASSES, ids=lambda c: c.__name__)
def test_every_effect_step_has_a_handler_that_reads_all_its_fields(cls: type) -> None:
    handler = effects.interpreter.handlers.get(cls)
    assert handler is not None, f"no handler for {cls.__name__}"
    source = _source_of(handler)
    unread = [f.name for f in dataclasses.fields(cls) if f"step.{f.name}" not in source]
    assert unread == [], f"the {cls.__name__} handler ignores {unread}"


def _source_of(function: Any) -> str:
    """A function's source; one compiled with mypyc (no code object to point at it) is found by name
    in its module's source, which the package ships beside the compiled module."""
    try:
        return inspect.getsource(function)
    except TypeError:
        module = sys.modules[function.__module__]
        path = Path(module.__file__ or "").with_name(function.__module__.rsplit(".", 1)[-1] + ".py")
        text = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.name == function.__name__:
                return ast.get_source_segment(text, node) or ""
        raise


# One value per Filter field, and an object it must reject that the empty filter accepts.
FILTER_CASES: dict[str, tuple[Any, str]] = {
    "types": (frozenset({CardType.ARTIFACT}), "Grizzly Bears"),
    "not_types": (frozenset({CardType.CREATURE}), "Grizzly Bears"),
    "subtypes": (frozenset({"Wall"}), "Grizzly Bears"),
    "supertypes": (frozenset({Supertype.BASIC}), "Grizzly Bears"),
    "colors": (frozenset({"B"}), "Grizzly Bears"),
    "not_colors": (frozenset({"G"}), "Grizzly Bears"),
    "statuses": (frozenset({ab.Status.TAPPED}), "Grizzly Bears"),
    "controller": (ab.Relation.OPPONENT, "Grizzly Bears"),
    "other": (True, "Grizzly Bears"),
    "lacks": (frozenset({Keyword.FLYING}), "Serra Angel"),
    "any_of": ((ab.Filter(types=frozenset({CardType.LAND})),), "Grizzly Bears"),
    "has": (frozenset({Keyword.FLYING}), "Grizzly Bears"),
    "power_at_least": (3, "Grizzly Bears"),
    "power_at_most": (1, "Grizzly Bears"),
    "named": ("Relentless Rats", "Grizzly Bears"),
    "mana_value_at_least": (3, "Grizzly Bears"),
    "mana_value_at_most": (1, "Grizzly Bears"),
    "not_subtypes": (frozenset({"Bear"}), "Grizzly Bears"),
    "with_counter": ("+1/+1", "Grizzly Bears"),
    "mana_value_at_most_x": (True, "Grizzly Bears"),
    "toughness_below_source_power": (True, "Grizzly Bears"),  # 2 is not less than its own power 2
    "not_owned": (True, "Grizzly Bears"),  # alice owns it
}


def test_the_filter_table_covers_every_field() -> None:
    assert set(FILTER_CASES) == {f.name for f in dataclasses.fields(ab.Filter)}


@pytest.mark.parametrize("field", sorted(FILTER_CASES))
def test_the_one_matcher_reads_every_filter_field(field: str) -> None:
    value, name = FILTER_CASES[field]
    game = position({"alice": {"battlefield": [name]}, "bob": {}})
    g = game.state
    (oid,) = ids(game, name)
    assert matches(g, oid, ab.Filter(), 0, source=0)
    assert not matches(g, oid, ab.Filter(**{field: value}), 0, source=oid)
