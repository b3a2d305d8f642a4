"""``save``: a position written as a scenario file reloads to the same position (scenarios.md, "File layout")."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.interfaces.helpers import DECKS, normalized
from tolaria.agents import RandomAgent
from tolaria.errors import TolariaError
from tolaria.mtg import Game
from tolaria.mtg.scenario.save import (
    UnsavablePosition,
    save_scenario,
    scenario_of,
    unsavable_reasons,
)

BOARD = """
name: a board with every status a permanent can have
turn: {active: bob, step: main2, number: 7}
players:
  alice:
    life: 13
    hand: [Lightning Bolt, Shock]
    library: [Mountain, Hill Giant, Mountain]
    battlefield:
      - Mountain
      - {card: Mountain, tapped: true}
      - {card: Grizzly Bears, damage: 1, counters: {"+1/+1": 2}, sick: true, id: bears}
      - {card: Howling Mine, id: mine}
    graveyard: [Shock, Lava Axe]
    exile: [Raging Goblin]
  bob:
    life: 4
    poison: 2
    library: []
    battlefield:
      - {card: Hill Giant, controller: alice}
      - {card: Holy Strength, attached_to: bears}
    mana_pool: "{R}{G}"
"""


def reload(game: Game, tmp_path: Path) -> Game:
    path = tmp_path / "saved.yaml"
    save_scenario(game, path)
    return Game.from_scenario(path)


def test_a_board_round_trips_with_every_status(tmp_path: Path) -> None:
    game = Game.from_scenario(BOARD)
    again = reload(game, tmp_path)
    for seat in game.seats:
        assert normalized(again.observe(seat)) == normalized(game.observe(seat))
    assert again.state.players[1].library == [] and again.state.players[1].poison == 2
    assert [again.state.name_of(c) for c in again.state.players[0].library] == ["Mountain", "Hill Giant", "Mountain"]
    attached = {again.state.name_of(p.id): p.attached_to for p in again.state.battlefield.values()}
    assert again.state.name_of(attached["Holy Strength"]) == "Grizzly Bears"
    bears = next(p for p in again.state.battlefield.values() if again.state.name_of(p.id) == "Grizzly Bears")
    assert (bears.sick, bears.damage, bears.counters) == (True, 1, {"+1/+1": 2})


def test_the_file_is_a_scenario_of_the_contract(tmp_path: Path) -> None:
    data = yaml.safe_load(scenario_of(Game.from_scenario(BOARD)).text())
    assert data["turn"] == {"active": "bob", "step": "main2", "number": 7}
    alice = data["players"]["alice"]
    assert alice["life"] == 13 and alice["hand"] == ["Lightning Bolt", "Shock"]
    assert alice["graveyard"] == ["Shock", "Lava Axe"] and alice["exile"] == ["Raging Goblin"]
    assert {"card": "Mountain", "tapped": True} in alice["battlefield"]
    assert {"card": "Hill Giant", "controller": "alice"} in data["players"]["bob"]["battlefield"]
    assert data["players"]["bob"]["mana_pool"] == "{R}{G}"


def test_priority_held_by_the_other_player_is_passed_to_them(tmp_path: Path) -> None:
    game = Game.from_scenario(BOARD)
    game.apply_text("bob", "pass")
    assert game.decision is not None and game.decision.player == "alice"
    saved = scenario_of(game)
    assert saved.data["do"] == [{"bob": "pass"}]
    again = reload(game, tmp_path)
    assert again.decision is not None and again.decision.player == "alice"
    assert normalized(again.observe("alice")) == normalized(game.observe("alice"))


def test_a_land_played_this_turn_is_played_again(tmp_path: Path) -> None:
    game = Game.from_scenario(
        "name: x\nplayers:\n  alice: {hand: [Mountain, Forest, Mountain]}\n  bob: {}\n"
    )
    game.apply_text("alice", "play Mountain")
    saved = scenario_of(game)
    assert saved.data["do"] == [{"alice": "play Mountain"}] and not saved.notes
    again = reload(game, tmp_path)
    assert again.state.players[0].lands_played == 1
    assert normalized(again.observe("alice")) == normalized(game.observe("alice"))


def test_a_land_play_the_file_cannot_repeat_is_a_note() -> None:
    game = Game.from_scenario("name: x\nplayers:\n  alice: {hand: [Mountain, Shock]}\n  bob: {}\n")
    game.apply_text("alice", "play Mountain")
    game.apply_text("alice", "tap Mountain for {R}")
    saved = scenario_of(game)
    assert "do" not in saved.data
    assert saved.notes == ("alice has played a land this turn; the file can't say so",)
    assert saved.text().startswith("# note: alice has played a land")


@pytest.mark.parametrize(
    ("do", "reason"),
    [
        (["alice: cast Shock targeting bob"], "the stack is not empty"),
        (["to declare_attackers", "alice: attack with Raging Goblin"], "attackers have been declared"),
    ],
)
def test_positions_a_scenario_cannot_hold_are_refused_with_the_reason(do: list[str], reason: str) -> None:
    game = Game.from_scenario(
        "name: x\nplayers:\n  alice: {hand: [Shock], battlefield: [Mountain, Raging Goblin]}\n  bob: {}\n"
        + "do:\n"
        + "".join(f"  - {entry}\n" for entry in do)
    )
    assert reason in unsavable_reasons(game)
    with pytest.raises(UnsavablePosition, match=reason):
        scenario_of(game)


def test_mulligans_and_the_end_of_the_game_are_refused() -> None:
    game = Game.new(decks=DECKS, seed=1)
    assert unsavable_reasons(game) == ["the game has not begun yet (mulligans are under way)"]
    game.apply_text(game.seats[0], "concede")
    assert unsavable_reasons(game) == ["the game is over"]


def test_every_savable_decision_of_random_games_round_trips() -> None:
    """Wherever alice holds priority with a savable position, the file reloads to what she sees."""
    checked = 0
    for seed in (1, 2):
        game = Game.new(decks=DECKS, seed=seed, names=("alice", "bob"), autopass=True)
        agent = RandomAgent(seed)
        while not game.is_over:
            view = game.view(game.decision.player)  # type: ignore[union-attr]
            if view.seat == "alice" and not unsavable_reasons(game) and checked < 60:
                again = Game.from_scenario(scenario_of(game).text())
                assert normalized(again.observe("alice")) == normalized(game.observe("alice")), (seed, game.turn)
                checked += 1
            view.apply(agent.choose(view))
    assert checked >= 30


def test_an_unwritable_file_is_a_clear_error(tmp_path: Path) -> None:
    game = Game.from_scenario(BOARD)
    with pytest.raises(TolariaError, match="can.t write"):
        save_scenario(game, tmp_path / "no-such-folder" / "x.yaml")
