"""Triggered abilities a state of the squad sets off (Online 405.1; READINGS «Если в вашем отряде нет»).

«Если в вашем отряде нет других нелетающих существ изгоняется»: the condition is no moment but a state, which may come
about in many ways (a creature dies, is exiled, goes back to the deck, gains flight, passes to the opponent). The
ability triggers whenever the state holds as a player would get priority (Online 405.2: a triggered ability is
declared as soon as a player gets it), once: while a chain of it waits on the stack it does not trigger again, and
once that chain has gone (cancelled, or carried out with the state still holding) it may trigger anew.
"""

from __future__ import annotations

from tolaria.berserk.abilities import Point, Trigger
from tolaria.berserk.rules.cards_in_play import defn, in_squad, is_creature, roster
from tolaria.berserk.state import GameState

RULES = ("Online 405.1", "READINGS «Если в вашем отряде нет»")


def lacks(g: GameState, cid: int, trigger: Trigger) -> bool:
    """No other creature of the card's squad is one the text describes (``Trigger.other``): the squad is the cards
    under its controller's control in play (glossary «Отряд»)."""
    from tolaria.berserk.rules.modifiers import matches

    seat = g.objects[cid].controller
    return not any(other != cid and card.controller == seat and in_squad(card) and is_creature(g, other)
                   and (trigger.other is None or matches(g, other, trigger.other))
                   for other, card in g.objects.items())


def _waiting(g: GameState, cid: int, index: int) -> bool:
    """A chain of the card's ``index``-th triggered ability is on the stack or about to enter it."""
    from tolaria.berserk.rules.triggers import TRIGGERED

    chains = [*g.chains.values(), *(e.chain for e in g.entering)]
    return any(ch.source == cid and ch.trigger == TRIGGERED and ch.index == index for ch in chains)


def check(g: GameState) -> None:
    """Set off each «если в вашем отряде нет ...» ability whose state holds (none while a choice or chains entering
    together are pending: the state is looked at again once they are settled)."""
    lacking = roster(g).lacking  # (revealed cards in play printing such an ability: most games have none)
    if not lacking or g.entering or g.offer is not None:
        return
    from tolaria.berserk.rules import triggers

    if triggers.awaiting_choice(g):
        return
    holders = [cid for cid in lacking if any(t.point is Point.SQUAD_LACKS for t in defn(g, cid).triggers)]
    entries = [triggers.entering(g, cid, i, t, RULES) for cid in holders if triggers.live(g, cid)
               for i, t in triggers.armed(g, cid)
               if t.point is Point.SQUAD_LACKS and lacks(g, cid, t) and not _waiting(g, cid, i)]
    if entries:
        from tolaria.berserk.rules.stack import enter_together

        enter_together(g, triggers.declarable(g, entries))
