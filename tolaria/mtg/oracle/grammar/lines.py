"""Abilities: one line of Oracle text read as a keyword line, an activated, triggered or static ability.

Each reader takes the tokens of one line (reminder text already gone)
and adds what it reads to the card's :class:`CardAbilities`, or raises
NoParse; the compiler then tries the next kind of ability, and a line no
reader takes is unread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from tolaria.errors import CardDataError
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES, KeywordAbility
from tolaria.mtg.cards.mana import NO_COST, ManaCost, parse_mana_cost
from tolaria.mtg.cards.subtypes import CREATURE_TYPES
from tolaria.mtg.kinds import COLOR_WORDS, COLORS, CardType, Step
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    ActivatedAbility,
    ActivatesAbilityOf,
    ActivationReduction,
    AddAbilities,
    AdditionalCost,
    AddMana,
    AddStatic,
    AddTypes,
    AssignsDamageByToughness,
    Attach,
    AttachedCant,
    Attacks,
    AttacksAsThoughNoDefender,
    AttacksEachCombat,
    AttackWith,
    BecomesBlocked,
    BecomesTarget,
    BeginningOf,
    BlockedByAtMost,
    Blocks,
    CanBlockOnly,
    CantActAlone,
    CantBeBlockedBy,
    CantBeCountered,
    CantBeTargetedBy,
    CantBlock,
    CantBlockGroup,
    CombatAction,
    CombatTax,
    Condition,
    Continuous,
    Cost,
    CounterCost,
    CreatureAttacks,
    CreatureDies,
    CreatureEnters,
    DealsDamage,
    Dies,
    DiscardedByOpponent,
    DoesntUntap,
    Enchant,
    Enters,
    EntersTapped,
    EntersWithCounters,
    Filter,
    GroupDealsCombatDamage,
    LeavesToGraveyard,
    LoseAbilities,
    LoyaltyCost,
    ManaAbility,
    Modification,
    ModifyPT,
    ModifyPTPer,
    NoMaximumHandSize,
    PayMana,
    PlayerAction,
    PlayerDealtDamage,
    PlayerDoes,
    PTEqualToCount,
    Pump,
    Relation,
    ReturnSelfFromGraveyard,
    SacrificeAllAsCost,
    SetBasicLandType,
    SpellAbility,
    SpellCastBy,
    StaticAbility,
    Subject,
    Target,
    TargetSpec,
    ThatObject,
    ThatPlayer,
    ThisCantBeCountered,
    ThisObject,
    TriggeredAbility,
    TriggerEvent,
    Whose,
    You,
    YouGainLife,
    YouLoseLife,
    YourTurn,
)
from tolaria.mtg.oracle.grammar import (
    characteristics,
    core_sets,
    cost_changes,
    draw_replacements,
    evasion,
    game_end,
    machinery,
    mana_triggers,
    player_statics,
    resolution_costs,
    zone_replacements,
)
from tolaria.mtg.oracle.grammar.conditions import (
    attack_restriction,
    condition,
    conditional_static,
    creature_description,
    enters_tapped_unless,
    split_condition,
)
from tolaria.mtg.oracle.grammar.effects import Scope, mana_symbols, read_sentence
from tolaria.mtg.oracle.grammar.granted import looking_at_quote, quoted_abilities
from tolaria.mtg.oracle.grammar.history import bind_activation_counts
from tolaria.mtg.oracle.grammar.object_effects import counter_kind
from tolaria.mtg.oracle.grammar.objects import (
    Noun,
    counted,
    description,
    fixed_number,
    group,
    keyword,
    keyword_list,
    number,
    pt_change,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, Token, text_of


@dataclass(slots=True)
class CardAbilities:
    """What one card's text compiles to, ability by ability."""

    name: str
    keywords: list[KeywordAbility] = field(default_factory=list)
    spell: Scope = field(default_factory=Scope)
    modes: list[SpellAbility] = field(default_factory=list)
    statics: list[StaticAbility] = field(default_factory=list)
    activated: list[ActivatedAbility | ManaAbility] = field(default_factory=list)
    triggered: list[TriggeredAbility] = field(default_factory=list)


def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if s and s[0] != "~" else s


def sentences(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    """Split tokens into sentences at periods outside quotation marks; the periods are dropped."""
    found: list[tuple[Token, ...]] = []
    current: list[Token] = []
    quoted = False
    for tok in tokens:
        if tok.text == '"':
            quoted = not quoted
        if tok.text == "." and tok.kind is Kind.PUNCT and not quoted:
            if current:
                found.append(tuple(current))
            current = []
            continue
        current.append(tok)
    if current:
        found.append(tuple(current))
    return found


def read_effect(tokens: tuple[Token, ...], scope: Scope) -> bool:
    """Read every sentence of an effect into ``scope``; False (scope unchanged) if one is unread."""
    mark = scope.mark()
    for sent in sentences(tokens):
        r = Reader(sent)
        try:
            read_sentence(r, scope)
        except NoParse:
            scope.rewind(mark)
            return False
    return True


def unread_sentence(tokens: tuple[Token, ...], scope: Scope) -> tuple[Token, ...] | None:
    """The first sentence of ``tokens`` that doesn't read, reading the others into ``scope``."""
    for sent in sentences(tokens):
        try:
            read_sentence(Reader(sent), scope)
        except NoParse:
            return sent
    return None


# ------------------------------------------------------------------ keywords


PROWESS = TriggeredAbility(
    SpellCastBy(Filter(not_types=frozenset({CardType.CREATURE})), Relation.YOU),
    SpellAbility(steps=(Pump(ThisObject(), 1, 1),), text="this creature gets +1/+1 until end of turn"),
    text="Prowess",
)  # CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."


def keyword_line(r: Reader, card: CardAbilities) -> None:
    """"Flying, vigilance"; older Oracle text: "Flying; banding". Prowess is a triggered ability (702.108a),
    so it is read as the one it means, once per instance (702.108b)."""
    found: list[KeywordAbility] = []
    prowess = 0
    while True:
        if r.accept("prowess"):
            prowess += 1
        else:
            found.append(keyword(r))
        if r.at_end():
            break
        r.one_of(",", ";")
    card.keywords.extend(k for k in found if k not in card.keywords)
    card.triggered.extend([PROWESS] * prowess)


# ---------------------------------------------------------------- attachment

_EQUIP_TARGET = TargetSpec(
    "target creature you control", permanent=Filter(types=frozenset({CardType.CREATURE}), controller=Relation.YOU)
)


def enchant_line(r: Reader, card: CardAbilities, text: str) -> None:
    """"Enchant creature" (702.5a): what the Aura can target and enchant; enchanting a player is not read."""
    r.expect("enchant")
    what = group(r)
    r.end()
    card.statics.append(Enchant(what, text=text))


def equip_line(r: Reader, card: CardAbilities, text: str) -> None:
    """"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." (702.6a)."""
    r.expect("equip")
    start = r.pos
    mana = _mana_cost(r)
    cost_text = text_of(r.tokens[start : r.pos])
    r.end()
    effect = SpellAbility(targets=(_EQUIP_TARGET,), steps=(Attach(ThisObject(), Target(0)),), text=text)
    card.activated.append(ActivatedAbility(Cost(mana=mana, text=cost_text), effect, sorcery=True, text=_named(text, card)))


def _named(text: str, card: CardAbilities) -> str:
    return text.replace("~", card.name)


# ------------------------------------------------------------------- costs


def _mana_cost(r: Reader) -> ManaCost:
    """Mana symbols the engine can pay: generic, colored, {C} and {X} (CR 107.4); else NoParse."""
    symbols = []
    while (tok := r.peek()) is not None and tok.kind is Kind.MANA and tok.text != "{T}":
        symbols.append(tok.text)
        r.advance()
    if not symbols:
        raise NoParse("a mana cost")
    try:
        cost = parse_mana_cost("".join(symbols))
    except CardDataError as err:
        raise NoParse(str(err)) from err
    if any(s.is_hybrid or s.is_phyrexian or s.kind == "snow" for s in cost.symbols):
        raise NoParse("mana the engine can't pay")
    return cost


def _loyalty(tok: Token) -> LoyaltyCost:
    """A loyalty symbol as a cost (606.4); +X is no loyalty cost printed."""
    inner = tok.low.strip("[]")
    if inner == "0":
        return LoyaltyCost(0)
    sign, n = inner[0], inner[1:]
    if n == "x":
        if sign == "+":
            raise NoParse("+X")
        return LoyaltyCost(0, minus_x=True)
    return LoyaltyCost(int(n) if sign == "+" else -int(n))


def cost(r: Reader, text: str) -> Cost:
    """An activation cost (CR 118, 602.1a): its parts separated by commas."""
    if (tok := r.accept_kind(Kind.LOYALTY)) is not None:
        r.end()
        return Cost(loyalty=_loyalty(tok), text=text)
    mana: ManaCost | None = None
    tap = sacrifice = exile_self = False
    discard: Filter | None = None
    sacrificing: Filter | None = None
    removing: CounterCost | None = None
    while True:
        if r.accept("{T}"):
            if tap:
                raise NoParse("{T} twice")
            tap = True
        elif r.looking_at("sacrifice ~"):
            r.expect("sacrifice ~")
            sacrifice = True
        elif r.accept("exile ~"):
            exile_self = True  # 118.3, 406.2
        elif r.looking_at("sacrifice a") or r.looking_at("sacrifice an") or r.looking_at("sacrifice another"):
            # CR 118.3: a permanent of that kind, chosen as the cost is paid ("another": not the source)
            r.expect("sacrifice")
            another = r.one_of("a", "another", "an") == "another"
            flt, kind = description(r)
            if another:
                flt = replace(flt, other=True)
            if kind != Noun.PERMANENT or sacrificing is not None:
                raise NoParse("a permanent to sacrifice")
            sacrificing = flt
        elif r.accept("discard"):
            r.one_of("a", "an")
            flt, kind = description(r)
            if kind != Noun.CARD or discard is not None:
                raise NoParse("a card to discard")
            discard = flt
        elif r.accept("remove") and removing is None:
            # "Remove a gold counter from ~" (118.3, 122.1): counters of the source itself
            n = fixed_number(r)
            removing = CounterCost(counter_kind(r), n)
            r.expect("from ~")
        elif mana is None:
            mana = _mana_cost(r)
        else:
            raise NoParse("a cost")
        if r.at_end():
            break
        r.expect(",")
    return Cost(
        mana=mana if mana is not None else NO_COST,
        tap=tap,
        sacrifice_self=sacrifice,
        discard=discard,
        sacrifice=sacrificing,
        text=text,
        remove_counters=removing,
        exile_self=exile_self,
    )


# ---------------------------------------------------------------- activated


def activated_line(tokens: tuple[Token, ...], card: CardAbilities, text: str) -> None:
    """"[Cost]: [Effect]" (CR 602.1); a mana ability when it adds mana and has no target (605.1a)."""
    colon = next((i for i, t in enumerate(tokens) if t.text == ":" and t.kind is Kind.PUNCT), None)
    if colon is None or colon == 0:
        raise NoParse("no cost")
    cost_text = text_of(tokens[:colon])
    the_cost = cost(Reader(tokens[:colon]), cost_text)
    effect_tokens = tokens[colon + 1 :]
    effect_text = text_of(effect_tokens)
    named = _named(text, card)
    choice = _mana_choice(effect_tokens)
    if choice is not None:
        _payable_by_a_mana_ability(the_cost)
        card.activated.append(
            ManaAbility(the_cost, choose=choice.count, palette=choice.palette, damage_to_you=choice.pain, text=named)
        )
        return
    if Reader(effect_tokens).lows == _DOUBLE_POOL:
        # CR 605.1a: no target, and it adds mana: a mana ability
        card.activated.append(ManaAbility(the_cost, doubles_pool=True, text=named))
        return
    sents = sentences(effect_tokens)
    limits = ActivationLimits()
    while sents and _activation_limit(sents[-1], limits):
        sents = sents[:-1]  # CR 602.5b, 602.5d: instructions for activating, not part of the effect
    if not sents:
        raise NoParse("no effect")
    if limits.any():
        effect_tokens = tuple(t for s in sents for t in (*s, _PERIOD))
        effect_text = text_of(effect_tokens)
    scope = Scope(it=ThisObject(), attached=True)
    if not read_effect(effect_tokens, scope) or scope.unfinished is not None:
        raise NoParse(effect_text)
    ability = bind_activation_counts(scope.ability(effect_text), len(card.activated))
    if any(isinstance(step, ReturnSelfFromGraveyard) and step.to_battlefield for step in ability.steps):
        raise NoParse("an activated ability that works from the graveyard (113.6m)")  # activated on the battlefield only
    if not ability.targets and len(ability.steps) == 1 and isinstance(ability.steps[0], AddMana) and not limits.any():
        _payable_by_a_mana_ability(the_cost)
        card.activated.append(ManaAbility(the_cost, produces=ability.steps[0].mana, text=named))
    else:
        card.activated.append(
            ActivatedAbility(
                the_cost,
                ability,
                sorcery=limits.sorcery,
                per_turn=limits.per_turn,
                your_upkeep=limits.your_upkeep,
                text=named,
                only_if=limits.only_if,
                cheaper=limits.cheaper,
            )
        )


_DOUBLE_POOL = tuple("double the amount of each type of unspent mana you have .".split())


def _payable_by_a_mana_ability(c: Cost) -> None:
    """A mana ability's cost is paid as it is activated (605.3a); the engine pays mana, {T} and
    sacrificing the source there, not a chosen sacrifice or a discard, so those are not read."""
    if c.sacrifice is not None or c.discard is not None or c.exile_self:
        raise NoParse("a mana ability whose cost sacrifices or discards a chosen card, or exiles its source")


@dataclass(slots=True)
class ActivationLimits:
    """The activation instructions after an ability's effect (CR 602.5b, 602.5d), and a reduction of its cost
    (602.2b)."""

    sorcery: bool = False
    per_turn: int = 0
    your_upkeep: bool = False
    only_if: Condition | None = None
    cheaper: ActivationReduction | None = None  # "This ability costs {1} less to activate for each ..."

    def any(self) -> bool:
        return self.sorcery or self.per_turn > 0 or self.your_upkeep or self.only_if is not None or self.cheaper is not None


_PER_TURN = {"once": 1, "twice": 2, "three times": 3}


def _activation_limit(sentence: tuple[Token, ...], limits: ActivationLimits) -> bool:
    """Read one activation instruction into ``limits``; False if the sentence is none."""
    r = Reader(sentence)
    try:
        if r.accept("this ability costs"):
            if limits.cheaper is not None:
                raise NoParse("two reductions of an activation cost")
            limits.cheaper = cost_changes.activation_reduction(r)  # 602.2b, 601.2f
            r.end()
            return True
        r.expect("activate")
        if r.accept("only as a sorcery"):
            limits.sorcery = True
        elif r.accept("only during your upkeep"):
            limits.your_upkeep = True
        elif r.accept("only during your turn"):
            if limits.only_if is not None:
                raise NoParse("two conditions for activating")
            limits.only_if = YourTurn()  # 602.5b: "Activate only if it's your turn"
        elif r.accept("only if"):
            if limits.only_if is not None:
                raise NoParse("two conditions for activating")
            tail = ("and", "only", "as", "a", "sorcery")
            if r.lows[-len(tail):] == tail:
                # "Activate only if [condition] and only as a sorcery" (602.5b, 307.1)
                limits.only_if = Reader(r.tokens[r.pos : len(r.tokens) - len(tail)]).whole(condition)
                limits.sorcery = True
                r.pos = len(r.tokens)
            else:
                limits.only_if = r.whole(condition)
        else:
            if not r.accept("only once"):
                r.expect("no more than")
                limits.per_turn = _PER_TURN[r.one_of("twice", "three times")]
            else:
                limits.per_turn = 1
            r.expect("each turn")
        r.end()
    except NoParse:
        return False
    return True


_PERIOD = Token(Kind.PUNCT, ".", ".")


@dataclass(frozen=True, slots=True)
class _ManaChoice:
    """What a mana ability lets its controller choose: ``count`` mana of one color of ``palette``, and
    the damage its source deals to them (605.3b)."""

    palette: str
    pain: int = 0
    count: int = 1


def _mana_of_one_color(r: Reader) -> _ManaChoice | None:
    """"Add three mana of any one color" (CR 106.1a): three mana, all of the one color chosen."""
    try:
        r.expect("add")
        n = fixed_number(r)
        r.expect("mana of any one color")
        r.end()
    except NoParse:
        return None
    return _ManaChoice(COLORS, count=n) if n >= 2 else None


def _mana_choice(tokens: tuple[Token, ...]) -> _ManaChoice | None:
    """"Add one mana of any color" / "Add {R} or {G}[. ~ deals 1 damage to you]": the colors to
    choose from and the damage the source deals to its controller (605.3b), or None."""
    r = Reader(tuple(t for t in tokens if t.text != "."))
    if r.accept("add one mana of any color") and r.at_end():
        return _ManaChoice(COLORS)
    r.pos = 0
    many = _mana_of_one_color(r)
    if many is not None:
        return many
    r.pos = 0
    try:
        r.expect("add")
        (a,) = mana_symbols(r)
        r.expect("or")
        (b,) = mana_symbols(r)
        pain = 0
        if r.accept("~ deals"):
            pain = fixed_number(r)
            r.expect("damage to you")
        r.end()
    except (NoParse, ValueError):
        return None
    return _ManaChoice(a + b, pain) if "C" not in a + b else None


# ---------------------------------------------------------------- triggered


def _self_event(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    r.expect("~")
    s.it = ThisObject()
    if r.accept("or another"):
        # "Whenever ~ or another Rogue enters the battlefield under your control" (603.6a): two events;
        # "it" would be either, so it is not read
        flt = creature_description(r)
        r.first(lambda q: q.expect("enters the battlefield"), lambda q: q.expect("enters"))
        r.expect("under your control")
        s.it = None
        return (Enters(Subject.SELF), CreatureEnters(group=replace(flt, other=True)))
    if r.accept("enters the battlefield or becomes the target of") or r.accept("enters or becomes the target of"):
        return (Enters(Subject.SELF), _becomes_target(r, s))
    if r.accept("becomes the target of"):
        return (_becomes_target(r, s),)
    if r.accept("enters the battlefield or dies") or r.accept("enters or dies"):
        s.it = None  # "it" would be the permanent or the card in the graveyard (400.7): not read
        return (Enters(Subject.SELF), Dies(Subject.SELF))
    if r.accept("enters the battlefield") or r.accept("enters"):
        return (Enters(Subject.SELF),)
    if r.accept("dies"):
        s.moved = ThatObject()
        return (Dies(Subject.SELF),)
    if r.accept("is put into a graveyard from the battlefield"):
        return (LeavesToGraveyard(),)  # any permanent (603.6c); it looks back (603.10a)
    if r.accept("attacks or blocks"):
        return (Attacks(Subject.SELF), Blocks(Subject.SELF))  # 508.3a, 509.3a
    if r.accept("attacks"):
        return (Attacks(Subject.SELF),)
    if r.accept("deals damage to an opponent"):
        s.that_player = ThatPlayer()
        return (DealsDamage(Subject.SELF, to_opponent=True),)
    if r.accept("deals combat damage to a player") or r.accept("deals combat damage to an opponent"):
        s.that_player = ThatPlayer()  # CR 510.2: only combat damage; "a player" is any player, a teammate too
        to_opponent = r.tokens[r.pos - 1].low == "opponent"
        return (DealsDamage(Subject.SELF, to_opponent=to_opponent, combat_only=True),)
    if r.accept("deals combat damage to a creature"):
        s.that_object = ThatObject()  # 510.2: the creature dealt the damage
        return (DealsDamage(Subject.SELF, to_opponent=False, combat_only=True, to_creature=True),)
    if r.accept("blocks or becomes blocked by a"):
        # 509.3b, 509.3d: once for each creature it blocks or is blocked by, of the kind named
        s.that_object = ThatObject()
        flt = creature_description(r)
        group = None if flt == Filter(types=flt.types) else flt
        return (Blocks(Subject.SELF, per_creature=True, group=group),
                BecomesBlocked(Subject.SELF, per_creature=True, group=group))
    if r.accept("blocks or becomes blocked"):
        per = _by_a_creature(r, s)
        return (Blocks(Subject.SELF, per_creature=per), BecomesBlocked(Subject.SELF, per_creature=per))
    if r.accept("becomes blocked"):
        return (BecomesBlocked(Subject.SELF, per_creature=_by_a_creature(r, s)),)
    if r.accept("blocks"):
        per = r.accept("a creature")
        if per:
            s.that_object = ThatObject()
        if per and r.accept("with"):
            # "Whenever ~ blocks a creature with flying" (509.3b): only a blocked creature that has it
            blocked = Filter(types=frozenset({CardType.CREATURE}), has=frozenset({keyword(r)}))
            return (Blocks(Subject.SELF, per_creature=True, group=blocked),)
        return (Blocks(Subject.SELF, per_creature=per),)
    raise NoParse("a trigger event")


def _becomes_target(r: Reader, s: Scope) -> BecomesTarget:
    """"... a spell or ability an opponent controls" / "... a spell" (115.1): what targets ~."""
    s.that_player = ThatPlayer()  # the controller of the spell or ability
    if r.accept("a spell or ability an opponent controls"):
        return BecomesTarget(by_opponent=True)
    if r.accept("a spell an opponent controls"):
        return BecomesTarget(by_opponent=True, spells_only=True)
    if r.accept("a spell or ability"):
        return BecomesTarget(by_opponent=False)
    r.expect("a spell")
    return BecomesTarget(by_opponent=False, spells_only=True)


def _enchanted_event(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever enchanted creature attacks [or blocks]" / "deals damage" (303.4, 508.3a, 509.3a, 120.3):
    "it" is that creature,
    known as the trigger's object even if the Aura leaves before the ability resolves."""
    r.one_of("enchanted creature", "equipped creature")  # 303.4, 301.5: what the source is attached to
    s.it = s.that_object = ThatObject()
    if r.accept("deals combat damage to a player"):
        s.that_player = ThatPlayer()  # CR 510.2
        return (DealsDamage(Subject.ENCHANTED, to_opponent=False, combat_only=True),)
    if r.accept("deals damage"):
        s.that_much = True  # 120.3: the damage dealt
        return (DealsDamage(Subject.ENCHANTED, to_opponent=False, to_any=True),)
    if r.accept("attacks or blocks"):
        return (Attacks(Subject.ENCHANTED), Blocks(Subject.ENCHANTED))
    if r.accept("attacks"):
        return (Attacks(Subject.ENCHANTED),)
    r.expect("blocks")
    return (Blocks(Subject.ENCHANTED),)


def _by_a_creature(r: Reader, s: Scope) -> bool:
    if r.accept("by a creature"):
        s.that_object = ThatObject()
        return True
    return False


def _player_does(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever an opponent draws a card" / "... discards a card" / "Whenever you draw a card" (603.2):
    "that player" is them (once per card, 121.2); "Whenever a player taps a land for mana" (106.12)."""
    if r.accept("a player taps a land for mana"):
        s.that_player = ThatPlayer()
        return (PlayerDoes(PlayerAction.TAPS_LAND_FOR_MANA, Relation.ANY),)
    if r.accept("you draw your second card each turn"):
        s.that_player = ThatPlayer()
        return (PlayerDoes(PlayerAction.DRAWS_SECOND, Relation.YOU),)
    if r.accept("you"):
        said = r.one_of("draw a card", "discard a card", "sacrifice a permanent")
        action = {"draw a card": PlayerAction.DRAWS, "discard a card": PlayerAction.DISCARDS}.get(said, PlayerAction.SACRIFICES)
        s.that_player = ThatPlayer()
        return (PlayerDoes(action, Relation.YOU),)
    r.expect("an opponent")
    action = PlayerAction.DRAWS if r.one_of("draws a card", "discards a card") == "draws a card" else PlayerAction.DISCARDS
    s.that_player = ThatPlayer()
    return (PlayerDoes(action),)


def _creature_enters_under_you(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever a creature [with power 4 or greater] enters the battlefield under your control" /
    "Whenever another creature with flying enters ..." (603.6a): "it" is that creature."""
    other = r.one_of("a", "another") == "another"
    flt = creature_description(r)
    r.first(lambda q: q.expect("enters the battlefield"), lambda q: q.expect("enters"))
    r.expect("under your control")
    s.it = s.that_object = ThatObject()
    if flt == _CREATURE and not other:
        return (CreatureEnters(),)
    return (CreatureEnters(group=replace(flt, other=other)),)


def _creature_attacks(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever a creature with flying attacks" / "a creature you control with deathtouch attacks" (508.3a)."""
    r.one_of("a", "an")
    flt = creature_description(r)
    r.expect("attacks")
    s.it = s.that_object = ThatObject()
    return (CreatureAttacks(flt),)


def _group_deals_combat_damage(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever one or more Cats you control deal combat damage to a player" (603.2c, 510.2): "that player"
    is the player dealt the damage."""
    r.expect("one or more")
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT:
        raise NoParse("permanents that deal combat damage")
    r.expect("deal combat damage to a player")
    s.that_player = ThatPlayer()
    return (GroupDealsCombatDamage(flt),)


def _another_enters(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    r.expect("another creature")
    r.first(lambda q: q.expect("enters the battlefield"), lambda q: q.expect("enters"))
    if r.looking_at("under your control"):
        raise NoParse("another creature entering under your control")  # _creature_enters_under_you's
    s.it = s.that_object = ThatObject()
    return (Enters(Subject.ANOTHER_CREATURE),)


_CREATURE = Filter(types=frozenset({CardType.CREATURE}))

_STEPS = {
    "upkeep": Step.UPKEEP,
    "draw step": Step.DRAW,
    "end step": Step.END,
    "precombat main phase": Step.MAIN1,  # CR 505.1a: only the first main phase of the turn
}


def _beginning_of(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    r.expect("beginning of")
    if r.accept("combat on your turn"):
        return (BeginningOf(Step.BEGINNING_OF_COMBAT, Whose.YOUR),)  # 507: your beginning of combat step
    if r.accept("the upkeep of enchanted"):
        # 303.4: "of enchanted creature's controller": the turn of whoever controls what the Aura enchants
        r.one_of("creature's", "land's", "artifact's", "enchantment's", "permanent's")
        r.expect("controller")
        s.that_player = ThatPlayer()
        return (BeginningOf(Step.UPKEEP, Whose.ATTACHED_CONTROLLER),)
    if r.accept("each opponent's"):
        s.that_player = ThatPlayer()
        return (BeginningOf(_STEPS[r.one_of(*_STEPS)], Whose.OPPONENT),)
    if r.accept("your"):
        whose = Whose.YOUR
        s.that_player = ThatPlayer()
    else:
        r.first(lambda q: q.expect("each player's"), lambda q: q.expect("the"), lambda q: q.expect("each"))
        whose = Whose.EACH
        s.that_player = ThatPlayer()
    step = _STEPS[r.one_of(*_STEPS)]
    return (BeginningOf(step, whose),)


def _spell_cast(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever a player casts a white spell" / "Whenever you cast ..." (601.2i, 603.2)."""
    who = r.one_of("a player casts", "you cast", "an opponent casts")
    caster = {"a player casts": Relation.ANY, "you cast": Relation.YOU, "an opponent casts": Relation.OPPONENT}[who]
    if caster is Relation.YOU and r.accept("your first instant or sorcery spell each turn"):
        # 601.2i: only the first instant or sorcery spell its controller casts in a turn; "that spell" is it
        s.that_object = ThatObject()
        instant_or_sorcery = Filter(any_of=(Filter(types=frozenset({CardType.INSTANT})),
                                            Filter(types=frozenset({CardType.SORCERY}))))
        return (SpellCastBy(instant_or_sorcery, caster, first_each_turn=True),)
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.SPELL:
        raise NoParse("a spell")
    chosen = r.accept("of the chosen color")  # the color chosen as the source entered (614.12)
    if r.accept("during an opponent's turn"):
        return (SpellCastBy(flt, caster, chosen_color=chosen, opponents_turn=True),)  # 102.2: an opponent is active
    if r.accept("that targets"):
        # "a spell that targets ~" / "... that targets a creature you control" (115.1, 601.2c)
        if r.accept("~"):
            return (SpellCastBy(flt, caster, chosen_color=chosen, targets_self=True),)
        r.one_of("a", "an")
        targeted, kind = description(r)
        if kind != Noun.PERMANENT:
            raise NoParse("a permanent the spell targets")
        return (SpellCastBy(flt, caster, chosen_color=chosen, targets=targeted),)
    return (SpellCastBy(flt, caster, chosen_color=chosen),)


def _creature_dies(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever a creature you control dies" / "another creature you control dies" / "a creature an
    opponent controls dies" / "a creature dies" (603.6c, 700.4)."""
    other = r.one_of("a creature", "another creature", "a nontoken creature") == "another creature"
    nontoken = r.tokens[r.pos - 2].low == "nontoken"
    damaged = r.accept("dealt damage by ~ this turn")  # 120.3: by this object, this turn
    controller = Relation.ANY
    if r.accept("you control"):
        controller = Relation.YOU
    elif r.accept("an opponent controls"):
        controller = Relation.OPPONENT
    r.expect("dies")
    s.it = s.moved = ThatObject()
    s.that_player = ThatPlayer()
    return (CreatureDies(controller, other, damaged, nontoken),)


def _you_lose_life(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever you lose life [for the first time each turn]" (119.3): "that much" is the life lost."""
    r.expect("you lose life")
    s.that_player = You()
    s.that_much = True
    return (YouLoseLife(first_each_turn=r.accept("for the first time each turn")),)


def _you_gain_life(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever you gain life" (119.9): "that much" is the life gained."""
    r.expect("you gain life")
    s.that_player = You()
    s.that_much = True
    return (YouGainLife(),)


def triggered_line(tokens: tuple[Token, ...], card: CardAbilities, text: str) -> None:
    """"When/Whenever/At [event], [if condition,] [effect]" (CR 603.1, 603.4)."""
    r = Reader(tokens)
    if mana_triggers.is_extra_mana(r):
        card.statics.append(mana_triggers.extra_mana(r, _named(text, card)))  # 605.1b: a mana ability
        return
    scope = Scope(attached=True)
    word = r.one_of("when", "whenever", "at")
    if word == "at":
        r.expect("the")
        events = _beginning_of(r, scope)
    else:
        events = r.first(
            lambda q: _self_event(q, scope),
            lambda q: _another_enters(q, scope),
            lambda q: _spell_cast(q, scope),
            lambda q: _player_does(q, scope),
            lambda q: _creature_enters_under_you(q, scope),
            lambda q: _you_gain_life(q, scope),
            lambda q: _you_lose_life(q, scope),
            lambda q: _creature_dies(q, scope),
            lambda q: _creature_attacks(q, scope),
            lambda q: _group_deals_combat_damage(q, scope),
            lambda q: _enchanted_event(q, scope),
            lambda q: core_sets.state_trigger(q, scope),
            lambda q: core_sets.land_enters(q, scope),
            lambda q: _player_dealt_damage(q, scope),
            lambda q: _discarded_by_opponent(q, scope),
            lambda q: _attack_with(q, scope),
            lambda q: _activates_ability_of(q, scope),
        )
    r.expect(",")
    condition: Condition | None = None
    if r.looking_at("if"):
        split = split_condition(tokens, r.pos + 1)  # CR 603.4: the "if" right after the trigger event
        if split is not None:
            condition, comma = split
            r.pos = comma + 1
    # "you may put a creature card from your hand onto the battlefield": the choice of a card (none may
    # be chosen) is that "may", read by the instruction itself (PutFromHand)
    optional = not _puts_from_hand(r) and r.accept("you may")
    if optional and (r.looking_at("have ~") or r.looking_at("have target")):
        # "you may have ~ deal 3 damage to target creature" (603.5): the same instruction as "~ deals ...".
        r.expect("have")
        scope.bare_verb = True
    body = tokens[r.pos :]
    if not read_effect(body, scope) or scope.unfinished is not None:
        raise NoParse("the effect")
    if not resolution_costs.only_costs_are_optional(tuple(scope.steps)) or (
        not optional and any(isinstance(step, PayMana) for step in scope.steps)
    ):
        raise NoParse("a 'you may' that covers more than the cost 'If you do' checks")
    effect = scope.ability(lower_first(text_of(body)))
    for event in events:
        card.triggered.append(TriggeredAbility(event, effect, condition, optional, text=_named(text, card)))


def _activates_ability_of(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever you activate an ability of a Sarkhan planeswalker" / "... a loyalty ability of a Chandra
    planeswalker" (602.2, 606.4)."""
    r.expect("you activate")
    loyalty = r.accept("a loyalty ability of")
    if not loyalty:
        r.expect("an ability of")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.PERMANENT:
        raise NoParse("a permanent whose ability is activated")
    return (ActivatesAbilityOf(flt, loyalty),)


def _attack_with(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever you attack with two or more creatures with flying" / "Whenever ~ and at least two other
    creatures attack" (508.3a): one trigger for the declaration."""
    if r.accept("~ and at least"):
        n = fixed_number(r)
        r.expect("other")
        flt = creature_description(r)
        r.expect("attack")
        return (AttackWith(flt, n, with_self=True),)
    r.expect("you attack with")
    n = fixed_number(r)
    r.expect("or more")
    flt = creature_description(r)
    return (AttackWith(flt, n),)


def _player_dealt_damage(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"Whenever an opponent is dealt [noncombat] damage" (603.2, 120.3): damage from any source; "Whenever a
    source you control deals noncombat damage to an opponent": from a source of yours. "That player" is
    the player dealt it."""
    s.that_player = ThatPlayer()
    if r.accept("a source you control deals"):
        noncombat = r.accept("noncombat")
        r.expect("damage to")
        who = {"an opponent": Relation.OPPONENT, "a player": Relation.ANY}[r.one_of("an opponent", "a player")]
        return (PlayerDealtDamage(who, noncombat, source=Relation.YOU),)
    who = {"an opponent": Relation.OPPONENT, "a player": Relation.ANY}[r.one_of("an opponent", "a player")]
    r.expect("is dealt")
    noncombat = r.accept("noncombat")
    r.expect("damage")
    return (PlayerDealtDamage(who, noncombat),)


def _discarded_by_opponent(r: Reader, s: Scope) -> tuple[TriggerEvent, ...]:
    """"When a spell or ability an opponent controls causes you to discard ~" (603.2, 701.9a, 113.6k)."""
    r.expect("a spell or ability an opponent controls causes you to discard ~")
    return (DiscardedByOpponent(),)


def _puts_from_hand(r: Reader) -> bool:
    """Whether the effect is "you may put [a card] from your hand onto the battlefield ..." (110.2)."""
    if not r.looking_at("you may put"):
        return False
    want = ("from", "your", "hand", "onto", "the", "battlefield")
    return any(r.lows[i : i + len(want)] == want for i in range(r.pos, len(r.lows)))


# ------------------------------------------------------------------ statics


def _gets_has(r: Reader, singular: bool, name: str) -> tuple[Modification, ...]:
    """"gets +2/+2, has first strike, and is a Knight in addition to its other types" / "get +1/+1 and
    have "{T}: ..."": the clauses of a static's effect on its objects, each a modification (613.1)."""
    get, have, lose = ("gets", "has", "loses") if singular else ("get", "have", "lose")
    mods: list[Modification] = []
    while True:
        if r.accept(get):
            p, t = pt_change(r)
            if r.accept("for each"):
                mods.append(ModifyPTPer(p, t, counted(r)))  # 613.4c: counted as the layers apply
            else:
                mods.append(ModifyPT(p, t))  # 613.4c
        elif r.accept(have):
            mods.append(quoted_abilities(r) if looking_at_quote(r) else AddAbilities(keyword_list(r)))
        elif r.accept(lose):
            mods.append(LoseAbilities(keyword_list(r)))  # 113.10b
        elif singular and (r.accept("is a") or r.accept("is an")):
            if (tok := r.peek()) is not None and tok.text in BASIC_LAND_TYPES:
                r.advance()
                mods.append(SetBasicLandType(tok.text))  # 305.7: "Enchanted land is a Swamp"
            else:
                mods.append(AddTypes(subtypes=frozenset({_creature_type(r)})))  # 205.1b, 613.1d
                r.expect("in addition to its other types")
        elif singular and r.accept("assigns combat damage equal to its toughness rather than its power"):
            mods.append(AddStatic(AssignsDamageByToughness(text="assigns combat damage equal to its toughness")))
        elif r.accept("can attack as though it didn't have defender"):
            mods.append(AddStatic(AttacksAsThoughNoDefender(text="can attack as though it didn't have defender")))  # 702.3b
        else:
            raise NoParse("gets / has / loses")
        if r.at_end():
            return tuple(mods)
        if not (r.accept(", and") or r.accept("and") or r.accept(",")):
            raise NoParse("and")


def _creature_type(r: Reader) -> str:
    """One creature type, as printed ("Knight", "Demon"; 205.3m)."""
    tok = r.kind(Kind.WORD)
    if tok.text not in CREATURE_TYPES:
        raise NoParse("a creature type")
    return tok.text


def _attached(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"Enchanted creature gets +1/+2" / "Equipped creature has trample" / "... can't attack or block";
    "Enchanted permanent has indestructible", "Enchanted Wall can attack as though ..." (303.4m)."""
    r.one_of("enchanted", "equipped")
    what = _attached_noun(r)
    if r.looking_at("can't attack") or r.looking_at("can't block"):
        r.expect("can't")
        acts = r.one_of("attack or block", "attack", "block")
        activate = mana_ok = False
        if r.accept(", and its activated abilities can't be activated"):
            activate = True  # 602.5
            mana_ok = r.accept("unless they're mana abilities")
        return AttachedCant(
            what, attack="attack" in acts, block="block" in acts, text=text, activate=activate, mana_abilities_ok=mana_ok
        )
    if r.looking_at("gets") and not _per_each_follows(r):
        start = r.pos
        r.expect("gets")
        p, t = pt_change(r)
        if r.accept("and"):
            rules = _attached_rules(r, text)
            if rules is not None:
                return Continuous(what, (ModifyPT(p, t), *rules), attached=True, text=text)
        r.pos = start
    rules = _attached_rules(r, text)
    if rules is not None:
        return Continuous(what, rules, attached=True, text=text)
    if r.accept("doesn't untap during its controller's untap step"):
        # 303.4m, 502.3: the enchanted creature has "doesn't untap" (layer 6)
        return Continuous(what, (AddStatic(DoesntUntap(text=text)),), attached=True, text=text)
    return Continuous(what, _gets_has(r, True, card.name), attached=True, text=text)


_ATTACHED_NOUNS = {
    "creature": Filter(types=frozenset({CardType.CREATURE})),
    "permanent": ANYTHING,
    "land": Filter(types=frozenset({CardType.LAND})),
    "artifact": Filter(types=frozenset({CardType.ARTIFACT})),
}


def _attached_noun(r: Reader) -> Filter:
    """What "enchanted [noun]" is: a creature, a permanent, a land, an artifact, or a creature type
    ("Enchanted Wall"); the static applies to the object attached to only if it is one (303.4m)."""
    tok = r.kind(Kind.WORD)
    if tok.low in _ATTACHED_NOUNS:
        return _ATTACHED_NOUNS[tok.low]
    if tok.text in CREATURE_TYPES:
        return Filter(types=frozenset({CardType.CREATURE}), subtypes=frozenset({tok.text}))
    raise NoParse("what is enchanted or equipped")


_ATTACHED_RULES: tuple[tuple[str, Callable[[str], StaticAbility]], ...] = (
    ("attacks each combat if able", lambda text: AttacksEachCombat(text=text)),  # 508.1d
    ("can't be blocked by more than one creature", lambda text: BlockedByAtMost(1, text=text)),  # 509.1b
    ("can't be blocked", lambda text: CantBeBlockedBy(ANYTHING, text=text)),  # 509.1b: by no creature
    ("can't block", lambda text: CantBlock(text=text)),  # 509.1b
)


def _attached_rule(r: Reader, text: str) -> StaticAbility | None:
    """One rule an Aura or Equipment gives its creature, ending the sentence or followed by "and has"."""
    start = r.pos
    unless = evasion.except_by(r, text)
    if unless is not None and (r.at_end() or r.looking_at("and has")):
        return unless
    r.pos = start
    for phrase, make in _ATTACHED_RULES:
        start = r.pos
        if r.accept(phrase) and (r.at_end() or r.looking_at("and has")):
            return make(text)
        r.pos = start
    return None


def _attached_rules(r: Reader, text: str) -> tuple[Modification, ...] | None:
    """"attacks each combat if able" / "can't be blocked [and has K]": rules the creature gains (layer 6)."""
    static = _attached_rule(r, text)
    if static is None:
        return None
    mods: list[Modification] = [AddStatic(static)]
    if r.accept("and has"):
        mods.append(AddAbilities(keyword_list(r)))
    return tuple(mods)


def _per_each_follows(r: Reader) -> bool:
    """Whether "gets +N/+M" is followed by "for each" (a count, not a fixed change)."""
    return r.pos + 3 < len(r.tokens) and r.lows[r.pos + 2 : r.pos + 4] == ("for", "each")


def _self_power(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"~'s power and toughness are each equal to the number of Swamps you control" (604.3, 613.4a)."""
    r.expect("~'s")
    power_only = r.accept("power is equal to the number of")
    if not power_only:
        r.expect("power and toughness are each equal to the number of")
    return Continuous(ANYTHING, (PTEqualToCount(counted(r), power_only),), itself=True, text=text)


def _enters_with_counters(r: Reader, text: str) -> EntersWithCounters:
    """"... with three charge counters on it" / "with X +1/+1 counters on it" / "with a +1/+1 counter on it
    for each other creature you control" (614.1c, 122.6)."""
    n = number(r)
    kind = counter_kind(r)
    r.expect("on it")
    per = counted(r) if r.accept("for each") else None
    return EntersWithCounters(kind, n, per, text=text)


def _self_static(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    r.expect("~")
    if r.accept("enters the battlefield tapped") or r.accept("enters tapped"):
        return EntersTapped(text=text)  # 614.1d
    if r.accept("enters the battlefield with") or r.accept("enters with"):
        return _enters_with_counters(r, text)
    if r.looking_at("gets"):
        r.expect("gets")
        p, t = pt_change(r)
        r.expect("for each")
        return Continuous(ANYTHING, (ModifyPTPer(p, t, counted(r)),), itself=True, text=text)  # 613.4c
    if r.accept("attacks each combat if able"):
        return AttacksEachCombat(text=text)
    if r.accept("doesn't untap during your untap step"):
        return DoesntUntap(text=text)  # 502.3
    if r.accept("can't be blocked by more than one creature"):
        return BlockedByAtMost(1, text=text)  # 509.1b
    if r.accept("can't be the target of"):
        colors = _color_choice(r)
        r.expect("spells")
        return CantBeTargetedBy(colors, text=text)  # 115.4
    if r.accept("can't be countered"):
        return ThisCantBeCountered(text=text)  # 113.6g, 101.2
    if r.accept("can block only creatures with"):
        return CanBlockOnly(keyword(r), text=text)  # 509.1b
    for said, attack, block in (("attack or block", True, True), ("attack", True, False), ("block", False, True)):
        if r.accept(f"can't {said} alone"):
            return CantActAlone(attack, block, text=text)  # 506.5
    if r.accept("can't block creatures"):
        r.pos -= 1  # the group begins with "creatures"
        return CantBlockGroup(group(r), text=text)  # 509.1b: "creatures with power 2 or greater"
    if r.accept("can't block"):
        return CantBlock(text=text)  # 509.1b
    if (unless := evasion.except_by(r, text)) is not None:
        return unless  # 509.1b: only the creatures it names may block
    r.expect("can't be blocked")
    if r.at_end():
        return CantBeBlockedBy(ANYTHING, text=text)  # 509.1b: no creature can block it
    r.expect("by")
    return CantBeBlockedBy(group(r), text=text)


def _color_choice(r: Reader) -> frozenset[str]:
    """"blue or black": colors joined by "or"."""
    found = [COLOR_WORDS[r.one_of(*COLOR_WORDS)]]
    while r.accept("or"):
        found.append(COLOR_WORDS[r.one_of(*COLOR_WORDS)])
    return frozenset(found)


def _spells_static(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"Creature spells can't be countered" (101.2); "Artifact and enchantment spells your opponents cast
    cost {2} more to cast", "Creature spells you cast cost {1} less to cast" (601.2f)."""
    flt = cost_changes.spell_kind(r)
    if r.accept("can't be countered"):
        return CantBeCountered(flt, text=text)
    return cost_changes.spells_cost(r, flt, text)


def _combat_tax(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """Costs to attack or block (508.1h, 509.1d): "... unless their controller pays {2} for each ..."."""
    r.expect("creatures can't")
    action = CombatAction.ATTACK if r.one_of("attack you", "block") == "attack you" else CombatAction.BLOCK
    r.expect("unless their controller pays")
    mana = _mana_cost(r)
    if action is CombatAction.ATTACK:
        r.expect("for each creature they control that's attacking you")
    else:
        r.expect("for each blocking creature they control")
    return CombatTax(action, mana, text=text)


def _anthem(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"Creatures you control get +1/+1." / "Other Goblins have haste." (604.1, 611.3)."""
    if r.looking_at("all"):
        raise NoParse("a group as a static's subject")
    each = r.looking_at("each")  # "Each creature you control with a +1/+1 counter on it has trample"
    what = group(r)
    if not each and r.looking_at("and") and not r.looking_at("and have"):
        # "Skeletons you control and other Zombies you control get +1/+1": either group (any_of)
        r.expect("and")
        what = Filter(any_of=(what, group(r)))
    granting = r.looking_at('have "') or r.looking_at('has "')  # "Lands you control have "{T}: ..."" (113.10)
    if not granting and (what.types - {CardType.CREATURE} or (not what.types and not what.any_of)):
        raise NoParse("creatures")
    if each:
        return Continuous(what, _gets_has(r, True, card.name), text=text)
    return Continuous(what, _gets_has(r, False, card.name), text=text)


def _additional_cost(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"As an additional cost to cast ~, sacrifice a creature" / "discard a card" (601.2b, 601.2h): a cost
    of one chosen sacrifice or discard; other parts (mana, {T}, the card itself) are not a spell's to pay."""
    r.expect("as an additional cost to cast ~")
    r.expect(",")
    if r.accept("sacrifice all"):
        flt, kind = description(r, plural_ok=True)
        if kind != Noun.PERMANENT or flt.controller is not Relation.YOU:
            raise NoParse("permanents you control to sacrifice")
        return SacrificeAllAsCost(flt, text=text)  # 601.2h
    if not (r.looking_at("sacrifice a") or r.looking_at("sacrifice an") or r.looking_at("discard a") or r.looking_at("discard an")):
        raise NoParse("a sacrifice or discard as a spell's additional cost")
    paid = cost(r, text)
    if paid.mana != NO_COST or paid.tap or paid.sacrifice_self or paid.exile_self or paid.loyalty is not None:
        raise NoParse("a sacrifice or discard as a spell's additional cost")
    return AdditionalCost(paid, text=text)


def _player_static(r: Reader, card: CardAbilities, text: str) -> StaticAbility:
    """"You have no maximum hand size" (402.2): a rule of the permanent's controller."""
    r.expect("you have no maximum hand size")
    return NoMaximumHandSize(text=text)


def _conditional(r: Reader, text: str) -> StaticAbility:
    """"As long as it's your turn, ~ has first strike" (611.3a): the rest of the sentence."""
    ability = conditional_static(r.tokens[r.pos :], text)
    r.pos = len(r.tokens)
    return ability


def static_line(tokens: tuple[Token, ...], card: CardAbilities, text: str) -> None:
    found = sentences(tokens)
    if len(found) == 2 and Reader(found[1]).looking_at("this effect doesn't remove ~"):
        # A Ward: "Enchanted creature has protection from white. This effect doesn't remove ~." (702.16c)
        static_line(found[0], card, text)
        card.statics.append(Reader(found[1]).whole(lambda w: core_sets.spares_itself(w, card.statics[-1], _named(text, card))))
        return
    if len(found) == 2 and draw_replacements.opens_draw_replacement(found[0]):
        # "If you would draw a card, you may instead choose land or nonland and reveal ... . Put that card
        # into your hand and ..." (614.1a, 614.11): one replacement in two sentences
        card.statics.append(draw_replacements.reveal_instead_of_draw(found[0], found[1], _named(text, card)))
        return
    if len(found) != 1:
        raise NoParse("a static of one sentence")
    (sent,) = found
    named = _named(text, card)
    r = Reader(sent)
    ability = r.first(
        lambda q: q.whole(lambda w: _conditional(w, named)),
        lambda q: q.whole(lambda w: attack_restriction(w, named)),
        lambda q: q.whole(lambda w: enters_tapped_unless(w, named)),
        lambda q: q.whole(lambda w: _attached(w, card, named)),
        lambda q: q.whole(lambda w: _self_static(w, card, named)),
        lambda q: q.whole(lambda w: _self_power(w, card, named)),
        lambda q: q.whole(lambda w: _combat_tax(w, card, named)),
        lambda q: q.whole(lambda w: _spells_static(w, card, named)),
        lambda q: q.whole(lambda w: cost_changes.self_cost_reduction(w, named)),
        lambda q: q.whole(lambda w: _anthem(w, card, named)),
        lambda q: q.whole(lambda w: _additional_cost(w, card, named)),
        lambda q: q.whole(lambda w: _player_static(w, card, named)),
        lambda q: q.whole(lambda w: core_sets.lands_become_creatures(w, named)),
        lambda q: machinery.static(q, named, card.name),
        lambda q: game_end.static(q, named),
        lambda q: q.whole(lambda w: characteristics.static(w, named)),
        lambda q: q.whole(lambda w: player_statics.static(w, named)),
        lambda q: q.whole(lambda w: zone_replacements.static(w, named)),
    )
    card.statics.append(ability)


def aura_spell(enchant: Enchant) -> SpellAbility:
    """CR 303.4a: an Aura spell requires a target, which its enchant ability defines.

    The spell has the target and no effect steps: as it resolves it becomes
    a permanent attached to that target (608.3c).
    """
    what = enchant.text[len("Enchant ") :]
    return SpellAbility(targets=(TargetSpec(f"target {what}", permanent=enchant.what),), text=enchant.text)



