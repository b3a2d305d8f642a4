"""Costs paid as an ability resolves, and "If you do" (CR 118.12).

"[A player] may [do something]. If [that player] does, [effect]": the action
is a cost paid on resolution; the "If you do" clause checks whether it was
paid, whatever events then happened. A triggered ability's "you may" (603.5)
is the choice to pay, asked before its first step; the payment is made with
the engine's own payment (the pool, then the player's mana sources), and a
cost that can't be paid isn't (118.3), so what depends on it doesn't happen.
The handlers join the interpreter of :mod:`tolaria.mtg.rules.effects`, which
imports this module so that they are registered.
"""

from __future__ import annotations

from tolaria.mtg.events import UnlessPaid
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.effects import Resolving, _done, handles, interpreter, player
from tolaria.mtg.rules.mana import need_of, need_text, pay, plan_payment


@handles(ab.PayMana)
def pay_mana(ctx: Resolving, step: ab.PayMana) -> bool:
    """CR 118.12: the player pays the cost now; ``Memo.failed`` records that it couldn't be paid (118.3)."""
    g = ctx.g
    payer = player(ctx, step.who)
    need = need_of(step.cost, ctx.item.x)
    payment = plan_payment(g, payer, need)
    if payment is None:
        emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12", "118.3")))
        return _done(ctx, failed=True)
    pay(g, payer, payment, need)
    emit(g, UnlessPaid(payer, need_text(need), True, rules=("118.12",)))
    return _done(ctx, failed=False)


@handles(ab.IfYouDo)
def if_you_do(ctx: Resolving, step: ab.IfYouDo) -> bool:
    """CR 118.12: the cost before was paid (the interpreter skips this step when it wasn't)."""
    inner = interpreter.handlers[type(step.then)]
    return inner(ctx, step.then)



__all__ = ["if_you_do", "pay_mana"]
