"""The grammar of several attacks of one ability: «Три или менее разряда на 1 по разным существам» (Online 400.2).

«[N] [или менее] [attacks] на [strength][, дальность R], только по разным
[cards]» and «... (только по разным [cards])»: the count in words, the
attack's noun in the plural (the genitive after the count) and the
description of its targets in the dative plural. The attack itself is read
by the one attack grammar (``compiler.effect_of``) from its singular form, so
a name («особых ударов цепом») or a range reads as it does for one attack.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk import phrases
from tolaria.berserk.abilities import CardFilter, SeveralAttacks, Who, WoundBy
from tolaria.berserk.cards import Attack

COUNTS = {"два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5}
"""The counts the texts write in words."""
NOUNS = {
    "разряда": "разряд", "разрядов": "разряд", "выстрела": "выстрел", "выстрелов": "выстрел",
    "метания": "метание", "метаний": "метание", "магических удара": "магический удар",
    "магических ударов": "магический удар", "особых удара": "особый удар", "особых ударов": "особый удар",
}
"""An attack's noun after a count (genitive singular after 2-4, genitive plural after 5) -> its nominative."""
_COUNT = "|".join(COUNTS)
_NOUN = "|".join(sorted((re.escape(n) for n in NOUNS), key=len, reverse=True))
SEVERAL = re.compile(rf"({_COUNT}|\d+)( или менее)? ({_NOUN})(.*? на [0-9-]+(?:, дальность \d+)?)"
                     r"(?:,? только| \(только)? по разным (.+?)(\))?")
"""«три или менее разряда на 1 по разным существам», «два выстрела на 1-2-2, только по разным картам», «два
магических удара на 2 (только по разным темным и/или степным картам)»."""


def _among(words: str) -> tuple[CardFilter, bool] | None:
    """The targets' description in the dative plural («существам», «картам противника», «темным и/или степным
    картам»), and whether they are the opponent's."""
    m = re.fullmatch(r"(?:(.+) )?(существам|картам)( противника)?", words)
    if m is None:
        return None
    creature = True if m.group(2) == "существам" else None
    opponents = m.group(3) is not None
    if m.group(1) is None:
        return CardFilter(creature=creature), opponents
    named = [phrases.element_of(w) for w in re.split(r" и/или | или | и ", m.group(1))]
    if not named or any(e is None for e in named):
        return None
    return CardFilter(creature=creature, elements=frozenset(e for e in named if e is not None)), opponents


ORDINALS = ("первого", "второго", "третьего", "четвертого")
"""«рядом с целью первого разряда»: the attacks before, counted in the genitive."""
GENITIVES = {"разряд": "разряда", "выстрел": "выстрела", "метание": "метания", "магический удар": "магического удара",
             "особый удар": "особого удара"}
CHAINED = re.compile(r"(.+) в (существо|карту), стоящ(?:ее|ую) рядом с целью ([а-яё]+) (.+)")
"""«разряд на 2 в существо, стоящее рядом с целью первого разряда»: an attack at a card next to an earlier target."""


def _chained(low: str, attack_of: Callable[[str], object]) -> Attack | None:
    """«Разряд на 3; разряд на 2 в существо, стоящее рядом с целью первого разряда; ...»: attacks one after another,
    each next to the target of the one before it, all of one kind."""
    first, *rest = low.split("; ")
    attack = attack_of(first) if rest else None
    if not isinstance(attack, Attack) or attack.several is not None or attack.only is not None:
        return None
    strengths: list[tuple[int, int, int]] = []
    among: CardFilter | None = None
    for n, part in enumerate(rest):
        m = CHAINED.fullmatch(part)
        if m is None or m.group(3) != ORDINALS[n] or m.group(4) != GENITIVES.get(attack.kind.value):
            return None
        further = attack_of(m.group(1))
        if not isinstance(further, Attack) or dataclasses.replace(further, strength=attack.strength) != attack:
            return None  # another kind, a range, a name: not one attack repeated
        described = CardFilter(creature=True if m.group(2) == "существо" else None)
        if among is not None and described != among:
            return None
        among = described
        strengths.append(further.strength)
    assert among is not None
    return dataclasses.replace(attack, several=SeveralAttacks(1 + len(strengths), among=among,
                                                              chained=tuple(strengths)))


def several_attacks(low: str, attack_of: Callable[[str], object]) -> Attack | None:
    """The attack of a text naming several («три или менее разряда на 1 по разным существам») with its
    :class:`SeveralAttacks`, or None when the text is not of this form. ``attack_of`` reads the one attack."""
    if "; " in low and "рядом с целью" in low:
        return _chained(low, attack_of)
    m = SEVERAL.fullmatch(low)
    if m is None or (m.group(6) is not None) != low.endswith(")") or ("(только" in low) != (m.group(6) is not None):
        return None
    described = _among(m.group(5))
    if described is None:
        return None
    among, opponents = described
    count = COUNTS.get(m.group(1)) or int(m.group(1))
    if count < 2:
        return None
    attack = attack_of(NOUNS[m.group(3)] + m.group(4))
    if not isinstance(attack, Attack) or attack.only is not None or attack.several is not None:
        return None
    return dataclasses.replace(attack, several=SeveralAttacks(count, m.group(2) is not None, among,
                                                              opponents=opponents))


MIXED = re.compile(r"(.+) \(по разным (.+?)\)")
"""«разряд на 1, метание на 1 (по разным картам)»: attacks of different kinds, one text, each at a different card."""


def mixed_attacks(low: str, attack_of: Callable[[str], object]) -> Attack | None:
    """The first attack of a text listing attacks of different kinds with the rest as its ``SeveralAttacks.mixed``,
    or None when a part is not one plain attack or the kinds do not differ."""
    m = MIXED.fullmatch(low)
    described = _among(m.group(2)) if m is not None else None
    if m is None or described is None:
        return None
    attacks = [attack_of(part) for part in m.group(1).split(", ")]
    if len(attacks) < 2 or not all(isinstance(a, Attack) and a.several is None and a.only is None and a.x_of is None
                                   and not a.per_x for a in attacks):
        return None
    first, *rest = [a for a in attacks if isinstance(a, Attack)]
    if len({a.kind for a in attacks if isinstance(a, Attack)}) < 2:
        return None  # one kind repeated is written «два разряда ...»
    among, opponents = described
    return dataclasses.replace(first, several=SeveralAttacks(1 + len(rest), among=among, opponents=opponents,
                                                             mixed=tuple(rest)))


MOVED_X = re.compile(r"x (.+), где x(?: —)? количество клеток, на которое передвинул(?:ся|ась|ось) (.+?) в этот ход")
"""«X особых ударов цепом на 1, только по разным картам противника, где X количество клеток, на которое передвинулся
Кентавр в этот ход»: as many attacks as the cells the card itself moved."""


def moved_attacks(text: str, name: str, attack_of: Callable[[str], object]) -> Attack | None:
    """Several attacks counted by the card's own movement this turn (``SeveralAttacks.per_cell_moved``), or None."""
    from tolaria.berserk.trigger_phrases import names_card

    m = MOVED_X.fullmatch(" ".join(text.lower().split()))
    if m is None or not name or not names_card(m.group(2), name.lower()):
        return None
    found = several_attacks(f"5 {m.group(1)}", attack_of)  # the count is the movement's: any in the grammar's form
    if found is None or found.several is None or found.several.fewer:
        return None
    return dataclasses.replace(found, several=dataclasses.replace(found.several, count=0, per_cell_moved=True))



WEAK_BEHIND = re.compile(r"ранить (?:атакованное существо|атакованного) на величину слабого \{strike\} стоящей сзади "
                         r"него карты")
"""«При сильном {strike} — ранить атакованное существо на величину слабого {strike} стоящей сзади него карты» (Тич)."""


def wound_by_weak_behind(text: str) -> WoundBy | None:
    """The wounds counted by the card behind the attacked one (``WoundBy.behind_weak``), or None."""
    return WoundBy(0, Who.ATTACKED, behind_weak=True) if WEAK_BEHIND.fullmatch(text) else None
