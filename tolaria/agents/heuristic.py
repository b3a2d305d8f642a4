"""Magic knowledge for players: a fast rules-aware player, a position evaluation, guesses of hidden cards.

This is the one module of ``tolaria.agents`` that knows Magic. It reads a
game only where its seat may look (CR 400.2): the battlefield, the stack,
graveyards, exile, life totals, its own hand and its own choices in
progress (a spell it is casting, a selection it is shown); the public card
data (compiled abilities) of the cards it sees tells it what a spell does.
It never reads another hand or any library.

:class:`HeuristicAgent` plays a land each turn, spends as much mana as it
can (creatures on curve before damage to a player that doesn't kill),
attacks when no blocker makes the attack bad, or with everyone when the
opponent's blockers can't stop a race it wins or when it is dead to the
crack-back anyway, blocks to kill, trade or survive (every attacker
counted, menace and trample included), points removal at the best
creature it can kill (two burn spells at one worth it, each resolving
first) and keeps burn that could kill a creature until the opponent is
within reach or the face is lethal. :data:`KNOWLEDGE`
lends planners (``tolaria.agents.mcts``) an evaluation of positions, a guess
at the opponents' hidden cards and this player for play-outs.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from tolaria.agents.base import Agent, as_view, knowledge_for
from tolaria.core.protocol import Action, Decision, Game, SeatView
from tolaria.errors import TolariaError
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg import events as ev
from tolaria.mtg.carddb import CardDatabase, CardDef
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES, Keyword
from tolaria.mtg.kinds import COLOR_WORDS, COLORS, CardType, StackKind, Step
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules import activation, division, mana, targeting
from tolaria.mtg.rules.casting import effect_of_spell
from tolaria.mtg.rules.draws import KIND_OF_CARD
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.priority import trigger_specs
from tolaria.mtg.state import GameState, RegenerationShield, player_ref

# --------------------------------------------------------------- the board


@dataclass(frozen=True, slots=True)
class Fighter:
    """A creature on the battlefield as combat sees it (its damage already subtracted from toughness)."""

    id: int
    controller: int
    power: int
    toughness: int
    value: float
    flying: bool
    reach: bool
    first_strike: bool
    double_strike: bool
    deathtouch: bool
    trample: bool
    menace: bool
    vigilance: bool
    hexproof: bool
    tapped: bool
    colors: frozenset[str]
    protection: frozenset[str]

    def blockable_by(self, blocker: Fighter) -> bool:
        """CR 702.9b, 702.16f: flying needs flying or reach; protection stops blockers of that color."""
        if self.flying and not (blocker.flying or blocker.reach):
            return False
        return not (self.protection & blocker.colors)

    @property
    def hits(self) -> int:
        """CR 702.4b: double strike deals combat damage twice."""
        return 2 if self.double_strike else 1


def _kills(x: Fighter, y: Fighter, hits: int, toughness: int | None = None) -> bool:
    """Whether ``x``'s combat damage destroys ``y`` (CR 704.5g lethal damage, 702.2b deathtouch, 702.16e protection)."""
    if x.power <= 0 or (y.protection & x.colors):
        return False
    return x.deathtouch or x.power * hits >= (y.toughness if toughness is None else toughness)


def fight(a: Fighter, b: Fighter, a_pump: tuple[int, int] = (0, 0)) -> tuple[bool, bool]:
    """(``a`` dies, ``b`` dies) when the two deal each other combat damage; ``a_pump`` is +P/+T for ``a``.

    CR 510.4: with first strike, a creature deals its damage in a step of
    its own, and a creature it destroys then deals none back.
    """
    if a_pump != (0, 0):
        a = _pumped(a, *a_pump)
    a_first, b_first = a.first_strike or a.double_strike, b.first_strike or b.double_strike
    if a_first and not b_first:
        if _kills(a, b, 1):
            return False, True
        return _kills(b, a, 1), _kills(a, b, a.hits)
    if b_first and not a_first:
        if _kills(b, a, 1):
            return True, False
        return _kills(b, a, b.hits), _kills(a, b, 1)
    return _kills(b, a, b.hits), _kills(a, b, a.hits)


def _pumped(f: Fighter, power: int, toughness: int) -> Fighter:
    return Fighter(
        f.id, f.controller, f.power + power, f.toughness + toughness, f.value, f.flying, f.reach, f.first_strike,
        f.double_strike, f.deathtouch, f.trample, f.menace, f.vigilance, f.hexproof, f.tapped, f.colors, f.protection,
    )


_KEYWORD_VALUE: tuple[tuple[Keyword, float], ...] = (
    (Keyword.FLYING, 1.5),
    (Keyword.FIRST_STRIKE, 1.0),
    (Keyword.DOUBLE_STRIKE, 2.0),
    (Keyword.DEATHTOUCH, 1.5),
    (Keyword.TRAMPLE, 0.5),
    (Keyword.LIFELINK, 1.0),
    (Keyword.HEXPROOF, 0.5),
    (Keyword.VIGILANCE, 0.5),
    (Keyword.MENACE, 0.5),
    (Keyword.HASTE, 0.2),
    (Keyword.REACH, 0.3),
)


def creature_value(power: int, toughness: int, keywords: frozenset[object], abilities: int) -> float:
    """How much a creature is worth on the board: its stats, its keywords, its other abilities."""
    value = 1.0 + 1.5 * max(power, 0) + max(toughness, 0)
    for keyword, bonus in _KEYWORD_VALUE:
        if keyword in keywords:
            value += bonus
    return value + 1.5 * abilities


class Board:
    """The public position as one seat sees it, built once per decision (nothing hidden is read).

    The creatures (:attr:`fighters`, :attr:`mine`, :attr:`theirs`) and the
    land counts are read from the battlefield only when a decision first
    asks for them: a land drop or a creature cast on curve never does, and
    a planner's play-outs take thousands of those.
    """

    __slots__ = ("g", "me", "opp", "_fighters", "_mine", "_theirs", "_lands", "attacking", "blocked")

    def __init__(self, g: GameState, me: int) -> None:
        self.g = g
        self.me = me
        living = g.opponents(me)
        self.opp = min(living, key=lambda p: (g.players[p].life, p)) if living else (1 - me if len(g.players) == 2 else me)
        self._fighters: dict[int, Fighter] | None = None
        self._mine: list[Fighter] = []
        self._theirs: list[Fighter] = []
        self._lands: list[int] = []
        combat = g.combat
        self.attacking: dict[int, int] = dict(combat.attackers) if combat is not None else {}
        self.blocked: dict[int, list[int]] = {k: list(v) for k, v in combat.blocked.items()} if combat is not None else {}

    def _read_battlefield(self) -> dict[int, Fighter]:
        """Every creature as combat sees it, and each player's lands: one pass over the battlefield."""
        g = self.g
        fighters: dict[int, Fighter] = {}
        lands = [0] * len(g.players)
        for perm in g.battlefield.values():
            c = chars(g, perm.id)
            if c.is_land:
                lands[c.controller] += 1
            if not c.is_creature:
                continue
            kw = c.keywords
            abilities = sum(1 for a in c.activated if isinstance(a, ab.ActivatedAbility)) + len(c.triggered)
            power, toughness = c.power or 0, (c.toughness or 0) - perm.damage
            fighters[perm.id] = Fighter(
                perm.id, c.controller, power, toughness, creature_value(power, c.toughness or 0, kw, abilities),
                Keyword.FLYING in kw, Keyword.REACH in kw, Keyword.FIRST_STRIKE in kw, Keyword.DOUBLE_STRIKE in kw,
                Keyword.DEATHTOUCH in kw, Keyword.TRAMPLE in kw, Keyword.MENACE in kw,
                Keyword.VIGILANCE in kw, Keyword.HEXPROOF in kw, perm.tapped, c.colors, c.protection,
            )
        self._fighters = fighters
        self._mine = [f for f in fighters.values() if f.controller == self.me]
        self._theirs = [f for f in fighters.values() if f.controller != self.me]
        self._lands = lands
        return fighters

    @property
    def fighters(self) -> dict[int, Fighter]:
        """The creatures on the battlefield, by object id."""
        fighters = self._fighters
        return fighters if fighters is not None else self._read_battlefield()

    @property
    def mine(self) -> list[Fighter]:
        """This seat's creatures."""
        if self._fighters is None:
            self._read_battlefield()
        return self._mine

    @property
    def theirs(self) -> list[Fighter]:
        """The other players' creatures."""
        if self._fighters is None:
            self._read_battlefield()
        return self._theirs

    @property
    def lands(self) -> list[int]:
        """How many lands each player controls."""
        if self._fighters is None:
            self._read_battlefield()
        return self._lands

    @property
    def my_life(self) -> int:
        return self.g.players[self.me].life

    @property
    def their_life(self) -> int:
        return self.g.players[self.opp].life

    @property
    def my_turn(self) -> bool:
        return self.g.active == self.me

    @property
    def step(self) -> Step:
        return self.g.step

    def card(self, oid: int) -> CardDef:
        """The public card data of a card this seat sees (in its hand, a graveyard, exile, the stack)."""
        g = self.g
        ref = g.card_of(oid)
        assert ref is not None
        return g.db.card(ref)

    def blockers_of(self, attacker: int) -> list[Fighter]:
        return [self.fighters[b] for b in self.blocked.get(attacker, ()) if b in self.fighters]

    def attackers_of(self, blocker: int) -> list[Fighter]:
        combat = self.g.combat
        if combat is None:
            return []
        return [self.fighters[a] for a in combat.blockers.get(blocker, ()) if a in self.fighters]


# ------------------------------------------------------------ what spells do


class Role(Enum):
    """What an effect does to the object or player chosen for one target slot."""

    HARM = "harm"
    HELP = "help"
    NEUTRAL = "neutral"


_HARMFUL = (
    ab.DealDamage, ab.Destroy, ab.ReturnToHand, ab.PutOnBottom, ab.GainControl, ab.Discard, ab.RevealHand,
    ab.ChooseFromHand, ab.DiscardChosen, ab.Sacrifice, ab.LoseLife, ab.Mill, ab.CounterSpell,
)
_HELPFUL = (ab.Regenerate, ab.PreventDamage, ab.Untap, ab.GainLife, ab.Draw)


def _refers_to(step: object, slot: int) -> bool:
    """Whether an effect step acts on the ``slot``-th target (its object or its player)."""
    for name in ("what", "to", "who"):
        ref = getattr(step, name, None)
        if isinstance(ref, ab.Target) and ref.slot == slot:
            return True
    return False


def slot_role(effect: ab.SpellAbility, slot: int) -> Role:
    """Whether choosing a target for ``slot`` harms or helps it: drawing helps whatever it costs; then harm wins."""
    steps = [s for s in effect.steps if _refers_to(s, slot)]
    if any(isinstance(s, ab.Draw) for s in steps):
        return Role.HELP
    for s in steps:
        if isinstance(s, _HARMFUL) or (isinstance(s, ab.Pump) and (s.power < 0 or s.toughness < 0)):
            return Role.HARM
    if any(isinstance(s, _HELPFUL) or isinstance(s, ab.Pump) for s in steps):
        return Role.HELP
    return Role.NEUTRAL


def _amount(amount: ab.Amount, x: int) -> int:
    return amount if isinstance(amount, int) else x


def _most_value(foes: Sequence[Fighter], damage: int, most: int) -> list[Fighter]:
    """The creatures worth most that ``damage`` can kill, at most ``most`` of them, each dealt its lethal
    damage (a small knapsack over the damage, as a division has few targets)."""
    best: dict[tuple[int, int], tuple[float, tuple[Fighter, ...]]] = {(0, 0): (0.0, ())}
    for f in sorted(foes, key=lambda x: x.id):
        need = max(1, f.toughness)
        for (used, count), (value, chosen) in list(best.items()):
            key = (used + need, count + 1)
            if key[0] <= damage and key[1] <= most and best.get(key, (-1.0, ()))[0] < value + f.value:
                best[key] = (value + f.value, chosen + (f,))
    return list(max(best.values(), key=lambda v: (v[0], -sum(max(1, f.toughness) for f in v[1])))[1])


_SECOND_CARD = 5.0
"""What spending a second card to kill one creature costs: worth it only for a creature worth much more."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A spell or ability worth using now: how much (0: not now) and what each target slot should be."""

    score: float
    targets: tuple[int, ...] = ()


NOT_NOW = Plan(0.0)


class Judge:
    """Scores effects and targets for one seat on one board: the heart of the heuristic player."""

    __slots__ = ("b", "x", "follow_up")

    def __init__(self, board: Board, x: int = 0, follow_up: int = 0) -> None:
        self.b = board
        self.x = x
        self.follow_up = follow_up  # the damage more burn in hand can add to a creature this turn

    # -- one target ---------------------------------------------------
    def target_value(self, effect: ab.SpellAbility, slot: int, target: int, face_ok: bool) -> float:
        """How good ``target`` is for ``slot``: positive for an opponent's thing harmed or our thing helped."""
        b = self.b
        role = slot_role(effect, slot)
        steps = [s for s in effect.steps if _refers_to(s, slot)]
        if target < 0:
            return self._player_value(-1 - target, role, steps, face_ok)
        if target in b.fighters:
            return self._creature_value(b.fighters[target], role, steps)
        return self._other_value(target, role, steps)

    def _player_value(self, player: int, role: Role, steps: Sequence[object], face_ok: bool) -> float:
        b = self.b
        mine = player == b.me
        if role is Role.HELP:
            if not mine:
                return -1.0
            draws = sum(_amount(s.amount, self.x) for s in steps if isinstance(s, ab.Draw))
            life = sum(_amount(s.amount, self.x) for s in steps if isinstance(s, ab.GainLife))
            return 2.0 * draws + 0.3 * life
        if role is Role.HARM:
            if mine:
                return -5.0
            damage = sum(_amount(s.amount, self.x) for s in steps if isinstance(s, ab.DealDamage | ab.LoseLife))
            if damage >= b.g.players[player].life:
                return 100.0  # CR 704.5a: lethal
            if damage:
                return 0.6 * damage if face_ok else 0.0
            return 2.0  # discard, sacrifice, mill: worth doing to an opponent
        return 0.0

    def _creature_value(self, f: Fighter, role: Role, steps: Sequence[object]) -> float:
        b = self.b
        mine = f.controller == b.me
        if role is Role.HARM:
            harm = self._harm(f, steps)
            return -harm if mine else harm
        if role is Role.HELP:
            if not mine:
                return -1.0
            return self._help(f, steps)
        return 0.0

    def _harm(self, f: Fighter, steps: Sequence[object]) -> float:
        """The value taken from a creature by harmful steps (0 if they wouldn't really hurt it)."""
        damage = sum(_amount(s.amount, self.x) for s in steps if isinstance(s, ab.DealDamage))
        if any(isinstance(s, ab.Destroy) for s in steps):
            return f.value
        if any(isinstance(s, ab.PutOnBottom) for s in steps):
            return f.value
        if any(isinstance(s, ab.GainControl) for s in steps):
            # Taking a creature for a turn pays only when it can attack now (CR 302.6: the haste is granted).
            return 0.8 * f.value if self.b.my_turn and self.b.step <= Step.MAIN1 else 0.0
        if any(isinstance(s, ab.ReturnToHand) for s in steps):
            return 0.5 * f.value if f.value >= 4 else 0.0
        shrink = sum(-s.toughness for s in steps if isinstance(s, ab.Pump) and s.toughness < 0)
        if damage + shrink >= f.toughness > 0 or (damage and shrink >= f.toughness):
            return f.value
        if damage and damage + self.follow_up >= f.toughness > 0:
            # CR 120.3e, 704.5g: damage stays marked until the cleanup step, so a second spell can finish it.
            return max(0.0, 0.9 * f.value - _SECOND_CARD)
        return 0.0

    def _help(self, f: Fighter, steps: Sequence[object]) -> float:
        """The value a helpful effect gives one of our creatures now: in combat, a fight it turns around."""
        power = sum(s.power for s in steps if isinstance(s, ab.Pump))
        toughness = sum(s.toughness for s in steps if isinstance(s, ab.Pump))
        saves = any(isinstance(s, ab.Regenerate | ab.PreventDamage) for s in steps)
        return self.combat_gain(f, power, toughness, saves)

    def combat_gain(self, f: Fighter, power: int, toughness: int, saves: bool) -> float:
        """What +``power``/+``toughness`` (or a shield) for ``f`` is worth in the fight it is in now."""
        b = self.b
        if b.step != Step.DECLARE_BLOCKERS:
            return 0.0
        foes = b.blockers_of(f.id) if f.id in b.attacking else b.attackers_of(f.id)
        if not foes:
            if f.id in b.attacking and power and b.their_life <= self._unblocked_damage() + power * f.hits:
                return 50.0  # the last points of a lethal attack
            return 0.0
        foe = max(foes, key=lambda x: x.power)
        dies_now, kills_now = fight(f, foe)
        if saves:
            return f.value if dies_now else 0.0
        dies, kills = fight(f, foe, (power, toughness))
        gain = 0.0
        if dies_now and not dies:
            gain += f.value
        if kills and not kills_now:
            gain += foe.value
        return gain

    def _unblocked_damage(self) -> int:
        b = self.b
        return sum(
            b.fighters[a].power * b.fighters[a].hits
            for a in b.attacking
            if a in b.fighters and b.fighters[a].controller == b.me and not b.blocked.get(a)
        )

    def _other_value(self, target: int, role: Role, steps: Sequence[object]) -> float:
        """A target that is not a creature: a spell on the stack, a land, an artifact, a card in a graveyard."""
        b = self.b
        g = b.g
        item = next((s for s in g.stack if s.id == target), None)
        if item is not None:
            theirs = item.controller != b.me
            worth = 1.5 * b.card(target).cost.mana_value + 1.0 if item.kind is StackKind.SPELL else 1.0
            if role is Role.HARM:
                return worth if theirs else -worth
            return worth if not theirs else -worth
        perm = g.battlefield.get(target)
        if perm is not None:
            theirs = chars(g, target).controller != b.me
            worth = 2.0
            if role is Role.HARM:
                return worth if theirs else -worth
            return worth if not theirs else -worth
        if target in g.players[b.me].graveyard and role is Role.NEUTRAL:
            card = b.card(target)
            base = card.base
            return creature_value(base.power or 0, base.toughness or 0, base.keywords, 0) if base.is_creature else 1.0
        return 0.5

    # -- a whole effect -----------------------------------------------
    def plan(self, effect: ab.SpellAbility | None, controller_colors: frozenset[str], source: int, face_ok: bool) -> Plan:
        """The best targets for an effect and its worth; NOT_NOW when some slot has no good target."""
        if effect is None:
            return NOT_NOW
        b = self.b
        score = self.untargeted(effect)
        chosen: list[int] = []
        divided = division.divided_step(effect)
        if divided is not None and divided.slot == 0:
            shares = self.division(effect, divided, controller_colors, source, face_ok)
            worth = sum(self._share_value(t, n, face_ok) for t, n in shares)
            return Plan(score + worth, tuple(t for t, _ in shares)) if shares and score + worth > 0 else NOT_NOW
        for slot, spec in enumerate(effect.targets):
            options = [t for t in targeting.candidates(b.g, spec, b.me, controller_colors, source) if t not in chosen]
            if not options:
                return NOT_NOW
            best = max(options, key=lambda t: self.target_value(effect, slot, t, face_ok))
            value = self.target_value(effect, slot, best, face_ok)
            if value <= 0:
                return NOT_NOW
            chosen.append(best)
            score += value
        return Plan(score, tuple(chosen)) if score > 0 else NOT_NOW

    # -- divided damage (CR 601.2d) ------------------------------------
    def division(
        self, effect: ab.SpellAbility, step: ab.DealDividedDamage, colors: frozenset[str], source: int, face_ok: bool
    ) -> list[tuple[int, int]]:
        """How to divide the damage: kill what it can (the most value of opposing creatures the damage can
        finish, each given exactly its lethal damage), the rest to an opponent's face when that is worth it
        (or lethal), else onto a creature already chosen. Creatures first, the player last: the last target
        gets what is left. Empty when nothing is worth a share."""
        b = self.b
        total = division.total(step, self.x)
        spec = effect.targets[step.slot]
        found = targeting.candidates(b.g, spec, b.me, colors, source)
        most = step.slots or len(found)  # "one, two, or three target ...": at most three
        foes = [b.fighters[t] for t in found if t in b.fighters and b.fighters[t].controller != b.me]
        kills = _most_value(foes, total, most)
        shares = [(f.id, max(1, f.toughness)) for f in kills]
        left = total - sum(n for _, n in shares)
        face = player_ref(b.opp)
        if face in found and total >= b.g.players[b.opp].life:
            return [(face, total)]  # CR 704.5a: all of it to a face it kills
        if left and face in found and len(shares) < most and (face_ok or not shares):
            shares.append((face, left))
        elif left and shares:
            shares[-1] = (shares[-1][0], shares[-1][1] + left)
        elif left and face in found:
            shares.append((face, left))
        return shares

    def _share_value(self, target: int, amount: int, face_ok: bool) -> float:
        """What dealing ``amount`` of a division to ``target`` is worth (a kill, or damage to a face)."""
        b = self.b
        if target < 0:
            player = -1 - target
            if player == b.me:
                return -5.0
            if amount >= b.g.players[player].life:
                return 100.0
            return 0.6 * amount if face_ok else 0.0
        f = b.fighters.get(target)
        if f is None:
            return 0.0
        worth = f.value if amount >= f.toughness > 0 else 0.0
        return -worth if f.controller == b.me else worth

    def untargeted(self, effect: ab.SpellAbility) -> float:
        """The worth of an effect's steps that choose no target (cards drawn, tokens, sweepers, mana)."""
        b = self.b
        score = 0.0
        for s in effect.steps:
            if isinstance(s, ab.Draw) and isinstance(s.who, ab.You):
                score += 2.0 * _amount(s.amount, self.x)
            elif isinstance(s, ab.CreateTokens):
                t = s.token
                score += _amount(s.amount, self.x) * creature_value(t.power, t.toughness, frozenset(t.keywords), 0)
            elif isinstance(s, ab.SearchLibrary):
                score += 2.0
            elif isinstance(s, ab.GainLife) and isinstance(s.who, ab.You):
                score += 0.3 * _amount(s.amount, self.x)
            elif isinstance(s, ab.PumpEach):
                score += self._pump_each(s)
            elif isinstance(s, ab.DestroyEach | ab.DealDamageToEach):
                score += self._sweep(s)
            elif isinstance(s, ab.PreventCombatDamage):
                score += 3.0 if b.step == Step.DECLARE_BLOCKERS and not b.my_turn and b.attacking else -1.0
        return score

    def _pump_each(self, s: ab.PumpEach) -> float:
        """Pumping our team pays in our combat, after blocks, with several attackers."""
        b = self.b
        if s.group.controller is ab.Relation.OPPONENT:
            return 0.0
        ours = [b.fighters[a] for a in b.attacking if a in b.fighters and b.fighters[a].controller == b.me]
        if not (b.my_turn and b.step == Step.DECLARE_BLOCKERS and len(ours) >= 2):
            return 0.0
        return sum(self.combat_gain(f, s.power, s.toughness, False) + s.power for f in ours)

    def _sweep(self, s: ab.DestroyEach | ab.DealDamageToEach) -> float:
        b = self.b
        amount = _amount(s.amount, self.x) if isinstance(s, ab.DealDamageToEach) else 10**6
        total = 0.0
        for f in b.fighters.values():
            if amount >= f.toughness:
                total += -f.value if f.controller == b.me else f.value
        return total


# ---------------------------------------------------------------- the player


def _face_ok(b: Board, d: CardDef) -> bool:
    """Burn goes to the face late in our turn or at the end of the opponent's, when no creature is worth it.

    Burn that could kill a creature is kept for one unless the opponent is
    within reach (:func:`_in_reach`) or the hand is too full to keep it
    (CR 514.1: the hand is cut to seven in the cleanup step).
    """
    if b.my_turn:
        timely = b.step >= Step.MAIN2 or not d.instant_speed
    else:
        timely = b.step == Step.END
    if not timely:
        return False
    if not _removal(d):
        return True
    hand = len(b.g.players[b.me].hand)
    return hand > (7 if b.my_turn else 6) or _in_reach(b)


def _may_target_creatures(spec: ab.TargetSpec) -> bool:
    """Whether a target phrase allows a creature ("any target", "target creature", "target permanent")."""
    f = spec.permanent
    if f is None:
        return False
    if f.any_of:
        return any(not x.types or CardType.CREATURE in x.types for x in f.any_of)
    return not f.types or CardType.CREATURE in f.types


def _removal(d: CardDef) -> bool:
    """A spell that deals damage to a target that may be a creature: it could remove a blocker or a threat."""
    spell = d.spell
    if spell is None:
        return False
    return any(
        _may_target_creatures(spec)
        and any(isinstance(s, ab.DealDamage) and _refers_to(s, slot) or _divides_among(s, slot) for s in spell.steps)
        for slot, spec in enumerate(spell.targets)
    )


def _divides_among(step: object, slot: int) -> bool:
    """Whether ``step`` divides damage among the targets of ``slot`` (CR 601.2d)."""
    return isinstance(step, ab.DealDividedDamage) and slot >= step.slot


def _target_damage(d: CardDef, creatures: bool = False) -> int:
    """The damage a spell in hand deals to its targets: players' faces, or with ``creatures`` a creature."""
    spell = d.spell
    if spell is None:
        return 0
    return sum(
        _fixed_damage_to(s, slot)
        for slot, spec in enumerate(spell.targets)
        if (_may_target_creatures(spec) if creatures else spec.players is not ab.PlayerTargets.NONE)
        for s in spell.steps
    )


def _fixed_damage_to(step: object, slot: int) -> int:
    """The damage of a fixed amount ``step`` deals to the target of ``slot`` (all of a division, counted once)."""
    if isinstance(step, ab.DealDamage) and _refers_to(step, slot) and isinstance(step.amount, int):
        return step.amount
    if isinstance(step, ab.DealDividedDamage) and slot == step.slot and isinstance(step.amount, int):
        return step.amount
    return 0


def _follow_up(b: Board, d: CardDef) -> int:
    """The most damage one more burn spell in hand could add this turn, with the mana left after ``d``."""
    g = b.g
    left = mana.budget(g, b.me) - d.cost.mana_value
    best = 0
    skipped = False
    for oid in g.players[b.me].hand:
        other = b.card(oid)
        if other is d and not skipped:
            skipped = True  # the spell being cast (or weighed) is not its own follow-up
            continue
        if other.cost.mana_value <= left and _removal(other):
            best = max(best, _target_damage(other, creatures=True))
    return best


def _in_reach(b: Board) -> bool:
    """Whether the burn in hand and the creatures on our side could finish the opponent within about a turn."""
    g = b.g
    burn = sum(_target_damage(b.card(oid)) for oid in g.players[b.me].hand)
    board = sum(max(f.power, 0) * f.hits for f in b.mine)
    return b.their_life <= burn + board


def _worth_now(b: Board, d: CardDef) -> bool:
    """Sorcery-speed-minded timing for instants: our main phases, the opponent's combat and end step, or in answer."""
    if not d.instant_speed or b.g.stack:
        return True
    if b.my_turn:
        return b.step in (Step.MAIN1, Step.MAIN2, Step.DECLARE_BLOCKERS)
    return b.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.END)


def best_mana_use(costs: list[int], budget: int) -> Counter[int]:
    """The mana values of the cards to cast this turn to use as much of ``budget`` as possible (a small knapsack)."""
    best: dict[int, tuple[int, ...]] = {0: ()}
    for cost in sorted(costs, reverse=True):
        for total, chosen in list(best.items()):
            t = total + cost
            if t <= budget and t not in best:
                best[t] = chosen + (cost,)
    return Counter(best[max(best)])


class Style(Enum):
    """How readily the player attacks. A planner plays positions out in the other styles too, to find plans
    (a race, an all-out attack) that the careful player would not follow over several turns."""

    CAREFUL = "careful"  # attackers no blocker punishes, keeping back enough to survive the crack-back
    RACING = "racing"  # every attacker no blocker punishes, nothing kept back
    ALL_IN = "all-in"  # every creature that can deal damage


class HeuristicAgent:
    """A fast rules-aware Magic player; it reads only what its seat may see.

    Deterministic: the same position gives the same action. ``seed`` is
    accepted so that every agent is made the same way; it is not needed.
    ``style`` is how readily it attacks (:class:`Style`; careful by default).
    """

    __slots__ = ("seed", "style", "_undone", "_other")

    def __init__(self, seed: int | None = None, style: str | Style = Style.CAREFUL) -> None:
        self.seed = seed
        try:
            self.style = Style(style)
        except ValueError:
            raise TolariaError(f"unknown style {style!r}; known: {', '.join(s.value for s in Style)}") from None
        self._undone: tuple[int, int, int] | None = None  # a declaration given up: (turn, step, version)
        self._other: dict[str, Agent] = {}  # the fast player of each other ruleset, made when first asked

    def choose(self, game: Game | SeatView) -> Action:
        """A legal action for the seat's pending decision."""
        view = as_view(game)
        decision = view.decision
        if decision is None:
            raise TolariaError(f"it is not {view.seat}'s decision")
        options = list(view.legal_actions())
        if len(options) == 1:
            return options[0]
        g = view.game.state
        if not isinstance(g, GameState):
            return self._other_ruleset(view).choose(view)
        handler = _HANDLERS.get(type(decision))
        if handler is None:
            return options[0]
        return handler(self, Board(g, g.seat(view.seat)), decision, options)

    def _other_ruleset(self, view: SeatView) -> Agent:
        """Another ruleset's fast player (its knowledge's ``heuristic``): these rules of thumb are Magic's."""
        name = view.game.ruleset.name
        agent = self._other.get(name)
        if agent is None:
            make = getattr(knowledge_for(view.game), "heuristic", None)
            if make is None:
                raise TolariaError(f"the heuristic player has no rules of thumb for the {name} ruleset")
            agent = self._other[name] = make(self.seed)
        return agent

    def __repr__(self) -> str:
        return "HeuristicAgent()" if self.style is Style.CAREFUL else f"HeuristicAgent(style={self.style.value!r})"

    # -- priority -------------------------------------------------------
    def priority(self, b: Board, d: Decision, options: list[Action]) -> Action:
        lands = [a for a in options if isinstance(a, act.PlayLand)]
        if lands and not b.g.stack:
            return self._land(b, lands)  # CR 305.2: one land a turn, offered only when allowed
        pass_ = next((a for a in options if isinstance(a, act.Pass)), None)
        if pass_ is not None and b.g.stack and b.g.stack[-1].controller == b.me:
            return pass_  # CR 117.3b, 608.1: let our own spell resolve first; what follows sees its result
        best: Action = options[0]
        best_score = 0.0
        curve = self._curve(b, options)
        for a in options:
            if isinstance(a, act.CastSpell):
                score = self._cast_score(b, a.card, curve)
            elif isinstance(a, act.ActivateAbility):
                score = self._ability_score(b, a)
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        return best if best_score > 0 else next((a for a in options if isinstance(a, act.Pass)), options[0])

    def _land(self, b: Board, lands: list[act.PlayLand]) -> Action:
        """The land whose colors the hand lacks most (CR 305.6: a basic land type gives its mana)."""
        g = b.g
        need = [0] * 5
        for oid in g.players[b.me].hand:
            d = b.card(oid)
            for i, n in enumerate(d.colored):
                need[i] += n
        have = [0] * 5
        for perm in g.battlefield.values():
            c = chars(g, perm.id)
            if c.is_land and c.controller == b.me:
                for sub in c.subtypes:
                    color = BASIC_LAND_TYPES.get(sub)
                    if color is not None:
                        have[COLORS.index(color)] += 1

        def gain(a: act.PlayLand) -> tuple[int, int]:
            c = b.card(a.card).base
            colors = [COLORS.index(BASIC_LAND_TYPES[s]) for s in c.subtypes if s in BASIC_LAND_TYPES]
            return (sum(max(0, need[i] - have[i]) for i in colors), sum(need[i] for i in colors))

        return max(lands, key=gain)

    def _curve(self, b: Board, options: list[Action]) -> Counter[int]:
        """The mana values of the permanent spells to cast now, using as much mana as possible."""
        if not (b.my_turn and b.step in (Step.MAIN1, Step.MAIN2)) or b.g.stack:
            return Counter()
        names = {b.g.cards[a.card] for a in options if isinstance(a, act.CastSpell)}
        costs = []
        for oid in b.g.players[b.me].hand:
            if b.g.cards[oid] in names:
                d = b.card(oid)
                if d.is_permanent:
                    costs.append(d.cost.mana_value)
        return best_mana_use(costs, mana.budget(b.g, b.me))

    def _cast_score(self, b: Board, card: int, curve: Counter[int]) -> float:
        d = b.card(card)
        if d.is_permanent and d.spell is None:
            if d.cost.mana_value in curve:
                return 10.0 + d.cost.mana_value
            if d.instant_speed and not b.my_turn and b.step == Step.END:
                return 5.0 + d.cost.mana_value  # CR 702.8a: flash, at the last moment
            return 0.0
        if not _worth_now(b, d):
            return 0.0
        spell = d.spell
        if spell is not None and spell.modes:
            return max((self._effect_plan(b, m, d).score for m in spell.modes), default=0.0)
        plan = self._effect_plan(b, spell, d)
        if plan.score <= 0:
            return 0.0
        if plan.targets and all(t < 0 for t in plan.targets) and plan.score < 50:
            return plan.score  # damage to a player that doesn't kill: after the creatures on curve
        return 20.0 + plan.score

    def _effect_plan(self, b: Board, effect: ab.SpellAbility | None, d: CardDef) -> Plan:
        has_x = d.cost.x > 0
        x = max(0, mana.budget(b.g, b.me) - d.cost.mana_value) if has_x else 0
        if has_x and x == 0:
            return NOT_NOW
        return Judge(b, x, _follow_up(b, d)).plan(effect, d.base.colors, 0, _face_ok(b, d))

    def _ability_score(self, b: Board, a: act.ActivateAbility) -> float:
        """Abilities: kill or save something now, or use a {T} ability before it would go unused."""
        g = b.g
        try:
            ability = activation.ability_at(g, a.source, a.ability)
        except (AssertionError, IndexError):
            return 0.0
        effect = ability.effect
        source = b.fighters.get(a.source)
        late = (not b.my_turn and b.step == Step.END) or (b.my_turn and b.step == Step.MAIN2)
        if any(isinstance(s, ab.Regenerate) for s in effect.steps):
            return self._shield_score(b, a.source)
        if not effect.targets and all(isinstance(s, ab.Pump) for s in effect.steps):
            if source is None:
                return 0.0
            power = sum(s.power for s in effect.steps if isinstance(s, ab.Pump))
            toughness = sum(s.toughness for s in effect.steps if isinstance(s, ab.Pump))
            return Judge(b).combat_gain(source, power, toughness, False)
        plan = Judge(b).plan(effect, chars(g, a.source).colors, a.source, late)
        if plan.score <= 0:
            return 0.0
        cost = ability.cost
        if cost.sacrifice_self and source is not None:
            in_danger = self._shield_score(b, a.source) > 0
            return plan.score - (0 if in_danger else source.value)
        if cost.tap and not late and plan.score < 3:
            return 0.0  # a ping at the face waits for the end of the turn
        return plan.score

    def _shield_score(self, b: Board, oid: int) -> float:
        """A regeneration shield is worth the creature if it is about to die and has none (CR 701.19a)."""
        g = b.g
        f = b.fighters.get(oid)
        if f is None or any(isinstance(s, RegenerationShield) and s.obj == oid for s in g.shields):
            return 0.0
        if g.stack:
            top = g.stack[-1]
            if top.controller != b.me and oid in top.targets:
                return f.value
            return 0.0
        return Judge(b).combat_gain(f, 0, 0, True)

    # -- combat -----------------------------------------------------------
    def declare_attackers(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 508.1: attackers one at a time, then Declare; the plan is the same at every step."""
        attacks = [a for a in options if isinstance(a, act.Attack)]
        combat = b.g.combat
        declared = [c for c, _ in combat.declared] if combat is not None else []
        candidates = sorted({a.creature for a in attacks} | set(declared))
        wanted = self._attackers(b, [b.fighters[c] for c in candidates if c in b.fighters])
        target = player_ref(b.opp)
        for a in attacks:
            if a.creature in wanted and a.target == target:
                return a
        for a in attacks:
            if a.creature in wanted and a.target < 0 and -1 - a.target != b.me:
                return a
        return self._declare(b, options)

    def _attackers(self, b: Board, mine: list[Fighter]) -> set[int]:
        """Who attacks: everyone if that is lethal, else those no blocker punishes, keeping enough defense.

        When even every creature kept back could not stop a lethal
        crack-back, everyone attacks: defense is lost anyway. When the
        opponent's blockers are too few to stop a swarm, everyone attacks
        if the race is ours: the damage that gets through even if
        each blocker stops our biggest attacker it can block kills them in
        fewer turns than their crack-back (what our untapped creatures can't
        block) kills us.
        """
        blockers = [f for f in b.theirs if not f.tapped]
        if self._lethal(b, mine, blockers):
            return {f.id for f in mine}
        if self.style is Style.ALL_IN:
            return {f.id for f in mine if f.power > 0}
        wanted = [f for f in mine if self._safe_attack(f, blockers, b)]
        if self.style is Style.RACING:
            return {f.id for f in wanted}
        swarm = [f for f in mine if f.power > 0]
        if self._crack_back(b, b.mine) >= b.my_life:
            return {f.id for f in swarm}  # dead next turn whatever stays back: only an attack can win
        through = self._through(swarm, blockers)
        if through and self._wins_race(b, through, [f for f in b.mine if f not in swarm or f.vigilance]):
            return {f.id for f in swarm}
        # Keep back enough to survive the crack-back (non-attackers and vigilant attackers block),
        # unless we win the race: our attack kills in fewer turns than theirs would.
        ours = sum(f.power * f.hits for f in wanted)
        if ours and self._wins_race(b, ours, []):
            return {f.id for f in wanted}
        while wanted:
            defenders = [f for f in b.mine if f not in wanted or f.vigilance]
            if self._crack_back(b, defenders) < b.my_life:
                break
            wanted.remove(max(wanted, key=lambda f: (f.toughness, -f.power, f.id)))
        return {f.id for f in wanted}

    def _wins_race(self, b: Board, damage: int, defenders: list[Fighter]) -> bool:
        """Whether ``damage`` a turn kills the opponent in fewer turns than their attacks, past ``defenders``, kill us."""
        return math.ceil(b.their_life / damage) < math.ceil(b.my_life / max(1, self._crack_back(b, defenders)))

    @staticmethod
    def _crack_back(b: Board, defenders: list[Fighter]) -> int:
        """The damage the opponent's creatures deal us next turn if each defender blocks the biggest one it can."""
        threats = sorted(b.theirs, key=lambda f: (-f.power * f.hits, f.id))
        stopped: set[int] = set()
        for defender in sorted(defenders, key=lambda f: (f.value, f.id)):
            for t in threats:
                if t.id not in stopped and not t.menace and t.blockable_by(defender):
                    stopped.add(t.id)
                    break
        return sum(max(t.power, 0) * t.hits for t in threats if t.id not in stopped)

    @staticmethod
    def _through(attackers: list[Fighter], blockers: list[Fighter]) -> int:
        """The damage that gets through if each blocker stops the biggest attacker it can block (menace: none)."""
        left = sorted(attackers, key=lambda f: (-f.power * f.hits, f.id))
        for blocker in sorted(blockers, key=lambda f: (-f.power, f.id)):
            for f in left:
                if f.blockable_by(blocker) and not f.menace:
                    left.remove(f)
                    break
        return sum(max(f.power, 0) * f.hits for f in left)

    @classmethod
    def _lethal(cls, b: Board, mine: list[Fighter], blockers: list[Fighter]) -> bool:
        """Whether attacking with all is lethal even if each blocker stops our biggest blockable attacker."""
        return cls._through(mine, blockers) >= b.their_life > 0

    @staticmethod
    def _safe_attack(f: Fighter, blockers: list[Fighter], b: Board) -> bool:
        """No single blocker kills it and lives, nor trades it away for less than it is worth."""
        if f.power <= 0:
            return False
        for blocker in blockers:
            if not f.blockable_by(blocker):
                continue
            dies, kills = fight(f, blocker)
            if dies and (not kills or blocker.value < f.value - 0.5):
                if f.menace and len([x for x in blockers if f.blockable_by(x)]) < 2:
                    continue  # CR 702.111b: menace needs two blockers
                return False
        return True

    def declare_blockers(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 509.1: blocks one at a time, then Declare: kill or trade well, absorb for free, chump to survive."""
        g = b.g
        if self._undone == (g.turn, int(g.step), b.me):
            return self._declare(b, options)
        blocks = {(a.blocker, a.attacker): a for a in options if isinstance(a, act.Block)}
        combat = g.combat
        declared = set(combat.declared) if combat is not None else set()
        for pair in self._blocks(b, set(blocks) | declared):
            if pair not in declared and pair in blocks:
                return blocks[pair]
        return self._declare(b, options)

    def _declare(self, b: Board, options: list[Action]) -> Action:
        """Finish the declaration; if it can't stand (menace, 702.111b), start over and declare none."""
        for a in options:
            if isinstance(a, act.Declare):
                return a
        self._undone = (b.g.turn, int(b.g.step), b.me)
        return next(a for a in options if isinstance(a, act.Undo))

    def _blocks(self, b: Board, pairs: set[tuple[int, int]]) -> list[tuple[int, int]]:
        """The blocks to declare: good blocks first, then as many more as it takes to survive the turn."""
        able: dict[int, list[Fighter]] = {}
        for blocker_id, attacker_id in sorted(pairs):
            if blocker_id in b.fighters:
                able.setdefault(attacker_id, []).append(b.fighters[blocker_id])
        attackers = sorted(
            (b.fighters[a] for a in able if a in b.fighters), key=lambda f: (-f.value, f.id)
        )
        used: set[int] = set()
        plan: list[tuple[int, int]] = []
        blocked: set[int] = set()
        for attacker in attackers:
            if attacker.menace:
                continue
            choice = self._block_for(attacker, [x for x in able[attacker.id] if x.id not in used])
            if choice is not None:
                plan.append((choice.id, attacker.id))
                used.add(choice.id)
                blocked.add(attacker.id)
        self._survive(b, able, plan, used, blocked)
        return plan

    @staticmethod
    def _survive(
        b: Board, able: dict[int, list[Fighter]], plan: list[tuple[int, int]], used: set[int], blocked: set[int]
    ) -> None:
        """Add blocks while the attack is lethal (CR 704.5a: a player at 0 life loses), biggest hit first.

        Every creature attacking this seat counts, the ones it cannot block
        too. A blocker that kills the attacker is preferred to a chump; a
        trampler is stopped only by its blocker's toughness (CR 702.19c);
        a menace attacker takes two blockers (CR 702.111b).
        """
        me = player_ref(b.me)
        hitting = [b.fighters[a] for a, t in b.attacking.items() if t == me and a in b.fighters]

        def damage(f: Fighter) -> int:
            return f.power * f.hits

        incoming = sum(damage(f) for f in hitting if f.id not in blocked)
        for attacker in sorted(hitting, key=lambda f: (-damage(f), f.id)):
            if incoming < b.my_life:
                return
            if attacker.id in blocked or damage(attacker) <= 0:
                continue
            free = [x for x in able.get(attacker.id, ()) if x.id not in used]
            need = 2 if attacker.menace else 1
            if len(free) < need:
                continue
            free.sort(key=lambda x: (not fight(x, attacker)[1], x.value, x.id))
            chosen = free[:need]
            stopped = damage(attacker)
            if attacker.trample:
                stopped = min(stopped, sum(max(x.toughness, 0) for x in chosen))
            for x in chosen:
                plan.append((x.id, attacker.id))
                used.add(x.id)
            blocked.add(attacker.id)
            incoming -= stopped

    @staticmethod
    def _block_for(attacker: Fighter, free: list[Fighter]) -> Fighter | None:
        """The best lone blocker: one that kills and lives, else one that lives, else a good trade."""
        kills_lives = []
        lives = []
        trades = []
        for blocker in free:
            blocker_dies, attacker_dies = fight(blocker, attacker)
            if attacker_dies and not blocker_dies:
                kills_lives.append(blocker)
            elif not blocker_dies:
                lives.append(blocker)
            elif attacker_dies and attacker.value >= blocker.value - 0.5:
                trades.append(blocker)
        for group in (kills_lives, lives, trades):
            if group:
                return min(group, key=lambda x: (x.value, x.id))
        return None

    def assign_damage(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 510.1c-d: lethal damage to each blocker in turn, the rest to the last (trample: to the player)."""
        assert isinstance(d, dec.AssignDamage)
        amounts_by = {a.amount: a for a in options if isinstance(a, act.AssignDamage)}
        values = sorted(amounts_by)
        target = b.fighters.get(d.recipient)
        if target is None:
            return amounts_by[values[-1]]
        source = b.fighters.get(d.source)
        need = 1 if source is not None and source.deathtouch else max(1, target.toughness)
        enough = [v for v in values if v >= need]
        return amounts_by[enough[0] if enough else values[-1]]

    def divide_damage(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 601.2d: kill what it can: an opposing creature gets its lethal damage if that leaves 1 for each
        target after it, anything else as little as it may (the last target gets what is left)."""
        assert isinstance(d, dec.DivideDamage)
        amounts = {a.amount: a for a in options if isinstance(a, act.AssignDamage)}
        values = sorted(amounts)
        target = b.fighters.get(d.recipient)
        if target is None or target.controller == b.me:
            return amounts[values[0]]
        enough = [v for v in values if v >= max(1, target.toughness)]
        return amounts[enough[0] if enough else values[-1]]

    # -- choices in the middle of a spell --------------------------------
    def choose_target(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """The target its effect favours: an opponent's thing for harm, ours for help (never the reverse)."""
        assert isinstance(d, dec.ChooseTarget)
        effect, colors, face_ok = self._effect_in_progress(b)
        if effect is None:
            return options[0]
        cp = b.g.casting
        follow_up = _follow_up(b, b.card(cp.card)) if cp is not None and cp.kind is StackKind.SPELL else 0
        judge = Judge(b, self._x_in_progress(b), follow_up)
        chosen = {t for t in self._targets_in_progress(b)}
        divided = division.divided_step(effect)
        if divided is not None and d.slot >= divided.slot:
            source = cp.card if cp is not None and cp.kind is not StackKind.SPELL else 0
            if b.g.pushing is not None:
                source = b.g.waiting[b.g.pushing.index].source
            plan = [t for t, _ in judge.division(effect, divided, colors, source, face_ok) if t not in chosen]
            wanted = next((a for a in options if isinstance(a, act.ChooseTarget) and plan and a.target == plan[0]), None)
            stop = next((a for a in options if isinstance(a, act.ChooseNothing)), None)
            if wanted is not None or stop is not None:
                return wanted or stop  # type: ignore[return-value]
        scored = [
            (judge.target_value(effect, d.slot, a.target, face_ok) - (50 if a.target in chosen else 0), -i, a)
            for i, a in enumerate(options)
            if isinstance(a, act.ChooseTarget)
        ]
        return max(scored, key=lambda t: (t[0], t[1]))[2]

    def _effect_in_progress(self, b: Board) -> tuple[ab.SpellAbility | None, frozenset[str], bool]:
        """The effect whose targets are being chosen: a spell or ability we cast, or a trigger we control."""
        g = b.g
        if g.pushing is not None:
            return trigger_specs(g, g.pushing.index), frozenset(), True
        cp = g.casting
        if cp is None:
            return None, frozenset(), True
        if cp.kind is StackKind.SPELL:
            d = b.card(cp.card)
            return effect_of_spell(d, cp.mode), d.base.colors, True
        try:
            return activation.ability_at(g, cp.card, cp.ability).effect, chars(g, cp.card).colors, True
        except (AssertionError, IndexError):
            return None, frozenset(), True

    def _x_in_progress(self, b: Board) -> int:
        """X of what is being put on the stack; for a trigger, the amount its event measured."""
        g = b.g
        if g.pushing is not None:
            return g.waiting[g.pushing.index].amount
        cp = g.casting
        return (cp.x or 0) if cp is not None else 0

    def _targets_in_progress(self, b: Board) -> tuple[int, ...]:
        g = b.g
        if g.pushing is not None:
            return g.pushing.targets
        return g.casting.targets if g.casting is not None else ()

    def choose_mode(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 700.2a: the mode worth most now."""
        cp = b.g.casting
        if cp is None:
            return options[0]
        card = b.card(cp.card)
        spell = card.spell
        if spell is None or not spell.modes:
            return options[0]
        judge = Judge(b)
        modes = [a for a in options if isinstance(a, act.ChooseMode)]
        return max(modes, key=lambda a: (judge.plan(spell.modes[a.mode], card.base.colors, 0, True).score, -a.mode))

    def choose_number(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 107.3a: X as large as can be paid (the engine offers only what can)."""
        return max((a for a in options if isinstance(a, act.ChooseNumber)), key=lambda a: a.number)

    def choose_card(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """Keep the best cards: discard or bottom the worst; sacrifice the least; find or take the best."""
        assert isinstance(d, dec.ChooseCard)
        cards = [a for a in options if isinstance(a, act.ChooseCard)]
        if not cards:
            return options[0]
        worth = {a.card: self._card_worth(b, a.card) for a in cards}
        if d.purpose in ("bottom", "discard", "cleanup_discard", "cost_discard", "sacrifice", "cost_sacrifice"):
            return min(cards, key=lambda a: (worth[a.card], a.card))
        return max(cards, key=lambda a: (worth[a.card], -a.card))

    def _card_worth(self, b: Board, oid: int) -> float:
        g = b.g
        f = b.fighters.get(oid)
        if f is not None:
            return f.value
        if oid in g.battlefield:
            return 3.0 if chars(g, oid).is_land else 2.0
        d = b.card(oid)
        hand = g.players[b.me].hand
        lands_known = b.lands[b.me] + sum(1 for h in hand if b.card(h).is_land)
        if d.is_land:
            return 6.0 if lands_known <= 4 else 1.0
        castable_soon = d.cost.mana_value <= lands_known + 1
        return (4.0 if castable_soon else 2.0) + 0.5 * d.cost.mana_value

    def order(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 603.3b, 616.1: any order serves these cards; the first is as good as any."""
        return options[0]

    def yes_no(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 603.5: the "you may" abilities of these cards help their controller."""
        return next(a for a in options if isinstance(a, act.Answer) and a.yes)

    def play_or_draw(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 103.1: playing first is the tempo a creature deck wants."""
        return next(a for a in options if isinstance(a, act.PlayOrDraw) and a.play)

    def choose_word(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 614.12: the color (or card name) most common among the opponents' permanents (the first if none);
        the kind of card a replaced draw reveals until (614.1a): a land while we know of four or fewer."""
        g = b.g
        if isinstance(d, dec.ChooseWord) and d.choosing == KIND_OF_CARD:
            hand = g.players[b.me].hand
            lands_known = b.lands[b.me] + sum(1 for h in hand if b.card(h).is_land)
            want = "land" if lands_known <= 4 else "nonland"
            return next((a for a in options if isinstance(a, act.ChooseWord) and a.word == want), options[0])
        counts: dict[str, int] = {}
        for oid in g.battlefield:
            c = chars(g, oid)
            if c.controller != b.me:
                for key in (*c.colors, c.name):
                    counts[key] = counts.get(key, 0) + 1
        words = [a for a in options if isinstance(a, act.ChooseWord)]

        def score(a: act.ChooseWord) -> int:
            if a.word in COLOR_WORDS:
                return counts.get(COLOR_WORDS[a.word], 0)
            return sum(n for key, n in counts.items() if key.startswith(a.word))  # a name, or its beginning

        return max(words, key=score)

    def mulligan(self, b: Board, d: Decision, options: list[Action]) -> Action:
        """CR 103.5: keep two to five lands of seven; keep any hand of five or fewer."""
        assert isinstance(d, dec.Mulligan)
        hand = b.g.players[b.me].hand
        lands = sum(1 for oid in hand if b.card(oid).is_land)
        keep = d.hand_size <= 5 or 2 <= lands <= 5
        kind = act.Keep if keep else act.TakeMulligan
        return next(a for a in options if isinstance(a, kind))


Handler = Callable[[HeuristicAgent, Board, Decision, list[Action]], Action]

_HANDLERS: dict[type, Handler] = {
    dec.Priority: HeuristicAgent.priority,
    dec.DeclareAttackers: HeuristicAgent.declare_attackers,
    dec.DeclareBlockers: HeuristicAgent.declare_blockers,
    dec.AssignDamage: HeuristicAgent.assign_damage,
    dec.DivideDamage: HeuristicAgent.divide_damage,
    dec.ChooseTarget: HeuristicAgent.choose_target,
    dec.ChooseMode: HeuristicAgent.choose_mode,
    dec.ChooseNumber: HeuristicAgent.choose_number,
    dec.ChooseCard: HeuristicAgent.choose_card,
    dec.OrderTriggers: HeuristicAgent.order,
    dec.OrderEffects: HeuristicAgent.order,
    dec.YesNo: HeuristicAgent.yes_no,
    dec.ChooseWord: HeuristicAgent.choose_word,
    dec.PlayOrDraw: HeuristicAgent.play_or_draw,
    dec.Mulligan: HeuristicAgent.mulligan,
}


# ------------------------------------------------------------ for planners


def strength(g: GameState, player: int) -> float:
    """A player's standing: life (less as it piles up), creatures, cards in hand, lands up to six."""
    if g.players[player].lost:
        return -1000.0
    life, hand, creatures, _bodies, _power, others, lands = _side(g, player)
    return 4.0 * life + hand + creatures + 2.0 * others + 0.8 * lands


def evaluate(game: Game, seat: str) -> float:
    """The chance ``seat`` wins, roughly: 1 or 0 when the game is over, else a logistic of the strength gap."""
    g = game.state
    assert isinstance(g, GameState)
    if g.over:
        if g.winner is None:
            return 0.5
        return 1.0 if g.players[g.winner].name == seat else 0.0
    me = g.seat(seat)
    mine = strength(g, me)
    theirs = max(strength(g, p.index) for p in g.players if p.index != me)
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / 8.0))


FEATURES = ("life", "hand", "creatures", "bodies", "power", "others", "lands", "active")
"""What :func:`features` measures, each this seat's less the best opponent's ("active": 1 on this seat's turn, else -1)."""

_WEIGHTS = Path(__file__).resolve().parents[1] / "mtg" / "data" / "evaluation.json"
_FITTED: list[tuple[float, ...]] = []


def _side(g: GameState, player: int) -> tuple[float, float, float, float, float, float, float]:
    """One player's side of :data:`FEATURES` (without "active"); :func:`strength` weighs the same counts by hand."""
    p = g.players[player]
    creatures = bodies = power = others = 0.0
    lands = 0
    for perm in g.battlefield.values():
        c = chars(g, perm.id)
        if c.controller != player:
            continue
        if c.is_creature:
            kw = c.keywords
            creatures += creature_value(c.power or 0, (c.toughness or 0) - perm.damage, kw, len(c.activated) + len(c.triggered))
            bodies += 1
            power += max(c.power or 0, 0)
        elif c.is_land:
            lands += 1
        else:
            others += 1
    return (math.sqrt(max(p.life, 0)), float(len(p.hand)), creatures, bodies, power, others, float(min(lands, 6)))


def features(game: Game, seat: str) -> list[float]:
    """The position as :data:`FEATURES` (public counts only: life, cards in hand, the battlefield)."""
    g = game.state
    assert isinstance(g, GameState)
    me = g.seat(seat)
    mine = _side(g, me)
    theirs = max((_side(g, p.index) for p in g.players if p.index != me), key=lambda t: t[2] + 4 * t[0])
    return [a - b for a, b in zip(mine, theirs, strict=True)] + [1.0 if g.active == me else -1.0]


def fitted_weights() -> tuple[float, ...]:
    """The weights of :func:`fitted_evaluate`, as ``scripts/fit_evaluation.py`` fitted them (read once)."""
    if not _FITTED:
        data = json.loads(_WEIGHTS.read_text())["weights"]
        _FITTED.append(tuple(float(data[name]) for name in FEATURES))
    return _FITTED[0]


def fitted_evaluate(game: Game, seat: str) -> float:
    """The chance ``seat`` wins: 1 or 0 when the game is over, else a logistic regression on :func:`features`
    fitted to the heuristic's games (``scripts/fit_evaluation.py``)."""
    g = game.state
    assert isinstance(g, GameState)
    if g.over:
        if g.winner is None:
            return 0.5
        return 1.0 if g.players[g.winner].name == seat else 0.0
    z = sum(w * x for w, x in zip(fitted_weights(), features(game, seat), strict=True))
    z = max(min(z, 30.0), -30.0)
    return 1.0 / (1.0 + math.exp(-z))


def shown_cards(game: Game, seat: str) -> dict[str, Counter[str]]:
    """The cards each other player has shown: on the battlefield, in public zones, and cast or played (the log)."""
    g = game.state
    assert isinstance(g, GameState)
    shown: dict[str, Counter[str]] = {p.name: Counter() for p in g.players if p.name != seat}
    for p in g.players:
        if p.name == seat:
            continue
        seen = shown[p.name]
        for oid in p.graveyard + p.exile:
            seen[g.name_of_card(g.cards[oid])] += 1
        for perm in g.battlefield.values():
            if perm.owner == p.index and not perm.token and not perm.face_down and isinstance(perm.card, str):
                seen[perm.card] += 1
        for s in g.stack:
            if s.owner == p.index and s.kind is StackKind.SPELL and isinstance(s.card, str):
                seen[s.card] += 1
    public: dict[str, Counter[str]] = {name: Counter() for name in shown}
    names = [p.name for p in g.players]
    for e in game.history.to_list():
        if isinstance(e, ev.SpellCast):
            who = names[e.player]
        elif isinstance(e, ev.LandPlayed):
            who = names[e.owner]
        else:
            continue
        if who in public:
            public[who][e.card] += 1
    for name in shown:
        for card, n in public[name].items():
            shown[name][card] = max(shown[name][card], n)
    return shown


def _count_hidden(g: GameState, seat: int, player: int) -> int:
    from tolaria.mtg.visibility import can_see

    p = g.players[player]
    return sum(1 for oid in p.hand + p.library if not can_see(g, seat, oid))


def _deck_like(g: GameState, seen: Counter[str], hidden: int) -> list[str]:
    """``hidden`` card names or more for a deck that has shown ``seen``: its spells, its lands, its colors."""
    db = g.db
    spells = sorted(c for c in seen if not db.card(c).is_land)
    lands = sorted(c for c in seen if db.card(c).is_land)
    colors = {color for c in spells for color in db.card(c).cost.colors}
    colors |= {BASIC_LAND_TYPES[t] for c in lands for t in db.card(c).base.subtypes if t in BASIC_LAND_TYPES}
    if not lands:
        lands = sorted(t for t, color in BASIC_LAND_TYPES.items() if color in colors)
    deck = [c for c in spells for _ in range(max(0, 4 - seen[c]))]
    deck += [lands[i % len(lands)] for i in range(math.ceil(0.4 * hidden))] if lands else []
    fill = [
        n
        for n in _pool_spells(db)
        if n not in seen and db.card(n).cost.colors and db.card(n).cost.colors <= colors
    ] or spells or lands
    i = 0
    while len(deck) < hidden and fill:
        deck.append(fill[i % len(fill)])
        i += 1
    return deck


def own_deck(g: GameState, me: int) -> Counter[str]:
    """The card names of ``me``'s deck (a player knows its own decklist): its library, hand, graveyard, exile and objects."""
    p = g.players[me]
    deck: Counter[str] = Counter(g.name_of_card(g.cards[oid]) for oid in p.library + p.hand + p.graveyard + p.exile)
    for perm in g.battlefield.values():
        if perm.owner == me and not perm.token and isinstance(perm.card, str):
            deck[perm.card] += 1
    for s in g.stack:
        if s.owner == me and s.kind is StackKind.SPELL and isinstance(s.card, str):
            deck[s.card] += 1
    return deck


def _deck_like_mine(mine: Counter[str], seen: Counter[str], hidden: int) -> list[str]:
    """``hidden`` card names or more: a deck like ``mine`` less the cards already ``seen`` (by name, sorted)."""
    rest = mine - seen
    deck = sorted(rest.elements())
    pad = sorted(mine.elements())
    i = 0
    while len(deck) < hidden and pad:
        deck.append(pad[i % len(pad)])
        i += 1
    return deck


_POOL_SPELLS: dict[int, list[str]] = {}


def _pool_spells(db: CardDatabase) -> list[str]:
    """The pool's supported nonland cards, by name (remembered per database)."""
    found = _POOL_SPELLS.get(id(db))
    if found is None:
        found = _POOL_SPELLS[id(db)] = sorted(
            n for n in db.pool.names() if db.card(n).supported and not db.card(n).is_land
        )
    return found


class MagicKnowledge:
    """What a Magic planner is told: the evaluation, the guess at hidden cards, the play-out player."""

    def evaluate(self, game: Game, seat: str) -> float:
        """The fitted chance to win (:func:`fitted_evaluate`); :func:`evaluate` is the hand-set one."""
        return fitted_evaluate(game, seat)

    def guess(self, view: SeatView) -> Mapping[str, Sequence[str]]:
        """Each opponent's hidden cards dealt from a deck like the one it has shown.

        An opponent that has shown only cards of this seat's own deck (or
        nothing yet) is taken to play the same deck: its hidden cards are
        dealt from this seat's decklist less what it has shown. Otherwise
        a spell seen counts for a playset of four; two lands in five are
        lands of the kinds it has played; the rest are pool cards of the
        colors it has shown. Nothing hidden is read: only the public zones,
        the cards cast and lands played as the log shows them, and this
        seat's own deck (which a player knows, CR 100.2a, though not its
        library's order).
        """
        game = view.game
        g = game.state
        assert isinstance(g, GameState)
        me = g.seat(view.seat)
        mine = own_deck(g, me)
        out: dict[str, list[str]] = {}
        for name, seen in shown_cards(game, view.seat).items():
            hidden = _count_hidden(g, me, g.seat(name))
            if not hidden:
                continue
            if all(card in mine for card in seen):
                out[name] = _deck_like_mine(mine, seen, hidden)
            elif seen:
                out[name] = _deck_like(g, seen, hidden)
        return out

    def prepare(self, game: Game) -> None:
        """A planning copy lets the engine pass for every seat that has nothing else to do."""
        g = game.state
        assert isinstance(g, GameState)
        g.autopass = tuple(range(len(g.players)))

    def policy(self) -> HeuristicAgent:
        return HeuristicAgent()

    def plans(self) -> Sequence[HeuristicAgent]:
        """The fast player in its other styles: a race and an all-out attack, each followed over several turns."""
        return [HeuristicAgent(style=Style.RACING), HeuristicAgent(style=Style.ALL_IN)]

    def settled(self, view: SeatView) -> Action | None:
        """Mulligans (and the cards they put on the bottom, CR 103.5) and playing first are left to the fast
        player: a few turns played out can't judge a hand."""
        d = view.decision
        if isinstance(d, dec.Mulligan | dec.PlayOrDraw) or (isinstance(d, dec.ChooseCard) and d.purpose == "bottom"):
            return HeuristicAgent().choose(view)
        return None

    def turn(self, game: Game) -> int:
        """The turn number, which grows by one as each turn begins."""
        g = game.state
        assert isinstance(g, GameState)
        return g.turn


KNOWLEDGE = MagicKnowledge()
"""The Magic knowledge planners load (``tolaria.agents.base.KNOWLEDGE``)."""
