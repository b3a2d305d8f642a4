"""The grammar of a row chosen as an ability is declared («выбрать ряд половины поля боя противника; ...»).

A text that names a row, then says what lasts there («до конца хода
противника сводит каждую атаку рядового существа противника к 1, пока оно
стоит в выбранном ряду») reads into :class:`RowAttackCap`; the row is named
at the declaration by any of its cells (Online 412.1), and the marks it
leaves are kept by rules/chosen_rows.py. A text that names a row, then what
happens at the start of the next turn («выберите ряд, в начале вашего
следующего хода ранить X существ противника на 1-2-2, где X — количество ваших
существ без ран в выбранном ряду») reads into :class:`RowWoundsLater` and the
delayed triggered ability it leaves on the row (Online 405.5).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    Duration,
    Point,
    RowAttackCap,
    RowCount,
    RowWoundsLater,
    Side,
    TargetSpec,
    TextAbility,
    Trigger,
    Who,
    WoundBy,
)

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


ROW_LATER = re.compile(
    r"(?P<kind>воздействие|заклинание) «(?P<name>[^»]+)» — выберите ряд, в начале вашего следующего хода ранить x "
    r"существ противника на (?P<tiers>\d+(?:-\d+-\d+)?), где x [—–-] (?P<counted>.+)")
"""«Заклинание «цветущие руны» — выберите ряд, в начале вашего следующего хода ранить X существ противника на 1-2-2,
где X — количество ваших существ без ран в выбранном ряду» (Тергала), normalised."""

COUNTED = {c.value: c for c in RowCount}


def row_later(text: str, sentence: str, index: int) -> tuple[TextAbility, Trigger] | None:
    """The playable text (after its cost) that names a row, and the delayed ability it leaves there: X different
    opponent's creatures named as it is declared (Online 412.1), each wounded by the value, an X-Y-Z value by one
    die of the source (Online 205.7.b). ``index`` numbers the playable ability on its card; None when the text is not
    of this form."""
    m = ROW_LATER.fullmatch(text)
    if m is None or m.group("counted") not in COUNTED:
        return None
    values = tuple(int(v) for v in m.group("tiers").split("-"))
    tiers = (values[0], values[1], values[2]) if len(values) == 3 else (values[0],) * 3
    wound = WoundBy(tiers[0], Who.EACH_CHOSEN, tiers=tiers if len(set(tiers)) > 1 else None)
    later = Trigger(Point.CHOSEN_ROW_LATER, (wound,), sentence, chooses=True,
                    target=TargetSpec(creature=True, side=Side.OPPONENT), targets_by_amount=True, playable=index)
    ability = TextAbility(None, (RowWoundsLater(COUNTED[m.group("counted")]),), m.group("kind") == "заклинание",
                          m.group("name"))
    return ability, later
