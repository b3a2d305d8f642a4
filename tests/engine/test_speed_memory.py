"""A game's memory: the turn's own events shared between games, zone changes kept compactly in a history.

Neither may change what a game is: the history reads back the very
records the game emitted (fields, turn and step), in order, through forks,
pickling and JSON, and a live game at turn 6 stays within the issue's
20 KiB (``benchmarks/game_memory.py``).
"""

from __future__ import annotations

import pickle
import statistics
import sys
from dataclasses import fields
from pathlib import Path

from tolaria.agents import RandomAgent
from tolaria.core.events import History
from tolaria.core.records import to_data
from tolaria.mtg import Game
from tolaria.mtg import events as ev
from tolaria.mtg.kinds import Step, Zone

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import game_memory  # noqa: E402


def _played(seed: int, decks: tuple[str, str] = ("rw-aggro", "rg-beats")) -> tuple[Game, list[ev.Event]]:
    """A random game played out, with every event as ``apply`` handed it out."""
    game = Game.new(decks=list(decks), seed=seed, names=("alice", "bob"), autopass=True)
    emitted = list(game.history.to_list())
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        emitted += game.apply(agents[decision.player].choose(game))
    return game, emitted


def _stamped(events: list[ev.Event]) -> list[tuple[object, int, str]]:
    """Events with the fields equality leaves out (turn and step)."""
    return [(to_data(e), e.turn, e.step) for e in events]


def test_the_history_reads_back_every_event_the_game_emitted() -> None:
    for decks in (("rw-aggro", "rg-beats"), ("bg-graveyard", "rw-tricks")):
        game, emitted = _played(3, decks)
        history = game.history
        assert any(type(x) is bytes for x in history._own)  # noqa: SLF001 (zone changes are kept compactly)
        assert _stamped(history.to_list()) == _stamped(emitted)
        assert [type(e) for e in history] == [type(e) for e in emitted]
        assert _stamped(history.since(10)) == _stamped(emitted[10:])


def test_a_compact_history_forks_pickles_and_round_trips_through_json() -> None:
    game, emitted = _played(5)
    history = game.history
    fork = history.fork()
    drawn = ev.CardDrawn(7, 8, "Forest", 0, 0, Zone.LIBRARY, Zone.HAND, rules=("121.1",))
    drawn.turn, drawn.step = 99, "draw"
    fork.append(drawn)
    assert _stamped(fork.to_list()) == _stamped([*emitted, drawn])
    assert _stamped(history.to_list()) == _stamped(emitted)  # the parent doesn't see the fork's events
    # Pickled (as --jobs or a copy might), a history carries records, not this process's codes.
    assert _stamped(pickle.loads(pickle.dumps(fork)).to_list()) == _stamped([*emitted, drawn])
    back = History.from_data(history.to_data())
    assert _stamped(back.to_list()) == _stamped(emitted)


def test_a_zone_change_that_doesnt_fit_the_compact_form_stays_a_record() -> None:
    huge = ev.CardDrawn(2**40, 2**40 + 1, "Forest", 0, 0, Zone.LIBRARY, Zone.HAND, rules=("121.1",))
    late = ev.CardDrawn(1, 2, "Forest", 0, 0, Zone.LIBRARY, Zone.HAND, rules=("121.1",))
    late.turn = 70_000  # beyond the form's turn field
    history = History()
    history.extend([huge, late])
    assert history._own == [huge, late]  # noqa: SLF001
    assert history.to_list() == [huge, late]


def test_a_zone_change_with_fields_of_its_own_is_never_packed() -> None:
    packed = set(ev._ZONE_CHANGE_KINDS)  # noqa: SLF001
    plain = {f.name for f in fields(ev.ZoneChange)}
    for cls in packed:
        assert {f.name for f in fields(cls)} == plain, cls
    assert ev.SpellCast not in packed  # (it isn't a zone change of the plain form)
    assert ev.CardDrawn in packed and ev.LandPlayed in packed


def test_the_turns_own_events_are_one_record_for_every_game() -> None:
    """CR 500.1: turn 2's upkeep begins alike in every game; the record is shared, and reads as made afresh."""
    first, _ = _played(11)
    second, _ = _played(12)

    def upkeep(game: Game, turn: int) -> ev.Event:
        return next(e for e in game.events if isinstance(e, ev.StepBegan) and e.turn == turn and e.begins is Step.UPKEEP)

    a, b = upkeep(first, 2), upkeep(second, 2)
    assert a is b
    fresh = ev.StepBegan(Step.UPKEEP, rules=("503",))
    fresh.turn, fresh.step = 2, "upkeep"
    assert _stamped([a]) == _stamped([fresh])
    assert upkeep(first, 3) is not a and upkeep(first, 3).turn == 3
    turns = [e for e in first.events if isinstance(e, ev.TurnBegan)]
    assert [e.number for e in turns] == list(range(1, len(turns) + 1))
    assert all(e.turn == e.number for e in turns)


def test_a_live_game_at_turn_six_takes_at_most_20_kib() -> None:
    """Issue 12's bound, on the benchmark's own measure (the median of several games)."""
    decks = [game_memory.load_deck("rw-aggro"), game_memory.load_deck("rg-beats")]
    game_memory.measure(decks, 100, 6)  # the card definitions and shared tables are loaded first
    totals = [game_memory.measure(decks, seed, 6)[0] for seed in range(1, 8)]
    assert statistics.median(totals) <= game_memory.TARGET_KIB * 1024
