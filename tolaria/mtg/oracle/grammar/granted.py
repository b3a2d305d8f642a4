"""Abilities granted in quotation marks: 'has "{T}: Draw a card."' (CR 113.1a, 113.10).

An effect that says an object "has" or "gains" an ability in quotation
marks gives it that ability (layer 6, 613.1f). The quoted text is an
ability of its own, read by the same grammar as a line of a card: an
activated ability (a mana ability among them, 605.1a) or a triggered
one. Inside the quotes "this creature" (``~``) is the object that has the
ability, not the card whose text grants it (113.7: an ability's source is
the object it is on).

After a card's text is read, each granted activated or triggered ability
is numbered (:func:`number_grants`) with the card's name and its place
among the abilities that text grants (:class:`GrantedFrom`): the stack
names a granted ability by these (``StackObject.granted``), and the card's
definition lists them in that order (:func:`grants_of`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from tolaria.mtg.cards.mana import ManaCost
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    GrantAbilities,
    GrantedFrom,
    ManaAbility,
    TriggeredAbility,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Token, text_of


def looking_at_quote(r: Reader) -> bool:
    tok = r.peek()
    return tok is not None and tok.text == '"'


def quoted_abilities(r: Reader) -> GrantAbilities:
    """'"{T}: Add one mana of any color."' / '"[ability]" and "[ability]"': the quoted abilities, each
    read whole; NoParse if one isn't an activated or triggered ability the grammar reads."""
    activated: list[ActivatedAbility | ManaAbility] = []
    triggered: list[TriggeredAbility] = []
    while True:
        ability = _one_quoted(r)
        if isinstance(ability, TriggeredAbility):
            triggered.append(ability)
        else:
            activated.append(ability)
        start = r.pos
        if (r.accept("and") or r.accept(", and") or r.accept(",")) and looking_at_quote(r):
            continue
        r.pos = start
        break
    return GrantAbilities(tuple(activated), tuple(triggered))


def _one_quoted(r: Reader) -> ActivatedAbility | ManaAbility | TriggeredAbility:
    from tolaria.mtg.oracle.grammar.compiler import (
        quoted_ability,  # the compiler imports this module's users
    )

    r.expect('"')
    inner: list[Token] = []
    while (tok := r.peek()) is not None and tok.text != '"':
        inner.append(r.advance())
    r.expect('"')
    if not inner:
        raise NoParse("an ability in quotation marks")
    return quoted_ability(text_of(tuple(inner)))


# ------------------------------------------------------------------ numbering


def number_grants(value: Any, name: str) -> Any:
    """The tree with each granted activated or triggered ability marked with where it is written
    (``name``'s text, in reading order); mana abilities need no mark (they don't use the stack, 605.3a)."""
    counter = [0]
    return _numbered(value, name, counter)


def _numbered(value: Any, name: str, counter: list[int]) -> Any:
    if isinstance(value, GrantAbilities):
        activated = tuple(_mark(a, name, counter) for a in value.activated)
        triggered = tuple(_mark(t, name, counter) for t in value.triggered)
        return GrantAbilities(activated, triggered)
    if isinstance(value, tuple):
        items = tuple(_numbered(v, name, counter) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, ManaCost):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = _numbered(old, name, counter)
            if new is not old:
                changes[f.name] = new
        return replace(value, **changes) if changes else value
    return value


def _mark(ability: Any, name: str, counter: list[int]) -> Any:
    if isinstance(ability, ManaAbility):
        return ability
    marked = replace(ability, granted=GrantedFrom(name, counter[0]))
    counter[0] += 1
    return marked


def grants_of(value: Any) -> tuple[ActivatedAbility | TriggeredAbility, ...]:
    """The numbered granted abilities in a card's compiled text, by their number."""
    found: dict[int, ActivatedAbility | TriggeredAbility] = {}
    _collect(value, found)
    return tuple(found[i] for i in sorted(found))


def _collect(value: Any, found: dict[int, ActivatedAbility | TriggeredAbility]) -> None:
    if isinstance(value, GrantAbilities):
        for a in (*value.activated, *value.triggered):
            if isinstance(a, ActivatedAbility | TriggeredAbility) and a.granted is not None:
                found[a.granted.index] = a
        return
    if isinstance(value, tuple):
        for v in value:
            _collect(v, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, ManaCost):
        for f in dataclasses.fields(value):
            _collect(getattr(value, f.name), found)


def grants_in(value: Any) -> tuple[GrantAbilities, ...]:
    """Every grant of quoted abilities in a compiled text (mana abilities included), in reading order."""
    found: list[GrantAbilities] = []
    _grants(value, found)
    return tuple(found)


def _grants(value: Any, found: list[GrantAbilities]) -> None:
    if isinstance(value, GrantAbilities):
        found.append(value)
    elif isinstance(value, tuple):
        for v in value:
            _grants(v, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, ManaCost):
        for f in dataclasses.fields(value):
            _grants(getattr(value, f.name), found)
