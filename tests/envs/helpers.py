"""Shared by the environment tests: the skip for missing extras, and random play at a table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

SKIP_REASON = "the learning environments need numpy, gymnasium and pettingzoo: pip install tolaria[envs]"


def require_envs() -> None:
    """Skip the calling module cleanly when the extra isn't installed (tolaria.envs raises an ImportError then)."""
    pytest.importorskip("tolaria.envs", reason=SKIP_REASON)


def random_decisions(table: Any, seed: int, limit: int = 10_000) -> Iterator[str]:
    """Play a table's game with random masked-in slots, yielding the deciding seat before each decision."""
    import numpy as np

    rng = np.random.default_rng(seed)
    for _ in range(limit):
        if table.over:
            return
        seat = table.deciding
        yield seat
        table.play(seat, int(rng.choice(np.flatnonzero(table.mask(seat)))))
