"""Effect sentences: instructions read as typed steps (CR 608.2c), with references resolved.

A sentence is a list of clauses joined by "and", ", then" or commas; a
clause is an imperative ("Destroy target creature") or a subject and its
verb phrases ("Target player draws two cards and loses 2 life"). Every
noun phrase that names an object or player is resolved as it is read, by
the :class:`Scope` of the ability: "it" and "that creature" are the last
object named before them (the target in "untap target Goat and gain
control of it"; the source itself in "When ~ dies, it deals ..."), "that
player" the player named before or the trigger's, "its controller" the
controller of what "it" means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.kinds import COLOR_WORDS, CardType, Zone
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    AddMana,
    Amount,
    AttachedObject,
    Become,
    BlockersOf,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBlock,
    CantBlockSource,
    ChooseFromHand,
    Continuous,
    ControllerOf,
    CountControlledBy,
    CounterSpell,
    CountOf,
    CreateTokens,
    DealDamage,
    DealDamageToEach,
    DealDamageToTargetAndEach,
    DealDividedDamage,
    DefendingPlayer,
    Destination,
    Destroy,
    DestroyEach,
    Discard,
    DiscardChosen,
    DiscardHand,
    DoubleLife,
    Draw,
    Duration,
    EachOpponent,
    EachOtherPlayer,
    EachPlayer,
    EffectStep,
    Exile,
    ExtraTurns,
    Filter,
    GainChosen,
    GainControl,
    GainLife,
    GiveStatic,
    GrantAbilities,
    HalfLibrary,
    HalfLife,
    IfUnable,
    Instead,
    LookAtHand,
    LoseKeywords,
    LoseLife,
    LoseTheGame,
    Mill,
    ObjectRef,
    OnlyIf,
    PlayerRef,
    PlayerTargets,
    PowerOf,
    PreventCombatDamage,
    PreventDamage,
    PTEqualToLife,
    Pump,
    PumpEach,
    PumpThose,
    PutCountersOnEach,
    PutOnBottom,
    PutOnTop,
    PutRevealedOntoBattlefield,
    Recipient,
    Regenerate,
    Relation,
    ReturnAllFromGraveyards,
    ReturnChosen,
    ReturnEachToHand,
    ReturnSelfFromGraveyard,
    ReturnToBattlefield,
    ReturnToHand,
    RevealHand,
    Sacrifice,
    SacrificedPower,
    SacrificeIt,
    Scry,
    SearchLibrary,
    SetBasePTEach,
    ShuffleHandAndGraveyardIntoLibrary,
    ShuffleIntoLibrary,
    ShufflePermanentsAndReveal,
    SpellAbility,
    Tap,
    TapAllOf,
    TapEach,
    Target,
    TargetSpec,
    ThatMuch,
    ThatPlayer,
    ThisObject,
    TokenSpec,
    ToughnessOf,
    TriggeredAbility,
    Untap,
    UntapUpTo,
    WhatItAttacks,
    WinTheGame,
    XValue,
    You,
)
from tolaria.mtg.oracle.grammar import (
    choices,
    core_sets,
    death_replacements,
    delayed,
    doubling,
    graveyard_counts,
    history,
    machinery,
    origins,
    revealed_top,
    turn_effects,
)
from tolaria.mtg.oracle.grammar.conditions import split_condition
from tolaria.mtg.oracle.grammar.granted import looking_at_quote, quoted_abilities
from tolaria.mtg.oracle.grammar.objects import (
    Noun,
    counted,
    description,
    fixed_number,
    group,
    keyword_list,
    number,
    pt_change,
    subtype_word,
    target_phrase,
    x_pt_change,
)
from tolaria.mtg.oracle.grammar.predefined_tokens import predefined_token
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, text_of


@dataclass(slots=True)
class Scope:
    """What the sentences of one ability have named so far, for its references to point at.

    ``it`` is the object "it" means now; ``that_object`` the one "that
    creature" means; ``that_player`` the player "that player" means. A
    trigger's header and an ability's cost set them first ("When ~ dies"
    makes "it" the source); each target named after moves them on.
    """

    it: ObjectRef | None = None
    that_object: ObjectRef | None = None
    that_player: PlayerRef | None = None
    # What "it" means to an instruction that moves a card that left the battlefield: the new
    # object in the graveyard, which a dies trigger's event names (CR 400.7, 603.10a).
    moved: ObjectRef | None = None
    targets: list[TargetSpec] = field(default_factory=list)
    steps: list[EffectStep] = field(default_factory=list)
    # In an Aura's or Equipment's own ability, "enchanted creature" is the permanent it is attached to
    # (303.4, 301.5); in a spell it means nothing.
    attached: bool = False
    # "Until end of turn, ..." said the duration before the instruction it applies to (611.2a).
    until_end_of_turn: bool = False
    # "that much" is the amount the trigger event measured ("Whenever you gain life", 119.9).
    that_much: bool = False
    # What a sentence left for a later one to say (a token's P/T, said by its defining ability);
    # an ability whose sentences end with something unsaid is not read.
    unfinished: str | None = None
    # "You may have ~ deal 3 damage ..." names the instruction with its verb in the bare form ("have ~ deal").
    bare_verb: bool = False
    # The cards "Choose target ... card in your graveyard" named, for the next sentence's "it" / "them".
    chosen: tuple[Target, ...] = ()

    def add_target(self, spec: TargetSpec) -> Target:
        if spec.permanent is not None and spec.permanent.controller is Relation.THAT_PLAYER \
                and not isinstance(self.that_player, ThatPlayer):
            raise NoParse("'that player controls' with no player a trigger event named")
        self.targets.append(spec)
        ref = Target(len(self.targets) - 1)
        if spec.permanent is not None or spec.spell is not None or spec.card is not None:
            self.it = self.that_object = ref
        if spec.players is not PlayerTargets.NONE:
            self.that_player = ref
        return ref

    def ability(self, text: str = "") -> SpellAbility:
        return SpellAbility(tuple(self.targets), tuple(self.steps), text=text)

    def mark(self) -> tuple[int, int, ObjectRef | None, ObjectRef | None, PlayerRef | None, str | None]:
        return (len(self.targets), len(self.steps), self.it, self.that_object, self.that_player, self.unfinished)

    def rewind(self, mark: tuple[int, int, ObjectRef | None, ObjectRef | None, PlayerRef | None, str | None]) -> None:
        del self.targets[mark[0] :], self.steps[mark[1] :]
        self.it, self.that_object, self.that_player, self.unfinished = mark[2:]


# ------------------------------------------------------------ noun phrases


def object_ref(r: Reader, s: Scope) -> ObjectRef:
    """A phrase naming one object: a target, "~", "it", "that creature"."""
    if r.accept("~"):
        return ThisObject()
    if r.accept("it"):
        if s.it is None:
            raise NoParse("'it' with nothing named before")
        return s.it
    if s.attached and (r.accept("enchanted creature") or r.accept("equipped creature")):
        return AttachedObject()
    if r.accept("that creature") or r.accept("that permanent"):
        if s.that_object is None:
            raise NoParse("'that creature' with nothing named before")
        return s.that_object
    if r.looking_at("another target"):
        # "another target creature": not the source (Filter.other), nor a creature an earlier target names (115.3)
        spec = target_phrase(r)
        earlier = tuple(i for i, t in enumerate(s.targets) if t.permanent is not None)
        return s.add_target(replace(spec, apart_from=earlier))
    if r.looking_at("target") or r.looking_at("any target") or r.looking_at("up to one"):
        return s.add_target(target_phrase(r))
    raise NoParse("an object")


def player_ref(r: Reader, s: Scope) -> PlayerRef:
    """A phrase naming one player: "you", "target player", "that player", "its controller"."""
    if r.accept("you"):
        return You()
    if r.accept("that player"):
        if s.that_player is None:
            raise NoParse("'that player' with no player named before")
        return s.that_player
    if r.accept("its controller"):
        if s.it is None:
            raise NoParse("'its controller' with nothing named before")
        return _controller_of(s, s.it)
    if r.accept("that creature's controller"):
        if s.that_object is None:
            raise NoParse("'that creature's controller' with no creature named before")
        return _controller_of(s, s.that_object)
    if r.looking_at("target player") or r.looking_at("target opponent"):
        spec = target_phrase(r)
        if spec.permanent is not None:
            raise NoParse("a player")
        return s.add_target(spec)
    raise NoParse("a player")


# Steps that move an object off the battlefield remembering it as it last existed (608.2h), so that
# "its controller" after them is that controller; after any other move the engine doesn't know it.
_REMEMBERING = (Destroy, PutOnBottom, PutOnTop, Exile)
_MOVING = (ReturnToHand, ShuffleIntoLibrary, SacrificeIt, ReturnToBattlefield, Destroy, PutOnBottom, PutOnTop, Exile)


def _controller_of(s: Scope, ref: ObjectRef) -> ControllerOf:
    """"its controller" (or its toughness): a permanent's, on the battlefield or as it last existed."""
    if isinstance(ref, Target) and s.targets[ref.slot].permanent is None:
        raise NoParse("the controller of a spell or card")
    movers = [step for step in s.steps if isinstance(step, _MOVING) and getattr(step, "what", None) == ref]
    if movers and not isinstance(movers[-1], _REMEMBERING):
        raise NoParse("the controller of an object that left without being remembered")
    return ControllerOf(ref)


def _card_word(r: Reader) -> None:
    r.one_of("cards", "card")


# ---------------------------------------------------------------- sentences


def sentence(r: Reader, s: Scope) -> None:
    """Clauses joined by "and", ", then", "," (each adds its steps); "Until end of turn," first
    says the duration of what follows."""
    s.until_end_of_turn = r.accept("until end of turn ,")
    clause(r, s)
    while not r.at_end():
        r.first(lambda q: q.expect(", then"), lambda q: q.expect(", and"), lambda q: q.expect("and"), lambda q: q.expect(","))
        clause(r, s)


def clause(r: Reader, s: Scope) -> None:
    mark = s.mark()
    for rule in _CLAUSES:
        start = r.pos
        try:
            rule(r, s)
            return
        except NoParse:
            r.pos = start
            s.rewind(mark)
    raise NoParse("an instruction")


# -- imperatives ------------------------------------------------------------


def _destroy(r: Reader, s: Scope) -> None:
    r.expect("destroy")
    if r.looking_at("all") or r.looking_at("each"):
        s.steps.append(DestroyEach(group(r)))
        return
    s.steps.append(Destroy(object_ref(r, s)))
    if r.accept("and ~"):  # "destroy that creature and ~" (701.8a)
        s.steps.append(Destroy(ThisObject()))


def _no_regeneration(r: Reader, s: Scope) -> None:
    """"It/They can't be regenerated." modifies the destruction before it (CR 701.19c)."""
    r.one_of("it", "they", "that creature")
    r.expect("can't be regenerated")
    if not s.steps or not isinstance(s.steps[-1], Destroy | DestroyEach):
        raise NoParse("nothing destroyed before")
    s.steps[-1] = replace(s.steps[-1], regenerate=False)


def _return(r: Reader, s: Scope) -> None:
    r.expect("return")
    if r.looking_at("to your hand all"):
        origins.return_graveyard_cards(r, s)  # 400.7: cards of a kind from your graveyard
        return
    if r.looking_at("all") or r.looking_at("each"):
        # "Return all creatures to their owners' hands" / "return each other creature you control to
        # its owner's hand": the group is fixed, then all move at once (400.7).
        each = r.looking_at("each")
        flt = group(r)
        r.expect("to its owner's hand" if each else "to their owners' hands")
        s.steps.append(ReturnEachToHand(flt))
        return
    if r.accept("target spell or creature"):
        # a spell on the stack or a creature on the battlefield (115.1, 400.7): either goes to its owner's hand
        creature = Filter(types=frozenset({CardType.CREATURE}))
        spec = TargetSpec("target spell or creature", spell=ANYTHING, permanent=creature)
        r.expect("to its owner's hand")
        s.steps.append(ReturnToHand(s.add_target(spec)))
        return
    if r.looking_at("target"):
        start = r.pos
        spec = target_phrase(r)
        if spec.card is not None:
            if r.accept("to the battlefield"):
                # 110.2a: under the control of the player who put it there; "tapped" (110.5b)
                s.steps.append(ReturnToBattlefield(s.add_target(spec), tapped=r.accept("tapped")))
                return
            # "to its owner's hand": from any graveyard (400.3: a card goes to its owner's hand)
            r.first(lambda q: q.expect("to your hand"), lambda q: q.expect("to its owner's hand"))
            s.steps.append(ReturnToHand(s.add_target(spec)))
            return
        r.pos = start
    if r.looking_at("a") or r.looking_at("an") or r.looking_at("another"):
        _return_chosen(r, s, You())
        return
    if r.accept("~ from your graveyard to your hand"):
        s.steps.append(ReturnSelfFromGraveyard())  # 113.6m: the ability works from the graveyard
        return
    if r.accept("~ from your graveyard to the battlefield"):
        s.steps.append(ReturnSelfFromGraveyard(to_battlefield=True, tapped=r.accept("tapped")))  # 113.6m, 110.5b
        return
    if s.moved is not None and r.accept("it"):
        what: ObjectRef = s.moved
    else:
        what = object_ref(r, s)
    r.expect("to its owner's hand")
    s.steps.append(ReturnToHand(what))


def _return_chosen(r: Reader, s: Scope, who: PlayerRef) -> None:
    """"return a green creature you control to its owner's hand" / "that player returns a creature they
    control ...": ``who`` chooses one of theirs as the step resolves (400.7); "another creature you
    control": not the ability's source."""
    other = r.one_of("a", "an", "another") == "another"
    flt, kind = description(r)
    if other:
        flt = replace(flt, other=True)
    if kind != Noun.PERMANENT:
        raise NoParse("a permanent")
    if flt.controller is Relation.YOU:
        if not isinstance(who, You):
            raise NoParse("you control")
    else:
        r.expect("they control")
        if flt.controller is not Relation.ANY:
            raise NoParse("they control")
    r.expect("to its owner's hand")
    s.steps.append(ReturnChosen(who, replace(flt, controller=Relation.ANY)))


def _counter(r: Reader, s: Scope) -> None:
    r.expect("counter")
    spec = target_phrase(r)
    if spec.spell is None:
        raise NoParse("a spell to counter")
    s.steps.append(CounterSpell(s.add_target(spec)))


def _sacrifice_what(r: Reader, s: Scope, who: PlayerRef) -> None:
    another = bool(r.accept("another"))  # "sacrifice another creature": not the source itself
    n = 1
    if not another and isinstance(who, You) and not r.looking_at("a") and not r.looking_at("an"):
        n = fixed_number(r)  # "sacrifice two lands" (701.21a): chosen together
        if n < 2:
            raise NoParse("a number of permanents to sacrifice")
    elif not another:
        r.one_of("a", "an")
    flt, kind = description(r, plural_ok=n > 1)
    if another:
        flt = replace(flt, other=True)
    if kind != Noun.PERMANENT:
        raise NoParse("a permanent to sacrifice")
    if r.accept("other than ~"):
        flt = replace(flt, other=True)
    s.steps.append(Sacrifice(who, flt, n))


def _sacrifice(r: Reader, s: Scope) -> None:
    r.expect("sacrifice")
    if r.looking_at("~") or r.looking_at("it"):
        # "Sacrifice ~" as an effect (701.21a): its controller sacrifices it, if it is still there.
        s.steps.append(SacrificeIt(object_ref(r, s)))
        return
    _sacrifice_what(r, s, You())


def _tap(r: Reader, s: Scope) -> None:
    """"Tap target creature" / "tap all creatures without flying" (701.26a)."""
    r.expect("tap")
    if r.looking_at("all"):
        flt = group(r)
        if r.looking_at("target player controls"):
            # "Tap all creatures target player controls" (701.26a): that player's
            who = s.add_target(target_phrase(r))
            r.expect("controls")
            s.steps.append(TapAllOf(who, flt))
            return
        s.steps.append(TapEach(flt))
        return
    s.steps.append(Tap(object_ref(r, s)))


def _gain_life(r: Reader, s: Scope) -> None:
    """"gain 1 life" after "you may" (the subject said before it)."""
    r.expect("gain")
    n = number(r)
    r.expect("life")
    s.steps.append(GainLife(You(), n))


def _scry(r: Reader, s: Scope) -> None:
    """"scry 2" (701.22a): the ability's controller scries."""
    r.expect("scry")
    s.steps.append(Scry(You(), number(r)))


def _mill(r: Reader, s: Scope) -> None:
    """"mill four cards" (701.17a): the ability's controller mills."""
    r.expect("mill")
    n = number(r)
    _card_word(r)
    s.steps.append(Mill(You(), n))


def _discard(r: Reader, s: Scope) -> None:
    """"discard a card" after "then" (the subject is the ability's controller)."""
    r.expect("discard")
    n = number(r)
    _card_word(r)
    s.steps.append(Discard(You(), n, r.accept("at random")))


def _if_unable(r: Reader, s: Scope) -> None:
    """"If you can't, ..." applies the next instruction only if the one before failed."""
    r.expect("if you can't ,")
    if not s.steps or not isinstance(s.steps[-1], Sacrifice):
        raise NoParse("nothing before that could fail")
    first = len(s.steps)
    clause(r, s)
    s.steps[first:] = [IfUnable(step) for step in s.steps[first:]]


def _only_if(r: Reader, s: Scope) -> None:
    """"If [condition], [instruction]." (608.2c): the instruction only if the condition holds then; the
    whole sentence is that one instruction (an "instead" or a second clause is not read here)."""
    if not r.looking_at("if"):
        raise NoParse("if")
    split = split_condition(r.tokens, r.pos + 1)
    if split is None:
        raise NoParse("a condition")
    cond, comma = split
    r.pos = comma + 1
    first = len(s.steps)
    clause(r, s)
    r.end()
    s.steps[first:] = [OnlyIf(cond, step) for step in s.steps[first:]]


def _instead_if(r: Reader, s: Scope) -> None:
    """"If [condition], [instruction] instead." after an instruction (608.2c): the later one replaces the
    earlier when the condition holds; each is one step."""
    if not r.looking_at("if") or r.lows[-1] != "instead":
        raise NoParse("if ... instead")
    split = split_condition(r.tokens, r.pos + 1)
    if split is None:
        raise NoParse("a condition")
    cond, comma = split
    first = len(s.steps)
    if first == 0:
        raise NoParse("no instruction before 'instead'")
    r.pos = comma + 1
    clause(r, s)
    r.expect("instead")
    r.end()
    if len(s.steps) != first + 1:
        raise NoParse("one instruction instead of one")
    if isinstance(s.steps[first], AddMana) or isinstance(s.steps[first - 1], AddMana):
        raise NoParse("mana instead of mana (a mana ability's, 605.1a, doesn't use the stack)")
    s.steps[first - 1 :] = [Instead(cond, s.steps[first], s.steps[first - 1])]


def _add_mana(r: Reader, s: Scope) -> None:
    r.expect("add")
    s.steps.append(AddMana(mana_symbols(r)))


def mana_symbols(r: Reader) -> tuple[str, ...]:
    """"{G}{G}": colored or colorless mana symbols, one or more."""
    found = []
    while (tok := r.peek()) is not None and tok.kind is Kind.MANA:
        inner = tok.text[1:-1]
        if inner not in ("W", "U", "B", "R", "G", "C"):
            raise NoParse("a mana symbol")
        r.advance()
        found.append(inner)
    if not found:
        raise NoParse("mana")
    return tuple(found)


def _regenerate(r: Reader, s: Scope) -> None:
    r.expect("regenerate")
    s.steps.append(Regenerate(object_ref(r, s)))


def _prevent(r: Reader, s: Scope) -> None:
    r.expect("prevent")
    if r.accept("all combat damage that would be dealt this turn"):
        s.steps.append(PreventCombatDamage())
        return
    r.expect("the next")
    n = number(r)
    r.expect("damage that would be dealt to")
    what: Recipient = You() if r.accept("you") else object_ref(r, s)  # "to you": a shield of the controller's
    r.expect("this turn")
    s.steps.append(PreventDamage(what, n))


def _search(r: Reader, s: Scope) -> None:
    r.expect("search your library for")
    if r.accept("a card , then shuffle and put that card on top"):
        s.steps.append(SearchLibrary(You(), ANYTHING, destination=Destination.LIBRARY_TOP))
        return
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD or flt.controller is not flt.controller.ANY:
        raise NoParse("a kind of card")
    if r.accept("with mana value x or less"):
        flt = replace(flt, mana_value_at_most_x=True)  # 107.3a: the X paid, bound as the search begins
    r.accept(", reveal it")
    r.expect(", put")
    r.one_of("that card", "it")
    if r.accept("into your hand , then shuffle"):
        s.steps.append(SearchLibrary(You(), flt, destination=Destination.HAND))
        return
    r.expect("onto the battlefield")
    tapped = r.accept("tapped")
    r.expect(", then shuffle")
    s.steps.append(SearchLibrary(You(), flt, tapped=tapped))


def _put(r: Reader, s: Scope) -> None:
    r.expect("put")
    r.first(
        lambda q: _put_onto_battlefield(q, s),
        lambda q: _put_counters(q, s),
        lambda q: _put_all_from_graveyards(q, s),
        lambda q: _put_on_bottom(q, s),
    )


def _put_onto_battlefield(r: Reader, s: Scope) -> None:
    """"Put target creature card from a graveyard onto the battlefield under your control" (110.2a)."""
    spec = target_phrase(r)
    if spec.card is None:
        raise NoParse("a card")
    r.expect("onto the battlefield under your control")
    if r.accept("attached to"):
        if "Aura" not in spec.card.subtypes:
            raise NoParse("an Aura card to attach")
        r.one_of("a", "an")
        onto = group(r)  # 303.4f: the player chooses which, among those the effect allows
        s.steps.append(ReturnToBattlefield(s.add_target(spec), attach_to=onto))
        return
    s.steps.append(ReturnToBattlefield(s.add_target(spec)))


def _put_counters(r: Reader, s: Scope) -> None:
    n = number(r)
    kind = r.kind(Kind.PT_CHANGE).text
    if kind not in ("+1/+1", "-1/-1"):
        raise NoParse("a counter kind")
    r.one_of("counters", "counter")
    r.expect("on")
    if not r.looking_at("each"):
        raise NoParse("each")
    s.steps.append(PutCountersOnEach(group(r), kind, n))


def _put_all_from_graveyards(r: Reader, s: Scope) -> None:
    r.expect("all")
    flt, kind = description(r)
    if kind != Noun.CARD or not flt.types:
        raise NoParse("cards")
    r.expect("from all graveyards onto the battlefield under your control")
    s.steps.append(ReturnAllFromGraveyards(flt))


def _put_on_bottom(r: Reader, s: Scope) -> None:
    what = object_ref(r, s)
    if r.accept("on the bottom of your library"):
        # "Put target card from your graveyard on the bottom of your library": a card of yours (401.4)
        spec = s.targets[what.slot] if isinstance(what, Target) else None
        if spec is None or spec.card is None or spec.zone is not Zone.GRAVEYARD or spec.card.controller is not Relation.YOU:
            raise NoParse("a card of your graveyard to put on the bottom of your library")
        s.steps.append(PutOnBottom(what))
        return
    r.expect("on the bottom of its owner's library")
    s.steps.append(PutOnBottom(what))


def _those_gain(r: Reader, s: Scope) -> None:
    """"Those creatures gain K until end of turn": the ones the step before put counters on."""
    r.expect("those creatures gain")
    kws = keyword_list(r)
    r.expect("until end of turn")
    if not s.steps or not isinstance(s.steps[-1], PutCountersOnEach):
        raise NoParse("no creatures named before")
    s.steps.append(PumpThose(keywords=kws))


def _untap(r: Reader, s: Scope) -> None:
    r.expect("untap")
    if r.accept("up to"):
        n = fixed_number(r)  # "untap up to four lands" (701.26b): chosen as it resolves, no target
        s.steps.append(UntapUpTo(group(r), n))
        return
    if r.lows[r.pos + 1 : r.pos + 2] == ("target",) and not r.looking_at("another"):  # "untap two target lands"
        _untap_several(r, s)
        return
    s.steps.append(Untap(object_ref(r, s)))


def _untap_several(r: Reader, s: Scope) -> None:
    """"Untap two target lands": one word "target" naming different objects (115.3)."""
    n = fixed_number(r)
    if n < 2:
        raise NoParse("two or more")
    start = r.pos
    r.expect("target")
    flt, kind = description(r)
    if kind != Noun.PERMANENT:
        raise NoParse("permanents")
    noun = r.tokens[r.pos - 1].text
    text = "target " + " ".join(t.text for t in r.tokens[start + 1 : r.pos - 1] + (r.tokens[r.pos - 1],))
    text = text[: -len(noun)] + (noun[:-1] if noun.endswith("s") else noun)
    spec = TargetSpec(text, permanent=flt)
    first = len(s.targets)
    for i in range(n):
        s.targets.append(replace(spec, apart_from=tuple(range(first, first + i))))
        s.steps.append(Untap(Target(first + i)))


def _gain_control(r: Reader, s: Scope) -> None:
    r.expect("gain control of")
    what = object_ref(r, s)
    if r.accept("for as long as that creature is enchanted"):
        s.steps.append(GainControl(what, Duration.WHILE_ENCHANTED))  # 611.2b
    elif r.at_end():
        s.steps.append(GainControl(what, Duration.INDEFINITE))  # 611.2a: no duration stated
    else:
        r.expect("until end of turn")
        s.steps.append(GainControl(what))


def _draw(r: Reader, s: Scope) -> None:
    r.expect("draw")
    n = number(r)
    _card_word(r)
    s.steps.append(Draw(You(), n))


def _create(r: Reader, s: Scope) -> None:
    """CR 111.4: a token's name is the one the effect gives it, or else its subtypes plus the word "Token"."""
    r.expect("create")
    n = number(r)
    if (made := r.optional(predefined_token)) is not None:
        s.steps.append(CreateTokens(made, n))  # "create two Treasure tokens" (111.10a)
        return
    pt = r.accept_kind(Kind.PT)
    colors = _token_colors(r)
    subs = []
    while (tok := r.peek()) is not None and (sub := subtype_word(tok.text)) is not None and sub == tok.text:
        r.advance()
        subs.append(sub)
    if not subs:
        raise NoParse("a creature type")
    types = {CardType.CREATURE}
    if r.accept("artifact"):
        types.add(CardType.ARTIFACT)
    r.expect("creature")
    r.one_of("tokens", "token")
    subtypes = tuple(subs)
    keywords: tuple[KeywordAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    quoted = GrantAbilities()
    if r.accept("with prowess"):
        from tolaria.mtg.oracle.grammar.lines import PROWESS  # lines imports this module

        triggered = (PROWESS,)  # 702.108a: prowess is a triggered ability
    elif r.accept("with"):
        if looking_at_quote(r):
            quoted = quoted_abilities(r)  # 111.3: abilities in quotation marks, the token's own
        else:
            keywords = keyword_list(r)  # CR 111.3: the token's abilities, as the effect defines them
            if r.accept("and") and looking_at_quote(r):
                quoted = quoted_abilities(r)
    name = _token_name(r) or " ".join(subtypes) + " Token"
    if pt is None:
        # "Create a white Avatar creature token": its P/T is said by the next sentence (604.3, 111.3).
        token = TokenSpec(
            name, colors, frozenset(types), subtypes, 0, 0, keywords, (), quoted.activated, quoted.triggered + triggered
        )
        s.steps.append(CreateTokens(token, n))
        s.unfinished = "the token's power and toughness"
        return
    if "X" in pt.text:
        raise NoParse("a token of X/X")
    p, t = (int(x) for x in pt.text.split("/"))
    token = TokenSpec(
        name, colors, frozenset(types), subtypes, p, t, keywords, (), quoted.activated, quoted.triggered + triggered
    )
    tapped = attacking = False
    blocking: Target | None = None
    if n == 1 and r.accept("for each"):
        # "create a 2/2 black Zombie creature token for each card named ~ in your graveyard" / "... for each
        # Forest you control" (107.1): counted as the instruction is performed (608.2h)
        per: Amount | None = r.optional(graveyard_counts.graveyard_count)
        s.steps.append(CreateTokens(token, per if per is not None else _each_counted(r, 1)))
        return
    if r.accept("that's") or r.accept("that are"):
        # CR 508.4: "that's tapped and attacking": put onto the battlefield attacking, never declared;
        # 509.4: "that's blocking target attacking creature": blocking, never declared either.
        if r.accept("tapped and attacking"):
            tapped = attacking = True
        elif r.accept("attacking"):
            attacking = True
        else:
            r.expect("blocking")
            spec = target_phrase(r)
            if spec.permanent is None:
                raise NoParse("a creature to block")
            blocking = s.add_target(spec)
    s.steps.append(CreateTokens(token, n, tapped=tapped, attacking=attacking, blocking=blocking))


def _attach_to_token(r: Reader, s: Scope) -> None:
    """"create a 1/1 white Soldier creature token, then attach ~ to it" (701.3a): the Equipment goes on
    the one token just created."""
    r.expect("attach ~ to it")
    last = s.steps[-1] if s.steps else None
    if not isinstance(last, CreateTokens) or last.amount != 1 or last.attacking or last.blocking is not None:
        raise NoParse("one token created just before to attach ~ to")
    s.steps[-1] = replace(last, attach_self=True)


def _token_name(r: Reader) -> str:
    """"... token with flying named Wasp" (CR 111.4): the name the effect gives it, its capitalised words;
    "" when it gives none (the name is then its subtypes plus "Token")."""
    if not r.accept("named"):
        return ""
    words = []
    while (tok := r.peek()) is not None and tok.text[:1].isupper():
        words.append(r.advance().text)
    if not words:
        raise NoParse("the token's name")
    return " ".join(words)


def _token_colors(r: Reader) -> frozenset[str]:
    found = set()
    while (tok := r.peek()) is not None and tok.low in COLOR_WORDS:
        r.advance()
        found.add(COLOR_WORDS[tok.low])
        r.accept("and")
    if not found:
        r.expect("colorless")
    return frozenset(found)


def _shuffle_self(r: Reader, s: Scope) -> None:
    """"Shuffle ~ into its owner's library" (701.24a; a spell's last instruction, 608.2n); "its owner
    shuffles it into their library" after a condition on ~ ("if ~ attacked or blocked this turn")."""
    if r.accept("its owner shuffles it into their library"):
        if s.it not in (None, ThisObject()):
            raise NoParse("'it' as an object other than ~")
        s.steps.append(ShuffleIntoLibrary(ThisObject()))
        return
    r.expect("shuffle ~ into its owner's library")
    s.steps.append(ShuffleIntoLibrary(ThisObject()))


def _double_life(r: Reader, s: Scope) -> None:
    """"Double target player's life total" (701.10d)."""
    r.expect("double")
    r.expect("target player's")
    r.expect("life total")
    spec = TargetSpec("target player", players=PlayerTargets.ANY)
    s.steps.append(DoubleLife(s.add_target(spec)))


def _take_extra_turn(r: Reader, s: Scope) -> None:
    """"Take an extra turn after this one" (500.7): the spell's controller takes it."""
    r.expect("take")
    n = number(r)
    r.one_of("extra turns", "extra turn")
    r.expect("after this one")
    s.steps.append(ExtraTurns(You(), n))


def _still_a_land(r: Reader, s: Scope) -> None:
    """"It's still a land." says what 613.1d already does (types are added); it follows a Become."""
    r.expect("it's still a land")
    if not s.steps or not isinstance(s.steps[-1], Become):
        raise NoParse("nothing became a creature before")


def _token_pt_life(r: Reader, s: Scope) -> None:
    """It has "This creature's power and toughness are each equal to your life total." (604.3, 613.4a)."""
    r.expect('it has "')
    r.one_of("~'s", "this creature's")
    r.expect('power and toughness are each equal to your life total . "')
    if not s.steps or not isinstance(s.steps[-1], CreateTokens) or s.unfinished is None:
        raise NoParse("a token whose power and toughness are still to be said")
    prev = s.steps[-1]
    text = "This creature's power and toughness are each equal to your life total."
    cda = Continuous(ANYTHING, (PTEqualToLife(),), itself=True, text=text)
    s.steps[-1] = replace(prev, token=replace(prev.token, statics=(cda,)))
    s.unfinished = None


# -- subject and verb -------------------------------------------------------


def _subject_clause(r: Reader, s: Scope) -> None:
    """"[Subject] [verb phrase] [and verb phrase]": the subject is a player or an object."""
    start = r.pos
    mark = s.mark()
    try:
        who = _player_subject(r, s)
    except NoParse:
        r.pos = start
        s.rewind(mark)
        what = _object_subject(r, s)
        _object_verbs(r, s, what)
        _more_verbs(r, s, lambda: _object_verbs(r, s, what))
        return
    _player_verbs(r, s, who)
    _more_verbs(r, s, lambda: _player_verbs(r, s, who))


def _more_verbs(r: Reader, s: Scope, verbs: Callable[[], None]) -> None:
    """More verb phrases of one subject after "and"; an "and" they don't follow is left for the sentence."""
    while True:
        start, mark = r.pos, s.mark()
        if not r.accept("and") and not r.accept(", then"):  # "each player discards their hand, then draws seven cards"
            return
        try:
            verbs()
        except NoParse:
            r.pos = start
            s.rewind(mark)
            return


_GROUPS: tuple[tuple[str, Callable[[], PlayerRef]], ...] = (
    ("each player", EachPlayer),  # 101.4
    ("each opponent", EachOpponent),  # 102.2, 102.3
    ("each other player", EachOtherPlayer),  # 102.1
    ("defending player", DefendingPlayer),  # 506.2
)


def _player_subject(r: Reader, s: Scope) -> PlayerRef:
    for words, make in _GROUPS:
        if r.accept(words):
            return make()
    return player_ref(r, s)


# What the players of a group (and the defending player, who may be no one) do: each verb's step
# acts for every player the reference means (rules.effects.players).
_GROUP_VERBS = ("draws", "loses", "gains", "discards", "sacrifices", "mills", "shuffles their hand and graveyard",
    "shuffles all permanents", "puts all",
)


def _object_subject(r: Reader, s: Scope) -> ObjectRef | Filter:
    """One object, or a group ("creatures you control", "all creatures")."""
    if r.looking_at("target") or r.looking_at("up to one target") or r.looking_at("another target") or r.looking_at("~") or r.looking_at("it") or r.looking_at("that creature") or r.looking_at("that permanent") or (
        s.attached and (r.looking_at("enchanted creature") or r.looking_at("equipped creature"))
    ):
        return object_ref(r, s)
    return group(r)


def _permanents_reshuffled(r: Reader, s: Scope, who: PlayerRef) -> None:
    """"Each player shuffles all permanents they own into their library, then reveals that many cards from
    the top of their library" (701.24a, 701.20a)."""
    r.expect("all permanents they own into their library , then reveals that many cards from the top of")
    r.expect("their library")
    s.steps.append(ShufflePermanentsAndReveal(who))


def _revealed_onto_battlefield(r: Reader, s: Scope, who: PlayerRef) -> None:
    """"Each player puts all [cards] revealed this way onto the battlefield, then does the same for [cards],
    then puts all cards revealed this way that weren't put onto the battlefield on the bottom of their
    library [in any order]" (401.4), right after the cards were revealed (608.2c)."""
    if not s.steps or s.steps[-1] != ShufflePermanentsAndReveal(who):
        raise NoParse("cards revealed by the players just before")
    waves = [_revealed_kind(r)]
    r.expect("onto the battlefield")
    while r.accept(", then does the same for"):
        waves.append(_revealed_kind(r))
    r.expect(", then puts all cards revealed this way that weren't put onto the battlefield on the bottom of")
    r.expect("their library")
    r.accept("in any order")  # the printed text says it; the Oracle text leaves it to 401.4
    s.steps.append(PutRevealedOntoBattlefield(who, tuple(waves)))


def _revealed_kind(r: Reader) -> Filter:
    """"artifact, creature, and land cards [revealed this way]" / "enchantment cards": cards of any of the
    card types named (205.2a), nothing more."""
    kinds: list[CardType] = []
    while True:
        word = r.one_of(*(t.value for t in CardType))
        kinds.append(CardType(word))
        if r.accept("cards"):
            break
        r.accept(",")
        r.accept("and")
    r.accept("revealed this way")
    if len(kinds) == 1:
        return Filter(types=frozenset(kinds))
    return Filter(any_of=tuple(Filter(types=frozenset({k})) for k in kinds))


def _player_verbs(r: Reader, s: Scope, who: PlayerRef) -> None:
    if isinstance(who, EachPlayer | EachOpponent | EachOtherPlayer | DefendingPlayer) and not any(
        r.looking_at(v) for v in _GROUP_VERBS
    ):
        raise NoParse("a verb a group of players does")
    if r.accept("puts all"):
        _revealed_onto_battlefield(r, s, who)
        return
    verb = r.one_of(
        "draws", "draw", "gains", "gain", "loses", "lose", "discards", "sacrifices", "reveals", "mills", "choose",
        "takes", "take", "returns", "wins", "win", "shuffles",
    )
    if verb == "shuffles" and r.looking_at("all permanents they own"):
        _permanents_reshuffled(r, s, who)
        return
    if verb == "shuffles":
        r.one_of("their", "his or her")
        r.expect("hand and graveyard into")
        r.one_of("their", "his or her")
        r.expect("library")
        s.steps.append(ShuffleHandAndGraveyardIntoLibrary(who))  # 701.24a
        return
    if verb == "returns":
        _return_chosen(r, s, who)
        return
    if verb in ("wins", "win"):
        r.expect("the game")
        s.steps.append(WinTheGame(who))  # 104.2b
        return
    if verb in ("takes", "take"):
        n = number(r)
        r.one_of("extra turns", "extra turn")
        r.expect("after this one")
        s.steps.append(ExtraTurns(who, n))  # 500.7
        return
    if verb in ("draws", "draw"):
        if r.accept("cards equal to half the number of cards in their library"):
            s.steps.append(Draw(who, HalfLibrary(who)))  # 107.1a: "Round up each time" may follow
            return
        n = number(r)
        r.accept("additional")
        _card_word(r)
        s.steps.append(Draw(who, n))
    elif verb in ("gains", "gain"):
        if r.accept("control of"):
            # 611.2a: no duration stated, so until the game ends; the object is a new one once it
            # leaves the battlefield (400.7), so the effect lasts while the object is on it.
            s.steps.append(GainControl(object_ref(r, s), Duration.WHILE_ON_BATTLEFIELD, to=who))
            return
        if s.that_much and r.accept("that much life"):
            s.steps.append(GainLife(who, ThatMuch()))  # what the trigger event measured (120.3, 119.9)
            return
        if r.accept("life equal to its toughness") or r.accept("life equal to its power"):
            if s.it is None:
                raise NoParse("its toughness or power")
            _controller_of(s, s.it)  # known as it last existed only after the steps that remember it
            which = r.tokens[r.pos - 1].low
            s.steps.append(GainLife(who, ToughnessOf(s.it) if which == "toughness" else PowerOf(s.it)))
            return
        n = number(r)
        r.expect("life")
        if r.accept("for each"):
            s.steps.append(GainLife(who, _life_for_each(r, who, n)))
            return
        s.steps.append(GainLife(who, n))
    elif verb in ("loses", "lose"):
        if r.accept("the game"):
            s.steps.append(LoseTheGame(who))  # 104.3e
            return
        if s.that_much and r.accept("that much life"):
            s.steps.append(LoseLife(who, ThatMuch()))  # 119.9: the life the trigger event gained
            return
        if r.accept("half their life"):
            s.steps.append(LoseLife(who, HalfLife(who)))  # 107.1a: rounded down unless "Round up"
            return
        n = number(r)
        r.expect("life")
        if r.accept("for each"):
            in_graveyard = r.optional(lambda q: graveyard_counts.their_graveyard_count(q, who, n))
            s.steps.append(LoseLife(who, in_graveyard if in_graveyard is not None else _they_control(r, who, n)))
            return
        s.steps.append(LoseLife(who, n))
    elif verb == "discards":
        if r.accept("their hand") or r.accept("his or her hand"):
            s.steps.append(DiscardHand(who))  # 701.9a: the whole hand, no choice
            return
        if r.accept("that card"):
            if not s.steps or not isinstance(s.steps[-1], ChooseFromHand):
                raise NoParse("no card chosen before")
            s.steps.append(DiscardChosen(s.steps[-1].who))
            return
        n = number(r)
        _card_word(r)
        s.steps.append(Discard(who, n, r.accept("at random")))
    elif verb == "sacrifices":
        _sacrifice_what(r, s, who)
    elif verb == "reveals":
        r.one_of("their", "his or her")
        r.expect("hand")
        s.steps.append(RevealHand(who))
    elif verb == "choose":
        if not isinstance(who, You) or not s.steps or not isinstance(s.steps[-1], RevealHand | LookAtHand):
            raise NoParse("a revealed hand, or one looked at, to choose from")
        r.one_of("a", "an")
        flt, kind = description(r)
        if kind != Noun.CARD:
            raise NoParse("a card")
        r.expect("from it")
        s.steps.append(ChooseFromHand(s.steps[-1].who, flt))
    else:
        n = number(r)
        _card_word(r)
        s.steps.append(Mill(who, n))


def _object_verbs(r: Reader, s: Scope, what: ObjectRef | Filter) -> None:
    if not isinstance(what, Filter) and r.accept("can't block this turn"):
        s.steps.append(GiveStatic(what, CantBlock(text="can't block this turn")))
        return
    if not isinstance(what, Filter) and r.accept("can't block ~ this turn"):
        s.steps.append(GiveStatic(what, CantBlockSource(text="can't block ~ this turn")))  # 509.1b
        return
    if not isinstance(what, Filter) and r.accept("can't be blocked this turn except by"):
        # 509.1b: only creatures of the group can block it, until end of turn (611.2a)
        start = r.pos
        blockers = group(r)
        said = text_of(r.tokens[start : r.pos])
        s.steps.append(GiveStatic(what, CantBeBlockedExceptBy(blockers, text=f"can't be blocked except by {said}")))
        return
    if not isinstance(what, Filter) and r.accept("can't be blocked this turn"):
        # 509.1b: no creature can block it; the ability lasts until end of turn (611.2a, 514.2)
        s.steps.append(GiveStatic(what, CantBeBlockedBy(ANYTHING, text="can't be blocked this turn")))
        return
    if not isinstance(what, Filter) and r.accept("can't be blocked by"):
        # 509.1b: "can't be blocked by creatures with power 2 or less this turn" (until end of turn, 611.2a)
        start = r.pos
        blockers = group(r)
        said = text_of(r.tokens[start : r.pos])
        r.expect("this turn")
        s.steps.append(GiveStatic(what, CantBeBlockedBy(blockers, text=f"can't be blocked by {said} this turn")))
        return
    if not isinstance(what, Filter) and (r.accept("becomes") or (s.bare_verb and r.accept("become"))):
        _become(r, s, what)  # "you may have ~ become ..." (603.5) reads as "~ becomes ..."
        return
    if isinstance(what, Filter) and r.accept("have base power and toughness"):
        p, t = (XValue() if v == "X" else int(v) for v in r.kind(Kind.PT).text.split("/"))
        _until_end_of_turn(r, s)
        s.steps.append(SetBasePTEach(what, p, t))  # 613.4b
        return
    if not isinstance(what, Filter) and r.accept("loses"):
        lost = keyword_list(r)
        _until_end_of_turn(r, s)
        s.steps.append(LoseKeywords(what, lost))  # 113.10b, 611.2a
        return
    verb = r.one_of("deals", "deal", "gets", "get", "gains", "gain") if s.bare_verb else r.one_of("deals", "gets", "get", "gains", "gain")
    if verb in ("deals", "deal"):
        if not isinstance(what, ThisObject):
            raise NoParse("damage dealt by another object")
        _damage(r, s)
        return
    if verb in ("gets", "get"):
        if isinstance(what, Filter) and (unit := x_pt_change(r)) is not None:
            _until_end_of_turn(r, s)
            s.steps.append(PumpEach(what, unit[0], unit[1], per=XValue()))  # 107.3a: X times the change
            return
        if not isinstance(what, Filter) and (unit := _x_one_sided(r)) is not None:
            _until_end_of_turn(r, s)
            s.steps.append(Pump(what, unit[0], unit[1], per=XValue()))  # "+X/+0": X times +1/+0 (107.3a)
            return
        p, t = pt_change(r)
        kws: tuple[KeywordAbility, ...] = ()
        chosen: tuple[KeywordAbility, ...] | None = None
        granted: GrantAbilities | None = None
        if r.accept("and gains") or r.accept("and gain"):
            if looking_at_quote(r):
                granted = quoted_abilities(r)  # 113.10
            else:
                chosen = None if isinstance(what, Filter) else choices.chosen_gain(r)
                if chosen is None:
                    kws = keyword_list(r)
        elif not isinstance(what, Filter) and (r.accept("and becomes a") or r.accept("and becomes an")):
            types = _creature_types(r)
            _until_end_of_turn(r, s)
            s.steps.append(Pump(what, p, t, creature_types=types))  # 205.1a: "becomes a Bear Berserker"
            return
        _until_end_of_turn(r, s)
        if chosen is not None:
            assert not isinstance(what, Filter)
            s.steps.extend((Pump(what, p, t), GainChosen(what, chosen)))  # 608.2d: chosen as it resolves
            return
        if granted is not None:
            if isinstance(what, Filter):
                s.steps.append(PumpEach(what, p, t, abilities=granted))
            else:
                s.steps.append(Pump(what, p, t, abilities=granted))
            return
        per: Amount | None = None
        if isinstance(what, Filter):
            s.steps.append(PumpEach(what, p, t, kws))
            return
        if r.accept("for each creature blocking it"):
            per = BlockersOf(what)
        elif r.accept("for each"):
            per = _each_counted(r, 1)  # "for each creature you control" (107.1, counted as it resolves)
        s.steps.append(Pump(what, p, t, kws, per))
        return
    if not isinstance(what, Filter) and (chosen := choices.chosen_gain(r)) is not None:
        _until_end_of_turn(r, s)
        s.steps.append(GainChosen(what, chosen))  # 608.2d: the color or keyword is chosen as it resolves
        return
    if looking_at_quote(r):
        granted = quoted_abilities(r)  # 113.10: 'gains "{T}: Gain control of target creature."'
        _until_end_of_turn(r, s)
        s.steps.append(PumpEach(what, abilities=granted) if isinstance(what, Filter) else Pump(what, abilities=granted))
        return
    kws = keyword_list(r)
    _until_end_of_turn(r, s)
    if isinstance(what, Filter):
        s.steps.append(PumpEach(what, keywords=kws))
    else:
        s.steps.append(Pump(what, keywords=kws))


def _creature_types(r: Reader) -> frozenset[str]:
    """"Bear Berserker": creature types as printed, one or more (205.3m)."""
    found = []
    while (tok := r.peek()) is not None and (sub := subtype_word(tok.text)) is not None and sub == tok.text:
        r.advance()
        found.append(sub)
    if not found:
        raise NoParse("a creature type")
    return frozenset(found)


def _become(r: Reader, s: Scope, what: ObjectRef) -> None:
    """"~ becomes a 2/1 blue Faerie creature with flying until end of turn" (611.2a; layers 4-7b)."""
    r.one_of("a", "an")
    pt = r.kind(Kind.PT).text.split("/")
    p, t = (XValue() if v == "X" else int(v) for v in pt)
    colors = set()
    while (tok := r.peek()) is not None and tok.low in COLOR_WORDS:
        r.advance()
        colors.add(COLOR_WORDS[tok.low])
    subs = []
    while (tok := r.peek()) is not None and (sub := subtype_word(tok.text)) is not None and sub == tok.text:
        r.advance()
        subs.append(sub)
    types = {CardType.CREATURE}
    if r.accept("artifact"):
        types.add(CardType.ARTIFACT)
    r.expect("creature")
    kws: tuple[KeywordAbility, ...] = ()
    granted: GrantAbilities | None = None
    if r.accept("with"):
        if looking_at_quote(r):
            granted = quoted_abilities(r)  # 113.10: 'with "{B}: Regenerate this creature"'
        else:
            kws = keyword_list(r)
    r.accept("in addition to its other types")  # 205.1b: what Become does (types are added)
    duration = Duration.END_OF_TURN
    if not r.accept("until end of turn"):
        if not r.at_end():
            raise NoParse("until end of turn")
        duration = Duration.WHILE_ON_BATTLEFIELD  # 611.2a: no duration stated (Wakeroot Elemental's land)
    s.steps.append(Become(what, p, t, frozenset(types), frozenset(subs), frozenset(colors), kws, granted, duration))


_DAMAGE_TO_EACH_OF_THEM = ("damage", "to", "each", "creature", "that", "player", "controls")


def _damage(r: Reader, s: Scope) -> None:
    """"N damage to [recipient]" (120.3): one object or player, or each of a group."""
    if r.accept("damage to"):
        # "~ deals damage to target creature equal to the number of Mountains you control" (107.1)
        whom = _recipient(r, s)
        if r.accept("equal to the total power of the sacrificed creatures"):
            s.steps.append(DealDamage(SacrificedPower(), whom))  # 601.2h, 608.2h: what the cost measured
            return
        r.expect("equal to the number of")
        if isinstance(whom, Target | ThatPlayer) and _ends_they_control(r):
            who = whom if isinstance(whom, ThatPlayer) else s.that_player
            if who is None or (isinstance(whom, Target) and s.targets[whom.slot].permanent is not None):
                raise NoParse("a player who controls them")
            s.steps.append(DealDamage(_they_control(r, who, 1), whom))
            return
        if r.looking_at("cards in"):
            from tolaria.mtg.oracle.grammar.object_effects import cards_in_hand

            s.steps.append(DealDamage(cards_in_hand(r, s), whom))
            return
        s.steps.append(DealDamage(CountOf(counted(r)), whom))
        return
    n = number(r)
    if r.accept("damage divided as you choose among"):
        from tolaria.mtg.oracle.grammar.object_effects import divided_group

        first, slots = divided_group(r, s)
        if slots and not isinstance(n, int):
            raise NoParse("X damage divided among targets one of which must be chosen")  # X = 0 could divide none
        s.steps.append(DealDividedDamage(n, first, slots))  # 601.2d: divided as it is put on the stack
        return
    r.expect("damage to")
    if r.looking_at("target player or planeswalker and each creature"):
        target = s.add_target(target_phrase(r))
        r.expect("and")
        r.expect("each creature that player or that planeswalker's controller controls")
        s.steps.append(DealDamageToTargetAndEach(n, target, Filter(types=frozenset({CardType.CREATURE}))))
        return
    if r.looking_at("target player and") and r.lows[r.pos + 4 : r.pos + 11] == _DAMAGE_TO_EACH_OF_THEM:
        # "3 damage to target player and 1 damage to each creature that player controls": one event (120.3)
        target = s.add_target(target_phrase(r))
        r.expect("and")
        each = number(r)
        r.expect("damage to each creature that player controls")
        s.steps.append(DealDamageToTargetAndEach(n, target, Filter(types=frozenset({CardType.CREATURE})), each))
        return
    if r.looking_at("target player and each creature that player controls"):
        # "2 damage to target player and each creature that player controls": one event (120.3)
        target = s.add_target(target_phrase(r))
        r.expect("and each creature that player controls")
        s.steps.append(DealDamageToTargetAndEach(n, target, Filter(types=frozenset({CardType.CREATURE}))))
        return
    if r.accept("each opponent"):
        s.steps.append(DealDamage(n, EachOpponent()))  # 102.2-102.3: every opponent at once
        return
    if r.looking_at("each") or r.looking_at("all"):
        flt = group(r)
        each_player = r.accept("and each player")
        s.steps.append(DealDamageToEach(n, flt, each_player))
        return
    to: Recipient
    if r.accept("you"):
        to = You()
    else:
        to = _recipient(r, s)
    s.steps.append(DealDamage(n, to))
    start = r.pos
    if r.accept("and"):
        # "~ deals 2 damage to any target and 3 damage to you" (120.3)
        try:
            m = number(r)
            r.expect("damage to")
            if r.accept("that creature's controller") and isinstance(to, Target):
                # "4 damage to target creature and 2 damage to that creature's controller" (608.2h)
                s.steps.append(DealDamage(m, _controller_of(s, to)))
                return
            r.expect("you")
        except NoParse:
            r.pos = start
            return
        s.steps.append(DealDamage(m, You()))


def _recipient(r: Reader, s: Scope) -> Recipient:
    if r.accept("the player or planeswalker it's attacking"):
        return WhatItAttacks()  # 506.2, 508.1b
    if r.accept("that player"):
        ref = s.that_player
        if not isinstance(ref, Target | ThatPlayer | You):
            raise NoParse("that player")
        return ref
    return object_ref(r, s)


_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (
    *machinery.FIRST_CLAUSES,
    *core_sets.FIRST_CLAUSES,
    *turn_effects.FIRST_CLAUSES,
    *death_replacements.FIRST_CLAUSES,
    *graveyard_counts.FIRST_CLAUSES,
    *choices.FIRST_CLAUSES,
    *doubling.FIRST_CLAUSES,
    *revealed_top.FIRST_CLAUSES,
    *history.FIRST_CLAUSES,
    *delayed.FIRST_CLAUSES,
    _shuffle_self,
    _double_life,
    _still_a_land,
    _take_extra_turn,
    _tap,
    _gain_life,
    _discard,
    _mill,
    _scry,
    _destroy,
    _no_regeneration,
    _return,
    _counter,
    _sacrifice,
    _if_unable,
    _instead_if,
    _only_if,
    _add_mana,
    _regenerate,
    _prevent,
    _search,
    _put,
    _those_gain,
    _untap,
    _gain_control,
    _draw,
    _create,
    _attach_to_token,
    _token_pt_life,
    _subject_clause,
    *machinery.CLAUSES,
)


def _until_end_of_turn(r: Reader, s: Scope) -> None:
    """The duration of a pump (611.2a, 514.2): said after it, or before the sentence."""
    if not s.until_end_of_turn:
        r.expect("until end of turn")


_WHERE_X = (",", "where", "x", "is", "the", "number", "of")


def _where_x(r: Reader, s: Scope) -> tuple[Reader, Amount | None]:
    """A sentence ending ", where X is the number of [group]" / "... of cards in their hand" (107.3): the
    rest of it, and what X counts."""
    n = len(_WHERE_X)
    for i in range(r.pos, len(r.lows) - 3):
        if r.lows[i : i + 4] != _WHERE_X[:4]:
            continue
        try:  # "the number of creatures that died this turn": the turn's history (500.1)
            return Reader(r.tokens[r.pos : i]), Reader(r.tokens[i + 4 :]).whole(history.x_this_turn)
        except NoParse:
            pass
        if r.lows[i : i + n] == _WHERE_X:
            tail = Reader(r.tokens[i + n :])
            count: Amount = tail.first(_x_is_a_hand_size(s), _x_is_a_count)
            return Reader(r.tokens[r.pos : i]), count
    return r, None


def _ends_they_control(r: Reader) -> bool:
    return r.lows[-2:] == ("they", "control")


def _x_one_sided(r: Reader) -> tuple[int, int] | None:
    """"+X/+0", "+X/+X", "-X/-0": the change for each one of X (107.3a), or None (nothing read)."""
    tok = r.peek()
    if tok is None or tok.kind is not Kind.PT_CHANGE:
        return None
    p, t = tok.text.split("/")
    sides = {"+X": 1, "-X": -1, "+0": 0, "-0": 0}
    if p not in sides or t not in sides or "X" not in p + t:
        return None
    r.advance()
    return sides[p], sides[t]


def _each_counted(r: Reader, times: int | XValue) -> CountOf:
    """"for each creature you control [with flying]" / "for each Elemental you control": the permanents
    counted as the effect uses the number (608.2h); one for each, so the amount said must be 1."""
    if times != 1:
        raise NoParse("an amount other than 1 for each")
    what = counted(r)
    if what.controller is Relation.ANY and not r.at_end() and r.looking_at("they control"):
        raise NoParse("a group they control")
    return CountOf(what)


def _life_for_each(r: Reader, who: PlayerRef, times: int | XValue) -> Amount:
    """After "gain N life for each": a count of the turn's history, or of permanents a player controls."""
    start = r.pos
    try:
        return history.each_this_turn(r, times)
    except NoParse:
        r.pos = start
    return _for_each_controlled(r, who, times)


def _they_control(r: Reader, who: PlayerRef, times: int | XValue) -> CountControlledBy:
    """"[group] they control": the permanents of the player (each player of a group) the sentence is about."""
    if not isinstance(times, int):
        raise NoParse("X for each")
    what = group(r)
    if what.controller is not Relation.ANY:
        raise NoParse("a group they control")
    r.expect("they control")
    return CountControlledBy(what, who, times)


def _for_each_controlled(r: Reader, who: PlayerRef, times: int | XValue) -> CountControlledBy:
    """"for each creature you control [with flying]" / "for each [group] they control" (the count of the
    sentence's player's permanents, 107.1): "gain 2 life for each creature you control with flying"."""
    if _ends_they_control(r):
        return _they_control(r, who, times)
    if not isinstance(times, int) or not isinstance(who, You):
        raise NoParse("N for each permanent you control")
    what = group(r)
    if what.controller is not Relation.YOU:
        raise NoParse("a group you control")
    return CountControlledBy(replace(what, controller=Relation.ANY), who, times)


def _x_is_a_hand_size(s: Scope) -> Callable[[Reader], Amount]:
    from tolaria.mtg.oracle.grammar.object_effects import cards_in_hand

    return lambda r: r.whole(lambda w: cards_in_hand(w, s))


def _x_is_a_count(r: Reader) -> Amount:
    return CountOf(r.whole(counted))


def _defining_x(value: object, amount: Amount) -> object:
    """``value`` with every X in it replaced by ``amount`` (the definition that closes the sentence)."""
    if isinstance(value, XValue):
        return amount
    if isinstance(value, tuple):
        return tuple(_defining_x(v, amount) for v in value)
    fields = getattr(value, "__dataclass_fields__", None)
    if not fields or isinstance(value, TargetSpec | Filter):
        return value
    return replace(value, **{f: _defining_x(getattr(value, f), amount) for f in fields})  # type: ignore[type-var]


def read_sentence(r: Reader, s: Scope) -> None:
    """One whole sentence, or NoParse with the scope as it was."""
    mark = s.mark()
    try:
        head, defined = _where_x(r, s)
        sentence(head, s)
        head.end()
        if defined is not None:
            new = s.steps[mark[1] :]
            if not any(_defining_x(step, defined) != step for step in new):
                raise NoParse("a definition of X that no instruction uses")
            s.steps[mark[1] :] = [_defining_x(step, defined) for step in new]  # type: ignore[misc]
    except NoParse:
        s.rewind(mark)
        raise


# The clauses of effects on objects and libraries (counters, exile, looking at a library, "unless ...
# pays") live in their own module, which reads with this one's scope and references.
from tolaria.mtg.oracle.grammar.named_search import CLAUSES as _NAMED_SEARCH_CLAUSES  # noqa: E402
from tolaria.mtg.oracle.grammar.object_effects import CLAUSES as _OBJECT_CLAUSES  # noqa: E402
from tolaria.mtg.oracle.grammar.resolution_costs import CLAUSES as _COST_CLAUSES  # noqa: E402
from tolaria.mtg.oracle.grammar.target_changes import CLAUSES as _TARGET_CLAUSES  # noqa: E402

_CLAUSES = _OBJECT_CLAUSES + _CLAUSES + _COST_CLAUSES + _NAMED_SEARCH_CLAUSES + _TARGET_CLAUSES
