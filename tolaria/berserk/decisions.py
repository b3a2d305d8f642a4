"""Berserk decisions: one tagged record per kind (architecture 2)."""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.protocol import Decision
from tolaria.core.records import tagged


@tagged("priority")
@dataclass(frozen=True, slots=True)
class Priority(Decision):
    """Online 215.6: declare something or pass."""


@tagged("keep_deal")
@dataclass(frozen=True, slots=True)
class KeepDeal(Decision):
    """Online 302.3: redeal or keep the Deal."""


@tagged("recruitment")
@dataclass(frozen=True, slots=True)
class Recruitment(Decision):
    """Online 304: recruit a card or finish."""


@tagged("deployment")
@dataclass(frozen=True, slots=True)
class Deployment(Decision):
    """Online 305: the next card to place (or finish when none is left)."""


@tagged("deploy_cell")
@dataclass(frozen=True, slots=True)
class DeployCell(Decision):
    """Online 305.2: where the chosen card goes."""

    card: str


@tagged("hidden_row")
@dataclass(frozen=True, slots=True)
class HiddenRow(Decision):
    """Online 306.2.a: which third-row cards the second player keeps hidden (pass: no more)."""


@tagged("weakening")
@dataclass(frozen=True, slots=True)
class Weakening(Decision):
    """Online 216.7: weaken one row up the strike table, or not."""

    chain: int
