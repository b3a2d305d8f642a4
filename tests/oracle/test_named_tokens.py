"""Tokens an effect names (CR 111.4): "... token with flying named Wasp"; without a name, the subtypes
plus "Token"."""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import CreateTokens
from tolaria.mtg.oracle.grammar.compiler import compile_text


def token_name(text: str) -> str:
    compiled = compile_text(text, "Foo")
    assert compiled.unread == ()
    (step,) = compiled.activated[0].effect.steps
    assert isinstance(step, CreateTokens)
    return step.token.name


def test_the_effect_names_the_token() -> None:
    assert token_name("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.") == "Wasp"


def test_without_a_name_it_is_its_subtypes_and_token() -> None:
    assert token_name("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying.") == "Insect Token"


def test_named_needs_a_name() -> None:
    text = "{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named wasp."
    assert compile_text(text, "Foo").unread == (text,)
