"""Heroes actions: one tagged record per atomic answer; cards are named by id."""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.protocol import Action
from tolaria.core.records import tagged


@tagged("heroes_select")
@dataclass(frozen=True, slots=True)
class Select(Action):
    """ПП 306.1: select the attack, ability or card phase (``phase`` names it)."""

    phase: str


@tagged("heroes_pass_turn")
@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """ПП 306.1: pass the turn; the game goes to the end stage."""


@tagged("heroes_strike")
@dataclass(frozen=True, slots=True)
class Strike(Action):
    """ПП «Фаза атаки ударом»: ``card`` attacks ``target`` with a strike."""

    card: int
    target: int


@tagged("heroes_use")
@dataclass(frozen=True, slots=True)
class Use(Action):
    """ПП «Фаза использования активируемых способностей»: the card's ``index``-th activated ability."""

    card: int
    index: int
    targets: tuple[int, ...] = ()


@tagged("heroes_play")
@dataclass(frozen=True, slots=True)
class Play(Action):
    """ПП «Фаза розыгрыша карты»: play a card from the hand, with the targets of its abilities."""

    card: int
    targets: tuple[int, ...] = ()


@tagged("heroes_defend")
@dataclass(frozen=True, slots=True)
class Defend(Action):
    """ГЛ «Назначить защитника»: ``card`` becomes the final target (-1: no defender)."""

    card: int


@tagged("heroes_redeal_cards")
@dataclass(frozen=True, slots=True)
class Redeal(Action):
    """ГЛ «Пересдача»: these cards under the deck in this order, as many drawn (none: keep)."""

    cards: tuple[int, ...] = ()


@tagged("heroes_reveal_cards")
@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """ГЛ «Скрытый персонаж»: reveal these hidden characters (none: reveal none)."""

    cards: tuple[int, ...] = ()


@tagged("heroes_order_entries")
@dataclass(frozen=True, slots=True)
class Order(Action):
    """FAQ-ВД 1: the waiting triggers enter in this order (indexes into the waiting list)."""

    order: tuple[int, ...]


@tagged("heroes_choose")
@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The targets of a trigger entering the Очередь."""

    targets: tuple[int, ...]


@tagged("heroes_pass")
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Under ``each-entry``: declare nothing in this window."""


@tagged("heroes_concede")
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """The player loses."""
