"""The Oracle-text compiler: rules text in, ability records out.

It reads every word of a card or refuses it: a sentence that matches no
template is reported in ``Compiled.unread`` and the card is unsupported
(architecture, property 5). Reminder text in parentheses is understood as
reminder and ignored (CR 207.2). The card's own name, and "this creature"
/ "this spell" of newer Oracle wording, are read as a self-reference.

Templates are small regular expressions over one sentence; phrases shared
by many templates (targets, numbers, groups of objects) have their own
parsers below, so a new card usually needs a new phrase, not a new
template.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    Compiled,
    Cost,
    Filter,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    Step,
    TargetSpec,
    TriggeredAbility,
)

# CR 702: keyword abilities the engine implements, as written in Oracle text.
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
        return TargetSpec(p, card=_with(flt, controller="you"), zone="graveyard")
    flt, kind = parse_object_words(rest)
    if kind == "spell":
        return TargetSpec(p, spell=flt)
    return TargetSpec(p, permanent=flt)


def _with(flt: Filter, **changes: object) -> Filter:
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
        flt = _with(flt, controller=controller)
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


# -------------------------------------------------------------- sentences


class _Builder:
    """Collects what the sentences of one ability (or spell, or mode) say.

    ``source`` is True inside a permanent's ability, where "it" means the
    permanent itself; in a spell, "it" and "that creature" mean the target
    named before.
    """

    def __init__(self, source: bool = False) -> None:
        self.source = source
        self.targets: list[TargetSpec] = []
        self.steps: list[Step] = []

    def target(self, phrase: str) -> int:
        self.targets.append(parse_target(phrase))
        return len(self.targets) - 1

    def last_step(self, *ops: str) -> Step:
        if not self.steps or self.steps[-1].op not in ops:
            raise Unreadable("no instruction for this sentence to modify")
        return self.steps[-1]

    def obj(self, phrase: str) -> tuple[str, int]:
        """What a noun phrase acts on: ("target", i), ("self", -1) or ("ref", -1)."""
        p = phrase.strip()
        if p.startswith("target ") or p == "any target":
            return "target", self.target(p)
        if p == SELF:
            return "self", -1
        if p in ("it", "that creature"):
            if p == "it" and self.source:
                return "self", -1
            if self.targets:
                return "target", len(self.targets) - 1
            if p == "that creature":
                return "ref", -1
            return "self", -1
        raise Unreadable(p)

    def ability(self, text: str = "") -> SpellAbility:
        return SpellAbility(tuple(self.targets), tuple(self.steps), text=text)


_N = r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
_OBJ = r"(?P<what>~|it|that creature|target [^,]+?|any target)"


def _s_damage(b: _Builder, m: re.Match[str]) -> None:
    what = m["what"]
    amount = parse_number(m["n"])
    if what.startswith("each ") or what.startswith("all "):
        b.steps.append(Step("damage_each", amount=amount, group=parse_group(what)))
    elif what == "you":
        b.steps.append(Step("damage", amount=amount, obj="you"))
    else:
        obj, t = b.obj(what)
        b.steps.append(Step("damage", target=t, amount=amount, obj=obj))


def _s_pump(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    kws = _gained(m["kw"]) if "kw" in m.groupdict() else ()
    amount: int | str = 1
    if m.groupdict().get("each"):
        if m["each"] != "creature blocking it":
            raise Unreadable(m["each"])
        amount = "blockers"
    b.steps.append(
        Step(
            "pump",
            target=t,
            obj=obj,
            power=int(m["p"]),
            toughness=int(m["t"]),
            keywords=kws,
            amount=amount,
        )
    )


def _s_gains(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("pump", target=t, obj=obj, keywords=_gained(m["kw"]), amount=1))


def _s_pump_all(b: _Builder, m: re.Match[str]) -> None:
    kws = _gained(m["kw"])
    b.steps.append(
        Step(
            "pump_all",
            group=parse_group(m["what"]),
            power=int(m["p"]),
            toughness=int(m["t"]),
            keywords=kws,
        )
    )


def _gained(kw: str | None) -> tuple[str, ...]:
    if not kw:
        return ()
    parsed = parse_keywords(re.split(r",\s*|\s+and\s+", kw))
    if parsed is None:
        raise Unreadable(kw)
    return tuple(sorted(parsed))


def _s_draw(b: _Builder, m: re.Match[str]) -> None:
    b.steps.append(Step("draw", who="you", amount=parse_number(m["n"])))


def _s_player_draws(b: _Builder, m: re.Match[str]) -> None:
    who = m["who"]
    if who == "that player":
        b.steps.append(Step("draw", who="ref", amount=parse_number(m["n"])))
        return
    t = b.target(who)
    b.steps.append(Step("draw", who="target", target=t, amount=parse_number(m["n"])))
    if m["life"]:
        b.steps.append(Step("lose_life", who="target", target=t, amount=int(m["life"])))


def _s_gain_life(b: _Builder, m: re.Match[str]) -> None:
    who = m["who"]
    if who == "you":
        b.steps.append(Step("gain_life", who="you", amount=int(m["n"])))
    elif who == "its controller":
        b.steps.append(Step("gain_life", who="lki", amount="lki_toughness" if m["eq"] else int(m["n"])))
    else:
        t = b.target(who)
        b.steps.append(Step("gain_life", who="target", target=t, amount=int(m["n"])))


def _s_gain_life_equal(b: _Builder, m: re.Match[str]) -> None:
    """"Its controller gains life equal to its toughness" (608.2h: last known information)."""
    prev = b.last_step("bottom")
    if m["who"] != "its controller":
        raise Unreadable(m["who"])
    b.steps.append(Step("gain_life", who="lki", target=prev.target, amount="lki_toughness"))


def _s_destroy(b: _Builder, m: re.Match[str]) -> None:
    what = m["what"]
    if what.startswith("all "):
        b.steps.append(Step("destroy_all", group=parse_group(what)))
    else:
        obj, t = b.obj(what)
        b.steps.append(Step("destroy", target=t, obj=obj))


def _s_no_regen(b: _Builder, m: re.Match[str]) -> None:
    """"It/They can't be regenerated." modifies the destruction before it (CR 701.19c)."""
    prev = b.last_step("destroy", "destroy_all")
    b.steps[-1] = _replace(prev, regenerate=False)


def _replace(step: Step, **changes: object) -> Step:
    fields = {k: getattr(step, k) for k in Step.__slots__}
    fields.update(changes)
    return Step(**fields)


def _s_bounce(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("bounce", target=t, obj=obj))


def _s_return_card(b: _Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.card is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(Step("return_card", target=len(b.targets) - 1, obj="target"))


def _s_counter(b: _Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.spell is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(Step("counter", target=len(b.targets) - 1, obj="target"))


def _s_discard(b: _Builder, m: re.Match[str]) -> None:
    who = m["who"]
    rnd = bool(m["random"])
    if who == "that player":
        b.steps.append(Step("discard", who="ref", amount=parse_number(m["n"]), random=rnd))
        return
    t = b.target(who)
    b.steps.append(Step("discard", who="target", target=t, amount=parse_number(m["n"]), random=rnd))


def _s_reveal_hand(b: _Builder, m: re.Match[str]) -> None:
    t = b.target(m["who"])
    b.steps.append(Step("reveal_hand", who="target", target=t))


def _s_choose_from_hand(b: _Builder, m: re.Match[str]) -> None:
    prev = b.last_step("reveal_hand")
    flt, _ = parse_object_words(m["what"], card=True)
    b.steps.append(Step("choose_card", who="target", target=prev.target, group=flt, chooser="you"))


def _s_discard_chosen(b: _Builder, m: re.Match[str]) -> None:
    prev = b.last_step("choose_card")
    b.steps.append(Step("discard_chosen", who="target", target=prev.target))


def _s_sacrifice(b: _Builder, m: re.Match[str]) -> None:
    who = m["who"]
    flt, kind = parse_object_words(m["what"])
    if kind != "permanent":
        raise Unreadable(m["what"])
    if m["other"]:
        flt = _with(flt, other=True)
    if who == "you" or who is None:
        b.steps.append(Step("sacrifice", who="you", group=flt))
    else:
        t = b.target(who)
        b.steps.append(Step("sacrifice", who="target", target=t, group=flt))


def _s_if_cant(b: _Builder, m: re.Match[str]) -> None:
    """"If you can't, ..." applies the next instruction only if the one before failed."""
    b.last_step("sacrifice")
    inner = _Builder(b.source)
    inner.targets = b.targets
    if not _compile_sentence(inner, m["rest"]):
        raise Unreadable(m["rest"])
    for step in inner.steps:
        b.steps.append(_replace(step, condition="if_cant"))


def _s_add_mana(b: _Builder, m: re.Match[str]) -> None:
    symbols = tuple(re.findall(r"\{([WUBRGC])\}", m["mana"]))
    b.steps.append(Step("add_mana", who="you", mana=symbols))


def _s_regenerate(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("regenerate", target=t, obj=obj))


def _s_prevent_combat(b: _Builder, m: re.Match[str]) -> None:
    b.steps.append(Step("prevent_combat"))


def _s_prevent_next(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("prevent_next", target=t, obj=obj, amount=parse_number(m["n"])))


def _s_search_land(b: _Builder, m: re.Match[str]) -> None:
    flt, _ = parse_object_words(m["what"])
    if m["basic"]:
        flt = _with(flt, supertypes=frozenset({"basic"}))
    b.steps.append(Step("search", who="you", group=flt, tapped=bool(m["tapped"])))


def _s_create_tokens(b: _Builder, m: re.Match[str]) -> None:
    """CR 111.4: a token's name is its subtypes plus the word "Token"."""
    count = parse_number(m["n"])
    colors = tuple(COLOR_WORDS[c] for c in m["colors"].split(" and ") if c in COLOR_WORDS)
    subtypes = tuple(m["subtypes"].split())
    name = " ".join(subtypes) + " Token"
    token = (name, colors, subtypes, int(m["p"]), int(m["t"]))
    b.steps.append(Step("create_token", who="you", amount=count, token=token))


def _s_gain_control(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("gain_control", target=t, obj=obj))


def _s_untap(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("untap", target=t, obj=obj))


def _s_untap_and_control(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("untap", target=t, obj=obj))
    b.steps.append(Step("gain_control", target=t, obj=obj))


def _s_bottom(b: _Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("bottom", target=t, obj=obj))


def _s_mill(b: _Builder, m: re.Match[str]) -> None:
    t = b.target(m["who"])
    b.steps.append(Step("mill", who="target", target=t, amount=parse_number(m["n"])))


_TEMPLATES: list[tuple[re.Pattern[str], Callable[[_Builder, re.Match[str]], None]]] = [
    (re.compile(rf"(?:~|it) deals {_N} damage to (?P<what>.+)"), _s_damage),
    (
        re.compile(
            rf"{_OBJ} gets? {_PT}(?: and gains (?P<kw>.+?))? until end of turn"
            r"(?: for each (?P<each>.+))?"
        ),
        _s_pump,
    ),
    (re.compile(rf"{_OBJ} gains (?P<kw>[a-z ,]+?) until end of turn"), _s_gains),
    (
        re.compile(
            rf"(?P<what>(?:all |each )?[a-z ,]*creatures(?: you control)?) get {_PT}"
            r"(?: and gain (?P<kw>.+?))? until end of turn"
        ),
        _s_pump_all,
    ),
    (re.compile(rf"(?:you )?draw {_N} cards?"), _s_draw),
    (
        re.compile(
            rf"(?P<who>target player|that player) draws {_N} (?:additional )?cards?"
            r"(?: and loses (?P<life>\d+) life)?"
        ),
        _s_player_draws,
    ),
    (re.compile(r"(?P<who>you|target player|its controller) gains? (?P<n>\d+) life(?P<eq>)"), _s_gain_life),
    (re.compile(r"(?P<who>its controller) gains life equal to its toughness"), _s_gain_life_equal),
    (re.compile(r"destroy (?P<what>.+)"), _s_destroy),
    (re.compile(r"(?:it|they|that creature) can't be regenerated"), _s_no_regen),
    (re.compile(r"return (?P<what>target [^,]+? from your graveyard) to your hand"), _s_return_card),
    (re.compile(rf"return {_OBJ} to its owner's hand"), _s_bounce),
    (re.compile(r"counter (?P<what>target .+)"), _s_counter),
    (
        re.compile(rf"(?P<who>target (?:player|opponent)|that player) discards {_N} cards?(?P<random> at random)?"),
        _s_discard,
    ),
    (re.compile(r"(?P<who>target (?:player|opponent)) reveals (?:their|his or her) hand"), _s_reveal_hand),
    (re.compile(r"you choose an? (?P<what>[a-z, ]+?) card from it"), _s_choose_from_hand),
    (re.compile(r"that player discards that card"), _s_discard_chosen),
    (
        re.compile(r"(?:(?P<who>target (?:player|opponent)) sacrifices|sacrifice) an? (?P<what>[a-z]+?)(?P<other> other than ~)?"),
        _s_sacrifice,
    ),
    (re.compile(r"if you can't, (?P<rest>.+)"), _s_if_cant),
    (re.compile(r"add (?P<mana>(?:\{[WUBRGC]\})+)"), _s_add_mana),
    (re.compile(rf"regenerate {_OBJ}"), _s_regenerate),
    (re.compile(r"prevent all combat damage that would be dealt this turn"), _s_prevent_combat),
    (
        re.compile(rf"prevent the next {_N} damage that would be dealt to {_OBJ} this turn"),
        _s_prevent_next,
    ),
    (
        re.compile(
            r"search your library for an? (?P<basic>basic )?(?P<what>[a-z]+) card, put that card onto the "
            r"battlefield(?P<tapped> tapped)?, then shuffle"
        ),
        _s_search_land,
    ),
    (
        re.compile(
            rf"create {_N} {_PT.replace('[+-]', '')} (?P<colors>[a-z]+(?: and [a-z]+)?) "
            r"(?P<subtypes>(?:[A-Z][a-z]+ )+)creature tokens?"
        ),
        _s_create_tokens,
    ),
    (re.compile(rf"gain control of {_OBJ} until end of turn"), _s_gain_control),
    (re.compile(rf"untap {_OBJ} and gain control of it until end of turn"), _s_untap_and_control),
    (re.compile(rf"untap {_OBJ}"), _s_untap),
    (re.compile(rf"put {_OBJ} on the bottom of its owner's library"), _s_bottom),
    (re.compile(rf"(?P<who>target player) mills {_N} cards?"), _s_mill),
]

_STATIC_TEMPLATES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"~ can't be blocked by (?P<what>.+)"), "cant_be_blocked_by"),
    (re.compile(r"~ attacks each combat if able"), "must_attack"),
]

# Trigger conditions (CR 603.1): pattern -> event name(s).
_TRIGGERS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (re.compile(r"when ~ enters(?: the battlefield)?"), ("enters",)),
    (re.compile(r"when ~ dies"), ("dies",)),
    (re.compile(r"whenever ~ attacks"), ("attacks",)),
    (re.compile(r"whenever ~ blocks or becomes blocked by a creature"), ("blocks_creature", "blocked_by_creature")),
    (re.compile(r"whenever ~ blocks or becomes blocked"), ("blocks", "becomes_blocked")),
    (re.compile(r"whenever ~ becomes blocked by a creature"), ("blocked_by_creature",)),
    (re.compile(r"whenever ~ becomes blocked"), ("becomes_blocked",)),
    (re.compile(r"whenever ~ blocks"), ("blocks",)),
    (re.compile(r"whenever another creature enters(?: the battlefield)?"), ("another_creature_enters",)),
    (re.compile(r"whenever ~ deals damage to an opponent"), ("damages_opponent",)),
    (re.compile(r"at the beginning of your upkeep"), ("your_upkeep",)),
    (re.compile(r"at the beginning of each player's draw step"), ("each_draw_step",)),
]
_CONDITIONS = {"if ~ is untapped": "self_untapped"}
_COST_PART = re.compile(r"\{[^}]+\}|sacrifice ~|discard an? (?P<what>[a-z]+) card")


def _normalise(text: str, name: str) -> str:
    """Replace self-references by ``~`` (CR 201.4: a card's name in its text means itself)."""
    t = text.replace(name, SELF)
    for phrase in ("this creature", "This creature", "this spell", "This spell"):
        t = t.replace(phrase, SELF)
    return t


def strip_reminder(line: str) -> str:
    """Remove reminder text (CR 207.2): parenthesised text has no rules meaning."""
    return re.sub(r"\s*\([^()]*\)", "", line).strip()


def split_sentences(line: str) -> list[str]:
    """Split an ability into sentences, keeping mana symbols like {T} intact."""
    parts = re.split(r"(?<=\.)\s+", line.strip())
    return [p[:-1] if p.endswith(".") else p for p in parts if p]


def _lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if s and s[0] != SELF else s


class _Card:
    """What one card's text compiles to, ability by ability."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.keywords: set[str] = set()
        self.spell = _Builder()
        self.modes: list[SpellAbility] = []
        self.statics: list[StaticAbility] = []
        self.activated: list[ActivatedAbility] = []
        self.triggered: list[TriggeredAbility] = []
        self.unread: list[str] = []

    def mark(self) -> tuple[int, ...]:
        return (
            len(self.unread),
            len(self.spell.targets),
            len(self.spell.steps),
            len(self.statics),
            len(self.activated),
            len(self.triggered),
        )

    def rewind(self, mark: tuple[int, ...]) -> None:
        del self.unread[mark[0] :], self.spell.targets[mark[1] :], self.spell.steps[mark[2] :]
        del self.statics[mark[3] :], self.activated[mark[4] :], self.triggered[mark[5] :]


def compile_text(text: str, name: str) -> Compiled:
    """Compile a card's Oracle text; unreadable sentences are listed, never guessed."""
    card = _Card(name)
    raws = [strip_reminder(raw) for raw in _normalise(text, "\0").split("\n")]
    lines = [strip_reminder(raw) for raw in _normalise(text, name).split("\n")]
    modal = False
    for line, raw in zip(lines, raws, strict=True):
        if not line:
            continue
        if modal and line.startswith("• "):
            _compile_mode(card, line[2:], name)
            continue
        modal = False
        if line.lower() in ("choose one —", "choose one -"):
            modal = True
            continue
        _compile_line(card, line, name, raw)
    spell = None
    if card.modes:
        spell = SpellAbility((), (), modes=tuple(card.modes))
    elif card.spell.steps:
        spell = card.spell.ability()
    mana = tuple(
        ManaAbility(a.effect.steps[0].mana, tap=a.cost.tap, text=a.text)
        for a in card.activated
        if a.is_mana and a.cost.tap and not a.cost.mana and not a.cost.sacrifice_self
    )
    return Compiled(
        keywords=frozenset(card.keywords),
        spell=spell,
        mana_abilities=mana,
        statics=tuple(card.statics),
        activated=tuple(card.activated),
        triggered=tuple(card.triggered),
        unread=tuple(card.unread),
    )


def _compile_mode(card: _Card, line: str, name: str) -> None:
    b = _Builder()
    for sentence in split_sentences(line):
        if not _compile_sentence(b, sentence):
            card.unread.append(sentence.replace(SELF, name))
            return
    card.modes.append(b.ability(line.replace(SELF, name)))


def _compile_line(card: _Card, line: str, name: str, raw: str) -> None:
    """Compile one ability; if reading the card's name as itself fails, read it as words.

    (A card named for a keyword action, like Regenerate, says "Regenerate
    target creature": there the name is not a self-reference.)
    """
    saved = card.mark()
    _compile_one(card, line, name)
    if len(card.unread) > saved[0] and raw != line:
        retry = _Card(name)
        _compile_one(retry, raw, name)
        if not retry.unread:
            card.rewind(saved)
            _compile_one(card, raw, name)


def _compile_one(card: _Card, line: str, name: str) -> None:
    kws = parse_keywords(line.split(","))
    if kws is not None:
        card.keywords |= kws
        return
    for compile_ability in (_activated, _triggered, _static):
        result = compile_ability(card, line)
        if result is True:
            return
        if isinstance(result, str):
            card.unread.append(result.replace(SELF, name))
            return
    for sentence in split_sentences(line):
        if not _compile_sentence(card.spell, sentence):
            card.unread.append(sentence.replace(SELF, name))


def _activated(card: _Card, line: str) -> bool | str | None:
    """"[Cost]: [Effect]" (CR 602.1); None if the line isn't one."""
    cost_text, sep, effect = line.partition(": ")
    if not sep:
        return None
    parts = [p.strip() for p in cost_text.split(",")]
    cost = _parse_cost(parts)
    if cost is None:
        return None
    b = _Builder(source=True)
    for sentence in split_sentences(effect):
        if not _compile_sentence(b, sentence):
            return line
    card.activated.append(ActivatedAbility(cost, b.ability(effect), text=line.replace(SELF, card.name)))
    return True


def _parse_cost(parts: list[str]) -> Cost | None:
    from tolaria.mtg.cards.mana import parse_mana_cost

    mana = ""
    tap = sacrifice = False
    discard: Filter | None = None
    for raw in parts:
        p = _lower_first(raw)
        if p == "{T}":
            tap = True
        elif re.fullmatch(r"(\{[0-9WUBRGCX]+\})+", p):
            mana += p
        elif p == "sacrifice ~":
            sacrifice = True
        else:
            m = re.fullmatch(r"discard an? (?P<what>[a-z]+) card", p)
            if m is None:
                return None
            try:
                discard, _ = parse_object_words(m["what"])
            except Unreadable:
                return None
    mc = parse_mana_cost(mana)
    colored = mc.colored
    return Cost(
        mana=mana,
        generic=mc.generic,
        colored=tuple(colored.get(c, 0) for c in "WUBRG"),  # type: ignore[arg-type]
        colorless=mc.colorless,
        x=mc.x,
        tap=tap,
        sacrifice_self=sacrifice,
        discard=discard,
    )


def _triggered(card: _Card, line: str) -> bool | str | None:
    """"When/Whenever/At [event], [if condition,] [effect]" (CR 603.1, 603.4)."""
    low = _lower_first(line)
    if not re.match(r"(when|whenever|at) ", low):
        return None
    for pattern, events in _TRIGGERS:
        m = pattern.match(low)
        if m is None or not low[m.end() :].startswith(", "):
            continue
        rest = low[m.end() + 2 :]
        condition = ""
        for phrase, cond in _CONDITIONS.items():
            if rest.startswith(phrase + ", "):
                condition = cond
                rest = rest[len(phrase) + 2 :]
        optional = rest.startswith("you may ")
        if optional:
            rest = rest[len("you may ") :]
        b = _Builder(source=True)
        for sentence in split_sentences(rest):
            if not _compile_sentence(b, sentence):
                return line
        effect = b.ability(rest)
        for event in events:
            card.triggered.append(
                TriggeredAbility(event, effect, condition, optional, text=line.replace(SELF, card.name))
            )
        return True
    return line


def _static(card: _Card, line: str) -> bool | str | None:
    sentences = split_sentences(line)
    if len(sentences) != 1:
        return None
    for pattern, kind in _STATIC_TEMPLATES:
        m = pattern.fullmatch(sentences[0])
        if m is None:
            continue
        group = None
        if "what" in m.groupdict():
            try:
                group = parse_group(m["what"])
            except Unreadable:
                return line
        card.statics.append(StaticAbility(kind, group, line.replace(SELF, card.name)))
        return True
    return None


def _compile_sentence(b: _Builder, sentence: str) -> bool:
    s = _lower_first(sentence)
    for pattern, build in _TEMPLATES:
        m = pattern.fullmatch(s)
        if m is None:
            continue
        saved = (len(b.targets), len(b.steps))
        try:
            build(b, m)
        except Unreadable:
            del b.targets[saved[0] :], b.steps[saved[1] :]
            continue
        return True
    return False
