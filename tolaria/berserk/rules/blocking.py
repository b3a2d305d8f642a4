"""Playable blocking abilities (Online 410; RP 527.1-527.5).

A blocking ability is declared while the blocked chain's Target object is
on top of the stack (Online 410.3); its target is always the blocked
chain's source (RP 527.3). When the blocking chain's Wound object
resolves, the blocked chain leaves the stack except its Payment object
(Online 410.1): its source pays, but it has no effect (RP 527.4).

The card texts that grant such abilities are read by the compiler into a
:class:`Block` effect of a ``Playable``; the engine needs nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tolaria.berserk.cards import AttackKind
from tolaria.berserk.events import Blocked
from tolaria.berserk.rules.stack import emit, remove_chain
from tolaria.berserk.state import Chain, GameState, Obj


class BlockScope(Enum):
    """RP 527.1: what a blocking ability blocks."""

    ACTION = "action"
    """RP 527.1.a: an action (ability or property) whatever it does."""
    ATTACK = "attack"
    """RP 527.1.b: a single attack."""


@dataclass(frozen=True, slots=True)
class Block:
    """The effect «заблокировать ...» of a playable ability (Online 410.2)."""

    scope: BlockScope = BlockScope.ATTACK
    at_self: bool = False
    """Only an attack (or action) whose target is the blocking card itself (RP 527.5)."""
    kinds: frozenset[AttackKind] = frozenset()
    """«блокировать удар»: only attacks of these kinds (RP 527.1.b: a single attack); empty means any."""


def blocked_chain(g: GameState, source: int) -> Chain | None:
    """The topmost chain on the stack whose source is ``source`` (berserk-scenarios.md, `block S with C`)."""
    for so in reversed(g.stack):
        chain = g.chains[so.chain]
        if chain.source == source:
            return chain
    return None


def block_refusal(g: GameState, blocker: int, effect: Block, source: int) -> tuple[str, str] | None:
    """Why ``blocker`` may not declare this blocking ability against ``source``'s chain now, or None."""
    chain = blocked_chain(g, source)
    if chain is None:
        return "only an action on the stack can be blocked", "RP 527.2"
    if g.stack[-1].chain != chain.id or g.stack[-1].obj is not Obj.TARGET:
        return "a playable block is declared while the blocked chain's Target object is on top", "Online 410.3"
    if chain.source == blocker:
        return "a card does not block its own action", "Online 410.2"
    if effect.scope is BlockScope.ATTACK and chain.attack is None:
        return "that ability blocks an attack only", "RP 527.1.b"
    if effect.kinds and chain.attack not in effect.kinds:
        return "that ability blocks only an attack of the kinds its text names", "RP 527.1.b"
    if effect.at_self and blocker not in chain.targets:
        return "that ability blocks only an attack at the blocking card", "RP 527.5"
    return None


def still_blockable(g: GameState, chain: Chain) -> str | None:
    """RP 527.2: a blocking chain is legal while the chain it blocks is still on the stack."""
    if not any(so.chain == chain.for_chain for so in g.stack):
        return "the blocked action has left the stack"
    return None


def resolve_block(g: GameState, chain: Chain) -> None:
    """Online 410.1, RP 527.4: the blocked chain leaves the stack; only its Payment object stays."""
    blocked = g.chains.get(chain.for_chain)
    chain.effected = True
    if blocked is None:
        return
    emit(g, Blocked(chain=blocked.id, source=blocked.source, by=chain.source, rules=("Online 410.1", "RP 527.4")))
    blocked.effected = True  # RP 527.4: paid all the same, so its Payment object is not asked about legality
    remove_chain(g, blocked.id, keep_payment=True)
