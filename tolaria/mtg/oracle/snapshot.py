"""The compiled tree of a card as text, for parse snapshots (``tests/oracle/snapshots/``).

One node a line, indented by depth, a field left out when it holds its
default, sets sorted: the same tree always prints the same, so a change in
how a card compiles shows as a diff of a few lines in review.
``scripts/parse_snapshots.py`` writes the snapshot of the bundled pool;
``--check`` compares it.
"""

from __future__ import annotations

import dataclasses
from enum import Enum, IntEnum
from typing import Any

from tolaria.mtg.oracle.abilities import Compiled


def tree_lines(compiled: Compiled) -> list[str]:
    """The tree of one card's compiled text, one node a line."""
    lines: list[str] = []
    _node(compiled, 0, lines)
    return lines


def _node(obj: Any, depth: int, lines: list[str], label: str = "") -> None:
    pad = "  " * depth
    head = f"{pad}{label}{type(obj).__name__}"
    simple: list[str] = []
    nested: list[tuple[str, Any]] = []
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if _is_default(f, value):
            continue
        if _is_tree(value):
            nested.append((f.name, value))
        else:
            simple.append(f"{f.name}={_scalar(value)}")
    lines.append(" ".join([head, *simple]))
    for name, value in nested:
        if isinstance(value, tuple):
            for i, item in enumerate(value):
                if dataclasses.is_dataclass(item):
                    _node(item, depth + 1, lines, f"{name}[{i}]: ")
                else:
                    lines.append(f"{pad}  {name}[{i}]: {_scalar(item)}")
        else:
            _node(value, depth + 1, lines, f"{name}: ")


def _is_tree(value: Any) -> bool:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return bool(dataclasses.fields(value)) and not _is_leaf(value)
    return isinstance(value, tuple) and any(dataclasses.is_dataclass(v) and not _is_leaf(v) for v in value)


def _is_leaf(value: Any) -> bool:
    """Small records printed on their parent's line: references, mana costs, loyalty."""
    name = type(value).__name__
    return name in {"Target", "ThisObject", "ThatObject", "You", "ThatPlayer", "EachPlayer", "XValue", "ManaCost", "ManaSymbol"} or not dataclasses.fields(value)


def _is_default(f: dataclasses.Field[Any], value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _scalar(value: Any) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__name__ == "ManaCost":
            return str(value) or "{}"
        inner = [f"{f.name}={_scalar(getattr(value, f.name))}" for f in dataclasses.fields(value) if not _is_default(f, getattr(value, f.name))]
        return type(value).__name__ + ("(" + " ".join(inner) + ")" if inner else "")
    if isinstance(value, IntEnum):
        return value.name.lower()
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, frozenset | set):
        return "{" + ",".join(sorted(_scalar(v) for v in value)) + "}"
    if isinstance(value, tuple):
        return "(" + ",".join(_scalar(v) for v in value) + ")"
    if isinstance(value, str):
        return repr(value)
    return str(value)
