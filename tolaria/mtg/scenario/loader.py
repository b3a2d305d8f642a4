"""Reading scenario files (specs/scenarios.md) with line numbers for every error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tolaria.errors import TolariaError


class ScenarioError(TolariaError):
    """A file that is not a valid scenario; names the file and the line."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {message}")


class LineDict(dict[Any, Any]):
    """A mapping that remembers the line of each key (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class LineList(list[Any]):
    """A list that remembers its own line and the line of each item."""

    line: int = 0
    item_lines: list[int]


class _Loader(yaml.SafeLoader):
    pass


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    d = LineDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise ScenarioError("", key_node.start_mark.line + 1, "a key must be a plain word")
        if key in d:
            raise ScenarioError("", key_node.start_mark.line + 1, f"duplicate key {key!r}")
        d[key] = loader.construct_object(value_node, deep=True)
        d.key_lines[key] = key_node.start_mark.line + 1
    return d


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    lst = LineList(loader.construct_object(v, deep=True) for v in node.value)
    lst.line = node.start_mark.line + 1
    lst.item_lines = [v.start_mark.line + 1 for v in node.value]
    return lst


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def load_file(path: Path) -> LineDict:
    """Parse a scenario file; any problem is a ScenarioError naming file and line."""
    p = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ScenarioError(p, None, f"cannot read file: {e}") from None
    return load_text(text, p)


def load_text(text: str, p: str = "<text>") -> LineDict:
    """Parse scenario YAML given as text."""
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except ScenarioError as e:
        raise ScenarioError(p, e.line, e.message) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise ScenarioError(p, line, f"invalid YAML: {getattr(e, 'problem', e)}") from None
    if not isinstance(data, LineDict):
        raise ScenarioError(p, 1, "a scenario must be a mapping with 'name' and 'players'")
    return data


def item_line(lst: Any, index: int) -> int | None:
    """The line of the index-th item of a list read from a file."""
    lines = getattr(lst, "item_lines", None)
    return lines[index] if lines and index < len(lines) else getattr(lst, "line", None)


def line_of(d: Any, key: Any = None) -> int | None:
    """The line of a key in a mapping, or of the mapping/list itself."""
    lines = getattr(d, "key_lines", None)
    if lines and key is not None and key in lines:
        return int(lines[key])
    return getattr(d, "line", None)
