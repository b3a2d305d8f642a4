"""Heroes decisions: one tagged record per kind (the decision protocol of the core)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tolaria.core.protocol import Decision
from tolaria.core.records import tagged


@tagged("heroes_main")
@dataclass(frozen=True, slots=True)
class MainChoice(Decision):
    """ПП 306.1: the active player's choice, or his declaration in the phase he selected."""

    kind: ClassVar[str] = "main"
    phase: str = "choice"


@tagged("heroes_redeal")
@dataclass(frozen=True, slots=True)
class RedealChoice(Decision):
    """ГЛ «Пересдача»: redeal some cards of the deal, or keep it."""

    kind: ClassVar[str] = "redeal"
    chosen: tuple[int, ...] = ()


@tagged("heroes_fury")
@dataclass(frozen=True, slots=True)
class FuryChoice(Decision):
    """ГЛ «Ярость»: as ``card`` is played (with ``targets``), which of his creatures take a wound, one at a time."""

    kind: ClassVar[str] = "fury"
    card: int = -1
    targets: tuple[int, ...] = ()
    chosen: tuple[int, ...] = ()


@tagged("heroes_defender")
@dataclass(frozen=True, slots=True)
class DefenderChoice(Decision):
    """ГЛ «Назначить защитника»: the inactive player may assign a defender against the strike."""

    kind: ClassVar[str] = "defender"
    attacker: int = -1
    target: int = -1


@tagged("heroes_reveal")
@dataclass(frozen=True, slots=True)
class RevealChoice(Decision):
    """ГЛ «Скрытый персонаж»: in his accumulation phase he may reveal hidden characters."""

    kind: ClassVar[str] = "reveal"


@tagged("heroes_order")
@dataclass(frozen=True, slots=True)
class OrderChoice(Decision):
    """FAQ-ВД 1: a player orders his own triggers entering together."""

    kind: ClassVar[str] = "order"
    count: int = 0


@tagged("heroes_targets")
@dataclass(frozen=True, slots=True)
class TargetChoice(Decision):
    """ГЛ «Выбранное существо (карта)»: the targets of a trigger as it enters."""

    kind: ClassVar[str] = "targets"
    source: int = -1
    chosen: tuple[int, ...] = ()


@tagged("heroes_window")
@dataclass(frozen=True, slots=True)
class WindowChoice(Decision):
    """Under ``rules.response_window=each-entry``: declare an activated ability, or pass."""

    kind: ClassVar[str] = "window"


@tagged("heroes_card")
@dataclass(frozen=True, slots=True)
class CardChoice(Decision):
    """A card of his own ``zone`` asked for (ГЛ «Поиск — [карта/карты]», ГЛ «Авангард Х»): one of ``offered``, or none."""

    kind: ClassVar[str] = "card"
    source: int = -1
    zone: str = "deck"
    offered: tuple[int, ...] = ()
    must: bool = False  # a card he must give (ГЛ «Сбросьте карту» for a Вымогательство he agreed to): no «none»


@tagged("heroes_player")
@dataclass(frozen=True, slots=True)
class PlayerChoice(Decision):
    """A player asked for as the entry is performed (ГЛ «Мор X»: «любой колоды»): ``choose PLAYER``."""

    kind: ClassVar[str] = "player"
    source: int = -1


@tagged("heroes_at_once")
@dataclass(frozen=True, slots=True)
class AtOnceChoice(Decision):
    """ГЛ «Немедленно»: a declaration made at once by the usual rules, in the middle of an ability: a card of his
    hand played (one of ``offered``) or, ``using``, an activated ability of ``source`` used."""

    kind: ClassVar[str] = "at_once"
    source: int = -1
    offered: tuple[int, ...] = ()
    using: bool = False


@tagged("heroes_yes_no")
@dataclass(frozen=True, slots=True)
class YesNoChoice(Decision):
    """«вы можете …»: whether the trigger being performed does what it may."""

    kind: ClassVar[str] = "yes_no"
    source: int = -1


@tagged("heroes_payment")
@dataclass(frozen=True, slots=True)
class PayChoice(Decision):
    """ГЛ «Вымогательство — <условие>»: the opponent may meet the condition: ``pay amount`` (the coins it closes,
    or 1 for a condition without coins), ``pay 0`` declines."""

    kind: ClassVar[str] = "payment"
    source: int = -1
    amount: int = 0


@tagged("heroes_division")
@dataclass(frozen=True, slots=True)
class AssignChoice(Decision):
    """A division of ``total`` wounds among the legal targets; ``assigned`` is card, wounds, card, wounds...

    ``lives``: the extra lives ГЛ «Дар жизни» takes off the player's characters, divided the same way.
    """

    kind: ClassVar[str] = "division"
    source: int = -1
    total: int = 0
    assigned: tuple[int, ...] = ()
    lives: bool = False

    @property
    def remaining(self) -> int:
        return self.total - sum(self.assigned[1::2])
