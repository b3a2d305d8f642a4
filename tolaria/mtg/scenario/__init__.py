"""Scenario files: positions, actions and expectations as data (specs/scenarios.md)."""

from tolaria.mtg.scenario.loader import ScenarioError
from tolaria.mtg.scenario.run import Result, run_cli, run_file

__all__ = ["Result", "ScenarioError", "run_cli", "run_file"]
