"""The grammar of abilities a state of the squad sets off: «Если в вашем отряде нет других нелетающих существ
изгоняется».

Online 405.1: a text opening with «если» is a triggered ability whose condition names its trigger point; here the
condition is a state of the squad rather than a moment (READINGS «Если в вашем отряде нет»). The parts are read
apart: the cards the squad must lack (the genitive plural after «других», its adjective a ``CardFilter`` as
``phrases.source_filter`` reads it) and the source's own effect in the passive («изгоняется»).
"""

from __future__ import annotations

import re

from tolaria.berserk import phrases
from tolaria.berserk.abilities import CardFilter, Exile, Point, Trigger, TriggeredEffect, Who

LACKS = re.compile(r"если в вашем отряде нет других (?:(\S+) )?существ,? (.+)")
"""«если в вашем отряде нет других [нелетающих] существ [эффект]»: «других» leaves the source out, so the state can
come about while it is in play."""

OWN_EFFECTS: dict[str, TriggeredEffect] = {"изгоняется": Exile(Who.SELF)}
"""The source's effects in the passive voice, the source their subject (READINGS «Изгнать»)."""


def squad_lacks(sentence: str, text: str) -> Trigger | None:
    """The ability of a normalised sentence of this shape, or None (``text`` is the sentence as printed)."""
    m = LACKS.fullmatch(sentence)
    if m is None:
        return None
    effect = OWN_EFFECTS.get(m.group(2))
    described = CardFilter() if m.group(1) is None else phrases.source_filter(m.group(1))
    if effect is None or described is None:
        return None
    return Trigger(Point.SQUAD_LACKS, (effect,), text, other=described)
