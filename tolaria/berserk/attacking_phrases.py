"""The grammar of «при нападении» abilities: «Когда нападает ...», «При нападении ...» (Online 216.4).

The trigger point is the card's own attack reaching its target: the Target object has resolved, the card is the
attacker and its final target the defender. The effects are read by the trigger grammar, or, for the card's own
symbiote («открыть своего компаньона») or its host («ранить хозяина на X, при этом ...»), by
:mod:`tolaria.berserk.symbiosis_phrases`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk import symbiosis_phrases, trigger_phrases
from tolaria.berserk.abilities import Point, Trigger

ATTACKING = re.compile(r"^(?:при нападении|когда нападает)(?= |,)")
"""«При нападении», «Когда нападает»: any attack of the card (no kind named)."""


def trigger(sentence: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> Trigger | None:
    """The «при нападении» ability a normalised sentence states, or None (its effects must read completely)."""
    m = ATTACKING.match(sentence)
    if m is None:
        return None
    rest = sentence[m.end():]
    tail = re.sub(r"^(?: [—–]|,)?\s*", "", rest)
    own = symbiosis_phrases.symbiont_effects(tail) or symbiosis_phrases.host_for_bonus(tail)
    if own is not None:
        effects, optional = own
        return Trigger(Point.ATTACKING, effects, sentence, optional=optional)
    return trigger_phrases.read_effects(Point.ATTACKING, rest, sentence, name, named, attack_of)
