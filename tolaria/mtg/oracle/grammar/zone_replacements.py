"""Replacements of a card's move to a graveyard (CR 614.1a, 614.6).

"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it
into its owner's library instead" (Legacy Weapon, Darksteel Colossus): the
card never reaches the graveyard, from whichever zone it was going there.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import ShuffleInsteadOfGraveyard, StaticAbility
from tolaria.mtg.oracle.grammar.reader import Reader


def static(r: Reader, text: str) -> StaticAbility:
    """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
    instead" (the whole sentence), or NoParse."""
    r.expect("if ~ would be put into a graveyard from anywhere , reveal ~ and shuffle it into its owner's library instead")
    return ShuffleInsteadOfGraveyard(text=text)
