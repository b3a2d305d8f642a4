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
        ``color_indicator``, ``hand_modifier``, ``life_modifier``.  Any error names
        the card.
        """
        name = record.get("name")
        if not isinstance(name, str) or not name:
            raise CardDataError(f"card record without a name: {dict(record)!r}")
        try:
            face = _face_from_record(cls, name, record)
            _check_printed_numbers(face)
        except CardDataError as err:
            raise CardDataError(f"card {name!r}: {err}") from err
        return face


def _face_from_record(cls: type[CardFace], name: str, record: Mapping[str, Any]) -> CardFace:
    """Parse each field of a record with its own parser."""
    type_text = record.get("type_line", record.get("type"))
    if not isinstance(type_text, str):
        raise CardDataError("missing type line")
    return cls(
        name=name,
        mana_cost=parse_mana_cost(record.get("mana_cost") or ""),
        type_line=parse_type_line(type_text),
        text=record.get("text") or "",
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
    letters = list(value)
    bad = [c for c in letters if c not in COLORS]
    if bad:
        raise CardDataError(f"color indicator has unknown colors {bad!r} (CR 204.1)")
    return frozenset(letters)


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
