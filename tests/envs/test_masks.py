"""The mask is the legal actions: every masked-in slot applies, every masked-out one is refused unchanged.

And each slot's features describe the action it holds: its kind, and the
object it names, found where the observation shows it.
"""

from __future__ import annotations

from tests.envs.helpers import random_decisions, require_envs

require_envs()

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from tolaria.envs import SLOTS, IllegalSlot, TooManyActions  # noqa: E402
from tolaria.envs import table as table_module  # noqa: E402
from tolaria.envs.encoding import (  # noqa: E402
    ACTION_KINDS,
    FIRST_POOL_CARD,
    HIDDEN_CARD,
    ZONE_BATTLEFIELD,
    ZONE_HAND,
    ZONE_STACK,
    seat_observation,
)
from tolaria.envs.table import Table  # noqa: E402

GAMES = [(["rw-aggro", "rg-beats"], 1), (["bg-graveyard", "rw-tricks"], 2), (["blue-black-control", "red-burn"], 3)]


def check_slots_apply(table: Table, seat: str) -> int:
    """Every masked-in slot plays on a fork of the table; returns how many there were."""
    mask = table.mask(seat)
    legal = table.legal(seat)
    assert mask.dtype == np.int8
    assert mask.tolist() == [1] * len(legal) + [0] * (SLOTS - len(legal))
    for slot in np.flatnonzero(mask):
        fork = table.fork()
        before = fork.decisions
        fork.play(seat, int(slot))
        assert fork.decisions == before + 1
    return len(legal)


def check_masked_out_refused(table: Table, seat: str, other: str) -> None:
    legal = len(table.legal(seat))
    before = table.game.state.version
    for slot in sorted({legal, legal + 1, SLOTS - 1} & set(range(SLOTS))):
        with pytest.raises(IllegalSlot, match=f"slot {slot} is masked out"):
            table.play(seat, slot)
    with pytest.raises(IllegalSlot, match=f"not {other}'s"):
        table.play(other, 0)
    assert table.mask(other).sum() == 0
    assert table.game.state.version == before


def check_slot_features(table: Table, seat: str) -> None:
    observation = table.observe(seat)
    view = table.view(seat)
    described = seat_observation(view)["decision"]["options"]
    index = table.encoder.index
    for slot, (action, text) in enumerate(zip(table.legal(seat), described, strict=True)):
        kind, card, zone, row, _, _, _ = observation["slots"][slot].tolist()
        assert ACTION_KINDS[kind - 1] is type(action)
        if card >= FIRST_POOL_CARD:
            assert index.name(card) in text, (action, text)
        if card == HIDDEN_CARD:
            assert "object " in text or "face-down" in text
        if zone == ZONE_HAND and row >= 0:
            assert observation["hand"][row] == card
        if zone == ZONE_BATTLEFIELD and row >= 0:
            assert observation["battlefield"][row][0] == card
        if zone == ZONE_STACK and row >= 0:
            assert observation["stack"][row][0] == card
    assert observation["slots"][len(described):].sum() == 0


@pytest.mark.parametrize("decks,seed", GAMES)
def test_masks_match_the_legal_actions(decks: list[str], seed: int) -> None:
    table = Table(decks, max_decisions=400)
    table.deal(seed)
    decisions = slots = 0
    for seat in random_decisions(table, seed, limit=400):
        other = next(name for name in table.names if name != seat)
        slots += check_slots_apply(table, seat)
        check_masked_out_refused(table, seat, other)
        check_slot_features(table, seat)
        decisions += 1
    assert decisions > 40 and slots > decisions  # real games with real choices were looked at


def test_a_list_longer_than_the_slots_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table()
    table.deal(1)
    seat = table.deciding
    assert seat is not None and len(table.legal(seat)) == 2
    monkeypatch.setattr(table_module, "SLOTS", 1)
    with pytest.raises(TooManyActions, match="2 legal actions, more than the 1 slots"):
        table.legal(seat)
