"""Triggered abilities: noticing their trigger points, putting them on the stack, carrying out their effects (Online 405).

A compiled :class:`~tolaria.berserk.abilities.Trigger` becomes a chain of
kind ``ability`` whose ``trigger`` is :data:`TRIGGERED` and whose ``index``
is the trigger's number among its card's triggers (1-based). The chain's
``initial`` holds the roles of the moment it triggered, (attacker,
attacked), -1 where there is none: its effects act on those cards.

The stack calls in here at each trigger point: after an attack's wounds
(Online 216.11: «при атаке (ударе, выстреле...)» abilities enter the stack
then), after a move, a redirection and a destruction, and the engine at
the start and the end of a turn (Online 311.4, 313.1). Triggered chains
enter together by Online 215.4. Once declared a triggered ability is
carried out wherever its source is (Online 405.4).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    Acquire,
    AcquireEach,
    ArrangeDeck,
    AttackAt,
    AttackEachNear,
    AttackLowered,
    AttackScope,
    BecomeCreature,
    BecomeElement,
    BlockStrike,
    BorrowsFormation,
    CardFilter,
    ChainedPair,
    ChosenValueGain,
    CloseCard,
    CloseIfWounded,
    CloseOrWounds,
    Conditional,
    CountedCards,
    Cure,
    DeckToGraveyard,
    DeclareValhalla,
    DestroyCard,
    DiveOnto,
    DivideWounds,
    Duration,
    EnemyFollowsMove,
    Exile,
    ExtraLife,
    ExtraLifeEach,
    FinishOff,
    FixFight,
    ForcedStrike,
    GainClass,
    GainExiledValues,
    GainFlight,
    GainOrWounds,
    HealBy,
    HealByOpposite,
    HealHost,
    HealSelf,
    IfNoEnemyNear,
    IfRolled,
    IfRolledAtLeast,
    IfUnwounded,
    IncarnationToken,
    Land,
    LanternLight,
    LeashedAttacks,
    LifeLowered,
    LimitMovers,
    LoseAbility,
    LoseMarker,
    MeleeCappedAt,
    MillTop,
    MoveCard,
    MoveCellMarker,
    MoveOntoHost,
    MustStrike,
    NeighboursStrike,
    NextBonus,
    NextRollBonus,
    NextRollIs,
    NoTokensFromOthers,
    OneOf,
    OpenCard,
    Outcome,
    PlaceCellMarker,
    PlaceCellMarkers,
    PlaceCountedMarker,
    Point,
    PoisonBy,
    PreventNext,
    Prophecy,
    Redistribute,
    Remember,
    Resurrect,
    ResurrectAsCompanion,
    ReturnToDeck,
    RollBonusAgainst,
    RollTable,
    RowAttackCap,
    RowWoundsLater,
    ShareWounds,
    Side,
    SplitTokens,
    StaysClosed,
    StaysOpen,
    StrikeAsNear,
    StrikeToStrong,
    Summon,
    SwapAndFight,
    SwapCards,
    TakeDestroyed,
    TakeSymbiont,
    TeleportToMarker,
    ToGraveyard,
    TokenGain,
    TokenLoss,
    TokenOrIncarnation,
    Trigger,
    TriggeredEffect,
    Who,
    Whose,
    WoundBy,
    WoundCellLater,
    WoundEach,
)
from tolaria.berserk.actions import TriggerAnswer
from tolaria.berserk.cards import STAYS_CLOSED, Attack, AttackKind, Keyword
from tolaria.berserk.decisions import (
    CloseOrWoundsChoice,
    GainOrWoundsChoice,
    OptionChoice,
    TriggerChoice,
)
from tolaria.berserk.events import Cancelled, ClosingChosen, Opened, Protected, TokenGained
from tolaria.berserk.rules import (
    cell_markers,
    chained_pairs,
    chosen_rows,
    durations,
    healing,
    incarnation,
    keyword_abilities,
    limits,
    marker_effects,
    markers,
    prophecy,
    shared_tokens,
    swapping,
    valhalla,
)
from tolaria.berserk.rules.acquired_playables import gives_playable
from tolaria.berserk.rules.cards_in_play import (
    current_life,
    defn,
    has,
    in_play,
    in_squad,
    is_creature,
    keyword_x,
    roster,
)
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.state import Acquired, CardState, Chain, ChainKind, Entering, GameState, Zone

TRIGGERED = "особенность"
"""``Chain.trigger`` of a compiled triggered ability (``index`` numbers it among the card's triggers)."""

ROLE_NONE = -1
BORROWED = 1000
"""A borrowed triggered ability is numbered ``BORROWED * (partner + 1) + its number on the partner`` (a card has fewer
than 1000; rules/borrowed_formation.py)."""
LATER_EFFECTS = "затем"
"""``Chain.trigger`` of the chain that carries out a text's effects after the attacks or the move before them
(rules/later_effects.py)."""


def stays_closed(card: CardState) -> bool:
    """Online 311.1 all the same: a card under «не открывается» stays closed at its turn's start."""
    return any(e.text == STAYS_CLOSED for e in card.effects)


def _entering(g: GameState, cid: int, index: int, trigger: Trigger, attacker: int, attacked: int,
              rules: tuple[str, ...]) -> Entering:
    """The chain of one triggered ability, ready to enter the stack (Online 405.2)."""
    from tolaria.berserk.rules.stack import new_chain

    chain = new_chain(g, ChainKind.ABILITY, cid, g.objects[cid].controller)
    chain.trigger = TRIGGERED
    chain.index = index
    chain.initial = (attacker, attacked)
    acted_on = [who for e in trigger.effects if (who := _who_of(e)) is not None and who is not Who.SELF]
    targets = [c for c in (_role(chain, w) for w in acted_on) if c >= 0 and c != cid]
    chain.targets = tuple(dict.fromkeys(targets))
    if isinstance(trigger.effects[0], AttackAt) and not any(isinstance(e, AttackAt) for e in trigger.effects[1:]):
        attack = trigger.effects[0].attack
        chain.attack = attack.kind
        chain.strength = defn(g, cid).strike if attack.kind is AttackKind.SIMPLE else attack.strength
        if trigger.token_bonus:  # «(+2 к разряду за каждую {counter})»: the tokens it has as it triggers
            bonus = trigger.token_bonus * g.objects[cid].tokens
            chain.strength = (chain.strength[0] + bonus, chain.strength[1] + bonus, chain.strength[2] + bonus)
    chain.choosing = trigger.chooses or trigger.optional
    limits.record(g, cid, "t", index, trigger.limit)
    what = f"«{trigger.text}»"
    if index > BORROWED:  # a partner's bonus of formation, the card's own now (rules/borrowed_formation.py)
        what = f"{what} (бонус строя {g.objects[index // BORROWED - 1].name})"
    return Entering(chain, what, ("Online 405.1", "Online 405.2", *rules))


def attack_riders(g: GameState, chain: Chain) -> None:
    """«разряд на 1, при этом теряет все {counter}»: a triggered attack's other effects, carried out with its wounds
    (Online 216.11), in the text's order."""
    if chain.trigger != TRIGGERED or chain.kind is not ChainKind.ABILITY or chain.source not in g.objects:
        return
    effects = trigger_of(g, chain).effects
    if not isinstance(effects[0], AttackAt):
        return  # an attack the text declared as it was carried out (rules/later_effects.py): it has no riders
    for effect in effects[1:]:
        do_effect(g, chain, effect)


def _who_of(effect: TriggeredEffect) -> Who | None:
    return getattr(effect, "who", None)


def _role(chain: Chain, who: Who) -> int:
    if who is Who.SELF:
        return chain.source
    if who is Who.DEFENDED:
        return chain.initial[2] if len(chain.initial) > 2 else ROLE_NONE
    if who is Who.CHOSEN:
        return chain.targets[0] if chain.targets else ROLE_NONE
    if who is Who.SECOND:
        return chain.targets[1] if len(chain.targets) > 1 else ROLE_NONE
    if who is Who.DEAD_PARTNERS or who is Who.SYMBIONT or who is Who.HOST or who is Who.EACH_CHOSEN:
        return ROLE_NONE  # several cards, fixed as it triggered (``_fix_partners``); the symbiote or host, as it happens
    attacker, attacked = chain.initial if len(chain.initial) == 2 else (ROLE_NONE, ROLE_NONE)
    return attacker if who is Who.ATTACKER else attacked


def trigger_of(g: GameState, chain: Chain) -> Trigger:
    return trigger_at(g, chain.source, chain.index)


def trigger_at(g: GameState, cid: int, index: int) -> Trigger:
    """The card's ``index``-th triggered ability, its own or one borrowed in formation (rules/borrowed_formation.py)."""
    if index > BORROWED:
        from tolaria.berserk.rules.borrowed_formation import trigger_at as borrowed_at

        return borrowed_at(g, index)
    return defn(g, cid).triggers[index - 1]


def _armed(g: GameState, cid: int) -> list[tuple[int, Trigger]]:
    """The card's triggered abilities, numbered, whose condition («Строй: ...») holds now."""
    d = defn(g, cid)
    triggers = d.triggers
    if not triggers:
        return []
    from tolaria.berserk.rules.modifiers import holds

    numbered = list(enumerate(triggers, 1))
    if d.statics and any(isinstance(s, Conditional) and isinstance(s.ability, BorrowsFormation) for s in d.statics):
        from tolaria.berserk.rules.borrowed_formation import borrowed_triggers

        numbered.extend(borrowed_triggers(g, cid))  # «получает бонусы строя всех степных существ ...»
    return [(i, t) for i, t in numbered if (t.condition is None or holds(g, cid, t.condition))
            and not limits.used_up(g, cid, "t", i, t.limit)]


def _live(g: GameState, cid: int) -> bool:
    """A card whose abilities can trigger: in play and face up (a hidden card's text is unknown, Online 415)."""
    card = g.objects[cid]
    return in_squad(card) and not card.hidden


def entering(g: GameState, cid: int, index: int, trigger: Trigger, rules: tuple[str, ...]) -> Entering:
    """The chain of a triggered ability with no roles (a turn's start, «Вальхалла»), ready to enter the stack."""
    return _entering(g, cid, index, trigger, ROLE_NONE, ROLE_NONE, rules)


def entering_with(g: GameState, cid: int, index: int, trigger: Trigger, attacker: int, attacked: int,
                  rules: tuple[str, ...]) -> Entering:
    """The chain of a triggered ability with these roles, for the trigger points other rules modules notice."""
    return _entering(g, cid, index, trigger, attacker, attacked, rules)


live = _live
armed = _armed


def declarable(g: GameState, entries: list[Entering]) -> list[Entering]:
    """Online 405.2: the chains that can be declared; one whose target no card fits can't be, and is dropped."""
    entries = [e for e in entries if not e.chain.choosing or _options(g, e.chain) or _optional_untargeted(g, e.chain)]
    entries = [e for e in entries if _enough_targets(g, e.chain)]
    entries = [e for e in entries if _can_move(g, e.chain)]
    entries = [e for e in entries if not taps(g, e.chain) or can_close(g, e.chain.source)]  # Online 413.3, 404.3
    # an attack at a card its roles name («в ту же цель») needs that card, and not the source itself (Online 412.1)
    return [e for e in entries if e.chain.attack is None or e.chain.targets or e.chain.choosing]


def taps(g: GameState, chain: Chain) -> bool:
    """The chain is a combined ability's whose cost is {tap} (Online 413: ``Trigger.taps``)."""
    if chain.trigger != TRIGGERED:
        return False
    own = defn(g, chain.source).triggers
    return 0 < chain.index <= len(own) and own[chain.index - 1].taps


def can_close(g: GameState, cid: int) -> bool:
    """Whether the card can pay {tap}: an open card in play (Online 404.3, 216.12)."""
    card = g.objects[cid]
    return in_squad(card) and not card.closed


def several_targets(g: GameState, chain: Chain) -> int:
    """How many different targets the triggered chain names («два выбранных существа»; «X карт»: ``Chain.amount``),
    or 0 for a chain naming at most one."""
    if chain.trigger != TRIGGERED:
        return 0
    t = trigger_of(g, chain)
    return t.target_count or (max(chain.amount, 0) if t.targets_by_amount else 0)


def _enough_targets(g: GameState, chain: Chain) -> bool:
    """«ранить X карт»: X different cards must be there to be named (Online 412.1, 103.3: a text asking the impossible
    is not carried out); X of 0 names none, so there is nothing to declare."""
    if chain.trigger != TRIGGERED or not (trigger_of(g, chain).targets_by_amount or trigger_of(g, chain).target_count):
        return True
    needed = several_targets(g, chain)
    return needed > 0 and len(_options(g, chain)) >= needed


def _optional_untargeted(g: GameState, chain: Chain) -> bool:
    """A «может» ability with no target to name asks only whether it is declared; one that names a target (Online
    412.1) and has none can't be."""
    t = trigger_of(g, chain)
    return t.optional and not t.chooses


def _can_move(g: GameState, chain: Chain) -> bool:
    """A text moving a card its roles name, with no wounds instead, is declared only while a cell fits (Online 405.2:
    an ability that can do nothing has nothing to be declared at)."""
    if chain.trigger != TRIGGERED:
        return True
    t = trigger_of(g, chain)
    moves = [e for e in t.effects if isinstance(e, MoveCard)]
    if len(moves) != 1 or moves[0].who is Who.CHOSEN:
        return True
    effect = moves[0]  # («телепортироваться ..., при этом получить ...»: what comes with the move needs it too)
    if effect.refused_wounds:
        return True
    from tolaria.berserk.rules.movement_effects import destinations

    moved = _role(chain, effect.who)
    return moved >= 0 and bool(destinations(g, chain.source, effect, moved, chain.initial[0]))


def _enter(g: GameState, entries: list[Entering]) -> None:
    """Online 405.2: the triggered chains go to be declared (those that can be)."""
    entries = declarable(g, entries)
    if entries:
        from tolaria.berserk.rules.stack import enter_together

        enter_together(g, entries)


enter = _enter
enter_all = _enter


# ------------------------------------------------------------------ trigger points


def _fits(g: GameState, cid: int, f: CardFilter) -> bool:
    """``modifiers.matches``, imported here late as modifiers reads this module's records."""
    from tolaria.berserk.rules.modifiers import matches

    return matches(g, cid, f)


def _attack_matches(g: GameState, trigger: Trigger, chain: Chain, other: int) -> bool:
    condition = trigger.attack
    if condition is None or chain.attack is None:
        return False
    if trigger.playable and (chain.kind is not ChainKind.ABILITY or chain.trigger or chain.index != trigger.playable):
        return False  # the effects of one playable attack (compiler.attack_with_rider)
    tier = chain.tiers[0]
    hit = tier > 0
    if condition.outcome is Outcome.HIT and not hit:
        return False
    if condition.outcome is Outcome.MISS and hit:
        return False
    if not condition.scope.covers(chain.attack, tier):
        return False
    if condition.scope.tiers and chain.brought:
        return False  # glossary «Сведение атаки к [виду]»: abilities on the attack's row don't trigger
    if condition.other is not None:
        from tolaria.berserk.rules.modifiers import matches

        if other not in g.objects or not matches(g, other, condition.other):
            return False
    if trigger.side is Side.OPPONENT and trigger.point is Point.ATTACK:  # «по карте противника»
        return other in g.objects and g.objects[other].controller != g.objects[chain.source].controller
    return True


def after_attack(g: GameState, chain: Chain, before: tuple[int, int]) -> None:
    """Online 216.11: after an attack's wounds, its source's «при атаке» and its target's «при атаке по» abilities.

    ``before`` is (the target's wounds, the source's wounds) before the
    Wound object, for «Вампиризм». An attack that is itself a triggered
    ability does not set off «при атаке по [этой карте]» abilities
    (READINGS: the answer to an attack is not attacked back without end).
    """
    source, target = chain.source, chain.targets[0]
    entries: list[Entering] = []
    answer = chain.trigger == TRIGGERED
    # Online 411.1: abilities set off by an attack that met protection trigger, but do nothing to the protected card
    reached = ROLE_NONE if defn(g, source).triggers and _protected(g, chain) else target
    if source in g.objects and _live(g, source):
        for i, t in _armed(g, source):
            if answer and chain.source == source and chain.index == i:
                continue  # a triggered attack does not set off the very ability it is
            if t.point is Point.ATTACK and _attack_matches(g, t, chain, target) and _whose_ok(g, source, t.whose):
                entries.append(_entering(g, source, i, t, source, reached, ("Online 216.11", "Online 411.1")))
                entries[-1].chain.x = chain.x  # an attack's own effects («отравление на X») know its X
                entries[-1].chain.amount = chain.amount  # «где X величина этого удара»
                if not healing.opposite_strike(g, t, entries[-1].chain, chain):  # «X — величина {strike} ... напротив»
                    entries.pop()  # Online 103.7: X is 0, the ability is not declared
    if target in g.objects and _live(g, target) and not answer:
        for i, t in _armed(g, target):
            if t.point is Point.ATTACKED and _attack_matches(g, t, chain, source):
                entries.append(_entering(g, target, i, t, source, target, ("Online 216.11",)))
    if not answer:
        entries.extend(_squad_entries(g, chain, source, target))
        entries.extend(_near_entries(g, chain, source, target))
    if target in g.objects and _live(g, target):
        dealt = g.objects[target].wounds - before[0]
        for i, t in _armed(g, target):
            if t.point is Point.WOUNDED and dealt >= t.wounds:
                entries.append(_entering(g, target, i, t, source, target, ("Online 216.11",)))
                entries[-1].chain.amount = dealt  # «Когда ... получает X ран от атаки»: X
    entries.extend(_wounded_by(g, chain, source, target, before))
    entries.extend(_squad_wounded(g, chain, source, target, before))
    entries.extend(_squad_deals(g, chain, source, target, before))
    entries.extend(_dealt_nothing(g, source, target, before))
    entries.extend(vampires := keyword_abilities.vampirism(g, chain, before))
    entries.extend(marker_effects.flyer_wounds(g, chain, before))  # «(когда она получает раны от атаки летающего ...)»
    entries.extend(marker_effects.vampirism_wounds(g, chain, vampires))  # «(при вампиризме по этому существу ...)»
    _enter(g, entries)


def _squad_deals(g: GameState, chain: Chain, source: int, target: int, before: tuple[int, int]) -> list[Entering]:
    """«Когда ваше существо наносит 4 или более раны немагической атакой»: after the Wound object (Online 216.11), the
    attacker's wounds on its target, and in a fight the counter-strike's on the attacker (Online 205.6: a simple strike);
    the creature that dealt them is the attacker role, the wounded card the attacked one."""
    assert chain.attack is not None
    dealt: list[tuple[int, int, int, AttackKind]] = []
    if target in g.objects and g.objects[target].wounds > before[0]:
        dealt.append((source, target, g.objects[target].wounds - before[0], chain.attack))
    if chain.fights and source in g.objects and g.objects[source].wounds > before[1]:
        dealt.append((target, source, g.objects[source].wounds - before[1], AttackKind.SIMPLE))
    entries: list[Entering] = []
    for dealer, hurt, amount, kind in dealt:
        if dealer not in g.objects or not is_creature(g, dealer):
            continue
        seat = g.objects[dealer].controller
        for cid in roster(g).triggered:
            if g.objects[cid].controller != seat or not _live(g, cid):
                continue
            for i, t in _armed(g, cid):
                if (t.point is Point.SQUAD_DEALS and amount >= t.wounds and t.attack is not None
                        and t.attack.scope.covers(kind, 0)):
                    entries.append(_entering(g, cid, i, t, dealer, hurt, ("Online 216.11",)))
    return entries


def _wounded_by(g: GameState, chain: Chain, source: int, target: int, before: tuple[int, int]) -> list[Entering]:
    """«Когда Рузарх получает раны от ближнего удара существа противника»: after the Wound object (Online 216.11), for
    the attacked card wounded by the attack and, in a fight, for the attacker wounded by the counter-strike (a simple
    strike, Online 205.6); the wounding card is the attacker role, the wounded one the attacked role."""
    assert chain.attack is not None
    hurt: list[tuple[int, int, AttackKind, int]] = []
    if target in g.objects and g.objects[target].wounds > before[0]:
        hurt.append((target, source, chain.attack, chain.tiers[0] if chain.tiers else 0))
    if chain.fights and source in g.objects and g.objects[source].wounds > before[1]:
        hurt.append((source, target, AttackKind.SIMPLE, chain.tiers[1] if len(chain.tiers) > 1 else 0))
    entries: list[Entering] = []
    for card, by, kind, tier in hurt:
        if not _live(g, card) or by not in g.objects:
            continue
        for i, t in _armed(g, card):
            if t.point is Point.WOUNDED_BY and t.attack is not None and t.attack.scope.covers(kind, tier) and (
                    g.objects[by].controller != g.objects[card].controller) and (
                    t.attack.other is None or _fits(g, by, t.attack.other)):
                entries.append(_entering(g, card, i, t, by, card, ("Online 216.11", "Online 205.6")))
    return entries


def _dealt_nothing(g: GameState, source: int, target: int, before: tuple[int, int]) -> list[Entering]:
    """«Если карта противника атакует и не наносит ран»: after the Wound object (Online 216.11), when the attack left
    its target unwounded, each opposing card's ability of that point, with the attacking card in the attacked role
    (a fight's counter-strike is no attack of the attacked card, Online 205.6)."""
    if source not in g.objects or (target in g.objects and g.objects[target].wounds > before[0]):
        return []
    seat = g.objects[source].controller
    entries: list[Entering] = []
    for cid in roster(g).triggered:
        if g.objects[cid].controller == seat or not _live(g, cid):
            continue
        for i, t in _armed(g, cid):
            if t.point is Point.ENEMY_DEALS_NO_WOUNDS:
                entries.append(_entering(g, cid, i, t, ROLE_NONE, source, ("Online 216.11",)))
    return entries


FIRST_WOUND = "#ранен атакой"
"""An acquired mark ending with the turn: an attack has wounded the card this turn («в первый раз за ход»)."""


def _squad_wounded(g: GameState, chain: Chain, source: int, target: int, before: tuple[int, int]) -> list[Entering]:
    """«Когда ваше существо с броней получает раны от атаки в первый раз за ход», «Когда ваш стоящий рядом артефакт
    получает раны от атаки карты противника»: after the Wound object (Online 216.11), for the attacked card and, in a
    fight, for the attacker wounded by the counter-strike (Online 205.6); the wounded card is the attacked role, the
    card whose attack wounded it the attacker role."""
    holders = [cid for cid in roster(g).triggered if any(t.point is Point.SQUAD_WOUNDED for t in defn(g, cid).triggers)]
    if not holders:
        return []
    assert chain.attack is not None
    hurt: list[tuple[int, int, AttackKind]] = []
    if target in g.objects and in_squad(g.objects[target]) and g.objects[target].wounds > before[0]:
        hurt.append((target, source, chain.attack))
    if chain.fights and source in g.objects and in_squad(g.objects[source]) and g.objects[source].wounds > before[1]:
        hurt.append((source, target, AttackKind.SIMPLE))  # the counter-strike (Online 205.6)
    entries: list[Entering] = []
    for card, by, kind in hurt:
        first = not any(e.text == FIRST_WOUND for e in g.objects[card].effects)
        for cid in holders:
            if not _live(g, cid) or g.objects[cid].controller != g.objects[card].controller:
                continue
            for i, t in _armed(g, cid):
                if (t.point is Point.SQUAD_WOUNDED and t.wounded is not None
                        and _wounded_fits(g, cid, t, card, by, first, kind)):
                    entries.append(_entering(g, cid, i, t, by, card, ("Online 216.11",)))
        if first:
            g.objects[card].effects = (*g.objects[card].effects, Acquired(FIRST_WOUND, "end_of_turn"))
    return entries


def _wounded_fits(g: GameState, cid: int, t: Trigger, card: int, by: int, first: bool, kind: AttackKind) -> bool:
    """Whether the card wounded by ``by``'s attack is the one the ability of ``cid`` describes (``Trigger.wounded``)."""
    from tolaria.berserk.cards import CardType
    from tolaria.berserk.rules.cards_in_play import adjacent
    from tolaria.berserk.rules.modifiers import matches

    spec = t.wounded
    assert spec is not None
    if spec.artifact and defn(g, card).type is not CardType.ARTIFACT:
        return False
    if not spec.artifact and not is_creature(g, card):
        return False
    if spec.first_in_turn and not first:
        return False
    if spec.kinds and kind not in spec.kinds:  # «При дальней атаке по существу»
        return False
    if spec.adjacent and not adjacent(g, cid, card):
        return False
    if spec.by_opponent and not (by in g.objects and g.objects[by].controller != g.objects[cid].controller):
        return False
    return not spec.having or matches(g, card, CardFilter(having=spec.having))


def _squad_entries(g: GameState, chain: Chain, source: int, target: int) -> list[Entering]:
    """«При атаке вашего существа / вашей карты» (any card of the attacker's squad) and «При атаке существа противника
    по вашему ... существу» (any card of the attacked card's squad): a declared attack, not a triggered one
    (READINGS: no endless answers), after its Wound object (Online 216.11)."""
    entries: list[Entering] = []
    attacker = g.objects.get(source)
    attacked = g.objects.get(target)
    for cid in roster(g).triggered:
        if not defn(g, cid).triggers or not _live(g, cid):
            continue
        seat = g.objects[cid].controller
        for i, t in _armed(g, cid):
            if t.point is Point.SQUAD_ATTACK and attacker is not None and attacker.controller == seat:
                if t.attack is not None and t.attack.by_creature and not is_creature(g, source):
                    continue
                if t.attack is not None and t.attack.spared and swapping.left_out(g, t.attack.spared, source):
                    continue  # «вашего существа {strike} (кроме летающих и симбиотов)»
                if any(isinstance(e, SwapAndFight) for e in t.effects) and not swapping.fight_ready(
                        g, cid, source, target):
                    continue  # Online 405.2: «если оно стоит рядом с атакованным ...» can do nothing
                if not _whose_ok(g, cid, t.whose):  # «в ваш ход»: the ability's controller's turn (Online 300)
                    continue
                if _attack_matches(g, t, chain, target):
                    entries.append(_entering(g, cid, i, t, source, target, ("Online 216.11",)))
            elif (t.point is Point.SQUAD_ANSWER and chain.fights and chain.tiers[1] > 0 and attacked is not None
                  and attacked.controller == seat and is_creature(g, target)):
                entries.append(_entering(g, cid, i, t, source, target, ("Online 205.6", "Online 216.11")))
            elif (t.point is Point.SQUAD_ATTACKED and attacked is not None and attacked.controller == seat
                  and attacker is not None and attacker.controller != seat and is_creature(g, source)
                  and _attack_matches(g, t, chain, target)):
                entries.append(_entering(g, cid, i, t, source, target, ("Online 216.11",)))
    return entries


def _near_entries(g: GameState, chain: Chain, source: int, target: int) -> list[Entering]:
    """«При дальней атаке по существу, стоящему рядом с Сайкороном»: a declared attack at a creature on a cell next to
    the card (Online 207.7), after its Wound object (Online 216.11)."""
    attacked = g.objects.get(target)
    if attacked is None or attacked.zone is not Zone.BATTLEFIELD or not is_creature(g, target):
        return []
    entries: list[Entering] = []
    for cid in roster(g).triggered:
        card = g.objects[cid]
        if (cid == target or card.zone is not Zone.BATTLEFIELD or not board.adjacent(card.cell, attacked.cell)
                or not defn(g, cid).triggers or not _live(g, cid)):
            continue
        for i, t in _armed(g, cid):
            if t.point is Point.ATTACK_NEAR and _attack_matches(g, t, chain, target):
                entries.append(_entering(g, cid, i, t, source, target, ("Online 216.11", "Online 207.7")))
    return entries


def at_battle_start(g: GameState) -> bool:
    """Online 307.2: the «в начале боя» abilities of the revealed cards in play enter the stack; whether any did."""
    entries: list[Entering] = []
    for cid in roster(g).triggered:
        if defn(g, cid).triggers and _live(g, cid):
            entries.extend(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 307.2",)) for i, t in _armed(g, cid)
                           if t.point is Point.BATTLE_START)
    _enter(g, entries)
    return bool(g.entering or g.stack)


def unanswered(g: GameState, chain: Chain) -> bool:
    """A triggered «простой безответный удар»: the target does not strike back (glossary «Безответный удар»)."""
    if chain.trigger != TRIGGERED:
        return False
    effect = trigger_of(g, chain).effects[0]
    return isinstance(effect, AttackAt) and effect.attack.unanswered


def acted(g: GameState, cid: int) -> None:
    """«Когда Хельмир действует»: the card's action (paid by closing it, Online «Действие карты») was paid; while a text
    counting the squad's cards that acted this turn is in play, the card is marked so (``ACTED_THIS_TURN``)."""
    if roster(g).class_rollers:
        from tolaria.berserk.rules.cards_in_play import ACTED_THIS_TURN

        card = g.objects[cid]
        if not any(e.text == ACTED_THIS_TURN for e in card.effects):
            card.effects = (*card.effects, Acquired(ACTED_THIS_TURN, "end_of_turn"))
    if defn(g, cid).triggers and _live(g, cid):
        _enter(g, [_entering(g, cid, i, t, cid, ROLE_NONE, ("Online «Действие карты»", "Online 216.12"))
                   for i, t in _armed(g, cid) if t.point is Point.ACTS])


def poison_wounded(g: GameState, cid: int, dealt: int) -> None:
    """«Когда существо противника получает [X] ран от отравления»: ``cid`` has just wounded itself by its poison, for
    ``dealt`` wounds (the X, ``Chain.amount``)."""
    entries: list[Entering] = []
    seat = g.objects[cid].controller
    for other in roster(g).triggered:
        if g.objects[other].controller == seat or not _live(g, other):
            continue
        for i, t in _armed(g, other):
            if t.point is Point.ENEMY_POISONED_WOUND:
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online «Отравление на Х»",)))
                entries[-1].chain.amount = dealt
    _enter(g, entries)


def rolled(g: GameState, cid: int, value: int) -> None:
    """«Когда карта противника выбрасывает на кубике 6»: ``cid`` has rolled ``value`` (the die, before modifiers)."""
    entries: list[Entering] = []
    seat = g.objects[cid].controller
    for other in roster(g).triggered:
        if g.objects[other].controller == seat or not defn(g, other).triggers or not _live(g, other):
            continue
        for i, t in _armed(g, other):
            if t.point is Point.OPPONENT_ROLLS and t.tokens == value:
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 205.4",)))
    _enter(g, entries)


def lost_tokens(g: GameState, cid: int, count: int) -> None:
    """«Когда ваша карта единовременно теряет 2 или более {counter}»: ``cid`` has just lost ``count`` tokens at once."""
    if count <= 0:
        return
    entries: list[Entering] = []
    seat = g.objects[cid].controller
    enemy = in_squad(g.objects[cid])  # «Когда карта противника теряет X {counter}»: a card in play
    for other in roster(g).triggered:
        if not defn(g, other).triggers or not _live(g, other):
            continue
        mine = g.objects[other].controller == seat
        for i, t in _armed(g, other):
            if mine and t.point is Point.SQUAD_LOSES_TOKENS and count >= t.tokens:
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 218.1",)))
            elif not mine and enemy and t.point is Point.ENEMY_LOSES_TOKENS:
                entry = _entering(g, other, i, t, ROLE_NONE, cid, ("Online 218.1",))
                entry.chain.amount = count  # X, the tokens lost at once
                entries.append(entry)
    _enter(g, entries)


def gained_token(g: GameState, cid: int, rules: tuple[str, ...], lineage: tuple[int, ...] = (), got: int = 1) -> None:
    """The card gained ``got`` tokens (Online 218.2 by an ability, 218.3 by accumulation): the event, then its own
    «Когда получает третью {counter}» if the gain reached that count, and every opposing card's «Когда существо
    противника получает {counter}» (Online 405.1), with the card as their subject.

    ``lineage`` is the chain of token gains that led to this one, as flat (gainer, because of) pairs ending
    with this gain's; a gain nothing else caused starts one. The chains set off carry it (Online 103.4).
    """
    from tolaria.berserk.rules.stack import emit

    emit(g, TokenGained(card=cid, count=1, rules=rules))
    if not is_creature(g, cid):
        return
    lineage = lineage or (cid, ROLE_NONE)
    side = g.objects[cid].controller
    entries = _nth_token_entries(g, cid, got)
    entries += [_entering(g, other, i, t, ROLE_NONE, cid, ("Online 218.2",))
                for other in in_play(g) if other != cid and _live(g, other) and g.objects[other].controller != side
                for i, t in _armed(g, other) if t.point is Point.ENEMY_GAINS_TOKEN]
    for e in entries:
        e.chain.lineage = lineage
    _enter(g, entries)


def _nth_token_entries(g: GameState, cid: int, got: int) -> list[Entering]:
    """«Когда получает третью {counter}»: the card's own ability, when this gain took its tokens from below the count
    to it or past it (Online 218.2; a card that already had three and gains a fourth has not gained its third)."""
    if not _live(g, cid) or not defn(g, cid).triggers:
        return []
    now = g.objects[cid].tokens
    return [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 218.2",)) for i, t in _armed(g, cid)
            if t.point is Point.GAINS_NTH_TOKEN and now - got < t.tokens <= now]


def repeats(lineage: tuple[int, ...], gainer: int, cause: int) -> bool:
    """Online 103.4: whether «``gainer`` gains a token because of ``cause``» already happened in this chain of effects."""
    return any(lineage[k] == gainer and lineage[k + 1] == cause for k in range(0, len(lineage) - 1, 2))


def _protected(g: GameState, chain: Chain) -> bool:
    """Whether the attack's target has a protection from it (Online 411.1), as the Protection object found."""
    from tolaria.berserk.rules.modifiers import protection
    from tolaria.berserk.rules.stack import protection_against

    assert chain.attack is not None
    target = chain.targets[0]
    return (protection_against(g, target, chain.attack) or protection(
        g, chain.source, target, chain.attack, chain.tiers[0] if chain.results else None)) is not None


def attacking(g: GameState, chain: Chain) -> None:
    """Online 216.4: the attack's Target object resolved: its source's «при нападении» abilities, the source the
    attacker and the final target the defender. An attack that is a triggered ability sets none off (no chain of
    answers without end)."""
    source = chain.source
    if chain.trigger or not chain.targets or chain.attack is None or not _live(g, source) or not defn(g, source).triggers:
        return
    _enter(g, [_entering(g, source, i, t, source, chain.targets[0], ("Online 216.4",))
               for i, t in _armed(g, source) if t.point is Point.ATTACKING
               and (t.attack is None or t.attack.scope.covers(chain.attack, 0))])  # «При нападении выстрелом»


def struck_first(g: GameState, chain: Chain) -> None:
    """Online 216.4, 410.4: a melee attack of an opponent's creature reached its target (its Target object resolved):
    the target's «При первом за ход ударе существа противника по [карте]» abilities, the first such attack of the turn
    only (rules/leap_blocks.py)."""
    from tolaria.berserk.rules.activated import MELEE_KINDS
    from tolaria.berserk.rules.leap_blocks import first_strike

    target, source = chain.targets[0], chain.source
    if (chain.attack not in MELEE_KINDS or not _live(g, target) or not defn(g, target).triggers
            or not any(t.point is Point.ENEMY_STRIKES_FIRST for t in defn(g, target).triggers)
            or g.objects[source].controller == g.objects[target].controller or not is_creature(g, source)
            or not first_strike(g, target)):
        return
    _enter(g, [_entering(g, target, i, t, source, target, ("Online 216.4", "Online 410.4"))
               for i, t in _armed(g, target) if t.point is Point.ENEMY_STRIKES_FIRST])


def after_own_jump(g: GameState, cid: int, origin: int) -> None:
    """The card's own jump from ``origin`` is done: its «После прыжка [карты]» abilities, each knowing the cell it left
    (``Chain.cell``, for «рядом с освободившейся клеткой»)."""
    if origin < 0 or not _live(g, cid):
        return
    entries = [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online «Прыжок»",))
               for i, t in _armed(g, cid) if t.point is Point.AFTER_OWN_JUMP]
    for e in entries:
        e.chain.cell = origin
    _enter(g, entries)


def after_move(g: GameState, cid: int, origin: int = -1, leap: bool = False) -> None:
    """The card's movement from ``origin`` resolved: its «при перемещении» abilities (Online 203.2, 405.1);
    «по диагонали» ones only when the move changed both row and column (Online 207.7); ``leap`` for «Прыжок» or
    «Телепортация» (Online 203.12): its squad's «При прыжке вашего существа» abilities when it jumped; and the
    opponent's «При перемещении существа противника на клетку вашей половины поля боя»."""
    incarnation.cell_freed(g)  # a waiting «Инкарнация Х» may now have its cell
    durations.cells_changed(g)  # «пока Василиск не переместится»
    cell = g.objects[cid].cell
    entries: list[Entering] = []
    if _live(g, cid):
        diagonal = origin >= 0 and board.row_of(origin) != board.row_of(cell) and board.column_of(origin) != board.column_of(cell)
        entries = [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 203.2",))
                   for i, t in _armed(g, cid) if t.point is Point.MOVE and (diagonal or not t.diagonal)
                   and _place_ok(g, cid, t) and _crossed(g, cid, origin, cell, t)
                   and (not t.adjacent or (origin >= 0 and board.adjacent(origin, cell)))]
        for e in entries:
            if trigger_of(g, e.chain).adjacent:  # «При движении Тови на соседнюю клетку»: the step, for its direction
                from tolaria.berserk.rules.followed_moves import remember_step

                remember_step(e.chain, origin, cell)
    if leap:
        from tolaria.berserk.rules.symbiosis import host_leapt

        entries.extend(host_leapt(g, cid))  # «При телепортации или прыжке хозяина» (Online 203.12, 210.8)
    jumped = leap and _jumped(g, cid, origin, cell)
    if jumped and _live(g, cid):  # «При прыжке»: its own jump; X of «дальность совершенного прыжка» is its length
        for e in [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 203.12", "Online «Прыжок»"))
                  for i, t in _armed(g, cid) if t.point is Point.JUMP]:
            e.chain.amount = board.distance(origin, cell)
            entries.append(e)
        for e in [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online «Прыжок»",))
                  for i, t in _armed(g, cid) if t.point is Point.AFTER_OWN_JUMP]:
            e.chain.cell = origin  # «После прыжка [карты]»: the cell it left
            entries.append(e)
    teleported = leap and not jumped and has(g, cid, Keyword.TELEPORTATION)
    if teleported and _live(g, cid):
        entries.extend(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 203.12", "Online «Телепортация»"))
                       for i, t in _armed(g, cid) if t.point is Point.TELEPORTED and _crossed(g, cid, origin, cell, t))
    seat = g.objects[cid].controller
    for other in roster(g).triggered:
        if not defn(g, other).triggers or not _live(g, other):
            continue
        mine = g.objects[other].controller == seat
        for i, t in _armed(g, other):
            if t.point is Point.SQUAD_JUMP and jumped and mine:
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 203.12", "Online «Прыжок»")))
            elif t.point is Point.SQUAD_TELEPORTS and teleported and mine and _teleporter_fits(g, cid, t):
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 203.12", "Online «Телепортация»")))
            elif (t.point is Point.SQUAD_TELEPORT and teleported and mine and board.half_of(cell) != seat
                  and g.objects[other].zone is Zone.BATTLEFIELD and board.adjacent(origin, g.objects[other].cell)):
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 203.12", "Online «Телепортация»")))
            elif (t.point is Point.ENEMY_ENTERS_HALF and not mine and is_creature(g, cid)
                  and board.half_of(cell) == g.objects[other].controller):
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 203.2", "Online 207.3")))
            elif t.point is Point.ARRIVES_NEXT and other != cid and _arrived_next(g, other, cid, origin, t):
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 203.2", "Online 207.7")))
    _enter(g, entries)


def _teleporter_fits(g: GameState, cid: int, t: Trigger) -> bool:
    """«При телепортации вашего демона стоимостью 5 или менее»: the teleported card is a creature the words describe."""
    from tolaria.berserk.rules.modifiers import matches

    return is_creature(g, cid) and (t.other is None or matches(g, cid, t.other))


def _arrived_next(g: GameState, holder: int, cid: int, origin: int, t: Trigger) -> bool:
    """«Когда существо с магической способностью, не стоявшее рядом с Айрин, перемещается на соседнюю с ней клетку»:
    the creature's move went from a cell not next to the holder's to one next to it (Online 207.7)."""
    from tolaria.berserk.rules.modifiers import matches

    here = g.objects[holder]
    if here.zone is not Zone.BATTLEFIELD or origin < 0 or not is_creature(g, cid):
        return False
    if board.adjacent(origin, here.cell) or not board.adjacent(g.objects[cid].cell, here.cell):
        return False
    return t.other is None or matches(g, cid, t.other)


def _crossed(g: GameState, cid: int, origin: int, cell: int, t: Trigger) -> bool:
    """«с половины поля боя противника на вашу половину поля боя»: the move went between those halves (Online 207.3)."""
    if t.crossing is None:
        return True
    if origin < 0:
        return False
    seat = g.objects[cid].controller
    home = board.half_of(origin) != seat and board.half_of(cell) == seat
    away = board.half_of(origin) == seat and board.half_of(cell) != seat
    return home if t.crossing.home else away


def squad_flew(g: GameState, cid: int) -> None:
    """«Когда ваше существо получает полет»: a creature of the squad of each such ability gained flight (rules/flight.py);
    it is the attacked role."""
    seat = g.objects[cid].controller
    entries = [_entering(g, other, i, t, ROLE_NONE, cid, ("Online «Полёт»",)) for other in roster(g).triggered
               if g.objects[other].controller == seat and _live(g, other)
               for i, t in _armed(g, other) if t.point is Point.SQUAD_FLIES]
    _enter(g, entries)


def incarnation_token(g: GameState, cid: int, tokens: int) -> None:
    """«При получении жетона инкарнации»: the card, in its owner's graveyard, got a token of its «Инкарнация Х» and
    has ``tokens`` of them (fixed on the chain, ``Chain.amount``, though its return may take them off at once)."""
    entries = [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online «Инкарнация Х»",))
               for i, t in _armed(g, cid) if t.point is Point.INCARNATION_TOKEN]
    for e in entries:
        e.chain.amount = tokens
    _enter(g, entries)


def closed_for_flyers(g: GameState, cid: int) -> None:
    """«Когда существо противника закрывается на удар по летающим»: an opponent's creature closed to strike a flyer
    (Online 211.9, at its Payment object, Online 216.12); it is the attacked role («его»)."""
    seat = g.objects[cid].controller
    entries = [_entering(g, other, i, t, ROLE_NONE, cid, ("Online 211.9",)) for other in roster(g).triggered
               if g.objects[other].controller != seat and _live(g, other)
               for i, t in _armed(g, other) if t.point is Point.ENEMY_CLOSES_FOR_FLYERS]
    _enter(g, entries)


def after_moved_by(g: GameState, cid: int, mover: int) -> None:
    """A text of ``mover`` moved the card (Online 417.1): its «При перемещении [карты] другой картой» abilities."""
    if mover != cid and _live(g, cid):
        _enter(g, [_entering(g, cid, i, t, mover, ROLE_NONE, ("Online 417.1",))
                   for i, t in _armed(g, cid) if t.point is Point.MOVED_BY_CARD])


def _jumped(g: GameState, cid: int, origin: int, cell: int) -> bool:
    """A leap that was «Прыжок» rather than «Телепортация»: the card has «Прыжок» and the cell is within its reach
    (glossary «Прыжок»: the two have one text but are different abilities)."""
    reach = keyword_x(g, cid, Keyword.JUMP)
    if reach is None or origin < 0:
        return False
    if not has(g, cid, Keyword.TELEPORTATION):
        return True  # a leap of a card with «Прыжок» only
    from tolaria.berserk.rules.modifiers import jump_range_bonus

    return board.distance(origin, cell) <= reach + jump_range_bonus(g, cid)


def became_defender(g: GameState, cid: int, strike: Chain) -> None:
    """The card's redirection resolved: «Когда [карта] становится защитником» (Online 205.3, 412.5)."""
    if not _live(g, cid):
        return
    entries = [_entering(g, cid, i, t, strike.source, cid, ("Online 412.5",))
               for i, t in _armed(g, cid) if t.point is Point.BECOMES_DEFENDER]
    for e in entries:  # the card it stands in for: the strike's first target (Online 205.3)
        e.chain.initial = (*e.chain.initial, strike.initial[0] if strike.initial else ROLE_NONE)
    _enter(g, entries)


def after_death(g: GameState, cid: int, slain: tuple[int, AttackKind] | None = None, cell: int = -1,
                by_poison: bool = False, destroyer: int = -1) -> None:
    """Glossary «При гибели», «При гибели [текст]»: the dead card's own, and every card's «при гибели существа».

    The dead card's own abilities trigger from the graveyard; a card that
    fits «[текст]» itself triggers on its own death too (glossary).
    ``slain`` is the card and attack kind whose wounds destroyed it, if an
    attack's did: «при гибели от атак существа противника» needs one of an
    opponent's creature (its roles: the slayer attacked the dead card), and
    the slayer's «когда уничтожает [атакой] карту противника» triggers.
    ``destroyer`` is the card whose ability destroyed it (a finishing blow): its «когда уничтожает карту противника»
    naming no attack triggers too (READINGS «Когда уничтожает»).
    """
    entries: list[Entering] = []
    card = g.objects[cid]
    slayer = slain[0] if slain is not None else ROLE_NONE
    if not card.hidden:
        for i, t in _armed(g, cid):
            if t.point is Point.DEATH and t.attack is not None:
                if slain is None or not _enemy_creature(g, slayer, card.controller):
                    continue  # «при гибели от атак существа противника»: not destroyed by such an attack
                entries.append(_entering(g, cid, i, t, slayer, cid, ("Online «При гибели»", "Online 402.3")))
                entries[-1].chain.cell = cell  # where it died: an attack of it comes from there
            elif t.point is Point.DEATH or (t.point is Point.CREATURE_DEATH and not t.nth and _dead_fits(g, cid, t, cid)):
                for _ in range(card.tokens if t.per_token else 1):  # «X разрядов, где X количество {counter} на ...»
                    entries.append(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online «При гибели»",)))
                    entries[-1].chain.cell = cell  # the cell it died on («рядом с клеткой, на которой он находится»)
                    _fix_partners(g, entries[-1].chain, t, cid, cell)
    if slain is not None and _enemy_creature(g, slayer, card.controller):
        entries.extend(_squad_kills(g, cid, slayer))
    killer = slayer if slain is not None else destroyer
    if killer in g.objects and _live(g, killer) and g.objects[killer].controller != card.controller:
        from tolaria.berserk.rules import kill_counts

        kills = kill_counts.record(g, killer, cid) if slain is not None else 0  # «второе существо противника за бой»
        for i, t in _armed(g, killer):
            if t.point is Point.KILLS and t.attack is not None and _kill_fits(t, slain) and (
                    not t.nth or (is_creature(g, cid) and kills == t.nth)) and (t.other is None or is_creature(g, cid)):
                entries.append(_entering(g, killer, i, t, killer, cid, ("Online 402.3",)))
    poison = markers.poison_x(g, cid) if by_poison else None
    from tolaria.berserk.rules import turn_deaths

    for other in in_play(g):
        if other == cid or not _live(g, other):
            continue
        for i, t in _armed(g, other):
            if t.point is Point.CREATURE_DEATH and _dead_fits(g, cid, t, other):
                if t.nth and turn_deaths.record(g, other) < t.nth:
                    continue  # «При гибели второго или более существа за ход»: not yet the second
                if t.attack is not None and not (slain is not None and slayer in g.objects
                                                 and g.objects[slayer].controller != card.controller):
                    continue  # «от атаки карты противника»: not destroyed by such an attack
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online «При гибели [текст]»",)))
                _fix_partners(g, entries[-1].chain, t, cid, cell)
                if t.attack is not None or _summons_onto_dead_cell(t):
                    entries[-1].chain.cell = cell  # «на месте погибшего»: the cell it died on
            elif (t.point is Point.ENEMY_POISON_DEATH and poison and is_creature(g, cid)
                  and g.objects[other].controller != card.controller):
                entries.append(_entering(g, other, i, t, ROLE_NONE, ROLE_NONE,
                                         ("Online «При гибели [текст]»", "Online «Отравление на Х»")))
                entries[-1].chain.cell, entries[-1].chain.amount = cell, poison  # where it died, its poison's X
            elif (t.point is Point.SQUAD_VALHALLA_DEATH and g.objects[other].controller == card.controller
                  and is_creature(g, cid) and valhalla.has_valhalla(g, cid)):
                entries.append(_entering(g, other, i, t, ROLE_NONE, cid, ("Online «При гибели [текст]»",
                                                                          "READINGS «Вальхалла»")))
    _enter(g, entries)


def _squad_kills(g: GameState, dead: int, slayer: int) -> list[Entering]:
    """«После того, как ваше {ordinary} существо уничтожает карту противника большей стоимости, чем оно само»: the
    cards of the slayer's squad whose ability names such a kill (roles: the slayer attacked the dead card)."""
    from tolaria.berserk.rules.modifiers import matches

    entries: list[Entering] = []
    seat = g.objects[slayer].controller
    for cid in roster(g).triggered:
        if g.objects[cid].controller != seat or not defn(g, cid).triggers or not _live(g, cid):
            continue
        for i, t in _armed(g, cid):
            if t.point is not Point.SQUAD_KILLS or t.attack is None:
                continue
            if t.attack.other is not None and not matches(g, slayer, t.attack.other):
                continue
            if t.costlier and defn(g, dead).cost <= defn(g, slayer).cost:
                continue
            if t.other is not None and not matches(g, dead, t.other):
                continue  # «уничтожает существо противника»: what the destroyed card must be
            if _unpaid_attack(g, slayer):
                # Online 216.12: «после» abilities enter the stack after the Payment object of the killing attack
                card = g.objects[cid]
                card.effects = (*card.effects, Acquired(f"{AFTER}{i} {slayer} {dead}", "end_of_turn"))
                continue
            entries.append(_entering(g, cid, i, t, slayer, dead, ("Online 402.3", "Online 216.12")))
    return entries


AFTER = "#после "
"""An acquired effect ``#после I SLAYER DEAD``: the card's I-th triggered ability («После того, как ... уничтожает»)
waits for the Payment object of the slayer's attack (Online 216.12)."""


def _unpaid_attack(g: GameState, cid: int) -> bool:
    """A declared attack of the card still waiting for its Payment object (a triggered one pays nothing)."""
    return any(ch.source == cid and ch.attack is not None and not ch.paid and not ch.trigger
               and ch.kind is not ChainKind.DESTRUCTION for ch in g.chains.values())


def after_payment(g: GameState, chain: Chain) -> None:
    """Online 216.12: the «после» abilities waiting for this chain's Payment object enter the stack now."""
    if chain.attack is None:
        return
    from tolaria.berserk.rules.symbiosis import defended_host

    entries: list[Entering] = defended_host(g, chain)  # «После того, как выступает защитником хозяину»
    for cid in roster(g).triggered:
        card = g.objects[cid]
        if not card.effects or not any(e.text.startswith(AFTER) for e in card.effects):
            continue
        keep = []
        for e in card.effects:
            if e.text.startswith(AFTER):
                index, slayer, dead = (int(x) for x in e.text[len(AFTER):].split())
                if slayer == chain.source:
                    t = trigger_at(g, cid, index)
                    if not limits.used_up(g, cid, "t", index, t.limit):
                        entries.append(_entering(g, cid, index, t, slayer, dead, ("Online 402.3", "Online 216.12")))
                    continue
            keep.append(e)
        card.effects = tuple(keep)
    _enter(g, entries)


def _kill_fits(t: Trigger, slain: tuple[int, AttackKind] | None) -> bool:
    """«когда уничтожает [выстрелом] карту противника»: the attack that destroyed it is of the kind named; a card its
    ability destroyed (``slain`` None) sets off only the trigger naming no attack (Online 402.3)."""
    assert t.attack is not None
    if slain is None:
        return t.attack.scope == AttackScope()
    return t.attack.scope.covers(slain[1], 1)


def _enemy_creature(g: GameState, cid: int, seat: int) -> bool:
    """A creature of the other player than ``seat`` (a card that left the game counts as it was)."""
    return cid in g.objects and g.objects[cid].controller != seat and is_creature(g, cid)


def _dead_fits(g: GameState, cid: int, t: Trigger, holder: int) -> bool:
    """The dead card is a creature the «при гибели [текст]» of ``holder`` speaks of («противника»: the opponent's;
    «вашего»: his own), in the turn it names («в ход противника»)."""
    if not is_creature(g, cid) or not _whose_ok(g, holder, t.whose):
        return False
    mine = g.objects[cid].owner == g.objects[holder].controller
    if (t.side is Side.OPPONENT and mine) or (t.side is Side.OWN and not mine):
        return False
    if t.other is not None:
        from tolaria.berserk.rules.modifiers import matches

        return matches(g, cid, t.other)
    return True


def _summons_onto_dead_cell(t: Trigger) -> bool:
    """«вызвать на его клетку Скелета» after «при гибели существа»: the summon's cell is the dead creature's."""
    from tolaria.berserk.abilities import Summon, SummonCell

    return any(isinstance(e, Summon) and e.cell is SummonCell.DEAD_CELL for e in t.effects)


def _fix_partners(g: GameState, chain: Chain, t: Trigger, dead: int, cell: int) -> None:
    """«существа, которые стояли с ним в строю»: the dead creature's formation partners as it died, fixed now (its cell
    is free by the time the ability resolves): revealed creatures of its squad with Строй on the cells next to its cell
    in its row and column (Online «Строй»)."""
    if not any(getattr(e, "who", None) is Who.DEAD_PARTNERS for e in t.effects):
        return
    if cell < 0:
        chain.targets = ()  # it died in the Additional Zone: no cell, no partners
        return
    from tolaria.berserk.rules.modifiers import has_formation

    seat = g.objects[dead].controller
    partners = [other for n in board.ORTHOGONAL[cell] if (other := g.board.get(n, ROLE_NONE)) >= 0 and other != dead
                and g.objects[other].controller == seat and not g.objects[other].hidden and is_creature(g, other)
                and has_formation(g, other)]
    chain.targets = tuple(partners)


def _whose_ok(g: GameState, cid: int, whose: Whose) -> bool:
    mine = g.objects[cid].controller == g.active
    return whose is Whose.ANY or (whose is Whose.YOURS) is mine


def _place_ok(g: GameState, cid: int, t: Trigger) -> bool:
    if t.place is None:
        return True
    card = g.objects[cid]
    seat = 1 - card.controller if t.place.enemy else card.controller
    return card.zone is Zone.BATTLEFIELD and board.own_row(card.cell, seat) == t.place.row


def at_turn_start(g: GameState, was_open: set[int]) -> list[Entering]:
    """Online 311.4: «в начале хода» abilities and «Отравление на Х», entering with regeneration."""
    entries: list[Entering] = []
    cards = g.cards.cards
    for cid in in_play(g):
        if not cards[g.objects[cid].name].triggers or not _live(g, cid):
            continue
        for i, t in _armed(g, cid):
            if (t.point is Point.TURN_START and not t.in_graveyard and _whose_ok(g, cid, t.whose)
                    and _place_ok(g, cid, t)):
                entries.append(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 311.4",)))
    entries.extend(_from_graveyards(g))
    entries = declarable(g, entries)  # Online 405.2: one whose target no card fits is not declared
    entries.extend(markers.poison_at_turn_start(g, was_open))
    entries.extend(chosen_rows.at_turn_start(g))  # «выберите ряд, в начале вашего следующего хода ранить X существ ...»
    entries.extend(cell_markers.at_turn_start(g))  # «в начале вашего следующего хода все карты на этой клетке ранятся»
    entries.extend(valhalla.at_turn_start(g))
    entries.extend(incarnation.at_turn_start(g))
    return entries


def _from_graveyards(g: GameState) -> list[Entering]:
    """«В начале хода противника, если скелетный червь на кладбище — ...»: the turn-start abilities of the cards lying in
    their owners' graveyards that say so (Online 311.4)."""
    entries: list[Entering] = []
    cards = g.cards.cards
    for p in g.players:
        for cid in p.graveyard:
            if not any(t.in_graveyard for t in cards[g.objects[cid].name].triggers):
                continue
            entries.extend(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 311.4",)) for i, t in _armed(g, cid)
                           if t.point is Point.TURN_START and t.in_graveyard and _can_act(g, cid, t)
                           and (t.whose is Whose.ANY or (t.whose is Whose.YOURS) is (p is g.players[g.active])))
    return entries


def _can_act(g: GameState, cid: int, t: Trigger) -> bool:
    """«может переместить «дрожь» на 1 клетку» with no «дрожь» of its own on the battlefield has nothing to act on and is
    not declared (READINGS «Скелетный червь»)."""
    moved = [e.name for e in t.effects if isinstance(e, MoveCellMarker)]
    return all(any(m.name == name and m.source == cid for m in g.cell_markers) for name in moved)


def after_incarnation(g: GameState, cid: int) -> None:
    """The card is back in play by its «Инкарнация Х»: its own «при инкарнации» abilities, and the «при инкарнации
    вашего существа» abilities of the other cards of its squad (the incarnated creature is their attacked role)."""
    entries: list[Entering] = []
    rules = ("Online «Инкарнация Х»",)
    if _live(g, cid):
        entries.extend(_entering(g, cid, i, t, ROLE_NONE, cid, rules) for i, t in _armed(g, cid)
                       if t.point is Point.INCARNATED)
    seat = g.objects[cid].controller
    if is_creature(g, cid):
        for other in in_play(g):
            if other != cid and g.objects[other].controller == seat and _live(g, other):
                entries.extend(_entering(g, other, i, t, ROLE_NONE, cid, rules) for i, t in _armed(g, other)
                               if t.point is Point.SQUAD_INCARNATED)
    _enter(g, entries)


def shown_by_prophecy(g: GameState, shown: tuple[int, ...]) -> None:
    """«Когда вы показываете Утопца при пророчестве ...»: a shown card's own ability, from its owner's deck (the
    prophecy being his, READINGS «Пророчество»)."""
    entries = [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("READINGS «Пророчество»",))
               for cid in shown if defn(g, cid).triggers for i, t in _armed(g, cid) if t.point is Point.SHOWN_BY_PROPHECY]
    _enter(g, entries)


def squad_vampirism(g: GameState, vampire: int) -> None:
    """«При вампиризме вашего существа»: a creature of the squad of each such ability has used «Вампиризм» (it is the
    attacker role, «это существо»)."""
    if not is_creature(g, vampire):
        return
    seat = g.objects[vampire].controller
    entries: list[Entering] = []
    for cid in roster(g).triggered:
        if g.objects[cid].controller != seat or not _live(g, cid):
            continue
        entries.extend(_entering(g, cid, i, t, vampire, ROLE_NONE, ("Online «Вампиризм»",))
                       for i, t in _armed(g, cid) if t.point is Point.SQUAD_VAMPIRISM)
    _enter(g, entries)


def squad_prophesied(g: GameState, source: int, shown: int, cards: tuple[int, ...] = ()) -> None:
    """«При пророчестве вашей карты»: a card of the squad of each such ability made a prophecy showing ``shown`` cards
    (the X, ``Chain.amount``); «вернуть показанные карты» acts on ``cards`` (``Chain.targets``)."""
    seat = g.objects[source].controller
    entries: list[Entering] = []
    for cid in roster(g).triggered:
        if g.objects[cid].controller != seat or not _live(g, cid):
            continue
        for i, t in _armed(g, cid):
            if t.point is Point.SQUAD_PROPHECY:
                entries.append(_entering(g, cid, i, t, source, ROLE_NONE, ("READINGS «Пророчество»",)))
                entries[-1].chain.amount = shown
                if any(isinstance(e, ArrangeDeck) for e in t.effects):
                    entries[-1].chain.targets = cards
    _enter(g, entries)


REMEMBERED = "#это существо для "
"""An acquired mark ``#это существо для N`` ending with the turn: card N's trigger acted on this card, which a later
sentence of N's text calls «это существо» (``Remember``, ``Trigger.remembered``)."""


def at_turn_end(g: GameState) -> None:
    """Online 313.1: «в конце хода» abilities trigger as the Final Phase begins; one about the cards an earlier
    trigger of its card remembered this turn triggers once for each (its attacked role)."""
    entries: list[Entering] = []
    cards = g.cards.cards
    for cid in in_play(g):
        if not cards[g.objects[cid].name].triggers or not _live(g, cid):
            continue
        for i, t in _armed(g, cid):
            if t.point is not Point.TURN_END or not _whose_ok(g, cid, t.whose) or not _place_ok(g, cid, t):
                continue
            if t.remembered is None:
                entries.append(_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online 313.1",)))
                continue
            mark = f"{REMEMBERED}{cid}"
            for other in in_play(g):
                card = g.objects[other]
                if card.effects and any(e.text == mark for e in card.effects) and (
                        not t.remembered.open or not card.closed):
                    entries.append(_entering(g, cid, i, t, ROLE_NONE, other, ("Online 313.1",)))
    _enter(g, entries)


# ------------------------------------------------------------------ choosing as it is declared (Online 405.2-405.3)


def awaiting_choice(g: GameState) -> bool:
    """Whether a triggered chain waits for its controller's answer before the chains are declared."""
    return any(e.chain.choosing for e in g.entering)


def pending_choice(g: GameState) -> TriggerChoice | None:
    """The first waiting chain's question, the active player's first (Online 215.4)."""
    for e in g.entering:
        if e.chain.choosing:
            t = trigger_of(g, e.chain)
            chooser = 1 - e.chain.controller if t.opponent_chooses and not t.optional else e.chain.controller
            return TriggerChoice(g.players[chooser].name, chain=e.chain.id, optional=t.optional)
    return None


def _options(g: GameState, chain: Chain) -> list[int]:
    """The cards the chain may be declared at (Online 412.1; an attack by its reach, «Дальность Х»)."""
    t = trigger_of(g, chain)
    if not t.chooses:
        return []
    if t.second is not None:  # «ваш йордлинг сражается {strike} со стоящей рядом картой противника»: two targets
        from tolaria.berserk.rules.fights import second_options

        if chain.targets:
            return second_options(g, chain, t.second, chain.targets[0])
        second = t.second
        return [c for c in _first_options(g, chain, t) if second_options(g, chain, second, c)]
    return _first_options(g, chain, t)


def _first_options(g: GameState, chain: Chain, t: Trigger) -> list[int]:
    """``_options`` for the ability's first (or only) target."""
    controller = chain.controller
    if t.target is not None and t.target.or_graveyard:  # «на вашу карту»: in play, or in the graveyard
        import dataclasses

        from tolaria.berserk.rules.activated import fits

        buried = dataclasses.replace(t.target, graveyard=True, or_graveyard=False)
        whose = 1 - controller if t.target.side is Side.OPPONENT else controller
        return [*_first_options(g, chain, dataclasses.replace(t, target=dataclasses.replace(t.target, or_graveyard=False))),
                *(c for c in g.players[whose].graveyard if fits(g, chain.source, buried, c, by=controller))]
    if t.target is not None and t.target.graveyard:
        from tolaria.berserk.rules.activated import fits

        whose = 1 - controller if t.target.side is Side.OPPONENT else controller  # «с кладбища противника»
        return [c for c in g.players[whose].graveyard if fits(g, chain.source, t.target, c, by=controller)]
    if t.target is not None and (t.target.near_dead or t.target.near_vacated):
        from tolaria.berserk.rules.activated import fits

        if t.target.near_vacated and chain.cell in g.board:
            return []  # «рядом с освободившейся клеткой перемещается на эту клетку»: it is taken again
        return [c for c in in_play(g) if g.objects[c].zone is Zone.BATTLEFIELD and chain.cell >= 0
                and board.adjacent(g.objects[c].cell, chain.cell) and fits(g, chain.source, t.target, c, by=controller)]
    attack = chosen_attack(t)
    out = []
    for c in in_play(g):
        if c == chain.source and not (t.target is not None and t.target.or_self and attack is None):
            continue
        if attack is not None:
            from tolaria.berserk.rules.activated import fits
            from tolaria.berserk.rules.targets import attack_origin, attack_target_ok, only_refusal

            origin = attack_origin(g, chain.source, chain.cell)  # «При гибели — особый удар»: from where it died
            if attack_target_ok(g, chain.source, c, attack.kind, range_=attack.range, origin=origin) and (
                    t.target is None or fits(g, chain.source, t.target, c, by=controller)) and (
                    attack.only is None or only_refusal(g, chain.source, c, attack.only) is None):
                out.append(c)
        elif t.target is not None:
            from tolaria.berserk.rules.activated import fits
            from tolaria.berserk.rules.symbiosis import fits_move_onto

            if fits(g, chain.source, t.target, c, by=controller) and (
                    not t.target.near_subject or _next_to_subject(g, chain, c)) and _movable(g, chain.source, t, c) and (
                    fits_move_onto(g, chain.source, t.effects, c)):  # «переместиться на ... существо»: a host it may have
                out.append(c)
    return out


def chosen_attack(t: Trigger) -> Attack | None:
    """The ability's attack at the target chosen as it is declared (Online 412.1), one of its later effects too
    («...; если после этого ... разряд на 3»), or None."""
    effects = [*t.effects, *(x for e in t.effects if isinstance(e, IfNoEnemyNear) for x in e.effects)]
    found = next((e.attack for e in effects if isinstance(e, AttackAt) and e.who is Who.CHOSEN), None)
    if found is None:  # «..., при этом пророчество X; метание на 1 за каждого показанного ...»: in each option
        found = next((x.per_shown.attack for e in t.effects if isinstance(e, OneOf) for option in e.options
                      for x in option if isinstance(x, Prophecy) and x.per_shown is not None), None)
    return found


def _movable(g: GameState, source: int, t: Trigger, cid: int) -> bool:
    """A text moving its chosen target may be declared only at a card some free cell fits (Online 412.1)."""
    from tolaria.berserk.rules.movement_effects import destinations

    return all(bool(destinations(g, source, e, cid)) for e in t.effects if isinstance(e, MoveCard) and e.who is Who.CHOSEN)


def _next_to_subject(g: GameState, chain: Chain, cid: int) -> bool:
    """«стоящее рядом с ним»: next to the card the trigger names (its attacked role), not the card itself."""
    from tolaria.berserk.rules.cards_in_play import adjacent

    subject = chain.initial[1] if len(chain.initial) > 1 else ROLE_NONE
    return subject >= 0 and cid != subject and adjacent(g, subject, cid)


def answers(g: GameState, d: TriggerChoice) -> list[TriggerAnswer]:
    """The legal answers: each target that fits (or «yes» when there is none to choose), and «no» for «может»."""
    e = next(e for e in g.entering if e.chain.id == d.chain)
    t = trigger_of(g, e.chain)
    if shared_tokens.splits(t) and e.chain.targets:  # «ваши X существ ... или ваше существо ... X {counter}»
        fitting = [c for c in _options(g, e.chain) if c not in e.chain.targets]
        more = [TriggerAnswer(c) for c in fitting] if shared_tokens.more_names(e.chain, len(fitting)) else []
        return [*more, TriggerAnswer(-1)] if shared_tokens.may_stop(e.chain) else more
    out = ([TriggerAnswer(c) for c in _options(g, e.chain) if c not in e.chain.targets] if t.chooses
           else [TriggerAnswer(-1)])  # («X карт»: each one once)
    if t.optional:
        out.append(TriggerAnswer(-1, declined=True))
    return out


def answer_refusal(g: GameState, d: TriggerChoice, action: object) -> tuple[str, str] | None:
    if not isinstance(action, TriggerAnswer) or action not in answers(g, d):
        if isinstance(action, TriggerAnswer) and action.declined and _named_so_far(g, d):
            return "its targets are being named: it is being declared and can no longer be declined", "Online 405.3"
        if isinstance(action, TriggerAnswer) and action.declined:
            return "only a «может» ability may be declined", "Online 405.3"
        return "choose a target the triggered ability may have", "Online 412.1"
    return None


def _named_so_far(g: GameState, d: TriggerChoice) -> bool:
    return any(e.chain.id == d.chain and e.chain.targets and e.chain.choosing for e in g.entering)


def answer(g: GameState, d: TriggerChoice, action: TriggerAnswer) -> None:
    """Record the answer; a declined «может» ability is not declared at all (Online 405.3)."""
    from tolaria.berserk.rules.stack import flush_entering

    index = next(i for i, e in enumerate(g.entering) if e.chain.id == d.chain)
    chain = g.entering[index].chain
    if action.declined:
        g.entering.pop(index)
        limits.forget(g, chain.source, "t", chain.index)
    else:
        chain.choosing = False
        if action.target >= 0 and chain.trigger == TRIGGERED and shared_tokens.splits(trigger_of(g, chain)):
            chain.targets = (*chain.targets, action.target)  # named one by one; «yes» after one gives it all X
            chain.choosing = shared_tokens.still_choosing(chain)
        elif action.target >= 0 and several_targets(g, chain):
            chain.targets = (*chain.targets, action.target)  # «X карт»: named one by one (Online 412.1)
            chain.choosing = len(chain.targets) < several_targets(g, chain)
        elif action.target >= 0:
            second = trigger_of(g, chain).second is not None
            chain.targets = (*chain.targets, action.target) if second and chain.targets else (action.target,)
            chain.choosing = second and len(chain.targets) == 1  # the second target is named after the first
            if chain.trigger == TRIGGERED and trigger_of(g, chain).point is Point.VALHALLA:
                flush_entering(g)  # declared at its target, which sets off the target's abilities (Online 405.2)
                _enter(g, valhalla.targeted(g, action.target))
    flush_entering(g)


# ------------------------------------------------------------------ legality and effects


def still_legal(g: GameState, chain: Chain) -> str | None:
    """Online 405.4: a declared triggered ability is carried out wherever its source is; an attack needs its target."""
    if chain.attack is not None and chain.targets and not in_squad(g.objects[chain.targets[0]]):
        return "its target has left play"
    if not chain.effected and taps(g, chain) and not can_close(g, chain.source):
        return "its source can no longer pay by closing"  # Online 413.3, 404.4
    return None


def until_of(g: GameState, controller: int, duration: Duration, x: int = 0) -> str:
    """An acquired ability's end as ``Acquired.until``: ``end_of_turn``, ``end_of_turn:N`` (turn N) or ``end_of_battle``
    (``x``: the X of «на X ходов противника»)."""
    mine = controller == g.active
    if duration is Duration.OPPONENTS_TURNS_X:  # the opponent's turns alternate with his: the X-th from now
        ahead = 2 * x - 1 if mine else 2 * x - 2
        return "end_of_turn" if ahead <= 0 else f"end_of_turn:{g.turn + ahead}"
    turns = {
        Duration.END_OF_TURN: 0,
        Duration.END_OF_YOUR_TURN: 0 if mine else 1,
        Duration.END_OF_OPPONENTS_TURN: 1 if mine else 0,
        Duration.END_OF_YOUR_NEXT_TURN: 2 if mine else 1,
        Duration.END_OF_OPPONENTS_NEXT_TURN: 1 if mine else 2,
    }
    if duration is Duration.END_OF_BATTLE:
        return "end_of_battle"
    ahead = turns[duration]
    return "end_of_turn" if ahead == 0 else f"end_of_turn:{g.turn + ahead}"


def expire(g: GameState) -> None:
    """Online 313.2: acquired abilities lasting until the end of a later turn end when that turn does."""
    for cid in in_play(g):
        card = g.objects[cid]
        if card.effects:
            card.effects = tuple(e for e in card.effects
                                 if not (e.until.startswith("end_of_turn:") and int(e.until.split(":")[1]) <= g.turn))


def resolve(g: GameState, chain: Chain) -> None:
    """Online 216.11: the chain's text, its effects one after another in the text's order."""
    if chain.trigger == SHARED_WOUNDS:
        chain.effected = True
        if in_squad(g.objects[chain.source]):
            from tolaria.berserk.rules.stack import deal_wounds

            deal_wounds(g, chain.source, chain.amount, chain.source, None, shared=False)  # glossary «Раниться»
        return
    if chain.trigger == markers.POISON_TRIGGER:
        markers.resolve(g, chain)
        return
    if chain.trigger == ILLUSION_EXILED:
        chain.effected = True
        if in_squad(g.objects[chain.source]):
            from tolaria.berserk.rules.summoning import exile

            exile(g, chain.source)  # READINGS «Изгнать»
        return
    if chain.trigger == cell_markers.CELL_WOUNDS:
        cell_markers.resolve(g, chain)
        return
    if chain.trigger == marker_effects.MARKER_WOUNDS:
        marker_effects.resolve(g, chain)
        return
    if chain.trigger == LATER_EFFECTS:  # «..., затем [эффекты]», «; если после этого ...»: the earlier ones are done
        from tolaria.berserk.rules.later_effects import carry_out_later

        carry_out_later(g, chain, trigger_of(g, chain), do_effect)
        return
    if chain.trigger == chained_pairs.PARTED:
        chained_pairs.resolve(g, chain)
        return
    if chain.trigger != TRIGGERED:
        keyword_abilities.resolve(g, chain)
        return
    if chosen_rows.delayed(g, chain):  # a row's delayed ability: a spell's, which protection stops (Online 411.1)
        chosen_rows.resolve(g, chain)
        return
    chain.effected = True
    effects = trigger_of(g, chain).effects
    later = next((i for i, e in enumerate(effects) if isinstance(e, IfNoEnemyNear)), -1)
    if later >= 0:  # the later effects wait for the earlier ones, a move's cell perhaps (rules/later_effects.py)
        from tolaria.berserk.rules.later_effects import declare_later

        declare_later(g, chain)
        effects = effects[:later]
    for effect in effects:
        do_effect(g, chain, effect)


def _refuses_gifts(g: GameState, cid: int) -> bool:
    from tolaria.berserk.rules.modifiers import in_force

    return any(isinstance(s, NoTokensFromOthers) for s in in_force(g, cid))


def do_effect(g: GameState, chain: Chain, effect: TriggeredEffect) -> None:
    """One effect of a triggered or playable text ability, on the card its words name (Online 216.11)."""
    from tolaria.berserk.rules.stack import _heal

    source = chain.source
    assert not isinstance(effect, SwapCards), "a swap moves its two targets together (rules/swapping.py)"
    assert not isinstance(effect, AttackLowered), "the chosen attack is found by its target's description (rules/activated.py)"
    if isinstance(effect, TakeSymbiont | MoveOntoHost):  # a change of host (Online 210.11.a)
        from tolaria.berserk.rules.symbiosis import move_onto, take

        if isinstance(effect, TakeSymbiont):
            take(g, chain, effect)
        else:
            move_onto(g, chain)
        return
    if isinstance(effect, HealHost):
        from tolaria.berserk.rules.symbiosis import heal_host

        heal_host(g, source, effect)
        return
    if isinstance(effect, LimitMovers):  # «в следующий ход противника он может перемещаться только 3-2-1 существами»
        from tolaria.berserk.rules.move_quotas import set_quota

        set_quota(g, chain, effect)
        return
    if isinstance(effect, RowAttackCap):  # «выбрать ряд ...; ... сводит каждую атаку ... к 1»
        from tolaria.berserk.rules.chosen_rows import mark

        mark(g, chain, effect)
        return
    if isinstance(effect, RowWoundsLater):  # «выберите ряд, в начале вашего следующего хода ранить X существ ...»
        chosen_rows.schedule_later(g, chain, effect)
        return
    if isinstance(effect, PlaceCountedMarker):  # «положить маркер «удушения» на ... (существо с одним маркером ...)»
        from tolaria.berserk.rules.counted_markers import place as place_counted

        place_counted(g, chain, effect)
        return
    if isinstance(effect, PlaceCellMarker):  # «положите маркер «костра» на свободную клетку»
        from tolaria.berserk.rules.cell_markers import place

        place(g, chain, effect)
        return
    if isinstance(effect, ChainedPair):  # «два стоящих рядом друг с другом существа получают маркер ледяной цепи»
        chained_pairs.chain_pair(g, chain, effect)
        return
    if isinstance(effect, EnemyFollowsMove):  # «противник обязан переместить любое свое существо в том же направлении»
        from tolaria.berserk.rules.followed_moves import follow

        follow(g, chain, effect)
        return
    if isinstance(effect, PlaceCellMarkers):  # «положите маркеры «врата» на три свободные клетки»
        from tolaria.berserk.rules.marked_cell_moves import place_several

        place_several(g, chain, effect)
        return
    if isinstance(effect, LanternLight):  # «выберите до 3 клеток подряд на одной прямой ... (воздействие «свет фонаря»)»
        from tolaria.berserk.rules.lantern_light import light

        light(g, chain, effect)
        return
    if isinstance(effect, MoveCellMarker):  # «может переместить «дрожь» на 1 клетку»
        from tolaria.berserk.rules.marked_cell_moves import step

        step(g, chain, effect)
        return
    if isinstance(effect, TeleportToMarker):  # «обязан телепортироваться на любую свободную клетку с «вратами» ...»
        from tolaria.berserk.rules.marked_cell_moves import teleport

        teleport(g, chain, effect)
        return
    if isinstance(effect, WoundCellLater):  # «в начале вашего следующего хода все карты на этой клетке ранятся на 2»
        from tolaria.berserk.rules.cell_markers import schedule

        schedule(g, chain, _role(chain, Who.ATTACKED), effect)
        return
    if isinstance(effect, PreventNext):  # «предотвращает следующую 1 рану от немагических атак по вашим картам»
        from tolaria.berserk.rules.prevention import shield

        shield(g, chain, effect)
        return
    if isinstance(effect, HealSelf):
        if in_squad(g.objects[source]):
            _heal(g, source, effect.amount, ("Online «Излечение (на Х)»",))
        return
    if isinstance(effect, HealByOpposite):
        if in_squad(g.objects[source]) and chain.amount > 0:
            _heal(g, source, chain.amount, ("Online «Излечение (на Х)»", "Online 207.8"))
        return
    if isinstance(effect, MillTop):  # «положите верхнюю карту колоды на кладбище; если это демон — ...»
        from tolaria.berserk.rules.milling import mill_top

        mill_top(g, chain)
        return
    if isinstance(effect, AcquireEach):  # «ваши демоны получают ... до конца хода»
        from tolaria.berserk.rules.milling import acquire_each

        acquire_each(g, chain, effect)
        return
    if isinstance(effect, TokenOrIncarnation):  # «положите жетон инкарнации или {counter} на вашу карту»
        chosen = _role(chain, effect.who)
        if chosen >= 0 and g.objects[chosen].zone is Zone.GRAVEYARD:
            incarnation.move_token(g, chosen, False)
        elif chosen >= 0 and in_squad(g.objects[chosen]):
            do_effect(g, chain, TokenGain(who=effect.who))
        return
    if isinstance(effect, TokenGain):
        from tolaria.berserk.rules.modifiers import gain_tokens
        from tolaria.berserk.rules.stack import emit

        cause = chain.initial[1] if len(chain.initial) > 1 else ROLE_NONE
        if chain.lineage and repeats(chain.lineage, source, cause):
            # Online 103.4: an endless chain of effects stops at the first exact repeat, and so do all after it
            emit(g, Cancelled(chain=chain.id, source=source, what="token gain",
                              reason="it repeats a gain earlier in this chain of effects", rules=("Online 103.4",)))
            return
        gainer = source if effect.who is Who.SELF else _role(chain, effect.who)  # «Ваше существо получает {counter}»
        if gainer < 0:
            return
        if gainer != source and is_creature(g, source) and _refuses_gifts(g, gainer):
            return  # «не может ... получать {counter} от других существ»
        count = keyword_abilities.armor_left(g, gainer) if effect.per_armor_left else 1
        # «(не может получать {counter} другим способом)»: a triggered ability's own words (a playable's chain has none)
        sole = gainer == source and bool(chain.trigger) and trigger_of(g, chain).sole_tokens
        if in_squad(g.objects[gainer]) and count and (got := gain_tokens(g, gainer, count, sole)):
            gained_token(g, gainer, ("Online 218.2", "Online 218.6"), (*chain.lineage, gainer, cause), got)
        return
    if isinstance(effect, SplitTokens):  # «ваши X существ могут получить {counter} или ваше существо ... X {counter}»
        shared_tokens.give(g, chain)
        return
    if isinstance(effect, TokenLoss):
        loser = source if effect.who is Who.SELF else _role(chain, effect.who)
        if loser < 0 or (loser != source and not in_squad(g.objects[loser])):
            return
        card = g.objects[loser]
        before = card.tokens
        card.tokens = 0 if effect.all else max(0, card.tokens - 1)
        lost_tokens(g, loser, before - card.tokens)
        return
    if isinstance(effect, AttackAt):
        return  # an attack's wounds are dealt by the stack (Online 216.11)
    if isinstance(effect, LeashedAttacks):  # «... блокирует все его атаки, пока оно не стоит на клетке рядом с ней»
        from tolaria.berserk.rules.leashes import leash

        leash(g, chain, effect)
        return
    if isinstance(effect, StrikeAsNear):  # «сразиться с этим существом {strike} как со стоящей рядом открытой картой»
        from tolaria.berserk.rules.fights import strike_as_near

        strike_as_near(g, chain)
        return
    if isinstance(effect, NeighboursStrike):  # «все ваши существа, стоящие рядом с выбранным ..., сражаются с ним»
        from tolaria.berserk.rules.fights import neighbours_strike

        neighbours_strike(g, chain, effect)
        return
    if isinstance(effect, ForcedStrike):  # «... наносит по стоящей рядом карте {strike}»
        from tolaria.berserk.rules.fights import make_strike

        make_strike(g, chain, effect)
        return
    if isinstance(effect, DiveOnto):  # «... потерять полет, ... переместиться на клетку, которую занимало это существо»
        from tolaria.berserk.rules.flight import dive

        dive(g, chain, effect, _role(chain, Who.CHOSEN))
        return
    if isinstance(effect, SwapAndFight):  # «может поменяться с ним местами, при этом сразиться с целью его атаки»
        swapping.swap_and_fight(g, chain)
        return
    if isinstance(effect, AttackEachNear):  # «особый удар на 1 по каждой стоящей рядом карте противника, затем ...»
        from tolaria.berserk.rules.attacks_around import declare_attacks

        declare_attacks(g, chain, effect, do_effect)
        return
    if isinstance(effect, IfNoEnemyNear):  # reached directly (an option's effects): the earlier ones are done
        from tolaria.berserk.rules.later_effects import if_no_enemy_near

        if_no_enemy_near(g, chain, effect, do_effect)
        return
    if isinstance(effect, ChosenValueGain):  # «выберите число, меньшее или равное X, ...»
        from tolaria.berserk.rules.chosen_values import offer

        offer(g, chain, effect, do_effect)
        return
    if isinstance(effect, OneOf):
        if trigger_of(g, chain).point is not Point.BEFORE_TURN:  # (one before the turn is no chain, Online 310.2)
            g.offer = OptionChoice(g.players[chain.controller].name, card=source, index=chain.index,
                                   offered=effect.described(), roles=chain.initial, resolving=True,
                                   targets=chain.targets)
        return
    if isinstance(effect, Prophecy):
        for then in prophecy.prophesy(g, chain, effect):
            do_effect(g, chain, then)
        return
    if isinstance(effect, IfRolled):
        if in_squad(g.objects[source]):
            from tolaria.berserk.events import DieRolled
            from tolaria.berserk.rules.stack import emit, roll_die

            value = roll_die(g, chain, source)
            emit(g, DieRolled(card=source, value=value, result=value, rules=("Online «Бросок кубика»",)))
            if value in effect.faces:  # «если выпало»: the die as it falls
                for then in effect.effects:
                    do_effect(g, chain, then)
        return
    if isinstance(effect, ArrangeDeck):  # «посмотреть 3 верхние карты вашей колоды, затем положить их ...»
        from tolaria.berserk.rules.deck_order import look

        look(g, chain, effect)
        return
    if isinstance(effect, RollTable):  # «бросьте кубик: если выпало 1 или 2 — ...; если выпало 3 или 4 — ...»
        from tolaria.berserk.rules.roll_tables import carry_out

        carry_out(g, chain, effect, do_effect)
        return
    if isinstance(effect, IfUnwounded):
        if in_squad(g.objects[source]) and g.objects[source].wounds == 0:
            for then in effect.effects:
                do_effect(g, chain, then)
        return
    if isinstance(effect, StaysOpen):
        if in_squad(g.objects[source]):
            keyword_abilities.stay_open(g, source)
        return
    if isinstance(effect, WoundEach):
        wound_each(g, chain, effect)
        return
    if isinstance(effect, NextBonus):
        x = min(chain.amount, effect.most)
        if x > 0 and in_squad(g.objects[source]):
            g.objects[source].effects = (*g.objects[source].effects, Acquired(f"+{x} к следующему {{strike}}", "end_of_battle"))
        return
    if isinstance(effect, ToGraveyard):
        card = g.objects[source]
        deck = g.players[card.owner].deck
        if card.zone is Zone.DECK and source in deck:
            from tolaria.berserk.events import ZoneChanged
            from tolaria.berserk.rules.stack import emit

            deck.remove(source)
            g.rng.shuffle(deck)  # Online 206.10: the deck was handled
            card.zone = Zone.GRAVEYARD
            g.players[card.owner].graveyard.append(source)
            g.roster_changed()  # a graveyard's abilities are part of the roster (``Roster.buried``)
            emit(g, ZoneChanged(card=source, zone="graveyard", rules=("Online 206.8", "Online 206.10")))
        return
    if isinstance(effect, FinishOff):
        from tolaria.berserk.rules.keyword_abilities import finish_off

        finish_off(g, chain, effect)
        return
    if isinstance(effect, BlockStrike):  # «заблокировать этот удар»
        from tolaria.berserk.rules.leap_blocks import block_strike

        block_strike(g, chain)
        return
    if isinstance(effect, Redistribute):
        from tolaria.berserk.rules.activated import redistribute

        redistribute(g, chain, chain.targets[0] if chain.targets else -1, effect)
        return
    if isinstance(effect, Resurrect):
        from tolaria.berserk.rules.summoning import resurrect

        resurrect(g, chain, effect)
        return
    if isinstance(effect, ResurrectAsCompanion):  # «он возрождается в качестве компаньона этого существа»
        from tolaria.berserk.rules.companion_return import resurrect as resurrect_companion

        resurrect_companion(g, chain)
        return
    if isinstance(effect, Summon | ReturnToDeck | Exile | DeclareValhalla | DeckToGraveyard):
        from tolaria.berserk.rules import summoning

        if isinstance(effect, DeclareValhalla):
            summoning.declare_valhalla(g, chain)
        elif isinstance(effect, DeckToGraveyard):
            summoning.deck_to_graveyard(g, chain)
        elif isinstance(effect, Summon):
            summoning.summon(g, chain, effect)
        elif isinstance(effect, ReturnToDeck):
            summoning.return_to_deck(g, chain, effect)
        else:
            summoning.exile_card(g, chain, effect)
        return
    if isinstance(effect, IncarnationToken):
        if chain.targets:
            incarnation.move_token(g, chain.targets[0], effect.remove)
        return
    if isinstance(effect, MeleeCappedAt):
        from tolaria.berserk.rules.activated import cap_melee_attack

        if chain.targets:
            cap_melee_attack(g, chain.targets[0], effect.x)
        return
    if isinstance(effect, StrikeToStrong):
        from tolaria.berserk.rules.activated import strike_to_strong

        if effect.own:  # «Может свести свой {strike} к сильному»
            strike_to_strong(g, chain.source)
        elif chain.targets:
            strike_to_strong(g, chain.targets[0])
        return
    if isinstance(effect, ExtraLifeEach):
        from tolaria.berserk.cards import CardType
        from tolaria.berserk.rules.cards_in_play import squad

        for cid in squad(g, chain.controller):
            if defn(g, cid).type is CardType.ARTIFACT:
                keyword_abilities.add_extra_life(g, cid, effect.amount)
        return
    if isinstance(effect, TakeDestroyed):  # «уничтожить ..., при этом возродить его ... под вашим контролем»
        from tolaria.berserk.rules.summoning import mark_taken

        if chain.targets and chain.targets[0] in g.objects and in_squad(g.objects[chain.targets[0]]):
            mark_taken(g, chain, chain.targets[0], effect)
        return
    if isinstance(effect, IfRolledAtLeast | BecomeCreature):  # «бросить кубик, ... стать существом ..., иначе ...»
        from tolaria.berserk.rules import artifact_forms

        if not in_squad(g.objects[chain.source]):
            return
        if isinstance(effect, BecomeCreature):
            artifact_forms.become_creature(g, chain.source, effect)
        else:
            for then in artifact_forms.roll_outcome(g, chain, effect):
                do_effect(g, chain, then)
        return
    if effect.who is Who.OPPOSITE_ENEMY:
        cid = opposite_creature(g, source)
        if cid >= 0 and g.objects[cid].controller == g.objects[source].controller:
            return  # «существо противника напротив»: the opponent's only
    elif effect.who is Who.BEHIND_ATTACKED:
        cid = behind_creature(g, _role(chain, Who.ATTACKED))
        if cid >= 0 and g.objects[cid].controller == g.objects[source].controller:
            return  # «существо противника»: the opponent's only
    elif effect.who is Who.SYMBIONT or effect.who is Who.HOST:  # «своего компаньона», «хозяина»
        from tolaria.berserk.rules.symbiosis import host_of, symbiont_of

        cid = symbiont_of(g, source) if effect.who is Who.SYMBIONT else host_of(g, source)
    elif effect.who is Who.CELLMATE_ENEMY:
        from tolaria.berserk.rules.incorporeality import cellmate_enemy

        cid = cellmate_enemy(g, source)
    elif effect.who is Who.OWN_BESIDE:  # «ваши существа справа и слева от [карты]», as it is carried out
        from tolaria.berserk.rules.chosen_values import beside_own

        for neighbour in beside_own(g, source):
            _on_card(g, chain, effect, neighbour)
        return
    elif effect.who is Who.DEAD_PARTNERS or effect.who is Who.EACH_CHOSEN:
        for partner in chain.targets:  # fixed as the ability triggered (``after_death``) or was declared
            if in_squad(g.objects[partner]):
                _on_card(g, chain, effect, partner)
        return
    else:
        cid = opposite_creature(g, source) if effect.who is Who.OPPOSITE else _role(chain, effect.who)
    if cid < 0 or not in_squad(g.objects[cid]):
        return
    _on_card(g, chain, effect, cid)


def counted_cards(g: GameState, seat: int, what: CountedCards) -> int:
    """The X of «где X — количество ваших карт, у которых количество текущих {health} больше начального значения
    {health}»: ``seat``'s cards in play whose current life (Online 204.6) is above their life allowance."""
    assert what is CountedCards.ABOVE_START_LIFE
    return sum(1 for cid in in_play(g) if g.objects[cid].controller == seat
               and current_life(g.objects[cid], defn(g, cid)) > defn(g, cid).life)


def _on_card(g: GameState, chain: Chain, effect: TriggeredEffect, cid: int) -> None:
    """``do_effect`` once the card its words name is known and in play."""
    from tolaria.berserk.rules.stack import _heal, close

    if isinstance(effect, WoundBy):
        if effect.tiers is not None:  # «на 1-2-2»: the row of the die at the Roll object (Online 205.7.b)
            from tolaria.berserk.rules.rolled_effects import value

            effect = WoundBy(value(chain, effect.tiers), effect.who)
        if effect.spared and chain.targets and counted_element(g, chain.targets[0]) == effect.spared:
            return  # «(или на 0, если удар нанесен по степному существу)»
        if effect.unmoved_bonus and g.objects[cid].moved == 0 and g.objects[cid].controller != g.active:
            # its markers from its controller's last turn are still on it until his next turn starts (Online 203.3)
            effect = WoundBy(effect.amount + effect.unmoved_bonus, effect.who)
        if effect.by_amount:  # «на X, где X величина удара», «на X-1»
            if chain.amount + effect.amount <= 0:
                return
            effect = WoundBy(chain.amount + effect.amount, effect.who)
        if effect.counted is not None:  # «на X, где X — количество ваших карт, у которых …» (максимум N)
            x = min(effect.amount, counted_cards(g, chain.controller, effect.counted))
            if x <= 0:
                return
            effect = WoundBy(x, effect.who)
        if effect.by_x:  # «получить X ран, при этом ранить на X-1 ...»: the X chosen as it was declared
            if chain.x + effect.amount <= 0:
                return
            effect = WoundBy(chain.x + effect.amount, effect.who)
        if effect.behind_weak:  # «на величину слабого {strike} стоящей сзади него карты»
            from tolaria.berserk.rules.several_attacks import weak_behind

            if (behind := weak_behind(g, cid)) <= 0:
                return
            effect = WoundBy(behind, effect.who)
        _wound(g, chain, cid, effect)
    elif isinstance(effect, PoisonBy):
        if effect.raise_most:  # «или +1 к отравлению (максимум до 3)»
            markers.poison(g, cid, min(effect.raise_most, (markers.poison_x(g, cid) or 0) + 1))
        elif effect.by_amount:  # «на X, где X — величина отравления умершего существа»
            markers.poison(g, cid, chain.amount)
        else:
            markers.poison(g, cid, min(chain.x, effect.amount) if effect.by_x else effect.amount)
    elif isinstance(effect, HealBy):
        if is_creature(g, cid) and effect.this_turn:  # «от ран, полученных в этот ход»
            card = g.objects[cid]
            before = card.wounds
            _heal(g, cid, card.turn_wounds, ("Online «Излечение (на Х)»",))
            card.turn_wounds = max(0, card.turn_wounds - (before - card.wounds))
        elif is_creature(g, cid):
            amount = chain.amount if effect.by_amount else chain.x if effect.by_x else effect.amount
            if amount is not None and effect.bonus is not None and _fits(g, cid, effect.bonus.fits):
                amount += effect.bonus.amount  # «(+1 к излечению героев)»
            _heal(g, cid, amount, ("Online «Излечение (на Х)»",))
    elif isinstance(effect, Cure):
        markers.cure(g, cid)
    elif isinstance(effect, Acquire):
        if effect.duration is Duration.WHILE_SOURCE_IN_SQUAD:
            until = durations.while_in_squad(chain.source)
        elif effect.duration is Duration.WHILE_SOURCE_STAYS:
            if g.objects[chain.source].zone is not Zone.BATTLEFIELD or g.objects[cid].zone is not Zone.BATTLEFIELD:
                return  # the source or the card has no cell to keep: it would end at once
            until = durations.while_stays(g, chain.source, cid)
        elif effect.duration is Duration.WHILE_ARTIFACT:
            from tolaria.berserk.rules.artifact_forms import WHILE_ARTIFACT

            until = WHILE_ARTIFACT
        elif effect.duration is Duration.OPPONENTS_TURNS_X:
            if chain.x <= 0:
                return  # no turn at all
            until = until_of(g, chain.controller, effect.duration, chain.x)
        else:
            until = until_of(g, g.objects[cid].controller, effect.duration)
        gained = [text for text in effect.abilities
                  if not effect.most or sum(e.text == text for e in g.objects[cid].effects) < effect.most]
        if effect.by_amount:  # «{ova} X, где X величина этого удара»; a value of 0 gives nothing
            gained = [f"{text} {chain.amount}" for text in gained] if chain.amount > 0 else []
        g.objects[cid].effects = (*g.objects[cid].effects, *(Acquired(text, until) for text in gained))
        if gives_playable(tuple(gained)):
            g.roster_changed()  # «получает: «{tap}: ...»»: a playable ability of the card's (Roster.sudden)
    elif isinstance(effect, CloseCard):
        close(g, cid, ("Online 209.1",))
    elif isinstance(effect, CloseIfWounded):  # «если оно получало раны от двух или более других выстрелов ...»
        from tolaria.berserk.rules.wound_history import wounding_attacks

        if wounding_attacks(g, cid, effect.kinds) >= effect.count:
            close(g, cid, ("Online 209.1",))
    elif isinstance(effect, CloseOrWounds):
        offer_close_or_wounds(g, chain, cid, effect)
    elif isinstance(effect, MoveCard):
        from tolaria.berserk.rules.movement_effects import move_card

        move_card(g, chain, effect, cid)
    elif isinstance(effect, RollBonusAgainst):
        from tolaria.berserk.rules.dice import roll_bonus_against

        roll_bonus_against(g, cid, chain.controller, effect.x, until_of(g, chain.controller, effect.duration))
    elif isinstance(effect, NextRollIs):
        from tolaria.berserk.rules.dice import fix_next_roll

        fix_next_roll(g, cid, effect.value)
    elif isinstance(effect, GainOrWounds):
        g.offer = GainOrWoundsChoice(g.players[g.objects[cid].controller].name, card=cid, source=chain.source,
                                     gains=effect.abilities, until=until_of(g, g.objects[cid].controller,
                                                                            effect.duration), wounds=effect.amount)
    elif isinstance(effect, ExtraLife):
        keyword_abilities.add_extra_life(g, cid, effect.amount)
    elif isinstance(effect, GainExiledValues):  # «+X к {strike} и +Y к {health}, где X — ... изгнанного существа»
        from tolaria.berserk.rules.exiled_values import gain

        gain(g, chain, effect, cid)
    elif isinstance(effect, LifeLowered):  # «получает -3 к {health} до конца хода»
        from tolaria.berserk.rules.negative_lives import lower

        lower(g, cid, effect.amount)
    elif isinstance(effect, NextRollBonus):
        from tolaria.berserk.rules.dice import add_next_bonus

        x = effect.x + (chain.amount if effect.by_amount else 0)  # «где X дальность совершенного прыжка»
        if x > 0 or (x < 0 and not effect.by_amount):  # «уменьшить свой следующий бросок кубика на X»: a negative one
            add_next_bonus(g, cid, x, until_of(g, g.objects[cid].controller, effect.duration), effect.in_fight)
    elif isinstance(effect, Land):
        from tolaria.berserk.rules.flight import land

        land(g, cid, _role(chain, Who.ATTACKED), chain.controller)
    elif isinstance(effect, GainFlight):
        from tolaria.berserk.rules.flight import gain_flight

        gain_flight(g, cid)
    elif isinstance(effect, LoseAbility):
        from tolaria.berserk.rules.cards_in_play import LOST_ABILITY

        until = until_of(g, g.objects[cid].controller, effect.duration)
        g.objects[cid].effects = (*g.objects[cid].effects, Acquired(f"{LOST_ABILITY}{effect.keyword.value}", until))
    elif isinstance(effect, LoseMarker):  # «При атаке по Джилле потерять маркер «ловкости»»
        from tolaria.berserk.rules.marker_effects import remove_marker

        remove_marker(g, cid, effect.marker)
    elif isinstance(effect, Remember):
        card = g.objects[cid]
        mark = f"{REMEMBERED}{chain.source}"
        if not any(e.text == mark for e in card.effects):
            card.effects = (*card.effects, Acquired(mark, "end_of_turn"))
    elif isinstance(effect, FixFight):
        from tolaria.berserk.rules.dice import pending_fight
        from tolaria.berserk.rules.stack import fix_fight

        fight = pending_fight(g, cid)  # (a fight rolled or set meanwhile is left as it is)
        if fight is not None:
            fix_fight(g, fight, chain.source, effect.tiers)
    elif isinstance(effect, BecomeElement):
        from tolaria.berserk.rules.elements import become

        become(g, cid, effect.element)
    elif isinstance(effect, GainClass):
        from tolaria.berserk.rules.cards_in_play import CLASS_GAINED, classes_of

        if effect.name not in classes_of(g, cid):
            g.objects[cid].effects = (*g.objects[cid].effects, Acquired(f"{CLASS_GAINED}{effect.name}", "end_of_battle"))
    elif isinstance(effect, MustStrike):
        from tolaria.berserk.rules.obligations import oblige

        oblige(g, cid, chain.source)
    elif isinstance(effect, ShareWounds):
        share_wounds(g, chain.source, cid)
    elif isinstance(effect, DivideWounds):  # «перераспределить полученные раны между ... картами в вашем отряде»
        from tolaria.berserk.rules.wound_division import offer

        offer(g, chain, cid)
    elif isinstance(effect, StaysClosed):
        g.objects[cid].effects = (*g.objects[cid].effects, Acquired(STAYS_CLOSED, "start_of_turn"))
    elif isinstance(effect, DestroyCard):
        from tolaria.berserk.rules.stack import give_destruction, has_destruction

        if not has_destruction(g, cid):
            give_destruction(g, cid, by_wounds=False, rules=("Online 402.3",), by=chain.source)
    elif isinstance(effect, OpenCard):
        card = g.objects[cid]
        if card.closed:
            from tolaria.berserk.rules.stack import emit

            card.closed = False
            emit(g, Opened(card=cid, rules=("Online 209.1",)))
            after_open(g, cid)


def _first_choice(effects: tuple[TriggeredEffect, ...]) -> OneOf | None:
    """The text's choice of options, wherever it is (after a prophecy's clause, a die's faces)."""
    for e in effects:
        if isinstance(e, OneOf):
            return e
        inner: tuple[TriggeredEffect, ...] = ()
        if isinstance(e, Prophecy):
            inner = tuple(x for clause in e.then for x in clause.effects)
        elif isinstance(e, IfRolled | IfUnwounded):
            inner = e.effects
        found = _first_choice(inner)
        if found is not None:
            return found
    return None


def answer_option(g: GameState, option: int) -> None:
    """The ability's controller chose ``option`` (1-based) as it resolved: its effects, on the cards its roles name."""
    from tolaria.berserk.events import OptionChosen
    from tolaria.berserk.rules.stack import emit

    offer = g.offer
    assert isinstance(offer, OptionChoice)
    g.offer = None
    effects = trigger_at(g, offer.card, offer.index).effects
    seat = next(i for i, p in enumerate(g.players) if p.name == offer.player)
    emit(g, OptionChosen(player=seat, card=offer.card, option=offer.offered[option - 1], rules=("Online 405.4",)))
    chain = Chain(-1, ChainKind.ABILITY, offer.card, seat)
    chain.trigger, chain.index, chain.initial = TRIGGERED, offer.index, offer.roles
    chain.targets = offer.targets
    valued = next((e for e in effects if isinstance(e, ChosenValueGain)), None)
    if valued is not None:  # «выберите число ...»: the gain «такой величины», the number named
        from tolaria.berserk.rules.chosen_values import named_value

        chain.amount = named_value(offer, option)
        do_effect(g, chain, valued.gain)
        return
    choice = _first_choice(effects)
    assert choice is not None
    for effect in choice.options[option - 1]:
        do_effect(g, chain, effect)
SHARED_WOUNDS = "раниться на столько же"
"""``Chain.trigger`` of «Когда [источник] получает раны раниться на столько же», the ability a card acquired by a
``ShareWounds`` effect; ``amount`` holds the wounds to take."""
SHARES = "#раны карты "
"""``#раны карты N``: the card acquired «Когда [карта N] получает раны раниться на столько же» (to the end of the
battle)."""
SHARED = "#делит раны"
"""On the source: some card shares its wounds (so only its wounds are looked at)."""


def share_wounds(g: GameState, source: int, cid: int) -> None:
    """The card acquires «Когда [источник] получает раны раниться на столько же» to the end of the battle."""
    card, src = g.objects[cid], g.objects[source]
    card.effects = (*card.effects, Acquired(f"{SHARES}{source}", "end_of_battle"))
    if not any(e.text == SHARED for e in src.effects):
        src.effects = (*src.effects, Acquired(SHARED, "end_of_battle"))


ILLUSION_EXILED = "изгоняется, когда получает раны"
"""``Chain.trigger`` of a summoned illusion's «Бестелесный: изгоняется, когда получает раны» (rules/summoning.py
``ILLUSION``)."""


def illusion_wounded(g: GameState, cid: int) -> None:
    """The card was dealt wounds: if it acquired «Бестелесный: изгоняется, когда получает раны», the ability is set off
    (Online 405.1: «когда» names its trigger point; 405.2)."""
    from tolaria.berserk.rules.stack import new_chain
    from tolaria.berserk.rules.summoning import ILLUSION_EXILE

    card = g.objects[cid]
    if not any(e.text == ILLUSION_EXILE for e in card.effects):
        return
    chain = new_chain(g, ChainKind.ABILITY, cid, card.controller)
    chain.trigger = ILLUSION_EXILED
    _enter(g, [Entering(chain, "«Бестелесный: изгоняется, когда получает раны»", ("Online 405.1", "Online 405.2"))])


def wounds_shared(g: GameState, cid: int, dealt: int) -> None:
    """The card was dealt wounds: each card that acquired «Когда [она] получает раны раниться на столько же» declares
    it (Online 405.2), to wound itself as many."""
    if not any(e.text == SHARED for e in g.objects[cid].effects):
        return
    from tolaria.berserk.rules.stack import new_chain

    mark = f"{SHARES}{cid}"
    entries = []
    for other in in_play(g):
        card = g.objects[other]
        if card.effects and any(e.text == mark for e in card.effects):
            chain = new_chain(g, ChainKind.ABILITY, other, card.controller)
            chain.trigger = SHARED_WOUNDS
            chain.amount = dealt
            entries.append(Entering(chain, f"«Когда {g.objects[cid].name} получает раны раниться на столько же»",
                                    ("Online 405.1", "Online 405.2", "Online «Раниться»")))
    _enter(g, entries)
def opposite_creature(g: GameState, cid: int) -> int:
    """Online 207.8: the creature on the cell opposite the card, or -1 (none there, or the card not on the board)."""
    from tolaria.berserk.rules.modifiers import opposite_cell

    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return ROLE_NONE
    cell = opposite_cell(card.cell, card.controller)
    other = g.board.get(cell, ROLE_NONE) if cell is not None else ROLE_NONE
    return other if other >= 0 and is_creature(g, other) else ROLE_NONE


def behind_creature(g: GameState, cid: int) -> int:
    """The creature on the cell behind the card (its column, away from its controller's opponent: the other side of
    «напротив», Online 207.8), or -1."""
    if cid < 0 or g.objects[cid].zone is not Zone.BATTLEFIELD:
        return ROLE_NONE
    card = g.objects[cid]
    row = board.row_of(card.cell) + (-1 if card.controller == 0 else 1)
    if not 0 <= row < 6:
        return ROLE_NONE
    other = g.board.get(row * 5 + board.column_of(card.cell), ROLE_NONE)
    return other if other >= 0 and is_creature(g, other) else ROLE_NONE


def offer_close_or_wounds(g: GameState, chain: Chain, cid: int, effect: CloseOrWounds) -> None:
    """«должно закрыться либо получить N ран (по выбору атакованного)»: an open card's player is asked which;
    a closed card cannot close (Online 219.3), so it takes the wounds (Online 204.4) with nothing to ask."""
    if g.objects[cid].closed:
        _wound(g, chain, cid, WoundBy(effect.amount, Who.SELF))
        return
    g.offer = CloseOrWoundsChoice(g.players[g.objects[cid].controller].name, card=cid, source=chain.source,
                                  wounds=effect.amount)


def answer_close_or_wounds(g: GameState, close_it: bool) -> None:
    """The card's player has chosen: it closes (Online 219.1) or takes the wounds, which are not an attack
    (Online 204.4); the card chose them itself, so «Стойкость» does not keep them off (glossary «Раниться»)."""
    from tolaria.berserk.rules.stack import check_destruction, close, deal_wounds, emit

    offer = g.offer
    assert isinstance(offer, CloseOrWoundsChoice)
    g.offer = None
    if not in_squad(g.objects[offer.card]):
        return
    emit(g, ClosingChosen(player=g.objects[offer.card].controller, card=offer.card, closes=close_it,
                          wounds=offer.wounds, rules=("Online 219.1",) if close_it else ("Online 204.4",)))
    if close_it:
        close(g, offer.card, ("Online 219.1",))
    else:
        deal_wounds(g, offer.card, offer.wounds, offer.source, None)
        check_destruction(g)  # Online 402.3


def answer_gain_or_wounds(g: GameState, gain: bool) -> None:
    """The card's player has chosen: it acquires the restriction (Online 407.1) or takes the wounds, which are not an
    attack (Online 204.4); «ранится» is the card wounding itself, so «Стойкость» does not keep them off (glossary
    «Раниться»)."""
    from tolaria.berserk.rules.stack import check_destruction, deal_wounds, emit

    offer = g.offer
    assert isinstance(offer, GainOrWoundsChoice)
    g.offer = None
    card = g.objects[offer.card]
    if not in_squad(card):
        return
    emit(g, ClosingChosen(player=card.controller, card=offer.card, closes=gain, wounds=offer.wounds,
                          rules=("Online 407.1",) if gain else ("Online 204.4",)))
    if gain:
        card.effects = (*card.effects, *(Acquired(text, offer.until) for text in offer.gains))
    else:
        deal_wounds(g, offer.card, offer.wounds, offer.source, None)
        check_destruction(g)  # Online 402.3


def after_open(g: GameState, cid: int) -> None:
    """An effect opened the card (Online 209.1): its «Когда открывается (кроме открытия в начале своего хода)»
    abilities; the opening at its turn's start (Online 311.1) does not come here."""
    entries: list[Entering] = []
    if _live(g, cid):
        entries = [_entering(g, cid, i, t, cid, ROLE_NONE, ("Online 209.1",))
                   for i, t in _armed(g, cid) if t.point is Point.OPENED]
    seat = g.objects[cid].controller
    if is_creature(g, cid):
        for other in roster(g).triggered:
            if other == cid or g.objects[other].controller != seat or not defn(g, other).triggers or not _live(g, other):
                continue
            entries.extend(_entering(g, other, i, t, ROLE_NONE, cid, ("Online 209.1",)) for i, t in _armed(g, other)
                           if t.point is Point.SQUAD_OPENED and _whose_ok(g, other, t.whose))
    _enter(g, entries)


def wound_each(g: GameState, chain: Chain, effect: WoundEach, spell: bool = False) -> None:
    """Every card in play the description fits, as it really is; a spell skips cards protected from it (Online 411.4)."""
    from tolaria.berserk.rules.activated import fits

    if effect.around:
        source = g.objects[chain.source]
        cell = source.cell if source.zone is Zone.BATTLEFIELD else chain.cell
        cards = [c for n in board.NEIGHBOURS[cell] for c in g.cards_at(n)] if cell >= 0 else []
    elif effect.on_cell:
        source = g.objects[chain.source]
        cards = [c for c in g.cards_at(source.cell) if c != chain.source] if source.zone is Zone.BATTLEFIELD else []
    elif effect.edge is not None:
        from tolaria.berserk.rules.row_edges import edge_cards

        cards = edge_cards(g, chain.source, effect)
    elif effect.near_chosen_alike:
        chosen = g.objects[chain.targets[0]] if chain.targets else None
        if chosen is None or chosen.zone is not Zone.BATTLEFIELD:
            return
        weak = defn(g, chosen.id).strike[0]
        near = [c for n in board.NEIGHBOURS[chosen.cell] for c in g.cards_at(n)]
        cards = [c for c in near if is_creature(g, c) and defn(g, c).strike[0] == weak]
    else:
        cards = list(in_play(g))
    spell = spell or effect.spell
    for cid in cards:
        if cid == chain.source or not fits(g, chain.source, effect.spec, cid):
            continue
        if spell and (has(g, cid, Keyword.PROTECTION_FROM_SPELLS) or has(g, cid, Keyword.PROTECTION_FROM_MAGIC)):
            continue
        if effect.poisoned and not markers.poison_x(g, cid):
            continue
        _wound(g, chain, cid, WoundBy(effect.amount, Who.CHOSEN))
        if effect.poison:  # «..., они получают отравление на 1»
            markers.poison(g, cid, effect.poison)


def after_corpse_eating(g: GameState, cid: int, poison: int = 0) -> None:
    """Glossary «Трупоедство»: the card healed by it sets off its «При трупоедстве» abilities; ``poison`` is the eaten
    creature's poison X as it died (0: none), for «если уничтожил существо с отравлением»."""
    if not _live(g, cid):
        return
    entries = [_entering(g, cid, i, t, ROLE_NONE, ROLE_NONE, ("Online «Трупоедство»",))
               for i, t in _armed(g, cid) if t.point is Point.CORPSE_EATING and (poison > 0 or not t.poisoned_prey)]
    for e in entries:
        e.chain.amount = poison
    _enter(g, entries)


def _wound(g: GameState, chain: Chain, cid: int, effect: WoundBy) -> None:
    """Wounds that are not an attack (Online 204.4); «Стойкость» keeps off an opponent's (glossary), not «раниться»."""
    wound_by(g, chain.source, cid, effect, chain.id)


def wound_by(g: GameState, source: int, cid: int, effect: WoundBy, chain: int = -1) -> None:
    """``source``'s text wounds ``cid`` (Online 204.4), unless «Стойкость» keeps off an opponent's card's wounds."""
    from tolaria.berserk.rules.modifiers import given_by_opposite
    from tolaria.berserk.rules.stack import deal_wounds, emit

    if (effect.who is not Who.SELF and g.objects[cid].controller != g.objects[source].controller
            and (has(g, cid, Keyword.STAMINA) or given_by_opposite(g, cid, Keyword.STAMINA))):
        emit(g, Protected(card=cid, chain=chain, by=Keyword.STAMINA.value, rules=("Online «Стойкость»",)))
        return
    deal_wounds(g, cid, effect.amount, source, None)


def fight_rolled(g: GameState, chain: Chain, cid: int, value: int) -> None:
    """«Если, сражаясь, выбрасывает на кубике 6 ...»: ``cid`` rolled ``value`` for the strength of ``chain``'s attack
    (Online 205.5: a fight lasts from that roll to the wounds); the card it fights with is the other of the attack's
    two cards (its target when ``cid`` attacks, its attacker when ``cid`` is attacked)."""
    if chain.attack is None or not chain.targets or not _live(g, cid) or not defn(g, cid).triggers:
        return
    other = chain.targets[0] if cid == chain.source else chain.source if cid == chain.targets[0] else ROLE_NONE
    if other == ROLE_NONE:
        return
    entries = [_entering(g, cid, i, t, cid, other, ("Online 205.5", "Online «Бросок кубика»"))
               for i, t in _armed(g, cid) if t.point is Point.FIGHT_ROLLS and t.tokens == value]
    _enter(g, entries)


on_card = _on_card
"""``do_effect`` on a card already found (``AcquireEach``: each creature of a class in the squad)."""
