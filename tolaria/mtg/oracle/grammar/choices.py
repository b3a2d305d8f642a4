"""What a resolving spell lets its controller choose (CR 608.2d): "gains protection from the color of
your choice" and "gains your choice of reach, trample, or haste" (read after "gains" by
:mod:`.effects`, into :class:`~tolaria.mtg.oracle.abilities.GainChosen`).
"""

from __future__ import annotations

from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.oracle.grammar.objects import keyword
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader


def chosen_gain(r: Reader) -> tuple[KeywordAbility, ...] | None:
    """After "gains": the keywords to choose among ("your choice of deathtouch or lifelink"), () for
    "protection from the color of your choice", or None (and nothing read) for any other ability."""
    if r.accept("protection from the color of your choice"):
        return ()
    if not r.accept("your choice of"):
        return None
    options = [keyword(r)]
    while r.accept(", or") or r.accept("or") or r.accept(","):
        options.append(keyword(r))
    if len(options) < 2 or len(set(options)) != len(options):
        raise NoParse("two or more different keywords to choose among")
    return tuple(options)
