"""The seeded generator: reproducible, uniform enough, copyable as one integer."""

from __future__ import annotations

from collections import Counter

import pytest

from tolaria.core.rng import Rng


def test_same_seed_same_sequence_and_copy_is_independent() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.copy()
    assert c.next64() == a.next64()
    c.next64()
    assert c.state != a.state


def test_below_stays_in_range_and_covers_it() -> None:
    r = Rng(7)
    counts = Counter(r.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())
    with pytest.raises(ValueError):
        r.below(0)


def test_shuffle_is_a_permutation_and_seeded() -> None:
    items = list(range(60))
    a, b = items.copy(), items.copy()
    Rng(3).shuffle(a)
    Rng(3).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_shuffle_draws_as_fisher_yates_over_below() -> None:
    """The inlined shuffle must stay the documented algorithm: saved games replay their shuffles."""
    for seed in range(50):
        items = list(range(seed % 61))
        expected = list(items)
        reference = Rng(seed * 7919)
        for i in range(len(expected) - 1, 0, -1):
            j = reference.below(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        rng = Rng(seed * 7919)
        rng.shuffle(items)
        assert items == expected
        assert rng.state == reference.state
