"""Optional payments as an ability resolves (CR 118.12, 603.5): "you may pay {1}{G}. If you do, ...".

The two sentences read as one step, :class:`IfYouPay`: the player is asked
as the ability resolves, and the instruction after "If you do" happens only
if they paid. The trigger isn't optional as well: the question is the payment.
"""

from __future__ import annotations

from tolaria.errors import CardDataError
from tolaria.mtg.cards.mana import NO_COST, ManaCost, parse_mana_cost
from tolaria.mtg.oracle.abilities import IfYouPay, You
from tolaria.mtg.oracle.grammar.effects import Scope, read_sentence
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, Token


def if_you_pay(body: tuple[Token, ...], scope: Scope) -> bool:
    """Read "pay {cost}. If you do, [one instruction]." (after "you may") into ``scope``; False if the
    body isn't that, with the scope unchanged."""
    r = Reader(body)
    if not r.accept("pay"):
        return False
    cost = _mana(r)
    if cost is None or not r.accept(".") or not r.accept("if you do ,"):
        return False
    rest = body[r.pos :]
    if rest and rest[-1].text == ".":
        rest = rest[:-1]
    mark = scope.mark()
    first = len(scope.steps)
    try:
        read_sentence(Reader(rest), scope)
    except NoParse:
        scope.rewind(mark)
        return False
    if len(scope.steps) != first + 1:
        scope.rewind(mark)
        return False
    scope.steps[first] = IfYouPay(You(), cost, scope.steps[first])
    return True


def _mana(r: Reader) -> ManaCost | None:
    """The mana symbols of the cost (generic and colored: what the engine pays, 107.4)."""
    symbols = []
    while (tok := r.peek()) is not None and tok.kind is Kind.MANA and tok.text != "{T}":
        symbols.append(tok.text)
        r.advance()
    if not symbols:
        return None
    try:
        cost = parse_mana_cost("".join(symbols))
    except CardDataError:
        return None
    if cost == NO_COST or any(s.is_hybrid or s.is_phyrexian or s.kind == "snow" for s in cost.symbols):
        return None
    return cost
