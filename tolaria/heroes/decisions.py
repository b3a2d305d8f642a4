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
