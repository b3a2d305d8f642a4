"""The game state of a Magic game as plain data (CR 400-406 zones, 110 permanents).

Everything here is ``__slots__`` records, lists, dicts, ints and strings, so
that ``GameState.copy()`` is cheap and ``to_dict()``/``from_dict()`` round
trip exactly. Static card knowledge (Oracle facts, compiled abilities) is
not stored here: objects carry their card *name*, and the card database
maps names to definitions.

Object identity follows CR 400.7: every zone change makes a new object
with a fresh id. Cards in the library, hand, graveyard and exile are held
as ids in their owner's zone lists (a card always goes to its owner's
zone, 400.3) with their names in ``GameState.names``; permanents and
stack objects are records of their own.

Targets, attack targets and damage recipients are ints: an object id
(>= 1) or a player encoded as ``-1 - player_index``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from tolaria.core.rng import Rng

STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
STEP_INDEX = {name: i for i, name in enumerate(STEPS)}
COLORS = "WUBRGC"


def player_ref(index: int) -> int:
    """Encode a player index as a target/recipient int."""
    return -1 - index


class Permanent:
    """A permanent on the battlefield (CR 110) and its status (CR 110.5)."""

    __slots__ = (
        "id",
        "name",
        "owner",
        "controller",
        "tapped",
        "damage",
        "counters",
        "sick",
        "timestamp",
        "deathtouched",
        "token",
        "attached_to",
        "face_down",
        "shields",
    )

    def __init__(
        self,
        id: int,
        name: str,
        owner: int,
        controller: int,
        timestamp: int,
        tapped: bool = False,
        sick: bool = True,
        token: bool = False,
    ) -> None:
        self.id = id
        self.name = name
        self.owner = owner
        self.controller = controller
        self.tapped = tapped
        self.damage = 0
        self.counters: dict[str, int] = {}
        # CR 302.6: true until its controller has controlled it continuously
        # since the start of their most recent turn.
        self.sick = sick
        self.timestamp = timestamp
        self.deathtouched = False  # CR 704.5h: dealt damage by a deathtouch source
        self.token = token
        self.attached_to: int | None = None
        self.face_down = False
        self.shields = 0  # regeneration shields (CR 701.19)

    def copy(self) -> Permanent:
        p = Permanent.__new__(Permanent)
        p.id = self.id
        p.name = self.name
        p.owner = self.owner
        p.controller = self.controller
        p.tapped = self.tapped
        p.damage = self.damage
        p.counters = self.counters.copy() if self.counters else {}
        p.sick = self.sick
        p.timestamp = self.timestamp
        p.deathtouched = self.deathtouched
        p.token = self.token
        p.attached_to = self.attached_to
        p.face_down = self.face_down
        p.shields = self.shields
        return p

    def to_dict(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in Permanent.__slots__}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Permanent:
        p = Permanent.__new__(Permanent)
        for s in Permanent.__slots__:
            setattr(p, s, d[s])
        p.counters = dict(d["counters"])
        return p


class Player:
    """A player's own zones, life and per-turn counters (CR 102, 119, 400)."""

    __slots__ = (
        "name",
        "index",
        "life",
        "poison",
        "library",
        "hand",
        "graveyard",
        "exile",
        "pool",
        "lands_played",
        "lost",
        "drew_from_empty",
        "mulligans",
        "kept",
        "loss_reason",
    )

    def __init__(self, name: str, index: int, life: int = 20) -> None:
        self.name = name
        self.index = index
        self.life = life
        self.poison = 0
        self.library: list[int] = []  # index 0 is the top
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # newest last
        self.exile: list[int] = []
        self.pool = [0, 0, 0, 0, 0, 0]  # W U B R G C (CR 106.4)
        self.lands_played = 0
        self.lost = False
        self.drew_from_empty = False  # CR 704.5b
        self.mulligans = 0
        self.kept = False
        self.loss_reason = ""

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.name = self.name
        p.index = self.index
        p.life = self.life
        p.poison = self.poison
        p.library = self.library.copy()
        p.hand = self.hand.copy()
        p.graveyard = self.graveyard.copy()
        p.exile = self.exile.copy()
        p.pool = self.pool.copy()
        p.lands_played = self.lands_played
        p.lost = self.lost
        p.drew_from_empty = self.drew_from_empty
        p.mulligans = self.mulligans
        p.kept = self.kept
        p.loss_reason = self.loss_reason
        return p

    def to_dict(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in Player.__slots__}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Player:
        p = Player.__new__(Player)
        for s in Player.__slots__:
            v = d[s]
            setattr(p, s, list(v) if isinstance(v, list) else v)
        return p


class StackObject:
    """A spell or ability on the stack (CR 405, 112, 113)."""

    __slots__ = (
        "id",
        "kind",
        "name",
        "owner",
        "controller",
        "targets",
        "x",
        "modes",
        "source",
        "ability",
        "ref",
    )

    def __init__(
        self,
        id: int,
        kind: str,
        name: str,
        owner: int,
        controller: int,
        targets: tuple[int, ...] = (),
        x: int = 0,
        modes: tuple[int, ...] = (),
        source: int | None = None,
        ability: int = 0,
        ref: int = 0,
    ) -> None:
        self.id = id
        self.kind = kind  # "spell", "ability" (activated, 602) or "trigger" (603)
        self.name = name  # card name (of the spell, or of the ability's source)
        self.owner = owner
        self.controller = controller
        self.targets = targets
        self.x = x
        self.modes = modes
        self.source = source
        self.ability = ability  # index among the source's activated or triggered abilities
        self.ref = ref  # the object or player a trigger refers to ("that creature", "that player")

    def copy(self) -> StackObject:
        s = StackObject.__new__(StackObject)
        for k in StackObject.__slots__:
            setattr(s, k, getattr(self, k))
        return s

    def to_dict(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in StackObject.__slots__}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> StackObject:
        s = StackObject.__new__(StackObject)
        for k in StackObject.__slots__:
            v = d[k]
            setattr(s, k, tuple(v) if isinstance(v, list) else v)
        return s


class Effect(NamedTuple):
    """A continuous effect from a resolved spell or ability (CR 611, 613).

    ``ids`` is the set of affected objects, locked in when the effect began
    (611.2c). ``duration`` is "eot" for "until end of turn" (514.2).
    """

    timestamp: int
    layer: str  # "6" ability adding, "7c" P/T modifying, "2" control
    ids: tuple[int, ...]
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    duration: str = "eot"
    controller: int = -1
    previous: int = -1  # layer 2: the controller before the effect began


class Combat:
    """Who attacks whom and who blocks whom this combat (CR 506-511)."""

    __slots__ = ("attackers", "blockers", "blocked", "declared", "first_strike", "struck", "declared_any")

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}  # attacker id -> player ref or planeswalker id
        self.blockers: dict[int, list[int]] = {}  # blocker id -> attackers it blocks
        self.blocked: dict[int, list[int]] = {}  # attacker id -> its blockers (blocked creatures only)
        self.declared: list[tuple[int, int]] = []  # a declaration being built: (creature, what)
        self.first_strike = False  # this combat has a first strike damage step (510.4)
        self.struck: list[int] = []  # creatures that dealt first strike damage
        self.declared_any = False  # CR 508.8: were any attackers declared this combat?

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        c.attackers = self.attackers.copy()
        c.blockers = {k: v.copy() for k, v in self.blockers.items()}
        c.blocked = {k: v.copy() for k, v in self.blocked.items()}
        c.declared = self.declared.copy()
        c.first_strike = self.first_strike
        c.struck = self.struck.copy()
        c.declared_any = self.declared_any
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "attackers": [[k, v] for k, v in self.attackers.items()],
            "blockers": [[k, v] for k, v in self.blockers.items()],
            "blocked": [[k, v] for k, v in self.blocked.items()],
            "declared": [list(d) for d in self.declared],
            "first_strike": self.first_strike,
            "struck": self.struck,
            "declared_any": self.declared_any,
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Combat:
        c = Combat()
        c.attackers = {k: v for k, v in d["attackers"]}
        c.blockers = {k: list(v) for k, v in d["blockers"]}
        c.blocked = {k: list(v) for k, v in d["blocked"]}
        c.declared = [(a, b) for a, b in d["declared"]]
        c.first_strike = d["first_strike"]
        c.struck = list(d["struck"])
        c.declared_any = d["declared_any"]
        return c


class Pending(NamedTuple):
    """The decision the game waits for: who, what kind, and its context.

    ``data`` holds only JSON-able values and is never mutated in place.
    """

    kind: str
    player: int
    data: tuple[Any, ...] = ()


class Resolving(NamedTuple):
    """A resolution suspended on a choice (architecture: effects as resumable programs)."""

    item: int  # id of the stack object being resolved (it stays on the stack meanwhile)
    pc: int
    legal: tuple[bool, ...]
    memo: tuple[Any, ...] = ()


class GameState:
    """The whole game: players, zones, turn, priority, stack, effects, log, RNG."""

    __slots__ = (
        "players",
        "battlefield",
        "stack",
        "names",
        "effects",
        "combat",
        "turn",
        "active",
        "step",
        "priority",
        "passes",
        "next_id",
        "timestamp",
        "rng",
        "log",
        "pending",
        "resolving",
        "over",
        "winner",
        "starting",
        "profile",
        "autopass",
        "labels",
        "phase",
        "triggers",
        "sba_mark",
        "changes",
        "probe",
    )

    def __init__(self, names: list[str], seed: int = 0) -> None:
        self.players = [Player(n, i) for i, n in enumerate(names)]
        self.battlefield: dict[int, Permanent] = {}
        self.stack: list[StackObject] = []  # top is last
        self.names: dict[int, str] = {}  # id -> card name for cards outside battlefield/stack
        self.effects: list[Effect] = []
        self.combat: Combat | None = None
        self.turn = 0
        self.active = 0
        self.step = 0
        self.priority: int | None = None
        self.passes = 0
        self.next_id = 1
        self.timestamp = 0
        self.rng = Rng(seed)
        self.log: list[dict[str, Any]] = []
        self.pending: Pending | None = None
        self.resolving: Resolving | None = None
        self.over = False
        self.winner: int | None = None
        self.starting = 0
        self.profile = "current"
        self.autopass = False
        self.labels: dict[str, int] = {}
        self.phase = "setup"  # "setup" (start of game procedures) or "play"
        # Triggered abilities waiting to be put on the stack (603.3):
        # (controller, source id, source name, ability index, ref).
        self.triggers: list[tuple[int, int, str, int, int]] = []
        # ``changes`` when state-based actions were last checked and none applied:
        # every change that can make one apply is logged, so an unchanged count
        # means the check can be skipped.
        self.sba_mark = -1
        # Count of logged events other than step changes; with ``probe`` it lets
        # autopass remember that a player had nothing to do until something happens.
        self.changes = 0
        # Per player: (changes, answer) at instant speed, then at sorcery speed.
        self.probe: tuple[tuple[int, bool, int, bool], ...] = tuple((-1, False, -1, False) for _ in names)

    # -- identity -----------------------------------------------------------
    def new_id(self) -> int:
        i = self.next_id
        self.next_id = i + 1
        return i

    def new_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def opponents(self, index: int) -> list[int]:
        return [p.index for p in self.players if p.index != index and not p.lost]

    def name_of(self, obj: int) -> str:
        """The card name of any object id (permanent, stack object or card in a zone)."""
        perm = self.battlefield.get(obj)
        if perm is not None:
            return perm.name
        for s in self.stack:
            if s.id == obj:
                return s.name
        return self.names.get(obj, "?")

    # -- copying and serialisation -----------------------------------------
    def copy(self) -> GameState:
        g = GameState.__new__(GameState)
        g.players = [p.copy() for p in self.players]
        g.battlefield = {k: v.copy() for k, v in self.battlefield.items()}
        g.stack = [s.copy() for s in self.stack]
        g.names = self.names.copy()
        g.effects = self.effects.copy()
        g.combat = self.combat.copy() if self.combat is not None else None
        g.turn = self.turn
        g.active = self.active
        g.step = self.step
        g.priority = self.priority
        g.passes = self.passes
        g.next_id = self.next_id
        g.timestamp = self.timestamp
        g.rng = Rng(self.rng.state)
        g.log = self.log.copy()  # entries are never mutated after being logged
        g.pending = self.pending
        g.resolving = self.resolving  # immutable
        g.over = self.over
        g.winner = self.winner
        g.starting = self.starting
        g.profile = self.profile
        g.autopass = self.autopass
        g.labels = self.labels.copy()
        g.phase = self.phase
        g.triggers = self.triggers.copy()
        g.sba_mark = self.sba_mark
        g.changes = self.changes
        g.probe = self.probe
        return g

    def to_dict(self) -> dict[str, Any]:
        r = self.resolving
        return {
            "players": [p.to_dict() for p in self.players],
            "battlefield": [p.to_dict() for p in self.battlefield.values()],
            "stack": [s.to_dict() for s in self.stack],
            "names": [[k, v] for k, v in self.names.items()],
            "effects": [list(e) for e in self.effects],
            "combat": self.combat.to_dict() if self.combat is not None else None,
            "turn": self.turn,
            "active": self.active,
            "step": self.step,
            "priority": self.priority,
            "passes": self.passes,
            "next_id": self.next_id,
            "timestamp": self.timestamp,
            "rng": self.rng.state,
            "log": self.log,
            "pending": list(self.pending) if self.pending is not None else None,
            "resolving": (
                [r.item, r.pc, list(r.legal), _jsonable(r.memo)] if r is not None else None
            ),
            "over": self.over,
            "winner": self.winner,
            "starting": self.starting,
            "profile": self.profile,
            "autopass": self.autopass,
            "labels": self.labels,
            "phase": self.phase,
            "triggers": [list(t) for t in self.triggers],
            "sba_mark": self.sba_mark,
            "changes": self.changes,
            "probe": [list(p) for p in self.probe],
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameState:
        g = GameState.__new__(GameState)
        g.players = [Player.from_dict(p) for p in d["players"]]
        g.battlefield = {p["id"]: Permanent.from_dict(p) for p in d["battlefield"]}
        g.stack = [StackObject.from_dict(s) for s in d["stack"]]
        g.names = {k: v for k, v in d["names"]}
        g.effects = [
            Effect(e[0], e[1], tuple(e[2]), e[3], e[4], tuple(e[5]), e[6], e[7], e[8]) for e in d["effects"]
        ]
        g.combat = Combat.from_dict(d["combat"]) if d["combat"] is not None else None
        for k in ("turn", "active", "step", "priority", "passes", "next_id", "timestamp"):
            setattr(g, k, d[k])
        g.rng = Rng(d["rng"])
        g.log = list(d["log"])
        p = d["pending"]
        g.pending = Pending(p[0], p[1], _tupled(p[2])) if p is not None else None
        r = d["resolving"]
        g.resolving = (
            Resolving(r[0], r[1], tuple(r[2]), _tupled(r[3]))
            if r is not None
            else None
        )
        for k in ("over", "winner", "starting", "profile", "autopass", "phase"):
            setattr(g, k, d[k])
        g.labels = dict(d["labels"])
        g.triggers = [tuple(t) for t in d["triggers"]]
        g.sba_mark = d["sba_mark"]
        g.changes = d["changes"]
        g.probe = tuple((p[0], p[1], p[2], p[3]) for p in d["probe"])
        return g


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    """Turn JSON lists back into the tuples pending data is made of."""
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value
