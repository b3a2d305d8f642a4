"""Carrying out permanent modifier abilities: strength bonuses, reductions, «Строй», protections (Online 411, 422).

The records come from :mod:`tolaria.berserk.abilities`; this module says
when they are in force and what they change. The stack asks it for an
attack's modifiers when the Calculation object resolves (Online 216.8,
422.5), for protections when the Protection object resolves (216.10), and
who may defend and whether a defender closes (205.3.a, 216.12.a).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    FLIGHT,
    MAGICAL,
    SPELL,
    VALHALLA,
    AttackProtection,
    Aura,
    BoardCondition,
    BorrowsFormation,
    CardFilter,
    ClassRollBonus,
    ColumnRangeAura,
    Condition,
    Conditional,
    CopyPrices,
    CountedX,
    CountsAsElement,
    DirectedAgainst,
    EnemyHostRows,
    EnemyMoveLimit,
    ExperienceOnPath,
    FinishingBonus,
    FirstHealChange,
    FirstRollIs,
    FixedFight,
    Flying,
    ForcedTarget,
    FreeRecruit,
    GrantedAura,
    HealInstead,
    HostElement,
    HostGains,
    IgnoresFlyerProtectionAt,
    IncarnationForm,
    IncarnationInstead,
    InColumns,
    InFormation,
    InOwnRow,
    InsteadOfDeath,
    IsClosed,
    IsDefender,
    IsHost,
    IsOpen,
    JumpRangeAura,
    LifeAbove,
    LifeAtMost,
    MarkerBlocksAttacks,
    MoveBonus,
    MovedCells,
    NearCardType,
    NearOwn,
    Neighbours,
    NoTokensFromOthers,
    OnBoard,
    OnlyOpposite,
    OnOwnHalf,
    OppositeHas,
    PairedRecruit,
    PerCard,
    Place,
    ProphecyBlock,
    PushingStep,
    RangeBonus,
    RangeSet,
    RecruitBargain,
    RecruiterSearch,
    RecruitGain,
    RecruitSurcharge,
    ReducedTo,
    ReducedToWeak,
    Reduction,
    RepeatedStrikes,
    RollBlock,
    RollBonus,
    RollTwice,
    RowWrap,
    Side,
    SpyRecruit,
    SquadElement,
    SquadHas,
    SquadRanges,
    StartsWithLives,
    StartsWithTokens,
    Static,
    StrengthBonus,
    TokenLimit,
    TokensState,
    TramplingLeap,
    TurnOrder,
    UnansweredAgainst,
    UnansweredAtLone,
    UnansweredAtMarked,
    UnmarkedAttacksBlocked,
    Unmoved,
    WithEnemyOnCell,
)
from tolaria.berserk.cards import (
    NEUTRAL,
    Attack,
    AttackKind,
    AttackX,
    CardDef,
    CardType,
    Keyword,
    Named,
    names_card,
)
from tolaria.berserk.rules import strike_table
from tolaria.berserk.rules.auras import granted
from tolaria.berserk.rules.cards_in_play import (
    classes_of,
    defn,
    has,
    in_play,
    in_squad,
    is_creature,
    is_flyer,
    printed_has,
)
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.state import ChainKind, GameState, Zone


def has_formation(g: GameState, cid: int) -> bool:
    """Online «Строй»: a creature with Строй (any «Строй: ...» sentence, or the word alone)."""
    d = defn(g, cid)
    return d.has(Keyword.FORMATION) or any(
        isinstance(s, Conditional) and isinstance(s.condition, InFormation) for s in d.statics) or any(
        isinstance(t.condition, InFormation) for t in d.triggers)


def in_formation(g: GameState, cid: int, partner: CardFilter | None = None, count: int = 1) -> bool:
    """Online «Строй»: another of your open-faced creatures with Строй stands next to this one, not diagonally
    (``count`` of them for «в строю с хотя бы двумя существами»)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or card.hidden or not is_creature(g, cid):
        return False
    found = 0
    for cell in board.ORTHOGONAL[card.cell]:
        other = g.board.get(cell)
        if other is None:
            continue
        o = g.objects[other]
        if (o.controller == card.controller and not o.hidden and is_creature(g, other) and has_formation(g, other)
                and (partner is None or matches(g, other, partner))):
            found += 1
            if found >= count:
                return True
    return False


def holds(g: GameState, cid: int, condition: Condition) -> bool:
    if isinstance(condition, IsHost):  # «Пока является хозяином симбиоту» (Online 210.2, 210.13)
        from tolaria.berserk.rules.symbiosis import symbiont_of

        return bool(g.hosts) and symbiont_of(g, cid) >= 0
    if isinstance(condition, HostElement):  # «пока хозяин Шипокрыла горный» (Online 210.2)
        from tolaria.berserk.rules.symbiosis import host_of

        host = host_of(g, cid)
        return host >= 0 and defn(g, host).element == condition.element
    if isinstance(condition, Flying):
        return is_flyer(g, cid)
    if isinstance(condition, OnOwnHalf):
        card = g.objects[cid]
        return card.zone is Zone.BATTLEFIELD and board.half_of(card.cell) == card.controller
    if isinstance(condition, InFormation):
        return in_formation(g, cid, condition.partner, condition.count)
    if isinstance(condition, IsOpen):
        return not g.objects[cid].closed
    if isinstance(condition, IsClosed):
        return g.objects[cid].closed
    if isinstance(condition, IsDefender):
        return is_defender(g, cid)
    if isinstance(condition, InColumns):
        card = g.objects[cid]
        return card.zone is Zone.BATTLEFIELD and board.column_of(card.cell) in condition.columns
    if isinstance(condition, NearOwn):
        return near_own(g, cid, condition.min_cost)
    if isinstance(condition, SquadHas):
        return squad_has(g, cid, condition)
    if isinstance(condition, OnBoard):
        return on_board(g, cid, condition.condition)
    if isinstance(condition, Neighbours):
        return neighbours(g, cid, condition)
    if isinstance(condition, InOwnRow):
        card = g.objects[cid]
        return card.zone is Zone.BATTLEFIELD and board.own_row(card.cell, card.controller) == condition.row
    if isinstance(condition, LifeAtMost):
        from tolaria.berserk.rules.cards_in_play import life

        return life(g, cid) <= condition.x
    if isinstance(condition, SquadElement):
        return squad_element(g, cid, condition.element)
    if isinstance(condition, LifeAbove):
        from tolaria.berserk.rules.cards_in_play import life

        return life(g, cid) > condition.x
    if isinstance(condition, Unmoved):
        return g.objects[cid].moved == 0
    if isinstance(condition, TokensState):
        return (g.objects[cid].tokens > 0) is condition.present
    if isinstance(condition, MovedCells):
        from tolaria.berserk.rules.movement_effects import moved_cells

        return moved_cells(g, cid, condition)
    if isinstance(condition, WithEnemyOnCell):
        from tolaria.berserk.rules.incorporeality import cellmate_enemy

        return cellmate_enemy(g, cid) >= 0
    if isinstance(condition, SquadRanges):
        return squad_ranges(g, cid, condition)
    if isinstance(condition, NearCardType):
        return near_card_type(g, cid, condition.card_type)
    if isinstance(condition, TurnOrder):  # Online 302.2: seat 0 is the first player (rules/preliminary)
        return g.objects[cid].controller == (1 if condition.second else 0)
    return g.objects[cid].wounds == 0


InForce = (Named | BorrowsFormation | StrengthBonus | Reduction | DirectedAgainst | AttackProtection | TokenLimit | OnlyOpposite | Aura
           | ForcedTarget | RepeatedStrikes | RangeBonus | ReducedTo | RecruitGain | IncarnationForm | RollBonus
           | MoveBonus | MarkerBlocksAttacks | FirstRollIs | RollTwice | RollBlock | ReducedToWeak | UnmarkedAttacksBlocked
           | UnansweredAtLone | ProphecyBlock | EnemyMoveLimit | ColumnRangeAura | JumpRangeAura | RowWrap
           | ExperienceOnPath | UnansweredAtMarked | FreeRecruit | RecruitSurcharge | RecruitBargain | PairedRecruit
           | SpyRecruit | RecruiterSearch | NoTokensFromOthers | TramplingLeap | PushingStep | FixedFight
           | ClassRollBonus | OppositeHas | HostGains | StartsWithTokens | StartsWithLives | UnansweredAgainst
           | IgnoresFlyerProtectionAt | EnemyHostRows | RangeSet | CopyPrices | GrantedAura
           | IncarnationInstead | HealInstead | FirstHealChange | CountsAsElement
           | FinishingBonus | InsteadOfDeath)
"""What :func:`in_force` yields: a card's modifier abilities in force now."""


def per_card(g: GameState, cid: int, x: int, per: PerCard) -> int:
    """X for each revealed card of the squad the bonus counts, up to its «(максимум +N)»."""
    from tolaria.berserk.rules.cards_in_play import squad

    count = 0
    for other in squad(g, g.objects[cid].controller):
        if (per.other and other == cid) or g.objects[other].hidden or not _counted_here(g, cid, other, per):
            continue
        d = defn(g, other)
        if (d.type is CardType.ARTIFACT) if per.artifacts else is_creature(g, other):
            if per.element is None or counted_element(g, other) == per.element:
                count += 1
    bonus = x * count
    return min(bonus, per.cap) if per.cap is not None else bonus


def _counted_here(g: GameState, cid: int, other: int, per: PerCard) -> bool:
    """«за каждого вашего стоящего рядом Линдвурма»: the counted card stands next to the bonus's card (Online 207.7)
    and bears the name, where the text says so."""
    if per.named is not None and not names_card(per.named, g.objects[other].name.lower()):
        return False
    if not per.adjacent:
        return True
    card, o = g.objects[cid], g.objects[other]
    return (other != cid and card.zone is Zone.BATTLEFIELD and o.zone is Zone.BATTLEFIELD
            and board.adjacent(card.cell, o.cell))


def on_board(g: GameState, cid: int, condition: BoardCondition) -> bool:
    """The board conditions of :class:`BoardCondition`, over revealed cards (a hidden card's face is unknown)."""
    from tolaria.berserk.rules.cards_in_play import squad

    seat = g.objects[cid].controller
    if condition is BoardCondition.MORE_ELITE:
        def elite(s: int) -> int:
            return sum(1 for c in squad(g, s) if not g.objects[c].hidden and defn(g, c).elite)
        return elite(seat) > elite(1 - seat)
    if condition is BoardCondition.MORE_ON_ENEMY_HALF:  # the card's controller's revealed creatures by half (207.3)
        halves = [board.half_of(g.objects[c].cell) for c in squad(g, seat)
                  if g.objects[c].zone is Zone.BATTLEFIELD and not g.objects[c].hidden and is_creature(g, c)]
        return halves.count(1 - seat) > halves.count(seat)
    if condition is BoardCondition.ENEMY_FRONT_EMPTY:
        return not any(g.objects[c].zone is Zone.BATTLEFIELD and board.own_row(g.objects[c].cell, 1 - seat) == 1
                       for c in squad(g, 1 - seat))
    if condition is BoardCondition.OPPONENT_FLYERS:
        return sum(1 for c in squad(g, 1 - seat) if not g.objects[c].hidden and is_flyer(g, c)) >= 2
    if condition is BoardCondition.MORE_ON_ENEMY_HALF:
        own_half = enemy_half = 0
        for c in squad(g, seat):
            card = g.objects[c]
            if card.zone is Zone.BATTLEFIELD and not card.hidden and is_creature(g, c):
                if board.own_row(card.cell, seat) is None:
                    enemy_half += 1
                else:
                    own_half += 1
        return enemy_half > own_half
    if condition is BoardCondition.EVERY_ROW:
        rows = {board.row_of(g.objects[c].cell) for c in squad(g, seat)
                if g.objects[c].zone is Zone.BATTLEFIELD and not g.objects[c].hidden and is_creature(g, c)}
        return len(rows) == len(board.CELLS) // len(board.COLUMNS)  # the six rows of the 5x6 battlefield
    card = g.objects[cid]
    cell = opposite_cell(card.cell, seat) if card.zone is Zone.BATTLEFIELD else None
    other = g.board.get(cell) if cell is not None else None
    return (other is not None and g.objects[other].controller == seat and not g.objects[other].hidden
            and is_creature(g, other) and g.objects[other].wounds == 0)


def neighbours(g: GameState, cid: int, condition: Neighbours) -> bool:
    """The creatures next to the card (all eight cells, Online 207.7), revealed ones only (a hidden card's face is
    unknown, Online 415): more of its controller's than of the opponent's, enough of his without wounds, enough
    different classes among them (the card data's ``classes``), or enough of the opponent's of a description."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return False
    own = enemy = unwounded = fitting = 0
    classes: set[str] = set()
    for n in board.NEIGHBOURS[card.cell]:
        other = g.board.get(n)
        if other is None or g.objects[other].hidden or not is_creature(g, other):
            continue
        classes.update(classes_of(g, other))
        if g.objects[other].controller == card.controller:
            own += 1
            unwounded += g.objects[other].wounds == 0
        else:
            enemy += 1
            fitting += condition.enemy is None or matches(g, other, condition.enemy)
    if condition.more_own and own <= enemy:
        return False
    return (unwounded >= condition.own_unwounded and len(classes) >= condition.classes
            and fitting >= condition.enemies)


def squad_has(g: GameState, cid: int, condition: SquadHas) -> bool:
    """A revealed card of one of the condition's classes in the card's controller's squad (Online «Отряд»)."""
    from tolaria.berserk.rules.cards_in_play import squad

    for other in squad(g, g.objects[cid].controller):
        if (condition.other and other == cid) or g.objects[other].hidden:
            continue
        d = defn(g, other)
        if (any(c.casefold() in condition.classes for c in classes_of(g, other)) and d.cost >= condition.min_cost
                and (condition.element is None or counted_element(g, other) == condition.element)):
            return True
    return False


def squad_ranges(g: GameState, cid: int, condition: SquadRanges) -> bool:
    """«хотя бы 3 карты с выстрелом, разрядом или метанием разной дальности»: ``count`` revealed cards of the squad can
    each be given one printed range of their attacks of those kinds, all different (a card with two such attacks
    counts once, with either range; -1 stands for an unlimited one)."""
    from tolaria.berserk.rules.cards_in_play import squad

    ranges: list[set[int]] = []
    for other in squad(g, g.objects[cid].controller):
        if g.objects[other].hidden:
            continue
        found = {-1 if p.effect.range is None else p.effect.range for p in defn(g, other).playable
                 if isinstance(p.effect, Attack) and p.effect.kind in condition.kinds}
        if found:
            ranges.append(found)
    return distinct_choices(ranges) >= condition.count


def distinct_choices(options: list[set[int]]) -> int:
    """The most of the sets that can each give a different value (a bipartite matching, by augmenting paths)."""
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for value in options[i]:
            if value in seen:
                continue
            seen.add(value)
            if value not in owner or place(owner[value], seen):
                owner[value] = i
                return True
        return False

    return sum(place(i, set()) for i in range(len(options)))


def squad_element(g: GameState, cid: int, element: str) -> bool:
    """«если у вас есть степное существо»: a revealed creature of the element in the card's controller's squad."""
    from tolaria.berserk.rules.cards_in_play import squad

    return any(not g.objects[o].hidden and is_creature(g, o) and counted_element(g, o) == element
               for o in squad(g, g.objects[cid].controller))


def near_card_type(g: GameState, cid: int, card_type: str) -> bool:
    """A revealed card of that type, of either squad, on a cell next to the card (Online 207.7)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return False
    return any(not g.objects[o].hidden and defn(g, o).type.value == card_type
               for n in board.NEIGHBOURS[card.cell] for o in g.cards_at(n))


def near_own(g: GameState, cid: int, min_cost: int) -> bool:
    """Another open-faced creature of the card's controller, of cost ``min_cost`` or more, stands next to it."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return False
    for cell in board.NEIGHBOURS[card.cell]:
        other = g.board.get(cell)
        if (other is not None and g.objects[other].controller == card.controller and not g.objects[other].hidden
                and is_creature(g, other) and defn(g, other).cost >= min_cost):
            return True
    return False


def in_force(g: GameState, cid: int) -> Iterator[InForce]:
    """The card's modifier abilities in force now: unconditional ones, conditional ones whose condition holds,
    and acquired ones (Online 407.1)."""
    for s in _statics(g, cid):
        if isinstance(s, Conditional):
            if holds(g, cid, s.condition):
                yield s.ability
        else:
            yield s


def _statics(g: GameState, cid: int) -> Iterator[Static]:
    for s in defn(g, cid).statics:
        yield s
        if isinstance(s, Conditional) and isinstance(s.ability, BorrowsFormation):
            from tolaria.berserk.rules.borrowed_formation import borrowed_statics

            yield from borrowed_statics(g, cid, s.ability)  # «получает бонусы строя всех степных существ ...»
    for e in g.objects[cid].effects:
        acquired = acquired_static(e.text)
        if acquired is not None:
            yield acquired


def acquired_static(text: str) -> Static | None:
    """An acquired ability's modifier («+1 к {strike}»), read once per text by the printed text's grammar; an engine's
    mark («#...», such as one naming a chain) is no ability, and is not kept in the cache."""
    return None if text.startswith("#") else _acquired_static(text)


@cache
def _acquired_static(text: str) -> Static | None:
    from tolaria.berserk.compiler import static_of

    return static_of(text)


def conditional_x(g: GameState, cid: int, keyword: Keyword) -> int | None:
    """The greatest X of a named ability the card has through a condition now («Строй: {armor}2»)."""
    best: int | None = None
    for s in in_force(g, cid):
        if isinstance(s, Named) and s.keyword is keyword and (best is None or s.x > best):
            best = s.x
    return best


def _has_ability(g: GameState, cid: int, name: str) -> bool:
    if name == FLIGHT:
        return is_flyer(g, cid)
    if name == VALHALLA:  # «особенность вальхаллы»
        from tolaria.berserk.rules.valhalla import has_valhalla

        return has_valhalla(g, cid)
    d = defn(g, cid)
    if name == MAGICAL:
        return _magical(d)
    for p in d.playable:
        if isinstance(p.effect, Attack) and p.effect.kind.value == name:
            return True
        if name == SPELL and "заклинание" in p.text.lower():
            return True
    return any(k.value == name and has(g, cid, k) for k in Keyword)


def _magical(d: CardDef) -> bool:
    """Online 401.4: the card has a magical ability: a magic strike or a discharge (played or triggered), or a spell."""
    from tolaria.berserk.abilities import AttackAt, TextAbility

    for p in d.playable:
        if isinstance(p.effect, Attack) and p.effect.kind.magical:
            return True
        if isinstance(p.effect, TextAbility) and p.effect.spell:
            return True
    return any(isinstance(e, AttackAt) and e.attack.kind.magical for t in d.triggers for e in t.effects)


def matches(g: GameState, cid: int, f: CardFilter) -> bool:
    """Whether a card in play is one of the cards the filter's words describe."""
    d, card = defn(g, cid), g.objects[cid]
    if f.element is not None or f.elements or f.not_element is not None:
        own = counted_element(g, cid)
        if f.element is not None and own != f.element:
            return False
        if f.elements and own not in f.elements:
            return False
        if f.not_element is not None and own == f.not_element:
            return False
    if f.min_move is not None and d.move < f.min_move:
        return False
    if d.type in f.not_types:  # «(кроме симбиотов)»
        return False
    if f.unwounded is not None and (card.wounds == 0) is not f.unwounded:
        return False
    if f.classes and not f.classes.intersection(classes_of(g, cid)):
        return False
    if f.incorporeal is not None:  # «небестелесное существо»
        from tolaria.berserk.rules.incorporeality import is_incorporeal

        if is_incorporeal(g, cid) is not f.incorporeal:
            return False
    if f.classed is not None and bool(classes_of(g, cid)) is not f.classed:
        return False
    if f.closed is not None and card.closed is not f.closed:
        return False
    if f.flyer is not None and is_flyer(g, cid) is not f.flyer:
        return False
    if f.elite is not None and d.elite is not f.elite:
        return False
    if f.unique is not None and d.unique is not f.unique:
        return False
    if f.max_cost is not None and d.cost > f.max_cost:
        return False
    if f.defender is not None and is_defender(g, cid) is not f.defender:
        return False
    if f.moved is not None and (card.moved > 0 and card.controller == g.active) is not f.moved:
        return False
    if f.formation is not None and has_formation(g, cid) is not f.formation:
        return False
    if f.creature is not None and is_creature(g, cid) is not f.creature:
        return False
    if f.terrain is not None and (d.type is CardType.TERRAIN) is not f.terrain:
        return False
    if f.min_weak_strike is not None and d.strike[0] < f.min_weak_strike:
        return False
    if f.on_battlefield is not None and (card.zone is Zone.BATTLEFIELD) is not f.on_battlefield:
        return False
    if f.named and not names_card(f.named, card.name.lower()):
        return False
    if f.not_named and names_card(f.not_named, card.name.lower()):
        return False
    if f.lacking and any(_has_ability(g, cid, n) for n in f.lacking):
        return False
    if f.hosting:  # «являющееся хозяином паразита»
        from tolaria.berserk.rules.symbiosis import hosts_one_of

        if not hosts_one_of(g, cid, f.hosting):
            return False
    if f.marker:  # «с маркером «добычи»»
        from tolaria.berserk.rules.marker_effects import marker_of

        if marker_of(g, cid, f.marker) is None:
            return False
    if f.on_marked_cell or f.near_marked_cell:  # «на клетке с гнездом», «на клетках рядом с гнездом»
        from tolaria.berserk.rules.cell_markers import marked_cells

        if card.zone is not Zone.BATTLEFIELD:
            return False
        if f.on_marked_cell and card.cell not in marked_cells(g, f.on_marked_cell):
            return False
        if f.near_marked_cell and not any(board.adjacent(card.cell, c) for c in marked_cells(g, f.near_marked_cell)):
            return False
    return not f.having or any(_has_ability(g, cid, n) for n in f.having)


def is_defender(g: GameState, cid: int) -> bool:
    """Online 205.3: the card is the defender of a simple strike now (the strike was redirected to it)."""
    return any(ch.kind is ChainKind.STRIKE and ch.redirected and cid in ch.targets for ch in g.chains.values())


def diagonal(g: GameState, a: int, b: int) -> bool:
    """Online 207.7: neighbouring cells in different rows and different columns."""
    ca, cb = g.objects[a], g.objects[b]
    return (ca.zone is Zone.BATTLEFIELD and cb.zone is Zone.BATTLEFIELD and board.adjacent(ca.cell, cb.cell)
            and board.row_of(ca.cell) != board.row_of(cb.cell) and board.column_of(ca.cell) != board.column_of(cb.cell))


def strength_modifier(g: GameState, source: int, target: int, kind: AttackKind, tier: int) -> int:
    """Online 422.4: the source's bonuses to this attack, then the target's reductions of it."""
    total = 0
    if source in g.objects and in_squad(g.objects[source]):
        for s in (*in_force(g, source), *granted(g, source)):
            if isinstance(s, StrengthBonus) and s.scope.covers(kind, tier) and (
                    s.target is None or matches(g, target, s.target)) and (not s.opposite or opposite(g, source, target)) and (
                    s.enemy_row is None or _in_enemy_row(g, source, target, s.enemy_row)) and (
                    not s.enemy or g.objects[target].controller != g.objects[source].controller):
                total += s.x * g.objects[source].tokens if s.per_token else (
                    per_card(g, source, s.x, s.per) if s.per is not None else (
                        counted_x(g, source, target, s.x_of, tier) if s.x_of is not None else s.x))
        if kind is AttackKind.SIMPLE and has(g, source, Keyword.STRIKE_NOT_REDUCED):
            return max(0, total)  # «Сила {strike} Гидры не может быть снижена»: no penalty, no reduction
    for s in (*in_force(g, target), *auras_on(g, target)):
        if isinstance(s, Reduction) and s.scope.covers(kind, tier) and (
                s.scope.source is None or (source in g.objects and matches(g, source, s.scope.source))) and (
                not s.scope.diagonal or diagonal(g, source, target)) and (
                not s.scope.straight or not diagonal(g, source, target)) and (
                s.scope.source_row is None or (source in g.objects and _in_enemy_row(g, target, source, s.scope.source_row))):
            total -= s.x
    return total


def use_next_bonuses(g: GameState, cid: int, kind: AttackKind, tier: int) -> None:
    """«+2 к следующему {strike}»: the card's acquired next-attack bonuses that this attack counted are used up."""
    card = g.objects.get(cid)
    if card is None or not card.effects:
        return
    kept = []
    for e in card.effects:
        s = acquired_static(e.text)
        if isinstance(s, StrengthBonus) and s.next_only and s.scope.covers(kind, tier):
            continue
        kept.append(e)
    if len(kept) != len(card.effects):
        card.effects = tuple(kept)


def counted_x(g: GameState, source: int, target: int, counted: CountedX, tier: int) -> int:
    """The X of «+X к [атаке], где X — ...» for this attack (Online 422.5: modifiers are counted as the value is fixed)."""
    from tolaria.berserk.rules.cards_in_play import life, squad

    if counted is CountedX.TARGET_HALF_LIFE:
        return max(0, life(g, target)) // 2  # «при нечетном количестве ... округлять их в меньшую сторону»
    if counted is CountedX.TARGET_STRIKE:
        return defn(g, target).strike[tier - 1] if is_creature(g, target) and tier > 0 else 0
    seat = 1 - g.objects[source].controller
    return len({counted_element(g, c) for c in squad(g, seat) if not g.objects[c].hidden} - {NEUTRAL})


def _in_enemy_row(g: GameState, source: int, target: int, row: int) -> bool:
    """«по картам в N-м ряду противника»: the target stands in that row of the source's opponent's half."""
    t = g.objects[target]
    return t.zone is Zone.BATTLEFIELD and board.own_row(t.cell, 1 - g.objects[source].controller) == row


def auras_on(g: GameState, cid: int) -> list[Reduction | ReducedToWeak]:
    """The reductions other cards' auras give this one where it stands (see :class:`~tolaria.berserk.abilities.Aura`)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or not is_creature(g, cid):
        return []
    out: list[Reduction | ReducedToWeak] = []
    for cell in board.NEIGHBOURS[card.cell]:
        other = g.board.get(cell)
        if other is None or g.objects[other].hidden:
            continue
        for s in defn(g, other).statics:
            if not isinstance(s, Aura):
                continue
            if s.place is Place.LEFT_RIGHT and board.row_of(cell) != board.row_of(card.cell):
                continue
            if s.side is Side.OWN and g.objects[other].controller != card.controller:
                continue
            if s.filter is not None and not matches(g, cid, s.filter):
                continue
            out.append(s.ability)
    return out


def protection(g: GameState, source: int, target: int, kind: AttackKind, tier: int | None = None,
               amount: int | None = None) -> Keyword | None:
    """Online 411, «Защита от [текст]»: protection from throws, and from flyers' attacks unless the flyer ignores it;
    «Защита от слабых {strike}» by the strength row (``tier``, fixed at the Calculation object), «Защита от ближних
    ударов величиной 3 и более» by the value (``amount``, fixed there too)."""
    for s in in_force(g, target):
        if not isinstance(s, AttackProtection) or (s.scope.tiers and tier is None):
            continue
        valued = s.at_least is not None or s.at_most is not None
        if s.scope.covers(kind, tier or 0) and (not valued or (amount is not None and s.covers_value(amount))):
            return Keyword.PROTECTION_FROM_STRIKES
    if kind is AttackKind.THROW and has(g, target, Keyword.PROTECTION_FROM_THROWS):
        return Keyword.PROTECTION_FROM_THROWS
    if (source in g.objects and is_flyer(g, source) and has(g, target, Keyword.PROTECTION_FROM_FLYERS)
            and not has(g, source, Keyword.IGNORES_PROTECTION_FROM_FLYERS) and not ignores_flyer_protection(g, source, target)):
        return Keyword.PROTECTION_FROM_FLYERS
    return None


def ignores_flyer_protection(g: GameState, source: int, target: int) -> bool:
    """«Игнорирует {zoal} существ противника, стоящих на клетке с гнездом»: the source ignores the target's «Защита от
    летающих» where the target fits the words."""
    return defn(g, source).statics != () and any(
        isinstance(s, IgnoresFlyerProtectionAt) and matches(g, target, s.target)
        and not (s.enemy and g.objects[target].controller == g.objects[source].controller) for s in in_force(g, source))


def directed(g: GameState, source: int, target: int) -> bool:
    """Glossary «Направленный Удар»: the source has it, or has it against this target («{direct} по закрытым»), or
    its strike at it is unanswered (glossary «Безответный удар» includes «Направленный удар»)."""
    if has(g, source, Keyword.DIRECTED_STRIKE):
        return True
    return any(isinstance(s, DirectedAgainst) and matches(g, target, s.target) for s in in_force(g, source)) or (
        unanswered_at(g, source, target))


def unanswered_at(g: GameState, source: int, target: int) -> bool:
    """«Может объявлять безответный удар по существу противника, если и справа и слева от него нет других его
    существ»: the target is an opponent's creature with no creature of its controller on the cells beside it in its
    row (Online 207.7)."""
    if defn(g, source).statics and any(isinstance(s, UnansweredAgainst) and matches(g, target, s.target)
                                       for s in in_force(g, source)):
        return True  # «безответный удар по существам с маркером «добычи»»
    if not defn(g, source).statics or not any(isinstance(s, UnansweredAtLone) for s in in_force(g, source)):
        return False
    t = g.objects[target]
    if t.controller == g.objects[source].controller or t.zone is not Zone.BATTLEFIELD or not is_creature(g, target):
        return False
    for cell in board.ORTHOGONAL[t.cell]:
        other = g.board.get(cell)
        if (other is not None and board.row_of(cell) == board.row_of(t.cell) and g.objects[other].controller == t.controller
                and is_creature(g, other)):
            return False
    return True


def move_cells(g: GameState, cid: int) -> tuple[int, ...]:
    """Online 203.2: a step is to a neighbouring cell in the row or column; «Может двигаться по диагонали» adds the
    corners; Возница's «между крайними клетками одного ряда как на рядом стоящую клетку» the row's other edge."""
    card = g.objects[cid]
    d = defn(g, cid)
    if not (d.statics or card.effects or (d.named and printed_has(d, Keyword.DIAGONAL_MOVE))):
        return board.ORTHOGONAL[card.cell]
    cells = board.NEIGHBOURS[card.cell] if has(g, cid, Keyword.DIAGONAL_MOVE) else board.ORTHOGONAL[card.cell]
    other_edge = wrapped(g, cid, strike=False)
    return (*cells, other_edge) if other_edge >= 0 else cells


def wrapped(g: GameState, cid: int, strike: bool) -> int:
    """The other edge cell of the card's row when it stands on an edge and its text wraps the row (``RowWrap``) for
    moves (``strike`` False) or simple strikes; -1 otherwise (Online 207.5: columns A and E)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or board.column_of(card.cell) not in (0, 4) or not defn(g, cid).statics:
        return -1
    if not any(isinstance(s, RowWrap) and s.strike is strike for s in in_force(g, cid)):
        return -1
    return card.cell + 4 if board.column_of(card.cell) == 0 else card.cell - 4


def opposite_cell(cell: int, seat: int) -> int | None:
    """Online 207.8: the neighbouring cell in the card's column toward its controller's opponent."""
    row = board.row_of(cell) + (1 if seat == 0 else -1)
    return cell + (5 if seat == 0 else -5) if 0 <= row < 6 else None


def given_by_opposite(g: GameState, cid: int, keyword: Keyword) -> bool:
    """«... и существо, стоящее напротив нее, имеют {stamina}»: a revealed card of either squad on a neighbouring cell
    of the creature's column, whose opposite cell (Online 207.8, as that card's controller sees it) the creature stands
    on, gives it the named ability while that card's condition holds."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or not is_creature(g, cid):
        return False
    for cell in (card.cell - 5, card.cell + 5):
        giver = g.board.get(cell, -1)
        if giver < 0 or g.objects[giver].hidden or not defn(g, giver).statics:
            continue
        if opposite_cell(cell, g.objects[giver].controller) != card.cell:
            continue
        if any(isinstance(s, OppositeHas) and s.ability.keyword is keyword for s in in_force(g, giver)):
            return True
    return False


def opposite(g: GameState, source: int, target: int) -> bool:
    """Online 207.8: ``target`` stands on the cell opposite ``source``."""
    card, other = g.objects[source], g.objects[target]
    return (card.zone is Zone.BATTLEFIELD and other.zone is Zone.BATTLEFIELD
            and opposite_cell(card.cell, card.controller) == other.cell)


def strike_restriction(g: GameState, source: int, target: int) -> tuple[str, str] | None:
    """«Может объявлять {strike} только по карте, стоящей напротив»: the strike's target must stand opposite."""
    if not defn(g, source).statics or not any(isinstance(s, OnlyOpposite) for s in in_force(g, source)):
        return None
    if opposite(g, source, target):
        return None
    return "this card strikes only the card opposite it", "Online 207.8"


def token_limit(g: GameState, cid: int) -> int | None:
    """Online 218.6-218.7: the card's token maximum, if a text sets one (the least, if several)."""
    limits = [s.x for s in in_force(g, cid) if isinstance(s, TokenLimit)]
    return min(limits) if limits else None


def gain_tokens(g: GameState, cid: int, count: int, sole: bool = False) -> int:
    """Online 218.6: the card gains tokens up to its maximum; returns how many it got. ``sole``: the gain is of the
    card's own ability that says it gains tokens no other way."""
    card = g.objects[cid]
    if has(g, cid, Keyword.NO_TOKENS):
        return 0  # «не может получать {counter}»
    if not sole and any(t.sole_tokens for t in defn(g, cid).triggers):
        return 0  # «(не может получать {counter} другим способом)»: only its own such ability gives it tokens
    top = token_limit(g, cid)
    got = count if top is None else max(0, min(count, top - card.tokens))
    card.tokens += got
    return got


def may_defend(g: GameState, cid: int) -> bool:
    """«Не может выступать защитником»."""
    return not has(g, cid, Keyword.CANNOT_DEFEND)


def defender_closes(g: GameState, cid: int) -> bool:
    """Online 216.12.a, unless «Выступая защитником, не закрывается»."""
    return not has(g, cid, Keyword.DEFENDS_WITHOUT_CLOSING)


def range_set(g: GameState, cid: int, kind: AttackKind, range_: int | None) -> int | None:
    """«дальние атаки получают дальность 2»: the range the card's attack of this kind has now (the least such text
    in force), or its own."""
    if not (defn(g, cid).statics or g.objects[cid].effects):
        return range_
    set_to = [s.x for s in in_force(g, cid) if isinstance(s, RangeSet) and kind in s.kinds]
    return min(set_to) if set_to else range_


def range_bonus(g: GameState, cid: int, kind: AttackKind) -> int:
    """«+1 к дальности разряда»: how many cells further the card's attacks of this kind reach now, with what
    the squad's cards in its column give it («в одном столбце с Паладином Алламора»)."""
    if kind is AttackKind.THROW and has(g, cid, Keyword.THROW_RANGE_FIXED):
        return 0  # «Дальность метания Дикого циклопа не может быть изменена»
    own = 0
    if defn(g, cid).statics or g.objects[cid].effects:
        own = sum(s.x for s in in_force(g, cid) if isinstance(s, RangeBonus) and kind in s.kinds)
    return own + column_range(g, cid, kind)


def column_range(g: GameState, cid: int, kind: AttackKind) -> int:
    """«Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к дальности»:
    the bonus of the revealed cards of the creature's squad standing in its column (Online 207.6)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or not is_creature(g, cid) or not any(
            isinstance(p.effect, Attack) and p.effect.kind is kind for p in defn(g, cid).playable):
        return 0
    total = 0
    for other in in_play(g):
        o = g.objects[other]
        if (other == cid or o.controller != card.controller or o.hidden or o.zone is not Zone.BATTLEFIELD
                or board.column_of(o.cell) != board.column_of(card.cell) or not defn(g, other).statics):
            continue
        total += sum(s.x for s in in_force(g, other) if isinstance(s, ColumnRangeAura) and kind in s.kinds)
    return total


def value_cap(g: GameState, source: int, target: int, kind: AttackKind, tier: int) -> int | None:
    """«... по Сфинксу Дзара сводятся к 1»: the most the attack is worth against ``target`` (None: no cap); «сводит
    каждую атаку ... к 1, пока оно стоит в выбранном ряду»: the most an attack of ``source`` is worth in a chosen row."""
    from tolaria.berserk.rules.chosen_rows import attack_cap

    caps = [] if (row := attack_cap(g, source)) is None else [row]
    if defn(g, target).statics:
        caps += [s.x for s in in_force(g, target) if isinstance(s, ReducedTo) and s.scope.covers(kind, tier) and (
            s.scope.source is None or (source in g.objects and matches(g, source, s.scope.source)))]
    return min(caps) if caps else None


def counts_as_weak(g: GameState, source: int, target: int, kind: AttackKind, tier: int) -> bool:
    """«Все {strike} по Степному волколаку сводятся к слабым», «{strike} по картам слева и справа от Морока сводится к
    слабому»: a hit on ``target`` of this kind counts as a weak one (Online 205.6), by its own text or a neighbour's."""
    if tier <= strike_table.WEAK:
        return False
    return any(isinstance(s, ReducedToWeak) and s.scope.covers(kind, tier) and (
        s.scope.source is None or (source in g.objects and matches(g, source, s.scope.source)))
        for s in (*in_force(g, target), *auras_on(g, target)))


def attack_x(g: GameState, cid: int, counted: AttackX) -> int:
    """The X of an attack «на X, где X — сумма слабых {strike} ваших существ справа и слева от [карты]»: the printed
    weak strikes (Online 104.2.b) of the revealed creatures of its squad beside it in its row; «число ран на [карте]»:
    its own wounds."""
    card = g.objects[cid]
    if counted is AttackX.OWN_WOUNDS:
        return card.wounds
    if card.zone is not Zone.BATTLEFIELD:
        return 0
    total = 0
    for cell in board.ORTHOGONAL[card.cell]:
        other = g.board.get(cell)
        if (other is not None and board.row_of(cell) == board.row_of(card.cell) and not g.objects[other].hidden
                and g.objects[other].controller == card.controller and is_creature(g, other)):
            total += defn(g, other).strike[0]
    return total


def jump_range_bonus(g: GameState, cid: int) -> int:
    """«Ваши стоящие рядом с Аларино существа с прыжком получают +1 к дальности прыжка»: what the revealed cards of the
    creature's squad next to it add to its «Прыжок, дальность Х» (glossary «Дальность Х»)."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return 0
    total = 0
    for cell in board.NEIGHBOURS[card.cell]:
        other = g.board.get(cell)
        if other is None or g.objects[other].controller != card.controller or g.objects[other].hidden:
            continue
        if defn(g, other).statics:
            total += sum(s.x for s in in_force(g, other) if isinstance(s, JumpRangeAura))
    return total


def start_tokens(g: GameState, cards: list[int]) -> None:
    """Glossary «Начинает бой с [текст]»: each of these cards whose «начинает бой с N {counter}» is in force gets its
    tokens, up to its maximum (Online 218.6); the Preliminary Phase has no stack (Online 301.2), so no «когда
    получает {counter}» ability triggers, and the card stays hidden if it is (the text does not reveal it). «начинает
    бой с 3 дополнительными жизнями» gives its additional lives the same way (Online 204.2, up to «Максимум Х
    жизней», 204.3)."""
    from tolaria.berserk.events import TokenGained
    from tolaria.berserk.rules.keyword_abilities import add_extra_life
    from tolaria.berserk.rules.stack import emit

    for cid in cards:
        if not in_squad(g.objects[cid]):
            continue
        lives = sum(s.count for s in in_force(g, cid) if isinstance(s, StartsWithLives))
        if lives:
            add_extra_life(g, cid, lives)
        count = sum(s.count for s in in_force(g, cid) if isinstance(s, StartsWithTokens))
        got = gain_tokens(g, cid, count) if count else 0
        if got:
            emit(g, TokenGained(card=cid, count=got, rules=("Online «Начинает бой с [текст]»", "Online 419.1.c")))
