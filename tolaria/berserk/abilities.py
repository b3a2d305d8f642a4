"""Typed records of permanent modifier abilities: strength bonuses, reductions, «Строй» (Online 405, 422).

A card's text such as «+2 к {strike} по болотным», «-1 от выстрелов и
метаний» or «Строй: {armor}2» compiles to one of these records; the engine
reads them when it fixes an attack's numerical value (Online 216.8, 422.5)
or asks what abilities a card has now (Online 407). Each record says only
what its sentence says: the filters are the words of the text, typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from tolaria.berserk.cards import Attack, AttackKind, CardType, Keyword, Limit, MoveAxis, Named

SPELL = "заклинание"
MAGICAL = "магическая способность"
"""«существо с магической способностью»: a card with a magical ability (Online 401.4: a magic strike, a discharge or a
spell), in a :class:`CardFilter`'s ``having``."""
FLIGHT = "полет"
"""«существам с полетом»: the flyers, in a :class:`CardFilter`'s ``having`` (flight is a card type, Online 211.1)."""
VALHALLA = "вальхалла"
"""«особенность вальхаллы вашего существа на кладбище»: a card whose text has a «Вальхалла» ability, in a
:class:`CardFilter`'s ``having`` (READINGS «Вальхалла»)."""
"""The ability name «Заклинание» in a :class:`CardFilter`'s ``having`` (spells are written «Заклинание «...» — ...»)."""


@dataclass(frozen=True, slots=True)
class CardFilter:
    """The cards a modifier speaks of, as its words describe them.

    ``having`` names abilities (an :class:`AttackKind` value, a keyword's
    value or :data:`SPELL`): the card matches when it has at least one.
    """

    element: str | None = None
    closed: bool | None = None
    flyer: bool | None = None
    elite: bool | None = None
    unique: bool | None = None
    max_cost: int | None = None
    having: frozenset[str] = frozenset()
    defender: bool | None = None
    """«по защитникам»: the card is the defender a simple strike was redirected to (Online 205.3)."""
    moved: bool | None = None
    """«по существам, перемещавшимся в этот ход»: the active player's card that has moved this turn (Online 203.3)."""
    elements: frozenset[str] = frozenset()
    """«горное существо или нейтральное существо»: one of these elements (empty: any)."""
    classes: frozenset[str] = frozenset()
    """«ваш йордлинг»: a card of one of these classes (empty: any)."""
    incorporeal: bool | None = None
    """«небестелесное существо»: a card with (True) or without (False) «Бестелесность» (glossary)."""
    formation: bool | None = None
    """«существо со строем»: a creature with Строй (Online «Строй»: any «Строй: ...» sentence)."""
    named: str = ""
    """«вашего Кракена»: a card of that name, the words as the text declines them (matched by stem, as a text naming
    its own card is: ``cards.names_card``); empty: any name."""
    classed: bool | None = None
    """«ваше существо с классом»: a card of at least one class (the card data's ``classes``, or one it gained)."""
    creature: bool | None = None
    """«по существу»: the card is a creature (Online 212.1), not an artifact or terrain."""
    min_weak_strike: int | None = None
    """«со значением слабого {strike} 3 или больше»: its printed weak simple strike (Online 104.2.b: a strength a text
    names is without modifiers) is at least this."""
    on_battlefield: bool | None = None
    """«существу на поле боя»: the card stands on a cell of the battlefield, not in the Additional Zone (Online 206.2)."""
    marker: str = ""
    """«по существам с маркером «добычи»»: a card with that named marker (``marker_effects.marker_of``); empty: any."""
    on_marked_cell: str = ""
    """«существ, стоящих на клетке с гнездом»: a card on a cell with that cell marker (rules/cell_markers.py)."""
    near_marked_cell: str = ""
    """«по существам на клетках рядом с гнездом»: a card on a cell next to one with that cell marker (Online 207.7)."""
    hosting: frozenset[CardType] = frozenset()
    """«существо, являющееся хозяином паразита»: a card hosting a card of one of these types (Online 210.2, 210.13);
    empty: any card."""
    not_types: frozenset[CardType] = frozenset()
    """«(кроме симбиотов)»: a card of none of these types."""
    lacking: frozenset[str] = frozenset()
    """«(кроме бестелесных)»: a card with none of these named abilities."""
    not_named: str = ""
    """«(кроме Скелетов)»: a card not of this name (any case or number, ``names_card``)."""
    not_element: str | None = None
    """«ваши нетемные существа»: a card of any element but this one (neutral cards included, Online 202.8)."""
    unwounded: bool | None = None
    """«существ без ран»: a card with no wounds (Online 204.3)."""
    min_move: int | None = None
    """«атак существ с {move}2 или больше»: its printed movement allowance (Online 203.1) is at least this."""
    terrain: bool | None = None
    """«местность противника»: the card is a terrain (Online 212.1), as printed."""


@dataclass(frozen=True, slots=True)
class AttackScope:
    """Which attacks a modifier changes: their kinds, the strength row, where they come from.

    Empty ``kinds`` and ``tiers`` mean every kind and every row; ``magical``
    None means both; ``source`` filters the attacking card; ``diagonal``
    keeps only attacks from a diagonally neighbouring cell (Online 207.7).
    """

    kinds: frozenset[AttackKind] = frozenset()
    magical: bool | None = None
    ranged: bool | None = None
    tiers: frozenset[int] = frozenset()
    source: CardFilter | None = None
    diagonal: bool = False
    source_row: int | None = None
    straight: bool = False
    """«нанесенных не по диагонали»: only attacks that do not come from a diagonally neighbouring cell."""
    """«-1 от атак существ, стоящих в 1 ряду противника»: the attacking card stands in that row of the half of the
    modified card's opponent (Online 207.3.b)."""

    def covers(self, kind: AttackKind, tier: int) -> bool:
        """The attack's kind and strength row, without the cards (filters need the game)."""
        if self.kinds and kind not in self.kinds:
            return False
        if self.magical is not None and kind.magical is not self.magical:
            return False
        if self.ranged is not None and kind.ranged is not self.ranged:
            return False
        return not self.tiers or tier in self.tiers


@dataclass(frozen=True, slots=True)
class PerCard:
    """The cards a bonus counts: revealed cards of its controller's squad of a type (and element), «других» without
    the card itself; ``cap`` is «(максимум +N)», the greatest bonus."""

    artifacts: bool
    element: str | None = None
    other: bool = False
    cap: int | None = None
    adjacent: bool = False
    """«за каждого вашего стоящего рядом ...»: only the cards on the cells next to it (Online 207.7)."""
    named: str | None = None
    """«за каждого вашего ... Линдвурма»: only the cards of that name (the words as written, in any case)."""


class CountedX(Enum):
    """What the X of «+X к [атаке], где X — ...» counts, read when the Calculation object resolves (Online 216.8)."""

    TARGET_HALF_LIFE = "половина текущих {health} атакованного существа"
    """Half the attacked card's current life (Online 204.6), rounded down as the text says."""
    TARGET_STRIKE = "значение {strike} атакованного существа (без учета модификаторов)"
    """The attacked creature's printed simple strike in the row this attack hit with (READINGS «Метаморф»)."""
    OPPONENT_ELEMENTS = "количество стихий в отряде противника"
    """The elements among the revealed cards of the opponent's squad (Online 202.8-202.9: neutral is none)."""


class CountedCards(Enum):
    """What the X of a text effect «на X, где X — количество ...» counts, as the effect is carried out (Online 216.11)."""

    ABOVE_START_LIFE = "количество ваших карт, у которых количество текущих {health} больше начального значения {health}"
    """The controller's cards in play whose current life (Online 204.6) is above their printed life allowance."""


@dataclass(frozen=True, slots=True)
class StrengthBonus:
    """«+X к [атаке] по [картам]»: the card's own matching attacks deal X more (Online 422.1).

    ``per_token``: «+X ... за каждую {counter} на [карте]», X for each of the card's tokens (Online 218).
    """

    x: int
    scope: AttackScope
    target: CardFilter | None = None
    per_token: bool = False
    opposite: bool = False
    """«по существам напротив [карты]»: only at the card opposite it (Online 207.8)."""
    per: PerCard | None = None
    """«за каждый артефакт в вашем отряде», «где X — число других темных существ в вашем отряде»: X for each."""
    enemy_row: int | None = None
    """«по картам в 3-м ряду противника»: only at a card in that row of the opponent's half (Online 207.3.b)."""
    x_of: CountedX | None = None
    """«+X к {strike}, где X — ...»: X counted when the attack's value is fixed (Online 422.5); ``x`` is then 1."""
    next_only: bool = False
    """«+2 к следующему {strike}» (acquired): only the card's next such attack, the bonus used up as its value is
    fixed (Online 216.8); «+1 к следующему метанию»: the card's next attack of
    that kind."""
    enemy: bool = False
    """«... существ противника ... и имеет +2 к {strike} по ним»: only at a card of the source's opponent."""


@dataclass(frozen=True, slots=True)
class DirectedAgainst:
    """«{direct} по [картам]»: the card's simple strikes at such cards are directed (glossary «Направленный Удар»)."""

    target: CardFilter


@dataclass(frozen=True, slots=True)
class AttackProtection:
    """«Защита от слабых {strike}»: matching attacks have no effect on the card (Online 411.1, glossary «Защита от [текст]»).

    «величиной 3 и более» / «величиной X или менее»: only attacks whose value, fixed at their Calculation object
    (Online 216.8), is at least ``at_least`` / at most ``at_most``.
    """

    scope: AttackScope
    at_least: int | None = None
    at_most: int | None = None

    def covers_value(self, amount: int) -> bool:
        return (self.at_least is None or amount >= self.at_least) and (self.at_most is None or amount <= self.at_most)


@dataclass(frozen=True, slots=True)
class OnlyOpposite:
    """«Может объявлять {strike} только по карте, стоящей напротив» (Online 207.8: the cell opposite)."""


@dataclass(frozen=True, slots=True)
class ForcedTarget:
    """«Карты противника могут объявлять выстрел и метание только по [этой карте][, пока он стоит рядом с хотя бы
    одним существом противника] (вне зависимости от дальности)»: while it holds, the opponent's attacks of these
    kinds may be declared only at this card (or another card forcing them), whatever their range (Online 412.1:
    the conditions a target must meet are the ability's own)."""

    kinds: frozenset[AttackKind]
    near_enemy: bool = False
    """Only while the card stands next to at least one creature of its opponent."""
    flyers: bool = False
    """«Летающие существа противника могут объявлять атаку только по [этой карте]»: only the opponent's flyers are
    bound, and their attacks keep their usual reach (no «вне зависимости от дальности»)."""


@dataclass(frozen=True, slots=True)
class TokenLimit:
    """«Не может иметь более X {counter}»: the card's token maximum (Online 218.6, 218.7)."""

    x: int


@dataclass(frozen=True, slots=True)
class NoTokensFromOthers:
    """«... и получать {counter} от других существ»: a text of another creature gives the card no token (its own
    abilities and accumulation still do, Online 218.2-218.3)."""


@dataclass(frozen=True, slots=True)
class Reduction:
    """«-X от [атак]»: matching attacks on this card deal X less (Online 422.1; never below zero, 103.7.b)."""

    x: int
    scope: AttackScope


@dataclass(frozen=True, slots=True)
class InFormation:
    """Online «Строй»: while another of your creatures with Строй stands next to this one, not diagonally.

    ``partner`` narrows which neighbour counts («пока в строю с элитным существом»).
    """

    partner: CardFilter | None = None
    count: int = 1
    """«Пока стоит в строю с хотя бы двумя существами»: at least this many such neighbours."""


@dataclass(frozen=True, slots=True)
class Unwounded:
    """«..., пока не имеет ран»: while the card has no wounds (Online 204.4)."""


@dataclass(frozen=True, slots=True)
class LifeAbove:
    """«пока имеет больше X {health}»: while its current life is above X (Online 204.6)."""

    x: int


@dataclass(frozen=True, slots=True)
class LifeAtMost:
    """«пока у него X или менее {health}»: while its current life is X or less (Online 204.6)."""

    x: int


@dataclass(frozen=True, slots=True)
class IsOpen:
    """«если открыт»: while the card is open (Online 209.1)."""


@dataclass(frozen=True, slots=True)
class Flying:
    """«Пока летающий»: while the card is a flyer (glossary «Полёт»: printed, or since it gained flight)."""


@dataclass(frozen=True, slots=True)
class OnOwnHalf:
    """«находясь на вашей половине поля боя»: the card stands on a cell of its controller's half (Online 207.3)."""


@dataclass(frozen=True, slots=True)
class IsClosed:
    """«по закрытому [карте]»: while the card is closed (Online 209.1)."""


@dataclass(frozen=True, slots=True)
class IsDefender:
    """«пока [карта] выступает защитником»: while a simple strike is redirected to the card (Online 205.3)."""


@dataclass(frozen=True, slots=True)
class InColumns:
    """«пока стоит в центральном столбце» / «в крайнем левом или правом столбце»: the card's column (Online 207.2)."""

    columns: frozenset[int]


@dataclass(frozen=True, slots=True)
class InOwnRow:
    """«если стоит в вашем 3-м ряду»: the card stands in that row of its controller's half (Online 207.3.b)."""

    row: int


@dataclass(frozen=True, slots=True)
class NearOwn:
    """«рядом с которой стоит ваше существо стоимостью 7 или более»: another of your creatures next to the card."""

    min_cost: int


@dataclass(frozen=True, slots=True)
class SquadHas:
    """«пока в вашем отряде есть [другой] герой-воин или герой-разбойник», «..., пока в вашем отряде есть болото»:
    while a revealed card of one of these classes is in its controller's squad (Online «Отряд»; terrains carry
    their kind as a class: «Болото», «Лес»)."""

    classes: frozenset[str]
    other: bool = False
    """«другой»: a card other than this one."""
    min_cost: int = 0
    """«орк стоимостью 6 или более»: of at least this cost (0: any)."""
    element: str | None = None
    """«темный герой»: of this element too."""


@dataclass(frozen=True, slots=True)
class SquadRanges:
    """«пока в вашем отряде есть хотя бы 3 карты с выстрелом, разрядом или метанием разной дальности (без модификаторов,
    включая неограниченную)»: that many revealed cards of the squad, each with a printed playable attack of those kinds
    whose «Дальность Х» differs from the others' (none written, any distance, is a range of its own)."""

    count: int
    kinds: frozenset[AttackKind]


class BoardCondition(Enum):
    """Conditions on the whole board a modifier may name (the revealed cards only: a hidden card's face is unknown)."""

    MORE_ELITE = "пока в вашем отряде больше {elite} карт, чем в отряде противника"
    EVERY_ROW = "если в каждом ряду поля боя есть ваше существо"
    OWN_UNWOUNDED_OPPOSITE = "если напротив [карты] стоит ваше существо без ран"
    OPPONENT_FLYERS = "пока в отряде противника два или более летающих существа"
    ENEMY_FRONT_EMPTY = "пока в первом ряду противника нет его карт"
    """No card of the opponent, revealed or hidden, stands in the first row of his half (Online 207.3.b: a hidden card's
    face is unknown, not its cell)."""
    MORE_ON_ENEMY_HALF = "пока на половине поля боя противника больше ваших существ, чем на вашей половине поля боя"


@dataclass(frozen=True, slots=True)
class OnBoard:
    """A modifier in force while a :class:`BoardCondition` holds."""

    condition: BoardCondition


@dataclass(frozen=True, slots=True)
class Neighbours:
    """«пока рядом с Головорезом больше ваших существ, чем существ противника», «пока рядом с Диким целителем стоят
    хотя бы три ваших существа без ран»: the revealed creatures on the cells next to the card (Online 207.7)."""

    more_own: bool = False
    """More of its controller's creatures than of the opponent's."""
    own_unwounded: int = 0
    """At least this many of its controller's creatures without wounds (0: no such count)."""
    classes: int = 0
    """«пока рядом с ним стоят существа минимум 4 разных классов»: the creatures next to it, of either side, have at
    least this many different classes among them (0: no such count)."""
    enemies: int = 0
    """«пока стоит рядом с двумя существами противника со значением слабого {strike} 3 или больше»: at least this many
    of the opponent's creatures next to it fit ``enemy`` (0: no such count)."""
    enemy: CardFilter | None = None


@dataclass(frozen=True, slots=True)
class SquadElement:
    """«если у вас есть степное существо»: a revealed creature of that element in the card's controller's squad
    (Online «Отряд», 415: a hidden card's element is unknown)."""

    element: str


@dataclass(frozen=True, slots=True)
class MovedCells:
    """«если переместилась хотя бы на 2 клетки в одном и том же направлении в этот ход» / «... в разных
    направлениях»: the card's declared movements this turn covered at least ``cells`` cells, ``same`` in one direction
    (some direction at least that often) or, otherwise, in at least two directions (Online 203.2, 207.6)."""

    cells: int
    same: bool
    axis: MoveAxis | None = None
    """«хотя бы на 1 клетку по горизонтали»: only the cells covered along the row (or, vertically, the column)."""


@dataclass(frozen=True, slots=True)
class TokensState:
    """«Пока на [карте] нет / есть {counter}»: whether the card has a token now (Online 218)."""

    present: bool


@dataclass(frozen=True, slots=True)
class Unmoved:
    """«если не перемещался в этот ход»: the card has declared no movement this turn (no movement marker, Online
    203.3)."""


@dataclass(frozen=True, slots=True)
class WithEnemyOnCell:
    """«при перемещении на клетку, занятую существом противника»: the card shares its cell with an opponent's creature
    (glossary «Бестелесность»)."""


@dataclass(frozen=True, slots=True)
class StartsWithTokens:
    """«Начинает бой с {counter}»: the card gets ``count`` tokens as the battle begins (glossary «Начинает бой с
    [текст]»: during the Deployment step, without revealing it; Online 419.1.c: a replacement effect), when the
    ruleset's ``hidden_start_markers`` says (:func:`tolaria.berserk.rules.modifiers.start_tokens`)."""

    count: int


@dataclass(frozen=True, slots=True)
class StartsWithLives:
    """«Начинает бой с 3 дополнительными жизнями»: the card gets ``count`` additional lives (Online 204.2) as the battle
    begins, when it would get «начинает бой с» tokens (:func:`tolaria.berserk.rules.modifiers.start_tokens`)."""

    count: int


@dataclass(frozen=True, slots=True)
class TurnOrder:
    """«{first}: ...» / «{second}: ...»: the card's controller is the first (or the second) player of the battle
    (Online 302.2: the player who moves first is the first player, his opponent the second)."""

    second: bool


@dataclass(frozen=True, slots=True)
class IsHost:
    """«Пока является хозяином симбиоту»: the card hosts a symbiote, a companion or a parasite (Online 210.2, 210.13:
    a parasite's rules are a symbiote's)."""


@dataclass(frozen=True, slots=True)
class HostElement:
    """«..., пока хозяин Шипокрыла горный»: the symbiote has a host in play of this element (Online 210.2)."""

    element: str
    """The element's name as the card tables write it («Горы»)."""


@dataclass(frozen=True, slots=True)
class NearCardType:
    """«-1 от дальних атак, пока стоит рядом с артефактом»: while a revealed card of this type, of either squad, stands
    on a cell next to the card (Online 207.7; a hidden card's type is unknown, Online 415)."""

    card_type: str
    """The :class:`~tolaria.berserk.cards.CardType` value («artifact»)."""


Condition = (InFormation | Unwounded | IsOpen | IsClosed | IsDefender | LifeAbove | LifeAtMost | InColumns | NearOwn
             | SquadHas | OnBoard | Neighbours | InOwnRow | SquadElement | Unmoved | MovedCells | WithEnemyOnCell
             | Flying | OnOwnHalf | SquadRanges | TurnOrder | IsHost | NearCardType
             | HostElement | TokensState)


@dataclass(frozen=True, slots=True)
class OppositeHas:
    """«Стражница Ульфгарда и существо, стоящее напротив нее, имеют {stamina}»: the creature on the cell opposite the
    card (Online 207.8: as the card's controller sees it) has the named ability too, while the card is revealed in play
    (Online 407.1: an ability one card gives another; rules/modifiers.given_by_opposite)."""

    ability: Named


@dataclass(frozen=True, slots=True)
class BorrowsFormation:
    """«Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя название карты в
    тексте особенности на «Анубисар»)»: in formation, the card has the abilities related to «Строй» of each creature of
    ``element`` it stands in formation with (glossary «Строй»), their own card being the card itself (the name changed),
    judged for the card (rules/borrowed_formation.py)."""

    element: str


@dataclass(frozen=True, slots=True)
class Conditional:
    """An ability the card has only while its condition holds (for «Строй», an acquired one, Online 407.1)."""

    condition: Condition
    ability: (Named | StrengthBonus | Reduction | RangeBonus | MoveBonus | ReducedTo | OppositeHas | StartsWithTokens
              | StartsWithLives | HealInstead | FirstHealChange | BorrowsFormation)


class Recipients(Enum):
    """Which creatures a :class:`GrantedAura` reaches."""

    SQUAD = "ваши"
    """«Ваши нетемные существа»: the creatures of the giver's squad."""
    FORMATION = "в строю с"
    """«Существа в строю с Гномьим королем»: the giver's creatures in formation with it (Online «Строй»)."""


@dataclass(frozen=True, slots=True)
class GrantedAura:
    """«Ваши нетемные существа получают {ova} X и +X к {strike}, где X величина их {ovz} (максимум 2)», «Существа в
    строю с Гномьим королем получают +1 к удару»: abilities the revealed card gives the creatures it describes while it
    is in play (Online 407.1, 406).

    ``x_of``: X is each recipient's own value of that named ability, at most ``x_cap``; the abilities then hold 1 for
    X, and a recipient whose X is 0 gains nothing (Online 103.7).
    """

    abilities: tuple[Named | StrengthBonus, ...]
    recipients: Recipients
    filter: CardFilter | None = None
    x_of: Keyword | None = None
    x_cap: int | None = None
    condition: Condition | None = None
    """«..., пока в вашем отряде есть темный герой»: in force while the giver's condition holds."""


class Place(Enum):
    """Where another card must stand for an aura to reach it."""

    NEXT_TO = "рядом"
    """Online 207.7: a neighbouring cell, diagonals included."""
    LEFT_RIGHT = "справа или слева"
    """The neighbouring cells of its row."""


@dataclass(frozen=True, slots=True)
class Aura:
    """«Ваши болотные существа получают -1 от {strike}, пока стоят рядом с Ведьмой»: a reduction other cards have
    while they stand where the text says (Online 407.1: an ability one card gives others)."""

    ability: Reduction | ReducedToWeak
    side: Side
    filter: CardFilter | None
    place: Place


@dataclass(frozen=True, slots=True)
class RepeatedStrikes:
    """«Может нападать {strike} 4 раза за ход, только подряд», «Может атаковать {strike} 2 раза за ход, после первой
    атаки не закрывается», «... только подряд и по разным картам»: more than one simple strike a turn
    (Online 205.2, 216.12; :mod:`tolaria.berserk.rules.repeated_strikes`)."""

    count: int
    in_a_row: bool = False
    """«только подряд»: its controller declares nothing else between them."""
    different_cards: bool = False
    """«по разным картам»: each at a card it has not struck this turn."""
    each_neighbour: bool = False
    """«на всех стоящих рядом существ противника»: once at each neighbouring creature of the opponent (``count`` is
    then no limit); it closes as the strike at the last of them is paid."""


@dataclass(frozen=True, slots=True)
class ReducedTo:
    """«Удары летающих существ по Сфинксу Дзара сводятся к 1»: matching attacks on the card have a value of at most X
    once every modifier is counted (Online 422.1)."""

    x: int
    scope: AttackScope


@dataclass(frozen=True, slots=True)
class UnansweredAtLone:
    """«Может объявлять безответный удар по существу противника, если и справа и слева от него нет других его
    существ»: the card's simple strike at such a creature is unanswered, so directed too (glossary «Безответный удар»)."""


@dataclass(frozen=True, slots=True)
class ProphecyBlock:
    """«Если Дочь перламутра атакована немагической атакой – пророчество 1; блокировать атаку, если показанная карта
    нечетной стоимости (1 раз за ход)»: as such an attack at the card reaches its Target object, the prophecy is made
    and the attack blocked if the shown cards are such (Online 410.1; READINGS «Пророчество»)."""

    scope: AttackScope
    count: int
    condition: Shown
    limit: Limit | None = None


@dataclass(frozen=True, slots=True)
class RollBlock:
    """«Если Воин храма атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется»: as such
    an attack at the card reaches its Target object, the card rolls a die and the attack is blocked when it shows one
    of ``faces`` (Online 410.1; rules/dice.py)."""

    scope: AttackScope
    faces: frozenset[int]
    after_rolls: bool = False
    """«(после бросков кубика)»: the card rolls once the attack's Roll object has resolved, as its Result object
    resolves, rather than at its Target object."""


@dataclass(frozen=True, slots=True)
class ReducedToWeak:
    """«Все {strike} по Степному волколаку сводятся к слабым»: a matching attack on the card that hits counts as a weak
    one (Online 205.6: its row of the strike table), so it has the weak value and triggers as a weak attack."""

    scope: AttackScope


@dataclass(frozen=True, slots=True)
class RangeBonus:
    """«+1 к дальности разряда»: the card's attacks of these kinds reach X cells further (Online «Дальность Х»)."""

    x: int
    kinds: frozenset[AttackKind]


@dataclass(frozen=True, slots=True)
class RangeSet:
    """«дальние атаки получают дальность 2»: the card's attacks of these kinds have that range, in place of their own
    (or of none: Online «Дальность Х» is a modifier of the choice of target, and an attack has one)."""

    x: int
    kinds: frozenset[AttackKind]


@dataclass(frozen=True, slots=True)
class RecruitGain:
    """«При наборе Мародера в отряд вы получаете 1 {elite}»: recruiting the card gives its player ``gold`` gold
    crystals (Online 103.1 over 304.1's spending), once it is in Recruitment: they do not pay for the card itself."""

    gold: int


# ------------------------------------------------------------------ squad building (Online 202.6, 303, 304)


@dataclass(frozen=True, slots=True)
class FreeRecruit:
    """«При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете взять Ведающего
    запасами в отряд бесплатно»: an alternative cost of nothing (Online 202.6), open while the Recruitment holds a
    card of each of ``costs`` (either eliteness, Online 202.3.b)."""

    costs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RecruitSurcharge:
    """«При наборе Вольного воителя в отряд вы можете заплатить за него на X больше, при этом он начинает игру с +X к
    {strike} и +2 к {health} (X не может быть больше 4)»: X more crystals (1 to ``most``) for +X to its simple strike
    and ``life`` additional lives from the moment it is in Recruitment (Online 304.4, 204.2)."""

    most: int
    life: int


@dataclass(frozen=True, slots=True)
class RecruitBargain:
    """«При наборе Тича в отряд вы можете получить 2{elite}, при этом в вашем отряде не может быть больше трех
    стихийных карт»: ``gold`` gold crystals for a Recruitment that holds at most ``elemental`` cards of an element
    (Online 304.6: neutral cards have none), then and after."""

    gold: int
    elemental: int


@dataclass(frozen=True, slots=True)
class PairedRecruit:
    """Линнет: «До набора отряда вы можете показать Линнет и существо стоимостью не больше 7{elite}; возьмите Линнет и
    это существо в отряд за {ordinary}, это существо получает особенность «Погибает, когда ваша Линнет покидает поле
    боя»»: in the Recruitment Preparation step (Online 303.1) the card and an elite creature of its Deal costing at
    most ``elite_most`` go to Recruitment, the creature paid as an ordinary card (silver first, Online 304.1), and the
    creature is destroyed when the card leaves play (``bound``: the ability it gains, as written)."""

    elite_most: int
    bound: str


@dataclass(frozen=True, slots=True)
class SpyRecruit:
    """Лазутчица: «До набора отряда вы можете показать противнику Лазутчицу из своей раздачи, при этом посмотреть 2
    случайные карты из раздачи противника; за каждую показанную {elite} карту Лазутчица стоит на 1{ordinary} меньше;
    вы обязаны взять ее в отряд»: shown to the opponent in the Recruitment Preparation step (Online 303.1), the card
    sees ``look`` random cards of his Deal and is taken into Recruitment at once for ``discount`` less per elite card
    among them."""

    look: int
    discount: int


@dataclass(frozen=True, slots=True)
class RecruiterSearch:
    """Рекрутер Храма: «До набора отряда вы можете показать Рекрутера Храма и взять его в отряд; покажите существо из
    вашей раздачи; найдите в колоде до двух существ с таким же названием покажите их и возьмите в раздачу»: in the
    Recruitment Preparation step (Online 303.1) the card goes to Recruitment, a creature of the Deal is shown, and up
    to ``most`` creatures of that name are found in the deck, shown and put into the Deal (the deck then shuffled,
    Online 206.10)."""

    most: int


@dataclass(frozen=True, slots=True)
class CopyPrices:
    """«При наборе отряда второй Линдвурм стоит 6 {elite}, третий 5 {elite}»: the card costs ``prices[n]`` gold when the
    Recruitment already holds n-1 cards of its name (the ordinal n as the key; the first copy costs what is printed,
    Online 202.6: a cost a text sets)."""

    prices: tuple[tuple[int, int], ...]

    def price(self, ordinal: int) -> int | None:
        return next((cost for n, cost in self.prices if n == ordinal), None)


SquadBuilding = (FreeRecruit | RecruitSurcharge | RecruitBargain | PairedRecruit | SpyRecruit | RecruiterSearch
                 | CopyPrices)
"""A text of squad building: an option as the card is recruited, or an ability «до набора отряда»."""
BeforeRecruitment = PairedRecruit | SpyRecruit | RecruiterSearch
"""Online 303.1, glossary «До набора отряда»: the abilities played in the Recruitment Preparation step."""


@dataclass(frozen=True, slots=True)
class HealInstead:
    """«Если должен излечиться [на X] — вместо этого может открыться», «... может ранить стоящее рядом существо на X»:
    as the card would be healed, its player may have it open instead (``opens``), or wound a creature of ``wound``
    by the heal's X (Online 419.1.a: a replacement; rules/heal_replacement.py), at most as ``limit`` allows."""

    opens: bool
    wound: TargetSpec | None
    limit: Limit | None


@dataclass(frozen=True, slots=True)
class InsteadOfDeath:
    """«Вместо гибели полностью излечиться и стать артефактом (1 раз за бой)»: as the card would die (be put into the
    graveyard from play, glossary «Гибель»), it stays and does what the words say instead (Online 419.1.a, 419.4: a
    replacement, so it never died): heals completely (``heals``), becomes an artifact (``artifact``, Online 213;
    rules/artifact_forms.py), at most as ``limit`` allows."""

    heals: bool
    artifact: bool
    limit: Limit | None = None


@dataclass(frozen=True, slots=True)
class FirstHealChange:
    """«может блокировать первое за ход излечение карты противника» (Online 410), «может удвоить первое за ход
    излечение вашей карты» (Online 419.1): the first heal in a turn of a card of ``side`` (relative to the card's
    controller) that would heal wounds may be blocked or, with ``doubles``, be made a heal of twice its X
    (rules/heal_replacement.py)."""

    doubles: bool
    side: Side


@dataclass(frozen=True, slots=True)
class IncarnationInstead:
    """«Вместо инкарнации вы можете изгнать Лаэтара, при этом возродить другое существо стоимостью 5 или менее с вашего
    кладбища в вашем третьем ряду»: as its «Инкарнация Х» would take it back, its owner may instead exile it and take
    another creature of his graveyard of at most ``max_cost`` onto a free cell of his third row (Online 419: a
    replacement; rules/summoning.py)."""

    max_cost: int


@dataclass(frozen=True, slots=True)
class IncarnationForm:
    """«Инкарнирует в открытом виде, при этом получает {ova}2 и +2 к {strike} до конца хода»: how the card's
    «Инкарнация Х» takes it back (glossary «Инкарнация Х»: closed, unless the card says otherwise), and the abilities
    it gains as it does (``duration`` None: none)."""

    open: bool
    gains: tuple[str, ...] = ()
    duration: Duration | None = None
    anywhere: bool = False
    """«Инкарнирует на любой свободной клетке поля боя»: to any free cell of the battlefield, not only its owner's third
    row."""
    to_opponent: bool = False
    """«переходит под контроль противника»: it returns into the squad of its owner's opponent (Online 200.2.b)."""
    artifact: bool = False
    """«и становится артефактом»: it is an artifact while it stays in play (Online 213; rules/cards_in_play.defn)."""
    marker: str = ""
    """«Инкарнирует только на клетке с «дрожью» ... (если клетка занята, то уничтожить все карты на ней), при этом
    убрать эту «дрожь»»: only onto a cell with a marker of that name, free or not; the cards on it are destroyed and
    the marker goes."""
    near_wounds: int = 0
    """«ранить все стоящие рядом карты на 1»: each card next to the cell it incarnates on is wounded (Online 207.7.a)."""



@dataclass(frozen=True, slots=True)
class RollBonus:
    """«+1 к броскам кубика», «-1 к броскам кубика», «+1 к броску кубика, когда атакует карты во втором ряду
    противника»: X added to the card's die rolls at the Result object (Online 216.6), kept within 1-6 except in a fight
    of two open creatures (Online 104.2.a).

    ``attacking`` keeps it to the rolls of the card's own attacks (not its answering roll in a fight); ``enemy_row``
    to attacks at a card standing in that row of the opponent's half (Online 207.3.b).
    """

    x: int
    attacking: bool = False
    enemy_row: int | None = None


@dataclass(frozen=True, slots=True)
class FixedFight:
    """«Сражаясь {strike} с открытым существом противника, может сделать результатом сражения сильный-сильный (не
    бросая кубики)»: at the Roll object of a fight the card takes part in, its controller may set both strikes' tiers
    (its own first), no dice rolled (rules/stack.py)."""

    tiers: tuple[int, int]


@dataclass(frozen=True, slots=True)
class ClassRollBonus:
    """«Когда ваш пират атакует он получает +1 к броску кубика за каждого другого вашего пирата, который действовал в
    этот ход (максимум +3)»: the dice of the own attacks of the creatures of the card's squad of ``classes`` get ``x``
    for each other creature of the squad of those classes that acted this turn (Online «Действие карты»), at most
    ``most`` (rules/dice.py)."""

    classes: frozenset[str]
    x: int
    most: int


@dataclass(frozen=True, slots=True)
class FirstRollIs:
    """«Ваш первый за ход бросок кубика равен 6»: the first die its controller's cards roll in each turn is not rolled
    but is ``value`` (rules/dice.py)."""

    value: int


@dataclass(frozen=True, slots=True)
class RollTwice:
    """«Когда Воин храма сражается, бросьте кубик два раза и выберите один из результатов бросков», «При определении
    силы атаки бросает кубик два раза, выбирая одно из значений; если значения одинаковые получает +1 к этой атаке»:
    at a Roll object (Online 216.5) the card rolls two dice and its controller keeps one (rules/stack.py).

    ``own_attacks``: only the rolls for the strength of the card's own attacks, not its die as the responder of a
    fight; ``doubles_bonus``: added to the attack's value when the two dice show the same number.
    """

    own_attacks: bool
    doubles_bonus: int = 0


@dataclass(frozen=True, slots=True)
class MoveBonus:
    """«+1 к {move}», «+1{move}» (acquired «до конца хода»), «-1 к {move}»: X added to the card's movement allowance
    (Online 203.1), which never goes below zero (Online 104.2)."""

    x: int


@dataclass(frozen=True, slots=True)
class ColumnRangeAura:
    """«Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к
    дальности»: while the card stands on the battlefield, revealed, the other creatures of its squad in its column
    reach ``x`` cells further with those attacks (Online 207.6: a column is a vertical; «Дальность Х»)."""

    x: int
    kinds: frozenset[AttackKind]


@dataclass(frozen=True, slots=True)
class RowWrap:
    """Возница: «может перемещаться между крайними клетками одного ряда как на рядом стоящую клетку» (``strike``
    False) and «может объявлять {strike} с крайней клетки ряда по существу, стоящему на противоположной клетке ряда, как
    по рядом стоящему» (True): the row's two edge cells (columns A and E, Online 207.5) are neighbours for its steps, or
    for its simple strikes at a creature."""

    strike: bool


@dataclass(frozen=True, slots=True)
class JumpRangeAura:
    """«Ваши стоящие рядом с Аларино существа с прыжком получают +1 к дальности прыжка»: while the card stands on the
    battlefield, revealed, the other creatures of its squad next to it jump ``x`` cells further (glossary «Прыжок»,
    «Дальность Х»)."""

    x: int


class MoveLimit(Enum):
    """How a card's text limits the movement its opponent's creatures declare (Online 203.2, 203.12)."""

    NEXT_TO_SOURCE = "может передвигаться только на соседние с [картой] клетки"
    """Ламия: a creature standing next to the card moves (steps and leaps) only to cells next to it."""
    NOT_ONTO_HALF = "не могут перемещаться на клетки вашей половины поля боя"
    """Ррег: no move ends on a cell of the card's controller's half (Online 207.3)."""
    LEAPS_NEXT_TO_SOURCE = "могут объявлять прыжок или телепортацию только на свободные клетки рядом с [картой]"
    """Исса: a «Прыжок» or «Телепортация» goes only to a free cell next to the card (none there, or none in reach:
    no leap at all)."""


@dataclass(frozen=True, slots=True)
class EnemyMoveLimit:
    """«Каждое существо противника, стоящее рядом с Ламией, может передвигаться только на соседние с Ламией клетки»:
    while the card is in play and revealed, its opponent's creatures declare no movement the limit forbids
    (rules/movement_effects.py).

    ``front_row_others``: «пока в вашем первом ряду стоит Ррег и два или более других ваших существа»: only while the
    card stands in its controller's first row with at least this many of his other creatures (0: always).
    """

    limit: MoveLimit
    front_row_others: int = 0


@dataclass(frozen=True, slots=True)
class UnmarkedAttacksBlocked:
    """«Пока в вашем отряде есть артефакт блокирует атаки существ без маркера ловкости по себе, все существа противника
    имеют {tap}: Получить маркер «ловкости»»: while its controller's squad holds a revealed card of ``squad_type``,
    every attack at the card by a creature without the marker is blocked at its Target object (Online 410.1, 216.4),
    and each creature of the opponent in play has the playable ``granted`` (Online 404.2, rules/acquired_playables.py)."""

    marker: str
    granted: str
    """The playable ability's text each opposing creature has, its marker quoted («{tap}: Получить маркер «ловкости»»)."""
    squad_type: CardType


@dataclass(frozen=True, slots=True)
class MarkerBlocksAttacks:
    """«Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает»: while the card is in play and
    revealed, every attack at a card with the named marker is blocked at its Target object and the marker goes
    (Online 410.1, 216.4; rules/marker_effects.py)."""

    marker: str


@dataclass(frozen=True, slots=True)
class UnansweredAgainst:
    """«+3 к {strike} и безответный удар по существам с маркером «добычи»»: the card's simple strikes at such cards are
    unanswered, so directed too (glossary «Безответный удар»)."""

    target: CardFilter


@dataclass(frozen=True, slots=True)
class IgnoresFlyerProtectionAt:
    """«Игнорирует {zoal} существ противника, стоящих на клетке с гнездом»: the card's attacks are not stopped by
    «Защита от летающих» of such cards (Online 411; ``enemy``: only the opponent's)."""

    target: CardFilter
    enemy: bool = False


@dataclass(frozen=True, slots=True)
class UnansweredAtMarked:
    """«{strike} ваших бестелесных существ по существам с маркером холод трясины являются безответными»: the simple
    strikes of the squad's creatures the filter describes at a card with the marker are unanswered (glossary
    «Безответный удар»)."""

    source: CardFilter
    marker: str


@dataclass(frozen=True, slots=True)
class PushingStep:
    """«Может объявить движение на клетку напротив, занятую небестелесным существом противника, переместив это существо
    в направлении движения (1 раз за ход); если существо не может или не хочет переместиться Броненосец ранит его на 4
    вместо этого»: a step onto the opposite cell (Online 207.8) pushing its creature on (rules/movement_effects.py)."""

    wounds: int
    limit: Limit


@dataclass(frozen=True, slots=True)
class TramplingLeap:
    """«Может объявить прыжок на клетку, занятую существом (кроме бестелесных и симбиотов) с 3 или менее текущими
    {health}, уничтожив это существо»: the card's «Прыжок» may also end on such a creature's cell, which is destroyed
    first (rules/keyword_abilities.py)."""

    most_life: int


@dataclass(frozen=True, slots=True)
class ExperienceOnPath:
    """«{ova} 2 по картам на клетках, на которые Живущий в тумане двигался в этот ход»: «Опыт в атаке X» for the card's
    simple strikes at a card standing on a cell its declared movement ended on this turn (Online 203.2, 203.12; the
    cells are noted by rules/movement_effects.py)."""

    x: int


@dataclass(frozen=True, slots=True)
class HostGains:
    """«Хозяин [симбиота] имеет +1 к {move} и -1 от дальних атак»: while the card is a symbiote's, parasite's or
    companion's, its host has these modifiers (Online 210.2); each text is read by the modifier grammar and given to
    the host as an acquired ability for as long as the card stays in its squad (rules/symbiosis.py)."""

    texts: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EnemyHostRows:
    """«Во время рассадки паразитов вы можете выбирать в качестве хозяина существ противника в его втором ряду»: the
    squad's parasites may take as host an opponent's creature in these rows of his half as well as in his first
    (Online 210.14; rules/symbiosis.py)."""

    rows: frozenset[int]


@dataclass(frozen=True, slots=True)
class FinishingBonus:
    """«+1 к добиванию темных существ»: the card's «Добивание на Х» has an X this much higher against a creature that
    counts as of ``element`` (glossary «Добивание на Х»; rules/elements.py)."""

    x: int
    element: str


@dataclass(frozen=True, slots=True)
class CountsAsElement:
    """«Герои в вашей раздаче и в вашем отряде считаются нейтральными»: the player's cards of these classes are of
    ``element`` while the card is in his squad, and in his Deal and Recruitment too when ``in_deal`` (Online 202.8:
    the element; 304.6: a neutral card adds no element to Recruitment; rules/elements.py)."""

    classes: frozenset[str]
    element: str
    in_deal: bool


Static = (StrengthBonus | Reduction | Conditional | DirectedAgainst | AttackProtection | TokenLimit | OnlyOpposite
          | Aura | ForcedTarget | RepeatedStrikes | RangeBonus | ReducedTo | RecruitGain | IncarnationForm | RollBonus
          | MoveBonus | MarkerBlocksAttacks | FirstRollIs | RollTwice | RollBlock | ReducedToWeak | UnansweredAtLone | ProphecyBlock
          | UnmarkedAttacksBlocked
          | EnemyMoveLimit | ColumnRangeAura | JumpRangeAura | RowWrap | ExperienceOnPath | UnansweredAtMarked
          | FreeRecruit | RecruitSurcharge | RecruitBargain | PairedRecruit | SpyRecruit | RecruiterSearch | CopyPrices
          | NoTokensFromOthers | TramplingLeap | PushingStep | FixedFight | ClassRollBonus | OppositeHas
          | HostGains | StartsWithTokens | StartsWithLives | UnansweredAgainst | IgnoresFlyerProtectionAt | EnemyHostRows | RangeSet
          | GrantedAura | IncarnationInstead | HealInstead | FirstHealChange | CountsAsElement
          | FinishingBonus | InsteadOfDeath)
"""A permanent modifier ability of a card's text, as the engine reads it."""


# ------------------------------------------------------------------ triggered abilities (Online 405)


class Point(Enum):
    """Online 405.1, «Точка срабатывания»: the moment a triggered ability's condition names."""

    ATTACK = "при атаке"
    """The card's own declared attack has dealt its wounds (Online 216.11)."""
    ATTACKED = "при атаке по"
    """An attack declared at the card has dealt its wounds (Online 216.11)."""
    MOVE = "при перемещении"
    """The card's movement has resolved (Online 203.2)."""
    DEATH = "при гибели"
    """The card went to the graveyard (glossary «При гибели»)."""
    CREATURE_DEATH = "при гибели существа"
    """Any creature went to the graveyard (glossary «При гибели [текст]»)."""
    TURN_START = "в начале хода"
    """Online 311.4: the start of a turn («вашего» / «противника» / any, by ``Trigger.whose``)."""
    TURN_END = "в конце хода"
    """Online 313.1: the end of a turn."""
    CORPSE_EATING = "при трупоедстве"
    """The card's «Трупоедство» has healed it (glossary «Трупоедство»)."""
    BECOMES_DEFENDER = "когда становится защитником"
    """The card's redirection has resolved: it defends (Online 205.3, 412.5)."""
    ENEMY_GAINS_TOKEN = "когда существо противника получает {counter}"
    """An opponent's creature has gained a token (Online 218.2, 218.3): the card that gained it is the subject."""
    GAINS_NTH_TOKEN = "когда получает N-ю {counter}"
    """The card's own token count has just reached ``Trigger.tokens`` by a gain (Online 218.2, 218.3)."""
    OPENED = "когда открывается"
    """The card was opened by an effect, not at its turn's start (Online 209.1; «кроме открытия в начале своего хода»,
    Online 311.1)."""
    WOUNDED = "когда получает раны от одной атаки"
    """An attack's Wound object dealt the card at least ``Trigger.wounds`` wounds (Online 216.11)."""
    WOUNDED_BY = "когда получает раны от [атаки] [карты противника]"
    """An attack's Wound object dealt the card wounds (Online 216.11), as its target or, in a fight, as the attacker
    the counter-strike hit (a simple strike, Online 205.6), by an attack ``Trigger.attack`` covers of a card of the
    opponent (``Trigger.side``) that ``AttackCondition.other`` describes; the wounding card is the attacker role, the
    card itself the attacked one."""
    KILLS = "когда уничтожает карту противника"
    """The card's attack dealt the last wounds of an opponent's card it destroyed (Online 402.3; ``Trigger.attack``
    names the attack kinds)."""
    SQUAD_KILLS = "после того, как ваше существо уничтожает карту противника"
    """A creature of the ability's squad destroyed an opponent's card by its attack (the killer is the attacker role;
    ``AttackCondition.other`` filters the killer, ``Trigger.costlier`` compares costs)."""
    SQUAD_ANSWER = "при ответном ударе вашего существа"
    """A creature of the ability's squad answered a simple strike in a fight and hit (Online 205.6: its result was
    weak, medium or strong); the roles are the fight's (the answering creature is the attacked one)."""
    SQUAD_LOSES_TOKENS = "когда ваша карта единовременно теряет N или более {counter}"
    """A card of the ability's squad lost at least ``Trigger.tokens`` tokens at once (a cost paid, Online 216.12, or
    an effect, Online 218)."""
    ENEMY_LOSES_TOKENS = "когда карта противника теряет X {counter}"
    """An opponent's card in play lost tokens at once (a cost paid, Online 216.12, or an effect, Online 218); X, the
    count, is the chain's ``amount``."""
    SQUAD_OPENED = "когда ваше существо открывается"
    """Another creature of the ability's squad was opened by an effect (Online 209.1; ``Trigger.whose`` names whose
    turn it must be)."""
    ACTS = "когда действует"
    """The card's action (an ability or property paid by closing it, Online «Действие карты») was paid (216.12)."""
    BATTLE_START = "в начале боя"
    """Online 307.2: the Battle Start step of the Preliminary Phase."""
    OPPONENT_ROLLS = "когда карта противника выбрасывает на кубике N"
    """A card of the opponent rolled ``Trigger.tokens`` on the die (the die itself, before modifiers, Online 205.4)."""
    ENEMY_DEALS_NO_WOUNDS = "если карта противника атакует и не наносит ран"
    """An opponent's card's attack dealt its target no wounds (Online 216.11: its Wound object has resolved; a miss, a
    protection, «Броня Х» or a prevention all leave the target unwounded); the attacking card is the attacked role."""
    ENEMY_POISONED_WOUND = "когда существо противника получает раны от отравления"
    """An opponent's creature wounded itself by its poison (glossary «Отравление на Х»); it is the attacked role."""
    SQUAD_VAMPIRISM = "при вампиризме вашего существа"
    """A creature of the ability's squad used «Вампиризм» (its chain resolved, glossary «Вампиризм»); it is the
    attacker role («это существо»)."""
    SQUAD_PROPHECY = "при пророчестве вашей карты"
    """A card of the ability's squad made a prophecy (READINGS «Пророчество»); ``Chain.amount`` is how many cards it
    showed."""
    SHOWN_BY_PROPHECY = "когда вы показываете [карту] при пророчестве"
    """The card itself is shown from its owner's deck by a prophecy of his (READINGS «Пророчество»)."""
    ENEMY_POISON_DEATH = "при гибели существа противника от отравления"
    """An opponent's creature destroyed by the wounds its poison dealt (glossary «Отравление на Х», «При гибели
    [текст]»); ``Chain.cell`` is the cell it died on, ``Chain.amount`` its poison's X."""
    SQUAD_ATTACK = "при атаке вашей карты"
    """An attack declared by a card of the ability's squad has dealt its wounds (``AttackCondition.by``)."""
    SQUAD_ATTACKED = "при атаке существа противника по вашему существу"
    """An attack of an opponent's creature at a card of the ability's squad has dealt its wounds."""
    INCARNATED = "при инкарнации"
    """The card itself has incarnated (glossary «Инкарнация Х»): it is back in play."""
    SQUAD_INCARNATED = "при инкарнации вашего существа"
    """Another creature of the ability's squad has incarnated; it is the attacked role («оно»)."""
    SQUAD_RETURNED = "когда ваше существо инкарнирует или возрождается"
    """A creature of the squad of the card's owner has come back from his graveyard, by its «Инкарнация Х» or by a
    resurrection; it is the attacked role («этого существа»). The ability triggers while its card lies in that
    graveyard (rules/companion_return.py)."""
    SQUAD_VALHALLA_DEATH = "когда ваше существо с вальхаллой попадает на кладбище"
    """Another creature of the ability's squad with a «Вальхалла» ability reached the graveyard (any cause)."""
    VALHALLA_TARGET = "когда становится целью вальхаллы"
    """The card was chosen as the target of a «Вальхалла» ability as it was declared (Online 405.2, 412.1)."""
    ATTACK_NEAR = "при [атаке] по существу, стоящему рядом с [картой]"
    """An attack at a creature next to the card (not the card itself) has dealt its wounds (Online 216.11); the roles
    are the attack's."""
    MOVED_BY_CARD = "при перемещении [карты] другой картой"
    """Another card's text moved the card (Online 417.1; rules/movement_effects.py)."""
    SQUAD_TELEPORT = "при телепортации вашего существа на половину поля боя противника с соседней с [картой] клетки"
    """A creature of the ability's squad has teleported («Телепортация», Online 203.12) from a cell next to the card
    to a cell of the opponent's half (Online 207.3); it is the attacked role."""
    JUMP = "при прыжке"
    """The card's own declared leap by «Прыжок» (glossary «Прыжок»; a «Телепортация» is no jump)."""
    SQUAD_TELEPORTS = "при телепортации вашего [существа]"
    """A creature of the ability's squad that fits ``Trigger.other`` has teleported («Телепортация», Online 203.12):
    its movement resolved; it is the attacked role."""
    SQUAD_JUMP = "при прыжке вашего существа"
    """A creature of the ability's squad has jumped («Прыжок», a declared movement, Online 203.12): its movement
    resolved; it is the attacked role."""
    ENEMY_ENTERS_HALF = "при перемещении существа противника на клетку вашей половины поля боя"
    """An opponent's creature's declared movement resolved on a cell of the ability's controller's half (Online
    207.3); it is the attacked role («его»)."""
    SQUAD_WOUNDED = "когда ваше существо получает раны от атаки"
    """An attack's Wound object dealt wounds to a card of the ability's squad that ``Trigger.wounded`` describes (Online
    216.11): the attacked card, or the attacker by the counter-strike of a fight; the wounded card is the attacked role,
    the card whose attack wounded it the attacker role."""
    TELEPORTED = "при телепортации"
    """The card's own «Телепортация» resolved (Online 203.12, a declared leap; ``Trigger.crossing`` the halves it must
    go between)."""
    SQUAD_FLIES = "когда ваше существо получает полет"
    """A creature of the ability's squad gained flight (glossary «Полёт», rules/flight.py); it is the attacked role."""
    ARRIVES_NEXT = "когда существо, не стоявшее рядом с [картой], перемещается на соседнюю с ней клетку"
    """A creature's declared movement (Online 203.2) resolved on a cell next to the card from a cell that was not
    (``Trigger.other`` describes the creature); it is the attacked role."""
    SQUAD_DEALS = "когда ваше существо наносит N или более раны [атакой]"
    """An attack's Wound object: a creature of the ability's squad dealt at least ``Trigger.wounds`` wounds by an attack
    ``Trigger.attack`` covers, its own or its counter-strike in a fight (Online 216.11, 205.6); it is the attacker
    role («это существо»), the wounded card the attacked one."""
    BEFORE_TURN = "до начала вашего хода"
    """Online 310.2: a decision its controller takes as the Turn Preparation step of his turn begins, before any card
    opens (:mod:`tolaria.berserk.rules.turn_preparation`); no chain, no priority (Online 310.1)."""
    VALHALLA = "вальхалла"
    """«Вальхалла: [эффект]»: the start of its owner's turn, the card lying in his graveyard after an opponent's card's
    attack destroyed it (READINGS «Вальхалла»; :mod:`tolaria.berserk.rules.valhalla`)."""
    FIGHT_ROLLS = "если, сражаясь, выбрасывает на кубике N"
    """The card itself rolled ``Trigger.tokens`` (the die, before modifiers: glossary «Бросок кубика») for an attack's
    strength in a fight it takes part in (Online 205.5); the attacker role is the card, the attacked role the card it
    fights with (:func:`tolaria.berserk.rules.dice.fight_rolled`)."""
    ATTACKING = "при нападении"
    """The card's own attack's Target object has resolved: its final target is fixed and revealed, the card is the
    attacker and the target the defender (Online 216.4), before its dice and its value; an attack that is itself a
    triggered ability sets none off. ``Trigger.attack``, when given, names the kinds («При нападении выстрелом»)."""
    HOST_LEAPS = "при телепортации или прыжке хозяина"
    """The card's host has jumped or teleported (Online 203.12): its leap resolved, and the card, which goes with it
    (Online 210.8), stands on its new cell; the host is the attacked role (rules/symbiosis.py)."""
    DEFENDED_HOST = "после того, как выступает защитником хозяину"
    """A simple strike at the card's host, which the card took as its defender (Online 205.3), has been paid (Online
    216.12); the attacker is the attacker role, the host the attacked one (rules/symbiosis.py)."""
    SQUAD_LACKS = "если в вашем отряде нет [других] [существ]"
    """A state the squad is in, not a moment: no other creature of the card's squad fits ``Trigger.other`` (READINGS
    «Если в вашем отряде нет»); it sets the ability off as a player would get priority while it holds and no chain of
    the ability waits on the stack (rules/squad_states.py)."""
    INCARNATION_TOKEN = "при получении жетона инкарнации"
    """The card, in its owner's graveyard, got a token of its «Инкарнация Х» (glossary); ``Chain.amount`` is how many
    it then has (the X of «где X – число жетонов инкарнации на [карте]»)."""
    ENEMY_CLOSES_FOR_FLYERS = "когда существо противника закрывается на удар по летающим"
    """An opponent's creature closed to strike a flyer (Online 211.9: its Payment object); it is the attacked role."""
    MILLED = "если это [класс] (о карте, положенной с верха колоды на кладбище)"
    """The card's own «положите верхнюю карту колоды на кладбище» (``MillTop``) has put a card of the classes
    ``Trigger.other`` names into the graveyard; that card is the attacked role (rules/milling.py)."""
    SEVERAL_DICE_SUM = "если сумма значений кубиков при определении силы этих [атак] равна N или менее"
    """The attacks of one declaration of the card's ``Trigger.playable``-th ability («Два выстрела на 1-2-2») have all
    rolled for their strength, and their dice (as rolled, glossary «Бросок кубика») add up to ``Trigger.tokens`` or
    less (rules/several_attacks.py); ``Chain.amount`` is the sum."""
    CHOSEN_ROW_LATER = "в начале вашего следующего хода (выбранный ряд)"
    """«выберите ряд, в начале вашего следующего хода ранить X существ противника ...»: the delayed ability a playable
    text left on the row it chose (Online 405.5), set off at the start of its controller's next turn (Online 311.4;
    ``Trigger.playable`` names the text; rules/chosen_rows.py)."""
    ENEMY_STRIKES_FIRST = "при первом за ход ударе существа противника по [карте]"
    """The turn's first melee attack of an opponent's creature at the card, as its Target object resolves (Online 216.4,
    where a blocking text acts before the dice, 410.4); the attacker is the attacker role (rules/leap_blocks.py)."""
    AFTER_OWN_JUMP = "после прыжка [карты]"
    """The card's own jump is done (a declared «Прыжок», or a jump its text makes); ``Chain.cell`` is the cell it left
    (rules/leap_blocks.py)."""


class Whose(Enum):
    """Whose turn a «в начале / в конце хода» ability speaks of."""

    ANY = "хода"
    YOURS = "вашего хода"
    OPPONENTS = "хода противника"


class Outcome(Enum):
    """«при ударе» (the strike hit) or «при промахе» (it missed): Online 205.4, the strike table's «промах»."""

    HIT = "удар"
    MISS = "промах"


class Who(Enum):
    """Whom a triggered effect acts on, as its words name them (the triggering attack's roles, Online 216.8)."""

    SELF = "себя"
    ATTACKED = "атакованный"
    ATTACKER = "атаковавший"
    DEFENDED = "защищаемый"
    """«существо, которому он выступает защитником»: the card a defender stands in for (Online 205.3)."""
    CHOSEN = "выбранное"
    """The target its controller chose when declaring the ability (Online 412.1)."""
    SECOND = "второе выбранное"
    """«ранить существо противника на X, при этом излечить ваше существо на X»: the second target, of its own
    description (``TextAbility.second``), named after the first."""
    BEHIND_ATTACKED = "существо противника, стоящее позади атакованного"
    """The opponent's creature on the cell behind the attacked card: the neighbouring cell of its column away from its
    controller's opponent (the other side of «напротив», Online 207.8)."""
    OPPOSITE_ENEMY = "существо противника напротив"
    """«существо противника напротив [карты]»: the opponent's creature on the cell opposite the source (Online 207.8)."""
    OPPOSITE = "существо напротив"
    """«существо напротив [карты]»: the creature on the cell opposite the source as the effect is carried out
    (Online 207.8)."""
    CELLMATE_ENEMY = "существо противника на этой клетке"
    """The opponent's creature sharing the source's cell (glossary «Бестелесность»), as the effect is carried out."""
    HOST = "хозяина"
    """«ранить хозяина на X»: the source's host as the effect is carried out (Online 210.2), if it has one."""
    SYMBIONT = "своего компаньона"
    """«открыть своего компаньона»: the symbiote (companion, parasite) the source hosts as the effect is carried out
    (Online 210.2), if any."""
    EACH_CHOSEN = "каждая из выбранных"
    """«ранить X карт на 1»: each of the several targets chosen as the ability was declared (``Trigger.targets_by_amount``),
    every one of them getting the effect."""
    DEAD_PARTNERS = "существа, которые стояли с ним в строю"
    """After «при гибели [существа со строем]»: each creature that stood in formation with the dead one as it died
    (Online «Строй»), every one of them getting the effect."""
    OWN_BESIDE = "ваши существа справа и слева от [карты]"
    """The creatures of the source's squad on the neighbouring cells of its horizontal (Online 207.6, 207.7), as the
    effect is carried out, every one of them getting the effect."""


class Duration(Enum):
    """How long an acquired ability lasts (Online 407.2: with no duration written, until the end of the battle)."""

    END_OF_TURN = "до конца хода"
    END_OF_YOUR_TURN = "до конца вашего хода"
    END_OF_OPPONENTS_TURN = "до конца хода противника"
    END_OF_YOUR_NEXT_TURN = "до конца вашего следующего хода"
    END_OF_OPPONENTS_NEXT_TURN = "до конца следующего хода противника"
    END_OF_BATTLE = "до конца боя"
    WHILE_SOURCE_STAYS = "пока [источник] не переместится, или не покинет поле боя"
    """«не может передвигаться с той клетки, где оно находилось на момент этого удара, пока Василиск не переместится,
    или не покинет поле боя»: while the source and the card both keep the cells they had (rules/durations.py)."""
    OPPONENTS_TURNS_X = "на X ходов противника"
    """«другое существо получает защиту от всех немагических атак на X ходов противника»: until the end of the X-th
    turn of the opponent from now, X being the cost's «X{counter}» (``Chain.x``)."""
    WHILE_SOURCE_IN_SQUAD = "пока источник в вашем отряде"
    """«получает -1 к броскам кубика, пока Судовой кок в вашем отряде»: until the ability's card leaves its squad
    (Online 206.2; rules/durations.py)."""
    WHILE_ARTIFACT = "до тех пор, пока является артефактом"
    """«получить +2 к броскам кубика до тех пор, пока является артефактом»: until the card stops being an artifact
    (it becomes a creature, rules/artifact_forms.py) or leaves play."""


@dataclass(frozen=True, slots=True)
class WoundBy:
    """«ранить атаковавшего на X», «раниться на X»: X wounds that are not an attack (Online 204.4)."""

    amount: int
    who: Who
    unmoved_bonus: int = 0
    """«(+1 к воздействию, если это существо не двигалось в прошлый ход противника)»: this many more when the wounded
    card has no movement marker from its controller's last turn (Online 203.3)."""
    by_amount: bool = False
    """«на X, где X величина удара»: the triggering attack's value (fixed at its Calculation object, Online 216.8),
    with ``amount`` added to it («на X-1»: -1); nothing when that is 0 or less."""
    spared: str = ""
    """«(или на 0, если удар нанесен по степному существу)»: none when the text's target is of this element."""
    behind_weak: bool = False
    """«ранить атакованное существо на величину слабого {strike} стоящей сзади него карты»: by the printed weak simple
    strike of the card on the cell behind the wounded one (rules/several_attacks.weak_behind); none when there is none."""
    counted: CountedCards | None = None
    """«на X, где X — количество ваших карт, у которых …»: X counted as it is carried out, at most ``amount`` («(максимум
    3)»); none when X is 0."""
    by_x: bool = False
    """«получить X ран, при этом ранить на X-1 ...»: the X its controller chose as the ability was declared (``Chain.x``),
    with ``amount`` added to it; nothing when that is 0 or less."""
    tiers: tuple[int, int, int] | None = None
    """«ранить его на 1-2-2»: X-Y-Z values, the row of the source's die at the chain's Roll object (Online 205.7.b;
    rules/rolled_effects.py); ``amount`` is then the first."""


@dataclass(frozen=True, slots=True)
class PoisonBy:
    """«атакованный получает отравление на X»: the card acquires «Отравление на Х» (glossary)."""

    amount: int
    who: Who
    by_x: bool = False
    """«отравление на X (максимум 3)» after a «X{counter}» cost: the X spent, at most ``amount``."""
    raise_most: int = 0
    """«отравление на 1 или +1 к отравлению (максимум до 3)»: a poisoned card's X goes up by one, to this at most."""
    by_amount: bool = False
    """«отравить ... на X, где X — величина отравления умершего существа»: X is the triggering event's (``Chain.amount``)."""


@dataclass(frozen=True, slots=True)
class HealSelf:
    """«излечиться на X» as a triggered effect: the source heals (glossary «Излечение (на Х)»)."""

    amount: int | None


@dataclass(frozen=True, slots=True)
class HealBy:
    """«излечить существо на X»: glossary «Излечение (на Х)» of a card the text names; ``amount`` None heals completely.

    ``by_amount``: «излечить на X существо в вашем отряде» after «получает X ран от отравления», X being the wounds of
    the triggering event (``Chain.amount``)."""

    amount: int | None
    who: Who
    by_amount: bool = False
    by_x: bool = False
    """«излечить ваше существо на X»: the X of the ability's cost or declaration (``Chain.x``)."""
    this_turn: bool = False
    """«излечить другое существо от ран, полученных в этот ход»: of the wounds it received this turn only
    (``CardState.turn_wounds``)."""
    bonus: HealBonus | None = None
    """«излечить существо на 1 (+1 к излечению героев)»: more healing for a card of a kind."""


@dataclass(frozen=True, slots=True)
class HealBonus:
    """«(+1 к излечению героев)»: a healed card fitting ``fits`` heals by ``amount`` more (glossary «Излечение (на Х)»:
    the X is the ability's, and the bracket adds to it for those cards only)."""

    fits: CardFilter
    amount: int


@dataclass(frozen=True, slots=True)
class Cure:
    """«снять с него отравление»: the card loses its poison marker (glossary «Отравление на Х»)."""

    who: Who


@dataclass(frozen=True, slots=True)
class TokenGain:
    """«получить {counter}» / «получает {counter}»: the source gains a token (Online 218.2)."""

    per_armor_left: bool = False
    """«получает X {counter}, где X количество оставшихся единиц {armor}»: as many as its armour has left this turn."""
    who: Who = Who.SELF
    """«Ваше существо получает {counter}»: the text's chosen target gains it (Who.CHOSEN) rather than the source."""


@dataclass(frozen=True, slots=True)
class TokenLoss:
    """«теряет все {counter}» / «теряет одну {counter}» (Online 218); «существо теряет {counter}»: the chosen target's
    (``Who.CHOSEN``), which loses one if it has one (glossary «Ярость»: a token it lacks can't be lost)."""

    all: bool
    who: Who = Who.SELF


@dataclass(frozen=True, slots=True)
class Acquire:
    """«получает [особенности] до конца хода»: acquired abilities with their duration (Online 407.1-407.2).

    Each ability is kept as its sentence's normalised text, the form an
    acquired ability takes on a card (``CardState.effects``), and is read
    by the same grammar as the printed text.
    """

    abilities: tuple[str, ...]
    who: Who
    duration: Duration
    most: int = 0
    """«(максимум +3)» after «получает +1 к {strike}»: at most this many of these gains in force at once (0: no cap)."""
    by_amount: bool = False
    """«получает {ova} X до конца хода, где X величина этого удара»: each ability takes the triggering attack's value
    as its X (Online 216.8: the value fixed at its Calculation object)."""


@dataclass(frozen=True, slots=True)
class AttackAt:
    """«особый удар на 2 по атаковавшему»: a triggered attack at a card the trigger names."""

    attack: Attack
    who: Who


@dataclass(frozen=True, slots=True)
class CloseCard:
    """«закрыть атакованное существо» (Online 209.1)."""

    who: Who


@dataclass(frozen=True, slots=True)
class WoundEach:
    """«ранить всех отравленных существ противника на 1»: every card in play fitting the description (Online 204.4).

    ``poisoned`` keeps only poisoned creatures (glossary «Отравление на Х»: «отравленное существо»).
    """

    amount: int
    spec: TargetSpec
    poisoned: bool = False
    around: bool = False
    """«ранить все карты, стоящие рядом с клеткой, на которой он находится»: the cards next to the source's cell (for a
    «При гибели» ability, the cell it died on)."""
    spell: bool = False
    """Written as «заклинание [имя] ...»: it does nothing to cards protected from spells or magic (Online 411.4)."""
    near_chosen_alike: bool = False
    """«каждое стоящее рядом с ним существо противника с таким же значением слабого {strike}»: the cards next to the
    chosen target whose printed weak strike equals the target's."""
    on_cell: bool = False
    """«каждое другое существо на этой клетке»: the cards sharing the source's cell with it (glossary «Бестелесность»)."""
    poison: int = 0
    """«ранить всех стоящих рядом существ противника на 1, они получают отравление на 1»: each card the description fits
    also gets «Отравление на Х» of this X, wounded or not (glossary «Отравление на Х»)."""
    edge: RowEdge | None = None
    """«ранить крайнюю правую карту противника в каждом ряду»: in each row of the battlefield, only the card of the
    description furthest to that side, as the source's controller sees the board."""


class RowEdge(Enum):
    """«крайнюю правую», «крайнюю левую»: the end of a row, as the player whose text it is sees it (Online 207.3)."""

    RIGHT = "правую"
    LEFT = "левую"


@dataclass(frozen=True, slots=True)
class ExtraLife:
    """«получает 3 дополнительные жизни» (Online 204.5), never past «Максимум Х жизней» (Online 204.3)."""

    amount: int
    who: Who


@dataclass(frozen=True, slots=True)
class ExtraLifeEach:
    """«ваши артефакты получают 1 дополнительную {health}»: each artifact of the squad (Online 204.5, 213.1)."""

    amount: int


@dataclass(frozen=True, slots=True)
class MeleeCappedAt:
    """«свести ближний удар по существу в вашем отряде к 1»: glossary «Сведение атаки к Х», a replacement effect: the
    value of the melee attack waiting at the target is at most ``x`` (rules/activated.py)."""

    x: int


@dataclass(frozen=True, slots=True)
class AttackLowered:
    """«уменьшить величину выбранного удара на 1», «ослабить выбранную немагическую атаку на 2 (минимум до 1)»: the
    value of the target's attack waiting on the stack for its Wound object (Online 216.11) is lowered by ``amount``,
    never below ``floor``; a value already at or below the floor is kept (rules/attack_weakening.py)."""

    amount: int
    floor: int = 0


@dataclass(frozen=True, slots=True)
class SplitTokens:
    """«ваши X существ могут получить {counter} или ваше существо может получить X {counter}»: X (the chain's
    ``amount``) tokens, one to each of X creatures named as the ability is declared, or all X to the one creature
    named alone (rules/shared_tokens.py)."""

    who: Who = Who.EACH_CHOSEN


@dataclass(frozen=True, slots=True)
class LifeLowered:
    """«получает -3 к {health} до конца хода»: ``amount`` negative lives (Online 204.5) that the card gives back as the
    turn ends (Online 313.2) (rules/negative_lives.py)."""

    amount: int
    who: Who


@dataclass(frozen=True, slots=True)
class StaysClosed:
    """«не открывается в свой следующий ход»: the card does not open at the start of its controller's next turn (Online 311.1)."""

    who: Who


@dataclass(frozen=True, slots=True)
class DestroyCard:
    """«уничтожить это существо»: the card receives a destruction effect that is not from wounds (Online 402.3)."""

    who: Who


@dataclass(frozen=True, slots=True)
class OpenCard:
    """«открыться» (Online 209.1)."""

    who: Who


@dataclass(frozen=True, slots=True)
class CloseOrWounds:
    """«это существо должно закрыться либо получить 2 раны (по выбору атакованного)»: the card's player chooses.

    An open card closes (Online 219.1) or takes ``amount`` wounds that are not
    an attack (Online 204.4); a card already closed cannot close, so it takes
    the wounds (Online 219.3: a closing effect on a closed card is not performed). The
    choice is the engine's ``CloseOrWoundsChoice`` decision.
    """

    amount: int
    who: Who


@dataclass(frozen=True, slots=True)
class RollBonusAgainst:
    """«ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода»: the creatures of the
    ability's controller add ``x`` to the rolls of their attacks at the card (Online 216.6), for the duration; kept
    on the card attacked (rules/dice.py)."""

    x: int
    duration: Duration
    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class NextRollIs:
    """«следующий бросок кубика Повелителя бездны равен 6»: the card's next die roll is not rolled but is ``value``
    (rules/dice.py); two such effects before a roll are one."""

    value: int
    who: Who = Who.SELF


@dataclass(frozen=True, slots=True)
class GainOrWounds:
    """«выбранное существо противника ... получает Не может передвигаться до конца хода или ранится на 3 (по выбору
    противника)»: the card's player chooses: it acquires the abilities (Online 407.1-407.2) or takes ``amount`` wounds
    that are not an attack (Online 204.4). The choice is the engine's ``GainOrWoundsChoice`` decision."""

    abilities: tuple[str, ...]
    duration: Duration
    amount: int
    who: Who


class RollOption(IntEnum):
    """The options of «+1 или -1 к броску кубика, или перебросить кубик», chosen as the ability is declared (the
    ``use`` action's ``x``; ``with +1`` / ``with -1`` / ``with reroll`` in the action language)."""

    PLUS = 1
    MINUS = 2
    REROLL = 3


@dataclass(frozen=True, slots=True)
class ChangeRoll:
    """«+1 или -1 к броску кубика, или перебросить кубик»: a die the target card rolled, whose Result object has not
    yet resolved, changes by ``step`` either way or is rolled again (rules/dice.py)."""

    step: int
    reroll: bool
    who: Who = Who.CHOSEN
    """The card whose die it is: the ability's target."""


@dataclass(frozen=True, slots=True)
class NextBonus:
    """«получает +X к следующему {strike}, где X — количество показанных карт (максимум +3)»: the source acquires a
    bonus to its next simple strike of the triggering event's X (``Chain.amount``), at most ``most``."""

    most: int


@dataclass(frozen=True, slots=True)
class ToGraveyard:
    """«положить его на кладбище»: the card goes from its owner's deck to his graveyard; it is not destroyed (glossary
    «Гибель»: no «при гибели»), and its deck is shuffled (Online 206.10)."""

    who: Who


@dataclass(frozen=True, slots=True)
class Redistribute:
    """«перераспределить 2 (или менее) раны с другого болотного существа на себя»: the target is healed of X wounds
    (X from 1 to ``most``, chosen as the ability is declared: ``Chain.x``) and the source wounded by as many as were
    healed (glossary «Перераспределение (на Х)»)."""

    most: int
    to: TargetSpec | None = None
    """«... на существо или существ противника»: the wounds go to further targets of this description, named after
    the healed one as it is declared (None: to the source itself)."""
    recipients: int = 1
    """«на существо или существ»: up to this many different cards receive them (never more than the X chosen)."""
    received: bool = False
    """«перераспределить эти раны на других ваших существ»: all the wounds the healed creature received from the strike
    its target description names (``TargetSpec.struck``), not an X chosen; as many cards as those wounds at most
    receive them, any of ``to`` but the healed creature (the source too)."""


@dataclass(frozen=True, slots=True)
class IncarnationToken:
    """«положите жетон инкарнации на существо на вашем кладбище» / «снять жетон инкарнации с ...»: one token on or off
    the chosen graveyard card, the tokens its «Инкарнация Х» counts (glossary «Инкарнация Х»)."""

    who: Who
    remove: bool = False


@dataclass(frozen=True, slots=True)
class TokenOrIncarnation:
    """«положите жетон инкарнации или {counter} на вашу карту»: the chosen card of the controller's gets an incarnation
    token if it lies in his graveyard (only there do they lie, glossary «Инкарнация Х»), a {counter} if it is in play
    (Online 218.2); ``TargetSpec.or_graveyard`` offers both."""

    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class MillTop:
    """«положите верхнюю карту колоды на кладбище»: the top card of the controller's deck goes to its owner's graveyard,
    seen by all (Online 206.7); the card's ``Point.MILLED`` abilities ask what it was (rules/milling.py)."""


@dataclass(frozen=True, slots=True)
class AcquireEach:
    """«ваши демоны получают +1 к сильному {strike} и {ova}1 или +1 к {ova} до конца хода»: every creature of the
    controller's squad that ``of`` describes acquires the abilities (Online 407.1-407.2), as the effect is carried out."""

    abilities: tuple[str, ...]
    duration: Duration
    of: CardFilter


@dataclass(frozen=True, slots=True)
class StrikeToStrong:
    """«свести {strike} вашего существа к сильному»: the target's simple strike, waiting for its Calculation object,
    counts as a strong one if it hits (Online 205.6, 216.8; READINGS)."""

    own: bool = False
    """«Может свести свой {strike} к сильному»: the source's own strike (the ability has no target)."""


@dataclass(frozen=True, slots=True)
class StaysOpen:
    """«не закрывается после этой атаки»: the source does not close as the triggering simple strike is paid (Online
    216.12); it still counts as having acted."""


@dataclass(frozen=True, slots=True)
class IfUnwounded:
    """«..., если после этого у Келе нет ран — [эффекты]»: effects carried out only if the source has no wounds once the
    effects before have been."""

    effects: tuple[TriggeredEffect, ...]


@dataclass(frozen=True, slots=True)
class Shown:
    """«если показанная карта {elite}», «если показана карта стоимостью 4 или менее», «если обе карты {ordinary}»: what
    every card a prophecy showed must be (and ``count`` of them must have been shown: «обе карты» is two)."""

    count: int = 1
    elite: bool | None = None
    max_cost: int | None = None
    odd_cost: bool | None = None
    incorporeal: bool | None = None
    """«если показана бестелесная карта»: a card with «Бестелесность»."""
    having: Keyword | None = None
    """«если показана карта с {regen}»: a card with that named ability."""
    named_in_play: bool | None = None
    """«если карта с таким же именем есть в одном из отрядов»: a revealed card of either squad bears the shown card's
    name (a hidden card's face is unknown, Online 415.1: READINGS)."""
    creature_except: frozenset[CardType] | None = None
    """«если показано существо (кроме летающих и симбиотов)»: a creature card (Online 208.2), of none of these types."""
    cost_of: Who | None = None
    """«существо противника стоимостью X ... (где X — стоимость показанной карты без учета элитности)»: the shown card's
    cost, gold or silver alike, is the printed cost of the ability's target of this role."""


class ShownValue(Enum):
    """«на величину ее {move}», «равное значению ее {regen}»: a number the shown card's print gives."""

    MOVE = "{move}"
    REGENERATION = "{regen}"


@dataclass(frozen=True, slots=True)
class IfShown:
    """«если [показанные карты ...] — [эффекты]»: effects carried out only when the prophecy's cards are such;
    ``condition`` None is «иначе», when no clause before it held. An effect with ``by_amount`` takes ``value`` of the
    shown card (at most ``most``)."""

    condition: Shown | None
    effects: tuple[TriggeredEffect, ...]
    value: ShownValue | None = None
    most: int | None = None


@dataclass(frozen=True, slots=True)
class Prophecy:
    """«Пророчество N»: the top N cards of its controller's deck are shown to both players, then the deck is shuffled
    (Online 206.8, 206.10; READINGS «Пророчество»); ``then`` are the effects that ask what was shown."""

    count: int
    then: tuple[IfShown, ...] = ()
    per_shown: AttackPerShown | None = None
    """«...; метание ножа на 1 за каждого показанного таким образом архаалита»: an attack at the ability's target by
    how many of the shown cards are such."""


@dataclass(frozen=True, slots=True)
class AttackPerShown:
    """«метание ножа на 1 за каждого показанного таким образом архаалита»: once the cards are shown, the source's
    attack at the target named as the ability was declared (Online 412.1), of ``attack``'s strength for each shown
    card of one of ``classes`` (none shown: no attack; READINGS «Метание за каждого показанного»)."""

    attack: Attack
    classes: frozenset[str]


class Destination(Enum):
    """Where a text moves a card to (Online 417.1: moving a card is a one-shot effect), as its words say; the cell must
    be free (Online 207.1: a cell holds one card)."""

    STRIKE_DIRECTION = "на 1 клетку в направлении удара"
    """The next cell on the line from the attacker's cell through the attacked card's (Online 207.6.a)."""
    ACROSS = "через свободную клетку ... на нее"
    """The cell a strike across a row passed over, between the source and the attacked card (glossary «Удар Через
    Ряд»)."""
    OWN_HALF_NEXT_TO_SOURCE = "на клетку вашей половины поля боя рядом с собой"
    """A cell of the source's controller's half next to the source (Online 207.3, 207.7)."""
    NEIGHBOUR_NEXT_TO_SOURCE = "на соседнюю клетку рядом с собой"
    """A cell next to the moved card that is also next to the source (Online 207.7)."""
    STEP = "на соседнюю клетку (но не по диагонали)"
    """A neighbouring cell of the moved card in its row or column (Online 203.2, 207.6)."""
    DIAGONAL = "на 1 клетку по диагонали"
    """A neighbouring cell of the moved card in another row and another column (Online 207.6)."""
    ANY_FREE = "на любую незанятую клетку поля боя"
    """Any free cell of the battlefield."""
    ANY_NEIGHBOUR = "на 1 клетку в любом направлении"
    """A free neighbouring cell of the moved card, in any of the eight directions (Online 207.6, 207.7)."""
    NEIGHBOUR_AWAY_FROM_SOURCE = "на одну клетку в любом направлении (кроме клеток рядом с собой)"
    """A free neighbouring cell of the moved card, in any of the eight directions, that is not next to the source
    (Online 207.6, 207.7; none when the source stands on no cell)."""
    NEXT_TO_ATTACKER = "на свободную клетку рядом с атаковавшим"
    """A free cell next to the attacker of the triggering attack (none when it stands on no cell)."""
    OWN_THIRD_ROW = "на свободную клетку вашего третьего ряда"
    """A free cell of the third row of the source's controller's half (Online 207.3.b)."""
    JUMP = "прыжок"
    """«может совершить прыжок, дальность 3»: a free cell within ``MoveCard.reach`` cells of the card, whatever stands
    between (glossary «Прыжок»: a triggered jump is a move, «Дальность Х»)."""
    VACATED = "на освободившуюся клетку"
    """«рядом с освободившейся клеткой перемещается на эту клетку»: the cell the source's jump left (``Chain.cell``), while
    it is free."""
    PASSED_OVER = "на эту клетку"
    """«..., только через свободную клетку, при этом переместиться на эту клетку»: the cell the attack passed over,
    between the source and the attacked card (``board.between``)."""


@dataclass(frozen=True, slots=True)
class MoveCard:
    """«переместить атакованное существо на 1 клетку в направлении удара», «переместить существо на любую незанятую
    клетку поля боя»: the card goes to a free cell the destination allows (rules/movement_effects.py). It is not the
    card's own movement: it gets no movement marker (Online 203.3) and declares nothing (203.11).

    ``refused_wounds``: «если атакованный не может или не хочет быть перемещен — [источник] ранит его на N»: the moved
    card's player may refuse, and a card that can't be moved takes the wounds instead (Online 204.4).
    """

    who: Who
    to: Destination
    refused_wounds: int = 0
    reach: int = 0
    """«прыжок, дальность 3»: how far a ``Destination.JUMP`` goes."""


@dataclass(frozen=True, slots=True)
class NextRollBonus:
    """«оно получает +1 к следующему броску кубика»: ``x`` is added to the card's next attack die at its Result object
    (Online 216.6), then the bonus is spent (rules/dice.py)."""

    x: int
    who: Who
    by_amount: bool = False
    """«+X к следующему броску кубика ..., где X дальность совершенного прыжка»: X is the triggering event's
    (``Chain.amount``: the cells the jump covered), with ``x`` added."""
    duration: Duration = Duration.END_OF_BATTLE
    """«до конца хода»: an unspent bonus goes then (Online 407.2)."""
    in_fight: bool = False
    """«свой следующий бросок кубика в сражении {strike}»: the card's next die in a fight, not of another attack."""


@dataclass(frozen=True, slots=True)
class Remember:
    """The card a trigger acted on is «это существо» of a later sentence («..., в конце хода выбранное существо
    противника, стоящее рядом с атакованным, также ...», «В конце хода противника, если это существо открыто ...»):
    marked until the turn ends for the source's ``Trigger.remembered`` abilities (rules/triggers.py)."""

    who: Who


@dataclass(frozen=True, slots=True)
class Remembered:
    """For a trigger about a card an earlier trigger of its source remembered (``Remember``) this turn: it triggers at
    its point once for each such card, which is its attacked role; ``open`` is «если это существо открыто»."""

    open: bool = False


@dataclass(frozen=True, slots=True)
class GainFlight:
    """«получить полет»: the creature becomes a flyer and goes to the Additional Zone (glossary «Полёт», Online
    211.2.a; rules/flight.py)."""

    who: Who = Who.SELF


@dataclass(frozen=True, slots=True)
class LoseAbility:
    """«потерять телепортацию»: the card has not that named ability from now to the end of the battle (Online 407.3)."""

    keyword: Keyword
    who: Who = Who.SELF
    duration: Duration = Duration.END_OF_BATTLE


@dataclass(frozen=True, slots=True)
class LoseMarker:
    """«При атаке по Джилле потерять маркер «ловкости»»: the card the role names loses its named marker, if it has it
    (the attacker's: the only creatures that can have it are the ones attacking the card, READINGS «Маркер ловкости»)."""

    marker: str
    who: Who = Who.ATTACKER


@dataclass(frozen=True, slots=True)
class IfRolled:
    """«бросить кубик; если выпало 5 и 6 [эффекты]»: the source rolls a die (a roll that «выбрасывает на кубике N»
    abilities see); the effects are carried out when it shows one of ``faces``, as it falls (no modifiers)."""

    faces: frozenset[int]
    effects: tuple[TriggeredEffect, ...]


@dataclass(frozen=True, slots=True)
class IfRolledAtLeast:
    """«бросить кубик, если выпало 6 или больше с учетом модификаторов [A], иначе [B]»: the source rolls a die, with
    its «+X к броскам кубика» texts when ``modified`` (kept within 1-6, Online 104.2.a); ``effects`` are carried out
    when the result is ``at_least`` or more, ``otherwise`` when it is less (rules/artifact_forms.py)."""

    at_least: int
    modified: bool
    effects: tuple[TriggeredEffect, ...]
    otherwise: tuple[TriggeredEffect, ...]


@dataclass(frozen=True, slots=True)
class BecomeCreature:
    """«стать существом с {move} 1, {strike} 5-6-7 и неповоротливостью»: the source, an artifact, is a creature from
    now until it leaves play (Online 208), with that movement and simple strike, and acquires the abilities named
    (``gains``, Online 407.1); rules/artifact_forms.py."""

    move: int
    strike: tuple[int, int, int]
    gains: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RollTable:
    """«бросьте кубик: если выпало 1 или 2 — A; если выпало 3 или 4 — B; если выпало 5 или 6 — C»: the source rolls a
    die as the ability resolves, after its target was named (Online 216.1.b, 216.5), and the row of the face it shows
    (no modifiers, glossary «Бросок кубика») is carried out on that target, if it fits the row's own description
    (``specs``, one for each row; rules/roll_tables.py)."""

    rows: tuple[IfRolled, ...]
    specs: tuple[TargetSpec, ...]


@dataclass(frozen=True, slots=True)
class CloseIfWounded:
    """«закройте атакованное существо, если оно получало раны от двух или более других выстрелов или метаний в этот
    ход»: the card closes (Online 209.1) if at least ``count`` other attacks of ``kinds`` dealt it wounds this turn
    (rules/wound_history.py)."""

    count: int
    kinds: frozenset[AttackKind]
    who: Who = Who.ATTACKED


@dataclass(frozen=True, slots=True)
class ArrangeDeck:
    """«посмотреть 3 верхние карты вашей колоды, затем положить их на верх или в низ вашей колоды в любом порядке, не
    перемешивая колоду»: the ability's controller alone sees his deck's top ``count`` cards and puts them back in the
    order he chooses, on top or (``bottom``) at the bottom too; the deck is not shuffled (the text overrides Online
    206.10). ``count`` 0 is «вернуть показанные карты на верх колоды в любом порядке»: the cards the triggering prophecy
    showed (``Chain.targets``), taken out of the shuffled deck (rules/deck_order.py)."""

    count: int
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class FixFight:
    """«сделать результатом сражения промах-промах (вместо бросков кубика)»: the target's fight, whose Roll object waits,
    has this result without dice: the tiers of the attacker's and the answering creature's strikes (rules/stack.py)."""

    tiers: tuple[int, int]
    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class Land:
    """«приземлиться на свободную клетку рядом с ней»: the card loses the flight it gained and is put on a free cell
    next to the attacked card, its controller choosing (glossary «Полёт»; rules/flight.py)."""

    who: Who = Who.SELF


@dataclass(frozen=True, slots=True)
class BecomeElement:
    """«стоящее рядом существо становится темным»: the card counts as of ``element`` from then on, until it leaves
    play (Online 206.8: a card changing zone is a new object; rules/elements.py)."""

    element: str
    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class GainClass:
    """«[существо] получает класс пират»: the card is of that class besides its own, to the end of the battle
    (``cards_in_play.classes_of``)."""

    name: str
    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class MustStrike:
    """«выбранное ... существо противника ... обязано 1 раз напасть на Умпи {strike}»: the card must declare one simple
    strike at the ability's source this turn, while it can (rules/obligations.py, Online 103.1)."""

    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class ForcedStrike:
    """«открытое существо противника наносит по стоящей рядом карте {strike} и закрывается»: the chosen creature
    declares its simple strike at the second target as the ability resolves (rules/fights.py, Online 205.2); it closes
    as a strike's payment does (Online 216.12), or, ``closes`` False («не закрываясь»), closes no one. ``who`` is the
    creature that strikes (a protection of it stops the effect, Online 411.1)."""

    closes: bool = True
    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class NeighboursStrike:
    """«все ваши существа, стоящие рядом с выбранным существом противника, сражаются с ним как с открытым, не закрываясь
    при этом»: each open creature of the squad next to the target declares its simple strike at it, which closes no
    one (glossary «Не закрываясь»); ``as_open``: the target answers each as an open card would (rules/fights.py)."""

    as_open: bool = False


@dataclass(frozen=True, slots=True)
class StrikeAsNear:
    """«сразиться с этим существом {strike} как со стоящей рядом открытой картой»: the source declares its simple strike
    at the chosen card wherever it stands, answered as by an open card (rules/fights.py, Online 205.5)."""

    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class LeashedAttacks:
    """«до конца хода противника Иринда блокирует все его атаки, пока оно не стоит на клетке рядом с ней»: for the
    duration, every attack of the chosen creature is blocked while it does not stand next to the ability's source
    (Online 410.1; rules/leashes.py)."""

    duration: Duration


@dataclass(frozen=True, slots=True)
class ShareWounds:
    """«выберите существо противника, оно получает «Когда Астральный двойник получает раны раниться на столько же»»:
    the chosen creature acquires, to the end of the battle, a triggered ability of its own: whenever the source is dealt
    wounds, it wounds itself as many (glossary «Раниться»; rules/triggers.py)."""

    who: Who = Who.CHOSEN


@dataclass(frozen=True, slots=True)
class BlockStrike:
    """«заблокировать этот удар»: the triggering melee attack is taken off the stack but for its Payment object, so it
    is paid (Online 410.1; rules/leap_blocks.py)."""


@dataclass(frozen=True, slots=True)
class DivideWounds:
    """«можете перераспределить полученные раны между небестелесными картами в вашем отряде»: the wounds the card
    ``who`` names received from the triggering attack (still on record, ``Chain.struck``) are divided by the ability's
    controller among the cards of his squad that have life and are not incorporeal, that card among them: it is healed
    of those it does not keep, the others wounded by their shares (glossary «Перераспределение (на Х)»;
    rules/wound_division.py)."""

    who: Who = Who.ATTACKED


@dataclass(frozen=True, slots=True)
class AttackEachNear:
    """«особый удар бивнями на 1 по каждой стоящей рядом карте противника, затем получить +1 ударам ...»: as the
    ability is carried out the source declares ``attack`` at each card of the opponent (a creature only with
    ``creatures``) on a neighbouring cell (Online 207.7), each attack its own chain (Online 216.1); the effects of
    ``then`` are carried out once those attacks have left the stack («затем»), or at once when there is none."""

    attack: Attack
    creatures: bool = False
    then: tuple[TriggeredEffect, ...] = ()


@dataclass(frozen=True, slots=True)
class IfNoEnemyNear:
    """«...; если после этого рядом с Раэром нет карт противника разряд на 3»: carried out once the effects before it
    have been (a move waiting for its cell too), when no card of the opponent stands on a cell next to the source
    (Online 207.7); an attack among ``effects`` is declared then, at the target named as the ability was declared
    (Online 412.1)."""

    effects: tuple[TriggeredEffect, ...]


@dataclass(frozen=True, slots=True)
class ChosenValueGain:
    """«выберите число, меньшее или равное X, где X — значение этого {strike}, при этом ваши существа справа и слева
    от Ревнителя Сеггера получают защиту от немагических атак такой величины ...»: as the ability is carried out its
    controller names a number from 1 to X (the triggering attack's value, fixed at its Calculation object, Online
    216.8; a value below 1 names none and nothing is gained), and ``gain`` is carried out with that number as the X of
    its ``by_amount`` abilities («такой величины»)."""

    gain: Acquire


@dataclass(frozen=True, slots=True)
class OneOf:
    """«получает либо A, либо B», «получает A, или B, или C (по вашему выбору, общему для всех целей)», «переместите
    это существо ..., или излечите его на 2, или оно получает ...»: the ability's controller chooses one option as it
    is carried out (the ``option_choice`` decision), and its effects are carried out. Before the turn (Online 310.2)
    each option is gains of the source's own (``Who.SELF``), made on each card it speaks of.

    ``each``: «каждый ваш тролль без ран»: every creature of the squad the filter describes (``unwounded``: with no
    wounds), instead of the source."""

    options: tuple[tuple[TriggeredEffect, ...], ...]
    each: CardFilter | None = None
    unwounded: bool = False

    def described(self) -> tuple[str, ...]:
        """Each option in words, for the decision («+2 к {strike} и +1 к {move}», «излечить на 2»; «нет» for an
        empty one, as after «может»)."""
        return tuple(" и ".join(_effect_words(e) for e in option) if option else "нет" for option in self.options)


def _effect_words(effect: object) -> str:
    """An option's effect in words (the records an option may hold)."""
    if isinstance(effect, Acquire):
        return " и ".join(effect.abilities)
    if isinstance(effect, ExtraLife):
        return f"{effect.amount} дополнительная {{health}}"
    if isinstance(effect, HealBy):
        return f"излечить на {effect.amount}"
    if isinstance(effect, MoveCard):
        return f"переместить {effect.to.value}"
    if isinstance(effect, NextRollBonus):
        return f"{effect.x:+d} к следующему броску кубика"
    if isinstance(effect, Prophecy):
        return f"пророчество {effect.count}"
    if isinstance(effect, WoundBy):
        return f"ранить {'хозяина ' if effect.who is Who.HOST else ''}на {effect.amount}"
    if isinstance(effect, GainFlight):
        return "полет"
    if isinstance(effect, LoseAbility):
        return f"потерять {effect.keyword.value}"
    if isinstance(effect, LoseMarker):
        return f"потерять маркер «{effect.marker}»"
    return type(effect).__name__


@dataclass(frozen=True, slots=True)
class HealHost:
    """«полностью излечить хозяина», «если хозяин [карты] болотный» (Торфяной змей): the card's host heals completely if
    it is of ``element`` as the effect is carried out (Online 210.2; glossary «Излечение (на Х)»)."""

    element: str


@dataclass(frozen=True, slots=True)
class HealByOpposite:
    """«излечиться на X, где X — величина {strike} существа напротив» after «При ударе»: the source heals by the
    printed simple strike of the creature on the cell opposite it (Online 207.8) in the row its strike hit with
    (Online 205.7; Online 104.2.b: a strength a text names is without modifiers), fixed as the ability triggers
    (``Chain.amount``, :func:`tolaria.berserk.rules.healing.opposite_strike`)."""


@dataclass(frozen=True, slots=True)
class PlaceCellMarker:
    """«положите маркер «костра» на свободную клетку (до конца хода противника), клетка с маркером «костра» считается
    занятой»: a named marker put on the free cell named at the declaration (``Use.cell``, Online 412.1), lasting as
    ``duration`` says (Online 407.2: with none written, to the end of the battle); ``occupies`` is the meaning «клетка
    с маркером считается занятой» (Online «Занятая клетка»; rules/cell_markers.py)."""

    name: str
    duration: Duration = Duration.END_OF_BATTLE
    occupies: bool = False


@dataclass(frozen=True, slots=True)
class PlaceCellMarkers:
    """«положите маркеры «врата» на три свободные клетки (сохраняются до конца хода противника)»: ``count`` markers of
    that name, each on another free cell its controller chooses as the effect happens (rules/marked_cell_moves.py),
    lasting as ``duration`` says; with fewer free cells than that, one on each."""

    name: str
    count: int
    duration: Duration = Duration.END_OF_BATTLE
    any_cell: bool = False
    """«выбранная клетка получает маркер «дрожь»»: any cell of the battlefield, a card on it or not."""


@dataclass(frozen=True, slots=True)
class LanternLight:
    """«выберите до 3 клеток подряд на одной прямой (в том числе по диагонали) от Бул'Багура — до конца вашего следующего
    хода карты получают на 1 рану больше от дальних атак, отравления и удара Бул'Багура, пока находятся на этих клетках
    (воздействие «свет фонаря»)»: up to ``length`` cells in a line from the source, its controller's choice as the
    effect happens, marked ``name`` for ``duration``; a card on them takes ``extra`` more wounds from ranged attacks,
    poison and the source's simple strike (rules/lantern_light.py)."""

    name: str
    length: int
    extra: int
    duration: Duration


@dataclass(frozen=True, slots=True)
class MoveCellMarker:
    """«может переместить «дрожь» на 1 клетку»: the source's own marker of that name goes to a cell next to the one it
    lies on (Online 207.7), its controller's choice as the effect happens (rules/marked_cell_moves.py)."""

    name: str


@dataclass(frozen=True, slots=True)
class TeleportToMarker:
    """«обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех стоящих рядом существ
    противника на 2; если не может переместиться — получает 3 раны»: the source goes to a free cell with a marker of
    that name (its controller's choice among several; a triggered teleport is a move, glossary «Прыжок»), and then
    each creature of the opponent next to its new cell is wounded by ``near_wounds``; with no such cell to go to it
    takes ``stuck_wounds`` wounds instead (rules/marked_cell_moves.py)."""

    marker: str
    near_wounds: int
    stuck_wounds: int


@dataclass(frozen=True, slots=True)
class ChainedPair:
    """«два стоящих рядом друг с другом существа получают маркер ледяной цепи до конца хода противника (когда они
    перестают стоять рядом друг с другом каждое из них ранится на 2-3-3 и ледяная цепь пропадает)»: the ability's two
    targets, next to each other, get the marker ``name`` for as long as ``duration`` says; once they no longer stand
    next to each other the marker goes and a delayed ability of the source wounds each by ``tiers`` (its die's row,
    Online 205.7.b; rules/chained_pairs.py)."""

    name: str
    duration: Duration
    tiers: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class EnemyFollowsMove:
    """«противник обязан переместить любое свое существо в том же направлении (относительно Тови); если он не может или
    не хочет этого делать — Тови получает +2 к следующему метанию (до конца вашего хода)»: after the source's movement
    its controller's opponent moves a creature of his one cell the way the source went (a text's move, Online 417.1),
    or refuses, and then the source gains ``instead`` (rules/followed_moves.py)."""

    instead: Acquire


@dataclass(frozen=True, slots=True)
class MarkerStage:
    """One count of a counted marker and what a card with that many means: «существо с одним маркером не может
    передвигаться»; ``restriction`` (a named ability the card has while it has at least ``count``) or ``destroys``
    («с тремя — уничтожается Тварью»: the marker's giver destroys it)."""

    count: int
    restriction: Keyword | None = None
    destroys: bool = False


@dataclass(frozen=True, slots=True)
class PlaceCountedMarker:
    """«Положить маркер «удушения» на [цель] (существо с одним маркером ..., с двумя — ..., с тремя — ...; удушаемое
    существо теряет маркеры, если рядом с ним нет Тварей противника)»: one more marker of that name on the target,
    which means what ``stages`` say for its count (Online 200.6); ``kept_near_own``: the card keeps them only while a
    card of its giver's name controlled by its opponent stands next to it (rules/counted_markers.py)."""

    name: str
    stages: tuple[MarkerStage, ...]
    kept_near_own: bool = False


@dataclass(frozen=True, slots=True)
class RowAttackCap:
    """«выбрать ряд половины поля боя противника; до конца хода противника сводит каждую атаку рядового существа
    противника к 1, пока оно стоит в выбранном ряду»: the row named at the declaration (``Use.cell``, any cell of it;
    Online 412.1) is marked, and while the marks last every attack of a matching creature standing in it is worth at
    most ``cap`` (glossary «Сведение атаки к Х»; rules/chosen_rows.py)."""

    cap: int
    attackers: Side
    """Whose creatures' attacks, from the ability's controller («существа противника»)."""
    ordinary: bool
    """«рядового существа»: only a creature that is not elite (Online 202.2: a silver crystal)."""
    half: Side
    """Whose half of the battlefield the row is chosen on («ряд половины поля боя противника»), ANY for either."""
    duration: Duration
    once_per_row: bool = False
    """«(1 раз за бой для каждого ряда)»: the ability may name each row once in the battle (Online 216.12)."""


class RowCount(Enum):
    """What the X of a row's delayed ability counts in the chosen row, as the ability triggers (rules/chosen_rows.py)."""

    UNWOUNDED_OWN_CREATURES = "количество ваших существ без ран в выбранном ряду"
    """The creatures of the ability's controller standing in the row with no wounds on them (Online 204.4)."""


@dataclass(frozen=True, slots=True)
class RowWoundsLater:
    """«выберите ряд, в начале вашего следующего хода ранить X существ противника на 1-2-2, где X — количество ваших
    существ без ран в выбранном ряду»: the row named at the declaration (``Use.cell``, any cell of it; Online 412.1)
    gets a delayed triggered ability (Online 405.5), which at the start of the controller's next turn names X
    opponent's creatures, X counted then (``counted``); its wounds are the card's trigger of
    ``Point.CHOSEN_ROW_LATER`` (rules/chosen_rows.py)."""

    counted: RowCount

    @property
    def half(self) -> Side:
        """Whose half the row is chosen on: «выберите ряд» names either (Online 207.3)."""
        return Side.ANY

    @property
    def once_per_row(self) -> bool:
        """No text of this form limits the rows it may name (Online 216.12)."""
        return False


@dataclass(frozen=True, slots=True)
class LimitMovers:
    """«в следующий ход противника он может перемещаться только 3-2-1 существами»: in the opponent's next turn he may
    declare movement with at most that many of his creatures; X-Y-Z counts are the row of a die the source rolls at
    the chain's Roll object (Online 205.7.b; rules/move_quotas.py)."""

    counts: tuple[int, int, int]

    @property
    def tiered(self) -> bool:
        """Whether the count depends on a die (X-Y-Z with different values)."""
        return len(set(self.counts)) > 1


@dataclass(frozen=True, slots=True)
class WoundCellLater:
    """«в начале вашего следующего хода все карты на этой клетке ранятся на 2 (воздействие «взрыв»)»: the cell the
    attacked card stands on now gets the named effect, which at the start of the controller's next turn wounds every
    card standing on it then (Online 311.4; rules/cell_markers.py)."""

    amount: int
    name: str


@dataclass(frozen=True, slots=True)
class Resurrect:
    """«Возродить существо (в закрытом виде)»: the target, a creature of the controller's graveyard, is taken into his
    squad on the free cell next to the source named at the declaration, closed if ``closed`` (glossary
    «Возрождение»; rules/summoning.py)."""

    closed: bool = False
    who: Who = Who.CHOSEN
    """The target taken: the first, or ``Who.SECOND`` after «изгнать существо с вашего кладбища, при этом возродить
    ...», whose first target is the exiled card."""


@dataclass(frozen=True, slots=True)
class ResurrectAsCompanion:
    """«он возрождается в качестве компаньона этого существа»: the source leaves its owner's graveyard to stand on the
    creature the trigger names as its companion (glossary «Возрождение»; Online 210.2-210.5; rules/companion_return.py)."""


class ExiledValue(Enum):
    """«где X — значение слабого {strike}», «Y — значение {health} изгнанного существа»: a number the exiled card's
    print gives (Online 104.2.b: a strength without modifiers; Online 204.1: the life allowance)."""

    WEAK_STRIKE = "значение слабого {strike}"
    MEDIUM_STRIKE = "значение среднего {strike}"
    STRONG_STRIKE = "значение сильного {strike}"
    LIFE = "значение {health}"


@dataclass(frozen=True, slots=True)
class GainExiledValues:
    """«получает +X к {strike} и +Y к {health}, где X — ..., а Y — ... изгнанного существа»: the card ``who`` names gains
    +X to its simple strike for the battle (Online 407.2) and Y additional lives (Online 204.2), X and Y read off the
    card the ability's first effect exiled (rules/exiled_values.py); ``None``: no such gain."""

    who: Who
    strike: ExiledValue | None = None
    life: ExiledValue | None = None


@dataclass(frozen=True, slots=True)
class TakeDestroyed:
    """«уничтожить [цель], при этом возродить его в закрытом виде под вашим контролем»: the target, once its destruction
    has put it into its owner's graveyard, is taken into the ability's controller's squad (from the opponent's
    graveyard, as the text says so) on the free cell next to the source named at the declaration (glossary
    «Возрождение»: the cell is a target too), closed if ``closed`` (rules/summoning.py)."""

    closed: bool


@dataclass(frozen=True, slots=True)
class TakeSymbiont:
    """«переместить на себя паразита со стоящего рядом вашего существа»: the target, a card of one of ``kinds`` hosted
    by a creature of the ability's squad next to the source, gets the source as its host (Online 210.11.a: a change of
    host moves it without its old host and destroys nothing); rules/symbiosis.py."""

    kinds: frozenset[CardType]
    host: TargetSpec
    """The old host, as the words describe it from the source («со стоящего рядом вашего существа»)."""


@dataclass(frozen=True, slots=True)
class MoveOntoHost:
    """«может переместиться на стоящее рядом существо противника» (Йоро): the source, a symbiont, changes host to the
    chosen creature (Online 210.11.a: it moves without its old host and destroys nothing); rules/symbiosis.py."""

    who: Who = Who.CHOSEN


class Spared(Enum):
    """«(кроме бестелесных и симбиотов)»: the creatures a description leaves out, in the genitive plural."""

    INCORPOREAL = "бестелесных"
    SYMBIOTES = "симбиотов"
    FLYERS = "летающих"


@dataclass(frozen=True, slots=True)
class SwapCards:
    """«поменять местами двух стоящих рядом с Руканом существ ..., при этом ранить каждое из них на 2-3-3»: the two
    targets change cells at once (glossary «Поменять местами»: a one-shot effect moving cards, Online 417.1, not a
    declared movement), then each of them is wounded or healed by the value of the row the source's die gave (Online
    205.7.b); rules/swapping.py."""

    next_to_each_other: bool = False
    """«двух ваших стоящих рядом друг с другом существ»: the two targets stand on neighbouring cells (Online 207.7)."""
    spared: frozenset[Spared] = frozenset()
    wounds: tuple[int, int, int] | None = None
    """«ранить каждое из них на X-Y-Z»."""
    heals: tuple[int, int, int] | None = None
    """«излечить каждое [лесное] из них на X-Y-Z»."""
    healed_element: str | None = None
    """The element the healed ones must be of («каждое лесное из них»), or None for each."""

    @property
    def tiered(self) -> bool:
        """Whether the effect has X-Y-Z values, so its chain has a Roll object (Online 205.7.b; a value «на X» is
        the same in every row, Online 205.7.a, and asks for no die)."""
        return any(v is not None and len(set(v)) > 1 for v in (self.wounds, self.heals))


@dataclass(frozen=True, slots=True)
class DiveOnto:
    """«переместить нелетающее существо противника на соседнюю клетку; потерять полет, получить {move}1 и
    переместиться на клетку, которую занимало это существо, при этом ранить его на 3-4-4»: once the chosen creature was
    moved (``MoveCard`` before it), the source, a flyer, loses flight for the battle (glossary «Полёт»: it becomes a
    creature with «Запас Движения 1»), is put on the cell the creature left and wounds it by the value of the row its
    die gave (Online 205.7.b); rules/flight.py."""

    wounds: tuple[int, int, int]

    @property
    def tiered(self) -> bool:
        """Whether the wounds are X-Y-Z, so the chain has a Roll object (Online 205.7.b)."""
        return len(set(self.wounds)) > 1


@dataclass(frozen=True, slots=True)
class SwapAndFight:
    """«если оно стоит рядом с атакованным может поменяться с ним местами, при этом сразиться с целью его атаки (не
    закрываясь)»: after a creature of the squad missed (the attacker role), the source and that creature change cells at
    once (glossary «Поменять местами»), then the source, now on the attacker's cell, declares its simple strike at the
    attacked card (a fight, Online 205.6), closing no one (glossary «Не закрываясь»); rules/swapping.py."""


@dataclass(frozen=True, slots=True)
class FinishOff:
    """«При {strike} — добивание на X, где X — количество клеток, на которое передвинулся Килсус в этот ход»: glossary
    «Добивание на Х» as a triggered effect: the chosen neighbouring corporeal creature is destroyed if its current life
    is X or less, X counted as it resolves (``moved``: the cells the source's declared movements covered this turn)."""

    x: int = 0
    moved: bool = False


class SummonCell(Enum):
    """Which cell a «вызвать» text puts the summoned card on (glossary «Вызов»: the cell is the summon's target)."""

    NEXT_TO_SOURCE = "рядом"
    """The default: a free cell next to the card that summons (glossary «Вызов»: «рядом с картой применившей Вызов,
    если не сказано иначе»)."""
    SOURCE_CELL = "на клетку, где он находился"
    """«вызвать на клетку, где он находился», «вызвать на его клетку»: the cell the source stands on as the ability is
    declared (it leaves that cell by an earlier effect of the same text); «на клетку, которую оно занимало» after «изгнать
    это дитя Кронга»: the cell the exiled card stood on."""
    DEAD_CELL = "на месте погибшего"
    """The cell the dead card of a «при гибели [существа]» ability stood on (``Chain.cell``)."""
    ANY_FREE = "на любую свободную клетку поля боя"
    """Any free cell of the battlefield."""
    NEAR_OWN = "на клетку, рядом с которой стоит N или более ваших существ"
    """«на клетку, рядом с которой стоит 8 или более ваших существ»: a free cell with at least ``Summon.near`` of the
    controller's creatures on the cells next to it (Online 207.7)."""


@dataclass(frozen=True, slots=True)
class SummonedCard:
    """What a «вызвать» text says the summoned card must be, in printed terms (Online 104.2.b), as it lies in the deck:
    «{ordinary} местность стоимостью 5 или менее», «артефакт стоимостью 6 или менее», «Эльма»."""

    types: frozenset[CardType] = frozenset()
    """«существо», «артефакт», «местность»: one of these types (empty: any card)."""
    element: str | None = None
    elite: bool | None = None
    max_cost: int | None = None
    named: str = ""
    """«вызвать Эльма»: a card of that name, the words as the text declines them (``cards.names_card``)."""
    excluded: frozenset[CardType] = frozenset()
    """«(кроме симбиотов)»: not of these types."""
    classes: frozenset[str] = frozenset()
    """«демона»: a card of one of these classes, as printed."""
    same_name: bool = False
    """«демона с таким же названием»: a card bearing the name of the card the trigger speaks of (its attacked role)."""
    costlier_by: int = 0
    """«дитя Кронга дороже на 1 кристалл»: a card whose printed cost is the exiled card's plus this."""
    itself: bool = False
    """«вызвать его» in the source's own text: the source itself, lying in its owner's deck (Отряд карателей shown by a
    prophecy)."""
    shown: bool = False
    """«пророчество 1; если показано существо ... может вызвать его»: the card the text's prophecy showed, still lying in
    the deck (``Chain.shown``)."""


@dataclass(frozen=True, slots=True)
class Summon:
    """«Вызвать [карту] (на клетку ...) (в закрытом виде)»: a card of the controller's deck that fits ``card``, chosen
    by him as the Wound object resolves, taken into his squad on the summon's cell (glossary «Вызов»;
    rules/summoning.py)."""

    card: SummonedCard
    cell: SummonCell = SummonCell.NEXT_TO_SOURCE
    closed: bool = False
    unless_own: CardType | None = None
    """«если в вашем отряде нет местности вызвать ...»: nothing is summoned while the squad holds a card of this type."""
    also: tuple[SummonedCard, ...] = ()
    """«либо существо стоимостью 8 {ordinary} или менее, либо существо стоимостью 6 {elite} или менее»: other
    descriptions a summoned card may fit instead of ``card``."""
    exiled_wounds: bool = False
    """«с тем же числом ран, что у изгнанного существа»: the card enters with the wounds the card this text exiled had."""
    near: int = 0
    """For ``SummonCell.NEAR_OWN``: how many of the controller's creatures must stand next to the cell."""
    poison_near: int = 0
    """«при этом существо, стоящее рядом с вызванным, получает отравление на 1»: a creature next to the summoned card,
    chosen with the card, is poisoned with this X (glossary «Отравление на Х»)."""
    one_life: bool = False
    """«она входит в игру с 1 {health}»: the card enters with wounds enough to leave it one life (Online 204.6)."""
    or_graveyard: bool = False
    """«вызвать или возродить [карту]»: a fitting card of the controller's graveyard may be taken instead, resurrected
    (glossary «Возрождение»: into his squad, on the summon's cell)."""
    illusion: bool = False
    """«(оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других особенностей)»: the
    card enters without its printed abilities, with «Бестелесность» and «изгоняется, когда получает раны» alone
    (rules/summoning.py ``ILLUSION``)."""


@dataclass(frozen=True, slots=True)
class Exile:
    """«изгнать Перевертыша» (the source), «изгнать это дитя Кронга» (the trigger's killer, the attacker role): the card
    leaves the battle for good (rules/summoning.py; READINGS «Изгнать»)."""

    who: Who = Who.SELF


@dataclass(frozen=True, slots=True)
class DeckToGraveyard:
    """«если на вашем кладбище нет существ такой же стоимости (без учета элитности) вы можете положить существо этой
    стоимости из вашей колоды на кладбище»: with no creature of the attacked card's printed cost in his graveyard, the
    controller may put one such creature of his deck there, chosen as it resolves (rules/summoning.py)."""


@dataclass(frozen=True, slots=True)
class DeclareValhalla:
    """«объявить особенность вальхаллы вашего существа на кладбище»: the target's «Вальхалла» abilities are declared now,
    as they are at its owner's turn start, each with its own target (READINGS «Вальхалла»; rules/summoning.py)."""


@dataclass(frozen=True, slots=True)
class PreventNext:
    """«Пустыня Дзара предотвращает следующую 1 рану от немагических атак по вашим картам до конца хода противника»: a
    prevention effect (Online 420.1) of ``amount`` wounds, kept by the source for its controller's cards (creatures
    only with ``creatures``) against the attacks of ``attacks``, used up by the next such wounds (Online 420.4) until
    ``duration`` ends (Online 420.6) or the source leaves play (Online 420.7; rules/prevention.py).

    ``later``: «в следующий ход противника предотвращает ...», it prevents only in the opponent's next turn, which is
    also when it ends."""

    amount: int
    attacks: AttackScope
    creatures: bool
    duration: Duration
    later: bool = False


@dataclass(frozen=True, slots=True)
class ReturnToDeck:
    """«вернуть Тайник Эллиона в колоду»: the source goes into its owner's deck, which is shuffled (glossary
    «Возвращается в колоду», Online 206.10)."""


TriggeredEffect = (WoundBy | PoisonBy | HealSelf | HealHost | HealByOpposite | HealBy | Cure | TokenGain | TokenLoss | Acquire | AttackAt
                   | CloseCard | OpenCard | StaysClosed | WoundEach | ExtraLife | DestroyCard | ExtraLifeEach
                   | CloseOrWounds | ChangeRoll | Prophecy | StaysOpen | IfUnwounded | StrikeToStrong
                   | IncarnationToken | Redistribute | ToGraveyard | NextBonus | MoveCard | GainOrWounds | NextRollIs
                   | RollBonusAgainst | OneOf | MustStrike | NextRollBonus | Remember | ShareWounds | DivideWounds | BlockStrike | MeleeCappedAt
                   | AttackLowered | LifeLowered | SplitTokens
                   | GainFlight | LoseAbility | LoseMarker | IfRolled | RollTable | ArrangeDeck | CloseIfWounded | FixFight | Land
                   | GainClass | PlaceCellMarker | PlaceCellMarkers | MoveCellMarker | LanternLight | TeleportToMarker
                   | EnemyFollowsMove | ChainedPair
                   | RowAttackCap | RowWoundsLater | TokenOrIncarnation | MillTop | AcquireEach | LimitMovers | WoundCellLater | Resurrect
                   | GainExiledValues | ResurrectAsCompanion | SwapCards | TakeSymbiont | MoveOntoHost
                   | FinishOff | ChosenValueGain | AttackEachNear | IfNoEnemyNear
                   | BecomeElement
                   | Summon | ReturnToDeck | Exile | DeclareValhalla | DeckToGraveyard | PreventNext | ForcedStrike
                   | LeashedAttacks | NeighboursStrike | StrikeAsNear | IfRolledAtLeast | BecomeCreature
                   | TakeDestroyed | SwapAndFight | DiveOnto | PlaceCountedMarker)


@dataclass(frozen=True, slots=True)
class AttackCondition:
    """Which attacks set a «при атаке» / «при атаке по» ability off: kinds and strength rows, hit or miss,
    and what the other card must be («по закрытому существу»).

    ``scope`` empty kinds means any attack; ``outcome`` None means hit or miss.
    """

    scope: AttackScope
    outcome: Outcome | None = Outcome.HIT
    other: CardFilter | None = None
    declared_only: bool = True
    """«в нападении»: only the card's own declared attack, not its counter-strike (the default reading)."""
    by_creature: bool = False
    """For ``Point.SQUAD_ATTACK``: «вашего существа» (a creature) rather than «вашей карты» (any card)."""
    spared: frozenset[Spared] = frozenset()
    """For ``Point.SQUAD_ATTACK``: «вашего существа {strike} (кроме летающих и симбиотов)», the attackers left out."""


@dataclass(frozen=True, slots=True)
class WoundedCard:
    """For ``Point.SQUAD_WOUNDED``: which card of the squad, wounded by whose attack («Когда ваше существо с броней
    получает раны от атаки в первый раз за ход», «Когда ваш стоящий рядом артефакт получает раны от атаки карты
    противника»)."""

    artifact: bool = False
    """«ваш артефакт» (Online 213.1) rather than «ваше существо»."""
    having: frozenset[str] = frozenset()
    """«с броней»: the card has one of these abilities as it is wounded (a keyword's value)."""
    adjacent: bool = False
    """«стоящий рядом»: on a cell next to the ability's card (Online 207.7)."""
    by_opponent: bool = False
    """«от атаки карты противника»: the attacking card is the opponent's."""
    first_in_turn: bool = False
    """«в первый раз за ход»: the first attack this turn that wounded the card (``FIRST_WOUND``)."""
    kinds: frozenset[AttackKind] = frozenset()
    """«При дальней атаке по существу»: only the wounds of an attack of these kinds (empty: any attack, a fight's
    counter-strike being a simple strike)."""


@dataclass(frozen=True, slots=True)
class HalfCrossing:
    """«с половины поля боя противника на вашу половину поля боя»: a move from one half to the other (Online 207.3);
    ``home`` is toward the card's controller's half."""

    home: bool


@dataclass(frozen=True, slots=True)
class PlaceCondition:
    """«если стоит в вашем первом ряду»: the source's row, counted from its controller's side (Online 207.2).

    ``enemy``: «на клетку третьего ряда противника», the row counted on the opponent's half (Online 207.3.b)."""

    row: int
    enemy: bool = False


class Side(Enum):
    """Whose card a target description allows: «существо противника», «ваше существо», or either."""

    ANY = "любое"
    OPPONENT = "противника"
    OWN = "ваше"


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability (Online 405): its trigger point, conditions and effects, in the text's order."""

    point: Point
    effects: tuple[TriggeredEffect, ...]
    text: str
    attack: AttackCondition | None = None
    whose: Whose = Whose.ANY
    place: PlaceCondition | None = None
    other: CardFilter | None = None
    """For «при гибели [существа]»: which dying card counts; for ``Point.KILLS`` («когда уничтожает существо
    противника»): only a creature it destroys counts."""
    condition: Condition | None = None
    """«Строй: в начале вашего хода ...»: the ability triggers only while the condition holds."""
    optional: bool = False
    """«может»: its controller may decline to declare it (Online 405.3)."""
    chooses: bool = False
    """Its controller chooses a target as he declares it (an attack «выстрел на 2», or ``target``)."""
    opponent_chooses: bool = False
    """«(по его выбору)»: the target is chosen by the controller's opponent instead, as the ability is declared."""
    target: TargetSpec | None = None
    """The description the chosen target must fit, for a text effect («ранить существо противника на 1»)."""
    limit: Limit | None = None
    """«(1 раз за ход)»: how often it may trigger."""
    wounds: int = 0
    """For «Когда получает N или более раны от одной атаки»: the fewest wounds of one attack that set it off."""
    diagonal: bool = False
    """For «При перемещении по диагонали»: only a move to a cell in another row and another column (Online 207.7)."""
    adjacent: bool = False
    """For «При движении [карты] на соседнюю клетку»: only a movement ending on a cell next to the one it left (Online
    207.7)."""
    tokens: int = 0
    """For ``Point.SQUAD_LOSES_TOKENS``: the fewest tokens lost at once that set it off; for
    ``Point.GAINS_NTH_TOKEN``: the count («третью {counter}») whose gain sets it off."""
    costlier: bool = False
    """For ``Point.SQUAD_KILLS``: «карту противника большей стоимости, чем оно само (без учета элитности)»."""
    side: Side = Side.ANY
    """For «при гибели существа противника» / «при гибели вашего Кракена»: only a card of the ability's controller's
    opponent, or only one of his own squad."""
    wounded: WoundedCard | None = None
    """For ``Point.SQUAD_WOUNDED``: the wounded card of the squad."""
    crossing: HalfCrossing | None = None
    """For ``Point.TELEPORTED`` and ``Point.MOVE``: the halves the move must go between."""
    remembered: Remembered | None = None
    """It speaks of the cards an earlier trigger of its source remembered this turn (``Remember``)."""
    per_token: bool = False
    """«X разрядов на 2, где X количество {counter} на [карте]»: as many chains of it as the card has tokens as it
    triggers, each with a target of its own (Online 405.1)."""
    playable: int = 0
    """For an attack's own effects («Особый удар на 3; при этом атакованное существо получает отравление на 1»): only
    the attack of the card's N-th playable ability sets it off (0: any attack the condition names)."""
    poisoned_prey: bool = False
    """For ``Point.CORPSE_EATING``: «если уничтожил существо с отравлением»: only when the eaten creature was poisoned
    as it died (its poison's X is then ``Chain.amount``)."""
    sole_tokens: bool = False
    """«(не может получать {counter} другим способом)»: the card gains tokens by this ability only (no accumulation,
    Online 218.3, and no other ability's gain)."""
    token_bonus: int = 0
    """«разряд на 1 (+2 к разряду за каждую {counter})»: added to each row of its attack for each token of the source
    as the ability triggers."""
    target_count: int = 0
    """«Два выбранных существа получают ...»: this many different targets (``target``), chosen one by one as it is
    declared (Online 412.1); 0: one, or X by ``targets_by_amount``."""
    targets_by_amount: bool = False
    """«ранить X карт на 1, где X – число жетонов инкарнации на Поганище»: X different targets (``target``), X being
    ``Chain.amount`` as it triggers, chosen one by one as it is declared (Online 412.1)."""
    nth: int = 0
    """For ``Point.KILLS``: «второе существо противника за бой»: only the N-th opponent's creature the card destroys by
    its attacks in the battle (0: any card the condition names)."""
    second: TargetSpec | None = None
    """«ваш йордлинг сражается {strike} со стоящей рядом картой противника»: a second target (``Who.SECOND``), named
    after the first as the ability is declared (Online 405.2, 412.1)."""
    taps: bool = False
    """A combined ability «{instant}{tap}: [точка срабатывания] [текст]» (Online 413): declared as a triggered ability,
    only while the source can pay by closing (Online 404.3), and closing it at its Payment object (Online 216.12)."""
    in_graveyard: bool = False
    """«В начале хода противника, если скелетный червь на кладбище — ...»: it triggers only while its source lies in
    its owner's graveyard (and never while it is in play)."""


# ------------------------------------------------------------------ playable text abilities (Online 404)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """A target description of a text ability: «стоящее рядом нелетающее существо противника» (Online 412.1).

    ``creature`` False allows any card («карту»); ``adjacent`` is «стоящее
    рядом» (Online 207.7); ``other`` is «другое» (not the source); ``filter``
    the adjectives («горное», «закрытое», «нелетающее»).
    """

    creature: bool = True
    side: Side = Side.ANY
    adjacent: bool = False
    other: bool = False
    filter: CardFilter | None = None
    near_subject: bool = False
    """«стоящее рядом с ним существо»: next to the card the trigger names (its attacked role), not to the source."""
    poisoned: bool = False
    """«существо с отравлением»: a creature with «Отравление на Х» (glossary)."""
    range: int | None = None
    """«Воздействие «бросок сети», дальность 2 — ...»: the target is at most this many cells from the source
    (Online «Дальность Х»)."""
    or_self: bool = False
    """«себя или стоящее рядом существо»: the source itself is a legal target too (else never, READINGS)."""
    rolled: bool = False
    """«+1 или -1 к броску кубика»: a card whose die roll waits on the stack for its Result object (Online 216.5-216.6)."""
    striking: bool = False
    """«{strike} вашего существа»: a creature whose simple strike waits on the stack for its Calculation object
    (Online 216.8)."""
    graveyard: bool = False
    """«существо на вашем кладбище»: a card in its controller's graveyard (Online 206.7: an open zone), not in play."""
    with_token: bool = False
    """«снять жетон инкарнации с вашего существа»: only a card with a token on it (one can't lose what it lacks)."""
    near_dead: bool = False
    """«стоящее рядом с погибшим существо»: on a cell next to the one the dead card stood on (``Chain.cell``)."""
    roll: int = 0
    """«когда бросок кубика существа равен 1»: with ``rolled``, the waiting die shows this number (0: any)."""
    partner: bool = False
    """«существо в строю с Рубаками Холверта»: a creature in formation with the source (Online «Строй»: of its squad,
    with Строй, revealed, next to it but not diagonally)."""
    moving: bool = False
    """«При перемещении существа противника»: a creature whose declared movement waits on the stack, not yet made
    (Online 203.2: its move chain has had no effect)."""
    fighting: bool = False
    """«Когда сражаются два открытых существа»: a creature whose simple strike's fight (two open creatures, Online 205.5)
    waits on the stack for its Roll object."""
    rows: frozenset[int] = frozenset()
    """«существо противника в его втором или третьем ряду»: it stands in one of these rows of its controller's half,
    counted from the middle line (Online 207.2)."""
    own_half: bool = False
    """«существо противника передвинулось на клетку вашей половины поля»: it stands on a cell of the ability's
    controller's half (Online 207.3)."""
    melee_attacked: bool = False
    """«ближний удар по существу в вашем отряде»: a card at which a melee attack waits on the stack for its Wound object
    (Online 401.3, 216.11)."""
    attacking: frozenset[AttackKind] = frozenset()
    """«выбранного удара», «выбранную немагическую атаку»: a card whose attack of these kinds waits on the stack for its
    Wound object (Online 216.11); the attack is named by its source (rules/attack_weakening.py)."""
    unwounded_by_attacks: bool = False
    """«существо, которое не получало ран от атак в этот ход»: no attack has dealt it wounds this turn (Online 216.11,
    rules/wound_history.py)."""
    opposite: bool = False
    """«стоящее напротив существо противника»: the card on the cell opposite the source (Online 207.8)."""
    near_first: bool = False
    """A second target «стоящей рядом» with the first target (Online 207.7), not with the source."""
    declaring: frozenset[str] = frozenset()
    """«при объявлении существом противника разряда, заклинания или магического удара»: a card whose declared chain of
    one of these kinds (``fights.DECLARED_KINDS``) waits on the stack, not yet carried out (Online 216.1)."""
    or_graveyard: bool = False
    """«на вашу карту» of «положите жетон инкарнации или {counter} ...»: a card of the side's in play, or one lying in
    its player's graveyard (Online 206.7)."""
    near_vacated: bool = False
    """«существо противника рядом с освободившейся клеткой»: on a cell next to the one the source's jump left
    (``Chain.cell``), which is still free."""
    struck: bool = False
    """«Когда существо получает раны от удара»: a creature that received wounds at the Wound object of a melee attack
    (or of a fight's counter-strike) whose chain is still on the stack (Online 216.11; ``Chain.struck``)."""
    max_cost_over_x: int | None = None
    """«стоимостью X+1 или менее»: the target's cost (Online 202.3.b: either eliteness) is at most the declared X of
    the cost («X{counter}», Online 404.3) plus this; judged with the X as the ability is declared."""


@dataclass(frozen=True, slots=True)
class Redirect:
    """«Перенаправить атаку со стоящего рядом существа в себя»: a playable redirection (Online 412), declared while the
    redirected chain's Target object is on top (412.3) against the card it attacks, which must fit ``source``;
    ``kinds`` empty means any attack. Its chain has a Wound and a Payment object only (412.4); at the Wound object the
    attack's target becomes the redirecting card (412.5). rules/redirection.py.

    «перенаправить выстрел или метание карты противника с вашего нелетающего существа в выбранное существо противника»:
    ``enemy``, only an attack of the opponent's card; ``to``, the card it goes to is named as the redirection is
    declared (its second target) and must fit that description (None: the redirecting card itself)."""

    attacked: TargetSpec
    kinds: frozenset[AttackKind] = frozenset()
    enemy: bool = False
    to: TargetSpec | None = None
    near_attacked: bool = False
    """«на стоящее рядом с ней существо»: the card it goes to stands next to the attacked card."""
    spell: bool = False
    """«Заклинание»: no effect when the card it goes to is protected from spells or magic (Online 411.4)."""
    once_per_attacked: bool = False
    """«(1 раз за ход для каждого атакованного существа)»: the card redirects at most one attack a turn away from each
    attacked creature (a mark on that creature, ending with the turn)."""
    from_self: bool = False
    """«перенаправить атаку с себя в другое ваше горное существо»: only an attack at the redirecting card itself."""


@dataclass(frozen=True, slots=True)
class TextAbility:
    """A playable ability whose text is effects rather than an attack: «Воздействие «...» — ранить существо на 1».

    ``spell`` marks «Заклинание» (stopped by «Защита от заклинаний» and
    «Защита от магии», Online 411.4); ``name`` is the quoted name, if any.
    """

    target: TargetSpec | None
    effects: tuple[TriggeredEffect, ...]
    spell: bool = False
    name: str = ""
    most: int = 1
    """«излечить до трех ваших лесных существ на 1»: up to this many different targets, each fitting ``target``, named
    at the declaration (Online 412.1); the effects happen to each in the order they were named."""
    second: TargetSpec | None = None
    """«ранить существо противника на X, при этом излечить ваше существо на X»: a second target of its own
    description, named after the first (``Who.SECOND``)."""


@dataclass(frozen=True, slots=True)
class SeveralAttacks:
    """«Три или менее разряда на 1 по разным существам», «Два магических удара на 2 (только по разным темным и/или
    степным картам)»: ``count`` attacks of one playable ability, each at a different card, all the targets named as it
    is declared (Online 400.2, 412.1) and each one an attack of its own (rules/several_attacks.py).

    ``fewer`` («или менее»): from one to ``count`` targets, else exactly ``count``; ``among`` is what each target must
    be («по разным существам»: a creature; «темным и/или степным картам»: of one of these elements)."""

    count: int
    fewer: bool = False
    among: CardFilter = CardFilter()
    chained: tuple[tuple[int, int, int], ...] = ()
    """«Разряд на 3; разряд на 2 в существо, стоящее рядом с целью первого разряда; разряд на 1 в существо, стоящее
    рядом с целью второго разряда»: the strengths of the further attacks, each at a card fitting ``among`` next to
    the target of the one before (the first attack's target is any such attack's); the targets are named in that
    order and need not all differ."""
    opponents: bool = False
    """«только по разным картам противника»: each target is a card of the opponent's."""
    per_cell_moved: bool = False
    """«X особых ударов ..., где X количество клеток, на которое передвинулся Кентавр в этот ход»: as many attacks as
    the cells the card's declared movements covered this turn (``count`` is 0, unused)."""
    mixed: tuple[Attack, ...] = ()
    """«Разряд на 1, метание на 1 (по разным картам)»: the further attacks, each of its own kind and strength, at
    different cards named in the order written (the first is the ability's own attack)."""
