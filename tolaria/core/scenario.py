"""Scenario files for every ruleset: reading them, playing their ``do`` lists, judging them.

A scenario is a YAML file that sets up a position, plays a few actions and
states what must then hold (specs/scenarios.md; berserk-scenarios.md for
Berserk, which shares this runner). This module is the part every game
shares: the YAML reader that remembers lines, the loop over ``do``
entries (commands, checkpoints, actions, refusals), the verdicts and the
command line's output and exit codes. A :class:`Driver` per game supplies
the setup, the action language, the commands and the expectations; the
top-level ``game:`` key picks it.

Strictness: an unreadable action expected to be refused makes the file
invalid; ``refused: RULE`` pins the rule the refusal must cite; a refused
action must not have been listed as legal; and a ``do`` list that ends
while a decision other than priority is unanswered fails.
"""

from __future__ import annotations

import json
import re
import sys
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tolaria.errors import IllegalAction, TolariaError, UnreadableAction

RULE_PIN = re.compile(r"(?:\d{4}:)?\d{3}(?:\.\d+[a-z]?)?|(?:Online|RP|QA) .+")
MAX_FILE_BYTES = 1_000_000


class ScenarioError(TolariaError):
    """A file that is not a valid scenario; names the file and the line."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {message}")


# ------------------------------------------------------------------ YAML with lines


class LineDict(dict[Any, Any]):
    """A mapping that remembers the line of each key (1-based) and each value's text as written."""

    line: int = 0
    key_lines: dict[Any, int]
    raw: dict[Any, str]


class LineList(list[Any]):
    """A list that remembers its own line and the line of each item."""

    line: int = 0
    item_lines: list[int]


class _Loader(yaml.SafeLoader):
    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise ScenarioError("", event.start_mark.line + 1, "YAML aliases (*name) are not allowed in scenario files")
        return super().compose_node(parent, index)


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    d = LineDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    d.raw = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise ScenarioError("", key_node.start_mark.line + 1, "a key must be a plain word")
        if key in d:
            raise ScenarioError("", key_node.start_mark.line + 1, f"duplicate key {key!r}")
        d[key] = loader.construct_object(value_node, deep=True)
        d.key_lines[key] = key_node.start_mark.line + 1
        if isinstance(value_node, yaml.ScalarNode):
            d.raw[key] = value_node.value
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
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ScenarioError(p, None, f"the file is larger than {MAX_FILE_BYTES} bytes")
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
    except RecursionError:
        raise ScenarioError(p, None, "the file nests too deeply") from None
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


# ------------------------------------------------------------------ do entries


@dataclass(frozen=True, slots=True)
class Entry:
    """One ``do`` entry: a bare command, a checkpoint, or a player's action (perhaps expected to be refused).

    ``refused`` is False, True, or the rule the refusal must cite.
    """

    kind: str  # "command" | "expect" | "action"
    who: str | None
    what: Any
    refused: bool | str
    line: int | None


class Driver(ABC):
    """What one game contributes to scenario files: setup, actions, commands, expectations."""

    game: str

    @abstractmethod
    def build(self, data: LineDict, path: str) -> Any:
        """The position set up (a game object); ScenarioError for a bad setup."""

    @abstractmethod
    def players(self, game: Any) -> list[str]: ...

    @abstractmethod
    def check_command(self, command: str, path: str, line: int | None, players: list[str]) -> None:
        """Raise ScenarioError for an unknown or malformed bare command."""

    @abstractmethod
    def run_command(self, game: Any, command: str, players: list[str]) -> None: ...

    @abstractmethod
    def group(self, text: str) -> str | None:
        """Consecutive entries of one player in the same group form one declaration (None: no group)."""

    @abstractmethod
    def apply(self, game: Any, who: str, texts: list[str], group: str | None) -> None:
        """Apply a player's entries (a declaration group, or one action); IllegalAction if refused."""

    @abstractmethod
    def snapshot(self, game: Any) -> Any: ...

    @abstractmethod
    def restore(self, game: Any, snapshot: Any) -> None: ...

    @abstractmethod
    def validate_expect(self, expect: Any, players: list[str], path: str, line: int | None) -> None: ...

    @abstractmethod
    def check(self, game: Any, expect: Mapping[str, Any], players: list[str]) -> list[str]: ...

    @abstractmethod
    def unanswered(self, game: Any) -> str | None:
        """A description of a pending decision other than priority, or None."""

    @abstractmethod
    def log(self, game: Any) -> list[dict[str, Any]]: ...

    @abstractmethod
    def start(self, game: Any) -> None:
        """Run the set-up position to its first decision."""


@dataclass
class Result:
    path: str
    name: str
    passed: bool
    reasons: list[str] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    error: bool = False


def _invalid(e: ScenarioError) -> str:
    where = f" at line {e.line}" if e.line else ""
    return f"invalid scenario{where}: {e.message}"


def parse_do(driver: Driver, data: LineDict, path: str, players: list[str]) -> list[Entry]:
    """Validate ``do`` into entries."""
    out: list[Entry] = []
    entries = data.get("do") or []
    if not isinstance(entries, list):
        raise ScenarioError(path, line_of(data, "do"), "'do' must be a list")
    for n, entry in enumerate(entries):
        line = item_line(entries, n)
        if isinstance(entry, str):
            cmd = " ".join(entry.lower().split())
            driver.check_command(cmd, path, line, players)
            out.append(Entry("command", None, cmd, False, line))
            continue
        if not isinstance(entry, dict) or not entry:
            raise ScenarioError(path, line, f"a 'do' entry must be 'PLAYER: ACTION', a command or 'expect:', got {entry!r}")
        if "expect" in entry:
            if len(entry) != 1:
                raise ScenarioError(path, line, "an 'expect' checkpoint stands alone")
            driver.validate_expect(entry["expect"], players, path, line)
            out.append(Entry("expect", None, entry["expect"], False, line))
            continue
        refused = _refused(entry, path, line)
        who = [k for k in entry if k != "refused"]
        if len(who) != 1 or who[0] not in players:
            raise ScenarioError(path, line, f"expected one 'PLAYER: ACTION' with a player of {players}, got {list(entry)}")
        action = entry[who[0]]
        if not isinstance(action, str):
            raise ScenarioError(path, line, "an action must be text")
        out.append(Entry("action", who[0], action, refused, line))
    return out


def _refused(entry: Any, path: str, line: int | None) -> bool | str:
    """``refused: true`` or ``refused: RULE`` (as written, so 510.10 stays 510.10)."""
    if "refused" not in entry:
        return False
    value = entry["refused"]
    if isinstance(value, bool):
        return value
    raw = getattr(entry, "raw", {}).get("refused", str(value))
    text = str(raw).strip()
    if not RULE_PIN.fullmatch(text):
        raise ScenarioError(path, line, f"'refused' must be true, false or the rule the refusal cites (e.g. \"305.2\"), got {value!r}")
    return text


def play(driver: Driver, game: Any, steps: list[Entry], players: list[str], reasons: list[str], path: str) -> Any:
    """Play the ``do`` entries; failure reasons go to ``reasons``. Returns the game as it ends."""
    i = 0
    while i < len(steps):
        step = steps[i]
        if step.kind == "expect":
            failed = driver.check(game, step.what, players)
            reasons.extend(f"line {step.line}: {r}" for r in failed)
            if failed:
                return game
            i += 1
            continue
        if step.kind == "command":
            driver.run_command(game, step.what, players)
            i += 1
            continue
        # A player's action, possibly the first of a declaration group.
        j = i
        group = driver.group(step.what)
        if group is not None:
            while j + 1 < len(steps) and steps[j + 1].kind == "action" and steps[j + 1].who == step.who and driver.group(steps[j + 1].what) == group and not steps[j].refused:
                j += 1
        last = steps[j]
        saved = driver.snapshot(game)
        texts = [steps[k].what for k in range(i, j + 1)]
        try:
            driver.apply(game, str(step.who), texts, group)
        except UnreadableAction as e:
            driver.restore(game, saved)
            if last.refused:
                raise ScenarioError(path, last.line, f"the action expected to be refused can't be read: {e}") from None
            reasons.append(f"line {last.line}: {step.who}: {last.what!r} was refused: {e}")
            return game
        except IllegalAction as e:
            driver.restore(game, saved)
            if not last.refused:
                reasons.append(f"line {last.line}: {step.who}: {last.what!r} was refused: {e}")
                return game
            if isinstance(last.refused, str) and e.rule != last.refused:
                reasons.append(f"line {last.line}: {last.what!r} was refused citing rule {e.rule}, expected {last.refused}: {e.reason}")
                return game
            if e.listed:
                reasons.append(f"line {last.line}: {last.what!r} was refused, but it was listed among the legal actions")
                return game
            i = j + 1
            continue
        if last.refused:
            reasons.append(f"line {last.line}: {step.who}: {last.what!r} was accepted, but the scenario expects it to be refused")
            return game
        i = j + 1
    pending = driver.unanswered(game)
    if pending is not None:
        line = steps[-1].line if steps else None
        reasons.append(f"line {line}: 'do' ends while {pending}: answer it in the file")
    return game


def run_file(path: Path, drivers: Mapping[str, Driver], default: str) -> Result:
    """Run one scenario; an invalid file gives an error result, never a pass."""
    p = str(path)
    try:
        data = load_file(path)
        game_name = data.get("game", default)
        driver = drivers.get(str(game_name))
        if driver is None:
            raise ScenarioError(p, line_of(data, "game"), f"unknown game {game_name!r}; known: {', '.join(sorted(drivers))}")
        game = driver.build(data, p)
        players = driver.players(game)
        steps = parse_do(driver, data, p, players)
        if "expect" in data:
            driver.validate_expect(data["expect"], players, p, line_of(data, "expect"))
    except ScenarioError as e:
        return Result(p, "", False, [_invalid(e)], error=True)
    driver.start(game)
    reasons: list[str] = []
    try:
        game = play(driver, game, steps, players, reasons, p)
    except ScenarioError as e:
        return Result(p, str(data["name"]), False, [_invalid(e)], driver.log(game), error=True)
    if not reasons and "expect" in data:
        reasons.extend(driver.check(game, data["expect"], players))
    return Result(p, str(data["name"]), not reasons, reasons, driver.log(game))


def format_result(r: Result) -> str:
    if r.passed:
        return f"PASS {r.path}"
    return f"FAIL {r.path}: {r.reasons[0] if r.reasons else 'failed'}"


def collect(paths: list[str]) -> tuple[list[Path], list[str]]:
    files: list[Path] = []
    missing: list[str] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            files.extend(sorted(q for q in p.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file()))
        elif p.is_file():
            files.append(p)
        else:
            missing.append(raw)
    return files, missing


def run_cli(paths: list[str], drivers: Mapping[str, Driver], default: str, as_json: bool = False) -> int:
    """Run scenarios, print one line each and a closing count; return the exit status."""
    files, missing = collect(paths)
    passed = 0
    failed = len(missing)
    error = bool(missing)
    for m in missing:
        if as_json:
            print(json.dumps({"path": m, "name": "", "passed": False, "reasons": ["no such file or folder"], "log": []}))
        else:
            print(f"FAIL {m}: no such file or folder")
    for f in files:
        try:
            r = run_file(f, drivers, default)
        except Exception as e:  # an engine fault must not stop the run or pass the file
            r = Result(str(f), "", False, [f"internal error: {type(e).__name__}: {e}"])
        if r.passed:
            passed += 1
        else:
            failed += 1
        error = error or r.error
        if as_json:
            print(json.dumps({"path": r.path, "name": r.name, "passed": r.passed, "reasons": r.reasons, "log": r.log}))
        else:
            print(format_result(r))
    # With --json, standard output holds only JSON lines; the count goes to stderr.
    print(f"{passed} passed, {failed} failed", file=sys.stderr if as_json else sys.stdout)
    if error:
        return 2
    return 1 if failed else 0
