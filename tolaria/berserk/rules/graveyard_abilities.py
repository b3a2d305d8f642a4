"""Playable abilities a card has in its owner's graveyard: «Пока на кладбище, имеет {instant}, потерять жетон
инкарнации: ...» (Надих).

«Пока на кладбище, имеет ...» is a static ability giving the card the
playable one while it lies in the graveyard (Online 406.1); there the
card's other abilities do nothing, and in play it lacks this one. The
graveyard is an open zone (Online 206.7), so the card is no hidden card,
and its controller is the graveyard's player (Online 200.2.b). A cost
«потерять жетон инкарнации» is one of the tokens «Инкарнация Х» puts on
the card there (glossary), spent at the chain's Payment object like a
{counter} (Online 216.12). The chain is legal while the card lies in the
graveyard (Online 409.2).
"""

from __future__ import annotations

from tolaria.berserk.cards import Playable
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import defn
from tolaria.berserk.state import Chain, ChainKind, GameState, Zone

RULE = "Online 406.1"


def buried(g: GameState, cid: int) -> bool:
    """The card lies in its owner's graveyard."""
    card = g.objects[cid]
    return card.zone is Zone.GRAVEYARD and cid in g.players[card.owner].graveyard


def cost_refusal(g: GameState, seat: int, cid: int, index: int, slow_ok: bool) -> tuple[str, str] | None:
    """Why ``seat`` may not declare the card's ``index``-th ability now, when the card or the ability is of the
    graveyard (its timing, its tokens, its limit); None when it may."""
    card = g.objects[cid]
    ability: Playable = g.ability(cid, index)
    if not ability.graveyard:
        return "a card in the graveyard has only the abilities its text gives it there", RULE
    if not buried(g, cid):
        return "the card has this ability only while it lies in the graveyard", RULE
    if card.owner != seat:
        return "only the graveyard's player uses its cards' abilities", "Online 200.2.b"
    if not ability.cost.instant and not slow_ok:
        return "not a sudden action: only the active player, in his Main Phase, with an empty stack", "Online 404.7"
    if card.tokens < ability.cost.tokens:
        return "no incarnation token on the card to lose", "Online 404.3"
    if limits.used_up(g, cid, "p", index, ability.limit):
        return "the ability has been used as often as its text allows", "Online 216.12"
    if ability.limit is not None and any(c.kind is ChainKind.ABILITY and c.source == cid and c.index == index
                                         and not c.paid for c in g.chains.values()):
        return "its use is counted as it is paid, and its earlier declaration waits on the stack", "Online 216.12"
    return None


def still_legal(g: GameState, chain: Chain) -> str | None:
    """Online 409.2: the ability of the graveyard is legal while its card lies there."""
    return None if buried(g, chain.source) else "the card has left the graveyard"


def of_graveyard(g: GameState, chain: Chain) -> bool:
    """Whether the chain is the declaration of an ability the card has in the graveyard."""
    if chain.kind is not ChainKind.ABILITY or chain.index <= 0 or chain.trigger or chain.source not in g.objects:
        return False
    playable = defn(g, chain.source).playable
    return chain.index <= len(playable) and playable[chain.index - 1].graveyard
