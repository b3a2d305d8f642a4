"""Sentences that change the element cards count as: «Герои в вашей раздаче и в вашем отряде считаются нейтральными»,
«стоящее рядом существо становится темным», or speak of it («+1 к добиванию темных существ»)
(Online 202.8; carried out by rules/elements.py)."""

from __future__ import annotations

import re

from tolaria.berserk.abilities import BecomeElement, CountsAsElement, FinishingBonus
from tolaria.berserk.cards import NEUTRAL
from tolaria.berserk.phrases import HERO_CLASSES, element_of

COUNTED_AS = re.compile(r"(\w+) (в вашей раздаче и в вашем отряде|в вашем отряде) считаются (\w+)")
"""«[кто] [где] считаются [стихия]»: who, where, and the element in the instrumental plural."""

WHO = {"герои": HERO_CLASSES}
"""The cards a plural noun names, by their classes (the card data's ``classes``)."""


def counts_as_element(sentence: str) -> CountsAsElement | None:
    """«Герои в вашей раздаче и в вашем отряде считаются нейтральными», «герои в вашем отряде считаются темными»;
    None when a part is not read."""
    m = COUNTED_AS.fullmatch(sentence.strip().rstrip(".").lower())
    if m is None or (classes := WHO.get(m.group(1))) is None:
        return None
    word = m.group(3)
    element = NEUTRAL if word.startswith("нейтральн") else element_of(word)
    if element is None:
        return None
    return CountsAsElement(classes, element, in_deal=m.group(2).startswith("в вашей раздаче"))


FINISHING_BONUS = re.compile(r"\+(\d+) к добиванию (\w+) существ")
"""«+1 к добиванию темных существ»: the bonus, and the element in the genitive plural."""


def finishing_bonus(sentence: str) -> FinishingBonus | None:
    """«+1 к добиванию темных существ»: more X for the card's «Добивание на Х» against creatures of an element."""
    m = FINISHING_BONUS.fullmatch(sentence.strip().rstrip(".").lower())
    if m is None or (element := element_of(m.group(2))) is None:
        return None
    return FinishingBonus(int(m.group(1)), element)


def becomes_element(word: str) -> BecomeElement | None:
    """«становится темным»: the element an adjective in the instrumental names (neutral: «нейтральным»)."""
    element = NEUTRAL if word.startswith("нейтральн") else element_of(word)
    return BecomeElement(element) if element is not None else None
