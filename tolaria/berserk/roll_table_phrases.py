"""The grammar of die tables and of what a jump gives: «бросьте кубик: если выпало 1 или 2 — ...; если выпало 3 или 4
— ...», «получает +X к следующему броску кубика до конца хода, где X дальность совершенного прыжка».

Each function takes the normalised effects of a triggered sentence (after its head) and returns its records, or None
when the text is not of its form or a part of it is not understood.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Duration,
    IfRolled,
    NextRollBonus,
    RollTable,
    TargetSpec,
    TextAbility,
    Who,
)

ROLL_HEAD = re.compile(r"^бросьте кубик: (.+)$")
ROW = re.compile(r"^если выпало ([1-6])( или |, |-)([1-6]) — (.+)$")
"""«если выпало 1 или 2 — ранить стоящее рядом существо на 2»: the faces, then the row's effects."""


def roll_table(text: str, name: str, names_card: Callable[[str, str], bool],
               text_ability: Callable[[str], TextAbility | None]) -> tuple[TargetSpec, RollTable] | None:
    """«бросьте кубик: если выпало 1 или 2 — A; если выпало 3 или 4 — B; если выпало 5 или 6 — C»: every row an effect
    on one target, named as the ability is declared (Online 216.1.b: the Target object comes before the Roll object).

    Each row's words describe that target («стоящее рядом существо», «Шакси или стоящее рядом существо»); the target
    named must fit one of them, so the declared description is the widest: the rows must describe the same card but
    for «[the card itself] или». No face may be in two rows."""
    head = ROLL_HEAD.match(text)
    if head is None:
        return None
    rows: list[IfRolled] = []
    specs: list[TargetSpec] = []
    for part in head.group(1).split("; "):
        m = ROW.match(part)
        if m is None:
            return None
        low, high = int(m.group(1)), int(m.group(3))
        faces = frozenset(range(low, high + 1)) if m.group(2) == "-" else frozenset({low, high})  # «1-2»: from, to
        ability = text_ability(_own(m.group(4), name, names_card))
        if ability is None or ability.target is None or ability.spell or ability.most != 1 or not ability.effects:
            return None
        if any(faces & r.faces for r in rows):
            return None
        rows.append(IfRolled(faces, ability.effects))
        specs.append(ability.target)
    if len(rows) < 2 or len({dataclasses.replace(s, or_self=False) for s in specs}) != 1:
        return None
    declared = dataclasses.replace(specs[0], or_self=any(s.or_self for s in specs))
    return declared, RollTable(tuple(rows), tuple(specs))


def _own(effects: str, name: str, names_card: Callable[[str, str], bool]) -> str:
    """«излечить Шакси или стоящее рядом существо на 3»: the card's own name before «или» is «себя», the form the
    target grammar reads (another card's name stays, and the row unread)."""
    m = re.match(r"^(\S+) (\S+(?: \S+)?) или ", effects)
    if m is None or not name or not names_card(m.group(2), name):
        return effects
    return f"{m.group(1)} себя или {effects[m.end():]}"


JUMP_ROLL_BONUS = re.compile(r"^получает \+x(?:\+(\d+))? к следующему броску кубика (до конца хода), где x дальность "
                             r"совершенного прыжка$")


def jump_roll_bonus(text: str) -> NextRollBonus | None:
    """«получает +X к следующему броску кубика до конца хода, где X дальность совершенного прыжка» (after «При
    прыжке»): X is the cells from where the jump began to where it ended, counted as «Дальность Х» counts them (king
    moves, Online «Дальность Х»); the bonus is the card's own, spent by its next attack die or gone at the turn's end."""
    m = JUMP_ROLL_BONUS.match(text)
    if m is None:
        return None
    return NextRollBonus(int(m.group(1) or 0), Who.SELF, by_amount=True, duration=Duration.END_OF_TURN)
