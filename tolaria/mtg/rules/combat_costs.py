"""Costs to attack and to block (CR 508.1g-j, 509.1d-f; seed 004 308.2d-f, 309.2b-d).

Once a declaration passes its restrictions and requirements, the player
determines the total cost of it, which is then locked in (508.1h,
509.1d): here, the sum of every "can't attack you unless their controller
pays ..." (for each creature attacking that permanent's controller) or
"can't block unless their controller pays ..." (for each blocking
creature). The player may activate mana abilities (508.1i), and pays it
all or the declaration is illegal (508.1j: "Partial payments are not
allowed"); an illegal declaration changes nothing (the player may undo
it). Payment is the engine's own, as for spells: the pool first, then
the player's untapped mana sources, lands first; a creature that taps to
attack (508.1f comes before the costs) can't also tap for mana.
"""

from __future__ import annotations

from collections.abc import Sequence

from tolaria.errors import IllegalAction
from tolaria.mtg.events import CombatCostPaid
from tolaria.mtg.oracle.abilities import CombatAction, CombatTax
from tolaria.mtg.rules import keywords
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import Need, can_pay, need_text, pay, plan_payment
from tolaria.mtg.state import GameState

_NO_COST: Need = (0, (0, 0, 0, 0, 0), 0)
_RULES = {CombatAction.ATTACK: ("508.1h", "508.1j"), CombatAction.BLOCK: ("509.1d", "509.1f")}


def _add(total: Need, cost: CombatTax) -> Need:
    generic, colored, colorless = total
    c = cost.cost.colored
    return (
        generic + cost.cost.generic,
        (colored[0] + c["W"], colored[1] + c["U"], colored[2] + c["B"], colored[3] + c["R"], colored[4] + c["G"]),
        colorless + cost.cost.colorless,
    )


def _taxes(g: GameState, action: CombatAction) -> list[tuple[int, CombatTax]]:
    """Every cost of that kind the permanents make now, with the player who controls each permanent."""
    out = []
    for oid in g.battlefield:
        c = chars(g, oid)
        for s in c.statics:
            if isinstance(s, CombatTax) and s.action is action:
                out.append((c.controller, s))
    return out


def attack_cost(g: GameState, declared: Sequence[tuple[int, int]]) -> Need:
    """CR 508.1h: the total cost to attack with ``declared`` (creature, target) pairs."""
    if not summary(g).taxes:
        return _NO_COST
    total = _NO_COST
    for controller, tax in _taxes(g, CombatAction.ATTACK):
        for _, target in declared:
            if target == -1 - controller:  # "attacking you"
                total = _add(total, tax)
    return total


def block_cost(g: GameState, declared: Sequence[tuple[int, int]]) -> Need:
    """CR 509.1d: the total cost to block with ``declared`` (blocker, attacker) pairs."""
    if not summary(g).taxes or not declared:
        return _NO_COST
    total = _NO_COST
    blockers = {b for b, _ in declared}
    for _, tax in _taxes(g, CombatAction.BLOCK):
        for _ in blockers:
            total = _add(total, tax)
    return total


def blocking_costs(g: GameState) -> bool:
    """Whether some permanent now makes a cost to block (509.1d)."""
    return summary(g).taxes and bool(_taxes(g, CombatAction.BLOCK))


def _tapping(g: GameState, action: CombatAction, declared: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The creatures the declaration taps (508.1f), which can't also tap to pay."""
    if action is CombatAction.BLOCK:
        return ()
    return tuple(a for a, _ in declared if not keywords.attacks_untapped(chars(g, a)))


def cost_problem(g: GameState, player: int, action: CombatAction, declared: Sequence[tuple[int, int]]) -> IllegalAction | None:
    """The refusal of a declaration whose total cost can't be paid in full (508.1j, 509.1f)."""
    need = attack_cost(g, declared) if action is CombatAction.ATTACK else block_cost(g, declared)
    if need == _NO_COST:
        return None
    if can_pay(g, player, need, _tapping(g, action, declared)):
        return None
    rule = _RULES[action][1]
    return IllegalAction(f"{g.players[player].name} can't pay {need_text(need)} to {action.value} with these creatures", rule)


def pay_cost(g: GameState, player: int, action: CombatAction, declared: Sequence[tuple[int, int]]) -> None:
    """Pay the locked-in total cost (checked payable by :func:`cost_problem`), telling the log."""
    need = attack_cost(g, declared) if action is CombatAction.ATTACK else block_cost(g, declared)
    if need == _NO_COST:
        return
    payment = plan_payment(g, player, need, _tapping(g, action, declared))
    assert payment is not None, "the cost was checked payable"
    pay(g, player, payment, need)
    emit(g, CombatCostPaid(player, action.value, need_text(need), rules=_RULES[action]))
