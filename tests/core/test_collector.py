"""The collector while games are played in a row (tolaria/core/collector.py): set inside, set back after, and the
games the same either way."""

from __future__ import annotations

import gc

from tolaria.core.collector import YOUNG_THRESHOLD, many_games
from tolaria.core.simulation import GameResult, play_schedule, play_seated
from tolaria.sim import play_game


def test_the_collector_is_set_inside_and_set_back_after() -> None:
    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    with many_games():
        assert gc.get_threshold()[0] >= YOUNG_THRESHOLD
        assert gc.get_threshold()[1:] == before[1:]
        assert gc.get_freeze_count() > frozen  # what lived before the games is out of the collector's sight
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_it_is_set_back_when_a_game_fails() -> None:
    before = gc.get_threshold()
    try:
        with many_games():
            raise RuntimeError("a game crashed")
    except RuntimeError:
        pass
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_a_simulated_game_is_the_same_with_the_collector_set_for_it() -> None:
    """The serial schedule plays inside ``many_games``; the same game outside it ends the same way."""
    def one(seed: int, swapped: bool) -> GameResult:
        decks = ["green-stompy", "red-burn"] if swapped else ["red-burn", "green-stompy"]
        return play_game(*decks, seed)

    inside = list(play_schedule(one, 2, seed=5))
    outside = [play_seated(one, 5, False), play_seated(one, 6, True)]
    assert [(r.winner, r.turns, r.decisions) for r in inside] == [(r.winner, r.turns, r.decisions) for r in outside]
