"""The resolution interpreter: runs a spell's effect steps in order (CR 608.2).

Its position (the stack object and the index of the next step) is part of
the game state (``GameState.resolving``), so a step that needs a player's
choice suspends the resolution with a pending decision and the answer
resumes it (architecture, "Effects as resumable programs").

Each step handler returns True when done, or False after setting a
pending choice; the answer is applied by :func:`answer_choice`, which
then moves on to the next step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria.mtg.carddb import card_def
from tolaria.mtg.oracle.abilities import Step
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.damage import deal_damage, lose_life, source_of_card
from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.mana import add_mana
from tolaria.mtg.rules.sba import destroy
from tolaria.mtg.rules.targeting import matches
from tolaria.mtg.rules.zones import draw_card, leave_battlefield, move_from_zone, stack_to_zone
from tolaria.mtg.state import Effect, GameState, Pending, Resolving, StackObject


def steps_of(item: StackObject) -> tuple[Step, ...]:
    spell = card_def(item.name).spell
    return spell.steps if spell is not None else ()


def find_item(g: GameState, oid: int) -> StackObject:
    for item in g.stack:
        if item.id == oid:
            return item
    raise KeyError(oid)


def run(g: GameState, item: StackObject, pc: int, legal: tuple[bool, ...]) -> bool:
    """Run steps from ``pc``; True when the whole effect is done, False if suspended."""
    steps = steps_of(item)
    while pc < len(steps):
        step = steps[pc]
        if step.target >= 0 and not legal[step.target]:
            pc += 1  # CR 608.2b: no action on an illegal target
            continue
        if not HANDLERS[step.op](g, item, step):
            g.resolving = Resolving(item.id, pc, legal)
            return False
        pc += 1
    g.resolving = None
    return True


def _target(item: StackObject, step: Step) -> int:
    return item.targets[step.target]


def _amount(item: StackObject, step: Step) -> int:
    return item.x if step.amount == "X" else int(step.amount)


def _player(item: StackObject, step: Step) -> int:
    if step.who == "target":
        return -1 - item.targets[step.target]
    return item.controller


def _damage(g: GameState, item: StackObject, step: Step) -> bool:
    src = source_of_card(item.id, item.name, item.controller)
    deal_damage(g, src, _target(item, step), _amount(item, step), ("120.3", "608.2"))
    return True


def _damage_each(g: GameState, item: StackObject, step: Step) -> bool:
    assert step.group is not None
    src = source_of_card(item.id, item.name, item.controller)
    amount = _amount(item, step)
    for perm in [p for p in g.battlefield.values() if matches(g, p, step.group, item.controller)]:
        deal_damage(g, src, perm.id, amount, ("120.3",))
    return True


def _pump(g: GameState, item: StackObject, step: Step) -> bool:
    oid = _target(item, step)
    _add_pump(g, (oid,), step)
    return True


def _pump_all(g: GameState, item: StackObject, step: Step) -> bool:
    """CR 611.2c: the affected set is locked in as the effect begins."""
    assert step.group is not None
    ids = tuple(
        p.id
        for p in g.battlefield.values()
        if layers.is_creature(p) and matches(g, p, step.group, item.controller)
    )
    _add_pump(g, ids, step)
    return True


def _add_pump(g: GameState, ids: tuple[int, ...], step: Step) -> None:
    g.effects.append(
        Effect(g.new_timestamp(), "7c", ids, step.power, step.toughness, step.keywords, "eot")
    )
    pt = f"{step.power:+d}/{step.toughness:+d}"
    kw = f" and gains {', '.join(step.keywords)}" if step.keywords else ""
    for oid in ids:
        log(g, "pump", ("611.2", "613.4c"), card=g.name_of(oid), pt=pt, kw=kw)


def _draw(g: GameState, item: StackObject, step: Step) -> bool:
    player = _player(item, step)
    for _ in range(_amount(item, step)):  # CR 121.2: one card at a time
        draw_card(g, player)
    return True


def _lose_life(g: GameState, item: StackObject, step: Step) -> bool:
    lose_life(g, _player(item, step), _amount(item, step), ("119.3", "608.2"))
    return True


def _destroy(g: GameState, item: StackObject, step: Step) -> bool:
    destroy(g, _target(item, step), regenerate=step.regenerate, rules=("701.8a", "608.2"))
    return True


def _destroy_all(g: GameState, item: StackObject, step: Step) -> bool:
    assert step.group is not None
    doomed = [p.id for p in g.battlefield.values() if matches(g, p, step.group, item.controller)]
    for oid in doomed:  # simultaneously: the set was fixed first
        if oid in g.battlefield:
            destroy(g, oid, regenerate=step.regenerate, rules=("701.8a",))
    return True


def _bounce(g: GameState, item: StackObject, step: Step) -> bool:
    oid = _target(item, step)
    name = g.battlefield[oid].name
    leave_battlefield(g, oid, "hand")
    log(g, "bounce", ("400.7", "608.2"), card=name)
    return True


def _counter(g: GameState, item: StackObject, step: Step) -> bool:
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    target = find_item(g, _target(item, step))
    stack_to_zone(g, target, "graveyard")
    log(g, "countered", ("701.6a",), card=target.name)
    return True


def _discard(g: GameState, item: StackObject, step: Step) -> bool:
    """CR 701.9b: the discarding player chooses, unless the choice is forced."""
    player = _player(item, step)
    hand = g.players[player].hand
    n = _amount(item, step)
    if len(hand) <= n:
        discard_cards(g, player, list(hand))
        return True
    g.pending = Pending("choose", player, ("discard", n, tuple(hand)))
    return False


def discard_cards(g: GameState, player: int, cards: list[int], rules: tuple[str, ...] = ("701.9a",)) -> None:
    p = g.players[player]
    for oid in cards:
        name = g.names[oid]
        move_from_zone(g, player, "hand", oid, "graveyard")
        log(g, "discard", rules, player=p.name, card=name)


def _add_mana(g: GameState, item: StackObject, step: Step) -> bool:
    add_mana(g, item.controller, step.mana)
    return True


HANDLERS: dict[str, Callable[[GameState, StackObject, Step], bool]] = {
    "damage": _damage,
    "damage_each": _damage_each,
    "pump": _pump,
    "pump_all": _pump_all,
    "draw": _draw,
    "lose_life": _lose_life,
    "destroy": _destroy,
    "destroy_all": _destroy_all,
    "bounce": _bounce,
    "counter": _counter,
    "discard": _discard,
    "add_mana": _add_mana,
}


def answer_resolution_choice(g: GameState, purpose: str, data: tuple[Any, ...], chosen: tuple[Any, ...]) -> None:
    """Apply the answer to a choice made during resolution, then resume at the next step."""
    r = g.resolving
    assert r is not None
    player = g.pending.player if g.pending is not None else 0
    g.pending = None
    if purpose == "discard":
        discard_cards(g, player, list(chosen), ("701.9b",))
    g.resolving = Resolving(r.item, r.pc + 1, r.legal, r.memo)
