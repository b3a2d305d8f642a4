"""Damage and life (CR 119, 120, 702.2 deathtouch, 702.15 lifelink, 702.16e protection)."""

from __future__ import annotations

from typing import NamedTuple

from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.triggers import trigger
from tolaria.mtg.state import GameState


class Source(NamedTuple):
    """What matters about a damage source when it deals damage (last known information)."""

    id: int
    name: str
    controller: int
    colors: frozenset[str]
    deathtouch: bool
    lifelink: bool


def source_of_permanent(g: GameState, oid: int) -> Source:
    perm = g.battlefield[oid]
    return Source(
        oid,
        perm.name,
        perm.controller,
        layers.colors(g, perm),
        layers.has(g, perm, "deathtouch"),
        layers.has(g, perm, "lifelink"),
    )


def source_of_card(oid: int, name: str, controller: int) -> Source:
    d = card_def(name)
    return Source(
        oid, name, controller, d.colors, "deathtouch" in d.keywords, "lifelink" in d.keywords
    )


def prevented(g: GameState, src: Source, target: int) -> bool:
    """CR 702.16e: damage from a source of a protected-from color is prevented."""
    perm = g.battlefield.get(target)
    return perm is not None and bool(src.colors & layers.protection_colors(g, perm))


def deal_damage(
    g: GameState,
    src: Source,
    target: int,
    amount: int,
    rules: tuple[str, ...] = ("120.3",),
    combat: bool = False,
) -> int:
    """Deal damage to a player or permanent; returns the damage actually dealt.

    CR 120.3a: damage to a player makes them lose that much life;
    120.3c: to a planeswalker removes loyalty counters; 120.3e: to a
    creature is marked on it; 702.2b deathtouch; 702.15b lifelink.
    """
    if amount <= 0:
        return 0
    if prevented(g, src, target):
        log(g, "damage_prevented", ("702.16e", "615.1"), source=src.name, target=describe(g, target))
        return 0
    if g.effects:
        amount = apply_prevention(g, src, target, amount, combat)
        if amount <= 0:
            return 0
    if target < 0:
        p = g.players[-1 - target]
        if p.lost:
            return 0
        p.life -= amount
        log(g, "damage", rules + ("120.3a",), source=src.name, amount=amount, target=p.name)
        perm = g.battlefield.get(src.id)
        if perm is not None and p.index != src.controller:
            trigger(g, perm, "damages_opponent", target)
    else:
        perm = g.battlefield.get(target)
        if perm is None:
            return 0
        d = card_def(perm.name)
        if "planeswalker" in d.types:
            left = perm.counters.get("loyalty", 0) - amount
            perm.counters["loyalty"] = max(0, left)
        if d.is_creature:
            perm.damage += amount
            if src.deathtouch:
                perm.deathtouched = True
        log(g, "damage", rules + ("120.3e",), source=src.name, amount=amount, target=perm.name)
    if src.lifelink:
        gain_life(g, src.controller, amount, ("702.15b",))
    return amount


def apply_prevention(g: GameState, src: Source, target: int, amount: int, combat: bool) -> int:
    """Prevention effects (CR 615): "all combat damage this turn", then shields (615.7)."""
    if combat and any(e.layer == "prevent_combat" for e in g.effects):
        log(g, "damage_prevented", ("615.1a",), source=src.name, target=describe(g, target))
        return 0
    for i, e in enumerate(g.effects):
        if e.layer == "prevent" and e.ids == (target,) and e.power > 0 and amount > 0:
            used = min(e.power, amount)
            amount -= used
            g.effects[i] = e._replace(power=e.power - used)
            log(g, "damage_prevented", ("615.7",), source=src.name, target=describe(g, target))
    return amount


def gain_life(g: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    p = g.players[player]
    p.life += amount
    log(g, "life_gain", rules, player=p.name, amount=amount)


def lose_life(g: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    p = g.players[player]
    p.life -= amount
    log(g, "life_loss", rules, player=p.name, amount=amount)
