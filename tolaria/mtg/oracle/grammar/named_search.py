"""Searching a library and/or a graveyard for a card named by its name (CR 701.23, 201.2).

"[You may] search your library and/or graveyard for a card named Basri, Devoted Paladin, reveal it,
and put it into your hand. If you search your library this way, shuffle." The name runs up to ", reveal
it" (a card name may hold commas, 201.2); the second sentence is the step's own shuffle, so the first
is unfinished until it is said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import Filter, SearchLibraryAndGraveyard, You
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import text_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from tolaria.mtg.oracle.grammar.effects import Scope

_SHUFFLE_UNSAID = "whether the library is shuffled after it is searched"
_REVEAL = (",", "reveal", "it")


def _card_name(r: Reader) -> str:
    """The words of a card name, up to ", reveal it"."""
    for i in range(r.pos, len(r.lows) - 2):
        if r.lows[i : i + 3] == _REVEAL:
            name = text_of(r.tokens[r.pos : i])
            if not name or not name[0].isupper():
                raise NoParse("a card name")
            r.pos = i
            return name
    raise NoParse("a card name")


def _search_named(r: Reader, s: Scope) -> None:
    """"[You may] search your library and/or graveyard for a card named N, reveal it, and put it into your
    hand" (701.23a; the "you may" is the player's to decline by searching nothing, 701.23b)."""
    r.accept("you may")
    r.expect("search your library and / or graveyard for a")
    creature = bool(r.accept("creature"))
    r.expect("card named")
    name = _card_name(r)
    r.expect(", reveal it , and put it into your hand")
    group = Filter(types=frozenset({CardType.CREATURE}) if creature else frozenset(), named=name)
    s.steps.append(SearchLibraryAndGraveyard(You(), group))
    s.unfinished = _SHUFFLE_UNSAID


def _shuffle_if_searched(r: Reader, s: Scope) -> None:
    """"If you search your library this way, shuffle.": the search step shuffles a library it searched."""
    r.expect("if you search your library this way , shuffle")
    if s.unfinished != _SHUFFLE_UNSAID:
        raise NoParse("no search of a library and/or graveyard before")
    s.unfinished = None


CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (_search_named, _shuffle_if_searched)
