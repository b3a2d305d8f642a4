"""A game copy is independent of its original and copies every field (architecture 1: ``copy``)."""

from __future__ import annotations

from typing import Any

from tolaria.berserk.state import (
    CARD_FIELDS,
    CHAIN_FIELDS,
    PLAYER_FIELDS,
    CardState,
    Chain,
    ChainKind,
    PlayerState,
    Zone,
)


def _changed(value: Any, i: int) -> Any:
    """Another value of the same type as ``value`` (a compiled record refuses a field of the wrong type)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 100 + i
    if isinstance(value, str):
        return f"{value}-{i}"
    if isinstance(value, tuple):
        return (i,) * (len(value) or 1)
    if isinstance(value, list):
        return [i]
    return value  # None, enums, dicts: set by the tests themselves


def _change_every_field(record: Any, fields: tuple[str, ...], keep: tuple[str, ...]) -> None:
    for i, name in enumerate(fields):
        if name not in keep:
            setattr(record, name, _changed(getattr(record, name), i))


def test_card_copy_has_every_slot() -> None:
    card = CardState(7, "Кочевник", 1)
    _change_every_field(card, CARD_FIELDS, ("id", "name", "owner", "effects"))
    card.zone = Zone.BATTLEFIELD
    card.markers = {"отравление": 1}
    twin = card.copy()
    for name in CARD_FIELDS:
        assert getattr(twin, name) == getattr(card, name), name
    twin.markers["отравление"] = 2
    assert card.markers == {"отравление": 1}


def test_chain_copy_has_every_slot() -> None:
    chain = Chain(3, ChainKind.STRIKE, 4, 1)
    _change_every_field(chain, CHAIN_FIELDS, ("id", "kind", "source", "controller"))
    chain.script = (5, 2)
    twin = chain.copy()
    for name in CHAIN_FIELDS:
        assert getattr(twin, name) == getattr(chain, name), name


def test_player_copy_has_every_field_and_its_own_zones() -> None:
    player = PlayerState("alice")
    _change_every_field(player, PLAYER_FIELDS, ("name",))
    twin = player.copy()
    for name in PLAYER_FIELDS:
        assert getattr(twin, name) == getattr(player, name), name
    twin.deck.append(9)
    assert player.deck != twin.deck


def test_the_field_lists_name_every_slot() -> None:
    """The JSON form and the copies go by these lists (a compiled class has no ``__slots__`` to read)."""
    for cls, fields in ((CardState, CARD_FIELDS), (Chain, CHAIN_FIELDS), (PlayerState, PLAYER_FIELDS)):
        assert tuple(getattr(cls, "__slots__", fields)) == fields, cls.__name__
