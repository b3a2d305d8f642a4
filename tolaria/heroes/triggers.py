"""Triggered abilities waiting to enter the Очередь, and ГЛ «Засада», the trigger that works in the hand.

ГЛ «Срабатывающая способность» («Всегда использует очередь»), ГЛ «В начале
хода», ГЛ «Засада» («<условие>, Засада Х»: «вы можете разыграть эту карту
из руки … за Х. Эта особенность работает как в свой ход, так и в ход
противника»). A trigger of a card in the hand names no card to the other
player: its entry reads «a card from p2's hand» in what he is shown.
"""

from __future__ import annotations

from tolaria.heroes import zones
from tolaria.heroes.abilities import EffectKind, Keyword, Triggered, When
from tolaria.heroes.cards import CardType
from tolaria.heroes.rules import defn, emit, in_force, label, printed, text_of
from tolaria.heroes.state import Entry, EntryKind, GameState, Zone


def source_name(g: GameState, cid: int, viewer: int | None) -> str:
    """A source as ``viewer`` may read it: a card in a hand or deck is named only to its owner (None: to nobody)."""
    card = g.objects[cid]
    if card.zone in (Zone.HAND, Zone.DECK) and viewer != card.owner:
        return f"a card from {g.players[card.owner].name}'s {card.zone.value}"
    return card.name


def entry_text(g: GameState, entry: Entry, viewer: int | None = None) -> str:
    """``SOURCE KIND[ K][ -> TARGET, ...]`` as ``viewer`` may read it (None: the full text of the log)."""
    src = g.objects[entry.source].name if viewer is None else source_name(g, entry.source, viewer)
    if entry.kind is EntryKind.STRIKE:
        return f"{src} strike -> {label(g, entry.targets[0], viewer)}"
    k = f" {entry.index}" if entry.index else ""
    named = [t for t in entry.targets if t >= 0]  # an «иначе»'s [Х] with no legal target names none (ГЛ «Иначе»)
    tail = (" -> " + ", ".join(label(g, t, viewer) for t in named)) if named else ""
    return f"{src} {entry.kind.value}{k}{tail}"


def emit_entry(g: GameState, event: str, entry: Entry, tail: str, rules: tuple[str, ...]) -> None:
    """Log an entry's event; the other player reads it without the name of a card he can't see."""
    full = entry_text(g, entry) + tail
    public = entry_text(g, entry, 1 - entry.controller) + tail
    if public == full:
        emit(g, event, full, rules)
    else:
        emit(g, event, full, rules, seat=entry.controller, public=public)


def wait(g: GameState, seat: int, when: When, exclude: int = -1) -> None:
    """The triggers of ``seat``'s cards on ``when``: those in his game zone, and his ambushes in the hand."""
    p = g.players[seat]
    for c in [p.hero, *p.battlefield]:
        if c == exclude or g.objects[c].hidden:
            continue
        for k, t in enumerate(text_of(g, c).triggered, 1):
            if t.when is when and t.in_play and in_force(g, c, t):
                g.waiting.append(Entry(EntryKind.TRIGGER, c, seat, k))
    ambushes(g, seat, when)


def ambushes(g: GameState, seat: int, when: When) -> None:
    """ГЛ «Засада»: the cards of ``seat``'s hand (or under his Яйцо) whose «<условие>, Засада Х» is ``when`` and that
    could be played now («разыграть эту карту из руки или добытую вашим Яйцом»)."""
    for c in [*g.players[seat].hand, *zones.mined_by_egg(g, seat)]:
        for k, t in enumerate(printed(g, c).triggered, 1):
            if t.when is when and t.from_hand and in_force(g, c, t) and ambush_possible(g, c, t):
                g.waiting.append(Entry(EntryKind.TRIGGER, c, seat, k))


def spend(g: GameState, seat: int, coins: int) -> None:
    """Coins spent: ГЛ «Расход X: [Текст]» «Когда вы тратите монеты, если были потрачены Х или более монет за ход»."""
    if coins <= 0:
        return
    p = g.players[seat]
    p.spent += coins
    for c in [p.hero, *p.battlefield]:
        card = g.objects[c]
        if card.hidden:
            continue
        for k, t in enumerate(text_of(g, c).triggered, 1):
            if t.when is When.SPENT and p.spent >= t.threshold and k not in card.spent_fired and in_force(g, c, t):
                card.spent_fired = (*card.spent_fired, k)  # «Срабатывает один раз за ход для каждого значения»
                g.waiting.append(Entry(EntryKind.TRIGGER, c, seat, k))


def ambush_price(t: Triggered) -> int:
    return next(e.amount for e in t.effects if e.kind is EffectKind.AMBUSH)


def ambush_possible(g: GameState, cid: int, t: Triggered) -> bool:
    """Whether the card can be played by its Засада now: in its owner's hand, X open coins, room for it.

    An ambush the player can't pay does not trigger (READINGS.md).
    """
    card = g.objects[cid]
    d = defn(g, cid)
    p = g.players[card.owner]
    laid = card.zone is Zone.MINED and cid in zones.mined_by_egg(g, card.owner)  # «или добытую вашим Яйцом»
    if not (card.zone is Zone.HAND and cid in p.hand or laid) or d.unsupported or p.coins_open < ambush_price(t):
        return False
    if d.type is CardType.SPELL:  # played, each of its abilities chooses its targets as it enters
        from tolaria.heroes.engine import ability_targets

        return all(ability_targets(g, card.owner, cid, body) for body in d.abilities.spell)
    return d.type in (CardType.CREATURE, CardType.SUPPORT) and not zones.support_clash(g, card.owner, cid)


def incarnations(g: GameState, seat: int) -> None:
    """ГЛ «Инкарнация X»: at the start of his turn the creatures in his graveyard that he could bring back trigger."""
    for c in g.players[seat].graveyard:
        for k, t in enumerate(printed(g, c).triggered, 1):
            if t.from_graveyard and t.when is When.OWN_TURN_START and in_force(g, c, t) and incarnation_possible(g, c, t):
                g.waiting.append(Entry(EntryKind.TRIGGER, c, seat, k))


def incarnation_possible(g: GameState, cid: int, t: Triggered) -> bool:
    """In its owner's graveyard, with X coins to lose (open or closed: ГЛ «Потеряйте монету»)."""
    card = g.objects[cid]
    p = g.players[card.owner]
    x = next(e.amount for e in t.effects if e.kind is EffectKind.INCARNATION)
    return card.zone is Zone.GRAVEYARD and cid in p.graveyard and p.coins_open + p.coins_closed >= x


def reincarnate(g: GameState, entry: Entry, t: Triggered) -> None:
    """ГЛ «Инкарнация X»: agreed, he loses X coins and the creature returns from the graveyard closed (ГЛ «Возрождение»)."""
    cid = entry.source
    card = g.objects[cid]
    p = g.players[card.owner]
    if entry.agreed != 1 or not incarnation_possible(g, cid, t):
        if entry.agreed != 0:
            emit_entry(g, "incarnation", entry, ": it can't return now", ("ГЛ «Инкарнация X»",))
        return
    x = next(e.amount for e in t.effects if e.kind is EffectKind.INCARNATION)
    from_closed = min(x, p.coins_closed)  # ГЛ «Потеряйте монету»: «на свой выбор»; closed ones first, he keeps the open
    p.coins_closed -= from_closed
    p.coins_open -= x - from_closed
    p.graveyard.remove(cid)
    emit(g, "incarnation", f"{p.name} loses {x} coin{'s' if x != 1 else ''} and {card.name} returns from the graveyard closed",
         ("ГЛ «Инкарнация X»", "ГЛ «Потеряйте монету»", "ГЛ «Возрождение (возродить)»"))
    zones.appear(g, cid, card.owner, ("ГЛ «Возрождение (возродить)»",))
    card.closed = True


def is_incarnation(g: GameState, entry: Entry) -> Triggered | None:
    """The Инкарнация this entry performs, if it is one."""
    if entry.kind is not EntryKind.TRIGGER or not entry.index:
        return None
    t = printed(g, entry.source).triggered[entry.index - 1]
    return t if t.from_graveyard else None


def is_ambush(g: GameState, entry: Entry) -> Triggered | None:
    """The Засада this entry performs, if it is one."""
    if entry.kind is not EntryKind.TRIGGER or not entry.index:
        return None
    t = printed(g, entry.source).triggered[entry.index - 1]
    return t if t.from_hand else None


def spring(g: GameState, entry: Entry, t: Triggered) -> None:
    """ГЛ «Засада»: agreed and still possible, the card is played from the hand for X (an alternative cost)."""
    cid = entry.source
    card = g.objects[cid]
    owner = g.players[card.owner]
    if entry.agreed != 1 or not ambush_possible(g, cid, t):
        if entry.agreed == 1 or entry.agreed == -1:
            emit_entry(g, "ambush", entry, ": the card can't be played now", ("ГЛ «Засада»",))
        return
    x = ambush_price(t)
    if x:
        owner.coins_open -= x
        owner.coins_closed += x
        spend(g, card.owner, x)
    where = "the hand"
    if card.zone is Zone.MINED:  # ГЛ «Засада»: «добытую вашим Яйцом»
        where = f"under {g.objects[card.miner].name}"
        card.miner, card.mined_from = -1, ""
    else:
        owner.hand.remove(cid)
    emit(g, "ambush", f"{owner.name} plays {card.name} from {where} for {x} (Засада)", ("ГЛ «Засада»", "ГЛ «Оплата»"))
    thirst = defn(g, cid).abilities.value(Keyword.THIRST)
    if thirst and entry.picked >= 0:  # ГЛ «Жажда Х»: an additional cost, added to the ambush's alternative one
        from tolaria.heroes.combat import pay_thirst

        pay_thirst(g, card.owner, cid, entry.picked, thirst)
        if g.over:
            return
    if defn(g, cid).type is CardType.SPELL:
        play_again(g, cid, card.owner, ("ГЛ «Засада»", "ПП «Фаза розыгрыша карты»"), played=True)
        return
    zones.appear(g, cid, card.owner, ("ГЛ «Засада»", "ПП 309.2"), played=True)


def play_again(g: GameState, cid: int, seat: int, why: tuple[str, ...], played: bool) -> None:
    """A spell's abilities enter the Очередь outside a declaration, each choosing its targets as it enters.

    Played by Засада (``played``: it goes to the graveyard, and «когда противник
    разыгрывает заклинание / карту» triggers), or repeated (ГЛ «Повторить»: «Вы можете
    выбирать новые цели для повторенной карты. Срабатывающие способности на розыгрыш
    заклинания не срабатывает на такое повторение»).
    """
    card = g.objects[cid]
    if played:
        card.zone = Zone.GRAVEYARD
        g.players[card.owner].graveyard.append(cid)
        emit(g, "spell", f"{card.name}'s abilities enter the Очередь; the card goes to the graveyard",
             (*why, "ГЛ «Кладбище»"))
    g.entering.extend(Entry(EntryKind.SPELL, cid, seat, k, choosing=True)
                      for k in range(1, len(printed(g, cid).spell) + 1))
    if played:
        wait(g, 1 - seat, When.ENEMY_PLAYS_SPELL)
        wait(g, 1 - seat, When.ENEMY_PLAYS_CARD)
