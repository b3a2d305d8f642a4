"""Triggered abilities (CR 603): noticing trigger events and putting abilities on the stack.

Triggered abilities match events: as each event happens, every ability
whose trigger event it is is recorded in ``GameState.waiting``; nothing
else happens yet (117.2a). The next time a player would receive priority,
waiting abilities are put on the stack in APNAP order, each player
ordering their own (603.3b), with targets chosen slot by slot as they go
on the stack (603.3d). An ability with an intervening "if" triggers only
if the condition holds and checks it again as it resolves (603.4).
Leaves-the-battlefield abilities look back in time (603.10a): they are
found on the permanents as they last existed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from tolaria.core.events import Event
from tolaria.mtg.carddb import CardRef
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.events import (
    AbilityActivated,
    AttackersDeclared,
    BlockersDeclared,
    CardDrawn,
    DamageDealt,
    Discarded,
    LifeGained,
    LifeLost,
    ManaAdded,
    ManaBurn,
    Sacrificed,
    SpellCast,
    StepBegan,
    TriggerPutOnStack,
    ZoneChange,
)
from tolaria.mtg.kinds import COLOR_WORDS, StackKind, Step, Zone
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    ActivatesAbilityOf,
    Attacks,
    AttackWith,
    BecomesBlocked,
    BecomesTarget,
    BeginningOf,
    Blocks,
    Condition,
    CreatureAttacks,
    CreatureDies,
    CreatureEnters,
    DealsDamage,
    Dies,
    DiscardedByOpponent,
    Enters,
    Filter,
    GroupDealsCombatDamage,
    LeavesToGraveyard,
    PlayerAction,
    PlayerDealtDamage,
    PlayerDoes,
    Relation,
    SpellCastBy,
    StateTrigger,
    Subject,
    ThatObject,
    ThatPlayer,
    TriggeredAbility,
    TriggerEvent,
    Whose,
    YouGainLife,
    YouLoseLife,
)
from tolaria.mtg.oracle.abilities import (
    works_from_graveyard as abilities_work_from_graveyard,
)
from tolaria.mtg.rules import conditions
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.keyword_triggers import triggered_ability
from tolaria.mtg.rules.layers import chars, last_known
from tolaria.mtg.rules.teams import active_players, is_active
from tolaria.mtg.rules.text_changes import with_changes
from tolaria.mtg.state import GameState, PendingTrigger

Refs = tuple[int, int]  # (ref_obj, ref_player): what "that creature" and "that player" mean


def condition_holds(g: GameState, condition: Condition | None, source: int, controller: int, that_player: int = -1) -> bool:
    """Intervening "if" clauses (603.4): checked as the event happens and again on resolution."""
    return conditions.holds(g, condition, source, controller, that_player)


def watchers(g: GameState) -> bool:
    """Whether any permanent on the battlefield has a triggered ability (remembered per battlefield)."""
    return summary(g).triggers


def notice(g: GameState, event: Event, before: dict[int, tuple[CardRef, Chars]] | None = None) -> None:
    """Record every triggered ability that triggers on ``event`` (603.2).

    With ``before`` (the battlefield as it was), abilities are looked for
    on those objects instead, as 603.10a says for leaves-the-battlefield
    events. Abilities that work from a graveyard (113.6m) are looked for
    on the cards in the graveyards.
    """
    if before is None:
        s = summary(g)
        watching = s.watchers
        if watching and may_trigger(event, s.trigger_kinds):
            battlefield = g.battlefield
            sources: Iterator[tuple[int, tuple[CardRef, Chars]]] = (
                (oid, (battlefield[oid].card, chars(g, oid))) for oid in watching
            )
            _notice_on(g, event, sources, False)
        if g.graveyard_workers and may_trigger(event, _ALL_KINDS):
            _notice_on(g, event, _graveyard_watchers(g), True)
        return
    if not any(c.triggered for _, c in before.values()):
        return
    _notice_on(g, event, iter(before.items()), False)


def delayed_due(g: GameState, step: Step) -> None:
    """CR 603.7c: the delayed triggered abilities waiting for ``step`` trigger as it begins, once each
    (whether or not their source is still on the battlefield); "that creature" is the object each fixed."""
    due = [d for d in g.delayed if d.step is step]
    if not due:
        return
    g.delayed = tuple(d for d in g.delayed if d.step is not step)
    for d in due:
        g.waiting.append(PendingTrigger(d.controller, d.source, d.card, d.ability, ref_obj=d.ref_obj, changes=d.changes))
    g.moved_on()


def _notice_on(
    g: GameState, event: Event, sources: Iterator[tuple[int, tuple[CardRef, Chars]]], in_graveyard: bool
) -> None:
    """Record the abilities of ``sources`` that trigger on ``event``: those that work on the
    battlefield, or (``in_graveyard``) those that work from the graveyard (113.6m)."""
    for oid, (card, c) in sources:
        if not c.triggered:
            continue
        for i, ability in enumerate(c.triggered):
            if works_from_graveyard(ability) is not in_graveyard:
                continue
            for refs in _matches(g, ability.trigger, event, oid, c):
                if condition_holds(g, ability.condition, oid, c.controller, refs[1]):
                    lki = None if oid in g.battlefield or in_graveyard else last_known(c)
                    # CR 707.2, 612.1: the ability as its source has it, a copied card's, with its text changes.
                    much = _amount(event, ability.trigger)
                    g.waiting.append(
                        _pending(ability, PendingTrigger(c.controller, oid, c.copied or card, i, refs[0], refs[1], lki, c.changes, much))
                    )
                    g.moved_on()


def _pending(ability: TriggeredAbility, t: PendingTrigger) -> PendingTrigger:
    """A granted ability is named by the card whose text grants it (113.10), not by its object's card."""
    if ability.granted is None:
        return t
    return replace(t, card=ability.granted.card, ability=ability.granted.index, granted=True)


def works_from_graveyard(ability: TriggeredAbility) -> bool:
    """CR 113.6m: an ability whose effect moves its own object out of the graveyard ("return ~ from
    your graveyard to your hand") functions only in the graveyard; 113.6k: one that triggers as its card is
    discarded, from the graveyard it went to."""
    return abilities_work_from_graveyard(ability)


def graveyard_watch(g: GameState) -> bool:
    """Whether some graveyard holds a card with a triggered ability that works there (113.6m); a game
    none of whose cards has one (the usual case) never looks."""
    return g.graveyard_workers and next(_graveyard_workers_in_play(g), None) is not None


def _graveyard_watchers(g: GameState) -> Iterator[tuple[int, tuple[CardRef, Chars]]]:
    """The cards in graveyards with a triggered ability that works there (113.6m)."""
    for oid, card in _graveyard_workers_in_play(g):
        yield oid, (card, chars(g, oid))


def _graveyard_workers_in_play(g: GameState) -> Iterator[tuple[int, CardRef]]:
    """The graveyards' cards whose name is one of the pool's graveyard workers (asked at every event: the
    name is read inline, no call per card)."""
    names = g.db.graveyard_workers()
    if not names:
        return
    cards = g.cards
    for p in g.players:
        for oid in p.graveyard:
            card = cards.get(oid)
            if card is not None and (card if isinstance(card, str) else card.name) in names:
                yield oid, card


def notice_states(g: GameState) -> None:
    """CR 603.8: a state-triggered ability triggers as soon as its game state is true, and doesn't trigger
    again while it is waiting or on the stack (until it has resolved or otherwise left the stack)."""
    s = summary(g)
    if StateTrigger not in s.trigger_kinds:
        return
    for oid in s.watchers:
        c = chars(g, oid)
        for i, ability in enumerate(c.triggered):
            trigger = ability.trigger
            if not isinstance(trigger, StateTrigger) or _state_trigger_pending(g, oid, i):
                continue
            if condition_holds(g, trigger.condition, oid, c.controller):
                card = g.battlefield[oid].card
                g.waiting.append(_pending(ability, PendingTrigger(c.controller, oid, c.copied or card, i, changes=c.changes)))
                g.moved_on()


def _state_trigger_pending(g: GameState, oid: int, ability: int) -> bool:
    """Whether the state-triggered ability ``ability`` of ``oid`` is waiting or on the stack (603.8)."""
    if any(w.source == oid and w.ability == ability for w in g.waiting):
        return True
    return any(item.kind is StackKind.TRIGGERED and item.source == oid and item.ability == ability for item in g.stack)


# Which kinds of trigger event each kind of event can be (what :func:`_matches` reads).
_TRIGGERED_BY: tuple[tuple[type, tuple[type, ...]], ...] = (
    (ZoneChange, (Enters, Dies, PlayerDoes, CreatureEnters, LeavesToGraveyard, CreatureDies, DiscardedByOpponent)),
    (StepBegan, (BeginningOf,)),
    (AttackersDeclared, (Attacks, CreatureAttacks, AttackWith)),
    (BlockersDeclared, (Blocks, BecomesBlocked)),
    (DamageDealt, (DealsDamage, PlayerDealtDamage, YouLoseLife, GroupDealsCombatDamage)),
    (LifeLost, (YouLoseLife,)),
    (ManaBurn, (YouLoseLife,)),
    (SpellCast, (SpellCastBy, BecomesTarget)),
    (AbilityActivated, (BecomesTarget, ActivatesAbilityOf)),
    (TriggerPutOnStack, (BecomesTarget,)),
    (LifeGained, (YouGainLife,)),
    (ManaAdded, (PlayerDoes,)),
)


def may_trigger(event: Event, kinds: frozenset[type]) -> bool:
    """Whether ``event`` could be the trigger event of an ability whose trigger is one of ``kinds``."""
    triggers = _BY_EVENT_CLASS.get(type(event))
    if triggers is None:
        triggers = next((t for cls, t in _TRIGGERED_BY if isinstance(event, cls)), ())
        _BY_EVENT_CLASS[type(event)] = triggers
    for t in triggers:
        if t in kinds:
            return True
    return False


_BY_EVENT_CLASS: dict[type, tuple[type, ...]] = {}  # _TRIGGERED_BY read for each concrete event class
_ALL_KINDS: frozenset[type] = frozenset(k for _, kinds in _TRIGGERED_BY for k in kinds)


def _matches(g: GameState, trigger: TriggerEvent, event: Event, oid: int, c: Chars) -> list[Refs]:
    """The ways ``event`` is ``trigger`` for the ability of object ``oid``: one entry per triggering."""
    if isinstance(event, ZoneChange):
        if isinstance(trigger, Enters) and event.destination is Zone.BATTLEFIELD:
            if trigger.subject is Subject.SELF:
                return [(0, -1)] if event.new == oid else []
            if event.new != oid and event.new in g.battlefield and chars(g, event.new).is_creature:
                return [(event.new, -1)]
            return []
        if isinstance(trigger, PlayerDoes):
            return _player_does(g, trigger, event, c)
        if isinstance(trigger, DiscardedByOpponent):
            # CR 701.9a: its own card, discarded by an opponent's spell or ability; "you" is its owner
            by = event.by if isinstance(event, Discarded) else -1
            return [(0, event.owner)] if event.new == oid and by >= 0 and g.are_opponents(event.owner, by) else []
        if isinstance(trigger, CreatureEnters) and event.destination is Zone.BATTLEFIELD:
            # "a creature" unless the group names its own types ("Whenever a land enters", 603.6a)
            entered = event.new in g.battlefield and (bool(trigger.group.types) or chars(g, event.new).is_creature)
            if entered and _related(g, trigger.controller, c.controller, chars(g, event.new).controller):
                if matches(g, event.new, trigger.group, c.controller, oid):
                    return [(event.new, -1)]
            return []
        if isinstance(trigger, LeavesToGraveyard):
            gone = event.origin is Zone.BATTLEFIELD and event.destination is Zone.GRAVEYARD
            return [(0, -1)] if gone and event.obj == oid else []
        if isinstance(trigger, CreatureDies):
            died = event.origin is Zone.BATTLEFIELD and event.destination is Zone.GRAVEYARD and event.was_creature
            if not died or (trigger.other and event.obj == oid):
                return []
            if trigger.damaged_by_self and (oid, event.obj) not in g.damaged:
                return []  # 120.3: it wasn't dealt damage by this object this turn
            if trigger.nontoken and event.new == 0:
                return []  # 111.7-111.8: a token that died ceased to exist; it left no card in the graveyard
            # CR 603.10a: its controller as it last existed; "it" is the card in the graveyard (400.7)
            return [(event.new, event.controller)] if _related(g, trigger.controller, c.controller, event.controller) else []
        if isinstance(trigger, Dies) and trigger.subject is Subject.SELF:
            died = event.origin is Zone.BATTLEFIELD and event.destination is Zone.GRAVEYARD and event.was_creature
            # "that card" / "it" of a dies trigger that moves the card is the new object in the graveyard (400.7).
            return [(event.new, -1)] if died and event.obj == oid else []
        return []
    if isinstance(event, StepBegan):
        if isinstance(trigger, BeginningOf) and trigger.step is event.begins:
            if trigger.whose is Whose.YOUR:
                return [(0, g.active)] if is_active(g, c.controller) else []  # 805.4: your team's step
            if trigger.whose is Whose.OPPONENT:
                # CR 102.2-102.3: an opponent's step, once for each opponent whose turn it is (805.4d).
                return [(0, p) for p in active_players(g) if g.are_opponents(c.controller, p)]
            if trigger.whose is Whose.ATTACHED_CONTROLLER:
                return _attached_controllers_step(g, oid)
            # CR 805.4d: "each player's" step triggers once for each active player (its "that player").
            return [(0, p) for p in active_players(g)] if g.teams else [(0, g.active)]
        return []
    if isinstance(event, AttackersDeclared):
        if isinstance(trigger, Attacks):
            return [(a if trigger.subject is Subject.ENCHANTED else 0, -1)
                    for a, _ in event.attacks if _is_subject(g, trigger.subject, oid, a)][:1]
        if isinstance(trigger, AttackWith):
            # CR 508.3a: one trigger for the declaration, counting the attackers of the source's controller
            if event.player != c.controller or (trigger.with_self and all(a != oid for a, _ in event.attacks)):
                return []
            n = sum(
                1 for a, _ in event.attacks
                if (a != oid or not trigger.with_self) and a in g.battlefield
                and matches(g, a, trigger.group, c.controller, oid)
            )
            return [(0, -1)] if n >= trigger.at_least else []
        if isinstance(trigger, CreatureAttacks):
            # CR 508.3a: one trigger for each attacking creature that fits
            return [(a, -1) for a, _ in event.attacks if a in g.battlefield and matches(g, a, trigger.group, c.controller, oid)]
        return []
    if isinstance(event, BlockersDeclared):
        if isinstance(trigger, Blocks):
            blocked = [(b, a) for b, a in event.blocks if _is_subject(g, trigger.subject, oid, b)
                       and _of_group(g, trigger.group, a, c.controller, oid)]
            if not blocked:
                return []
            if trigger.per_creature:
                return [(a, -1) for _, a in blocked]
            return [(blocked[0][0] if trigger.subject is Subject.ENCHANTED else 0, -1)]
        if isinstance(trigger, BecomesBlocked):
            blockers = [b for b, a in event.blocks if a == oid and _of_group(g, trigger.group, b, c.controller, oid)]
            if not blockers:
                return []
            return [(b, -1) for b in blockers] if trigger.per_creature else [(0, -1)]
        return []
    if isinstance(trigger, ActivatesAbilityOf) and isinstance(event, AbilityActivated):
        return _activates_ability_of(g, trigger, event, oid, c)
    if isinstance(trigger, BecomesTarget) and isinstance(event, SpellCast | AbilityActivated | TriggerPutOnStack):
        return _becomes_target(g, trigger, event, oid, c)
    if isinstance(event, SpellCast):
        if isinstance(trigger, SpellCastBy) and _cast_fits(g, trigger, event, oid, c):
            return [(event.obj, event.player)]
        return []
    if isinstance(event, ManaAdded):
        # CR 106.12: "Whenever a player taps a land for mana": once per land's mana ability; "that player" is them
        if (
            isinstance(trigger, PlayerDoes)
            and trigger.action is PlayerAction.TAPS_LAND_FOR_MANA
            and event.land_tapped
            and _related(g, trigger.who, c.controller, event.player)
        ):
            return [(0, event.player)]
        return []
    if isinstance(event, LifeGained):
        # CR 119.9: "Whenever you gain life" triggers once per life-gain event; "that much" is its amount.
        if isinstance(trigger, YouGainLife) and event.player == c.controller and event.amount > 0:
            return [(0, event.player)]
        return []
    if isinstance(trigger, YouLoseLife):
        return _you_lose_life(g, trigger, event, c)
    if isinstance(event, DamageDealt):
        if isinstance(trigger, PlayerDealtDamage):
            # CR 120.3, 603.2: "Whenever an opponent is dealt noncombat damage": whatever dealt it
            if event.to >= 0 or event.amount <= 0 or (trigger.noncombat and event.combat):
                return []
            player = -1 - event.to
            if not _related(g, trigger.source, c.controller, event.source_controller):
                return []
            return [(0, player)] if _related(g, trigger.who, c.controller, player) else []
        if isinstance(trigger, GroupDealsCombatDamage):
            return _group_deals_combat_damage(g, trigger, event, oid, c)
        if isinstance(trigger, DealsDamage) and trigger.to_creature:
            return _combat_damage_to_creature(g, trigger, event, oid)
        if isinstance(trigger, DealsDamage) and trigger.to_any:
            # CR 120.3: damage to anything; one trigger for each recipient, "that much" its damage
            return [(event.source, -1)] if event.amount > 0 and _is_subject(g, trigger.subject, oid, event.source) else []
        if isinstance(trigger, DealsDamage) and event.to < 0 and _is_subject(g, trigger.subject, oid, event.source):
            if trigger.combat_only and not event.combat:
                return []  # "deals combat damage to a player" (510.2)
            player = -1 - event.to
            if trigger.to_opponent and not g.are_opponents(c.controller, player):  # 102.3
                return []
            return [(0, player)]
        return []
    return []


def _you_lose_life(g: GameState, trigger: YouLoseLife, event: Event, c: Chars) -> list[Refs]:
    """CR 119.3, 120.3a: the ability's controller lost life in this event (damage, loss, mana burn); "for
    the first time each turn": it is the first such event of the turn (counted before triggers look)."""
    if isinstance(event, DamageDealt):
        player, amount = (-1 - event.to if event.to < 0 else -1), event.amount
    elif isinstance(event, LifeLost | ManaBurn):
        player, amount = event.player, event.amount
    else:
        return []
    if player != c.controller or amount <= 0:
        return []
    if trigger.first_each_turn and g.players[player].history.life_losses != 1:
        return []
    return [(0, player)]


def _of_group(g: GameState, group: Filter | None, creature: int, you: int, source: int) -> bool:
    """Whether the creature blocked or blocking is of the kind the trigger names ("a non-Wall creature")."""
    return group is None or matches(g, creature, group, you, source)


def _activates_ability_of(
    g: GameState, trigger: ActivatesAbilityOf, event: AbilityActivated, oid: int, c: Chars
) -> list[Refs]:
    """CR 602.2, 606.4: the ability's controller activated an ability of a permanent of the kind (a loyalty
    ability, if the trigger says so)."""
    if event.player != c.controller or event.source not in g.battlefield:
        return []
    if not matches(g, event.source, trigger.source, c.controller, oid):
        return []
    if trigger.loyalty_only:
        item = next((i for i in g.stack if i.id == event.obj), None)
        activated = chars(g, event.source).activated
        if item is None or not 0 <= item.ability < len(activated):
            return []
        ability = activated[item.ability]
        if not isinstance(ability, ActivatedAbility) or ability.cost.loyalty is None:
            return []
    return [(event.source, -1)]


def _becomes_target(
    g: GameState, trigger: BecomesTarget, event: SpellCast | AbilityActivated | TriggerPutOnStack, oid: int, c: Chars
) -> list[Refs]:
    """CR 115.1, 603.2: ~ is among the targets of the spell or ability put on the stack (once, however many
    of its targets ~ is); "that player" is its controller."""
    if oid not in event.targets or oid not in g.battlefield:
        return []
    if trigger.spells_only and not isinstance(event, SpellCast):
        return []
    if trigger.by_opponent and not g.are_opponents(c.controller, event.player):
        return []  # 102.3
    return [(0, event.player)]


def _group_deals_combat_damage(
    g: GameState, trigger: GroupDealsCombatDamage, event: DamageDealt, oid: int, c: Chars
) -> list[Refs]:
    """CR 603.2c, 510.2: "Whenever one or more Cats you control deal combat damage to a player": combat damage
    is dealt at once, so the ability triggers once for each player dealt it by one or more of the group; the
    damage events of that one step after the first find it waiting already for that player."""
    if not event.combat or event.to >= 0 or event.amount <= 0 or event.source not in g.battlefield:
        return []
    if not matches(g, event.source, trigger.group, c.controller, oid):
        return []
    player = -1 - event.to
    index = next(i for i, a in enumerate(c.triggered) if a.trigger is trigger)
    if any(w.source == oid and w.ability == index and w.ref_player == player for w in g.waiting):
        return []
    return [(0, player)]


def _combat_damage_to_creature(g: GameState, trigger: DealsDamage, event: DamageDealt, oid: int) -> list[Refs]:
    """CR 510.2: "Whenever ~ deals combat damage to a creature": once for each creature dealt combat damage
    by it; "that creature" is that creature."""
    if not event.combat or event.amount <= 0 or not _is_subject(g, trigger.subject, oid, event.source):
        return []
    dealt_to_creature = event.to >= 0 and event.to in g.battlefield and chars(g, event.to).is_creature
    return [(event.to, -1)] if dealt_to_creature else []


def _is_subject(g: GameState, subject: Subject, oid: int, creature: int) -> bool:
    """Whether ``creature`` is the one the trigger of ``oid`` watches: the source itself, or the
    permanent the source (an Aura) is attached to (303.4: "enchanted creature")."""
    if subject is Subject.ENCHANTED:
        perm = g.battlefield.get(oid)
        return perm is not None and perm.attached_to == creature
    return creature == oid


def _amount(event: Event, trigger: TriggerEvent) -> int:
    """What the trigger event measured, for "that much" (119.9: the life gained)."""
    if isinstance(trigger, YouGainLife) and isinstance(event, LifeGained):
        return event.amount
    if isinstance(trigger, DealsDamage) and isinstance(event, DamageDealt):
        return event.amount  # 120.3: the damage dealt
    if isinstance(trigger, YouLoseLife) and isinstance(event, DamageDealt | LifeLost | ManaBurn):
        return event.amount  # 119.3: the life lost
    return 0


def _attached_controllers_step(g: GameState, oid: int) -> list[Refs]:
    """"At the beginning of the upkeep of enchanted creature's controller" (303.4): the step is the
    turn of the player who controls what the source is attached to; "that player" is them."""
    perm = g.battlefield.get(oid)
    if perm is None or perm.attached_to is None or perm.attached_to not in g.battlefield:
        return []
    owner = chars(g, perm.attached_to).controller
    return [(0, owner)] if is_active(g, owner) else []


def _related(g: GameState, relation: Relation, you: int, player: int) -> bool:
    """Whether ``player`` is related to ``you`` as a trigger says ("you", "an opponent", 102.3)."""
    if relation is Relation.YOU:
        return player == you
    if relation is Relation.OPPONENT:
        return g.are_opponents(you, player)
    if relation is Relation.NOT_YOU:
        return player != you
    return True


def _player_does(g: GameState, trigger: PlayerDoes, event: ZoneChange, c: Chars) -> list[Refs]:
    """"Whenever an opponent draws a card" (121.1) / "discards a card" (701.9a): once per card; "that player" is them."""
    if trigger.action is PlayerAction.TAPS_LAND_FOR_MANA:
        return []  # a land's ManaAdded event, not a zone change
    if trigger.action is PlayerAction.SACRIFICES:
        # 701.21a: "Whenever you sacrifice a permanent": its controller as it left sacrificed it, once each
        sacrificed = isinstance(event, Sacrificed) and _related(g, trigger.who, c.controller, event.controller)
        return [(0, event.controller)] if sacrificed else []
    kind = Discarded if trigger.action is PlayerAction.DISCARDS else CardDrawn
    if isinstance(event, kind) and _related(g, trigger.who, c.controller, event.owner):
        if trigger.action is PlayerAction.DRAWS_SECOND and g.players[event.owner].history.cards_drawn != 2:
            return []  # "your second card each turn": the turn's history has just counted it (121.1)
        return [(0, event.owner)]
    return []


def _cast_fits(g: GameState, trigger: SpellCastBy, event: SpellCast, oid: int, c: Chars) -> bool:
    """CR 601.2i, 603.2: the spell just cast fits the trigger's description, and so does who cast it."""
    if trigger.caster is Relation.YOU and event.player != c.controller:
        return False
    if trigger.caster is Relation.OPPONENT and not g.are_opponents(c.controller, event.player):
        return False
    if trigger.chosen_color and not _of_the_chosen_color(g, event.obj, oid):
        return False
    if trigger.opponents_turn and not g.are_opponents(c.controller, g.active):
        return False  # "during an opponent's turn": the active player is an opponent (102.2)
    if trigger.targets_self and oid not in event.targets:
        return False
    targeted = trigger.targets
    if targeted is not None and not any(
        t in g.battlefield and matches(g, t, targeted, c.controller, oid) for t in event.targets
    ):
        return False
    if trigger.first_each_turn and g.players[event.player].history.instants_sorceries_cast != 1:
        return False  # "your first instant or sorcery spell each turn" (counted before triggers look)
    return matches(g, event.obj, trigger.spell, c.controller, oid)


def _of_the_chosen_color(g: GameState, spell: int, source: int) -> bool:
    """"a spell of the chosen color": the color chosen as the source entered (614.12) is one of the spell's."""
    perm = g.battlefield.get(source)
    color = COLOR_WORDS.get(perm.chosen, "") if perm is not None else ""
    return bool(color) and color in chars(g, spell).colors


# --------------------------------------------------------- to the stack


def ability_of(g: GameState, t: PendingTrigger) -> TriggeredAbility:
    return with_changes(triggered_ability(g.db.card(t.card), t.ability, t.granted), t.changes)


def identity(g: GameState, t: PendingTrigger) -> tuple[Any, ...]:
    """What makes two waiting triggers different; identical ones need no ordering (scenario contract, "Asking").

    The event's object or player matters only if the effect refers to it.
    """
    effect = ability_of(g, t).effect
    refers = any(_mentions(step, ThatObject) for step in effect.steps)
    refers_player = any(_mentions(step, ThatPlayer) for step in effect.steps) or any(
        spec.permanent is not None and spec.permanent.controller is Relation.THAT_PLAYER for spec in effect.targets
    )  # "target permanent that player controls": a trigger for each player is a different choice
    return (t.card, t.ability, t.granted, t.changes, t.ref_obj if refers else 0, t.ref_player if refers_player else -1, t.amount)


def _mentions(step: Any, kind: type) -> bool:
    """Whether a step (or a reference inside it) is a ``kind`` reference."""
    if isinstance(step, kind):
        return True
    fields = getattr(step, "__dataclass_fields__", None)
    if not fields:
        return False
    return any(_mentions(getattr(step, f), kind) for f in fields)


def apnap(g: GameState) -> list[int]:
    """CR 101.4: the active player, then the others in turn order."""
    n = len(g.players)
    return [(g.active + k) % n for k in range(n) if not g.players[(g.active + k) % n].lost]


def next_to_push(g: GameState) -> tuple[int, list[int]] | None:
    """CR 603.3b: whose waiting abilities go on the stack now, and which of theirs (indices)."""
    for player in apnap(g):
        mine = [i for i, t in enumerate(g.waiting) if t.controller == player]
        if mine:
            return player, mine
    return None


def order_options(g: GameState, player: int) -> list[int]:
    """The player's waiting abilities that may go on the stack next: one per kind (identical ones are one)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for i, t in enumerate(g.waiting):
        if t.controller != player:
            continue
        key = identity(g, t)
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out
