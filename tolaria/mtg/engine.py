"""The decision protocol of Magic: legal actions for the pending decision, checking one, applying one.

:func:`legal_actions` lists the atomic answers to the pending decision;
:func:`check` refuses an action (IllegalAction with the reason and the
rule) without changing anything; :func:`apply` checks, performs, and
runs the game on to the next decision. One table per decision kind says
which actions answer it, how they are checked and what they do.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tolaria.core.protocol import Action, Decision
from tolaria.errors import IllegalAction
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.events import Conceded
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.rules import (
    activation,
    banding,
    casting,
    combat,
    combat_damage,
    cost_changes,
    division,
    draws,
    effects,
    entering,
    keyword_actions,
    lands,
    mana,
    priority,
    replacement,
    start,
    triggers,
    turns,
)
from tolaria.mtg.rules.attachments import attached_to_it
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.game_end import lose
from tolaria.mtg.rules.layers import board_cache, chars
from tolaria.mtg.state import NO_TARGET, CastProgress, GameState, Selection
from tolaria.mtg.visibility import check_references

# What a seat answering out of turn is refused with, by decision (117.1a: priority; 508.1a, 509.1a: declarations).
WRONG_SEAT_RULES: dict[type, str] = {
    dec.Priority: "117.1a",
    dec.DeclareAttackers: "508.1a",
    dec.DeclareBlockers: "509.1a",
    dec.AssignDamage: "510.1",
    dec.DivideDamage: "601.2d",
}


# ------------------------------------------------------------------ listing


def legal_actions(g: GameState, mana_abilities: bool = False) -> list[Action]:
    """Every legal answer to the pending decision; interchangeable copies once."""
    d = g.pending
    if d is None or g.over:
        return []
    if isinstance(d, dec.Priority):
        return _priority_actions(g, g.seat(d.player), mana_abilities)
    return LISTERS[type(d)](g, d)


_PASS = act.Pass()  # the one pass action listed (records are immutable; any Pass is accepted)


def _priority_actions(g: GameState, p: int, mana_abilities: bool) -> list[Action]:
    """What a player with priority may do (a new list: the caller may keep or change it)."""
    if mana_abilities:
        return _list_priority_actions(g, p, True)
    return list(priority_options(g, p, casting.sorcery_timing(g, p)))


def priority_options(g: GameState, p: int, sorcery: bool) -> list[Action]:
    """What a player with priority may do, mana abilities aside, remembered per board like its parts
    (castable cards, activatable abilities: they hold while only the turn structure moves on, for the
    same turn and timing). Not to be changed: callers get a copy."""
    cache = board_cache(g)
    key = ("priority", p, g.turn, sorcery)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _list_priority_actions(g, p, False)
    return found  # type: ignore[return-value]


def _list_priority_actions(g: GameState, p: int, mana_abilities: bool) -> list[Action]:
    out: list[Action] = [_PASS]
    out.extend(act.PlayLand(oid) for oid in lands.land_actions(g, p))
    out.extend(act.CastSpell(oid) for oid in castable_cards(g, p))
    out.extend(act.ActivateAbility(src, i) for src, i in activation.activatable(g, p))
    if mana_abilities:
        out.extend(_mana_actions(g, p))
    return out


def _mana_actions(g: GameState, p: int) -> list[Action]:
    """The mana abilities the player may activate (605.3a), one per choice of color; the same ability of
    interchangeable permanents (eight untapped Swamps) once, as either is accepted."""
    seen: set[object] = set()
    out: list[Action] = []
    for src, i, color in mana.usable_mana_abilities(g, p):
        key = (_interchangeable(g, src), chars(g, src).activated[i], color)
        if key not in seen:
            seen.add(key)
            out.append(act.ActivateMana(src, i, color))
    return out


def castable_cards(g: GameState, player: int) -> list[int]:
    """The cards in hand the player may begin to cast now, one per card name (remembered per board)."""
    sorcery = casting.sorcery_timing(g, player)
    cache = board_cache(g)
    key = ("castable", player, sorcery)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _castable_cards(g, player, sorcery)
    return found  # type: ignore[return-value]


def _castable_cards(g: GameState, player: int, sorcery: bool) -> list[int]:
    seen: set[object] = set()
    out = []
    defs = g.db.defs
    budget = -1
    anytime = sorcery or casting.flash_granted(g, player)  # 601.3: timing that holds for every card
    for oid in g.players[player].hand:
        card = g.cards[oid]
        if card in seen:
            continue
        seen.add(card)
        d = defs.get(card) or g.db.card(card)
        if not d.castable or not (anytime or d.instant_speed):
            continue
        if budget < 0:
            budget = mana.budget(g, player)
        if casting.castable(g, player, oid, budget):
            out.append(oid)
    return out


def _attack_actions(g: GameState, d: Decision) -> list[Action]:
    out: list[Action] = [act.Attack(c, t) for c, t in combat.attack_options(g)]
    out.extend(act.Band(x, y) for x, y in banding.band_options(g))
    if combat.attack_problem(g) is None:
        out.append(act.Declare())
    elif not out or (g.combat is not None and g.combat.declared):
        out.append(act.Undo())  # a declaration that can't stand (an unpaid cost, 508.1j) can be started over
    return out


def _block_actions(g: GameState, d: Decision) -> list[Action]:
    out: list[Action] = [act.Block(b, a) for b, a in combat.block_options(g, g.seat(d.player))]
    if combat.declaration_problem(g) is None:
        out.append(act.Declare())
    else:
        out.append(act.Undo())
    return out


def _assign_actions(g: GameState, d: Decision) -> list[Action]:
    assert g.assignment is not None
    return [act.AssignDamage(n) for n in combat_damage.amount_options(g, g.assignment)]


def _share_actions(g: GameState, d: Decision) -> list[Action]:
    """CR 601.2d: the shares the target asked about may get (at least 1, leaving 1 for each one after it)."""
    return [act.AssignDamage(n) for n in share_options(g)]


def share_options(g: GameState) -> range:
    """The legal shares of the division being announced, for the target asked about now."""
    a = division_in_progress(g)
    return division.share_options(a.step, a.x, a.targets, a.shares)


def division_in_progress(g: GameState) -> division.Announcing:
    """The division being announced: a triggered ability's going on the stack (603.3d), else a spell's or
    activated ability's (601.2d)."""
    if g.pushing is not None:
        push = g.pushing
        step = division.divided_step(priority.trigger_specs(g, push.index))
        x, targets, shares = g.waiting[push.index].amount, push.targets, push.division
    else:
        cp = _casting(g)
        step = division.divided_step(casting.effect_in_progress(g, cp))
        x, targets, shares = cp.x or 0, cp.targets, cp.division
    assert step is not None, "a division is asked for only of an effect that divides"
    return division.Announcing(step, x, targets, shares)


def _target_actions(g: GameState, d: Decision) -> list[Action]:
    """The targets for the slot; "up to N" may also be left without one (ChooseNothing, 601.2c)."""
    found = priority.push_candidates(g) if g.pushing is not None else casting.slot_candidates(g, _casting(g))
    out: list[Action] = [act.ChooseTarget(t) for t in found if t != NO_TARGET]
    if NO_TARGET in found:
        out.append(act.ChooseNothing())
    return out


def _mode_actions(g: GameState, d: Decision) -> list[Action]:
    return [act.ChooseMode(m) for m in casting.legal_modes(g, _casting(g))]


def _number_actions(g: GameState, d: Decision) -> list[Action]:
    assert isinstance(d, dec.ChooseNumber)
    return [act.ChooseNumber(n) for n in range(d.low, d.high + 1)]


def _card_actions(g: GameState, d: Decision) -> list[Action]:
    sel = g.selection
    assert sel is not None
    out: list[Action] = [act.ChooseCard(c) for c in selection_options(g, sel)]
    if sel.optional:
        out.append(act.ChooseNothing())
    return out


def selection_options(g: GameState, sel: Selection) -> list[int]:
    """What may be chosen next: cards once per name (copies are interchangeable), permanents once per status."""
    seen: set[object] = set()
    out = []
    for oid in sel.candidates:
        if oid in sel.chosen:
            continue
        key = _interchangeable(g, oid)
        if key in seen:
            continue
        seen.add(key)
        out.append(oid)
    return out


def _interchangeable(g: GameState, oid: int) -> object:
    """What makes two objects the same choice: for a permanent, everything a choice of it could depend on."""
    perm = g.battlefield.get(oid)
    if perm is None:
        card = g.cards.get(oid)
        return ("card", card) if card is not None else ("object", oid)  # a spell on the stack is itself
    c = g.combat
    now = chars(g, oid)
    key = (
        perm.card,
        perm.tapped,
        perm.damage,
        tuple(sorted(perm.counters.items())),
        perm.sick,
        perm.attached_to,
        perm.face_down,
        c is not None and (oid in c.attackers or oid in c.blockers),
        # what is attached to it (Wild Growth adds mana when it is tapped) and what effects made of it
        tuple(sorted((g.battlefield[a].card for a in attached_to_it(g, oid) if a in g.battlefield), key=repr)),
        now.types, now.subtypes, now.statics, now.triggered, now.changes, now.copied,
    )
    try:
        hash(key)
    except TypeError:  # an ability record that can't be hashed: this permanent is compared only to itself
        return ("object", oid)
    return key


def _trigger_actions(g: GameState, d: Decision) -> list[Action]:
    return [act.ChooseTrigger(i) for i in triggers.order_options(g, g.seat(d.player))]


def _effect_actions(g: GameState, d: Decision) -> list[Action]:
    return [act.ChooseEffect(o.key) for o in replacement.effect_options(g)]


def _word_actions(g: GameState, d: Decision) -> list[Action]:
    return [act.ChooseWord(w) for w in entering.word_answers(g)]


def _yes_no(g: GameState, d: Decision) -> list[Action]:
    return [act.Answer(True), act.Answer(False)]


def _play_or_draw(g: GameState, d: Decision) -> list[Action]:
    return [act.PlayOrDraw(True), act.PlayOrDraw(False)]


def _mulligan(g: GameState, d: Decision) -> list[Action]:
    return [act.Keep(), act.TakeMulligan()]


LISTERS: dict[type, Callable[[GameState, Decision], list[Action]]] = {
    dec.DeclareAttackers: _attack_actions,
    dec.DeclareBlockers: _block_actions,
    dec.AssignDamage: _assign_actions,
    dec.DivideDamage: _share_actions,
    dec.ChooseTarget: _target_actions,
    dec.ChooseMode: _mode_actions,
    dec.ChooseNumber: _number_actions,
    dec.ChooseCard: _card_actions,
    dec.OrderTriggers: _trigger_actions,
    dec.OrderEffects: _effect_actions,
    dec.YesNo: _yes_no,
    dec.ChooseWord: _word_actions,
    dec.PlayOrDraw: _play_or_draw,
    dec.Mulligan: _mulligan,
}


def _casting(g: GameState) -> CastProgress:
    assert g.casting is not None
    return g.casting


# ------------------------------------------------------------------ checking


_SHAPES: dict[type, list[tuple[str, type | None]]] = {}


def _shape(cls: type) -> list[tuple[str, type | None]]:
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = [
            (f.name, {"int": int, "str": str, "bool": bool}.get(str(f.type))) for f in dataclasses.fields(cls)
        ]
    return shape


def check_shape(a: Any) -> None:
    """Refuse a malformed action before looking at the game (bad input from a client)."""
    if not isinstance(a, Action) or type(a).__module__ != act.__name__:
        raise IllegalAction(f"not an action of this game: {a!r}")
    for name, want in _shape(type(a)):
        value = getattr(a, name)
        f_name = name
        if want is int:
            if not isinstance(value, int) or isinstance(value, bool):
                raise IllegalAction(f"{a.kind}: {f_name} must be an integer, got {_short(value)}")
            if not -_LARGEST <= value <= _LARGEST:
                raise IllegalAction(f"{a.kind}: {f_name} is out of range (at most {_LARGEST} either way)")
        if want is str and not isinstance(value, str):
            raise IllegalAction(f"{a.kind}: {f_name} must be text, got {_short(value)}")
        if want is bool and not isinstance(value, bool):
            raise IllegalAction(f"{a.kind}: {f_name} must be true or false, got {_short(value)}")
        if want is str and len(value) > 200:
            raise IllegalAction(f"{a.kind}: {f_name} is too long ({len(value)} characters)")


# No id, number or amount in a game comes near this; larger ones are refused before any rule is asked.
_LARGEST = 2**62


def _short(value: object) -> str:
    """A value as a refusal quotes it: its repr, cut short (a client may send anything)."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else f"a {type(value).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


def check(g: GameState, a: Action, seat: str | None) -> None:
    """Raise IllegalAction (reason, rule) if ``seat`` may not take ``a`` now; changes nothing."""
    check_shape(a)
    if g.over:
        raise IllegalAction("the game is over", "104.1")
    if seat is not None and all(p.name != seat for p in g.players):
        raise IllegalAction(f"there is no player named {seat!r}")
    d = g.pending
    if isinstance(a, act.Concede):
        who = seat if seat is not None else (d.player if d is not None else None)
        if who is None:
            raise IllegalAction("say who concedes")
        if g.players[g.seat(who)].lost:
            raise IllegalAction(f"{who} has left the game", "104.3a")
        return
    if d is None:
        raise IllegalAction("no decision is pending")
    if seat is not None and seat != d.player:
        if g.players[g.seat(seat)].lost:
            raise IllegalAction(f"{seat} has left the game", "800.4a")
        rule = WRONG_SEAT_RULES.get(type(d))
        raise IllegalAction(f"{d.player} must decide now ({d.kind.replace('_', ' ')}), not {seat}", rule)
    checker = CHECKERS.get((type(d), type(a)))
    if checker is None:
        raise IllegalAction(f"{a.kind!r} is not an answer to {d.kind.replace('_', ' ')}", _kind_rule(d))
    p = g.seat(d.player)
    check_references(g, p, a)
    checker(g, p, a)


def _kind_rule(d: Decision) -> str | None:
    return {dec.Priority: "117.1", dec.AssignDamage: "510.1", dec.DivideDamage: "601.2d"}.get(type(d))


def _check_play(g: GameState, p: int, a: Any) -> None:
    lands.check_play_land(g, p, a.card)


def _check_cast(g: GameState, p: int, a: Any) -> None:
    casting.check_cast(g, p, a.card)


def _check_activate(g: GameState, p: int, a: Any) -> None:
    activation.check_activate(g, p, a.source, a.ability)


def _check_mana(g: GameState, p: int, a: Any) -> None:
    if a.source not in g.battlefield:
        raise IllegalAction("only a permanent you control can be activated", "602.2")
    mana.check_mana_ability(g, p, a.source, a.ability, a.color)


def _check_pass(g: GameState, p: int, a: Any) -> None:
    return None


def _check_attack(g: GameState, p: int, a: Any) -> None:
    combat.check_attacker(g, a.creature, a.target)


def _check_band(g: GameState, p: int, a: Any) -> None:
    banding.check_band(g, a.creature, a.other)


def _check_declare_attackers(g: GameState, p: int, a: Any) -> None:
    problem = combat.attack_problem(g)
    if problem is not None:
        raise problem


def _check_block(g: GameState, p: int, a: Any) -> None:
    combat.check_blocker(g, p, a.blocker, a.attacker)


def _check_declare_blockers(g: GameState, p: int, a: Any) -> None:
    problem = combat.declaration_problem(g)
    if problem is not None:
        raise problem


def _check_assign(g: GameState, p: int, a: Any) -> None:
    combat_damage.check_amount(g, a.amount)


def _check_share(g: GameState, p: int, a: Any) -> None:
    if g.pushing is not None:
        priority.check_push_share(g, a.amount)
    else:
        casting.check_share(g, a.amount)


def _check_no_target(g: GameState, p: int, a: Any) -> None:
    """CR 601.2c: only a slot of "up to N target ..." may be left without a target."""
    found = priority.push_candidates(g) if g.pushing is not None else casting.slot_candidates(g, _casting(g))
    if NO_TARGET not in found:
        raise IllegalAction("this target must be chosen: only \"up to N\" targets may be left out", "601.2c")


def _check_target(g: GameState, p: int, a: Any) -> None:
    if a.target == NO_TARGET:
        raise IllegalAction("there is no object 0: leave an \"up to N\" target out by choosing nothing", "601.2c")
    if g.pushing is not None:
        if a.target not in priority.push_candidates(g):
            raise IllegalAction(f"{g.name_of(a.target) if a.target < 0 or g.card_of(a.target) else 'that'} is not a legal target", "603.3d")
        return
    casting.check_choice_target(g, a.target)


def _check_mode(g: GameState, p: int, a: Any) -> None:
    casting.check_choice_mode(g, a.mode)


def _check_number(g: GameState, p: int, a: Any) -> None:
    casting.check_choice_x(g, a.number)


def _check_card(g: GameState, p: int, a: Any) -> None:
    sel = g.selection
    assert sel is not None
    if a.card not in sel.candidates or a.card in sel.chosen:
        raise IllegalAction("that is not one of the cards or permanents to choose from", SELECTION_RULES.get(sel.purpose))


def _check_nothing(g: GameState, p: int, a: Any) -> None:
    sel = g.selection
    assert sel is not None
    if not sel.optional:
        raise IllegalAction(f"choose {sel.count - len(sel.chosen)} more", SELECTION_RULES.get(sel.purpose))


def _check_word(g: GameState, p: int, a: Any) -> None:
    entering.check_word(g, a.word, "614.1a" if g.drawing is not None else "614.12")


def _check_trigger(g: GameState, p: int, a: Any) -> None:
    if a.index not in triggers.order_options(g, p):
        raise IllegalAction("that is not one of the waiting triggered abilities to order", "603.3b")


def _check_effect(g: GameState, p: int, a: Any) -> None:
    if a.effect not in {o.key for o in replacement.damage_effects(g, _batch_event(g))}:
        raise IllegalAction("that effect doesn't apply to this event", "616.1")


def _batch_event(g: GameState) -> Any:
    assert g.batch is not None
    return g.batch.proposals[g.batch.index]


def _check_any(g: GameState, p: int, a: Any) -> None:
    return None


SELECTION_RULES = {
    "discard": "701.9b",
    "cleanup_discard": "514.1",
    "bottom": "103.5",
    "opening_hand": "103.6a",
    "search": "701.23a",
    "scry_bottom": "701.22a",
    "untap": "701.26b",
    "scry_top": "701.22a",
    "look_hand": "701.20e",
    "hand_to_top": "401.4",
    "put_from_hand": "110.2",
    "look_top": "401.4",
    "look_order": "401.4",
    "look_bottom": "401.4",
    "sacrifice": "701.21a",
    "return": "400.7",
    "choose_from_hand": "608.2d",
    "cost_discard": "118.3",
    "cost_sacrifice": "118.3",
    "legend_rule": "704.5j",
    "redirect": "2008:212.9g",
    "attack": "508.4",
    "enter_as_copy": "707.2",
    "prevention_source": "609.7a",
    "new_target": "707.10c",
    "aura_attach": "303.4f",
    draws.REVEAL_BOTTOM: "401.4",
}

CHECKERS: dict[tuple[type, type], Callable[[GameState, int, Any], None]] = {
    (dec.Priority, act.Pass): _check_pass,
    (dec.Priority, act.PlayLand): _check_play,
    (dec.Priority, act.CastSpell): _check_cast,
    (dec.Priority, act.ActivateAbility): _check_activate,
    (dec.Priority, act.ActivateMana): _check_mana,
    (dec.DeclareAttackers, act.Attack): _check_attack,
    (dec.DeclareAttackers, act.Declare): _check_declare_attackers,
    (dec.DeclareAttackers, act.Band): _check_band,
    (dec.DeclareAttackers, act.Undo): _check_any,
    (dec.DeclareBlockers, act.Block): _check_block,
    (dec.DeclareBlockers, act.Declare): _check_declare_blockers,
    (dec.DeclareBlockers, act.Undo): _check_any,
    (dec.AssignDamage, act.AssignDamage): _check_assign,
    (dec.DivideDamage, act.AssignDamage): _check_share,
    (dec.ChooseTarget, act.ChooseTarget): _check_target,
    (dec.ChooseMode, act.ChooseMode): _check_mode,
    (dec.ChooseNumber, act.ChooseNumber): _check_number,
    (dec.ChooseCard, act.ChooseCard): _check_card,
    (dec.ChooseCard, act.ChooseNothing): _check_nothing,
    (dec.ChooseTarget, act.ChooseNothing): _check_no_target,
    (dec.OrderTriggers, act.ChooseTrigger): _check_trigger,
    (dec.OrderEffects, act.ChooseEffect): _check_effect,
    (dec.YesNo, act.Answer): _check_any,
    (dec.ChooseWord, act.ChooseWord): _check_word,
    (dec.PlayOrDraw, act.PlayOrDraw): _check_any,
    (dec.Mulligan, act.Keep): _check_any,
    (dec.Mulligan, act.TakeMulligan): _check_any,
}
# Mana abilities may be activated while a spell is being cast (605.3a).
for _kind in (dec.ChooseTarget, dec.ChooseMode, dec.ChooseNumber, dec.DivideDamage):
    CHECKERS[(_kind, act.ActivateMana)] = _check_mana


# ------------------------------------------------------------------ applying


def apply(
    g: GameState, a: Action, seat: str | None, only_pass: priority.OnlyPass | None = None, checked: bool = False
) -> None:
    """Check and perform one action, then run on to the next decision.

    ``checked`` skips the check for an action this engine itself listed as
    legal for this position (the same object), for the decider.
    """
    if not checked:
        check(g, a, seat)
    if isinstance(a, act.Concede):
        d = g.pending
        who = g.seat(seat if seat is not None else d.player)  # type: ignore[union-attr]
        concede(g, who)
    else:
        d = g.pending
        assert d is not None
        PERFORM[type(a)](g, g.seat(d.player), a)
    priority.advance(g, only_pass)


def concede(g: GameState, player: int) -> None:
    """CR 104.3a: a player can concede at any time; they leave the game immediately and lose."""
    emit(g, Conceded(player, rules=("104.3a",)))
    mine = g.pending is not None and g.pending.player == g.players[player].name
    lose(g, [(player, "conceded", "104.3a")])
    if not g.over and mine:
        abandon(g, player)


def abandon(g: GameState, player: int) -> None:
    """A player who left had a decision pending: the game goes on without it (800.4a, 800.4h)."""
    d = g.pending
    g.pending = None
    if g.casting is not None and g.casting.player == player:
        g.casting = None
    if g.pushing is not None:
        g.pushing = None
    if isinstance(d, dec.DeclareAttackers):
        assert g.combat is not None
        g.combat.declared = []
        combat.finish_attackers(g)
    elif isinstance(d, dec.DeclareBlockers):
        assert g.combat is not None
        g.combat.declared = []
        combat.next_blocking_player(g)
    elif g.drawing is not None:
        draws.abandon(g, player)  # 800.4a: a draw being replaced for the player who left
    elif isinstance(d, dec.ChooseCard) and g.selection is not None:
        sel = g.selection
        g.selection = None
        if sel.purpose == replacement.REDIRECT:
            replacement.answer_redirect(g, ())
        elif sel.purpose == entering.ENTER_AS_COPY:
            priority.abandon_entering(g, sel.player)
        elif g.resolving is not None:
            effects.answer_selection(g, sel.chosen)
    elif isinstance(d, dec.ChooseWord) and d.resolving and g.resolving is not None:
        effects.answer_word(g, "")  # 800.4a: the chooser left; nothing is chosen
    elif isinstance(d, dec.ChooseWord):
        priority.abandon_entering(g, g.seat(d.player))
    elif isinstance(d, dec.YesNo):
        effects.answer_may(g, False)
    elif isinstance(d, dec.AssignDamage) and g.assignment is not None:
        a = g.assignment
        g.assignment = None
        combat_damage.answer_abandoned(g, a)
    g.moved_on()


def _pass(g: GameState, p: int, a: Any) -> None:
    priority.pass_priority(g, p)


def _play(g: GameState, p: int, a: Any) -> None:
    g.pending = None
    lands.play_land(g, p, a.card)


def _cast(g: GameState, p: int, a: Any) -> None:
    g.pending = None
    casting.begin(g, CastProgress(StackKind.SPELL, p, a.card))


def _activate(g: GameState, p: int, a: Any) -> None:
    g.pending = None
    casting.begin(g, CastProgress(StackKind.ACTIVATED, p, a.source, a.ability))


def _mana(g: GameState, p: int, a: Any) -> None:
    """CR 605.3a: a mana ability doesn't use the stack; the decision stays as it was."""
    pending = g.pending
    mana.activate(g, p, a.source, a.ability, a.color)
    if isinstance(pending, dec.Priority):
        g.pending = None
        g.passes = 0
    g.moved_on()


def _attack(g: GameState, p: int, a: Any) -> None:
    combat.add_attacker(g, a.creature, a.target)


def _band(g: GameState, p: int, a: Any) -> None:
    banding.add_to_band(g, a.creature, a.other)


def _declare(g: GameState, p: int, a: Any) -> None:
    if isinstance(g.pending, dec.DeclareAttackers):
        combat.finish_attackers(g)
    else:
        combat.finish_blockers(g, p)


def _block(g: GameState, p: int, a: Any) -> None:
    combat.add_blocker(g, a.blocker, a.attacker)


def _undo(g: GameState, p: int, a: Any) -> None:
    combat.undo_declaration(g)


def _assign(g: GameState, p: int, a: Any) -> None:
    if isinstance(g.pending, dec.DivideDamage):
        if g.pushing is not None:
            priority.choose_push_share(g, a.amount)  # CR 603.3d
        else:
            casting.choose_share(g, a.amount)  # CR 601.2d
        return
    combat_damage.answer(g, a.amount)


def _target(g: GameState, p: int, a: Any) -> None:
    if g.pushing is not None:
        priority.choose_push_target(g, a.target)
    else:
        casting.choose_target(g, a.target)


def _mode(g: GameState, p: int, a: Any) -> None:
    casting.choose_mode(g, a.mode)


def _number(g: GameState, p: int, a: Any) -> None:
    casting.choose_x(g, a.number)


def _card(g: GameState, p: int, a: Any) -> None:
    sel = g.selection
    assert sel is not None
    chosen = sel.chosen + (a.card,)
    if len(chosen) < sel.count and len(chosen) < len(sel.candidates):
        g.selection = replace(sel, chosen=chosen)
        assert isinstance(g.pending, dec.ChooseCard)
        g.pending = replace(g.pending, remaining=sel.count - len(chosen))
        g.moved_on()
        return
    complete_selection(g, sel, chosen)


def _nothing(g: GameState, p: int, a: Any) -> None:
    if isinstance(g.pending, dec.ChooseTarget):
        _target(g, p, act.ChooseTarget(NO_TARGET))  # 601.2c: this slot of "up to N" is left empty
        return
    sel = g.selection
    assert sel is not None
    complete_selection(g, sel, sel.chosen)


def complete_selection(g: GameState, sel: Selection, chosen: tuple[int, ...]) -> None:
    """All that was to be chosen is chosen: the procedure that asked carries on."""
    g.selection = None
    g.pending = None
    g.moved_on()
    purpose = sel.purpose
    if purpose == "cleanup_discard":
        keyword_actions.discard(g, sel.player, chosen, ("514.1", "701.9a"))
        turns.finish_cleanup(g)
    elif purpose == "bottom":
        start.put_on_bottom(g, sel.player, chosen)
        start.ask_bottom(g)
    elif purpose == start.OPENING_HAND_ACTION:
        start.begin_with(g, sel.player, chosen)
    elif purpose == "cost_discard":
        casting.choose_cost_discard(g, chosen[0])
    elif purpose == "cost_sacrifice":
        casting.choose_cost_sacrifice(g, chosen[0])
    elif purpose == "legend_rule":
        g.legend_keep = g.legend_keep + chosen
    elif purpose == replacement.REDIRECT:
        replacement.answer_redirect(g, chosen)
    elif purpose == entering.ENTER_AS_COPY:
        priority.finish_entering(g, chosen)
    elif purpose == draws.REVEAL_BOTTOM:
        draws.answer_order(g, chosen)
    else:
        effects.answer_selection(g, chosen)


def _trigger(g: GameState, p: int, a: Any) -> None:
    g.pending = None
    priority.start_push(g, a.index)


def _effect(g: GameState, p: int, a: Any) -> None:
    replacement.choose_effect(g, a.effect)


def _word(g: GameState, p: int, a: Any) -> None:
    if entering.answer_word(g, a.word):
        g.pending = None
        if g.drawing is not None:
            draws.answer_kind(g, a.word)  # 614.1a: the kind of card a replaced draw reveals until
        elif g.resolving is not None:
            effects.answer_word(g, a.word)  # 608.2d: a choice the resolving spell or ability asked for
        else:
            priority.finish_entering(g, (), a.word)


def _answer(g: GameState, p: int, a: Any) -> None:
    if g.drawing is not None:
        draws.answer_may(g, a.yes)  # 614.1a: "you may instead ..." as the draw would happen
    else:
        effects.answer_may(g, a.yes)


def _play_or_draw_answer(g: GameState, p: int, a: Any) -> None:
    start.answer_play_or_draw(g, p, a.play)


def _keep(g: GameState, p: int, a: Any) -> None:
    start.answer_mulligan(g, p, keep=True)


def _take_mulligan(g: GameState, p: int, a: Any) -> None:
    start.answer_mulligan(g, p, keep=False)


PERFORM: dict[type, Callable[[GameState, int, Any], None]] = {
    act.Pass: _pass,
    act.PlayLand: _play,
    act.CastSpell: _cast,
    act.ActivateAbility: _activate,
    act.ActivateMana: _mana,
    act.Attack: _attack,
    act.Band: _band,
    act.Declare: _declare,
    act.Block: _block,
    act.Undo: _undo,
    act.AssignDamage: _assign,
    act.ChooseTarget: _target,
    act.ChooseMode: _mode,
    act.ChooseNumber: _number,
    act.ChooseCard: _card,
    act.ChooseNothing: _nothing,
    act.ChooseTrigger: _trigger,
    act.ChooseEffect: _effect,
    act.Answer: _answer,
    act.ChooseWord: _word,
    act.PlayOrDraw: _play_or_draw_answer,
    act.Keep: _keep,
    act.TakeMulligan: _take_mulligan,
}


# ------------------------------------------------------------------ autopass


def has_other_than_pass(g: GameState, player: int, sorcery: bool | None = None) -> bool:
    """Whether a player with priority could do anything but pass (stops at the first thing found).

    ``sorcery`` is whether the player has sorcery timing now, if the caller knows. This scan, not the
    list of priority actions, answers the probe: most stops find nothing (passing is all), and the
    scan finds that with less work than building the list, which a seat that can act is then asked with.
    """
    if sorcery is None:
        sorcery = casting.sorcery_timing(g, player)
    if sorcery and lands.has_land_to_play(g, player):
        return True
    cards = g.cards
    defs = g.db.defs
    budget = -1
    anytime: bool | None = True if sorcery else None  # 601.3: a flash grant, asked once if needed
    for oid in g.players[player].hand:
        card = cards[oid]
        d = defs.get(card) or g.db.card(card)
        if not d.castable:
            continue
        if not d.instant_speed:
            if anytime is None:
                anytime = casting.flash_granted(g, player)
            if not anytime:
                continue
        if budget < 0:
            budget = mana.budget(g, player)
        if d.cost.mana_value > budget and not cost_changes.may_be_reduced(g, d):
            continue  # the cheap bound first: more than all the mana the player could make (601.2f)
        if casting.castable(g, player, oid, budget):
            return True
    return activation.can_activate_something(g, player)


def only_pass(g: GameState, player: int) -> bool:
    """Autopass probe, remembered until something other than the turn structure changes.

    The answer depends on the objects, zones, mana and effects (``board``)
    and on whether the player has sorcery timing now; a step or priority
    change alone can't give anyone something new to do at instant speed.
    """
    sorcery = casting.sorcery_timing(g, player)
    instant_at, instant, sorcery_at, at_sorcery_speed = g.probe[player]
    if sorcery and sorcery_at == g.board:
        return at_sorcery_speed
    if not sorcery and instant_at == g.board:
        return instant
    result = not has_other_than_pass(g, player, sorcery)
    memo = (instant_at, instant, g.board, result) if sorcery else (g.board, result, sorcery_at, at_sorcery_speed)
    g.probe[player] = memo
    return result


def _only_pass_if_on(g: GameState, player: int) -> bool:
    """The autopass probe for a game where only some seats turned autopass on."""
    return player in g.autopass and only_pass(g, player)


def autopass_for(g: GameState) -> priority.OnlyPass | None:
    """How the engine may pass for players in this game: each seat's own setting.

    A seat that turned autopass on is passed for when it can do nothing
    else; the others are always asked, so how quickly the game comes back
    tells nothing about their cards (as on MTGO, a quick pass shows only
    that the player chose to pass).
    """
    seats = g.autopass
    if not seats:
        return None
    return only_pass if len(seats) >= len(g.players) else _only_pass_if_on


__all__ = ["apply", "autopass_for", "check", "legal_actions", "only_pass"]
