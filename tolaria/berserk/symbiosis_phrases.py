"""The grammar of symbiotes, parasites and companions (Online 210): what their texts give their host.

«Хозяин Разумного вихря имеет +1 к {move} и -1 от дальних атак»: the host, named by the card's own name or not at
all («Хозяин имеет ...»), has one or more modifiers joined by «и». Each must be a whole modifier sentence of the
modifier grammar (``static_of``), or the sentence is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import HostGains
from tolaria.berserk.cards import names_card

HOST_HAS = re.compile(r"^Хозяин(?: (.+?))? имеет ?(.+)$")
"""«Хозяин [симбиота] имеет[ ]X[ и Y]» (the table sometimes drops the space after «имеет»)."""


def host_gains(sentence: str, name: str, static_of: Callable[[str, str], object | None]) -> HostGains | None:
    """«Хозяин [этой карты] имеет A и B»: the modifiers its host has (Online 210.2), or None when the sentence is not
    of this form or one of its parts is not a modifier the grammar reads."""
    m = HOST_HAS.match(sentence.strip())
    if m is None:
        return None
    owner, body = m.group(1), m.group(2).strip()
    if owner is not None and not names_card(owner, name):
        return None
    parts = tuple(p.strip() for p in body.split(" и "))
    if not parts or any(not p or static_of(p, "") is None for p in parts):
        return None
    return HostGains(parts)
