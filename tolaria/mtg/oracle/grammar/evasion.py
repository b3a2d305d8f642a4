"""Evasion that names who may still block (CR 509.1b): "can't be blocked except by ...".

Tenth Edition machinery (issue 8). "Walls and/or creatures with flying" is
two descriptions, each with its own qualifiers: "with flying" narrows only
the creatures, so the blockers allowed are any Wall or any creature with
flying.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import CantBeBlockedExceptBy, Filter
from tolaria.mtg.oracle.grammar.objects import group
from tolaria.mtg.oracle.grammar.reader import Reader


def except_by(r: Reader, text: str) -> CantBeBlockedExceptBy | None:
    """"can't be blocked except by [group] [and/or [group]]", or None (nothing read) if the words differ."""
    if not r.accept("can't be blocked except by"):
        return None
    groups = [group(r)]
    while r.accept("and / or") or r.accept("or"):
        groups.append(group(r))
    if len(groups) == 1:
        return CantBeBlockedExceptBy(groups[0], text=text)
    return CantBeBlockedExceptBy(Filter(any_of=tuple(groups)), text=text)
