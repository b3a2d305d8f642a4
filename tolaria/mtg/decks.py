"""Decks: reading deck lists and the built-in decks (CR 100.2a, 100.4).

A deck file has one ``COUNT CARD NAME`` line per card (``4 Lightning Bolt`` or
``4x Lightning Bolt``), ``//`` or ``#`` comments, blank lines, and optionally a
``Sideboard`` line after which cards go to the sideboard (CR 100.4).  The first
comment line describes the deck.  A deck file is UTF-8 text (a byte order
mark is allowed) of at most 1 MiB, each line asks for at most 250 copies and
the file holds at most 1000 cards, so that no file can hang Tolaria or exhaust
its memory; messages quote at most 80 characters of a line.

>>> len(load_deck("red-burn"))
60
"""

from __future__ import annotations

import codecs
import os
import re
import reprlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from tolaria.errors import DeckError, UnknownCard
from tolaria.mtg.cards import COLORS, CardPool

DeckSource = Sequence[str] | str | os.PathLike[str]

_LINE = re.compile(r"(?P<count>[+-]?[0-9]+)[xX]?\s+(?P<name>\S.*)")
_SIDEBOARD = re.compile(r"sideboard\s*:?", re.IGNORECASE)

MAX_DECK_FILE_BYTES = 1024 * 1024
"""A deck file is read only up to this size (1 MiB): real deck lists are a few KiB."""

MAX_COPIES = 250
"""The most copies of a card one deck line may ask for (far above any real deck)."""

MAX_DECK_CARDS = 1000
"""The most cards a deck file (main deck and sideboard) or deck list may hold."""

MAX_LINE_CHARS = 200
"""The longest card line: a count and the longest card name (141 characters) fit."""

SHOWN_CHARS = 80
"""Messages quote at most this many characters of a line, then an ellipsis."""


@dataclass(slots=True)
class Deck:
    """A deck read from a file: its main deck and sideboard, card names in Oracle spelling."""

    name: str
    main: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    description: str = ""


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """What a deck menu shows: name, colors (WUBRG order), card count and description."""

    name: str
    colors: str
    card_count: int
    description: str


def builtin_decks() -> dict[str, Path]:
    """The decks bundled with Tolaria, by name (the file name without ``.txt``)."""
    folder = Path(str(resources.files("tolaria.mtg.data").joinpath("decks")))
    return {p.stem: p for p in sorted(folder.glob("*.txt"))}


def load_deck(source: DeckSource, pool: CardPool | None = None) -> list[str]:
    """The main deck as a list of Oracle card names, one entry per card.

    ``source`` is a list of card names, a path to a deck file, or the name of a
    built-in deck such as ``"white-weenie"``.  Sideboard cards are left out.
    Anything else (a number, None, a list holding non-strings) is a DeckError
    saying what was given, so that callers see a deck problem, not a TypeError.
    """
    pool = pool or CardPool.default()
    if isinstance(source, str | os.PathLike):
        return load_deck_file(_deck_path(source), pool).main
    if isinstance(source, bytes | bytearray) or not isinstance(source, Sequence):
        raise DeckError(
            "a deck is a list of card names, a deck file or a built-in deck name,"
            f" not {_describe(source)}"
        )
    return _list_deck(source, pool)


def _list_deck(names: Sequence[object], pool: CardPool) -> list[str]:
    """Check a list of card names item by item; at most MAX_DECK_CARDS of them."""
    if len(names) > MAX_DECK_CARDS:
        raise DeckError(f"deck list of {len(names):,} cards; a deck holds at most {MAX_DECK_CARDS:,}")
    cards = []
    for i, name in enumerate(names, 1):
        if not isinstance(name, str):
            raise DeckError(
                f"deck list item {i}: expected a card name, got {_describe(name)}"
            )
        cards.append(_canonical(name, pool, f"deck list item {i}"))
    return cards


def _describe(value: object) -> str:
    """A value's type and a short repr of it (reprlib's, so that a huge value is cheap)."""
    return f"{type(value).__name__} {shorten(reprlib.repr(value))}"


def shorten(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, so that a huge line or
    value can be named in a message without being echoed whole."""
    return text if len(text) <= limit else text[:limit] + "…"


def _shown(text: str) -> str:
    """A line quoted for a message: its first SHOWN_CHARS characters, escaped."""
    return repr(shorten(text))


def path_exists(path: Path) -> bool:
    """Whether ``path`` exists; a name the system can't even look up (a NUL byte, too
    long) simply doesn't exist."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def read_deck(source: str | os.PathLike[str], pool: CardPool | None = None) -> Deck:
    """A deck file or built-in deck (by name) as a Deck, sideboard included."""
    return load_deck_file(_deck_path(source), pool)


def _deck_path(source: str | os.PathLike[str]) -> Path:
    """Resolve a deck source to a file: an existing path, else a built-in deck's name."""
    path = Path(source)
    if isinstance(source, os.PathLike) or path_exists(path) or path.suffix or len(path.parts) > 1:
        return path
    builtins = builtin_decks()
    if source in builtins:
        return builtins[source]
    known = ", ".join(builtins)
    raise DeckError(
        f"no deck file or built-in deck named {_shown(str(source))}; built-in decks: {known}"
    )


def load_deck_file(path: str | os.PathLike[str], pool: CardPool | None = None) -> Deck:
    """Read a deck file into a Deck; errors name the file and line.

    The file must be UTF-8 text (a byte order mark is allowed) of at most
    MAX_DECK_FILE_BYTES, with at most MAX_COPIES of a card per line and
    MAX_DECK_CARDS cards in all, so that no file can make Tolaria hang or
    run out of memory.
    """
    pool = pool or CardPool.default()
    path = Path(path)
    deck = Deck(name=path.stem)
    part = deck.main
    for number, raw in enumerate(read_deck_text(path).split("\n"), 1):
        line = raw.strip()
        if _is_comment(line):
            deck.description = deck.description or _comment_text(line)
            continue
        if _SIDEBOARD.fullmatch(_strip_comment(line)):
            part = deck.sideboard
            continue
        where = f"{path}:{number}"
        count, name = _read_line(line, where, pool)
        if len(deck.main) + len(deck.sideboard) + count > MAX_DECK_CARDS:
            raise DeckError(
                f"{where}: more than {MAX_DECK_CARDS:,} cards in the deck file"
                " (main deck and sideboard together)"
            )
        part.extend([name] * count)
    if not deck.main:
        raise DeckError(f"{path}: no cards in the main deck")
    return deck


def read_deck_text(path: Path) -> str:
    """The text of a deck file: at most MAX_DECK_FILE_BYTES of UTF-8, BOM removed."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_DECK_FILE_BYTES + 1)
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or err
        raise DeckError(f"cannot read deck file {_shown(str(path))}: {reason}") from err
    if len(data) > MAX_DECK_FILE_BYTES:
        raise DeckError(
            f"deck file {_shown(str(path))} is larger than {MAX_DECK_FILE_BYTES / 2**20:g} MiB;"
            " a deck file is a short list of cards"
        )
    return _decode(data, path)


def _decode(data: bytes, path: Path) -> str:
    """Decode a deck file as UTF-8 (with or without BOM); anything else is a DeckError
    naming the file and the first line that isn't UTF-8 text."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise DeckError(f"{path}: not UTF-8 text (it looks like UTF-16); save the deck as UTF-8")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise DeckError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[err.start]:02X});"
            " save the deck as UTF-8"
        ) from None
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise DeckError(f"{path}:{line}: not UTF-8 text (a NUL byte: binary data)")
    return text


def _is_comment(line: str) -> bool:
    """Blank lines and lines starting with ``//`` or ``#`` hold no cards."""
    return not line or line.startswith(("//", "#"))


def _comment_text(line: str) -> str:
    """The words of a comment line, without its marker."""
    return line.lstrip("/#").strip()


def _strip_comment(text: str) -> str:
    """Cut a trailing ``// comment`` or ``# comment`` off a line."""
    return re.split(r"\s*(?://|#)", text, maxsplit=1)[0].strip()


def _read_line(line: str, where: str, pool: CardPool) -> tuple[int, str]:
    """Read ``COUNT CARD NAME``; the count must be from 1 to MAX_COPIES."""
    if len(line) > MAX_LINE_CHARS:
        raise DeckError(
            f"{where}: deck line {_shown(line)} is {len(line):,} characters long;"
            f" a deck line has at most {MAX_LINE_CHARS}"
        )
    match = _LINE.fullmatch(line)
    name = match.group("name").strip() if match else ""
    if name not in pool:
        name = _strip_comment(name)
    if match is None or not name or int(match.group("count")) < 1:
        raise DeckError(
            f"{where}: cannot read deck line {_shown(line)}: expected 'COUNT CARD NAME'"
            " with COUNT at least 1"
        )
    count = int(match.group("count"))  # at most MAX_LINE_CHARS digits, so int() is cheap
    if count > MAX_COPIES:
        raise DeckError(
            f"{where}: deck line {_shown(line)} asks for {shorten(str(count), 24)} copies;"
            f" a deck line holds at most {MAX_COPIES}"
        )
    return count, _canonical(name, pool, where)


def _canonical(name: str, pool: CardPool, where: str) -> str:
    """The Oracle spelling of a card name, or UnknownCard saying where it was written."""
    if pool.is_oracle_name(name):
        return name
    if name not in pool:
        raise UnknownCard(shorten(name), pool.suggestions(name), where=where)
    return pool.canonical_name(name)


def deck_colors(cards: Sequence[str], pool: CardPool | None = None) -> str:
    """The colors of a deck's cards in WUBRG order, e.g. "WR" (CR 105.2, 202.2)."""
    pool = pool or CardPool.default()
    found = frozenset().union(*(pool.get(name).colors for name in set(cards)))
    return "".join(c for c in COLORS if c in found)


def constructed_problems(cards: Sequence[str], pool: CardPool | None = None) -> list[str]:
    """Why a main deck breaks the constructed deck rules, or [] if it doesn't (CR 100.2a).

    At least sixty cards, and no more than four of any card other than basic
    lands; see ``tolaria.mtg.formats`` for the rules as records.
    """
    from tolaria.mtg.formats import CONSTRUCTED, deck_problems, messages

    return messages(deck_problems(cards, CONSTRUCTED, pool))


def list_decks(pool: CardPool | None = None) -> list[DeckInfo]:
    """Describe every built-in deck for a menu: name, colors, card count, description."""
    pool = pool or CardPool.default()
    infos = []
    for name, path in builtin_decks().items():
        deck = load_deck_file(path, pool)
        infos.append(DeckInfo(name, deck_colors(deck.main, pool), len(deck.main), deck.description))
    return infos
