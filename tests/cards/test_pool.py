"""Looking cards up in the bundled pool (CR 201.2: a card is known by its name)."""

from __future__ import annotations

import pytest

from tolaria.errors import CardDataError, UnknownCard
from tolaria.mtg.cards import CardPool


def test_default_pool_is_shared() -> None:
    """The bundled pool is read once."""
    assert CardPool.default() is CardPool.default()
    pool = CardPool.default()
    assert sum(pool.pool_of(n) in ("A", "B") for n in pool.names()) == 102  # the starter pool
    assert len(pool) == 418  # with Pool C, the cards the founding documents' rules need, and the Tenth Edition cards of Pool D


def test_lookup_ignores_case() -> None:
    """CR 201.2: names identify cards; case in a request does not matter."""
    pool = CardPool.default()
    assert pool.get("lightning bolt").name == "Lightning Bolt"
    assert pool.canonical_name("GRIZZLY BEARS") == "Grizzly Bears"
    assert "serra angel" in pool
    assert "Serra Angle" not in pool


def test_unknown_card_suggests_nearest_names() -> None:
    """An unknown name is refused with up to three close names."""
    with pytest.raises(UnknownCard) as err:
        CardPool.default().get("Grizly Bear")
    assert err.value.suggestions[0] == "Grizzly Bears"
    assert len(err.value.suggestions) <= 3


def test_pools_and_names() -> None:
    """Cards belong to pool A (rules core) or B (abilities); names are sorted."""
    pool = CardPool.default()
    assert pool.pool_of("Shock") == "A"
    assert pool.pool_of("llanowar elves") == "B"
    names = pool.names()
    assert names == sorted(names)
    with pytest.raises(UnknownCard):
        pool.pool_of("Black Lotus")


def test_bundled_faces_parse() -> None:
    """Every bundled card has a readable cost, type line and P/T (CR 202, 205, 208)."""
    pool = CardPool.default()
    bolt = pool.get("Lightning Bolt")
    assert bolt.colors == {"R"} and bolt.mana_value == 1 and not bolt.type_line.is_permanent
    assert pool.get("Plains").mana_cost.is_empty
    assert pool.get("Ornithopter").colors == frozenset()
    assert all(f.type_line.is_creature == (f.power is not None) for f in pool)


def test_duplicate_and_bad_format_refused() -> None:
    """A pool file must be format 1 and list each name once."""
    record = {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant", "text": ""}
    with pytest.raises(CardDataError, match="twice"):
        CardPool([record, record])
    with pytest.raises(CardDataError, match="format"):
        CardPool.from_json('{"format": 2, "cards": []}')
