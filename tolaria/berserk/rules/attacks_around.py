"""«особый удар бивнями на 1 по каждой стоящей рядом карте противника, затем получить +1 ударам ...» (``AttackEachNear``).

As the triggered ability is carried out (Online 216.11) its source declares the attack at each card of the opponent
on a neighbouring cell (Online 207.7) that such an attack may be declared at, each attack a chain of its own with
all its objects (Online 216.1; a triggered attack: no payment, no closing), resolving in the order of their cells. What the
text does «затем» waits for those attacks (rules/later_effects.py: a chain of the same ability beneath them). With no
card to attack, it is carried out at once.
"""

from __future__ import annotations

from tolaria.berserk.abilities import AttackEachNear
from tolaria.berserk.rules.cards_in_play import adjacent, in_play, in_squad, is_creature
from tolaria.berserk.rules.later_effects import CarryOut, declare_attack, declare_later
from tolaria.berserk.state import Chain, GameState, Zone


def targets(g: GameState, source: int, effect: AttackEachNear) -> list[int]:
    """The opponent's cards next to the source that its attack may be declared at, by cell (Online 207.7, 412.1)."""
    from tolaria.berserk.rules.targets import attack_target_ok

    card = g.objects[source]
    if card.zone is not Zone.BATTLEFIELD or not in_squad(card):
        return []
    kind = effect.attack.kind
    found = [c for c in in_play(g) if g.objects[c].controller != card.controller and adjacent(g, source, c)
             and (not effect.creatures or is_creature(g, c)) and attack_target_ok(g, source, c, kind)]
    return sorted(found, key=lambda c: g.objects[c].cell)


def declare_attacks(g: GameState, chain: Chain, effect: AttackEachNear, carry_out: CarryOut) -> None:
    """The attacks of the source, the ``then`` effects beneath them (or at once, with no attack to make)."""
    found = targets(g, chain.source, effect)
    if not found:
        for then in effect.then:
            carry_out(g, chain, then)
        return
    if effect.then:
        declare_later(g, chain)
    for target in reversed(found):  # the last declared resolves first: the first cell's attack first
        declare_attack(g, chain, effect.attack, target)
