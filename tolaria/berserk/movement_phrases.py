"""The grammar of movement modifiers: «+1 к {move}», «+1{move}», «-1 к {move}» (Online 203.1, 203.4), and texts
limiting where the opponent's creatures may move (Ламия, Ррег, Исса).

«Не может передвигаться» is a named sentence (compiler.KEYWORD_SENTENCES);
this module reads the modifiers of the movement allowance. Each function
takes one normalised sentence and returns its record, or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Acquire,
    CardFilter,
    Conditional,
    EnemyFollowsMove,
    EnemyMoveLimit,
    ExperienceOnPath,
    MoveBonus,
    MovedCells,
    MoveLimit,
    PushingStep,
    RowWrap,
    TramplingLeap,
    UnansweredAtMarked,
    Who,
)
from tolaria.berserk.cards import Keyword, MoveAxis, Named

MOVE_BONUS = re.compile(r"([+-]\d+) ?(?:к )?\{move\}")


def move_bonus(sentence: str) -> MoveBonus | None:
    """«+1 к {move}», «+1{move}» (the tables write both), «-1 к {move}»: X more (or less) movement allowance."""
    m = MOVE_BONUS.fullmatch(sentence)
    return MoveBonus(int(m.group(1))) if m else None


NEXT_TO_SELF = re.compile(r"каждое существо противника, стоящее рядом с (.+?), может передвигаться только на соседние с "
                          r"(.+?) клетки")
NOT_ONTO_HALF = re.compile(r"существа противника не могут перемещаться на клетки вашей половины поля боя, пока в вашем "
                           r"первом ряду стоит (.+?) и (два|три|четыре) или более других ваших существа")
LEAPS_NEXT_TO_SELF = re.compile(r"существа противника могут объявлять прыжок или телепортацию только на свободные клетки "
                                r"рядом с (.+)")
LEAP_CONSEQUENCE = "если таких клеток нет или дальность прыжка недостаточна использовать прыжок или телепортацию нельзя"
"""Исса's second sentence: what its first already says (no free cell next to it within reach: no leap)."""
COUNT_WORDS = {"два": 2, "три": 3, "четыре": 4}


def enemy_move_limit(sentence: str, name: str) -> EnemyMoveLimit | None:
    """«Каждое существо противника, стоящее рядом с Ламией, может передвигаться только на соседние с Ламией клетки»,
    «Существа противника не могут перемещаться на клетки вашей половины поля боя, пока в вашем первом ряду стоит Ррег
    и два или более других ваших существа», «Существа противника могут объявлять прыжок или телепортацию только на
    свободные клетки рядом с Иссой»: the card named must be this one."""
    from tolaria.berserk.trigger_phrases import names_card

    if not name:
        return None
    m = NEXT_TO_SELF.fullmatch(sentence)
    if m and names_card(m.group(1), name) and names_card(m.group(2), name):
        return EnemyMoveLimit(MoveLimit.NEXT_TO_SOURCE)
    m = NOT_ONTO_HALF.fullmatch(sentence)
    if m and names_card(m.group(1), name):
        return EnemyMoveLimit(MoveLimit.NOT_ONTO_HALF, front_row_others=COUNT_WORDS[m.group(2)])
    m = LEAPS_NEXT_TO_SELF.fullmatch(sentence)
    if m and names_card(m.group(1), name):
        return EnemyMoveLimit(MoveLimit.LEAPS_NEXT_TO_SOURCE)
    return None


MOVED_CELLS = re.compile(r"получает (.+?) до конца вашего хода, если переместил(?:ся|ась|ось|ись) хотя бы на (\d+) "
                         r"клетк[иу] в (одном и том же направлении|разных направлениях) в этот ход")


def moved_cells(sentence: str, named: Callable[[str], Named | None]) -> Conditional | None:
    """«Получает {direct} до конца вашего хода, если переместилась хотя бы на 2 клетки в одном и том же направлении в
    этот ход»: a named ability the card has while its movement this turn is such (the turn's movement and the
    duration end together: the card moves only in its own turn, Online 203.5)."""
    m = MOVED_CELLS.fullmatch(sentence)
    if m is None:
        return None
    ability = named(m.group(1))
    if ability is None:
        return None
    return Conditional(MovedCells(int(m.group(2)), m.group(3) == "одном и том же направлении"), ability)


PUSHING = re.compile(r"может объявить движение на клетку напротив, занятую небестелесным существом противника, переместив "
                     r"это существо в направлении движения \((\d+) раза? за ход\); если существо не может или не хочет "
                     r"переместиться (.+?) ранит его на (\d+) вместо этого")


def pushing_step(sentence: str, name: str) -> PushingStep | None:
    """«Может объявить движение на клетку напротив, занятую небестелесным существом противника, переместив это существо
    в направлении движения (1 раз за ход); если существо не может или не хочет переместиться Броненосец ранит его на 4
    вместо этого» (the card's own name)."""
    from tolaria.berserk.cards import Limit, Per, names_card

    m = PUSHING.fullmatch(sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    return PushingStep(int(m.group(3)), Limit(int(m.group(1)), Per.TURN))


TRAMPLING = re.compile(r"может объявить прыжок на клетку, занятую существом \(кроме бестелесных и симбиотов\) с (\d+) "
                       r"или менее текущими \{health\}, уничтожив это существо")


def trampling_leap(sentence: str) -> TramplingLeap | None:
    """«Может объявить прыжок на клетку, занятую существом (кроме бестелесных и симбиотов) с 3 или менее текущими
    {health}, уничтожив это существо (воздействие затаптывание)» (the effect's name changes nothing)."""
    m = TRAMPLING.fullmatch(re.sub(r" \(воздействие [^()]+\)$", "", sentence))
    return TramplingLeap(int(m.group(1))) if m else None


UNANSWERED_AT_MARKED = re.compile(r"\{strike\} ваших бестелесных существ по существам с маркером ([а-яё ]+?) являются "
                                  r"безответными")


def unanswered_at_marked(sentence: str) -> UnansweredAtMarked | None:
    """«{strike} ваших бестелесных существ по существам с маркером холод трясины являются безответными»."""
    m = UNANSWERED_AT_MARKED.fullmatch(sentence)
    if m is None:
        return None
    return UnansweredAtMarked(CardFilter(having=frozenset({Keyword.INCORPOREAL.value})), m.group(1))


ON_PATH = re.compile(r"опыт в атаке (\d+) по картам на клетках, на которые (.+?) (?:двигал|перемещал|передвигал)"
                     r"(?:ся|ась|ось|ись) в этот ход")


def experience_on_path(sentence: str, name: str) -> ExperienceOnPath | None:
    """«{ova} 2 по картам на клетках, на которые Живущий в тумане двигался в этот ход» (the card's own name)."""
    from tolaria.berserk.cards import names_card

    m = ON_PATH.fullmatch(sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    return ExperienceOnPath(int(m.group(1)))


WRAP_MOVE = re.compile(r"(.+?) может перемещаться между крайними клетками одного ряда как на рядом стоящую клетку")
WRAP_STRIKE = re.compile(r"(.+?) может объявлять \{strike\} с крайней клетки ряда по существу, стоящему на "
                         r"противоположной клетке ряда, как по рядом стоящему")


def row_wrap(sentence: str, name: str) -> RowWrap | None:
    """Возница's two sentences: the row's edge cells are neighbours for its steps, or for its simple strikes."""
    from tolaria.berserk.trigger_phrases import names_card

    for form, strike in ((WRAP_MOVE, False), (WRAP_STRIKE, True)):
        m = form.fullmatch(sentence)
        if m and name and names_card(m.group(1), name):
            return RowWrap(strike)
    return None


AXES = {"по вертикали": MoveAxis.VERTICAL, "по горизонтали": MoveAxis.HORIZONTAL}
MOVED_ALONG = re.compile(r"(.+), если переместил(?:ся|ась|ось|ись) хотя бы на (\d+) клетку (по вертикали|по горизонтали) "
                         r"в этот ход")


def moved_along(sentence: str) -> tuple[str, int, MoveAxis] | None:
    """«+1 к ударам, если переместился хотя бы на 1 клетку по горизонтали в этот ход»: the ability's words, the cells
    and the axis (the caller reads the words)."""
    m = MOVED_ALONG.fullmatch(sentence)
    return (m.group(1), int(m.group(2)), AXES[m.group(3)]) if m else None


FOLLOWS = re.compile(r"противник обязан переместить любое свое существо в том же направлении \(относительно "
                     r"(\S+(?: \S+)?)\); если он не может или не хочет этого делать — (\S+(?: \S+)?) (получает .+?)"
                     r"(?: \((до конца [а-я ]+)\))?")
"""«противник обязан переместить любое свое существо в том же направлении (относительно Тови); если он не может или не
хочет этого делать — Тови получает +2 к следующему метанию (до конца вашего хода)»."""


def enemy_follows(text: str, name: str, effect_of: Callable[[str], object | None]) -> EnemyFollowsMove | None:
    """The opponent's move after the card's own, and the card's gain when he makes none; ``effect_of`` reads the gain
    («получает +2 к следующему метанию до конца вашего хода»). Both names must be the card's own."""
    from tolaria.berserk.trigger_phrases import names_card

    m = FOLLOWS.fullmatch(text)
    if m is None or not names_card(m.group(1), name) or not names_card(m.group(2), name):
        return None
    gain = effect_of(m.group(3) + (f" {m.group(4)}" if m.group(4) else ""))
    if not isinstance(gain, Acquire) or gain.who is not Who.SELF:
        return None
    return EnemyFollowsMove(gain)
