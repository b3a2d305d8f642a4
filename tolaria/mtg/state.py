"""The position of a game of Magic as plain data (CR 400-406 zones, 110 permanents, 405 stack).

Everything here is a dataclass with slots, a list, a dict, an int or a
string, so ``GameState.copy()`` is cheap and the JSON form
(``tolaria.core.records``) round-trips exactly. Static card knowledge
(Oracle facts, compiled abilities) is not stored: objects carry their card
(a name, or a token's definition) and the game's card database maps it to
a definition.

Identity follows CR 400.7: every zone change makes a new object with a new
id. An object's identity (its id) is separate from the card it shows
(``card``, ``face_down``). Cards in libraries, hands, graveyards and exile
are ids in their owner's zone lists, with their cards in
``GameState.cards``; permanents and stack objects are records of their own.

Targets, attack targets and damage recipients are ints: an object id
(>= 1) or a player written as ``-1 - player_index``.

What a permanent *is* (types, P/T, abilities, controller) is never stored:
``tolaria.mtg.rules.layers.chars`` computes it from the card and the
continuous effects in force. ``Permanent.controller`` only remembers the
controller last computed, so that a change of control can be noticed
(302.6, 506.4); rules read control through ``chars``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tolaria.core.protocol import Decision
from tolaria.core.records import TRANSIENT, from_data, tagged, to_data
from tolaria.core.rng import Rng
from tolaria.mtg.carddb import CardDatabase, CardRef
from tolaria.mtg.kinds import StackKind, Step, Zone
from tolaria.mtg.oracle.abilities import (
    BecomeCopy,
    ChangeText,
    Duration,
    Filter,
    Modification,
    Relation,
)

_STATES = itertools.count(1)  # tokens telling states apart, for sharing permanents between copies


NO_TARGET = 0
"""A target slot of "up to N target ..." left without a choice (601.2c): no object has id 0."""


def player_ref(index: int) -> int:
    """Encode a player index as a target/recipient int."""
    return -1 - index


def _transient(default: Any = None) -> Any:
    return field(default=default, compare=False, repr=False, metadata={TRANSIENT: True})


def _transient_new(factory: Any) -> Any:
    """A transient field made fresh for each record (compiled with mypyc, a list or dict field can't hold None)."""
    return field(default_factory=factory, compare=False, repr=False, metadata={TRANSIENT: True})


@dataclass(slots=True)
class Permanent:
    """A permanent on the battlefield (CR 110) and its status (CR 110.5)."""

    id: int
    card: CardRef
    owner: int
    entered_under: int  # CR 110.2: by default controlled by who put it onto the battlefield
    timestamp: int  # CR 613.7d
    controller: int = -1  # the controller the layers gave it last; read chars(...).controller
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    sick: bool = True  # CR 302.6: not yet controlled continuously since its controller's turn began
    deathtouched: bool = False  # CR 704.5h: dealt damage by a source with deathtouch
    attached_to: int | None = None
    face_down: bool = False
    token: bool = False
    loyalty_turn: int = 0  # CR 606.3: the turn one of its loyalty abilities was last activated (0: never)
    # CR 602.5b: (turn, ability index) of each activation of an ability limited to N each turn, this turn.
    activations: tuple[tuple[int, int], ...] = ()
    chosen: str = ""  # CR 614.12: the word chosen as it entered ("red", "Forest"), for "the chosen color"
    cast_from_hand: bool = False  # CR 601.2a, 608.3: it entered as a spell its controller cast from their hand
    skips_next_untap: bool = False  # CR 502.3: "doesn't untap during its controller's next untap step"
    # Its characteristics when no continuous effect is in force (a pure function of the card, the
    # controller it entered under, its counters and face), remembered; emptied when counters change.
    plain: Any = field(default=None, compare=False, repr=False, metadata={TRANSIENT: True})
    # The state that may change this record in place; copies of a state share their permanents
    # until one of them changes a permanent, which then gets a copy of its own (GameState.writable).
    owner_state: int = field(default=0, compare=False, repr=False, metadata={TRANSIENT: True})

    def copy(self) -> Permanent:
        return Permanent(
            self.id,
            self.card,
            self.owner,
            self.entered_under,
            self.timestamp,
            self.controller,
            self.tapped,
            self.damage,
            self.counters.copy() if self.counters else {},
            self.sick,
            self.deathtouched,
            self.attached_to,
            self.face_down,
            self.token,
            self.loyalty_turn,
            self.activations,
            self.chosen,
            self.cast_from_hand,
            self.skips_next_untap,
            self.plain,
        )


@dataclass(frozen=True, slots=True)
class TurnHistory:
    """What a player did and had happen to them this turn, for conditions that read the turn's history
    ("if you gained 3 or more life this turn", "if a creature died this turn", CR 603.4, 611.3a).
    Replaced (never changed) as things happen; a fresh one as each turn begins (500.1)."""

    life_gained: int = 0  # 119.3
    life_lost: int = 0  # 119.3 (damage to a player, 120.3a, is life lost)
    spells_cast: int = 0  # 601.2i
    cards_drawn: int = 0  # 121.1
    creatures_died: int = 0  # 700.4: creatures the player controlled put into a graveyard from the battlefield
    attacked_with: int = 0  # 508.1: creatures the player attacked with
    to_hand_from_battlefield: int = 0  # 400.7: permanents put into the player's hand from the battlefield
    life_losses: int = 0  # 119.3: the events in which the player lost life (damage, loss, mana burn)
    instants_sorceries_cast: int = 0  # 601.2i: instant and sorcery spells the player cast


@dataclass(slots=True)
class Player:
    """A player's own zones, life and per-turn counts (CR 102, 119, 400)."""

    name: str
    index: int
    life: int = 20
    poison: int = 0
    library: list[int] = field(default_factory=list)  # index 0 is the top
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # newest last
    exile: list[int] = field(default_factory=list)
    pool: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0, 0])  # W U B R G C (CR 106.4)
    lands_played: int = 0
    lost: bool = False
    left: bool = False  # CR 800.4a: has left the game (took their objects with them)
    loss_reason: str = ""
    drew_from_empty: bool = False  # CR 704.5b
    mulligans: int = 0
    kept: bool = False
    history: TurnHistory = TurnHistory()

    def zone(self, zone: Zone) -> list[int]:
        if zone is Zone.HAND:
            return self.hand
        if zone is Zone.LIBRARY:
            return self.library
        if zone is Zone.GRAVEYARD:
            return self.graveyard
        if zone is Zone.EXILE:
            return self.exile
        raise ValueError(f"a player has no {zone} zone of their own")

    def copy(self) -> Player:
        return Player(
            self.name,
            self.index,
            self.life,
            self.poison,
            self.library.copy(),
            self.hand.copy(),
            self.graveyard.copy(),
            self.exile.copy(),
            self.pool.copy(),
            self.lands_played,
            self.lost,
            self.left,
            self.loss_reason,
            self.drew_from_empty,
            self.mulligans,
            self.kept,
            self.history,
        )


@dataclass(frozen=True, slots=True)
class LastKnown:
    """An object as it last existed on the battlefield (CR 608.2h, 113.7a), for what outlives it."""

    name: str
    controller: int
    colors: frozenset[str]
    deathtouch: bool
    lifelink: bool
    toughness: int
    power: int = 0  # "it deals damage equal to its power" after it was sacrificed for the cost (608.2h)
    subtypes: frozenset[str] = frozenset()  # for protection from a creature type (702.16e: "from Dogs")


COMBAT_DAMAGE_NAME = "combat damage"
"""What a combat damage object on the stack shows as its name (the scenario contract's `combat damage`)."""


@dataclass(frozen=True, slots=True)
class AssignedCombatDamage:
    """One share of combat damage on the stack (2008 310.1): ``amount`` from ``source`` to ``to``.

    ``source_lki`` is the source as it last existed, once it has left the
    battlefield (2008 310.4b); ``rule`` is the current rule of that kind of
    assignment (510.1b-d), cited when it is dealt; ``to_name`` is what the
    recipient was called (for the log, should it be gone).
    """

    source: int
    to: int
    amount: int
    rule: str
    to_name: str = ""
    source_lki: LastKnown | None = None


@dataclass(slots=True)
class StackObject:
    """A spell or ability on the stack (CR 405, 112, 113).

    ``ability`` indexes the activated or triggered abilities of ``card``
    (for an ability, the card whose abilities its source had: the copied
    card under a copy effect, 707.2); ``changes`` are the text changes its
    source's abilities had as it was put on the stack (612, 113.7a);
    ``ref_obj`` and ``ref_player`` are what a trigger's "that creature" and
    "that player" mean; ``mode`` is the chosen mode of a modal spell (-1:
    none); ``source_lki`` is the source as it last existed, once it has left;
    ``x`` is X, or for a triggered ability the amount its event measured
    ("that much"); ``assigned`` is a combat damage object's damage (2008
    310.1); ``division`` is how a divided effect's damage was divided as it
    was put on the stack (601.2d): one share for each target slot, 0 for a
    slot outside the division or left empty (empty when nothing is divided).
    """

    id: int
    kind: StackKind
    card: CardRef
    owner: int
    controller: int
    targets: tuple[int, ...] = ()
    x: int = 0
    mode: int = -1
    source: int = 0
    ability: int = 0
    ref_obj: int = 0
    ref_player: int = -1
    source_lki: LastKnown | None = None
    changes: tuple[ChangeText, ...] = ()
    assigned: tuple[AssignedCombatDamage, ...] = ()
    is_copy: bool = False  # CR 707.10: a copy of a spell, which was never cast and ceases to exist as it leaves
    granted: bool = False  # CR 113.10: ``ability`` indexes the abilities ``card``'s text grants in quotation marks
    division: tuple[int, ...] = ()  # CR 601.2d: each target slot's share of a divided effect

    def copy(self) -> StackObject:
        return StackObject(
            self.id,
            self.kind,
            self.card,
            self.owner,
            self.controller,
            self.targets,
            self.x,
            self.mode,
            self.source,
            self.ability,
            self.ref_obj,
            self.ref_player,
            self.source_lki,
            self.changes,
            self.assigned,
            self.is_copy,
            self.granted,
            self.division,
        )


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2, 613).

    ``affected`` is the set of objects, locked in as the effect began
    (611.2c); ``modifications`` apply in their layers (613.6); the effect
    is ``controller``'s and lasts for ``duration`` (514.2).
    """

    timestamp: int
    source_name: str
    controller: int
    affected: tuple[int, ...]
    modifications: tuple[Modification, ...]
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class RegenerationShield:
    """CR 701.19a: the next time ``obj`` would be destroyed this turn, it is regenerated instead."""

    timestamp: int
    obj: int
    source_name: str


@tagged("exile_instead_of_dying")
@dataclass(frozen=True, slots=True)
class ExileInsteadOfDying:
    """CR 614.1a, 700.4: "If that creature would die this turn, exile it instead": this turn, if ``obj``
    would be put into a graveyard from the battlefield, it is exiled instead (each time; the effect is
    not used up, and ends with the turn, 514.2)."""

    timestamp: int
    obj: int
    source_name: str


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """CR 615.7: prevent the next ``amount`` damage to ``to`` (an object or player ref) this turn."""

    timestamp: int
    to: int
    amount: int
    source_name: str


@dataclass(frozen=True, slots=True)
class CombatDamagePrevention:
    """CR 615.1a: "Prevent all combat damage that would be dealt this turn"."""

    timestamp: int
    source_name: str


@dataclass(frozen=True, slots=True)
class SourcePreventionShield:
    """CR 615.7, 609.7a: the next time ``source`` (the object chosen as the effect resolved) would deal damage
    to ``to`` (an object or player ref) this turn, that damage is prevented."""

    timestamp: int
    source: int
    to: int
    source_name: str


@dataclass(frozen=True, slots=True)
class ColorDamagePrevention:
    """CR 615.1: "Prevent all damage that black sources and red sources would deal this turn": damage from a
    source of any of ``colors``."""

    timestamp: int
    colors: frozenset[str]
    source_name: str


@dataclass(frozen=True, slots=True)
class PlayerDamagePrevention:
    """CR 615.1: "Prevent all damage that would be dealt to you and creatures you control this turn"."""

    timestamp: int
    player: int
    source_name: str


@tagged("group_cant_block")
@dataclass(frozen=True, slots=True)
class GroupCantBlock:
    """CR 509.1b, 611.2c: "Creatures without flying can't block this turn": this turn no creature fitting
    ``group`` (read for ``controller``, the spell's) can block. It changes no characteristic, so it
    isn't locked in as it begins: it applies to whatever fits the group as blockers are declared."""

    timestamp: int
    group: Filter
    controller: int
    source_name: str


@tagged("casting_forbidden")
@dataclass(frozen=True, slots=True)
class CastingForbidden:
    """CR 101.2, 601.2: "Your opponents can't cast spells this turn": this turn the players ``who`` names
    (read for ``controller``, the spell's) can't cast spells."""

    timestamp: int
    who: Relation
    controller: int
    source_name: str


@dataclass(frozen=True, slots=True)
class UnblockedRedirection:
    """CR 614.9: "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~
    instead": combat damage to ``player`` from unblocked attackers goes to ``to`` this turn."""

    timestamp: int
    player: int
    to: int
    source_name: str


@dataclass(frozen=True, slots=True)
class DrawsTaken:
    """CR 614.1b, 614.11: "Until end of turn, if target player would draw a card, instead that player skips that
    draw and you draw a card": each draw of ``player`` this turn is ``taker``'s instead."""

    timestamp: int
    player: int
    taker: int
    source_name: str


Shield = (
    RegenerationShield | PreventionShield | CombatDamagePrevention | SourcePreventionShield | ColorDamagePrevention
    | PlayerDamagePrevention | UnblockedRedirection | ExileInsteadOfDying | GroupCantBlock | CastingForbidden
    | DrawsTaken
)
"""The effects of resolved spells and abilities that last the turn and are no continuous effect of the
layers: replacement and prevention effects (614, 615) and rules of the turn such as "can't block this
turn" for a group (509.1b); all end in the cleanup step (514.2)."""


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3).

    ``ref_obj`` / ``ref_player`` are what "that creature" / "that player"
    refer to; ``source_lki`` the source as it last existed, if it has left;
    ``card``, ``ability`` and ``changes`` name the ability as for a
    :class:`StackObject` (a negative ``ability`` is one the rules define,
    as the 2008 rules define deathtouch and lifelink); ``amount`` is what
    its event measured ("that much").
    """

    controller: int
    source: int
    card: CardRef
    ability: int
    ref_obj: int = 0
    ref_player: int = -1
    source_lki: LastKnown | None = None
    changes: tuple[ChangeText, ...] = ()
    amount: int = 0
    granted: bool = False  # CR 113.10: ``ability`` indexes the abilities ``card``'s text grants


@dataclass(frozen=True, slots=True)
class Delayed:
    """A delayed triggered ability created by an effect, waiting for its step (CR 603.7): ``card`` and
    ``ability`` name it as for a :class:`PendingTrigger`; ``ref_obj`` is the object its "that creature"
    means, fixed as it was created (603.7c)."""

    step: Step
    controller: int
    source: int
    card: CardRef
    ability: int
    ref_obj: int = 0
    changes: tuple[ChangeText, ...] = ()


@dataclass(slots=True)
class Combat:
    """Who attacks whom and who blocks whom this combat (CR 506-511)."""

    attackers: dict[int, int] = field(default_factory=dict)  # attacker -> player ref or planeswalker id
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked: dict[int, list[int]] = field(default_factory=dict)  # attacker -> its blockers (blocked ones only)
    declared: list[tuple[int, int]] = field(default_factory=list)  # a declaration being built
    first_strike: bool = False  # this combat has a first strike damage step (510.4)
    struck: list[int] = field(default_factory=list)  # creatures that dealt first strike damage
    declared_any: bool = False  # CR 508.8: were attackers declared this combat?
    defenders_left: tuple[int, ...] = ()  # defending players still to declare blockers
    bands: list[tuple[int, ...]] = field(default_factory=list)  # CR 702.22c: attacking bands (declared or announced)

    def copy(self) -> Combat:
        return Combat(
            self.attackers.copy(),
            {k: v.copy() for k, v in self.blockers.items()},
            {k: v.copy() for k, v in self.blocked.items()},
            self.declared.copy(),
            self.first_strike,
            self.struck.copy(),
            self.declared_any,
            self.defenders_left,
            self.bands.copy(),
        )


# ------------------------------------------------------------ continuations
# The engine's own progress through a multi-part procedure: private, never
# shown as part of a decision, but part of the position (JSON round trips
# resume them exactly).


@dataclass(frozen=True, slots=True)
class CastProgress:
    """A spell being cast (601.2) or an ability being activated (602.2), choice by choice.

    ``card`` is the card in hand (a spell) or the source permanent (an
    ability); ``x`` is None until chosen; ``targets`` grows slot by slot;
    ``discard`` is the card chosen to pay a discard cost, ``sacrificed`` the
    permanent chosen to pay a "Sacrifice a creature" cost; ``division`` the
    shares of a divided effect announced so far, slot by slot (601.2d).
    """

    kind: StackKind
    player: int
    card: int
    ability: int = -1
    mode: int = -1
    x: int | None = None
    targets: tuple[int, ...] = ()
    discard: int = 0
    sacrificed: int = 0
    division: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Memo:
    """What earlier steps of a resolving effect learned, for later ones (608.2c, 608.2h)."""

    chosen: tuple[int, ...] = ()
    failed: bool = False
    lki_toughness: int = 0
    lki_power: int = 0  # "its power" of an object gone, as it last existed (608.2h)
    lki_controller: int = -1
    may: bool | None = None
    started: bool = False
    stage: int = 0  # which of a step's successive choices was asked (scry: the bottom, then the top, 701.22a)
    held: tuple[int, ...] = ()  # what an earlier choice of the same step picked (scry: the cards for the bottom)
    answer: bool | None = None  # the yes or no a step asked for, once given ("unless ... pays", 118.12)
    declined: bool = False  # "unless ... pays" was not paid: the instruction is under way (118.12a)
    words: tuple[str, ...] = ()  # the words the resolving step asked for (608.2d, 612.1), as chosen; "" for none
    turn_ended: bool = False  # "End the turn" was done: the resolution stops and the turn goes to cleanup (724.1d)
    instead: bool = False  # which instruction "[...] instead" chose as it was reached (608.2c)
    moved: int = 0  # how many targets "for each target" moved out of their zone ("exiled this way", 608.2c)
    attach: tuple[int, ...] = ()  # what each Aura entering at once will enchant, as chosen (303.4f); 0: nothing


@dataclass(frozen=True, slots=True)
class Resolution:
    """A resolving spell or ability suspended on a choice: which, where, and its memo."""

    item: int
    pc: int
    legal: tuple[bool, ...]
    memo: Memo = Memo()


@dataclass(frozen=True, slots=True)
class Selection:
    """Cards or permanents being chosen one at a time (a discard, a search, a sacrifice...).

    ``purpose`` names the procedure; ``candidates`` are what may be chosen;
    ``count`` how many in all; ``chosen`` those chosen so far; with
    ``optional`` the player may stop early (a search may find nothing);
    ``shown`` are cards the player sees while choosing that can't be chosen
    (those looked at that don't fit what may be taken, 701.20e).
    """

    purpose: str
    player: int
    candidates: tuple[int, ...]
    count: int
    chosen: tuple[int, ...] = ()
    optional: bool = False
    shown: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Assignment:
    """Combat damage being divided (510.1c-d), one recipient at a time.

    ``queue`` holds the creatures still to assign after ``source``;
    ``recipients`` the ones it may assign to, in order; ``amounts`` what
    has been given so far; ``done`` the finished divisions.
    """

    source: int
    recipients: tuple[int, ...]
    amounts: tuple[int, ...]
    queue: tuple[int, ...]
    done: tuple[tuple[int, tuple[tuple[int, int], ...]], ...]
    first_strike_step: bool


@dataclass(frozen=True, slots=True)
class ProposedDamage:
    """Damage about to be dealt, before replacement and prevention (616)."""

    source: int
    source_info: LastKnown
    to: int
    amount: int
    combat: bool
    rules: tuple[str, ...]
    applied: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DamageBatch:
    """Damage dealt at once (510.2, 120.3), passing through prevention one event at a time.

    ``then`` names what happens when it is all dealt: "combat" gives
    priority, "resolution" resumes the resolving effect.
    """

    proposals: tuple[ProposedDamage, ...]
    index: int
    results: tuple[ProposedDamage, ...]
    then: str


class DrawStage(StrEnum):
    """Where a draw replaced by "you may instead choose land or nonland and reveal ..." is waiting (614.1a)."""

    MAY = "may"  # whether to apply the replacement to this draw ("you may instead")
    KIND = "kind"  # which kind of card is chosen
    ORDER = "order"  # the order of the other revealed cards on the bottom of the library (401.4)


@dataclass(frozen=True, slots=True)
class DrawToMake:
    """One card draw still to happen (121.2): whose, the rules it cites, and the replacements already
    applied to it (614.5: a permanent's by its id, a resolved spell's by its negated timestamp)."""

    player: int
    rules: tuple[str, ...] = ("121.1",)
    applied: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Drawing:
    """Draws made one at a time while a replacement of the first waits on its player's choice (121.6b,
    614.11a: the replacement is completed before the sequence goes on).

    ``draws`` are the draws still to happen, the first being replaced by ``source``'s ability;
    ``stage`` what is asked; ``kind`` the kind of card chosen; ``revealed`` the cards revealed
    that go to the bottom of the library.
    """

    draws: tuple[DrawToMake, ...]
    source: int
    stage: DrawStage
    kind: str = ""
    revealed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class MulliganProgress:
    """CR 103.5: who still declares keep or mulligan, who took one, who still bottoms cards."""

    undecided: tuple[int, ...] = ()
    takers: tuple[int, ...] = ()
    bottoming: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TriggerPush:
    """A waiting triggered ability being put on the stack, its targets chosen slot by slot and then its
    division announced, share by share (603.3d, 601.2d)."""

    index: int
    targets: tuple[int, ...] = ()
    division: tuple[int, ...] = ()


# ------------------------------------------------------------------ the game


@dataclass(slots=True)
class GameState:
    """The whole position: players, zones, turn, priority, stack, effects, decisions, RNG."""

    players: list[Player]
    battlefield: dict[int, Permanent] = field(default_factory=dict)
    stack: list[StackObject] = field(default_factory=list)  # top is last
    cards: dict[int, CardRef] = field(default_factory=dict)  # cards in libraries, hands, graveyards, exile
    effects: list[ContinuousEffect] = field(default_factory=list)
    shields: list[Shield] = field(default_factory=list)
    waiting: list[PendingTrigger] = field(default_factory=list)  # triggered, not yet on the stack (603.3)
    delayed: tuple[Delayed, ...] = ()  # CR 603.7: delayed triggered abilities created, not yet triggered
    combat: Combat | None = None
    turn: int = 0
    active: int = 0
    step: Step = Step.UNTAP
    priority: int | None = None
    passes: int = 0
    next_id: int = 1
    timestamp: int = 0
    rng: int = 0  # the SplitMix64 state
    pending: Decision | None = None
    casting: CastProgress | None = None
    resolving: Resolution | None = None
    selection: Selection | None = None
    assignment: Assignment | None = None
    batch: DamageBatch | None = None
    drawing: Drawing | None = None
    mulligan: MulliganProgress | None = None
    pushing: TriggerPush | None = None
    over: bool = False
    winner: int | None = None
    starting: int = 0
    profile: str = "current"
    format: str = "constructed"  # the format's name (tolaria.mtg.formats)
    teams: tuple[tuple[int, ...], ...] = ()  # CR 810.1, 805.2: each team's players in seat order, primary first
    autopass: tuple[int, ...] = ()  # the seats the engine passes for when they can do nothing else
    labels: dict[str, int] = field(default_factory=dict)  # scenario ids -> object ids
    legend_keep: tuple[int, ...] = ()  # legendary permanents chosen to stay (704.5j), until performed
    extra_turns: tuple[int, ...] = ()  # CR 500.7: players given extra turns, the last created taken first
    # CR 500.8, 505.1a: additional combat phases, each followed by an additional (postcombat) main phase,
    # due after the current main phase; and the step the turn goes on with after the last of them.
    additional_combats: int = 0
    resume_after: Step | None = None
    attacked: tuple[int, ...] = ()  # CR 508.1: the creatures declared as attackers this turn
    blocked: tuple[int, ...] = ()  # CR 509.1: the creatures declared as blockers this turn
    spells_cast: tuple[int, ...] = ()  # CR 601.2i: the player of each spell cast this turn, in order
    damaged: tuple[tuple[int, int], ...] = ()  # CR 120.3: (source, creature) for each creature dealt damage this turn
    from_battlefield: tuple[int, ...] = ()  # CR 400.7: the graveyard cards put there from the battlefield this turn
    setup: bool = True  # the start-of-game procedures (103) are under way
    version: int = 0  # bumped by every change
    board: int = 0  # bumped by every change to objects, zones, mana or effects (not by steps)
    bf_gen: int = 0  # bumped when a permanent enters or leaves the battlefield
    mana_gen: int = 0  # bumped by every change that may change what mana a player can make
    sba_checked: int = -1  # the version at which state-based actions last found nothing
    # Not part of the position: the card database, the rules profile, events not yet
    # collected, and caches: ``cache`` holds values valid while ``board`` is ``cache_at``.
    db: CardDatabase = _transient_new(CardDatabase.bundled)
    rules: Any = _transient()
    out: list[Any] = _transient_new(list)
    cache: dict[Any, Any] = _transient_new(dict)
    cache_at: int = _transient(-1)
    # Autopass memo per player: (board, answer) at instant speed, then (board, answer) at sorcery speed.
    probe: list[tuple[int, bool, int, bool]] = _transient_new(list)
    mana_memo: dict[Any, Any] = _transient_new(dict)  # mana sources and totals, valid at ``mana_memo_at``
    source_memo: dict[int, Any] = _transient_new(dict)  # each permanent's {T} mana ability, checked by identity on use
    mana_memo_at: tuple[int, int] = _transient((-1, -1))  # (bf_gen, mana_gen)
    token: int = _transient(0)  # this state object's token (Permanent.owner_state)
    summary: Any = _transient()  # what the battlefield's cards could do (rules.battlefield), for one bf_gen
    # Whether some permanent may have damage, deathtouch damage or counters marked on it: set by the
    # mutation API whenever it marks any, cleared only by a state-based check that looked and found none.
    maybe_marked: bool = _transient(True)
    # Whether a card of this game may have a triggered ability that works from a graveyard (113.6m): set
    # as such a card comes into the game (rules.zones) and never cleared, so a game without one never
    # looks through its graveyards at an event.
    graveyard_workers: bool = _transient(False)

    def __post_init__(self) -> None:
        self.token = next(_STATES)
        for perm in self.battlefield.values():
            perm.owner_state = self.token
        if not self.probe:
            self.probe = [(-1, False, -1, False)] * len(self.players)

    @staticmethod
    def new(names: list[str], seed: int, db: CardDatabase, rules: Any) -> GameState:
        g = GameState([Player(n, i) for i, n in enumerate(names)], rng=seed & ((1 << 64) - 1))
        g.db = db
        g.rules = rules
        g.profile = rules.name
        return g

    # -- identity -------------------------------------------------------
    def new_id(self) -> int:
        i = self.next_id
        self.next_id = i + 1
        return i

    def new_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def random(self) -> Rng:
        """The game's random number generator; callers store ``.state`` back (see :meth:`below`)."""
        return Rng(self.rng)

    def below(self, n: int) -> int:
        """A uniform random integer in range(n), from the game's seeded generator."""
        r = Rng(self.rng)
        value = r.below(n)
        self.rng = r.state
        return value

    def shuffle(self, items: list[Any]) -> None:
        r = Rng(self.rng)
        r.shuffle(items)
        self.rng = r.state

    def changed(self, mana: bool = True) -> None:
        """Something about the objects changed: bump the counters (the mutation API calls this).

        ``mana=False`` says the change can't alter what mana anyone can make
        (a card drawn, damage marked, life lost, a spell put on the stack):
        the mana sources found before stay valid. Leaving it out is always safe.
        """
        self.version += 1
        self.board += 1
        if mana:
            self.mana_gen += 1

    def card_came_in(self, card: CardRef) -> None:
        """Note a card coming into the game (created in a zone, put onto the battlefield, or dealt by a
        guess): one whose abilities may work from a graveyard (113.6m) makes every event look there."""
        if not self.graveyard_workers and isinstance(card, str) and card in self.db.graveyard_workers():
            self.graveyard_workers = True

    def note_cards(self) -> None:
        """Note every card of the game (a position read back, whose transient notes start afresh)."""
        for card in self.cards.values():
            self.card_came_in(card)
        for perm in self.battlefield.values():
            self.card_came_in(perm.card)
        for item in self.stack:
            self.card_came_in(item.card)

    def moved_on(self) -> None:
        """Only the turn structure or a decision in progress moved on (a step, priority, a choice made):
        bump the version, not ``board``; nothing derived from the objects can have changed."""
        self.version += 1

    def opponents(self, index: int) -> list[int]:
        """The players still in the game who are not on ``index``'s team (CR 102.2, 102.3)."""
        team = self.team_of(index)
        return [p.index for p in self.players if p.index not in team and not p.lost]

    def team_of(self, index: int) -> tuple[int, ...]:
        """CR 102.3: the player and their teammates, in seat order (just the player when there are no teams)."""
        for team in self.teams:
            if index in team:
                return team
        return (index,)

    def are_opponents(self, a: int, b: int) -> bool:
        """CR 102.3: in a game between teams, a player's opponents are all players not on their team."""
        if a == b:
            return False
        return not self.teams or b not in self.team_of(a)

    def seat(self, name: str) -> int:
        for p in self.players:
            if p.name == name:
                return p.index
        raise KeyError(name)

    def card_of(self, obj: int) -> CardRef | None:
        """The card any object shows (permanent, stack object or card in a zone)."""
        perm = self.battlefield.get(obj)
        if perm is not None:
            return perm.card
        for s in self.stack:
            if s.id == obj:
                if s.granted and s.source != obj:
                    # CR 113.7: a granted ability's source is the object that has it, whose card it shows.
                    shown = self.card_of(s.source)
                    if shown is not None:
                        return shown
                    if s.source_lki is not None:
                        return s.source_lki.name  # it has left: the name it last had (113.7a)
                return s.card
        return self.cards.get(obj)

    @staticmethod
    def name_of_card(card: CardRef) -> str:
        return card if isinstance(card, str) else card.name

    def name_of(self, obj: int) -> str:
        """The name of any object, or a player's name for a player ref.

        A face-up permanent under a copy effect has the name the layers give
        it, the copied card's (707.2); a face-down one is named by its card
        here, for those who may see it (views hide it, 708.5).
        """
        if obj < 0:
            return self.players[-1 - obj].name
        if self.effects and self._copying(obj):
            # Only copy effects change names; the layers know how.
            from tolaria.mtg.rules.layers import chars

            return chars(self, obj).name
        card = self.card_of(obj)
        if card is None:
            return "?"
        return card if isinstance(card, str) else card.name

    def _copying(self, obj: int) -> bool:
        """Whether a copy effect (707.2) applies to ``obj``, a face-up permanent: the one kind of effect
        that changes a name."""
        perm = self.battlefield.get(obj)
        if perm is None or perm.face_down:
            return False
        return any(
            obj in e.affected and any(isinstance(m, BecomeCopy) for m in e.modifications) for e in self.effects
        )

    # -- copying and serialisation -------------------------------------
    def writable(self, oid: int) -> Permanent:
        """The permanent ``oid`` of this state, ready to be changed in place (copied first if shared)."""
        perm = self.battlefield[oid]
        if perm.owner_state != self.token:
            perm = perm.copy()
            perm.owner_state = self.token
            self.battlefield[oid] = perm
        return perm

    def copy(self) -> GameState:
        """An independent copy. Permanents are shared until either state changes one (copy on write),
        so a copy costs about the same whatever the size of the battlefield."""
        g = GameState.__new__(GameState)
        g.players = [p.copy() for p in self.players]
        g.battlefield = self.battlefield.copy()
        self.token = next(_STATES)  # neither state may now change a shared permanent in place
        g.token = next(_STATES)
        g.stack = [s.copy() for s in self.stack]
        g.cards = dict(self.cards)  # rebuilt, not cloned: no room kept for the ids that left
        g.effects = self.effects.copy()
        g.shields = self.shields.copy()
        g.waiting = self.waiting.copy()
        g.delayed = self.delayed
        g.combat = self.combat.copy() if self.combat is not None else None
        g.turn = self.turn
        g.active = self.active
        g.step = self.step
        g.priority = self.priority
        g.passes = self.passes
        g.next_id = self.next_id
        g.timestamp = self.timestamp
        g.rng = self.rng
        g.pending = self.pending  # frozen records from here on
        g.casting = self.casting
        g.resolving = self.resolving
        g.selection = self.selection
        g.assignment = self.assignment
        g.batch = self.batch
        g.drawing = self.drawing
        g.mulligan = self.mulligan
        g.pushing = self.pushing
        g.over = self.over
        g.winner = self.winner
        g.starting = self.starting
        g.profile = self.profile
        g.format = self.format
        g.teams = self.teams
        g.autopass = self.autopass
        g.labels = self.labels.copy() if self.labels else {}
        g.legend_keep = self.legend_keep
        g.extra_turns = self.extra_turns
        g.additional_combats = self.additional_combats
        g.resume_after = self.resume_after
        g.attacked = self.attacked
        g.blocked = self.blocked
        g.spells_cast = self.spells_cast
        g.damaged = self.damaged
        g.from_battlefield = self.from_battlefield
        g.setup = self.setup
        g.version = self.version
        g.board = self.board
        g.bf_gen = self.bf_gen
        g.mana_gen = self.mana_gen
        g.mana_memo = {}
        g.mana_memo_at = (-1, -1)
        g.source_memo = {}
        g.summary = self.summary  # immutable, and checked against bf_gen on use
        g.maybe_marked = self.maybe_marked
        g.graveyard_workers = self.graveyard_workers
        g.sba_checked = self.sba_checked
        g.probe = list(self.probe)
        g.db = self.db
        g.rules = self.rules
        g.out = []
        g.cache = {}  # never shared: each state empties and refills its own
        g.cache_at = -1
        return g

    def to_dict(self) -> dict[str, Any]:
        data = to_data(self)
        assert isinstance(data, dict)
        return data

    @staticmethod
    def from_dict(data: dict[str, Any], db: CardDatabase, rules: Any) -> GameState:
        g: GameState = from_data(data, GameState, "position")
        g.db = db
        g.rules = rules
        g.out = []
        g.cache = {}
        g.cache_at = -1
        g.note_cards()
        return g
