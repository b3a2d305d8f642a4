"""The element a card counts as: printed (Online 202.8), one a text made it in play («стоящее рядом существо
становится темным»: abilities.BecomeElement), or one a text of its player's makes it
(«Герои в вашей раздаче и в вашем отряде считаются нейтральными»: abilities.CountsAsElement).

Such a text works from the zone it names: from the squad (Online «Отряд»: on the Battlefield and in the Additional
Zone, revealed) for the cards of the squad, and, when it names the Deal, from the Deal or Recruitment for the cards
there (Online 304.6: a neutral card adds no element to Recruitment, so heroes cost no element penalty).
"""

from __future__ import annotations

from tolaria.berserk.abilities import CountsAsElement
from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.state import Acquired, GameState, Zone

SQUAD_ZONES = frozenset({Zone.BATTLEFIELD, Zone.ADDITIONAL})
DEAL_ZONES = frozenset({Zone.DEAL, Zone.RECRUITMENT})


_GIVERS: dict[int, tuple[CardDatabase, tuple[tuple[str, CountsAsElement], ...]]] = {}
"""By database: its card names whose text changes the element of others, with the text (read once per database)."""


def givers(g: GameState) -> tuple[tuple[str, CountsAsElement], ...]:
    """The database's texts changing elements: the check every element question asks first, so kept cheap."""
    held = _GIVERS.get(id(g.cards))
    if held is None or held[0] is not g.cards:
        found = tuple((n, s) for n, d in g.defs.items() for s in d.statics if isinstance(s, CountsAsElement))
        held = _GIVERS[id(g.cards)] = (g.cards, found)
    return held[1]


ELEMENT_GAINED = "#стихия "
"""The acquired effect «становится [стихия]» leaves on the card, the element after it (kept until it leaves play)."""


def become(g: GameState, cid: int, element_name: str) -> None:
    """«стоящее рядом существо становится темным»: the card counts as of that element from now on; it goes with the
    card when it leaves play (Online 206.8, as its other acquired effects), a later change replacing it."""
    card = g.objects[cid]
    kept = tuple(e for e in card.effects if not e.text.startswith(ELEMENT_GAINED))
    card.effects = (*kept, Acquired(f"{ELEMENT_GAINED}{element_name}", "end_of_battle"))


def element(g: GameState, cid: int) -> str:
    """The element the card counts as now: one it became in play, else the printed one unless a text of its
    player's changes it (READINGS «становится темным»)."""
    card = g.objects[cid]
    for e in reversed(card.effects):
        if e.text.startswith(ELEMENT_GAINED):
            return e.text[len(ELEMENT_GAINED):]
    printed = g.defn(cid).element
    found = givers(g)
    if not found:
        return printed
    for name, text in found:
        if text.element != printed and _gives(g, cid, text) and _in_force(g, card.controller, card.zone, name, text):
            return text.element
    return printed


def _gives(g: GameState, cid: int, text: CountsAsElement) -> bool:
    """Whether the card is of a class the text names (asked only of a text that would change its element)."""
    from tolaria.berserk.rules.cards_in_play import classes_of

    return bool(text.classes.intersection(classes_of(g, cid)))


def _in_force(g: GameState, seat: int, zone: Zone, name: str, text: CountsAsElement) -> bool:
    """Whether a card named ``name`` of the player's gives the text to a card of his in ``zone``; a card of the squad
    that lost its abilities gives it no longer (Online 407.4: ``defn`` is then without its statics)."""
    if zone in SQUAD_ZONES:
        return any(o.name == name and o.zone in SQUAD_ZONES and o.controller == seat and not o.hidden
                   and text in g.defn(oid).statics for oid, o in g.objects.items())
    if zone in DEAL_ZONES and text.in_deal:
        p = g.players[seat]
        return any(g.objects[c].name == name for c in (*p.deal, *p.recruitment))
    return False
