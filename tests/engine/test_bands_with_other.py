"""CR 702.22b-c: "bands with other [quality]", with test cards in Oracle style (no card of the pool has it)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import actions as act
from tolaria.mtg.cards.keywords import BandsWithOther

LEADER = {
    "name": "Test Pack Leader",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Wolf",
    "text": "Bands with other Wolves",
    "power": "2",
    "toughness": "2",
}
CUB = {"name": "Test Wolf Cub", "mana_cost": "{G}", "type_line": "Creature — Wolf", "text": "", "power": "1", "toughness": "1"}
CARDS = database_with(LEADER, CUB)


def test_the_keyword_is_read() -> None:
    assert BandsWithOther("Wolf") in CARDS.card("Test Pack Leader").compiled.keywords


def test_any_number_of_that_quality_band_with_it() -> None:
    """CR 702.22c: "one or more attacking [quality] creatures with 'bands with other [quality]' and any number of
    other attacking [quality] creatures are all in a band" — two Wolves without banding here."""
    cards = database_with(LEADER, CUB)
    game = position(
        {"alice": {"battlefield": ["Test Pack Leader", "Test Wolf Cub", "Test Wolf Cub"]}, "bob": {}},
        step="beginning_of_combat",
        cards=cards,
        do=["next step", {"alice": "attack with Test Pack Leader, Test Wolf Cub#1, Test Wolf Cub#2"},
            {"alice": "band Test Pack Leader, Test Wolf Cub#1, Test Wolf Cub#2"}],
    )
    assert any(e.kind == "band" and len(e.members) == 3 for e in game.events)


def test_a_creature_without_the_quality_cant_join() -> None:
    """CR 702.22c: Grizzly Bears isn't a Wolf, and the Pack Leader has no plain banding to take one without."""
    game = position(
        {"alice": {"battlefield": ["Test Pack Leader", "Grizzly Bears"]}, "bob": {}},
        step="beginning_of_combat",
        cards=CARDS,
        do=["next step"],
    )
    g = game.state
    leader = next(o for o in g.battlefield if g.name_of(o) == "Test Pack Leader")
    bears = next(o for o in g.battlefield if g.name_of(o) == "Grizzly Bears")
    for creature in (leader, bears):
        game.apply(act.Attack(creature, -2))
    assert not any(isinstance(a, act.Band) for a in game.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        game.apply(act.Band(leader, bears))
    assert refused.value.rule == "702.22c"
