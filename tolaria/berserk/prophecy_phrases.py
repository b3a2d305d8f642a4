"""The grammar of «пророчество N» and what its shown cards decide (READINGS «Пророчество»).

«Пророчество 1; если показана карта стоимостью 4 или менее получить +2 к
дальности метания до конца хода», «пророчество 2; если обе карты {elite} —
ранить атакованного на 2, если обе карты {ordinary} — атакованный получает
отравление на 2»: the prophecy, then clauses «если [показанные карты ...]
[—|,] [эффекты]», each read by the triggered effects' grammar. The effects
may act on the source or on the triggering attack's roles only: nothing is
chosen after the cards are shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import AttackAt, IfShown, Prophecy, Shown, TriggeredEffect, Who

CONDITIONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Shown]], ...] = (
    (re.compile(r"показан(?:а|ная) карта стоимостью (\d+) или менее"), lambda m: Shown(max_cost=int(m.group(1)))),
    (re.compile(r"показан(?:а|ная) карта \{elite\}"), lambda m: Shown(elite=True)),
    (re.compile(r"показан(?:а|ная) карта \{ordinary\}"), lambda m: Shown(elite=False)),
    (re.compile(r"показан(?:а|ная) карта нечетной стоимости"), lambda m: Shown(odd_cost=True)),
    (re.compile(r"обе карты \{elite\}"), lambda m: Shown(count=2, elite=True)),
    (re.compile(r"обе карты \{ordinary\}"), lambda m: Shown(count=2, elite=False)),
)
"""What a clause may ask of the shown cards."""

PROPHECY = re.compile(r"пророчество (?:на )?(\d+)(?:; (.+))?")


def prophecy(text: str, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None]) -> Prophecy | None:
    """«пророчество N[; если ... — ...]» as one effect, or None when a clause or an effect is not understood."""
    m = PROPHECY.fullmatch(text)
    if m is None:
        return None
    count = int(m.group(1))
    if m.group(2) is None:
        return Prophecy(count)
    clauses = re.split(r"(?:^|, )если ", m.group(2))
    if clauses[0] != "" or len(clauses) < 2:
        return None
    then: list[IfShown] = []
    for clause in clauses[1:]:
        found = _clause(clause, count, effects_of)
        if found is None:
            return None
        then.append(found)
    return Prophecy(count, tuple(then))


def _clause(clause: str, count: int, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None]) -> IfShown | None:
    for pattern, make in CONDITIONS:
        m = pattern.match(clause)
        if m is None:
            continue
        condition = make(m)
        if condition.count != count:
            return None  # «обе карты» after «пророчество 1»: not a text of the grammar
        rest = re.sub(r"^(?: —|,)? ", "", clause[m.end():])
        effects = effects_of(rest)
        if not effects or any(isinstance(e, AttackAt) or getattr(e, "who", Who.SELF) is Who.CHOSEN for e in effects):
            return None  # an attack or a chosen target would be declared before the cards are shown
        return IfShown(condition, effects)
    return None
