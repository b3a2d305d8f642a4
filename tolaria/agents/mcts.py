"""Information-set Monte Carlo tree search (ISMCTS) over the core protocol, for any ruleset.

A seat can't see the other hands or any library, so it can't search the
real game. Each iteration instead samples a game the seat could be in
(``SeatView.determinized``: what it can't see made up, the other players'
hidden cards dealt from a guess built on what they have shown), then runs
one round of UCT on it: select down the tree among the actions legal in
this sample, expand one new action, play the position out with a fast
player (cut at a depth and scored by an evaluation), and back the result
up. Nodes are keyed by the actions' JSON form, so one tree gathers the
statistics of every sample (single-observer ISMCTS, Cowling et al. 2012);
a node's availability count is how often it was legal when its parent
was visited, and UCT divides by it.

With ``tree_depth=1`` (the default) the search is flat instead: each
iteration samples one world and plays every root action out from a copy
of it, so actions are compared on the same hidden cards and shuffles; the
fast player's own choice is kept unless another beats it clearly (a
rollout algorithm: one step of policy improvement over the fast player,
which at small budgets is stronger than spreading a few iterations over
a tree). Where a declaration is made a step at a time (attackers,
blockers), every whole declaration is played out too, so a set of
attackers is judged as a set (and, once chosen, carried out as a set). Actions that clearly can't beat that choice stop being played
out (successive elimination), and the search stops once the answer is
settled. Play-outs end at the first decision of the turn ``horizon``
turns on, so that every action is scored at the same point of the game.

Only the protocol (Game, SeatView, Action) is used, plus a ruleset's
:class:`~tolaria.agents.base.Knowledge` (an evaluation, a guess at hidden
cards, a play-out player); a ruleset without registered knowledge can
pass ``evaluate`` and ``policy`` itself. With an iteration budget and a
seed the search is exactly reproducible: no clock is read then.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tolaria.agents.base import Agent, Knowledge, as_view, knowledge_for
from tolaria.agents.random_agent import RandomAgent
from tolaria.core.protocol import Action, Game, SeatView
from tolaria.errors import TolariaError

Key = tuple[tuple[str, Any], ...]
Evaluate = Callable[[Game, str], float]


_MIN_WORLDS = 6
"""A flat search samples at least this many worlds before it may stop early."""

DECLARATIONS = ("declare_attackers", "declare_blockers")
"""The decision kinds declared one step at a time (an attacker, a block, then the end): the flat search also
plays out whole declarations (:meth:`MCTSAgent._declarations`)."""

_MAX_DECLARATIONS = 32
"""More whole declarations than this (many attackers, many blockers) and the flat search tries only the first step."""


_VARIANCE_FLOOR = 0.0025
"""Added to a sample's variance (at even odds), so that a few equal values don't look certain."""

_MIN_SLOPE = 0.05
"""The least :func:`odds_slope`: where the play-outs all but agree the game is decided, gains still count a little."""


def _mean_error(total: float, squares: float, n: int, slope: float = 1.0) -> tuple[float, float]:
    """A sample's mean and standard error (its variance floored, the floor scaled by ``slope`` squared)."""
    mean = total / n
    variance = max(squares / n - mean * mean, 0.0)
    return mean, math.sqrt((variance + _VARIANCE_FLOOR * slope * slope) / n)


def odds_slope(value: float) -> float:
    """How much a chance to win near ``value`` moves for a small change in its log-odds, relative to even odds
    (4 p (1 - p): 1 at one half, smaller towards 0 or 1), at least :data:`_MIN_SLOPE`.

    A margin measured in chance is easier to clear at even odds than when
    far behind or far ahead, where the evaluation (a logistic) is flat: the
    same improvement in the position moves the chance less. Scaled by this
    slope, a margin asks for the same change in log-odds wherever the seat
    stands, so the search is not timid exactly when it is losing.
    """
    p = min(max(value, 0.0), 1.0)
    return max(4.0 * p * (1.0 - p), _MIN_SLOPE)


def _follow(game: Game, steps: Sequence[Key]) -> bool:
    """Take the actions keyed ``steps`` in turn; False (the game half played) if one of them isn't legal."""
    for key in steps:
        action = next((a for a in game.legal_actions() if key_of(a) == key), None)
        if action is None:
            return False
        game.apply(action)
    return True


def _no_turns(game: Game) -> int:
    """For a ruleset whose knowledge counts no turns: play-outs are cut by their number of decisions only."""
    return 0


@dataclass(frozen=True, slots=True)
class Line:
    """One line the flat search plays out in each world: a root action, the rest of a whole declaration
    (``then``, the later steps' keys, in order), then the fast player, or a plan of the knowledge for the seat."""

    first: int
    plan: int | None = None
    then: tuple[Key, ...] = ()


@dataclass(frozen=True, slots=True)
class Commitment:
    """The rest of a whole declaration the flat search chose: the steps still to take, at decisions of one kind,
    for one seat, in one turn (CR 508.1, CR 509.1: the declaration is one choice, made a step at a time)."""

    seat: str
    kind: str
    turn: int
    steps: tuple[Key, ...]


@dataclass(frozen=True, slots=True)
class Seated:
    """Plays one seat with one player and every other seat with another: a plan against the usual replies."""

    seat: str
    mine: Agent
    others: Agent

    def choose(self, game: Game | SeatView) -> Action:
        decision = game.decision
        assert decision is not None
        return (self.mine if decision.player == self.seat else self.others).choose(game)


@dataclass(frozen=True, slots=True)
class Noisy:
    """A play-out player that now and then plays a uniformly random legal action instead of its own choice.

    With a deterministic play-out player every sample of a line ends the
    same way once the hidden cards are dealt, so "pass now" and "cast it
    now" tie whenever the player casts it later anyway; random moves
    (``mine`` the chance at the planning seat's decisions, ``others`` at
    everyone else's) make the samples differ, so a first move is judged
    by how well it holds up. The draws come from ``rng``, so a search on an
    iteration budget stays reproducible.
    """

    seat: str
    player: Agent
    mine: float
    others: float
    rng: random.Random

    def choose(self, game: Game | SeatView) -> Action:
        decision = game.decision
        assert decision is not None
        chance = self.mine if decision.player == self.seat else self.others
        if chance and self.rng.random() < chance:
            options = list(game.legal_actions())
            return options[self.rng.randrange(len(options))]
        return self.player.choose(game)


@dataclass(slots=True)
class Nested:
    """A play-out player whose seat's next decision with a choice is itself searched (nested Monte Carlo).

    The first time ``seat`` has more than one legal action in the play-out,
    ``search`` (a small flat search on an iteration budget) chooses for it,
    as the seat would think there, on worlds dealt from its own view of the
    play-out; every later decision is ``player``'s.
    """

    seat: str
    player: Agent
    search: Agent
    used: bool = False

    def choose(self, game: Game | SeatView) -> Action:
        decision = game.decision
        assert decision is not None
        if not self.used and decision.player == self.seat and isinstance(game, Game) and len(game.legal_actions()) > 1:
            self.used = True
            return self.search.choose(game.view(self.seat))
        return self.player.choose(game)


class Clock(Enum):
    """What a time budget counts: seconds on the wall, or the CPU seconds of this process (the same work
    for one budget however loaded the machine is)."""

    WALL = "wall"
    CPU = "cpu"

    def reader(self) -> Callable[[], float]:
        """The function that reads this clock, in seconds."""
        return time.process_time if self is Clock.CPU else time.perf_counter


class Rollout(Enum):
    """Who plays positions out: the ruleset's fast player, or uniformly random moves."""

    HEURISTIC = "heuristic"
    RANDOM = "random"


def key_of(action: Action) -> Key:
    """An action's identity in the tree: its JSON form, as a hashable tuple (lists in it as tuples)."""
    return tuple((k, _frozen(v)) for k, v in action.to_dict().items())


def _frozen(value: Any) -> Any:
    """A JSON value made hashable: lists become tuples, objects tuples of their items."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in value.items())
    return value


@dataclass(slots=True)
class Node:
    """One action's statistics, from the point of view of the seat that took it."""

    action: Action | None
    seat: str | None
    key: Key | None = None
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[Key, Node] = field(default_factory=dict)
    favourite: Key | None = None  # the fast player's choice here, tried first and favoured while few visits

    def ucb(self, exploration: float) -> float:
        """UCT: the mean reward plus exploration, over how often this action could have been chosen."""
        return self.reward / self.visits + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)


@dataclass(frozen=True, slots=True)
class SearchStats:
    """What the last search did: iterations, the seconds it took (on the agent's clock), each root action's visits and mean, and how
    many lines the flat search played out in a world (the root actions, then the knowledge's plans)."""

    iterations: int
    seconds: float
    root: tuple[tuple[Key, int, float], ...]
    lines: int = 0


class MCTSAgent:
    """ISMCTS with UCT selection and rollouts by a fast player (or random), on a time or iteration budget.

    ``iterations`` bounds the iterations of each search (reproducible);
    ``seconds`` bounds its time (the default, 1.0, when neither is given);
    with both, whichever ends first. A play-out ends at the start of the
    turn ``horizon`` turns on (when the ruleset's knowledge counts turns;
    None: no such cut) or after ``depth`` decisions, whichever comes
    first, and is scored with the evaluation; ``exploration`` is
    UCT's constant; ``bias`` favours the fast player's choice at each node
    (progressive bias: ``bias / visits`` added to its score), so that the
    search leaves that choice only for one it finds better; ``tree_depth``
    bounds the tree (1, the default: the flat paired search of the root's
    actions, see :meth:`_flat`) and ``widening`` how fast a node admits
    more actions; ``margin`` is how much better (in evaluation, 0 to 1)
    than the fast player's choice another root action must look for the
    flat search to take it, ``doubt`` how many standard errors settle that
    an action can't (or clearly does) and ``min_worlds`` how many worlds
    come first; with ``odds`` the margin (and the floor of the errors) is
    scaled by the slope of the baseline's chance to win (:func:`odds_slope`),
    so that it asks for the same change in log-odds when far behind or
    ahead as at even odds; at a decision of a kind in ``declarations`` (attackers,
    blockers: declared a step at a time) the flat search also plays out
    each whole declaration that starts here; with ``plans`` (off by default: in 60 games at
    1 s a decision it won no more often, and cost 40% more time) the flat
    search also plays the seat out with each of the knowledge's plans (a
    race, an all-out attack: lines the fast player would not follow over
    several turns) and takes a plan's first action when its line clearly
    does better; ``noise`` is the chance that a play-out move of the seat
    is a uniformly random legal one instead of the fast player's
    (``opponent_noise``, the same by default, for the other seats'
    moves: :class:`Noisy`), and ``nested`` (0: off) the worlds of a small
    flat search that chooses the seat's next decision in each play-out
    (:class:`Nested`); ``searched`` names the decision kinds that are
    searched (None, the default: every kind), the others left to the fast
    player (e.g. only attacks, blocks and targets: in 100 games it won
    no more often); ``clock`` is what a time budget counts (:class:`Clock`:
    the wall, the default, or this process's CPU time).
    ``evaluate`` and ``policy`` override the
    ruleset's knowledge. A decision with one legal action, or one the
    knowledge settles (a Magic mulligan), is answered without search; a
    time budget is a maximum: the flat search stops before an iteration
    that would overrun it, or once no action can catch the fast player's
    choice or one has clearly beaten the rest.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        rollout: str | Rollout = Rollout.HEURISTIC,
        depth: int = 40,
        horizon: int | None = 2,
        exploration: float = 0.7,
        bias: float = 1.0,
        tree_depth: int = 1,
        widening: float = 1.0,
        margin: float = 0.02,
        doubt: float = 2.0,
        min_worlds: int = _MIN_WORLDS,
        odds: bool = True,
        declarations: Sequence[str] = DECLARATIONS,
        plans: bool = False,
        noise: float = 0.0,
        opponent_noise: float | None = None,
        nested: int = 0,
        searched: Sequence[str] | None = None,
        clock: str | Clock = Clock.WALL,
        evaluate: Evaluate | None = None,
        policy: Agent | None = None,
    ) -> None:
        if seconds is None and iterations is None:
            seconds = 1.0
        if seconds is not None and not (isinstance(seconds, int | float) and seconds > 0):
            raise TolariaError(f"seconds must be a positive number, not {seconds!r}")
        if iterations is not None and not (isinstance(iterations, int) and iterations >= 1):
            raise TolariaError(f"iterations must be a positive whole number, not {iterations!r}")
        if not isinstance(depth, int) or depth < 0:
            raise TolariaError(f"depth must be a whole number of decisions, not {depth!r}")
        if horizon is not None and not (isinstance(horizon, int) and horizon >= 1):
            raise TolariaError(f"horizon must be a whole number of turns of at least 1 (or None), not {horizon!r}")
        try:
            self.rollout = Rollout(rollout)
        except ValueError:
            raise TolariaError(
                f"unknown rollout {rollout!r}; known: {', '.join(r.value for r in Rollout)}"
            ) from None
        try:
            self.clock = Clock(clock)
        except ValueError:
            raise TolariaError(f"unknown clock {clock!r}; known: {', '.join(c.value for c in Clock)}") from None
        self.seed = seed
        self.seconds = float(seconds) if seconds is not None else None
        self.iterations = iterations
        self.depth = depth
        self.horizon = horizon
        self.exploration = exploration
        self.bias = bias
        if not isinstance(tree_depth, int) or tree_depth < 1:
            raise TolariaError(f"tree_depth must be a whole number of at least 1, not {tree_depth!r}")
        self.tree_depth = tree_depth
        self.widening = widening
        if not isinstance(margin, int | float) or margin < 0:
            raise TolariaError(f"margin must be a number of at least 0, not {margin!r}")
        self.margin = float(margin)
        if not isinstance(doubt, int | float) or doubt < 0:
            raise TolariaError(f"doubt must be a number of standard errors of at least 0, not {doubt!r}")
        self.doubt = float(doubt)
        if not isinstance(min_worlds, int) or min_worlds < 1:
            raise TolariaError(f"min_worlds must be a whole number of at least 1, not {min_worlds!r}")
        self.min_worlds = min_worlds
        self.odds = bool(odds)
        self.declarations = frozenset(declarations)
        self.plans = bool(plans)
        for name, value in (("noise", noise), ("opponent_noise", opponent_noise)):
            if value is not None and not (isinstance(value, int | float) and 0 <= value <= 1):
                raise TolariaError(f"{name} must be a chance from 0 to 1, not {value!r}")
        self.noise = float(noise)
        self.opponent_noise = self.noise if opponent_noise is None else float(opponent_noise)
        if not isinstance(nested, int) or nested < 0:
            raise TolariaError(f"nested must be a whole number of samples (0: off), not {nested!r}")
        self.nested = nested
        if searched is not None and (isinstance(searched, str) or not all(isinstance(k, str) for k in searched)):
            raise TolariaError(f"searched must be a sequence of decision kinds (or None: all), not {searched!r}")
        self.searched = frozenset(searched) if searched is not None else None
        self._evaluate = evaluate
        self._policy = policy
        self._rng = random.Random(seed)
        self._baseline: Agent | None = None
        self._commitment: Commitment | None = None
        self._turn: Callable[[Game], int] = _no_turns
        self.last: SearchStats | None = None

    def __repr__(self) -> str:
        budget = f"iterations={self.iterations}" if self.iterations is not None else f"seconds={self.seconds}"
        return f"MCTSAgent(seed={self.seed!r}, {budget}, rollout={self.rollout.value!r})"

    # ------------------------------------------------------------ choosing
    def choose(self, game: Game | SeatView) -> Action:
        """The most visited root action after the search (ties: the better mean, then the first tried)."""
        view = as_view(game)
        if view.decision is None:
            raise TolariaError(f"it is not {view.seat}'s decision")
        options = list(view.legal_actions())
        knowledge = self._knowledge(view.game)
        committed = self._committed_step(view, options, knowledge)
        if committed is not None:
            return committed
        if len(options) == 1:
            return options[0]
        if knowledge is not None:
            settled = knowledge.settled(view)
            if settled is not None:
                return settled
        seed = self._rng.getrandbits(64)
        if self.searched is not None and view.decision.kind not in self.searched and self._policy is None and knowledge is not None:
            if self._baseline is None:
                self._baseline = knowledge.policy()
            return self._baseline.choose(view)
        if self.tree_depth == 1:
            return self._flat(view, options, knowledge, random.Random(seed))
        root = self._search(view, options, knowledge, random.Random(seed))
        legal = {key_of(a): a for a in options}
        best = max(
            (child for k, child in root.children.items() if k in legal and child.visits),
            key=lambda c: (c.visits, c.reward / c.visits),
            default=None,
        )
        return best.action if best is not None and best.action is not None else options[0]

    def _committed_step(self, view: SeatView, options: Sequence[Action], knowledge: Knowledge | None) -> Action | None:
        """The next step of the whole declaration the search chose, if this decision continues it, else None.

        A declaration judged as a whole is carried out as a whole: searching
        again at each step would compare the rest of it against the fast
        player's own continuation from a half-made declaration (which it
        would not have started), and could end with a set of attackers or
        blockers that no search chose. A decision of another kind, seat or
        turn, or a step no longer legal, drops the commitment.
        """
        commitment, self._commitment = self._commitment, None
        decision = view.decision
        if commitment is None or decision is None or knowledge is None:
            return None
        if (commitment.seat, commitment.kind, commitment.turn) != (view.seat, decision.kind, knowledge.turn(view.game)):
            return None
        step = next((a for a in options if key_of(a) == commitment.steps[0]), None)
        if step is not None and len(commitment.steps) > 1:
            self._commitment = Commitment(commitment.seat, commitment.kind, commitment.turn, commitment.steps[1:])
        return step

    def _knowledge(self, game: Game) -> Knowledge | None:
        if self._evaluate is not None and (self._policy is not None or self.rollout is Rollout.RANDOM):
            return None
        return knowledge_for(game)

    def _flat(self, view: SeatView, options: Sequence[Action], knowledge: Knowledge | None, rng: random.Random) -> Action:
        """Every root action tried in the same sampled worlds; the fast player's choice unless another clearly beats it.

        Each iteration samples one world and plays each legal action out
        from a copy of it, so the actions are compared on the same hidden
        cards and the same shuffles (common random numbers): with a
        deterministic play-out player, the difference between two actions
        in one world is what choosing one over the other changed there.
        At a declaration made a step at a time (attackers, blockers) the
        whole declarations that start here are lines too, so an attack is
        judged as the set it makes rather than one attacker the fast player
        adds to (:meth:`_declarations`). The fast player's own choice is
        the baseline; another line is taken (its first action) only when
        its mean gain over it exceeds ``margin`` and its standard error.
        After a few worlds, lines that can't beat the baseline by ``doubt``
        standard errors are no longer played out (:meth:`_contenders`), so
        the budget goes to the close calls; the search ends once none is
        left or one has clearly won, and on a time budget before an
        iteration that would overrun it.
        """
        guess = knowledge.guess(view) if knowledge is not None else {}
        evaluate = self._evaluate or (knowledge.evaluate if knowledge is not None else None)
        assert evaluate is not None
        seat = view.seat
        keys = [key_of(a) for a in options]
        base: int | None = None
        policy = self._policy or (knowledge.policy() if knowledge is not None else None)
        if policy is not None:
            if self._policy is None and knowledge is not None:
                # One baseline player for the whole game, so that what it remembers (a declaration it
                # gave up) carries from one decision to the next, as it does for the player itself.
                if self._baseline is None:
                    self._baseline = knowledge.policy()
                favourite = key_of(self._baseline.choose(view))
            else:
                favourite = key_of(policy.choose(view))
            base = keys.index(favourite) if favourite in keys else None
        # The lines played out in each world: every legal action followed by the fast player, then each
        # plan of the knowledge (its first action, then the plan for this seat against the usual replies),
        # then the whole declarations (found in the first world).
        lines = [Line(i) for i in range(len(options))]
        if base is not None and self.plans and self._policy is None and knowledge is not None:
            for j, planner in enumerate(knowledge.plans()):
                first = key_of(planner.choose(view))
                if first in keys:
                    lines.append(Line(keys.index(first), plan=j))
        declaring = base is not None and view.decision is not None and view.decision.kind in self.declarations
        visits: list[int] = []
        total: list[float] = []
        gain: list[float] = []  # the sum of (value - the baseline's value), over the worlds where both were tried
        gain2: list[float] = []
        paired: list[int] = []
        end = self._end_turn(view, knowledge)
        alive: set[int] = set()  # the lines still played out in each world
        now = self.clock.reader()
        start = now()
        done = 0
        while self.iterations is None or done < self.iterations:
            if self.seconds is not None and done:
                elapsed = now() - start
                if elapsed + elapsed / done > self.seconds:
                    break
            if done >= self.min_worlds and base is not None:
                alive = self._contenders(base, alive, gain, gain2, paired, self._slope(total[base], visits[base]))
                if alive == {base}:
                    break
            world = view.determinized(rng, guess)
            if knowledge is not None:
                knowledge.prepare(world)
            if done == 0:
                if declaring:
                    lines += self._declarations(world, seat, keys)
                count = len(lines)
                visits, total, gain, gain2, paired = [0] * count, [0.0] * count, [0.0] * count, [0.0] * count, [0] * count
                alive = set(range(count))
            legal = {key_of(a) for a in world.legal_actions()}
            noisy = self.noise or self.opponent_noise
            noise_seed = rng.getrandbits(64) if noisy else 0  # every line of a world draws the same random moves
            inner_seed = rng.getrandbits(32) if self.nested else 0  # and its nested searches the same worlds
            values: list[float | None] = [None] * len(lines)
            for i, line in enumerate(lines):
                if i not in alive or keys[line.first] not in legal:
                    continue
                copy = world.copy()
                copy.apply(options[line.first])
                if line.then and not _follow(copy, line.then):
                    continue
                player = knowledge.policy() if knowledge is not None and self._policy is None else policy
                if line.plan is not None and knowledge is not None and player is not None:
                    player = Seated(seat, knowledge.plans()[line.plan], player)
                if player is not None and self.nested and knowledge is not None and self._policy is None:
                    inner = MCTSAgent(
                        inner_seed, iterations=self.nested, min_worlds=self.nested, horizon=1,
                        depth=self.depth, margin=self.margin, declarations=(),
                    )
                    player = Nested(seat, player, inner)
                if player is not None and noisy:
                    player = Noisy(seat, player, self.noise, self.opponent_noise, random.Random(noise_seed))
                self._play_out_from(copy, player, rng, end)
                value = evaluate(copy, seat)
                values[i] = value
                visits[i] += 1
                total[i] += value
            baseline = values[base] if base is not None else None
            if baseline is not None:
                for i, other in enumerate(values):
                    if other is not None and i != base:
                        d = other - baseline
                        gain[i] += d
                        gain2[i] += d * d
                        paired[i] += 1
            done += 1
        self.last = SearchStats(
            done,
            now() - start,
            tuple((k, visits[i], total[i] / visits[i] if visits[i] else 0.0) for i, k in enumerate(keys)),
            len(lines),
        )
        if base is not None:
            best = max(
                (i for i in range(len(lines)) if i != base and paired[i]),
                key=lambda i: (gain[i] / paired[i], -i),
                default=None,
            )
            if best is not None:
                slope = self._slope(total[base], visits[base])
                mean, error = _mean_error(gain[best], gain2[best], paired[best], slope)
                if mean > self.margin * slope and mean > error:
                    chosen = lines[best]
                    if chosen.then and knowledge is not None and view.decision is not None:
                        self._commitment = Commitment(seat, view.decision.kind, knowledge.turn(view.game), chosen.then)
                    return options[chosen.first]
            return options[base]
        tried = [i for i in range(len(options)) if visits[i]]
        if not tried:
            return options[0]
        return options[max(tried, key=lambda i: (total[i] / visits[i], -i))]

    def _declarations(self, world: Game, seat: str, keys: Sequence[Key]) -> list[Line]:
        """The whole declarations that start at this decision, each taken once, as lines (none when too many).

        A declaration is the run of decisions of this kind the seat takes
        in a row (CR 508.1, CR 509.1: all attackers, all blockers, declared
        as one); a line makes it entirely, step by step, and the fast
        player takes over only after it. Each set of steps is taken in one
        order (the root's order of actions: a later step is one listed after
        the earlier ones, or one that ends the declaration), and those of a
        single step are the root's own lines already. The steps are found
        in a sampled world (the real game is not read) and replayed by their
        keys in the others.
        """
        decision = world.decision
        assert decision is not None
        kind = decision.kind
        order = {k: i for i, k in enumerate(keys)}
        found: list[Line] = []

        def walk(game: Game, path: tuple[Key, ...], last: int) -> bool:
            for action in game.legal_actions():
                key = key_of(action)
                after = order.get(key, -1) > last
                nxt = game.copy()
                nxt.apply(action)
                d = nxt.decision
                ends = d is None or d.player != seat or d.kind != kind
                if ends:
                    if path:
                        found.append(Line(order[path[0]], then=path[1:] + (key,)))
                elif after and not walk(nxt, path + (key,), order[key]):
                    return False
                if len(found) > _MAX_DECLARATIONS:
                    return False
            return True

        return found if walk(world, (), -1) else []

    def _slope(self, total: float, visits: int) -> float:
        """What the margin and the error floor are scaled by: the baseline line's :func:`odds_slope` with
        ``odds`` (1 without, or before the baseline has been played out)."""
        return odds_slope(total / visits) if self.odds and visits else 1.0

    def _contenders(
        self, base: int, alive: set[int], gain: list[float], gain2: list[float], paired: list[int], slope: float = 1.0
    ) -> set[int]:
        """The actions worth more worlds: the baseline, and those that may still beat it (successive elimination).

        An action whose gain over the baseline is, by two standard errors,
        below ``margin`` is dropped, so the worlds left go to the close
        calls. Once one action leads the baseline and every other action by
        two standard errors, only it and the baseline are left, and the
        search ends (more worlds would not change the answer). The margin
        and the error floor are scaled by ``slope`` (:meth:`_slope`).
        """
        margin = self.margin * slope
        bounds: dict[int, tuple[float, float]] = {}
        for i in alive:
            if i != base:
                mean, error = _mean_error(gain[i], gain2[i], paired[i], slope) if paired[i] else (0.0, 1.0)
                bounds[i] = (mean - self.doubt * error, mean + self.doubt * error)
        left = {i for i, (_, high) in bounds.items() if high >= margin}
        if not left:
            return {base}
        leader = max(left, key=lambda i: bounds[i][0])
        low = bounds[leader][0]
        if low > margin and all(bounds[i][1] < low for i in left if i != leader):
            return {base}
        return left | {base}

    def _play_out_from(self, world: Game, player: Agent | None, rng: random.Random, end: int | None) -> None:
        """Play on for at most ``depth`` decisions, and not into turn ``end`` (see :meth:`_end_turn`)."""
        if player is None or self.rollout is Rollout.RANDOM:
            player = RandomAgent(rng.getrandbits(32))
        ruleset = world.ruleset
        turn = self._turn
        for _ in range(self.depth):
            if ruleset.decision(world.state) is None or (end is not None and turn(world) >= end):
                break
            world.apply(player.choose(world))

    def _end_turn(self, view: SeatView, knowledge: Knowledge | None) -> int | None:
        """The turn at whose start play-outs stop: ``horizon`` turns after the current one.

        Every root action's play-out is then scored at the same point of the
        game (the first decision of a turn: no combat, no spell half cast), so the
        paired differences measure what the actions changed rather than
        where in a turn a count of decisions happened to stop.
        """
        if self.horizon is None or knowledge is None:
            self._turn = _no_turns
            return None
        self._turn = knowledge.turn
        return knowledge.turn(view.game) + self.horizon

    def _search(self, view: SeatView, options: Sequence[Action], knowledge: Knowledge | None, rng: random.Random) -> Node:
        """Iterate until the budget is spent; each iteration samples a world and walks the tree once."""
        root = Node(None, None)
        guess = knowledge.guess(view) if knowledge is not None else {}
        evaluate = self._evaluate or (knowledge.evaluate if knowledge is not None else None)
        assert evaluate is not None
        policy = self._policy or (knowledge.policy() if knowledge is not None else None)
        end = self._end_turn(view, knowledge)
        now = self.clock.reader()
        start = now()
        deadline = start + self.seconds if self.seconds is not None else math.inf
        done = 0
        while (self.iterations is None or done < self.iterations) and (
            self.seconds is None or done == 0 or now() < deadline
        ):
            world = view.determinized(rng, guess)
            if knowledge is not None:
                knowledge.prepare(world)
            self._iterate(root, world, evaluate, policy, rng, end)
            done += 1
        self.last = SearchStats(
            done,
            now() - start,
            tuple((k, c.visits, c.reward / c.visits if c.visits else 0.0) for k, c in root.children.items()),
        )
        return root

    def _iterate(
        self, root: Node, world: Game, evaluate: Evaluate, policy: Agent | None, rng: random.Random, end: int | None
    ) -> None:
        """Select, expand, simulate, backpropagate: one walk down the tree in one sampled world.

        A node widens progressively: it considers one action (the fast
        player's) at first and one more each time its visits grow past the
        next square, so a few iterations are not spread over every
        blunder; below ``tree_depth`` the play-out takes over.
        """
        path = [root]
        node = root
        while len(path) <= self.tree_depth:
            decision = world.decision
            if decision is None:
                break
            options = list(world.legal_actions())
            keys = [key_of(a) for a in options]
            known = [node.children[k] for k in keys if k in node.children]
            for child in known:
                child.available += 1
            room = 1 + int(self.widening * math.sqrt(node.visits))
            if len(known) < min(room, len(options)):
                untried = [i for i, k in enumerate(keys) if k not in node.children]
                index = self._first_try(node, world, options, keys, untried, policy, rng)
                child = Node(options[index], decision.player, keys[index], available=1)
                node.children[keys[index]] = child
                world.apply(options[index])
                path.append(child)
                break
            favourite, bias, exploration = node.favourite, self.bias, self.exploration
            child = max(known, key=lambda c: c.ucb(exploration) + (bias / c.visits if c.key == favourite else 0.0))
            assert child.action is not None
            world.apply(child.action)
            path.append(child)
            node = child
        rewards = self._play_out(world, evaluate, policy, rng, end)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            assert n.seat is not None
            n.reward += rewards[n.seat]

    def _first_try(
        self,
        node: Node,
        world: Game,
        options: list[Action],
        keys: list[Key],
        untried: list[int],
        policy: Agent | None,
        rng: random.Random,
    ) -> int:
        """Which untried action to expand: the fast player's choice first (remembered), then one at random."""
        if policy is not None and node.favourite is None:
            node.favourite = key_of(policy.choose(world))
            for i in untried:
                if keys[i] == node.favourite:
                    return i
        return untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]

    def _play_out(
        self, world: Game, evaluate: Evaluate, policy: Agent | None, rng: random.Random, end: int | None
    ) -> Mapping[str, float]:
        """Play on (as :meth:`_play_out_from`), then score the position for every seat."""
        player = policy if policy is not None and self.rollout is Rollout.HEURISTIC else None
        self._play_out_from(world, player, rng, end)
        return {seat: evaluate(world, seat) for seat in world.seats}
