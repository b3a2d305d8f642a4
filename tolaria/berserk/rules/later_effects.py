"""Effects a triggered text carries out after others that put chains on the stack or wait for a choice.

«особый удар ... по каждой стоящей рядом карте противника, затем получить +1 ударам ...» (``AttackEachNear``),
«переместить ее на 1 клетку в любом направлении; если после этого рядом с Раэром нет карт противника разряд на 3»
(``IfNoEnemyNear``): what comes «затем» / «после этого» must see the earlier effects done, while those may be attacks
declared on the stack (Online 216.1) or a move whose cell its controller names. A chain of the same ability
(``Chain.trigger`` ``LATER_EFFECTS``) is put on the stack beneath them and carries the later effects out once it is
on top again (Online 216.1.a: the stack resolves from the top; a decision is answered before anyone next receives
priority, Online 215). It is no new ability: it pays nothing and sets nothing off by being declared.

An attack among the later effects is declared then as a triggered attack of the source (its own chain with all its
objects, Online 216.1), at the card its words name (for «разряд на 3», the target named as the ability was declared,
Online 412.1); one whose target has left play is not declared (Online 103.3).
"""

from __future__ import annotations

from collections.abc import Callable

from tolaria.berserk.abilities import (
    Attack,
    AttackAt,
    AttackEachNear,
    IfNoEnemyNear,
    Trigger,
    TriggeredEffect,
)
from tolaria.berserk.rules.cards_in_play import adjacent, in_play, in_squad
from tolaria.berserk.rules.triggers import LATER_EFFECTS, TRIGGERED
from tolaria.berserk.state import Chain, ChainKind, GameState, Zone

RULES = ("Online 216.1", "Online 216.1.a", "Online 216.11")

CarryOut = Callable[[GameState, Chain, TriggeredEffect], None]


def declare_later(g: GameState, chain: Chain) -> None:
    """Put the chain of the ability's later effects on the stack, its roles and targets those of ``chain``."""
    from tolaria.berserk.rules import stack

    later = stack.new_chain(g, ChainKind.ABILITY, chain.source, chain.controller)
    later.trigger, later.index, later.initial, later.targets = LATER_EFFECTS, chain.index, chain.initial, chain.targets
    later.amount = chain.amount
    stack.declare(g, later, stack.objects_for(later), "«затем»", RULES)


def declare_attack(g: GameState, chain: Chain, attack: Attack, target: int) -> None:
    """The source's triggered attack at ``target``, a chain of its own (no payment, no closing: Online 216.12)."""
    from tolaria.berserk.rules import stack

    made = stack.new_chain(g, ChainKind.ABILITY, chain.source, chain.controller)
    made.trigger, made.index, made.initial = TRIGGERED, chain.index, chain.initial
    made.targets = (target,)
    made.attack = attack.kind
    made.strength = attack.strength
    stack.declare(g, made, stack.objects_for(made), attack.kind.value, RULES)


def no_enemy_near(g: GameState, source: int) -> bool:
    """«рядом с [картой] нет карт противника»: no card of the source's opponent on a neighbouring cell (Online 207.7);
    a card that has left the battlefield has none (Online 211.4: nothing is next to the Additional Zone either)."""
    card = g.objects[source]
    if card.zone is not Zone.BATTLEFIELD:
        return True
    return not any(g.objects[c].controller != card.controller and adjacent(g, source, c) for c in in_play(g))


def carry_out_later(g: GameState, chain: Chain, trigger: Trigger, carry_out: CarryOut) -> None:
    """The later chain on top again: each later effect of the ability, in the text's order."""
    chain.effected = True
    for effect in trigger.effects:
        if isinstance(effect, AttackEachNear):
            for then in effect.then:
                carry_out(g, chain, then)
        elif isinstance(effect, IfNoEnemyNear):
            if_no_enemy_near(g, chain, effect, carry_out)


def if_no_enemy_near(g: GameState, chain: Chain, effect: IfNoEnemyNear, carry_out: CarryOut) -> None:
    """«если после этого рядом с [картой] нет карт противника»: the effects when it holds; an attack at its target."""
    if not no_enemy_near(g, chain.source):
        return
    for then in effect.effects:
        if isinstance(then, AttackAt):
            target = chain.targets[0] if chain.targets else -1
            if target >= 0 and in_squad(g.objects[target]) and in_squad(g.objects[chain.source]):
                declare_attack(g, chain, then.attack, target)
        else:
            carry_out(g, chain, then)
