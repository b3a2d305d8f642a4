"""A toy ruleset with no hidden information, to show the search needs nothing but the core protocol."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tolaria.core.events import Event, History
from tolaria.core.protocol import Action, Decision, Game, Outcome, Ruleset
from tolaria.errors import IllegalAction

GOAL = 10
SEATS = ("a", "b")


@dataclass(frozen=True, slots=True)
class Add(Action):
    kind: ClassVar[str] = "add"
    n: int


@dataclass(frozen=True, slots=True)
class Turn(Decision):
    kind: ClassVar[str] = "turn"


class Count(Ruleset):
    """Players take turns adding 1, 2 or 3 to a total; whoever brings it to 10 wins."""

    name = "count"

    def decision(self, s: Any) -> Decision | None:
        return None if s["total"] >= GOAL else Turn(SEATS[s["moves"] % 2])

    def legal_actions(self, s: Any, **_: Any) -> list[Action]:
        return [Add(n) for n in (1, 2, 3) if s["total"] + n <= GOAL] if s["total"] < GOAL else []

    def check(self, s: Any, a: Action, seat: str | None) -> None:
        if a not in self.legal_actions(s):
            raise IllegalAction("add 1, 2 or 3, up to 10")

    def apply(self, s: Any, a: Action, seat: str | None, checked: bool = False) -> None:
        if not checked:
            self.check(s, a, seat)
        assert isinstance(a, Add)
        s["total"] += a.n
        s["moves"] += 1

    def take_events(self, s: Any) -> list[Event]:
        return []

    def outcome(self, s: Any) -> Outcome | None:
        return Outcome(SEATS[(s["moves"] - 1) % 2], "reached 10") if s["total"] >= GOAL else None

    def seats(self, s: Any) -> tuple[str, ...]:
        return SEATS

    def observe(self, s: Any, seat: str, history: History) -> dict[str, Any]:
        return dict(s)

    def determinize(self, s: Any, seat: str, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> Any:
        return dict(s)  # nothing is hidden

    def describe(self, s: Any, a: Action, seat: str | None) -> str:
        return f"add {getattr(a, 'n', '?')}"

    def render(self, e: Event, seat: str | None, s: Any) -> str:
        return ""

    def copy_state(self, s: Any) -> Any:
        return dict(s)

    def state_to_data(self, s: Any) -> dict[str, Any]:
        return dict(s)

    def state_from_data(self, d: dict[str, Any]) -> Any:
        return dict(d)

    @staticmethod
    def score(game: Game, seat: str) -> float:
        outcome = game.outcome
        if outcome is None:
            return 0.5
        return 1.0 if outcome.winner == seat else 0.0


def race(total: int = 0) -> Game:
    return Game(Count(), {"total": total, "moves": 0})
