"""Predefined tokens (CR 111.10): "create two Treasure tokens". Each is the token the rule defines, its
ability read by the grammar from the rule's own words, so it plays as any other ability does.
"""

from __future__ import annotations

from functools import cache

from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import TokenSpec
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

# CR 111.10a: "A Treasure token is a colorless Treasure artifact token with “{T}, Sacrifice this token:
# Add one mana of any color.”" ("this artifact": the words the grammar reads as the token itself.)
_ABILITIES = {
    "Treasure": "{T}, Sacrifice this artifact: Add one mana of any color.",
}


@cache
def predefined(name: str) -> TokenSpec:
    """The token CR 111.10 defines under ``name``: a colorless artifact of that subtype, with its ability."""
    from tolaria.mtg.oracle.grammar.compiler import compile_text  # the compiler imports the grammar

    compiled = compile_text(_ABILITIES[name], name)
    if compiled.unread or not compiled.activated:
        raise AssertionError(f"the {name} token's ability doesn't read: {compiled.unread}")
    return TokenSpec(f"{name} Token", frozenset(), frozenset({CardType.ARTIFACT}), (name,), 0, 0,
                     activated=compiled.activated)


def predefined_token(r: Reader) -> TokenSpec:
    """"Treasure token(s)" after the number of "create" (111.10)."""
    tok = r.peek()
    if tok is None or tok.text not in _ABILITIES:
        raise NoParse("a predefined token")
    r.advance()
    r.one_of("tokens", "token")
    return predefined(tok.text)
