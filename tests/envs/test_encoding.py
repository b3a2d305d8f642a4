"""The encoding's fixed parts: card indices, relative seats and rows, the space the arrays live in."""

from __future__ import annotations

from tests.envs.helpers import random_decisions, require_envs

require_envs()

from tolaria.envs.encoding import FIRST_POOL_CARD, HIDDEN_CARD, OTHER_CARD, CardIndex, describe  # noqa: E402
from tolaria.envs.table import Table  # noqa: E402
from tolaria.mtg.carddb import CardDatabase  # noqa: E402


def test_card_indices_are_the_sorted_pool_after_the_reserved_codes() -> None:
    index = CardIndex(CardDatabase.bundled())
    names = sorted(CardDatabase.bundled().pool.names())
    assert len(index) == FIRST_POOL_CARD + len(names)
    bolt = FIRST_POOL_CARD + names.index("Lightning Bolt")
    assert index.code("Lightning Bolt") == index.code("Lightning Bolt ability") == bolt
    assert index.name(bolt) == "Lightning Bolt"
    assert index.code("face-down permanent") == index.code("object 17") == HIDDEN_CARD
    assert index.code("Soldier") == OTHER_CARD  # a token's name
    assert [index.name(c) for c in range(FIRST_POOL_CARD)] == ["nothing", "hidden", "other"]


def test_rows_are_relative_to_the_observer_and_in_the_space() -> None:
    table = Table(["rw-aggro", "rg-beats"], max_decisions=150)
    table.deal(6)
    space = table.encoder.space()
    for seat in random_decisions(table, 6, limit=150):
        state = table.game.state
        for viewer in table.names:
            observation = table.observe(viewer)
            assert space.contains(observation)
            me = state.players[table.names.index(viewer)]
            assert observation["players"][0][2] == len(me.hand)
            assert observation["players"][0][9] == int(viewer == seat)
            assert (observation["hand"] > 0).sum() == min(len(me.hand), len(observation["hand"]))
            mine = [row for row in observation["battlefield"] if row[0] and row[1] == 1]
            assert len(mine) == sum(1 for p in state.battlefield.values() if p.controller == me.index)


def test_describe_lists_every_column() -> None:
    text = describe()
    for word in ("life", "toughness", "attacking", "kind", "zone", "number"):
        assert word in text
