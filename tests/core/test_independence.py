"""The neutral core imports no ruleset; agents depend only on the core (architecture, property 10)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

ROOT = Path(__file__).resolve().parents[2] / "tolaria"
RULESETS = ("tolaria.mtg", "tolaria.berserk", "tolaria.heroes", "tolaria.interfaces")
# The agents' ruleset-specific modules (loaded by name only when a game of their ruleset is played).
RULESET_AGENTS = {"agents/heuristic.py": "tolaria.mtg"}


def imports_of(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("package", ["core", "agents"])
def test_core_and_agents_import_no_ruleset(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files
    offenders = {
        str(f.relative_to(ROOT)): sorted(
            m for m in imports_of(f)
            if m.startswith(RULESETS) and not m.startswith(RULESET_AGENTS.get(str(f.relative_to(ROOT)), "-"))
        )
        for f in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_core_runs_a_game_it_knows_nothing_about() -> None:
    """A toy ruleset (count to three, two seats) is played by the core's Game and the random agent."""
    from tolaria.agents import RandomAgent
    from tolaria.core.events import Event, History
    from tolaria.core.protocol import Action, Decision, Game, Outcome, Ruleset
    from tolaria.core.simulation import play_out

    @dataclass(frozen=True, slots=True)
    class Say(Action):
        kind: ClassVar[str] = "say"
        n: int

    @dataclass(frozen=True, slots=True)
    class Turn(Decision):
        kind: ClassVar[str] = "turn"

    @dataclass(slots=True)
    class Said(Event):
        n: int

    class Counting(Ruleset):
        name = "counting"

        def decision(self, s: Any) -> Decision | None:
            return None if s["n"] >= 3 else Turn(("a", "b")[s["n"] % 2])

        def legal_actions(self, s: Any, **_: Any) -> list[Action]:
            return [Say(s["n"] + 1)] if s["n"] < 3 else []

        def check(self, s: Any, a: Action, seat: str | None) -> None:
            from tolaria.errors import IllegalAction

            if a not in self.legal_actions(s):
                raise IllegalAction("say the next number")

        def apply(self, s: Any, a: Action, seat: str | None, checked: bool = False) -> None:
            self.check(s, a, seat)
            s["n"] += 1
            s["out"].append(Said(s["n"]))

        def take_events(self, s: Any) -> list[Event]:
            out, s["out"] = s["out"], []
            return out

        def outcome(self, s: Any) -> Outcome | None:
            return Outcome("a", "counted to three") if s["n"] >= 3 else None

        def seats(self, s: Any) -> tuple[str, ...]:
            return ("a", "b")

        def observe(self, s: Any, seat: str, history: History) -> dict[str, Any]:
            return {"n": s["n"]}

        def describe(self, s: Any, a: Action, seat: str | None) -> str:
            return f"say {getattr(a, 'n', '?')}"

        def render(self, e: Event, seat: str | None, s: Any) -> str:
            return f"{getattr(e, 'n', '?')}"

        def copy_state(self, s: Any) -> Any:
            return {"n": s["n"], "out": []}

        def state_to_data(self, s: Any) -> dict[str, Any]:
            return {"n": s["n"]}

        def state_from_data(self, d: dict[str, Any]) -> Any:
            return {"n": d["n"], "out": []}

    game = Game(Counting(), {"n": 0, "out": []})
    result = play_out(game, {"a": RandomAgent(1), "b": RandomAgent(2)})
    assert game.is_over and game.winner == "a" and result.winner == 0 and result.decisions == 3
    assert [e["text"] for e in game.log] == ["1", "2", "3"]
    assert Game.load(Counting(), game.to_json()).state["n"] == 3
