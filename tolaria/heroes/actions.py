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
    target: int = -1
    second: int = -1
    x: int = -1  # the declared X of an ``X{coin}`` ability (-1: none declared)

    @staticmethod
    def of(card: int, index: int, targets: tuple[int, ...], x: int = -1) -> Use:
        """The declaration with these targets (at most two) and X."""
        padded = (*targets, -1, -1)
        return Use(card, index, padded[0], padded[1], x)

    @property
    def targets(self) -> tuple[int, ...]:
        """The chosen targets in text order (at most two: the compiler reads no more)."""
        return tuple(t for t in (self.target, self.second) if t >= 0)


@tagged("heroes_play")
@dataclass(frozen=True, slots=True)
class Play(Action):
    """ПП «Фаза розыгрыша карты»: play a card from the hand, with the targets of its abilities."""

    card: int
    target: int = -1
    second: int = -1
    x: int = -1  # ``with X=N``: refused, no card the compiler reads is played with an X

    @staticmethod
    def of(card: int, targets: tuple[int, ...], x: int = -1) -> Play:
        """The play with these targets (at most two) and X."""
        padded = (*targets, -1, -1)
        return Play(card, padded[0], padded[1], x)

    @property
    def targets(self) -> tuple[int, ...]:
        """The chosen targets of the spell's abilities in text order (at most two)."""
        return tuple(t for t in (self.target, self.second) if t >= 0)


@tagged("heroes_fury_wound")
@dataclass(frozen=True, slots=True)
class FuryWound(Action):
    """ГЛ «Ярость»: this creature of the player's takes a wound for the card being played (-1: no more)."""

    card: int


@tagged("heroes_defend")
@dataclass(frozen=True, slots=True)
class Defend(Action):
    """ГЛ «Назначить защитника»: ``card`` becomes the final target (-1: no defender)."""

    card: int


@tagged("heroes_redeal_card")
@dataclass(frozen=True, slots=True)
class Redeal(Action):
    """ГЛ «Пересдача»: this card goes under the deck (next after those already chosen)."""

    card: int


@tagged("heroes_keep")
@dataclass(frozen=True, slots=True)
class Keep(Action):
    """ГЛ «Пересдача»: done: the chosen cards go under the deck and as many are drawn (none chosen: keep)."""


@tagged("heroes_reveal_card")
@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """ГЛ «Скрытый персонаж»: reveal this hidden character (-1: reveal no more)."""

    card: int


@tagged("heroes_enter_next")
@dataclass(frozen=True, slots=True)
class Order(Action):
    """FAQ-ВД 1: of one's triggers waiting to enter together, the ``index``-th enters next."""

    index: int


@tagged("heroes_choose")
@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The next target of a trigger entering the Очередь (ГЛ «Выбранное существо (карта)»)."""

    target: int


@tagged("heroes_choose_player")
@dataclass(frozen=True, slots=True)
class ChoosePlayer(Action):
    """A player asked for (ГЛ «Мор X»: whose deck); ``seat`` is his place, the first player 0."""

    seat: int


@tagged("heroes_answer")
@dataclass(frozen=True, slots=True)
class Answer(Action):
    """A «может» of a trigger being performed: ``choose yes`` or ``choose no``."""

    yes: bool


@tagged("heroes_pay")
@dataclass(frozen=True, slots=True)
class PayCoins(Action):
    """ГЛ «Вымогательство — <условие>»: pay the coins asked (closing that many open coins), or 0 to decline."""

    amount: int


@tagged("heroes_assign")
@dataclass(frozen=True, slots=True)
class Assign(Action):
    """A division of wounds: ``amount`` of the wounds go to ``card`` (next after those already assigned)."""

    card: int
    amount: int


@tagged("heroes_pass")
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Under ``each-entry``: declare nothing in this window."""


@tagged("heroes_concede")
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """The player loses."""
