"""Typed events, the history beside the position, and the version counter (architecture, property 4)."""

from __future__ import annotations

import random

from tests.engine.helpers import ids, position
from tolaria.core.events import Event, History
from tolaria.mtg import Game
from tolaria.mtg import events as ev
from tolaria.mtg.rules.changes import emit, tap


def _play(game: Game, decisions: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            return
        game.apply(rng.choice(list(game.legal_actions())))


def test_every_event_is_a_typed_record_with_rules() -> None:
    game = Game.new(decks=["rw-aggro", "rg-beats"], seed=2, autopass=True)
    _play(game, 200)
    events = game.events
    assert events and all(isinstance(e, Event) and e.rules for e in events)
    assert {type(e) for e in events} >= {ev.TurnBegan, ev.StepBegan, ev.CardDrawn}
    log = game.log
    assert len(log) == len(events)
    assert all(set(entry) == {"turn", "step", "event", "text", "rules"} for entry in log)


def test_the_position_does_not_carry_the_history() -> None:
    """copy() and to_json() don't grow with the game's length: the events live beside the position."""
    game = Game.new(decks=["rw-aggro", "rg-beats"], seed=3, autopass=True)
    _play(game, 20)
    early = len(game.to_json())
    _play(game, 300)
    late = len(game.to_json())
    assert len(game.events) > 300
    assert late < early * 3  # the position only, whatever the history's length
    twin = game.copy()
    assert twin.events == game.events
    twin_events_before = len(twin.events)
    _play(twin, 5, seed=9)
    assert len(game.events) == twin_events_before  # the original doesn't see the copy's events


def test_history_fork_shares_what_came_before() -> None:
    class Tick(Event):
        pass

    h = History()
    a, b, c = (ev.GameDrawn(rules=(str(i),)) for i in range(3))
    h.append(a)
    fork = h.fork()
    h.append(b)
    fork.append(c)
    assert h.to_list() == [a, b] and fork.to_list() == [a, c]
    assert len(fork) == 2 and fork.since(1) == [c]
    assert Tick  # a subclass of Event is an event


def test_triggers_match_events() -> None:
    """CR 603.2: an ability triggers on the event it names: Soul Warden on another creature entering."""
    game = position({"alice": {"battlefield": ["Soul Warden"], "hand": ["Savannah Lions"], "mana_pool": "{W}"}, "bob": {}})
    game.apply_text("alice", "cast Savannah Lions")
    game.apply_text("alice", "pass")
    events = game.apply_text("bob", "pass")
    entered = [e for e in events if isinstance(e, ev.PermanentSpellResolved)]
    triggered = [e for e in events if isinstance(e, ev.TriggerPutOnStack)]
    assert entered and triggered and triggered[0].card == "Soul Warden"


def test_the_version_is_bumped_by_changes_not_by_logging() -> None:
    game = position({"alice": {"battlefield": ["Forest"]}, "bob": {}})
    g = game.state
    version, board = g.version, g.board
    emit(g, ev.GameDrawn(rules=("104.4a",)))
    assert (g.version, g.board) == (version, board)
    (forest,) = ids(game, "Forest")
    tap(g, g.battlefield[forest])
    assert g.version > version and g.board > board


def test_events_round_trip_through_json() -> None:
    game = Game.new(decks=["rw-aggro", "rg-beats"], seed=4, autopass=True)
    _play(game, 80)
    saved = History.from_data(game.history.to_data())
    assert saved.to_list() == game.events
    assert [e.turn for e in saved.to_list()] == [e.turn for e in game.events]
