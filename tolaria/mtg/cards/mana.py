"""Mana symbols and mana costs (CR 107.4, 202).

A mana cost is read from its Oracle text, one ``{...}`` symbol at a time, e.g.
``parse_mana_cost("{2}{W}{W}")``.  The symbols are kept in printed order so the
cost prints back exactly; the totals the rules ask about (mana value, colors,
generic amount) are computed once when the cost is built.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from tolaria.errors import CardDataError

# CR 105.1, 202.2a: the five colors in WUBRG order.
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")

# CR 107.4: the ten two-color hybrid pairs, in the order they are printed.
HYBRID_PAIRS: frozenset[tuple[str, str]] = frozenset(
    {
        ("W", "U"), ("W", "B"), ("U", "B"), ("U", "R"), ("B", "R"),
        ("B", "G"), ("R", "G"), ("R", "W"), ("G", "W"), ("G", "U"),
    }
)

_NUMBER = re.compile(r"0|[1-9][0-9]*")


class SymbolKind(StrEnum):
    """What a mana symbol stands for in a cost (CR 107.4)."""

    GENERIC = "generic"  # {0}, {1}, {2}...  (107.4b)
    VARIABLE = "variable"  # {X} (107.3, 107.4b)
    COLORED = "colored"  # {W} {U} {B} {R} {G} (107.4a)
    COLORLESS = "colorless"  # {C} (107.4c)
    HYBRID = "hybrid"  # {W/U} (107.4e)
    MONOCOLORED_HYBRID = "monocolored hybrid"  # {2/W} (107.4e)
    COLORLESS_HYBRID = "colorless hybrid"  # {C/W} (107.4)
    PHYREXIAN = "phyrexian"  # {W/P} (107.4f)
    HYBRID_PHYREXIAN = "hybrid phyrexian"  # {W/U/P} (107.4f)
    SNOW = "snow"  # {S} (107.4h)


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol of a cost, e.g. ``{2}``, ``{W}``, ``{2/W}``, ``{W/P}``.

    ``amount`` is the number on a generic symbol or the generic half of a
    monocolored hybrid symbol ({2/W} -> 2); ``colors`` are the symbol's colors
    (CR 107.4e-f: hybrid and Phyrexian symbols are all of their colors).
    """

    text: str
    kind: SymbolKind
    colors: frozenset[str] = frozenset()
    amount: int = 0

    @property
    def mana_value(self) -> int:
        """This symbol's share of the mana value (CR 202.3e-g).

        X counts 0 off the stack, a hybrid counts its largest component, and every
        other symbol, Phyrexian ones included, counts 1.
        """
        if self.kind is SymbolKind.GENERIC:
            return self.amount
        if self.kind is SymbolKind.VARIABLE:
            return 0
        if self.kind is SymbolKind.MONOCOLORED_HYBRID:
            return max(self.amount, 1)
        return 1

    @property
    def is_hybrid(self) -> bool:
        """True for every symbol that can be paid in one of two ways (CR 107.4e)."""
        return self.kind in (
            SymbolKind.HYBRID,
            SymbolKind.MONOCOLORED_HYBRID,
            SymbolKind.COLORLESS_HYBRID,
            SymbolKind.HYBRID_PHYREXIAN,
        )

    @property
    def is_phyrexian(self) -> bool:
        """True if 2 life may be paid instead of the mana (CR 107.4f)."""
        return self.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (CR 202.1): its symbols in printed order plus the totals the rules use.

    ``parse_mana_cost("")`` is the empty cost of a land (CR 202.1b), whose mana
    value is 0 (CR 202.3a); it differs from ``{0}``, which has one symbol.
    """

    symbols: tuple[ManaSymbol, ...] = ()
    generic: int = field(init=False, compare=False)
    colorless: int = field(init=False, compare=False)
    x: int = field(init=False, compare=False)
    snow: int = field(init=False, compare=False)
    mana_value: int = field(init=False, compare=False)
    colors: frozenset[str] = field(init=False, compare=False)
    _colored: tuple[tuple[str, int], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Count once what the rules ask of a cost, so the totals are plain fields."""
        kinds = [s.kind for s in self.symbols]
        setattr_ = object.__setattr__
        setattr_(self, "generic", sum(s.amount for s in self.symbols if s.kind is SymbolKind.GENERIC))
        setattr_(self, "colorless", kinds.count(SymbolKind.COLORLESS))
        setattr_(self, "x", kinds.count(SymbolKind.VARIABLE))
        setattr_(self, "snow", kinds.count(SymbolKind.SNOW))
        setattr_(self, "mana_value", sum(s.mana_value for s in self.symbols))
        setattr_(self, "colors", frozenset().union(*(s.colors for s in self.symbols)))
        plain = [s.text[1] for s in self.symbols if s.kind is SymbolKind.COLORED]
        setattr_(self, "_colored", tuple((c, plain.count(c)) for c in COLORS))

    @property
    def colored(self) -> dict[str, int]:
        """Count of plain colored symbols by color, e.g. ``{"W": 2, "U": 0, ...}`` (CR 107.4a).

        A fresh dict each time, so callers can't change the cost through it.
        """
        return dict(self._colored)

    @property
    def hybrid(self) -> tuple[ManaSymbol, ...]:
        """The hybrid symbols of the cost, Phyrexian hybrids included (CR 107.4e)."""
        return tuple(s for s in self.symbols if s.is_hybrid)

    @property
    def phyrexian(self) -> tuple[ManaSymbol, ...]:
        """The Phyrexian symbols of the cost (CR 107.4f)."""
        return tuple(s for s in self.symbols if s.is_phyrexian)

    @property
    def is_empty(self) -> bool:
        """True for no mana cost at all, which is unpayable when casting (CR 202.1b, 118.6)."""
        return not self.symbols

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)


NO_COST = ManaCost(())


def _fail(text: str, what: str, bad: str) -> CardDataError:
    """Build the error for an unreadable cost, naming the whole text and the bad part."""
    return CardDataError(f"cannot read {what} {text!r}: bad symbol {bad!r}")


def _split_symbols(text: str, what: str) -> list[str]:
    """Cut ``text`` into the insides of its ``{...}`` symbols, refusing anything outside braces."""
    inner: list[str] = []
    pos = 0
    while pos < len(text):
        if text[pos] != "{":
            end = text.find("{", pos)
            raise _fail(text, what, text[pos:] if end < 0 else text[pos:end])
        close = text.find("}", pos)
        if close < 0 or "{" in text[pos + 1 : close]:
            raise _fail(text, what, text[pos:] if close < 0 else text[pos : text.find("{", pos + 1)])
        inner.append(text[pos + 1 : close])
        pos = close + 1
    return inner


@lru_cache(maxsize=256)
def _symbol(inner: str) -> ManaSymbol | None:
    """Read the inside of one cost symbol per CR 107.4, or None if it is not one."""
    text = "{" + inner + "}"
    if _NUMBER.fullmatch(inner):
        return ManaSymbol(text, SymbolKind.GENERIC, amount=int(inner))
    if inner in COLORS:
        return ManaSymbol(text, SymbolKind.COLORED, frozenset(inner))
    simple = {"C": SymbolKind.COLORLESS, "X": SymbolKind.VARIABLE, "S": SymbolKind.SNOW}
    if inner in simple:
        return ManaSymbol(text, simple[inner])
    return _split_symbol(text, inner.split("/"))


def _split_symbol(text: str, parts: list[str]) -> ManaSymbol | None:
    """Read the hybrid and Phyrexian symbols, whose halves are separated by "/" (CR 107.4e-f)."""
    if len(parts) == 2 and parts[1] in COLORS:
        first, color = parts
        if first in COLORS and (first, color) in HYBRID_PAIRS:
            return ManaSymbol(text, SymbolKind.HYBRID, frozenset(parts))
        if first == "2":
            return ManaSymbol(text, SymbolKind.MONOCOLORED_HYBRID, frozenset(color), amount=2)
        if first == "C":
            return ManaSymbol(text, SymbolKind.COLORLESS_HYBRID, frozenset(color))
    if len(parts) == 2 and parts[0] in COLORS and parts[1] == "P":
        return ManaSymbol(text, SymbolKind.PHYREXIAN, frozenset(parts[0]))
    if len(parts) == 3 and parts[2] == "P" and (parts[0], parts[1]) in HYBRID_PAIRS:
        return ManaSymbol(text, SymbolKind.HYBRID_PHYREXIAN, frozenset(parts[:2]))
    return None


@lru_cache(maxsize=4096)
def parse_mana_cost(text: str) -> ManaCost:
    """Read a printed mana cost such as ``"{3}{G}{G}"`` (CR 202.1, 107.4).

    ``""`` is no mana cost (a land's). Anything that is not a CR 107.4 symbol,
    like ``"{Q}"``, ``"2R"`` or ``"{W/W}"``, raises CardDataError.

    >>> parse_mana_cost("{2/W}{X}").mana_value
    2
    """
    symbols = []
    for inner in _split_symbols(text, "mana cost"):
        symbol = _symbol(inner)
        if symbol is None:
            raise _fail(text, "mana cost", "{" + inner + "}")
        symbols.append(symbol)
    return ManaCost(tuple(symbols))


def parse_mana(text: str) -> tuple[str, ...]:
    """Read mana as produced or held in a pool, e.g. ``"{R}{R}"`` -> ``("R", "R")`` (CR 106.1).

    Only the five colors and colorless ``{C}`` are types of mana; generic,
    hybrid, X or snow symbols describe costs, not mana, so they are refused.
    """
    mana = []
    for inner in _split_symbols(text, "mana"):
        if inner not in COLORS and inner != "C":
            raise _fail(text, "mana", "{" + inner + "}")
        mana.append(inner)
    return tuple(mana)
