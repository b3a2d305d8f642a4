"""Scenario files of Magic: positions, actions and expectations as data (specs/scenarios.md)."""

from __future__ import annotations

from tolaria.core.scenario import Result, ScenarioError
from tolaria.core.scenario import run_cli as _run_cli
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.scenario.driver import drivers, run_file


def run_cli(paths: list[str], as_json: bool = False, cards: CardDatabase | None = None,
            heroes_cards: list[str] | None = None) -> int:
    """``tolaria scenario run``: every known game's scenarios (a file's ``game:`` key picks the game);
    ``cards`` is the database Magic scenarios play from (``--cards FILE``; default the bundled pool)."""
    return _run_cli(paths, drivers(cards, heroes_cards), "magic", as_json)


__all__ = ["Result", "ScenarioError", "run_cli", "run_file"]
