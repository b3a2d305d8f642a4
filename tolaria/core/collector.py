"""The cyclic garbage collector while a process plays many games in a row (simulations, benchmarks).

A game allocates an event record for every rules event and a few small records for every decision, and keeps the
events in its history until it ends: the collector's young generation fills every few hundred allocations and its
scans, with the occasional full one over every object of the process (the compiled card databases, the modules),
take about a tenth of a game's time. So inside :func:`many_games` the objects that were alive before it (the
databases above all) are frozen out of the collector's sight (``gc.freeze``, CPython's advice for long-lived objects
made at start-up) and the young generation is scanned every ``YOUNG_THRESHOLD`` allocations rather than every 700
(2,000 from Python 3.13): garbage in reference cycles is still collected, a little later. Both are set back as it
ends. A game's moves and results are the same either way: only when memory is looked at changes.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 10_000
"""Allocations between two scans of the young generation inside ``many_games``."""


@contextmanager
def many_games() -> Iterator[None]:
    """Run the block with the collector set for playing games in a row (see the module's docstring)."""
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(YOUNG_THRESHOLD, threshold[0]), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()
