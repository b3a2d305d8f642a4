"""Object descriptions, targets, numbers and keyword lists (CR 109, 115, 205, 702).

An object description is read whole, as one noun phrase: adjectives
("nonblack", "tapped", "basic"), one or more type words side by side that
all apply ("artifact creature" is one object with both types, CR 205.2),
alternatives joined by "or" ("creature or Vehicle", "artifact,
creature, or enchantment"), and qualifiers after the noun ("you control",
"an opponent controls", "without flying"). Subtypes are only the real
subtype words of CR 205.3 (``tolaria.mtg.cards.subtypes``), singular or
plural ("Plains" is both; "Elves" is Elf), so "Destroy all Plains" means
the land type and an unknown capitalised word is unread.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tolaria.mtg.cards import subtypes as known
from tolaria.mtg.cards.keywords import KeywordAbility, parse_keyword
from tolaria.mtg.cards.typeline import RETIRED_CREATURE_TYPES
from tolaria.mtg.kinds import COLOR_WORDS, PERMANENT_CARD_TYPES, CardType, Supertype, Zone
from tolaria.mtg.oracle.abilities import (
    Filter,
    PlayerTargets,
    Relation,
    Status,
    TargetSpec,
    XValue,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, text_of

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20,
}
_TYPE_WORDS: dict[str, CardType] = {
    **{t.value: t for t in CardType},
    **{t.value + "s": t for t in CardType},
    "sorceries": CardType.SORCERY,
}
_STATUS_WORDS = {s.value: s for s in Status}
# Subtypes and the card type each belongs to (CR 205.3): "Walls" are creatures, "Plains" lands.
SUBTYPE_KIND: dict[str, CardType] = {
    **{s: CardType.CREATURE for s in known.CREATURE_TYPES},
    **{s: CardType.ARTIFACT for s in known.ARTIFACT_TYPES},
    **{s: CardType.ENCHANTMENT for s in known.ENCHANTMENT_TYPES},
    **{s: CardType.LAND for s in known.LAND_TYPES},
    **{s: CardType.PLANESWALKER for s in known.PLANESWALKER_TYPES},  # "a Basri planeswalker" (205.3j)
}
_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Mice": "Mouse", "Fungi": "Fungus"}


class Noun:
    """What kind of thing a description names (the object's kind decides where it is looked for)."""

    PERMANENT = "permanent"
    SPELL = "spell"
    CARD = "card"


def subtype_word(word: str) -> str | None:
    """The subtype a capitalised word names, singular or plural ("Walls" -> Wall), or None."""
    if not word[:1].isupper():
        return None
    if word in SUBTYPE_KIND:
        return word
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word in RETIRED_CREATURE_TYPES:  # an earlier era's word for a type Oracle has renamed
        return RETIRED_CREATURE_TYPES[word]
    for cut, add in (("s", ""), ("es", ""), ("ies", "y"), ("ves", "f")):
        if word.endswith(cut) and (stem := word[: -len(cut)] + add) in SUBTYPE_KIND:
            return stem
    return None


# ------------------------------------------------------------------ numbers


def number(r: Reader) -> int | XValue:
    """"two", "3", "X", "a"."""
    tok = r.kind(Kind.WORD)
    if tok.text == "X":
        return XValue()
    if tok.text.isdigit():
        return int(tok.text)
    if tok.low in NUMBER_WORDS:
        return NUMBER_WORDS[tok.low]
    raise NoParse("a number")


def fixed_number(r: Reader) -> int:
    n = number(r)
    if not isinstance(n, int):
        raise NoParse("a fixed number")
    return n


def pt_change(r: Reader) -> tuple[int, int]:
    """"+3/+3", "-1/-1" (X is not read here)."""
    tok = r.kind(Kind.PT_CHANGE)
    p, t = tok.text.split("/")
    if "X" in p or "X" in t:
        raise NoParse("a +X/+X change")
    return int(p), int(t)


def x_pt_change(r: Reader) -> tuple[int, int] | None:
    """"+X/-X", "+X/+X", "-X/-X": the change for each one of X (107.3a), or None (nothing read) if the
    change is not X on both sides."""
    tok = r.peek()
    if tok is None or tok.kind is not Kind.PT_CHANGE:
        return None
    p, t = tok.text.split("/")
    if p[1:] != "X" or t[1:] != "X" or p[0] not in "+-" or t[0] not in "+-":
        return None
    r.advance()
    return (1 if p[0] == "+" else -1), (1 if t[0] == "+" else -1)


# ------------------------------------------------------------- descriptions


@dataclass(slots=True)
class _Alternative:
    """One noun of a description: its types and subtypes (all must hold)."""

    types: set[CardType] = field(default_factory=set)
    subtypes: set[str] = field(default_factory=set)
    permanent_card: bool = False
    kind_said: bool = False  # "spell", "card" or "permanent" was said for this alternative


@dataclass(slots=True)
class _Adjectives:
    not_types: set[CardType] = field(default_factory=set)
    colors: set[str] = field(default_factory=set)
    not_colors: set[str] = field(default_factory=set)
    not_subtypes: set[str] = field(default_factory=set)
    statuses: set[Status] = field(default_factory=set)
    supertypes: set[Supertype] = field(default_factory=set)
    either: tuple[Filter, ...] = ()  # "green or white", "attacking or blocking": one of them


def _adjective_choice(r: Reader, adj: _Adjectives) -> bool:
    """Two colors or two statuses joined by "or" ("target green or white creature"): either fits; "white
    and/or blue creatures" says the same (105.2: an object of both colors is of each)."""
    joint = 3 if r.lows[r.pos + 1 : r.pos + 4] == ("and", "/", "or") else 1
    first, word_or, second = r.peek(), r.peek(joint), r.peek(joint + 1)
    if first is None or word_or is None or second is None or word_or.low != "or" or adj.either:
        return False
    for table, make in (
        (COLOR_WORDS, lambda w: Filter(colors=frozenset({COLOR_WORDS[w]}))),
        (_STATUS_WORDS, lambda w: Filter(statuses=frozenset({_STATUS_WORDS[w]}))),
    ):
        if first.low in table and second.low in table:
            adj.either = (make(first.low), make(second.low))
            for _ in range(joint + 2):
                r.advance()
            return True
    return False


def _adjectives(r: Reader, adj: _Adjectives) -> None:
    """Read the adjectives before a noun ("nonartifact, nonblack", "tapped", "basic")."""
    while True:
        if _adjective_choice(r, adj):
            continue
        tok = r.peek()
        if tok is None or tok.kind is not Kind.WORD:
            return
        w = tok.low
        if w.startswith("non") and w[3:] in _TYPE_WORDS and not w.endswith("s"):
            adj.not_types.add(_TYPE_WORDS[w[3:]])
        elif w.startswith("non") and w[3:] in COLOR_WORDS:
            adj.not_colors.add(COLOR_WORDS[w[3:]])
        elif w in COLOR_WORDS:
            adj.colors.add(COLOR_WORDS[w])
        elif w.startswith("non-") and (sub := subtype_word(tok.text[4:])) is not None:
            adj.not_subtypes.add(sub)  # "non-Spirit" (205.3)
        elif w == "colorless":
            adj.not_colors.update(COLOR_WORDS.values())  # CR 105.2c: an object with no color
        elif w in _STATUS_WORDS:
            adj.statuses.add(_STATUS_WORDS[w])
        elif w == "basic":
            adj.supertypes.add(Supertype.BASIC)
        elif w == "legendary":
            adj.supertypes.add(Supertype.LEGENDARY)
        else:
            return
        r.advance()
        # "nonartifact, nonblack creature": a comma between adjectives
        nxt = r.peek(1)
        if r.looking_at(",") and nxt is not None and _is_adjective(nxt.low):
            r.advance()


def card_type_word(r: Reader) -> Filter:
    """A card type or its negation standing for a kind of card: "land", "nonland" (205.2a), as "choose
    land or nonland" names the kinds; the word is the whole description."""
    tok = r.peek()
    w = tok.low if tok is not None and tok.kind is Kind.WORD else ""
    if w in CardType._value2member_map_:
        r.advance()
        return Filter(types=frozenset({CardType(w)}))
    if w.startswith("non") and w[3:] in CardType._value2member_map_:
        r.advance()
        return Filter(not_types=frozenset({CardType(w[3:])}))
    raise NoParse("a card type or its negation")


def _is_adjective(w: str) -> bool:
    return (
        (w.startswith("non") and (w[3:] in _TYPE_WORDS or w[3:] in COLOR_WORDS))
        or w in COLOR_WORDS
        or w in _STATUS_WORDS
        or w in ("basic", "legendary", "colorless")
        or (w.startswith("non-") and subtype_word(w[4:].capitalize()) is not None)
    )


def _noun(r: Reader) -> tuple[_Alternative, str]:
    """Type words side by side: "artifact creature", "Goblin", "creature", "permanent", "spell"."""
    alt = _Alternative()
    kind = Noun.PERMANENT
    nouns = 0
    while True:
        tok = r.peek()
        if tok is None or tok.kind is not Kind.WORD:
            break
        if tok.low in _TYPE_WORDS:
            alt.types.add(_TYPE_WORDS[tok.low])
        elif (sub := subtype_word(tok.text)) is not None:
            alt.subtypes.add(sub)
            alt.types.add(SUBTYPE_KIND[sub])
        else:
            break
        r.advance()
        nouns += 1
    tok = r.peek()
    if tok is not None and tok.low in ("permanent", "permanents", "spell", "spells", "card", "cards"):
        r.advance()
        kind = {"perm": Noun.PERMANENT, "spel": Noun.SPELL, "card": Noun.CARD}[tok.low[:4]]
        alt.kind_said = True
        nouns += 1
        if kind == Noun.PERMANENT and r.accept("card") or r.accept("cards"):
            # CR 110.4b: a permanent card is a card of a permanent type.
            if alt.types:
                raise NoParse("a permanent card of a type")
            alt.permanent_card = True
            kind = Noun.CARD
    if nouns == 0:
        raise NoParse("a noun")
    return alt, kind


def description(r: Reader, plural_ok: bool = False) -> tuple[Filter, str]:
    """An object description: adjectives, nouns with alternatives, then qualifiers.

    Returns the filter and the kind of object (permanent, spell or card).
    """
    adj = _Adjectives()
    _adjectives(r, adj)
    first, kind = _noun(r)
    alternatives = [first]
    alt_kinds = [kind]
    while True:
        start = r.pos
        if r.accept(",") and not r.looking_at("or"):
            if plural_ok:
                r.accept("and")  # "artifacts, creatures, and enchantments": a group of any of them
            try:
                alt, kind = _noun(r)
            except NoParse:
                r.pos = start
                break
            alternatives.append(alt)
            alt_kinds.append(kind)
            continue
        r.pos = start
        if plural_ok and r.accept("and"):
            # "Wolves and Werewolves you control": a group of either kind
            try:
                alt, kind = _noun(r)
            except NoParse:
                r.pos = start
                break
            alternatives.append(alt)
            alt_kinds.append(kind)
            continue
        if r.accept(", or") or r.accept("or"):
            extra = _Adjectives()
            _adjectives(r, extra)
            alt, kind = _noun(r)
            if extra != _Adjectives():
                raise NoParse("adjectives on one alternative only")
            alternatives.append(alt)
            alt_kinds.append(kind)
            continue
        break
    # "instant or sorcery card": one kind for all; "spell or creature" names two kinds, not read
    kinds = {k for a, k in zip(alternatives, alt_kinds, strict=True) if a.kind_said}
    if kinds - {kind}:
        raise NoParse("alternatives of different kinds of object")
    flt = Filter(
        not_types=frozenset(adj.not_types),
        colors=frozenset(adj.colors),
        not_colors=frozenset(adj.not_colors),
        not_subtypes=frozenset(adj.not_subtypes),
        statuses=frozenset(adj.statuses),
        supertypes=frozenset(adj.supertypes),
    )
    if adj.either:
        if len(alternatives) > 1 or first.permanent_card:
            raise NoParse("a choice of adjectives and of nouns at once")
        flt = replace(flt, any_of=adj.either)
    if len(alternatives) == 1 and first.permanent_card:
        flt = replace(flt, any_of=tuple(Filter(types=frozenset({t})) for t in sorted(PERMANENT_CARD_TYPES)))
    elif any(a.permanent_card for a in alternatives):
        raise NoParse("a permanent card among alternatives")
    elif len(alternatives) == 1:
        flt = replace(flt, types=frozenset(first.types), subtypes=frozenset(first.subtypes))
    else:
        flt = replace(flt, any_of=tuple(Filter(types=frozenset(a.types), subtypes=frozenset(a.subtypes)) for a in alternatives))
    return _qualifiers(r, flt), kind


def _qualifiers(r: Reader, flt: Filter) -> Filter:
    """What follows the noun: "without flying", "you control", "your opponents control"."""
    if r.accept("without"):
        kw = keyword(r)
        flt = replace(flt, lacks=flt.lacks | {kw})
    flt = _with(r, flt)
    if r.accept("you control"):
        flt = replace(flt, controller=Relation.YOU)
    elif r.accept("your opponents control") or r.accept("an opponent controls"):
        flt = replace(flt, controller=Relation.OPPONENT)
    elif r.accept("you don't control"):
        flt = replace(flt, controller=Relation.NOT_YOU)  # a teammate's too (102.3)
    elif r.accept("defending player controls"):
        flt = replace(flt, controller=Relation.DEFENDING)  # 506.2
    elif r.accept("you don't own"):
        flt = replace(flt, not_owned=True)  # 108.3: another player owns it
    if flt.controller is not Relation.ANY and not flt.has and not flt.lacks and flt.power_at_least is None \
            and flt.power_at_most is None:
        flt = _with(r, flt)  # "creature you control with flying": the quality after the controller
    nxt = r.peek(1)
    if r.looking_at("that's") and nxt is not None and nxt.low in COLOR_WORDS:
        r.advance()
        flt = _thats_colors(r, flt)
    if r.accept("blocking ~"):
        flt = replace(flt, statuses=flt.statuses | {Status.BLOCKING_IT})  # 509.1a: blocking this object
    if r.accept("that's attached to a permanent"):
        flt = replace(flt, statuses=flt.statuses | {Status.ATTACHED})  # 303.4, 301.5
    if r.accept("that was dealt damage this turn"):
        flt = replace(flt, statuses=flt.statuses | {Status.DEALT_DAMAGE_THIS_TURN})  # 120.3: by any source
    if r.accept("named ~"):
        flt = replace(flt, named=SELF_NAME)  # 201.2: the card's own name, bound by the compiler
    return flt


SELF_NAME = "~"  # Filter.named of "a card named ~" until the compiler writes the card's name there (201.2)


def thats_colors(r: Reader, flt: Filter) -> Filter:
    """"that's red or green" after a noun the description reader doesn't take ("spell or permanent")."""
    r.expect("that's")
    return _thats_colors(r, flt)


def _thats_colors(r: Reader, flt: Filter) -> Filter:
    """"that's white", "that's black or red", "that's white, blue, black, or red" after the noun (105.2):
    the object has that color, or one of those; with alternatives of type before ("creature or
    planeswalker that's green or white"), each alternative with each color."""
    colors = [_color_word(r)]
    while True:
        start = r.pos
        if r.accept(","):
            r.accept("or")
        elif not r.accept("or"):
            break
        word = r.peek()
        if word is None or word.low not in COLOR_WORDS:
            r.pos = start  # the comma ends the description
            break
        colors.append(_color_word(r))
    if len(colors) == 1:
        return replace(flt, colors=flt.colors | {colors[0]})
    choices = tuple(Filter(colors=frozenset({c})) for c in colors)
    if not flt.any_of:
        return replace(flt, any_of=choices)
    if any(alt.colors or alt.any_of for alt in flt.any_of):
        raise NoParse("a choice of colors and of colored alternatives at once")
    return replace(flt, any_of=tuple(replace(alt, colors=c.colors) for alt in flt.any_of for c in choices))


def _color_word(r: Reader) -> str:
    word = r.kind(Kind.WORD).low
    if word not in COLOR_WORDS:
        raise NoParse("a color after 'that's'")
    return COLOR_WORDS[word]


def _with(r: Reader, flt: Filter) -> Filter:
    """"with flying", "with power 4 or greater", "with power 2 or less" (after the noun)."""
    start = r.pos
    if not r.accept("with"):
        return flt
    if r.accept("toughness less than ~'s power"):
        return replace(flt, toughness_below_source_power=True)  # 208.1: the source's power as it is checked
    if r.accept("power"):
        n = fixed_number(r)
        bound = r.one_of("or greater", "or less")
        return replace(flt, power_at_least=n) if bound == "or greater" else replace(flt, power_at_most=n)
    if (r.accept("mana value") or r.accept("converted mana cost")) and not r.looking_at("x"):
        # "X or less" is read only where X is bound: a search (107.3a)
        return _mana_value_bound(r, flt)
    if r.accept("a"):
        # "with a +1/+1 counter on it" (122.1); "with a single target" is the target phrase's own
        from tolaria.mtg.oracle.grammar.object_effects import counter_kind

        try:
            kind = counter_kind(r)
            r.expect("on it")
        except NoParse:
            r.pos = start
            return flt
        return replace(flt, with_counter=kind)
    try:
        kws = keyword_list(r)
    except NoParse:
        r.pos = start
        return flt
    return replace(flt, has=flt.has | frozenset(kws))


def with_quality(r: Reader, flt: Filter) -> Filter:
    """"with flying" / "with power 4 or greater" where it follows more than the noun ("Creature spells
    you cast with power 4 or greater")."""
    return _with(r, flt)


def _mana_value_bound(r: Reader, flt: Filter) -> Filter:
    """CR 202.3: "with mana value 3 or less", "with mana value 6 or greater", "with mana value 1"."""
    n = fixed_number(r)
    if r.accept("or greater"):
        return replace(flt, mana_value_at_least=n)
    if r.accept("or less"):
        return replace(flt, mana_value_at_most=n)
    return replace(flt, mana_value_at_least=n, mana_value_at_most=n)


def group(r: Reader) -> Filter:
    """A group of permanents: "each creature", "all creatures", "creatures you control", "other ..."."""
    r.accept("each") or r.accept("all")
    other = bool(r.accept("other"))
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT:
        raise NoParse("a group of permanents")
    return replace(flt, other=True) if other else flt


def counted(r: Reader) -> Filter:
    """What "the number of ..." / "for each ..." counts: permanents such as "Swamps you control" or
    "enchantment on the battlefield" (107.1)."""
    flt = group(r)
    r.accept("on the battlefield")
    return flt


# ------------------------------------------------------------------ targets

ANY_TARGET = Filter(
    any_of=(
        Filter(types=frozenset({CardType.CREATURE})),
        Filter(types=frozenset({CardType.PLANESWALKER})),
        Filter(types=frozenset({CardType.BATTLE})),
    )
)


def target_phrase(r: Reader) -> TargetSpec:
    """A target phrase (CR 115.1-115.4): "any target", "target nonblack creature", "target player"."""
    start = r.pos
    if r.accept("any target"):
        # CR 115.4: a creature, player, planeswalker or battle.
        return TargetSpec("any target", players=PlayerTargets.ANY, permanent=ANY_TARGET)
    up_to = r.accept("up to one")  # CR 601.2c: the player chooses how many, none or one
    another = r.accept("another") or (up_to and r.accept("other"))  # "up to one other target creature"
    r.expect("target")
    spec = _target_body(r)
    if up_to:
        spec = replace(spec, optional=True)
    if another:
        # "another target creature": any but the source of the ability itself
        if spec.permanent is None:
            raise NoParse("another target that is not a permanent")
        spec = replace(spec, permanent=replace(spec.permanent, other=True))
    text = text_of(r.tokens[start : r.pos])
    return replace(spec, text=text[:1].lower() + text[1:])


def _target_body(r: Reader) -> TargetSpec:
    if r.accept("player or planeswalker"):
        return TargetSpec("", players=PlayerTargets.ANY, permanent=Filter(types=frozenset({CardType.PLANESWALKER})))
    if r.accept("player"):
        return TargetSpec("", players=PlayerTargets.ANY)
    if r.accept("opponent or planeswalker"):  # CR 115.4: an opponent, or a planeswalker
        return TargetSpec("", players=PlayerTargets.OPPONENT, permanent=Filter(types=frozenset({CardType.PLANESWALKER})))
    if r.accept("opponent"):
        return TargetSpec("", players=PlayerTargets.OPPONENT)
    flt, kind = description(r)
    if kind == Noun.CARD:
        if r.accept("from a graveyard"):  # any player's graveyard
            return TargetSpec("", card=flt, zone=Zone.GRAVEYARD)
        r.expect("from your graveyard")
        return TargetSpec("", card=replace(flt, controller=Relation.YOU), zone=Zone.GRAVEYARD)
    if kind == Noun.SPELL:
        return TargetSpec("", spell=flt)
    return TargetSpec("", permanent=controlled_by_that_player(r, flt))


def controlled_by_that_player(r: Reader, flt: Filter) -> Filter:
    """"target permanent that player controls": a target permanent of the player a trigger event named
    (Relation.THAT_PLAYER; the ability's scope checks that its trigger names one as the target is added).
    Read only in target phrases, whose legality the engine checks against that player (115.1, 603.3d)."""
    if flt.controller is Relation.ANY and r.accept("that player controls"):
        return replace(flt, controller=Relation.THAT_PLAYER)
    return flt


# ------------------------------------------------------------------ keywords


def keyword(r: Reader) -> KeywordAbility:
    """One keyword ability ("flying", "first strike", "protection from black", "swampwalk")."""
    for length in (6, 5, 4, 3, 2, 1):  # "protection from black and from red" is one keyword (702.16g)
        toks = r.tokens[r.pos : r.pos + length]
        if len(toks) < length or any(t.kind is not Kind.WORD for t in toks):
            continue
        kw = parse_keyword(" ".join(t.low for t in toks))
        if kw is not None:
            for _ in range(length):
                r.advance()
            return kw
    raise NoParse("a keyword")


def keyword_list(r: Reader) -> tuple[KeywordAbility, ...]:
    """"flying", "flying and vigilance", "trample and lifelink", "flying, first strike, and haste".

    An "and" not followed by a keyword is left for the sentence ("each creature with flying and each player").
    """
    found = [keyword(r)]
    while True:
        start = r.pos
        if r.accept(", and") or r.accept("and") or r.accept(","):
            try:
                found.append(keyword(r))
            except NoParse:
                r.pos = start
                break
            continue
        break
    return tuple(dict.fromkeys(found))
