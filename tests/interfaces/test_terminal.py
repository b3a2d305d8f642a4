"""``tolaria play`` in process: what the board shows, and what each kind of entry does to the game."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from tests.interfaces.helpers import normalized, recorder, session
from tolaria.agents import get
from tolaria.interfaces import terminal
from tolaria.interfaces.terminal import (
    ActionText,
    Choice,
    Command,
    PlayError,
    board,
    event_line,
    read_entry,
)
from tolaria.mtg import Game

POSITION = """
name: a board to draw
turn: {active: alice, step: main1, number: 5}
players:
  alice:
    life: 13
    hand: [Lightning Bolt, Shock]
    battlefield:
      - {card: Mountain, tapped: true}
      - Mountain
      - Mountain
      - {card: Grizzly Bears, damage: 1, counters: {"+1/+1": 2}}
    graveyard: [Lava Axe]
  bob:
    life: 4
    hand: [Giant Growth, Overrun]
    battlefield: [Hill Giant, {card: Forest, tapped: true}]
do:
  - alice: cast Shock targeting bob
"""


def drawn(game: Game, seat: str = "alice") -> str:
    console, out = recorder()
    console.print(board(game.view(seat).observe()))
    return out.getvalue()


def test_the_board_shows_both_sides_as_the_seat_sees_them() -> None:
    text = drawn(Game.from_scenario(POSITION))
    assert "Turn 5: alice's turn, Precombat main phase" in text
    assert re.search(r"bob \(computer\)\s+life 4\s+hand 2\s+library 20\s+graveyard 0", text)
    assert re.search(r"alice \(you\)\s+life 13\s+hand 1\s+library 20\s+graveyard 1", text)
    assert "Hand: Lightning Bolt" in text
    assert "Giant Growth" not in text and "Overrun" not in text  # bob's hand is a count
    assert re.search(r"Grizzly Bears\s+4/4\s+1 damage, \+1/\+1 counter x2", text)
    assert re.search(r"Mountain x2\s+tapped", text) and re.search(r"Mountain\s*│", text)  # Shock tapped one
    assert re.search(r"Hill Giant\s+3/3", text) and re.search(r"Forest\s+tapped", text)
    assert "Stack (top first): Shock (alice)" in text


def test_the_board_shows_combat() -> None:
    game = Game.from_scenario(
        "name: x\nplayers:\n  alice: {battlefield: [Grizzly Bears]}\n  bob: {battlefield: [Hill Giant]}\n"
        "do:\n  - to declare_attackers\n  - alice: attack with Grizzly Bears\n"
    )
    text = drawn(game)
    assert re.search(r"Grizzly Bears\s+2/2\s+tapped, attacking", text)
    game = Game.from_scenario(
        "name: x\nplayers:\n  alice: {battlefield: [Grizzly Bears]}\n  bob: {battlefield: [Hill Giant]}\n"
        "do:\n  - to declare_attackers\n  - alice: attack with Grizzly Bears\n  - next step\n"
        "  - bob: block Grizzly Bears with Hill Giant\n"
    )
    assert re.search(r"Hill Giant\s+3/3\s+blocking", drawn(game, "bob"))


def test_an_event_line_has_its_number_text_and_rules() -> None:
    console, out = recorder()
    console.print(event_line(12, {"text": "Shock deals 2 damage to bob", "rules": ["120.3", "608.2"]}))
    assert out.getvalue().rstrip() == "  12 Shock deals 2 damage to bob  [120.3 608.2]"


def test_typed_lines_are_numbers_commands_or_actions() -> None:
    commands = ["why", "save"]
    assert read_entry(" 3 ", commands) == Choice(3)
    assert read_entry("WHY 12", commands) == Command("why", "12")
    assert read_entry("save /tmp/a b.yaml", commands) == Command("save", "/tmp/a b.yaml")
    assert read_entry("cast Shock targeting bob", commands) == ActionText("cast Shock targeting bob")
    assert read_entry("   ", commands) is None
    assert read_entry("²", commands) == ActionText("²")  # a digit, but not a number to choose by


def test_tab_completes_phrases_from_any_word() -> None:
    pytest.importorskip("prompt_toolkit")
    from prompt_toolkit.document import Document

    completer = terminal._completer(lambda: ["cast Lightning Bolt", "Lightning Bolt", "bob", "board"])

    def offered(line: str) -> list[str]:
        return [c.text for c in completer.get_completions(Document(line), None)]

    assert offered("cast li") == ["cast Lightning Bolt", "Lightning Bolt"]
    assert offered("ca") == ["cast Lightning Bolt"]
    assert offered("cast Lightning Bolt targeting b") == ["bob", "board"]


def test_numbers_and_action_language_both_play() -> None:
    s, out = session(["1", "play Mountain", "3", "2"])
    s.run()
    text = out.getvalue()
    assert "alice keeps 7 cards" in text
    assert "alice plays Mountain" in text
    assert "   3  cast Lightning Bolt" in text
    assert "Choose a target for Lightning Bolt: any target" in text
    assert "alice casts Lightning Bolt targeting bob" in text
    assert "Lightning Bolt deals 3 damage to bob" in text
    assert "(end of input)" in text


def test_mistakes_are_reported_and_change_nothing() -> None:
    positions: list[str] = []
    lines = ["1", "7", "frobnicate", "cast Lightning Bolt targeting bob", "attack with Nobody", ""]
    s, out = session(lines, on_read=lambda s: positions.append(s.game.to_json()))
    s.run()
    text = out.getvalue()
    assert "there is no action 7: choose 1 to 2" in text
    assert "unknown action 'frobnicate'" in text
    assert "refused: alice can't pay the cost of Lightning Bolt (rule 601.2h)" in text
    assert "no creature named 'Nobody'" in text
    assert len(positions) == 7 and len(set(positions[1:])) == 1  # every mistake left the game as it was


def test_why_prints_the_event_and_the_full_text_of_its_rules() -> None:
    s, out = session(["why 1", "why 999", "why", "rule 704.5g", "rule banana"])
    s.run()
    text = out.getvalue()
    assert "103 Starting the Game" in text
    assert "103.1 At the start of a game, the players determine which one of them" in text
    assert "why takes the number of an event, 1 to 20" in text
    assert "bob keeps 7 cards" in text and "103.5 Each player draws a number of cards" in text
    assert "704.5g If a creature has toughness greater than 0, it has damage marked on it" in text
    assert "rule takes a rule number such as 704.5g" in text


def test_a_rule_missing_from_the_text_says_where_to_find_it() -> None:
    console, out = recorder()
    for renderable in terminal.rule_texts(terminal.RulesText.bundled(), ["702.19"]):  # trample: never cited
        console.print(renderable)
    for renderable in terminal.rule_texts(terminal.RulesText({}, "rules.txt"), ["704.5g"]):
        console.print(renderable)
    text = out.getvalue()
    assert "702.19: not among the rules shipped (those the engine cites); --rules-text FILE reads a full" in text
    assert "704.5g: there is no rule 704.5g in rules.txt" in text


def test_undo_goes_back_to_the_previous_decision() -> None:
    observed: list[dict[str, object]] = []
    s, out = session(
        ["1", "play Mountain", "undo", "undo", "undo"], on_read=lambda s: observed.append(normalized(s.game.observe("alice")))
    )
    s.run()
    text = out.getvalue()
    # decisions: keep (0), main phase (1), after the land (2), undo -> (3) == (1), undo -> (4) == (0)
    assert observed[3] == observed[1] and observed[4] == observed[0]
    assert observed[2] != observed[1]
    assert "Undone: back to your decision on turn 2; the log is back to event 46." in text
    assert "nothing to undo: this is your first decision" in text


@pytest.mark.parametrize("opponent", ["random", "mcts"])
def test_after_undo_the_same_moves_get_the_same_answers_from_the_computer(opponent: str) -> None:
    """Undo restores the computer's state (a random player's generator, a search's seeds) with the game:
    replaying the player's moves replays the game.

    The moves take the first legal action nine times (keep, then pass through several turns while the
    computer plays lands, spells and attacks), undo eight of them and take them again. The search has an
    iteration budget: on a time budget it is not reproducible even without undo.
    """
    moves = ["1"] * 9
    seen: list[tuple[dict[str, object], list[dict[str, object]]]] = []
    s, _ = session(
        [*moves, *["undo"] * 8, *moves[1:]],
        seed=3,
        on_read=lambda s: seen.append((normalized(s.game.observe("alice")), s.game.view("alice").log)),
    )
    if opponent == "mcts":
        s.agent = get("mcts", seed=3, iterations=3, depth=12, rollout="random")
    s.run()
    assert len(seen) == 26
    first, replayed = seen[1:10], seen[17:26]
    assert replayed == first
    log = first[-1][1][len(first[0][1]) :]
    computer_moves = [e for e in log if str(e["text"]).startswith(("bob plays", "bob casts", "bob attacks"))]
    assert len(computer_moves) >= 3  # the computer did choose in between


def test_save_writes_a_scenario_that_reloads_to_what_the_seat_sees(tmp_path: Path) -> None:
    path = tmp_path / "position.yaml"
    s, out = session(["1", "play Mountain", f"save {path}", "save", "quit"])
    s.run()
    text = out.getvalue()
    assert f"Saved to {path}" in text
    assert "save takes a file name: save FILE" in text
    assert normalized(Game.from_scenario(path).observe("alice")) == normalized(s.game.observe("alice"))


def test_save_refuses_a_position_it_cannot_write(tmp_path: Path) -> None:
    s, out = session([f"save {tmp_path / 'x.yaml'}"])
    s.run()
    assert "not saved: this position can't be written as a scenario: the game has not begun yet" in out.getvalue()
    assert not (tmp_path / "x.yaml").exists()


def test_quit_ends_the_session_and_the_game_over_is_announced() -> None:
    s, out = session(["1", "concede", "3", "log 2", "quit"])
    assert s.run() == 0
    text = out.getvalue()
    assert "Game over: bob wins" in text
    assert "the game is over: why, log, undo, save or quit" in text
    assert re.search(r"\d+ bob wins the game  \[104.2a\]\n(.|\n)*\d+ bob wins the game", text)


def test_completions_offer_commands_actions_and_names() -> None:
    s, _ = session(["1"])
    s.run()
    words = s.reader.words[-1]  # type: ignore[attr-defined]
    for word in ("why", "save", "cast", "attack with", "play Mountain", "Lightning Bolt", "bob", "Sedge Scorpion"):
        assert word in words


def test_the_opponents_are_the_built_in_agents() -> None:
    assert type(terminal._opponent("random", 3)).__name__ == "RandomAgent"
    assert type(terminal._opponent("heuristic", 3)).__name__ == "HeuristicAgent"
    assert type(terminal._opponent("mcts", 3)).__name__ == "MCTSAgent"
    with pytest.raises(PlayError, match="unknown opponent 'chess'"):
        terminal._opponent("chess", 3)


def test_the_command_line_refuses_bad_options_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    from tolaria.interfaces.cli import main

    assert main(["play", "red-burn", "green-stompy", "--opponent", "chess", "--seed", "1"]) == 2
    assert "chess" in capsys.readouterr().err
    assert main(["play", "red-brun", "green-stompy"]) == 2
    assert "did you mean red-burn" in capsys.readouterr().err
    assert main(["play", "red-burn", "green-stompy", "--rules-text", "/no/such/file.txt"]) == 2
    assert "can't read the rules file" in capsys.readouterr().err


def test_the_parser_has_the_play_options() -> None:
    parser = argparse.ArgumentParser()
    terminal.register(parser.add_subparsers())
    args = parser.parse_args(["play", "a", "b", "--seed", "4", "--name", "zoe", "--opponent", "random"])
    assert (args.decks, args.seed, args.name, args.opponent, args.rules) == (["a", "b"], 4, "zoe", "random", "current")
