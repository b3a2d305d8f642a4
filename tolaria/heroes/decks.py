"""The two example decks, built from the invented example cards (named as examples, not real decks)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tolaria.errors import DeckError
from tolaria.heroes.abilities import Keyword
from tolaria.heroes.cards import CardDatabase, CardType


@dataclass(frozen=True, slots=True)
class Deck:
    name: str
    hero: str
    cards: tuple[str, ...]
    description: str = ""


def _times(*pairs: tuple[str, int]) -> tuple[str, ...]:
    return tuple(name for name, n in pairs for _ in range(n))


EXAMPLE_DECKS = {
    "example-steppes": Deck("example-steppes", "Пример: Степной вождь", _times(
        ("Пример: Кочевник", 3), ("Пример: Степной воин", 3), ("Пример: Щитоносец", 3),
        ("Пример: Лучник степей", 3), ("Пример: Всадник", 2), ("Пример: Вестник", 3),
        ("Пример: Огненная стрела", 3), ("Пример: Боевой клич", 3),
    ), "invented example deck: Степи, strikes and shots"),
    "example-forests": Deck("example-forests", "Пример: Лесная ведунья", _times(
        ("Пример: Волк", 3), ("Пример: Древень", 3), ("Пример: Травница", 3), ("Пример: Лесной страж", 3),
        ("Пример: Медведь", 2), ("Пример: Жук-могильщик", 3), ("Пример: Оглушающий рык", 3), ("Пример: Исцеление", 3),
    ), "invented example deck: Леса, armour and healing"),
}


def load_deck(source: str | Deck | tuple[str, ...] | list[str], cards: CardDatabase) -> Deck:
    """A built-in deck name, a deck file (the hero on the first line, then a card a line) or a list."""
    if isinstance(source, Deck):
        deck = source
    elif isinstance(source, str) and source in EXAMPLE_DECKS:
        deck = EXAMPLE_DECKS[source]
    elif isinstance(source, str):
        path = Path(source)
        if not path.is_file():
            raise DeckError(f"unknown deck {source!r}; built in: {', '.join(EXAMPLE_DECKS)}")
        lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
        if not lines:
            raise DeckError(f"{source}: an empty deck file")
        names: list[str] = []
        for n, line in enumerate(lines[1:], 2):
            count, _, rest = line.partition(" ")
            names.extend([rest.strip()] * int(count) if count.isdigit() else [line])
            if not names[-1]:
                raise DeckError(f"{source}:{n}: no card name")
        deck = Deck(path.stem, lines[0], tuple(names))
    else:
        items = list(source)
        if not items:
            raise DeckError("a deck list needs the hero first")
        deck = Deck("deck", items[0], tuple(items[1:]))
    hero = cards.find(deck.hero)
    if hero is None or hero.type is not CardType.HERO:
        raise DeckError(f"deck {deck.name!r}: {deck.hero!r} is not a known hero")
    turned = [n for n in (deck.hero, *deck.cards) if (d := cards.find(n)) is not None
              and d.abilities.value(Keyword.TURNED) is not None]
    if turned:  # ГЛ «Обращенный»: «При составлении колоды или выборе Героя используется карта … без способности Обращенный»
        raise DeckError(f"deck {deck.name!r}: {turned[0]!r} is an «Обращенный» side, which appears only turned over "
                        "(ГЛ «Обращенный»)")
    for name in deck.cards:
        d = cards.find(name)
        if d is None:
            raise DeckError(f"deck {deck.name!r}: unknown card {name!r}" + (f"; did you mean {', '.join(cards.suggestions(name))}?" if cards.suggestions(name) else ""))
        if d.type is CardType.HERO:
            raise DeckError(f"deck {deck.name!r}: {name!r} is a hero; a deck has one hero, named first")
        if d.abilities.value(Keyword.CREATED) is not None:
            raise DeckError(f"deck {deck.name!r}: {name!r} is a «Созданный» card, which can't be in a deck (ГЛ «Созданный»)")
        if d.abilities.value(Keyword.PLACED) is not None:
            raise DeckError(f"deck {deck.name!r}: {name!r} is a «Помещённый» card, which can't be in a deck as the game "
                            "begins (ГЛ «Помещённый»)")
    return deck
