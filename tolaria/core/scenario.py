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

Limits: a file is read as untrusted input. Its size, the nesting of its
lists and mappings, the digits of its integers and the length of ``do``
are bounded, aliases are refused and only UTF-8 text is read, so that a
hostile file is reported invalid at once instead of hanging the run,
exhausting memory or raising inside Python.
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

RULE_PIN = re.compile(r"(?:\d{4}:)?\d{3}(?:\.\d+[a-z]?)?|(?:Online|RP|QA|ПП|ГЛ|FAQ-ВД|FAQ-Г) .+|FAQ-Г|rules\..+")
MAX_FILE_BYTES = 1_000_000
"""A scenario is a small file; the largest the project holds is a few kilobytes."""
MAX_DEPTH = 64
"""Nesting of lists and mappings; a scenario needs five or six levels."""
MAX_DIGITS = 100
"""Digits of an integer (in YAML or in an action's words): far above any count, far below Python's
int-to-string limit (4300), which raises ValueError instead of reporting the file."""
MAX_DO_ENTRIES = 1000
"""Entries of ``do``: each may pass priority thousands of times, so a huge list could run for hours."""
MAX_ACTION_CHARS = 2000
"""Characters of one action or command: a sentence, however many targets it names."""
LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


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
    """A list that remembers its own line, the line of each item and each scalar item's text as written."""

    line: int = 0
    item_lines: list[int]
    raw: list[str | None]


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader with the limits a hostile file needs: no aliases, bounded nesting and integers.

    Aliases are refused outright (the contract never needs them): a few nested
    anchors ("billion laughs") would otherwise expand to more objects than
    memory holds. Nesting is counted as nodes are composed, so a file of
    50,000 ``[`` stops at the limit instead of exhausting Python's stack.
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise ScenarioError("", event.start_mark.line + 1, "YAML aliases (*name) are not allowed in scenario files")
        if self.check_event(yaml.SequenceStartEvent, yaml.MappingStartEvent):
            if self.depth >= MAX_DEPTH:
                event = self.peek_event()
                raise ScenarioError("", event.start_mark.line + 1, f"lists and mappings nest more than {MAX_DEPTH} levels deep")
            self.depth += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1
        return super().compose_node(parent, index)


def _int(loader: _Loader, node: yaml.ScalarNode) -> int:
    """An integer of at most MAX_DIGITS digits (a longer one is refused before Python converts it)."""
    written = node.value.replace("_", "").lstrip("+-")
    if written[:2].lower() in ("0x", "0o", "0b"):
        written = written[2:]
    digits = sum(ch.isalnum() for ch in written)  # hexadecimal digits count too
    if digits > MAX_DIGITS:
        raise ScenarioError("", node.start_mark.line + 1, f"an integer with {digits} digits (at most {MAX_DIGITS})")
    value: int = loader.construct_yaml_int(node)
    return value


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
    lst.raw = [v.value if isinstance(v, yaml.ScalarNode) else None for v in node.value]
    return lst


def as_written(lst: Any, index: int) -> str:
    """The index-th item's text as the file wrote it, so that a bare ``510.10`` stays 510.10, not 510.1."""
    item = lst[index]
    raw = getattr(lst, "raw", None)
    if isinstance(item, str) or not raw or raw[index] is None:
        return str(item)
    return str(raw[index])


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)
_Loader.add_constructor("tag:yaml.org,2002:int", _int)


def load_file(path: Path) -> LineDict:
    """Parse a scenario file; any problem is a ScenarioError naming file and line."""
    p = str(path)
    try:
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)  # never more than the limit, whatever stat says
    except OSError as e:
        raise ScenarioError(p, None, f"cannot read file: {e.strerror or e}") from None
    if len(data) > MAX_FILE_BYTES:
        raise ScenarioError(p, None, f"the file is larger than {MAX_FILE_BYTES:,} bytes; a scenario is a small text file")
    return load_text(decode(data, p), p)


def decode(data: bytes, p: str) -> str:
    """The file's text: UTF-8 (a leading byte-order mark is allowed); binary data is refused by name."""
    if b"\0" in data:
        line = data[: data.index(b"\0")].count(b"\n") + 1
        raise ScenarioError(p, line, "the file is binary (it holds NUL bytes), not YAML text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise ScenarioError(p, line, f"the file is not UTF-8 text (byte 0x{data[e.start]:02x} can't be read)") from None


def load_text(text: str, p: str = "<text>") -> LineDict:
    """Parse scenario YAML given as text, within the limits of :class:`_Loader` and MAX_FILE_BYTES."""
    if len(text) > MAX_FILE_BYTES:
        raise ScenarioError(p, None, f"the text is longer than {MAX_FILE_BYTES:,} characters; a scenario is small")
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except ScenarioError as e:
        raise ScenarioError(p, e.line, e.message) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise ScenarioError(p, line, f"invalid YAML: {getattr(e, 'problem', e)}") from None
    except RecursionError:  # a last guard: MAX_DEPTH stops nesting long before this
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
    def validate_expect(self, game: Any, expect: Any, players: list[str], path: str, line: int | None) -> None:
        """Raise ScenarioError for an expectation block with unknown keys, wrong types or unknown names."""

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

    def failures(self, game: Any) -> list[str]:
        """What failed outside an expectation since last asked (a ``to`` never reached...); none by default."""
        return []


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


def parse_do(driver: Driver, game: Any, data: LineDict, path: str, players: list[str]) -> list[Entry]:
    """Validate ``do`` into entries, before anything is played: a malformed entry makes the file invalid."""
    entries = data.get("do")
    if entries is None:
        return []
    if not isinstance(entries, list):
        raise ScenarioError(path, line_of(data, "do"), f"'do' must be a list of entries, got {kind_of(entries)}")
    if len(entries) > MAX_DO_ENTRIES:
        raise ScenarioError(path, line_of(data, "do"), f"'do' has {len(entries)} entries (at most {MAX_DO_ENTRIES})")
    return [_parse_entry(driver, game, entry, path, item_line(entries, n), players) for n, entry in enumerate(entries)]


def _parse_entry(driver: Driver, game: Any, entry: Any, path: str, line: int | None, players: list[str]) -> Entry:
    """One ``do`` entry: a bare command, an ``expect:`` checkpoint, or ``PLAYER: ACTION`` (maybe ``refused:``)."""
    if isinstance(entry, str):
        _check_words(entry, path, line, "a command")
        cmd = " ".join(entry.lower().split())
        driver.check_command(cmd, path, line, players)
        return Entry("command", None, cmd, False, line)
    if not isinstance(entry, dict) or not entry:
        raise ScenarioError(path, line, f"a 'do' entry must be 'PLAYER: ACTION', a command or 'expect:', got {kind_of(entry)}")
    if "expect" in entry:
        if len(entry) != 1:
            raise ScenarioError(path, line, "an 'expect' checkpoint stands alone")
        driver.validate_expect(game, entry["expect"], players, path, line)
        return Entry("expect", None, entry["expect"], False, line)
    refused = _refused(entry, path, line)
    who = [k for k in entry if k not in ("refused", "dice")]
    if len(who) != 1 or who[0] not in players:
        raise ScenarioError(path, line, f"expected one 'PLAYER: ACTION' with a player of {players}, got {list(entry)}")
    action = entry[who[0]]
    if not isinstance(action, str):
        raise ScenarioError(path, line, f"an action must be text, got {kind_of(action)}")
    _check_words(action, path, line, "an action")
    if "dice" in entry:  # berserk-scenarios.md: the rolls of the chain this entry declares
        dice = entry["dice"]
        if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice):
            raise ScenarioError(path, line, "'dice' is a list of die results 1-6")
        action = f"{action} dice: [{', '.join(str(d) for d in dice)}]"
    return Entry("action", who[0], action, refused, line)


def _check_words(text: str, path: str, line: int | None, what: str) -> None:
    """Bound an entry's text: a number of thousands of digits can't be read as an integer by Python."""
    if LONG_NUMBER.search(text):
        raise ScenarioError(path, line, f"{what} with a number of more than {MAX_DIGITS} digits")
    if len(text) > MAX_ACTION_CHARS:
        raise ScenarioError(path, line, f"{what} longer than {MAX_ACTION_CHARS} characters")
    if not text.strip():
        raise ScenarioError(path, line, f"{what} can't be empty")


def kind_of(value: Any) -> str:
    """A value as error messages name it: its YAML kind and, when short, what was written."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if value is None:
        return "nothing (null)"
    label = "text" if isinstance(value, str) else "a number" if isinstance(value, int | float) else type(value).__name__
    shown = repr(value)
    return f"{label} {shown}" if len(shown) <= 40 else label


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
        raise ScenarioError(path, line, f"'refused' must be true, false or the rule the refusal cites (e.g. \"305.2\"), got {kind_of(value)}")
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
            failed = driver.failures(game)
            reasons.extend(f"line {step.line}: {r}" for r in failed)
            if failed:
                return game
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
    failed = driver.failures(game)
    if failed:
        reasons.extend(failed)
        return game
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
        steps = parse_do(driver, game, data, p, players)
        if "expect" in data:
            driver.validate_expect(game, data["expect"], players, p, line_of(data, "expect"))
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
