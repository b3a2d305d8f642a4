"""Heroes cards: their records, the berserkdeck dump reader and the invented example cards.

No real card data ships (heroes-scenarios.md, "Setup and cards"): cards come
from a user's own dump in the berserkdeck card API's page format
(``--cards FILE``), from a scenario's ``test_cards``, or from the example
cards below, which are invented for demos and tests and named as examples.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from tolaria.berserk.cards import fold
from tolaria.errors import TolariaError, UnknownCard
from tolaria.heroes.abilities import Abilities, Keyword
from tolaria.heroes.compiler import Unsupported, compile_text


class CardDumpError(TolariaError):
    """A card dump that is not the berserkdeck format; names the file and its first bad record."""


class CardType(Enum):
    """ГЛ «Герой», «Существо», «Заклинание», «Карта поддержки»."""

    HERO = "hero"
    CREATURE = "creature"
    SPELL = "spell"
    SUPPORT = "support"


class SupportClass(Enum):
    """The classes of support cards, one of each per player (ГЛ «Карта поддержки»)."""

    WEAPON = "Оружие"
    ARMOUR = "Броня"
    AMULET = "Амулет"
    TERRAIN = "Местность"
    EVENT = "Событие"


class Element(Enum):
    """ГЛ «Стихия»: five elements and the neutral cards."""

    STEPPES = "Степи"
    FORESTS = "Леса"
    MOUNTAINS = "Горы"
    SWAMPS = "Болота"
    DARKNESS = "Тьма"
    NEUTRAL = "Нейтральная"


_TYPE_WORDS = {
    "hero": CardType.HERO, "герой": CardType.HERO,
    "creature": CardType.CREATURE, "существо": CardType.CREATURE,
    "spell": CardType.SPELL, "заклинание": CardType.SPELL,
    "support": CardType.SUPPORT, "карта поддержки": CardType.SUPPORT,
}
_CLASS_WORDS = {fold(c.value): c for c in SupportClass}
_ELEMENT_WORDS = {
    "степи": Element.STEPPES, "степь": Element.STEPPES, "леса": Element.FORESTS, "лес": Element.FORESTS,
    "горы": Element.MOUNTAINS, "гора": Element.MOUNTAINS, "болота": Element.SWAMPS, "болото": Element.SWAMPS,
    "тьма": Element.DARKNESS, "силы тьмы": Element.DARKNESS, "нейтральная": Element.NEUTRAL,
    "нейтральные": Element.NEUTRAL, "нейтрал": Element.NEUTRAL,
}


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's printed facts and its compiled text (or the phrase that made it unsupported)."""

    name: str
    type: CardType | None
    cost: int = 0
    health: int = 0
    attack: int = 0
    elements: tuple[Element, ...] = (Element.NEUTRAL,)
    classes: tuple[str, ...] = ()
    text: str = ""
    support_class: SupportClass | None = None
    abilities: Abilities = field(default_factory=Abilities)
    unsupported: str | None = None
    type_word: str = ""
    back: str = ""  # ГЛ «Обращенный»: the card's other side, a card of the database with «Обращенный» ("" none)

    @property
    def is_character(self) -> bool:
        return self.type in (CardType.HERO, CardType.CREATURE)


def make_card(name: str, type_word: str, cost: Any = 0, health: Any = 0, attack: Any = 0,
              elements: Iterable[str] = (), classes: Iterable[str] = (), text: str = "") -> CardDef:
    """A card from berserkdeck fields; ValueError for a field of the wrong kind, names it."""
    folded = fold(type_word)
    ctype = _TYPE_WORDS.get(folded)
    support = _CLASS_WORDS.get(folded)
    if support is not None:
        ctype = CardType.SUPPORT
    els: list[Element] = []
    for e in elements:
        el = _ELEMENT_WORDS.get(fold(str(e)))
        if el is None:
            raise ValueError(f"unknown element {e!r}")
        els.append(el)
    cls = tuple(str(c) for c in classes if c)
    if ctype is CardType.SUPPORT and support is None:
        support = next((_CLASS_WORDS[fold(c)] for c in cls if fold(c) in _CLASS_WORDS), None)
    for label, value in (("cost", cost), ("health", health), ("attack", attack)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise ValueError(f"{label} must be a whole number, got {value!r}")
    if not isinstance(text, str):
        raise ValueError(f"text must be text, got {type(text).__name__}")
    unsupported = None
    abilities = Abilities()
    if ctype is None:
        unsupported = f"unsupported card: type {type_word!r}"
    else:
        try:
            abilities = compile_text(text, is_spell=ctype is CardType.SPELL)
        except Unsupported as e:
            unsupported = f"unsupported card text: {e.phrase!r}"
    return CardDef(name=name, type=ctype, cost=int(cost or 0), health=int(health or 0), attack=int(attack or 0),
                   elements=tuple(els) or (Element.NEUTRAL,), classes=cls, text=text, support_class=support,
                   abilities=abilities, unsupported=unsupported, type_word=str(type_word))


class CardDatabase:
    """The cards one game may use, by name (case-insensitive, ё = е); later cards shadow earlier ones."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self.cards: dict[str, CardDef] = {}
        for c in cards:
            self.cards[fold(c.name)] = c
        self._given = dict(self.cards)  # as compiled, before the cards they create are checked
        for key, c in list(self.cards.items()):
            problem = self._creation_problem(c)
            if problem:
                self.cards[key] = replace(c, unsupported=problem)
        self._exact = {c.name: c for c in self.cards.values()}  # the engine looks names up as stored

    def _creation_problem(self, card: CardDef) -> str | None:
        """ГЛ «Создайте Х», ГЛ «Созданный»: a card it creates must be known, a «Созданный» creature or support card."""
        if card.unsupported:
            return None
        for name in card.abilities.created_cards():
            made = self._given.get(fold(name))
            if made is None or made.unsupported or made.type not in (CardType.CREATURE, CardType.SUPPORT) \
                    or made.abilities.value(Keyword.CREATED) is None:
                return f"unsupported card text: {name!r} is not a known «Созданный» creature or support card"
        for name in card.abilities.placed_cards():  # ГЛ «Помещённый»: «Список помещённых карт … в конце документа»
            made = self._given.get(fold(name))
            if made is None or made.unsupported or made.type is CardType.HERO \
                    or made.abilities.value(Keyword.PLACED) is None:
                return f"unsupported card text: {name!r} is not a known «Помещённый» card"
        return None

    def with_cards(self, extra: Iterable[CardDef]) -> CardDatabase:
        return CardDatabase([*self._given.values(), *extra])

    def find(self, name: str) -> CardDef | None:
        card = self._exact.get(name)
        return card if card is not None else self.cards.get(fold(name))

    def stored(self, name: str) -> CardDef:
        """A card by the name as the database stores it (every card in a game), else as :meth:`get`."""
        card = self._exact.get(name)
        return card if card is not None else self.get(name)

    def get(self, name: str, where: str = "") -> CardDef:
        card = self.find(name)
        if card is None:
            raise UnknownCard(name, self.suggestions(name), where)
        return card

    def suggestions(self, name: str) -> list[str]:
        close = difflib.get_close_matches(fold(name), list(self.cards), 3, 0.5)
        return [self.cards[c].name for c in close]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and fold(name) in self.cards

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards.values())

    def __len__(self) -> int:
        return len(self.cards)

    @classmethod
    def examples(cls) -> CardDatabase:
        return cls(EXAMPLE_CARDS)

    @classmethod
    def from_files(cls, paths: Iterable[str | Path], base: CardDatabase | None = None) -> CardDatabase:
        """Example cards, then each dump in order (a later dump wins)."""
        db = base if base is not None else cls.examples()
        for p in paths:
            db = db.with_cards(read_dump(p))
        return db


# ------------------------------------------------------------------ the berserkdeck dump reader


def _records(data: Any, where: str) -> list[tuple[str, Any]]:
    """The card records of a page, a list of pages or a list of cards, each with where it is."""
    if isinstance(data, Mapping):
        if "content" not in data:
            raise CardDumpError(f"{where}: not a berserkdeck page (no 'content' list)")
        content = data["content"]
        if not isinstance(content, list):
            raise CardDumpError(f"{where}.content: expected a list of cards")
        return [(f"{where}.content[{i}]", c) for i, c in enumerate(content)]
    if isinstance(data, list):
        out: list[tuple[str, Any]] = []
        for i, item in enumerate(data):
            if isinstance(item, Mapping) and "content" in item:
                out.extend(_records(item, f"{where}[{i}]"))
            else:
                out.append((f"{where}[{i}]", item))
        return out
    raise CardDumpError(f"{where}: expected a berserkdeck page, a list of pages or a list of cards")


def read_dump(path: str | Path) -> list[CardDef]:
    """The cards of a dump; of several printings the highest ``setInfo.ordinal`` counts (errata not applied)."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8-sig"))
    except OSError as e:
        raise CardDumpError(f"{p}: cannot read the card dump: {e.strerror or e}") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise CardDumpError(f"{p}: not JSON: {e}") from None
    best: dict[str, tuple[int, CardDef]] = {}
    for where, record in _records(data, str(p)):
        card, ordinal = _card(record, where)
        key = fold(card.name)
        if key not in best or ordinal >= best[key][0]:
            best[key] = (ordinal, card)
    return [c for _, c in best.values()]


def _card(record: Any, where: str) -> tuple[CardDef, int]:
    if not isinstance(record, Mapping):
        raise CardDumpError(f"{where}: a card record is an object, got {type(record).__name__}")
    for key in ("name", "type"):
        if not isinstance(record.get(key), str) or not record[key].strip():
            raise CardDumpError(f"{where}: '{key}' is missing or not text")
    classes = record.get("cardClasses")
    if classes is None:
        classes = [c for c in (record.get("firstClass"), record.get("secondClass")) if c]
    elements = record.get("elements") or []
    if not isinstance(classes, list) or not isinstance(elements, list):
        raise CardDumpError(f"{where} ({record['name']!r}): 'cardClasses' and 'elements' are lists")
    info = record.get("setInfo") or {}
    ordinal = info.get("ordinal", 0) if isinstance(info, Mapping) else 0
    try:
        card = make_card(record["name"].strip(), record["type"], record.get("cost"), record.get("health"),
                         record.get("attack"), elements, classes, record.get("text") or "")
    except ValueError as e:
        raise CardDumpError(f"{where} ({record['name']!r}): {e}") from None
    return card, ordinal if isinstance(ordinal, int) else 0


# ------------------------------------------------------------------ the invented example cards


def _ex(name: str, type_word: str, cost: int = 0, health: int = 0, attack: int = 0,
        elements: tuple[str, ...] = ("Нейтральная",), text: str = "") -> CardDef:
    return make_card(name, type_word, cost, health, attack, elements, (), text)


EXAMPLE_CARDS: tuple[CardDef, ...] = (
    _ex("Пример: Степной вождь", "hero", health=20, elements=("Степи",)),
    _ex("Пример: Лесная ведунья", "hero", health=20, elements=("Леса",)),
    _ex("Пример: Кочевник", "creature", 2, 3, 2, ("Степи",), "Рывок."),
    _ex("Пример: Степной воин", "creature", 3, 5, 3, ("Степи",)),
    _ex("Пример: Щитоносец", "creature", 3, 4, 2, ("Степи",), "Броня 1. Опыт в защите."),
    _ex("Пример: Лучник степей", "creature", 3, 3, 1, ("Степи",), "{tap}: Выстрел на 2."),
    _ex("Пример: Всадник", "creature", 4, 5, 4, ("Степи",), "Первый удар."),
    _ex("Пример: Вестник", "creature", 2, 2, 1, ("Степи",), "Найм: возьмите карту."),
    _ex("Пример: Огненная стрела", "spell", 2, elements=("Степи",), text="Ранить выбранного персонажа на 3."),
    _ex("Пример: Боевой клич", "spell", 1, elements=("Степи",), text="Положите эффект усиления на выбранное ваше существо."),
    _ex("Пример: Волк", "creature", 2, 3, 2, ("Леса",), "Направленный удар."),
    _ex("Пример: Древень", "creature", 4, 7, 3, ("Леса",), "Регенерация 1."),
    _ex("Пример: Травница", "creature", 2, 2, 1, ("Леса",), "1{coin}, {tap}: Излечить выбранного персонажа на 2."),
    _ex("Пример: Лесной страж", "creature", 3, 5, 2, ("Леса",), "Броня 1."),
    _ex("Пример: Медведь", "creature", 5, 8, 4, ("Леса",)),
    _ex("Пример: Жук-могильщик", "creature", 3, 3, 2, ("Леса",), "Гибель: ранить героя противника на 2."),
    _ex("Пример: Оглушающий рык", "spell", 2, elements=("Леса",), text="Оглушить выбранное существо противника."),
    _ex("Пример: Исцеление", "spell", 1, elements=("Леса",), text="Излечить выбранного персонажа на 3. Возьмите карту."),
)
EXAMPLE_HEROES = tuple(c.name for c in EXAMPLE_CARDS if c.type is CardType.HERO)
