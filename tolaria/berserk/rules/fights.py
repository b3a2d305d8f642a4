"""Strikes one card makes another make (Online 205.2, 216.1): «открытое существо противника наносит по стоящей рядом
карте {strike} и закрывается».

The ability's first target is the creature that strikes, its second the card
struck (rules/activated.py names both as it is declared, Online 412.1). As
the ability resolves, the creature declares its own simple strike at the
card: a chain of its controller's (Online 216.1), with the strike's full set
of objects, answered, defended and weakened as any simple strike (Online
205.3-205.6, 216.7). Its payment closes the creature (Online 216.12: «и
закрывается»). A creature that has left play or closed, or a card it can no
longer strike, makes no strike (Online 103.3: the impossible is not done).
"""

from __future__ import annotations

from tolaria.berserk.abilities import ForcedStrike
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.rules.cards_in_play import adjacent, defn, in_squad, is_creature
from tolaria.berserk.state import Chain, ChainKind, GameState

RULES = ("Online 205.2", "Online 216.1")


def striker_and_struck(g: GameState, chain: Chain) -> tuple[int, int] | None:
    """The ability's two targets as they are now, or None when the strike can't be made (Online 103.3)."""
    if len(chain.targets) < 2:
        return None
    striker, struck = chain.targets[0], chain.targets[1]
    if striker not in g.objects or struck not in g.objects:
        return None
    s, t = g.objects[striker], g.objects[struck]
    if not (in_squad(s) and in_squad(t)) or s.closed or not is_creature(g, striker):
        return None  # Online 205.2: a closed creature strikes no one
    return (striker, struck) if adjacent(g, striker, struck) else None


def make_strike(g: GameState, chain: Chain, effect: ForcedStrike) -> None:
    """The first target declares its simple strike at the second (Online 216.1.a: its objects on the stack)."""
    from tolaria.berserk.rules import stack

    pair = striker_and_struck(g, chain)
    if pair is None:
        return
    striker, struck = pair
    strike = stack.new_chain(g, ChainKind.STRIKE, striker, g.objects[striker].controller)
    strike.targets = strike.initial = (struck,)
    strike.attack = AttackKind.SIMPLE
    strike.strength = defn(g, striker).strike
    stack.declare(g, strike, stack.objects_for(strike), "{strike}", RULES)
