"""Casting spells and playing lands (CR 117.1, 305, 307, 601).

Casting follows 601.2: the card moves to the stack (601.2a), targets are
chosen (601.2c), X is chosen (601.2b), the total cost is determined
(601.2f), mana abilities are activated (601.2g) and the cost is paid
(601.2h). The engine checks the whole action first and performs it only
if every part is legal, so a refused action changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from tolaria.errors import IllegalAction
from tolaria.mtg.carddb import DEFS, CardDef, card_def
from tolaria.mtg.oracle.abilities import TargetSpec
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.mana import Payment, pay, plan_payment, sources, spell_cost
from tolaria.mtg.rules.targeting import candidates, legal_target
from tolaria.mtg.rules.triggers import entered
from tolaria.mtg.rules.zones import put_onto_battlefield, relabel
from tolaria.mtg.state import STEP_INDEX, GameState, StackObject

MAIN_STEPS = (STEP_INDEX["main1"], STEP_INDEX["main2"])


def sorcery_timing(g: GameState, player: int) -> bool:
    """CR 307.1 / 117.1a: main phase of your own turn with an empty stack."""
    return g.active == player and g.step in MAIN_STEPS and not g.stack


def timing_ok(g: GameState, player: int, d: CardDef) -> bool:
    return d.instant_speed or sorcery_timing(g, player)


def target_specs(d: CardDef, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """The targets a spell needs, for its chosen mode if it is modal (700.2c)."""
    if d.spell is None:
        return ()
    if d.spell.modes:
        return d.spell.modes[modes[0]].targets if modes else ()
    return d.spell.targets


def mode_choices(d: CardDef) -> list[tuple[int, ...]]:
    """CR 700.2a: the modes a modal spell may be cast with ("Choose one")."""
    if d.spell is not None and d.spell.modes:
        return [(i,) for i in range(len(d.spell.modes))]
    return [()]


def target_choices(g: GameState, player: int, d: CardDef, modes: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    """Every legal combination of targets (distinct for distinct "target" words, 115.3)."""
    specs = target_specs(d, modes)
    if not specs:
        return [()]
    per_spec = [candidates(g, spec, player, d.colors) for spec in specs]
    return [combo for combo in product(*per_spec) if len(set(combo)) == len(combo)]


def _affordable(g: GameState, player: int) -> Iterator[tuple[int, CardDef, list[int], list[tuple[int, str]]]]:
    """Cards in hand castable now by timing and mana (one per name: copies are interchangeable),
    with the values of X the player can pay for, and the mana sources to pay with."""
    p = g.players[player]
    srcs: list[tuple[int, str]] = []
    budget = -1
    seen: set[str] = set()
    sorcery_ok = sorcery_timing(g, player)
    for oid in p.hand:
        name = g.names[oid]
        if name in seen:
            continue
        seen.add(name)
        d = DEFS.get(name) or card_def(name)
        if d.is_land or not (sorcery_ok or d.instant_speed) or not d.supported:
            continue
        if budget < 0:
            srcs = sources(g, player)
            budget = sum(p.pool) + len(srcs)
        if d.mana_value > budget:
            continue
        xs = [0]
        if d.x:
            base = d.generic + sum(d.colored) + d.colorless
            xs = list(range(0, (budget - base) // d.x + 1)) if budget >= base else []
        payable = []
        for x in xs:
            if plan_payment(g, player, spell_cost(name, x), srcs) is None:
                break  # a larger X costs more
            payable.append(x)
        if payable:
            yield oid, d, payable, srcs


def cast_actions(g: GameState, player: int) -> list[tuple[int, tuple[int, ...], int, tuple[int, ...]]]:
    """(card, targets, X, modes) for every spell the player may cast now (one card per name)."""
    return [
        (oid, targets, x, modes)
        for oid, d, xs, _ in _affordable(g, player)
        for x in xs
        for modes in mode_choices(d)
        for targets in target_choices(g, player, d, modes)
    ]


def can_cast_something(g: GameState, player: int) -> bool:
    """Whether any spell in hand can be cast now (stops at the first one found)."""
    return any(
        _has_targets(g, player, d, modes)
        for _, d, _, _ in _affordable(g, player)
        for modes in mode_choices(d)
    )


def _has_targets(g: GameState, player: int, d: CardDef, modes: tuple[int, ...]) -> bool:
    """Whether the spell has a legal choice of targets (cheap for the usual single target)."""
    specs = target_specs(d, modes)
    if not specs:
        return True
    if len(specs) == 1:
        spec = specs[0]
        if spec.players and not spec.opponent:
            return True  # a player is always there to target (115.1)
        return bool(candidates(g, spec, player, d.colors))
    return bool(target_choices(g, player, d, modes))


def check_cast(
    g: GameState, player: int, oid: int, targets: tuple[int, ...], x: int, modes: tuple[int, ...] = ()
) -> Payment:
    """Check a cast completely; return how it will be paid, or raise IllegalAction."""
    p = g.players[player]
    if oid not in p.hand:
        raise IllegalAction(f"{describe(g, oid)} is not in {p.name}'s hand", "601.2a")
    name = g.names[oid]
    d = card_def(name)
    if d.is_land:
        raise IllegalAction(f"{name} is a land: it is played, not cast", "305.9")
    if not d.supported:
        raise IllegalAction(f"{name} is not supported: {'; '.join(d.compiled.unread)}", "601.2")
    if not timing_ok(g, player, d):
        raise IllegalAction(
            f"{name} can be cast only in a main phase of its controller's turn when the stack is empty",
            "307.1" if "sorcery" in d.types else "117.1a",
        )
    if x < 0 or (x and not d.x):
        raise IllegalAction(f"{name} has no X to choose, or X is negative", "601.2b")
    if modes not in mode_choices(d):
        raise IllegalAction(f"choose exactly one of {name}'s modes" if d.spell and d.spell.modes else f"{name} has no modes", "700.2a")
    specs = target_specs(d, modes)
    if len(targets) != len(specs):
        raise IllegalAction(f"{name} needs {len(specs)} target(s), got {len(targets)}", "601.2c")
    if len(set(targets)) != len(targets):
        raise IllegalAction("the same object can't be chosen for two uses of 'target'", "115.3")
    for spec, t in zip(specs, targets, strict=True):
        if not legal_target(g, spec, t, player, d.colors):
            raise IllegalAction(f"{describe(g, t)} is not a legal target for '{spec.text}'", _target_rule(g, t, player, d))
    payment = plan_payment(g, player, spell_cost(name, x))
    if payment is None:
        raise IllegalAction(f"{p.name} can't pay the cost of {name}", "601.2h")
    return payment


def _target_rule(g: GameState, t: int, player: int, d: CardDef) -> str:
    from tolaria.mtg.rules import layers

    perm = g.battlefield.get(t)
    if perm is not None:
        if perm.controller != player and layers.has(g, perm, "hexproof"):
            return "702.11b"
        if d.colors & layers.protection_colors(g, perm):
            return "702.16b"
    return "601.2c"


def cast(
    g: GameState,
    player: int,
    oid: int,
    targets: tuple[int, ...],
    x: int,
    payment: Payment,
    modes: tuple[int, ...] = (),
) -> None:
    """Cast a checked spell: it goes on the stack, the cost is paid, the caster keeps priority (117.3c)."""
    p = g.players[player]
    name = g.names.pop(oid)
    p.hand.remove(oid)
    pay(g, player, payment)
    item = StackObject(g.new_id(), "spell", name, player, player, targets, x, modes)
    g.stack.append(item)
    relabel(g, oid, item.id)
    text = f" targeting {', '.join(describe(g, t) for t in targets)}" if targets else ""
    if x:
        text += f" with X={x}"
    log(g, "cast", ("601.2", "601.2i"), player=p.name, card=name, targets=text)
    g.passes = 0
    g.priority = player


def can_play_land(g: GameState, player: int) -> bool:
    """CR 305.1-305.2: main phase, own turn, empty stack, one land per turn."""
    return sorcery_timing(g, player) and g.players[player].lands_played < 1


def land_actions(g: GameState, player: int) -> list[int]:
    if not can_play_land(g, player):
        return []
    seen: set[str] = set()
    out = []
    for oid in g.players[player].hand:
        name = g.names[oid]
        if name not in seen and card_def(name).is_land:
            seen.add(name)
            out.append(oid)
    return out


def check_play_land(g: GameState, player: int, oid: int) -> None:
    p = g.players[player]
    if oid not in p.hand:
        raise IllegalAction(f"{describe(g, oid)} is not in {p.name}'s hand", "305.1")
    if not card_def(g.names[oid]).is_land:
        raise IllegalAction(f"{g.names[oid]} is not a land", "305.1")
    if not sorcery_timing(g, player):
        raise IllegalAction(
            "a land can be played only in a main phase of your turn when the stack is empty", "305.1"
        )
    if p.lands_played >= 1:
        raise IllegalAction(f"{p.name} has already played a land this turn", "305.2")


def play_land(g: GameState, player: int, oid: int) -> None:
    """CR 305.1: playing a land is a special action; it doesn't use the stack."""
    p = g.players[player]
    name = g.names.pop(oid)
    p.hand.remove(oid)
    perm = put_onto_battlefield(g, name, player, old=oid)
    entered(g, perm)
    p.lands_played += 1
    log(g, "play_land", ("305.1", "116.2a"), player=p.name, card=name)
    g.passes = 0
    g.priority = player
