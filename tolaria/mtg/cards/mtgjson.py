"""Card files: MTGJSON set files (v5 and v3), AtomicCards files and Tolaria pool files.

``read_card_file(path)`` reads any of them into a :class:`CardFile`: its
sets, each holding one :class:`CardEntry` per card name (a set's reprints
and alternate printings share a name and are counted once). An entry
holds the card's faces already parsed into :class:`CardFace` records, or
the reason they can't be: a card whose data is wrong is reported, never
guessed at, and one bad card never stops the rest of the file from being
read. What is wrong with the file itself (not JSON, not a card file, a
card record that is not an object) raises CardDataError naming the file
and the place in it.

Shapes read:

- MTGJSON v5 set: ``{"data": {"code": "M10", "cards": [...]}}``
- MTGJSON v5 AllPrintings: ``{"data": {"M10": {set}, ...}}``
- MTGJSON v5 AtomicCards: ``{"data": {"Card Name": [face, ...], ...}}``
- MTGJSON v3 set: ``{"code": "M10", "cards": [...]}`` (and AllSets, ``{"M10": {set}, ...}``)
- a Tolaria pool: ``{"format": 1, "cards": [record, ...]}`` (the bundled ``cards.json``)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tolaria.errors import CardDataError
from tolaria.mtg.cards.face import MAX_NAME_CHARS, CardFace, describe_value, quote

MULTI_FACE_LAYOUTS = frozenset(
    {
        "split", "flip", "transform", "modal_dfc", "meld", "adventure", "aftermath",
        "double-faced", "reversible_card", "double_faced_token", "prepare",
    }
)
"""MTGJSON layouts of cards with more than one face (CR 709 split, 710 flip, 712 double-faced, 715 adventure)."""

_FACE_NOUNS = {
    "split": "split cards",
    "aftermath": "split cards",
    "flip": "flip cards",
    "adventure": "adventurer cards",
    "prepare": "prepare cards",
}
"""What the engine would need to play a multi-face card of each layout; double-faced cards otherwise."""

_COUNT_WORDS = {1: "one face", 2: "two faces", 3: "three faces", 4: "four faces"}

Record = dict[str, Any]


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card of a card file, by name: its faces, or why they can't be read.

    ``faces`` is empty exactly when ``problem`` is set; ``face_count`` is how
    many faces the file gives the card either way. ``printings`` are the set
    codes the card is printed in, as far as the file tells.
    """

    name: str
    layout: str = "normal"
    faces: tuple[CardFace, ...] = ()
    face_count: int = 1
    problem: str | None = None
    printings: tuple[str, ...] = ()

    @property
    def is_multi_face(self) -> bool:
        """True for split, flip, double-faced, meld and adventurer cards (CR 709-712, 715)."""
        return self.face_count > 1 or self.layout in MULTI_FACE_LAYOUTS

    @property
    def face(self) -> CardFace | None:
        """The card's only face, when it has exactly one that could be read."""
        return self.faces[0] if len(self.faces) == 1 and not self.is_multi_face else None

    def multi_face_reason(self, every_face_compiles: bool) -> str:
        """Why a multi-face card can't be played, e.g. "two faces (transform) are not supported"."""
        count = _COUNT_WORDS.get(self.face_count, f"{self.face_count} faces")
        reason = f"{count} ({self.layout}) are not supported"
        if every_face_compiles:
            noun = _FACE_NOUNS.get(self.layout, "double-faced cards")
            reason += f": every face compiles, but the engine has no {noun}"
        return reason


@dataclass(frozen=True, slots=True)
class CardSet:
    """The cards of one set of a card file, one entry per name, in file order."""

    code: str
    name: str
    cards: tuple[CardEntry, ...]


@dataclass(frozen=True, slots=True)
class CardFile:
    """A card file as read: where it came from, what kind of file it is, and its sets.

    An AtomicCards file has one "set" holding every card (code ``""``); its
    entries' ``printings`` say which real sets each card is in.
    """

    source: str
    kind: str
    sets: tuple[CardSet, ...]
    _by_code: dict[str, CardSet] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_code", {s.code.casefold(): s for s in self.sets if s.code})

    def codes(self) -> list[str]:
        """The set codes in the file, in file order."""
        return [s.code for s in self.sets if s.code]

    def select(self, code: str) -> CardSet:
        """The set with this code (any case). In an AtomicCards file, the cards printed in it."""
        found = self._by_code.get(code.casefold())
        if found is not None:
            return found
        wanted = code.casefold()
        printed = tuple(
            e for s in self.sets if not s.code for e in s.cards if wanted in (p.casefold() for p in e.printings)
        )
        if printed:
            return CardSet(code.upper(), f"{self.kind} cards printed in {code.upper()}", printed)
        known = ", ".join(self.codes()) or "none: no card lists its printings"
        raise CardDataError(f"{self.source}: no set {quote(code)} in this {self.kind} file (sets: {known})")

    def entries(self) -> list[CardEntry]:
        """Every card of the file once, by name (the first set's entry wins)."""
        seen: dict[str, CardEntry] = {}
        for s in self.sets:
            for entry in s.cards:
                seen.setdefault(entry.name, entry)
        return list(seen.values())


# ------------------------------------------------------------------ reading


def read_card_file(path: str | Path) -> CardFile:
    """Read a card file from disk; CardDataError names the file and what is wrong with it."""
    source = str(path)
    return parse_card_data(_load_json(Path(path), source), source)


def _load_json(path: Path, source: str) -> Any:
    """The JSON value of a file, or CardDataError saying why it isn't one."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CardDataError(f"{source}: no such card file") from None
    except IsADirectoryError:
        raise CardDataError(f"{source}: is a folder, not a card file") from None
    except OSError as err:
        raise CardDataError(f"{source}: cannot read the card file: {err.strerror or err}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise CardDataError(f"{source}: not a card file: not UTF-8 text (byte {err.start:,})") from None
    return _parse_json(text, source)


def _parse_json(text: str, source: str) -> Any:
    """Parse JSON text; every way it can fail (syntax, nesting, giant numbers) is one clear error."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise CardDataError(f"{source}: not a card file: not JSON ({err.msg} at line {err.lineno} column {err.colno})") from None
    except RecursionError:
        raise CardDataError(f"{source}: not a card file: JSON nested too deeply") from None
    except ValueError as err:  # e.g. an integer of more digits than Python converts
        raise CardDataError(f"{source}: not a card file: {quote(str(err))}") from None


def parse_card_data(data: Any, source: str = "<card data>") -> CardFile:
    """Read the JSON value of a card file, whichever of the shapes it has."""
    if not isinstance(data, dict):
        raise _not_card_file(source, f"the file holds {describe_value(data)}")
    if data.get("format") == 1 and "cards" in data:
        return CardFile(source, "Tolaria pool", (_read_set(data, source, "cards", _pool_record, "pool"),))
    inner = data.get("data")
    if isinstance(inner, dict):
        return _read_v5(inner, source)
    if "data" in data:
        raise _not_card_file(source, f"'data' is {describe_value(inner)}, not an object")
    if "cards" in data:
        return CardFile(source, "MTGJSON v3 set", (_read_set(data, source, "cards", _v3_record),))
    if data and all(isinstance(v, dict) and "cards" in v for v in data.values()):
        sets = tuple(_read_set(v, source, f"{_key(k)}.cards", _v3_record, str(k)) for k, v in data.items())
        return CardFile(source, "MTGJSON v3 AllSets", sets)
    raise _not_card_file(source, "no 'data' or 'cards' key")


def _not_card_file(source: str, why: str) -> CardDataError:
    return CardDataError(
        f"{source}: not an MTGJSON card file ({why}); expected a set file {{\"data\": {{\"code\": ..., "
        f"\"cards\": [...]}}}}, a v3 set file {{\"code\": ..., \"cards\": [...]}} or an AtomicCards file "
        f"{{\"data\": {{\"Card Name\": [...]}}}}"
    )


def _read_v5(inner: dict[str, Any], source: str) -> CardFile:
    """The ``data`` object of an MTGJSON v5 file: one set, every set, or atomic cards."""
    if "cards" in inner:
        return CardFile(source, "MTGJSON v5 set", (_read_set(inner, source, "data.cards", _v5_record),))
    if not inner:
        raise _not_card_file(source, "'data' is empty")
    if all(isinstance(v, list) for v in inner.values()):
        return CardFile(source, "MTGJSON AtomicCards", (_read_atomic(inner, source),))
    if all(isinstance(v, dict) and "cards" in v for v in inner.values()):
        sets = tuple(_read_set(v, source, f"data.{_key(k)}.cards", _v5_record, str(k)) for k, v in inner.items())
        return CardFile(source, "MTGJSON v5 AllPrintings", sets)
    raise _not_card_file(source, "'data' has no 'cards' list and is not a map of card names to faces")


def _key(key: object) -> str:
    """A JSON object key as part of a location, cut short."""
    text = str(key)
    return text if len(text) <= 40 else text[:40] + "…"


# ------------------------------------------------------------------ one set


ToRecord = Callable[[Mapping[str, Any]], Record]


@dataclass(slots=True)
class _Card:
    """A card being gathered from a set's printings: its layout and its distinct faces."""

    layout: str
    faces: dict[str, Record]


def _read_set(data: Mapping[str, Any], source: str, where: str, to_record: ToRecord, code: str = "") -> CardSet:
    """One set: its printings gathered by card name, each card's faces parsed once."""
    given_code, given_name = data.get("code"), data.get("name")
    code = given_code if isinstance(given_code, str) else code
    name = given_name if isinstance(given_name, str) else code
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise _not_card_file(source, f"{where} is {describe_value(cards)}, not a list of cards")
    gathered: dict[str, _Card] = {}
    for i, raw in enumerate(cards):
        at = f"{source}: {where}[{i}]"
        if not isinstance(raw, dict):
            raise CardDataError(f"{at}: a card is an object, not {describe_value(raw)}")
        full_name, face_name = _names(raw, at)
        card = gathered.setdefault(full_name, _Card(_layout(raw), {}))
        card.faces.setdefault(face_name, to_record(raw))
    entries = tuple(_entry(n, c.layout, list(c.faces.values()), (code,)) for n, c in gathered.items())
    return CardSet(code, name, entries)


def _read_atomic(inner: Mapping[str, Any], source: str) -> CardSet:
    """AtomicCards: each card name maps to the list of its faces."""
    entries = []
    for card_name, faces in inner.items():
        at = f"{source}: data[{quote(card_name)}]"
        _checked_name(card_name, at)
        records = []
        for i, raw in enumerate(faces):
            if not isinstance(raw, dict):
                raise CardDataError(f"{at}[{i}]: a card face is an object, not {describe_value(raw)}")
            records.append(_v5_record(raw))
        if not records:
            raise CardDataError(f"{at}: a card with no faces")
        entries.append(_entry(str(card_name), _layout(faces[0]), records, _printings(faces[0])))
    return CardSet("", "AtomicCards", tuple(entries))


def _printings(raw: Mapping[str, Any]) -> tuple[str, ...]:
    """The set codes an atomic card lists under ``printings`` (only the text ones)."""
    value = raw.get("printings")
    return tuple(p for p in value if isinstance(p, str)) if isinstance(value, list) else ()


def _names(raw: Mapping[str, Any], at: str) -> tuple[str, str]:
    """A printing's card name and face name: v5 ``name`` + ``faceName``, v3 ``names``, else ``name``."""
    name = _checked_name(raw.get("name"), at)
    names = raw.get("names")
    if isinstance(names, list) and len(names) > 1 and all(isinstance(n, str) for n in names):
        return " // ".join(names), name  # MTGJSON v3: each face is its own record
    face = raw.get("faceName")
    return name, face if isinstance(face, str) else (str(raw.get("side") or ""))


def _checked_name(name: Any, at: str) -> str:
    """A card's name as the file gives it: text, not blank, and short enough to quote in any report."""
    if not isinstance(name, str) or not name.strip():
        raise CardDataError(f"{at}: a card without a name ('name' is {describe_value(name)})")
    if len(name) > MAX_NAME_CHARS:
        raise CardDataError(f"{at}: a card name of {len(name):,} characters ({quote(name)}; at most {MAX_NAME_CHARS})")
    return name


def _layout(raw: Mapping[str, Any]) -> str:
    layout = raw.get("layout")
    return layout if isinstance(layout, str) and layout else "normal"


def _entry(name: str, layout: str, records: list[Record], printings: tuple[str, ...]) -> CardEntry:
    """Parse a card's faces; bad data makes the entry a problem naming the card and field."""
    faces = []
    for record in records:
        try:
            faces.append(CardFace.from_record(record))
        except CardDataError as err:
            return CardEntry(name, layout, (), len(records), str(err), printings)
    return CardEntry(name, layout, tuple(faces), len(records), None, printings)


# ------------------------------------------------------------------ records


def _v5_record(raw: Mapping[str, Any]) -> Record:
    """An MTGJSON v5 card (or face) as a pool record: its Oracle fields under Tolaria's names."""
    return {
        "name": raw.get("faceName") or raw.get("name"),
        "mana_cost": raw.get("manaCost"),
        "type_line": raw.get("type"),
        "text": raw.get("text"),
        "power": raw.get("power"),
        "toughness": raw.get("toughness"),
        "loyalty": raw.get("loyalty"),
        "color_indicator": raw.get("colorIndicator"),
        "hand_modifier": raw.get("hand"),
        "life_modifier": raw.get("life"),
    }


def _v3_record(raw: Mapping[str, Any]) -> Record:
    """An MTGJSON v3 card: the same fields as v5, each face its own card with its own name."""
    record = _v5_record(raw)
    record["name"] = raw.get("name")
    return record


def _pool_record(raw: Mapping[str, Any]) -> Record:
    """A record of a Tolaria pool file is already in the pool's format."""
    return dict(raw)


def iter_faces(entries: Iterable[CardEntry]) -> Iterator[tuple[CardEntry, CardFace]]:
    """The single-faced, readable cards of some entries with their faces: the ones a game can hold."""
    for entry in entries:
        face = entry.face
        if face is not None:
            yield entry, face
