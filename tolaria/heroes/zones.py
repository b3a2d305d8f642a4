"""Cards moving between zones: appearing in the game zone, created cards and the supply, returning.

ГЛ «Зона (зоны)» (игровая зона, рука, колода, кладбище, запас), ГЛ «Входит
в игру», ГЛ «Создайте Х», ГЛ «Созданный», ГЛ «Вернуть (убрать) в колоду»,
ГЛ «Владелец карты» («Карта всегда попадает в руку, колоду …, запас и
кладбище своего владельца»), ПП 309.2.
"""

from __future__ import annotations

from tolaria.berserk.cards import fold
from tolaria.core.rng import Rng
from tolaria.heroes.abilities import EGG, InsteadOf, Keyword, When
from tolaria.heroes.cards import CardType
from tolaria.heroes.rules import (
    defn,
    emit,
    has,
    in_force,
    in_play,
    is_creature,
    is_mechanism,
    label,
    names_of,
    origin,
    printed,
)
from tolaria.heroes.state import Acquired, CardState, Entry, EntryKind, GameState, Zone


def appear(g: GameState, cid: int, seat: int, why: tuple[str, ...], played: bool = False) -> None:
    """A creature or support card enters ``seat``'s game zone: «sick», closed with Спящий; its «Найм:» triggers wait.

    ГЛ «Входит в игру»: «когда попадает в игровую зону из любой другой (рука,
    кладбище, колода, запас)»; ГЛ «Слабость первого хода»; ПП 309.2.
    """
    c = g.objects[cid]
    c.zone = Zone.BATTLEFIELD
    c.controller = seat
    c.sick = True
    c.closed = has(g, cid, Keyword.SLEEPER)
    g.players[seat].battlefield.append(cid)
    emit(g, "appear", f"{c.name} appears in {g.players[seat].name}'s game zone", (*why, "ГЛ «Входит в игру»"))
    enter_with(g, cid)
    unique(g, cid)
    if played:
        from tolaria.heroes.triggers import wait

        if defn(g, cid).type is CardType.CREATURE:
            wait(g, 1 - seat, When.ENEMY_PLAYS_CREATURE)
        if defn(g, cid).type is CardType.SUPPORT:
            wait(g, 1 - seat, When.ENEMY_PLAYS_SUPPORT)
        wait(g, 1 - seat, When.ENEMY_PLAYS_CARD)
    for k, t in enumerate(printed(g, cid).triggered, 1):  # ГЛ «Авангард Х»: «После розыгрыша этой карты»
        if (t.when is When.HIRE or (played and t.when is When.PLAYED)) and not c.blank and in_play(g, cid) \
                and in_force(g, cid, t):
            g.waiting.append(Entry(EntryKind.TRIGGER, cid, seat, k))


def mechanisms(g: GameState, seat: int) -> list[int]:
    """ГЛ «Модуль»: «к вашему механизму»: his creatures in play with the class Механизм (not hidden)."""
    return [c for c in g.players[seat].battlefield
            if is_creature(g, c) and not g.objects[c].hidden and is_mechanism(g, c)]


def attach_card(g: GameState, cid: int, host: int) -> bool:
    """ГЛ «Присоединить карту Х к карте Y» as an effect: the card in play goes under ``host``; whether it did.

    It leaves the game zone (what it mined comes back, ГЛ «Добывает»), its wounds go with it, its other
    state goes («Карта Х подкладывается под карту Y»); no «Найм:» triggers (only Модуль says so). A card
    that is combined already, or is ``host`` itself, is not attached.
    """
    c = g.objects[cid]
    if cid == host or not (in_play(g, cid) and in_play(g, host)) or c.parts or g.objects[host].hidden:
        return False
    wounds = c.wounds
    leave_play(g, cid)
    release(g, cid)
    reset(c)
    c.once = 0
    c.wounds = wounds
    attach(g, cid, host, g.objects[host].controller, hire=False)
    return True


def attach(g: GameState, cid: int, host: int, seat: int, hire: bool = True) -> None:
    """ГЛ «Модуль»: «вместо этого можете присоединить эту карту к вашему механизму, при этом сработают те Наймы,
    которые принадлежат присоединяемому существу»; ГЛ «Присоединить карту Х к карте Y».

    The card goes under ``host`` («Карта Х подкладывается под карту Y и это объединение считается одной
    картой»), bringing its wounds («Если на карте Х были раны, то они тоже переносятся»); the combined card
    has the sums and names of both (``rules.life``, ``printed``...). Its own «Найм:» abilities, now the
    combined card's, trigger; nothing enters the game zone.
    """
    c, h = g.objects[cid], g.objects[host]
    c.zone, c.host, c.controller = Zone.ATTACHED, host, seat
    h.parts = (*h.parts, cid)
    h.wounds += c.wounds
    c.wounds = 0
    emit(g, "attach", f"{c.name} is attached to {h.name}: one combined card", ("ГЛ «Модуль»", "ГЛ «Присоединить карту Х к карте Y»",
                                                                              "ГЛ «Объединённая карта»"))
    for k, t in enumerate(printed(g, host).triggered, 1):
        if hire and t.when is When.HIRE and origin(g, host, k)[0] == cid and in_force(g, host, t):
            g.waiting.append(Entry(EntryKind.TRIGGER, host, seat, k))
    unique(g, host)


def separate(g: GameState, host: int, zone: Zone) -> None:
    """ГЛ «Присоединить карту Х к карте Y»: «Если объединённая карта переходит из игры в другую зону, все карты,
    участвующие в объединении, уходят в эту зону и считаются разными картами»: each part to its owner's ``zone``
    (a created part to its supply instead, as from any return)."""
    h = g.objects[host]
    parts, h.parts = h.parts, ()
    for cid in parts:
        c = g.objects[cid]
        c.host = -1
        reset(c)
        c.once = 0
        owner = g.players[c.owner]
        if zone is Zone.GRAVEYARD:
            c.zone = Zone.GRAVEYARD
            owner.graveyard.append(cid)
        elif c.created:
            c.zone = Zone.SUPPLY
            owner.supply.append(cid)
        else:
            c.zone = zone
            (owner.hand if zone is Zone.HAND else owner.deck).append(cid)
            if zone is Zone.DECK:
                rng = Rng(g.rng)
                rng.shuffle(owner.deck)
                g.rng = rng.state
        emit(g, "separate", f"{c.name}, a part of {h.name}, goes to {owner.name}'s {c.zone.value} as a card of its own",
             ("ГЛ «Присоединить карту Х к карте Y»",))


def enter_with(g: GameState, cid: int) -> None:
    """ГЛ «Входит в игру с [эффект]»: «Обычный вход в игру замещается входом с эффектом или в указанном виде»."""
    c = g.objects[cid]
    if c.blank:
        return
    for w in printed(g, cid).enters:
        if w.strengthen or w.weaken:
            net = w.strengthen - w.weaken  # усиление and ослабление cancel each other (ГЛ «Эффект ослабления»)
            if net:
                key = "усиление" if net > 0 else "ослабление"
                c.markers[key] = c.markers.get(key, 0) + abs(net)
        c.extra_life += w.extra_life
        c.wounds += w.wounds
        c.closed = c.closed or w.closed
        emit(g, "enter with", f"{c.name} enters the game «{w.text}»", ("ГЛ «Входит в игру с [эффект]»", "ГЛ «Эффект замещения»"))


def change_control(g: GameState, cid: int, seat: int, until_end: bool = False) -> bool:
    """ГЛ «Возьмите под контроль Х», ГЛ «Отдайте»: the card goes to ``seat``'s отряд; whether it moved.

    The controller is a non-basic property whose change «не породило никаких
    эффектов» (ПП 104.3.1): wounds, markers, effects, open or closed, and «раз за
    ход» markers stay. No zone is left or entered, so nothing «входит в игру» and
    no «Найм:» triggers; but it is «sick» for its new controller (ГЛ «Слабость
    первого хода»: «в тот ход, когда оно появилось под контролем этого игрока»)
    and taking a card under control brings it into the отряд, where Уникальность
    applies (ГЛ «Взять карту в отряд», ГЛ «Уникальность»). It goes back to its
    owner as it leaves the game zone (ПП 104.3.1: «При выходе из игровой зоны,
    карта восстанавливает эти свойства»).
    """
    c = g.objects[cid]
    if c.controller == seat:
        return False
    if support_clash(g, seat, cid) and not _make_room(g, seat, cid):
        return False
    leave_play(g, cid)
    c.lent = c.controller if until_end else -1  # «до конца хода»: back to him as the turn ends
    c.controller = seat
    c.sick = True
    g.players[seat].battlefield.append(cid)
    emit(g, "control", f"{label(g, cid)} comes under {g.players[seat].name}'s control",
         ("ГЛ «Возьмите под контроль Х»", "ГЛ «Отдайте»"))
    unique(g, cid)
    return True


def _make_room(g: GameState, seat: int, cid: int) -> bool:
    """ГЛ «Карта поддержки»: «несколько карт поддержки, но только разных классов»; ``rules.support_control``.

    ``fails``: he can't have the second, so it does not come under his control;
    ``replaces``: the one he had goes to its owner's graveyard (as Уникальность's first card).
    """
    from tolaria.heroes.combat import die
    from tolaria.heroes.params import SupportControl

    cls = defn(g, cid).support_class
    had = next(o for o in g.players[seat].battlefield if defn(g, o).support_class is cls)
    rules = ("ГЛ «Карта поддержки»", g.rules.cite("support_control"))
    if g.rules.support_control is SupportControl.FAILS:
        emit(g, "control", f"{label(g, cid)} does not come under {g.players[seat].name}'s control: he has "
             f"{g.objects[had].name} of its class", rules)
        return False
    emit(g, "control", f"{g.objects[had].name} goes to the graveyard: {label(g, cid)} of its class comes under "
         f"{g.players[seat].name}'s control", rules)
    die(g, had, replaceable=False)
    return True


def unique(g: GameState, cid: int) -> None:
    """ГЛ «Уникальность»: of two cards of one name under one player, one with Уникальность, the first goes to the graveyard."""
    from tolaria.heroes.combat import die

    c = g.objects[cid]
    names = names_of(g, cid)  # ГЛ «Объединённая карта»: it has every name of its parts
    for other in list(g.players[c.controller].battlefield):
        o = g.objects[other]
        if other != cid and names & names_of(g, other) and (has(g, cid, Keyword.UNIQUE) or has(g, other, Keyword.UNIQUE)):
            emit(g, "unique", f"{o.name} was there first: it goes to the graveyard", ("ГЛ «Уникальность»",))
            die(g, other, replaceable=False)  # no «вместо этого» keeps two of the name (READINGS.md)


def support_clash(g: GameState, seat: int, cid: int) -> bool:
    """ГЛ «Карта поддержки»: whether ``seat`` already has a support card of this card's class in play."""
    cls = defn(g, cid).support_class
    return cls is not None and any(defn(g, o).support_class is cls for o in g.players[seat].battlefield)


def create(g: GameState, seat: int, name: str) -> int | None:
    """ГЛ «Создайте Х»: «Положите в игру карту Х из запаса»; its owner is the player whose ability created it.

    A card of that name waiting in his supply comes first; else a new one is
    taken from the rules' list of created cards (the card database stands for
    it; ГЛ «Созданный»: «Список созданных карт … в конце правил»). None when a
    support card of that class is already his (ГЛ «Карта поддержки»).
    """
    card = g.db.get(name)
    p = g.players[seat]
    cid = next((c for c in p.supply if g.objects[c].name == card.name), None)
    if cid is None:
        cid = max(g.objects, default=-1) + 1
        g.objects[cid] = CardState(cid, card.name, seat, seat, Zone.SUPPLY, created=True)
    else:
        p.supply.remove(cid)
    if card.type is CardType.SUPPORT and support_clash(g, seat, cid):
        p.supply.append(cid)
        emit(g, "create", f"{card.name} is not created: {p.name} already has a {card.support_class.value if card.support_class else ''}",
             ("ГЛ «Карта поддержки»", "ГЛ «Создайте Х»"))
        return None
    g.objects[cid].created = True
    emit(g, "create", f"{p.name} creates {card.name} from the supply", ("ГЛ «Создайте Х»", "ГЛ «Созданный»"))
    appear(g, cid, seat, ("ГЛ «Создайте Х»",))
    return cid


PLACED_MAX = 10
"""ГЛ «Помещённый»: «В сумме в колоде и руке игрока не может быть более 10 помещённых с одинаковым названием»."""


def place(g: GameState, seat: int, name: str, into: int = -1, spot: str = "") -> int | None:
    """ГЛ «Поместите (поместить) Х»: «Замешайте карту Х из вашего запаса в колоду указанного игрока» (then shuffled).

    ``into``: the player whose deck it is (his own by default); ``spot`` "top" or "bottom": put
    there, not shuffled («Если карта кладётся на указанное место в колоде, перемешивание не
    происходит»). A card of that name waiting
    in ``seat``'s supply comes first; else a new one is taken from the rules' list (the card
    database stands for it: «Список помещённых карт … в конце документа»). None when that
    deck and its player's hand hold 10 placed cards of the name. Its owner is ``seat`` (ГЛ
    «Владелец карты»: «в … запасе которого находилась карта»), or the deck's player under
    ``rules.placed_owner=deck``.
    """
    from tolaria.heroes.params import PlacedOwner

    into = seat if into < 0 else into
    card = g.db.get(name)
    p, target = g.players[seat], g.players[into]
    held = sum(1 for c in (*target.deck, *target.hand) if g.objects[c].placed and g.objects[c].name == card.name)
    if held >= PLACED_MAX:
        emit(g, "place", f"{card.name} is not placed: {target.name}'s deck and hand hold {PLACED_MAX} of it",
             ("ГЛ «Помещённый»",))
        return None
    cid = next((c for c in p.supply if g.objects[c].name == card.name), None)
    if cid is None:
        cid = max(g.objects, default=-1) + 1
        g.objects[cid] = CardState(cid, card.name, seat, seat, Zone.SUPPLY, placed=True)
    else:
        p.supply.remove(cid)
    c = g.objects[cid]
    c.placed, c.zone = True, Zone.DECK
    rules: tuple[str, ...] = ("ГЛ «Поместите (поместить) Х»", "ГЛ «Помещённый»")
    if into != seat:
        rules = (*rules, "ГЛ «Владелец карты»", g.rules.cite("placed_owner"))
        if g.rules.placed_owner is PlacedOwner.DECK:
            c.owner = c.controller = into
    whose = "his" if into == seat else f"{target.name}'s"
    if spot:
        target.deck.insert(0 if spot == "top" else len(target.deck), cid)
        emit(g, "place", f"{p.name} puts {card.name} from the supply on the {spot} of {whose} deck", rules)
        return cid
    target.deck.append(cid)
    rng = Rng(g.rng)
    rng.shuffle(target.deck)
    g.rng = rng.state
    emit(g, "place", f"{p.name} shuffles {card.name} from the supply into {whose} deck", rules)
    return cid


def copy_creature(g: GameState, seat: int, of: int) -> int:
    """ГЛ «Создать копию существа»: a new card «со всеми свойствами и способностями как у выбранной карты».

    The copy is the card of the same name in the database (ГЛ «Копия карты»: «Карты с
    одинаковыми названиями являются копиями друг друга»), with «Созданный» added (ГЛ
    «Копия карты (создайте копию … )»); «Раны, эффекты и приобретённые способности не
    «копируются»». Its owner and controller is the player whose ability made it; it enters
    his game zone as any card that «входит в игру».
    """
    source = g.objects[of]
    cid = max(g.objects, default=-1) + 1
    g.objects[cid] = CardState(cid, source.name, seat, seat, Zone.SUPPLY, created=True, copy=True,
                               effects=(Acquired("Созданный"),))
    emit(g, "copy", f"{g.players[seat].name} creates a copy of {label(g, of)} («Копия {source.name}»)",
         ("ГЛ «Создать копию существа»", "ГЛ «Копия карты (создайте копию … )»"))
    appear(g, cid, seat, ("ГЛ «Создать копию существа»",))
    return cid


def become_copy(g: GameState, cid: int, of: int) -> bool:
    """ГЛ «Скопировать свойства и особенности (стать копией)»: «Карта заменяет все свои названия и свойства,
    названиями и свойствами скопированной карты за исключением контролирующего игрока. Карта получает все
    особенности копируемой карты в дополнение к своим»; whether it did.

    It takes the name of the card copied (its properties are that card's: cost, life, strike,
    classes, elements) and keeps its own state (wounds, markers, effects, open or closed,
    controller); its abilities are its own card's and, after them, the copied card's printed
    ones. It stays a copy until it leaves the game zone. Copied again, its own card stays.
    """
    card, other = g.objects[cid], g.objects[of]
    if cid == of or not in_play(g, cid) or card.hidden:
        return False
    own = card.own or card.name
    card.own, card.name = own, other.name
    emit(g, "copy", f"{own} becomes a copy of {label(g, of)}: it is {other.name} now, with its own abilities besides",
         ("ГЛ «Скопировать свойства и особенности (стать копией)»",))
    unique(g, cid)
    return True


def mine(g: GameState, miner: int, cid: int) -> bool:
    """ГЛ «Добывает»: «положите её … под добывшую карту [X], при этом добытая карта … теряют все приобретённые
    эффекты … и маркеры»; whether it was mined.

    The card leaves its zone (the game zone, a hand, a deck) without anything triggering
    («Никакие особенности не срабатывают на такие перемещения»); wounds are markers too
    (ГЛ «Жизни сокращаются до Х»: «маркеры ран»). A «Помещённый» card goes to its owner's
    supply instead; a card can't mine itself; cards under a card mined go back first.
    """
    from tolaria.heroes.combat import replaced_move

    card = g.objects[cid]
    if cid == miner or not in_play(g, miner):
        return False
    if replaced_move(g, cid, InsteadOf.MINED, miner, "is not mined"):  # ГЛ «Вместо», the card's own text first
        return False
    if card.placed:  # ГЛ «Помещённый»: «Когда Помещённая карта становится добытой, вместо этого верните её в запас»
        to_supply(g, cid, " instead of being mined")
        return False
    release(g, cid)
    was = card.zone
    take_out(g, cid)
    reset(card)
    card.once = 0
    card.zone, card.miner, card.mined_from = Zone.MINED, miner, was.value
    emit(g, "mine", f"{label(g, miner)} mines {card.name}: it lies under it", ("ГЛ «Добывает»",))
    return True


def release(g: GameState, miner: int) -> None:
    """ГЛ «Добывает»: «Когда добывшая карта [X] покидает игровую зону, верните добытую карту [Y] в зону, где она
    изначально находилась в открытом виде под контролем владельца … колода перемешивается»; nothing triggers."""
    for c in [c for c in g.objects.values() if c.miner == miner and c.zone is Zone.MINED]:
        back = Zone(c.mined_from)
        owner = g.players[c.owner]
        c.miner, c.mined_from = -1, ""
        c.zone = back
        if back in (Zone.BATTLEFIELD, Zone.HERO):
            c.zone = Zone.BATTLEFIELD
            c.sick = True  # ГЛ «Слабость первого хода»: it appeared under his control this turn
            owner.battlefield.append(c.id)
        else:
            {Zone.HAND: owner.hand, Zone.DECK: owner.deck, Zone.GRAVEYARD: owner.graveyard}[back].append(c.id)
        if back is Zone.DECK:
            rng = Rng(g.rng)
            rng.shuffle(owner.deck)
            g.rng = rng.state
        emit(g, "mine", f"{c.name} comes back from under {g.objects[miner].name} to {owner.name}'s "
             f"{'game zone' if c.zone is Zone.BATTLEFIELD else back.value}", ("ГЛ «Добывает»",))


def mined_by_egg(g: GameState, seat: int) -> list[int]:
    """ГЛ «Засада»: «разыграть эту карту из руки или добытую вашим Яйцом»: the cards under ``seat``'s Яйцо."""
    return [c.id for c in g.objects.values() if c.zone is Zone.MINED and c.owner == seat
            and g.objects[c.miner].controller == seat and fold(g.objects[c.miner].name) == fold(EGG)]


def turn_over(g: GameState, cid: int) -> bool:
    """ГЛ «Переверните Х»: the card turns to its other side, if it has one; whether it did.

    It stays the same card in the same place: wounds, markers, effects, open or closed, all
    stay (nothing enters play, no «Найм:»); its name, properties and abilities are now the
    other side's (ГЛ «Обращенный»). Turned again, it shows its front.
    """
    card = g.objects[cid]
    was = card.name
    if card.front:
        card.name, card.front = card.front, ""
    elif defn(g, cid).back:
        card.name, card.front = g.db.get(defn(g, cid).back).name, card.name
    else:
        emit(g, "turn", f"{label(g, cid)} has no other side", ("ГЛ «Переверните Х»",))
        return False
    emit(g, "turn", f"{was} turns over: it is {card.name} now", ("ГЛ «Переверните Х»", "ГЛ «Обращенный»"))
    return True


def reset(card: CardState) -> None:
    """A card leaving the game zone loses wounds, markers, effects and its state there (ГЛ «Покинуть игровую зону»).

    A turned card shows its front again: the side without «Обращенный» is the one of hands,
    decks and graveyards (ГЛ «Обращенный»: «может появится в игре только с помощью способности
    Переверните»).
    """
    if card.front:
        card.name, card.front = card.front, ""
    if card.own:  # ГЛ «Скопировать свойства и особенности (стать копией)»: leaving the game zone, it is its own card again
        card.name, card.own = card.own, ""
    card.controller = card.owner
    card.lent = -1
    card.closed = card.hidden = card.stunned = card.sick = card.blank = False
    card.strikes = 0
    card.returns = card.hurt = card.awake = False
    card.wounds = card.extra_life = card.negative_life = card.prevented = 0
    card.markers = {}
    card.effects = ()
    card.strike_mod = 0
    card.improved = False
    card.disabled = ()


def take_out(g: GameState, cid: int) -> None:
    """Take a card out of whatever list holds it, any player's (a placed card may lie in another's deck)."""
    for p in g.players:
        for zone in (p.hand, p.deck, p.graveyard, p.supply, p.battlefield):
            if cid in zone:
                zone.remove(cid)


def leave_play(g: GameState, cid: int) -> None:
    """Take a card out of its controller's game zone (no zone yet)."""
    for p in g.players:
        if cid in p.battlefield:
            p.battlefield.remove(cid)


def to_supply(g: GameState, cid: int, why: str) -> None:
    """ГЛ «Созданный», ГЛ «Помещённый»: «верните её в запас владельца (эффект правил игры)»."""
    card = g.objects[cid]
    card.once = 0  # ГЛ «Один (Х) раз за ход»: the markers stay only «в игровой зоне или на кладбище»
    owner = g.players[card.owner]
    take_out(g, cid)
    release(g, cid)
    reset(card)
    if card.copy:  # ГЛ «Создать копию существа»: «она убирается из игровой зоны, при этом взаимодействия с рукой и
        card.zone = Zone.REMOVED  # колодой не происходит»
        emit(g, "copy", f"the copy of {card.name} is removed from the game{why}", ("ГЛ «Создать копию существа»",))
        return
    card.zone = Zone.SUPPLY
    owner.supply.append(cid)
    emit(g, "supply", f"{card.name} goes to {owner.name}'s supply{why}", ("ГЛ «Созданный»",))


def return_card(g: GameState, cid: int, zone: Zone, source: int = -1) -> bool:
    """«верните … в руку» / ГЛ «Вернуть (убрать) в колоду» (then the deck is shuffled); a created card: to the supply.

    Whether it left the game zone: a «вместо этого» of its own text (ГЛ «Вместо») keeps it
    there, before the rules' replacement of a created card (READINGS.md).
    """
    from tolaria.heroes.combat import replaced_move

    card = g.objects[cid]
    where = "hand" if zone is Zone.HAND else "deck"
    event = InsteadOf.RETURNS_HAND if zone is Zone.HAND else InsteadOf.RETURNS_DECK
    if replaced_move(g, cid, event, source, f"does not return to the {where}"):
        return False
    separate(g, cid, zone)
    if card.created:
        to_supply(g, cid, " instead")
        return True
    emit(g, "return", f"{label(g, cid)} returns to {g.players[card.owner].name}'s {where}",
         ("ГЛ «Вернуть (убрать) в колоду»",) if zone is Zone.DECK else ("ГЛ «Владелец карты»",))
    leave_play(g, cid)
    release(g, cid)
    reset(card)
    card.once = 0  # ГЛ «Один (Х) раз за ход»: the markers stay only «в игровой зоне или на кладбище»
    card.zone = zone
    owner = g.players[card.owner]
    if zone is Zone.HAND:
        owner.hand.append(cid)
        return True
    owner.deck.append(cid)
    rng = Rng(g.rng)
    rng.shuffle(owner.deck)
    g.rng = rng.state
    return True


def created_home(g: GameState) -> None:
    """ГЛ «Созданный»: a created card in a graveyard goes to the supply once its «Гибель:» triggers are declared.

    ГЛ «Помещённый»: «Когда Помещённая карта попадает на кладбище, положите её в Запас
    владельца (эффект правил игры)»; the glossary gives no moment, so a placed card goes
    when a created one would (READINGS.md).
    """
    waiting = {e.source for e in (*g.waiting, *g.entering)}
    for p in g.players:
        for cid in list(p.graveyard):
            if (g.objects[cid].created or g.objects[cid].placed) and cid not in waiting:
                to_supply(g, cid, " from the graveyard")
