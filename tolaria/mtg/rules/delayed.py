"""Delayed triggered abilities (CR 603.7): "sacrifice it at end of combat", "destroy that creature at the
beginning of the next end step"; and reflexive ones (603.12): "you may pay {2}{R}. When you do, ...".

A ``CreateDelayed`` step, as its effect resolves, records the ability in
``GameState.delayed`` with the object its "that creature" means fixed then
(603.7c), controlled by the effect's controller (603.7d). The ability is one
of its card's triggered abilities (the compiler keeps it there, with a
``DelayedTrigger`` event that no game event matches), so it goes on the stack
and resolves as any other. As the named step next begins, each record for it
becomes a waiting trigger and is gone: it triggers only once (603.7c), whether
or not its source is still on the battlefield. A reflexive ability is put among the
waiting triggers at once, as the cost it follows is paid (603.12).

The handler joins the interpreter of :mod:`tolaria.mtg.rules.effects`, which
imports this module so that it is registered; :func:`tolaria.mtg.rules.triggers.delayed_due` puts the
abilities waiting for a step among the waiting triggers as it begins.
"""

from __future__ import annotations

from tolaria.core.resolution import DONE
from tolaria.mtg.carddb import CardRef
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules.effects import Resolving, handles, obj
from tolaria.mtg.state import Delayed, GameState, PendingTrigger


def ability_index(g: GameState, card: CardRef, ability: ab.TriggeredAbility) -> int:
    """Where the card keeps the delayed ability among its triggered abilities (the compiler put it there)."""
    d = g.db.card(card)
    for i, kept in enumerate(d.base.triggered):
        if isinstance(kept.trigger, ab.DelayedTrigger | ab.ReflexiveTrigger) and (kept == ability or kept.text == ability.text):
            return i
    raise ValueError(f"{d.name} keeps no delayed ability {ability.text!r}")


@handles(ab.CreateDelayed)
def create_delayed(ctx: Resolving, step: ab.CreateDelayed) -> bool:
    """CR 603.7a, 603.7c-d: the delayed ability is created now, its object fixed now."""
    item = ctx.item
    trigger = step.ability.trigger
    bound = obj(ctx, step.bind) if step.bind is not None else 0
    index = ability_index(ctx.g, item.card, step.ability)
    source = item.source if item.kind is not StackKind.SPELL else item.id
    if isinstance(trigger, ab.ReflexiveTrigger):
        # CR 603.12: it triggers now, as the cost is paid; it waits for the next time a player would
        # receive priority (603.3), after this ability has finished resolving
        ctx.g.waiting.append(PendingTrigger(item.controller, source, item.card, index, ref_obj=bound, changes=item.changes))
        return DONE
    assert isinstance(trigger, ab.DelayedTrigger)
    ctx.g.delayed = ctx.g.delayed + (
        Delayed(trigger.step, item.controller, source, item.card, index, bound, item.changes),
    )
    return DONE
