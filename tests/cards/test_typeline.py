"""Type lines: supertypes, card types and subtypes (CR 205)."""

from __future__ import annotations

import pytest

from tolaria.errors import CardDataError
from tolaria.mtg.cards import parse_type_line
from tolaria.mtg.cards import subtypes as st


def test_basic_land() -> None:
    """CR 205.1, 205.4a, 205.3i: "Basic Land — Forest" splits at the long dash."""
    line = parse_type_line("Basic Land — Forest")
    assert line.supertypes == ("Basic",)
    assert line.card_types == ("Land",)
    assert line.subtypes == ("Forest",)
    assert line.is_land and line.is_permanent and not line.is_creature
    assert str(line) == "Basic Land — Forest"


def test_multiple_card_types_and_creature_types() -> None:
    """CR 205.2b, 205.3c: an artifact creature's subtype correlates to creature."""
    line = parse_type_line("Artifact Creature — Assembly-Worker")
    assert line.card_types == ("Artifact", "Creature")
    assert line.subtypes == ("Assembly-Worker",)
    assert line.has_type("artifact") and line.has_type("Creature")
    assert line.has_type("Assembly-Worker")
    assert not line.has_type("Enchantment")


def test_time_lord_is_one_subtype() -> None:
    """CR 205.3b, 205.3m: "Time Lord" is the one two-word creature type."""
    line = parse_type_line("Legendary Creature — Time Lord Doctor")
    assert line.subtypes == ("Time Lord", "Doctor")
    assert line.is_legendary
    assert str(line) == "Legendary Creature — Time Lord Doctor"


def test_urzas_with_curly_or_ascii_apostrophe() -> None:
    """CR 205.3i: "Urza’s" is a land type; ASCII ' is read as the Oracle ’."""
    curly = parse_type_line("Land — Urza’s Tower")
    ascii_ = parse_type_line("Land — Urza's Tower")
    assert curly == ascii_
    assert curly.subtypes == ("Urza’s", "Tower")
    assert curly.has_type("Urza's")


def test_ctan_creature_type() -> None:
    """CR 205.3m: "C’tan" is a creature type, written with ’."""
    assert parse_type_line("Legendary Creature — C'tan").subtypes == ("C’tan",)


def test_creature_type_on_a_land_is_refused() -> None:
    """CR 205.3d: a subtype must correspond to one of the object's card types."""
    with pytest.raises(CardDataError) as err:
        parse_type_line("Land — Goblin")
    assert "'Goblin'" in str(err.value)
    assert "Land — Goblin" in str(err.value)


def test_land_type_on_a_creature_is_refused() -> None:
    """CR 205.3d, 205.3m: Forest is a land type, not a creature type."""
    with pytest.raises(CardDataError, match="Forest"):
        parse_type_line("Creature — Forest")


def test_plane_subtype_is_the_whole_text() -> None:
    """CR 205.3b, 205.3n: all words after a plane's dash are one planar type."""
    line = parse_type_line("Plane — Bolas’s Meditation Realm")
    assert line.subtypes == ("Bolas’s Meditation Realm",)
    assert not line.is_permanent


def test_unknown_plane_is_refused() -> None:
    """CR 205.3n: only the listed planar types exist."""
    with pytest.raises(CardDataError, match="Narnia"):
        parse_type_line("Plane — Narnia")


def test_kindred_spell_takes_creature_and_spell_types() -> None:
    """CR 205.3k, 205.3m: kindred shares creature types, instant/sorcery spell types."""
    line = parse_type_line("Kindred Sorcery — Elf Arcane")
    assert line.subtypes == ("Elf", "Arcane")
    assert not line.is_permanent


def test_instant_is_not_a_permanent() -> None:
    """CR 110.4: instants and sorceries can't be permanents."""
    line = parse_type_line("Instant")
    assert line.subtypes == ()
    assert not line.is_permanent
    assert str(line) == "Instant"


def test_enchantment_and_planeswalker_types() -> None:
    """CR 205.3h, 205.3j: Aura is an enchantment type, Ajani a planeswalker type."""
    assert parse_type_line("Enchantment — Aura").subtypes == ("Aura",)
    assert parse_type_line("Legendary Planeswalker — Ajani").is_permanent


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Creature — Bear Foo", "Foo"),
        ("Legendry Creature — Bear", "Legendry"),
        ("Summon — Bear", "Summon"),
        ("Vanguard — Bear", "Bear"),
        ("Instant — Aura", "Aura"),
    ],
)
def test_unknown_words_are_named(text: str, word: str) -> None:
    """CR 205.2a, 205.3, 205.4a: each word must be a known type for its category."""
    with pytest.raises(CardDataError) as err:
        parse_type_line(text)
    assert repr(word) in str(err.value)
    assert text in str(err.value)


@pytest.mark.parametrize("text", ["", "Legendary", "Creature —", "Creature — "])
def test_missing_parts_are_refused(text: str) -> None:
    """CR 205.1, 205.3b: a type line has a card type, and a dash is followed by subtypes."""
    with pytest.raises(CardDataError):
        parse_type_line(text)


def test_generated_tables_match_the_rules() -> None:
    """CR 205.2a, 205.3i, 205.3m, 205.4a: spot checks of the generated subtype module."""
    assert len(st.CARD_TYPES) == 15 and "Kindred" in st.CARD_TYPES
    assert st.SUPERTYPES == {"Basic", "Legendary", "Ongoing", "Snow", "World"}
    assert st.BASIC_LAND_TYPES == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert st.BASIC_LAND_TYPES < st.LAND_TYPES
    assert {"Time Lord", "Assembly-Worker", "C’tan", "Bear"} <= st.CREATURE_TYPES
    assert "Urza’s" in st.LAND_TYPES
    assert "The Abyss" in st.PLANAR_TYPES
    assert st.BATTLE_TYPES == {"Siege"} and st.DUNGEON_TYPES == {"Undercity"}
    assert "MagicCompRules" in st.RULES_FILE
