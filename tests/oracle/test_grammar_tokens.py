"""The grammar's tokens and reader: what the parser rules are built on."""

from __future__ import annotations

import pytest

from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, text_of, tokenize


def test_tokens_of_an_activated_ability() -> None:
    toks = tokenize("{2}{W}, {T}: Target creature gets +1/+1 until end of turn.")
    assert [t.kind for t in toks[:5]] == [Kind.MANA, Kind.MANA, Kind.PUNCT, Kind.MANA, Kind.PUNCT]
    assert [t.text for t in toks if t.kind is Kind.PT_CHANGE] == ["+1/+1"]


def test_loyalty_symbols_with_and_without_brackets() -> None:
    """CR 606.4: "[+1]", "[−2]" (a minus sign, not a hyphen), "[0]"; older text: "+1:"."""
    for symbol, low in (("[+1]", "[+1]"), ("[−2]", "[-2]"), ("[0]", "[0]"), ("-X", "-x")):
        (tok, colon) = tokenize(f"{symbol}:")
        assert tok.kind is Kind.LOYALTY and tok.low == low and colon.text == ":"


def test_a_character_no_rule_reads_is_its_own_token() -> None:
    toks = tokenize("Draw a card\x00.")
    assert Kind.OTHER in {t.kind for t in toks}


def test_text_is_written_back_as_printed() -> None:
    line = 'Create a white Avatar creature token. It has "This creature\'s power is 1."'
    assert text_of(tokenize("{2}{W}, {T}: Draw a card.")) == "{2}{W}, {T}: Draw a card."
    assert text_of(tokenize(line)) == line


def test_the_reader_backtracks_on_a_failed_rule() -> None:
    r = Reader(tokenize("destroy target creature"))

    def wrong(q: Reader) -> str:
        q.expect("destroy all")
        return "all"

    def right(q: Reader) -> str:
        q.expect("destroy target")
        return "target"

    assert r.first(wrong, right) == "target"
    assert r.rest() == "creature"
    with pytest.raises(NoParse):
        r.expect("artifact")
    assert r.rest() == "creature"
