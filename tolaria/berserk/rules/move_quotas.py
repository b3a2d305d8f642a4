"""How many creatures a player may move in a turn (Online 203, 205.7.b, 103.1).

«{counter}{tap}: Воздействие «ледяной дождь» — в следующий ход противника он
может перемещаться только 3-2-1 существами» (Криомант). The X-Y-Z count is
the row of a die the source rolls at the chain's Roll object (Online
205.7.b: 1-3 the first value, 4-5 the second, 6 the third, Online 205.4);
as the ability resolves (Online 216.11) the opponent's next turn gets that
quota (``GameState.move_quotas``, kept whatever becomes of the card). In
that turn a creature of his may declare movement (a step, a leap, a
teleport: Online 203.12) only while fewer of his creatures than the quota
have declared movement that turn, or if it has itself; the card's text
overrides the rules that let every creature move (Online 103.1). Moves made
by other texts (a swap, a push) are not his creatures' movement and are not
counted or stopped.
"""

from __future__ import annotations

from tolaria.berserk.abilities import LimitMovers, TextAbility
from tolaria.berserk.events import MoversLimited
from tolaria.berserk.rules import strike_table
from tolaria.berserk.rules.cards_in_play import in_squad
from tolaria.berserk.rules.swapping import ROLLED_CHAIN
from tolaria.berserk.state import Chain, ChainKind, GameState, MoveQuota, Obj


def limiting(ability: object) -> LimitMovers | None:
    """The quota a text ability sets, or None."""
    if not isinstance(ability, TextAbility):
        return None
    return next((e for e in ability.effects if isinstance(e, LimitMovers)), None)


def objects_for(g: GameState, chain: Chain) -> tuple[Obj, ...] | None:
    """Online 216.1, 205.7.b: a declared quota with X-Y-Z counts has a Roll object; None for any other chain."""
    if chain.kind is not ChainKind.ABILITY or chain.index <= 0 or chain.trigger or chain.source not in g.objects:
        return None
    found = limiting(g.ability(chain.source, chain.index).effect)
    return ROLLED_CHAIN if found is not None and found.tiered else None


def set_quota(g: GameState, chain: Chain, effect: LimitMovers) -> None:
    """Online 216.11: the opponent's next turn gets the count of the die's row (the first without a roll)."""
    from tolaria.berserk.rules.stack import emit

    chain.effected = True
    row = strike_table.alone(chain.rolls[0]) - strike_table.WEAK if chain.rolls else 0
    count = effect.counts[row]
    player = 1 - chain.controller
    turn = g.turn + (1 if chain.controller == g.active else 2)  # «в следующий ход противника»
    g.move_quotas = (*g.move_quotas, MoveQuota(player, count, turn, chain.source))
    emit(g, MoversLimited(player=player, count=count, turn=turn, source=chain.source,
                          rules=("Online 205.7.b", "Online 103.1")))


def refusal(g: GameState, cid: int) -> tuple[str, str] | None:
    """Why the creature may not declare movement now for its player's quota this turn, or None."""
    if not g.move_quotas:
        return None
    card = g.objects[cid]
    quotas = [q.count for q in g.move_quotas if q.player == card.controller and q.turn == g.turn]
    if not quotas or card.declared_move:
        return None
    count = min(quotas)
    movers = sum(1 for c in g.objects.values() if c.controller == card.controller and c.declared_move and in_squad(c))
    if movers < count:
        return None
    return (f"only {count} creature{'s' if count != 1 else ''} of this player may move this turn, "
            f"and {movers} ha{'ve' if movers != 1 else 's'} moved"), "Online 103.1"


def expire(g: GameState) -> None:
    """Online 313.2: a quota goes as its turn ends."""
    if g.move_quotas:
        g.move_quotas = tuple(q for q in g.move_quotas if q.turn > g.turn)
