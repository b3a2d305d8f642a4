"""Phrases of Oracle text shared by many sentences: numbers, objects, targets, groups, keywords.

Each parser reads one phrase completely or raises :class:`Unreadable`.
"""

from __future__ import annotations

import re

from tolaria.mtg.oracle.abilities import Filter, TargetSpec

SIMPLE_KEYWORDS = frozenset(
    {
        "flying",
        "reach",
        "vigilance",
        "haste",
        "defender",
        "first strike",
        "double strike",
        "deathtouch",
        "lifelink",
        "trample",
        "menace",
        "hexproof",
        "flash",
    }
)
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
CARD_TYPE_WORDS = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle", "instant", "sorcery"}
)
NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
SELF = "~"


class Unreadable(Exception):
    """A phrase the compiler has no template for."""


# ---------------------------------------------------------------- phrases


def parse_number(word: str) -> int | str:
    """"two" -> 2, "3" -> 3, "X" -> "X"."""
    w = word.strip()
    if w == "X":
        return "X"
    if w.isdigit():
        return int(w)
    if w.lower() in NUMBER_WORDS:
        return NUMBER_WORDS[w.lower()]
    raise Unreadable(word)


def parse_object_words(phrase: str, card: bool = False) -> tuple[Filter, str]:
    """Read "[adjectives] noun" such as "nonartifact, nonblack creature".

    Returns the filter and the noun kind: "permanent" or "spell". With
    ``card``, the phrase describes a card ("a noncreature, nonland card"),
    which may have adjectives only.
    """
    words = phrase.replace(",", " ").split()
    if not words:
        raise Unreadable(phrase)
    kind = "permanent"
    if words[-1] in ("spell", "spells"):
        kind = "spell"
        words = words[:-1]
    types: set[str] = set()
    not_types: set[str] = set()
    colors: set[str] = set()
    not_colors: set[str] = set()
    subtypes: set[str] = set()
    states: set[str] = set()
    i = 0
    nouns: list[str] = []
    while i < len(words):
        w = words[i].lower()
        base = w[:-1] if w.endswith("s") and w[:-1] in CARD_TYPE_WORDS else w
        if w.startswith("non") and w[3:] in CARD_TYPE_WORDS:
            not_types.add(w[3:])
        elif w.startswith("non") and w[3:] in COLOR_WORDS:
            not_colors.add(COLOR_WORDS[w[3:]])
        elif w in COLOR_WORDS:
            colors.add(COLOR_WORDS[w])
        elif w in ("tapped", "untapped", "attacking", "blocking"):
            states.add(w)
        elif base in CARD_TYPE_WORDS:
            nouns.append(base)
        elif w == "or" and nouns:
            pass
        elif w in ("permanent", "permanents"):
            nouns.append("permanent")
        elif words[i][0].isupper() and w.rstrip("s") not in ("creature",):
            subtypes.add(words[i][:-1] if words[i].endswith("s") and len(words[i]) > 3 else words[i])
            nouns.append("creature")
        else:
            raise Unreadable(phrase)
        i += 1
    if kind == "spell":
        types.update(n for n in nouns if n != "permanent")
    else:
        if not nouns and not card:
            raise Unreadable(phrase)
        types.update(n for n in nouns if n != "permanent")
    return (
        Filter(
            types=frozenset(types),
            not_types=frozenset(not_types),
            colors=frozenset(colors),
            not_colors=frozenset(not_colors),
            subtypes=frozenset(subtypes),
            states=frozenset(states),
        ),
        kind,
    )


def parse_target(phrase: str) -> TargetSpec:
    """Read a target phrase (CR 115.1-115.4): "any target", "target nonblack creature"..."""
    p = phrase.strip()
    if p == "any target":
        # CR 115.4: a creature, player, planeswalker or battle.
        return TargetSpec(
            p, players=True, permanent=Filter(types=frozenset({"creature", "planeswalker", "battle"}))
        )
    if not p.startswith("target "):
        raise Unreadable(p)
    rest = p[len("target ") :]
    if rest == "player":
        return TargetSpec(p, players=True)
    if rest == "opponent":
        return TargetSpec(p, players=True, opponent=True)
    if rest == "player or planeswalker":
        return TargetSpec(p, players=True, permanent=Filter(types=frozenset({"planeswalker"})))
    if rest == "spell":
        return TargetSpec(p, spell=Filter())
    m = re.fullmatch(r"(?P<what>.+) cards? from your graveyard", rest)
    if m:
        flt, _ = parse_object_words(m["what"])
        return TargetSpec(p, card=with_fields(flt, controller="you"), zone="graveyard")
    flt, kind = parse_object_words(rest)
    if kind == "spell":
        return TargetSpec(p, spell=flt)
    return TargetSpec(p, permanent=flt)


def with_fields(flt: Filter, **changes: object) -> Filter:
    """A copy of a filter with some fields changed."""
    fields = {k: getattr(flt, k) for k in Filter.__slots__}
    fields.update(changes)
    return Filter(**fields)


def parse_group(phrase: str) -> Filter:
    """Read a group such as "each creature", "all creatures", "creatures you control"."""
    p = phrase.strip()
    controller = ""
    for suffix, who in ((" you control", "you"), (" your opponents control", "opponent")):
        if p.endswith(suffix):
            p = p[: -len(suffix)]
            controller = who
    for prefix in ("each ", "all "):
        if p.startswith(prefix):
            p = p[len(prefix) :]
    flt, kind = parse_object_words(p)
    if kind != "permanent":
        raise Unreadable(phrase)
    if controller:
        flt = with_fields(flt, controller=controller)
    return flt


def parse_keywords(words: list[str]) -> frozenset[str] | None:
    """Read a keyword line ("Flying, first strike"); None if any part isn't a keyword."""
    found: set[str] = set()
    for raw in words:
        w = raw.strip().lower()
        if w in SIMPLE_KEYWORDS:
            found.add(w)
        elif w.startswith("protection from ") and w[len("protection from ") :] in COLOR_WORDS:
            found.add(w)  # CR 702.16
        elif w.endswith("walk") and w[:-4].capitalize() in BASIC_LAND_TYPES:
            found.add(w)  # CR 702.14 landwalk
        else:
            return None
    return frozenset(found)
