"""Berserk actions: one tagged record per atomic answer (architecture 2).

Cards are named by id; recruitment and deployment name a card of a
personal zone by its card name, since copies there are interchangeable.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.protocol import Action
from tolaria.core.records import tagged


@tagged("berserk_pass")
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Online 215.6: pass priority; in Deal, keep it; in Recruitment and Deployment, finish."""


@tagged("berserk_concede")
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Online 102.3.b."""


@tagged("berserk_redeal")
@dataclass(frozen=True, slots=True)
class Redeal(Action):
    """Online 302.3."""


@tagged("berserk_recruit")
@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Online 304.1: one card of that name from the Deal to Recruitment."""

    card: str


@tagged("berserk_recruit_by_text")
@dataclass(frozen=True, slots=True)
class RecruitByText(Action):
    """Online 304.1, 202.6: the card of that name recruited with the option its text gives as it is recruited
    («бесплатно», «заплатить за него на X больше», «вы можете получить 2{elite}»); ``x``: its X (0 when it has none)."""

    card: str
    x: int = 0


@tagged("berserk_prepare")
@dataclass(frozen=True, slots=True)
class Prepare(Action):
    """Online 303.1: the ability «до набора отряда» of the card of that name in the Deal; ``other``: the card of the
    Deal it names (Линнет's creature, the creature Рекрутер Храма shows), ``x``: how many cards it takes («до двух»)."""

    card: str
    other: str = ""
    x: int = 0


@tagged("berserk_deploy")
@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Online 305.1: the card of that name to place next (its cell is the next decision)."""

    card: str


@tagged("berserk_place")
@dataclass(frozen=True, slots=True)
class Place(Action):
    """Online 305.2: the cell for the card chosen to deploy."""

    cell: int


@tagged("berserk_keep_hidden")
@dataclass(frozen=True, slots=True)
class KeepHidden(Action):
    """Online 306.2.a: keep the card in this third-row cell hidden."""

    cell: int


@tagged("berserk_move")
@dataclass(frozen=True, slots=True)
class Move(Action):
    """Online 203.2: one step to a neighbouring cell in the card's row or column."""

    card: int
    cell: int


@tagged("berserk_strike")
@dataclass(frozen=True, slots=True)
class Strike(Action):
    """Online 205.2: a simple strike at a card."""

    card: int
    target: int


@tagged("berserk_use")
@dataclass(frozen=True, slots=True)
class Use(Action):
    """Online 404: the card's ``index``-th playable ability (1-based), at ``target`` (-1: none)."""

    card: int
    index: int
    target: int = -1
    x: int = 0
    """The X of a «X{counter}» cost: how many tokens it spends (0 for any other ability)."""
    also: tuple[int, ...] = ()
    """The further targets of a text ability with several («до трех ваших лесных существ»), after ``target``."""
    cell: int = -1
    """The cell a text ability names («положите маркер «костра» на свободную клетку»: rules/cell_markers.py), -1 for
    none."""

    def __repr__(self) -> str:
        """The dataclass's form; the cell only where one is named (listings of other abilities read as before)."""
        cell = f", cell={self.cell!r}" if self.cell >= 0 else ""
        return (f"Use(card={self.card!r}, index={self.index!r}, target={self.target!r}, x={self.x!r}, "
                f"also={self.also!r}{cell})")


@tagged("berserk_defend")
@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Online 205.3: assign a defender against the simple strike whose Target object is on top."""

    card: int


@tagged("berserk_weaken")
@dataclass(frozen=True, slots=True)
class Weaken(Action):
    """Online 216.7: take (or decline) weakening one row up the strike table."""

    chosen: bool


@tagged("berserk_accumulate")
@dataclass(frozen=True, slots=True)
class Accumulate(Action):
    """Online 218.3."""

    card: int


@tagged("berserk_close_for_flyers")
@dataclass(frozen=True, slots=True)
class CloseForFlyers(Action):
    """Online 211.9."""

    card: int


@tagged("berserk_reveal")
@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """RP 529.3 (reveal at will, where the edition allows it)."""

    card: int


@tagged("berserk_trigger_answer")
@dataclass(frozen=True, slots=True)
class TriggerAnswer(Action):
    """Online 405.2-405.3: the triggered ability's target (-1: it has none), or ``declined`` for a «может» one."""

    target: int = -1
    declined: bool = False


@tagged("berserk_enter_first")
@dataclass(frozen=True, slots=True)
class EnterFirst(Action):
    """Online 215.4: of one's chains entering the stack together, this one enters next."""

    chain: int


@tagged("berserk_close_or_wound")
@dataclass(frozen=True, slots=True)
class CloseOrWound(Action):
    """The answer to a close-or-wounds choice: ``close`` True closes the card (Online 219.1), False takes the wounds."""

    close: bool


@tagged("berserk_gain_or_wound")
@dataclass(frozen=True, slots=True)
class GainOrWound(Action):
    """The answer to a gain-or-wounds choice: ``gain`` True takes the restriction the text names, False the wounds."""

    gain: bool


@tagged("berserk_choose_roll")
@dataclass(frozen=True, slots=True)
class ChooseRoll(Action):
    """The answer to a roll choice: the die ``value`` kept of those the card rolled."""

    value: int


@tagged("berserk_choose_option")
@dataclass(frozen=True, slots=True)
class ChooseOption(Action):
    """The answer to an option choice: the ``option``-th (1-based) of the options the text offers."""

    option: int


@tagged("berserk_arrange_deck")
@dataclass(frozen=True, slots=True)
class ArrangeDeck(Action):
    """The answer to a deck order: the cards put on top (``top``, the first named the topmost) and at the bottom
    (``bottom``, the last named the bottommost)."""

    top: tuple[int, ...]
    bottom: tuple[int, ...] = ()


@tagged("berserk_summoned")
@dataclass(frozen=True, slots=True)
class Summoned(Action):
    """The answer to a ``SummonChoice``: the deck card summoned and its cell (-1: none, for a flyer, a terrain or when
    no card is summoned); ``card`` -1 summons none (glossary «Вызов»: «Игрок может не вызвать ни одной карты»). Also
    the answer to an ``IncarnationInsteadChoice``: the graveyard card resurrected and its cell, or -1 for none."""

    card: int = -1
    cell: int = -1
    target: int = -1
    """«при этом существо, стоящее рядом с вызванным, получает отравление на 1»: that creature (-1: none)."""


@tagged("berserk_assign_wounds")
@dataclass(frozen=True, slots=True)
class AssignWounds(Action):
    """«assign 2 to A, 1 to B»: how many of the wounds being divided each card takes (``counts[i]`` to ``cards[i]``),
    glossary «Перераспределение (на Х)»."""

    cards: tuple[int, ...]
    counts: tuple[int, ...]
