"""Oracle text as a list of tokens: words, mana symbols, P/T changes, loyalty symbols, punctuation.

The tokenizer never fails: a character no token reads becomes an
``OTHER`` token, which no grammar rule accepts, so the ability holding it
is unread with the phrase named (architecture, property 6).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache


class Kind(StrEnum):
    """What a token is."""

    WORD = "word"  # "destroy", "owner's", "can't", "Goblin", "3", "X"
    SELF = "self"  # "~": the card's own name (CR 201.4)
    MANA = "mana"  # "{T}", "{2}", "{G}" (CR 107.4): one symbol per token
    PT_CHANGE = "pt change"  # "+1/+1", "-X/-0"
    PT = "pt"  # "2/2" (a token's power and toughness)
    LOYALTY = "loyalty"  # "[+1]", "[−2]", "[0]" (CR 606.4; brackets optional before ":")
    PUNCT = "punct"  # , . : ; — • "
    OTHER = "other"  # anything else: read by no rule


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its kind, its text as printed, and the text lower-cased for matching words."""

    kind: Kind
    text: str
    low: str


_PATTERN = re.compile(
    r"""
     (?P<mana>\{[^{}\s]*\})
    |(?P<loyalty>\[(?:[+−-](?:\d+|X)|0)\]|[+−-](?:\d+|X)(?=:)|0(?=:))
    |(?P<ptchange>[+−-](?:\d+|X)/[+−-](?:\d+|X))
    |(?P<pt>(?:\d+|X)/(?:\d+|X))
    |(?P<self>~'s|~)
    |(?P<word>[A-Za-z0-9](?:[A-Za-z0-9'’-]*[A-Za-z0-9])?(?:'s|'|’s)?)
    |(?P<punct>[,.:;—•"“”])
    |(?P<space>\s+)
    |(?P<other>.)
    """,
    re.VERBOSE,
)
_KINDS = {
    "mana": Kind.MANA,
    "loyalty": Kind.LOYALTY,
    "ptchange": Kind.PT_CHANGE,
    "pt": Kind.PT,
    "self": Kind.SELF,
    "word": Kind.WORD,
    "punct": Kind.PUNCT,
    "other": Kind.OTHER,
}


@lru_cache(maxsize=16384)
def tokenize(text: str) -> tuple[Token, ...]:
    """Split ``text`` into tokens; white space separates them and is dropped.

    Remembered by text: a reprinted ability ("Flying", "{T}: Add {G}.") is tokenized once.
    """
    tokens = []
    for m in _PATTERN.finditer(text):
        group = m.lastgroup
        if group == "space" or group is None:
            continue
        raw = m.group().replace("’", "'").replace("“", '"').replace("”", '"')
        tokens.append(Token(_KINDS[group], raw, raw.replace("−", "-").lower()))
    return tuple(tokens)


def text_of(tokens: tuple[Token, ...] | list[Token]) -> str:
    """Tokens written back as text: spaces between words, none before punctuation or inside quotes."""
    out = ""
    quoted = glue_next = False
    prev: Token | None = None
    for tok in tokens:
        if tok.text == '"':
            out += '"' if quoted or not out else ' "'
            glue_next = not quoted
            quoted = not quoted
            continue
        glue = glue_next or not out or (tok.kind is Kind.PUNCT and tok.text in ",.:;")
        glue = glue or (tok.kind is Kind.MANA and prev is not None and prev.kind is Kind.MANA)
        glue = glue or tok.text == ")" or (prev is not None and prev.text == "(")
        out += tok.text if glue else " " + tok.text
        glue_next = False
        prev = tok
    return out
