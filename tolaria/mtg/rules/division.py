"""Dividing an effect among targets as it is put on the stack (CR 601.2d, 603.3d, 115.7f).

"~ deals 5 damage divided as you choose among any number of targets": once
the targets are chosen (601.2c), the player announces the division, each
target getting at least 1 of the damage (601.2d; a triggered ability's as
it goes on the stack, 603.3d). The engine asks one target at a time, "how
much of what is left goes to this one?", offering only the amounts that
keep the division legal; a share with one legal amount (the last target's,
the rest) is taken without asking. Since every target gets at least 1, no
more targets may be chosen than there is damage to divide: with X = 0,
"any number of target attacking creatures" has none (115.6: still a spell
that requires targets, but not a targeted one).

The division is kept slot by slot beside the targets (``CastProgress``,
``TriggerPush``, then ``StackObject.division``): a copy of the spell keeps
it (707.10), and changing the targets can't change it (115.7f). As the
effect resolves, a target that became illegal is dealt none of its share,
and the rest is not divided again (608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.mtg.oracle.abilities import DealDividedDamage, SpellAbility
from tolaria.mtg.state import NO_TARGET


@dataclass(frozen=True, slots=True)
class Announcing:
    """A division being announced: the divided step, X (or a trigger's measured amount), the targets chosen
    and the shares announced so far, slot by slot."""

    step: DealDividedDamage
    x: int
    targets: tuple[int, ...]
    shares: tuple[int, ...]

    @property
    def total(self) -> int:
        return total(self.step, self.x)

    @property
    def recipients(self) -> tuple[int, ...]:
        """The targets the damage is divided among, in slot order."""
        return tuple(self.targets[k] for k in group(self.step, len(self.targets)) if self.targets[k] != NO_TARGET)


def divided_step(effect: SpellAbility | None) -> DealDividedDamage | None:
    """The effect's divided damage, if it has one (one per effect: its target phrase is the last)."""
    if effect is None:
        return None
    for step in effect.steps:
        if isinstance(step, DealDividedDamage):
            return step
    return None


def group(step: DealDividedDamage, slots: int) -> range:
    """The target slots the damage is divided among, of an effect with ``slots`` slots in all."""
    end = step.slot + step.slots if step.slots else slots
    return range(step.slot, min(end, slots))


def total(step: DealDividedDamage, x: int) -> int:
    """CR 601.2d, 107.3: the amount divided (X as announced before the targets, 601.2b)."""
    return step.amount if isinstance(step.amount, int) else x


def chosen_in_group(step: DealDividedDamage, targets: tuple[int, ...]) -> int:
    """How many targets of the division have been chosen so far (a slot left empty is none, 601.2c)."""
    return sum(1 for k in group(step, len(targets)) if targets[k] != NO_TARGET)


def no_more_targets(step: DealDividedDamage, x: int, targets: tuple[int, ...]) -> bool:
    """CR 601.2d: the next slot is one of the division's and as many targets as there is damage to divide
    are chosen already, so one more would get none: it must be left empty."""
    return len(targets) in group(step, len(targets) + 1) and chosen_in_group(step, targets) >= total(step, x)


def _left(step: DealDividedDamage, x: int, targets: tuple[int, ...], division: tuple[int, ...]) -> int:
    return total(step, x) - sum(division)


def share_options(step: DealDividedDamage, x: int, targets: tuple[int, ...], division: tuple[int, ...]) -> range:
    """The shares the slot asked about now may get: none outside the division or for an empty slot; else at
    least 1, leaving at least 1 for each target after it, and the last target all that is left."""
    k = len(division)
    if k not in group(step, len(targets)) or targets[k] == NO_TARGET:
        return range(0, 1)
    later = sum(1 for j in group(step, len(targets)) if j > k and targets[j] != NO_TARGET)
    left = _left(step, x, targets, division)
    if not later:
        return range(left, left + 1)
    return range(1, left - later + 1)


def fill(step: DealDividedDamage, x: int, targets: tuple[int, ...], division: tuple[int, ...]) -> tuple[int, ...]:
    """The division with every share that has only one legal amount taken (the engine asks only real choices)."""
    while len(division) < len(targets):
        options = share_options(step, x, targets, division)
        if len(options) != 1:
            break
        division = division + (options.start,)
    return division


def remaining(step: DealDividedDamage, x: int, targets: tuple[int, ...], division: tuple[int, ...]) -> int:
    """The damage not yet given to a target, for the decision."""
    return _left(step, x, targets, division)
