"""Printed cards and their compiled abilities (Online 200-214, 403-414).

A :class:`CardDef` is what a card is before play: its properties (Online
200.7.a) and the abilities the compiler read from its Russian text. A card
whose text the compiler can't read carries ``unsupported``, the phrase it
stopped at; such a card is never guessed at, and decks refuse it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from tolaria.errors import UnknownCard

if TYPE_CHECKING:
    from tolaria.berserk.abilities import (
        Condition,
        Redirect,
        SeveralAttacks,
        Static,
        TextAbility,
        Trigger,
    )
    from tolaria.berserk.rules.blocking import Block

DATA = Path(__file__).resolve().parent / "data"


class CardType(Enum):
    """Online 208.1-208.2 (creature subtypes as types of their own), and the relaunch's companion."""

    CREATURE = "creature"
    FLYER = "flyer"
    ARTIFACT = "artifact"
    TERRAIN = "terrain"
    EQUIPMENT = "equipment"
    SYMBIOTE = "symbiote"
    PARASITE = "parasite"
    COMPANION = "companion"

    @property
    def is_creature(self) -> bool:
        return self in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE, CardType.PARASITE, CardType.COMPANION)


SUPPORTED_TYPES = frozenset({CardType.CREATURE, CardType.FLYER, CardType.ARTIFACT, CardType.TERRAIN, CardType.SYMBIOTE,
                             CardType.PARASITE, CardType.COMPANION})
ELEMENTS = ("Степи", "Леса", "Горы", "Болота", "Тьма", "Нейтральная")
NEUTRAL = "Нейтральная"


class Keyword(Enum):
    """Named permanent abilities the engine implements, by their glossary headings (Online Glossary)."""

    DIRECTED_STRIKE = "Направленный удар"
    UNANSWERED_STRIKE = "Безответный удар"
    ATTACK_EXPERIENCE = "Опыт в атаке"
    DEFENSE_EXPERIENCE = "Опыт в защите"
    SHOOTING_EXPERIENCE = "Опыт в стрельбе"
    CLUMSINESS = "Неповоротливость"
    ARMOR = "Броня"
    REGENERATION = "Регенерация"
    CORPSE_EATING = "Трупоедство"
    HORDE = "Орда"
    PROTECTION_FROM_SHOTS = "Защита от выстрелов"
    PROTECTION_FROM_DISCHARGES = "Защита от разрядов"
    PROTECTION_FROM_MAGIC = "Защита от магии"
    PROTECTION_FROM_SPELLS = "Защита от заклинаний"
    PROTECTION_FROM_POISON = "Защита от отравления"
    PROTECTION_FROM_STRIKES = "Защита от ударов"
    PROTECTION_FROM_THROWS = "Защита от метания"
    PROTECTION_FROM_FLYERS = "Защита от летающих"
    IGNORES_PROTECTION_FROM_FLYERS = "Игнорирует защиту от летающих"
    FORMATION = "Строй"
    DEFENDS_WITHOUT_CLOSING = "Выступая защитником, не закрывается"
    DEFENDS_ANY_NUMBER = "Может выступать защитником любое число раз за ход"
    CANNOT_DEFEND = "Не может выступать защитником"
    STAMINA = "Стойкость"
    VAMPIRISM = "Вампиризм"
    TELEPORTATION = "Телепортация"
    JUMP = "Прыжок"
    INCARNATION = "Инкарнация"
    MAX_LIFE = "Максимум жизней"
    POISON = "Отравление"
    DIAGONAL_MOVE = "Может двигаться по диагонали"
    FIGHTS_CLOSED = "Отражает удар как открытая карта"
    NOT_WITH_DARK = "Не может быть взят в отряд с темными существами"
    NOT_WITH_MOUNTAIN = "Не может быть взят в отряд с горными существами"
    CANNOT_ATTACK = "Не может нападать"
    WOUND_CAP = "Не может получить более Х ран за ход"
    DEFENDS_ANY_IN_ROW = "Может выступать защитником любому существу в своем ряду"
    DEFENDS_OWN_GROUND = "Может выступать защитником любому вашему нелетающему существу"
    ATTACKS_WITHOUT_CLOSING = "После нападения не закрывается"
    IGNORES_FORCED_DISCHARGE = "Игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту"
    MUST_STRIKE_CLOSED = "Обязан атаковать простым ударом закрытое существо противника"
    DEFENDED_NEAR_SELF = "Противник может перенаправить удар на любое свое существо, стоящее рядом"
    STRIKE_NOT_REDUCED = "Сила удара не может быть снижена"
    NO_DEFENDER = "Нельзя назначать защитника"
    CANNOT_SHOOT_OR_THROW = "Не может объявлять выстрел или метание"
    VAMPIRISM_LESS = "Вампиризм на X-N"
    """«Вампиризм на X-1, где X — число ран, нанесенных Вампиром»: «Вампиризм» of N less (the keyword's X is N)."""
    CANNOT_ACT = "Не может действовать"
    NO_TOKENS = "Не может получать {counter}"
    """«Хозяин Йоро не может получать {counter}»: the card gains no token (Online 218.2, 218.3)."""
    """No «Действие карты»: nothing it would pay for by closing (glossary «Действие карты»): rules/marker_effects.py."""
    CANNOT_MOVE = "Не может передвигаться"
    """No movement of its own (Online 203.2), «Прыжок» and «Телепортация» included (Online 203.12): rules/movement_effects.py."""
    NO_COUNTER_WOUNDS = "Не получает ран от ответных ударов"
    """A fight's counter-strike at it deals no wounds (Online 205.5, 216.11): rules/stack.py."""
    BACK_TO_DECK = "Вместо гибели возвращается в колоду"
    """Its destruction puts it into its owner's deck, shuffled, instead of the graveyard (glossary «Возвращается в
    колоду», «Гибель»; Online 206.10): rules/stack.py."""
    WOUNDED_ONLY_BY_STRIKES = "Получает раны только от простых ударов"
    WOUNDED_ONLY_BY_HOST = "Получает раны только от хозяина"
    """«Карлик Унд получает раны только от хозяина»: wounds from any card but its host are not dealt (Online 210.2)."""
    """Wounds from anything but a simple strike (Online 205.2, a fight's counter-strike included) are not dealt to
    it (Online 204.4): rules/stack.py."""
    NO_HEALING = "Не может излечиваться и получать дополнительные жизни"
    """No healing (glossary «Излечение (на Х)») and no additional lives (Online 204.5): rules/stack.py, keyword_abilities.py."""
    IGNORES_ABILITIES = "Игнорирует особенности атакованного существа"
    """Every attack of the card reads its target as without its own abilities (Online 408.3.a): rules/ignoring.py."""
    NOT_ATTACKED_BY_OWN = "Нельзя атаковать своими картами"
    """The cards of its own squad can't attack it (Online 412.1: an illegal target): rules/cards_in_play.attackable."""
    INCORPOREAL = "Бестелесность"
    """«Бестелесный: ...»: may step onto an occupied cell, dies for sharing one, is never healed nor poisoned
    (glossary «Бестелесность»): rules/incorporeality.py."""
    VAMPIRISM_ON_STRONG = "При сильном ударе вампиризм"
    """«При сильном {strike} вампиризм»: «Вампиризм» for the wounds of the card's own simple strike that hit strong
    (Online 205.4), not of its answering strike: rules/keyword_abilities.py."""
    POISON_HEALS = "Вместо ран от отравления излечивается"
    """«Когда Могильный демон должен получить X ран от отравления вместо этого излечить его на X (максимум на 3)»: its
    poison's Wound object heals it instead, by at most the keyword's X: rules/markers.py."""
    STRIKES_FLYERS = "Может атаковать летающих простым ударом"
    """A creature on the battlefield may declare its simple strike at a flyer in the Additional Zone (which Online
    211.4-211.5 allow only flyers, and 211.9 one that closed for it): rules/targets.py."""
    SHOOTS_ADJACENT = "Может стрелять по стоящим рядом картам"
    """Changes nothing the engine does: no Online rule sets a ranged attack a minimum distance (READINGS)."""
    THROW_RANGE_FIXED = "Дальность метания не может быть изменена"
    """«Дальность метания Дикого циклопа не может быть изменена»: no text adds to the range of its throws:
    rules/modifiers.range_bonus."""
    STRIKE_RANGE = "Удар с дальностью"
    """«Может объявлять {strike} с дальностью 2»: the card's simple strike may be declared at a card up to X cells away
    (glossary «Дальность Х») as well as at the adjacent ones: rules/targets.py."""
    STRIKES_ANY_ENEMY = "Может нападать простым ударом на любую карту противника как на стоящую рядом"
    """The card's simple strike may be declared at any card of the opponent on the battlefield, as at an adjacent one
    (Online 205.2 asks adjacency of a ground creature's strike; 103.1 the text overrides it): rules/targets.py."""
    VALHALLA_TWICE = "Первая за ход способность Вальхаллы вашей карты срабатывает дважды"
    """The first «Вальхалла» ability of its squad's graveyard to trigger in a turn triggers once more, while the card
    is in play (READINGS «Вальхалла»): rules/valhalla.py."""
    FIRST_STRIKE_UNANSWERED = "Первый за ход простой удар безответный"
    """«первый за ход {strike} вашего существа становится безответным»: the card's first simple strike of the turn is
    not answered (Online «Безответный Удар»): rules/valhalla.py."""
    IGNORES_ARMOR = "Игнорирует броню"
    """The card's attacks deal their wounds through the target's «Броня Х» (glossary «Броня Х»: the wounds it would
    prevent are dealt): rules/stack.deal_wounds."""


NOT_EXECUTED: frozenset[Keyword] = frozenset()
"""Named abilities the compiler reads but the engine does not yet carry out: a card with one is unsupported."""


class AttackKind(Enum):
    """Online 401.3-401.5 and the glossary: the kinds of attack, with what they are."""

    SIMPLE = "простой удар"
    SPECIAL = "особый удар"
    SHOT = "выстрел"
    THROW = "метание"
    DISCHARGE = "разряд"
    MAGIC = "магический удар"
    ACROSS_ROW = "удар через ряд"

    @property
    def ranged(self) -> bool:
        return self in (AttackKind.SHOT, AttackKind.THROW, AttackKind.DISCHARGE, AttackKind.ACROSS_ROW)

    @property
    def magical(self) -> bool:
        return self in (AttackKind.DISCHARGE, AttackKind.MAGIC)

    @property
    def answered(self) -> bool:
        """Only a simple strike is answered by an open creature (Online 205.6; «Особый Удар», «Магический Удар»)."""
        return self is AttackKind.SIMPLE


@dataclass(frozen=True, slots=True)
class Named:
    """A named permanent ability with its X (Online 414.3; X is 1 where the glossary says so)."""

    keyword: Keyword
    x: int = 0


@dataclass(frozen=True, slots=True)
class Cost:
    """What precedes the colon (Online 404.2): [Закрыть], N [Фишка], and whether it is [Внезапное действие]."""

    tap: bool = False
    tokens: int = 0
    instant: bool = False
    x: bool = False
    """«X{counter}»: X tokens its controller chooses as he declares it, at least one (``tokens`` is then 1)."""
    lives: bool = False
    """«Снимите X дополнительных жизней с [карты], при этом — ...»: with ``x``, the X is paid in the card's additional
    lives (Online 204.2), not tokens (``tokens`` is then 0; rules/life_costs.py)."""
    payer: str = ""
    """«{instant}, снимите дополнительную {health} с вашего слуа; ...»: one additional life of a creature of the squad
    of this class (the card itself may be one), named after the target as the ability is declared and taken off then
    (rules/life_costs.py)."""


class AttackOnly(Enum):
    """«только по ...»: whom a playable attack may be declared at, besides its reach (Online 412.1)."""

    OPPONENTS_CARD = "только по карте противника"
    GREATEST_LIFE = "только по карте противника с наибольшим {health}"
    ON_CELL = "по карте на выбранной клетке"
    """«Метание «бомбы» на 1 по карте на выбранной клетке»: a card standing on a cell (not in the Additional Zone)."""
    OVER_FREE_CELL = "только через свободную клетку"
    """«Метание бревна на 3-4-4, дальность 2, только через свободную клетку»: a card two cells away on a line (a row, a
    column or a diagonal) with the cell between them free (``board.between``)."""


class AttackX(Enum):
    """«Магический удар на X, где X — ...»: what an attack's X counts when its value is fixed (Online 216.8)."""

    NEIGHBOURS_WEAK = "сумма слабых {strike} ваших существ справа и слева от [карты]"
    """The printed weak simple strikes (Online 104.2.b: without modifiers) of the revealed creatures of its squad on
    the cells left and right of it in its row."""
    OWN_WOUNDS = "число ран на [карте]"
    """The wounds on the card itself, up to «(максимум N)» (``Attack.x_most``)."""


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack ability: its kind, strength X-Y-Z (Online 205.6) and «Дальность Х» (None: any distance)."""

    kind: AttackKind
    strength: tuple[int, int, int]
    range: int | None = None
    per_x: int = 0
    """«на X+1», «+1 к удару за каждую потраченную {counter}»: added to each row for each token of a «X{counter}» cost."""
    only: AttackOnly | None = None
    """«Выстрел на 2, только по карте противника с наибольшим {health}»: a restriction on its target."""
    unanswered: bool = False
    """«простой безответный удар» made by a triggered ability: the target does not strike back (glossary
    «Безответный удар»); a simple strike of a text has the card's own strength X-Y-Z."""
    ignores: bool = False
    """«Выстрел «огненной стрелой» на 5 (игнорирует особенности атакованного существа)»: this attack's objects read
    its target as without its own abilities (Online 408.3; rules/ignoring.py)."""
    x_of: AttackX | None = None
    """«на X, где X — ...»: the strength, the same in every row, counted at the Calculation object."""
    x_most: int | None = None
    """«(максимум 4)» after the X's words: the greatest X."""
    several: SeveralAttacks | None = None
    """«Три или менее разряда на 1 по разным существам»: several such attacks declared at once (rules/several_attacks.py)."""
    as_strike: bool = False
    """«Магический удар той же величины, что и {strike} этого существа и +1 к этому удару»: ``strength`` is added, row
    by row, to the card's printed simple strike (Online 205.1.a) as the attack is declared."""


@dataclass(frozen=True, slots=True)
class Heal:
    """«Излечение (на Х)» (Online Glossary): ``amount`` None heals completely; ``own`` targets the source."""

    amount: int | None
    own: bool


@dataclass(frozen=True, slots=True)
class GainToken:
    """«Получить [Фишка]»: the source gains one token (Online 218.2)."""


@dataclass(frozen=True, slots=True)
class FinishingBlow:
    """«Добивание на Х»: destroy an adjacent corporeal creature with X or less current life."""

    x: int
    per_poisoned_near: bool = False
    """«Добивание на X+1, где X – число отравленных существ рядом с целью добивания»: ``x`` plus one for each."""


Effect = Attack | Heal | GainToken | FinishingBlow


class Per(Enum):
    """What a use limit counts in: «за ход» or «за бой»."""

    TURN = "ход"
    BATTLE = "бой"
    YOUR_TURN = "ваш ход"
    """«(3 раза за ваш ход)»: in its controller's turn only, so many times (READINGS)."""


@dataclass(frozen=True, slots=True)
class Limit:
    """«(1 раз за ход)», «(2 раза за бой)»: how often the ability may be used (Online 216.12)."""

    count: int
    per: Per


class MoveAxis(Enum):
    """«по вертикали» / «по горизонтали»: a movement along the card's column or its row (Online 207.6)."""

    VERTICAL = "по вертикали"
    HORIZONTAL = "по горизонтали"


@dataclass(frozen=True, slots=True)
class Playable:
    """A playable ability of the form «[cost]: [text]» (Online 404.2), with its use limit if the text sets one."""

    cost: Cost
    effect: Effect | TextAbility | Redirect | Block
    text: str
    limit: Limit | None = None
    moved_axis: MoveAxis | None = None
    """«Имеет [cost]: [text], если переместился хотя бы на 1 клетку по вертикали в этот ход»: the card has the ability
    only once its declared movement this turn has gone a cell along that axis (rules/movement_effects.py)."""
    condition: Condition | None = None
    """«Получает «[cost]: [text]», пока стоит рядом с ...»: the card has the ability only while the condition holds
    (rules/modifiers.holds; Online 406.1: checked whenever a player gets priority)."""
    graveyard: bool = False
    """«Пока на кладбище, имеет [cost]: [text]»: the card has the ability only while it lies in its owner's graveyard
    (Online 206.7), and there only (rules/graveyard_abilities.py)."""


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as printed and compiled (Online 200.7)."""

    name: str
    type: CardType
    element: str
    cost: int
    elite: bool
    unique: bool
    life: int
    move: int
    strike: tuple[int, int, int]
    classes: tuple[str, ...]
    text: str
    named: tuple[Named, ...] = ()
    playable: tuple[Playable, ...] = ()
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    unsupported: str | None = None
    set: str = ""
    number: int = 0

    def x(self, keyword: Keyword) -> int | None:
        """The greatest X of a named ability (Online 414.4), or None when the card lacks it."""
        best: int | None = None
        for n in self.named:
            if n.keyword is keyword and (best is None or n.x > best):
                best = n.x
        return best

    def has(self, keyword: Keyword) -> bool:
        for n in self.named:  # a loop, not any(): the rules ask this in their innermost loops
            if n.keyword is keyword:
                return True
        return False


STAYS_CLOSED = "Не открывается"
"""The acquired effect of «не открывается в свой следующий ход» (until its controller's next turn starts, 311.3) and of
«... не открывается в начале хода, пока [карта] в вашем отряде»: the card stays closed at its turn's start (311.1)."""

LOSES_ALL = "теряет все особенности"
"""The acquired effect (``CardState.effects``) of «[карта] теряет все особенности»: while a card has it, its printed
abilities are not in force, its acquired ones are (Online 407.4); rules/cards_in_play.defn reads it."""

AS_ARTIFACT = "#становится артефактом"
"""The acquired mark of a card that has become an artifact («переходит под контроль противника и становится
артефактом», rules/incarnation.py; «стать артефактом», rules/artifact_forms.py) until it leaves play (Online 206.8);
rules/cards_in_play.defn reads it (``as_artifact``)."""

AS_CREATURE = "#становится существом "
"""The acquired mark ``#становится существом M S1-S2-S3`` of an artifact that has become a creature with movement M and
simple strike S1-S2-S3 («стать существом с {move} 1, {strike} 5-6-7», rules/artifact_forms.py) until it leaves play
(Online 206.8); read by ``as_now`` (``as_creature``)."""



@cache
def blank(d: CardDef) -> CardDef:
    """The card with its properties and none of its printed abilities (Online 407.4, 408.2): what a card that lost
    them, or whose abilities an attack ignores, is read as (made once per card)."""
    return replace(d, named=(), playable=(), statics=(), triggers=())


@cache
def as_artifact(d: CardDef) -> CardDef:
    """The card become an artifact («становится артефактом»): an artifact's properties are its cost, eliteness and life
    (Online 213.1), so it has no movement and no simple strike; its text stays (made once per card)."""
    return replace(d, type=CardType.ARTIFACT, move=0, strike=(0, 0, 0))


@cache
def as_creature(d: CardDef, mark: str) -> CardDef:
    """The card become a creature («стать существом с {move} 1, {strike} 5-6-7»): a creature without a subtype (Online
    208) with the movement and simple strike of its ``AS_CREATURE`` mark; its text stays (made once per card and
    mark)."""
    move, strike = mark[len(AS_CREATURE):].split(" ")
    weak, normal, strong = (int(v) for v in strike.split("-"))
    return replace(d, type=CardType.CREATURE, move=int(move), strike=(weak, normal, strong))


def creature_mark(move: int, strike: tuple[int, int, int]) -> str:
    """The ``AS_CREATURE`` mark of a card become a creature with that movement and simple strike."""
    return f"{AS_CREATURE}{move} {strike[0]}-{strike[1]}-{strike[2]}"


class Marked(Protocol):
    """What ``as_now`` reads of an acquired effect (``state.Acquired``)."""

    @property
    def text(self) -> str: ...


def as_now(d: CardDef, effects: Iterable[Marked]) -> CardDef:
    """The printed card as its acquired marks make it now: an artifact (``AS_ARTIFACT``, Online 213.1), a creature
    (``AS_CREATURE``, Online 208), without its printed abilities (``LOSES_ALL``, Online 407.4)."""
    artifact, lost, creature = False, False, ""
    for e in effects:
        text = e.text
        if text == LOSES_ALL:
            lost = True
        elif text == AS_ARTIFACT:
            artifact = True
        elif text.startswith(AS_CREATURE):
            creature = text
    if artifact:
        d = as_artifact(d)
    if creature:
        d = as_creature(d, creature)
    return blank(d) if lost else d


def fold(name: str) -> str:
    """Names match case-insensitively with ё = е (berserk-scenarios.md)."""
    return " ".join(name.casefold().replace("ё", "е").replace("’", "'").split())


class CardDatabase:
    """The classic cards of one game, by name; a ruleset owns one (no process-global pools)."""

    def __init__(self, cards: list[CardDef]) -> None:
        self.cards = {c.name: c for c in cards}
        self._folded = {fold(c.name): c.name for c in cards}

    @classmethod
    @cache
    def bundled(cls) -> CardDatabase:
        from tolaria.berserk.compiler import compile_card

        raw = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
        return cls([compile_card(r) for r in raw])

    def with_cards(self, extra: list[CardDef]) -> CardDatabase:
        return CardDatabase([*self.cards.values(), *extra])

    def find(self, name: str) -> CardDef | None:
        key = self._folded.get(fold(name))
        return self.cards[key] if key is not None else None

    def get(self, name: str, where: str = "") -> CardDef:
        card = self.find(name)
        if card is None:
            raise UnknownCard(name, self.suggestions(name), where)
        return card

    def suggestions(self, name: str) -> list[str]:
        import difflib

        folded = fold(name)
        close = difflib.get_close_matches(folded, list(self._folded), 3, 0.5)
        return [self._folded[c] for c in close]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and fold(name) in self._folded

    def __iter__(self):
        return iter(self.cards.values())


def names_card(words: str, name: str) -> bool:
    """Whether ``words`` are the card's own name in some case («по Пешему латнику» for «Пеший латник»; each half of
    a hyphenated name declines: «по Пауку-пересмешнику»)."""
    said, own = words.replace("-", " ").split(), name.replace("ё", "е").replace("-", " ").split()
    if len(said) != len(own):
        return False
    return all(s.replace("ё", "е").startswith(o[:max(3, len(o) - 2)]) for s, o in zip(said, own, strict=True))
