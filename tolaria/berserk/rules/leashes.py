"""Attacks blocked away from a card (Online 410.1): «до конца хода противника Иринда блокирует все его атаки, пока оно
не стоит на клетке рядом с ней».

The chosen creature carries the mark ``#привязь N`` (N the ability's source)
for the duration (an acquired text, Online 407.1-407.2). Each of its attacks,
of any kind, that reaches its Target object while it does not stand next to
card N (Online 207.7) is blocked: removed but paid (Online 410.1). The card
that blocks must be in play to block (READINGS); a mark whose card has left
play blocks nothing.
"""

from __future__ import annotations

from tolaria.berserk.abilities import LeashedAttacks
from tolaria.berserk.rules.cards_in_play import adjacent, in_squad
from tolaria.berserk.state import Acquired, Chain, GameState

LEASH = "#привязь "
"""The mark's prefix; the rest is the id of the card that blocks the creature's attacks."""
RULES = ("Online 410.1", "Online 207.7")


def leash(g: GameState, chain: Chain, effect: LeashedAttacks) -> None:
    """The ability resolves: its target carries the mark for the duration (Online 407.2)."""
    from tolaria.berserk.rules.triggers import until_of

    if not chain.targets or chain.targets[0] not in g.objects or not in_squad(g.objects[chain.targets[0]]):
        return
    card = g.objects[chain.targets[0]]
    card.effects = (*card.effects, Acquired(f"{LEASH}{chain.source}", until_of(g, chain.controller, effect.duration)))


def blocker(g: GameState, chain: Chain) -> int:
    """The card whose mark blocks this attack as it reaches its Target object (its source not next to it), or -1."""
    if chain.attack is None or chain.source not in g.objects:
        return -1
    card = g.objects[chain.source]
    for e in card.effects:
        if not e.text.startswith(LEASH):
            continue
        holder = int(e.text.removeprefix(LEASH))
        if holder in g.objects and in_squad(g.objects[holder]) and not adjacent(g, chain.source, holder):
            return holder
    return -1
