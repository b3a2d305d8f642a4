"""The Oracle-text compiler: rules text in, ability records out.

It reads every word of a card or refuses it: a sentence that matches no
template is reported in ``Compiled.unread`` and the card is unsupported
(architecture, property 5). Reminder text in parentheses is understood as
reminder and ignored (CR 207.2). The card's own name, and "this creature"
/ "this spell" of newer Oracle wording, are read as a self-reference.

This module reads whole abilities (keyword lines, "[Cost]: [Effect]",
"When/Whenever/At ...", modal "Choose one", static sentences). Sentences
are read by the templates of :mod:`tolaria.mtg.oracle.sentences`; phrases
shared by many templates (targets, numbers, groups of objects) by
:mod:`tolaria.mtg.oracle.phrases`, so a new card usually needs a new
phrase, not a new template.
"""

from __future__ import annotations

import re

from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    Compiled,
    Cost,
    Filter,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from tolaria.mtg.oracle.phrases import (
    SELF,
    Unreadable,
    parse_group,
    parse_keywords,
    parse_object_words,
)
from tolaria.mtg.oracle.sentences import Builder, compile_sentence, lower_first

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




class _Card:
    """What one card's text compiles to, ability by ability."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.keywords: set[str] = set()
        self.spell = Builder()
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
    b = Builder()
    for sentence in split_sentences(line):
        if not compile_sentence(b, sentence):
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
        if not compile_sentence(card.spell, sentence):
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
    b = Builder(source=True)
    for sentence in split_sentences(effect):
        if not compile_sentence(b, sentence):
            return line
    card.activated.append(ActivatedAbility(cost, b.ability(effect), text=line.replace(SELF, card.name)))
    return True


def _parse_cost(parts: list[str]) -> Cost | None:
    from tolaria.mtg.cards.mana import parse_mana_cost

    mana = ""
    tap = sacrifice = False
    discard: Filter | None = None
    for raw in parts:
        p = lower_first(raw)
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
    low = lower_first(line)
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
        b = Builder(source=True)
        for sentence in split_sentences(rest):
            if not compile_sentence(b, sentence):
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
