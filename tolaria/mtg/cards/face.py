"""A card face: the printed characteristics the rules start from (CR 200-212).

``CardFace`` holds Oracle facts only (name, mana cost, type line, rules text,
power/toughness, loyalty, color indicator, Vanguard modifiers).  What the text
*does* is the Oracle compiler's business; what the characteristics currently
*are* in a game is computed by the layer system from these printed values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tolaria.errors import CardDataError
from tolaria.mtg.cards.mana import COLORS, NO_COST, ManaCost, parse_mana_cost
from tolaria.mtg.cards.pt import PTValue, parse_loyalty, parse_modifier, parse_pt
from tolaria.mtg.cards.typeline import TypeLine, parse_type_line


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card as printed in the Oracle reference (CR 108.1, 200.1).

    ``text`` is the Oracle rules text with abilities separated by newlines.
    ``hand_modifier`` and ``life_modifier`` are set only on Vanguard cards
    (CR 211, 212).
    """

    name: str
    mana_cost: ManaCost = NO_COST
    type_line: TypeLine = TypeLine()
    text: str = ""
    power: PTValue | None = None
    toughness: PTValue | None = None
    loyalty: int | str | None = None
    color_indicator: frozenset[str] = frozenset()
    hand_modifier: int | None = None
    life_modifier: int | None = None

    @property
    def colors(self) -> frozenset[str]:
        """The face's colors: its mana symbols' colors plus its color indicator's.

        CR 105.2, 202.2: an object is the colors of the mana symbols in its mana
        cost; CR 202.2e, 204.2: it is also each color of its color indicator.
        """
        return self.mana_cost.colors | self.color_indicator

    @property
    def mana_value(self) -> int:
        """The mana value of the printed mana cost (CR 202.3)."""
        return self.mana_cost.mana_value

    def __str__(self) -> str:
        return self.name

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> CardFace:
        """Build a face from a card-pool record (the bundled ``cards.json`` format).

        Keys: ``name``, ``mana_cost``, ``type_line`` (or ``type``), ``text``,
        ``power``, ``toughness``, ``loyalty`` and, when printed,
        ``color_indicator``, ``hand_modifier``, ``life_modifier``.  Card data
        comes from files anyone can write, so every field is checked for its
        kind and length before it is parsed, and any error names the card and
        the field.
        """
        if not isinstance(record, Mapping):
            raise CardDataError(f"a card record is an object with a name, not {describe_value(record)}")
        name = _read_name(record.get("name"))
        try:
            face = _face_from_record(cls, name, record)
            _check_printed_numbers(face)
        except CardDataError as err:
            raise CardDataError(f"card {name!r}: {err}") from err
        return face


MAX_NAME_CHARS = 300
"""The longest card name printed is under 150 characters."""

MAX_LINE_CHARS = 300
"""Mana costs and type lines longer than this are no card's."""

MAX_TEXT_CHARS = 20_000
"""Rules text longer than this is no card's (the longest Oracle text is a few thousand characters)."""

SHOWN_CHARS = 60
"""A bad value is quoted in a message up to this many characters, so no input is echoed whole."""


def describe_value(value: Any) -> str:
    """What a JSON value is, for a message: ``a number (5)``, ``text ('x')``, ``a list``, ``null``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int | float):
        return f"a number ({quote(value)})"
    if isinstance(value, str):
        return f"text ({quote(value)})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


def quote(value: Any) -> str:
    """``value`` quoted for a message, cut to SHOWN_CHARS characters."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > SHOWN_CHARS:
        text = text[:SHOWN_CHARS] + "…"
    return repr(text) if isinstance(value, str) else text


def _read_name(value: Any) -> str:
    """The card's name: non-empty text of a sane length (it names the card in every later error)."""
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(f"card record without a name: 'name' is {describe_value(value)}")
    if len(value) > MAX_NAME_CHARS:
        raise CardDataError(
            f"card named {quote(value)}: the name is {len(value):,} characters long (at most {MAX_NAME_CHARS})"
        )
    return value


def _text_field(record: Mapping[str, Any], key: str, what: str, limit: int, default: str | None = "") -> str:
    """A field that must be text (or absent, giving ``default``), at most ``limit`` characters.

    A number where text belongs, or a megabyte of text in a mana cost, is
    refused here with the field's name, before any parser sees it.
    """
    value = record.get(key)
    if value is None and default is not None:
        return default
    if not isinstance(value, str):
        raise CardDataError(f"{what} ({key!r}) must be text, not {describe_value(value)}")
    if len(value) > limit:
        raise CardDataError(f"{what} ({key!r}) is {len(value):,} characters long (at most {limit:,})")
    return value


def _face_from_record(cls: type[CardFace], name: str, record: Mapping[str, Any]) -> CardFace:
    """Parse each field of a record with its own parser."""
    type_key = "type_line" if "type_line" in record else "type"
    if record.get(type_key) is None:
        raise CardDataError("missing type line ('type_line')")
    return cls(
        name=name,
        mana_cost=parse_mana_cost(_text_field(record, "mana_cost", "mana cost", MAX_LINE_CHARS)),
        type_line=parse_type_line(_text_field(record, type_key, "type line", MAX_LINE_CHARS, None)),
        text=_text_field(record, "text", "rules text", MAX_TEXT_CHARS),
        power=parse_pt(record.get("power")),
        toughness=parse_pt(record.get("toughness")),
        loyalty=parse_loyalty(record.get("loyalty")),
        color_indicator=_read_color_indicator(record.get("color_indicator")),
        hand_modifier=parse_modifier(record.get("hand_modifier"), "hand modifier", "211.1"),
        life_modifier=parse_modifier(record.get("life_modifier"), "life modifier", "212.1"),
    )


def _read_color_indicator(value: Any) -> frozenset[str]:
    """Read a color indicator given as color letters, e.g. ``["G"]`` (CR 204)."""
    if not value:
        return frozenset()
    if not isinstance(value, list | tuple | str) or len(value) > len(COLORS):
        raise CardDataError(f"color indicator must list color letters such as [\"G\"], not {describe_value(value)} (CR 204.1)")
    bad = [c for c in value if c not in COLORS]
    if bad:
        raise CardDataError(f"color indicator has unknown colors {quote(bad)} (CR 204.1)")
    return frozenset(value)


def _check_printed_numbers(face: CardFace) -> None:
    """Refuse a record whose printed numbers don't fit its card types.

    A creature card has both power and toughness (CR 208.1), a planeswalker card
    has loyalty (CR 209.1), and exactly the Vanguard cards have hand and life
    modifiers (CR 211.1, 212.1).
    """
    types = face.type_line
    if (face.power is None) != (face.toughness is None):
        raise CardDataError("power and toughness must be printed together (CR 208.1)")
    if types.is_creature and face.power is None:
        raise CardDataError("a creature card needs power and toughness (CR 208.1)")
    if types.has_type("Planeswalker") and face.loyalty is None:
        raise CardDataError("a planeswalker card needs loyalty (CR 209.1)")
    vanguard = types.has_type("Vanguard")
    has_modifiers = (face.hand_modifier, face.life_modifier) != (None, None)
    if vanguard and None in (face.hand_modifier, face.life_modifier):
        raise CardDataError("a vanguard card needs hand and life modifiers (CR 211.1, 212.1)")
    if has_modifiers and not vanguard:
        raise CardDataError("only vanguard cards have hand/life modifiers (CR 211.1, 212.1)")
