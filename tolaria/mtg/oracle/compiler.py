"""The Oracle-text compiler: rules text in, an ability tree out.

It reads every word of a card or refuses it: a sentence that matches no
template is reported in ``Compiled.unread`` and the card is unsupported
(architecture, property 6). Reminder text in parentheses is understood as
reminder and ignored (CR 207.2). The card's own name, and "this creature"
/ "this spell" of newer Oracle wording, are read as a self-reference.

This module reads whole abilities (keyword lines, "[Cost]: [Effect]" with
loyalty abilities among them ("[−2]: ...", 606),
"When/Whenever/At ...", modal "Choose one", static sentences). Sentences
are read by the templates of :mod:`tolaria.mtg.oracle.sentences`; phrases
shared by many templates (targets, numbers, groups of objects) by
:mod:`tolaria.mtg.oracle.phrases`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from tolaria.errors import CardDataError
from tolaria.mtg.cards import subtypes as known_subtypes
from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.cards.mana import parse_mana_cost
from tolaria.mtg.kinds import COLOR_WORDS, COLORS, CardType, Step
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    ActivatedAbility,
    AddAbilities,
    AddMana,
    AddStatic,
    Attach,
    AttachedCant,
    Attacks,
    AttacksEachCombat,
    BecomesBlocked,
    BeginningOf,
    BlockedByAtMost,
    Blocks,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeCountered,
    CantBeTargetedBy,
    CantBlock,
    CombatAction,
    CombatTax,
    Compiled,
    Condition,
    Continuous,
    Cost,
    CostIncrease,
    CreatureEnters,
    DealsDamage,
    Dies,
    DoesntUntap,
    Enchant,
    Enters,
    EntersTapped,
    Filter,
    LeavesToGraveyard,
    LoyaltyCost,
    ManaAbility,
    Modification,
    ModifyPT,
    ModifyPTPer,
    PlayerAction,
    PlayerDoes,
    PTEqualToCount,
    Relation,
    SourceUntapped,
    SpellAbility,
    SpellCastBy,
    StaticAbility,
    Subject,
    Target,
    TargetSpec,
    ThisObject,
    TriggeredAbility,
    TriggerEvent,
    Whose,
)
from tolaria.mtg.oracle.phrases import (
    SELF,
    Unreadable,
    parse_counted,
    parse_group,
    parse_keywords,
    parse_object_words,
)
from tolaria.mtg.oracle.sentences import Builder, compile_sentence, lower_first

# Trigger conditions (CR 603.1): pattern -> the trigger event(s) it names.
_TRIGGERS: list[tuple[re.Pattern[str], tuple[TriggerEvent, ...]]] = [
    (re.compile(r"when ~ enters(?: the battlefield)?"), (Enters(Subject.SELF),)),
    (re.compile(r"when ~ dies"), (Dies(Subject.SELF),)),
    (re.compile(r"when ~ is put into a graveyard from the battlefield"), (LeavesToGraveyard(),)),
    (re.compile(r"whenever ~ attacks"), (Attacks(Subject.SELF),)),
    (
        re.compile(r"whenever ~ blocks or becomes blocked by a creature"),
        (Blocks(Subject.SELF, per_creature=True), BecomesBlocked(Subject.SELF, per_creature=True)),
    ),
    (re.compile(r"whenever ~ blocks or becomes blocked"), (Blocks(Subject.SELF), BecomesBlocked(Subject.SELF))),
    (re.compile(r"whenever ~ becomes blocked by a creature"), (BecomesBlocked(Subject.SELF, per_creature=True),)),
    (re.compile(r"whenever ~ becomes blocked"), (BecomesBlocked(Subject.SELF),)),
    (re.compile(r"when(?:ever)? ~ blocks a creature"), (Blocks(Subject.SELF, per_creature=True),)),
    (re.compile(r"whenever ~ blocks"), (Blocks(Subject.SELF),)),
    (re.compile(r"whenever another creature enters(?: the battlefield)?"), (Enters(Subject.ANOTHER_CREATURE),)),
    (re.compile(r"whenever ~ deals damage to an opponent"), (DealsDamage(Subject.SELF, to_opponent=True),)),
    (re.compile(r"at the beginning of your upkeep"), (BeginningOf(Step.UPKEEP, Whose.YOUR),)),
    (re.compile(r"at the beginning of each player's draw step"), (BeginningOf(Step.DRAW, Whose.EACH),)),
    # Tenth Edition (PHRASES.md): every upkeep and end step, and spells being cast (601.2i).
    (re.compile(r"at the beginning of (?:each|each player's) upkeep"), (BeginningOf(Step.UPKEEP, Whose.EACH),)),
    (re.compile(r"at the beginning of (?:the|each) end step"), (BeginningOf(Step.END, Whose.EACH),)),
    (re.compile(r"at the beginning of your end step"), (BeginningOf(Step.END, Whose.YOUR),)),
    (re.compile(r"whenever an opponent draws a card"), (PlayerDoes(PlayerAction.DRAWS),)),
    (re.compile(r"whenever an opponent discards a card"), (PlayerDoes(PlayerAction.DISCARDS),)),
    (re.compile(r"whenever a creature enters(?: the battlefield)? under your control"), (CreatureEnters(),)),
    (
        re.compile(r"whenever a player casts an? (?:white|blue|black|red|green) spell"),
        (),  # the spell's color is read by _spell_cast_trigger
    ),
]
_CONDITIONS: dict[str, Condition] = {"if ~ is untapped": SourceUntapped()}
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"


def _s_cant_be_blocked(m: re.Match[str], line: str) -> StaticAbility:
    return CantBeBlockedBy(parse_group(m["what"]), text=line)


def _s_must_attack(m: re.Match[str], line: str) -> StaticAbility:
    return AttacksEachCombat(text=line)


def _s_combat_tax(m: re.Match[str], line: str) -> StaticAbility:
    """Costs to attack or block (508.1h, 509.1d): "... unless their controller pays {2} for each ..."."""
    action = CombatAction.ATTACK if m["what"] == "attack you" else CombatAction.BLOCK
    return CombatTax(action, parse_mana_cost(m["cost"]), text=line)


def _keywords(text: str) -> tuple[KeywordAbility, ...]:
    parsed = parse_keywords(re.split(r",\s*|\s+and\s+", text))
    if parsed is None:
        raise Unreadable(text)
    return parsed


def _s_anthem(m: re.Match[str], line: str) -> StaticAbility:
    """"Creatures you control get +1/+1." / "... have flying." (604.1, 611.3: continuous while on the battlefield)."""
    kw = m["kw"] or m["kw2"]
    mods: list[Modification] = []
    if m["p"] is not None:
        mods.append(ModifyPT(int(m["p"]), int(m["t"])))
    if kw:
        mods.append(AddAbilities(_keywords(kw)))
    what = _capital_subtype(m["what"])
    if what.startswith("other "):
        return Continuous(replace(parse_group(what[len("other ") :]), other=True), tuple(mods), text=line)
    return Continuous(parse_group(what), tuple(mods), text=line)


def _capital_subtype(what: str) -> str:
    """A sentence's first word, lower-cased for matching, written as the creature type it names if it
    is one ("soldier creatures" -> "Soldier creatures"); anything else is left as it is."""
    first, sep, rest = what.partition(" ")
    if first.capitalize() in known_subtypes.CREATURE_TYPES and first not in ("creatures", "other"):
        return first.capitalize() + sep + rest
    return what


def _attached_what(word: str) -> Filter:
    """"enchanted creature" / "equipped creature": the object the source is attached to, of that kind."""
    flt, _ = parse_object_words(word)
    return flt


def _s_attached(m: re.Match[str], line: str) -> StaticAbility:
    """"Enchanted creature gets +1/+2" / "Equipped creature has trample" (303.4m, 301.5f, 613)."""
    kw = m["kw"] or m["kw2"]
    mods: list[Modification] = []
    if m["p"] is not None:
        mods.append(ModifyPT(int(m["p"]), int(m["t"])))
    if kw:
        mods.append(AddAbilities(_keywords(kw)))
    return Continuous(_attached_what(m["what"]), tuple(mods), attached=True, text=line)


def _s_attached_rules(m: re.Match[str], line: str) -> StaticAbility:
    """"Enchanted creature gets +2/+2 and attacks each combat if able", "Equipped creature can't be blocked
    and has shroud": rules the creature gains (layer 6, 613.1f), beside P/T and keywords."""
    mods: list[Modification] = []
    if m["p"] is not None:
        mods.append(ModifyPT(int(m["p"]), int(m["t"])))
    rule = m["rule"]
    static: StaticAbility = AttacksEachCombat(text=line) if rule == "attacks each combat if able" else CantBeBlockedBy(ANYTHING, text=line)
    mods.append(AddStatic(static))
    if m["kw"]:
        mods.append(AddAbilities(_keywords(m["kw"])))
    return Continuous(_attached_what(m["what"]), tuple(mods), attached=True, text=line)


def _s_attached_cant(m: re.Match[str], line: str) -> StaticAbility:
    """"Enchanted creature can't attack or block" (508.1c, 509.1b: restrictions)."""
    acts = m["acts"]
    return AttachedCant(_attached_what(m["what"]), attack="attack" in acts, block="block" in acts, text=line)


def _s_cant_block(m: re.Match[str], line: str) -> StaticAbility:
    return CantBlock(text=line)


def _s_unblockable(m: re.Match[str], line: str) -> StaticAbility:
    """"~ can't be blocked" (509.1b): no creature can block it."""
    return CantBeBlockedBy(ANYTHING, text=line)


def _s_block_only(m: re.Match[str], line: str) -> StaticAbility:
    """"~ can block only creatures with flying" (509.1b): one keyword, or the sentence is not read."""
    keywords = _keywords(m["kw"])
    if len(keywords) != 1:
        raise Unreadable(m.string)
    return CanBlockOnly(keywords[0], text=line)


def _s_enters_tapped(m: re.Match[str], line: str) -> StaticAbility:
    """"~ enters the battlefield tapped" (614.1d)."""
    return EntersTapped(text=line)


def _s_doesnt_untap(m: re.Match[str], line: str) -> StaticAbility:
    return DoesntUntap(text=line)


def _s_attached_doesnt_untap(m: re.Match[str], line: str) -> StaticAbility:
    """"Enchanted creature doesn't untap during its controller's untap step" (303.4m, 502.3)."""
    return Continuous(_attached_what(m["what"]), (AddStatic(DoesntUntap(text=line)),), attached=True, text=line)


def _s_pt_count(m: re.Match[str], line: str) -> StaticAbility:
    """"~'s power and toughness are each equal to the number of Swamps you control" (604.3, 613.4a)."""
    return Continuous(ANYTHING, (PTEqualToCount(parse_counted(m["what"])),), itself=True, text=line)


def _s_pt_per(m: re.Match[str], line: str) -> StaticAbility:
    """"~ gets +1/+1 for each enchantment on the battlefield" / "Enchanted creature gets ... for each ..." (613.4c)."""
    mod = ModifyPTPer(int(m["p"]), int(m["t"]), parse_counted(m["what"]))
    if m["attached"]:
        return Continuous(_attached_what(m["attached"]), (mod,), attached=True, text=line)
    return Continuous(ANYTHING, (mod,), itself=True, text=line)


def _s_cost_increase(m: re.Match[str], line: str) -> StaticAbility:
    """"Artifact and enchantment spells your opponents cast cost {2} more to cast" (601.2f)."""
    kinds = re.split(r",? and |, ", m["kinds"])
    spell = Filter(any_of=tuple(parse_object_words(k.strip())[0] for k in kinds)) if len(kinds) > 1 else parse_object_words(kinds[0])[0]
    caster = {"your opponents": Relation.OPPONENT, "you": Relation.YOU, None: Relation.ANY}[m["who"]]
    return CostIncrease(spell, caster, int(m["n"]), text=line)


def _s_cant_be_countered(m: re.Match[str], line: str) -> StaticAbility:
    """"Creature spells can't be countered" (101.2)."""
    flt, kind = parse_object_words(m["what"])
    if kind != "spell":
        raise Unreadable(m["what"])
    return CantBeCountered(flt, text=line)


def _s_blocked_by_at_most(m: re.Match[str], line: str) -> StaticAbility:
    return BlockedByAtMost(1, text=line)


def _s_cant_be_targeted(m: re.Match[str], line: str) -> StaticAbility:
    """"~ can't be the target of blue or black spells" (115.4)."""
    return CantBeTargetedBy(frozenset(COLOR_WORDS[c] for c in m["colors"].split(" or ")), text=line)


_STATIC_TEMPLATES: list[tuple[re.Pattern[str], Callable[[re.Match[str], str], StaticAbility]]] = [
    (
        re.compile(
            rf"(?:enchanted|equipped) (?P<what>creature) (?:gets {_PT} and )?"
            r"(?P<rule>attacks each combat if able|can't be blocked)(?: and has (?P<kw>[a-z ,]+))?"
        ),
        _s_attached_rules,
    ),
    (re.compile(r"~ can't be blocked by more than one creature"), _s_blocked_by_at_most),
    (
        re.compile(r"~ can't be the target of (?P<colors>(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))*) spells"),
        _s_cant_be_targeted,
    ),
    (
        re.compile(
            r"(?P<kinds>[a-z]+(?:(?:, | and |, and )[a-z]+)*) spells(?: (?P<who>your opponents|you) cast)? "
            r"cost \{(?P<n>\d+)\} more to cast"
        ),
        _s_cost_increase,
    ),
    (re.compile(r"(?P<what>[a-z]+ spells) can't be countered"), _s_cant_be_countered),
    (re.compile(r"~'s power and toughness are each equal to the number of (?P<what>[A-Za-z ]+)"), _s_pt_count),
    (
        re.compile(rf"(?:~|enchanted (?P<attached>creature)) gets {_PT} for each (?P<what>[A-Za-z ]+)"),
        _s_pt_per,
    ),
    (re.compile(r"~ enters(?: the battlefield)? tapped"), _s_enters_tapped),
    (
        # "Other Goblins get +1/+1 and have mountainwalk" (a creature type named in the plural)
        re.compile(
            rf"(?P<what>(?:other )?[A-Z][a-z]+s) (?:get {_PT}(?: and have (?P<kw2>[a-z ,]+))?|have (?P<kw>[a-z ,]+))"
        ),
        _s_anthem,
    ),
    (re.compile(r"~ can't block"), _s_cant_block),
    (re.compile(r"~ can't be blocked"), _s_unblockable),
    (re.compile(r"~ can block only creatures with (?P<kw>[a-z ]+)"), _s_block_only),
    (re.compile(r"~ doesn't untap during your untap step"), _s_doesnt_untap),
    (
        re.compile(r"(?:enchanted|equipped) (?P<what>creature) doesn't untap during its controller's untap step"),
        _s_attached_doesnt_untap,
    ),
    (
        re.compile(
            rf"(?:enchanted|equipped) (?P<what>creature) "
            rf"(?:gets {_PT}(?: and has (?P<kw2>[a-z ,]+))?|has (?P<kw>[a-z ,]+))"
        ),
        _s_attached,
    ),
    (
        re.compile(r"(?:enchanted|equipped) (?P<what>creature) can't (?P<acts>attack or block|attack|block)"),
        _s_attached_cant,
    ),
    (re.compile(r"~ can't be blocked by (?P<what>.+)"), _s_cant_be_blocked),
    (re.compile(r"~ attacks each combat if able"), _s_must_attack),
    (
        re.compile(
            r"creatures can't (?P<what>attack you|block) unless their controller pays (?P<cost>(?:\{[^}]+\})+) "
            r"for each (?:creature they control that's attacking you|blocking creature they control)"
        ),
        _s_combat_tax,
    ),
    (
        re.compile(
            rf"(?P<what>(?:other )?[a-zA-Z ,]*creatures(?: you control| your opponents control)?) "
            rf"(?:get {_PT}(?: and have (?P<kw2>[a-z ,]+))?|have (?P<kw>[a-z ,]+))"
        ),
        _s_anthem,
    ),
]


def _normalise(text: str, name: str) -> str:
    """Replace self-references by ``~`` (CR 201.4: a card's name in its text means itself)."""
    t = text.replace(name, SELF) if name else text
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
        self.keywords: list[KeywordAbility] = []
        self.spell = Builder()
        self.modes: list[SpellAbility] = []
        self.statics: list[StaticAbility] = []
        self.activated: list[ActivatedAbility | ManaAbility] = []
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
    if not isinstance(text, str):
        return Compiled(unread=(f"rules text that is not text: {text!r}",))
    card = _Card(name)
    raws = [strip_reminder(raw) for raw in _normalise(text, "").split("\n")]
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
    if card.spell.unfinished is not None:
        card.unread.append(f"nothing says {card.spell.unfinished}")
    spell = None
    if card.modes:
        spell = SpellAbility(modes=tuple(card.modes))
    elif card.spell.steps:
        spell = card.spell.ability()
    enchants = [s for s in card.statics if isinstance(s, Enchant)]
    if enchants:
        spell = _aura_spell(card, enchants, spell)
    return Compiled(
        keywords=tuple(card.keywords),
        spell=spell,
        statics=tuple(card.statics),
        activated=tuple(card.activated),
        triggered=tuple(card.triggered),
        unread=tuple(card.unread),
    )


def _aura_spell(card: _Card, enchants: list[Enchant], spell: SpellAbility | None) -> SpellAbility | None:
    """CR 303.4a: an Aura spell requires a target, which its enchant ability defines.

    The spell has the target and no effect steps: as it resolves it becomes
    a permanent attached to that target (608.3c). Two enchant abilities
    (702.5c) or an Aura with a spell effect besides are not read.
    """
    if len(enchants) > 1 or spell is not None:
        card.unread.append("an Aura with more than one enchant ability or a spell effect")
        return spell
    enchant = enchants[0]
    return SpellAbility(targets=(TargetSpec(f"target {enchant.text[len('Enchant '):]}", permanent=enchant.what),), text=enchant.text)


def _compile_mode(card: _Card, line: str, name: str) -> None:
    b = Builder()
    for sentence in split_sentences(line):
        if not compile_sentence(b, sentence):
            card.unread.append(sentence.replace(SELF, name))
            return
    if b.unfinished is not None:
        card.unread.append(line.replace(SELF, name))
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
    kws = parse_keywords(re.split(r"[,;]", line))  # "Flying, vigilance"; older Oracle text: "Flying; banding"
    if kws is not None:
        card.keywords.extend(k for k in kws if k not in card.keywords)
        return
    for compile_ability in (_attachment, _activated, _triggered, _static):
        result = compile_ability(card, line)
        if result is True:
            return
        if isinstance(result, str):
            card.unread.append(result.replace(SELF, name))
            return
    for sentence in split_sentences(line):
        if not compile_sentence(card.spell, sentence):
            card.unread.append(sentence.replace(SELF, name))


_ENCHANT = re.compile(r"enchant (?P<what>[a-z ]+)")
_EQUIP = re.compile(r"equip (?P<cost>(?:\{[0-9WUBRGC]+\})+)")
_EQUIP_TARGET = TargetSpec(
    "target creature you control", permanent=Filter(types=frozenset({CardType.CREATURE}), controller=Relation.YOU)
)


def _attachment(card: _Card, line: str) -> bool | str | None:
    """The keyword abilities of Auras and Equipment: "Enchant creature" (702.5a), "Equip {2}" (702.6a).

    "Equip [cost]" means "[Cost]: Attach this permanent to target creature
    you control. Activate only as a sorcery." (702.6a); "Enchant" names what
    the Aura can target and enchant, a description such as "creature you
    control" (702.5a). Enchanting a player (702.5d) is not read.
    """
    low = lower_first(line)
    enchant = _ENCHANT.fullmatch(low)
    if enchant is not None:
        try:
            what = parse_group(enchant["what"])
        except Unreadable:
            return line
        card.statics.append(Enchant(what, text=line))
        return True
    equip = _EQUIP.fullmatch(low)
    if equip is not None:
        cost = _parse_cost([equip["cost"]], equip["cost"])
        if cost is None:
            return line
        effect = SpellAbility(targets=(_EQUIP_TARGET,), steps=(Attach(ThisObject(), Target(0)),), text=line)
        card.activated.append(ActivatedAbility(cost, effect, sorcery=True, text=line.replace(SELF, card.name)))
        return True
    return None


_MANA_ANY = re.compile(r"add one mana of any color")
_MANA_EITHER = re.compile(r"add \{(?P<a>[WUBRG])\} or \{(?P<b>[WUBRG])\}(?:\. ~ deals (?P<pain>\d+) damage to you)?")


def _activated(card: _Card, line: str) -> bool | str | None:
    """"[Cost]: [Effect]" (CR 602.1); a mana ability when it adds mana and has no target (605.1a)."""
    cost_text, sep, effect = line.partition(": ")
    if not sep:
        return None
    cost = _parse_cost([p.strip() for p in cost_text.split(",")], cost_text)
    if cost is None:
        return None
    text = line.replace(SELF, card.name)
    sentence = lower_first(effect.rstrip("."))
    if _MANA_ANY.fullmatch(sentence):
        card.activated.append(ManaAbility(cost, choose=1, palette=COLORS, text=text))
        return True
    either = _MANA_EITHER.fullmatch(sentence)
    if either:
        pain = int(either["pain"] or 0)
        card.activated.append(ManaAbility(cost, choose=1, palette=either["a"] + either["b"], damage_to_you=pain, text=text))
        return True
    sentences = split_sentences(effect)
    limits: dict[str, int] = {}
    while sentences and (instruction := _ACTIVATION_LIMITS.get(lower_first(sentences[-1]))) is not None:
        limits.update(instruction)  # CR 602.5b, 602.5d: activation instructions, not part of the effect
        sentences = sentences[:-1]
    b = Builder(source=True)
    for s in sentences:
        if not compile_sentence(b, s):
            return line
    if b.unfinished is not None or not sentences:
        return line
    ability = b.ability(" ".join(s + "." for s in sentences) if limits else effect)
    if not ability.targets and len(ability.steps) == 1 and isinstance(ability.steps[0], AddMana) and not limits:
        card.activated.append(ManaAbility(cost, produces=ability.steps[0].mana, text=text))
    else:
        card.activated.append(
            ActivatedAbility(
                cost,
                ability,
                sorcery=bool(limits.get("sorcery", 0)),
                per_turn=limits.get("per_turn", 0),
                your_upkeep=bool(limits.get("your_upkeep", 0)),
                text=text,
            )
        )
    return True


# Activation instructions after an ability's effect (CR 602.5b, 602.5d).
_ACTIVATION_LIMITS: dict[str, dict[str, int]] = {
    "activate only as a sorcery": {"sorcery": 1},
    "activate only once each turn": {"per_turn": 1},
    "activate no more than twice each turn": {"per_turn": 2},
    "activate no more than three times each turn": {"per_turn": 3},
    "activate only during your upkeep": {"your_upkeep": 1},
}


# CR 606.4: a loyalty symbol, as Oracle writes it ("[+1]", "[−2]", "[−X]", "[0]"; brackets optional).
_LOYALTY = re.compile(r"\[?(?:(?P<sign>[+−-])(?P<n>\d+|X)|(?P<zero>0))\]?")


def _loyalty_cost(part: str) -> LoyaltyCost | None:
    """A loyalty symbol as a cost (606.4), or None if ``part`` is not one (+X is no loyalty cost printed)."""
    m = _LOYALTY.fullmatch(part)
    if m is None:
        return None
    if m["zero"]:
        return LoyaltyCost(0)
    minus = m["sign"] != "+"
    if m["n"] == "X":
        return LoyaltyCost(0, minus_x=True) if minus else None
    n = int(m["n"])
    return LoyaltyCost(-n if minus else n)


def _parse_cost(parts: list[str], text: str) -> Cost | None:
    if len(parts) == 1 and (loyalty := _loyalty_cost(parts[0])) is not None:
        return Cost(loyalty=loyalty, text=text)
    mana = ""
    tap = sacrifice = False
    discard: Filter | None = None
    sacrificing: Filter | None = None
    for raw in parts:
        p = lower_first(raw)
        if p == "{T}":
            if tap:
                return None
            tap = True
        elif re.fullmatch(r"(\{[0-9WUBRGCX]+\})+", p):
            mana += p
        elif p == "sacrifice ~":
            sacrifice = True
        elif (sac := re.fullmatch(r"sacrifice an? (?P<what>[A-Za-z]+)", p)) is not None:
            if sacrificing is not None:
                return None
            try:
                sacrificing, kind = parse_object_words(sac["what"])
            except Unreadable:
                return None
            if kind != "permanent":
                return None
        else:
            m = re.fullmatch(r"discard an? (?P<what>[a-z]+) card", p)
            if m is None:
                return None
            try:
                discard, _ = parse_object_words(m["what"])
            except Unreadable:
                return None
    try:
        mana_cost = parse_mana_cost(mana)
    except CardDataError:
        return None
    if any(s.is_hybrid or s.is_phyrexian or s.kind == "snow" for s in mana_cost.symbols):
        return None
    return Cost(mana=mana_cost, tap=tap, sacrifice_self=sacrifice, discard=discard, sacrifice=sacrificing, text=text)


def _triggered(card: _Card, line: str) -> bool | str | None:
    """"When/Whenever/At [event], [if condition,] [effect]" (CR 603.1, 603.4)."""
    low = lower_first(line)
    if not re.match(r"(when|whenever|at) ", low):
        return None
    for pattern, events in _TRIGGERS:
        m = pattern.match(low)
        if m is None or not low[m.end() :].startswith(", "):
            continue
        if not events:
            events = (_spell_cast_trigger(m.group(0)),)
        rest = low[m.end() + 2 :]
        condition = None
        for phrase, cond in _CONDITIONS.items():
            if rest.startswith(phrase + ", "):
                condition = cond
                rest = rest[len(phrase) + 2 :]
        optional = rest.startswith("you may ")
        if optional:
            rest = rest[len("you may ") :]
        b = Builder(source=True)
        b.that = any(isinstance(e, CreatureEnters) for e in events)
        for sentence in split_sentences(rest):
            if not compile_sentence(b, sentence):
                return line
        if b.unfinished is not None:
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
    for pattern, build in _STATIC_TEMPLATES:
        m = pattern.fullmatch(lower_first(sentences[0]))
        if m is None:
            continue
        try:
            card.statics.append(build(m, line.replace(SELF, card.name)))
        except Unreadable:
            return line
        return True
    return None


def _spell_cast_trigger(phrase: str) -> SpellCastBy:
    """"Whenever a player casts a white spell" (601.2i): any player, a spell of that color."""
    color = COLOR_WORDS[phrase.split()[-2]]
    return SpellCastBy(Filter(colors=frozenset({color})))
