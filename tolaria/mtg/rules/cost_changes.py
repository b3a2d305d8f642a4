"""Cost increases and reductions of spells (CR 601.2f, 118.7), and of activated abilities (602.2b).

The total cost of a spell is its mana cost plus the cost increases in force,
minus the cost reductions (601.2f). A permanent's static changes what a kind
of spell costs a player ("Creature spells you cast cost {1} less to cast");
a card's own static changes what it costs, and works while it is being cast
(113.6d: "~ costs {1} less to cast if you control a creature with flying").
A reduction in generic mana reduces only the generic part (118.7a); one in
colored mana reduces that color, and what exceeds it the generic part
(118.7b-c); nothing goes below {0} (118.7). Taking the increases first and
the reductions after, in any order, gives one total: every reduction ends
in the generic part, which only stops at zero.
"""

from __future__ import annotations

from tolaria.mtg.carddb import CardDef
from tolaria.mtg.cards.mana import ManaCost
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    CostIncrease,
    CostReduction,
    Relation,
    SelfCostReduction,
    TargetingCostIncrease,
)
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.conditions import holds
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import Need, need_of
from tolaria.mtg.state import GameState


def changed_cost(g: GameState, player: int, card: int, d: CardDef, base: Need, targets: tuple[int, ...] = ()) -> Need:
    """CR 601.2f: ``base`` (the mana cost with X chosen) with the increases and then the reductions;
    ``targets`` are those chosen so far (601.2c comes before 601.2f)."""
    increase = 0
    reductions: list[ManaCost] = []
    for oid in summary(g).spell_rules:
        c = chars(g, oid)
        for static in c.statics:
            if isinstance(static, TargetingCostIncrease) and oid in targets:
                if relates(g, static.caster, c.controller, player):
                    increase += static.generic
            if isinstance(static, CostIncrease | CostReduction) and relates(g, static.caster, c.controller, player):
                if matches(g, card, static.spell, c.controller, oid):
                    if isinstance(static, CostIncrease):
                        increase += static.generic
                    else:
                        reductions.append(static.mana)
    for own in d.base.statics:
        if isinstance(own, SelfCostReduction) and holds(g, own.condition, card, player):
            reductions.append(own.mana)  # 113.6d
    generic, colored, colorless = base
    total: Need = (generic + increase, colored, colorless)
    for mana in reductions:
        total = reduced(total, mana)
    return total


def ability_need(g: GameState, player: int, source: int, ability: ActivatedAbility, x: int) -> Need:
    """CR 602.2b, 601.2f: an activated ability's mana cost with X = ``x``, less its own reduction ("This
    ability costs {1} less to activate for each Shrine you control")."""
    need = need_of(ability.cost.mana, x)
    cheaper = ability.cheaper
    if cheaper is None:
        return need
    you = player
    n = sum(1 for oid in g.battlefield if matches(g, oid, cheaper.per, you, source))
    for _ in range(n):
        need = reduced(need, cheaper.mana)
    return need


def targeted_increase(g: GameState, player: int, target: int) -> bool:
    """Whether a spell ``player`` casts would cost more for having ``target`` among its targets (601.2f)."""
    if target not in g.battlefield:
        return False
    c = chars(g, target)
    return any(isinstance(s, TargetingCostIncrease) and relates(g, s.caster, c.controller, player) for s in c.statics)


def may_be_reduced(g: GameState, d: CardDef) -> bool:
    """Whether anything could make ``d`` cost less than its mana value: its own reduction, or a
    permanent's static about spells (a cheap check before the full reckoning)."""
    return bool(summary(g).spell_rules) or any(isinstance(s, SelfCostReduction) for s in d.base.statics)


def reduced(need: Need, mana: ManaCost) -> Need:
    """CR 118.7a-c: ``need`` less ``mana``: each color from its own part, what is left over and the
    generic amount from the generic part, which stops at zero."""
    generic, colored, colorless = need
    over = 0
    left = []
    for c, n in zip("WUBRG", colored, strict=True):
        cut = mana.colored[c]
        left.append(max(0, n - cut))
        over += max(0, cut - n)
    w, u, b, r, gr = left
    return (max(0, generic - mana.generic - over), (w, u, b, r, gr), colorless)


def relates(g: GameState, relation: Relation, you: int, player: int) -> bool:
    """Whether ``player`` is "you" / "an opponent" / anyone, read for ``you`` (102.3)."""
    if relation is Relation.YOU:
        return player == you
    if relation is Relation.OPPONENT:
        return g.are_opponents(you, player)
    return True
