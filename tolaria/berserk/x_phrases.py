"""Text abilities whose X is chosen as they are declared: «Воздействие «таран» — получить X ран, при этом ранить на
X-1 стоящее напротив существо противника» (Online 404.2: the choices of a declaration).

:func:`chosen_x` takes the normalised text after the ability's name and returns its effects, the X kept in the chain
(``Chain.x``, the action's ``with X=N``), or None when a part of it is not of these forms.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import HealBy, TargetSpec, TextAbility, TriggeredEffect, Who, WoundBy

SELF_WOUNDS = re.compile(r"(?:получить x ран|раниться на x(?:-(\d+))?)")
"""«получить X ран», «раниться на X-1»: the source's own wounds (not an attack, Online 204.4)."""
WOUND_TARGET = re.compile(r"ранить на x(?:-(\d+))? (.+)|ранить (.+) на x(?:-(\d+))?")
"""«ранить на X-1 стоящее напротив существо противника», «ранить выбранное существо на X»: the target's wounds."""
HEAL_TARGET = re.compile(r"излечить (.+) на x")
"""«излечить ваше существо на X»: a target healed by X (glossary «Излечение (на Х)»)."""


def chosen_x(text: str, spell: bool, name: str) -> TextAbility | None:
    """Effects joined by «, при этом », each of X wounds (less a number) to the source or to a target the words
    describe, or X healed on a target; a second described target is the ability's second (Online 412.1)."""
    from tolaria.berserk.activated_phrases import target_of

    specs: list[TargetSpec] = []
    effects: list[TriggeredEffect] = []
    for part in text.split(", при этом "):
        own = SELF_WOUNDS.fullmatch(part)
        if own is not None:
            effects.append(WoundBy(-int(own.group(1) or 0), Who.SELF, by_x=True))
            continue
        wound, heal = WOUND_TARGET.fullmatch(part), HEAL_TARGET.fullmatch(part)
        if (wound is None and heal is None) or len(specs) == 2:
            return None
        if wound is not None:
            less, words = (wound.group(1), wound.group(2)) if wound.group(2) is not None else (wound.group(4), wound.group(3))
        else:
            assert heal is not None
            less, words = None, heal.group(1)
        spec = target_of(words)
        if spec is None:
            return None
        specs.append(spec)
        who = Who.CHOSEN if len(specs) == 1 else Who.SECOND
        effects.append(WoundBy(-int(less or 0), who, by_x=True) if wound is not None else HealBy(None, who, by_x=True))
    if not effects:
        return None
    return TextAbility(specs[0] if specs else None, tuple(effects), spell, name,
                       second=specs[1] if len(specs) > 1 else None)
