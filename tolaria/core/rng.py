"""A small seeded random number generator whose whole state is one integer.

Games must be reproducible from a seed, copyable in microseconds and
serialisable to JSON mid-game (architecture: "State is data"). Python's
``random.Random`` carries a 625-word state, so Tolaria uses SplitMix64:
fast, well distributed, and trivially copied.
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_SPAN = 1 << 64


class Rng:
    """SplitMix64 generator; ``state`` is the only field."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit output."""
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self.next64()
            if v < limit:
                return v % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates), drawing exactly as :meth:`below` would.

        The generator is inlined here: a library is shuffled often and this
        is the engine's longest loop of random draws.
        """
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - (_SPAN % n)
            while True:
                s = (s + _GAMMA) & _MASK
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                v = z ^ (z >> 31)
                if v < limit:
                    break
            j = v % n
            items[i], items[j] = items[j], items[i]
        self.state = s

    def choice(self, items: list[Any]) -> Any:
        """Return one element of a non-empty list."""
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        return Rng(self.state)
