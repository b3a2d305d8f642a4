"""The ability vocabulary survives JSON: a saved game's granted abilities read back as what they were."""

from __future__ import annotations

import dataclasses
from typing import get_args

import pytest

import tolaria.mtg.oracle.abilities as ab
from tolaria.core.records import from_data, tag_of, to_data

UNIONS = ("ObjectRef", "PlayerRef", "Recipient", "Amount", "Modification", "EffectStep", "TriggerEvent", "Condition",
          "StaticAbility")


@pytest.mark.parametrize("union", UNIONS)
def test_every_member_of_a_union_has_a_tag(union: str) -> None:
    untagged = [c.__name__ for c in get_args(getattr(ab, union)) if dataclasses.is_dataclass(c) and tag_of(c) is None]
    assert untagged == []


def test_statics_of_the_same_fields_read_back_apart() -> None:
    """"can't block this turn" (CR 509.1a) once read back as "attacks each combat if able" (508.1d): both hold
    only their text. A granted static must come back as the static it was."""
    for static in (ab.CantBlock(text="can't block this turn"), ab.AttacksEachCombat(text="attacks each combat if able")):
        assert from_data(to_data(static), ab.StaticAbility) == static
        assert type(from_data(to_data(static), ab.StaticAbility)) is type(static)
