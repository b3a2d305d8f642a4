"""Wounds received from an attack, while the attack is still on the stack: «{instant}{tap}: Когда существо получает
раны от удара — перераспределить эти раны на других ваших существ» (Отшельница), «При дальней атаке по существу ...
можете перераспределить полученные раны ...» (Обелиск топей).

Online 216.11: an attack's wounds (and in a fight the counter-strike's, a simple strike at the attacker, Online 205.5)
are dealt at its Wound object; its Payment and Ending objects are still on the stack, and the players receive priority
(Online 215.9) with a lethal wound's destruction effect waiting above them (Online 402.3.a). The chain keeps what it
dealt to whom (``Chain.struck``) until it leaves the stack; wounds redistributed away are taken off the record, so
«эти раны» are never moved twice.
"""

from __future__ import annotations

from tolaria.berserk.cards import AttackKind
from tolaria.berserk.state import Chain, GameState


def record(g: GameState, chain: Chain, before: tuple[int, int]) -> None:
    """The attack ``chain`` has resolved its Wound object: the wounds its target received from it, and in a fight the
    attacker's from the counter-strike (``before``: the target's and the source's wounds before it)."""
    if chain.attack is None or not chain.targets:
        return
    target, source = chain.targets[0], chain.source
    dealt: list[int] = []
    if target in g.objects and g.objects[target].wounds > before[0]:
        dealt += (target, g.objects[target].wounds - before[0])
    if chain.fights and source in g.objects and g.objects[source].wounds > before[1]:
        dealt += (source, g.objects[source].wounds - before[1])
    chain.struck = tuple(dealt)


def kind_at(chain: Chain, cid: int) -> AttackKind | None:
    """The kind of attack that wounded ``cid`` in this chain: the chain's own at its target, a simple strike (the
    counter-strike, Online 205.6) at its source."""
    if cid == chain.source:
        return AttackKind.SIMPLE
    return chain.attack


def struck_at(g: GameState, cid: int, kinds: frozenset[AttackKind]) -> tuple[Chain, int] | None:
    """The topmost chain on the stack whose attack of one of these kinds wounded ``cid``, and how many of those wounds
    are still on record, or None."""
    seen: set[int] = set()
    for o in reversed(g.stack):
        if o.chain in seen:
            continue
        seen.add(o.chain)
        chain = g.chains.get(o.chain)
        if chain is None or not chain.struck or kind_at(chain, cid) not in kinds:
            continue
        wounds = _recorded(chain, cid)
        if wounds > 0:
            return chain, wounds
    return None


def _recorded(chain: Chain, cid: int) -> int:
    pairs = chain.struck
    return sum(pairs[i + 1] for i in range(0, len(pairs), 2) if pairs[i] == cid)


def take(chain: Chain, cid: int, wounds: int) -> None:
    """``wounds`` of those ``cid`` received from the attack have been redistributed: they are no longer «эти раны»."""
    pairs = list(chain.struck)
    for i in range(0, len(pairs), 2):
        if pairs[i] == cid and wounds > 0:
            gone = min(wounds, pairs[i + 1])
            pairs[i + 1] -= gone
            wounds -= gone
    chain.struck = tuple(pairs)
