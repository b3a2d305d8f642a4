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
from typing import TYPE_CHECKING, Any

from tolaria.errors import CardDataError, UnknownCard
from tolaria.mtg.cards.face import CardFace

if TYPE_CHECKING:
    from tolaria.mtg.cards.mtgjson import CardEntry, CardFile

POOL_FORMAT = 1


def _key(name: str) -> str:
    """The lookup key of a name: case and runs of spaces don't matter."""
    return " ".join(name.split()).casefold()


class UnplayableCard(UnknownCard):
    """A card a card file names but no game can hold: its data is wrong, or it has
    several faces. Its message says why; it is an UnknownCard to every caller that
    looks a name up, so a deck or scenario naming it is refused the same way."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(name, [])
        self.reason = reason
        self.args = (reason,)

    def __str__(self) -> str:
        return self.reason


class CardPool:
    """A set of card faces keyed by Oracle name, each tagged with its pool and set.

    Pool "A" holds the rules core, pool "B" cards with activated, triggered,
    replacement and prevention effects, pool "C" the planeswalkers of Magic
    2010 and the cards played around them, pool "D" the other Tenth Edition
    cards the compiler reads (added by ``scripts/add_set_cards.py``).
    """

    __slots__ = ("_faces", "_pool", "_set", "_oracle", "_unplayable")

    def __init__(self, records: Iterable[Mapping[str, Any]]) -> None:
        self._faces: dict[str, CardFace] = {}
        self._oracle: set[str] = set()  # the names exactly as Oracle spells them
        self._pool: dict[str, str] = {}
        self._set: dict[str, str] = {}
        self._unplayable: dict[str, UnplayableCard] = {}  # named by a card file, but no game can hold them
        for record in records:
            if not isinstance(record, Mapping):
                raise CardDataError(f"a card record is an object with a name, not {type(record).__name__}")
            self._add(CardFace.from_record(record), str(record.get("pool", "")), str(record.get("set", "")))

    def _add(self, face: CardFace, pool: str, set_code: str) -> None:
        """Add one face; a duplicate name is an error because names identify cards (CR 201.2)."""
        key = _key(face.name)
        if key in self._faces:
            raise CardDataError(f"card {face.name!r} is listed twice in the pool")
        self._faces[key] = face
        self._oracle.add(face.name)
        self._pool[key] = pool
        self._set[key] = set_code

    def with_file(self, cards: CardFile) -> CardPool:
        """This pool plus the cards of a card file, as a new pool (this one is unchanged).

        This pool's Oracle text is the reference: a file card of the same name
        must be the same card, or the whole file is refused, naming the card
        and the fields that differ. A file card that no game can hold (bad
        data, several faces) is remembered with its reason, so that naming it
        in a deck or scenario says why instead of "unknown card".
        """
        pool = CardPool(())
        for name in ("_faces", "_pool", "_set", "_unplayable"):
            getattr(pool, name).update(getattr(self, name))
        pool._oracle.update(self._oracle)
        for entry in cards.entries():
            pool._add_entry(entry, cards.source)
        return pool

    def _add_entry(self, entry: CardEntry, source: str) -> None:
        """Add one card of a card file: its face, or the reason it can't be played."""
        key = _key(entry.name)
        known = self._faces.get(key)
        face = entry.face
        if known is not None:
            _check_same_card(known, face, entry, source)
            return
        if face is not None:
            self._add(face, "", ",".join(entry.printings))
            return
        reason = entry.problem or entry.multi_face_reason(False)
        for name in {entry.name, *(f.name for f in entry.faces)}:
            self._unplayable.setdefault(_key(name), UnplayableCard(name, f"{source}: {reason}"))

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
        """The face named ``name`` (any case); UnknownCard with up to 3 nearest names otherwise
        (UnplayableCard, saying why, for a card file's card that no game can hold)."""
        key = _key(name)
        face = self._faces.get(key)
        if face is None:
            unplayable = self._unplayable.get(key)
            if unplayable is not None:
                raise unplayable
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
        """Which pool the card belongs to: "A", "B", "C" or "D"."""
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
        """Whether a card of this name can be played from this pool."""
        return isinstance(name, str) and _key(name) in self._faces

    def unplayable(self) -> dict[str, str]:
        """The card file's cards that no game can hold, by name, with the reason for each."""
        return {u.name: u.reason for u in self._unplayable.values()}

    def __iter__(self) -> Iterator[CardFace]:
        return iter(self._faces.values())

    def __len__(self) -> int:
        return len(self._faces)


def _check_same_card(known: CardFace, face: CardFace | None, entry: CardEntry, source: str) -> None:
    """Refuse a card file whose card of a known name is not the known card (CR 201.2: names identify cards)."""
    if face == known:
        return
    if face is None:
        why = entry.problem or entry.multi_face_reason(False)
        raise CardDataError(f"{source}: card {entry.name!r} clashes with the bundled card of that name: {why}")
    fields = ("mana_cost", "type_line", "text", "power", "toughness", "loyalty", "color_indicator")
    differ = [f for f in fields if getattr(face, f) != getattr(known, f)]
    detail = "; ".join(f"{f}: {str(getattr(face, f))[:80]!r} here, {str(getattr(known, f))[:80]!r} bundled" for f in differ[:2])
    raise CardDataError(
        f"{source}: card {entry.name!r} clashes with the bundled card of that name, whose Oracle text is the "
        f"reference ({', '.join(differ) or 'its faces'} differ: {detail})"
    )


@lru_cache(maxsize=1)
def _default_pool() -> CardPool:
    """Load the bundled pool from the package data."""
    text = resources.files("tolaria.mtg.data").joinpath("cards.json").read_text(encoding="utf-8")
    return CardPool.from_json(text)
