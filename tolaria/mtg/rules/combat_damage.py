"""Combat damage (CR 510; 702.4 double strike, 702.7 first strike, 702.19 trample, 702.2c deathtouch).

As a combat damage step begins, each attacking and blocking creature that
deals damage in it assigns its damage (510.1). Where there is a real
choice (two or more recipients) its controller divides the damage one
recipient at a time: "how much of what is left goes to this one?", with
only the amounts that keep the division legal offered (510.1c-d;
trample: lethal damage to every blocker before any to the player,
702.19b). Then all of it is dealt at once (510.2), through prevention.

Under the 2008 rules (``combat_damage_on_stack``) the assigned damage
goes on the stack as one object instead, players get priority, and it is
dealt when that object resolves, as assigned (seed 000, 310.1-310.4).
"""

from __future__ import annotations

from tolaria.core.records import evolve
from tolaria.errors import IllegalAction
from tolaria.mtg import decisions
from tolaria.mtg.events import CombatDamageNotDealt, CombatDamageOnStack, DamageAssigned, Resolved
from tolaria.mtg.kinds import CardType, StackKind
from tolaria.mtg.oracle.abilities import AssignsAsThoughUnblocked, AssignsDamageByToughness
from tolaria.mtg.rules import banding, keywords
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.damage import source_of_permanent
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.replacement import start_damage
from tolaria.mtg.state import (
    COMBAT_DAMAGE_NAME,
    AssignedCombatDamage,
    Assignment,
    GameState,
    ProposedDamage,
    StackObject,
)

Division = tuple[tuple[int, int], ...]  # (recipient, amount)


def has_first_strike_step(g: GameState) -> bool:
    """CR 510.4: there is a first strike step if an attacker or blocker has first or double strike."""
    c = g.combat
    assert c is not None
    return any(
        oid in g.battlefield and keywords.strikes_first(chars(g, oid)) for oid in list(c.attackers) + list(c.blockers)
    )


def deals_damage_now(g: GameState, oid: int, first_strike_step: bool) -> bool:
    """CR 510.4, 702.4b, 702.7b: who assigns combat damage in this step."""
    c = g.combat
    assert c is not None
    ch = chars(g, oid)
    if first_strike_step:
        return keywords.strikes_first(ch)
    if not c.first_strike:
        return True
    return keywords.strikes_twice(ch) or oid not in c.struck


def recipients(g: GameState, source: int) -> tuple[int, ...]:
    """Who a creature may assign its combat damage to now, in the order it is asked about (510.1b-d)."""
    c = g.combat
    assert c is not None
    if source in c.attackers:
        target = c.attackers[source]
        reachable = _still_there(g, target)
        if source not in c.blocked:
            return (target,) if reachable else ()  # 510.1b
        blockers = tuple(b for b in c.blocked[source] if b in g.battlefield and b in c.blockers)
        if _any_banding(g) and banding.divider(g, source) is not None:
            return blockers  # CR 702.22j: divided among the creatures blocking it, by the defending player
        if reachable and _may_assign_as_unblocked(g, source):
            return (target,) + blockers  # the player it attacks first: all of it, or none and divide (510.1b-c)
        if keywords.tramples(chars(g, source)):
            return blockers + ((target,) if reachable else ())  # 702.19b, 702.19d
        return blockers  # 510.1c
    attacked = tuple(a for a in c.blockers.get(source, []) if a in g.battlefield and a in c.attackers)
    return attacked  # 510.1d


def _any_banding(g: GameState) -> bool:
    """Whether a creature in this combat uses banding (cheap: most combats have none)."""
    c = g.combat
    assert c is not None
    return any(banding.uses_banding(chars(g, x)) for x in list(c.attackers) + list(c.blockers) if x in g.battlefield)


def _divider(g: GameState, source: int) -> int:
    """Who divides a creature's combat damage: its controller (510.1c-d), or as banding says (702.22j-k)."""
    chooser = banding.divider(g, source) if _any_banding(g) else None
    return chooser if chooser is not None else chars(g, source).controller


def _still_there(g: GameState, target: int) -> bool:
    """CR 510.1b, 800.4e: a planeswalker that left, or a player who left, gets no combat damage."""
    if target < 0:
        return not g.players[-1 - target].lost
    return target in g.battlefield


def combat_damage_amount(g: GameState, source: int) -> int:
    """CR 510.1a: a creature assigns combat damage equal to its power, or to its toughness where an
    ability says "assigns combat damage equal to its toughness rather than its power"."""
    c = chars(g, source)
    if c.statics and any(isinstance(s, AssignsDamageByToughness) for s in c.statics):
        return c.toughness or 0
    return c.power or 0


def amount_options(g: GameState, a: Assignment) -> list[int]:
    """The amounts that may go to the recipient asked about now, keeping the division legal."""
    power = max(0, combat_damage_amount(g, a.source))
    remaining = power - sum(a.amounts)
    index = len(a.amounts)
    last = index == len(a.recipients) - 1
    if last:
        return [remaining]
    if index == 0 and _as_though_unblocked(g, a):
        return sorted({0, remaining})  # all of it as though unblocked (510.1b), or none of it
    tramples = _trample_player(g, a)
    if tramples and index == len(a.recipients) - 2:
        # The last blocker before the player: the player may get damage only if every
        # blocker has been assigned lethal damage (702.19b).
        lethal_before = all(a.amounts[i] >= _lethal(g, a, i) for i in range(index))
        if not lethal_before:
            return [remaining]
        need = _lethal(g, a, index)
        return sorted({remaining} | set(range(min(need, remaining), remaining + 1)))
    return list(range(0, remaining + 1))


def _may_assign_as_unblocked(g: GameState, source: int) -> bool:
    """"You may have ~ assign its combat damage as though it weren't blocked" (510.1b-c). Read with
    trample too, the choice is this one: all to the player, or divided among the blockers alone."""
    return any(isinstance(s, AssignsAsThoughUnblocked) for s in chars(g, source).statics)


def _as_though_unblocked(g: GameState, a: Assignment) -> bool:
    """Whether ``a`` is a blocked attacker's division that offers the player it attacks first (510.1b)."""
    c = g.combat
    assert c is not None
    return (
        a.source in c.blocked
        and a.source in c.attackers
        and len(a.recipients) > 1
        and a.recipients[0] == c.attackers[a.source]
        and _may_assign_as_unblocked(g, a.source)
    )


def _trample_player(g: GameState, a: Assignment) -> bool:
    c = g.combat
    assert c is not None
    return a.source in c.attackers and a.source in c.blocked and keywords.tramples(chars(g, a.source)) and bool(
        a.recipients
    ) and a.recipients[-1] == c.attackers[a.source]


def _lethal(g: GameState, a: Assignment, index: int) -> int:
    """CR 702.19b, 702.2c: lethal damage to the index-th blocker, counting damage already assigned to it this step."""
    blocker = a.recipients[index]
    # CR 702.2c; under the 2008 rules deathtouch is a trigger, so lethal damage is the toughness left.
    deathtouch = keywords.Keyword.DEATHTOUCH in chars(g, a.source).keywords and not g.rules.deathtouch_triggers
    already = sum(n for _, division in a.done for r, n in division if r == blocker)
    left = max(0, keywords.lethal_damage(g, blocker, False) - already)
    return min(left, 1) if deathtouch else left


def start_combat_damage(g: GameState, first_strike_step: bool) -> None:
    """CR 510.1: assign combat damage, asking only where there is a real choice."""
    c = g.combat
    assert c is not None
    queue = tuple(
        oid
        for oid in list(c.attackers) + list(c.blockers)
        if oid in g.battlefield and deals_damage_now(g, oid, first_strike_step) and combat_damage_amount(g, oid) > 0
    )
    _next(g, queue, (), first_strike_step)


def _next(g: GameState, queue: tuple[int, ...], done: tuple[tuple[int, Division], ...], fs: bool) -> None:
    """Assign for each creature in turn; deal it all when every creature has assigned."""
    while queue:
        source, queue = queue[0], queue[1:]
        to = recipients(g, source)
        if not to:
            continue
        a = _fill_forced(g, Assignment(source, to, (), queue, done, fs))
        if len(a.amounts) < len(a.recipients):
            _ask(g, a)
            return
        done = _record(g, a)
    g.assignment = None
    g.moved_on()
    _deal(g, done, fs)


def _fill_forced(g: GameState, a: Assignment) -> Assignment:
    """Take every share that has only one legal amount, without asking (the engine asks only real choices)."""
    while len(a.amounts) < len(a.recipients):
        options = amount_options(g, a)
        if len(options) != 1:
            break
        a = evolve(a, amounts=a.amounts + (options[0],))
    return a


def _ask(g: GameState, a: Assignment) -> None:
    power = combat_damage_amount(g, a.source)
    g.assignment = a
    g.priority = None
    g.pending = decisions.AssignDamage(
        g.players[_divider(g, a.source)].name, a.source, a.recipients[len(a.amounts)], power - sum(a.amounts)
    )
    g.moved_on()


def _record(g: GameState, a: Assignment) -> tuple[tuple[int, Division], ...]:
    """The finished division of one creature, told if its controller chose it (510.1c-d)."""
    division = tuple((r, n) for r, n in zip(a.recipients, a.amounts, strict=True) if n)
    if len(a.recipients) > 1:
        names = tuple(g.name_of(r) for r, _ in division)
        rules: tuple[str, ...] = ("510.1c", "702.19b")
        if _any_banding(g) and banding.divider(g, a.source) is not None:
            rules = ("702.22j",) if a.source in (g.combat.attackers if g.combat else {}) else ("702.22k",)
        emit(g, DamageAssigned(a.source, chars(g, a.source).name, division, names, rules=rules))
    return a.done + ((a.source, division),)


def answer(g: GameState, amount: int) -> None:
    """The player assigned ``amount`` to the recipient asked about; carry on."""
    a = g.assignment
    assert a is not None
    g.pending = None
    a = _fill_forced(g, evolve(a, amounts=a.amounts + (amount,)))
    if len(a.amounts) < len(a.recipients):
        _ask(g, a)
        return
    _next(g, a.queue, _record(g, a), a.first_strike_step)


def answer_abandoned(g: GameState, a: Assignment) -> None:
    """The player dividing ``a.source``'s damage left the game: it assigns none; the others go on."""
    _next(g, a.queue, a.done, a.first_strike_step)


def _deal(g: GameState, done: tuple[tuple[int, Division], ...], first_strike_step: bool) -> None:
    """CR 510.2: all assigned combat damage is dealt at once (under the 2008 rules, it goes on the stack first)."""
    c = g.combat
    assert c is not None
    shares = []
    for source, division in done:
        for r, n in division:
            if source in c.blockers:
                rule = "510.1d"
            else:
                rule = "510.1b" if source not in c.blocked or r == c.attackers.get(source) else "510.1c"
            shares.append(AssignedCombatDamage(source, r, n, rule, g.name_of(r)))
    if first_strike_step:
        c.struck = [s for s, _ in done]
    g.moved_on()
    if g.rules.combat_damage_on_stack:
        _put_on_stack(g, tuple(shares), first_strike_step)
        return
    proposals = [
        ProposedDamage(a.source, source_of_permanent(g, a.source), a.to, a.amount, True, ("510.2", a.rule)) for a in shares
    ]
    if start_damage(g, proposals, "combat"):
        after_combat_damage(g)


def _put_on_stack(g: GameState, shares: tuple[AssignedCombatDamage, ...], first_strike_step: bool) -> None:
    """2008 310.1, 310.3: the assigned damage goes on the stack as one object; the active player gets priority.

    With no damage assigned (every creature's power 0, or no recipient left)
    there is no object: the step goes on as if it had resolved.
    """
    if shares:
        item = StackObject(
            g.new_id(), StackKind.COMBAT_DAMAGE, COMBAT_DAMAGE_NAME, g.active, g.active, assigned=shares
        )
        g.stack.append(item)
        g.changed(mana=False)
        rules = g.rules.cite("combat_damage_on_stack") + (g.rules.cite("first_strike_steps") if first_strike_step else ())
        emit(g, CombatDamageOnStack(item.id, len(shares), rules=rules))
    after_combat_damage(g)


def resolve_combat_damage(g: GameState, item: StackObject) -> bool:
    """2008 310.4: the combat damage object resolves: all its damage is dealt at once, as assigned.

    A source that has left deals its damage as it last existed (310.4b);
    damage assigned to a creature or planeswalker that is gone, or is no
    longer one, is not dealt (310.4c); a player who left the game is dealt
    none (800.4a). True when it was all dealt; False if a prevention choice
    suspended it (the batch finishes it).
    """
    g.stack.remove(item)
    g.changed(mana=False)
    emit(g, Resolved(item.id, COMBAT_DAMAGE_NAME, item.kind, rules=g.rules.cite("combat_damage_dealt")))
    dealt = g.rules.cite("combat_damage_dealt")
    proposals = []
    for a in item.assigned:
        if a.source in g.battlefield:
            info = source_of_permanent(g, a.source)
            rules = dealt + (a.rule,)
        else:
            assert a.source_lki is not None, "a source that left has its last known information"
            info = a.source_lki
            rules = dealt + g.rules.cite("combat_damage_source_gone") + (a.rule,)
        if not _still_a_recipient(g, a.to):
            if a.to > 0:
                gone = g.rules.cite("combat_damage_recipient_gone")
                emit(g, CombatDamageNotDealt(a.source, info.name, a.to, a.to_name, a.amount, rules=gone))
            continue
        proposals.append(ProposedDamage(a.source, info, a.to, a.amount, True, rules))
    return start_damage(g, proposals, "combat object")


def _still_a_recipient(g: GameState, to: int) -> bool:
    """2008 310.4c: a creature or planeswalker assigned damage must still be one, on the battlefield."""
    if to < 0:
        return not g.players[-1 - to].lost
    if to not in g.battlefield:
        return False
    c = chars(g, to)
    return c.is_creature or CardType.PLANESWALKER in c.types


def after_combat_damage(g: GameState) -> None:
    """The active player gets priority after combat damage (510.3)."""
    g.priority = g.active
    g.passes = 0
    g.moved_on()


def check_amount(g: GameState, amount: int) -> None:
    a = g.assignment
    assert a is not None
    options = amount_options(g, a)
    if amount not in options:
        recipient = g.name_of(a.recipients[len(a.amounts)])
        rule = "702.19b" if _trample_player(g, a) else "510.1c"
        raise IllegalAction(f"{amount} damage to {recipient} is not a legal part of this division", rule)
