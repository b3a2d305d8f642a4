"""Sentence templates: one regular expression per kind of instruction (CR 608.2c).

A sentence is read whole by one template or not at all; the builder
collects the targets and effect steps of one ability as its sentences are
read, and resolves references ("it", "that creature", "its controller")
to what they point at.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.kinds import COLOR_WORDS, CardType, Zone
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    AddMana,
    Amount,
    AttachedObject,
    Become,
    BlockersOf,
    CantBlock,
    ChooseFromHand,
    Continuous,
    ControllerOf,
    CounterSpell,
    CountOf,
    CreateTokens,
    DealDamage,
    DealDamageToEach,
    DealDamageToTargetAndEach,
    Destination,
    Destroy,
    DestroyEach,
    Discard,
    DiscardChosen,
    DoubleLife,
    Draw,
    EachPlayer,
    EffectStep,
    ExtraTurns,
    GainControl,
    GainLife,
    GiveStatic,
    IfUnable,
    LoseLife,
    Mill,
    ObjectRef,
    PlayerRef,
    PreventCombatDamage,
    PreventDamage,
    PTEqualToLife,
    Pump,
    PumpEach,
    PumpThose,
    PutCountersOnEach,
    PutOnBottom,
    Recipient,
    Regenerate,
    ReturnAllFromGraveyards,
    ReturnChosen,
    ReturnEachToHand,
    ReturnToBattlefield,
    ReturnToHand,
    RevealHand,
    Sacrifice,
    SacrificeIt,
    SearchLibrary,
    ShuffleIntoLibrary,
    SpellAbility,
    Tap,
    TapEach,
    Target,
    TargetSpec,
    ThatObject,
    ThatPlayer,
    ThisObject,
    TokenSpec,
    ToughnessOf,
    Untap,
    You,
)
from tolaria.mtg.oracle.phrases import (
    SELF,
    Unreadable,
    parse_counted,
    parse_group,
    parse_keywords,
    parse_number,
    parse_object_words,
    parse_target,
)

# -------------------------------------------------------------- sentences


class Builder:
    """Collects what the sentences of one ability (or spell, or mode) say.

    ``source`` is True inside a permanent's ability, where "it" means the
    permanent itself; in a spell, "it" and "that creature" mean the target
    named before.
    """

    def __init__(self, source: bool = False) -> None:
        self.source = source
        # In a trigger about another object ("whenever a creature enters ..."), "it" is that object.
        self.that = False
        self.targets: list[TargetSpec] = []
        self.steps: list[EffectStep] = []
        # What a sentence left for a later one to say (a token's P/T for its defining ability);
        # an ability whose sentences end with something unsaid is not read.
        self.unfinished: str | None = None

    def target(self, phrase: str) -> Target:
        self.targets.append(parse_target(phrase))
        return Target(len(self.targets) - 1)

    def last_step(self, *kinds: type) -> EffectStep:
        if not self.steps or not isinstance(self.steps[-1], kinds):
            raise Unreadable("no instruction for this sentence to modify")
        return self.steps[-1]

    def obj(self, phrase: str) -> ObjectRef:
        """What a noun phrase acts on: a target, the source itself, or the trigger's object."""
        p = phrase.strip()
        if p.startswith("target ") or p == "any target":
            return self.target(p)
        if p == SELF:
            return ThisObject()
        if p in ("enchanted creature", "equipped creature") and self.source:
            return AttachedObject()  # an Aura's or Equipment's own ability (303.4, 301.5)
        if p == "it" and self.that:
            return ThatObject()
        if p in ("it", "that creature"):
            if p == "it" and self.source:
                return ThisObject()
            if self.targets:
                return Target(len(self.targets) - 1)
            if p == "that creature":
                return ThatObject()
            return ThisObject()
        raise Unreadable(p)

    def player(self, phrase: str) -> PlayerRef:
        """Who a player phrase names: "you", "target player", "that player"."""
        p = phrase.strip()
        if p == "you":
            return You()
        if p == "that player":
            return ThatPlayer()
        if p.startswith("target "):
            return self.target(p)
        raise Unreadable(p)

    def ability(self, text: str = "") -> SpellAbility:
        return SpellAbility(tuple(self.targets), tuple(self.steps), text=text)


_N = (
    r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
)
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
_OBJ = r"(?P<what>~|it|that creature|enchanted creature|equipped creature|target [^,]+?|any target)"


_AND_THEIR = re.compile(
    r"(?P<one>target player or planeswalker) and (?P<group>each creature) that player or that "
    r"planeswalker's controller controls"
)


def _s_damage(b: Builder, m: re.Match[str]) -> None:
    what = m["what"]
    amount = parse_number(m["n"])
    theirs = _AND_THEIR.fullmatch(what)
    if theirs:
        target = b.target(theirs["one"])
        b.steps.append(DealDamageToTargetAndEach(amount, target, parse_group(theirs["group"])))
        return
    if what.startswith("each ") or what.startswith("all "):
        each_player = what.endswith(" and each player")
        group = what[: -len(" and each player")] if each_player else what
        b.steps.append(DealDamageToEach(amount, parse_group(group), each_player))
        return
    to: Recipient = You() if what == "you" else ThatPlayer() if what == "that player" else b.obj(what)
    b.steps.append(DealDamage(amount, to))


def _s_pump(b: Builder, m: re.Match[str]) -> None:
    what = b.obj(m["what"])
    kws = _gained(m["kw"]) if "kw" in m.groupdict() else ()
    per: Amount | None = None
    if m.groupdict().get("each"):
        if m["each"] != "creature blocking it":
            raise Unreadable(m["each"])
        per = BlockersOf(what)
    b.steps.append(Pump(what, int(m["p"]), int(m["t"]), kws, per))


def _s_gains(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Pump(b.obj(m["what"]), keywords=_gained(m["kw"])))


def _s_pump_all(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(PumpEach(parse_group(m["what"]), int(m["p"]), int(m["t"]), _gained(m["kw"])))


def _gained(kw: str | None) -> tuple[KeywordAbility, ...]:
    if not kw:
        return ()
    parsed = parse_keywords(re.split(r",\s*|\s+and\s+", kw))
    if parsed is None:
        raise Unreadable(kw)
    return parsed


def _s_draw(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Draw(You(), parse_number(m["n"])))


def _s_player_draws(b: Builder, m: re.Match[str]) -> None:
    who = b.player(m["who"])
    b.steps.append(Draw(who, parse_number(m["n"])))
    if m["life"]:
        b.steps.append(LoseLife(who, int(m["life"])))


def _s_each_player_draws(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Draw(EachPlayer(), parse_number(m["n"])))


def _s_gain_life(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(GainLife(b.player(m["who"]), int(m["n"])))


def _s_gain_life_equal(b: Builder, m: re.Match[str]) -> None:
    """"Its controller gains life equal to its toughness" (608.2h: last known information)."""
    prev = b.last_step(PutOnBottom)
    assert isinstance(prev, PutOnBottom)
    b.steps.append(GainLife(ControllerOf(prev.what), ToughnessOf(prev.what)))


def _s_destroy(b: Builder, m: re.Match[str]) -> None:
    what = m["what"]
    if what.startswith("all "):
        b.steps.append(DestroyEach(parse_group(what)))
    else:
        b.steps.append(Destroy(b.obj(what)))


def _s_no_regen(b: Builder, m: re.Match[str]) -> None:
    """"It/They can't be regenerated." modifies the destruction before it (CR 701.19c)."""
    prev = b.last_step(Destroy, DestroyEach)
    assert isinstance(prev, Destroy | DestroyEach)
    b.steps[-1] = replace(prev, regenerate=False)


def _s_bounce(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(ReturnToHand(b.obj(m["what"])))


def _s_return_card(b: Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.card is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(ReturnToHand(Target(len(b.targets) - 1)))


def _s_counter(b: Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.spell is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(CounterSpell(Target(len(b.targets) - 1)))


def _s_discard(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Discard(b.player(m["who"]), parse_number(m["n"]), bool(m["random"])))


def _s_reveal_hand(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(RevealHand(b.player(m["who"])))


def _s_choose_from_hand(b: Builder, m: re.Match[str]) -> None:
    prev = b.last_step(RevealHand)
    assert isinstance(prev, RevealHand)
    flt, _ = parse_object_words(m["what"], card=True)
    b.steps.append(ChooseFromHand(prev.who, flt))


def _s_discard_chosen(b: Builder, m: re.Match[str]) -> None:
    prev = b.last_step(ChooseFromHand)
    assert isinstance(prev, ChooseFromHand)
    b.steps.append(DiscardChosen(prev.who))


def _s_sacrifice(b: Builder, m: re.Match[str]) -> None:
    flt, kind = parse_object_words(m["what"])
    if kind != "permanent":
        raise Unreadable(m["what"])
    if m["other"]:
        flt = replace(flt, other=True)
    who: PlayerRef = You() if m["who"] is None else b.player(m["who"])
    b.steps.append(Sacrifice(who, flt))


def _s_if_cant(b: Builder, m: re.Match[str]) -> None:
    """"If you can't, ..." applies the next instruction only if the one before failed."""
    b.last_step(Sacrifice)
    inner = Builder(b.source)
    inner.targets = b.targets
    if not compile_sentence(inner, m["rest"]):
        raise Unreadable(m["rest"])
    for step in inner.steps:
        b.steps.append(IfUnable(step))


def _s_add_mana(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(AddMana(tuple(re.findall(r"\{([WUBRGC])\}", m["mana"]))))


def _s_regenerate(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Regenerate(b.obj(m["what"])))


def _s_prevent_combat(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(PreventCombatDamage())


def _s_prevent_next(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(PreventDamage(b.obj(m["what"]), parse_number(m["n"])))


def _s_search_land(b: Builder, m: re.Match[str]) -> None:
    flt, _ = parse_object_words(("basic " if m["basic"] else "") + m["what"])
    b.steps.append(SearchLibrary(You(), flt, tapped=bool(m["tapped"])))


def _s_search_to_top(b: Builder, m: re.Match[str]) -> None:
    """"Search your library for a card, then shuffle and put that card on top" (701.23)."""
    b.steps.append(SearchLibrary(You(), ANYTHING, destination=Destination.LIBRARY_TOP))


def _s_counters_on_each(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(PutCountersOnEach(parse_group(m["what"]), m["kind"], parse_number(m["n"])))


def _s_those_gain(b: Builder, m: re.Match[str]) -> None:
    """"Those creatures gain K until end of turn": the ones the step before put counters on."""
    b.last_step(PutCountersOnEach)
    b.steps.append(PumpThose(keywords=_gained(m["kw"])))


def _s_all_from_graveyards(b: Builder, m: re.Match[str]) -> None:
    flt, kind = parse_object_words(m["what"], card=True)
    if kind != "permanent" or not flt.types:
        raise Unreadable(m["what"])
    b.steps.append(ReturnAllFromGraveyards(flt))


def _s_untap_several(b: Builder, m: re.Match[str]) -> None:
    """"Untap two target lands": one word "target" naming different objects (115.3)."""
    n = parse_number(m["n"])
    if not isinstance(n, int) or n < 2:
        raise Unreadable(m["n"])
    first = len(b.targets)
    spec = parse_target("target " + _singular(m["what"]))
    for i in range(n):
        b.targets.append(replace(spec, apart_from=tuple(range(first, first + i))))
        b.steps.append(Untap(Target(first + i)))


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") else noun


def _s_create_tokens(b: Builder, m: re.Match[str]) -> None:
    """CR 111.4: a token's name is its subtypes plus the word "Token"."""
    colors = frozenset(COLOR_WORDS[c] for c in m["colors"].split(" and ") if c in COLOR_WORDS)
    subtypes = tuple(m["subtypes"].split())
    token = TokenSpec(
        name=" ".join(subtypes) + " Token",
        colors=colors,
        types=frozenset({CardType.CREATURE}),
        subtypes=subtypes,
        power=int(m["p"]),
        toughness=int(m["t"]),
        keywords=_gained(m["kw"]),
    )
    entering = m["entering"] or ""
    # CR 508.4: "that's tapped and attacking": put onto the battlefield attacking, never declared;
    # 509.4: "that's blocking target attacking creature": blocking, never declared either.
    blocking = b.target(m["blocked"]) if m["blocked"] else None
    b.steps.append(
        CreateTokens(
            token,
            parse_number(m["n"]),
            tapped="tapped" in entering,
            attacking="attacking" in entering and blocking is None,
            blocking=blocking,
        )
    )


def _s_create_defined_token(b: Builder, m: re.Match[str]) -> None:
    """"Create a white Avatar creature token": its P/T is said by the next sentence (604.3, 111.3)."""
    colors = frozenset(COLOR_WORDS[c] for c in m["colors"].split(" and ") if c in COLOR_WORDS)
    subtypes = tuple(m["subtypes"].split())
    token = TokenSpec(" ".join(subtypes) + " Token", colors, frozenset({CardType.CREATURE}), subtypes, 0, 0)
    b.steps.append(CreateTokens(token, parse_number(m["n"])))
    b.unfinished = "the token's power and toughness"


def _s_token_pt_life(b: Builder, m: re.Match[str]) -> None:
    """It has "This creature's power and toughness are each equal to your life total." (604.3, 613.4a)."""
    prev = b.last_step(CreateTokens)
    assert isinstance(prev, CreateTokens)
    if b.unfinished is None:
        raise Unreadable("a token whose power and toughness are already defined")
    text = "This creature's power and toughness are each equal to your life total."
    cda = Continuous(ANYTHING, (PTEqualToLife(),), itself=True, text=text)
    b.steps[-1] = replace(prev, token=replace(prev.token, statics=(cda,)))
    b.unfinished = None


def _s_gain_control(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(GainControl(b.obj(m["what"])))


def _s_untap(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Untap(b.obj(m["what"])))


def _s_untap_and_control(b: Builder, m: re.Match[str]) -> None:
    what = b.obj(m["what"])
    b.steps.append(Untap(what))
    b.steps.append(GainControl(what))


def _s_bottom(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(PutOnBottom(b.obj(m["what"])))


def _s_mill(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Mill(b.player(m["who"]), parse_number(m["n"])))


# ------------------------------------------------ Tenth Edition sentences (PHRASES.md lists them)


def _s_tap(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Tap(b.obj(m["what"])))


def _s_you_gain(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(GainLife(You(), int(m["n"])))


def _s_tap_all(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(TapEach(parse_group(m["what"])))


def _s_return_all(b: Builder, m: re.Match[str]) -> None:
    """"Return all creatures to their owners' hands" / "return each other creature you control to its owner's hand"."""
    what = m["what"]
    other = what.startswith("each other ")
    group = parse_group("each " + what[len("each other ") :] if other else what)
    b.steps.append(ReturnEachToHand(replace(group, other=True) if other else group))


def _s_sacrifice_it(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(SacrificeIt(b.obj(m["what"])))


def _s_cant_block_this_turn(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(GiveStatic(b.obj(m["what"]), CantBlock(text="can't block this turn")))


def _s_loot(b: Builder, m: re.Match[str]) -> None:
    """"Draw N cards, then discard M cards [at random]": two instructions in order (608.2c)."""
    b.steps.append(Draw(You(), parse_number(m["n"])))
    b.steps.append(Discard(You(), parse_number(m["m"]), bool(m["random"])))


def _s_drain(b: Builder, m: re.Match[str]) -> None:
    """"Target player loses N life and you gain N life" (119.3)."""
    b.steps.append(LoseLife(b.player(m["who"]), parse_number(m["n"])))
    b.steps.append(GainLife(You(), parse_number(m["g"])))


def _s_draw_and_lose(b: Builder, m: re.Match[str]) -> None:
    """"You draw a card and you lose 1 life" (121.1, 119.3)."""
    b.steps.append(Draw(You(), parse_number(m["n"])))
    b.steps.append(LoseLife(You(), parse_number(m["life"])))


def _s_damage_and_gain(b: Builder, m: re.Match[str]) -> None:
    """"~ deals 3 damage to any target and you gain 3 life" (120.3, 119.3)."""
    b.steps.append(DealDamage(parse_number(m["n"]), b.obj(m["what"])))
    b.steps.append(GainLife(You(), parse_number(m["g"])))


def _s_damage_and_to_you(b: Builder, m: re.Match[str]) -> None:
    """"~ deals 2 damage to any target and 3 damage to you" (120.3)."""
    b.steps.append(DealDamage(parse_number(m["n"]), b.obj(m["what"])))
    b.steps.append(DealDamage(parse_number(m["m"]), You()))


def _s_become(b: Builder, m: re.Match[str]) -> None:
    """"~ becomes a 2/1 blue Faerie creature with flying until end of turn" (611.2a)."""
    colors = frozenset(COLOR_WORDS[c] for c in m["colors"].split())
    types = frozenset({CardType.CREATURE} | ({CardType.ARTIFACT} if m["artifact"] else set()))
    b.steps.append(
        Become(
            b.obj(m["what"]),
            parse_number(m["p"]),
            parse_number(m["t"]),
            types,
            frozenset(m["subtypes"].split()),
            colors,
            _gained(m["kw"]),
        )
    )


def _s_search_to_hand(b: Builder, m: re.Match[str]) -> None:
    """"Search your library for a basic land card, reveal it, put it into your hand, then shuffle" (701.23)."""
    flt, _ = parse_object_words(m["what"], card=True) if m["what"] != "" else (ANYTHING, "")
    b.steps.append(SearchLibrary(You(), flt, destination=Destination.HAND))


def _s_reanimate(b: Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.card is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(ReturnToBattlefield(Target(len(b.targets) - 1)))


def _s_destroy_both(b: Builder, m: re.Match[str]) -> None:
    """"Destroy that creature and ~" (701.8a): both in one event."""
    b.steps.append(Destroy(b.obj(m["what"])))
    b.steps.append(Destroy(ThisObject()))


def _s_damage_count(b: Builder, m: re.Match[str]) -> None:
    """"~ deals damage to target creature equal to the number of Mountains you control" (120.3, 107.1)."""
    b.steps.append(DealDamage(CountOf(parse_counted(m["count"])), b.obj(m["what"])))


def _s_shuffle_self(b: Builder, m: re.Match[str]) -> None:
    """"Shuffle ~ into its owner's library" (701.24a)."""
    b.steps.append(ShuffleIntoLibrary(ThisObject()))


def _s_double_life(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(DoubleLife(b.player(m["who"])))


def _s_reanimate_any(b: Builder, m: re.Match[str]) -> None:
    """"Put target creature card from a graveyard onto the battlefield under your control" (110.2a)."""
    flt, _ = parse_object_words(m["what"])
    b.targets.append(TargetSpec(f"target {m['what']} card from a graveyard", card=flt, zone=Zone.GRAVEYARD))
    b.steps.append(ReturnToBattlefield(Target(len(b.targets) - 1)))


def _s_extra_turns(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(ExtraTurns(b.player(m["who"]), parse_number(m["n"])))


def _s_gain_life_its_toughness(b: Builder, m: re.Match[str]) -> None:
    """"You gain life equal to its toughness" (608.2h: as it last existed, if it has left)."""
    b.steps.append(GainLife(You(), ToughnessOf(b.obj("it"))))


def _s_return_chosen(b: Builder, m: re.Match[str]) -> None:
    """"Return a green creature you control to its owner's hand" / "that player returns a creature they control ..."."""
    flt, kind = parse_object_words(m["what"])
    if kind != "permanent":
        raise Unreadable(m["what"])
    who: PlayerRef = You() if m["who"] is None else b.player(m["who"])
    b.steps.append(ReturnChosen(who, flt))


def _s_counted_draw_and_lose(b: Builder, m: re.Match[str]) -> None:
    """"You draw X cards and you lose X life, where X is the number of Zombies you control" (107.3)."""
    x = CountOf(parse_counted(m["count"]))
    b.steps.append(Draw(You(), x))
    b.steps.append(LoseLife(You(), x))


def _s_still_a_land(b: Builder, m: re.Match[str]) -> None:
    """"It's still a land." (reminder of 613.1d: the types are added, a land stays a land)."""
    prev = b.last_step(Become)
    assert isinstance(prev, Become)


_TENTH: list[tuple[re.Pattern[str], Callable[[Builder, re.Match[str]], None]]] = [
    (
        re.compile(
            r"(?P<what>~) becomes an? (?P<p>\d+|X)/(?P<t>\d+|X) (?P<colors>(?:(?:white|blue|black|red|green) )*)"
            r"(?P<subtypes>(?:[A-Z][a-z]+ )+)(?P<artifact>artifact )?creature(?: with (?P<kw>[a-z ,]+?))? until end of turn"
        ),
        _s_become,
    ),
    (re.compile(r"it's still a land"), _s_still_a_land),
    (
        re.compile(
            r"(?:(?P<who>that player) returns|return) an? (?P<what>[a-z ]+?) (?:you|they) control to its owner's hand"
        ),
        _s_return_chosen,
    ),
    (
        re.compile(r"you draw X cards and you lose X life, where X is the number of (?P<count>[A-Za-z ]+)"),
        _s_counted_draw_and_lose,
    ),
    (re.compile(r"shuffle ~ into its owner's library"), _s_shuffle_self),
    (re.compile(r"you gain life equal to its toughness"), _s_gain_life_its_toughness),
    (re.compile(rf"(?P<who>target player|you) takes? {_N} extra turns? after this one"), _s_extra_turns),
    (re.compile(r"double (?P<who>target player)'s life total"), _s_double_life),
    (
        re.compile(r"put target (?P<what>[a-z ]+?) cards? from a graveyard onto the battlefield under your control"),
        _s_reanimate_any,
    ),
    (re.compile(rf"~ deals damage to {_OBJ} equal to the number of (?P<count>[A-Za-z ]+)"), _s_damage_count),
    (
        re.compile(r"search your library for an? (?P<what>[a-z ]*?) ?card, (?:reveal it, )?put (?:it|that card) into your hand, then shuffle"),
        _s_search_to_hand,
    ),
    (re.compile(r"return (?P<what>target [a-z ]+ from your graveyard) to the battlefield"), _s_reanimate),
    (re.compile(r"destroy (?P<what>that creature) and ~"), _s_destroy_both),
    (re.compile(r"tap (?P<what>target .+|~|it)"), _s_tap),
    (re.compile(r"gain (?P<n>\d+) life"), _s_you_gain),  # after "you may" ("you may gain 1 life")
    (re.compile(r"tap (?P<what>all [a-z ]+)"), _s_tap_all),
    (re.compile(r"return (?P<what>all [a-z ]+) to their owners' hands"), _s_return_all),
    (re.compile(r"return (?P<what>each other [a-z ]+) to its owner's hand"), _s_return_all),
    (re.compile(r"sacrifice (?P<what>~|it)"), _s_sacrifice_it),
    (re.compile(rf"{_OBJ} can't block this turn"), _s_cant_block_this_turn),
    (
        re.compile(rf"draw {_N} cards?, then discard (?P<m>a|an|one|two|three|four|\d+) cards?(?P<random> at random)?"),
        _s_loot,
    ),
    (
        re.compile(r"(?P<who>target player|target opponent) loses (?P<n>\d+) life and you gain (?P<g>\d+) life"),
        _s_drain,
    ),
    (re.compile(rf"you draw {_N} cards? and you lose (?P<life>\d+) life"), _s_draw_and_lose),
    (re.compile(rf"(?:~|it) deals {_N} damage to {_OBJ} and you gain (?P<g>\d+|X) life"), _s_damage_and_gain),
    (re.compile(rf"(?:~|it) deals {_N} damage to {_OBJ} and (?P<m>\d+) damage to you"), _s_damage_and_to_you),
]


_TEMPLATES: list[tuple[re.Pattern[str], Callable[[Builder, re.Match[str]], None]]] = _TENTH + [
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
    (re.compile(rf"each player draws {_N} cards?"), _s_each_player_draws),
    (re.compile(r"(?P<who>you|target player) gains? (?P<n>\d+) life"), _s_gain_life),
    (re.compile(r"its controller gains life equal to its toughness"), _s_gain_life_equal),
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
        re.compile(
            r"(?:(?P<who>target (?:player|opponent)) sacrifices|sacrifice) an? (?P<what>[a-z]+?)(?P<other> other than ~)?"
        ),
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
            r"search your library for an? (?P<basic>basic )?(?P<what>[a-z]+) card, put (?:that card|it) onto the "
            r"battlefield(?P<tapped> tapped)?, then shuffle"
        ),
        _s_search_land,
    ),
    (
        re.compile(
            rf"create {_N} {_PT.replace('[+-]', '')} (?P<colors>[a-z]+(?: and [a-z]+)?) "
            r"(?P<subtypes>(?:[A-Z][a-z]+ )+)creature tokens?(?: with (?P<kw>[a-z ,]+?))?"
            r"(?: that(?:'s| are) (?P<entering>tapped and attacking|attacking|blocking (?P<blocked>target [a-z ]+)))?"
        ),
        _s_create_tokens,
    ),
    (re.compile(r"search your library for a card, then shuffle and put that card on top"), _s_search_to_top),
    (re.compile(rf"put {_N} (?P<kind>[+-]1/[+-]1) counters? on (?P<what>each [a-z ]+)"), _s_counters_on_each),
    (re.compile(r"those creatures gain (?P<kw>[a-z ,]+?) until end of turn"), _s_those_gain),
    (
        re.compile(r"put all (?P<what>[a-z ]+?) cards from all graveyards onto the battlefield under your control"),
        _s_all_from_graveyards,
    ),
    (re.compile(rf"untap {_N} target (?P<what>[a-z]+s)"), _s_untap_several),
    (
        re.compile(rf"create {_N} (?P<colors>[a-z]+(?: and [a-z]+)?) (?P<subtypes>(?:[A-Z][a-z]+ )+)creature tokens?"),
        _s_create_defined_token,
    ),
    (re.compile(r"it has \"~'s power and toughness are each equal to your life total\.\""), _s_token_pt_life),
    (re.compile(rf"gain control of {_OBJ} until end of turn"), _s_gain_control),
    (re.compile(rf"untap {_OBJ} and gain control of it until end of turn"), _s_untap_and_control),
    (re.compile(rf"untap {_OBJ}"), _s_untap),
    (re.compile(rf"put {_OBJ} on the bottom of its owner's library"), _s_bottom),
    (re.compile(rf"(?P<who>target player) mills {_N} cards?"), _s_mill),
]


def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if s and s[0] != SELF else s


def compile_sentence(b: Builder, sentence: str) -> bool:
    s = lower_first(sentence)
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
