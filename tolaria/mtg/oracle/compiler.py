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
    Compiled,
    Filter,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    Step,
    TargetSpec,
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


def parse_object_words(phrase: str) -> tuple[Filter, str]:
    """Read "[adjectives] noun" such as "nonartifact, nonblack creature".

    Returns the filter and the noun kind: "permanent" or "spell".
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
        if not nouns:
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
    flt, kind = parse_object_words(rest)
    if kind == "spell":
        return TargetSpec(p, spell=flt)
    return TargetSpec(p, permanent=flt)


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
        flt = Filter(
            types=flt.types,
            not_types=flt.not_types,
            colors=flt.colors,
            not_colors=flt.not_colors,
            subtypes=flt.subtypes,
            states=flt.states,
            controller=controller,
        )
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
    """Collects what the sentences of one ability say."""

    def __init__(self) -> None:
        self.targets: list[TargetSpec] = []
        self.steps: list[Step] = []
        self.statics: list[StaticAbility] = []
        self.mana: list[ManaAbility] = []

    def target(self, phrase: str) -> int:
        self.targets.append(parse_target(phrase))
        return len(self.targets) - 1

    def last_step(self, *ops: str) -> Step:
        if not self.steps or self.steps[-1].op not in ops:
            raise Unreadable("no instruction for this sentence to modify")
        return self.steps[-1]


_N = r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"


def _s_damage(b: _Builder, m: re.Match[str]) -> None:
    what = m["what"]
    amount = parse_number(m["n"])
    if what.startswith("each ") or what.startswith("all "):
        b.steps.append(Step("damage_each", amount=amount, group=parse_group(what)))
    else:
        b.steps.append(Step("damage", target=b.target(what), amount=amount))


def _s_pump(b: _Builder, m: re.Match[str]) -> None:
    kws = _gained(m["kw"])
    b.steps.append(
        Step("pump", target=b.target(m["what"]), power=int(m["p"]), toughness=int(m["t"]), keywords=kws)
    )


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
    t = b.target(m["who"])
    b.steps.append(Step("draw", who="target", target=t, amount=parse_number(m["n"])))
    if m["life"]:
        b.steps.append(Step("lose_life", who="target", target=t, amount=int(m["life"])))


def _s_destroy(b: _Builder, m: re.Match[str]) -> None:
    what = m["what"]
    if what.startswith("all "):
        b.steps.append(Step("destroy_all", group=parse_group(what)))
    else:
        b.steps.append(Step("destroy", target=b.target(what)))


def _s_no_regen(b: _Builder, m: re.Match[str]) -> None:
    """"It/They can't be regenerated." modifies the destruction before it (CR 701.19c)."""
    prev = b.last_step("destroy", "destroy_all")
    b.steps[-1] = Step(prev.op, target=prev.target, group=prev.group, regenerate=False)


def _s_bounce(b: _Builder, m: re.Match[str]) -> None:
    b.steps.append(Step("bounce", target=b.target(m["what"])))


def _s_counter(b: _Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.spell is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(Step("counter", target=len(b.targets) - 1))


def _s_discard(b: _Builder, m: re.Match[str]) -> None:
    t = b.target(m["who"])
    b.steps.append(Step("discard", who="target", target=t, amount=parse_number(m["n"])))


def _s_add_mana(b: _Builder, m: re.Match[str]) -> None:
    symbols = tuple(re.findall(r"\{([WUBRGC])\}", m["mana"]))
    b.steps.append(Step("add_mana", who="you", mana=symbols))


def _s_cant_be_blocked_by(b: _Builder, m: re.Match[str]) -> None:
    b.statics.append(StaticAbility("cant_be_blocked_by", parse_group(m["what"]), m.group(0)))


def _s_tap_add(b: _Builder, m: re.Match[str]) -> None:
    symbols = tuple(re.findall(r"\{([WUBRGC])\}", m["mana"]))
    b.mana.append(ManaAbility(symbols, tap=True, text=m.group(0)))


_TEMPLATES: list[tuple[re.Pattern[str], Callable[[_Builder, re.Match[str]], None]]] = [
    (re.compile(rf"~ deals {_N} damage to (?P<what>.+)"), _s_damage),
    (
        re.compile(rf"(?P<what>target .+?) gets {_PT}(?: and gains (?P<kw>.+?))? until end of turn"),
        _s_pump,
    ),
    (
        re.compile(
            rf"(?P<what>(?:all |each )?[a-z ,]*creatures(?: you control)?) get {_PT}"
            r"(?: and gain (?P<kw>.+?))? until end of turn"
        ),
        _s_pump_all,
    ),
    (re.compile(rf"draw {_N} cards?"), _s_draw),
    (
        re.compile(rf"(?P<who>target player) draws {_N} cards?(?: and loses (?P<life>\d+) life)?"),
        _s_player_draws,
    ),
    (re.compile(r"destroy (?P<what>.+)"), _s_destroy),
    (re.compile(r"(?:it|they|that creature) can't be regenerated"), _s_no_regen),
    (re.compile(r"return (?P<what>target .+) to its owner's hand"), _s_bounce),
    (re.compile(r"counter (?P<what>target .+)"), _s_counter),
    (re.compile(rf"(?P<who>target (?:player|opponent)) discards {_N} cards?"), _s_discard),
    (re.compile(r"add (?P<mana>(?:\{[WUBRGC]\})+)"), _s_add_mana),
    (re.compile(r"~ can't be blocked by (?P<what>.+)"), _s_cant_be_blocked_by),
    (re.compile(r"\{t\}: add (?P<mana>(?:\{[WUBRGC]\})+)"), _s_tap_add),
]


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


def compile_text(text: str, name: str) -> Compiled:
    """Compile a card's Oracle text; unreadable sentences are listed, never guessed."""
    keywords: set[str] = set()
    builder = _Builder()
    unread: list[str] = []
    for raw_line in _normalise(text, name).split("\n"):
        line = strip_reminder(raw_line)
        if not line:
            continue
        kws = parse_keywords(line.split(","))
        if kws is not None:
            keywords |= kws
            continue
        for sentence in split_sentences(line):
            if not _compile_sentence(builder, sentence):
                unread.append(sentence.replace(SELF, name))
    spell = SpellAbility(tuple(builder.targets), tuple(builder.steps)) if builder.steps else None
    return Compiled(
        keywords=frozenset(keywords),
        spell=spell,
        mana_abilities=tuple(builder.mana),
        statics=tuple(builder.statics),
        unread=tuple(unread),
    )


def _compile_sentence(b: _Builder, sentence: str) -> bool:
    s = _lower_first(sentence)
    s = s.replace("{T}", "{t}")
    for pattern, build in _TEMPLATES:
        m = pattern.fullmatch(s)
        if m is None:
            continue
        saved = (len(b.targets), len(b.steps), len(b.statics), len(b.mana))
        try:
            build(b, m)
        except Unreadable:
            del b.targets[saved[0] :], b.steps[saved[1] :], b.statics[saved[2] :], b.mana[saved[3] :]
            continue
        return True
    return False
