"""A card guarded against creatures without a named marker, which it lets the opponent's creatures gain (Джилла).

«Пока в вашем отряде есть артефакт блокирует атаки существ без маркера
ловкости по себе, все существа противника имеют {tap}: Получить маркер
"ловкости"» (:class:`UnmarkedAttacksBlocked`): while the card is in play
and revealed and its controller's squad holds a revealed artifact, an
attack at it by a creature without the marker is blocked at its Target
object (Online 410.1, 216.4), and every creature of the opponent in play
has the playable ability ``granted`` after its printed and acquired ones
(Online 404.2). The marker gained lasts to the end of the battle (Online
407.2) unless lost («При атаке по Джилле потерять маркер»).
"""

from __future__ import annotations

from functools import cache

from tolaria.berserk.abilities import UnmarkedAttacksBlocked
from tolaria.berserk.cards import Playable
from tolaria.berserk.rules.cards_in_play import defn, is_creature, roster, squad
from tolaria.berserk.state import Chain, GameState

RULES = ("Online 410.1", "Online 216.4")


def _printed(g: GameState, cid: int) -> tuple[UnmarkedAttacksBlocked, ...]:
    """The card's printed guards of this form."""
    statics = defn(g, cid).statics
    if not statics:
        return ()
    return tuple(s for s in statics if isinstance(s, UnmarkedAttacksBlocked))


def _squad_has(g: GameState, cid: int, guard: UnmarkedAttacksBlocked) -> bool:
    """«Пока в вашем отряде есть артефакт»: a revealed card of that type in the card's controller's squad."""
    return any(not g.objects[o].hidden and g.defs[g.objects[o].name].type is guard.squad_type
               for o in squad(g, g.objects[cid].controller))


def in_force(g: GameState, cid: int) -> tuple[UnmarkedAttacksBlocked, ...]:
    """The card's guards in force now: it is in play and revealed, and its squad holds the card type named."""
    card = g.objects[cid]
    if card.hidden:
        return ()
    return tuple(s for s in _printed(g, cid) if _squad_has(g, cid, s))


def guards(g: GameState) -> tuple[tuple[int, UnmarkedAttacksBlocked], ...]:
    """Every guard in force in the game, with its card (only the revealed cards in play printing one can have one)."""
    guarding = roster(g).guarding
    if not guarding:
        return ()
    return tuple((cid, s) for cid in guarding for s in in_force(g, cid))


def blocking(g: GameState, chain: Chain, target: int) -> str | None:
    """The marker whose absence blocks this attack at ``target`` (an attack by a creature that has it not), or None."""
    from tolaria.berserk.rules.marker_effects import marker_of

    source = chain.source
    if not roster(g).guarding or source not in g.objects or not is_creature(g, source):
        return None
    for s in in_force(g, target):
        if marker_of(g, source, s.marker) is None:
            return s.marker
    return None


@cache
def _granted_playable(text: str) -> Playable:
    """The granted text read as a printed playable ability (the compiler has read it once already)."""
    from tolaria.berserk.acquired_playable_phrases import readable_playable

    found = readable_playable(text)
    assert isinstance(found, Playable), text
    return found


def granted(g: GameState, cid: int, declared: bool = False) -> tuple[Playable, ...]:
    """The playable abilities the opponent's guards give this creature now, in the order of their cards in play.

    With ``declared``, those of every such card of the opponent's in the game, in force or not: a chain declared
    with one resolves as declared (Online 216.1) though the guard has gone meanwhile."""
    if not is_creature(g, cid):
        return ()
    mine = g.objects[cid].controller
    if declared:
        found = [s for o in sorted(g.objects) if g.objects[o].controller != mine for s in _printed(g, o)]
    else:
        found = [s for o, s in guards(g) if g.objects[o].controller != mine]
    return tuple(_granted_playable(s.granted) for s in found)
