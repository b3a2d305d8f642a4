"""Power/toughness, loyalty, and card faces (CR 105.2, 202-212)."""

from __future__ import annotations

from typing import Any

import pytest

from tolaria.errors import CardDataError
from tolaria.mtg.cards import CardFace, parse_loyalty, parse_pt


@pytest.mark.parametrize(
    ("text", "base", "star", "with_star_3"),
    [
        ("2", 2, False, 2),
        ("0", 0, False, 0),
        ("-1", -1, False, -1),
        ("*", 0, True, 3),
        ("1+*", 1, True, 4),
        ("*+1", 1, True, 4),
        ("7-*", 7, True, 4),
    ],
)
def test_parse_pt(text: str, base: int, star: bool, with_star_3: int) -> None:
    """CR 208.1, 208.2: a number, or a value including a star set by an ability."""
    value = parse_pt(text)
    assert value is not None
    assert (value.base, value.star) == (base, star)
    assert value.value(3) == with_star_3
    assert str(value) == text


def test_star_counts_zero_when_unknown() -> None:
    """CR 208.2a: a number that can't be determined counts as 0."""
    value = parse_pt("1+*")
    assert value is not None and value.value() == 1


def test_no_printed_pt() -> None:
    """CR 208.3: a noncreature card usually has no power or toughness."""
    assert parse_pt(None) is None


@pytest.mark.parametrize("text", ["", "two", "1+", "**", "+*", "1.5", "*-*", "--1"])
def test_malformed_pt(text: str) -> None:
    """CR 208.1: only numbers and star forms can be printed."""
    with pytest.raises(CardDataError, match="power/toughness"):
        parse_pt(text)


def test_parse_loyalty() -> None:
    """CR 209.1: a planeswalker's printed loyalty is a number (or X)."""
    assert parse_loyalty("3") == 3
    assert parse_loyalty(4) == 4
    assert parse_loyalty("X") == "X"
    assert parse_loyalty(None) is None
    with pytest.raises(CardDataError, match="loyalty"):
        parse_loyalty("-2")


def _record(**over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": "Grizzly Bears",
        "mana_cost": "{1}{G}",
        "type_line": "Creature — Bear",
        "text": "",
        "power": "2",
        "toughness": "2",
        "loyalty": None,
    }
    base.update(over)
    return base


def test_face_from_record() -> None:
    """CR 202.2, 202.3: colors and mana value come from the mana cost."""
    face = CardFace.from_record(_record())
    assert face.name == "Grizzly Bears"
    assert face.colors == frozenset({"G"})
    assert face.mana_value == 2
    assert face.power is not None and face.power.base == 2
    assert face.type_line.is_creature


def test_color_indicator_gives_colors() -> None:
    """CR 202.2e, 204.2: a color indicator makes a costless card that color."""
    face = CardFace.from_record(
        _record(
            name="Ancestral Vision",
            mana_cost="",
            type_line="Sorcery",
            power=None,
            toughness=None,
            color_indicator=["U"],
        )
    )
    assert face.colors == frozenset({"U"})
    assert face.mana_value == 0


def test_land_is_colorless() -> None:
    """CR 202.2b: no colored mana symbols means colorless."""
    face = CardFace.from_record(
        _record(name="Forest", mana_cost="", type_line="Basic Land — Forest", power=None, toughness=None)
    )
    assert face.colors == frozenset()


def test_vanguard_modifiers() -> None:
    """CR 211.1, 212.1: a vanguard card has hand and life modifiers."""
    face = CardFace.from_record(
        _record(
            name="Some Avatar",
            mana_cost="",
            type_line="Vanguard",
            power=None,
            toughness=None,
            hand_modifier="+1",
            life_modifier="-3",
        )
    )
    assert (face.hand_modifier, face.life_modifier) == (1, -3)


def test_modifiers_only_on_vanguard() -> None:
    """CR 211.1, 212.1: only vanguard cards carry hand/life modifiers."""
    with pytest.raises(CardDataError, match="Grizzly Bears"):
        CardFace.from_record(_record(hand_modifier="+1", life_modifier="0"))
    with pytest.raises(CardDataError, match="vanguard"):
        CardFace.from_record(
            _record(name="V", mana_cost="", type_line="Vanguard", power=None, toughness=None)
        )


@pytest.mark.parametrize(
    "over",
    [
        {"mana_cost": "{Q}"},
        {"type_line": "Creature — Beer"},
        {"power": "x"},
        {"power": None, "toughness": None},
        {"toughness": None},
        {"type_line": "Legendary Planeswalker — Ajani", "power": None, "toughness": None},
        {"color_indicator": ["P"]},
    ],
)
def test_bad_record_names_the_card(over: dict[str, Any]) -> None:
    """Errors in card data name the card (CR 202, 205, 208, 209, 204)."""
    with pytest.raises(CardDataError, match="Grizzly Bears"):
        CardFace.from_record(_record(**over))


def test_record_needs_a_name() -> None:
    """CR 201.1: every card has a name."""
    with pytest.raises(CardDataError, match="name"):
        CardFace.from_record(_record(name=""))
