"""The summary of what the battlefield's cards could do: right for each battlefield, renewed when it changes."""

from __future__ import annotations

from tests.engine.helpers import position
from tolaria.mtg.events import PutIntoGraveyard
from tolaria.mtg.kinds import Zone
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.zones import Departure, leave_battlefield, put_onto_battlefield


def test_summary_reads_the_printed_cards() -> None:
    game = position(
        {
            "alice": {"battlefield": ["Forest", "Gravedigger", "Juggernaut", "Prodigal Pyromancer"]},
            "bob": {"battlefield": ["Mountain", "Grizzly Bears"]},
        }
    )
    g = game.state
    s = summary(g)
    ids = {g.name_of(oid): oid for oid in g.battlefield}
    assert s.triggers and s.watchers == (ids["Gravedigger"],)  # "When ~ enters" (603.6a)
    assert s.must_attack  # Juggernaut attacks each combat if able (508.1d)
    assert s.activators == (ids["Prodigal Pyromancer"],)
    # CR 305.6: basic lands have their mana ability; lands are listed before other sources.
    assert s.mana_sources[:2] == (ids["Forest"], ids["Mountain"])
    assert s.quiet


def test_summary_is_renewed_when_a_permanent_leaves() -> None:
    game = position({"alice": {"battlefield": ["Gravedigger"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    g = game.state
    assert summary(g).triggers
    digger = next(oid for oid in g.battlefield if g.name_of(oid) == "Gravedigger")
    leave_battlefield(g, [Departure(digger, Zone.GRAVEYARD, PutIntoGraveyard, ("704.5g",))])
    assert not summary(g).triggers


def test_a_face_down_permanent_has_no_abilities_and_is_checked_in_full() -> None:
    game = position({"alice": {"battlefield": [{"card": "Gravedigger", "face_down": True}]}, "bob": {}})
    g = game.state
    s = summary(g)
    assert not s.triggers  # CR 708.2a: a face-down permanent has no abilities
    assert not s.quiet  # judged by the full state-based check, not by its card
    assert chars(g, next(iter(g.battlefield))).power == 2


def test_a_copy_keeps_its_own_summary_once_the_battlefields_part() -> None:
    game = position({"alice": {"battlefield": ["Forest"], "hand": ["Gravedigger"]}, "bob": {}})
    twin = game.copy()
    before = summary(game.state)
    assert summary(twin.state) is before  # shared while the battlefields are the same
    g = twin.state
    put_onto_battlefield(g, "Gravedigger", 0)
    assert summary(g).triggers
    assert not summary(game.state).triggers


def test_every_kind_of_trigger_event_is_watched_for_some_event() -> None:
    """CR 603.2: an ability triggers whenever its trigger event occurs, so no kind may be filtered out.
    A state trigger has no event (603.8): it is looked for whenever a player would receive priority; nor
    have delayed and reflexive ones (603.7, 603.12): an effect creates them."""
    from typing import get_args

    from tolaria.mtg.oracle.abilities import (
        DelayedTrigger,
        ReflexiveTrigger,
        StateTrigger,
        TriggerEvent,
    )
    from tolaria.mtg.rules.triggers import _TRIGGERED_BY

    watched = {t for _, kinds in _TRIGGERED_BY for t in kinds}
    eventless = {StateTrigger, DelayedTrigger, ReflexiveTrigger}
    assert set(get_args(TriggerEvent)) - eventless == watched
    assert not eventless & watched
