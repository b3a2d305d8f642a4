"""Text abilities whose X is chosen as they are declared: «Воздействие «таран» — получить X ран, при этом ранить на
X-1 стоящее напротив существо противника» (Online 404.2: the choices of a declaration).

:func:`chosen_x` takes the normalised text after the ability's name and returns its effects, the X kept in the chain
(``Chain.x``, the action's ``with X=N``), or None when a part of it is not of these forms.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    AttackCondition,
    AttackScope,
    FinishOff,
    HealBy,
    Point,
    TargetSpec,
    TextAbility,
    Trigger,
    TriggeredEffect,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import AttackKind, Limit, Per

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


MOVED_FINISH = re.compile(r"при \{strike\} — добивание на x(?: \((?:не более|до) (\d+) раза? за (ход|бой)\))?, где x — "
                          r"количество клеток, на которое передвинулся (.+?) в этот ход")
"""«При {strike} — добивание на X (не более 2 раз за ход), где X — количество клеток, на которое передвинулся Килсус в
этот ход» (normalised)."""


def moved_finishing_blow(text: str, sentence: str, name: str) -> Trigger | None:
    """A finishing blow triggered by the card's own simple strike that hits, at a neighbouring creature chosen as it
    triggers, its X the cells the card moved this turn (glossary «Добивание на Х»)."""
    from tolaria.berserk.cards import names_card

    m = MOVED_FINISH.fullmatch(text)
    if m is None or not name or not names_card(m.group(3), name):
        return None
    limit = Limit(int(m.group(1)), Per.TURN if m.group(2) == "ход" else Per.BATTLE) if m.group(1) else None
    return Trigger(Point.ATTACK, (FinishOff(moved=True),), sentence,
                   attack=AttackCondition(AttackScope(frozenset({AttackKind.SIMPLE}))), chooses=True,
                   target=TargetSpec(adjacent=True), limit=limit)
