"""Redistributions to other cards than the source: «перераспределить 2 (или менее) раны с существа в вашем отряде на
существо или существ противника» (glossary «Перераспределение (на Х)»).

:func:`redistribute_to` takes a normalised effect text and returns the healed card's description and the
:class:`~tolaria.berserk.abilities.Redistribute` naming where the wounds go, or None when a word is not understood.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Redistribute, TargetSpec, TriggeredEffect

REDISTRIBUTE_TO = re.compile(r"перераспределить (\d+) \(или менее\) ран[ыу]? со? (.+?) на (.+?)(?: или (.+))?")
"""«перераспределить 2 (или менее) раны с существа в вашем отряде на существо или существ противника»: from one card
to one card, or to several («или существ противника», the plural of the same description)."""


def redistribute_to(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """The healed card (the first target) and where the wounds go: one card of the description, or with «или [plural]»
    up to as many different cards as wounds are moved."""
    from tolaria.berserk.activated_phrases import _singular, nominative, target_of

    m = REDISTRIBUTE_TO.fullmatch(text)
    if m is None:
        return None
    most, source, to_words, plural = int(m.group(1)), m.group(2), m.group(3), m.group(4)
    healed = target_of(nominative(source))
    if healed is None or not healed.creature or to_words == "себя":
        return None
    if plural is not None:
        # «на существо или существ противника»: the description is said once, after the plural
        tail = plural.removeprefix(plural.split(" ")[0])
        one, many = target_of(f"{to_words}{tail}"), target_of(_singular(plural))
        if one is None or one != many:
            return None
        return healed, Redistribute(most, to=one, recipients=most)
    to = target_of(to_words)
    if to is None:
        return None
    return healed, Redistribute(most, to=to)
