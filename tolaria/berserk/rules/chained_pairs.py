"""Two creatures chained by a marker, and the delayed wounds when they part (Online 205.7.b, 405.5, 412.1).

«В начале хода противника два стоящих рядом друг с другом существа получают
маркер ледяной цепи до конца хода противника (когда они перестают стоять
рядом друг с другом каждое из них ранится на 2-3-3 и ледяная цепь
пропадает)» (Морозный тюремщик). The two creatures are the ability's
targets, the second next to the first, named as it is declared (Online
412.1; either may be the source itself). As it resolves each that still
stands next to the other gets the marker, kept as an acquired mark naming
the other card, the source and the ability (``#цепь``), lasting as the text
says. Whenever a card leaves its cell or play (``durations.cells_changed``)
a chained pair that no longer stands next to each other loses the marker
and a delayed ability of the source (Online 405.5) enters the stack: a chain
with a Roll object whose die row (Online 205.4) gives the wounds each of the
two still in play deals itself (glossary «Раниться»).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import ChainedPair
from tolaria.berserk.events import PairChained
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad
from tolaria.berserk.state import Acquired, Chain, ChainKind, Entering, GameState, Zone

MARK = "#цепь "
"""The acquired mark ``#цепь NAME|PARTNER|SOURCE|INDEX``: the card is chained to PARTNER by the INDEX-th triggered ability
of SOURCE, whose marker is NAME."""

PARTED = "chained_pair_parted"
"""``Chain.trigger`` of the delayed wounds of a chained pair that has parted."""


def _mark(name: str, partner: int, source: int, index: int) -> str:
    return f"{MARK}{name}|{partner}|{source}|{index}"


def _parse(text: str) -> tuple[str, int, int, int]:
    name, partner, source, index = text[len(MARK):].split("|")
    return name, int(partner), int(source), int(index)


def _standing(g: GameState, cid: int) -> int:
    """The card's cell, or -1 when it stands on none."""
    card = g.objects.get(cid)
    return card.cell if card is not None and card.zone is Zone.BATTLEFIELD and card.cell >= 0 else -1


def chain_pair(g: GameState, chain: Chain, effect: ChainedPair) -> None:
    """Online 216.11: both targets get the marker, while they still stand next to each other."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import until_of

    if len(chain.targets) != 2:
        return
    first, second = chain.targets
    at, other = _standing(g, first), _standing(g, second)
    if at < 0 or other < 0 or not board.adjacent(at, other) or not (in_squad(g.objects[first])
                                                                     and in_squad(g.objects[second])):
        return
    until = until_of(g, chain.controller, effect.duration)
    for cid, partner in ((first, second), (second, first)):
        card = g.objects[cid]
        card.effects = (*card.effects, Acquired(_mark(effect.name, partner, chain.source, chain.index), until))
    emit(g, PairChained(marker=effect.name, cards=(first, second), source=chain.source, rules=("Online 412.1",
                                                                                                "Online 216.11")))


def check(g: GameState) -> None:
    """A chained pair no longer next to each other (a move, a leaving of play) parts: the marker goes from both and the
    source's delayed wounds enter the stack (Online 405.5)."""
    parted: list[Entering] = []
    for cid in in_play(g):
        card = g.objects[cid]
        if not card.effects or not any(e.text.startswith(MARK) for e in card.effects):
            continue
        for e in card.effects:
            if not e.text.startswith(MARK):
                continue
            name, partner, source, index = _parse(e.text)
            at, other = _standing(g, cid), _standing(g, partner)
            if at >= 0 and other >= 0 and board.adjacent(at, other):
                continue
            _unchain(g, cid, partner)
            parted.append(_delayed(g, name, cid, partner, source, index))
    if parted:
        from tolaria.berserk.rules.stack import enter_together

        enter_together(g, parted)


def _unchain(g: GameState, cid: int, partner: int) -> None:
    """«и ледяная цепь пропадает»: the marks of both cards of the pair go."""
    for one, other in ((cid, partner), (partner, cid)):
        card = g.objects.get(one)
        if card is not None and card.effects:
            card.effects = tuple(e for e in card.effects if not (e.text.startswith(MARK) and _parse(e.text)[1] == other))


def _delayed(g: GameState, name: str, cid: int, partner: int, source: int, index: int) -> Entering:
    from tolaria.berserk.rules.stack import new_chain

    chain = new_chain(g, ChainKind.ABILITY, source, g.objects[source].controller)
    chain.trigger = PARTED
    chain.index = index
    chain.targets = chain.initial = (cid, partner)
    return Entering(chain, name, ("Online 405.5",))


def tiers_of(g: GameState, chain: Chain) -> tuple[int, int, int] | None:
    """The wounds of the source's chaining ability, by the die's row."""
    triggers = defn(g, chain.source).triggers if chain.source in g.objects else ()
    effects = triggers[chain.index - 1].effects if 0 < chain.index <= len(triggers) else ()
    return next((e.tiers for e in effects if isinstance(e, ChainedPair)), None)


def resolve(g: GameState, chain: Chain) -> None:
    """«каждое из них ранится на 2-3-3»: each of the two still in play wounds itself by the die's row (Online 205.7.b;
    not an attack, glossary «Раниться»)."""
    from tolaria.berserk.rules.rolled_effects import value
    from tolaria.berserk.rules.stack import check_destruction, deal_wounds

    chain.effected = True
    tiers = tiers_of(g, chain)
    if tiers is None:
        return
    wounds = value(chain, tiers)
    for cid in chain.targets:
        if cid in g.objects and in_squad(g.objects[cid]) and g.objects[cid].zone is Zone.BATTLEFIELD:
            deal_wounds(g, cid, wounds, cid, None)
    check_destruction(g)
