"""The card pool: every card Tolaria knows, by its Oracle name (CR 201.2).

``CardPool.default()`` reads the bundled ``tolaria/mtg/data/cards.json`` once.
Names are looked up without regard to case; an unknown name raises
``UnknownCard`` carrying the nearest known names.

>>> CardPool.default().get("grizzly bears").mana_value
2
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from importlib import resources
from typing import Any

from tolaria.errors import CardDataError, UnknownCard
from tolaria.mtg.cards.face import CardFace

POOL_FORMAT = 1


def _key(name: str) -> str:
    """The lookup key of a name: case and runs of spaces don't matter."""
    return " ".join(name.split()).casefold()


class CardPool:
    """A set of card faces keyed by Oracle name, each tagged with its pool and set.

    Pool "A" holds the rules core, pool "B" cards with activated, triggered,
    replacement and prevention effects, pool "C" the planeswalkers of Magic
    2010 and the cards played around them.
    """

    __slots__ = ("_faces", "_pool", "_set", "_oracle")

    def __init__(self, records: Iterable[Mapping[str, Any]]) -> None:
        self._faces: dict[str, CardFace] = {}
        self._oracle: set[str] = set()  # the names exactly as Oracle spells them
        self._pool: dict[str, str] = {}
        self._set: dict[str, str] = {}
        for record in records:
            self._add(record)

    def _add(self, record: Mapping[str, Any]) -> None:
        """Parse one record; a duplicate name is an error because names identify cards (CR 201.2)."""
        face = CardFace.from_record(record)
        key = _key(face.name)
        if key in self._faces:
            raise CardDataError(f"card {face.name!r} is listed twice in the pool")
        self._faces[key] = face
        self._oracle.add(face.name)
        self._pool[key] = str(record.get("pool", ""))
        self._set[key] = str(record.get("set", ""))

    @classmethod
    def from_json(cls, text: str) -> CardPool:
        """Read a pool from the text of a ``cards.json`` file (``{"format": 1, "cards": [...]}``)."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != POOL_FORMAT:
            raise CardDataError(f"card pool is not in format {POOL_FORMAT}")
        return cls(data["cards"])

    @classmethod
    def default(cls) -> CardPool:
        """The bundled card pool, read once and shared (faces are immutable)."""
        return _default_pool()

    def get(self, name: str) -> CardFace:
        """The face named ``name`` (any case); UnknownCard with up to 3 nearest names otherwise."""
        face = self._faces.get(_key(name))
        if face is None:
            raise UnknownCard(name, self.suggestions(name))
        return face

    def is_oracle_name(self, name: str) -> bool:
        """Whether ``name`` is a card's name spelled exactly as Oracle does (no lookup key needed)."""
        return name in self._oracle

    def suggestions(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known names closest to ``name``, best first, for error messages."""
        close = difflib.get_close_matches(_key(name), list(self._faces), n=n, cutoff=0.6)
        return [self._faces[k].name for k in close]

    def canonical_name(self, name: str) -> str:
        """The Oracle spelling of ``name``, e.g. "lightning bolt" -> "Lightning Bolt"."""
        return self.get(name).name

    def pool_of(self, name: str) -> str:
        """Which pool the card belongs to: "A", "B" or "C"."""
        self.get(name)
        return self._pool[_key(name)]

    def set_of(self, name: str) -> str:
        """The set code whose Oracle data the card was taken from, e.g. "10E"."""
        self.get(name)
        return self._set[_key(name)]

    def names(self) -> list[str]:
        """Every card name, sorted."""
        return sorted(face.name for face in self._faces.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and _key(name) in self._faces

    def __iter__(self) -> Iterator[CardFace]:
        return iter(self._faces.values())

    def __len__(self) -> int:
        return len(self._faces)


@lru_cache(maxsize=1)
def _default_pool() -> CardPool:
    """Load the bundled pool from the package data."""
    text = resources.files("tolaria.mtg.data").joinpath("cards.json").read_text(encoding="utf-8")
    return CardPool.from_json(text)
