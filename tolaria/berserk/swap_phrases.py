"""The grammar of swaps: «поменять местами двух ... существ, при этом ...» (glossary «Поменять местами», Online 417.1).

«поменять местами двух стоящих рядом с Руканом существ (кроме бестелесных и симбиотов), при этом ранить каждое из
них на 2-3-3», «поменять двух ваших стоящих рядом друг с другом существ местами, при этом излечить каждое лесное из
них на 1-2-2»: two targets described in the genitive plural, the creatures the description leaves out in brackets,
then what happens to each of them, by a value that may be X-Y-Z (Online 205.7.b). The card's own name in «рядом с
Руканом» is written «рядом с собой» before this grammar reads it (:func:`own_neighbours`).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Side, Spared, SwapAndFight, SwapCards, TargetSpec, TextAbility
from tolaria.berserk.cards import names_card
from tolaria.berserk.phrases import element_of

SWAP = re.compile(r"поменять (?:местами двух (?P<a>.+?)|двух (?P<b>.+?) местами)(?:, при этом (?P<rider>.+))?")
"""«поменять местами двух [описание]», «поменять двух [описание] местами», then «, при этом [эффект]»."""
DESCRIPTION = re.compile(r"(?P<words>(?:\S+ )*?)существ(?: \(кроме (?P<spared>[а-яё ,]+)\))?")
"""«[ваших] [стоящих рядом ...] существ [(кроме бестелесных и симбиотов)]»."""
_VALUE = r"(\d+)(?:-(\d+)-(\d+))?"
WOUND_EACH = re.compile(rf"ранить каждое из них на {_VALUE}")
HEAL_EACH = re.compile(rf"излечить каждое (?:(\S+ое) )?из них на {_VALUE}")
NEIGHBOURS = re.compile(r"рядом с (\S+(?: \S+)?) существ\b")
"""«стоящих рядом с Руканом существ»: next to a card named in the instrumental."""
NEIGHBOUR_CELLS = re.compile(r"\(кроме клеток рядом с (\S+(?: \S+)?)\)")
"""«(кроме клеток рядом с Гаргульей)»: the cells next to a card named in the instrumental."""


def own_neighbours(text: str, name: str) -> str:
    """«двух стоящих рядом с Руканом существ», «(кроме клеток рядом с Гаргульей)»: the card's own name written «рядом
    с собой», as :func:`swap` and the move destinations read it (another card's name stays, and the sentence
    unread)."""
    for pattern in (NEIGHBOURS, NEIGHBOUR_CELLS):
        m = pattern.search(text)
        if m is not None and name and names_card(m.group(1), name):
            return f"{text[:m.start(1)]}собой{text[m.end(1):]}"
    return text


def _value(m: re.Match[str], first: int) -> tuple[int, int, int]:
    a = int(m.group(first))
    if m.group(first + 1) is None:
        return (a, a, a)
    return (a, int(m.group(first + 1)), int(m.group(first + 2)))


def spared_of(words: str | None) -> frozenset[Spared] | None:
    """«бестелесных и симбиотов» → the creatures left out, or None when a word is not one of them."""
    if words is None:
        return frozenset()
    found = set()
    for word in re.split(r", | и ", words):
        try:
            found.add(Spared(word))
        except ValueError:
            return None
    return frozenset(found)


def _rider(text: str | None) -> dict[str, object] | None:
    """What happens to each of the two after the swap, as ``SwapCards`` fields, or None when it is not read."""
    if text is None:
        return {}
    m = WOUND_EACH.fullmatch(text)
    if m is not None:
        return {"wounds": _value(m, 1)}
    m = HEAL_EACH.fullmatch(text)
    if m is not None:
        element = element_of(m.group(1)) if m.group(1) else None
        if m.group(1) and element is None:
            return None
        return {"heals": _value(m, 2), "healed_element": element}
    return None


def swap(text: str, spell: bool, name: str) -> TextAbility | None:
    """The swap a normalised text states (after the ability's name), or None: two different targets, each fitting
    the description (Online 412.1), and the effect carrying out the swap and what follows it."""
    m = SWAP.fullmatch(text)
    if m is None:
        return None
    d = DESCRIPTION.fullmatch(m.group("a") or m.group("b"))
    spared = spared_of(d.group("spared")) if d is not None else None
    rider = _rider(m.group("rider"))
    if d is None or spared is None or rider is None:
        return None
    words = d.group("words").strip()
    each_other = "стоящих рядом друг с другом" in words
    near_self = "стоящих рядом с собой" in words
    words = words.replace("стоящих рядом друг с другом", "").replace("стоящих рядом с собой", "").split()
    side = Side.ANY  # «двух ... существ»: of either squad
    if words == ["ваших"]:
        side = Side.OWN
    elif words:
        return None
    spec = TargetSpec(side=side, adjacent=near_self)
    effect = SwapCards(next_to_each_other=each_other, spared=spared, **rider)  # type: ignore[arg-type]
    return TextAbility(spec, (effect,), spell, name, most=2)


SWAP_AND_FIGHT = re.compile(r"если оно стоит рядом с атакованным,? может поменяться с ним местами, при этом сразиться с "
                            r"целью его атаки \(не закрываясь\)")
"""Свирепый Резак: «если оно стоит рядом с атакованным может поменяться с ним местами, при этом сразиться с целью его
атаки (не закрываясь)», after «При промахе вашего существа {strike}»: «оно», «с ним» and «его атаки» are that
creature's (READINGS «поменяться с ним местами»)."""


def swap_and_fight(text: str) -> SwapAndFight | None:
    """The swap with the squad's attacker and the fight with its target, or None."""
    return SwapAndFight() if SWAP_AND_FIGHT.fullmatch(text) else None
