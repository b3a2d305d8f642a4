"""Named abilities of the glossary: «Вампиризм» (and «При сильном {strike} вампиризм»), «Максимум Х жизней», «Прыжок»,
«Телепортация».

«Отравление на Х» is a marker (Online 200.6), in :mod:`tolaria.berserk.rules.markers`.

«Стойкость» is read where wounds that are not an attack are dealt
(:func:`tolaria.berserk.rules.triggers._wound`), «Орда» by the squad rules
(:mod:`tolaria.berserk.decks`).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import FinishingBonus, FinishOff, TramplingLeap
from tolaria.berserk.cards import AttackKind, CardType, FinishingBlow, Keyword
from tolaria.berserk.rules import strike_table
from tolaria.berserk.rules.cards_in_play import (
    adjacent,
    defn,
    has,
    in_squad,
    is_creature,
    is_flyer,
    keyword_x,
    life,
    printed_has,
)
from tolaria.berserk.rules.cell_markers import free
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.state import Acquired, Chain, ChainKind, Entering, GameState, Zone

VAMPIRISM: str = Keyword.VAMPIRISM.value


def vampirism(g: GameState, chain: Chain, before: tuple[int, int]) -> list[Entering]:
    """Glossary «Вампиризм»: when the card deals X wounds by a simple strike to a creature, it heals X.

    Both the attacking strike and a fight's answering strike are simple
    strikes, so both count. ``before`` is (target's, source's) wounds
    before the Wound object.
    """
    from tolaria.berserk.rules.stack import new_chain

    if chain.attack is not AttackKind.SIMPLE:
        return []
    source, target = chain.source, chain.targets[0]
    out: list[Entering] = []
    for striker, struck, earlier in ((source, target, before[0]), (target, source, before[1])):
        if striker not in g.objects or not in_squad(g.objects[striker]) or g.objects[striker].hidden:
            continue
        dealt = g.objects[struck].wounds - earlier
        if dealt <= 0 or not is_creature(g, struck) or has(g, struck, Keyword.INCORPOREAL):
            continue  # glossary «Вампиризм»: «по небестелесному существу»
        if not has(g, striker, Keyword.VAMPIRISM) and not (striker == source and strong_hit(chain)
                                                          and has(g, striker, Keyword.VAMPIRISM_ON_STRONG)):
            less = keyword_x(g, striker, Keyword.VAMPIRISM_LESS)  # «Вампиризм на X-1»
            dealt = dealt - less if less is not None else 0
        if dealt > 0:
            vamp = new_chain(g, ChainKind.ABILITY, striker, g.objects[striker].controller)
            vamp.trigger = VAMPIRISM
            vamp.amount = dealt
            out.append(Entering(vamp, VAMPIRISM, ("Online «Вампиризм»", "Online 216.11")))
    return out


def strong_hit(chain: Chain) -> bool:
    """«При сильном {strike}»: the attack's own strike hit strong (Online 205.4), not brought to that row by a text
    (glossary «Сведение атаки к [виду]»: abilities on a row do not trigger)."""
    return chain.tiers[0] == strike_table.STRONG and not chain.brought


def extra_life_room(g: GameState, cid: int) -> int | None:
    """Online 204.3: how many more additional lives the card may get under «Максимум Х жизней» (None: no limit)."""
    top = keyword_x(g, cid, Keyword.MAX_LIFE)
    if top is None:
        return None
    card = g.objects[cid]
    return max(0, top - defn(g, cid).life - card.extra_life)


def add_extra_life(g: GameState, cid: int, amount: int) -> None:
    """Online 204.5: additional lives, never past «Максимум Х жизней» (Online 204.3)."""
    if has(g, cid, Keyword.NO_HEALING):
        return  # «не может ... получать дополнительные {health}»
    room = extra_life_room(g, cid)
    more = amount if room is None else min(amount, room)
    if more > 0:
        g.objects[cid].extra_life += more


def resolve(g: GameState, chain: Chain) -> None:
    """The Wound object of «Вампиризм»: heal X, the rest as additional lives up to the maximum."""
    from tolaria.berserk.rules.stack import _heal

    chain.effected = True
    cid = chain.source
    if chain.trigger == VAMPIRISM and in_squad(g.objects[cid]):
        card = g.objects[cid]
        healed = min(chain.amount, card.wounds)
        if healed:
            _heal(g, cid, healed, ("Online «Вампиризм»",))
        more = chain.amount - healed
        room = extra_life_room(g, cid)
        if room is not None:
            more = min(more, room)
        if more > 0 and not has(g, cid, Keyword.NO_HEALING):
            card.extra_life += more  # Online 204.5: additional lives
        from tolaria.berserk.rules.triggers import squad_vampirism

        squad_vampirism(g, cid)


LEAP = 1
"""``Chain.index`` of a move chain that is a «Прыжок» or a «Телепортация» rather than a step (Online 203.12)."""


def leap_cells(g: GameState, cid: int) -> list[int]:
    """Glossary «Прыжок» / «Телепортация»: «Если это существо открыто, не тратило единиц движения в свой ход и не
    действовало в свой ход, то это существо перемещается на любую незанятую клетку, затратив все единицы движения».

    «Прыжок, дальность Х» reaches cells at most X away (glossary «Дальность Х»). Only a creature without a
    subtype has them, so flyers never do. The caller has checked that the card may move at all.
    """
    card = g.objects[cid]
    d = defn(g, cid)
    if d.type is not CardType.CREATURE or card.moved or card.declared_move or card.acted:
        return []
    if not (d.statics or card.effects or (d.named and (printed_has(d, Keyword.JUMP) or printed_has(d, Keyword.TELEPORTATION)))):
        return []  # the common case: no printed jump, nothing that could give one
    teleport = has(g, cid, Keyword.TELEPORTATION)
    reach = keyword_x(g, cid, Keyword.JUMP)
    if not teleport and reach is None:
        return []
    if reach is not None:
        from tolaria.berserk.rules.modifiers import jump_range_bonus

        reach += jump_range_bonus(g, cid)  # «... получают +1 к дальности прыжка»
    tramples = reach is not None and trampling(g, cid) is not None
    return [c for c in board.CELLS if c != card.cell and (free(g, c) or (tramples and trampled(g, cid, c) >= 0))
            and (teleport or board.distance(card.cell, c) <= (reach or 0))]


def trampling(g: GameState, cid: int) -> TramplingLeap | None:
    """The card's «Может объявить прыжок на клетку, занятую существом ... уничтожив это существо», if it has one."""
    if not defn(g, cid).statics:
        return None
    from tolaria.berserk.rules.modifiers import in_force

    return next((s for s in in_force(g, cid) if isinstance(s, TramplingLeap)), None)


def trampled(g: GameState, cid: int, cell: int) -> int:
    """The creature the card's «Прыжок» onto ``cell`` would destroy, or -1: a creature standing there alone, neither
    incorporeal nor a symbiote, with the text's current life or less (Online 204.6)."""
    rule = trampling(g, cid)
    victim = g.board.get(cell, -1)
    if rule is None or victim < 0 or victim == cid or cell in g.shared or not is_creature(g, victim):
        return -1
    if defn(g, victim).type is CardType.SYMBIOTE or has(g, victim, Keyword.INCORPOREAL):
        return -1
    return victim if life(g, victim) <= rule.most_life else -1


def defends_anyway(g: GameState, defender: int, target: int) -> bool:
    """A text widening who the card may defend (Online 103.1: the card's text overrides Online 205.3.a, 211.6).

    «Может выступать защитником любому существу в своем ряду»: a creature in
    the defender's row, wherever the attacker stands. «Может выступать
    защитником любому вашему нелетающему существу» (a flyer): any non-flying
    creature of its squad (the caller checks the squad), whatever attacks it.
    The other conditions of a defender (open, a creature, not the attacker)
    still hold; the caller asks them first.
    """
    if not is_creature(g, target):
        return False
    d, t = g.objects[defender], g.objects[target]
    if (has(g, defender, Keyword.DEFENDS_ANY_IN_ROW) and d.zone is Zone.BATTLEFIELD and t.zone is Zone.BATTLEFIELD
            and board.row_of(d.cell) == board.row_of(t.cell)):
        return True
    return has(g, defender, Keyword.DEFENDS_OWN_GROUND) and not is_flyer(g, target) and t.controller == d.controller


def attacker_closes(g: GameState, cid: int) -> bool:
    """Online 216.12: a simple strike's source closes as it pays, unless «После нападения не закрывается»
    (Online 205.2: «нападение простым ударом»; the card still counts as having acted)."""
    return not has(g, cid, Keyword.ATTACKS_WITHOUT_CLOSING)


STAYS_OPEN = "#не закрывается после этой атаки"
"""The mark «не закрывается после этой атаки» leaves on its card until the simple strike is paid (this turn)."""


def stay_open(g: GameState, cid: int) -> None:
    """«не закрывается после этой атаки»: the card's simple strike being resolved will not close it as it is paid."""
    card = g.objects[cid]
    if not any(e.text == STAYS_OPEN for e in card.effects):
        card.effects = (*card.effects, Acquired(STAYS_OPEN, "end_of_turn"))


def takes_stay_open(g: GameState, cid: int) -> bool:
    """Whether a «не закрывается после этой атаки» mark keeps the card open as its simple strike is paid (Online 216.12);
    the mark is used up."""
    card = g.objects[cid]
    if not card.effects or not any(e.text == STAYS_OPEN for e in card.effects):
        return False
    card.effects = tuple(e for e in card.effects if e.text != STAYS_OPEN)
    return True


def defender_stands_anywhere(g: GameState, defender: int) -> bool:
    """A defender whose text let it defend away from the attacker (``defends_anyway``) is the strike's final target
    wherever it stands (Online 216.4, 103.1); it was judged a legal defender when it was assigned."""
    return has(g, defender, Keyword.DEFENDS_ANY_IN_ROW) or has(g, defender, Keyword.DEFENDS_OWN_GROUND)


TAKEN = "#ран за ход "
"""The acquired effect counting the wounds a capped card took this turn (``#ран за ход N``, ends with the turn)."""


def capped_wounds(g: GameState, cid: int, dealt: int) -> int:
    """«Не может получить более Х ран за ход»: of ``dealt`` wounds the card takes only what its cap leaves this turn.

    The count is kept as an acquired effect that ends with the turn (Online 313.2), like the use limits;
    the card's text overrides Online 204.4 (Online 103.1).
    """
    from tolaria.berserk.state import Acquired

    card = g.objects[cid]
    cap = keyword_x(g, cid, Keyword.WOUND_CAP) or 0
    taken = 0
    rest = []
    for e in card.effects:
        if e.text.startswith(TAKEN):
            taken = int(e.text[len(TAKEN):])
        else:
            rest.append(e)
    allowed = max(0, min(dealt, cap - taken))
    card.effects = (*rest, Acquired(f"{TAKEN}{taken + allowed}", "end_of_turn"))
    return allowed


EXCLUSIONS = {Keyword.NOT_WITH_DARK: ("Тьма", "dark"), Keyword.NOT_WITH_MOUNTAIN: ("Горы", "mountain")}
"""«Не может быть взят в отряд с [темными / горными] существами»: the element it shuns, and its word in a refusal."""


def recruit_conflict(g: GameState, cid: int, recruited: list[int]) -> str | None:
    """«Не может быть взят в отряд с темными существами» (Ведьмак), «... с горными существами» (Гном-отступник): it and
    a creature of that element never share a Recruitment, whichever is placed first (Online 304.3: cards placed in
    the Recruitment affect those placed after)."""
    mine = defn(g, cid)
    for keyword, (element, word) in EXCLUSIONS.items():
        shuns = mine.has(keyword)
        for other in recruited:  # (the keyword first: the element is asked only of a card that could be shunned)
            theirs = defn(g, other)
            if shuns and theirs.type.is_creature and counted_element(g, other) == element:
                return f"{mine.name} can't be recruited with a {word} creature ({theirs.name})"
            if theirs.has(keyword) and mine.type.is_creature and counted_element(g, cid) == element:
                return f"{theirs.name} can't be recruited with a {word} creature ({mine.name})"
    return None


def cannot_attack(g: GameState, cid: int) -> bool:
    """«Не может нападать» (in force now, as «..., пока у него 4 или менее {health}»): no attack of its own may be
    declared, a simple strike or a playable attack (Online 205.2 «нападение», 103.1)."""
    return has(g, cid, Keyword.CANNOT_ATTACK)


def cannot_shoot(g: GameState, cid: int) -> bool:
    """«не может объявлять выстрел или метание» (acquired): no playable shot or throw of the card may be declared."""
    return has(g, cid, Keyword.CANNOT_SHOOT_OR_THROW)


def armor_left(g: GameState, cid: int) -> int:
    """«оставшихся единиц {armor}»: the wounds «Броня Х» may still prevent this turn (Online «Броня Х»)."""
    from tolaria.berserk.rules.cards_in_play import keyword_x

    armor = keyword_x(g, cid, Keyword.ARMOR)
    return max(0, (armor or 0) - g.objects[cid].armor_used)


def defended_near_self(g: GameState, source: int) -> bool:
    """«Противник может перенаправить {strike} Волота на любое свое существо, стоящее рядом с Волотом»: a strike of
    this card may be redirected to any creature of the target's squad next to it, whether or not it stands next to
    the target (Online 103.1 over 205.3.a)."""
    return has(g, source, Keyword.DEFENDED_NEAR_SELF)


def finishing_x(g: GameState, blow: FinishingBlow, target: int, source: int = -1) -> int:
    """«Добивание на Х»'s X against ``target``: with «где X – число отравленных существ рядом с целью добивания», one
    more for each poisoned creature next to the target (the target itself not among them, Online 207.7); and the
    source's «+1 к добиванию темных существ» against a creature of that element."""
    bonus = _finishing_bonus(g, source, target) if source >= 0 else 0
    if not blow.per_poisoned_near:
        return blow.x + bonus
    return _poisoned_near_x(g, blow, target) + bonus


def _finishing_bonus(g: GameState, source: int, target: int) -> int:
    """The source's «+N к добиванию [стихия] существ» that the target's element (as it counts now) meets."""
    bonuses = [s for s in defn(g, source).statics if isinstance(s, FinishingBonus)]
    if not bonuses:
        return 0
    own = counted_element(g, target)
    return sum(s.x for s in bonuses if s.element == own)


def _poisoned_near_x(g: GameState, blow: FinishingBlow, target: int) -> int:
    """«Добивание на X+1, где X – число отравленных существ рядом с целью добивания»."""
    from tolaria.berserk import board
    from tolaria.berserk.rules.markers import poison_x

    card = g.objects[target]
    if card.zone is not Zone.BATTLEFIELD:
        return blow.x
    near = [c for n in board.NEIGHBOURS[card.cell] for c in g.cards_at(n)]
    return blow.x + sum(1 for c in near if is_creature(g, c) and poison_x(g, c))


def finish_off(g: GameState, chain: Chain, effect: FinishOff) -> None:
    """Glossary «Добивание на Х»: «Уничтожить рядом стоящее небестелесное существо с Х или менее текущими {health}»:
    the chosen creature, if it still stands next to the source, is corporeal and has X or less life as the ability
    resolves (nothing otherwise), gets a destruction effect (Online 402.3)."""
    from tolaria.berserk.rules import incorporeality
    from tolaria.berserk.rules.movement_effects import cells_moved
    from tolaria.berserk.rules.stack import give_destruction

    target = chain.targets[0] if chain.targets else -1
    if target < 0 or not in_squad(g.objects[target]) or not is_creature(g, target):
        return
    x = effect.x + (cells_moved(g, chain.source) if effect.moved else 0)
    if (not adjacent(g, chain.source, target) or incorporeality.is_incorporeal(g, target)
            or life(g, target) > x):
        return
    give_destruction(g, target, by_wounds=False, rules=("Online «Добивание на Х»", "Online 402.3"), by=chain.source)
