"""Lowering the value of a chosen attack: «уменьшить величину выбранного удара на 1» (Лунная баньши), «ослабить
выбранную немагическую атаку на 2 (минимум до 1)» (Надих).

The chosen attack is named by its source (``use C on ATTACKER``): the
topmost attack of that card, of the kinds the text names, whose Wound
object is still on the stack (Online 216.11: its wounds are not dealt
yet). The ability's target description is ``TargetSpec.attacking``.

An attack's value is fixed at its Calculation object (Online 216.8). A
lowering declared before then waits on the attack's chain
(``Chain.lowered``) and applies to the value the Calculation object
fixes, after its other modifiers and caps; one declared later lowers
the fixed value at once. A value is never lowered below the text's
floor («минимум до 1»), and one already at or below it (a miss is 0) is
kept. The ability is legal while the chosen attack waits for its Wound
object: one whose attack has left the stack is cancelled (Online 409.2).
"""

from __future__ import annotations

from tolaria.berserk.abilities import AttackLowered, TargetSpec, TextAbility
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.events import AttackValueLowered
from tolaria.berserk.state import Chain, GameState, Obj

STRIKE_KINDS = frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL, AttackKind.MAGIC})
"""Online 401.4, 401.5: the attacks named «удар» (простой, особый, магический удар)."""
NON_MAGICAL_KINDS = frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL, AttackKind.SHOT, AttackKind.THROW})
"""Online 401.5: the non-magical attacks (простой и особый удар, выстрел, метание)."""

RULES = ("Online 216.8", "Online 216.11")


def pending_attack(g: GameState, source: int, kinds: frozenset[AttackKind]) -> Chain | None:
    """The topmost attack of ``source`` of one of ``kinds`` whose Wound object is on the stack, or None."""
    for o in reversed(g.stack):
        if o.obj is Obj.WOUND:
            chain = g.chains[o.chain]
            if chain.source == source and chain.attack in kinds:
                return chain
    return None


def lowered_value(value: int, amount: int, floor: int) -> int:
    """The value lowered by ``amount`` but not below ``floor``; a value at or below the floor stays as it is."""
    return value if value <= floor else max(floor, value - amount)


def apply_waiting(chain: Chain, value: int) -> int:
    """The Calculation object's value after the lowerings declared before it (in the order they resolved)."""
    pairs = chain.lowered
    for i in range(0, len(pairs), 2):
        value = lowered_value(value, pairs[i], pairs[i + 1])
    return value


def _calculated(g: GameState, chain: Chain) -> bool:
    return not any(o.chain == chain.id and o.obj is Obj.CALCULATION for o in g.stack)


def lower(g: GameState, source: int, effect: AttackLowered, kinds: frozenset[AttackKind]) -> None:
    """The effect at its Wound object: the chosen attack (``source``'s, still waiting) is lowered now if its value is
    fixed, else as its Calculation object fixes it."""
    from tolaria.berserk.rules.stack import emit

    chain = pending_attack(g, source, kinds)
    if chain is None:
        return
    if _calculated(g, chain):
        chain.amount = lowered_value(chain.amount, effect.amount, effect.floor)
        value = chain.amount
    else:
        chain.lowered = (*chain.lowered, effect.amount, effect.floor)
        value = -1
    emit(g, AttackValueLowered(chain=chain.id, card=source, by=effect.amount, floor=effect.floor, value=value,
                               rules=RULES))


def choosing(ability: TextAbility) -> TargetSpec | None:
    """The target description of an ability that chooses an attack, or None."""
    spec = ability.target
    return spec if spec is not None and spec.attacking else None


def refusal(g: GameState, spec: TargetSpec, target: int) -> tuple[str, str] | None:
    """Why ``target``'s attack can't be chosen: none of the text's kinds waits for its Wound object."""
    if pending_attack(g, target, spec.attacking) is None:
        return ("the chosen card has no attack of the kinds the text names waiting for its Wound object",
                "Online 216.11")
    return None


def still_legal(g: GameState, chain: Chain, ability: TextAbility) -> str | None:
    """Online 409.2: the ability is legal while the chosen attack still waits for its Wound object."""
    spec = choosing(ability)
    if spec is None or not chain.targets or chain.effected:
        return None
    if pending_attack(g, chain.targets[0], spec.attacking) is None:
        return "the chosen attack has left the stack or dealt its wounds"
    return None
