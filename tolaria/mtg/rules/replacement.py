"""Replacement and prevention effects (CR 614-616): the one place events are modified before they happen.

A one-shot event is *proposed*, passes through the replacement and
prevention effects that apply to it, and then happens:

- damage (:class:`~tolaria.mtg.state.ProposedDamage`): protection (702.16e),
  "prevent all combat damage" (615.1a) and prevention shields (615.7);
- destruction: regeneration shields (701.19a, 614.8);
- under the 2008 rules, the redirection of noncombat damage to a player to a
  planeswalker they control (2008 212.9g), chosen by the source's
  controller as it applies.

When two or more effects would modify one event, the affected player (or
the controller of the affected object) chooses which applies first, and
the process repeats with what still applies (616.1, 616.1e-f). The
engine asks only when the choice can matter: effects that prevent all the
damage without being used up, or shields alike in every respect, give the
same result in any order. Damage dealt at once is processed as one
:class:`~tolaria.mtg.state.DamageBatch`, which a choice suspends and the
answer resumes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tolaria.mtg.decisions import ChooseCard, OrderEffects
from tolaria.mtg.events import (
    DamageMultipliedEvent,
    DamageNotRedirected,
    DamagePrevented,
    DamageRedirected,
    Destroyed,
    Regenerated,
)
from tolaria.mtg.kinds import CardType, Zone
from tolaria.mtg.oracle.abilities import CantBeRegenerated
from tolaria.mtg.rules import damage_statics, keywords, redirection
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit, remove_damage, set_shields, tap
from tolaria.mtg.rules.damage import deal
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.zones import Departure, leave_battlefield, remove_from_combat
from tolaria.mtg.state import (
    ColorDamagePrevention,
    CombatDamagePrevention,
    DamageBatch,
    GameState,
    PlayerDamagePrevention,
    PreventionShield,
    ProposedDamage,
    RegenerationShield,
    Selection,
    SourcePreventionShield,
    UnblockedRedirection,
)


@dataclass(frozen=True, slots=True)
class Applicable:
    """A replacement or prevention effect that would modify an event.

    ``key`` identifies it (and is the answer to the order decision);
    ``name`` is the card that created it, by which players name it;
    ``used_up`` says whether applying it changes it (a shield's amount).
    """

    key: str
    name: str
    used_up: bool
    signature: tuple[object, ...]


# ------------------------------------------------------------------ damage


def damage_effects(g: GameState, d: ProposedDamage) -> list[Applicable]:
    """The prevention effects that would modify ``d`` and haven't yet (616.1f)."""
    if d.amount <= 0:
        return []
    out: list[Applicable] = []
    if REDIRECT not in d.applied and redirection_targets(g, d):
        out.append(Applicable(REDIRECT, "redirection", False, ("redirect",)))
    if d.to < 0 and summary(g).redirectors:
        for source, creature in redirection.redirections(g, -1 - d.to):
            key = f"{redirection.KEY}:{source}"  # CR 614.9
            if key not in d.applied:
                out.append(Applicable(key, chars(g, source).name, False, (redirection.KEY, creature)))
    if summary(g).damage_rules:
        for key, name, signature in damage_statics.effects_on(g, d):
            if key not in d.applied:
                out.append(Applicable(key, name, False, signature))
    if d.to > 0 and d.to in g.battlefield:
        c = chars(g, d.to)
        if keywords.protection_prevents_damage(c, d.source_info.colors, d.source_info.subtypes):
            key = f"protection:{d.to}"
            if key not in d.applied:
                out.append(Applicable(key, c.name, False, ("all",)))
    for s in g.shields:
        if isinstance(s, CombatDamagePrevention) and d.combat:
            key = f"shield:{s.timestamp}"
            if key not in d.applied:
                out.append(Applicable(key, s.source_name, False, ("all",)))
        elif isinstance(s, UnblockedRedirection) and redirection.unblocked_to(g, s, d):
            key = f"{redirection.UNBLOCKED}:{s.timestamp}"  # CR 614.9
            if key not in d.applied:
                out.append(Applicable(key, s.source_name, False, (redirection.KEY, s.to)))
        elif isinstance(s, ColorDamagePrevention | PlayerDamagePrevention) and _prevents(g, s, d):
            key = f"shield:{s.timestamp}"  # CR 615.1: all of it, not used up
            if key not in d.applied:
                out.append(Applicable(key, s.source_name, False, ("all",)))
        elif isinstance(s, SourcePreventionShield) and s.source == d.source and s.to == d.to:
            key = f"shield:{s.timestamp}"  # CR 609.7a, 615.7: once, all the damage of this event
            if key not in d.applied:
                out.append(Applicable(key, s.source_name, True, ("source", s.source)))
        elif isinstance(s, PreventionShield) and s.to == d.to and s.amount > 0:
            key = f"shield:{s.timestamp}"
            if key not in d.applied:
                out.append(Applicable(key, s.source_name, True, ("shield", s.amount, s.source_name)))
    return out


def _prevents(g: GameState, s: ColorDamagePrevention | PlayerDamagePrevention, d: ProposedDamage) -> bool:
    """Whether a "prevent all damage ... this turn" shield covers this damage (615.1)."""
    if isinstance(s, ColorDamagePrevention):
        return bool(s.colors & d.source_info.colors)
    if d.to < 0:
        return -1 - d.to == s.player
    return d.to in g.battlefield and chars(g, d.to).is_creature and chars(g, d.to).controller == s.player


# ------------------------------------------------------------------ redirection (2008 212.9g)

REDIRECT = "redirect"


def redirection_targets(g: GameState, d: ProposedDamage) -> tuple[int, ...]:
    """2008 212.9g: the planeswalkers noncombat damage to a player could be redirected to.

    Under a profile with ``planeswalker_redirection``: noncombat damage
    that a source controlled by an opponent of the player would deal to
    the player may be dealt to a planeswalker the player controls instead.
    """
    if not g.rules.planeswalker_redirection or d.combat or d.to >= 0 or d.amount <= 0:
        return ()
    player, chooser = -1 - d.to, d.source_info.controller
    if chooser < 0 or chooser == player or g.players[chooser].lost:
        return ()
    return tuple(
        oid
        for oid in g.battlefield
        if CardType.PLANESWALKER in chars(g, oid).types and chars(g, oid).controller == player
    )


def ask_redirect(g: GameState, d: ProposedDamage) -> None:
    """2008 212.9g: the source's controller chooses whether to redirect, as the redirection applies."""
    chooser = d.source_info.controller
    g.selection = Selection(REDIRECT, chooser, redirection_targets(g, d), 1, optional=True)
    g.pending = ChooseCard(g.players[chooser].name, REDIRECT, 1, optional=True)
    g.moved_on()


def answer_redirect(g: GameState, chosen: tuple[int, ...]) -> None:
    """The redirection applied: the damage is dealt to the chosen planeswalker, or (none chosen) still to the player."""
    b = g.batch
    assert b is not None
    d = b.proposals[b.index]
    player, chooser = -1 - d.to, d.source_info.controller
    rules = g.rules.cite_or("planeswalker_redirection", ("2008:212.9g",)) + ("614.1",)
    to = d.to
    if chosen and chosen[0] in g.battlefield:
        to = chosen[0]
        emit(g, DamageRedirected(d.source, d.source_info.name, player, to, chars(g, to).name, d.amount, chooser, rules=rules))
    else:
        emit(g, DamageNotRedirected(d.source_info.name, player, d.amount, chooser, rules=rules))
    proposals = list(b.proposals)
    proposals[b.index] = replace(d, to=to, applied=d.applied + (REDIRECT,))
    g.batch = DamageBatch(tuple(proposals), b.index, b.results, b.then)
    g.moved_on()


def choice_matters(options: Sequence[Applicable]) -> bool:
    """Whether the order of these effects can change the outcome (else the engine doesn't ask)."""
    if len(options) < 2:
        return False
    if any(o.key == REDIRECT or o.key.startswith(redirection.KEY) for o in options):
        return True  # CR 616.1: what the others prevent depends on where the damage goes
    if not any(o.used_up for o in options):
        return False  # each prevents all of it and none is used up
    return len({o.signature for o in options}) > 1


def apply_damage_effect(g: GameState, d: ProposedDamage, key: str) -> ProposedDamage:
    """Apply one prevention effect to proposed damage; returns what is left of it."""
    kind, _, ident = key.partition(":")
    if kind == redirection.KEY:
        return _redirect_to(g, d, key, ident)
    if kind == redirection.UNBLOCKED:
        return _redirect_unblocked(g, d, key, ident)
    if kind == damage_statics.MULTIPLY:
        return _multiplied(g, d, key, ident)
    prevented = d.amount
    by = ""
    rules: tuple[str, ...] = ("615.1",)
    if kind == "protection":
        by = "protection"
        rules = ("702.16e", "615.1")
    elif kind == damage_statics.PREVENT:
        by = g.name_of(int(ident.partition(".")[0]))
        rules = ("615.1",)
    else:
        shields = list(g.shields)
        for i, s in enumerate(shields):
            if str(s.timestamp) != ident:
                continue
            if isinstance(s, PreventionShield):
                prevented = min(s.amount, d.amount)
                shields[i] = replace(s, amount=s.amount - prevented)
                rules = ("615.7",)
            elif isinstance(s, SourcePreventionShield):
                del shields[i]  # used up (615.7)
                rules = ("609.7a", "615.7")
            elif isinstance(s, ColorDamagePrevention | PlayerDamagePrevention):
                rules = ("615.1",)
            else:
                rules = ("615.1a",)
            by = s.source_name
            break
        set_shields(g, [s for s in shields if not (isinstance(s, PreventionShield) and s.amount <= 0)])
    to_name = g.players[-1 - d.to].name if d.to < 0 else chars(g, d.to).name
    emit(g, DamagePrevented(d.source, d.source_info.name, d.to, to_name, prevented, by, rules=rules))
    return replace(d, amount=d.amount - prevented, applied=d.applied + (key,))


def _multiplied(g: GameState, d: ProposedDamage, key: str, ident: str) -> ProposedDamage:
    """CR 614.1a: the source deals double (or triple) that damage instead."""
    factor = damage_statics.factor_of(g, ident)
    amount = d.amount * factor
    if factor != 1:
        to_name = g.players[-1 - d.to].name if d.to < 0 else chars(g, d.to).name
        by = g.name_of(int(ident.partition(".")[0]))
        emit(g, DamageMultipliedEvent(d.source_info.name, d.to, to_name, d.amount, amount, by, rules=("614.1a",)))
    return replace(d, amount=amount, applied=d.applied + (key,))


def _redirect_to(g: GameState, d: ProposedDamage, key: str, ident: str) -> ProposedDamage:
    """CR 614.9: the damage to the player is dealt to the enchanted creature instead (or, if it is no longer
    an enchanted creature on the battlefield, the effect does nothing)."""
    to = redirection.target_of(g, ident)
    if to is None or d.to >= 0:
        return replace(d, applied=d.applied + (key,))
    player = -1 - d.to
    emit(g, DamageRedirected(d.source, d.source_info.name, player, to, chars(g, to).name, d.amount, player, rules=("614.9",)))
    return replace(d, to=to, applied=d.applied + (key,))


def _redirect_unblocked(g: GameState, d: ProposedDamage, key: str, ident: str) -> ProposedDamage:
    """CR 614.9: the unblocked creature's combat damage to the player is dealt to the shield's permanent
    instead, if that is still a creature on the battlefield."""
    s = next((x for x in g.shields if isinstance(x, UnblockedRedirection) and str(x.timestamp) == ident), None)
    if s is None or d.to >= 0 or s.to not in g.battlefield or not chars(g, s.to).is_creature:
        return replace(d, applied=d.applied + (key,))
    player = -1 - d.to
    emit(g, DamageRedirected(d.source, d.source_info.name, player, s.to, chars(g, s.to).name, d.amount, player, rules=("614.9",)))
    return replace(d, to=s.to, applied=d.applied + (key,))


def affected_player(g: GameState, d: ProposedDamage) -> int:
    """CR 616.1: the affected player, or the controller of the affected object."""
    return -1 - d.to if d.to < 0 else chars(g, d.to).controller


def start_damage(g: GameState, proposals: Sequence[ProposedDamage], then: str) -> bool:
    """Propose damage dealt at once; True if it was all dealt, False if a choice suspended it."""
    g.batch = DamageBatch(tuple(proposals), 0, (), then)
    g.moved_on()
    return run_batch(g)


def run_batch(g: GameState) -> bool:
    """Carry the damage batch on: prevention one event at a time, then deal it all (616.1, 120.3)."""
    b = g.batch
    assert b is not None
    proposals = list(b.proposals)
    results = list(b.results)
    index = b.index
    while index < len(proposals):
        d = proposals[index]
        options = damage_effects(g, d)
        if not options:
            results.append(d)
            index += 1
            continue
        if choice_matters(options) or options[0].key == REDIRECT:
            g.batch = DamageBatch(tuple(proposals), index, tuple(results), b.then)
            if len(options) == 1:
                ask_redirect(g, d)
            else:
                g.pending = OrderEffects(g.players[affected_player(g, d)].name, d.to)
                g.moved_on()
            return False
        proposals[index] = apply_damage_effect(g, d, options[0].key)
    g.batch = None
    g.moved_on()
    deal(g, results)
    return True


def deal_without_asking(g: GameState, proposals: Sequence[ProposedDamage]) -> None:
    """Damage dealt inside a mana ability (605.3b: it resolves at once, even while a cost is being paid).

    There is no resolution to suspend, so the prevention effects that apply
    (616.1) are applied in the order they were created instead of asking the
    affected player for an order; then the damage is dealt (120.3).
    """
    results = []
    for d in proposals:
        options = [o for o in damage_effects(g, d) if o.key != REDIRECT]  # 2008 212.9g: not to oneself
        while options:
            d = apply_damage_effect(g, d, options[0].key)
            options = [o for o in damage_effects(g, d) if o.key != REDIRECT]
        results.append(d)
    deal(g, results)


def effect_options(g: GameState) -> list[Applicable]:
    """The answers to a pending order decision: one effect per kind of outcome."""
    b = g.batch
    assert b is not None
    seen: set[tuple[object, ...]] = set()
    out = []
    for o in damage_effects(g, b.proposals[b.index]):
        if o.signature not in seen:
            seen.add(o.signature)
            out.append(o)
    return out


def choose_effect(g: GameState, key: str) -> None:
    """Apply the chosen effect first (616.1e); the batch then carries on."""
    b = g.batch
    assert b is not None
    g.pending = None
    if key == REDIRECT:
        ask_redirect(g, b.proposals[b.index])
        return
    proposals = list(b.proposals)
    proposals[b.index] = apply_damage_effect(g, proposals[b.index], key)
    g.batch = DamageBatch(tuple(proposals), b.index, b.results, b.then)
    g.moved_on()


# ------------------------------------------------------------------ destruction


def destroy(
    g: GameState, oids: Sequence[int], regenerate: bool = True, rules: tuple[str, ...] = ("701.8a",), why: str = ""
) -> None:
    """CR 701.8a: destroy permanents at once, each regenerated instead if it has a shield (701.19a).

    Two regeneration shields on one permanent are alike, so which one is
    used up needs no choice (616.1).
    """
    departures = []
    for oid in oids:
        if oid not in g.battlefield or keywords.indestructible(chars(g, oid)):
            continue  # CR 702.12b: an indestructible permanent can't be destroyed
        if regenerate and regenerated_instead(g, oid):
            continue
        departures.append(Departure(oid, Zone.GRAVEYARD, Destroyed, rules, why=why))
    if departures:
        leave_battlefield(g, departures)


def regenerated_instead(g: GameState, oid: int) -> bool:
    """CR 701.19a, 614.8: if the permanent has a regeneration shield, use it up and regenerate it instead,
    unless it can't be regenerated (701.19c)."""
    if any(isinstance(s, CantBeRegenerated) for s in chars(g, oid).statics):
        return False
    shield = _regeneration_shield(g, oid)
    if shield is None:
        return False
    _regenerate(g, oid, shield)
    return True


def _regeneration_shield(g: GameState, oid: int) -> RegenerationShield | None:
    for s in g.shields:
        if isinstance(s, RegenerationShield) and s.obj == oid:
            return s
    return None


def _regenerate(g: GameState, oid: int, shield: RegenerationShield) -> None:
    """CR 701.19a: instead of being destroyed, it taps, loses all damage and leaves combat."""
    perm = g.battlefield[oid]
    set_shields(g, [s for s in g.shields if s is not shield])
    tap(g, perm)
    remove_damage(g, perm)
    remove_from_combat(g, oid)
    emit(g, Regenerated(oid, chars(g, oid).name, rules=("701.19a", "614.8")))
