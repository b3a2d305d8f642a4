"""Mana symbols and mana costs (CR 107.4, 202)."""

from __future__ import annotations

import pytest

from tolaria.errors import CardDataError
from tolaria.mtg.cards import SymbolKind, parse_mana, parse_mana_cost


def test_plain_cost_counts_generic_and_colored() -> None:
    """CR 107.4a-b, 202.3: {2}{W}{W} has 2 generic, two white symbols, mana value 4."""
    cost = parse_mana_cost("{2}{W}{W}")
    assert cost.generic == 2
    assert cost.colored == {"W": 2, "U": 0, "B": 0, "R": 0, "G": 0}
    assert cost.mana_value == 4
    assert cost.colors == frozenset({"W"})
    assert str(cost) == "{2}{W}{W}"


def test_no_mana_cost_is_empty_and_worth_zero() -> None:
    """CR 202.1b, 202.3a: a land has no mana cost and mana value 0, unlike {0}."""
    none = parse_mana_cost("")
    zero = parse_mana_cost("{0}")
    assert none.symbols == () and none.is_empty and none.mana_value == 0
    assert len(zero.symbols) == 1 and not zero.is_empty and zero.mana_value == 0
    assert none != zero
    assert none.colors == frozenset()


def test_x_counts_zero() -> None:
    """CR 202.3e: X is 0 off the stack; {X}{X}{R} has mana value 1."""
    cost = parse_mana_cost("{X}{X}{R}")
    assert cost.x == 2
    assert cost.mana_value == 1
    assert cost.generic == 0


def test_monocolored_hybrid_counts_two() -> None:
    """CR 202.3f: a hybrid symbol counts its largest component, so {2/W} counts 2."""
    cost = parse_mana_cost("{2/W}{2/W}{2/W}")
    assert cost.mana_value == 6
    assert cost.colors == frozenset({"W"})
    assert all(s.kind is SymbolKind.MONOCOLORED_HYBRID for s in cost.hybrid)
    assert cost.colored["W"] == 0


def test_two_color_hybrid_is_both_colors() -> None:
    """CR 107.4e, 202.2d, 202.3f: {R/G} is red and green and counts 1."""
    cost = parse_mana_cost("{R/G}{R/G}")
    assert cost.mana_value == 2
    assert cost.colors == frozenset({"R", "G"})
    assert len(cost.hybrid) == 2


def test_colorless_hybrid() -> None:
    """CR 107.4: {C/W} is a monocolored hybrid symbol counting 1, and white."""
    cost = parse_mana_cost("{C/W}")
    assert cost.mana_value == 1
    assert cost.colors == frozenset({"W"})
    assert cost.colorless == 0


def test_phyrexian_counts_one_and_keeps_color() -> None:
    """CR 107.4f, 202.3g: {B/P} is black and contributes 1; {G/U/P} is green and blue."""
    cost = parse_mana_cost("{1}{B/P}{G/U/P}")
    assert cost.mana_value == 3
    assert cost.colors == frozenset({"B", "G", "U"})
    assert [s.text for s in cost.phyrexian] == ["{B/P}", "{G/U/P}"]
    assert [s.text for s in cost.hybrid] == ["{G/U/P}"]


def test_snow_and_colorless_symbols() -> None:
    """CR 107.4c, 107.4h: {C} and {S} each count 1 and are not colors."""
    cost = parse_mana_cost("{1}{S}{S}{C}")
    assert cost.snow == 2
    assert cost.colorless == 1
    assert cost.generic == 1
    assert cost.mana_value == 4
    assert cost.colors == frozenset()


def test_large_generic_number() -> None:
    """CR 107.4: numerical symbols go on past 9, e.g. {15}."""
    assert parse_mana_cost("{15}").mana_value == 15


def test_colored_mapping_is_a_copy() -> None:
    """A cost is immutable: changing the dict returned by ``colored`` changes nothing."""
    cost = parse_mana_cost("{G}")
    cost.colored["G"] = 9
    assert cost.colored["G"] == 1


def test_text_round_trips() -> None:
    """Printing a parsed cost gives back its Oracle text, symbols in printed order."""
    text = "{X}{2}{W/U}{B/P}{S}{C}{G}"
    assert str(parse_mana_cost(text)) == text


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("{", "{"),
        ("{Q}", "{Q}"),
        ("2R", "2R"),
        ("{W/W}", "{W/W}"),
        ("{-1}", "{-1}"),
        ("{U/W}", "{U/W}"),
        ("{2}G", "G"),
        ("{}", "{}"),
        ("{W/P/U}", "{W/P/U}"),
        ("{01}", "{01}"),
    ],
)
def test_malformed_cost_names_text_and_symbol(text: str, bad: str) -> None:
    """CR 107.4 lists every mana symbol; anything else is refused, naming the bad symbol."""
    with pytest.raises(CardDataError) as err:
        parse_mana_cost(text)
    message = str(err.value)
    assert repr(text) in message
    assert repr(bad) in message


def test_parse_mana_reads_pool_mana() -> None:
    """CR 106.1: mana is one of the five colors or colorless."""
    assert parse_mana("{R}{R}") == ("R", "R")
    assert parse_mana("{C}") == ("C",)
    assert parse_mana("{W}{U}{B}{R}{G}") == ("W", "U", "B", "R", "G")
    assert parse_mana("") == ()


@pytest.mark.parametrize("text", ["{2}", "{X}", "{W/U}", "{S}", "R", "{R"])
def test_parse_mana_refuses_cost_symbols(text: str) -> None:
    """CR 106.1: generic, X, hybrid and snow symbols are not types of mana."""
    with pytest.raises(CardDataError):
        parse_mana(text)
