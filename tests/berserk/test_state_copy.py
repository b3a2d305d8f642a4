"""A game copy is independent of its original and copies every field (architecture 1: ``copy``)."""

from __future__ import annotations

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


def test_card_copy_has_every_slot() -> None:
    card = CardState(7, "Кочевник", 1)
    for i, name in enumerate(CARD_FIELDS):
        if name not in ("id", "name", "owner", "markers", "effects", "zone"):
            setattr(card, name, i + 100)
    card.zone = Zone.BATTLEFIELD
    card.markers = {"отравление": 1}
    twin = card.copy()
    for name in CARD_FIELDS:
        assert getattr(twin, name) == getattr(card, name), name
    twin.markers["отравление"] = 2
    assert card.markers == {"отравление": 1}


def test_chain_copy_has_every_slot() -> None:
    chain = Chain(3, ChainKind.STRIKE, 4, 1)
    chain.rolls = (5, 2)
    twin = chain.copy()
    for name in CHAIN_FIELDS:
        assert getattr(twin, name) == getattr(chain, name), name


def test_chain_copy_copies_a_changed_field() -> None:
    chain = Chain(3, ChainKind.STRIKE, 4, 1)
    for i, name in enumerate(CHAIN_FIELDS[4:]):
        setattr(chain, name, (i,))
    twin = chain.copy()
    assert [getattr(twin, n) for n in CHAIN_FIELDS] == [getattr(chain, n) for n in CHAIN_FIELDS]


def test_player_copy_has_every_field_and_its_own_zones() -> None:
    player = PlayerState("alice")
    for i, name in enumerate(PLAYER_FIELDS[1:]):
        setattr(player, name, [i] if isinstance(getattr(player, name), list) else i + 100)
    twin = player.copy()
    for name in PLAYER_FIELDS:
        assert getattr(twin, name) == getattr(player, name), name
    twin.deck.append(9)
    assert player.deck != twin.deck


def test_the_field_lists_name_every_slot() -> None:
    """The JSON form and the copies go by these lists (a compiled class has no ``__slots__`` to read)."""
    for cls, fields in ((CardState, CARD_FIELDS), (Chain, CHAIN_FIELDS), (PlayerState, PLAYER_FIELDS)):
        assert tuple(getattr(cls, "__slots__", fields)) == fields, cls.__name__
