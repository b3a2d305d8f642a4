"""A Heroes position as plain data: cards, players, the Очередь, the phase and the pending decision.

The whole position is records (:mod:`tolaria.core.records`), so its JSON
form is derived from the fields; the card database and the outbox of
events are not part of it.
"""

from __future__ import annotations

import copy as _copy
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tolaria.core.events import Event
from tolaria.core.protocol import Decision
from tolaria.core.records import TRANSIENT, from_data, to_data
from tolaria.heroes.cards import CardDatabase
from tolaria.heroes.params import Rules


class Zone(Enum):
    """ГЛ «Зона (зоны)»; the hero lies in the game zone beside the battlefield (FAQ-Г)."""

    HERO = "hero"
    BATTLEFIELD = "battlefield"
    HAND = "hand"
    DECK = "deck"
    GRAVEYARD = "graveyard"
    SUPPLY = "supply"
    REMOVED = "removed"  # ГЛ «Создать копию существа»: a copy leaving the game zone «убирается», into no zone
    MINED = "mined"  # ГЛ «Добывает»: under the card that mined it («не считаются картами, находящимися в игровой зоне»)
    ATTACHED = "attached"  # ГЛ «Присоединить карту Х к карте Y»: «Карта Х подкладывается под карту Y»: a part of a combined card


class Phase(Enum):
    """The phases of a turn (ПП «Основной этап»; heroes-scenarios.md, "Turn structure")."""

    PREPARATION = "preparation"
    RESTORATION = "restoration"
    ACCUMULATION = "accumulation"
    CHOICE = "choice"
    ATTACK = "attack"
    ABILITY = "ability"
    CARD = "card"
    END = "end"

    @property
    def stage(self) -> str:
        if self is Phase.PREPARATION:
            return "preparation"
        if self in (Phase.RESTORATION, Phase.ACCUMULATION):
            return "start"
        if self is Phase.END:
            return "end"
        return "main"


class EntryKind(Enum):
    """What an entry of the Очередь is (heroes-scenarios.md, "The Очередь")."""

    STRIKE = "strike"
    ABILITY = "ability"
    TRIGGER = "trigger"
    SPELL = "spell"


@dataclass(frozen=True, slots=True)
class Acquired:
    """An ability a card got for a while (ГЛ «Получает [текст]»)."""

    text: str
    until: str = "end_of_battle"


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of the Очередь: its kind, source, K (1-based; 0 for a rule's trigger), targets.

    ``counter`` records, for a strike, whether the final target was open as
    it became the final target (ГЛ «Отражающая карта»); ``rule`` names a
    trigger of the rules rather than of a text (``poison``). ``x`` is the X
    declared with an ability; ``agreed`` (a «может»: -1 unasked, 0 no, 1
    yes), ``paid`` (Вымогательство: -1 unasked, else the coins paid) and
    ``split`` (a division: card, wounds, card, wounds...; ``divided`` once
    answered) are the answers given as the entry is performed.
    """

    kind: EntryKind
    source: int
    controller: int
    index: int = 0
    targets: tuple[int, ...] = ()
    counter: bool = False
    rule: str = ""
    x: int = 0
    agreed: int = -1
    paid: int = -1
    split: tuple[int, ...] = ()
    divided: bool = False
    picked: int = -2  # the card chosen as it is performed (ГЛ «Поиск», ГЛ «Авангард Х»): -2 unasked, -1 none
    found: tuple[int, ...] = ()  # the cards a search of several has chosen so far (ГЛ «Поиск — [карта/карты]»)
    first: int = -1  # a strike's original target once a defender became the final one (ГЛ «Подавление»)
    choosing: bool = False  # a spell's entry that chooses its targets as it enters (played by Засада, or repeated)


@dataclass(slots=True)
class CardState:
    id: int
    name: str
    owner: int
    controller: int
    zone: Zone = Zone.DECK
    closed: bool = False
    hidden: bool = False
    wounds: int = 0
    extra_life: int = 0
    negative_life: int = 0
    markers: dict[str, int] = field(default_factory=dict)
    effects: tuple[Acquired, ...] = ()
    stunned: bool = False
    sick: bool = False
    strikes: int = 0  # strike attacks made this turn (ГЛ «Один (Х) раз за ход»: more than one if its text allows)
    prevented: int = 0
    blank: bool = False  # ГЛ «Теряет особенности»: its printed text no longer counts
    once: int = 0  # ГЛ «Один (Х) раз за ход»: the markers it got paying such abilities this turn
    created: bool = False  # ГЛ «Созданный»: it came into play from the supply
    returns: bool = False  # ГЛ «Авангард Х»: «в конце хода, если не погибло, возвращается в руку»
    spent_fired: tuple[int, ...] = ()  # its «Расход» triggers (K) that triggered this turn: «один раз за ход»
    awake: bool = False  # ГЛ «Спящий»: it lost Спящий («теряет Спящий») until it leaves the game zone
    hurt: bool = False  # it got wounds this turn (ГЛ «Гнев»: «которые уже получали раны в этот ход»)
    placed: bool = False  # ГЛ «Помещённый»: it came into the deck from the supply, and goes back there from the graveyard
    copy: bool = False  # ГЛ «Создать копию существа»: a copy of the card of its name, «Копия Х»
    front: str = ""  # ГЛ «Переверните Х»: turned to its other side (``name``), the side it was ("" not turned)
    lent: int = -1  # a control change «до конца хода»: the seat it goes back to as the turn ends (-1 none)
    miner: int = -1  # ГЛ «Добывает»: the card it lies under (-1 none)
    mined_from: str = ""  # ГЛ «Добывает»: the zone it was mined from, where it returns («в зону, где она изначально находилась»)
    strike_mod: int = 0  # ГЛ «Удар становится равным Х»: the «эффекты +1/-1 к удару» on it, summed
    improved: bool = False  # ГЛ «Усовершенствовать (существо)»: it lost its classes and is a механизм
    disabled: tuple[Acquired, ...] = ()  # ГЛ «[Текст] Не Работает»: the abilities that don't work on it (``text`` a keyword, or «особенности»)
    own: str = ""  # ГЛ «Скопировать свойства и особенности (стать копией)»: a copy of the card ``name``, its own card ("" none)
    parts: tuple[int, ...] = ()  # ГЛ «Объединённая карта»: the cards attached under it, in the order attached
    host: int = -1  # ГЛ «Присоединить карту Х к карте Y»: the card it is attached under (-1 none)

    @property
    def attacked(self) -> bool:
        """Made its strike attack this turn (heroes-scenarios.md: ``attacked``)."""
        return self.strikes > 0

    def clone(self) -> CardState:
        """An independent copy (markers are the only mutable field)."""
        return CardState(self.id, self.name, self.owner, self.controller, self.zone, self.closed, self.hidden,
                         self.wounds, self.extra_life, self.negative_life, dict(self.markers), self.effects,
                         self.stunned, self.sick, self.strikes, self.prevented, self.blank, self.once,
                         self.created, self.returns, self.spent_fired, self.awake, self.hurt, self.placed,
                         self.copy, self.front, self.lent, self.miner, self.mined_from, self.strike_mod, self.improved,
                         self.disabled, self.own, self.parts, self.host)


@dataclass(slots=True)
class PlayerState:
    name: str
    hero: int = -1
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    battlefield: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    supply: list[int] = field(default_factory=list)
    coins_open: int = 0
    coins_closed: int = 0
    prayers: int = 0
    spent: int = 0  # coins spent this turn (ГЛ «Расход X: [Текст]»)
    lost: bool = False
    redeals: int = 0
    answered: bool = False


@dataclass(slots=True)
class GameState:
    """The position. ``step`` counts the steps of the current phase already done."""

    rules: Rules = field(default_factory=Rules)
    players: list[PlayerState] = field(default_factory=list)
    objects: dict[int, CardState] = field(default_factory=dict)
    active: int = 0
    turn: int = 0
    phase: Phase = Phase.PREPARATION
    step: int = 0
    declared: bool = False
    queue: list[Entry] = field(default_factory=list)
    waiting: list[Entry] = field(default_factory=list)
    entering: list[Entry] = field(default_factory=list)
    pending: Decision | None = None
    performing: Entry | None = None
    extra_turns: list[int] = field(default_factory=list)  # ГЛ «Дополнительный ход»: seats, in the order they were got
    window_passes: int = 0
    over: bool = False
    winner: int = -1
    performed: int = 0
    died_this_turn: bool = False  # a creature died this turn (ГЛ «Душелов - [Текст]»)
    attacking: int = -1  # the attacker while its strike attack is performed (ГЛ «Набег Х - [Текст]»)
    turn_ends: bool = False  # ГЛ «Немедленно»: «немедленно закончить ход» was performed; the turn ends once the Очередь is empty
    to_copy: list[Entry] = field(default_factory=list)  # ГЛ «Скопировать заклинание»: spells (the copying entry) to copy once their text is done
    rng: int = 0
    db: CardDatabase = field(default_factory=CardDatabase, metadata={TRANSIENT: True}, compare=False)
    out: list[Event] = field(default_factory=list, metadata={TRANSIENT: True}, compare=False)

    def copy(self) -> GameState:
        """An independent copy: the card database is shared, everything else is copied."""
        twin = GameState.__new__(GameState)
        twin.rules = self.rules
        twin.players = [_copy.copy(p) for p in self.players]
        for p in twin.players:
            p.deck, p.hand, p.battlefield = list(p.deck), list(p.hand), list(p.battlefield)
            p.graveyard, p.supply = list(p.graveyard), list(p.supply)
        twin.objects = {cid: c.clone() for cid, c in self.objects.items()}
        twin.active, twin.turn, twin.phase, twin.step = self.active, self.turn, self.phase, self.step
        twin.declared = self.declared
        twin.queue, twin.waiting, twin.entering = list(self.queue), list(self.waiting), list(self.entering)
        twin.pending, twin.window_passes, twin.performing = self.pending, self.window_passes, self.performing
        twin.extra_turns = list(self.extra_turns)
        twin.over, twin.winner, twin.performed, twin.rng = self.over, self.winner, self.performed, self.rng
        twin.attacking, twin.died_this_turn = self.attacking, self.died_this_turn
        twin.turn_ends = self.turn_ends
        twin.to_copy = list(self.to_copy)
        twin.db = self.db
        twin.out = []
        return twin

    def to_data(self) -> dict[str, Any]:
        data = to_data(self)
        assert isinstance(data, dict)
        data["game"] = "heroes"
        return data

    @staticmethod
    def from_data(data: dict[str, Any], db: CardDatabase) -> GameState:
        body = dict(data)
        if body.pop("game", None) != "heroes":
            raise ValueError("not a Heroes position (no 'game': 'heroes')")
        g: GameState = from_data(body, GameState, "position")
        for cid, c in g.objects.items():
            if c.id != cid or db.find(c.name) is None:
                raise ValueError(f"object {cid}: unknown card {c.name!r}")
        g.db = db
        g.out = []
        return g
