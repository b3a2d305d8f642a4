"""Deck files and the built-in decks (CR 100.2a, 100.4)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tolaria.errors import DeckError, UnknownCard
from tolaria.mtg.cards import CardPool
from tolaria.mtg.decks import (
    MAX_DECK_CARDS,
    builtin_decks,
    constructed_problems,
    deck_colors,
    list_decks,
    load_deck,
    load_deck_file,
    read_deck,
    shorten,
)
from tolaria.mtg.formats import (
    CONSTRUCTED,
    FORMATS,
    TWO_HEADED_GIANT,
    ProblemKind,
    deck_problems,
    team_problems,
)

POOL = CardPool.default()
BUILTIN = sorted(builtin_decks())
BENCHMARK_DECKS = ("rw-aggro", "rg-beats")
POOL_A_DECKS = ("white-weenie", "red-burn", "green-stompy", "blue-black-control", *BENCHMARK_DECKS)
POOL_B_DECKS = ("bg-graveyard", "rw-tricks")


def _write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_required_builtin_decks_exist() -> None:
    """The four starter decks, the two benchmark decks and the two Pool B decks are bundled."""
    expected = {*POOL_A_DECKS, *POOL_B_DECKS}
    assert expected <= set(BUILTIN)


@pytest.mark.parametrize("name", BUILTIN)
def test_builtin_deck_is_legal(name: str) -> None:
    """CR 100.2a: 60 cards, at most 4 of a nonbasic card, and a playable share of lands."""
    cards = load_deck(name)
    assert len(cards) == 60
    assert constructed_problems(cards) == []
    lands = sum(POOL.get(c).type_line.is_land for c in cards)
    assert 20 <= lands <= 26


@pytest.mark.parametrize("name", POOL_A_DECKS)
def test_original_deck_uses_only_pool_a(name: str) -> None:
    """The starter and benchmark decks hold only Pool A cards."""
    assert {POOL.pool_of(c) for c in load_deck(name)} == {"A"}


@pytest.mark.parametrize("name", POOL_B_DECKS)
def test_pool_b_deck_uses_pool_b_cards(name: str) -> None:
    """The Pool B decks have 60 cards from Pools A and B, several of them Pool B cards."""
    cards = load_deck(name)
    assert len(cards) == 60
    assert {POOL.pool_of(c) for c in cards} <= {"A", "B"}
    pool_b = {c for c in cards if POOL.pool_of(c) == "B"}
    assert len(pool_b) >= 8


@pytest.mark.parametrize("name", BENCHMARK_DECKS)
def test_benchmark_decks_use_simple_cards(name: str) -> None:
    """Benchmark decks hold lands, creatures whose text is only keywords, and burn."""
    burn = {"Lightning Bolt", "Shock", "Lava Axe", "Blaze"}
    for card in set(load_deck(name)):
        face = POOL.get(card)
        if face.type_line.is_creature:
            assert _keywords(face.text) <= SIMPLE_KEYWORDS, card
        else:
            assert face.type_line.is_land or card in burn, card


SIMPLE_KEYWORDS = {
    "flying", "vigilance", "haste", "first strike", "double strike", "reach",
    "trample", "menace", "deathtouch", "lifelink", "defender",
}


def _keywords(text: str) -> set[str]:
    """The words of a keyword-only text, reminder text removed (CR 702)."""
    bare = re.sub(r"\s*\([^)]*\)", "", text)
    return {word.strip().lower() for line in bare.splitlines() for word in line.split(",")} - {""}


def test_list_decks_describes_each_deck() -> None:
    """A menu entry gives colors in WUBRG order, the card count and the first comment."""
    infos = {info.name: info for info in list_decks()}
    assert infos["rw-aggro"].colors == "WR"
    assert infos["blue-black-control"].colors == "UB"
    assert infos["white-weenie"].card_count == 60
    assert infos["red-burn"].description.startswith("Red Burn")


def test_deck_file_syntax(tmp_path: Path) -> None:
    """Counts with or without "x", comments, blank lines and names in any case."""
    path = _write(
        tmp_path,
        "// My deck\n# also a comment\n\n2 Lightning Bolt\n3x mountain // trailing\n1 Shock # hash\n",
    )
    deck = load_deck_file(path)
    assert deck.main == ["Lightning Bolt"] * 2 + ["Mountain"] * 3 + ["Shock"]
    assert deck.description == "My deck"
    assert deck.name == "deck"


@pytest.mark.parametrize("header", ["Sideboard", "sideboard:", "SIDEBOARD :"])
def test_sideboard_is_not_in_main_deck(tmp_path: Path, header: str) -> None:
    """CR 100.4: sideboard cards are outside the deck."""
    path = _write(tmp_path, f"4 Forest\n{header}\n2 Naturalize\n")
    deck = load_deck_file(path)
    assert deck.main == ["Forest"] * 4
    assert deck.sideboard == ["Naturalize"] * 2
    assert load_deck(path) == ["Forest"] * 4
    assert load_deck(str(path)) == ["Forest"] * 4


@pytest.mark.parametrize("line", ["Lightning Bolt", "four Shock", "4", "0 Shock", "-2 Shock", "4 // x"])
def test_malformed_line_names_file_and_line(tmp_path: Path, line: str) -> None:
    """A line that is not COUNT CARD NAME (count at least 1) is refused with FILE:LINE."""
    path = _write(tmp_path, f"4 Forest\n{line}\n")
    with pytest.raises(DeckError) as err:
        load_deck_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}:2: cannot read deck line {line!r}")
    assert "expected 'COUNT CARD NAME'" in message


def test_unknown_card_suggests_nearest_names(tmp_path: Path) -> None:
    """An unknown card names where it was written and the closest pool names."""
    path = _write(tmp_path, "// deck\n4 Forest\n4 Lightening Bolt\n")
    with pytest.raises(UnknownCard) as err:
        load_deck(path)
    assert err.value.where == f"{path}:3"
    assert err.value.suggestions[0] == "Lightning Bolt"
    assert f"{path}:3" in str(err.value)


def test_missing_file_is_named(tmp_path: Path) -> None:
    """A deck file that is not there is reported by its path."""
    missing = tmp_path / "nope.txt"
    with pytest.raises(DeckError, match="nope.txt"):
        load_deck(missing)


def test_unknown_builtin_lists_the_choices() -> None:
    """A bare name that is neither a file nor a built-in deck lists the built-in decks."""
    with pytest.raises(DeckError, match="white-weenie"):
        load_deck("no-such-deck")


def test_list_of_names_is_canonicalised() -> None:
    """A list source is checked card by card and returned in Oracle spelling."""
    assert load_deck(["giant growth", "FOREST"]) == ["Giant Growth", "Forest"]
    with pytest.raises(UnknownCard) as err:
        load_deck(["Forest", "Grizly Bears"])
    assert err.value.where == "deck list item 2"


def test_constructed_problems_counts_copies() -> None:
    """CR 100.2a: more than four of a nonbasic card, or fewer than 60 cards, is a problem."""
    assert constructed_problems(["Forest"] * 60) == []
    problems = constructed_problems(["Shock"] * 5 + ["Mountain"] * 50)
    assert any("5 copies of Shock" in p for p in problems)
    assert any("only 55 cards" in p for p in problems)


def test_deck_colors() -> None:
    """CR 105.2: a deck's colors are its cards' colors, lands adding none."""
    assert deck_colors(["Forest", "Shock", "Savannah Lions", "Ornithopter"]) == "WR"


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        (7, "not int 7"),
        (None, "not NoneType None"),
        (b"Forest", "not bytes"),
        ({"Forest": 60}, "not dict"),
        (["Forest", 3], "deck list item 2: expected a card name, got int 3"),
        (["Forest", None], "deck list item 2: expected a card name, got NoneType None"),
        ([["Forest"]], "deck list item 1: expected a card name, got list"),
    ],
)
def test_wrong_typed_source_is_a_deck_error(source: object, reason: str) -> None:
    """A deck that is not a name, path or list of names is a DeckError saying what it was."""
    with pytest.raises(DeckError, match=re.escape(reason)):
        load_deck(source)  # type: ignore[arg-type]


def test_deck_list_is_bounded() -> None:
    """A list source holds at most MAX_DECK_CARDS names, so no list can exhaust memory."""
    assert len(load_deck(["Forest"] * MAX_DECK_CARDS)) == MAX_DECK_CARDS
    with pytest.raises(DeckError, match="at most 1,000"):
        load_deck(["Forest"] * (MAX_DECK_CARDS + 1))


def test_utf8_bom_and_crlf_are_read(tmp_path: Path) -> None:
    """A deck saved by a Windows editor (UTF-8 with BOM, CRLF) reads like any other."""
    path = tmp_path / "win.txt"
    path.write_bytes(b"\xef\xbb\xbf// Windows deck\r\n4 Shock\r\n56 Mountain\r\n")
    deck = load_deck_file(path)
    assert deck.description == "Windows deck"
    assert deck.main == ["Shock"] * 4 + ["Mountain"] * 56


def test_line_numbers_count_only_newlines(tmp_path: Path) -> None:
    """A form feed or Unicode line separator inside a line doesn't shift the line numbers."""
    path = tmp_path / "odd.txt"
    path.write_text("4 Forest\x0c\n4 For\u2028est\n", encoding="utf-8")
    with pytest.raises(UnknownCard) as err:
        load_deck_file(path)
    assert err.value.where == f"{path}:2"


def test_messages_show_at_most_80_characters_of_a_line() -> None:
    """A huge value is named by its first 80 characters and an ellipsis."""
    assert shorten("x" * 81) == "x" * 80 + "…"
    assert shorten("short") == "short"


def test_read_deck_gives_the_sideboard() -> None:
    """read_deck reads a built-in deck by name into a Deck record."""
    deck = read_deck("red-burn")
    assert len(deck.main) == 60
    assert deck.sideboard == []


# ---------------------------------------------------------------- formats

RATS = {
    "name": "Relentless Rats",
    "mana_cost": "{1}{B}{B}",
    "type_line": "Creature — Rat",
    "text": "Relentless Rats gets +1/+1 for each other creature on the battlefield named"
    " Relentless Rats.\nA deck can have any number of cards named Relentless Rats.",
    "power": "2",
    "toughness": "2",
}
RAT_POOL = CardPool([
    RATS,
    {"name": "Swamp", "type_line": "Basic Land — Swamp"},
    {"name": "Snow-Covered Swamp", "type_line": "Basic Snow Land — Swamp"},
    {"name": "Urborg", "type_line": "Legendary Land"},
    {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
     "power": "2", "toughness": "2"},
])


def test_constructed_format_is_cr_100_2a() -> None:
    """CR 100.2a: 60 cards, four copies; CR 100.4a: fifteen sideboard cards."""
    assert (CONSTRUCTED.min_deck_size, CONSTRUCTED.max_copies, CONSTRUCTED.max_sideboard) == (60, 4, 15)
    assert FORMATS["constructed"] is CONSTRUCTED


def test_any_number_clause_lifts_the_copy_limit() -> None:
    """A card saying "A deck can have any number of cards named ..." is exempt, as are basic lands
    (snow ones too, CR 205.4c), but not a nonbasic land."""
    cards = ["Relentless Rats"] * 30 + ["Swamp"] * 20 + ["Snow-Covered Swamp"] * 10
    assert deck_problems(cards, CONSTRUCTED, RAT_POOL) == []
    problems = deck_problems(["Urborg"] * 5 + ["Grizzly Bears"] * 55, CONSTRUCTED, RAT_POOL)
    assert [(p.kind, p.card, p.count) for p in problems] == [
        (ProblemKind.TOO_MANY_COPIES, "Grizzly Bears", 55),
        (ProblemKind.TOO_MANY_COPIES, "Urborg", 5),
    ]


def test_copy_limit_covers_the_sideboard() -> None:
    """CR 100.4a: the four-card limit applies to deck and sideboard together."""
    problems = deck_problems(["Shock"] * 3 + ["Mountain"] * 57, sideboard=["Shock"] * 2)
    assert [p.message for p in problems] == ["CR 100.2a: 5 copies of Shock; at most 4 allowed"]


def test_sideboard_size() -> None:
    """CR 100.4a: a constructed sideboard has at most fifteen cards."""
    problems = deck_problems(["Mountain"] * 60, sideboard=["Mountain"] * 16)
    assert [p.kind for p in problems] == [ProblemKind.SIDEBOARD_TOO_LARGE]


def test_two_headed_giant_counts_copies_across_the_team() -> None:
    """Each 2HG deck is a constructed deck (CR 100.2a; CR 810 adds no deck rule); the
    unified rule limits a team's decks together to four copies, basic lands excepted."""
    first = ["Shock"] * 3 + ["Mountain"] * 57
    second = ["Shock"] * 2 + ["Mountain"] * 58
    assert deck_problems(first, TWO_HEADED_GIANT) == []
    assert deck_problems(second, TWO_HEADED_GIANT) == []
    problems = team_problems([first, second], TWO_HEADED_GIANT)
    assert [(p.card, p.count) for p in problems] == [("Shock", 5)]
    assert "across the team's decks" in problems[0].message
    assert team_problems([first, second], CONSTRUCTED) == []
    assert deck_problems(["Mountain"] * 60, TWO_HEADED_GIANT, sideboard=["Shock"]) != []


@pytest.mark.parametrize("name", BUILTIN)
def test_builtin_deck_passes_strict_constructed(name: str) -> None:
    """Every built-in deck, sideboard included, follows the constructed rules."""
    deck = read_deck(name)
    assert deck_problems(deck.main, CONSTRUCTED, sideboard=deck.sideboard) == []
