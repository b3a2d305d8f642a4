"""Text abilities whose X is chosen as they are declared: «Воздействие «таран» — получить X ран, при этом ранить на
X-1 стоящее напротив существо противника» (Online 404.2: the choices of a declaration).

:func:`chosen_x` takes the normalised text after the ability's name and returns its effects, the X kept in the chain
(``Chain.x``, the action's ``with X=N``), or None when a part of it is not of these forms.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import TargetSpec, TextAbility, TriggeredEffect, Who, WoundBy

SELF_WOUNDS = re.compile(r"(?:получить x ран|раниться на x(?:-(\d+))?)")
"""«получить X ран», «раниться на X-1»: the source's own wounds (not an attack, Online 204.4)."""
WOUND_TARGET = re.compile(r"ранить на x(?:-(\d+))? (.+)|ранить (.+) на x(?:-(\d+))?")
"""«ранить на X-1 стоящее напротив существо противника», «ранить выбранное существо на X»: the target's wounds."""


def chosen_x(text: str, spell: bool, name: str) -> TextAbility | None:
    """Effects joined by «, при этом », each of X wounds (less a number) to the source or to one target the words
    describe; at least one of them must use X."""
    from tolaria.berserk.activated_phrases import target_of

    spec: TargetSpec | None = None
    effects: list[TriggeredEffect] = []
    for part in text.split(", при этом "):
        own = SELF_WOUNDS.fullmatch(part)
        if own is not None:
            effects.append(WoundBy(-int(own.group(1) or 0), Who.SELF, by_x=True))
            continue
        m = WOUND_TARGET.fullmatch(part)
        if m is None or spec is not None:
            return None
        less, words = (m.group(1), m.group(2)) if m.group(2) is not None else (m.group(4), m.group(3))
        spec = target_of(words)
        if spec is None:
            return None
        effects.append(WoundBy(-int(less or 0), Who.CHOSEN, by_x=True))
    return TextAbility(spec, tuple(effects), spell, name) if effects else None
