"""A game copy is independent of its original and copies every field (architecture 1: ``copy``)."""

from __future__ import annotations

from tolaria.berserk.state import CardState, Chain, ChainKind, Zone


def test_card_copy_has_every_slot() -> None:
    card = CardState(7, "Кочевник", 1)
    for i, name in enumerate(CardState.__slots__):
        if name not in ("id", "name", "owner", "markers", "effects", "zone"):
            setattr(card, name, i + 100)
    card.zone = Zone.BATTLEFIELD
    card.markers = {"отравление": 1}
    twin = card.copy()
    for name in CardState.__slots__:
        assert getattr(twin, name) == getattr(card, name), name
    twin.markers["отравление"] = 2
    assert card.markers == {"отравление": 1}


def test_chain_copy_has_every_slot() -> None:
    chain = Chain(3, ChainKind.STRIKE, 4, 1)
    chain.rolls = (5, 2)
    twin = chain.copy()
    for name in Chain.__slots__:
        assert getattr(twin, name) == getattr(chain, name), name
