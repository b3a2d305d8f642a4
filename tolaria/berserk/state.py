"""A Berserk position as plain data: cards, zones, the stack of chains, the phase (architecture 1).

Cards on the table are :class:`CardState` objects (slots, copied shallowly);
the stack is a list of :class:`StackObject` records naming their chain
(Online 215.3.f); chains are :class:`Chain` objects keyed by id. The RNG is
one integer. ``copy`` copies what can change and shares the card database.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Final, NamedTuple

from tolaria.berserk.cards import (
    AttackKind,
    CardDatabase,
    CardDef,
    Playable,
    as_now,
)
from tolaria.berserk.decisions import (
    CellMarkerChoice,
    CloseOrWoundsChoice,
    DeckOrder,
    FollowMoveChoice,
    GainOrWoundsChoice,
    HostChoice,
    IncarnationCell,
    IncarnationInsteadChoice,
    MoveCellChoice,
    OptionChoice,
    RollChoice,
    SummonChoice,
    WoundDivision,
)
from tolaria.berserk.profiles import Profile
from tolaria.core.events import Event
from tolaria.core.protocol import Decision
from tolaria.core.rng import Rng


class FastEnum(Enum):
    """An enum hashed by identity: its members are singletons compared by identity anyway.

    ``Enum.__hash__`` is a Python function; the rules look enums up in
    sets and dicts in their innermost loops (phases, stack objects, zones),
    and the identity hash is C.
    """

    __hash__ = object.__hash__


class Zone(FastEnum):
    """Online 206.2: the six kinds of zone."""

    DECK = "deck"
    DEAL = "hand"
    RECRUITMENT = "recruitment"
    GRAVEYARD = "graveyard"
    BATTLEFIELD = "battlefield"
    ADDITIONAL = "additional"
    EXILE = "exile"
    """Not one of Online 206.2's zones: where an exiled card («изгнать») lies, out of the battle for good (READINGS)."""


class Phase(FastEnum):
    """Online 301.1 (the Preliminary Phase's steps) and 309-313 (a turn's phases and steps)."""

    DEAL = "deal"
    RECRUITMENT_PREPARATION = "recruitment_preparation"
    RECRUITMENT = "recruitment"
    DEPLOYMENT = "deployment"
    REVEAL = "reveal"
    BATTLE_START = "battle_start"
    VANGUARD = "vanguard"
    TURN_PREPARATION = "turn_preparation"
    TURN_START = "turn_start"
    MAIN = "main"
    FINAL = "final"


PHASE_NAMES = {p: p.value for p in Phase}
"""Each phase's name, read without the ``Enum.value`` descriptor (events name the phase)."""

PRELIMINARY = (Phase.DEAL, Phase.RECRUITMENT_PREPARATION, Phase.RECRUITMENT, Phase.DEPLOYMENT,
               Phase.REVEAL, Phase.BATTLE_START, Phase.VANGUARD)


class ChainKind(FastEnum):
    """What a chain on the stack is (berserk-scenarios.md, "Chains and stack objects")."""

    MOVE = "move"
    STRIKE = "strike"
    ABILITY = "ability"
    DEFEND = "defend"
    DESTRUCTION = "destruction"
    ACCUMULATE = "accumulate"
    CLOSE = "close"


class Obj(FastEnum):
    """Online 216.1: the stack objects of a chain, in their order of resolution."""

    DECLARATION = "declaration"
    TARGET = "target"
    ROLL = "roll"
    RESULT = "result"
    CALCULATION = "calculation"
    PROTECTION = "protection"
    WOUND = "wound"
    PAYMENT = "payment"
    ENDING = "ending"


OBJ_NAMES = {o: o.value for o in Obj}
"""Each stack object's name, read without the ``Enum.value`` descriptor (every resolution names it)."""

FULL_CHAIN = tuple(Obj)
SIMPLE_CHAIN = (Obj.DECLARATION, Obj.TARGET, Obj.PROTECTION, Obj.WOUND, Obj.PAYMENT, Obj.ENDING)
"""Online 216.1.b: a chain without die rolls has no Roll, Result or Calculation object."""
REDIRECTION_CHAIN = (Obj.WOUND, Obj.PAYMENT)
"""Online 412.4: redirection (assigning a defender) has only a Wound and a Payment object."""


class Tier(FastEnum):
    """Online 205.4, 205.6: the strength an attack is dealt at."""

    MISS = 0
    WEAK = 1
    MEDIUM = 2
    STRONG = 3


class StackObject(NamedTuple):
    """One object of a chain on the stack (Online 215.3.f); a tuple, since every declaration makes several."""

    chain: int
    obj: Obj


@dataclass(frozen=True, slots=True)
class Acquired:
    """An acquired ability in force (Online 407.1) with when it ends."""

    text: str
    until: str


CARD_FIELDS: Final = ("id", "name", "owner", "controller", "zone", "cell", "closed", "hidden", "wounds", "extra_life",
                      "negative_life", "tokens", "moved", "markers", "effects", "acted", "armor_used", "declared_move",
                      "flyer_strike_turn", "killer", "label", "slayer", "slayer_kind", "turn_wounds")
"""``CardState``'s fields, in their JSON order (a compiled class has no ``__slots__`` to read)."""


class CardState:
    """One card of the game, wherever it is."""

    __slots__ = ("id", "name", "owner", "controller", "zone", "cell", "closed", "hidden", "wounds", "extra_life",
                 "negative_life", "tokens", "moved", "markers", "effects", "acted", "armor_used", "declared_move",
                 "flyer_strike_turn", "killer", "label", "slayer", "slayer_kind", "turn_wounds")

    def __init__(self, cid: int, name: str, owner: int, controller: int = -1, zone: Zone = Zone.DECK, cell: int = -1,
                 closed: bool = False, hidden: bool = False, wounds: int = 0, extra_life: int = 0,
                 negative_life: int = 0, tokens: int = 0, moved: int = 0, markers: dict[str, int] | None = None,
                 effects: tuple[Acquired, ...] = (), acted: bool = False, armor_used: int = 0,
                 declared_move: bool = False, flyer_strike_turn: int = 0, killer: int = -1, label: str = "",
                 slayer: int = -1, slayer_kind: str = "", turn_wounds: int = 0) -> None:
        """A new card is its owner's, in his deck (``controller`` -1: the owner); ``copy`` passes every field."""
        self.id = cid
        self.name = name
        self.owner = owner
        self.controller = owner if controller < 0 else controller
        self.zone = zone
        self.cell = cell
        self.closed = closed
        self.hidden = hidden
        self.wounds = wounds
        self.extra_life = extra_life
        self.negative_life = negative_life
        self.tokens = tokens
        self.moved = moved
        self.markers: dict[str, int] = {} if markers is None else markers
        self.effects: tuple[Acquired, ...] = effects
        self.acted = acted
        self.armor_used = armor_used
        self.declared_move = declared_move
        self.flyer_strike_turn = flyer_strike_turn
        self.killer = killer
        self.label = label
        self.slayer = slayer  # the card whose attack dealt its last wounds (-1: they were no attack's)
        self.slayer_kind = slayer_kind  # that attack's kind (AttackKind value), for «уничтожает выстрелом»
        self.turn_wounds = turn_wounds  # wounds received this turn, for «излечить от ран, полученных в этот ход»

    def forget_battle(self) -> None:
        """What a card took on in play goes with it when it leaves (glossary «При гибели»: a dead card loses all its
        markers): wounds, additional and negative lives (markers as wounds are, Online 204.8), tokens, markers,
        acquired effects, who slew it, armour used; out of play it is its owner's again (Online 200.2.b)."""
        self.controller = self.owner
        self.wounds = self.turn_wounds = 0
        self.extra_life = self.negative_life = 0
        self.tokens = 0
        self.markers = {}
        self.effects = ()
        self.killer = -1
        self.slayer, self.slayer_kind = -1, ""
        self.armor_used = 0

    def copy(self) -> CardState:
        """A shallow twin (markers copied), every field passed to the constructor: a game copy copies every card.

        (A compiled class can't be made without its ``__init__``, so the
        constructor takes every field rather than the copy setting them.)
        """
        return CardState(self.id, self.name, self.owner, self.controller, self.zone, self.cell, self.closed,
                         self.hidden, self.wounds, self.extra_life, self.negative_life, self.tokens, self.moved,
                         dict(self.markers) if self.markers else {}, self.effects, self.acted, self.armor_used,
                         self.declared_move, self.flyer_strike_turn, self.killer, self.label, self.slayer,
                         self.slayer_kind, self.turn_wounds)

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in CARD_FIELDS:
            value = getattr(self, name)
            if isinstance(value, Enum):
                value = value.value
            elif name == "effects":
                value = [[e.text, e.until] for e in value]
            out[name] = value
        return out

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> CardState:
        card = cls(int(data["id"]), str(data["name"]), int(data["owner"]))
        for name in CARD_FIELDS:
            if name not in data and name == "turn_wounds":
                continue  # a position saved before the field existed: none received this turn
            value = data[name]
            if name == "zone":
                value = Zone(value)
            elif name == "effects":
                value = tuple(Acquired(t, u) for t, u in value)
            elif name == "markers":
                value = dict(value)
            setattr(card, name, value)
        return card


CHAIN_FIELDS: Final = ("id", "kind", "source", "controller", "index", "targets", "initial", "redirected", "attack",
                       "strength", "rolls", "results", "tiers", "weaken_asked", "fights", "closers", "amount", "paid",
                       "effected", "for_chain", "cell", "script", "weakened", "trigger", "by_wounds", "were_hidden",
                       "choosing", "lineage", "x", "strong", "brought", "doubles", "capped", "fixed", "struck",
                       "lowered", "shown")
"""``Chain``'s fields, in their JSON order."""


class Chain:
    """One declared ability or property and everything its objects have fixed so far (Online 215.3.e)."""

    __slots__ = ("id", "kind", "source", "controller", "index", "targets", "initial", "redirected", "attack",
                 "strength", "rolls", "results", "tiers", "weaken_asked", "fights", "closers", "amount", "paid",
                 "effected", "for_chain", "cell", "script", "weakened", "trigger", "by_wounds", "were_hidden",
                 "choosing", "lineage", "x", "strong", "brought", "doubles", "capped", "fixed", "struck", "lowered",
                 "shown")

    def __init__(self, cid: int, kind: ChainKind, source: int, controller: int) -> None:
        self.id = cid
        self.kind = kind
        self.source = source
        self.controller = controller
        self.index = 0  # the ability's number in its card's text (1-based), 0 for a property
        self.targets: tuple[int, ...] = ()
        self.initial: tuple[int, ...] = ()
        self.redirected = False
        self.attack: AttackKind | None = None
        self.strength = (0, 0, 0)
        self.rolls: tuple[int, ...] = ()
        self.results: tuple[int, ...] = ()
        self.tiers: tuple[int, int] = (0, 0)
        self.weaken_asked = False
        self.fights = False
        self.closers: tuple[int, ...] = ()
        self.amount = 0
        self.paid = False
        self.effected = False
        self.for_chain = -1  # a redirection's chain, or the chain a destruction came from
        self.cell = -1  # a move's destination
        self.script: tuple[int, ...] | None = None  # this chain's scripted die results (scenarios)
        self.weakened = False
        self.trigger = ""  # the named triggered ability a chain is ("Регенерация"), or ""
        self.by_wounds = False  # a destruction effect caused by wounds (Online 402.3.c)
        self.were_hidden: tuple[int, ...] = ()  # targets hidden when it was declared (Online 415.4)
        self.choosing = False  # a triggered chain waiting for its controller's target or «может» answer (Online 405.3)
        # the token gains that set this chain off, as flat (gainer, because of) pairs: Online 103.4 stops a repeat
        self.lineage: tuple[int, ...] = ()
        self.x = 0  # the X its controller chose for a «X{counter}» cost (tokens spent)
        self.strong = False  # «свести {strike} ... к сильному»: a hit of this strike counts as strong
        self.brought = False  # its row was set by «сведение атаки к [виду]»: no trigger on a row sees it (glossary)
        self.doubles = 0  # «если значения одинаковые получает +1 к этой атаке»: added to a hit's value (RollTwice)
        self.capped = -1  # glossary «Сведение атаки к Х»: the attack's value is at most this (-1: no cap)
        self.fixed: tuple[int, ...] = ()  # a fight's result set by a text, no dice rolled: (source's tier, target's)
        # the wounds an attack (and a fight's counter-strike) dealt at its Wound object, as flat (card, wounds) pairs:
        # «перераспределить эти раны», «... полученные раны» move them while it is on the stack (rules/struck_wounds.py)
        self.struck: tuple[int, ...] = ()
        # «уменьшить величину выбранного удара на 1»: the lowerings waiting for the Calculation object, flat (amount,
        # floor) pairs (rules/attack_weakening.py)
        self.lowered: tuple[int, ...] = ()
        self.shown: tuple[int, ...] = ()  # the cards its text's prophecy showed (Online 206.8), for «вызвать его»

    def copy(self) -> Chain:
        """A twin: every field is immutable (ints, tuples, enums), so it is shared."""
        twin = Chain(self.id, self.kind, self.source, self.controller)
        twin.index = self.index
        twin.targets = self.targets
        twin.initial = self.initial
        twin.redirected = self.redirected
        twin.attack = self.attack
        twin.strength = self.strength
        twin.rolls = self.rolls
        twin.results = self.results
        twin.tiers = self.tiers
        twin.weaken_asked = self.weaken_asked
        twin.fights = self.fights
        twin.closers = self.closers
        twin.amount = self.amount
        twin.paid = self.paid
        twin.effected = self.effected
        twin.for_chain = self.for_chain
        twin.cell = self.cell
        twin.script = self.script
        twin.weakened = self.weakened
        twin.trigger = self.trigger
        twin.by_wounds = self.by_wounds
        twin.were_hidden = self.were_hidden
        twin.choosing = self.choosing
        twin.lineage = self.lineage
        twin.x = self.x
        twin.strong = self.strong
        twin.brought = self.brought
        twin.doubles = self.doubles
        twin.capped = self.capped
        twin.fixed = self.fixed
        twin.struck = self.struck
        twin.lowered = self.lowered
        twin.shown = self.shown
        return twin

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in CHAIN_FIELDS:
            value = getattr(self, name)
            out[name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Chain:
        chain = cls(int(data["id"]), ChainKind(data["kind"]), int(data["source"]), int(data["controller"]))
        for name in CHAIN_FIELDS[4:]:
            value = data.get(name, getattr(chain, name))
            if name == "attack":
                value = AttackKind(value) if value is not None else None
            elif isinstance(value, list):
                value = tuple(value)
            setattr(chain, name, value)
        return chain


@dataclass(frozen=True, slots=True)
class Roster:
    """What follows from who is in play alone, remembered until the roster changes.

    The autopass probe and the base effects ask it at every priority pass;
    it changes only when cards enter or leave play, are revealed or change
    controller.
    """

    sudden: tuple[tuple[int, ...], tuple[int, ...]]
    """Each seat's open cards in play with a sudden ability (Online 404.7)."""
    alive: tuple[bool, bool]
    """Whether each seat controls a creature in play (Online 102.3.a)."""
    ground: tuple[bool, bool]
    """Whether each seat controls a creature that is not a flyer (Online 211.9)."""
    flying: tuple[bool, bool]
    """Whether each seat controls a flyer (Online 211.9)."""
    playing: tuple[int, ...] = ()
    """Every card on the Battlefield or in the Additional Zone, by id (a move changes cells, not this)."""
    forcing: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """Each seat's revealed cards in play whose text forces the opponent's attacks at them (``ForcedTarget``)."""
    open_to: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
    """The cards in play each seat may attack (``cards_in_play.attackable``: Online 212.2, 214.3, 415.3)."""
    triggered: tuple[int, ...] = ()
    """The revealed cards in play with a triggered ability in their text (the ones a trigger point asks)."""
    obliged: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """Each seat's revealed cards in play obliged by their text to strike closed creatures (rules/obligations.py)."""
    limiting: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """Each seat's revealed cards in play whose text limits the opponent's creatures' movement (``EnemyMoveLimit``)."""
    class_rollers: tuple[int, ...] = ()
    """The revealed cards in play whose text gives their squad's creatures of a class a roll bonus (``ClassRollBonus``)."""
    owed: tuple[int, ...] = ()
    """The revealed cards in play whose text may oblige a card to strike them (``MustStrike``, rules/obligations.py)."""
    granting: tuple[int, ...] = ()
    """The revealed cards in play whose text gives other creatures abilities (``GrantedAura``, rules/auras.py)."""
    hiding: tuple[int, ...] = ()
    """The hidden cards on the Battlefield with a permanent ability that applies to other cards: the ones Online
    415.2 may reveal (rules/hidden_permanents.py)."""
    buried: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """Each seat's graveyard cards with a playable ability they have there (rules/graveyard_abilities.py)."""
    guarding: tuple[int, ...] = ()
    """The revealed cards in play whose text guards them against creatures without a marker
    (``UnmarkedAttacksBlocked``, rules/marker_guards.py): where a listing looks for the abilities they give."""
    lacking: tuple[int, ...] = ()
    """The revealed cards in play with a triggered ability set off by a state of their squad (``Point.SQUAD_LACKS``,
    rules/squad_states.py): the ones checked as a player would get priority."""


@dataclass(slots=True)
class Entering:
    """A chain that must enter the stack together with others (Online 215.4), and how it is declared."""

    chain: Chain
    what: str
    rules: tuple[str, ...]


PLAYER_FIELDS: Final = ("name", "gold", "silver", "spent_gold", "spent_silver", "flyer_crystals", "deck", "deal",
                        "recruitment", "graveyard", "kept_deal", "finished", "lost", "conceded")
"""``PlayerState``'s fields, in their JSON order."""


class PlayerState:
    """One player's crystals and zones (Online 202, 206)."""

    __slots__ = ("name", "gold", "silver", "spent_gold", "spent_silver", "flyer_crystals", "deck", "deal",
                 "recruitment", "graveyard", "kept_deal", "finished", "lost", "conceded")

    def __init__(self, name: str) -> None:
        self.name = name
        self.gold = 0
        self.silver = 0
        self.spent_gold = 0
        self.spent_silver = 0
        self.flyer_crystals = 0
        self.deck: list[int] = []
        self.deal: list[int] = []
        self.recruitment: list[int] = []
        self.graveyard: list[int] = []
        self.kept_deal = False
        self.finished = False
        self.lost = False
        self.conceded = False

    def copy(self) -> PlayerState:
        """A twin with its own zone lists."""
        twin = PlayerState(self.name)
        twin.gold = self.gold
        twin.silver = self.silver
        twin.spent_gold = self.spent_gold
        twin.spent_silver = self.spent_silver
        twin.flyer_crystals = self.flyer_crystals
        twin.deck = list(self.deck)
        twin.deal = list(self.deal)
        twin.recruitment = list(self.recruitment)
        twin.graveyard = list(self.graveyard)
        twin.kept_deal = self.kept_deal
        twin.finished = self.finished
        twin.lost = self.lost
        twin.conceded = self.conceded
        return twin

    def to_data(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in PLAYER_FIELDS}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> PlayerState:
        p = cls(str(data["name"]))
        for name in PLAYER_FIELDS:
            value = data[name]
            setattr(p, name, list(value) if isinstance(value, list) else value)
        return p


class GameState:
    """The whole position; the ruleset reads and changes it."""

    __slots__ = ("cards", "defs", "profile", "players", "objects", "board", "additional", "stack", "chains", "next_chain",
                 "phase", "turn", "active", "priority", "passes", "rng", "dice", "over", "winner", "pending",
                 "out", "autopass", "hidden_until_done", "decider", "scripted", "version", "next_script", "roster", "memo", "entering",
                 "offer", "shared", "hosts", "cell_markers", "move_quotas")

    def __init__(self, cards: CardDatabase, profile: Profile, names: list[str], seed: int) -> None:
        self.cards = cards
        self.defs: dict[str, CardDef] = cards.cards
        """The database's cards by name, read straight from the position: every rule asks it."""
        self.profile = profile
        self.players = [PlayerState(n) for n in names]
        self.objects: dict[int, CardState] = {}
        self.board: dict[int, int] = {}  # cell -> card id
        self.shared: dict[int, int] = {}
        """cell -> the incorporeal creature that moved onto it while another card stood there (glossary
        «Бестелесность»): the second card on a cell; ``board`` holds the first."""
        self.additional: list[int] = []
        self.hosts: dict[int, int] = {}
        """symbiote (companion, parasite) -> its host (Online 210.2, rules/symbiosis.py)."""
        self.stack: list[StackObject] = []
        self.chains: dict[int, Chain] = {}
        self.next_chain = 1
        self.phase = Phase.DEAL
        self.turn = 0
        self.active = 0
        self.priority = 0
        self.passes = 0
        self.rng = Rng(seed)
        self.dice: list[int] = []  # scripted die results, used before the RNG (scenarios)
        self.scripted = False  # whether a roll with no scripted value is refused (scenarios without a seed)
        self.over = False
        self.winner: int | None = None
        self.pending: Decision | None = None
        self.out: list[Event] = []
        self.autopass: tuple[int, ...] = ()
        self.hidden_until_done = False
        self.decider = 0
        self.version = 0
        self.next_script: tuple[int, ...] | None = None  # dice scripted for the next declared chain
        self.roster = 0
        """Changes whenever a card enters or leaves play, is revealed or changes controller (see ``Roster``)."""
        self.memo: Roster | None = None
        self.entering: list[Entering] = []
        """Chains that enter the stack together, waiting for their players' order (Online 215.4)."""
        self.offer: (CloseOrWoundsChoice | IncarnationCell | MoveCellChoice | GainOrWoundsChoice | RollChoice | OptionChoice
                     | HostChoice | DeckOrder | SummonChoice | IncarnationInsteadChoice | WoundDivision | CellMarkerChoice
                     | FollowMoveChoice | None) = None
        """A choice an effect being performed waits for (``CloseOrWounds``, an incarnating card's cell): asked before
        anything else."""
        self.cell_markers: tuple[CellMarker, ...] = ()
        """Named markers lying on cells («костёр», «гнездо»: rules/cell_markers.py), in the order they were put."""
        self.move_quotas: tuple[MoveQuota, ...] = ()
        """«в следующий ход противника он может перемещаться только 3-2-1 существами»: how many creatures a player may
        move in a given turn (rules/move_quotas.py)."""

    def roster_changed(self) -> None:
        """Forget what was remembered about who is in play (call after any change of the roster)."""
        self.roster += 1
        self.memo = None

    def place_in_squad(self, cid: int, cell: int) -> None:
        """Put a card entering play on its cell, or a flyer (``cell`` -1) into the Additional Zone (Online 206.2)."""
        card = self.objects[cid]
        if cell < 0:
            card.zone, card.cell = Zone.ADDITIONAL, -1
            self.additional.append(cid)
        else:
            card.zone, card.cell = Zone.BATTLEFIELD, cell
            self.board[cell] = cid
        self.roster_changed()

    def cards_at(self, cell: int) -> tuple[int, ...]:
        """The cards standing on a cell: none, one, or a card and an incorporeal creature sharing it."""
        first = self.board.get(cell)
        if first is None:
            return ()
        second = self.shared.get(cell)
        return (first,) if second is None else (first, second)

    def occupy(self, cid: int, cell: int) -> None:
        """Put the card on the cell (its ``cell`` field is the caller's): alone, or as the second card on it."""
        if cell in self.board:
            assert cell not in self.shared, "a cell holds two cards at most"
            self.shared[cell] = cid
        else:
            self.board[cell] = cid

    def vacate(self, cid: int) -> None:
        """Take the card off its cell; a card that shared the cell with it then stands there alone."""
        cell = self.objects[cid].cell
        if self.shared.get(cell) == cid:
            del self.shared[cell]
        elif self.board.get(cell) == cid:
            del self.board[cell]
            if cell in self.shared:
                self.board[cell] = self.shared.pop(cell)

    def defn(self, cid: int) -> CardDef:
        """As ``rules.cards_in_play.defn``: without its printed abilities once the card lost them (Online 407.4), an
        artifact once it became one (Online 213.1)."""
        card = self.objects[cid]
        d = self.defs[card.name]
        return as_now(d, card.effects) if card.effects else d

    def ability(self, cid: int, index: int) -> Playable:
        """A printed playable ability by its number: a chain declared before its card lost its abilities still
        resolves as declared (Online 216.1)."""
        printed = self.defs[self.objects[cid].name].playable
        if index <= len(printed):
            return printed[index - 1]
        from tolaria.berserk.rules.acquired_playables import (
            declared,  # one it acquired (Online 407.1) or an opponent's card gives it
        )

        return declared(self, cid, index)

    def copy(self) -> GameState:
        twin = GameState(self.cards, self.profile, [], 0)  # a compiled class is made by its __init__ only
        twin.cards = self.cards
        twin.defs = self.defs
        twin.profile = self.profile
        twin.players = [p.copy() for p in self.players]
        twin.objects = {k: v.copy() for k, v in self.objects.items()}
        twin.board = dict(self.board)
        twin.shared = dict(self.shared)
        twin.additional = list(self.additional)
        twin.hosts = dict(self.hosts)
        twin.stack = list(self.stack)
        twin.chains = {k: v.copy() for k, v in self.chains.items()}
        twin.next_chain = self.next_chain
        twin.phase = self.phase
        twin.turn = self.turn
        twin.active = self.active
        twin.priority = self.priority
        twin.passes = self.passes
        twin.rng = self.rng.copy()
        twin.dice = list(self.dice)
        twin.scripted = self.scripted
        twin.over = self.over
        twin.winner = self.winner
        twin.pending = self.pending
        twin.out = []
        twin.autopass = self.autopass
        twin.hidden_until_done = self.hidden_until_done
        twin.decider = self.decider
        twin.version = self.version
        twin.next_script = None
        twin.roster = self.roster
        twin.memo = self.memo
        twin.entering = [Entering(e.chain.copy(), e.what, e.rules) for e in self.entering]
        twin.offer = self.offer
        twin.cell_markers = self.cell_markers
        twin.move_quotas = self.move_quotas
        return twin

    def to_data(self) -> dict[str, Any]:
        from tolaria.core.records import to_data

        shared = {"shared": [[k, v] for k, v in self.shared.items()]} if self.shared else {}
        if self.hosts:
            shared["hosts"] = [[k, v] for k, v in self.hosts.items()]
        if self.cell_markers:
            shared["cell_markers"] = [m.to_data() for m in self.cell_markers]
        if self.move_quotas:
            shared["move_quotas"] = [q.to_data() for q in self.move_quotas]
        return {
            "game": "berserk",
            "profile": to_data(self.profile),
            "players": [p.to_data() for p in self.players],
            "objects": [c.to_data() for c in self.objects.values()],
            "board": [[k, v] for k, v in self.board.items()],
            "additional": list(self.additional),
            "stack": [[s.chain, s.obj.value] for s in self.stack],
            "chains": [c.to_data() for c in self.chains.values()],
            "next_chain": self.next_chain,
            "phase": self.phase.value,
            "turn": self.turn,
            "active": self.active,
            "priority": self.priority,
            "passes": self.passes,
            "rng": self.rng.state,
            "dice": list(self.dice),
            "scripted": self.scripted,
            "over": self.over,
            "winner": self.winner,
            "pending": to_data(self.pending) if self.pending is not None else None,
            "autopass": list(self.autopass),
            "hidden_until_done": self.hidden_until_done,
            "decider": self.decider,
            "version": self.version,
            "entering": [[e.chain.to_data(), e.what, list(e.rules)] for e in self.entering],
            "offer": to_data(self.offer) if self.offer is not None else None,
            **shared,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any], cards: CardDatabase) -> GameState:
        from tolaria.berserk.profiles import Profile
        from tolaria.core.records import from_data

        profile = from_data(data["profile"], Profile, "profile")
        g = cls(cards, profile, [p["name"] for p in data["players"]], 0)
        g.players = [PlayerState.from_data(p) for p in data["players"]]
        g.objects = {int(c["id"]): CardState.from_data(c) for c in data["objects"]}
        g.board = {int(k): int(v) for k, v in data["board"]}
        g.shared = {int(k): int(v) for k, v in data.get("shared", [])}
        g.hosts = {int(k): int(v) for k, v in data.get("hosts", [])}
        g.additional = [int(x) for x in data["additional"]]
        g.stack = [StackObject(int(c), Obj(o)) for c, o in data["stack"]]
        g.chains = {int(c["id"]): Chain.from_data(c) for c in data["chains"]}
        g.next_chain = int(data["next_chain"])
        g.phase = Phase(data["phase"])
        g.turn = int(data["turn"])
        g.active = int(data["active"])
        g.priority = int(data["priority"])
        g.passes = int(data["passes"])
        g.rng = Rng(int(data["rng"]))
        g.dice = [int(x) for x in data["dice"]]
        g.scripted = bool(data["scripted"])
        g.over = bool(data["over"])
        g.winner = data["winner"]
        g.pending = from_data(data["pending"], Decision, "pending") if data["pending"] is not None else None
        g.autopass = tuple(data["autopass"])
        g.hidden_until_done = bool(data["hidden_until_done"])
        g.decider = int(data["decider"])
        g.version = int(data["version"])
        g.entering = [Entering(Chain.from_data(c), str(w), tuple(r)) for c, w, r in data.get("entering", [])]
        offer = data.get("offer")
        if offer is not None:
            found = from_data(offer, Decision, "offer")
            assert isinstance(found, (CloseOrWoundsChoice, IncarnationCell, MoveCellChoice, GainOrWoundsChoice, RollChoice,
                                      OptionChoice, HostChoice, DeckOrder, SummonChoice, IncarnationInsteadChoice,
                                      WoundDivision, CellMarkerChoice, FollowMoveChoice))
            g.offer = found
        g.cell_markers = tuple(CellMarker.from_data(m) for m in data.get("cell_markers", []))
        g.move_quotas = tuple(MoveQuota.from_data(q) for q in data.get("move_quotas", []))
        return g


@dataclass(frozen=True, slots=True)
class CellMarker:
    """A named marker lying on a cell of the battlefield (rules/cell_markers.py): «костёр» put by Крондак.

    ``source`` is the card whose text put it and ``controller`` that card's
    player then; ``until`` ends it as ``Acquired.until`` ends an acquired
    ability (``end_of_turn``, ``end_of_turn:N``, ``end_of_battle``);
    ``occupies`` is «клетка с маркером считается занятой».
    """

    name: str
    cell: int
    source: int
    controller: int
    until: str
    occupies: bool = False
    wounds: int = 0
    """«в начале вашего следующего хода все карты на этой клетке ранятся на 2»: the wounds dealt to every card on the
    cell as the marker ends (``until`` is then ``start_of_turn:N``)."""

    extra: int = 0
    """«карты получают на 1 рану больше от дальних атак, отравления и удара Бул'Багура, пока находятся на этих клетках»:
    the wounds added to those attacks at a card on the cell (rules/lantern_light.py)."""

    def to_data(self) -> list[Any]:
        return [self.name, self.cell, self.source, self.controller, self.until, self.occupies, self.wounds, self.extra]

    @classmethod
    def from_data(cls, data: list[Any]) -> CellMarker:
        name, cell, source, controller, until, occupies, wounds, *rest = data
        return cls(str(name), int(cell), int(source), int(controller), str(until), bool(occupies), int(wounds),
                   int(rest[0]) if rest else 0)


@dataclass(frozen=True, slots=True)
class MoveQuota:
    """«в следующий ход противника он может перемещаться только 3-2-1 существами»: in turn ``turn`` the player
    ``player`` may declare movement with at most ``count`` of his creatures; ``source`` is the card whose text set it
    (rules/move_quotas.py)."""

    player: int
    count: int
    turn: int
    source: int

    def to_data(self) -> list[int]:
        return [self.player, self.count, self.turn, self.source]

    @classmethod
    def from_data(cls, data: list[Any]) -> MoveQuota:
        player, count, turn, source = data
        return cls(int(player), int(count), int(turn), int(source))
