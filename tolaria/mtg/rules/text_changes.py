"""Text-changing effects (CR 612), applied in layer 3 (613.1c) to the compiled ability tree.

An effect such as Sleight of Mind's ("replace all instances of one color
word with another") changes the words of an object's text; Tolaria holds
that text as compiled abilities, so the change is made on them: every
place where the tree holds a word of the changed kind, used as that kind
of word (612.2), gets the new word.

- A color word: the colors of "protection from [color]" (702.16), of
  descriptions ("target red creature", "nonblack"), of "becomes [color]"
  and of the tokens an ability creates.
- A basic land type: "[type]walk" (702.14), descriptions ("Swamp you
  control"), the land's own type line, with the mana ability the type
  gives it (305.6), and types that effects add or tokens have.
- A creature type: descriptions, the type line, types that effects add,
  and the subtypes of tokens an ability creates, in their names too
  (612.2a).

Never changed: the object's name (612.2), mana symbols (they are not
words), the English ``text`` kept for people, and abilities that effects
grant, which apply only later, in layer 6 (612.3). Every node of the
ability vocabulary is rewritten or holds no such word, so no ability is
ever half-changed. A spell's own effect (a spell on the stack) is not
rewritten: text changes reach permanents only.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any, TypeVar

from tolaria.mtg.cards import keywords as kw
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES, KeywordAbility, Landwalk, Protection
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.kinds import COLOR_WORDS
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.abilities import (
    AddTypes,
    ChangeText,
    Filter,
    ManaAbility,
    SetColors,
    TokenSpec,
    WordKind,
)

T = TypeVar("T")

_INTRINSIC = "305.6"  # the text carddb gives the mana ability a basic land type makes


def change_text(c: Chars, change: ChangeText) -> None:
    """CR 612.1-612.2: change the words of one object's text and type line, in place (layer 3)."""
    c.with_keywords(frozenset(rewritten(k, change) for k in c.keywords))
    c.statics = rewritten(c.statics, change)
    c.activated = rewritten(c.activated, change)
    c.triggered = rewritten(c.triggered, change)
    # The rulings of Sleight of Mind and Magical Hack: "all occurrences ... in the text box and the type line".
    c.subtypes = _subtypes(c.subtypes, change)
    c.changes = c.changes + (change,)


def with_changes(ability: T, changes: tuple[ChangeText, ...]) -> T:
    """An ability as the text changes of its source made it when it was put on the stack (113.7a)."""
    for change in changes:
        ability = rewritten(ability, change)
    return ability


@lru_cache(maxsize=4096)
def rewritten(node: T, change: ChangeText) -> T:
    """``node`` with ``change`` made; the very same object when it holds no word of that kind.

    The ability tree is frozen and shared by every game, so the result is
    remembered.
    """
    return _rewrite(node, change)


def _rewrite(node: Any, change: ChangeText) -> Any:
    special = _SPECIAL.get(type(node))
    if special is not None:
        return special(node, change)
    if isinstance(node, tuple):
        items = tuple(_rewrite(x, change) for x in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) else items
    if type(node).__module__ in _VOCABULARY and dataclasses.is_dataclass(node):
        return _rebuild(node, change)
    return node  # ints, enums, mana costs, English text: no words to change


def _rebuild(node: Any, change: ChangeText) -> Any:
    """A record of the vocabulary with each field rewritten; itself if no field changes."""
    changed = {}
    for f in dataclasses.fields(node):
        old = getattr(node, f.name)
        new = _rewrite(old, change)
        if new is not old:
            changed[f.name] = new
    return dataclasses.replace(node, **changed) if changed else node


_VOCABULARY = frozenset({ab.__name__, kw.__name__})


# ------------------------------------------------------------------ words


def _color(letter: str, change: ChangeText) -> str:
    return COLOR_WORDS[change.new] if letter == COLOR_WORDS[change.old] else letter


def _colors(colors: frozenset[str], change: ChangeText) -> frozenset[str]:
    """A set of colors (as letters) with the changed color word's color replaced."""
    if change.kind is not WordKind.COLOR or COLOR_WORDS[change.old] not in colors:
        return colors
    return frozenset(_color(x, change) for x in colors)


def _subtypes(subtypes: frozenset[str], change: ChangeText) -> frozenset[str]:
    """A set of subtypes with the changed land or creature type replaced (a color word is no subtype)."""
    if change.kind is WordKind.COLOR or change.old not in subtypes:
        return subtypes
    return (subtypes - {change.old}) | {change.new}


# ------------------------------------------------------------------ nodes holding words


def _filter(f: Filter, change: ChangeText) -> Filter:
    """A description: "red creature", "nonblack", "Swamp", "Goblin you control", "artifact or Elf"."""
    any_of = _rewrite(f.any_of, change)
    colors, not_colors = _colors(f.colors, change), _colors(f.not_colors, change)
    subtypes = _subtypes(f.subtypes, change)
    if any_of is f.any_of and colors is f.colors and not_colors is f.not_colors and subtypes is f.subtypes:
        return f
    return dataclasses.replace(f, colors=colors, not_colors=not_colors, subtypes=subtypes, any_of=any_of)


def _protection(k: Protection, change: ChangeText) -> KeywordAbility:
    """CR 702.16a: "protection from red" becomes "protection from blue"."""
    colors = _colors(k.colors, change)
    return k if colors is k.colors else Protection(colors, k.subtypes)


def _landwalk(k: Landwalk, change: ChangeText) -> KeywordAbility:
    """CR 702.14a: "swampwalk" becomes "islandwalk"; only a basic land type can replace a land type."""
    if change.kind is WordKind.LAND_TYPE and k.land_type == change.old:
        return Landwalk(change.new)
    return k


def _set_colors(m: SetColors, change: ChangeText) -> SetColors:
    colors = _colors(m.colors, change)
    return m if colors is m.colors else SetColors(colors)


def _add_types(m: AddTypes, change: ChangeText) -> AddTypes:
    subtypes = _subtypes(m.subtypes, change)
    return m if subtypes is m.subtypes else AddTypes(m.types, subtypes)


def _token(t: TokenSpec, change: ChangeText) -> TokenSpec:
    """CR 612.2a: a token's creature types are changed, and so is its name where they name it."""
    keywords = _rewrite(t.keywords, change)
    colors = _colors(t.colors, change)
    subtypes = tuple(change.new if s == change.old and change.kind is not WordKind.COLOR else s for s in t.subtypes)
    name = t.name
    if subtypes != t.subtypes:
        name = " ".join(change.new if w == change.old else w for w in t.name.split(" "))
    if keywords is t.keywords and colors is t.colors and subtypes == t.subtypes:
        return t
    return dataclasses.replace(t, name=name, colors=colors, subtypes=subtypes, keywords=keywords)


def _mana_ability(m: ManaAbility, change: ChangeText) -> ManaAbility:
    """CR 305.6: the mana ability a basic land type gives follows the land type (Forest to Island: {U}).

    Other mana abilities hold mana symbols, which are not words (their costs may hold descriptions).
    """
    m = _rebuild(m, change)
    if m.text == _INTRINSIC and change.kind is WordKind.LAND_TYPE and m.produces == (BASIC_LAND_TYPES[change.old],):
        return dataclasses.replace(m, produces=(BASIC_LAND_TYPES[change.new],))
    return m


_SPECIAL: dict[type, Any] = {
    Filter: _filter,
    Protection: _protection,
    Landwalk: _landwalk,
    SetColors: _set_colors,
    AddTypes: _add_types,
    TokenSpec: _token,
    ManaAbility: _mana_ability,
}

