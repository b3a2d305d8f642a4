"""Where an object came from (CR 601.2a, 608.3): conditions on how a permanent entered.

Each reader takes the words of one condition and returns its node, or
raises NoParse; :func:`condition` is one of the readers of
``conditions._one``.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import Condition, SourceCastFromHand
from tolaria.mtg.oracle.grammar.reader import Reader


def condition(r: Reader) -> Condition:
    """"you cast it from your hand" / "you didn't cast it from your hand" (601.2a, 608.3)."""
    r.expect("you")
    negated = r.accept("didn't")
    r.expect("cast it from your hand")
    return SourceCastFromHand(negated)
