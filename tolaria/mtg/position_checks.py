"""What a well-typed Magic position must also be before the engine may play it.

The engine trusts its state: it looks ids up in dictionaries, indexes
players, abilities and modes by the numbers it finds, and answers a
pending decision from the procedure that asked it. So a position read
from outside is checked here for every such fact (:func:`check_position`),
and the first one that fails raises :class:`~tolaria.errors.SavedGameError`
with the field's path.

Some references may rightly point at an object that is gone: a spell's
target that has left the battlefield (608.2b), the objects a continuous
effect locked in (611.2c), a trigger's source. Those must be ids the game
has handed out (below ``next_id``); references to what the engine will
look up (a permanent attacking, the card being cast) must exist, and be of
the right kind.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass, field

from tolaria.errors import SavedGameError
from tolaria.mtg import decisions as dec
from tolaria.mtg.formats import FORMATS
from tolaria.mtg.kinds import StackKind, Step, Zone
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.abilities import ChoiceKind
from tolaria.mtg.rules import division, targeting
from tolaria.mtg.rules.entering import words_of
from tolaria.mtg.rules.keyword_triggers import is_rules_ability, triggered_ability
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import (
    COMBAT_DAMAGE_NAME,
    NO_TARGET,
    Combat,
    DrawStage,
    DrawsTaken,
    ExileInsteadOfDying,
    GameState,
    PendingTrigger,
    PlayerDamagePrevention,
    PreventionShield,
    RegenerationShield,
    SourcePreventionShield,
    StackObject,
    UnblockedRedirection,
)

MAX_PLAYERS = 8  # as Game.new allows
COUNT = 10**6  # bound of small counts: damage, poison, counters, mana, X, mulligans
LIFE = 10**9
CLOCK = 2**48  # bound of ids, timestamps and the version counters
MAX_OBJECTS = 100_000
MAX_CHOICES = 10_000  # of a number to choose (every one is listed as an action)
ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)
DAMAGE_THEN = ("combat", "resolution")
SELECTION_PURPOSES = {
    # purpose -> (the procedure that carries on once the choice is made, where the candidates are)
    "cleanup_discard": ("cleanup", Zone.HAND),
    "bottom": ("mulligan", Zone.HAND),
    "opening_hand": ("mulligan", Zone.HAND),  # 103.6a: after the mulligans, before the first turn
    "cost_discard": ("casting", Zone.HAND),
    "cost_sacrifice": ("casting", Zone.BATTLEFIELD),
    "legend_rule": ("state-based actions", Zone.BATTLEFIELD),
    "discard": ("resolving", Zone.HAND),
    "search": ("resolving", Zone.LIBRARY),
    "scry_bottom": ("resolving", Zone.LIBRARY),
    "untap": ("resolving", Zone.BATTLEFIELD),
    "scry_top": ("resolving", Zone.LIBRARY),
    "look_hand": ("resolving", Zone.LIBRARY),
    "hand_to_top": ("resolving", Zone.HAND),
    "put_from_hand": ("resolving", Zone.HAND),
    "look_top": ("resolving", Zone.LIBRARY),
    "look_order": ("resolving", Zone.LIBRARY),
    "look_bottom": ("resolving", Zone.LIBRARY),
    "sacrifice": ("resolving", Zone.BATTLEFIELD),
    "return": ("resolving", Zone.BATTLEFIELD),
    "choose_from_hand": ("resolving", Zone.HAND),
    "redirect": ("damage", Zone.BATTLEFIELD),
    "attack": ("resolving", Zone.BATTLEFIELD),  # players (as refs) or planeswalkers (508.4)
    "enter_as_copy": ("entering", Zone.BATTLEFIELD),  # a permanent spell resolving (614.12, 707.2)
    "prevention_source": ("resolving", Zone.STACK),  # permanents too (609.7a: a source of one's choice)
    "new_target": ("resolving", Zone.STACK),
    "reveal_bottom": ("drawing", Zone.LIBRARY),  # the revealed cards a replaced draw puts on the bottom (401.4)
    "aura_attach": ("resolving", Zone.BATTLEFIELD),  # what an Aura put onto the battlefield enchants (303.4f)  # anything a target may be: players, permanents, spells (707.10c)
}


def check_position(g: GameState) -> None:
    """Raise SavedGameError at the first fact of ``g`` the engine could not rely on."""
    Checker(g).run()


def _fail(where: str, problem: str) -> None:
    raise SavedGameError(f"{where}: {problem}")


@dataclass
class Checker:
    """One position being checked; ``places`` says where each object id lives (for messages)."""

    g: GameState
    places: dict[int, str] = field(default_factory=dict)
    zone_of: dict[int, tuple[int, Zone]] = field(default_factory=dict)
    stack_ids: dict[int, StackObject] = field(default_factory=dict)
    paths: dict[int, str] = field(default_factory=dict)  # the path of each object's own entry

    def run(self) -> None:
        self.no_stray_combat_damage()
        self.counters()
        self.players()
        self.objects()
        self.permanents()
        self.stack()
        self.effects()
        self.waiting()
        self.combat()
        self.turn()
        self.continuations()
        self.decision()
        self.labels()

    # -------------------------------------------------------- vocabulary
    def index(self, value: int, size: int, where: str, what: str) -> None:
        """An index into a list of ``size`` things (abilities, modes, waiting triggers)."""
        if not 0 <= value < size:
            _fail(where, f"no {what} {value} (there {'is' if size == 1 else 'are'} {size})")

    def count(self, value: int, where: str, low: int = 0, high: int = COUNT) -> None:
        if not low <= value <= high:
            _fail(where, f"{value} is out of bounds ({low} to {high})")

    def player(self, index: int, where: str) -> None:
        n = len(self.g.players)
        if not 0 <= index < n:
            _fail(where, f"no player {index} (players are 0 to {n - 1})")

    def handed_out(self, oid: int, where: str) -> None:
        """An object id the game has handed out: the object may since have left (400.7)."""
        if not 1 <= oid < self.g.next_id:
            _fail(where, f"no object {oid} (ids run from 1 to {self.g.next_id - 1})")

    def existing(self, oid: int, where: str) -> None:
        if oid not in self.places:
            self.handed_out(oid, where)
            _fail(where, f"no object {oid} (it has left the game)")

    def permanent(self, oid: int, where: str) -> None:
        if oid not in self.g.battlefield:
            self.existing(oid, where)
            _fail(where, f"object {oid} is not on the battlefield (it is {self.places[oid]})")

    def target(self, ref: int, where: str) -> None:
        """A target or recipient: a player (-1 - index) or an object id."""
        if ref < 0:
            self.player(-1 - ref, where + " (a player)")
        else:
            self.handed_out(ref, where)

    def chosen_target(self, ref: int, where: str) -> None:
        """A target slot's choice: a target, or none for a slot of "up to N" left empty (601.2c)."""
        if ref != NO_TARGET:
            self.target(ref, where)

    def in_zone(self, oid: int, player: int, zone: Zone, where: str) -> None:
        if self.zone_of.get(oid) != (player, zone):
            self.existing(oid, where)
            _fail(where, f"object {oid} is not in player {player}'s {zone} (it is {self.places[oid]})")

    # -------------------------------------------------------- the parts
    def counters(self) -> None:
        g = self.g
        self.count(g.next_id, "position.next_id", 1, CLOCK)
        for name in ("turn", "passes", "timestamp", "version", "board", "bf_gen", "mana_gen"):
            self.count(getattr(g, name), f"position.{name}", 0, CLOCK)
        self.count(g.sba_checked, "position.sba_checked", -1, g.version)
        self.count(g.rng, "position.rng", 0, 2**64 - 1)

    def players(self) -> None:
        g = self.g
        if not 2 <= len(g.players) <= MAX_PLAYERS:
            _fail("position.players", f"{len(g.players)} players (a game has 2 to {MAX_PLAYERS})")
        seen: dict[str, int] = {}
        for i, p in enumerate(g.players):
            where = f"position.players[{i}]"
            if p.index != i:
                _fail(f"{where}.index", f"{p.index}, but this is player {i}")
            if not p.name.strip():
                _fail(f"{where}.name", "a player's name can't be empty")
            if p.name.casefold() in seen:
                _fail(f"{where}.name", f"{p.name!r} is also player {seen[p.name.casefold()]}'s name")
            seen[p.name.casefold()] = i
            self.count(p.life, f"{where}.life", -LIFE, LIFE)
            for name in ("poison", "lands_played", "mulligans"):
                self.count(getattr(p, name), f"{where}.{name}")
            if len(p.pool) != 6:
                _fail(f"{where}.pool", f"{len(p.pool)} amounts, expected 6 (W U B R G C)")
            for k, amount in enumerate(p.pool):
                self.count(amount, f"{where}.pool[{k}]")

    def objects(self) -> None:
        """Every object id once, in one place; the cards dictionary holds exactly the zones' cards."""
        g = self.g
        for i, p in enumerate(g.players):
            for zone in ZONES:
                for k, oid in enumerate(p.zone(zone)):
                    self.place(oid, f"position.players[{i}].{zone}[{k}]", f"in player {i}'s {zone}")
                    self.zone_of[oid] = (i, zone)
        for k, (oid, perm) in enumerate(g.battlefield.items()):
            if perm.id != oid:
                _fail(f"position.battlefield[{k}].id", f"{perm.id}, but the permanent is listed as {oid}")
            self.place(oid, f"position.battlefield[{k}]", "on the battlefield")
        for k, item in enumerate(g.stack):
            self.place(item.id, f"position.stack[{k}].id", "on the stack")
            self.stack_ids[item.id] = item
        if len(self.places) > MAX_OBJECTS:
            _fail("position", f"{len(self.places)} objects (at most {MAX_OBJECTS})")
        for k, oid in enumerate(g.cards):
            if oid not in self.zone_of:
                _fail(f"position.cards[{k}]", f"object {oid} is in no library, hand, graveyard or exile")
        for oid, (player, zone) in self.zone_of.items():
            if oid not in g.cards:
                _fail(self.paths[oid], f"object {oid} in player {player}'s {zone} has no card in position.cards")

    def place(self, oid: int, where: str, place: str) -> None:
        self.handed_out(oid, where)
        if oid in self.places:
            _fail(where, f"object {oid} is also {self.places[oid]}")
        self.places[oid] = place
        self.paths[oid] = where

    def permanents(self) -> None:
        g = self.g
        for k, perm in enumerate(g.battlefield.values()):
            where = f"position.battlefield[{k}]"
            self.player(perm.owner, f"{where}.owner")
            self.player(perm.entered_under, f"{where}.entered_under")
            if perm.controller != -1:
                self.player(perm.controller, f"{where}.controller")
            self.count(perm.timestamp, f"{where}.timestamp", 0, g.timestamp)
            self.count(perm.damage, f"{where}.damage")
            for c, (name, n) in enumerate(perm.counters.items()):
                if not name:
                    _fail(f"{where}.counters[{c}]", "a counter needs a kind")
                self.count(n, f"{where}.counters[{c}]", 1)
            if perm.attached_to is not None:
                if perm.attached_to == perm.id:
                    _fail(f"{where}.attached_to", "a permanent can't be attached to itself")
                self.handed_out(perm.attached_to, f"{where}.attached_to")
            if perm.token != isinstance(perm.card, ab.TokenSpec):
                _fail(f"{where}.token", f"{perm.token}, but its card is {'a token' if perm.token is False else 'a card'}'s")

    def no_stray_combat_damage(self) -> None:
        """The name of a combat damage object (2008 310.3) is no card's: only such an object may show it."""
        g = self.g
        for oid, card in g.cards.items():
            if card == COMBAT_DAMAGE_NAME:
                _fail(f"position.cards[{oid}]", f"{card!r} is not a card")
        for oid, perm in g.battlefield.items():
            if perm.card == COMBAT_DAMAGE_NAME:
                _fail(f"position.battlefield[{oid}].card", f"{perm.card!r} is not a card")
        for k, t in enumerate(g.waiting):
            if t.card == COMBAT_DAMAGE_NAME:
                _fail(f"position.waiting[{k}].card", f"{t.card!r} is not a card")
        for k, item in enumerate(g.stack):
            if (item.card == COMBAT_DAMAGE_NAME) != (item.kind is StackKind.COMBAT_DAMAGE):
                _fail(f"position.stack[{k}].card", f"a {item.kind.value} object can't show {item.card!r}")
            if item.assigned and item.kind is not StackKind.COMBAT_DAMAGE:
                _fail(f"position.stack[{k}].assigned", "only a combat damage object carries assigned damage")

    def combat_damage_object(self, item: StackObject, where: str) -> None:
        """2008 310.1: each share names a source the game handed out and a player or object, with an amount."""
        if not self.g.rules.combat_damage_on_stack:
            _fail(f"{where}.kind", f"no combat damage goes on the stack under the {self.g.rules.name} rules")
        if not item.assigned:
            _fail(f"{where}.assigned", "a combat damage object with no damage")
        for n, share in enumerate(item.assigned):
            self.handed_out(share.source, f"{where}.assigned[{n}].source")
            self.target(share.to, f"{where}.assigned[{n}].to")
            self.count(share.amount, f"{where}.assigned[{n}].amount", 1)

    def stack(self) -> None:
        for k, item in enumerate(self.g.stack):
            where = f"position.stack[{k}]"
            self.player(item.owner, f"{where}.owner")
            self.player(item.controller, f"{where}.controller")
            self.count(item.x, f"{where}.x")
            if item.kind is StackKind.COMBAT_DAMAGE:
                self.combat_damage_object(item, where)
                continue
            slots = self.effect_targets(item.card, item.kind, item.ability, item.mode, where, item.granted)
            if len(item.targets) not in slots:
                _fail(f"{where}.targets", f"{len(item.targets)} targets, but its effect has {_told(slots)}")
            for t, ref in enumerate(item.targets):
                self.chosen_target(ref, f"{where}.targets[{t}]")
            self.references(item.kind, item.source, item.ref_obj, item.ref_player, where)
            self.shares(division.divided_step(_effect(self.g, item)), item.x, item.targets, item.division, where, True)

    def shares(
        self, step: ab.DealDividedDamage | None, x: int, targets: tuple[int, ...], shares: tuple[int, ...], where: str,
        whole: bool,
    ) -> None:
        """CR 601.2d: a division is of a divided effect only, one share per target slot (``whole``: all of them,
        as on the stack), at least 1 to each of its targets and 0 elsewhere, and all of it divided."""
        where = f"{where}.division"
        if step is None:
            if shares:
                _fail(where, "its effect divides nothing")
            return
        if len(shares) > len(targets) or (whole and len(shares) != len(targets)):
            _fail(where, f"{len(shares)} shares for {len(targets)} target slots")
        slots = division.group(step, len(targets))
        for k, n in enumerate(shares):
            self.count(n, f"{where}[{k}]")
            if (n == 0) != (k not in slots or targets[k] == NO_TARGET):
                _fail(f"{where}[{k}]", "each target of the division gets at least 1 (601.2d), and nothing else gets any")
        chosen = any(targets[k] != NO_TARGET for k in slots)  # none chosen: nothing is divided (601.2d)
        if sum(shares) > division.total(step, x) or (whole and chosen and sum(shares) != division.total(step, x)):
            _fail(where, f"the shares add up to {sum(shares)}, but {division.total(step, x)} is divided")

    def references(self, kind: StackKind, source: int, ref_obj: int, ref_player: int, where: str) -> None:
        if kind is StackKind.SPELL:
            if source != 0:
                self.handed_out(source, f"{where}.source")
        else:
            self.handed_out(source, f"{where}.source")
        if ref_obj != 0:
            self.target(ref_obj, f"{where}.ref_obj")
        if ref_player != -1:
            self.player(ref_player, f"{where}.ref_player")

    def effect_targets(
        self, card: object, kind: StackKind, ability: int, mode: int, where: str, granted: bool = False
    ) -> range:
        """How many targets the effect of that spell or ability has; its ability and mode must exist
        (``granted``: among the abilities the card's text grants in quotation marks, 113.10)."""
        d = self.g.db.card(card)  # type: ignore[arg-type]
        if granted:
            if kind is StackKind.SPELL:
                _fail(f"{where}.granted", "a spell is no granted ability")
            self.index(ability, len(d.granted), f"{where}.ability", f"ability granted by {d.name}")
            found_granted = d.granted[ability]
            want = ab.ActivatedAbility if kind is StackKind.ACTIVATED else ab.TriggeredAbility
            if not isinstance(found_granted, want):
                _fail(f"{where}.ability", f"{d.name}'s granted ability {ability} is not a {kind} ability")
            return _slot_range(found_granted.effect.targets)
        if kind is StackKind.SPELL:
            if d.spell is None:  # a permanent spell (it has no effect to resolve)
                if not d.is_permanent:
                    _fail(f"{where}.card", f"{d.name} is not a spell that can be cast")
                self.count(mode, f"{where}.mode", -1, -1)
                return range(1)
            if d.spell.modes:
                self.index(mode, len(d.spell.modes), f"{where}.mode", f"mode of {d.name}")
                return _slot_range(d.spell.modes[mode].targets)
            self.count(mode, f"{where}.mode", -1, -1)
            return _slot_range(d.spell.targets)
        if kind is StackKind.ACTIVATED:
            self.index(ability, len(d.base.activated), f"{where}.ability", f"activated ability of {d.name}")
            found = d.base.activated[ability]
            if not isinstance(found, ab.ActivatedAbility):
                _fail(f"{where}.ability", f"{d.name}'s ability {ability} is a mana ability (it doesn't use the stack)")
            assert isinstance(found, ab.ActivatedAbility)
            return _slot_range(found.effect.targets)
        if is_rules_ability(ability):
            return _slot_range(triggered_ability(d, ability).effect.targets)
        self.index(ability, len(d.base.triggered), f"{where}.ability", f"triggered ability of {d.name}")
        return _slot_range(d.base.triggered[ability].effect.targets)

    def effects(self) -> None:
        g = self.g
        for k, effect in enumerate(g.effects):
            where = f"position.effects[{k}]"
            self.count(effect.timestamp, f"{where}.timestamp", 0, g.timestamp)
            self.player(effect.controller, f"{where}.controller")
            for a, oid in enumerate(effect.affected):
                self.handed_out(oid, f"{where}.affected[{a}]")
            for m, mod in enumerate(effect.modifications):
                if isinstance(mod, ab.ControlledBy):
                    self.player(mod.player, f"{where}.modifications[{m}].player")
        for k, shield in enumerate(g.shields):
            where = f"position.shields[{k}]"
            self.count(shield.timestamp, f"{where}.timestamp", 0, g.timestamp)
            if isinstance(shield, RegenerationShield | ExileInsteadOfDying):
                self.handed_out(shield.obj, f"{where}.obj")
            elif isinstance(shield, PreventionShield):
                self.target(shield.to, f"{where}.to")
                self.count(shield.amount, f"{where}.amount")
            elif isinstance(shield, SourcePreventionShield):
                self.target(shield.to, f"{where}.to")
            elif isinstance(shield, PlayerDamagePrevention):
                self.player(shield.player, f"{where}.player")
            elif isinstance(shield, DrawsTaken):
                self.player(shield.player, f"{where}.player")
                self.player(shield.taker, f"{where}.taker")
            elif isinstance(shield, UnblockedRedirection):
                self.player(shield.player, f"{where}.player")
                self.handed_out(shield.to, f"{where}.to")

    def waiting(self) -> None:
        for k, t in enumerate(self.g.waiting):
            where = f"position.waiting[{k}]"
            self.trigger(t, where)

    def trigger(self, t: PendingTrigger, where: str) -> None:
        self.player(t.controller, f"{where}.controller")
        self.effect_targets(t.card, StackKind.TRIGGERED, t.ability, -1, where, t.granted)
        self.references(StackKind.TRIGGERED, t.source, t.ref_obj, t.ref_player, where)

    def bands(self, c: Combat) -> None:
        """CR 702.22c: a band is two or more creatures, each in one band only, attacking or being declared."""
        seen: set[int] = set()
        for k, band in enumerate(c.bands):
            if len(band) < 1:
                _fail(f"position.combat.bands[{k}]", "an empty band")
            for m, oid in enumerate(band):
                if oid in seen:
                    _fail(f"position.combat.bands[{k}][{m}]", f"{oid} is in two bands")
                seen.add(oid)
                self.handed_out(oid, f"position.combat.bands[{k}][{m}]")

    def combat(self) -> None:
        c = self.g.combat
        if c is None:
            if self.g.step in COMBAT_DECLARATIONS:
                _fail("position.combat", f"null, but the game is in the {self.g.step.word} step")
            return
        self.attackers(c)
        self.blocks(c)
        self.bands(c)
        for k, oid in enumerate(c.struck):
            self.handed_out(oid, f"position.combat.struck[{k}]")
        for k, player in enumerate(c.defenders_left):
            self.player(player, f"position.combat.defenders_left[{k}]")

    def attackers(self, c: Combat) -> None:
        for k, (oid, defender) in enumerate(c.attackers.items()):
            self.permanent(oid, f"position.combat.attackers[{k}] (key)")
            # CR 506.4c: a creature attacking a planeswalker that has left goes on attacking it (and deals no damage).
            if defender < 0:
                self.defender(defender, f"position.combat.attackers[{k}]")
            else:
                self.handed_out(defender, f"position.combat.attackers[{k}]")
        for k, (oid, defender) in enumerate(c.declared):
            self.permanent(oid, f"position.combat.declared[{k}][0]")
            self.defender(defender, f"position.combat.declared[{k}][1]")

    def defender(self, ref: int, where: str) -> None:
        if ref < 0:
            self.player(-1 - ref, where + " (a player)")
        else:
            self.permanent(ref, where)

    def blocks(self, c: Combat) -> None:
        for k, (blocker, attackers) in enumerate(c.blockers.items()):
            self.permanent(blocker, f"position.combat.blockers[{k}] (key)")
            for a, oid in enumerate(attackers):
                self.handed_out(oid, f"position.combat.blockers[{k}][{a}]")
        for k, (attacker, blockers) in enumerate(c.blocked.items()):
            self.handed_out(attacker, f"position.combat.blocked[{k}] (key)")
            for b, oid in enumerate(blockers):
                self.handed_out(oid, f"position.combat.blocked[{k}][{b}]")

    def turn(self) -> None:
        g = self.g
        self.player(g.active, "position.active")
        self.player(g.starting, "position.starting")
        if g.priority is not None:
            self.player(g.priority, "position.priority")
        if g.winner is not None:
            self.player(g.winner, "position.winner")
            if not g.over:
                _fail("position.winner", f"{g.winner}, but the game is not over")
        for k, oid in enumerate(g.legend_keep):
            self.handed_out(oid, f"position.legend_keep[{k}]")
        self.teams()

    def teams(self) -> None:
        """The teams are the format's: every player in one, seated together, sharing life and poison (810)."""
        g = self.g
        fmt = FORMATS[g.format]
        if not fmt.has_teams:
            if g.teams:
                _fail("position.teams", f"the {fmt.name} format has no teams")
            return
        expected = tuple(tuple(range(k, k + fmt.team_size)) for k in range(0, len(g.players), fmt.team_size))
        if len(g.players) != fmt.players or g.teams != expected:
            _fail("position.teams", f"{fmt.name} seats {fmt.teams} teams of {fmt.team_size}, team by team: {list(expected)}")
        for k, team in enumerate(g.teams):
            first = g.players[team[0]]
            for p in team[1:]:
                mate = g.players[p]
                if (mate.life, mate.poison) != (first.life, first.poison):
                    _fail(f"position.teams[{k}]", "teammates share one life total and one poison count (810.4, 810.10)")

    def labels(self) -> None:
        for k, oid in enumerate(self.g.labels.values()):
            self.handed_out(oid, f"position.labels[{k}]")

    # -------------------------------------------------------- procedures under way
    def continuations(self) -> None:
        g = self.g
        if g.casting is not None:
            self.casting()
        if g.resolving is not None:
            self.resolving()
        if g.selection is not None:
            self.selection()
        if g.assignment is not None:
            self.assignment()
        if g.batch is not None:
            self.batch()
        if g.mulligan is not None:
            for name in ("undecided", "takers", "bottoming"):
                for k, player in enumerate(getattr(g.mulligan, name)):
                    self.player(player, f"position.mulligan.{name}[{k}]")
        if g.pushing is not None:
            self.pushing()
        if g.drawing is not None:
            self.drawing()

    def casting(self) -> None:
        cp = self.g.casting
        assert cp is not None
        where = "position.casting"
        self.player(cp.player, f"{where}.player")
        if cp.kind is StackKind.SPELL:
            self.in_zone(cp.card, cp.player, Zone.HAND, f"{where}.card")
            card = self.g.cards[cp.card]
            if cp.mode != -1 or cp.targets:
                self.effect_slots(card, cp.kind, cp.ability, cp.mode, len(cp.targets), where)
        elif cp.kind is StackKind.ACTIVATED:
            self.permanent(cp.card, f"{where}.card")
            self.activated_slots(cp.card, cp.ability, len(cp.targets), where)
        else:
            _fail(f"{where}.kind", "a triggered ability is put on the stack, not cast (see position.pushing)")
        if cp.x is not None:
            self.count(cp.x, f"{where}.x")
        for t, ref in enumerate(cp.targets):
            self.chosen_target(ref, f"{where}.targets[{t}]")
        if cp.division:
            from tolaria.mtg.rules.casting import effect_in_progress

            self.shares(division.divided_step(effect_in_progress(self.g, cp)), cp.x or 0, cp.targets, cp.division, where, False)
        if cp.discard != 0:
            self.in_zone(cp.discard, cp.player, Zone.HAND, f"{where}.discard")
        if cp.sacrificed != 0:
            self.permanent(cp.sacrificed, f"{where}.sacrificed")

    def activated_slots(self, source: int, ability: int, chosen: int, where: str) -> None:
        """An ability being activated is one its source has now, a copied or granted one too (707.2, 113.10)."""

        c = chars(self.g, source)
        self.index(ability, len(c.activated), f"{where}.ability", f"activated ability of {c.name}")
        found = c.activated[ability]
        if not isinstance(found, ab.ActivatedAbility):
            _fail(f"{where}.ability", f"{c.name}'s ability {ability} is a mana ability (it doesn't use the stack)")
        assert isinstance(found, ab.ActivatedAbility)
        slots = _slot_range(found.effect.targets)
        if chosen >= slots.stop:
            _fail(f"{where}.targets", f"{chosen} targets chosen, but its effect has {_told(slots)}")

    def effect_slots(self, card: object, kind: StackKind, ability: int, mode: int, chosen: int, where: str) -> None:
        slots = self.effect_targets(card, kind, ability, mode, where)
        if chosen >= slots.stop:
            _fail(f"{where}.targets", f"{chosen} targets chosen, but its effect has {_told(slots)}")

    def resolving(self) -> None:
        r = self.g.resolving
        assert r is not None
        where = "position.resolving"
        item = self.stack_ids.get(r.item)
        if item is None:
            self.existing(r.item, f"{where}.item")
            _fail(f"{where}.item", f"object {r.item} is not on the stack (it is {self.places[r.item]})")
        assert item is not None
        if len(r.legal) != len(item.targets):
            _fail(f"{where}.legal", f"{len(r.legal)} entries for the {len(item.targets)} targets of object {item.id}")
        steps = len(_effect(self.g, item).steps)
        self.count(r.pc, f"{where}.pc", 0, steps)
        for k, oid in enumerate(r.memo.chosen):
            self.handed_out(oid, f"{where}.memo.chosen[{k}]")
        if r.memo.lki_controller != -1:
            self.player(r.memo.lki_controller, f"{where}.memo.lki_controller")

    def selection(self) -> None:
        sel = self.g.selection
        assert sel is not None
        where = "position.selection"
        self.player(sel.player, f"{where}.player")
        if sel.purpose not in SELECTION_PURPOSES:
            _fail(f"{where}.purpose", f"unknown purpose {sel.purpose!r} (one of {', '.join(SELECTION_PURPOSES)})")
        needs, zone = SELECTION_PURPOSES[sel.purpose]
        if needs == "resolving" and self.g.resolving is None:
            _fail(f"{where}.purpose", f"{sel.purpose!r} is a choice of a resolving effect, and none is resolving")
        if needs == "casting" and self.g.casting is None:
            _fail(f"{where}.purpose", f"{sel.purpose!r} is a choice of a spell being cast, and none is")
        if needs == "entering" and not (self.g.stack and self.g.stack[-1].kind is StackKind.SPELL):
            _fail(f"{where}.purpose", f"{sel.purpose!r} is a choice of a permanent spell resolving, and none is")
        if needs == "drawing" and (self.g.drawing is None or self.g.drawing.stage is not DrawStage.ORDER):
            _fail(f"{where}.purpose", f"{sel.purpose!r} is a choice of a replaced draw, and none is waiting on it")
        if needs == "damage" and self.g.batch is None:
            _fail(f"{where}.purpose", f"{sel.purpose!r} is a choice of damage being dealt, and none is")
        for k, oid in enumerate(sel.candidates):
            self.candidate(oid, zone, f"{where}.candidates[{k}]")
        _unique(sel.candidates, f"{where}.candidates")
        for k, oid in enumerate(sel.shown):
            self.candidate(oid, zone, f"{where}.shown[{k}]")
            if oid in sel.candidates:
                _fail(f"{where}.shown[{k}]", f"object {oid} is a candidate, not only shown")
        self.count(sel.count, f"{where}.count", 0, len(sel.candidates) if sel.candidates else 0)
        for k, oid in enumerate(sel.chosen):
            if oid not in sel.candidates:
                _fail(f"{where}.chosen[{k}]", f"object {oid} is not one of the candidates")
        _unique(sel.chosen, f"{where}.chosen")

    def candidate(self, oid: int, zone: Zone, where: str) -> None:
        """A card or permanent to choose from, in the zone the choice is made from."""
        if zone is Zone.STACK and (oid in self.g.battlefield or any(item.id == oid for item in self.g.stack)):
            return  # CR 609.7a: a source on the battlefield or a spell on the stack
        if zone is Zone.STACK and self.g.selection is not None and self.g.selection.purpose == "new_target":
            if oid < 0:
                self.player(-1 - oid, where)
            else:
                self.existing(oid, where)  # CR 707.10c: a card in a zone a target may name
            return
        if zone is Zone.BATTLEFIELD:
            if oid < 0 and self.g.selection is not None and self.g.selection.purpose == "attack":
                self.player(-1 - oid, where)  # CR 508.4: a defending player to attack
                return
            self.permanent(oid, where)
            return
        self.existing(oid, where)
        if oid not in self.zone_of or self.zone_of[oid][1] is not zone:
            _fail(where, f"object {oid} is not in a {zone} (it is {self.places[oid]})")

    def assignment(self) -> None:
        a = self.g.assignment
        assert a is not None
        where = "position.assignment"
        self.permanent(a.source, f"{where}.source")
        for k, ref in enumerate(a.recipients):
            self.target(ref, f"{where}.recipients[{k}]")
        if len(a.amounts) > len(a.recipients):
            _fail(f"{where}.amounts", f"{len(a.amounts)} amounts for {len(a.recipients)} recipients")
        for k, n in enumerate(a.amounts):
            self.count(n, f"{where}.amounts[{k}]")
        for k, oid in enumerate(a.queue):
            self.permanent(oid, f"{where}.queue[{k}]")
        for k, (source, shares) in enumerate(a.done):
            self.handed_out(source, f"{where}.done[{k}][0]")
            for d, (ref, n) in enumerate(shares):
                self.target(ref, f"{where}.done[{k}][1][{d}][0]")
                self.count(n, f"{where}.done[{k}][1][{d}][1]")

    def batch(self) -> None:
        b = self.g.batch
        assert b is not None
        where = "position.batch"
        if b.then not in DAMAGE_THEN:
            _fail(f"{where}.then", f"{b.then!r} (one of {', '.join(DAMAGE_THEN)})")
        if b.then == "resolution" and self.g.resolving is None:
            _fail(f"{where}.then", "'resolution', and nothing is resolving")
        self.count(b.index, f"{where}.index", 0, len(b.proposals))
        for name, proposals in (("proposals", b.proposals), ("results", b.results)):
            for k, p in enumerate(proposals):
                self.handed_out(p.source, f"{where}.{name}[{k}].source")
                self.target(p.to, f"{where}.{name}[{k}].to")
                self.count(p.amount, f"{where}.{name}[{k}].amount")
                self.player(p.source_info.controller, f"{where}.{name}[{k}].source_info.controller")

    def drawing(self) -> None:
        d = self.g.drawing
        assert d is not None
        where = "position.drawing"
        if not d.draws:
            _fail(f"{where}.draws", "no draw is waiting")
        for k, draw in enumerate(d.draws):
            self.player(draw.player, f"{where}.draws[{k}].player")
        self.permanent(d.source, f"{where}.source")
        library = self.g.players[d.draws[0].player].library
        for k, oid in enumerate(d.revealed):
            if oid not in library:
                _fail(f"{where}.revealed[{k}]", f"object {oid} is not in the library of the player drawing")
        _unique(d.revealed, f"{where}.revealed")

    def pushing(self) -> None:
        push = self.g.pushing
        assert push is not None
        where = "position.pushing"
        self.index(push.index, len(self.g.waiting), f"{where}.index", "waiting triggered ability")
        t = self.g.waiting[push.index]
        slots = self.effect_targets(t.card, StackKind.TRIGGERED, t.ability, -1, f"position.waiting[{push.index}]", t.granted)
        if len(push.targets) >= slots.stop:
            _fail(f"{where}.targets", f"{len(push.targets)} targets chosen, but its effect has {_told(slots)}")
        for k, ref in enumerate(push.targets):
            self.chosen_target(ref, f"{where}.targets[{k}]")
        effect = triggered_ability(self.g.db.card(t.card), t.ability, t.granted).effect
        self.shares(division.divided_step(effect), t.amount, push.targets, push.division, where, False)

    # -------------------------------------------------------- the pending decision
    def decision(self) -> None:
        g = self.g
        d = g.pending
        where = "position.pending"
        if d is None:
            if not g.over:
                _fail(where, "null, but the game is not over (someone must be deciding)")
            return
        seats = [p.name for p in g.players]
        if d.player not in seats:
            _fail(f"{where}.player", f"no player named {d.player!r} (players: {', '.join(seats)})")
        if g.over:
            return
        seat = seats.index(d.player)
        problem = self.backing(d, seat)
        if problem:
            _fail(where, f"a {d.kind.replace('_', ' ')} decision, but {problem}")

    def backing(self, d: object, seat: int) -> str:
        """What is missing for ``d`` to be answerable: the procedure that asks it, in its state."""
        g = self.g
        if isinstance(d, dec.Priority):
            return "" if g.priority == seat else f"position.priority is {g.priority}"
        if isinstance(d, dec.DeclareAttackers | dec.DeclareBlockers):
            step = Step.DECLARE_ATTACKERS if isinstance(d, dec.DeclareAttackers) else Step.DECLARE_BLOCKERS
            return "" if g.step is step and g.combat is not None else f"the game is in the {g.step.word} step"
        if isinstance(d, dec.AssignDamage):
            return self.assign_backing(d)
        if isinstance(d, dec.ChooseTarget):
            return "" if g.casting is not None or g.pushing is not None else "nothing is being cast or put on the stack"
        if isinstance(d, dec.DivideDamage):
            return self.divide_backing(d)
        if isinstance(d, dec.ChooseMode | dec.ChooseNumber):
            return self.cast_backing(d, seat)
        if isinstance(d, dec.ChooseCard):
            return self.card_backing(d, seat)
        if isinstance(d, dec.OrderTriggers):
            mine = any(t.controller == seat for t in g.waiting)
            return "" if mine else f"no triggered ability of {d.player}'s is waiting"
        if isinstance(d, dec.OrderEffects):
            if g.batch is None or g.batch.index >= len(g.batch.proposals):
                return "no damage is waiting to be dealt"
            return ""
        if g.drawing is not None:
            return self.draw_backing(d, seat)
        if isinstance(d, dec.YesNo):
            return "" if g.resolving is not None else "nothing is resolving"
        if isinstance(d, dec.ChooseWord):
            top = g.stack[-1] if g.stack else None
            if top is None or top.kind is not StackKind.SPELL or top.controller != seat:
                return f"no permanent spell of {d.player}'s is resolving"
            if d.choosing not in {k.value for k in ChoiceKind}:
                return f"{d.choosing!r} is no kind of choice"
            words = words_of(g, ChoiceKind(d.choosing))
            return "" if any(w.startswith(d.prefix) for w in words) else f"no {d.choosing} begins {d.prefix!r}"
        if isinstance(d, dec.PlayOrDraw):
            return "" if g.setup else "the game has begun"
        if isinstance(d, dec.Mulligan):
            return "" if g.mulligan is not None else "position.mulligan is null"
        return "it is not a decision of Magic"

    def divide_backing(self, d: dec.DivideDamage) -> str:
        """CR 601.2d: a division asked for is of an effect being put on the stack, its targets chosen, for the
        next target still without its share."""
        g = self.g
        if g.casting is None and g.pushing is None:
            return "nothing is being cast or put on the stack"
        from tolaria.mtg.engine import division_in_progress

        try:
            a = division_in_progress(g)
        except AssertionError:
            return "what is being put on the stack divides nothing"
        if len(a.shares) >= len(a.targets):
            return "every target has its share"
        if d.recipient != a.targets[len(a.shares)]:
            return f"it names recipient {d.recipient}, but the next target without a share is {a.targets[len(a.shares)]}"
        self.count(d.remaining, "position.pending.remaining")
        return ""

    def draw_backing(self, d: object, seat: int) -> str:
        """A replaced draw waits on its player: "you may" (yes or no), the kind, or the order (614.1a, 401.4)."""
        drawing = self.g.drawing
        assert drawing is not None
        if drawing.draws[0].player != seat:
            return "the draw being replaced is another player's"
        wanted = {DrawStage.MAY: dec.YesNo, DrawStage.KIND: dec.ChooseWord, DrawStage.ORDER: dec.ChooseCard}[drawing.stage]
        if not isinstance(d, wanted):
            return f"position.drawing waits on its {drawing.stage.value} answer"
        if isinstance(d, dec.ChooseCard):
            return self.card_backing(d, seat)
        return ""

    def assign_backing(self, d: dec.AssignDamage) -> str:
        a = self.g.assignment
        if a is None:
            return "position.assignment is null"
        if d.source != a.source:
            return f"it names source {d.source} and position.assignment {a.source}"
        if len(a.amounts) >= len(a.recipients):
            return "every recipient has its damage"
        self.count(d.remaining, "position.pending.remaining")
        return ""

    def cast_backing(self, d: dec.ChooseMode | dec.ChooseNumber, seat: int) -> str:
        cp = self.g.casting
        if cp is None or cp.player != seat:
            return f"{d.player} is casting nothing"
        if isinstance(d, dec.ChooseNumber):
            if not 0 <= d.low <= d.high <= d.low + MAX_CHOICES:
                return f"its numbers run from {d.low} to {d.high}"
        elif cp.kind is not StackKind.SPELL or not self.g.db.card(self.g.cards[cp.card]).spell.modes:  # type: ignore[union-attr]
            return "what is being cast has no modes"
        return ""

    def card_backing(self, d: dec.ChooseCard, seat: int) -> str:
        sel = self.g.selection
        if sel is None or sel.player != seat:
            return f"{d.player} is choosing nothing"
        if d.purpose != sel.purpose:
            return f"its purpose is {d.purpose!r} and position.selection's is {sel.purpose!r}"
        return ""


COMBAT_DECLARATIONS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)


def _unique(values: Iterable[int], where: str) -> None:
    seen: set[int] = set()
    for k, v in enumerate(values):
        if v in seen:
            _fail(f"{where}[{k}]", f"{v} appears twice")
        seen.add(v)


def _effect(g: GameState, item: StackObject) -> ab.SpellAbility:
    """The effect of a stack object already checked by ``Checker.effect_targets``."""
    d = g.db.card(item.card)
    if item.kind is StackKind.SPELL:
        if d.spell is None:
            return ab.SpellAbility()
        return d.spell.modes[item.mode] if d.spell.modes else d.spell
    if item.kind is StackKind.ACTIVATED:
        ability = d.granted[item.ability] if item.granted else d.base.activated[item.ability]
        assert isinstance(ability, ab.ActivatedAbility)
        return ability.effect
    return triggered_ability(d, item.ability, item.granted).effect


def _slot_range(targets: tuple[ab.TargetSpec, ...]) -> range:
    """How many target slots an effect may have: one for each phrase, or, when its last phrase names a number
    counted as targets are chosen ("X target creature cards", 601.2c), any number from the fixed ones on."""
    if targeting.variable_slots(targets):
        return range(len(targets) - 1, sys.maxsize)
    return range(len(targets), len(targets) + 1)


def _told(slots: range) -> str:
    return f"{slots.start} or more" if slots.stop == sys.maxsize else str(slots.start)
