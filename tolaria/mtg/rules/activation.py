"""Activating abilities (CR 602) and their costs (CR 118).

An activated ability goes on the stack like a spell (602.2) and then
exists independently of its source (113.7a). Costs are paid after targets
are chosen and the total cost is determined (602.2b, 601.2f-h): mana
(with the same automatic mana abilities as casting), {T} (a creature
needs to have been controlled since the turn began, 302.6), sacrificing
the source, discarding a card. Mana abilities are handled in
``tolaria.mtg.rules.mana`` and never use the stack (605.3a).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from tolaria.errors import IllegalAction
from tolaria.mtg.carddb import DEFS, CardDef, card_def
from tolaria.mtg.oracle.abilities import ActivatedAbility
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.mana import Payment, pay, plan_payment, sources
from tolaria.mtg.rules.targeting import candidates, card_matches, legal_target
from tolaria.mtg.rules.zones import leave_battlefield, move_from_zone
from tolaria.mtg.state import GameState, Permanent, StackObject

Activation = tuple[int, int, tuple[int, ...], int, int]  # source, ability, targets, X, discarded card


def _can_tap(g: GameState, perm: Permanent) -> bool:
    """CR 302.6: a creature's {T} ability needs it controlled since the turn began (or haste)."""
    if perm.tapped:
        return False
    if card_def(perm.name).is_creature and perm.sick and not layers.has(g, perm, "haste"):
        return False
    return True


def discard_options(g: GameState, player: int, ability: ActivatedAbility) -> list[int]:
    """Cards that may be discarded to pay a "Discard a ... card" cost (one per name)."""
    if ability.cost.discard is None:
        return [0]
    seen: set[str] = set()
    out = []
    for oid in g.players[player].hand:
        name = g.names[oid]
        if name not in seen and card_matches(name, ability.cost.discard):
            seen.add(name)
            out.append(oid)
    return out


def _mana_sources(
    g: GameState,
    player: int,
    perm: Permanent,
    ability: ActivatedAbility,
    srcs: list[tuple[int, str]] | None = None,
) -> list[tuple[int, str]]:
    """Mana sources usable for this cost: not the source itself if {T} is also part of it."""
    if srcs is None:
        srcs = sources(g, player)
    if ability.cost.tap or ability.cost.sacrifice_self:
        srcs = [s for s in srcs if s[0] != perm.id]
    return srcs


def _cost(ability: ActivatedAbility, x: int) -> tuple[int, tuple[int, int, int, int, int], int]:
    c = ability.cost
    return (c.generic + c.x * x, c.colored, c.colorless)


def _payable_abilities(g: GameState, player: int) -> Iterator[tuple[Permanent, CardDef, int, ActivatedAbility]]:
    """Non-mana activated abilities of the player's permanents whose costs can be paid now."""
    all_sources: list[tuple[int, str]] | None = None
    for perm in list(g.battlefield.values()):
        if perm.controller != player:
            continue
        d = DEFS.get(perm.name) or card_def(perm.name)
        if not d.has_activated:
            continue
        for i, ability in enumerate(d.activated):
            if ability.is_mana or (ability.cost.tap and not _can_tap(g, perm)):
                continue
            if ability.cost.x:
                continue  # no X activated abilities in the pool yet
            if ability.cost.discard is not None and not discard_options(g, player, ability):
                continue
            if all_sources is None:
                all_sources = sources(g, player)
            srcs = _mana_sources(g, player, perm, ability, all_sources)
            if plan_payment(g, player, _cost(ability, 0), srcs) is not None:
                yield perm, d, i, ability


def activation_actions(g: GameState, player: int) -> list[Activation]:
    """Every non-mana activated ability the player may activate now, with targets and costs."""
    out: list[Activation] = []
    for perm, d, i, ability in _payable_abilities(g, player):
        specs = ability.effect.targets
        per_spec = [candidates(g, spec, player, d.colors, perm.id) for spec in specs]
        combos = [c for c in product(*per_spec) if len(set(c)) == len(c)]
        for discard in discard_options(g, player, ability):
            out.extend((perm.id, i, targets, 0, discard) for targets in combos)
    return out


def can_activate_something(g: GameState, player: int) -> bool:
    """Whether any non-mana ability can be activated now (stops at the first)."""
    for perm, d, _, ability in _payable_abilities(g, player):
        specs = ability.effect.targets
        if not specs or (len(specs) == 1 and specs[0].players and not specs[0].opponent):
            return True  # no target needed, or a player is always there (115.1)
        per_spec = [candidates(g, spec, player, d.colors, perm.id) for spec in specs]
        if any(len(set(c)) == len(c) for c in product(*per_spec)):
            return True
    return False


def check_activation(g: GameState, player: int, act: Activation) -> Payment:
    """Check an activation completely (602.2, 601.2c-h); raise IllegalAction or return the payment."""
    oid, i, targets, x, discard = act
    perm = g.battlefield.get(oid)
    if perm is None or perm.controller != player:
        raise IllegalAction(f"{describe(g, oid)} is not a permanent {g.players[player].name} controls", "602.2")
    d = card_def(perm.name)
    if not 0 <= i < len(d.activated):
        raise IllegalAction(f"{perm.name} has no activated ability number {i + 1}", "602.1")
    ability = d.activated[i]
    if ability.is_mana:
        raise IllegalAction(f"that is a mana ability of {perm.name}: tap it for mana", "605.3a")
    if ability.cost.tap and perm.tapped:
        raise IllegalAction(f"{perm.name} is tapped: its {{T}} cost can't be paid", "602.5a")
    if ability.cost.tap and not _can_tap(g, perm):
        raise IllegalAction(
            f"{perm.name} hasn't been under its controller's control since the turn began", "302.6"
        )
    specs = ability.effect.targets
    if len(targets) != len(specs):
        raise IllegalAction(f"{perm.name}'s ability needs {len(specs)} target(s)", "602.2b")
    for spec, t in zip(specs, targets, strict=True):
        if not legal_target(g, spec, t, player, d.colors, oid):
            raise IllegalAction(f"{describe(g, t)} is not a legal target for '{spec.text}'", "602.2b")
    if ability.cost.discard is not None:
        hand = g.players[player].hand
        if discard not in hand or not card_matches(g.names[discard], ability.cost.discard):
            raise IllegalAction("the card to discard for the cost must be a matching card in hand", "118.3")
    payment = plan_payment(g, player, _cost(ability, x), _mana_sources(g, player, perm, ability))
    if payment is None:
        raise IllegalAction(f"{g.players[player].name} can't pay {ability.cost.mana}", "602.2b")
    return payment


def activate(g: GameState, player: int, act: Activation, payment: Payment) -> None:
    """Put the ability on the stack and pay its costs (602.2a-b); the player keeps priority (117.3c)."""
    oid, i, targets, x, discard = act
    perm = g.battlefield[oid]
    ability = card_def(perm.name).activated[i]
    item = StackObject(g.new_id(), "ability", perm.name, player, player, targets, x, source=oid, ability=i)
    g.stack.append(item)
    pay(g, player, payment)
    if ability.cost.tap:
        perm.tapped = True
    if ability.cost.discard is not None:
        name = g.names[discard]
        move_from_zone(g, player, "hand", discard, "graveyard")
        log(g, "discard", ("118.3", "701.9a"), player=g.players[player].name, card=name)
    if ability.cost.sacrifice_self:
        leave_battlefield(g, oid, "graveyard")
        log(g, "sacrifice", ("118.3", "701.21a"), player=g.players[player].name, card=perm.name)
    text = f" targeting {', '.join(describe(g, t) for t in targets)}" if targets else ""
    log(g, "activate", ("602.2",), player=g.players[player].name, card=perm.name, targets=text)
    g.passes = 0
    g.priority = player
