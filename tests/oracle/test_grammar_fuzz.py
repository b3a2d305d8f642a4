"""The grammar never crashes: any text compiles to a tree or to unread phrases (architecture, property 6)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tolaria.mtg.oracle import compile_text

WORDS = [
    "target", "creature", "or", "and", "it", "that", "player", "destroy", "return", "to", "its", "owner's",
    "hand", "~", "deals", "damage", "gets", "+1/+1", "until", "end", "of", "turn", "{T}", "{2W}", "{X}", ":",
    ",", ".", "When", "dies", "enters", "Whenever", "attacks", "At", "the", "beginning", "upkeep", "your",
    "Goblin", "Plains", "Elves", "all", "each", "other", "you", "control", "don't", "draw", "a", "card",
    "X", "create", "1/1", "white", "token", "with", "flying", '"', "[+1]", "[−X]", "•", "Choose", "one", "—",
    "(", ")", "Enchant", "Equip", "sacrifice", "can't", "be", "blocked", "this", "spell", "gain", "life",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=25), st.sampled_from(["\n", " "]))
def test_word_salad_never_crashes(words: list[str], sep: str) -> None:
    c = compile_text(sep.join(words), "Test Card")
    assert c.supported or all(isinstance(p, str) and p for p in c.unread)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_never_crashes(text: str) -> None:
    c = compile_text(text, "Test Card")
    assert c.supported or c.unread
