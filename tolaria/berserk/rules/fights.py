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

«все ваши существа, стоящие рядом с выбранным существом противника,
сражаются с ним как с открытым, не закрываясь при этом»: each open revealed
creature of the ability's controller next to the target declares its simple
strike at it, in the order of their cells (READINGS), the last declared
resolving first (Online 215.4). Such a strike is no action of its card: its
payment closes no one and marks no one as acted (glossary «Не закрываясь»),
and, as a triggered attack, it sets off no «при нападении» (Online 216.4).
«как с открытым»: the target answers each of them as an open card would
(Online 205.5), a creature of its squad closed or not.
"""

from __future__ import annotations

from tolaria.berserk.abilities import ForcedStrike, NeighboursStrike, TargetSpec, TextAbility
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.rules.cards_in_play import adjacent, defn, in_play, in_squad, is_creature
from tolaria.berserk.state import Chain, ChainKind, GameState

RULES = ("Online 205.2", "Online 216.1")
UNCLOSING = "сражение не закрываясь"
"""``Chain.trigger`` of a made strike that closes no one («не закрываясь»)."""
AS_OPEN = "сражение как с открытым"
"""``Chain.trigger`` of a made strike, closing no one, its target answers as an open card («как с открытым»)."""
AS_NEAR = "сражение как со стоящей рядом открытой картой"
"""``Chain.trigger`` of the source's own made strike at a card wherever it stands, answered as by an open card."""
DECLARED_KINDS = {AttackKind.DISCHARGE: "разряд", AttackKind.MAGIC: "магический удар"}
"""The declared attacks «при объявлении ... разряда, ... магического удара» names; «заклинание» is a spell text."""


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
    pair = striker_and_struck(g, chain)
    if pair is None:
        return
    declare_strike(g, *pair, closes=effect.closes)


def declare_strike(g: GameState, striker: int, struck: int, closes: bool) -> None:
    """``striker`` declares its simple strike at ``struck``, a chain with the strike's full set of objects (Online
    216.1.a); ``closes`` False («не закрываясь»): no action of its card, its payment closing no one."""
    from tolaria.berserk.rules import stack

    strike = stack.new_chain(g, ChainKind.STRIKE, striker, g.objects[striker].controller)
    strike.targets = strike.initial = (struck,)
    strike.attack = AttackKind.SIMPLE
    strike.strength = defn(g, striker).strike
    if not closes:
        strike.trigger = UNCLOSING  # «(не закрываясь)»: no action of its card
    stack.declare(g, strike, stack.objects_for(strike), "{strike}", RULES)


def neighbours_strike(g: GameState, chain: Chain, effect: NeighboursStrike) -> None:
    """Each open revealed creature of the controller's squad next to the target declares its simple strike at it."""
    from tolaria.berserk.rules import stack
    from tolaria.berserk.rules.targets import attack_target_ok

    if not chain.targets or chain.targets[0] not in g.objects or not in_squad(g.objects[chain.targets[0]]):
        return
    target = chain.targets[0]
    strikers = sorted((c for c in in_play(g) if _may_strike(g, c, chain.controller, target)
                       and attack_target_ok(g, c, target, AttackKind.SIMPLE, declared=False)),
                      key=lambda c: g.objects[c].cell)
    for striker in strikers:
        strike = stack.new_chain(g, ChainKind.STRIKE, striker, chain.controller)
        strike.targets = strike.initial = (target,)
        strike.attack = AttackKind.SIMPLE
        strike.strength = defn(g, striker).strike
        strike.trigger = AS_OPEN if effect.as_open else UNCLOSING
        stack.declare(g, strike, stack.objects_for(strike), "{strike}", (*RULES, "glossary «Не закрываясь»"))


def _may_strike(g: GameState, cid: int, seat: int, target: int) -> bool:
    """An open revealed creature of ``seat``'s squad on the battlefield, next to the target (Online 205.2, 207.7)."""
    card = g.objects[cid]
    return (card.controller == seat and cid != target and not card.closed and not card.hidden
            and is_creature(g, cid) and adjacent(g, cid, target))


def answers_as_open(g: GameState, chain: Chain, target: int) -> bool:
    """«сражаются с ним как с открытым», «как со стоящей рядом открытой картой»: the made strike's target, a creature,
    answers as an open card (Online 205.5)."""
    return chain.trigger in (AS_OPEN, AS_NEAR) and is_creature(g, target) and in_squad(g.objects[target])


def reaches_anywhere(chain: Chain) -> bool:
    """«как со стоящей рядом ... картой»: the made strike reaches its target wherever it stands (Online 205.2, 103.1)."""
    return chain.trigger == AS_NEAR


def strike_as_near(g: GameState, chain: Chain) -> None:
    """«сразиться с этим существом {strike} как со стоящей рядом открытой картой»: the source declares its simple strike
    at the chosen card, in play still (Online 103.3), a strike that is no action of its card."""
    from tolaria.berserk.rules import stack

    if not chain.targets or chain.targets[0] not in g.objects or not in_squad(g.objects[chain.targets[0]]):
        return
    if not in_squad(g.objects[chain.source]) or not is_creature(g, chain.source):
        return
    strike = stack.new_chain(g, ChainKind.STRIKE, chain.source, chain.controller)
    strike.targets = strike.initial = (chain.targets[0],)
    strike.attack = AttackKind.SIMPLE
    strike.strength = defn(g, chain.source).strike
    strike.trigger = AS_NEAR
    stack.declare(g, strike, stack.objects_for(strike), "{strike}", RULES)


def declaring(g: GameState, cid: int, kinds: frozenset[str]) -> bool:
    """«при объявлении существом ... разряда, заклинания или магического удара»: a chain of the card of one of these
    kinds is on the stack, declared and not yet carried out (Online 216.1)."""
    for c in g.chains.values():
        if c.source != cid or c.effected or c.trigger:
            continue
        if c.attack is not None and DECLARED_KINDS.get(c.attack) in kinds:
            return True
        if "заклинание" in kinds and c.kind is ChainKind.ABILITY and c.index > 0:
            effect = g.ability(c.source, c.index).effect
            if isinstance(effect, TextAbility) and effect.spell:
                return True
    return False


def second_options(g: GameState, chain: Chain, spec: TargetSpec, first: int) -> list[int]:
    """A triggered ability's second target, named after the first (Online 412.1): the cards its description fits,
    «стоящей рядом» with the first one."""
    from tolaria.berserk.rules.activated import fits

    return [c for c in in_play(g) if c != first and (c != chain.source or spec.or_self)
            and fits(g, chain.source, spec, c, by=chain.controller) and (not spec.near_first or adjacent(g, first, c))]
