"""Resolving effects (CR 608.2): the handlers of the resumable interpreter, one per effect step.

The position of a resolution (the stack object, the next step, and a memo
of what earlier steps learned) is part of the game state
(``GameState.resolving``), so a step that needs a player's choice suspends
with a pending decision and the answer resumes it (architecture, "Effects
as resumable programs"). A step that acts on a target that has become
illegal is skipped (608.2b); "If you can't" steps run only after a step
that couldn't be done.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tolaria.core.resolution import DONE, SUSPEND, Interpreter
from tolaria.mtg import decisions
from tolaria.mtg.cards.keywords import KeywordAbility, Protection, keyword_text
from tolaria.mtg.events import (
    AdditionalCombatCreated,
    CoinFlipped,
    CombatDamageWillBePrevented,
    ControlGained,
    ExtraTurnsGiven,
    FoundForHand,
    ManaAdded,
    MayDeclined,
    PreventionShieldCreated,
    Pumped,
    PutIntoLibrary,
    ReturnedToHand,
    SearchFoundNothing,
    SourcePreventionCreated,
    TurnEnded,
    WontUntapNext,
)
from tolaria.mtg.events import (
    PutOnBottom as PutOnBottomEvent,
)
from tolaria.mtg.kinds import COLOR_WORDS, StackKind, Zone
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.abilities import ChoiceKind, Modification
from tolaria.mtg.rules import (
    attachments,
    combat,
    conditions,
    control,
    game_end,
    player_groups,
    prevention_sources,
    replacement,
    spell_copies,
    turn_history,
)
from tolaria.mtg.rules import keyword_actions as actions
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import add_effect, add_mana, add_shield, emit
from tolaria.mtg.rules.damage import gain_life, lose_life, source_of_item
from tolaria.mtg.rules.draws import draw_cards
from tolaria.mtg.rules.filters import matches, with_x
from tolaria.mtg.rules.keyword_triggers import triggered_ability
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.text_changes import with_changes
from tolaria.mtg.rules.zones import (
    Departure,
    leave_battlefield,
    move_card,
    stack_to_zone,
)
from tolaria.mtg.state import (
    NO_TARGET,
    CastingForbidden,
    ColorDamagePrevention,
    CombatDamagePrevention,
    ContinuousEffect,
    DrawsTaken,
    DrawToMake,
    ExileInsteadOfDying,
    GameState,
    GroupCantBlock,
    Memo,
    PlayerDamagePrevention,
    PreventionShield,
    ProposedDamage,
    Resolution,
    Selection,
    SourcePreventionShield,
    StackObject,
    UnblockedRedirection,
)


@dataclass(slots=True)
class Resolving:
    """The context of one resolving spell or ability: what it is, which targets are still legal, its memo."""

    g: GameState
    item: StackObject
    legal: tuple[bool, ...]
    memo: Memo


interpreter: Interpreter[Resolving] = Interpreter()
handles = interpreter.handles


# ------------------------------------------------------------------ what resolves


def effect_of(g: GameState, item: StackObject) -> ab.SpellAbility:
    """The effect a stack object carries: a spell's (or its chosen mode's), or an ability's."""
    d = g.db.card(item.card)
    if item.kind is StackKind.SPELL:
        assert d.spell is not None
        return d.spell.modes[item.mode] if d.spell.modes else d.spell
    if item.kind is StackKind.ACTIVATED:
        own = d.granted[item.ability] if item.granted else d.base.activated[item.ability]  # CR 113.10
        ability = with_changes(own, item.changes)
        assert isinstance(ability, ab.ActivatedAbility)
        return ability.effect
    return trigger_of(g, item).effect


def trigger_of(g: GameState, item: StackObject) -> ab.TriggeredAbility:
    return with_changes(triggered_ability(g.db.card(item.card), item.ability, item.granted), item.changes)


def source_colors(g: GameState, item: StackObject) -> frozenset[str]:
    """The colors of a spell or ability's source, for protection (702.16b)."""
    if item.kind is StackKind.SPELL:
        return chars(g, item.id).colors
    if item.source in g.battlefield:
        return chars(g, item.source).colors
    if item.source_lki is not None:
        return item.source_lki.colors
    return g.db.card(item.card).base.colors


def find_item(g: GameState, oid: int) -> StackObject:
    for item in g.stack:
        if item.id == oid:
            return item
    raise KeyError(oid)


# ------------------------------------------------------------------ running


def resume(g: GameState) -> None:
    """Run the resolving effect from where it stands; finish the resolution when it is done."""
    from tolaria.mtg.rules.priority import after_resolution
    from tolaria.mtg.rules.turns import end_the_turn

    r = g.resolving
    assert r is not None
    item = find_item(g, r.item)
    if item.kind is StackKind.TRIGGERED and trigger_of(g, item).optional:
        unpayable = r.memo.may is None and _first_payment_impossible(g, item)
        if r.memo.may is None and not unpayable:
            g.pending = decisions.YesNo(g.players[item.controller].name, g.name_of(item.id))
            g.moved_on()
            return
        if unpayable or not r.memo.may:
            rules = ("603.5", "118.3") if unpayable else ("603.5",)
            emit(g, MayDeclined(item.controller, g.name_of(item.id), rules=rules))
            _finish(g, item)
            after_resolution(g)
            return
    ctx = Resolving(g, item, r.legal, r.memo)
    pc = interpreter.run(ctx, effect_of(g, item).steps, r.pc, _skip)
    if ctx.memo.turn_ended:
        g.resolving = None
        end_the_turn(g)  # CR 724.1: nothing more of the resolution happens
        return
    if pc is None:
        _finish(g, item)
        after_resolution(g)
        return
    g.resolving = Resolution(item.id, pc, r.legal, ctx.memo)
    g.moved_on()


def _first_payment_impossible(g: GameState, item: StackObject) -> bool:
    """CR 118.3, 118.12: "you may pay {1}{G}. If you do, ...": a player who can't pay the mana has no
    choice to make, so the optional trigger isn't asked and does nothing."""
    from tolaria.mtg.rules.mana import need_of, plan_payment

    steps = effect_of(g, item).steps
    if not steps or not isinstance(steps[0], ab.PayMana):
        return False
    payer = item.controller if isinstance(steps[0].who, ab.You) else None
    return payer is not None and plan_payment(g, payer, need_of(steps[0].cost, item.x)) is None


def _finish(g: GameState, item: StackObject) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard; an ability ceases to exist."""
    if item in g.stack:
        stack_to_zone(g, item, Zone.GRAVEYARD)


def _skip(ctx: Resolving, step: Any) -> bool:
    """CR 608.2b: no action on an illegal target; "If you can't" only after a failure."""
    if isinstance(step, ab.IfUnable) and not ctx.memo.failed:
        return True
    if isinstance(step, ab.IfFlip) and ctx.memo.failed == step.won:
        return True  # CR 705.2: the other result of the flip (``failed``: it was lost)
    if isinstance(step, ab.IfYouDo) and ctx.memo.failed:
        return True  # CR 118.12: the cost "If you do" checks wasn't paid
    if isinstance(step, ab.ForEachTarget):
        return False  # each of its targets is checked on its own (608.2b)
    return _refers_to_illegal(step, ctx.legal)


def _refers_to_illegal(value: Any, legal: tuple[bool, ...]) -> bool:
    if isinstance(value, ab.Target):
        return not legal[value.slot]
    fields = getattr(value, "__dataclass_fields__", None)
    if not fields or isinstance(value, ab.Filter | ab.TokenSpec):
        return False
    return any(_refers_to_illegal(getattr(value, f), legal) for f in fields)


def answer_may(g: GameState, yes: bool) -> None:
    """A yes or no: to a triggered ability's "you may" (603.5), asked before its steps start, or, once a
    step has started, to what that step asks (whether to pay what "unless ... pays" asks, 118.12)."""
    r = g.resolving
    assert r is not None
    g.pending = None
    memo = replace(r.memo, answer=yes) if r.memo.started else replace(r.memo, may=yes)
    g.resolving = replace(r, memo=memo)
    g.moved_on()


def answer_word(g: GameState, word: str) -> None:
    """The word a resolving step asked for (a color, a keyword, 608.2d; a word of a text change, 612.1)
    is chosen ("" for none: the chooser left): it joins the words the step has been given."""
    r = g.resolving
    assert r is not None
    g.resolving = replace(r, memo=replace(r.memo, words=r.memo.words + (word,)))
    g.moved_on()


def take_word(ctx: Resolving) -> str:
    """The one word the resumed step asked for ("" for none), cleared from the memo."""
    words = ctx.memo.words
    ctx.memo = replace(ctx.memo, words=())
    return words[0] if words else ""


def answer_selection(g: GameState, chosen: tuple[int, ...]) -> None:
    """A choice a resolving step asked for is made: remember it; the step carries on as it resumes."""
    r = g.resolving
    assert r is not None
    g.resolving = replace(r, memo=replace(r.memo, chosen=chosen))
    g.moved_on()


# ------------------------------------------------------------------ references


def obj(ctx: Resolving, ref: ab.ObjectRef | ab.Recipient) -> int:
    """The object (or player ref, for "any target") a reference means."""
    item = ctx.item
    if isinstance(ref, ab.Target):
        return item.targets[ref.slot]
    if isinstance(ref, ab.ThisObject):
        return item.source if item.kind is not StackKind.SPELL else item.id
    if isinstance(ref, ab.ThatObject):
        return item.ref_obj
    if isinstance(ref, ab.You):
        return -1 - item.controller
    if isinstance(ref, ab.ThatPlayer):
        return -1 - item.ref_player
    if isinstance(ref, ab.AttachedObject):
        source = ctx.g.battlefield.get(item.source)  # CR 303.4, 301.5: what the Aura or Equipment is attached to
        return source.attached_to if source is not None and source.attached_to is not None else 0
    if isinstance(ref, ab.ControllerOf):
        return -1 - player(ctx, ref)  # "that land's controller" as a recipient (608.2h)
    if isinstance(ref, ab.WhatItAttacks):
        combat = ctx.g.combat  # 506.2, 508.1b: the player (-1 - seat) or planeswalker the source attacks
        return combat.attackers.get(item.source, 0) if combat is not None else 0
    raise TypeError(ref)


def player(ctx: Resolving, ref: ab.PlayerRef) -> int:
    """The player a reference means (an index)."""
    item = ctx.item
    if isinstance(ref, ab.You):
        return item.controller
    if isinstance(ref, ab.ThatPlayer):
        return item.ref_player
    if isinstance(ref, ab.Target):
        return -1 - item.targets[ref.slot]
    if isinstance(ref, ab.ControllerOf):
        oid = obj(ctx, ref.what)
        if oid in ctx.g.battlefield:
            return chars(ctx.g, oid).controller
        return ctx.memo.lki_controller if ctx.memo.lki_controller >= 0 else item.controller
    if isinstance(ref, ab.DefendingPlayer):
        return player_groups.defending_player(ctx.g, item.source)  # 506.2
    raise TypeError(ref)


def players(ctx: Resolving, ref: ab.PlayerRef) -> list[int]:
    """The players a reference means: a group's in APNAP order (101.4), else the one player (if any)."""
    if isinstance(ref, player_groups.GROUPS):
        return player_groups.members(ctx.g, ref, ctx.item.controller)
    who = player(ctx, ref)
    return [who] if who >= 0 else []


def amount(ctx: Resolving, a: ab.Amount, member: int = -1) -> int:
    """The number an amount means now; ``member`` is the player of a group the step is acting for
    ("each player loses 1 life for each creature they control")."""
    if isinstance(a, int):
        return a
    if isinstance(a, ab.CountControlledBy):
        g = ctx.g
        who = member if member >= 0 and player_groups.is_group(a.who) else player(ctx, a.who)
        n = sum(
            1
            for oid in g.battlefield
            if chars(g, oid).controller == who and matches(g, oid, a.group, ctx.item.controller, ctx.item.source)
        )
        return n * a.times
    if isinstance(a, ab.XValue | ab.SacrificedPower):
        return ctx.item.x  # a spell's X, or what its "sacrifice all" cost measured (601.2h)
    if isinstance(a, ab.ToughnessOf):
        oid = obj(ctx, a.what)
        if oid in ctx.g.battlefield:
            return chars(ctx.g, oid).toughness or 0
        return ctx.memo.lki_toughness  # CR 608.2h: as it last existed
    if isinstance(a, ab.CardsInGraveyard):
        whose = player(ctx, a.who)
        return a.times * sum(1 for c in ctx.g.players[whose].graveyard if matches(ctx.g, c, a.group, whose))
    if isinstance(a, ab.CardsInHand):
        who = player(ctx, a.who)
        return len(ctx.g.players[who].hand) if who >= 0 else 0  # a defending player may be no one (506.2)
    if isinstance(a, ab.HalfLibrary):
        n = len(ctx.g.players[player(ctx, a.who)].library)
        return (n + 1) // 2 if a.round_up else n // 2  # CR 107.1a: rounded down unless the card says up
    if isinstance(a, ab.HalfLife):
        life = max(ctx.g.players[player(ctx, a.who)].life, 0)
        return (life + 1) // 2 if a.round_up else life // 2  # CR 107.1a
    if isinstance(a, ab.PowerOf):
        oid = obj(ctx, a.what)
        if oid in ctx.g.battlefield:
            return chars(ctx.g, oid).power or 0
        lki = ctx.item.source_lki
        if isinstance(a.what, ab.ThisObject) and ctx.item.kind is not StackKind.SPELL and lki is not None:
            return lki.power  # 608.2h, 113.7a: the ability's source as it last existed (sacrificed for the cost)
        return ctx.memo.lki_power  # CR 608.2h: as it last existed
    if isinstance(a, ab.CountOf):
        g = ctx.g
        return sum(1 for oid in g.battlefield if matches(g, oid, a.group, ctx.item.controller, ctx.item.source))
    if isinstance(a, ab.BlockersOf):
        oid = obj(ctx, a.what)
        combat = ctx.g.combat
        return len(combat.blocked.get(oid, [])) if combat is not None else 0
    if isinstance(a, ab.ThatMuch):
        return ctx.item.x  # a triggered ability's x is what its event measured
    if isinstance(a, ab.MovedThisWay):
        return ctx.memo.moved
    if isinstance(a, ab.TurnTotal):
        return turn_history.total(ctx.g, a.count, a.who, ctx.item.controller) * a.times
    raise TypeError(a)


def _started(ctx: Resolving) -> bool:
    return ctx.memo.started


def _suspend(ctx: Resolving, **memo: Any) -> bool:
    ctx.memo = replace(ctx.memo, started=True, **memo)
    return SUSPEND


def _done(ctx: Resolving, **memo: Any) -> bool:
    ctx.memo = replace(ctx.memo, started=False, chosen=(), **memo)
    return DONE


def _ask(
    ctx: Resolving,
    purpose: str,
    chooser: int,
    candidates: tuple[int, ...],
    count: int,
    optional: bool = False,
    shown: tuple[int, ...] = (),
) -> bool:
    g = ctx.g
    g.selection = Selection(purpose, chooser, candidates, count, optional=optional, shown=shown)
    g.pending = decisions.ChooseCard(g.players[chooser].name, purpose, count, optional)
    g.moved_on()
    return _suspend(ctx)


# ------------------------------------------------------------------ damage


def _damage(ctx: Resolving, proposals: list[ProposedDamage]) -> bool:
    if _started(ctx):
        return _done(ctx)  # the batch this step began has been dealt
    if replacement.start_damage(ctx.g, proposals, "resolution"):
        return DONE
    return _suspend(ctx)


@handles(ab.DealDamage)
def deal_damage(ctx: Resolving, step: ab.DealDamage) -> bool:
    source, info = source_of_item(ctx.g, ctx.item)
    if isinstance(step.to, ab.EachOpponent):
        # "N damage to each opponent": to every opponent at once (120.3, 102.2-102.3)
        n = amount(ctx, step.amount)
        whom = player_groups.members(ctx.g, step.to, ctx.item.controller)
        return _damage(ctx, [ProposedDamage(source, info, -1 - p, n, False, ("120.3", "102.3")) for p in whom])
    to = obj(ctx, step.to)
    if to == 0 or (to > 0 and to not in ctx.g.battlefield):
        return DONE  # no one to deal it to (the attacked player or planeswalker of a creature no longer attacking)
    return _damage(ctx, [ProposedDamage(source, info, to, amount(ctx, step.amount), False, ("120.3", "608.2"))])


@handles(ab.DealDamageToEach)
def deal_damage_to_each(ctx: Resolving, step: ab.DealDamageToEach) -> bool:
    """Each permanent of the group (and, with ``each_player``, each player in the game) at once."""
    g = ctx.g
    if _started(ctx):
        return _done(ctx)
    source, info = source_of_item(g, ctx.item)
    n = amount(ctx, step.amount)
    proposals = [
        ProposedDamage(source, info, oid, n, False, ("120.3",))
        for oid in list(g.battlefield)
        if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    ]
    if step.each_player:
        proposals += [ProposedDamage(source, info, -1 - p.index, n, False, ("120.3",)) for p in g.players if not p.lost]
    return _damage(ctx, proposals)


@handles(ab.DealDividedDamage)
def deal_divided_damage(ctx: Resolving, step: ab.DealDividedDamage) -> bool:
    """CR 601.2d, 608.2b: each target still legal is dealt its share of the division announced, all at once;
    a target that became illegal is dealt none, and its share is not divided again."""
    if _started(ctx):
        return _done(ctx)
    g, item = ctx.g, ctx.item
    announced = step.amount if isinstance(step.amount, int) else item.x  # X as announced (107.3)
    assert sum(item.division) in (0, announced), "a division announced is of all the damage (601.2d)"  # 0: no targets
    source, info = source_of_item(g, item)
    end = step.slot + step.slots if step.slots else len(item.targets)
    proposals = [
        ProposedDamage(source, info, item.targets[k], item.division[k], False, ("120.3", "601.2d"))
        for k in range(step.slot, min(end, len(item.targets)))
        if item.division[k] > 0 and item.targets[k] != NO_TARGET and ctx.legal[k]
    ]
    return _damage(ctx, proposals)


@handles(ab.DealDamageToTargetAndEach)
def deal_damage_to_target_and_each(ctx: Resolving, step: ab.DealDamageToTargetAndEach) -> bool:
    """The target player or planeswalker and each creature of "that player or that planeswalker's
    controller", all at once (120.3)."""
    g = ctx.g
    if _started(ctx):
        return _done(ctx)
    source, info = source_of_item(g, ctx.item)
    n = amount(ctx, step.amount)
    each = n if step.each_amount is None else amount(ctx, step.each_amount)
    to = obj(ctx, step.to)
    whose = -1 - to if to < 0 else chars(g, to).controller
    proposals = [ProposedDamage(source, info, to, n, False, ("120.3", "608.2"))]
    proposals += [
        ProposedDamage(source, info, oid, each, False, ("120.3",))
        for oid in list(g.battlefield)
        if oid != to and chars(g, oid).controller == whose and matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    ]
    return _damage(ctx, proposals)


# ------------------------------------------------------------------ continuous effects


def _begin_effect(
    ctx: Resolving,
    affected: tuple[int, ...],
    mods: tuple[Modification, ...],
    rules: tuple[str, ...],
    duration: ab.Duration = ab.Duration.END_OF_TURN,
) -> None:
    g = ctx.g
    add_effect(g, ContinuousEffect(g.new_timestamp(), g.name_of(ctx.item.id), ctx.item.controller, affected, mods, duration))
    for oid in affected:
        mt = next((m for m in mods if isinstance(m, ab.ModifyPT)), None)
        kws = next((m.keywords for m in mods if isinstance(m, ab.AddAbilities)), ())
        emit(g, Pumped(oid, chars(g, oid).name, mt.power if mt else 0, mt.toughness if mt else 0, tuple(keyword_text(k) for k in kws), rules=rules))


def _mods(power: int, toughness: int, keywords: tuple[Any, ...]) -> tuple[Modification, ...]:
    mods: list[Modification] = []
    if power or toughness:
        mods.append(ab.ModifyPT(power, toughness))
    if keywords:
        mods.append(ab.AddAbilities(keywords))
    return tuple(mods)


@handles(ab.Pump)
def pump(ctx: Resolving, step: ab.Pump) -> bool:
    oid = obj(ctx, step.what)
    if oid not in ctx.g.battlefield:
        return DONE
    times = amount(ctx, step.per) if step.per is not None else 1
    mods = _mods(step.power * times, step.toughness * times, step.keywords)
    if step.abilities is not None:
        mods += (step.abilities,)  # 113.10: the quoted abilities, in layer 6
    if step.creature_types:
        mods += (ab.SetCreatureTypes(step.creature_types),)  # 205.1a, layer 4
    if mods:
        rules = ("611.2", "613.4c") if step.power or step.toughness else ("611.2", "613.1f")
        _begin_effect(ctx, (oid,), mods, rules)
    return DONE


def _creatures_of(ctx: Resolving, group: ab.Filter) -> tuple[int, ...]:
    """CR 611.2c: the creatures of the group as the effect begins (the set is locked in then)."""
    g = ctx.g
    return tuple(
        oid
        for oid in g.battlefield
        if chars(g, oid).is_creature and matches(g, oid, group, ctx.item.controller, ctx.item.source)
    )


@handles(ab.PumpEach)
def pump_each(ctx: Resolving, step: ab.PumpEach) -> bool:
    """CR 611.2c: the affected set is locked in as the effect begins."""
    affected = _creatures_of(ctx, step.group)
    times = amount(ctx, step.per) if step.per is not None else 1
    mods = _mods(step.power * times, step.toughness * times, step.keywords)
    if step.abilities is not None:
        mods += (step.abilities,)  # 113.10: the quoted abilities, in layer 6
    if affected and mods:
        _begin_effect(ctx, affected, mods, ("611.2c", "613.4c"))
    return DONE


@handles(ab.SetBasePTEach)
def set_base_pt_each(ctx: Resolving, step: ab.SetBasePTEach) -> bool:
    """"Creatures you control have base power and toughness X/X until end of turn" (613.4b, 611.2c)."""
    affected = _creatures_of(ctx, step.group)
    if affected:
        mods = (ab.SetPT(amount(ctx, step.power), amount(ctx, step.toughness)),)
        _begin_effect(ctx, affected, mods, ("611.2c", "613.4b"))
    return DONE


@handles(ab.GainControl)
def gain_control(ctx: Resolving, step: ab.GainControl) -> bool:
    """CR 613.1b: a layer-2 effect; control follows from the effects in force (and ends with them, 514.2)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid not in g.battlefield:
        return DONE
    who = ctx.item.controller if step.to is None else player(ctx, step.to)
    if who < 0:
        return DONE
    if step.duration is ab.Duration.WHILE_ENCHANTED and not control.enchanted(g, oid):
        return DONE  # 611.2b: a "for as long as" duration that never starts does nothing
    add_effect(g, ContinuousEffect(g.new_timestamp(), g.name_of(ctx.item.id), who, (oid,), (ab.ControlledBy(who),), step.duration))
    emit(g, ControlGained(who, oid, chars(g, oid).name, rules=("613.1b", "611.2")))
    control.after_change(g)
    return DONE


# ------------------------------------------------------------------ players


@handles(ab.Draw)
def draw(ctx: Resolving, step: ab.Draw) -> bool:
    """CR 121.2: one card at a time; "each player" draws in turn order from the active player (101.4).

    A replacement that asks its player (614.1a) suspends the draws (``tolaria.mtg.rules.draws``); the
    step resumes once they are made, with the next player's draws (``memo.stage``: the players done)."""
    g = ctx.g
    who_draws = players(ctx, step.who)
    for k in range(ctx.memo.stage, len(who_draws)):
        who = who_draws[k]
        if g.players[who].lost:
            continue
        if not draw_cards(g, [DrawToMake(who)] * amount(ctx, step.amount)):
            return _suspend(ctx, stage=k + 1)
    return _done(ctx, stage=0)


@handles(ab.LoseLife)
def lose(ctx: Resolving, step: ab.LoseLife) -> bool:
    """CR 119.3; "each opponent loses 2 life": each of them, in APNAP order (101.4)."""
    for who in players(ctx, step.who):
        lose_life(ctx.g, who, amount(ctx, step.amount, who), ("119.3", "608.2"))
    return DONE


@handles(ab.GainLife)
def gain(ctx: Resolving, step: ab.GainLife) -> bool:
    rules = ("119.3", "608.2h") if isinstance(step.who, ab.ControllerOf) else ("119.3",)
    n = amount(ctx, step.amount)
    for who in players(ctx, step.who):
        gain_life(ctx.g, who, n, rules)
    return DONE


@handles(ab.AddMana)
def mana(ctx: Resolving, step: ab.AddMana) -> bool:
    add_mana(ctx.g, ctx.item.controller, step.mana)
    emit(ctx.g, ManaAdded(ctx.item.controller, step.mana, rules=("106.3",)))
    return DONE


# ------------------------------------------------------------------ permanents


@handles(ab.Destroy)
def destroy(ctx: Resolving, step: ab.Destroy) -> bool:
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        c = chars(ctx.g, oid)  # remembered as it last existed, for "its controller" after (608.2h)
        ctx.memo = replace(ctx.memo, lki_toughness=c.toughness or 0, lki_power=c.power or 0, lki_controller=c.controller)
        actions.destroy(ctx.g, [oid], regenerate=step.regenerate, rules=("701.8a", "608.2"))
    return DONE


@handles(ab.DestroyEach)
def destroy_each(ctx: Resolving, step: ab.DestroyEach) -> bool:
    """All at once: the set is fixed before any is destroyed."""
    g = ctx.g
    doomed = [oid for oid in g.battlefield if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)]
    actions.destroy(g, doomed, regenerate=step.regenerate, rules=("701.8a",))
    return DONE


@handles(ab.ReturnToHand)
def return_to_hand(ctx: Resolving, step: ab.ReturnToHand) -> bool:
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid in g.battlefield:
        leave_battlefield(g, [Departure(oid, Zone.HAND, ReturnedToHand, ("400.7", "608.2"))])
        return DONE
    spell = next((item for item in g.stack if item.id == oid and item.kind is StackKind.SPELL), None)
    if spell is not None:  # "return target spell ... to its owner's hand": it leaves the stack (400.7)
        stack_to_zone(g, spell, Zone.HAND, ReturnedToHand, ("400.7", "608.2"))
        return DONE
    for p in g.players:  # 400.3: from the graveyard it is in, to its owner's hand
        if oid in p.graveyard:
            move_card(g, p.index, Zone.GRAVEYARD, oid, Zone.HAND, ReturnedToHand, ("400.7", "400.3"))
            break
    return DONE


@handles(ab.ForEachTarget)
def for_each_target(ctx: Resolving, step: ab.ForEachTarget) -> bool:
    """CR 608.2b, 601.2c: the instruction is done for each target of the phrase's slots still legal, in the
    order they were chosen, as if each were the phrase's one target (its instruction asks nothing)."""
    g, item, handler = ctx.g, ctx.item, interpreter.handlers[type(step.then)]
    moved = 0
    for k in range(step.slot, len(item.targets)):
        target = item.targets[k]
        if target == NO_TARGET or not ctx.legal[k]:
            continue
        one = item.targets[: step.slot] + (target,) + item.targets[step.slot + 1 :]
        each = Resolving(g, replace(item, targets=one), ctx.legal, ctx.memo)
        handler(each, step.then)
        ctx.memo = each.memo
        moved += target > 0 and target not in g.cards and target not in g.battlefield  # 400.7: moved, a new object
    ctx.memo = replace(ctx.memo, moved=moved)
    return DONE


@handles(ab.ReturnSelfFromGraveyard)
def return_self_from_graveyard(ctx: Resolving, step: ab.ReturnSelfFromGraveyard) -> bool:
    """CR 113.6m, 400.7: the ability's own card goes from its owner's graveyard to their hand (or onto the
    battlefield under their control, 110.2a), if it is still there (a card that left and came back is a
    new object)."""
    g = ctx.g
    oid = ctx.item.source
    for p in g.players:
        if oid not in p.graveyard:
            continue
        if step.to_battlefield:
            actions.put_onto_battlefield_from_graveyards(g, p.index, [(p.index, oid)], step.tapped)
        else:
            move_card(g, p.index, Zone.GRAVEYARD, oid, Zone.HAND, ReturnedToHand, ("113.6m", "400.7"))
    return DONE


@handles(ab.Untap)
def untap_one(ctx: Resolving, step: ab.Untap) -> bool:
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        actions.untap_permanent(ctx.g, oid)
    return DONE


@handles(ab.DoesntUntapNext)
def doesnt_untap_next(ctx: Resolving, step: ab.DoesntUntapNext) -> bool:
    """CR 502.3, 611.2a: the permanent is kept tapped in its controller's next untap step (turns._untap)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid in g.battlefield:
        _skip_next_untap(g, oid)
    return DONE


def _skip_next_untap(g: GameState, oid: int) -> None:
    """CR 502.3, 611.2a: the permanent stays tapped in its controller's next untap step (turns._untap)."""
    g.writable(oid).skips_next_untap = True
    g.changed()
    emit(g, WontUntapNext(oid, g.name_of(oid), rules=("502.3", "611.2a")))


@handles(ab.ExileIfWouldDie)
def exile_if_would_die(ctx: Resolving, step: ab.ExileIfWouldDie) -> bool:
    """CR 614.1a, 700.4: this turn, the permanent is exiled instead of dying (zones.leave_battlefield)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid in g.battlefield:
        add_shield(g, ExileInsteadOfDying(g.new_timestamp(), oid, g.name_of(ctx.item.id)))
    return DONE


@handles(ab.CantCastThisTurn)
def cant_cast_this_turn(ctx: Resolving, step: ab.CantCastThisTurn) -> bool:
    """CR 101.2, 601.2: this turn the players named can't cast spells (cast_restrictions reads it)."""
    g = ctx.g
    add_shield(g, CastingForbidden(g.new_timestamp(), step.who, ctx.item.controller, g.name_of(ctx.item.id)))
    return DONE


@handles(ab.GroupCantBlockThisTurn)
def group_cant_block(ctx: Resolving, step: ab.GroupCantBlockThisTurn) -> bool:
    """CR 509.1b, 611.2c: this turn creatures fitting the group can't block (combat reads it as blocks are declared)."""
    g = ctx.g
    add_shield(g, GroupCantBlock(g.new_timestamp(), step.group, ctx.item.controller, g.name_of(ctx.item.id)))
    return DONE


def _ask_word(ctx: Resolving, choosing: str, words: tuple[str, ...] = ()) -> bool:
    """CR 608.2d: ask the controller of the resolving spell or ability for a word (a color, or one of
    ``words``); :func:`answer_word` keeps it in the memo and the step resumes."""
    g = ctx.g
    g.pending = decisions.ChooseWord(
        g.players[ctx.item.controller].name, g.name_of(ctx.item.id), choosing, resolving=True, words=words
    )
    g.moved_on()
    return _suspend(ctx)


@handles(ab.AddManaOfChosenColor)
def add_mana_of_chosen_color(ctx: Resolving, step: ab.AddManaOfChosenColor) -> bool:
    """CR 106.1a, 608.2d: "Add two mana of any one color": the color is chosen, then the mana is added."""
    if not _started(ctx):
        return _ask_word(ctx, ChoiceKind.COLOR.value)
    word = take_word(ctx)
    if word:
        mana = (COLOR_WORDS[word],) * step.amount
        add_mana(ctx.g, ctx.item.controller, mana)
        emit(ctx.g, ManaAdded(ctx.item.controller, mana, rules=("106.3", "608.2d")))
    return _done(ctx)


@handles(ab.GainChosen)
def gain_chosen(ctx: Resolving, step: ab.GainChosen) -> bool:
    """CR 608.2d: the controller chooses a color (protection from it, 702.16a) or one of the keywords;
    the object gains it until end of turn (611.2a, 613.1f). Nothing to choose for an object gone."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if not _started(ctx):
        if oid not in g.battlefield:
            return DONE
        if step.options:
            return _ask_word(ctx, "keyword", tuple(keyword_text(k) for k in step.options))
        return _ask_word(ctx, ChoiceKind.COLOR.value)
    word = take_word(ctx)
    if oid in g.battlefield and word:
        if step.options:
            gained: KeywordAbility = next(k for k in step.options if keyword_text(k) == word)
        else:
            gained = Protection(frozenset({COLOR_WORDS[word]}))
        _begin_effect(ctx, (oid,), (ab.AddAbilities((gained,)),), ("608.2d", "611.2a", "613.1f"))
    return _done(ctx)


@handles(ab.TapAllOf)
def tap_all_of(ctx: Resolving, step: ab.TapAllOf) -> bool:
    """CR 701.26a: all the player's permanents of the group are tapped at once; with "Those creatures don't
    untap during that player's next untap step" (502.3), each of them (tapped before or not) stays tapped then."""
    g = ctx.g
    who = player(ctx, step.who)
    group = [
        oid for oid in g.battlefield
        if chars(g, oid).controller == who and matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    ]
    actions.tap_permanents(g, group)
    if step.skip_next_untap:
        for oid in group:  # "those creatures": all of them, the ones already tapped too
            _skip_next_untap(g, oid)
    return DONE


@handles(ab.UntapUpTo)
def untap_up_to(ctx: Resolving, step: ab.UntapUpTo) -> bool:
    """CR 701.26b: "Untap up to four lands": the controller chooses up to that many of the tapped ones."""
    g = ctx.g
    if _started(ctx):
        for oid in ctx.memo.chosen:
            if oid in g.battlefield:
                actions.untap_permanent(g, oid)
        return _done(ctx)
    options = tuple(
        oid for oid, perm in g.battlefield.items()
        if perm.tapped and matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    )
    if not options:
        return DONE
    return _ask(ctx, "untap", ctx.item.controller, options, min(step.amount, len(options)), optional=True)


@handles(ab.UntapEach)
def untap_each(ctx: Resolving, step: ab.UntapEach) -> bool:
    """CR 701.26b: every permanent of the group untaps, at once."""
    g = ctx.g
    for oid in [o for o in g.battlefield if matches(g, o, step.group, ctx.item.controller, ctx.item.source)]:
        actions.untap_permanent(g, oid)
    return DONE


@handles(ab.AdditionalCombat)
def additional_combat(ctx: Resolving, step: ab.AdditionalCombat) -> bool:
    """CR 500.8: the additional combat phase (and the main phase after it, 505.1a) comes directly after this
    main phase; the turn structure takes it (``turns.following_step``)."""
    g = ctx.g
    g.additional_combats += 1
    g.moved_on()
    emit(g, AdditionalCombatCreated(ctx.item.controller, rules=("500.8", "505.1a")))
    return DONE


@handles(ab.TakeDraws)
def take_draws(ctx: Resolving, step: ab.TakeDraws) -> bool:
    """CR 614.1b, 614.11: until end of turn (its shield ends in the cleanup step, 514.2), the player's draws are
    the spell's controller's (``zones.draw_replacement``)."""
    g = ctx.g
    who = player(ctx, step.who)
    if who >= 0:
        add_shield(g, DrawsTaken(g.new_timestamp(), who, ctx.item.controller, g.name_of(ctx.item.id)))
    return DONE


@handles(ab.EndTheTurn)
def end_turn(ctx: Resolving, step: ab.EndTheTurn) -> bool:
    """CR 724.1: the resolution stops here; :func:`resume` ends the turn (``turns.end_the_turn``)."""
    emit(ctx.g, TurnEnded(ctx.item.controller, ctx.g.name_of(ctx.item.id), rules=("724.1",)))
    ctx.memo = replace(ctx.memo, turn_ended=True)
    return SUSPEND


@handles(ab.FlipCoin)
def flip_coin(ctx: Resolving, step: ab.FlipCoin) -> bool:
    """CR 705.1-705.2: the player flips and calls; with even odds the call matches (they win the flip) or
    not (they lose it). The engine flips for them with the game's seeded generator: a call can't change
    the odds, so it is no real choice to ask."""
    g = ctx.g
    who = player(ctx, step.who)
    won = g.below(2) == 0
    g.moved_on()
    emit(g, CoinFlipped(who, won, rules=("705.2",)))
    return _done(ctx, failed=not won)


@handles(ab.IfFlip)
def if_flip(ctx: Resolving, step: ab.IfFlip) -> bool:
    """The result was the one named (``step.won``; the others are skipped): ``then`` happens."""
    inner = interpreter.handlers[type(step.then)]
    return inner(ctx, step.then)


@handles(ab.CopySpell)
def copy_spell(ctx: Resolving, step: ab.CopySpell) -> bool:
    """CR 707.10: a copy of the target spell goes on the stack; with ``step.new_targets`` its controller may
    then change its targets one at a time (707.10c)."""
    g = ctx.g
    if not _started(ctx):
        original = next((i for i in g.stack if i.id == obj(ctx, step.what) and i.kind is StackKind.SPELL), None)
        if original is None:
            return _done(ctx, failed=True)
        copy = spell_copies.put_copy(g, original, ctx.item.controller)
        if not step.new_targets or not copy.targets:
            return _done(ctx)
        return _ask_new_target(ctx, copy, 0)
    made = next((i for i in g.stack if i.id == ctx.memo.held[0]), None) if ctx.memo.held else None
    if made is None:
        return _done(ctx, stage=0, held=())
    if ctx.memo.chosen:
        spell_copies.change_target(g, made, ctx.memo.stage, ctx.memo.chosen[0])
    return _ask_new_target(ctx, made, ctx.memo.stage + 1)


def _ask_new_target(ctx: Resolving, copy: StackObject, slot: int) -> bool:
    """CR 707.10c: the next target of the copy that could be changed, from ``slot`` on."""
    for i in range(slot, len(copy.targets)):
        options = spell_copies.new_target_options(ctx.g, copy, i)
        if any(t != copy.targets[i] for t in options):
            ctx.memo = replace(ctx.memo, stage=i, held=(copy.id,))
            return _ask(ctx, spell_copies.PURPOSE, copy.controller, options, 1, optional=True)
    return _done(ctx, stage=0, held=())


@handles(ab.ChangeTarget)
def change_target(ctx: Resolving, step: ab.ChangeTarget) -> bool:
    """CR 115.7a: the target of the spell becomes another legal target for it, chosen by this effect's
    controller; with no other legal target, it is unchanged."""
    g = ctx.g
    if not _started(ctx):
        spell = next((i for i in g.stack if i.id == obj(ctx, step.what) and i.kind is StackKind.SPELL), None)
        if spell is None or len(spell.targets) != 1:
            return _done(ctx)
        options = tuple(t for t in spell_copies.new_target_options(g, spell, 0) if t != spell.targets[0] and t != ctx.item.id)
        if not options:
            return _done(ctx)
        ctx.memo = replace(ctx.memo, held=(spell.id,))
        return _ask(ctx, spell_copies.PURPOSE, ctx.item.controller, options, 1)
    spell = next((i for i in g.stack if i.id == ctx.memo.held[0]), None) if ctx.memo.held else None
    if spell is not None and ctx.memo.chosen:
        spell_copies.change_target(g, spell, 0, ctx.memo.chosen[0])
    return _done(ctx, held=())


@handles(ab.PreventAllFromColors)
def prevent_all_from_colors(ctx: Resolving, step: ab.PreventAllFromColors) -> bool:
    """CR 615.1, 611.2a: all damage sources of those colors would deal this turn is prevented."""
    g = ctx.g
    add_shield(g, ColorDamagePrevention(g.new_timestamp(), step.colors, g.name_of(ctx.item.id)))
    return DONE


@handles(ab.PreventAllToPlayer)
def prevent_all_to_player(ctx: Resolving, step: ab.PreventAllToPlayer) -> bool:
    """CR 615.1: all damage to the player and the creatures they control this turn is prevented."""
    g = ctx.g
    add_shield(g, PlayerDamagePrevention(g.new_timestamp(), player(ctx, step.who), g.name_of(ctx.item.id)))
    return DONE


@handles(ab.RedirectUnblockedTo)
def redirect_unblocked_to(ctx: Resolving, step: ab.RedirectUnblockedTo) -> bool:
    """CR 614.9: for the rest of the turn, combat damage to the controller from unblocked creatures is
    dealt to the permanent instead (if it is still a creature on the battlefield then)."""
    g = ctx.g
    to = obj(ctx, step.to)
    if to in g.battlefield:
        add_shield(g, UnblockedRedirection(g.new_timestamp(), ctx.item.controller, to, g.name_of(ctx.item.id)))
    return DONE


@handles(ab.PutOnBottom)
def put_on_bottom(ctx: Resolving, step: ab.PutOnBottom) -> bool:
    """Put a permanent on the bottom of its owner's library, remembering it as it was (608.2h)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    owner = next((i for i, p in enumerate(g.players) if oid in p.graveyard), -1)
    if owner >= 0:
        # a card in a graveyard ("target card from your graveyard", 115.1) goes to the bottom (401.4)
        move_card(g, owner, Zone.GRAVEYARD, oid, Zone.LIBRARY, PutOnBottomEvent, ("401.4",))
        return DONE
    if oid not in g.battlefield:
        return DONE
    c = chars(g, oid)
    ctx.memo = replace(ctx.memo, lki_toughness=c.toughness or 0, lki_power=c.power or 0, lki_controller=c.controller)
    leave_battlefield(g, [Departure(oid, Zone.LIBRARY, PutOnBottomEvent, ("401.4", "608.2h"))])
    return DONE


@handles(ab.PutCountersOnEach)
def put_counters_on_each(ctx: Resolving, step: ab.PutCountersOnEach) -> bool:
    """CR 122.1, 122.6: counters on each permanent of the group; they are "those creatures" for the next step."""
    g = ctx.g
    n = amount(ctx, step.amount)
    those = tuple(
        oid
        for oid in g.battlefield
        if chars(g, oid).is_creature and matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    )
    for oid in those:
        actions.put_counters(g, oid, step.counter, n, ("122.1", "122.6"))
    ctx.memo = replace(ctx.memo, chosen=those)
    return DONE


@handles(ab.PumpThose)
def pump_those(ctx: Resolving, step: ab.PumpThose) -> bool:
    """"Those creatures gain ...": the set the step before acted on, locked in (611.2c)."""
    g = ctx.g
    those = tuple(oid for oid in ctx.memo.chosen if oid in g.battlefield)
    ctx.memo = replace(ctx.memo, chosen=())
    mods = _mods(step.power, step.toughness, step.keywords)
    if those and mods:
        _begin_effect(ctx, those, mods, ("611.2c", "613.1f"))
    return DONE


@handles(ab.ReturnAllFromGraveyards)
def return_all_from_graveyards(ctx: Resolving, step: ab.ReturnAllFromGraveyards) -> bool:
    """All the cards of the group in all graveyards enter at once, under the controller's control (110.2a)."""
    g = ctx.g
    found = [
        (p.index, oid)
        for p in g.players
        if not p.lost
        for oid in p.graveyard
        if matches(g, oid, step.group, ctx.item.controller)
    ]
    actions.put_onto_battlefield_from_graveyards(g, ctx.item.controller, found)
    return DONE


@handles(ab.CreateTokens)
def create_tokens(ctx: Resolving, step: ab.CreateTokens) -> bool:
    """CR 111.2: a token is created under the control of its creator, who owns it.

    One put onto the battlefield attacking (508.4) attacks what its
    controller chooses as it enters, when there is a choice (a defending
    player or a planeswalker); the tokens of one step make the choice together.
    """
    g = ctx.g
    who = ctx.item.controller
    attacks = None
    if step.attacking:
        if _started(ctx):
            attacks = ctx.memo.chosen[0] if ctx.memo.chosen else None
        else:
            choices = combat.attack_choices(g, who)
            if len(choices) > 1:
                return _ask(ctx, "attack", who, tuple(choices), 1)
    n = amount(ctx, step.amount)
    blocking = obj(ctx, step.blocking) if step.blocking is not None else 0
    made = actions.create_tokens(
        g, step.token, who, n, tapped=step.tapped, attacking=step.attacking, blocking=blocking, attacks=attacks
    )
    if step.attach_self and made and made[0] in g.battlefield:
        # "then attach ~ to it" (701.3a): the source, if still there, is attached to the token (301.5b)
        attachments.attach(g, obj(ctx, ab.ThisObject()), made[0], ("701.3a",))
    return _done(ctx) if _started(ctx) else DONE


@handles(ab.Sacrifice)
def sacrifice(ctx: Resolving, step: ab.Sacrifice) -> bool:
    """CR 701.21a: the player chooses a permanent they control to sacrifice."""
    g = ctx.g
    if player_groups.is_group(step.who):
        return _each_sacrifices(ctx, step)
    who = player(ctx, step.who)
    if _started(ctx):
        actions.sacrifice(g, who, ctx.memo.chosen)
        return _done(ctx)
    options = tuple(
        oid
        for oid in g.battlefield
        if chars(g, oid).controller == who and matches(g, oid, step.group, who, ctx.item.source)
    )
    if not options:
        return _done(ctx, failed=True)
    if len(options) <= step.amount:
        actions.sacrifice(g, who, options)  # all of them: no choice to make
        return _done(ctx, failed=len(options) < step.amount)
    return _ask(ctx, "sacrifice", who, options, step.amount)


def _sacrifice_options(ctx: Resolving, step: ab.Sacrifice, who: int) -> tuple[int, ...]:
    g = ctx.g
    return tuple(
        oid for oid in g.battlefield if chars(g, oid).controller == who and matches(g, oid, step.group, who, ctx.item.source)
    )


def _each_sacrifices(ctx: Resolving, step: ab.Sacrifice) -> bool:
    """"Each opponent sacrifices a creature": each player of the group chooses in APNAP order, then all
    the chosen permanents are sacrificed at once (101.4, 701.21a). ``stage`` is the chooser reached,
    ``held`` what the players before chose."""
    g = ctx.g
    choosers = players(ctx, step.who)
    i, held = ctx.memo.stage, ctx.memo.held
    if _started(ctx):
        i, held = i + 1, held + ctx.memo.chosen
    while i < len(choosers):
        options = _sacrifice_options(ctx, step, choosers[i])
        if len(options) > 1:
            ctx.memo = replace(ctx.memo, stage=i, held=held)
            return _ask(ctx, "sacrifice", choosers[i], options, 1)
        held += options
        i += 1
    actions.sacrifice(g, ctx.item.controller, held, ("701.21a", "101.4"))
    return _done(ctx, stage=0, held=())


@handles(ab.OnlyIf)
def only_if(ctx: Resolving, step: ab.OnlyIf) -> bool:
    """"If [condition], [instruction]": checked as the instruction is reached; once the instruction has
    begun (a choice asked), it carries on whatever the choice changed."""
    item = ctx.item
    source = item.id if item.kind is StackKind.SPELL else item.source
    if not _started(ctx) and not conditions.holds(ctx.g, step.condition, source, item.controller, item.ref_player):
        return DONE
    inner = interpreter.handlers[type(step.then)]
    return inner(ctx, step.then)


@handles(ab.Instead)
def instead(ctx: Resolving, step: ab.Instead) -> bool:
    """CR 608.2c: "[instruction]. If [condition], [other instruction] instead": the condition is checked
    once, as the instruction is reached, and the one chosen carries on through any choice it asks."""
    item = ctx.item
    if not _started(ctx):
        source = item.id if item.kind is StackKind.SPELL else item.source
        chosen = conditions.holds(ctx.g, step.condition, source, item.controller, item.ref_player)
        ctx.memo = replace(ctx.memo, instead=chosen)
    then = step.instead if ctx.memo.instead else step.otherwise
    return interpreter.handlers[type(then)](ctx, then)


@handles(ab.IfUnable)
def if_unable(ctx: Resolving, step: ab.IfUnable) -> bool:
    inner = interpreter.handlers[type(step.then)]
    return inner(ctx, step.then)


# ------------------------------------------------------------------ shields


@handles(ab.Regenerate)
def regenerate(ctx: Resolving, step: ab.Regenerate) -> bool:
    """CR 701.19a: a shield that replaces the permanent's next destruction this turn."""
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        actions.regenerate(ctx.g, oid, ctx.g.name_of(ctx.item.id))
    return DONE


@handles(ab.PreventCombatDamage)
def prevent_combat(ctx: Resolving, step: ab.PreventCombatDamage) -> bool:
    g = ctx.g
    add_shield(g, CombatDamagePrevention(g.new_timestamp(), g.name_of(ctx.item.id)))
    emit(g, CombatDamageWillBePrevented(g.name_of(ctx.item.id), rules=("615.1a",)))
    return DONE


@handles(ab.PreventDamage)
def prevent_next(ctx: Resolving, step: ab.PreventDamage) -> bool:
    """CR 615.7: a shield that prevents the next N damage to one player or permanent this turn."""
    g = ctx.g
    to = obj(ctx, step.to)
    n = amount(ctx, step.amount)
    add_shield(g, PreventionShield(g.new_timestamp(), to, n, g.name_of(ctx.item.id)))
    emit(g, PreventionShieldCreated(to, g.name_of(to), n, rules=("615.7",)))
    return DONE


@handles(ab.PreventNextFromSource)
def prevent_next_from_source(ctx: Resolving, step: ab.PreventNextFromSource) -> bool:
    """CR 609.7a: the source is chosen as it resolves (asked only when there is a real choice); CR 615.7:
    then a shield prevents the next damage that source would deal to the player this turn."""
    g = ctx.g
    to = obj(ctx, step.to)
    if _started(ctx):
        if ctx.memo.chosen:
            _shield_from_source(ctx, to, ctx.memo.chosen[0])
        return _done(ctx)
    colors = prevention_sources.wanted_colors(g, ctx.item, step.colors, step.chosen_color)
    options = prevention_sources.candidates(g, colors, ctx.item.id)
    if len(options) == 1:
        _shield_from_source(ctx, to, options[0])
    if len(options) <= 1:
        return _done(ctx, failed=not options)
    return _ask(ctx, prevention_sources.PURPOSE, ctx.item.controller, options, 1)


def _shield_from_source(ctx: Resolving, to: int, source: int) -> None:
    g = ctx.g
    add_shield(g, SourcePreventionShield(g.new_timestamp(), source, to, g.name_of(ctx.item.id)))
    emit(g, SourcePreventionCreated(g.name_of(source), to, g.name_of(to), rules=("609.7a", "615.7")))


# ------------------------------------------------------------------ spells and cards


@handles(ab.CounterSpell)
def counter(ctx: Resolving, step: ab.CounterSpell) -> bool:
    """CR 701.6a: a countered spell is put into its owner's graveyard, unless it can't be countered (101.2)."""
    g = ctx.g
    spell = find_item(g, obj(ctx, step.what))
    if not _uncounterable(g, spell.id):
        actions.counter(g, spell)
    return DONE


def _uncounterable(g: GameState, spell: int) -> bool:
    """CR 101.2: "Creature spells can't be countered" takes precedence over an effect that counters one;
    so does the spell's own "~ can't be countered", which works on the stack (113.6g)."""
    if any(isinstance(static, ab.ThisCantBeCountered) for static in chars(g, spell).statics):
        return True
    for oid in summary(g).spell_rules:
        c = chars(g, oid)
        for static in c.statics:
            if isinstance(static, ab.CantBeCountered) and matches(g, spell, static.spell, c.controller, oid):
                return True
    return False


@handles(ab.Discard)
def discard(ctx: Resolving, step: ab.Discard) -> bool:
    """CR 701.9b: the discarding player chooses, unless the choice is forced or random."""
    g = ctx.g
    if player_groups.is_group(step.who):
        return _each_discards(ctx, step)
    who = player(ctx, step.who)
    if _started(ctx):
        actions.discard(g, who, ctx.memo.chosen, ("701.9b",))
        return _done(ctx, failed=False)
    hand = g.players[who].hand
    n = amount(ctx, step.amount)
    if len(hand) <= n:
        short = len(hand) < n  # "If you do" (118.12): a discard of fewer cards than asked wasn't done
        actions.discard(g, who, tuple(hand), ("701.9a",))
        return _done(ctx, failed=short)
    if step.random:
        pool = list(hand)
        chosen = tuple(pool.pop(g.below(len(pool))) for _ in range(n))
        actions.discard(g, who, chosen, ("701.9a", "701.9b"))
        return DONE
    return _ask(ctx, "discard", who, tuple(hand), n)


def _each_discards(ctx: Resolving, step: ab.Discard) -> bool:
    """"Each opponent discards a card": each player of the group chooses in APNAP order (a random or a
    forced discard needs no choice), then they all discard (101.4, 701.9)."""
    g = ctx.g
    choosers = players(ctx, step.who)
    n = amount(ctx, step.amount)
    i, held = ctx.memo.stage, ctx.memo.held
    if _started(ctx):
        i, held = i + 1, held + ctx.memo.chosen
    while i < len(choosers):
        hand = g.players[choosers[i]].hand
        if len(hand) <= n:
            held += tuple(hand)
        elif step.random:
            pool = list(hand)
            held += tuple(pool.pop(g.below(len(pool))) for _ in range(n))
        else:
            ctx.memo = replace(ctx.memo, stage=i, held=held)
            return _ask(ctx, "discard", choosers[i], tuple(hand), n)
        i += 1
    for who in choosers:
        actions.discard(g, who, tuple(c for c in held if c in g.players[who].hand), ("701.9a", "101.4"))
    return _done(ctx, stage=0, held=())


@handles(ab.LoseTheGame)
def lose_the_game(ctx: Resolving, step: ab.LoseTheGame) -> bool:
    """CR 104.3e: an effect says the players lose the game (unless their team can't, 810.8a)."""
    losers = [p for p in players(ctx, step.who) if not ctx.g.players[p].lost]
    if losers:
        game_end.lose(ctx.g, [(p, f"{ctx.g.name_of_card(ctx.item.card)}'s effect", "104.3e") for p in losers])
    return DONE


@handles(ab.WinTheGame)
def win_the_game(ctx: Resolving, step: ab.WinTheGame) -> bool:
    """CR 104.2b: an effect says a player wins the game (and so every opponent loses, 104.3)."""
    for who in players(ctx, step.who):
        game_end.win(ctx.g, who, ("104.2b",))
    return DONE


@handles(ab.RevealHand)
def reveal_hand(ctx: Resolving, step: ab.RevealHand) -> bool:
    actions.reveal_hand(ctx.g, player(ctx, step.who))
    return DONE


@handles(ab.ChooseFromHand)
def choose_from_hand(ctx: Resolving, step: ab.ChooseFromHand) -> bool:
    """"You choose a ... card from it": the controller chooses among the revealed cards (608.2d)."""
    g = ctx.g
    if _started(ctx):
        ctx.memo = replace(ctx.memo, started=False)
        return DONE
    who = player(ctx, step.who)
    options = tuple(c for c in g.players[who].hand if matches(g, c, step.group, who))
    if len({g.cards[c] for c in options}) <= 1:
        ctx.memo = replace(ctx.memo, chosen=options[:1])
        return DONE
    return _ask(ctx, "choose_from_hand", ctx.item.controller, options, 1)


@handles(ab.DiscardChosen)
def discard_chosen(ctx: Resolving, step: ab.DiscardChosen) -> bool:
    who = player(ctx, step.who)
    actions.discard(ctx.g, who, ctx.memo.chosen, ("701.9a",))
    ctx.memo = replace(ctx.memo, chosen=())
    return DONE


@handles(ab.Scry)
def scry(ctx: Resolving, step: ab.Scry) -> bool:
    """CR 701.22a: look at the top N cards, choose those to put on the bottom (in the order chosen), then,
    if two or more stay, the order they go back on top (the first chosen on top). Nothing moves until
    both choices are made, so the cards looked at stay the top N throughout."""
    g = ctx.g
    who = player(ctx, step.who)
    looked = tuple(g.players[who].library[: max(0, amount(ctx, step.amount))])
    if not _started(ctx):
        if not looked:
            return DONE  # an empty library: nothing to look at
        _ask(ctx, "scry_bottom", who, looked, len(looked), optional=True)
        ctx.memo = replace(ctx.memo, stage=1)
        return SUSPEND
    if ctx.memo.stage == 1:
        bottom = ctx.memo.chosen
        rest = tuple(c for c in looked if c not in bottom)
        if len(rest) <= 1:
            actions.scry(g, who, rest, bottom)
            return _done(ctx, stage=0)
        _ask(ctx, "scry_top", who, rest, len(rest))
        ctx.memo = replace(ctx.memo, stage=2, held=bottom)
        return SUSPEND
    actions.scry(g, who, ctx.memo.chosen, ctx.memo.held)
    return _done(ctx, stage=0, held=())


@handles(ab.SearchLibrary)
def search(ctx: Resolving, step: ab.SearchLibrary) -> bool:
    """CR 701.23: search a library for a card with a stated quality; finding none is allowed (701.23b)."""
    g = ctx.g
    who = player(ctx, step.who)
    if _started(ctx):
        if step.destination is ab.Destination.LIBRARY_TOP:
            actions.shuffle(g, who)
            for oid in ctx.memo.chosen:
                actions.put_on_top(g, who, oid)
        elif step.destination is ab.Destination.HAND:
            for oid in ctx.memo.chosen:
                move_card(g, who, Zone.LIBRARY, oid, Zone.HAND, FoundForHand, ("701.23a",))
        else:
            for oid in ctx.memo.chosen:
                actions.put_found_onto_battlefield(g, who, oid, step.tapped)
        if not ctx.memo.chosen:
            emit(g, SearchFoundNothing(who, rules=("701.23b",)))
        if step.destination is not ab.Destination.LIBRARY_TOP:
            actions.shuffle(g, who)
        return _done(ctx)
    group = with_x(step.group, ctx.item.x)  # 107.3a: "with mana value X or less"
    found = tuple(c for c in g.players[who].library if matches(g, c, group, who))
    if not found:
        emit(g, SearchFoundNothing(who, rules=("701.23a", "701.23b")))
        actions.shuffle(g, who)
        return DONE
    return _ask(ctx, "search", who, found, 1, optional=True)


@handles(ab.Mill)
def mill(ctx: Resolving, step: ab.Mill) -> bool:
    """CR 701.17a-b: mill N, or as many as the library holds; each player of a group in turn (101.4)."""
    n = amount(ctx, step.amount)
    for who in players(ctx, step.who):
        actions.mill(ctx.g, who, n)
    return DONE



@handles(ab.Attach)
def attach(ctx: Resolving, step: ab.Attach) -> bool:
    """CR 701.3a-b: attach the Aura or Equipment; it doesn't move if it can't be attached there (301.5b)."""
    attachments.attach(ctx.g, obj(ctx, step.what), obj(ctx, step.to), ("701.3a", "702.6a"))
    return DONE


# ------------------------------------------------------------------ Tenth Edition machinery


@handles(ab.Tap)
def tap_one(ctx: Resolving, step: ab.Tap) -> bool:
    """CR 701.26a: "Tap target creature"."""
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        actions.tap_permanents(ctx.g, (oid,))
    return DONE


@handles(ab.TapEach)
def tap_each(ctx: Resolving, step: ab.TapEach) -> bool:
    """CR 701.26a: "Tap all creatures without flying": the group is read once, then all are tapped."""
    g = ctx.g
    group = [oid for oid in g.battlefield if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)]
    actions.tap_permanents(g, group)
    return DONE


@handles(ab.ReturnEachToHand)
def return_each_to_hand(ctx: Resolving, step: ab.ReturnEachToHand) -> bool:
    """"Return all creatures to their owners' hands": all leave at once (400.7, 608.2)."""
    g = ctx.g
    group = [oid for oid in g.battlefield if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)]
    if group:
        leave_battlefield(g, [Departure(oid, Zone.HAND, ReturnedToHand, ("400.7", "608.2")) for oid in group])
    return DONE


@handles(ab.SacrificeIt)
def sacrifice_it(ctx: Resolving, step: ab.SacrificeIt) -> bool:
    """CR 701.21a: "Sacrifice ~": only a permanent its controller still controls can be sacrificed."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid in g.battlefield and chars(g, oid).controller == ctx.item.controller:
        actions.sacrifice(g, ctx.item.controller, (oid,))
    return DONE


@handles(ab.GiveStatic)
def give_static(ctx: Resolving, step: ab.GiveStatic) -> bool:
    """"Target creature can't block this turn": it gains the ability until end of turn (611.2a, 613.1f, 514.2)."""
    oid = obj(ctx, step.what)
    static = step.static
    if isinstance(static, ab.CantBlockSource):
        static = ab.CantBlockSource(ctx.item.source, static.text)  # "~": this source's object (400.7)
    if oid in ctx.g.battlefield:
        _begin_effect(ctx, (oid,), (ab.AddStatic(static),), ("611.2a", "613.1f"))
    return DONE


@handles(ab.LoseKeywords)
def lose_keywords(ctx: Resolving, step: ab.LoseKeywords) -> bool:
    """"That permanent loses indestructible until end of turn" (113.10b, 611.2a, 613.1f, 514.2)."""
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        _begin_effect(ctx, (oid,), (ab.LoseAbilities(step.keywords),), ("611.2a", "613.1f"))
    return DONE


@handles(ab.Become)
def become(ctx: Resolving, step: ab.Become) -> bool:
    """"~ becomes a 2/1 blue Faerie creature with flying until end of turn" (611.2a, 613.1d-f, 613.4b)."""
    oid = obj(ctx, step.what)
    if oid not in ctx.g.battlefield:
        return DONE
    mods: list[Modification] = [
        ab.AddTypes(step.types, step.subtypes),
        ab.SetPT(amount(ctx, step.power), amount(ctx, step.toughness)),
    ]
    if step.colors:
        mods.append(ab.SetColors(step.colors))
    if step.keywords:
        mods.append(ab.AddAbilities(step.keywords))
    if step.abilities is not None:
        mods.append(step.abilities)  # 113.10: the quoted abilities, in layer 6
    _begin_effect(ctx, (oid,), tuple(mods), ("611.2a", "613.1d", "613.4b"), step.duration)
    return DONE


@handles(ab.ReturnToBattlefield)
def return_to_battlefield(ctx: Resolving, step: ab.ReturnToBattlefield) -> bool:
    """A card from its owner's graveyard enters under the ability's controller's control (110.2a)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    owner = next((p.index for p in g.players if oid in p.graveyard), None)
    if step.attach_to is not None:
        return _return_attached(ctx, oid, owner, step.attach_to)
    if owner is not None:
        actions.put_onto_battlefield_from_graveyards(g, ctx.item.controller, [(owner, oid)], step.tapped)
    return DONE


def _return_attached(ctx: Resolving, oid: int, owner: int | None, onto: ab.Filter) -> bool:
    """CR 303.4f: the Aura enters attached to a permanent fitting ``onto`` that it could enchant, chosen
    by the ability's controller (asked only if there is a choice); 303.4g: with none, it stays."""
    g = ctx.g
    you = ctx.item.controller
    if owner is None:
        return _done(ctx) if _started(ctx) else DONE
    options = tuple(
        p for p in g.battlefield
        if matches(g, p, onto, you, ctx.item.source) and attachments.attachment_problem(g, oid, p) is None
    )  # fmt: skip
    if _started(ctx):
        chosen = ctx.memo.chosen[0] if ctx.memo.chosen else None
        if chosen is not None and chosen in options:
            actions.put_aura_from_graveyard(g, you, owner, oid, chosen)
        return _done(ctx)
    if len(options) == 1:
        actions.put_aura_from_graveyard(g, you, owner, oid, options[0])
    if len(options) <= 1:
        return DONE
    return _ask(ctx, "aura_attach", you, options, 1)


@handles(ab.AttachToAnother)
def attach_to_another(ctx: Resolving, step: ab.AttachToAnother) -> bool:
    """CR 701.3a-b, 303.4: the effect's controller moves the Aura to another permanent it could be attached
    to, chosen among them (asked only with two or more); with none, it stays."""
    g = ctx.g
    oid = obj(ctx, step.what)
    perm = g.battlefield.get(oid)
    if perm is None:
        return _done(ctx) if _started(ctx) else DONE
    options = tuple(
        p for p in g.battlefield
        if p not in (oid, perm.attached_to) and attachments.attachment_problem(g, oid, p) is None
    )  # fmt: skip
    if _started(ctx):
        chosen = ctx.memo.chosen[0] if ctx.memo.chosen else None
        if chosen is not None and chosen in options:
            attachments.attach(g, oid, chosen, ("701.3a", "303.4"))
        return _done(ctx)
    if len(options) == 1:
        attachments.attach(g, oid, options[0], ("701.3a", "303.4"))
    if len(options) <= 1:
        return DONE
    return _ask(ctx, "aura_attach", ctx.item.controller, options, 1)


@handles(ab.ShuffleIntoLibrary)
def shuffle_into_library(ctx: Resolving, step: ab.ShuffleIntoLibrary) -> bool:
    """CR 701.24a: the object goes into its owner's library, which is then shuffled; a spell that does
    this to itself isn't put into the graveyard as it finishes resolving (608.2n)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    item = ctx.item
    if oid == item.id and item in g.stack:
        stack_to_zone(g, item, Zone.LIBRARY, PutIntoLibrary, ("701.24a", "608.2n"))
        actions.shuffle(g, item.owner)
    elif oid in g.battlefield:
        owner = g.battlefield[oid].owner
        leave_battlefield(g, [Departure(oid, Zone.LIBRARY, PutIntoLibrary, ("701.24a",))])
        actions.shuffle(g, owner)
    return DONE


@handles(ab.DoubleLife)
def double_life(ctx: Resolving, step: ab.DoubleLife) -> bool:
    """CR 701.10d: the new life total is twice the current one (a player at 0 or less gains nothing)."""
    g = ctx.g
    who = player(ctx, step.who)
    life = g.players[who].life
    if life > 0:
        gain_life(g, who, life, ("701.10d", "119.3"))
    elif life < 0:
        lose_life(g, who, -life, ("701.10d", "119.3"))
    return DONE


@handles(ab.ExtraTurns)
def extra_turns(ctx: Resolving, step: ab.ExtraTurns) -> bool:
    """CR 500.7: the turns are added directly after this one, one at a time."""
    g = ctx.g
    who = player(ctx, step.who)
    n = amount(ctx, step.amount)
    if n > 0:
        g.extra_turns = g.extra_turns + (who,) * n
        g.moved_on()
        emit(g, ExtraTurnsGiven(who, n, rules=("500.7",)))
    return DONE


@handles(ab.ReturnChosen)
def return_chosen(ctx: Resolving, step: ab.ReturnChosen) -> bool:
    """"That player returns a creature they control to its owner's hand": they choose one as it resolves (400.7)."""
    g = ctx.g
    who = player(ctx, step.who)
    if _started(ctx):
        gone = [Departure(oid, Zone.HAND, ReturnedToHand, ("400.7", "608.2")) for oid in ctx.memo.chosen if oid in g.battlefield]
        leave_battlefield(g, gone)
        return _done(ctx)
    options = tuple(
        oid for oid in g.battlefield if chars(g, oid).controller == who and matches(g, oid, step.group, who, ctx.item.source)
    )
    if not options:
        return _done(ctx, failed=True)
    if len(options) == 1:
        leave_battlefield(g, [Departure(options[0], Zone.HAND, ReturnedToHand, ("400.7", "608.2"))])
        return _done(ctx, failed=False)
    return _ask(ctx, "return", who, options, 1)


# Delayed triggered abilities ("sacrifice it at end of combat", 603.7) have their own module.
from tolaria.mtg.rules import delayed as _delayed  # noqa: E402, F401

# The handlers of effects on objects and libraries (counters, exile, looking at a library, "unless ...
# pays") are in their own module; importing it registers them with the interpreter.
from tolaria.mtg.rules import object_effects as _object_effects  # noqa: E402, F401

# "[You may] pay {1}. If you do, ..." (118.12): the payment and its "If you do" have their own module.
from tolaria.mtg.rules import resolution_costs as _resolution_costs  # noqa: E402, F401

# "Search your library and/or graveyard for a card named ..." (701.23) has its own module.
from tolaria.mtg.rules import searching as _searching  # noqa: E402, F401
