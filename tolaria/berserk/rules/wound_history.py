"""Which attacks wounded a card this turn: «если оно получало раны от двух или более других выстрелов или метаний в
этот ход» (Мира), «существо противника, которое не получало ран от атак в этот ход» (Лунная баньши).

Each attack that deals a card wounds (Online 216.11: at its Wound object; wounds «Броня Х» prevented are not received)
leaves on it a mark ending with the turn, naming the attack's kind and chain; so does a fight's counter-strike (a
simple strike, Online 205.6) on the attacker it wounds. Texts count them by kind. The marks are
kept only in a game holding a card whose text asks for them: elsewhere nobody reads them, and every keyword question
would walk past them.
"""

from __future__ import annotations

from tolaria.berserk.abilities import CloseIfWounded, TextAbility
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
                          if any(isinstance(e, CloseIfWounded) for t in d.triggers for e in t.effects)
                          or any(isinstance(p.effect, TextAbility) and p.effect.target is not None
                                 and p.effect.target.unwounded_by_attacks for p in d.playable))
        held = _READERS[id(g.cards)] = (g.cards, found)
    return held[1]


def record(g: GameState, chain: Chain, target: int, wounds_before: int, kind: AttackKind | None = None) -> None:
    """The attack ``chain`` has resolved its Wound object at ``target``: a mark if it received wounds (and some card of
    the game reads the marks). ``kind``: the attack that wounded it, if not the chain's own (a counter-strike)."""
    card = g.objects[target]
    kind = kind or chain.attack
    if kind is None or card.wounds <= wounds_before:
        return
    wanted = readers(g)
    if not wanted or not any(o.name in wanted for o in g.objects.values()):
        return
    card.effects = (*card.effects, Acquired(f"{MARK}{kind.value} {chain.id}", "end_of_turn"))


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


def wounded_by_attack(g: GameState, cid: int) -> bool:
    """Whether any attack has dealt the card wounds this turn (the attack being carried out too)."""
    return any(e.text.startswith(MARK) for e in g.objects[cid].effects)
