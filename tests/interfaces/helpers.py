"""Shared by the tests of ``tolaria play``: scripted input, recorded output, positions compared."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console

from tolaria.agents import RandomAgent
from tolaria.interfaces.rules_text import RulesText
from tolaria.interfaces.terminal import Session
from tolaria.mtg import Game

DECKS = ["red-burn", "green-stompy"]


class ScriptReader:
    """Types the given lines one by one, then ends the input; remembers the prompts and words it was given.

    ``on_read`` is called before each line is typed: a test looks at the game there.
    """

    def __init__(self, lines: Sequence[str], on_read: Callable[[], None] | None = None) -> None:
        self.lines = list(lines)
        self.on_read = on_read
        self.prompts: list[str] = []
        self.words: list[Sequence[str]] = []

    def read(self, prompt: str, words: Sequence[str]) -> str | None:
        if self.on_read is not None:
            self.on_read()
        self.prompts.append(prompt)
        self.words.append(words)
        return self.lines.pop(0) if self.lines else None


def recorder(width: int = 120) -> tuple[Console, io.StringIO]:
    """A console that writes plain text (no colors, no terminal codes) to a buffer."""
    out = io.StringIO()
    return Console(file=out, width=width, color_system=None, highlight=False), out


def session(
    lines: Sequence[str], seed: int = 1, on_read: Callable[[Session], None] | None = None
) -> tuple[Session, io.StringIO]:
    """A session of ``tolaria play`` as the command sets it up (red-burn against green-stompy), fed ``lines``."""
    game = Game.new(decks=DECKS, seed=seed, names=("alice", "bob"), autopass=True)
    console, out = recorder()
    reader = ScriptReader(lines)
    s = Session(game, "alice", "bob", RandomAgent(seed), console, reader, RulesText.bundled())
    if on_read is not None:
        reader.on_read = lambda: on_read(s)
    return s, out


def normalized(observation: dict[str, Any]) -> dict[str, Any]:
    """A seat's observation without what a reloaded position can't share: object ids, the log, list orders
    that follow ids (the battlefield, the options)."""
    data = {k: v for k, v in observation.items() if k != "log"}
    data["battlefield"] = sorted(
        sorted((k, repr(v)) for k, v in perm.items() if k != "id") for perm in observation["battlefield"]
    )
    data["players"] = [
        {**p, "hand": [c["name"] for c in p["hand"]]} if "hand" in p else p for p in observation["players"]
    ]
    data["stack"] = [{k: v for k, v in item.items() if k != "id"} for item in observation["stack"]]
    if observation["decision"] is not None:
        data["decision"] = {**observation["decision"], "options": sorted(observation["decision"]["options"])}
    return data
