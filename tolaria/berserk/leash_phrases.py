"""The grammar of attacks blocked away from a card: «выбрать нелетающее существо противника; до конца хода противника
Иринда блокирует все его атаки, пока оно не стоит на клетке рядом с ней» (Иринди's «песнь девы»).

The chosen creature's attacks, of any kind, are blocked (Online 410.1) for the
duration, each one that reaches its Target object while the creature does not
stand next to the ability's source (rules/leashes.py). The source is named by
its own name; another card's name is not read.
"""

from __future__ import annotations

import dataclasses
import re

from tolaria.berserk.abilities import Duration, LeashedAttacks, TextAbility
from tolaria.berserk.cards import names_card

HEAD = re.compile(r"^(воздействие|заклинание) (?:«([^»]+)»|([а-яё ]+?)), дальность (\d+),? (.+)$")
"""«Заклинание песнь девы, дальность 3 [эффект]», in a normalised text: the kind, the name, the range, the rest."""
LEASH = re.compile(r"выбрать (.+?); (до конца [а-яё ]+?) (\S+) блокирует все его атаки, пока оно не стоит на клетке "
                   r"рядом с (?:ней|ним)")
"""«выбрать [цель]; [длительность] [карта] блокирует все его атаки, пока оно не стоит на клетке рядом с ней»."""
DURATIONS = {d.value: d for d in Duration if d.value.startswith("до конца")}


def leash(text: str, name: str) -> TextAbility | None:
    """The playable text «[Воздействие|Заклинание] [имя], дальность N выбрать [цель]; [длительность] [карта] блокирует
    все его атаки, пока оно не стоит на клетке рядом с ней», or None."""
    from tolaria.berserk.activated_phrases import target_of

    head = HEAD.match(text)
    if head is None:
        return None
    m = LEASH.fullmatch(head.group(5))
    if m is None or not name or not names_card(m.group(3), name) or m.group(2) not in DURATIONS:
        return None
    spec = target_of(m.group(1))
    if spec is None or not spec.creature:
        return None
    spec = dataclasses.replace(spec, range=int(head.group(4)))  # Online «Дальность Х»
    return TextAbility(spec, (LeashedAttacks(DURATIONS[m.group(2)]),), head.group(1) == "заклинание",
                       head.group(2) or head.group(3))
