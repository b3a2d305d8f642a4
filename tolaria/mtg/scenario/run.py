"""Running scenario files: ``tolaria scenario run`` (specs/scenarios.md, "Running").

Each ``do`` entry is a player's action in the action language, a bare
game command (``resolve``, ``resolve all``, ``next step``, ``to STEP [of
PLAYER]``, ``auto``) or an ``expect`` checkpoint. Consecutive ``attack
with`` (or ``block``) entries of one player form one declaration, checked
as a whole when it ends; if it is refused the game returns to the moment
before it (733).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tolaria.errors import IllegalAction
from tolaria.mtg import actiontext, engine
from tolaria.mtg.actions import Action
from tolaria.mtg.game import Game
from tolaria.mtg.scenario import expect as expectations
from tolaria.mtg.scenario.loader import LineDict, ScenarioError, item_line, line_of, load_file
from tolaria.mtg.scenario.setup import build, start
from tolaria.mtg.state import STEP_INDEX

COMMANDS = ("resolve", "resolve all", "next step", "auto")
MAX_PASSES = 5000


@dataclass
class Result:
    path: str
    name: str
    passed: bool
    reasons: list[str] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    error: bool = False


def run_file(path: Path) -> Result:
    """Run one scenario; an invalid file gives an error result, never a pass."""
    p = str(path)
    try:
        data = load_file(path)
        game = build(data, p)
        players = [pl.name for pl in game.state.players]
        steps = _steps(data, p, players)
        if "expect" in data:
            expectations.validate(data["expect"], players, p, line_of(data, "expect"))
    except ScenarioError as e:
        return Result(p, "", False, [_invalid(e)], error=True)
    start(game)
    reasons: list[str] = []
    try:
        game = _play(game, steps, players, reasons)
    except ScenarioError as e:
        return Result(p, str(data["name"]), False, [_invalid(e)], game.state.log, error=True)
    if not reasons and "expect" in data:
        reasons.extend(expectations.check(game, data["expect"], players))
    return Result(p, str(data["name"]), not reasons, reasons, game.state.log)


def _invalid(e: ScenarioError) -> str:
    """The reason for an invalid file: what is wrong and on which line."""
    where = f" at line {e.line}" if e.line else ""
    return f"invalid scenario{where}: {e.message}"


def _steps(data: LineDict, path: str, players: list[str]) -> list[tuple[str, Any, Any, bool, int | None]]:
    """Validate ``do`` into (kind, who, what, refused, line) entries."""
    out: list[tuple[str, Any, Any, bool, int | None]] = []
    entries = data.get("do") or []
    if not isinstance(entries, list):
        raise ScenarioError(path, line_of(data, "do"), "'do' must be a list")
    for n, entry in enumerate(entries):
        line = item_line(entries, n)
        if isinstance(entry, str):
            cmd = " ".join(entry.lower().split())
            if cmd not in COMMANDS and not cmd.startswith("to "):
                raise ScenarioError(path, line, f"unknown command {entry!r}")
            if cmd.startswith("to "):
                _parse_to(cmd, path, line, players)
            out.append(("command", None, cmd, False, line))
            continue
        if not isinstance(entry, dict) or not entry:
            raise ScenarioError(path, line, f"a 'do' entry must be 'PLAYER: ACTION', a command or 'expect:', got {entry!r}")
        if "expect" in entry:
            if len(entry) != 1:
                raise ScenarioError(path, line, "an 'expect' checkpoint stands alone")
            expectations.validate(entry["expect"], players, path, line)
            out.append(("expect", None, entry["expect"], False, line))
            continue
        refused = entry.get("refused", False)
        if not isinstance(refused, bool):
            raise ScenarioError(path, line, "'refused' must be true or false")
        who = [k for k in entry if k != "refused"]
        if len(who) != 1 or who[0] not in players:
            raise ScenarioError(path, line, f"expected one 'PLAYER: ACTION' with a player of {players}, got {list(entry)}")
        action = entry[who[0]]
        if not isinstance(action, str):
            raise ScenarioError(path, line, "an action must be text")
        out.append(("action", who[0], action, refused, line))
    return out


def _parse_to(cmd: str, path: str, line: int | None, players: list[str]) -> tuple[str, str | None]:
    rest = cmd[3:].strip()
    step, _, who = rest.partition(" of ")
    step = step.strip().replace(" ", "_")
    if step not in STEP_INDEX:
        raise ScenarioError(path, line, f"unknown step {step!r} in {cmd!r}")
    player = None
    if who:
        matches = [p for p in players if p.lower() == who.strip()]
        if not matches:
            raise ScenarioError(path, line, f"unknown player {who!r} in {cmd!r}")
        player = matches[0]
    return step, player


def _play(game: Game, steps: list[tuple[str, Any, Any, bool, int | None]], players: list[str], reasons: list[str]) -> Game:
    i = 0
    while i < len(steps):
        kind, who, what, refused, line = steps[i]
        if kind == "expect":
            failed = expectations.check(game, what, players)
            reasons.extend(f"line {line}: {r}" for r in failed)
            if failed:
                return game
            i += 1
            continue
        if kind == "command":
            _command(game, what, players)
            i += 1
            continue
        # A player's action, possibly the first of a declaration group.
        j = i
        group_kind = _group_kind(what)
        if group_kind is not None:
            while j + 1 < len(steps) and steps[j + 1][0] == "action" and steps[j + 1][1] == who and _group_kind(steps[j + 1][2]) == group_kind:
                j += 1
            refused = steps[j][3]
        saved = game.state.copy()
        try:
            idx = players.index(who)
            for k in range(i, j + 1):
                actiontext.apply_entry(game.state, idx, steps[k][2], declare=False)
            if group_kind is not None:
                engine.apply_action(game.state, Action("declare", idx))
        except IllegalAction as e:
            game.state = saved  # CR 733: the game returns to the moment before
            if not refused:
                reasons.append(f"line {steps[j][4]}: {who}: {steps[j][2]!r} was refused: {e}")
                return game
            i = j + 1
            continue
        if refused:
            reasons.append(f"line {steps[j][4]}: {who}: {steps[j][2]!r} was accepted, but the scenario expects it to be refused")
            return game
        i = j + 1
    return game


def _group_kind(text: str) -> str | None:
    t = " ".join(text.lower().split())
    if t.startswith("attack with ") or t == "no attack":
        return "attack"
    if t.startswith("block ") or t == "no block":
        return "block"
    return None


def _pass_one(game: Game) -> bool:
    """Pass for whoever holds priority; False when a decision passing can't answer is pending."""
    g = game.state
    if g.over or g.pending is None or g.pending.kind != "priority":
        return False
    engine.apply_action(g, Action("pass", g.pending.player))
    return True


def _command(game: Game, cmd: str, players: list[str]) -> None:
    g = game.state
    if cmd == "resolve":
        if not g.stack:
            return
        top = g.stack[-1].id
        for _ in range(MAX_PASSES):
            if all(s.id != top for s in game.state.stack) or not _pass_one(game):
                return
    elif cmd == "resolve all":
        for _ in range(MAX_PASSES):
            if not game.state.stack or not _pass_one(game):
                return
    elif cmd == "next step":
        here = (g.turn, g.step)
        for _ in range(MAX_PASSES):
            s = game.state
            if (s.turn, s.step) != here and s.pending is not None:
                return
            if not _pass_one(game):
                return
    elif cmd == "auto":
        for _ in range(MAX_PASSES):
            s = game.state
            if s.over or s.pending is None:
                return
            if s.pending.kind in ("declare_attackers", "declare_blockers"):
                try:
                    engine.apply_action(s, Action("declare", s.pending.player))
                except IllegalAction:
                    return  # no attack/block isn't allowed here (508.1d): a real decision
            elif not _pass_one(game):
                return
    else:
        _to_step(game, *_parse_to(cmd, "", None, players))


def _to_step(game: Game, step: str, who: str | None) -> None:
    """Pass until STEP begins (in a turn of ``who``, if given), or a real decision is pending."""
    target = STEP_INDEX[step]
    here = (game.state.turn, game.state.step)
    moved = False
    for _ in range(MAX_PASSES):
        s = game.state
        moved = moved or (s.turn, s.step) != here
        if moved and s.step == target and s.pending is not None:
            if who is None or s.players[s.active].name == who:
                return
        if not _pass_one(game):
            return


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


def run_cli(paths: list[str], as_json: bool = False) -> int:
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
            r = run_file(f)
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
