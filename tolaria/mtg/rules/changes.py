"""The mutation API: small changes to objects and players, each bumping the version (architecture, property 4).

Rules modules change the position through these functions (and the zone
changes of ``tolaria.mtg.rules.zones``), so that the version counter that
caches key on is bumped by the change itself, never by logging. Every
change worth telling is an event, given to :func:`emit`, which stamps it
with the turn and step, puts it in the state's outbox for ``Game.apply``
to collect, and lets triggered abilities notice it (603.2).
"""

from __future__ import annotations

from typing import Any

from tolaria.core.events import Event
from tolaria.mtg.events import StepBegan
from tolaria.mtg.kinds import MANA_TYPES, Step
from tolaria.mtg.oracle.abilities import BecomeCopy, GrantAbilities
from tolaria.mtg.rules import triggers, turn_history
from tolaria.mtg.state import ContinuousEffect, GameState, Permanent, Shield

STEP_WORDS = tuple(s.word for s in Step)


def event_step_word(g: GameState) -> str:
    """The step an event emitted now is stamped with."""
    return STEP_WORDS[g.step]


def emit(g: GameState, event: Event, before: dict[int, Any] | None = None) -> None:
    """Record an event and let triggered abilities notice it (603.2).

    ``before`` gives the characteristics of the battlefield as it was, for
    an event that leaves-the-battlefield abilities look back on (603.10a).
    """
    event.turn = g.turn
    event.step = STEP_WORDS[g.step]
    g.out.append(event)
    turn_history.record(g, event)
    if g.delayed and isinstance(event, StepBegan):
        triggers.delayed_due(g, event.begins)  # 603.7b: whether or not anything on the battlefield has abilities
    s = g.summary
    if before is not None or (s.triggers if s is not None and s.at == g.bf_gen else triggers.watchers(g)):
        triggers.notice(g, event, before)
    elif triggers.graveyard_watch(g):
        triggers.notice(g, event)  # 113.6m: a card in a graveyard may trigger


def tap(g: GameState, perm: Permanent) -> None:
    g.writable(perm.id).tapped = True
    g.changed()


def untap(g: GameState, perm: Permanent) -> None:
    g.writable(perm.id).tapped = False
    g.changed()


def mark_damage(g: GameState, perm: Permanent, amount: int, deathtouch: bool) -> None:
    """CR 120.3e: damage to a creature is marked on it; 702.2b: from a deathtouch source it is lethal."""
    perm = g.writable(perm.id)
    perm.damage += amount
    if deathtouch:
        perm.deathtouched = True
    g.maybe_marked = True
    g.changed(mana=False)


def clear_deathtouch(g: GameState, perm: Permanent) -> None:
    """CR 704.5h: "since the last time state-based actions were checked" starts over."""
    g.writable(perm.id).deathtouched = False
    g.changed(mana=False)


def remove_damage(g: GameState, perm: Permanent) -> None:
    perm = g.writable(perm.id)
    perm.damage = 0
    perm.deathtouched = False
    g.changed(mana=False)


def change_life(g: GameState, player: int, delta: int) -> None:
    """CR 119.3: a player's life total goes up or down (events are the caller's: damage, gain, loss).

    CR 810.9: in Two-Headed Giant, damage, loss and gain of life happen to
    the player, and the result is applied to the team's shared life total,
    which each teammate's life total shows (810.9a).
    """
    for q in g.team_of(player):
        g.players[q].life += delta
    turn_history.life_changed(g, player, delta)
    g.changed(mana=False)


def remove_loyalty(g: GameState, perm: Permanent, amount: int) -> None:
    """CR 120.3c: damage to a planeswalker removes that many loyalty counters."""
    perm = g.writable(perm.id)
    perm.counters["loyalty"] = max(0, perm.counters.get("loyalty", 0) - amount)
    perm.plain = None
    g.maybe_marked = True
    g.changed()


def set_counters(g: GameState, perm: Permanent, kind: str, n: int) -> None:
    perm = g.writable(perm.id)
    if n:
        perm.counters[kind] = n
    else:
        perm.counters.pop(kind, None)
    perm.plain = None
    g.maybe_marked = True
    g.changed()


def add_mana(g: GameState, player: int, symbols: tuple[str, ...]) -> None:
    """CR 106.3: mana goes into a player's mana pool."""
    pool = g.players[player].pool
    for s in symbols:
        pool[MANA_TYPES.index(s)] += 1
    g.changed()


def spend_mana(g: GameState, player: int, amounts: tuple[int, ...]) -> None:
    """CR 601.2h: mana leaves the pool to pay a cost (amounts in WUBRGC order)."""
    pool = g.players[player].pool
    for i, n in enumerate(amounts):
        pool[i] -= n
    g.changed()


def empty_pool(g: GameState, player: int) -> tuple[str, ...]:
    """CR 106.4: a pool empties; returns the mana lost."""
    p = g.players[player]
    lost = tuple(MANA_TYPES[i] for i, n in enumerate(p.pool) for _ in range(n))
    if lost:
        p.pool = [0, 0, 0, 0, 0, 0]
        g.changed()
    return lost


def add_effect(g: GameState, effect: ContinuousEffect) -> None:
    """A continuous effect from a resolved spell or ability begins (611.2)."""
    if _copies(effect):
        g.bf_gen += 1  # the battlefield summary counts a copy with the copied card's abilities (707.2)
    g.effects.append(effect)
    g.changed()


def set_effects(g: GameState, effects: list[ContinuousEffect]) -> None:
    """Continuous effects end (514.2, 800.4a): keep only ``effects``."""
    if any(_copies(e) for e in g.effects) or any(_copies(e) for e in effects):
        g.bf_gen += 1  # as in add_effect: a copy ending takes the copied abilities away
    g.effects = effects
    g.changed()


def _copies(effect: ContinuousEffect) -> bool:
    """Whether an effect gives abilities the battlefield summary must count: a copy's (707.2) or
    quoted ones (113.10)."""
    return any(isinstance(m, BecomeCopy | GrantAbilities) for m in effect.modifications)


def add_shield(g: GameState, shield: Shield) -> None:
    """A replacement or prevention effect from a resolved spell or ability begins (614, 615)."""
    g.shields.append(shield)
    g.changed()


def set_shields(g: GameState, shields: list[Shield]) -> None:
    g.shields = shields
    g.changed()


def set_sick(g: GameState, perm: Permanent, sick: bool) -> None:
    """CR 302.6: whether it has been under its controller's control since their turn began."""
    if perm.sick != sick:
        g.writable(perm.id).sick = sick
        g.changed()
