"""The grammar compiler: Oracle text in, the ability tree of :mod:`tolaria.mtg.oracle.abilities` out.

Text is tokenized (:mod:`.tokens`) and read by a recursive-descent
grammar: a line is a keyword line, "Enchant"/"Equip", an activated
ability "[Cost]: [Effect]" (loyalty abilities among them, 606), a
triggered ability "When/Whenever/At ...", a static ability, a modal
"Choose one —" with its "•" modes, or spell instructions; each sentence
of an effect is read by :mod:`.effects`, each object description by
:mod:`.objects`. A line no rule reads whole is unread, with the sentence
named, and the card is unsupported (architecture, property 6): nothing is
dropped. Reminder text in parentheses is ignored (CR 207.2); the card's
name, its short name before a comma (a legend's, 201.5) and "this
creature" / "this spell" of newer wording are the card itself ("~").
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from typing import Any

from tolaria.mtg.cards.mana import ManaCost
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    Compiled,
    Enchant,
    Filter,
    ManaAbility,
    SpellAbility,
    TriggeredAbility,
)
from tolaria.mtg.oracle.grammar import delayed
from tolaria.mtg.oracle.grammar.effects import Scope
from tolaria.mtg.oracle.grammar.granted import number_grants
from tolaria.mtg.oracle.grammar.lines import (
    CardAbilities,
    activated_line,
    aura_spell,
    enchant_line,
    equip_line,
    keyword_line,
    lower_first,
    read_effect,
    static_line,
    triggered_line,
    unread_sentence,
)
from tolaria.mtg.oracle.grammar.objects import SELF_NAME
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Token, text_of, tokenize

SELF = "~"
_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|spell|artifact|enchantment|land|permanent|Aura|Equipment|planeswalker)\b"
)
_MODAL = re.compile(r"choose one ?[—-]", re.IGNORECASE)


_REMINDER = re.compile(r"(?:\s*\([^()]*\))+\s*$")


def strip_reminder(line: str) -> str:
    """Remove reminder text (CR 207.2): the parenthesised text that ends an ability has no rules meaning.

    Only there: parentheses anywhere else are no reminder text, and are
    left for the grammar, which reads no parenthesis (so the ability is unread).
    """
    return _REMINDER.sub("", line).strip()


def self_references(text: str, name: str) -> str:
    """The card's own name (CR 201.4), its short name (201.5) and "this creature" written as ``~``."""
    t = text
    if name:
        t = t.replace(name, SELF)
        short = name.split(", ")[0]
        if short != name and len(short) > 2:
            t = re.sub(rf"\b{re.escape(short)}\b", SELF, t)
        epithet = name.split(" the ")[0]  # 201.5c: "Phage the Untouchable" is "Phage"
        if epithet != name and " " not in epithet and len(epithet) > 2:
            t = re.sub(rf"\b{re.escape(epithet)}\b", SELF, t)
    return _SELF_WORDS.sub(SELF, t)


def compile_text(text: object, name: str) -> Compiled:
    """Compile a card's Oracle text; unreadable sentences are listed, never guessed."""
    if not isinstance(text, str):
        return Compiled(unread=(f"rules text that is not text: {text!r}"[:200],))
    card = CardAbilities(name)
    unread: list[str] = []
    modal = False
    for raw_line in text.split("\n"):
        line = strip_reminder(self_references(raw_line, name))
        plain = strip_reminder(self_references(raw_line, ""))
        if not line:
            continue
        if _names_source_in_quotes(strip_reminder(raw_line), name):
            # CR 201.5a: a granted ability naming the card names the granting object, not its own; unread.
            unread.append(strip_reminder(raw_line))
            continue
        if modal and line.startswith("•"):
            _mode(card, line[1:].strip(), unread)
            continue
        modal = False
        if _MODAL.fullmatch(line):
            modal = True
            continue
        problem = _line(card, line)
        if problem is not None and plain != line:
            # A card named for a keyword action ("Regenerate target creature") isn't naming itself.
            retry = CardAbilities(name)
            if _line(retry, plain) is None:
                problem = _line(card, plain)
        if problem is not None:
            unread.append(problem.replace(SELF, name))
    if card.spell.unfinished is not None:
        unread.append(f"nothing says {card.spell.unfinished}")
    spell: SpellAbility | None = None
    if card.modes:
        spell = SpellAbility(modes=tuple(card.modes))
    elif card.spell.steps:
        spell = card.spell.ability()
    enchants = [s for s in card.statics if isinstance(s, Enchant)]
    if enchants:
        if len(enchants) > 1 or spell is not None:
            unread.append("an Aura with more than one enchant ability or a spell effect")
        else:
            spell = aura_spell(enchants[0])
    # CR 603.7: the delayed triggered abilities its effects create are kept with its triggered abilities
    kept = [a for a in delayed.kept_abilities((spell, card.activated, card.triggered)) if a not in card.triggered]
    compiled = Compiled(
        keywords=tuple(card.keywords),
        spell=spell,
        statics=tuple(card.statics),
        activated=tuple(card.activated),
        triggered=(*card.triggered, *kept),
        unread=tuple(unread),
    )
    if '"' in text:
        compiled = number_grants(compiled, name)  # CR 113.10: where each granted ability is written
    return _with_own_name(compiled, name) if name and f"named {name}" in text else compiled


def _names_source_in_quotes(line: str, name: str) -> bool:
    """Whether the card's name (or short name, 201.5) stands inside quotation marks in ``line``."""
    if not name or '"' not in line:
        return False
    names = {name, name.split(", ")[0]}
    quoted = line.replace("“", '"').replace("”", '"').split('"')[1::2]
    return any(n in q for q in quoted for n in names if len(n) > 2)


def quoted_ability(text: str) -> ActivatedAbility | ManaAbility | TriggeredAbility:
    """One ability written in quotation marks (113.1a), read as a line of its own: an activated, mana
    or triggered ability, or NoParse. Its text names its object "this creature": the one that has it
    (113.7), whichever card's text grants it."""
    card = CardAbilities("this creature")
    if _line(card, text) is not None or card.keywords or card.statics or card.spell.steps or card.modes:
        raise NoParse("an activated or triggered ability in quotation marks")
    found = [*card.activated, *card.triggered]
    if len(found) != 1:
        raise NoParse("one ability in quotation marks")
    return found[0]


def _with_own_name(value: Any, name: str) -> Any:
    """The tree with each "named ~" filter naming the card itself (201.2: "a card named ~")."""
    if isinstance(value, Filter):
        if value.named == SELF_NAME:
            value = replace(value, named=name)
        if value.any_of:
            value = replace(value, any_of=tuple(_with_own_name(f, name) for f in value.any_of))
        return value
    if isinstance(value, tuple):
        items = tuple(_with_own_name(v, name) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, ManaCost):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = _with_own_name(old, name)
            if new is not old:
                changes[f.name] = new
        return replace(value, **changes) if changes else value
    return value


def _mode(card: CardAbilities, line: str, unread: list[str]) -> None:
    scope = Scope()
    tokens = tokenize(line)
    if not read_effect(tokens, scope) or scope.unfinished is not None:
        unread.append(line.replace(SELF, card.name))
        return
    card.modes.append(scope.ability(line.replace(SELF, card.name)))


def _line(card: CardAbilities, line: str) -> str | None:
    """Read one ability into ``card``; the text that could not be read, or None."""
    tokens = tokenize(line)
    for read in (_keywords, _attachment, _activated, _triggered, _static):
        mark = _snapshot(card)
        try:
            if read(card, tokens, line):
                return None
        except NoParse:
            _restore(card, mark)
            if read in (_activated, _triggered) and _claims(read, tokens):
                return line
    # Spell instructions, sentence by sentence: the first one that doesn't read is named.
    bad = unread_sentence(tokens, card.spell)
    if bad is None:
        return None
    return text_of(bad)


def _claims(read: object, tokens: tuple[Token, ...]) -> bool:
    """Whether a line is unmistakably of this kind (a cost and a colon, a trigger word), so that
    if it doesn't read, the whole ability is named rather than one sentence."""
    if read is _triggered:
        return bool(tokens) and tokens[0].low in ("when", "whenever", "at")
    return _has_cost_colon(tokens)


def _has_cost_colon(tokens: tuple[Token, ...]) -> bool:
    """Whether a colon stands outside quotation marks: one inside is a granted ability's (113.10)."""
    quoted = False
    for t in tokens:
        if t.text == '"':
            quoted = not quoted
        elif t.text == ":" and not quoted:
            return True
    return False


def _snapshot(card: CardAbilities) -> tuple[int, ...]:
    return (len(card.keywords), len(card.statics), len(card.activated), len(card.triggered))


def _restore(card: CardAbilities, mark: tuple[int, ...]) -> None:
    del card.keywords[mark[0] :], card.statics[mark[1] :], card.activated[mark[2] :], card.triggered[mark[3] :]


def _keywords(card: CardAbilities, tokens: tuple[Token, ...], line: str) -> bool:
    Reader(tokens).whole(lambda r: keyword_line(r, card))
    return True


def _attachment(card: CardAbilities, tokens: tuple[Token, ...], line: str) -> bool:
    r = Reader(tokens)
    if r.looking_at("enchant"):
        enchant_line(r, card, line)
        return True
    if r.looking_at("equip"):
        equip_line(r, card, line)
        return True
    return False


def _activated(card: CardAbilities, tokens: tuple[Token, ...], line: str) -> bool:
    if not _has_cost_colon(tokens):
        return False
    activated_line(tokens, card, line)
    return True


def _triggered(card: CardAbilities, tokens: tuple[Token, ...], line: str) -> bool:
    if not tokens or tokens[0].low not in ("when", "whenever", "at"):
        return False
    triggered_line(tokens, card, line)
    return True


def _static(card: CardAbilities, tokens: tuple[Token, ...], line: str) -> bool:
    try:
        static_line(tokens, card, line)
    except NoParse:
        return False
    return True


__all__ = ["compile_text", "lower_first", "strip_reminder"]
