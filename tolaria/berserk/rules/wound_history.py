"""Which attacks wounded a card this turn: «если оно получало раны от двух или более других выстрелов или метаний в
этот ход» (Мира).

Each attack that deals a card wounds (Online 216.11: at its Wound object; wounds «Броня Х» prevented are not received)
leaves on it a mark ending with the turn, naming the attack's kind and chain; texts count them by kind. The marks are
kept only in a game holding a card whose text asks for them: elsewhere nobody reads them, and every keyword question
would walk past them.
"""

from __future__ import annotations

from tolaria.berserk.abilities import CloseIfWounded
from tolaria.berserk.cards import AttackKind, CardDatabase
from tolaria.berserk.state import Acquired, Chain, GameState

MARK = "#раны от атаки: "
"""``#раны от атаки: выстрел 12``: chain 12, a shot, wounded the card this turn."""


_READERS: dict[int, tuple[CardDatabase, frozenset[str]]] = {}
"""By database: the names of its cards whose triggers count the attacks that wounded a card (read once per database)."""


def readers(g: GameState) -> frozenset[str]:
    held = _READERS.get(id(g.cards))
    if held is None or held[0] is not g.cards:
        found = frozenset(n for n, d in g.defs.items()
                          if any(isinstance(e, CloseIfWounded) for t in d.triggers for e in t.effects))
        held = _READERS[id(g.cards)] = (g.cards, found)
    return held[1]


def record(g: GameState, chain: Chain, target: int, wounds_before: int) -> None:
    """The attack ``chain`` has resolved its Wound object at ``target``: a mark if it received wounds (and some card of
    the game reads the marks)."""
    card = g.objects[target]
    if chain.attack is None or card.wounds <= wounds_before:
        return
    wanted = readers(g)
    if not wanted or not any(o.name in wanted for o in g.objects.values()):
        return
    card.effects = (*card.effects, Acquired(f"{MARK}{chain.attack.value} {chain.id}", "end_of_turn"))


def wounding_attacks(g: GameState, cid: int, kinds: frozenset[AttackKind]) -> int:
    """How many attacks of these kinds wounded the card this turn, besides those whose chains are still on the stack
    (the attack whose effects are being carried out is not «другие»)."""
    pending = {so.chain for so in g.stack}
    count = 0
    for e in g.objects[cid].effects:
        if not e.text.startswith(MARK):
            continue
        kind, chain = e.text[len(MARK):].rsplit(" ", 1)
        if int(chain) not in pending and AttackKind(kind) in kinds:
            count += 1
    return count
