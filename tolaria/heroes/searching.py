"""Cards and players chosen as an entry is performed: ГЛ «Поиск», ГЛ «Единение Х», ГЛ «Авангард Х», ГЛ «Мор X».

The entry asks its controller a :class:`CardChoice` (``choose C`` or
``choose none``: a card of his deck or hand) or a :class:`PlayerChoice`
(``choose PLAYER``: whose deck) before its effects, as the other questions
are asked; the answer is kept in ``Entry.picked``.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.heroes import zones
from tolaria.heroes.abilities import Effect, EffectKind
from tolaria.heroes.cards import CardType
from tolaria.heroes.decisions import CardChoice, PlayerChoice
from tolaria.heroes.rules import defn, emit, in_play, label
from tolaria.heroes.state import Acquired, Entry, GameState, Zone

CHOOSING = (EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL)


def options(g: GameState, entry: Entry, e: Effect) -> list[int]:
    """The cards the effect may choose: in the deck for a search, in the hand for Авангард."""
    p = g.players[entry.controller]
    pool = p.deck if e.kind is EffectKind.SEARCH else p.hand
    out = []
    for c in pool:
        d = defn(g, c)
        if e.kind is EffectKind.VANGUARD or e.card == "creature":
            if d.type is not CardType.CREATURE:
                continue
        if e.amount >= 0 and d.cost > e.amount:
            continue
        if e.kind is EffectKind.VANGUARD and (d.unsupported or c == entry.source):
            continue
        out.append(c)
    return out


def question(g: GameState, entry: Entry, e: Effect) -> CardChoice | PlayerChoice | None:
    """The choice to ask, or None (recorded as «none») when there is nothing to choose.

    ГЛ «Поиск»: «Если в колоде есть нужные карты, можно их не искать»; ГЛ
    «Авангард Х»: «вы можете»; so «none» is always an answer.
    """
    if e.kind is EffectKind.MILL:  # ГЛ «Мор X»: «любой колоды»: whose deck is his choice
        return PlayerChoice(g.players[entry.controller].name, source=entry.source)
    found = options(g, entry, e)
    if e.kind is EffectKind.VANGUARD and not in_play(g, entry.source):
        found = []
    if found:
        zone = "deck" if e.kind is EffectKind.SEARCH else "hand"
        return CardChoice(g.players[entry.controller].name, source=entry.source, zone=zone, offered=tuple(found))
    g.performing = replace(entry, picked=-1)
    return None


def search(g: GameState, entry: Entry) -> None:
    """ГЛ «Поиск — [карта/карты]»: «покажите её противнику и положите её/их себе в руку… перемешайте её»."""
    from tolaria.heroes.engine import shuffle

    p = g.players[entry.controller]
    c = entry.picked
    if c >= 0 and c in p.deck:
        p.deck.remove(c)
        p.hand.append(c)
        g.objects[c].zone = Zone.HAND
        emit(g, "search", f"{p.name} finds {g.objects[c].name}, shows it and puts it into the hand", ("ГЛ «Поиск — [карта/карты]»",))
    else:
        emit(g, "search", f"{p.name} looks through the deck and takes nothing", ("ГЛ «Поиск — [карта/карты]»",))
    shuffle(g, p.deck)


def mill(g: GameState, entry: Entry, e: Effect) -> None:
    """ГЛ «Мор X»: the X top cards of the chosen player's deck go to his graveyard (fewer if the deck has fewer)."""
    p = g.players[entry.picked if entry.picked in (0, 1) else entry.controller]
    gone = p.deck[:e.amount]
    del p.deck[:e.amount]
    for c in gone:
        g.objects[c].zone = Zone.GRAVEYARD
        p.graveyard.append(c)
    names = ", ".join(g.objects[c].name for c in gone) or "nothing"
    emit(g, "mill", f"the top {e.amount} cards of {p.name}'s deck go to the graveyard: {names}", ("ГЛ «Мор X»",))


def vanguard(g: GameState, entry: Entry) -> None:
    """ГЛ «Авангард Х»: the creature is played free, gets Рывок and returns at the end of the turn; this card closes."""
    p = g.players[entry.controller]
    c = entry.picked
    if c < 0 or c not in p.hand or not in_play(g, entry.source):
        emit(g, "vanguard", f"{p.name} plays no creature by Авангард", ("ГЛ «Авангард Х»",))
        return
    card = g.objects[c]
    p.hand.remove(c)
    emit(g, "vanguard", f"{p.name} plays {card.name} free by Авангард of {g.objects[entry.source].name}",
         ("ГЛ «Авангард Х»", "ГЛ «Бесплатно»"))
    zones.appear(g, c, entry.controller, ("ГЛ «Авангард Х»",), played=True)  # «разыграть существо с руки»
    card.effects = (*card.effects, Acquired("Рывок", "end_of_turn"))
    card.returns = True
    g.objects[entry.source].closed = True
    emit(g, "close", f"{label(g, entry.source)} closes (Авангард)", ("ГЛ «Авангард Х»",))
