"""Phrases of Oracle text shared by many sentences: numbers, objects, targets, groups, keywords.

Each parser reads one phrase completely or raises :class:`Unreadable`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tolaria.mtg.cards import subtypes as known
from tolaria.mtg.cards.keywords import KeywordAbility, parse_keyword
from tolaria.mtg.kinds import COLOR_WORDS, CardType, Supertype, Zone
from tolaria.mtg.oracle.abilities import (
    Filter,
    PlayerTargets,
    Relation,
    Status,
    TargetSpec,
    XValue,
)

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20,
}
SELF = "~"
CARD_TYPE_WORDS = {t.value: t for t in CardType}
STATUS_WORDS = {s.value: s for s in Status}
# Subtypes and the card type each belongs to (CR 205.3): "Walls" are creatures, "Plains" lands.
_SUBTYPE_KIND: dict[str, CardType] = {
    **{s: CardType.CREATURE for s in known.CREATURE_TYPES},
    **{s: CardType.ARTIFACT for s in known.ARTIFACT_TYPES},
    **{s: CardType.ENCHANTMENT for s in known.ENCHANTMENT_TYPES},
    **{s: CardType.LAND for s in known.LAND_TYPES},
}


class Unreadable(Exception):
    """A phrase the compiler has no reading for."""


def parse_number(word: str) -> int | XValue:
    """"two" -> 2, "3" -> 3, "X" -> XValue()."""
    w = word.strip()
    if w == "X":
        return XValue()
    if w.isdigit():
        return int(w)
    if w.lower() in NUMBER_WORDS:
        return NUMBER_WORDS[w.lower()]
    raise Unreadable(word)


def _subtype(word: str) -> str | None:
    """A known subtype named by a capitalised word, singular or plural ("Walls" -> "Wall")."""
    for candidate in (word, word[:-1] if word.endswith("s") else None, word[:-2] if word.endswith("es") else None):
        if candidate and candidate in _SUBTYPE_KIND:
            return candidate
    return None


def parse_object_words(phrase: str, card: bool = False) -> tuple[Filter, str]:
    """Read "[adjectives] noun [or noun]" such as "nonartifact, nonblack creature".

    Returns the filter and the noun kind: "permanent" or "spell". With
    ``card``, the phrase describes a card ("noncreature, nonland"), which
    may have adjectives only. Nouns joined by "or" become alternatives
    (``any_of``); nouns side by side all apply ("artifact creature").
    """
    if re.search(r", or \S+$", phrase):
        phrase = re.sub(r",(?: or)? ", " or ", phrase)  # a list of nouns: "artifact, creature, or land"
    words = phrase.replace(",", " ").split()
    if not words:
        raise Unreadable(phrase)
    words, either = _adjective_choice(words, phrase)
    kind = "permanent"
    if words[-1] in ("spell", "spells"):
        kind = "spell"
        words = words[:-1]
    common: dict[str, set[object]] = {"not_types": set(), "colors": set(), "not_colors": set(), "statuses": set()}
    supertypes: set[Supertype] = set()
    alternatives: list[tuple[set[CardType], set[str]]] = [(set(), set())]
    nouns = 0
    for raw in words:
        w = raw.lower()
        singular = w[:-1] if w.endswith("s") and w[:-1] in CARD_TYPE_WORDS else w
        if w == "or":
            if nouns == 0:
                raise Unreadable(phrase)
            alternatives.append((set(), set()))
        elif w.startswith("non") and w[3:] in CARD_TYPE_WORDS:
            common["not_types"].add(CARD_TYPE_WORDS[w[3:]])
        elif w.startswith("non") and w[3:] in COLOR_WORDS:
            common["not_colors"].add(COLOR_WORDS[w[3:]])
        elif w in COLOR_WORDS:
            common["colors"].add(COLOR_WORDS[w])
        elif w in STATUS_WORDS:
            common["statuses"].add(STATUS_WORDS[w])
        elif w == "basic":
            supertypes.add(Supertype.BASIC)
        elif singular in CARD_TYPE_WORDS:
            alternatives[-1][0].add(CARD_TYPE_WORDS[singular])
            nouns += 1
        elif w in ("permanent", "permanents"):
            nouns += 1
        elif raw[0].isupper() and (sub := _subtype(raw)) is not None:
            alternatives[-1][1].add(sub)
            alternatives[-1][0].add(_SUBTYPE_KIND[sub])
            nouns += 1
        else:
            raise Unreadable(phrase)
    if any(not t and not s for t, s in alternatives[1:]):
        raise Unreadable(phrase)
    if nouns == 0 and not card and kind != "spell":
        raise Unreadable(phrase)
    base = Filter(
        not_types=frozenset(common["not_types"]),  # type: ignore[arg-type]
        colors=frozenset(common["colors"]),  # type: ignore[arg-type]
        not_colors=frozenset(common["not_colors"]),  # type: ignore[arg-type]
        statuses=frozenset(common["statuses"]),  # type: ignore[arg-type]
        supertypes=frozenset(supertypes),
    )
    if len(alternatives) == 1:
        types, subs = alternatives[0]
        return replace(base, types=frozenset(types), subtypes=frozenset(subs), any_of=either), kind
    if either:
        raise Unreadable(phrase)
    options = tuple(Filter(types=frozenset(t), subtypes=frozenset(s)) for t, s in alternatives)
    return replace(base, any_of=options), kind


def _adjective_choice(words: list[str], phrase: str) -> tuple[list[str], tuple[Filter, ...]]:
    """Take out one choice of adjectives joined by "or": "green or white creature", "attacking or
    blocking creature" (either one fits: the filter's ``any_of``); the other words are returned.

    Only adjectives of one kind (colors, or statuses) are joined this way; a choice of nouns
    ("artifact or enchantment") is read by :func:`parse_object_words` itself.
    """
    lowered = [w.lower() for w in words]
    if "or" not in lowered:
        return words, ()
    i = lowered.index("or")
    for table, make in (
        (COLOR_WORDS, lambda w: Filter(colors=frozenset({COLOR_WORDS[w]}))),
        (STATUS_WORDS, lambda w: Filter(statuses=frozenset({STATUS_WORDS[w]}))),
    ):
        if 0 < i < len(lowered) - 1 and lowered[i - 1] in table and lowered[i + 1] in table:
            if "or" in lowered[i + 1 :]:
                raise Unreadable(phrase)
            return words[: i - 1] + words[i + 2 :], (make(lowered[i - 1]), make(lowered[i + 1]))
    return words, ()


ANY_TARGET = Filter(
    any_of=(
        Filter(types=frozenset({CardType.CREATURE})),
        Filter(types=frozenset({CardType.PLANESWALKER})),
        Filter(types=frozenset({CardType.BATTLE})),
    )
)


def parse_target(phrase: str) -> TargetSpec:
    """Read a target phrase (CR 115.1-115.4): "any target", "target nonblack creature"..."""
    p = phrase.strip()
    if p == "any target":
        # CR 115.4: a creature, player, planeswalker or battle.
        return TargetSpec(p, players=PlayerTargets.ANY, permanent=ANY_TARGET)
    if not p.startswith("target "):
        raise Unreadable(p)
    rest = p[len("target ") :]
    if rest == "player":
        return TargetSpec(p, players=PlayerTargets.ANY)
    if rest == "opponent":
        return TargetSpec(p, players=PlayerTargets.OPPONENT)
    if rest == "player or planeswalker":
        return TargetSpec(p, players=PlayerTargets.ANY, permanent=Filter(types=frozenset({CardType.PLANESWALKER})))
    if rest == "card from your graveyard":  # any card (Recollect)
        return TargetSpec(p, card=Filter(controller=Relation.YOU), zone=Zone.GRAVEYARD)
    m = re.fullmatch(r"(?P<what>.+) cards? from your graveyard", rest)
    if m:
        flt, _ = parse_object_words(m["what"])
        return TargetSpec(p, card=replace(flt, controller=Relation.YOU), zone=Zone.GRAVEYARD)
    for word in (" without ", " with "):  # "target attacking creature without flying" / "with flying"
        if word not in rest:
            continue
        rest, _, keyword = rest.partition(word)
        found = parse_keywords([keyword])
        if found is None:
            raise Unreadable(p)
        flt, kind = parse_object_words(rest)
        if kind != "permanent":
            raise Unreadable(p)
        keywords = frozenset(found)
        return TargetSpec(p, permanent=replace(flt, lacks=keywords) if word == " without " else replace(flt, has=keywords))
    for suffix, who in ((" you control", Relation.YOU), (" you don't control", Relation.NOT_YOU)):
        if rest.endswith(suffix):  # "target permanent you control"
            flt, kind = parse_object_words(rest[: -len(suffix)])
            if kind != "permanent":
                raise Unreadable(p)
            return TargetSpec(p, permanent=replace(flt, controller=who))
    flt, kind = parse_object_words(rest)
    if kind == "spell":
        return TargetSpec(p, spell=flt)
    return TargetSpec(p, permanent=flt)


def parse_group(phrase: str) -> Filter:
    """Read a group such as "each creature", "all creatures", "creatures you control",
    "each creature without flying"."""
    p = phrase.strip()
    lacks: frozenset[KeywordAbility] = frozenset()
    has: frozenset[KeywordAbility] = frozenset()
    if " with " in p and " without " not in p:  # "each creature with flying"
        p, _, keyword = p.partition(" with ")
        found_has = parse_keywords([keyword])
        if found_has is None:
            raise Unreadable(phrase)
        has = frozenset(found_has)
    if " without " in p:
        p, _, keyword = p.partition(" without ")
        found = parse_keywords([keyword])
        if found is None:
            raise Unreadable(phrase)
        lacks = frozenset(found)
    controller = Relation.ANY
    for suffix, who in (
        (" you control", Relation.YOU),
        (" your opponents control", Relation.OPPONENT),
        (" you don't control", Relation.NOT_YOU),
    ):
        if p.endswith(suffix):
            p = p[: -len(suffix)]
            controller = who
    for prefix in ("each ", "all "):
        if p.startswith(prefix):
            p = p[len(prefix) :]
    flt, kind = parse_object_words(p)
    if kind != "permanent":
        raise Unreadable(phrase)
    if lacks:
        flt = replace(flt, lacks=lacks)
    if has:
        flt = replace(flt, has=has)
    return replace(flt, controller=controller) if controller is not Relation.ANY else flt


def parse_keywords(words: list[str]) -> tuple[KeywordAbility, ...] | None:
    """Read a keyword line ("Flying, first strike"); None if any part isn't a keyword."""
    found: list[KeywordAbility] = []
    for raw in words:
        kw = parse_keyword(raw)
        if kw is None:
            return None
        if kw not in found:
            found.append(kw)
    return tuple(found)


def parse_counted(phrase: str) -> Filter:
    """What "the number of ..." / "for each ..." counts: permanents, "Swamps you control",
    "enchantment on the battlefield" (107.1)."""
    p = phrase.strip()
    if p.endswith(" on the battlefield"):
        p = p[: -len(" on the battlefield")]
    return parse_group(p)
