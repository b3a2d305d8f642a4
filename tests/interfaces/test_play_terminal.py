"""``tolaria play`` end to end: a real terminal (pexpect) and a pipe, typing as a person would."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.interfaces.helpers import normalized, session
from tolaria.mtg import Game

ROOT = Path(__file__).resolve().parents[2]
COMMAND = [sys.executable, "-m", "tolaria", "play", "red-burn", "green-stompy", "--seed", "1", "--opponent", "random"]
ANSI = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|[@-Z\\-_])")
PROMPT = "alice>"


def plain(text: str) -> str:
    return ANSI.sub("", text)


def environment() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm", NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1")
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    return env


def test_a_game_in_a_real_terminal(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    saved = tmp_path / "position.yaml"
    child = pexpect.spawn(
        COMMAND[0], COMMAND[1:], cwd=str(ROOT), env=environment(), encoding="utf-8", dimensions=(50, 140), timeout=15
    )
    try:

        def answer(line: str, *outputs: str) -> str:
            """Type a line; wait for each output in turn and then the next prompt; the plain text seen."""
            child.sendline(line)
            seen = ""
            for output in outputs:
                child.expect_exact(output)
                seen += plain(child.before) + output
            child.expect_exact(PROMPT)
            return seen + plain(child.before)

        child.expect_exact("Keep this hand of 7 cards, or take a mulligan?")
        child.expect_exact(PROMPT)
        assert "save FILE" in answer("help", "write the position as a scenario file")
        answer("7", "there is no action 7: choose 1 to 2")
        answer("frobnicate", "unknown action 'frobnicate'")
        answer("1", "alice keeps 7 cards", "You have priority")
        answer("cast Lightning Bolt targeting bob", "refused: alice can't pay the cost of Lightning Bolt")
        answer("play Mountain", "alice plays Mountain", "cast Lightning Bolt")
        seen = answer("cast Lightning Bolt targeting bob", "Lightning Bolt deals 3 damage to bob")
        assert "bob (computer)  life 17" in seen
        damage = re.findall(r"(\d+) Lightning Bolt deals 3 damage to bob", seen)[-1]
        why = answer(f"why {damage}", "Damage dealt to a player by a source without infect")
        assert "120.3a" in why and "608.2 If the object that’s resolving is an instant spell" in why
        assert "bob (computer)  life 20" in answer("undo", "Undone: back to your decision on turn 2", "cast Lightning Bolt")
        answer(f"save {saved}", f"Saved to {saved}")
        child.sendline("quit")
        child.expect_exact("You leave the game.")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    # the file holds the position the terminal was in: the same game played in process says so
    s, _ = session(["1", "play Mountain", "cast Lightning Bolt targeting bob", "undo"])
    s.run()
    assert normalized(Game.from_scenario(saved).observe("alice")) == normalized(s.game.observe("alice"))


def test_a_game_through_a_pipe() -> None:
    typed = "1\nplay Mountain\n9\nwhy 2\nquit\n"
    done = subprocess.run(
        COMMAND, cwd=str(ROOT), env=environment(), input=typed, capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "alice plays Mountain" in out
    assert "there is no action 9: choose 1 to 3" in out
    assert "103.1 At the start of a game" in out
    assert "You leave the game." in out
    assert "\x1b[" not in out  # no terminal codes when the output is not a terminal
