"""Keywords that a rules profile defines as triggered abilities (the 2008 deathtouch and lifelink).

Today deathtouch and lifelink are static rules of damage (702.2, 702.15).
The 2008 rules defined both as triggered abilities: "Deathtouch" meant
"Whenever this creature deals damage to a creature, destroy that
creature" (2008 502.63a) and "Lifelink" meant "Whenever this creature
deals damage, you gain that much life" (2008 502.68a), each using the
stack. Under a profile that says so, the damage rules queue these
abilities here; they are numbered below zero so that they never clash
with the triggered abilities printed on a card.

A permanent's triggered ability triggers only while it is on the
battlefield: a creature that left before its combat damage (on the stack
under the 2008 rules) was dealt deals that damage, but doesn't trigger.
"""

from __future__ import annotations

from collections.abc import Sequence

from tolaria.mtg.carddb import CardDef
from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.oracle.abilities import (
    DealsDamage,
    Destroy,
    GainLife,
    SpellAbility,
    Subject,
    ThatObject,
    TriggeredAbility,
    XValue,
    You,
)
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, PendingTrigger, ProposedDamage

DEATHTOUCH_2008 = -1
LIFELINK_2008 = -2

_ABILITIES: dict[int, TriggeredAbility] = {
    DEATHTOUCH_2008: TriggeredAbility(
        DealsDamage(Subject.SELF, to_opponent=False),
        SpellAbility(steps=(Destroy(ThatObject()),), text="destroy that creature"),
        text="Whenever this creature deals damage to a creature, destroy that creature.",
    ),
    LIFELINK_2008: TriggeredAbility(
        DealsDamage(Subject.SELF, to_opponent=False),
        SpellAbility(steps=(GainLife(You(), XValue()),), text="you gain that much life"),
        text="Whenever this creature deals damage, you gain that much life.",
    ),
}


def triggered_ability(d: CardDef, index: int, granted: bool = False) -> TriggeredAbility:
    """A card's ``index``-th triggered ability, or (below zero) one the rules define, or (``granted``)
    the ``index``-th ability its text grants in quotation marks (113.10)."""
    if granted:
        ability = d.granted[index]
        assert isinstance(ability, TriggeredAbility)
        return ability
    if index < 0:
        return _ABILITIES[index]
    return d.base.triggered[index]


def is_rules_ability(index: int) -> bool:
    return index in _ABILITIES


def queue_damage_triggers(g: GameState, dealt: Sequence[ProposedDamage], creatures: frozenset[int]) -> None:
    """2008 502.63a, 502.68a: after damage is dealt, the deathtouch and lifelink triggers it causes.

    ``creatures`` are the recipients that were creatures as the damage was
    dealt. A source deals its damage of one event at once, so lifelink
    triggers once per source with the total ("that much").
    """
    rules = g.rules
    totals: dict[int, int] = {}
    for d in dealt:
        if d.amount <= 0:
            continue
        perm = g.battlefield.get(d.source)
        if perm is None:
            continue  # not on the battlefield: its abilities don't trigger
        c = chars(g, d.source)
        if rules.deathtouch_triggers and Keyword.DEATHTOUCH in c.keywords and d.to in creatures:
            g.waiting.append(PendingTrigger(c.controller, d.source, perm.card, DEATHTOUCH_2008, ref_obj=d.to))
        if rules.lifelink_triggers and Keyword.LIFELINK in c.keywords:
            totals[d.source] = totals.get(d.source, 0) + d.amount
    for source, amount in totals.items():
        perm = g.battlefield[source]
        c = chars(g, source)
        g.waiting.append(PendingTrigger(c.controller, source, perm.card, LIFELINK_2008, amount=amount))
    if dealt:
        g.moved_on()
