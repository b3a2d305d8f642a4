"""Combat: declaring attackers and blockers, and combat damage (CR 506-511).

Declarations are built one creature at a time ("attack"/"block" actions)
and checked as a whole when the player says "declare" (508.1, 509.1);
an illegal whole is refused and nothing changes (733).

Evasion and blocking restrictions: flying and reach (702.9b, 702.17b),
defender (702.3b), landwalk (702.14c), protection (702.16f),
"can't be blocked by" statics, menace (702.111b). Damage: first strike
and double strike (702.7, 702.4, 510.4), free division among blockers
(510.1c), trample (702.19b), deathtouch (702.2c), lifelink (702.15b).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from tolaria.errors import IllegalAction
from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.damage import deal_damage, source_of_permanent
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.targeting import matches
from tolaria.mtg.rules.triggers import trigger
from tolaria.mtg.state import GameState, Pending, Permanent, player_ref

# ------------------------------------------------------------- attackers


def can_attack(g: GameState, perm: Permanent) -> bool:
    """CR 508.1a, 302.6, 702.3b: untapped, not sick (or haste), not a defender."""
    if perm.controller != g.active or perm.tapped or not card_def(perm.name).is_creature:
        return False
    if perm.sick and not layers.has(g, perm, "haste"):
        return False
    return not layers.has(g, perm, "defender")


def attack_targets(g: GameState) -> list[int]:
    """Players and planeswalkers the active player may attack (508.1b)."""
    out = [player_ref(i) for i in g.opponents(g.active)]
    for perm in g.battlefield.values():
        if perm.controller != g.active and "planeswalker" in card_def(perm.name).types:
            out.append(perm.id)
    return out


def start_declare_attackers(g: GameState) -> None:
    """CR 508.1: the active player declares attackers (skipped when none can attack)."""
    assert g.combat is not None
    g.combat.declared = []
    if not any(can_attack(g, p) for p in g.battlefield.values()):
        log(g, "no_attackers", ("508.1a",), player=g.players[g.active].name)
        return
    g.priority = None
    g.pending = Pending("declare_attackers", g.active)


def attack_actions(g: GameState) -> list[tuple[int, int]]:
    """(creature, what it attacks) pairs that may still be added to the declaration."""
    assert g.combat is not None
    declared = {a for a, _ in g.combat.declared}
    targets = attack_targets(g)
    return [
        (p.id, t)
        for p in g.battlefield.values()
        if p.id not in declared and can_attack(g, p)
        for t in targets
    ]


def check_attacker(g: GameState, creature: int, target: int) -> None:
    """Refuse one attacker that can't attack (raises IllegalAction)."""
    assert g.combat is not None
    perm = g.battlefield.get(creature)
    if perm is None or not card_def(perm.name).is_creature or perm.controller != g.active:
        raise IllegalAction("only creatures the active player controls can attack", "508.1a")
    if any(a == creature for a, _ in g.combat.declared):
        raise IllegalAction(f"{perm.name} is already declared as an attacker", "508.1a")
    if perm.tapped:
        raise IllegalAction(f"{perm.name} is tapped and can't attack", "508.1a")
    if perm.sick and not layers.has(g, perm, "haste"):
        raise IllegalAction(
            f"{perm.name} hasn't been under its controller's control since the turn began", "302.6"
        )
    if layers.has(g, perm, "defender"):
        raise IllegalAction(f"{perm.name} has defender and can't attack", "702.3b")
    if target not in attack_targets(g):
        raise IllegalAction(f"{describe(g, target)} can't be attacked", "508.1b")


def attack_problem(g: GameState) -> IllegalAction | None:
    """CR 508.1d: a creature that "attacks each combat if able" must be declared if it can attack."""
    c = g.combat
    assert c is not None
    declared = {a for a, _ in c.declared}
    for perm in g.battlefield.values():
        if perm.id not in declared and card_def(perm.name).must_attack and can_attack(g, perm):
            return IllegalAction(f"{perm.name} attacks each combat if able", "508.1d")
    return None


def finish_attackers(g: GameState) -> None:
    """CR 508.1f-k: tap the attackers (not those with vigilance), they become attacking."""
    c = g.combat
    assert c is not None
    names = []
    for creature, target in c.declared:
        perm = g.battlefield[creature]
        if not layers.has(g, perm, "vigilance"):
            perm.tapped = True  # 508.1f, 702.20b
        c.attackers[creature] = target
        names.append(perm.name)
        trigger(g, perm, "attacks")  # 508.1m
    c.declared = []
    c.declared_any = bool(names)
    who = g.players[g.active].name
    if names:
        log(g, "attackers", ("508.1", "508.1f"), player=who, cards=", ".join(names))
    else:
        log(g, "no_attackers", ("508.1",), player=who)
    g.pending = None
    g.priority = g.active
    g.passes = 0


# -------------------------------------------------------------- blockers


def defending_players(g: GameState) -> list[int]:
    """Players being attacked, or controlling an attacked planeswalker, in turn order."""
    c = g.combat
    assert c is not None
    out: list[int] = []
    for target in c.attackers.values():
        who = -1 - target if target < 0 else g.battlefield[target].controller
        if who not in out:
            out.append(who)
    n = len(g.players)
    return sorted(out, key=lambda p: (p - g.active) % n)


def can_block(g: GameState, blocker: Permanent, attacker: Permanent, defender: int) -> bool:
    """Whether ``blocker`` may block ``attacker`` on its own (509.1a-b); menace is checked on the whole."""
    if blocker.controller != defender or blocker.tapped or not card_def(blocker.name).is_creature:
        return False
    c = g.combat
    assert c is not None
    target = c.attackers.get(attacker.id)
    if target is None:
        return False
    attacked = -1 - target if target < 0 else g.battlefield[target].controller
    if attacked != defender:
        return False
    if layers.has(g, attacker, "flying") and not (
        layers.has(g, blocker, "flying") or layers.has(g, blocker, "reach")
    ):
        return False  # 702.9b
    d = card_def(attacker.name)
    if d.landwalk and any(
        p.controller == defender and (card_def(p.name).subtypes & d.landwalk)
        for p in g.battlefield.values()
    ):
        return False  # 702.14c
    if layers.colors(g, blocker) & layers.protection_colors(g, attacker):
        return False  # 702.16f
    return all(not matches(g, blocker, flt, attacker.controller) for flt in d.cant_be_blocked_by)


def start_declare_blockers(g: GameState) -> None:
    """CR 509.1: each defending player declares blockers (skipped when none can block)."""
    c = g.combat
    assert c is not None
    c.declared = []
    _next_blocking_player(g, defending_players(g))


def _next_blocking_player(g: GameState, queue: list[int]) -> None:
    c = g.combat
    assert c is not None
    while queue:
        defender = queue.pop(0)
        if any(
            can_block(g, b, g.battlefield[a], defender)
            for b in g.battlefield.values()
            if b.controller == defender
            for a in c.attackers
        ):
            g.priority = None
            g.pending = Pending("declare_blockers", defender, tuple(queue))
            return
        log(g, "no_blockers", ("509.1a",), player=g.players[defender].name)
    _blockers_declared(g)


def block_actions(g: GameState, defender: int) -> list[tuple[int, int]]:
    """(blocker, attacker) pairs that may still be added to the declaration."""
    c = g.combat
    assert c is not None
    used = {b for b, _ in c.declared}
    return [
        (b.id, a)
        for b in g.battlefield.values()
        if b.controller == defender and b.id not in used
        for a in c.attackers
        if can_block(g, b, g.battlefield[a], defender)
    ]


def check_blocker(g: GameState, defender: int, blocker: int, attacker: int) -> None:
    """Refuse one block that is illegal by itself (raises IllegalAction)."""
    c = g.combat
    assert c is not None
    b = g.battlefield.get(blocker)
    a = g.battlefield.get(attacker)
    if b is None or not card_def(b.name).is_creature or b.controller != defender:
        raise IllegalAction("only creatures the defending player controls can block", "509.1a")
    if a is None or attacker not in c.attackers:
        raise IllegalAction(f"{describe(g, attacker)} is not attacking", "509.1a")
    if any(x == blocker for x, _ in c.declared):
        raise IllegalAction(f"{b.name} is already blocking", "509.1a")
    if b.tapped:
        raise IllegalAction(f"{b.name} is tapped and can't block", "509.1a")
    if not can_block(g, b, a, defender):
        raise IllegalAction(f"{b.name} can't block {a.name}", _block_rule(g, b, a))


def _block_rule(g: GameState, b: Permanent, a: Permanent) -> str:
    if layers.has(g, a, "flying") and not (layers.has(g, b, "flying") or layers.has(g, b, "reach")):
        return "702.9b"
    if layers.colors(g, b) & layers.protection_colors(g, a):
        return "702.16f"
    if card_def(a.name).landwalk:
        return "702.14c"
    return "509.1b"


def declaration_problem(g: GameState) -> IllegalAction | None:
    """Check the blocking declaration as a whole (509.1b-c): menace needs two blockers."""
    c = g.combat
    assert c is not None
    count: dict[int, int] = {}
    for _, a in c.declared:
        count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        perm = g.battlefield[a]
        if n < 2 and layers.has(g, perm, "menace"):
            return IllegalAction(
                f"{perm.name} has menace and can't be blocked except by two or more creatures",
                "702.111b",
            )
    return None


def finish_blockers(g: GameState) -> None:
    """CR 509.1g-h: the blockers become blocking; attackers become blocked or unblocked."""
    c = g.combat
    assert c is not None
    pending = g.pending
    assert pending is not None
    parts = []
    newly_blocked: list[int] = []
    for b, a in c.declared:
        c.blockers[b] = [a]
        if a not in c.blocked:
            newly_blocked.append(a)
        c.blocked.setdefault(a, []).append(b)
        parts.append(f"{g.battlefield[b].name} blocks {g.battlefield[a].name}")
    _blocking_triggers(g, c.declared, newly_blocked)
    who = g.players[pending.player].name
    if parts:
        log(g, "blockers", ("509.1g", "509.1h"), player=who, blocks="; ".join(parts))
    else:
        log(g, "no_blockers", ("509.1",), player=who)
    c.declared = []
    g.pending = None
    _next_blocking_player(g, list(pending.data))


def _blocking_triggers(g: GameState, declared: list[tuple[int, int]], newly_blocked: list[int]) -> None:
    """CR 509.1i, 509.3a-d: "blocks", "blocks a creature", "becomes blocked", "becomes blocked by a creature"."""
    for b, a in declared:
        blocker = g.battlefield[b]
        trigger(g, blocker, "blocks")
        trigger(g, blocker, "blocks_creature", a)
    for a in newly_blocked:
        attacker = g.battlefield[a]
        trigger(g, attacker, "becomes_blocked")
        for b, x in declared:
            if x == a:
                trigger(g, attacker, "blocked_by_creature", b)


def _blockers_declared(g: GameState) -> None:
    g.pending = None
    g.priority = g.active
    g.passes = 0


# ---------------------------------------------------------------- damage


def has_first_strike_step(g: GameState) -> bool:
    """CR 510.4: a first strike step happens if an attacker or blocker has first or double strike."""
    c = g.combat
    assert c is not None
    for oid in list(c.attackers) + list(c.blockers):
        perm = g.battlefield.get(oid)
        if perm is not None and (
            layers.has(g, perm, "first strike") or layers.has(g, perm, "double strike")
        ):
            return True
    return False


def _deals_damage_now(g: GameState, perm: Permanent, first_strike_step: bool) -> bool:
    """CR 510.4 / 702.4b / 702.7b: who assigns combat damage in this step."""
    c = g.combat
    assert c is not None
    fs = layers.has(g, perm, "first strike")
    ds = layers.has(g, perm, "double strike")
    if first_strike_step:
        return fs or ds
    if not c.first_strike:
        return True
    return ds or perm.id not in c.struck


def _lethal(g: GameState, blocker: int, deathtouch: bool) -> int:
    """Damage that counts as lethal for trample (702.19b, 702.2c)."""
    perm = g.battlefield[blocker]
    left = max(0, layers.toughness(g, perm) - perm.damage)
    return min(left, 1) if deathtouch else left


def start_combat_damage(g: GameState, first_strike_step: bool) -> None:
    """CR 510.1: assign combat damage, asking only where there is a real choice."""
    c = g.combat
    assert c is not None
    queue = []
    for a in c.attackers:
        perm = g.battlefield[a]
        if _deals_damage_now(g, perm, first_strike_step) and layers.power(g, perm) > 0:
            if len(damage_options(g, a)) > 1:
                queue.append(a)
    _ask_next_assignment(g, tuple(queue), (), first_strike_step)


def damage_options(g: GameState, attacker: int) -> list[tuple[tuple[int, int], ...]]:
    """Every legal division of an attacker's combat damage (510.1c, 702.19b)."""
    c = g.combat
    assert c is not None
    perm = g.battlefield[attacker]
    amount = layers.power(g, perm)
    blockers = [b for b in c.blocked.get(attacker, []) if b in g.battlefield]
    trample = layers.has(g, perm, "trample")
    target = c.attackers[attacker]
    if attacker not in c.blocked:
        return [((target, amount),)]  # 510.1b
    if not blockers:
        return [((target, amount),)] if trample else [()]  # 702.19d / 510.1c
    recipients = blockers + ([target] if trample else [])
    if len(recipients) == 1:
        return [((recipients[0], amount),)]
    deathtouch = layers.has(g, perm, "deathtouch")
    lethal = [_lethal(g, b, deathtouch) for b in blockers]
    out = []
    for combo in combinations_with_replacement(range(len(recipients)), amount):
        split = [0] * len(recipients)
        for i in combo:
            split[i] += 1
        if trample and split[-1] > 0 and any(s < need for s, need in zip(split, lethal, strict=False)):
            continue  # 702.19b: lethal to every blocker before any to the player
        out.append(tuple((r, n) for r, n in zip(recipients, split, strict=True) if n))
    return out


def _ask_next_assignment(
    g: GameState, queue: tuple[int, ...], chosen: tuple[Any, ...], first_strike_step: bool
) -> None:
    c = g.combat
    assert c is not None
    if queue:
        a = queue[0]
        g.priority = None
        g.pending = Pending(
            "assign_damage",
            g.battlefield[a].controller,
            (a, queue[1:], chosen, first_strike_step),
        )
        return
    deal_combat_damage(g, dict(chosen), first_strike_step)


def answer_assignment(g: GameState, division: tuple[tuple[int, int], ...]) -> None:
    pending = g.pending
    assert pending is not None
    a, queue, chosen, fs = pending.data
    perm = g.battlefield[a]
    text = ", ".join(f"{n} to {describe(g, r)}" for r, n in division)
    log(g, "assign", ("510.1c", "702.19b"), card=perm.name, division=text)
    g.pending = None
    _ask_next_assignment(g, queue, chosen + ((a, division),), fs)


def deal_combat_damage(
    g: GameState, chosen: dict[int, tuple[tuple[int, int], ...]], first_strike_step: bool
) -> None:
    """CR 510.2: all combat damage is dealt simultaneously."""
    c = g.combat
    assert c is not None
    dealt: list[tuple[int, int, int]] = []  # (source, recipient, amount)
    for a in list(c.attackers):
        perm = g.battlefield[a]
        if not _deals_damage_now(g, perm, first_strike_step) or layers.power(g, perm) <= 0:
            continue
        division = chosen.get(a) or damage_options(g, a)[0]
        dealt.extend((a, r, n) for r, n in division)
    for b, attacked in c.blockers.items():
        perm = g.battlefield[b]
        if not _deals_damage_now(g, perm, first_strike_step):
            continue
        power = layers.power(g, perm)
        alive = [a for a in attacked if a in g.battlefield]
        if power > 0 and len(alive) == 1:
            dealt.append((b, alive[0], power))  # 510.1d
    sources = {s: source_of_permanent(g, s) for s, _, _ in dealt}
    for s, r, n in dealt:
        rule = "510.1b" if r < 0 else "510.1c"
        deal_damage(g, sources[s], r, n, ("510.2", rule), combat=True)
    if first_strike_step:
        c.struck = [s for s in sources]
    g.priority = g.active
    g.passes = 0
