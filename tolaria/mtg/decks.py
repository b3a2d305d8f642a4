"""Decks: reading deck lists and the built-in decks (CR 100.2a, 100.4).

A deck file has one ``COUNT CARD NAME`` line per card (``4 Lightning Bolt`` or
``4x Lightning Bolt``), ``//`` or ``#`` comments, blank lines, and optionally a
``Sideboard`` line after which cards go to the sideboard (CR 100.4).  The first
comment line describes the deck.

>>> len(load_deck("red-burn"))
60
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from tolaria.errors import DeckError, UnknownCard
from tolaria.mtg.cards import COLORS, CardPool

DeckSource = Sequence[str] | str | os.PathLike[str]

_LINE = re.compile(r"(?P<count>[+-]?[0-9]+)[xX]?\s+(?P<name>\S.*)")
_SIDEBOARD = re.compile(r"sideboard\s*:?", re.IGNORECASE)


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
    """
    pool = pool or CardPool.default()
    if isinstance(source, str | os.PathLike):
        return load_deck_file(_deck_path(source), pool).main
    return [_canonical(name, pool, f"deck list item {i}") for i, name in enumerate(source, 1)]


def _deck_path(source: str | os.PathLike[str]) -> Path:
    """Resolve a deck source to a file: an existing path, else a built-in deck's name."""
    path = Path(source)
    if isinstance(source, os.PathLike) or path.exists() or path.suffix or len(path.parts) > 1:
        return path
    builtins = builtin_decks()
    if source in builtins:
        return builtins[source]
    known = ", ".join(builtins)
    raise DeckError(f"no deck file or built-in deck named {source!r}; built-in decks: {known}")


def load_deck_file(path: str | os.PathLike[str], pool: CardPool | None = None) -> Deck:
    """Read a deck file into a Deck; errors name the file and line."""
    pool = pool or CardPool.default()
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise DeckError(f"cannot read deck file {str(path)!r}: {err.strerror or err}") from err
    deck = Deck(name=path.stem)
    part = deck.main
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if _is_comment(line):
            deck.description = deck.description or _comment_text(line)
            continue
        if _SIDEBOARD.fullmatch(_strip_comment(line)):
            part = deck.sideboard
            continue
        count, name = _read_line(line, f"{path}:{number}", pool)
        part.extend([name] * count)
    return deck


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
    """Read ``COUNT CARD NAME``; the count must be at least 1."""
    match = _LINE.fullmatch(line)
    name = match.group("name").strip() if match else ""
    if name not in pool:
        name = _strip_comment(name)
    if match is None or not name or int(match.group("count")) < 1:
        raise DeckError(
            f"{where}: cannot read deck line {line!r}: expected 'COUNT CARD NAME'"
            " with COUNT at least 1"
        )
    return int(match.group("count")), _canonical(name, pool, where)


def _canonical(name: str, pool: CardPool, where: str) -> str:
    """The Oracle spelling of a card name, or UnknownCard saying where it was written."""
    if pool.is_oracle_name(name):
        return name
    if name not in pool:
        raise UnknownCard(name, pool.suggestions(name), where=where)
    return pool.canonical_name(name)


def deck_colors(cards: Sequence[str], pool: CardPool | None = None) -> str:
    """The colors of a deck's cards in WUBRG order, e.g. "WR" (CR 105.2, 202.2)."""
    pool = pool or CardPool.default()
    found = frozenset().union(*(pool.get(name).colors for name in set(cards)))
    return "".join(c for c in COLORS if c in found)


def constructed_problems(cards: Sequence[str], pool: CardPool | None = None) -> list[str]:
    """Why a main deck breaks the constructed deck rules, or [] if it doesn't (CR 100.2a).

    At least sixty cards, and no more than four of any card other than basic lands.
    """
    pool = pool or CardPool.default()
    problems = [] if len(cards) >= 60 else [f"only {len(cards)} cards; at least 60 needed"]
    for name, count in sorted(Counter(cards).items()):
        if count > 4 and not pool.get(name).type_line.is_basic:
            problems.append(f"{count} copies of {name}; at most 4 allowed")
    return problems


def list_decks(pool: CardPool | None = None) -> list[DeckInfo]:
    """Describe every built-in deck for a menu: name, colors, card count, description."""
    pool = pool or CardPool.default()
    infos = []
    for name, path in builtin_decks().items():
        deck = load_deck_file(path, pool)
        infos.append(DeckInfo(name, deck_colors(deck.main, pool), len(deck.main), deck.description))
    return infos
