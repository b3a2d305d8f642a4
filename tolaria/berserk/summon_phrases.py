"""The grammar of resurrection: «Возродить существо (в закрытом виде)» (glossary «Возрождение»; rules/summoning.py).

The target is a card of the ability's controller's graveyard («Легальной
целью для возрождения является карта на кладбище игрока, применившего
возрождение»); the words after «возродить» say what it must be.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Resurrect, Side, TargetSpec, TriggeredEffect

RESURRECT = re.compile(r"возродить (существо|карту)(?: с вашего кладбища)?(?: \((в закрытом виде)\)| (в закрытом виде))?")
"""«возродить существо (в закрытом виде)», «возродить существо с вашего кладбища в закрытом виде»."""

FORM_AND_LIMIT = re.compile(r"^(.+?) \((в закрытом виде|в открытом виде), (\d+|один) раза? за (ход|бой)\)$")
"""«Возродить существо (в закрытом виде, 1 раз за бой)»: how the card enters play and a use limit in one bracket."""


def resurrect_first(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«возродить существо (в закрытом виде)»: a creature (or any card) of the controller's graveyard, taken into his
    squad next to the source, closed if the text says so."""
    m = RESURRECT.fullmatch(text)
    if m is None:
        return None
    return (TargetSpec(m.group(1) == "существо", Side.OWN, graveyard=True),
            Resurrect(closed=bool(m.group(2) or m.group(3))))
