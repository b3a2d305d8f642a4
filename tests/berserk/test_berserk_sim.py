"""``tolaria sim --game berserk``: battles between squads through the core's simulation."""

from __future__ import annotations

import json

import pytest

from tolaria.berserk.sim import play_game, simulate
from tolaria.errors import DeckError
from tolaria.interfaces.cli import main


def test_a_run_counts_every_battle() -> None:
    summary = simulate("steppe-mountains", "swamp-archers", n=2, seed=3)
    assert summary.games == 2
    assert sum(d.wins for d in summary.decks) + summary.draws == 2


def test_a_battle_is_the_same_for_the_same_seed() -> None:
    assert play_game("steppe-mountains", "swamp-archers", 5) == play_game("steppe-mountains", "swamp-archers", 5)


def test_an_unknown_squad_is_refused_before_any_battle() -> None:
    with pytest.raises(DeckError):
        simulate("steppe-mountains", "no-such-squad", n=1)


def test_the_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["sim", "--game", "berserk", "steppe-mountains", "swamp-archers", "-n", "2", "--json"])
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["rules"] == "online-2012"


def test_the_command_refuses_a_third_squad(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--game", "berserk", "steppe-mountains", "swamp-archers", "swamp-archers", "-n", "1"]) == 2
