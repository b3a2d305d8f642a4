"""Damage and life (CR 119, 120; 702.2 deathtouch, 702.15 lifelink).

Damage is first *proposed* (a :class:`ProposedDamage` per source and
recipient) and passes through replacement and prevention
(``tolaria.mtg.rules.replacement``); what is left is then dealt here,
all of it at once (120.3, 510.2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tolaria.errors import IllegalAction
from tolaria.mtg.events import DamageDealt, LifeGained, LifeLost
from tolaria.mtg.kinds import CardType, StackKind
from tolaria.mtg.rules.changes import change_life, emit, mark_damage, remove_loyalty
from tolaria.mtg.rules.keyword_triggers import queue_damage_triggers
from tolaria.mtg.rules.layers import chars, last_known
from tolaria.mtg.state import GameState, LastKnown, ProposedDamage, StackObject


def source_of_permanent(g: GameState, oid: int) -> LastKnown:
    """A permanent as a damage source, now."""
    return last_known(chars(g, oid))


def source_of_item(g: GameState, item: StackObject) -> tuple[int, LastKnown]:
    """The source of a spell's or ability's damage: the spell itself, or the ability's source (as it last existed)."""
    if item.kind is not StackKind.SPELL and item.source:
        if item.source in g.battlefield:
            return item.source, source_of_permanent(g, item.source)
        if item.source_lki is not None:
            return item.source, item.source_lki
    spell = chars(g, item.id)
    return item.id, last_known(spell)


def deal(g: GameState, results: Sequence[ProposedDamage]) -> None:
    """Deal damage that survived prevention, simultaneously.

    CR 120.3a: damage to a player makes them lose that much life; 120.3c:
    to a planeswalker removes loyalty counters; 120.3e: to a creature is
    marked on it; 702.2b: from a deathtouch source it is lethal; 702.15b:
    a lifelink source's controller gains that much life (under a profile
    where deathtouch and lifelink trigger, 2008 502.63a and 502.68a, the
    triggers are queued instead).
    """
    rules = g.rules
    static_deathtouch = not rules.deathtouch_triggers
    static_lifelink = not rules.lifelink_triggers
    gains: dict[int, int] = {}
    creatures: set[int] = set()
    for d in results:
        if d.amount <= 0:
            continue
        info = d.source_info
        if d.to < 0:
            player = g.players[-1 - d.to]
            if player.lost:
                continue
            change_life(g, player.index, -d.amount)
            emit(g, DamageDealt(d.source, info.name, d.to, player.name, d.amount, d.combat, info.controller,
                                rules=d.rules + ("120.3a",) + _team_life(g)))
        else:
            perm = g.battlefield.get(d.to)
            if perm is None:
                continue  # CR 510.1c etc.: a recipient that left is dealt no damage
            c = chars(g, d.to)
            outcome: tuple[str, ...] = ()
            if CardType.PLANESWALKER in c.types:
                remove_loyalty(g, perm, d.amount)
                outcome += ("120.3c",)
            if c.is_creature:
                creatures.add(d.to)
                mark_damage(g, perm, d.amount, info.deathtouch and static_deathtouch)
                outcome += ("120.3e",)
            emit(g, DamageDealt(d.source, info.name, d.to, c.name, d.amount, d.combat, info.controller, rules=d.rules + outcome))
        if info.lifelink and static_lifelink:
            gains[info.controller] = gains.get(info.controller, 0) + d.amount
    for who, amount in gains.items():
        gain_life(g, who, amount, ("702.15b",))
    if not (static_deathtouch and static_lifelink):
        queue_damage_triggers(g, results, frozenset(creatures))


def gain_life(g: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player gains life (not a player who has left)."""
    if amount <= 0 or g.players[player].lost:
        return
    change_life(g, player, amount)
    emit(g, LifeGained(player, amount, rules=rules + _team_life(g)))


def lose_life(g: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player loses life."""
    if amount <= 0 or g.players[player].lost:
        return
    change_life(g, player, -amount)
    emit(g, LifeLost(player, amount, rules=rules + _team_life(g)))


def _team_life(g: GameState) -> tuple[str, ...]:
    """CR 810.9: in a game between teams, a player's life change is applied to the team's shared life total."""
    return ("810.9",) if g.teams else ()


def check_life_payment(g: GameState, payments: Mapping[int, int]) -> None:
    """Refuse a payment of life (IllegalAction with the rule) that the players can't make.

    ``payments`` is what each player pays for one cost or effect. CR
    119.4: a player may pay life only if their life total is at least the
    payment; 119.4b: anyone may pay 0. In Two-Headed Giant a teammate's
    life total is the team's (810.9a), and CR 119.4a and 810.9b cap the
    total that both team members pay by it; the 2008 rule (seed 004,
    215.4a) caps a payment by the team's life total, which is the same for
    a single payment. It says nothing of both teammates paying at once, so
    both profiles cap their total (810.9b).
    """
    paid: dict[tuple[int, ...], int] = {}
    for player, amount in payments.items():
        if amount < 0:
            raise IllegalAction(f"{g.players[player].name} can't pay a negative amount of life", "119.4")
        if amount:
            team = g.team_of(player)
            paid[team] = paid.get(team, 0) + amount
    for team, total in paid.items():
        life = g.players[team[0]].life
        if total > life:
            names = " and ".join(g.players[p].name for p in team if payments.get(p))
            if g.teams:
                rule = g.rules.cite_or("team_life_payment", ("119.4a", "810.9b"))[0]
                raise IllegalAction(f"{names} can't pay {total} life: their team has {life}", rule)
            raise IllegalAction(f"{names} can't pay {total} life with {life}", "119.4")


def pay_life(g: GameState, payments: Mapping[int, int]) -> None:
    """CR 119.4: pay life (checked first); the payment is subtracted from the life total, or from the
    team's (119.4a, 810.9; seed 004, 215.4a): the player loses that much life."""
    check_life_payment(g, payments)
    rules = g.rules.cite_or("team_life_payment", ("119.4a",)) if g.teams else ("119.4",)
    for player, amount in payments.items():
        lose_life(g, player, amount, rules)
