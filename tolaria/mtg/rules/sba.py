"""State-based actions (CR 704): one function per rule, performed together.

Each ``*_704_5x`` function looks at the game and returns what its rule
would do, without doing it. :func:`check_state_based_actions` collects
them all and performs them at once as a single event (704.3); the check
repeats until none applies (117.5). A check that found nothing is not
repeated until something changes (the version counter).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tolaria.mtg.cards.subtypes import PLANESWALKER_TYPES
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.events import CountersCancelled, Destroyed, PutIntoGraveyard, Unattached
from tolaria.mtg.kinds import CardType, Counter, Supertype, Zone
from tolaria.mtg.oracle.abilities import (
    AddAbilities,
    ControlledBy,
    LoseAllAbilities,
    Modification,
    ModifyPT,
    SetColors,
    SetPT,
)
from tolaria.mtg.rules import control
from tolaria.mtg.rules.attachments import attachment_problem, is_aura, is_equipment
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import clear_deathtouch, emit, set_counters
from tolaria.mtg.rules.game_end import cant_lose, lose
from tolaria.mtg.rules.keywords import indestructible
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.replacement import regenerated_instead
from tolaria.mtg.rules.teams import poison_to_lose
from tolaria.mtg.rules.zones import Departure, leave_battlefield
from tolaria.mtg.state import GameState, Permanent


@dataclass(slots=True)
class Found:
    """What the state-based actions found this round, to be performed at once (704.3)."""

    losers: list[tuple[int, str, str]] = field(default_factory=list)  # (player, why, rule)
    to_graveyard: list[tuple[int, str, str]] = field(default_factory=list)  # (permanent, rule, why)
    to_destroy: list[tuple[int, str, str]] = field(default_factory=list)
    cancel_counters: list[int] = field(default_factory=list)
    unattach: list[tuple[int, str, str]] = field(default_factory=list)  # (permanent, rule, why)
    # The permanents and their characteristics, read once for all the checks.
    permanents: list[tuple[Permanent, Chars]] = field(default_factory=list)
    legend_choices: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)  # (player, legends)

    def __bool__(self) -> bool:
        return bool(
            self.losers or self.to_graveyard or self.to_destroy or self.cancel_counters or self.legend_choices or self.unattach
        )


def zero_life_704_5a(g: GameState, found: Found) -> None:
    """CR 704.5a: a player with 0 or less life loses the game; 810.8c: a team whose shared life total is
    0 or less loses (each teammate's life total is the team's, 810.9a)."""
    why, rule = ("their team's life total is 0 or less", "810.8c") if g.teams else ("0 or less life", "704.5a")
    for p in g.players:
        if not p.lost and p.life <= 0:
            found.losers.append((p.index, why, rule))


def drew_from_empty_library_704_5b(g: GameState, found: Found) -> None:
    """CR 704.5b: a player who attempted to draw from an empty library loses the game."""
    for p in g.players:
        if not p.lost and p.drew_from_empty and all(x[0] != p.index for x in found.losers):
            found.losers.append((p.index, "drew from an empty library", "704.5b"))


def ten_poison_704_5c(g: GameState, found: Found) -> None:
    """CR 704.5c: a player with ten or more poison counters loses the game; 810.8d: a team with fifteen
    or more (its players share them, 810.10)."""
    limit = poison_to_lose(g)
    why, rule = (f"their team has {limit} or more poison counters", "810.8d") if g.teams else ("ten or more poison counters", "704.5c")
    for p in g.players:
        if not p.lost and p.poison >= limit and all(x[0] != p.index for x in found.losers):
            found.losers.append((p.index, why, rule))


def zero_toughness_704_5f(g: GameState, found: Found) -> None:
    """CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard (no regeneration)."""
    for perm, c in found.permanents:
        if c.is_creature and (c.toughness or 0) <= 0:
            found.to_graveyard.append((perm.id, "704.5f", "toughness 0 or less"))


def lethal_damage_704_5g(g: GameState, found: Found) -> None:
    """CR 704.5g: a creature with lethal damage marked on it is destroyed (one with indestructible
    can't be, 702.12b, so it stays, damage and all)."""
    for perm, c in found.permanents:
        if perm.damage and c.is_creature and 0 < (c.toughness or 0) <= perm.damage and not indestructible(c):
            found.to_destroy.append((perm.id, "704.5g", "lethal damage"))


def deathtouch_damage_704_5h(g: GameState, found: Found) -> None:
    """CR 704.5h: a creature dealt damage by a deathtouch source since the last check is destroyed."""
    listed = {x[0] for x in found.to_destroy}
    for perm, c in found.permanents:
        if perm.deathtouched and perm.id not in listed and c.is_creature and (c.toughness or 0) > 0 and not indestructible(c):
            found.to_destroy.append((perm.id, "704.5h", "deathtouch damage"))


def no_loyalty_704_5i(g: GameState, found: Found) -> None:
    """CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard."""
    for perm, c in found.permanents:
        if CardType.PLANESWALKER in c.types and perm.counters.get(Counter.LOYALTY, 0) <= 0:
            found.to_graveyard.append((perm.id, "704.5i", "no loyalty"))


def planeswalker_uniqueness_2008(g: GameState, found: Found) -> None:
    """2008 212.9c: two or more planeswalkers sharing a planeswalker type, whoever controls them: all go.

    Only under a profile with ``planeswalker_uniqueness``; today the rule is
    gone and planeswalkers are legendary instead (306.4).
    """
    if not g.rules.planeswalker_uniqueness:
        return
    by_type: dict[str, list[int]] = {}
    for perm, c in found.permanents:
        if CardType.PLANESWALKER in c.types:
            for subtype in c.subtypes & PLANESWALKER_TYPES:
                by_type.setdefault(subtype, []).append(perm.id)
    rule = g.rules.cite("planeswalker_uniqueness")[0]
    going = {oid for oid, _, _ in found.to_graveyard}
    for oids in by_type.values():
        if len(oids) >= 2:
            for oid in oids:
                if oid not in going:
                    going.add(oid)
                    found.to_graveyard.append((oid, rule, "the planeswalker uniqueness rule"))


def legend_rule_704_5j(g: GameState, found: Found) -> None:
    """CR 704.5j: of two or more legendary permanents with one name and one controller, all but one go.

    The player chooses which to keep (``GameState.legend_keep`` holds the
    choice once made); between permanents that can't be told apart there
    is nothing to choose, and the oldest stays.
    """
    if g.rules.legend_rule_all:
        _legend_rule_all(g, found)
        return
    groups: dict[tuple[int, str], list[int]] = {}
    for perm, c in found.permanents:
        if Supertype.LEGENDARY in c.supertypes:
            groups.setdefault((c.controller, c.name), []).append(perm.id)
    for (player, _), oids in groups.items():
        if len(oids) < 2:
            continue
        kept = [oid for oid in oids if oid in g.legend_keep]
        if not kept and len({_status(g, oid) for oid in oids}) > 1:
            found.legend_choices.append((player, tuple(oids)))
            continue
        keep = kept[0] if kept else oids[0]
        found.to_graveyard.extend((oid, "704.5j", "the legend rule") for oid in oids if oid != keep)


def _legend_rule_all(g: GameState, found: Found) -> None:
    """2008 420.5e: two or more legendary permanents with the same name, whoever controls them: all go."""
    groups: dict[str, list[int]] = {}
    for perm, c in found.permanents:
        if Supertype.LEGENDARY in c.supertypes:
            groups.setdefault(c.name, []).append(perm.id)
    rules = g.rules.cite("legend_rule")
    going = {oid for oid, _, _ in found.to_graveyard}
    for oids in groups.values():
        if len(oids) >= 2:
            found.to_graveyard.extend((oid, rules[0] if rules else "704.5j", "the legend rule") for oid in oids if oid not in going)


def _status(g: GameState, oid: int) -> tuple[object, ...]:
    perm = g.battlefield[oid]
    return (perm.tapped, perm.damage, tuple(sorted(perm.counters.items())), perm.attached_to, perm.face_down)


def illegal_aura_704_5m(g: GameState, found: Found) -> None:
    """CR 704.5m: an Aura attached to an illegal object or player, or to nothing, is put into its owner's
    graveyard (303.4c-d: what its enchant ability allows, and not gone; 702.16c: protection)."""
    for perm, c in found.permanents:
        if is_aura(c):
            why = attachment_problem(g, perm.id, perm.attached_to)
            if why is not None:
                found.to_graveyard.append((perm.id, "704.5m", why[0]))


def illegal_equipment_704_5n(g: GameState, found: Found) -> None:
    """CR 704.5n: an Equipment attached to an illegal permanent becomes unattached and stays on the
    battlefield (301.5c: gone, not a creature, itself a creature; 702.16d: protection)."""
    for perm, c in found.permanents:
        if perm.attached_to is not None and is_equipment(c) and not is_aura(c):
            why = attachment_problem(g, perm.id, perm.attached_to)
            if why is not None:
                found.unattach.append((perm.id, "704.5n", why[0]))


def attached_non_attachment_704_5p(g: GameState, found: Found) -> None:
    """CR 704.5p: a creature or battle attached to something, or a permanent that is neither an Aura nor
    an Equipment (nor a Fortification), becomes unattached and stays on the battlefield."""
    for perm, c in found.permanents:
        if perm.attached_to is None:
            continue
        if c.is_creature or CardType.BATTLE in c.types or not (is_aura(c) or is_equipment(c)):
            if all(x[0] != perm.id for x in found.unattach):
                found.unattach.append((perm.id, "704.5p", "it can't be attached to anything"))


def counters_cancel_704_5q(g: GameState, found: Found) -> None:
    """CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    for perm, _ in found.permanents:
        if perm.counters.get(Counter.PLUS_ONE) and perm.counters.get(Counter.MINUS_ONE):
            found.cancel_counters.append(perm.id)


CHECKS: tuple[Callable[[GameState, Found], None], ...] = (
    zero_life_704_5a,
    drew_from_empty_library_704_5b,
    ten_poison_704_5c,
    zero_toughness_704_5f,
    lethal_damage_704_5g,
    deathtouch_damage_704_5h,
    no_loyalty_704_5i,
    planeswalker_uniqueness_2008,
    legend_rule_704_5j,
    illegal_aura_704_5m,
    illegal_equipment_704_5n,
    attached_non_attachment_704_5p,
    counters_cancel_704_5q,
)


def _quiet(g: GameState) -> bool:
    """Whether no state-based action can apply, judged cheaply: no player near losing, every
    permanent harmless as printed and unmarked, and no effect in force that could change that."""
    for p in g.players:
        if not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10):  # 10: the least limit
            return False
    if not summary(g).quiet:
        return False
    for effect in g.effects:
        for m in effect.modifications:
            if not _harmless(m):
                return False
    if g.maybe_marked:
        for perm in g.battlefield.values():
            # CR 704.5m-p: anything attached may be attached illegally, so it is judged by the full check.
            if perm.damage or perm.deathtouched or perm.counters or perm.attached_to is not None:
                return False
        g.maybe_marked = False  # none is marked: nothing to look at until the mutation API marks one
    return True


def _harmless(m: Modification) -> bool:
    """Whether a modification can't by itself make a state-based action apply to a permanent that is
    harmless as printed (704.5f-j, q): it adds no type, and it lowers no toughness and sets none to 0.
    A change of control can't break the legend rule where no permanent is legendary (704.5j)."""
    if isinstance(m, ModifyPT):
        return m.toughness >= 0
    if isinstance(m, SetPT):
        return m.toughness > 0
    return isinstance(m, AddAbilities | SetColors | ControlledBy | LoseAllAbilities)


def unattach(g: GameState, oid: int, rule: str, why: str) -> None:
    """CR 701.3d: the permanent stays on the battlefield, attached to nothing."""
    perm = g.writable(oid)
    perm.attached_to = None
    g.changed()
    emit(g, Unattached(oid, chars(g, oid).name, why, rules=(rule,)))


def find(g: GameState) -> Found:
    found = Found()
    found.permanents = [(perm, chars(g, perm.id)) for perm in g.battlefield.values()]
    for check in CHECKS:
        check(g, found)
    if found.losers:
        # CR 104.3, 810.8a: a player whose team can't lose the game doesn't, for any of these reasons.
        found.losers = [x for x in found.losers if not cant_lose(g, x[0])]
    return found


def check_state_based_actions(g: GameState) -> bool:
    """Perform one round of state-based actions; True if any was performed."""
    if g.sba_checked == g.board:
        return False  # no object has changed since a check that found nothing
    control.end_lapsed_durations(g)  # 611.2b: "for as long as" effects end as soon as it no longer holds
    if _quiet(g):
        g.sba_checked = g.board
        return False
    found = find(g)
    if not found:
        _forget_empty_draws(g)
        g.sba_checked = g.board
        return False
    if found.legend_choices:
        player, legends = found.legend_choices[0]
        ask_legend(g, player, legends)
        return True
    perform(g, found)
    return True


def _forget_empty_draws(g: GameState) -> None:
    """CR 704.5b: an attempt to draw from an empty library counts only until this check; a player who
    couldn't lose for it then (104.3) doesn't lose for it later."""
    for p in g.players:
        if p.drew_from_empty:
            p.drew_from_empty = False
            g.changed()


def ask_legend(g: GameState, player: int, legends: tuple[int, ...]) -> None:
    """CR 704.5j: the player chooses the legendary permanent to keep, before the actions are performed."""
    from tolaria.mtg.decisions import ChooseCard
    from tolaria.mtg.state import Selection

    g.selection = Selection("legend_rule", player, legends, 1)
    g.pending = ChooseCard(g.players[player].name, "legend_rule", 1)
    g.moved_on()


def perform(g: GameState, found: Found) -> None:
    """CR 704.3: all at once; the losers lose together, so a draw is possible (104.4a)."""
    for p in g.players:
        if p.drew_from_empty:
            p.drew_from_empty = False
            g.changed()
    for oid in found.cancel_counters:
        perm = g.battlefield[oid]
        n = min(perm.counters[Counter.PLUS_ONE], perm.counters[Counter.MINUS_ONE])
        set_counters(g, perm, Counter.PLUS_ONE, perm.counters[Counter.PLUS_ONE] - n)
        set_counters(g, perm, Counter.MINUS_ONE, perm.counters[Counter.MINUS_ONE] - n)
        emit(g, CountersCancelled(oid, chars(g, oid).name, n, rules=("704.5q",)))
    for oid, rule, why in found.unattach:
        unattach(g, oid, rule, why)
    for perm in list(g.battlefield.values()):
        if perm.deathtouched:
            clear_deathtouch(g, perm)  # "since the last time state-based actions were checked" (704.5h)
    departures = [Departure(oid, Zone.GRAVEYARD, PutIntoGraveyard, (rule,), why=why) for oid, rule, why in found.to_graveyard]
    going = {d.obj for d in departures}
    for oid, rule, why in found.to_destroy:
        if oid not in going and not regenerated_instead(g, oid):  # 701.19a
            going.add(oid)
            departures.append(Departure(oid, Zone.GRAVEYARD, Destroyed, (rule, "701.8a"), why=why))
    if departures:
        leave_battlefield(g, departures)
    g.legend_keep = ()
    if found.losers:
        lose(g, found.losers)
    g.changed()
