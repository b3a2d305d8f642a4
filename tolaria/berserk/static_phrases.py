"""Static sentences built of other static sentences: «{first}: ...» / «{second}: ...», and «A и B» (Online 406, 422).

Each part must be read completely by the grammar's own readers (passed in, so this module does not import the
compiler); otherwise the sentence is not read here and the card stays unsupported.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    CardFilter,
    Conditional,
    GrantedAura,
    InFormation,
    MoveBonus,
    PerCard,
    RangeBonus,
    Recipients,
    Reduction,
    SquadHas,
    StartsWithLives,
    StartsWithTokens,
    Static,
    StrengthBonus,
    TurnOrder,
)
from tolaria.berserk.cards import Named

StaticsReader = Callable[[str], tuple[Static, ...] | None]
NamedReader = Callable[[str], Named | None]

TURN_ORDER = re.compile(r"^\{(first|second)\}: (.+)$")
"""«{second}: {direct}», «{first}: +1 к {move}»: the icons of the first and the second player."""

CONDITIONABLE = (StrengthBonus, Reduction, RangeBonus, MoveBonus, StartsWithTokens, StartsWithLives)
"""The modifiers a :class:`Conditional` may hold besides a named ability."""


def turn_order(sentence: str, statics: StaticsReader, named: NamedReader) -> tuple[Static, ...] | None:
    """«{second}: [ability]»: the card has the ability only while its controller is the second player (Online 302.2:
    the first player is the one who moves first). The order is fixed for the battle, so the condition never changes
    once the battle has begun."""
    m = TURN_ORDER.match(sentence.strip())
    if m is None:
        return None
    condition = TurnOrder(second=m.group(1) == "second")
    inner_text = m.group(2)[0].upper() + m.group(2)[1:]
    one = named(inner_text)
    if one is not None:
        return (Conditional(condition, one),)
    found = statics(inner_text)
    if not found or not all(isinstance(s, CONDITIONABLE) for s in found):
        return None
    return tuple(Conditional(condition, s) for s in found)  # type: ignore[arg-type]


def joined(sentence: str, statics: StaticsReader) -> tuple[Static, ...] | None:
    """«-1 от атак уникальных существ и +1 к {strike} по уникальным существам»: two modifier sentences joined by «и»;
    read only when a single split at « и » leaves two parts both read completely as modifiers."""
    if sentence.count(" и ") != 1:
        return None
    left, right = sentence.strip().split(" и ")
    if not left or not right or not re.match(r"^[-+]\d", right):
        return None
    first = statics(left)
    second = statics(right)
    if first is None or second is None:
        return None
    return first + second


STARTS_WITH = re.compile(r"^начинает бой с (?:(\d+) )?\{counter\}$")
STARTS_WITH_LIVES = re.compile(r"^начинает бой с (\d+) дополнительными (?:жизнями|\{health\})$")


def starts_with(sentence: str) -> StartsWithTokens | StartsWithLives | None:
    """«Начинает бой с {counter}», «начинает бой с 2 {counter}» (normalised): tokens as the battle begins (glossary
    «Начинает бой с [текст]»); «начинает бой с 3 дополнительными жизнями»: additional lives then."""
    m = STARTS_WITH.match(sentence)
    if m is not None:
        return StartsWithTokens(int(m.group(1) or 1))
    lives = STARTS_WITH_LIVES.match(sentence)
    return StartsWithLives(int(lives.group(1))) if lives else None


PER_COUNTED = re.compile(r"^\+(\d+) к (.+?) за (?:каждого (другого )?вашего (стоящего рядом )?(.+?)|каждое (другое )?ваше "
                         r"(стоящее рядом )?(?:(\w+) )?существо)(?: \(максимум \+(\d+)\))?$")
"""«+1 к {strike} за каждого вашего стоящего рядом Линдвурма», «... за каждое другое ваше стоящее рядом болотное
существо (максимум +2)»: X for each such creature of the squad."""


def per_counted(sentence: str, name: str) -> StrengthBonus | None:
    """A bonus for each of the squad's creatures the words count: by the card's own name (in any case) or by element,
    optionally only those standing next to it (Online 207.7, 422.1)."""
    from tolaria.berserk.cards import names_card
    from tolaria.berserk.phrases import OWN_ATTACKS, element_of

    m = PER_COUNTED.match(sentence)
    if m is None:
        return None
    scope = OWN_ATTACKS.get(m.group(2))
    cap = int(m.group(9)) if m.group(9) else None
    if scope is None:
        return None
    if m.group(5) is not None:  # «за каждого вашего ... Линдвурма»: the card's own name
        if not name or not names_card(m.group(5), name):
            return None
        per = PerCard(False, other=True, cap=cap, adjacent=m.group(4) is not None, named=m.group(5))
        return StrengthBonus(int(m.group(1)), scope, per=per)
    element = element_of(m.group(8)) if m.group(8) else None
    if m.group(8) and element is None:
        return None
    per = PerCard(False, element=element, other=m.group(6) is not None, cap=cap, adjacent=m.group(7) is not None)
    return StrengthBonus(int(m.group(1)), scope, per=per)


COUNTS = {"двумя": 2, "тремя": 3, "четырьмя": 4}
"""The instrumental numerals of «в строю с хотя бы двумя существами»."""
IN_FORMATION_WITH = re.compile(r"^пока (?:стоит )?в строю с (?:хотя бы |не менее чем )?(\w+) существами, (?:имеет|получает) (.+)$")


def formation_count(sentence: str, statics: StaticsReader, named: NamedReader) -> tuple[Static, ...] | None:
    """«Пока стоит в строю с хотя бы двумя существами, имеет {direct}»: the ability is in force while that many of the
    squad's creatures with Строй stand next to the card, not diagonally (Online «Строй»)."""
    m = IN_FORMATION_WITH.match(sentence.strip().lower())
    if m is None or m.group(1) not in COUNTS:
        return None
    condition = InFormation(count=COUNTS[m.group(1)])
    one = named(m.group(2))
    if one is not None:
        return (Conditional(condition, one),)
    found = statics(m.group(2))
    if not found or not all(isinstance(s, CONDITIONABLE) for s in found):
        return None
    return tuple(Conditional(condition, s) for s in found)  # type: ignore[arg-type]


GRANTING = re.compile(r"^(?:ваши (?:(\w+) )?существа(?: с (\w+))?|существа в строю с (.+?)) (?:получают|имеют) (.+?)"
                      r"(?:, где x(?: —)? величина их (.+?) \(максимум (\d+)\))?(?:, пока в вашем отряде есть (.+))?$")
"""«Ваши нетемные существа получают {ova} X и +X к {strike}, где X величина их {ovz} (максимум 2)», «Существа в строю с
Гномьим королем получают +1 к удару» (normalised: icons as words)."""
GRANTED_ATTACKS = {"удару": "{strike}"}
"""«+1 к удару»: the simple strike, in the word a few texts use for its icon."""


def granted_aura(sentence: str, name: str, named: NamedReader) -> GrantedAura | None:
    """Abilities the card gives the creatures of its squad the words describe (Online 407.1): by element («нетемные»:
    any but the dark, Online 202.8), or those in formation with it («в строю с [карта]», its own name). Each ability
    is a named one or a strength bonus; an X is the recipient's own value of the named ability after «величина их»."""
    from tolaria.berserk.cards import names_card
    from tolaria.berserk.phrases import element_of, strength_bonus

    m = GRANTING.match(sentence)
    if m is None:
        return None
    adjective, having, partner, said, x_words, cap, squad_words = m.groups()
    recipients = Recipients.SQUAD
    card_filter: CardFilter | None = None
    condition = None
    if squad_words is not None:
        condition = squad_card(squad_words)
        if condition is None:
            return None
    if partner is not None:
        if not name or not names_card(partner, name):
            return None
        recipients = Recipients.FORMATION
    elif adjective is not None:
        negated = adjective.startswith("не")
        element = element_of(adjective[2:] if negated else adjective)
        if element is None:
            return None
        card_filter = CardFilter(not_element=element) if negated else CardFilter(element=element)
    if having is not None:
        from tolaria.berserk.phrases import abilities_named

        named_ability = abilities_named(having)
        if named_ability is None:
            return None
        card_filter = dataclasses.replace(card_filter or CardFilter(), having=named_ability)
    x_of = None
    if x_words is not None:
        counted = named(x_words)
        if counted is None:
            return None
        x_of = counted.keyword
    abilities: list[Named | StrengthBonus] = []
    for part in said.split(" и "):
        if x_of is not None:
            if "x" not in part:
                return None
            part = part.replace("+x", "+1").replace(" x", " 1")
        for word, icon in GRANTED_ATTACKS.items():
            part = part.replace(f" к {word}", f" к {icon}")
        one: Named | StrengthBonus | None = named(part) or strength_bonus(part)
        if one is None or (isinstance(one, Named) and one.keyword is x_of):
            return None
        abilities.append(one)
    return GrantedAura(tuple(abilities), recipients, card_filter, x_of, int(cap) if cap else None, condition)


def squad_card(words: str) -> SquadHas | None:
    """«темный герой», «герой-воин или герой-разбойник» after «в вашем отряде есть»: a card of these classes (a hero
    of any kind for «герой»), of the element an adjective names."""
    from tolaria.berserk.phrases import HERO_CLASSES, SQUAD_CLASSES, element_of

    m = re.fullmatch(r"(?:(\w+) )?(герой|[\w-]+)", words)
    if m is None:
        return None
    element = None
    if m.group(1) is not None:
        element = element_of(m.group(1))
        if element is None:
            return None
    if m.group(2) == "герой":
        classes = frozenset(c.casefold() for c in HERO_CLASSES)
    elif m.group(2) in SQUAD_CLASSES:
        classes = frozenset({m.group(2)})
    else:
        return None
    return SquadHas(classes, element=element)


NEAR_TYPE = re.compile(r"^(.+), пока стоит рядом с (артефактом|местностью)$")
NEAR_TYPES = {"артефактом": "artifact", "местностью": "terrain"}
"""«..., пока стоит рядом с артефактом»: the card types a condition names, in the instrumental."""


def near_card_type(sentence: str, statics: StaticsReader, named: NamedReader) -> tuple[Static, ...] | None:
    """«-1 от дальних атак, пока стоит рядом с артефактом»: modifiers in force while a card of that type stands next to
    the card (Online 207.7)."""
    from tolaria.berserk.abilities import NearCardType

    m = NEAR_TYPE.match(sentence.strip().lower())
    if m is None:
        return None
    condition = NearCardType(NEAR_TYPES[m.group(2)])
    one = named(m.group(1))
    if one is not None:
        return (Conditional(condition, one),)
    found = statics(m.group(1))
    if not found or not all(isinstance(s, CONDITIONABLE) for s in found):
        return None
    return tuple(Conditional(condition, s) for s in found)  # type: ignore[arg-type]


BORROWED = re.compile(r"^строй: (.+?) получает бонусы строя всех ([а-яё]+) существ, с которыми стоит в строю "
                      r"\(меняя название карты в тексте особенности на «(.+?)»\)$")
"""«Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя название карты в
тексте особенности на «Анубисар»)»: the card itself (named twice), the partners' element."""


def borrowed_formation(sentence: str, name: str) -> Conditional | None:
    """The formation abilities of the card's partners of an element, as its own while in formation (glossary «Строй»);
    another card's name, or a word naming no element, leaves it unread."""
    from tolaria.berserk.abilities import BorrowsFormation, InFormation
    from tolaria.berserk.cards import names_card
    from tolaria.berserk.phrases import element_of

    m = BORROWED.match(sentence)
    if m is None or not name or not names_card(m.group(1), name) or not names_card(m.group(3).lower(), name):
        return None
    element = element_of(m.group(2))
    return Conditional(InFormation(), BorrowsFormation(element)) if element is not None else None
