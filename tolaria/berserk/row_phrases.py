"""The grammar of a row chosen as an ability is declared («выбрать ряд половины поля боя противника; ...»).

A text that names a row, then says what lasts there («до конца хода
противника сводит каждую атаку рядового существа противника к 1, пока оно
стоит в выбранном ряду») reads into :class:`RowAttackCap`; the row is named
at the declaration by any of its cells (Online 412.1), and the marks it
leaves are kept by rules/chosen_rows.py.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Duration, RowAttackCap, Side, TextAbility

HALVES = {"": Side.ANY, " половины поля боя противника": Side.OPPONENT, " вашей половины поля боя": Side.OWN}
"""«выбрать ряд» on either half, on the opponent's, or on one's own (Online 207.3: the two halves)."""

ATTACKERS = re.compile(r"(?:(рядового|элитного) )?(существа противника|вашего существа|существа)")
"""Whose attacks in the row: «рядового существа противника», «вашего существа», «существа» (in the genitive)."""

SIDES = {"существа противника": Side.OPPONENT, "вашего существа": Side.OWN, "существа": Side.ANY}

CHOSEN_ROW = re.compile(
    r"выбрать ряд(?P<half>(?: половины поля боя противника| вашей половины поля боя)?); (?P<until>до конца [а-я ]+?) "
    r"сводит каждую атаку (?P<who>.+?) к (?P<cap>\d+), пока оно стоит в выбранном ряду"
    r"(?P<once> \(1 раз за бой для каждого ряда\))?")
"""«выбрать ряд половины поля боя противника; до конца хода противника сводит каждую атаку рядового существа противника
к 1, пока оно стоит в выбранном ряду (1 раз за бой для каждого ряда)» (Призывающая бурю)."""


def chosen_row(text: str, spell: bool, name: str) -> TextAbility | None:
    """The ability a «выбрать ряд ...» text states, or None when it is not of this form. The row's marks need a name
    to be shown by (Online 414: a named ability), so an unnamed text is not read."""
    from tolaria.berserk.trigger_phrases import DURATIONS_WORDS

    m = CHOSEN_ROW.fullmatch(text)
    if m is None or not name:
        return None
    duration = DURATIONS_WORDS.get(m.group("until"))
    who = ATTACKERS.fullmatch(m.group("who"))
    if duration is None or duration is Duration.END_OF_BATTLE or who is None:
        return None
    rank = who.group(1)
    if rank == "элитного":
        return None  # no text limits a row's cap to elite creatures yet: left unread rather than misread
    cap = RowAttackCap(int(m.group("cap")), SIDES[who.group(2)], rank == "рядового", HALVES[m.group("half")], duration,
                       once_per_row=m.group("once") is not None)
    return TextAbility(None, (cap,), spell, name)
