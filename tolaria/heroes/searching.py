"""Cards and players chosen as an entry is performed: ГЛ «Поиск», ГЛ «Единение Х», ГЛ «Авангард Х», ГЛ «Мор X».

The entry asks its controller a :class:`CardChoice` (``choose C`` or
``choose none``: a card of his deck or hand) or a :class:`PlayerChoice`
(``choose PLAYER``: whose deck) before its effects, as the other questions
are asked; the answer is kept in ``Entry.picked``.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.berserk.cards import fold
from tolaria.heroes import zones
from tolaria.heroes.abilities import Effect, EffectKind, SearchFor, Sought, Triggered
from tolaria.heroes.cards import CardDef, CardType
from tolaria.heroes.decisions import CardChoice, PlayerChoice
from tolaria.heroes.rules import (
    characters,
    cost_of,
    defn,
    emit,
    in_play,
    is_creature,
    label,
    printed,
)
from tolaria.heroes.state import Acquired, Entry, EntryKind, GameState, Zone

CHOOSING = (EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL, EffectKind.LIFE_GIFT, EffectKind.REPEAT)


def options(g: GameState, entry: Entry, e: Effect) -> list[int]:
    """The cards the effect may choose: in the deck for a search (less those it has found), in the hand for Авангард."""
    p = g.players[entry.controller]
    if e.kind is EffectKind.SEARCH:
        assert e.find is not None
        return [c for c in p.deck if c not in entry.found and fits(defn(g, c), e.find)]
    if e.kind is EffectKind.REPEAT:  # his own graveyard, the opponent's, or either («с любого кладбища»)
        seats = {"": (entry.controller,), "enemy": (1 - entry.controller,)}.get(e.card, (entry.controller, 1 - entry.controller))
        return [c for s in seats for c in g.players[s].graveyard if repeatable(defn(g, c))]
    if e.kind is EffectKind.LIFE_GIFT:
        most = gift_pool(g, entry.controller)
        most = min(most, e.amount) if e.amount >= 0 else most
        return [c for c in p.battlefield if is_creature(g, c) and not g.objects[c].created and not g.objects[c].hidden
                and cost_of(g, c) <= most]
    return [c for c in p.hand if defn(g, c).type is CardType.CREATURE and defn(g, c).cost <= e.amount
            and not defn(g, c).unsupported and c != entry.source]


_KINDS = {Sought.CREATURE: CardType.CREATURE, Sought.SPELL: CardType.SPELL, Sought.SUPPORT: CardType.SUPPORT}


def fits(d: CardDef, find: SearchFor) -> bool:
    """ГЛ «Поиск — [карта/карты]»: «карт, удовлетворяющих параметру»: the kind, cost, class, element and name."""
    if find.sought in _KINDS and d.type is not _KINDS[find.sought]:
        return False
    if find.name and fold(d.name) != fold(find.name):
        return False
    if find.most >= 0 and d.cost > find.most or find.least >= 0 and d.cost < find.least:
        return False
    if find.card_class and find.card_class not in {fold(c) for c in d.classes}:
        return False
    return not find.element or find.element in {fold(el.value) for el in d.elements}


def question(g: GameState, entry: Entry, e: Effect) -> CardChoice | PlayerChoice | None:
    """The choice to ask, or None (recorded as «none») when there is nothing (more) to choose.

    ГЛ «Поиск»: «Если в колоде есть нужные карты, можно их не искать»; ГЛ
    «Авангард Х»: «вы можете»; so «none» is always an answer. A search of several asks
    one card at a time, while it has found fewer than it names and more fit («можно
    положить те, что есть»).
    """
    if e.kind is EffectKind.MILL:  # ГЛ «Мор X»: «любой колоды»: whose deck is his choice
        return PlayerChoice(g.players[entry.controller].name, source=entry.source)
    found = options(g, entry, e)
    if e.kind is EffectKind.VANGUARD and not in_play(g, entry.source):
        found = []
    if e.kind is EffectKind.SEARCH and e.find is not None and len(entry.found) >= e.find.count:
        found = []
    if found:
        zone = {EffectKind.SEARCH: "deck", EffectKind.LIFE_GIFT: "battlefield", EffectKind.REPEAT: "graveyard"}.get(
            e.kind, "hand")
        return CardChoice(g.players[entry.controller].name, source=entry.source, zone=zone, offered=tuple(found))
    g.performing = replace(entry, picked=-1)
    return None


def answered(entry: Entry, e: Effect, card: int) -> Entry:
    """The entry with a card chosen (or none, -1): a search of several keeps asking until it has them all or none is said."""
    if e.kind is EffectKind.SEARCH and e.find is not None and e.find.count > 1:
        if card < 0:
            return replace(entry, picked=-1)
        return replace(entry, found=(*entry.found, card))  # asked again (``picked`` stays unasked)
    return replace(entry, picked=card)


def search(g: GameState, entry: Entry) -> None:
    """ГЛ «Поиск — [карта/карты]»: «покажите её противнику и положите её/их себе в руку… перемешайте её»."""
    from tolaria.heroes.engine import shuffle

    p = g.players[entry.controller]
    chosen = [*entry.found, *((entry.picked,) if entry.picked >= 0 else ())]
    taken = [c for c in chosen if c in p.deck]
    for c in taken:
        p.deck.remove(c)
        g.players[g.objects[c].owner].hand.append(c)  # ГЛ «Владелец карты»: «всегда попадает в руку … своего владельца»
        g.objects[c].zone = Zone.HAND
        emit(g, "search", f"{p.name} finds {g.objects[c].name}, shows it and puts it into the hand", ("ГЛ «Поиск — [карта/карты]»",))
    if not taken:
        emit(g, "search", f"{p.name} looks through the deck and takes nothing", ("ГЛ «Поиск — [карта/карты]»",))
    shuffle(g, p.deck)


def repeatable(d: CardDef) -> bool:
    """ГЛ «Повторить»: a spell read whole with abilities, none of them repeating in turn (READINGS.md: no loop)."""
    return d.type is CardType.SPELL and not d.unsupported and bool(d.abilities.spell) \
        and not any(e.kind is EffectKind.REPEAT for body in d.abilities.spell for e in body)


def repeat(g: GameState, entry: Entry) -> None:
    """ГЛ «Повторить»: the chosen spell's abilities enter the Очередь again, each choosing new targets as it enters.

    «Срабатывающие способности на розыгрыш заклинания не срабатывает на такое повторение»:
    nothing «when a spell is played» triggers, and the card stays in the graveyard.
    """
    from tolaria.heroes.triggers import play_again

    p = g.players[entry.controller]
    c = entry.picked
    if c < 0 or g.objects[c].zone is not Zone.GRAVEYARD:
        emit(g, "repeat", f"{p.name} repeats no spell", ("ГЛ «Повторить»",))
        return
    emit(g, "repeat", f"{p.name} repeats {g.objects[c].name}: its abilities enter the Очередь again", ("ГЛ «Повторить»",))
    play_again(g, c, entry.controller, ("ГЛ «Повторить»",), played=False)


def repeats_itself(t: Triggered) -> bool:
    """A trigger that repeats in turn: repeating it could repeat it again without end (no bound is set: READINGS.md)."""
    return any(e.kind in (EffectKind.REPEAT, EffectKind.REPEAT_ABILITIES) for e in t.effects)


def repeat_abilities(g: GameState, entry: Entry, e: Effect, cid: int) -> bool:
    """ГЛ «Повторить» «только выбранные, если это указано»: the card's triggered abilities of the kind named
    (``e.card``: «Найм», «Гибель»...) are applied again: they enter the Очередь as the repeating player's,
    in text order, each choosing new targets as it enters; nothing triggers on it. Whether any did."""
    p = g.players[entry.controller]
    found = [k for k, t in enumerate(printed(g, cid).triggered, 1)
             if t.when.value == e.card and t.in_play and not repeats_itself(t)]
    if not found or g.objects[cid].blank:
        emit(g, "repeat", f"{p.name} repeats nothing: {label(g, cid)} has no «{e.card}» to repeat", ("ГЛ «Повторить»",))
        return False
    emit(g, "repeat", f"{p.name} repeats the «{e.card}» of {label(g, cid)}: it enters the Очередь again", ("ГЛ «Повторить»",))
    g.entering.extend(Entry(EntryKind.TRIGGER, cid, entry.controller, k) for k in found)
    return True


def gift_pool(g: GameState, seat: int) -> int:
    """ГЛ «Дар жизни»: the extra lives on the player's characters, all that «Снимите с ваших персонажей» may take."""
    return sum(g.objects[c].extra_life for c in characters(g, seat) if not g.objects[c].hidden)


def gift_givers(g: GameState, seat: int) -> list[int]:
    """His characters with extra lives to take off (ГЛ «Дополнительные жизни»)."""
    return [c for c in characters(g, seat) if g.objects[c].extra_life > 0 and not g.objects[c].hidden]


def life_gift(g: GameState, entry: Entry) -> None:
    """ГЛ «Дар жизни»: the extra lives as divided (``entry.split``) come off, then the chosen creature is copied.

    The creature is chosen first and exactly its cost in extra lives is taken off (READINGS.md):
    «Снимите … Х или менее дополнительных жизней; создайте копию … стоимостью равной количеству
    снятых», so the number taken off is the copy's cost. A creature or a giver gone by then:
    nothing happens.
    """
    p = g.players[entry.controller]
    c = entry.picked
    split = entry.split
    givers = list(zip(split[0::2], split[1::2], strict=True))
    if c < 0 or not in_play(g, c) or any(not in_play(g, k) or g.objects[k].extra_life < n for k, n in givers):
        emit(g, "life gift", f"{p.name} copies no creature by Дар жизни", ("ГЛ «Дар жизни, или Дар жизни X»",))
        return
    for k, n in givers:
        g.objects[k].extra_life -= n
        emit(g, "life gift", f"{label(g, k)} loses {n} extra li{'fe' if n == 1 else 'ves'} (Дар жизни)",
             ("ГЛ «Дар жизни, или Дар жизни X»", "ГЛ «Дополнительные жизни»"))
    zones.copy_creature(g, entry.controller, c)


def mill(g: GameState, entry: Entry, e: Effect) -> None:
    """ГЛ «Мор X»: the X top cards of the chosen player's deck go to his graveyard (fewer if the deck has fewer)."""
    p = g.players[entry.picked if entry.picked in (0, 1) else entry.controller]
    gone = p.deck[:e.amount]
    del p.deck[:e.amount]
    for c in gone:
        g.objects[c].zone = Zone.GRAVEYARD
        g.players[g.objects[c].owner].graveyard.append(c)  # ГЛ «Владелец карты»: «всегда попадает в … кладбище своего владельца»
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
