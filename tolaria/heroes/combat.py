"""Fights, wounds, effects and deaths (heroes-scenarios.md, "Fights, wounds and the end of the game").

ГЛ «Ответный удар», ГЛ «Отражающая карта», ГЛ «Первый удар», ГЛ «Броня Х»,
ГЛ «Уязвимость», ГЛ «Сразиться с выбранным существом», ГЛ «Выстрел на X»,
ГЛ «Гибель (существа, карты)», FAQ-Г.
"""

from __future__ import annotations

from enum import Enum

from tolaria.berserk.cards import fold
from tolaria.heroes import searching, triggers, zones
from tolaria.heroes.abilities import (
    EGG,
    MECHANISM,
    Effect,
    EffectKind,
    IgnoreKind,
    InsteadOf,
    Keyword,
    Over,
    SuperiorityOver,
    Target,
    WardFrom,
    When,
)
from tolaria.heroes.cards import CardType
from tolaria.heroes.rules import (
    POISON,
    STRENGTH,
    WEAKNESS,
    base_strike,
    classes_of,
    cost_of,
    defn,
    elements_of,
    emit,
    gated,
    has,
    ignores,
    in_force,
    in_play,
    is_creature,
    is_hero,
    is_mechanism,
    keyword,
    label,
    life,
    net_strength,
    origin,
    replacements,
    strike_value,
    text_of,
    wards_of,
)
from tolaria.heroes.state import Acquired, Entry, EntryKind, GameState, Zone


class Source(Enum):
    """What deals wounds: armour prevents only strikes and shots (ГЛ «Броня Х»)."""

    STRIKE = "strike"
    COUNTER = "counter"
    SHOT = "shot"
    ABILITY = "ability"
    UNDEAD = "undead"  # ГЛ «Немертвый»: its own ability, the only source it takes wounds from


def deal(g: GameState, source: int, target: int, amount: int, how: Source, payment: bool = False) -> int:
    """Wound ``target``; returns the wounds dealt after Уязвимость, armour and a «вместо этого».

    ``payment``: wounds paid as a cost (ГЛ «Жажда Х»), which no «вместо этого» replaces: a
    payment «не может быть модифицировано» (ГЛ «Ярость» says it of its own wounds; the cost
    must be paid whole for the card to be played).
    """
    card = g.objects[target]
    if not in_play(g, target) or card.hidden:
        return 0
    if has(g, target, Keyword.UNDEAD) and how is not Source.UNDEAD:
        emit(g, "prevention", f"{card.name} takes wounds only from its Немертвый", ("ГЛ «Немертвый»",))
        attack_triggers(g, source, target, how)
        return 0
    attack_triggers(g, source, target, how)
    if how in (Source.STRIKE, Source.SHOT) and card.hurt and is_creature(g, target) and has(g, source, Keyword.WRATH):
        amount += 1
        emit(g, "modifier", f"the attack of {label(g, source)} is 1 stronger on {card.name}, wounded this turn (Гнев)", ("ГЛ «Гнев»",))
    warded = "" if payment else _warded(g, source, target, how)
    if warded:
        rule = "ГЛ «Защита от [текст]»" if warded.startswith("защита") else "ГЛ «Не получает ран от [текст]»"
        emit(g, "prevention", f"{card.name} takes no wounds from {label(g, source)} («{warded}»)", (rule,))
        return 0
    amount = _superiority(g, source, target, amount)
    reduction = keyword(g, target, Keyword.ATTACK_REDUCTION)
    if reduction and how in (Source.STRIKE, Source.SHOT) and amount > 0:  # an attack; a counter-strike is none
        amount = max(0, amount - reduction)
        emit(g, "modifier", f"the attack on {card.name} is {reduction} weaker (-{reduction} от атаки)", ("ГЛ «–X от атаки»", "ГЛ «Атака»"))
    scales = keyword(g, target, Keyword.SCALES)
    if scales and amount > 0 and _passes(g, source, card.name, IgnoreKind.PREVENTIONS, "Чешуя", kw=Keyword.SCALES):
        scales = None
    if scales and how in (Source.STRIKE, Source.COUNTER, Source.SHOT) and 0 < amount <= scales:
        emit(g, "prevention", f"Чешуя {scales} of {card.name} prevents all {amount} wounds", ("ГЛ «Чешуя X»", "ГЛ «Предотвращение»"))
        amount = 0
    if amount > 0 and has(g, target, Keyword.VULNERABLE):
        amount += 1
        emit(g, "modifier", f"{card.name} takes 1 wound more (Уязвимость)", ("ГЛ «Уязвимость»",))
    armour = keyword(g, target, Keyword.ARMOUR)
    if armour and has(g, source, Keyword.IGNORE_ARMOUR) and amount > 0:
        emit(g, "modifier", f"{label(g, source)} ignores the armour of {card.name}", ("ГЛ «Игнорировать [предотвращение] (целевой карты)»",))
        armour = None
    if armour and amount > 0 and _passes(g, source, card.name, IgnoreKind.PREVENTIONS, "Броня", kw=Keyword.ARMOUR):
        armour = None
    if armour and how in (Source.STRIKE, Source.COUNTER, Source.SHOT) and amount > 0:
        stopped = min(amount, max(0, armour - card.prevented))
        if stopped:
            card.prevented += stopped
            amount -= stopped
            emit(g, "prevention", f"Броня {armour} of {card.name} prevents {stopped} wound{'s' if stopped != 1 else ''}",
                 ("ГЛ «Броня Х»", "ГЛ «Предотвращение»"))
    if amount > 0 and not payment and any(r.event is InsteadOf.WOUNDED for r in replacements(g, target)) and \
            not _passes(g, source, card.name, IgnoreKind.REPLACEMENTS, "«Вместо»") and _replaced(g, target, InsteadOf.WOUNDED,
                                                f"takes none of the {amount} wound{'s' if amount != 1 else ''}"):
        return 0
    verb = {Source.STRIKE: "strikes", Source.COUNTER: "strikes back at", Source.SHOT: "shoots",
            Source.ABILITY: "wounds", Source.UNDEAD: "wounds"}[how]
    rule = {Source.STRIKE: "ГЛ «Раны»", Source.COUNTER: "ГЛ «Ответный удар»", Source.SHOT: "ГЛ «Выстрел на X»",
            Source.ABILITY: "ГЛ «Ранить на Х [цель], раниться»", Source.UNDEAD: "ГЛ «Немертвый»"}[how]
    card.wounds += amount
    card.hurt = card.hurt or amount > 0
    emit(g, "wounds", f"{label(g, source)} {verb} {label(g, target)} for {amount}", (rule,))
    if amount > 0 and is_hero(g, target):
        triggers.wait(g, card.controller, When.OWN_HERO_WOUNDED)
    if amount > 0 and how in (Source.STRIKE, Source.COUNTER) and keyword(g, source, Keyword.VAMPIRISM):
        g.waiting.append(Entry(EntryKind.TRIGGER, source, g.objects[source].controller, 0, rule="vampirism"))
    return amount


_WARDED_BY = {
    WardFrom.STRIKES: (Source.STRIKE, Source.COUNTER),  # ГЛ «Ответный удар»: «Удар, который наносит отражающая карта»
    WardFrom.COUNTERS: (Source.COUNTER,),
    WardFrom.ATTACKS: (Source.STRIKE, Source.SHOT),  # ГЛ «Атака»: «Выстрел или удар… ответный удар не является атакой»
    WardFrom.SHOTS: (Source.SHOT,),
    WardFrom.ABILITIES: (Source.ABILITY, Source.SHOT),  # ГЛ «Выстрел на X»: «Способность, атака»
}


def _warded(g: GameState, source: int, target: int, how: Source) -> str:
    """The ward of ``target`` against this blow ("" for none): ГЛ «Защита от [текст]», ГЛ «Не получает ран от [текст]».

    A «Защита» is «порождающая эффект замещения»: a source that ignores that protection,
    or replacements, is not warded off (ГЛ «Игнорировать [защиту]», ГЛ «Игнорировать [замещение]»).
    """
    found = wards_of(g, target)
    if not found:
        return ""
    d = defn(g, source)
    for w in found:
        if w.source in _WARDED_BY:
            hit = how in _WARDED_BY[w.source]
        elif w.source is WardFrom.SPELLS:
            hit = d.type is CardType.SPELL
        elif w.source is WardFrom.CREATURES:
            hit = d.type is CardType.CREATURE
        elif w.source is WardFrom.HEROES:
            hit = d.type is CardType.HERO
        else:
            hit = w.element in elements_of(g, source)
        if not hit:
            continue
        name = g.objects[target].name
        if w.protection and (_passes(g, source, name, IgnoreKind.WARDS, f"«{w.text}»", ward=w.source)
                             or _passes(g, source, name, IgnoreKind.REPLACEMENTS, f"«{w.text}»")):
            continue
        return w.text
    return ""


def _passes(g: GameState, source: int, name: str, kind: IgnoreKind, what: str, ward: WardFrom | None = None,
            kw: Keyword | None = None) -> bool:
    """Whether ``source`` ignores the ability ``what`` of the card ``name`` (logged when it does)."""
    passing = ignores(g, source, kind, ward=ward, kw=kw)
    if passing:
        rule = {IgnoreKind.WARDS: "ГЛ «Игнорировать [защиту]»", IgnoreKind.REPLACEMENTS: "ГЛ «Игнорировать [замещение]»",
                IgnoreKind.PREVENTIONS: "ГЛ «Игнорировать [предотвращение] (целевой карты)»"}[kind]
        emit(g, "modifier", f"{label(g, source)} ignores {what} of {name} («{passing}»)",
             (rule, "ГЛ «Игнорировать особенности [карт]»") if passing.startswith("игнорирует особенности") else (rule,))
    return bool(passing)


def _replaced(g: GameState, cid: int, event: InsteadOf, what: str) -> bool:
    """ГЛ «Вместо»: «применяется в актуальный момент, ожидая эффекта [Х], и заменяет его … эффектом [У] без
    дополнительного занесения в очередь». The first replacement of the card's text for the event is performed."""
    found = next((r for r in replacements(g, cid) if r.event is event), None) if is_creature(g, cid) else None
    if found is None:
        return False
    card = g.objects[cid]
    emit(g, "replacement", f"{card.name} {what}: instead, «{found.text}»", ("ГЛ «Вместо»",))
    entry = Entry(EntryKind.ABILITY, cid, card.controller)
    for e in found.effects:
        for v in _victims(g, entry, e, None):
            _effect(g, entry, e, v)
    return True


def replaced_move(g: GameState, cid: int, event: InsteadOf, source: int, what: str) -> bool:
    """ГЛ «Вместо» on a card in play about to return to a hand or deck, or to become mined: whether it was replaced.

    [У] is performed and the card stays where it is. ``source`` is the card whose effect moves
    it (-1 the rules', as Авангард's return): one that «Игнорирует замещения» moves it all the same.
    """
    if not in_play(g, cid) or g.objects[cid].hidden or not any(r.event is event for r in replacements(g, cid)):
        return False
    if source >= 0 and _passes(g, source, g.objects[cid].name, IgnoreKind.REPLACEMENTS, "«Вместо»"):
        return False
    return _replaced(g, cid, event, what)


def _superiority(g: GameState, source: int, target: int, amount: int) -> int:
    """ГЛ «Превосходство»: «наносит ему на 2 раны больше… получает на 2 раны меньше от существа [Х]» (every source kind)."""
    if amount <= 0 or not (is_creature(g, source) and is_creature(g, target)):
        return amount
    rule = ("ГЛ «Превосходство или Превосходство над [Х]»",)
    over = superior_over(g, source, target)
    if over:
        amount += 2
        emit(g, "modifier", f"{label(g, source)} deals 2 wounds more to {label(g, target)} ({over})", rule)
    over = superior_over(g, target, source)
    if over:
        amount = max(0, amount - 2)
        emit(g, "modifier", f"{label(g, target)} takes 2 wounds less from {label(g, source)} ({over})", rule)
    return amount


def superior_over(g: GameState, holder: int, other: int) -> str:
    """The Превосходство ``holder`` has over the creature ``other`` ("" for none), named for the log.

    Plain Превосходство and «над всеми существами противника» are over every creature of
    the other player; every other form (every creature, a class, an element, a cost) is
    over every other creature that fits, either player's: the glossary names «над всеми
    существами противника» as one form among the others, so only that one is bounded by
    side. Two forms over one creature add 2 once («на 2 раны больше»).
    """
    enemy = g.objects[holder].controller != g.objects[other].controller
    if has(g, holder, Keyword.SUPERIORITY) and enemy:
        return "Превосходство"
    forms = [*text_of(g, holder).superior, *(f for a in gated(g, holder) for f in a.superior)]
    if not forms or g.objects[holder].hidden or holder == other:
        return ""
    for form in forms:
        if _over(form, g, other, enemy):
            return form.text
    return ""


def _over(form: SuperiorityOver, g: GameState, other: int, enemy: bool) -> bool:
    """Whether the creature ``d`` is one the form is over (ГЛ «Превосходство или Превосходство над [Х]»)."""
    if form.over is Over.EVERY:
        return True
    if form.over is Over.ENEMY:
        return enemy
    if form.over is Over.CLASS:
        return form.card_class in {fold(c) for c in classes_of(g, other)}
    if form.over is Over.ELEMENT:
        return form.card_class in elements_of(g, other)
    if form.over is Over.COST_AT_MOST:
        return cost_of(g, other) <= form.cost
    return cost_of(g, other) >= form.cost


_DEALS = {
    Source.STRIKE: (When.ON_ATTACK, When.ON_STRIKE),  # ГЛ «При атаке», ГЛ «При ударе»
    Source.COUNTER: (When.ON_STRIKE,),  # «При ударе… Срабатывает при Ответный удар»; «При атаке… Не срабатывает»
    Source.SHOT: (When.ON_ATTACK, When.ON_SHOT),  # ГЛ «При выстреле»
    Source.ABILITY: (),
    Source.UNDEAD: (),
}


def attack_triggers(g: GameState, source: int, target: int, how: Source) -> None:
    """What a blow triggers: the dealer's «при атаке / ударе / выстреле» (even at 0), the target's Медитация."""
    if in_play(g, source) and not g.objects[source].hidden:
        for k, t in enumerate(text_of(g, source).triggered, 1):
            if t.when in _DEALS[how] and in_force(g, source, t):
                g.waiting.append(Entry(EntryKind.TRIGGER, source, g.objects[source].controller, k))
    if how in (Source.STRIKE, Source.SHOT) and keyword(g, target, Keyword.MEDITATION):
        g.waiting.append(Entry(EntryKind.TRIGGER, target, g.objects[target].controller, 0, rule="meditation"))


def strike(g: GameState, entry: Entry) -> None:
    """A strike attack: the attacker and, if it was open as it became the final target, the target strike."""
    a, t = entry.source, entry.targets[0]
    if not in_play(g, a) or not in_play(g, t) or g.objects[t].hidden:
        emit(g, "fizzle", f"the strike of {g.objects[a].name} has no attacker or target left", ("ГЛ «Цель (атаки, способности)»",))
        return
    if g.objects[a].controller != entry.controller or g.objects[t].controller == entry.controller:
        # the control changed since the declaration: the attacker is no longer the declaring
        # player's, or the target no longer his opponent's card (ГЛ «Карта противника (ваша карта)»)
        emit(g, "fizzle", f"the strike of {label(g, a)} has changed sides: it does nothing",
             ("ГЛ «Контролирующий карту (способность) игрок»", "ГЛ «Карта противника (ваша карта)»"))
        return
    back = entry.counter and _strikes_back(g, t)
    if entry.counter and is_hero(g, t) and not back:
        emit(g, "counter", f"{label(g, t)} does not strike back", (g.rules.cite("hero_strikes_back"), "ГЛ «Удар»"))
    g.attacking = a  # ГЛ «Набег Х - [Текст]»: «Пока это существо атакует»
    try:
        fight(g, a, t, back)
    finally:
        g.attacking = -1
    first = entry.first if entry.first >= 0 else t
    if has(g, a, Keyword.SUPPRESSION) and is_creature(g, first):  # ГЛ «Подавление»: «При атаке по существу»
        g.waiting.append(Entry(EntryKind.TRIGGER, a, entry.controller, 0, (first,), rule="suppression"))


def _strikes_back(g: GameState, t: int) -> bool:
    if is_creature(g, t):
        return True
    return is_hero(g, t) and g.rules.hero_strikes_back and defn(g, t).attack > 0


def _blow(g: GameState, cid: int) -> int:
    """The strike a card deals in a fight: its strike value, or X under ГЛ «Сведение удара к Х».

    «порождающая эффект замещения при расчёте силы удара во время атаки. Сила удара
    заменяется на Х»: the card's own strike, as it is reckoned in a fight, is X, above or
    below its value. Every fight is one of an attack: a strike attack with its
    counter-strike, or «Сразиться» («Атаковать ударом выбранное существо по обычным правилам
    сражения»); so the attacker's strike and the counter-strike alike. Wound modifiers
    (Гнев, Превосходство, armour) apply to the X as to any strike.
    """
    value = strike_value(g, cid)
    x = keyword(g, cid, Keyword.STRIKE_SET)
    if x is None or x == value:
        return value
    emit(g, "replacement", f"the strike of {label(g, cid)} is {x}, not {value} (Сведение удара к {x})",
         ("ГЛ «Сведение удара к Х»", "ГЛ «Эффект замещения»"))
    return x


def fight(g: GameState, a: int, t: int, back: bool) -> None:
    """The blows of a fight: «Первый удар» orders them (ГЛ «Первый удар»), else at the same time."""
    a_first = has(g, a, Keyword.FIRST_STRIKE) or (back and has(g, t, Keyword.LAST_STRIKE))
    t_first = back and (has(g, t, Keyword.FIRST_STRIKE) or has(g, a, Keyword.LAST_STRIKE))
    if back and a_first != t_first:
        first, second = (a, t) if a_first else (t, a)
        emit(g, "first strike", f"{g.objects[first].name} strikes first", ("ГЛ «Первый удар»",))
        deal(g, first, second, _blow(g, first), Source.STRIKE if first == a else Source.COUNTER)
        check_deaths(g)
        if in_play(g, second) and not g.over:
            deal(g, second, first, _blow(g, second), Source.COUNTER if first == a else Source.STRIKE)
        return
    va = _blow(g, a)
    vt = _blow(g, t) if back else 0
    deal(g, a, t, va, Source.STRIKE)
    if back:
        deal(g, t, a, vt, Source.COUNTER)


def perform_effects(g: GameState, entry: Entry) -> None:
    """An ability, trigger or spell entry: its effects in order, each on its target (FAQ-ВД 6: wherever its source is)."""
    if entry.rule == "vampirism":
        _vampirism(g, entry.source)
        return
    if entry.rule in _RULE_TRIGGERS:
        _RULE_TRIGGERS[entry.rule](g, entry)
        return
    if entry.rule == "poison":
        n = g.objects[entry.source].markers.get(POISON, 0)
        emit(g, "poison", f"{g.objects[entry.source].name} is poisoned", ("ГЛ «Отравление Х»",))
        deal(g, entry.source, entry.source, n, Source.ABILITY)
        return
    from tolaria.heroes.engine import trigger_effects

    again = triggers.is_incarnation(g, entry)
    if again is not None:
        triggers.reincarnate(g, entry, again)
        return
    lying = triggers.is_ambush(g, entry)
    if lying is not None:
        triggers.spring(g, entry, lying)
        return
    body = trigger_effects(g, entry)
    declined = entry.agreed == 0
    if declined and not any(e.otherwise for e in body):
        triggers.emit_entry(g, "decline", entry, " does nothing: its controller chose no", ("ГЛ «Срабатывающая способность»",))
        return
    targets = list(entry.targets)
    done = not declined  # whether the effect before was fully, actually performed (ГЛ «При этом», ГЛ «Иначе»)
    for e in body:
        if declined and not e.otherwise:  # ГЛ «Иначе»: «отказался … выполнить [Х]»: only [У]
            if e.picks and targets:
                targets.pop(0)
            continue
        if e.kind is EffectKind.DIVIDE:
            _divided(g, entry)
            if g.over:
                return
            continue
        if e.kind is EffectKind.EXTORT:
            _extortion(g, entry, e)
            continue
        if e.kind is EffectKind.SEARCH:
            searching.search(g, entry)
            continue
        if e.kind is EffectKind.VANGUARD:
            searching.vanguard(g, entry)
            continue
        if e.kind is EffectKind.MILL:
            searching.mill(g, entry, e)
            continue
        if e.kind is EffectKind.LIFE_GIFT:
            searching.life_gift(g, entry)
            continue
        if e.kind is EffectKind.REPEAT:
            searching.repeat(g, entry)
            continue
        chosen = targets.pop(0) if e.picks and targets else None
        if e.then and not done:
            emit(g, "skip", f"{g.objects[entry.source].name}: what comes «при этом» is not performed, the effect before "
                 "was not", ("ГЛ «При этом»",))
            continue
        if e.otherwise and done:
            emit(g, "skip", f"{g.objects[entry.source].name}: what comes «иначе» is not performed, the effect before "
                 "was", ("ГЛ «Иначе»",))
            continue
        if e.otherwise:
            emit(g, "otherwise", f"{g.objects[entry.source].name}: the effect before was "
                 f"{'refused' if declined else 'not fully performed'}, so what comes «иначе» is", ("ГЛ «Иначе»",))
        victims = _victims(g, entry, e, chosen)
        if e.kind is EffectKind.IMPROVE and any(is_mechanism(g, v) for v in victims):
            emit(g, "cancel", f"{label(g, victims[0])} is a {MECHANISM} already: the ability of "
                 f"{g.objects[entry.source].name} is cancelled", ("ГЛ «Усовершенствовать (существо)»",))
            return  # «иначе отмените эту способность»: what is left of it is not performed
        done = bool(victims)
        for v in victims:
            done = _effect(g, entry, e, v) and done
            check_deaths(g)
            if g.over:
                return


def _divided(g: GameState, entry: Entry) -> None:
    """The wounds as divided (``entry.split``), dealt together by the ability; then deaths are checked."""
    split = entry.split
    for cid, n in zip(split[0::2], split[1::2], strict=True):
        if in_play(g, cid) and not g.objects[cid].hidden:
            deal(g, entry.source, cid, n, Source.ABILITY)
    check_deaths(g)


def _extortion(g: GameState, entry: Entry, e: Effect) -> None:
    """ГЛ «Вымогательство — <условие>»: paid, the card with it loses its abilities (ГЛ «Теряет особенности»)."""
    card = g.objects[entry.source]
    if entry.paid > 0 and in_play(g, entry.source):
        card.blank = True
        emit(g, "extortion", f"Вымогательство of {card.name} is paid: it loses its abilities",
             ("ГЛ «Вымогательство — <условие>»", "ГЛ «Теряет особенности»"))
    else:
        emit(g, "extortion", f"Вымогательство of {card.name} is not paid", ("ГЛ «Вымогательство — <условие>»",))


def _meditation(g: GameState, entry: Entry) -> None:
    """ГЛ «Медитация Х»: «противник должен заплатить Х монет. Если открытых монет не хватает — ранить героя противника»."""
    x = keyword(g, entry.source, Keyword.MEDITATION) or 0
    payer = 1 - entry.controller
    p = g.players[payer]
    paid = min(x, p.coins_open)
    p.coins_open -= paid
    p.coins_closed += paid
    triggers.spend(g, payer, paid)
    emit(g, "meditation", f"{p.name} pays {paid} of Медитация {x} of {g.objects[entry.source].name}", ("ГЛ «Медитация Х»", "ГЛ «Оплата»"))
    if x > paid:
        deal(g, entry.source, p.hero, x - paid, Source.ABILITY)
        check_deaths(g)


def _might(g: GameState, entry: Entry) -> None:
    """ГЛ «Могущество X»: «если на этом существе меньше Х эффектов усиления, положите на него один эффект усиления»."""
    cid = entry.source
    x = keyword(g, cid, Keyword.MIGHT) or 0
    if in_play(g, cid) and g.objects[cid].markers.get(STRENGTH, 0) < x:
        _effect(g, entry, Effect(EffectKind.STRENGTHEN, 1, Target.SELF), cid)
        emit(g, "might", f"{g.objects[cid].name} grows (Могущество {x})", ("ГЛ «Могущество X»",))


def _suppression(g: GameState, entry: Entry) -> None:
    """ГЛ «Подавление»: «закройте существо, выбранное первоначальной целью атаки»."""
    t = entry.targets[0]
    if in_play(g, t) and not g.objects[t].hidden:
        g.objects[t].closed = True
        emit(g, "close", f"{label(g, t)} closes (Подавление of {g.objects[entry.source].name})", ("ГЛ «Подавление»",))


def _vampirism(g: GameState, cid: int) -> None:
    """ГЛ «Вампиризм X»: heal X; what is left of X over the wounds becomes extra life."""
    x = keyword(g, cid, Keyword.VAMPIRISM) or 0
    card = g.objects[cid]
    if not in_play(g, cid) or not x:
        return
    healed = min(card.wounds, x)
    card.wounds -= healed
    card.extra_life += x - healed
    emit(g, "heal", f"{card.name} is healed of {healed} and gets {x - healed} extra life (Вампиризм {x})",
         ("ГЛ «Вампиризм X»",))


def _vanguard_returns(g: GameState, entry: Entry) -> None:
    """ГЛ «Авангард Х»: the creature played by it returns to the hand at the end of the turn, if it didn't die."""
    cid = entry.source
    if in_play(g, cid) and g.objects[cid].returns:
        zones.return_card(g, cid, Zone.HAND)


_RULE_TRIGGERS = {"meditation": _meditation, "might": _might, "suppression": _suppression, "vanguard": _vanguard_returns}


def _victims(g: GameState, entry: Entry, e: Effect, chosen: int | None) -> list[int]:
    me = entry.controller
    if e.picks:
        if chosen is not None and chosen < 0:  # ГЛ «Иначе»: «Невозможность заявить … [Х]»: no target was there to choose
            emit(g, "no target", f"{g.objects[entry.source].name} had no legal target to choose for «{e.kind.value}»",
                 ("ГЛ «Иначе»", "ГЛ «Выбранное существо (карта)»"))
            return []
        if chosen is None or not in_play(g, chosen) or g.objects[chosen].hidden:
            if chosen is not None:
                emit(g, "fizzle", f"the target of {g.objects[entry.source].name} is gone", ("ГЛ «Цель (атаки, способности)»",))
            return []
        return [chosen]
    if e.target is Target.SELF:
        return [entry.source] if in_play(g, entry.source) else []
    if e.target is Target.OWN_HERO:
        return [g.players[me].hero]
    if e.target is Target.ENEMY_HERO:
        return [g.players[1 - me].hero]
    return [-1]  # the controller himself


def _effect(g: GameState, entry: Entry, e: Effect, v: int) -> bool:
    """Perform one effect on one victim; whether it was fully, actually performed (ГЛ «При этом»).

    The answer counts only for the kinds of :attr:`EffectKind.tells_done`; the others (which
    ask their questions first) answer True, and the compiler lets no «при этом» follow them.
    """
    from tolaria.heroes.engine import draw

    src = entry.source
    kind = e.kind
    if kind is EffectKind.DRAW:
        n = e.value(entry.x)
        return draw(g, entry.controller, n, "ГЛ «Возьмите карту»") == n
    if kind is EffectKind.PRAY:  # ГЛ «Жетоны молитвы»: «он кладёт Жетон Молитвы на своего героя»
        p = g.players[entry.controller]
        p.prayers += e.value(entry.x)
        emit(g, "prayers", f"{p.name} gains {e.value(entry.x)} prayer token{'s' if e.value(entry.x) != 1 else ''} "
             f"({p.prayers} on the hero)", ("ГЛ «Жетоны молитвы»",))
        return True
    if kind is EffectKind.CREATE:
        made = [zones.create(g, entry.controller, e.card) for _ in range(e.value(entry.x))]
        return all(c is not None for c in made)
    if kind is EffectKind.MINE:  # ГЛ «Добывает»: the ability's card mines the chosen creature, or a deck's top card
        if e.card:
            deck = g.players[entry.controller if e.card == "own_deck" else 1 - entry.controller].deck
            return bool(deck) and zones.mine(g, src, deck[0])
        return zones.mine(g, src, v)
    if kind is EffectKind.LAY:  # ГЛ «Кладка»: «Создайте Яйцо, оно добывает эту карту»
        egg = zones.create(g, entry.controller, EGG) if g.objects[src].zone is Zone.HAND else None
        return egg is not None and zones.mine(g, egg, src)
    if kind is EffectKind.REPEAT_ABILITIES:
        return searching.repeat_abilities(g, entry, e, v)
    if kind is EffectKind.ATTACH:
        return zones.attach_card(g, src, v)
    if kind is EffectKind.BECOME_COPY:
        return zones.become_copy(g, src, v)
    if kind is EffectKind.COPY:
        zones.copy_creature(g, entry.controller, v)
        return True
    if kind is EffectKind.PLACE:
        into = 1 - entry.controller if e.target is Target.ENEMY_HERO else entry.controller
        placed = [zones.place(g, entry.controller, e.card, into, e.spot) for _ in range(e.value(entry.x))]
        return all(c is not None for c in placed)
    if kind is EffectKind.COPY_SPELL:  # ГЛ «Скопировать заклинание»: once the rest of its text is performed (``copy_spells``)
        g.to_copy.append(entry)
        return True
    if kind is EffectKind.STRIKE_NOW:
        from tolaria.heroes.engine import strike_at_once

        return strike_at_once(g, entry.controller, src, v)
    if kind in (EffectKind.PLAY_NOW, EffectKind.USE_NOW):
        from tolaria.heroes.engine import declare_at_once

        return declare_at_once(g, entry.controller, src, e)
    if kind is EffectKind.END_TURN:
        g.turn_ends = True
        emit(g, "end turn", f"{g.objects[src].name}: the turn of {g.players[g.active].name} ends at once, passing over "
             "every phase, the end stage too", ("ГЛ «Немедленно»",))
        return True
    if kind is EffectKind.EXTRA_TURN:
        g.extra_turns.append(entry.controller)
        emit(g, "extra turn", f"{g.players[entry.controller].name} gets an extra turn", ("ГЛ «Дополнительный ход»",))
        return True
    card = g.objects[v]
    amount = e.value(entry.x)
    if kind is EffectKind.WOUND:  # fully performed: every wound dealt, none prevented or replaced (ГЛ «При этом»)
        return deal(g, src, v, amount, Source.ABILITY) >= amount
    elif kind is EffectKind.UNDEAD_WOUND:
        return deal(g, src, v, amount, Source.UNDEAD) >= amount
    elif kind is EffectKind.SHOT:
        return deal(g, src, v, amount, Source.SHOT) >= amount
    elif kind is EffectKind.HEAL:
        healed = min(card.wounds, amount)
        card.wounds -= healed
        emit(g, "heal", f"{label(g, v)} is healed of {healed} wound{'s' if healed != 1 else ''}", ("ГЛ «Излечить (излечение) на X»",))
        return healed == amount
    elif kind is EffectKind.FULL_HEAL:
        healed = card.wounds
        card.wounds = 0
        emit(g, "heal", f"{label(g, v)} is healed of all {healed} wounds", ("ГЛ «Полностью излечить»",))
        return healed > 0
    elif kind is EffectKind.STUN:
        was_stunned = card.stunned
        card.closed = True
        card.stunned = True
        emit(g, "stun", f"{label(g, v)} closes and gets Оглушение", ("ГЛ «Оглушить [карту/карты]»",))
        return not was_stunned
    elif kind is EffectKind.CLOSE:
        was_open = not card.closed  # closing a closed card does nothing in fact
        card.closed = True
        emit(g, "close", f"{label(g, v)} closes", ("ГЛ «Закрыть (существо, карту)»",))
        return was_open
    elif kind is EffectKind.OPEN:
        if has(g, v, Keyword.SLEEPER):
            return False
        was_closed = card.closed  # ГЛ «Открытие карты»: «фактически ничего не произошло, то «при этом» не сработает»
        card.closed = False
        emit(g, "open", f"{label(g, v)} opens", ("ГЛ «Открытие карты»",))
        return was_closed
    elif kind in (EffectKind.RETURN_HAND, EffectKind.RETURN_DECK):
        if not is_creature(g, v):
            return False
        return zones.return_card(g, v, Zone.HAND if kind is EffectKind.RETURN_HAND else Zone.DECK, src)
    elif kind in (EffectKind.TAKE_CONTROL, EffectKind.GIVE_CONTROL):
        seat = entry.controller if kind is EffectKind.TAKE_CONTROL else 1 - entry.controller
        if is_creature(g, v) or defn(g, v).type is CardType.SUPPORT:
            return zones.change_control(g, v, seat, e.until_end)
        return False
    elif kind is EffectKind.WAKE:
        if not has(g, v, Keyword.SLEEPER):
            return False
        card.awake = True
        card.closed = False
        emit(g, "open", f"{label(g, v)} loses Спящий and opens", ("ГЛ «Спящий»",))
    elif kind is EffectKind.HIDE:  # ГЛ «Скрыться»: «Переверните карту не-скрытого персонажа рубашкой вверх»
        if not is_creature(g, v) or card.hidden:
            return False
        emit(g, "hide", f"{card.name} hides", ("ГЛ «Скрыться»",))
        card.hidden = True
    elif kind is EffectKind.PREPARE:
        prepare(g, v)
    elif kind is EffectKind.TURN:
        return zones.turn_over(g, v)
    elif kind is EffectKind.DESTROY:
        emit(g, "destroy", f"{label(g, v)} is destroyed", ("ГЛ «Уничтожить (карту)»",))
        dies_anyway = any(r.event is InsteadOf.DIES for r in replacements(g, v)) \
            and _passes(g, src, card.name, IgnoreKind.REPLACEMENTS, "«Вместо»")  # the destruction is its effect
        die(g, v, replaceable=not dies_anyway)
        return not in_play(g, v)
    elif kind is EffectKind.FIGHT:
        if not (in_play(g, src) and is_creature(g, src)):
            return False
        emit(g, "fight", f"{g.objects[src].name} fights {card.name}", ("ГЛ «Сразиться с выбранным существом»",))
        fight(g, src, v, True)
    elif kind in (EffectKind.STRENGTHEN, EffectKind.WEAKEN):
        mine, other = (STRENGTH, WEAKNESS) if kind is EffectKind.STRENGTHEN else (WEAKNESS, STRENGTH)
        for _ in range(amount):
            if card.markers.get(other, 0):
                card.markers[other] -= 1
                if not card.markers[other]:
                    del card.markers[other]
            else:
                card.markers[mine] = card.markers.get(mine, 0) + 1
        emit(g, "marker", f"{label(g, v)} gets {amount} {mine}", ("ГЛ «Эффект усиления»", "ГЛ «Эффект ослабления»"))
    elif kind is EffectKind.LIFE_SET:  # ГЛ «Жизни сокращаются до Х»
        card.wounds = 0  # «С карты снимаются все маркеры ран» («Способности, реагирующие на снятие … ран не реагируют»)
        diff = amount - life(g, v)
        if diff > 0:
            card.extra_life += diff
        else:
            card.negative_life -= diff
        emit(g, "life", f"{label(g, v)} loses its wounds; its life becomes {life(g, v)}", ("ГЛ «Жизни сокращаются до Х»",))
    elif kind is EffectKind.STRIKE_EQUAL:  # ГЛ «Удар становится равным Х»: «эффекты +1/-1 к удару»
        card.strike_mod += amount - (base_strike(g, v) + net_strength(card) + card.strike_mod)
        emit(g, "strike", f"the strike of {label(g, v)} becomes {strike_value(g, v)}", ("ГЛ «Удар становится равным Х»",))
    elif kind is EffectKind.IMPROVE:  # ГЛ «Усовершенствовать (существо)» (a механизм already: cancelled before, perform_effects)
        if not is_creature(g, v):
            return False
        card.improved = True
        emit(g, "improve", f"{label(g, v)} loses its classes and becomes a {MECHANISM}", ("ГЛ «Усовершенствовать (существо)»",))
    elif kind is EffectKind.DISABLE:  # ГЛ «[Текст] Не Работает»
        card.disabled = (*card.disabled, Acquired(e.card, "end_of_turn" if e.until_end else "end_of_battle"))
        bound = " until the end of the turn" if e.until_end else ""
        emit(g, "disable", f"{e.card} of {label(g, v)} does not work{bound}", ("ГЛ «[Текст] Не Работает»",))
    elif kind is EffectKind.POISON:
        before = card.markers.get(POISON, 0)
        card.markers[POISON] = max(before, amount)
        emit(g, "marker", f"{label(g, v)} gets Отравление {card.markers[POISON]}", ("ГЛ «Отравить на Х»", "ГЛ «Отравление Х»"))
        return card.markers[POISON] > before
    return True


def prepare(g: GameState, cid: int) -> None:
    """ГЛ «Подготовить [карту/карты]»: it opens, its «раз за ход» markers go and, a character, it may strike and defend again."""
    card = g.objects[cid]
    if not has(g, cid, Keyword.SLEEPER):  # ГЛ «Спящий»: opened by no ability but «теряет Спящий»
        card.closed = False
    card.once = 0
    if is_creature(g, cid) or is_hero(g, cid):
        card.strikes = 0
    emit(g, "prepare", f"{label(g, cid)} is prepared: it opens and may strike again", ("ГЛ «Подготовить [карту/карты]»",))


def die(g: GameState, cid: int, replaceable: bool = True) -> None:
    """ГЛ «Гибель (существа, карты)»: from the game zone to the owner's graveyard; «Гибель:» triggers wait.

    A «вместо этого» of the card on its death (ГЛ «Вместо») is performed instead; if the card
    is then still in the game zone at 0 life or less, it dies all the same (replaced in
    part), so the check of deaths can't loop. ``replaceable`` False: Уникальность's removal,
    which a replacement keeping the card would void (READINGS.md).
    """
    card = g.objects[cid]
    if replaceable and in_play(g, cid) and _replaced(g, cid, InsteadOf.DIES, "does not die"):
        if not (in_play(g, cid) and life(g, cid) <= 0):
            return
        emit(g, "replacement", f"{card.name} is still at {life(g, cid)} life: it dies all the same (replaced in part)",
             ("ГЛ «Вместо»",))
    p = g.players[card.controller]
    if cid in p.battlefield:
        p.battlefield.remove(cid)
    card.zone = Zone.GRAVEYARD
    g.players[card.owner].graveyard.append(cid)
    emit(g, "death", f"{card.name} dies and goes to {g.players[card.owner].name}'s graveyard", ("ГЛ «Гибель (существа, карты)»",))
    for k, t in enumerate(text_of(g, cid).triggered, 1):
        if t.when is When.DEATH and in_force(g, cid, t):  # a part's as that card's (``origin``): they part now
            source, own_k = origin(g, cid, k)
            g.waiting.append(Entry(EntryKind.TRIGGER, source, card.controller, own_k))
    zones.separate(g, cid, Zone.GRAVEYARD)
    if is_creature(g, cid):
        g.died_this_turn = True  # ГЛ «Душелов - [Текст]»
        triggers.wait(g, card.controller, When.OWN_CREATURE_DIES, exclude=cid)
        triggers.wait(g, 1 - card.controller, When.ENEMY_CREATURE_DIES)
        for seat in (1 - card.controller, card.controller):  # «когда погибает существо»: either player's cards
            triggers.wait(g, seat, When.ANY_CREATURE_DIES, exclude=cid)
    zones.release(g, cid)
    zones.reset(card)
    zones.created_home(g)


def pay_thirst(g: GameState, me: int, card: int, target: int, amount: int) -> None:
    """ГЛ «Жажда Х»: «раньте другого вашего выбранного персонажа на Х. Источником ран является карта с Жаждой»."""
    emit(g, "payment", f"{g.objects[card].name}'s Жажда {amount} wounds {label(g, target, me)}", ("ГЛ «Жажда Х»", "ГЛ «Оплата»"))
    deal(g, card, target, amount, Source.ABILITY, payment=True)
    check_deaths(g)


def check_deaths(g: GameState) -> None:
    """A creature at 0 or less dies at once; a hero at 0 or less loses the game at once (FAQ-Г)."""
    from tolaria.heroes.engine import lose

    if g.over:
        return
    for seat in (0, 1):
        for cid in list(g.players[seat].battlefield):
            if is_creature(g, cid) and not g.objects[cid].hidden and life(g, cid) <= 0:
                die(g, cid)
    fallen = [s for s in (0, 1) if life(g, g.players[s].hero) <= 0]
    if fallen:
        lose(g, fallen)
