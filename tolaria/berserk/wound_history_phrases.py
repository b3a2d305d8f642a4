"""The grammar of texts asking which attacks wounded a card this turn (rules/wound_history.py)."""

from __future__ import annotations

import re

from tolaria.berserk.abilities import CloseIfWounded, Who
from tolaria.berserk.cards import AttackKind

COUNTS = {"двух": 2, "трех": 3, "трёх": 3}
KINDS = {"выстрелов": AttackKind.SHOT, "метаний": AttackKind.THROW, "разрядов": AttackKind.DISCHARGE}
"""The attacks counted, in the genitive plural."""


def close_if_wounded(text: str, who_words: dict[str, Who]) -> CloseIfWounded | None:
    """«закройте атакованное существо, если оно получало раны от двух или более других выстрелов или метаний в этот
    ход»: the card named, the count, the kinds («других»: besides the attack whose effect this is)."""
    m = re.fullmatch(r"закр(?:ойте|ыть) (.+?),? если (?:оно|он|она) получало? раны от (\S+) или более других "
                     r"([а-яё]+(?: или [а-яё]+)*) в этот ход", text)
    if m is None or m.group(1) not in who_words or m.group(2) not in COUNTS:
        return None
    kinds = [KINDS.get(w) for w in m.group(3).split(" или ")]
    if any(k is None for k in kinds):
        return None
    return CloseIfWounded(COUNTS[m.group(2)], frozenset(k for k in kinds if k is not None), who_words[m.group(1)])
