"""A strike blocked by a leap, and the cell the leap leaves (Дети топи).

«При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок, дальность 2»: a
triggered blocking ability (Online 410.2.a) whose trigger point its text gives (410.4). «Заблокировать этот удар» must
come before the strike's wounds, so it triggers as the strike's Target object resolves (Online 216.4: where blocking
texts act «до бросков кубика»), for the turn's first melee attack of an opponent's creature at the card (a mark on the
card to the end of the turn counts them), and resolves above the strike's Roll object: the strike leaves the stack but
for its Payment object (Online 410.1), then the card jumps (glossary «Прыжок»: a triggered jump is a move to a free
cell, here within 2 cells, «Дальность Х»). «После прыжка ...» abilities of the card then trigger, knowing the cell it
left (``Chain.cell``).
"""

from __future__ import annotations

from tolaria.berserk.rules.cards_in_play import in_squad
from tolaria.berserk.state import Acquired, Chain, GameState, Obj

STRUCK_MARK = "#удар существа противника за ход"
"""An opponent's creature's melee attack has reached the card this turn (its Target object resolved)."""


def first_strike(g: GameState, cid: int) -> bool:
    """Whether this is the turn's first melee attack of an opponent's creature at ``cid``; marks it either way."""
    card = g.objects[cid]
    if any(e.text == STRUCK_MARK for e in card.effects):
        return False
    card.effects = (*card.effects, Acquired(STRUCK_MARK, "end_of_turn"))
    return True


def struck_chain(g: GameState, chain: Chain) -> Chain | None:
    """The triggering strike: the topmost attack of the trigger's attacker role at its source still on the stack, its
    Wound object not yet resolved."""
    attacker = chain.initial[0] if chain.initial else -1
    for o in reversed(g.stack):
        if o.obj is not Obj.WOUND:
            continue
        strike = g.chains[o.chain]
        if strike.source == attacker and strike.attack is not None and strike.targets[:1] == (chain.source,):
            return strike
    return None


def block_strike(g: GameState, chain: Chain) -> None:
    """«заблокировать этот удар»: the strike is blocked, paid all the same (Online 410.1, RP 527.4)."""
    from tolaria.berserk.rules.stack import block

    strike = struck_chain(g, chain)
    if strike is not None and in_squad(g.objects[chain.source]):
        block(g, strike, f"blocked by {g.objects[chain.source].name}", ("Online 410.1", "Online 410.4"))
