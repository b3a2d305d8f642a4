"""Counted markers a text puts on a card, meaning what the text says of each count (Online 200.6).

«Положить маркер «удушения» на стоящее рядом рядовое существо (существо с
одним маркером не может передвигаться, с двумя — также не может атаковать,
с тремя — уничтожается Тварью; удушаемое существо теряет маркеры, если рядом
с ним нет Тварей противника)»: the card keeps the count in
``CardState.markers`` (berserk-scenarios.md: ``{удушение: 2}``), and each
restriction its count has reached as an acquired named ability
(Online 407.1) lasting as long as the markers (``Acquired.until``
``marker:NAME:GIVER``, GIVER the giving card's name). The count that
destroys gives the card a destruction effect from the giver (Online 402.3).
The markers, and their restrictions, go as soon as no card of the giver's
name controlled by the card's opponent stands next to it (Online 207.7).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import PlaceCountedMarker
from tolaria.berserk.rules.cards_in_play import in_play, in_squad, is_creature
from tolaria.berserk.state import Acquired, Chain, GameState, Zone

UNTIL = "marker:"
"""``Acquired.until`` of what a counted marker gives: ``marker:NAME:GIVER``."""
RULES = ("Online 200.6", "Online 402.3")


def _until(name: str, giver: str) -> str:
    return f"{UNTIL}{name}:{giver}"


def watched(g: GameState, cid: int, giver: str) -> bool:
    """«если рядом с ним нет Тварей противника»: a card named ``giver``, controlled by the card's opponent, stands on a
    cell next to it (Online 207.7)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return False
    for other in in_play(g):
        o = g.objects[other]
        if (o.name == giver and o.controller != card.controller and o.zone is Zone.BATTLEFIELD
                and board.adjacent(o.cell, card.cell)):
            return True
    return False


def _lose(g: GameState, cid: int, name: str, until: str) -> None:
    """The card loses the markers of that name and what they gave."""
    card = g.objects[cid]
    card.markers = {k: v for k, v in card.markers.items() if k != name}
    card.effects = tuple(e for e in card.effects if e.until != until)


def place(g: GameState, chain: Chain, effect: PlaceCountedMarker) -> None:
    """One more marker on the target, then what its count means: the restrictions reached, or its destruction by the
    giver (which «Трупоедство» of the giver may follow: glossary «Трупоедство», «любым своим свойством или
    особенностью»)."""
    from tolaria.berserk.rules.stack import give_destruction, has_destruction

    if not chain.targets or chain.targets[0] not in g.objects:
        return
    cid = chain.targets[0]
    card = g.objects[cid]
    if not in_squad(card) or not is_creature(g, cid):
        return
    giver = g.objects[chain.source].name
    until = _until(effect.name, giver)
    count = card.markers.get(effect.name, 0) + 1
    card.markers = {**card.markers, effect.name: count}
    if effect.kept_near_own and not watched(g, cid, giver):
        _lose(g, cid, effect.name, until)  # READINGS: a marker on one's own creature is lost at once
        return
    held = {e.text for e in card.effects if e.until == until}
    gained = [Acquired(f"«{effect.name}»", until)] if not held else []  # the marker itself (``marker_effects``)
    gained += [Acquired(s.restriction.value, until) for s in effect.stages
               if s.restriction is not None and s.count <= count and s.restriction.value not in held]
    if gained:
        card.effects = (*card.effects, *gained)
    if any(s.destroys and s.count <= count for s in effect.stages) and not has_destruction(g, cid):
        card.killer = chain.source
        give_destruction(g, cid, by_wounds=False, rules=RULES, by=chain.source)


def keep(g: GameState) -> None:
    """«удушаемое существо теряет маркеры, если рядом с ним нет Тварей противника»: checked whenever the game is about
    to ask a player anything (Online 207.7; only cards with markers are looked at)."""
    for cid in in_play(g):
        card = g.objects[cid]
        if not card.markers or not card.effects:
            continue
        for until in {e.until for e in card.effects if e.until.startswith(UNTIL)}:
            name, _, giver = until[len(UNTIL):].partition(":")
            if not watched(g, cid, giver):
                _lose(g, cid, name, until)
