"""The action space and the observation encoding shared by both learning environments.

Action space: slot by position
------------------------------
The action space is ``Discrete(SLOTS)`` (64): slot ``i`` is the ``i``-th of
the acting seat's legal actions, in the engine's order, and
``action_mask[i]`` is 1 exactly for ``i < len(legal_actions)``. Each slot
comes with a row of features (``slots``, below) saying what its action is
and which object of the observation it names, so a policy reads the slot's
meaning from the observation (as a pointer network or attention over slots
does) rather than from its number.

Why not a structured mapping (pass, play hand card k, cast hand card k,
attack with creature k, ...): the engine's decisions are many and small
(a target, a mode, the value of X, the damage to one blocker, which
trigger goes first, which replacement effect applies, a card to search
for), each asking for one atomic choice, so a structured space would need
a block of slots for every kind of choice and every object it can name,
almost all of them masked out at any moment, and a new kind of decision
or a bigger board would change its size. Slot by position is exact (every
legal action has one slot and every slot at most one action; the engine
lists interchangeable copies once), never needs a second lookup to
decode, and its size depends only on the longest list, which the
one-choice-at-a-time decisions keep short: random games of the built-in
decks list at most about 25 actions. A longer list is refused with
:class:`~tolaria.envs.table.TooManyActions` rather than cut short, since
an action left out would be a legal move the agent could never make.

Observation: a ``Dict`` of integer arrays
-----------------------------------------
Built only from what the acting seat may know: its observation
(``view.observe()``: the public board, its own hand, counts of the hidden
zones) and its legal actions with their descriptions, which name no card
the seat can't see. Seats are relative (1 is the observing seat, 2 the
next in seat order; 0 is "none"), and so are rows: ``players`` row 0 is
the observer. Cards are indices into :class:`CardIndex` (0 none, 1 hidden,
2 a name outside the pool such as a token, then the card pool's names in
sorted order). Values outside a column's bounds are clipped to them; rows
beyond an array's length are left out (the counts in ``players`` still
tell).

==============  ===============  ============================================
key             shape            contents
==============  ===============  ============================================
action_mask     (SLOTS,) int8    1 for each slot holding a legal action
game            (5,) int32       ``GAME_COLUMNS``
players         (2, 10) int32    ``PLAYER_COLUMNS``, one row per seat
hand            (32,) int32      the observer's hand, card indices
battlefield     (64, 11) int32   ``PERMANENT_COLUMNS``, one row per permanent
stack           (16, 3) int32    ``STACK_COLUMNS``; row 0 is the top
slots           (SLOTS, 7) int32 ``SLOT_COLUMNS``, one row per legal action
==============  ===============  ============================================

The tables below give each column's meaning and bounds; ``print(describe())``
prints them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from tolaria.core.events import History
from tolaria.core.protocol import Action, SeatView
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.kinds import Step
from tolaria.mtg.rules.entering import WORDS

SLOTS = 64
HAND_ROWS = 32
BATTLEFIELD_ROWS = 64
STACK_ROWS = 16

NO_CARD = 0
HIDDEN_CARD = 1
OTHER_CARD = 2
FIRST_POOL_CARD = 3

# Where the object a slot names is (SLOT_COLUMNS "zone").
ZONE_NONE, ZONE_HAND, ZONE_BATTLEFIELD, ZONE_STACK, ZONE_ELSEWHERE = range(5)

ACTION_KINDS: tuple[type[Action], ...] = (
    act.Pass,
    act.Concede,
    act.PlayLand,
    act.CastSpell,
    act.ActivateAbility,
    act.ActivateMana,
    act.Attack,
    act.Block,
    act.Declare,
    act.Undo,
    act.AssignDamage,
    act.ChooseTarget,
    act.ChooseMode,
    act.ChooseNumber,
    act.ChooseCard,
    act.ChooseNothing,
    act.ChooseTrigger,
    act.ChooseEffect,
    act.Answer,
    act.PlayOrDraw,
    act.Keep,
    act.TakeMulligan,
    act.ChooseWord,
)
DECISION_KINDS: tuple[type[dec.Decision], ...] = (
    dec.Priority,
    dec.DeclareAttackers,
    dec.DeclareBlockers,
    dec.AssignDamage,
    dec.ChooseTarget,
    dec.ChooseMode,
    dec.ChooseNumber,
    dec.ChooseCard,
    dec.OrderTriggers,
    dec.OrderEffects,
    dec.YesNo,
    dec.PlayOrDraw,
    dec.Mulligan,
    dec.ChooseWord,
    dec.DivideDamage,
)
_ACTION_CODE = {cls: i + 1 for i, cls in enumerate(ACTION_KINDS)}
_DECISION_CODE = {cls.kind: i + 1 for i, cls in enumerate(DECISION_KINDS)}
_STEP_CODE = {step.word: int(step) + 1 for step in Step}
_WORD_CODE = {w: i + 1 for words in WORDS.values() for i, w in enumerate(words)}  # 614.12 choices


@dataclass(frozen=True, slots=True)
class Column:
    """One feature column of an observation array: its name, bounds and meaning."""

    name: str
    low: int
    high: int
    meaning: str


BIG = 10_000

GAME_COLUMNS = (
    Column("turn", 0, BIG, "the turn number (0 before the first turn)"),
    Column("step", 0, len(Step), "the step, 1 + its number in CR 500.1 order (untap = 1, cleanup = 13)"),
    Column("decision", 0, len(DECISION_KINDS), "the observer's decision, 1 + its place in DECISION_KINDS; 0 if none"),
    Column("legal", 0, SLOTS, "how many legal actions the observer has (the masked-in slots)"),
    Column("over", 0, 1, "1 once the game is over"),
)
PLAYER_COLUMNS = (
    Column("life", -BIG, BIG, "life total"),
    Column("poison", 0, BIG, "poison counters"),
    Column("hand", 0, BIG, "cards in hand"),
    Column("library", 0, BIG, "cards in library"),
    Column("graveyard", 0, BIG, "cards in graveyard"),
    Column("exile", 0, BIG, "cards in exile"),
    Column("mana", 0, BIG, "mana in the mana pool"),
    Column("lost", 0, 1, "1 if the player has lost"),
    Column("active", 0, 1, "1 if it is the player's turn"),
    Column("deciding", 0, 1, "1 if the player must decide now"),
)
PERMANENT_COLUMNS = (
    Column("card", 0, BIG, "card index (0: empty row); at most len(CardIndex) - 1"),
    Column("controller", 0, 8, "relative seat of the controller"),
    Column("owner", 0, 8, "relative seat of the owner"),
    Column("tapped", 0, 1, "1 if tapped"),
    Column("creature", 0, 1, "1 if a creature"),
    Column("power", -BIG, BIG, "power (creatures; else 0)"),
    Column("toughness", -BIG, BIG, "toughness (creatures; else 0)"),
    Column("damage", 0, BIG, "damage marked on it"),
    Column("counters", 0, BIG, "counters on it, all kinds"),
    Column("attacking", 0, 1, "1 if attacking"),
    Column("blocking", 0, 1, "1 if blocking"),
)
STACK_COLUMNS = (
    Column("card", 0, BIG, "card index of the spell, or of an ability's source (0: empty row)"),
    Column("controller", 0, 8, "relative seat of the controller"),
    Column("ability", 0, 1, "1 for an ability, 0 for a spell"),
)
SLOT_COLUMNS = (
    Column("kind", 0, len(ACTION_KINDS), "the action, 1 + its place in ACTION_KINDS (0: empty slot)"),
    Column("card", 0, BIG, "card index of the object the action names (the card played or cast, the "
           "source activated, the attacker, the blocker, the target or card chosen, the trigger's or "
           "effect's source)"),
    Column("zone", 0, ZONE_ELSEWHERE, "where that object is: 1 hand, 2 battlefield, 3 stack, "
           "4 elsewhere (a graveyard, exile, a library being searched); 0 none"),
    Column("row", -1, max(HAND_ROWS, BATTLEFIELD_ROWS, STACK_ROWS) - 1,
           "that object's row in the hand, battlefield or stack array (-1: none or beyond the array)"),
    Column("player", 0, 8, "relative seat of a player the action names (attacked, targeted)"),
    Column("other", -1, BATTLEFIELD_ROWS - 1, "battlefield row of a second object: the attacker "
           "blocked, the planeswalker attacked (-1: none)"),
    Column("number", -BIG, BIG, "the action's number: damage assigned, X, mode, ability, trigger "
           "index, 1 for yes / play, 0 for no / draw"),
)


def describe() -> str:
    """The observation's arrays and columns in words (the tables above, for a README or a notebook)."""
    lines = []
    for key, columns in (
        ("game", GAME_COLUMNS),
        ("players", PLAYER_COLUMNS),
        ("battlefield", PERMANENT_COLUMNS),
        ("stack", STACK_COLUMNS),
        ("slots", SLOT_COLUMNS),
    ):
        lines.append(f"{key}:")
        lines.extend(f"  {i:2d} {c.name:<11} [{c.low}, {c.high}]  {c.meaning}" for i, c in enumerate(columns))
    return "\n".join(lines)


class CardIndex:
    """Card names as fixed integers: the card pool's names in sorted order, after three reserved codes.

    0 is "no card", 1 an object the seat can't identify (a face-down
    permanent, an object it is not shown), 2 a name outside the pool (a
    token); pool cards follow from 3. The order depends only on the card
    database, so an index means the same card in every game played from it.
    """

    __slots__ = ("names", "_codes")

    def __init__(self, cards: CardDatabase) -> None:
        self.names: tuple[str, ...] = tuple(sorted(cards.pool.names()))
        self._codes = {name: FIRST_POOL_CARD + i for i, name in enumerate(self.names)}

    def __len__(self) -> int:
        """How many codes there are, the reserved ones included (an embedding table's size)."""
        return FIRST_POOL_CARD + len(self.names)

    def code(self, name: str) -> int:
        """The index of a name as the seat's observation writes it ("X ability", "face-down permanent", ...)."""
        if name.endswith(" ability"):
            name = name[: -len(" ability")]
        found = self._codes.get(name)
        if found is not None:
            return found
        if name.startswith("face-down "):
            return self._codes.get(name[len("face-down "):], HIDDEN_CARD)
        if name.startswith(("object ", "player ")):
            return HIDDEN_CARD
        return OTHER_CARD

    def name(self, code: int) -> str:
        """The name behind an index (the reserved codes in words)."""
        if code >= FIRST_POOL_CARD:
            return self.names[code - FIRST_POOL_CARD]
        return ("nothing", "hidden", "other")[code]


def seat_observation(view: SeatView) -> dict[str, Any]:
    """The seat's ``observe()`` without its log, which the encoding doesn't read.

    It is the same call ``view.observe()`` makes, given an empty history:
    rendering the whole log for every step would cost more than the step
    itself late in a game.
    """
    return view.game.ruleset.observe(view.game.state, view.seat, History())


@dataclass(slots=True)
class _Places:
    """Where the seat's observation shows each object it can see, and how it names the seats."""

    me: int
    seats: int
    seat_of: dict[str, int]
    hand: dict[int, int]
    battlefield: dict[int, int]
    stack: dict[int, int]
    cards: dict[int, int]

    def relative(self, seat: int) -> int:
        """1 for the observer, 2 for the next seat, ..."""
        return (seat - self.me) % self.seats + 1

    def relative_name(self, name: str) -> int:
        return self.relative(self.seat_of[name])


def _refs(action: Action) -> tuple[int | None, int | None, int]:
    """The objects an action names (first, second; players as -1 - seat) and its number."""
    if isinstance(action, act.PlayLand | act.CastSpell | act.ChooseCard):
        return action.card, None, 0
    if isinstance(action, act.ActivateAbility | act.ActivateMana):
        return action.source, None, action.ability
    if isinstance(action, act.Attack):
        return action.creature, action.target, 0
    if isinstance(action, act.Block):
        return action.blocker, action.attacker, 0
    if isinstance(action, act.ChooseTarget):
        return action.target, None, 0
    if isinstance(action, act.AssignDamage):
        return None, None, action.amount
    if isinstance(action, act.ChooseMode):
        return None, None, action.mode
    if isinstance(action, act.ChooseNumber):
        return None, None, action.number
    if isinstance(action, act.ChooseTrigger):
        return None, None, action.index
    if isinstance(action, act.Answer):
        return None, None, int(action.yes)
    if isinstance(action, act.PlayOrDraw):
        return None, None, int(action.play)
    if isinstance(action, act.ChooseWord):
        return None, None, _WORD_CODE.get(action.word, 0)
    return None, None, 0


class Encoder:
    """Turns a seat's view into the observation arrays; one per environment (it holds the spaces)."""

    def __init__(self, cards: CardDatabase, seats: int = 2) -> None:
        self.index = CardIndex(cards)
        self.seats = seats
        self._bounds = {
            "game": _bounds(GAME_COLUMNS, None),
            "players": _bounds(PLAYER_COLUMNS, seats),
            "battlefield": _bounds(PERMANENT_COLUMNS, BATTLEFIELD_ROWS),
            "stack": _bounds(STACK_COLUMNS, STACK_ROWS),
            "slots": _bounds(SLOT_COLUMNS, SLOTS),
        }
        for key, columns in (("battlefield", PERMANENT_COLUMNS), ("stack", STACK_COLUMNS), ("slots", SLOT_COLUMNS)):
            self._bounds[key][1][:, [c.name for c in columns].index("card")] = len(self.index) - 1

    def space(self) -> spaces.Dict:
        """The observation space (a new object each call: every agent gets its own, to seed)."""
        boxes: dict[str, spaces.Space[Any]] = {"action_mask": spaces.Box(0, 1, (SLOTS,), np.int8)}
        boxes["hand"] = spaces.Box(0, len(self.index) - 1, (HAND_ROWS,), np.int32)
        for key, (low, high) in self._bounds.items():
            boxes[key] = spaces.Box(low, high, low.shape, np.int32)
        return spaces.Dict(boxes)

    def encode(self, view: SeatView, legal: Sequence[Action] | None = None) -> dict[str, np.ndarray]:
        """The observation of ``view``'s seat now (``legal``: its legal actions, if already listed)."""
        seen = seat_observation(view)
        if legal is None:
            legal = view.legal_actions()
        decision = seen["decision"]
        described: list[str] = decision["options"] if decision is not None else []
        if len(described) != len(legal):
            raise AssertionError("the observation's options and the legal actions differ")
        places = self._places(seen)
        out = {
            "action_mask": _mask(len(legal)),
            "game": self._game(seen, decision, len(legal)),
            "players": self._players(seen, places),
            "hand": self._hand(seen, places),
            "battlefield": self._battlefield(seen, places),
            "stack": self._stack(seen, places),
            "slots": self._slots(legal, described, places),
        }
        for key, (low, high) in self._bounds.items():
            np.clip(out[key], low, high, out=out[key])
        return out

    # ------------------------------------------------------------ parts
    def _places(self, seen: Mapping[str, Any]) -> _Places:
        players = seen["players"]
        seat_of = {p["name"]: i for i, p in enumerate(players)}
        me = seat_of[seen["you"]]
        code = self.index.code
        cards: dict[int, int] = {}
        hand: dict[int, int] = {}
        for row, card in enumerate(players[me]["hand"]):
            hand[card["id"]] = row
            cards[card["id"]] = code(card["name"])
        battlefield: dict[int, int] = {}
        for row, perm in enumerate(seen["battlefield"]):
            battlefield[perm["id"]] = row
            cards[perm["id"]] = code(perm["name"])
        stack: dict[int, int] = {}
        for row, item in enumerate(reversed(seen["stack"])):
            stack[item["id"]] = row
            cards[item["id"]] = code(item["name"])
        return _Places(me, len(players), seat_of, hand, battlefield, stack, cards)

    def _game(self, seen: Mapping[str, Any], decision: Mapping[str, Any] | None, legal: int) -> np.ndarray:
        kind = _DECISION_CODE.get(decision["kind"], 0) if decision is not None else 0
        return np.array([seen["turn"], _STEP_CODE.get(seen["step"], 0), kind, legal, int(seen["game_over"])], np.int32)

    def _players(self, seen: Mapping[str, Any], places: _Places) -> np.ndarray:
        out = np.zeros(self._bounds["players"][0].shape, np.int32)
        for i, p in enumerate(seen["players"]):
            out[places.relative(i) - 1] = (
                p["life"],
                p["poison"],
                p["hand_count"],
                p["library_count"],
                len(p["graveyard"]),
                len(p["exile"]),
                p["mana_pool"].count("{"),
                int(p["lost"]),
                int(p["name"] == seen["active"]),
                int(p["name"] == seen["waiting_for"]),
            )
        return out

    def _hand(self, seen: Mapping[str, Any], places: _Places) -> np.ndarray:
        out = np.zeros(HAND_ROWS, np.int32)
        codes = [places.cards[card["id"]] for card in seen["players"][places.me]["hand"][:HAND_ROWS]]
        out[: len(codes)] = codes
        return out

    def _battlefield(self, seen: Mapping[str, Any], places: _Places) -> np.ndarray:
        rows = [
            (
                places.cards[perm["id"]],
                places.relative_name(perm["controller"]),
                places.relative_name(perm["owner"]),
                int(perm["tapped"]),
                int(perm["power"] is not None),
                perm["power"] or 0,
                perm["toughness"] or 0,
                perm["damage"],
                sum(perm["counters"].values()),
                int(perm["attacking"]),
                int(perm["blocking"]),
            )
            for perm in seen["battlefield"][:BATTLEFIELD_ROWS]
        ]
        return _table(rows, BATTLEFIELD_ROWS, len(PERMANENT_COLUMNS))

    def _stack(self, seen: Mapping[str, Any], places: _Places) -> np.ndarray:
        rows = [
            (places.cards[item["id"]], places.relative_name(item["controller"]), int(item["name"].endswith(" ability")))
            for item in list(reversed(seen["stack"]))[:STACK_ROWS]
        ]
        return _table(rows, STACK_ROWS, len(STACK_COLUMNS))

    def _slots(self, legal: Sequence[Action], described: Sequence[str], places: _Places) -> np.ndarray:
        rows = [self._slot(action, text, places) for action, text in zip(legal, described, strict=True)]
        return _table(rows, SLOTS, len(SLOT_COLUMNS))

    def _slot(self, action: Action, text: str, places: _Places) -> tuple[int, ...]:
        """One legal action's features; an object the observation doesn't place is read from its words."""
        first, second, number = _refs(action)
        card, zone, row, player, other = NO_CARD, ZONE_NONE, -1, 0, -1
        if first is not None and first < 0:
            player = places.relative(-1 - first)
        elif first is not None:
            card, zone, row = self._where(first, text, places)
        elif isinstance(action, act.ChooseTrigger | act.ChooseEffect):
            card = self.index.code(_object_words(text))
        if second is not None and second < 0:
            player = places.relative(-1 - second)
        elif second is not None:
            other = places.battlefield.get(second, -1)
        return (_ACTION_CODE.get(type(action), 0), card, zone, row, player, other, number)

    def _where(self, oid: int, text: str, places: _Places) -> tuple[int, int, int]:
        """An object's card index, zone and row in the observation arrays."""
        for zone, rows, limit in (
            (ZONE_HAND, places.hand, HAND_ROWS),
            (ZONE_BATTLEFIELD, places.battlefield, BATTLEFIELD_ROWS),
            (ZONE_STACK, places.stack, STACK_ROWS),
        ):
            row = rows.get(oid)
            if row is not None:
                return places.cards[oid], zone, row if row < limit else -1
        return self.index.code(_object_words(text)), ZONE_ELSEWHERE, -1


def _object_words(text: str) -> str:
    """The object an action's description names after its verb: "choose Grizzly Bears" -> "Grizzly Bears"."""
    _, _, rest = text.partition(" ")
    return rest


def _mask(legal: int) -> np.ndarray:
    mask = np.zeros(SLOTS, np.int8)
    mask[:legal] = 1
    return mask


def _table(rows: Sequence[Sequence[int]], length: int, width: int) -> np.ndarray:
    out = np.zeros((length, width), np.int32)
    if rows:
        out[: len(rows)] = rows
    return out


def _bounds(columns: Sequence[Column], rows: int | None) -> tuple[np.ndarray, np.ndarray]:
    """The low and high arrays of a table of ``rows`` rows of ``columns`` (None: a single row)."""
    low = np.array([c.low for c in columns], np.int32)
    high = np.array([c.high for c in columns], np.int32)
    if rows is not None:
        low = np.tile(low, (rows, 1))
        high = np.tile(high, (rows, 1))
    return low, high
