"""Observations never depend on hidden cards: the twin test (see tests/hostile/test_hidden_information.py).

At every decision of seeded random games, each seat's observation arrays
are compared with those of a twin game in which every card that seat
can't see (the other hand, both libraries) is another card of the pool.
A difference would be a leak. The same comparison must see a change to
a card the seat can see, or it would prove nothing.
"""

from __future__ import annotations

import random

from tests.envs.helpers import random_decisions, require_envs

require_envs()

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from tests.hostile.test_hidden_information import POOL_NAMES, hidden_from, twin_of  # noqa: E402
from tolaria.envs.encoding import seat_observation  # noqa: E402
from tolaria.envs.table import Table  # noqa: E402

GAMES = [(["rw-aggro", "rg-beats"], 1), (["bg-graveyard", "blue-black-control"], 2)]


def differing(a: dict[str, np.ndarray], b: dict[str, np.ndarray]) -> list[str]:
    """The keys whose arrays differ."""
    return [key for key in a if not np.array_equal(a[key], b[key])]


@pytest.mark.parametrize("decks,seed", GAMES)
def test_observations_do_not_depend_on_hidden_cards(decks: list[str], seed: int) -> None:
    table = Table(decks, max_decisions=300)
    table.deal(seed)
    rng = random.Random(seed)
    compared = 0
    for _ in random_decisions(table, seed, limit=300):
        for viewer, seat in enumerate(table.names):
            if not hidden_from(table.game, viewer):
                continue
            twin = twin_of(table.game, viewer, rng, POOL_NAMES)
            mine = table.encoder.encode(table.game.view(seat))
            theirs = table.encoder.encode(twin.view(seat))
            assert not differing(mine, theirs), f"{seat}'s observation shows hidden cards"
            compared += 1
    assert compared > 100, compared


def test_the_twin_comparison_sees_visible_cards() -> None:
    table = Table(["rw-aggro", "rg-beats"])
    table.deal(4)
    seat = table.deciding
    assert seat is not None
    for _ in random_decisions(table, 4, limit=12):
        pass
    me = table.names.index(seat)
    own_hand = table.game.state.players[me].hand
    assert own_hand
    twin = table.game.copy()
    twin.state.cards[own_hand[0]] = "Lightning Bolt" if table.game.state.cards[own_hand[0]] != "Lightning Bolt" else "Shock"
    twin.state.changed()
    assert "hand" in differing(table.encoder.encode(table.game.view(seat)), table.encoder.encode(twin.view(seat)))


def test_the_encoding_reads_what_observe_gives() -> None:
    table = Table()
    table.deal(5)
    for seat in random_decisions(table, 5, limit=60):
        view = table.view(seat)
        full, mine = view.observe(), seat_observation(view)
        assert full.pop("log") and mine.pop("log") == []
        assert mine == full
