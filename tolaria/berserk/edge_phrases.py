"""Effects on the cards at the ends of the rows: «Ранить крайнюю правую карту противника в каждом ряду на 1» (Online
207.3, 204.4).

:func:`edge_wounds` takes a normalised effect text and returns its effects, one for each end it names, or None when a
part of it is not of this form (the card then stays unsupported).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import RowEdge, Side, TargetSpec, WoundEach

EDGE_WOUND = re.compile(r"ранить (?:крайнюю|каждую) (правую|левую) (карту|существо)( противника)? в каждом ряду на (\d+)")
"""«ранить крайнюю правую карту противника в каждом ряду на 1», «ранить каждую левую карту противника в каждом ряду
на 1» (the tables' «каждую левую» for «крайнюю левую»)."""


def edge_wounds(text: str) -> tuple[WoundEach, ...] | None:
    """One or more such wounds joined by «, »: each a wound of the end card of every row, not an attack."""
    found: list[WoundEach] = []
    for part in text.split(", "):
        m = EDGE_WOUND.fullmatch(part)
        if m is None:
            return None
        spec = TargetSpec(creature=m.group(2) == "существо", side=Side.OPPONENT if m.group(3) else Side.ANY)
        found.append(WoundEach(int(m.group(4)), spec, edge=RowEdge(m.group(1))))
    return tuple(found) if found else None
