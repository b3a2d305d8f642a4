"""Magic's part of the scenario runner: setup, the action language, bare commands, expectations.

The loop over ``do`` entries and the verdicts are the core's
(``tolaria.core.scenario``); this driver plays a Magic game through them.
Bare commands pass priority for whoever holds it and stop as soon as a
decision is pending that passing cannot answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tolaria.core import scenario as core
from tolaria.core.scenario import LineDict, ScenarioError
from tolaria.errors import IllegalAction, TolariaError
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg import engine
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.game import Game
from tolaria.mtg.kinds import Step
from tolaria.mtg.scenario import actiontext
from tolaria.mtg.scenario import expect as expectations
from tolaria.mtg.scenario.setup import build

COMMANDS = ("resolve", "resolve all", "next step", "auto")
MAX_PASSES = 5000


class MagicDriver(core.Driver):
    """Scenario files of Magic (specs/scenarios.md)."""

    game = "magic"

    def __init__(self, cards: CardDatabase | None = None) -> None:
        self.cards = cards

    def build(self, data: LineDict, path: str) -> Game:
        return build(data, path, self.cards)

    def players(self, game: Game) -> list[str]:
        return list(game.seats)

    def start(self, game: Game) -> None:
        """Give the active player priority (after state-based actions and triggers, 117.5)."""
        engine.priority.advance(game.state, None)
        game.history.extend(game.ruleset.take_events(game.state))

    def check_command(self, command: str, path: str, line: int | None, players: list[str]) -> None:
        if command in COMMANDS:
            return
        if command.startswith("to "):
            parse_to(command, path, line, players)
            return
        raise ScenarioError(path, line, f"unknown command {command!r}")

    def run_command(self, game: Game, command: str, players: list[str]) -> None:
        run_command(game, command, players)
        game.history.extend(game.ruleset.take_events(game.state))

    def group(self, text: str) -> str | None:
        t = " ".join(text.lower().split())
        if t.startswith(("attack with ", "band ")) or t == "no attack":
            return "attack"
        if t.startswith("block ") or t == "no block":
            return "block"
        return None

    def apply(self, game: Game, who: str, texts: list[str], group: str | None) -> None:
        g = game.state
        idx = game.player_index(who)
        for text in texts:
            actiontext.apply_entry(g, idx, text, declare=False)
        if group is not None:
            actiontext.finish_declaration(g, idx)
        game.history.extend(game.ruleset.take_events(g))

    def snapshot(self, game: Game) -> Any:
        return (game.state.copy(), len(game.history))

    def restore(self, game: Game, snapshot: Any) -> None:
        state, _ = snapshot
        game.state = state
        game._legal = None

    def validate_expect(self, game: Game, expect: Any, players: list[str], path: str, line: int | None) -> None:
        expectations.validate(game, expect, players, path, line)

    def check(self, game: Game, expect: Mapping[str, Any], players: list[str]) -> list[str]:
        return expectations.check(game, dict(expect), players)

    def unanswered(self, game: Game) -> str | None:
        d = game.state.pending
        if d is None or game.state.over or isinstance(d, dec.Priority):
            return None
        return f"{d.player} must still decide ({d.kind.replace('_', ' ')})"

    def log(self, game: Game) -> list[dict[str, Any]]:
        return game.log


def parse_to(cmd: str, path: str, line: int | None, players: list[str]) -> tuple[Step, str | None]:
    rest = cmd[3:].strip()
    step_word, _, who = rest.partition(" of ")
    try:
        step = Step.parse(step_word)
    except KeyError:
        raise ScenarioError(path, line, f"unknown step {step_word!r} in {cmd!r}") from None
    player = None
    if who:
        matches = [p for p in players if p.lower() == who.strip()]
        if not matches:
            raise ScenarioError(path, line, f"unknown player {who!r} in {cmd!r}")
        player = matches[0]
    return step, player


def _pass_one(game: Game) -> bool:
    """Pass for whoever holds priority; False when a decision passing can't answer is pending."""
    g = game.state
    d = g.pending
    if g.over or not isinstance(d, dec.Priority):
        return False
    engine.apply(g, act.Pass(), d.player, engine.autopass_for(g))
    return True


def run_command(game: Game, cmd: str, players: list[str]) -> None:
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
            if isinstance(s.pending, dec.DeclareAttackers | dec.DeclareBlockers):
                try:
                    engine.apply(s, act.Declare(), s.pending.player)
                except IllegalAction:
                    return  # declaring nothing isn't allowed here (508.1d): a real decision
            elif not _pass_one(game):
                return
    else:
        step, who = parse_to(cmd, "", None, players)
        _to_step(game, step, who)


def _to_step(game: Game, step: Step, who: str | None) -> None:
    """Pass until STEP begins (in a turn of ``who``, if given), or a real decision is pending."""
    here = (game.state.turn, game.state.step)
    moved = False
    for _ in range(MAX_PASSES):
        s = game.state
        moved = moved or (s.turn, s.step) != here
        if moved and s.step is step and s.pending is not None:
            if who is None or who in (s.players[p].name for p in s.team_of(s.active)):
                return
        if not _pass_one(game):
            return


DRIVER = MagicDriver()


def run_file(path: Path) -> core.Result:
    """Run one Magic (or other known game's) scenario file."""
    return core.run_file(Path(path), drivers(), "magic")


def drivers(cards: CardDatabase | None = None, heroes_cards: list[str] | None = None) -> dict[str, core.Driver]:
    """The scenario drivers of every game; Magic's plays from ``cards`` when given, Heroes' from
    the example cards and the ``heroes_cards`` dumps (heroes-scenarios.md, ``--cards FILE``)."""
    from tolaria.berserk.scenario.driver import DRIVER as BERSERK
    from tolaria.heroes.scenario.driver import make_driver

    return {"magic": DRIVER if cards is None else MagicDriver(cards), "berserk": BERSERK,
            "heroes": make_driver(heroes_cards)}


def _is_path(text: str) -> bool:
    """Whether a string names a scenario file rather than holding scenario text."""
    if "\n" in text or "{" in text or len(text) > 4096:
        return False
    try:
        return Path(text).is_file()
    except OSError:
        return False


def game_from_scenario(source: str | Path, cards: CardDatabase | None = None) -> Game:
    """Build a game from a scenario's setup and play its ``do`` entries (its ``expect`` is not checked)."""
    if isinstance(source, Path) or _is_path(str(source)):
        path = str(source)
        data = core.load_file(Path(source))
    else:
        path = "<text>"
        data = core.load_text(str(source), path)
    driver = MagicDriver(cards) if cards is not None else DRIVER
    game = driver.build(data, path)
    players = driver.players(game)
    steps = core.parse_do(driver, game, data, path, players)
    driver.start(game)
    reasons: list[str] = []
    core.play(driver, game, steps, players, reasons, path)
    unanswered = [r for r in reasons if "'do' ends while" not in r]
    if unanswered:
        raise TolariaError(f"{path}: {unanswered[0]}")
    return game
