"""Priority, the stack and resolution (CR 117, 405, 608), and the game's main loop.

:func:`advance` runs the game until a player must decide: before anyone
gets priority, state-based actions are performed until none apply (117.5)
and waiting triggered abilities are put on the stack (603.3); when all
players pass in succession, the top of the stack resolves or the step
ends (117.4). Procedures that a choice suspended (a damage batch, a
resolving effect) are carried on first.
"""

from __future__ import annotations

from collections.abc import Callable

from tolaria.mtg import decisions
from tolaria.mtg.events import (
    Attached,
    ConditionFailed,
    Fizzled,
    PermanentSpellResolved,
    Resolved,
    TriggerPutOnStack,
    TriggerRemoved,
)
from tolaria.mtg.kinds import StackKind, Zone
from tolaria.mtg.oracle.abilities import SpellAbility, TargetCount, TargetSpec
from tolaria.mtg.rules import (
    casting,
    combat_damage,
    division,
    draws,
    effects,
    entering,
    targeting,
    triggers,
)
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.game_end import next_in_game
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.replacement import run_batch
from tolaria.mtg.rules.sba import check_state_based_actions
from tolaria.mtg.rules.teams import next_priority
from tolaria.mtg.rules.turns import end_step
from tolaria.mtg.rules.zones import put_onto_battlefield, stack_to_zone
from tolaria.mtg.state import (
    NO_TARGET,
    GameState,
    PendingTrigger,
    Resolution,
    StackObject,
    TriggerPush,
)

OnlyPass = Callable[[GameState, int], bool]


def advance(g: GameState, only_pass: OnlyPass | None = None) -> None:
    """Run until a decision is pending or the game is over.

    ``only_pass(g, player)`` lets a game in autopass mode pass for a player
    whose only legal action is to pass.
    """
    while not g.over and g.pending is None:
        if g.drawing is not None:
            draws.run_draws(g)  # draws an answered replacement left to make (614.11a)
            continue
        if g.batch is not None:
            then = g.batch.then
            if run_batch(g):
                if then == "combat":
                    combat_damage.after_combat_damage(g)
                elif then == "combat object":
                    after_resolution(g)  # 2008 310.4: the active player gets priority after it resolves
            continue
        if g.resolving is not None:
            effects.resume(g)
            continue
        if g.priority is None:
            end_step(g)
            continue
        if g.sba_checked != g.board and check_state_based_actions(g):
            continue
        if g.over:
            break
        triggers.notice_states(g)  # CR 603.8: state triggers, checked whenever a player would receive priority
        if g.pushing is not None or (g.waiting and put_waiting_on_stack(g)):
            continue
        if g.players[g.priority].lost:
            g.priority = next_in_game(g, g.priority)
            continue
        if only_pass is not None and only_pass(g, g.priority):
            _pass_round(g, only_pass)
            continue
        g.pending = _priority_for(g.players[g.priority].name)


def _priority_for(name: str) -> decisions.Priority:
    """The priority decision of a player (one record per name: it is immutable and asked very often)."""
    found = _PRIORITY.get(name)
    if found is None:
        found = decisions.Priority(name)
        if len(_PRIORITY) < 256:  # a few seat names recur; a server's many players needn't all stay
            _PRIORITY[name] = found
    return found


_PRIORITY: dict[str, decisions.Priority] = {}


def _pass_round(g: GameState, only_pass: OnlyPass) -> None:
    """Autopass: pass for the holder and for each next player who also has nothing to do.

    Passing changes nothing else, so state-based actions and triggers need
    no new look until the stack resolves, the step ends, or someone has a
    choice (who then gets priority in the main loop).
    """
    board = g.board
    player = g.priority
    while player is not None:
        pass_priority(g, player)
        if g.board != board or g.pending is not None:
            return
        nxt = g.priority
        if nxt is None or nxt == player or g.players[nxt].lost or not only_pass(g, nxt):
            return
        player = nxt


def pass_priority(g: GameState, player: int) -> None:
    """CR 117.3d-117.4: pass; when all have passed in succession, resolve or end the step (805.5b: with
    shared team turns, each team passes once its players have, and all teams pass in succession)."""
    g.pending = None
    g.passes += 1
    g.version += 1  # only the turn structure moves on
    alive = 0
    for p in g.players:
        if not p.lost:
            alive += 1
    if g.passes < alive:
        g.priority = next_priority(g, player)
        return
    g.passes = 0
    if g.stack:
        resolve_top(g)
    else:
        g.priority = None  # the step ends


# ------------------------------------------------------------ triggers to the stack


def put_waiting_on_stack(g: GameState) -> bool:
    """CR 603.3: put waiting triggered abilities on the stack, APNAP; False if none are waiting."""
    if not g.waiting:
        return False
    found = triggers.next_to_push(g)
    if found is None:
        g.waiting = []
        return False
    player, mine = found
    if len(triggers.order_options(g, player)) > 1:
        # CR 603.3b: the player chooses the order; the one chosen first goes on the stack first.
        g.pending = decisions.OrderTriggers(g.players[player].name)
        g.moved_on()
        return True
    start_push(g, mine[0])
    return True


def start_push(g: GameState, index: int) -> None:
    g.pushing = TriggerPush(index)
    g.moved_on()
    continue_push(g)


def trigger_specs(g: GameState, index: int) -> SpellAbility:
    return triggers.ability_of(g, g.waiting[index]).effect


def push_specs(g: GameState, index: int) -> tuple[TargetSpec, ...]:
    """The phrase of each target slot of a waiting trigger: "up to that many target permanents" stands for
    as many slots as its event measured (601.2c, 603.3d), each of which may stay empty."""
    specs = trigger_specs(g, index).targets
    if not targeting.variable_slots(specs):
        return specs
    t = g.waiting[index]
    if specs[-1].count is TargetCount.ANY_NUMBER:
        # "any number of targets": one slot for each it could choose, each of which may stay empty (601.2c)
        found = targeting.candidates(g, specs[-1], t.controller, _trigger_colors(g, t), t.source, t.ref_player)
        return targeting.slot_specs(specs, len(specs) - 1 + len(found))
    return targeting.slot_specs(specs, len(specs) - 1 + t.amount)


def _trigger_colors(g: GameState, t: PendingTrigger) -> frozenset[str]:
    """The colors of a waiting trigger's source, as it is or as it last existed (702.16b)."""
    if t.source_lki is not None:
        return t.source_lki.colors
    return chars(g, t.source).colors if t.source in g.battlefield else frozenset()


def push_candidates(g: GameState) -> list[int]:
    """The legal choices for the next target slot of the trigger being put on the stack (603.3d)."""
    push = g.pushing
    assert push is not None
    t = g.waiting[push.index]
    spec = push_specs(g, push.index)[len(push.targets)]
    found = targeting.slot_choices(g, spec, push.targets, t.controller, _trigger_colors(g, t), t.source, t.ref_player)
    divided = division.divided_step(trigger_specs(g, push.index))
    if divided is not None and division.no_more_targets(divided, t.amount, push.targets):
        return [NO_TARGET] if NO_TARGET in found else []  # CR 601.2d, 603.3d: each target gets at least 1
    return found


def continue_push(g: GameState) -> None:
    """Choose the trigger's targets slot by slot (asking only real choices), then put it on the stack."""
    push = g.pushing
    assert push is not None
    t = g.waiting[push.index]
    specs = push_specs(g, push.index)
    while len(push.targets) < len(specs):
        options = push_candidates(g)
        if not options:
            # CR 603.3d: no legal target for it: it is removed from the stack.
            g.waiting.pop(push.index)
            g.pushing = None
            g.moved_on()
            emit(g, TriggerRemoved(t.controller, g.db.card(t.card).name, rules=("603.3d",)))
            return
        if len(options) > 1:
            spec = specs[len(push.targets)]
            g.pending = decisions.ChooseTarget(g.players[t.controller].name, g.db.card(t.card).name, len(push.targets), spec.text)
            g.moved_on()
            return
        push = TriggerPush(push.index, push.targets + (options[0],))
        g.pushing = push
    divided = division.divided_step(trigger_specs(g, push.index))
    if divided is not None and len(push.division) < len(push.targets):
        shares = division.fill(divided, t.amount, push.targets, push.division)
        g.pushing = push = TriggerPush(push.index, push.targets, shares)
        if len(shares) < len(push.targets):
            left = division.remaining(divided, t.amount, push.targets, shares)
            g.pending = decisions.DivideDamage(g.players[t.controller].name, g.db.card(t.card).name, push.targets[len(shares)], left)
            g.moved_on()
            return
    finish_push(g)


def check_push_share(g: GameState, amount: int) -> None:
    """CR 603.3d, 601.2d: the share asked about keeps the trigger's division legal."""
    push = g.pushing
    assert push is not None
    divided = division.divided_step(trigger_specs(g, push.index))
    assert divided is not None
    casting.refuse_share(g, divided, g.waiting[push.index].amount, push.targets, push.division, amount)


def choose_push_share(g: GameState, amount: int) -> None:
    """The share of the target asked about is announced (603.3d, 601.2d); carry on."""
    push = g.pushing
    assert push is not None
    g.pending = None
    g.pushing = TriggerPush(push.index, push.targets, push.division + (amount,))
    g.moved_on()
    continue_push(g)


def choose_push_target(g: GameState, target: int) -> None:
    push = g.pushing
    assert push is not None
    g.pending = None
    g.pushing = TriggerPush(push.index, push.targets + (target,))
    g.moved_on()
    continue_push(g)


def finish_push(g: GameState) -> None:
    push = g.pushing
    assert push is not None
    t = g.waiting.pop(push.index)
    g.pushing = None
    item = StackObject(
        g.new_id(), StackKind.TRIGGERED, t.card, t.controller, t.controller, push.targets, x=t.amount,
        source=t.source, ability=t.ability, ref_obj=t.ref_obj, ref_player=t.ref_player, source_lki=t.source_lki,
        changes=t.changes, granted=t.granted, division=push.division,
    )
    g.stack.append(item)
    g.changed(mana=False)
    chosen = targeting.chosen_targets(push.targets)
    names = tuple(g.name_of(x) for x in chosen)
    emit(g, TriggerPutOnStack(t.controller, item.id, t.source, g.name_of(item.id), chosen, names, rules=("603.3",)))
    casting.announce_division(g, item)


# ------------------------------------------------------------ resolution


def resolve_top(g: GameState) -> None:
    """CR 608.2-608.3: the top object of the stack resolves."""
    item = g.stack[-1]
    g.priority = None
    g.moved_on()
    if item.kind is StackKind.COMBAT_DAMAGE:
        if combat_damage.resolve_combat_damage(g, item):
            after_resolution(g)
        return
    d = g.db.card(item.card)
    name = g.name_of(item.id)
    if item.kind is StackKind.SPELL and d.is_permanent:
        if resolve_permanent(g, item, d.spell.targets if d.spell is not None else ()):
            after_resolution(g)
        return
    effect = effects.effect_of(g, item)
    if item.kind is StackKind.TRIGGERED:
        ability = effects.trigger_of(g, item)
        if not triggers.condition_holds(g, ability.condition, item.source, item.controller, item.ref_player):
            stack_to_zone(g, item, Zone.GRAVEYARD)  # CR 603.4: checked again on resolution
            emit(g, ConditionFailed(name, rules=("603.4",)))
            after_resolution(g)
            return
    colors = effects.source_colors(g, item)
    legal = tuple(
        targeting.legal_target(g, spec, t, item.controller, colors, item.source, itself=item.id, that_player=item.ref_player)
        for spec, t in zip(targeting.slot_specs(effect.targets, len(item.targets)), item.targets, strict=True)
    )
    if targeting.chosen_targets(item.targets) and not any(legal):
        # CR 608.2b: every target is illegal: it doesn't resolve (a slot of "up to N" left empty is no target).
        stack_to_zone(g, item, Zone.GRAVEYARD)
        emit(g, Fizzled(item.id, name, item.kind, rules=("608.2b",)))
        after_resolution(g)
        return
    emit(g, Resolved(item.id, name, item.kind, rules=("608.2",)))
    g.resolving = Resolution(item.id, 0, legal)  # the default Memo: nothing learned yet (records are immutable)
    g.moved_on()


def resolve_permanent(g: GameState, item: StackObject, targets: tuple[TargetSpec, ...]) -> bool:
    """CR 608.3a-c: a permanent spell becomes a permanent under its controller's control; an Aura
    spell (the one kind with a target, 303.4a) checks its target first (608.3b) and enters attached
    to it (608.3c), or doesn't resolve and goes to its owner's graveyard. False while a choice made
    as it enters (614.12: what it enters as a copy of) is pending; :func:`finish_entering` resumes."""
    name = g.name_of(item.id)
    if targets:
        colors = effects.source_colors(g, item)
        if not all(
            targeting.legal_target(g, spec, t, item.controller, colors, itself=item.id)
            for spec, t in zip(targets, item.targets, strict=True)
        ):
            stack_to_zone(g, item, Zone.GRAVEYARD)
            emit(g, Fizzled(item.id, name, item.kind, rules=("608.3b", "608.2b")))
            return True
    if entering.ask_word(g, item) or entering.ask_copy(g, item):
        return False
    _enter(g, item, targets, None)
    return True


def finish_entering(g: GameState, chosen: tuple[int, ...], word: str = "") -> None:
    """The choice made as the resolving permanent spell enters (614.12) is made: it enters with the word
    chosen, or as a copy of the chosen permanent if one was chosen and is still there (614.1c, 707.2)."""
    item = g.stack[-1]
    d = g.db.card(item.card)
    original = chosen[0] if chosen and chosen[0] in g.battlefield else None
    _enter(g, item, d.spell.targets if d.spell is not None else (), original, word)
    after_resolution(g)


def abandon_entering(g: GameState, player: int) -> None:
    """CR 800.4a: the player choosing what the spell enters as left; a spell of theirs left with them,
    so the game goes on (117.3b); one that is still there enters as itself."""
    item = g.stack[-1] if g.stack else None
    chooses = item is not None and (entering.copy_choice(g, item) is not None or entering.word_choice(g, item) is not None)
    if item is not None and item.kind is StackKind.SPELL and chooses:
        finish_entering(g, ())
        return
    after_resolution(g)


def _enter(
    g: GameState, item: StackObject, targets: tuple[TargetSpec, ...], original: int | None, word: str = ""
) -> None:
    name = g.name_of(item.id)
    g.stack.remove(item)
    to = item.targets[0] if targets else None
    perm = put_onto_battlefield(
        g, item.card, item.owner, item.controller, old=item.id, attached_to=to, chosen=word, x=item.x
    )
    perm.cast_from_hand = not item.is_copy  # 601.2a: spells are cast from their owner's hand here
    if original is not None:
        entering.become_copy(g, perm, original, name)
    rules = ("608.3", "608.3c") if to is not None else ("608.3",)
    emit(g, PermanentSpellResolved(item.id, perm.id, name, item.owner, item.controller, Zone.STACK, Zone.BATTLEFIELD, rules=rules))
    if to is not None:
        emit(g, Attached(perm.id, name, to, g.name_of(to), rules=("608.3c", "303.4b")))


def after_resolution(g: GameState) -> None:
    """CR 117.3b: the active player receives priority after a spell or ability resolves."""
    g.resolving = None
    g.priority = g.active if not g.players[g.active].lost else next_in_game(g, g.active)
    g.passes = 0
    g.moved_on()
