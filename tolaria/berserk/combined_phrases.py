"""The grammar of combined abilities (Online 413): «{instant}{tap}: Воздействие плоть мертвых при гибели существа (кроме
летающих, бестелесных, Скелетов и симбиотов) вызвать на его клетку Скелета» (Королева мёртвых).

Online 413.1-413.3: an ability with a trigger point and the form «[оплата]:
[текст]» follows the rules of both classes, but is declared by the rules of
triggered abilities: it triggers at its point and is declared as soon as its
controller has priority (Online 405.2), no «может» making it optional
(Online 405.3), and only if its source can pay (Online 404.3): with {tap}, an
open card in play. The name after «Воздействие» names the effect and changes
nothing here.
"""

from __future__ import annotations

import dataclasses
import re

from tolaria.berserk.abilities import CardFilter, Point, SummonCell, Trigger
from tolaria.berserk.cards import CardType, Keyword

COMBINED_DEATH = re.compile(r"\{instant\}\{tap\}: (?:воздействие (?:«[^»]+»|[а-яё]+(?: [а-яё]+)?) )?при гибели "
                            r"существа(?: \(кроме ([^)]+)\))? (вызвать .+)")
"""«{instant}{tap}: Воздействие плоть мертвых при гибели существа (кроме ...) вызвать на его клетку Скелета»."""
EXCEPT_WORDS: dict[str, CardFilter] = {
    "летающих": CardFilter(flyer=False),
    "бестелесных": CardFilter(lacking=frozenset({Keyword.INCORPOREAL.value})),
    "симбиотов": CardFilter(not_types=frozenset({CardType.SYMBIOTE})),
}
"""«(кроме летающих, бестелесных, ... и симбиотов)»: the kinds of dying creature that do not count, in the genitive
plural; any other word is a card's name («Скелетов»)."""
NAME_WORD = re.compile(r"[а-яё]+")


def combined_death(sentence: str) -> Trigger | None:
    """The combined ability, or None when a part of it is not read (the sentence normalised, lowercased)."""
    from tolaria.berserk.summon_phrases import summon_effect

    m = COMBINED_DEATH.fullmatch(sentence)
    if m is None:
        return None
    dead = _except(m.group(1)) if m.group(1) else CardFilter()
    summon = summon_effect(m.group(2))
    if dead is None or summon is None or summon.cell is not SummonCell.SOURCE_CELL:
        return None
    # «на его клетку»: the dying creature's cell, the one the text speaks of (its ability's source stays where it is)
    summon = dataclasses.replace(summon, cell=SummonCell.DEAD_CELL)
    return Trigger(Point.CREATURE_DEATH, (summon,), sentence, other=dead, taps=True)


def _except(words: str) -> CardFilter | None:
    """The dying creatures «(кроме ...)» leaves out, as one filter; None for a word not understood or two names."""
    out = CardFilter()
    for word in re.split(r", | и ", words):
        known = EXCEPT_WORDS.get(word)
        if known is not None:
            out = dataclasses.replace(out, flyer=known.flyer if known.flyer is not None else out.flyer,
                                      lacking=out.lacking | known.lacking, not_types=out.not_types | known.not_types)
        elif NAME_WORD.fullmatch(word) and not out.not_named:
            out = dataclasses.replace(out, not_named=word)
        else:
            return None
    return out
