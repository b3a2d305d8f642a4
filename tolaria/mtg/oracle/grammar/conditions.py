"""Conditions: the "if" of a triggered ability (CR 603.4) and the "as long as" of a static (611.3a).

:func:`condition` reads the words after "if" or "as long as" into a
condition node of :mod:`tolaria.mtg.oracle.abilities`; several joined by
"and" are all of them. The triggered-ability and static-ability readers of
:mod:`.lines` call it, and :func:`conditional_static` reads the two shapes
of a conditional static ability: "As long as [condition], [static]" and
"[static] as long as [condition]".
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.kinds import CardType, Counter
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    ActivatedThisTurn,
    AddAbilities,
    AddStatic,
    AllOf,
    AttacksAsThoughNoDefender,
    CantAttackUnless,
    CantBeBlockedBy,
    Condition,
    Continuous,
    Controls,
    ControlsMore,
    EntersTappedUnless,
    Filter,
    GraveyardHolds,
    HandAtMost,
    LifeAtLeast,
    Modification,
    ModifyPT,
    Relation,
    SourceHasCounter,
    SourceIs,
    SourceState,
    SourceUntapped,
    StaticAbility,
    ThisTurn,
    TopOfLibrary,
    TurnCount,
    YourTurn,
)
from tolaria.mtg.oracle.grammar import core_sets, origins
from tolaria.mtg.oracle.grammar.objects import (
    Noun,
    description,
    fixed_number,
    group,
    keyword_list,
    pt_change,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Token

# ------------------------------------------------------------------ conditions


def condition(r: Reader) -> Condition:
    """One condition, or several joined by "and" (all must hold)."""
    found = [_one(r)]
    while r.accept("and"):
        found.append(_one(r))
    return found[0] if len(found) == 1 else AllOf(tuple(found))


def _one(r: Reader) -> Condition:
    return r.first(
        _your_turn,
        _source,
        _controls_more,
        _controls,
        _life,
        _graveyard,
        _hand,
        _top_of_library,
        _this_turn,
        origins.condition,
        core_sets.none_there,
    )


def _at_least(r: Reader) -> int:
    """"three or more" / "at least three" (a fixed number)."""
    if r.accept("at least"):
        return fixed_number(r)
    n = fixed_number(r)
    r.expect("or more")
    return n


def _your_turn(r: Reader) -> Condition:
    r.one_of("it's your turn", "it is your turn")
    return YourTurn()


_SOURCE_STATES = {
    "enchanted or equipped": SourceState.ENCHANTED_OR_EQUIPPED,
    "untapped": None,
    "tapped": SourceState.TAPPED,
    "attacking": SourceState.ATTACKING,
    "enchanted": SourceState.ENCHANTED,
    "equipped": SourceState.EQUIPPED,
}


def _source(r: Reader) -> Condition:
    """"~ is untapped" / "it's attacking" / "~ is enchanted" / "it has a +1/+1 counter on it"."""
    if r.accept("it's") or r.accept("~'s"):
        pass
    else:
        r.one_of("~", "it")
        if r.accept("attacked or blocked this turn"):
            return SourceIs(SourceState.ATTACKED_OR_BLOCKED_THIS_TURN)  # 508.1, 509.1
        if r.accept("attacked this turn"):
            return SourceIs(SourceState.ATTACKED_THIS_TURN)  # 508.1
        if r.accept("has a"):
            counter = r.one_of(Counter.PLUS_ONE.value, Counter.MINUS_ONE.value)
            r.expect("counter on it")
            return SourceHasCounter(counter)
        r.expect("is")
    state = _SOURCE_STATES[r.one_of(*_SOURCE_STATES)]
    return SourceUntapped() if state is None else SourceIs(state)


def _player(r: Reader) -> Relation:
    """"you" / "an opponent" / "a player" as the subject of a condition."""
    who = r.one_of("you", "an opponent", "a player")
    return {"you": Relation.YOU, "an opponent": Relation.OPPONENT, "a player": Relation.ANY}[who]


def _controls(r: Reader) -> Condition:
    """"you control a Swamp" / "you control another creature with power 4 or greater" / "you control
    three or more creatures" / "an opponent controls a Forest"."""
    if r.accept("you control"):
        who = Relation.YOU
    else:
        r.one_of("an opponent controls", "a player controls")
        who = Relation.OPPONENT if r.tokens[r.pos - 2].low == "opponent" else Relation.ANY
    if r.accept("a") or r.accept("an"):
        other = r.accept("another")
        flt, kind = _either(r)
        n = 1
    elif r.accept("another"):
        other = True
        flt, kind = description(r)
        n = 1
    else:
        n = _at_least(r)
        other = r.accept("other")
        flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT or flt.controller is not Relation.ANY:
        raise NoParse("permanents a player controls")
    return Controls(replace(flt, other=other), n, who)


def _controls_more(r: Reader) -> Condition:
    """"an opponent controls at least four more creatures than you" / "... more lands than you"."""
    who = Relation.OPPONENT if r.one_of("an opponent controls", "a player controls") == "an opponent controls" else Relation.ANY
    margin = 1 if r.looking_at("more") else _at_least_word(r)
    r.expect("more")
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT or flt.controller is not Relation.ANY:
        raise NoParse("permanents a player controls")
    r.expect("than you")
    return ControlsMore(flt, margin, who)


def _at_least_word(r: Reader) -> int:
    """"at least four" / "four" before "more"."""
    r.accept("at least")
    return fixed_number(r)


def _either(r: Reader) -> tuple[Filter, str]:
    """One description, or two joined by "or a" ("a Swamp or a Mountain": either one)."""
    for j in range(r.pos, len(r.lows) - 1):
        if r.lows[j] == "or" and r.lows[j + 1] in ("a", "an"):
            first, kind = Reader(r.tokens[r.pos : j]).whole(description)
            r.pos = j + 2
            second, other_kind = description(r)
            if other_kind != kind or first.controller is not Relation.ANY or second.controller is not Relation.ANY:
                raise NoParse("alternatives of one kind")
            return Filter(any_of=(first, second)), kind
    return description(r)


def _life(r: Reader) -> Condition:
    """"you have 30 or more life" / "you have at least 10 life"."""
    who = _player(r)
    r.one_of("have", "has")
    n = _at_least(r)
    r.expect("life")
    if who is Relation.YOU and r.accept("more than your starting life total"):
        return LifeAtLeast(n, who, above_starting=True)  # 103.4: the life total the game began with
    return LifeAtLeast(n, who)


def _cards(r: Reader) -> Filter:
    """"land cards" / "creature cards" / "cards": what is counted in a graveyard."""
    if r.accept("cards"):
        return ANYTHING
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.CARD:
        raise NoParse("cards")
    return flt


def _graveyard(r: Reader) -> Condition:
    """"there are three or more land cards in your graveyard" / "twenty or more creature cards are in
    your graveyard" / "an opponent has seven or more cards in their graveyard"."""
    if r.accept("there are"):
        n = _at_least(r)
        flt = _cards(r)
        r.expect("in your graveyard")
        return GraveyardHolds(flt, n, Relation.YOU)
    if r.looking_at("you") or r.looking_at("an opponent") or r.looking_at("a player"):
        who = _player(r)
        r.one_of("have", "has")
        n = _at_least(r)
        flt = _cards(r)
        r.expect("in")
        r.one_of("your graveyard", "their graveyard")
        return GraveyardHolds(flt, n, who)
    n = _at_least(r)
    flt = _cards(r)
    r.expect("are in your graveyard")
    return GraveyardHolds(flt, n, Relation.YOU)


def _hand(r: Reader) -> Condition:
    """"that player has two or fewer cards in hand" / "you have no cards in hand"."""
    if r.accept("you have no cards in hand"):
        return HandAtMost(0, yours=True)
    yours = bool(r.accept("you have"))
    if not yours:
        r.expect("that player has")
    if r.accept("no"):
        n = 0
    else:
        n = fixed_number(r)
        r.expect("or fewer")
    r.one_of("cards", "card")
    r.expect("in hand")
    return HandAtMost(n, yours=yours)


def _top_of_library(r: Reader) -> Condition:
    """"the top card of your library is a land card"."""
    r.expect("the top card of your library is")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind not in (Noun.CARD, Noun.PERMANENT) or flt.controller is not Relation.ANY:
        raise NoParse("a kind of card")
    return TopOfLibrary(flt)


def _this_turn(r: Reader) -> Condition:
    """Conditions on the turn's history, ending "this turn"."""
    cond = r.first(_gained_or_lost, _died, _cast, _drawn, _attacked, _to_hand, _activated)
    r.expect("this turn")
    return cond


def _gained_or_lost(r: Reader) -> Condition:
    """"you gained life" / "you've gained 3 or more life" / "an opponent lost life" / "a player lost 4 or more life"."""
    who = Relation.YOU if r.accept("you've") else _player(r)
    if who is Relation.YOU:
        r.accept("'ve") or r.accept("have")
    verb = r.one_of("gained", "lost")
    n = 1
    if not r.accept("life"):
        n = _at_least(r)
        r.expect("life")
    return ThisTurn(TurnCount.LIFE_GAINED if verb == "gained" else TurnCount.LIFE_LOST, n, who)


def _died(r: Reader) -> Condition:
    """"a creature died" / "two or more creatures died"."""
    if r.accept("a creature"):
        n = 1
    else:
        n = _at_least(r)
        r.expect("creatures")
    r.expect("died")
    return ThisTurn(TurnCount.CREATURES_DIED, n, Relation.ANY)


def _cast(r: Reader) -> Condition:
    """"you didn't cast a spell" / "you cast two or more spells" / "you've cast ..."."""
    r.one_of("you've", "you")
    negated = bool(r.accept("didn't") or r.accept("haven't"))
    r.expect("cast")
    if r.accept("a spell"):
        n = 1
    else:
        n = _at_least(r)
        r.expect("spells")
    return ThisTurn(TurnCount.SPELLS_CAST, n, Relation.YOU, negated)


def _drawn(r: Reader) -> Condition:
    """"you've drawn two or more cards"."""
    r.one_of("you've", "you have")
    r.expect("drawn")
    n = _at_least(r)
    r.expect("cards")
    return ThisTurn(TurnCount.CARDS_DRAWN, n, Relation.YOU)


def _attacked(r: Reader) -> Condition:
    """"you attacked with two or more creatures" / "you attacked"."""
    r.expect("you attacked")
    if not r.accept("with"):
        return ThisTurn(TurnCount.ATTACKERS, 1, Relation.YOU)
    if r.accept("a creature"):
        return ThisTurn(TurnCount.ATTACKERS, 1, Relation.YOU)
    n = _at_least(r)
    r.expect("creatures")
    return ThisTurn(TurnCount.ATTACKERS, n, Relation.YOU)


def _activated(r: Reader) -> Condition:
    """"this ability has been activated four or more times" (602.5b): the index is bound by the compiler."""
    r.expect("this ability has been activated")
    n = _at_least(r)
    r.expect("times")
    return ActivatedThisTurn(n)


def _to_hand(r: Reader) -> Condition:
    """"a permanent was put into your hand from the battlefield" (400.7)."""
    r.expect("a permanent was put into your hand from the battlefield")
    return ThisTurn(TurnCount.TO_HAND_FROM_BATTLEFIELD, 1, Relation.YOU)


def split_condition(tokens: tuple[Token, ...], start: int) -> tuple[Condition, int] | None:
    """A condition from ``start`` up to one of the commas after it, and the index of that comma;
    the shortest reading first (a description may hold commas: "nonland, nontoken permanents")."""
    for i in range(start + 1, len(tokens)):
        if tokens[i].text != ",":
            continue
        r = Reader(tokens[start:i])
        try:
            return r.whole(condition), i
        except NoParse:
            continue
    return None


# ------------------------------------------------------------------ conditional statics


def _self_has(r: Reader) -> tuple[Modification, ...]:
    """"~ gets +1/+1 [and has flying]" / "~ has first strike" / "~ can't be blocked" (the static's own object)."""
    r.one_of("~", "it")  # "As long as ~ is enchanted or equipped, it can attack ..."
    if r.accept("can attack as though it didn't have defender"):
        return (AddStatic(AttacksAsThoughNoDefender(text="can attack as though it didn't have defender")),)  # 702.3b
    if r.tokens[r.pos - 1].low == "it":
        raise NoParse("'it' as the subject of this static")
    if r.accept("can't be blocked"):
        return (AddStatic(CantBeBlockedBy(ANYTHING, text="can't be blocked")),)  # 509.1b
    mods: list[Modification] = []
    if r.accept("gets"):
        p, t = pt_change(r)
        mods.append(ModifyPT(p, t))
        if r.accept("and has") or r.accept(", and has"):
            mods.append(AddAbilities(keyword_list(r)))
        return tuple(mods)
    r.expect("has")
    return (AddAbilities(keyword_list(r)),)


def _group_has(r: Reader) -> tuple[Filter, tuple[Modification, ...]]:
    """"creatures you control get +1/+1 [and have flying]" / "other Elves you control have ..."."""
    if r.looking_at("~") or r.looking_at("each") or r.looking_at("all"):
        raise NoParse("a group of creatures")
    what = group(r)
    if what.types - {CardType.CREATURE} or (not what.types and not what.any_of):
        raise NoParse("creatures")
    mods: list[Modification] = []
    if r.accept("get"):
        p, t = pt_change(r)
        mods.append(ModifyPT(p, t))
        if r.accept("and have"):
            mods.append(AddAbilities(keyword_list(r)))
    else:
        r.expect("have")
        mods.append(AddAbilities(keyword_list(r)))
    return what, tuple(mods)


def _static_body(r: Reader, text: str, cond: Condition) -> StaticAbility:
    """The static an "as long as" applies to: its own object's, or a group's (604.1, 611.3a)."""
    start = r.pos
    try:
        mods = _self_has(r)
        r.end()
        return Continuous(ANYTHING, mods, itself=True, text=text, condition=cond)
    except NoParse:
        r.pos = start
    what, mods = _group_has(r)
    r.end()
    return Continuous(what, mods, text=text, condition=cond)


def conditional_static(tokens: tuple[Token, ...], text: str) -> StaticAbility:
    """"As long as [condition], [static]" / "[static] as long as [condition]" (611.3a)."""
    r = Reader(tokens)
    if r.accept("as long as"):
        split = split_condition(tokens, r.pos)
        if split is None:
            raise NoParse("a condition")
        cond, comma = split
        return _static_body(Reader(tokens[comma + 1 :]), text, cond)
    for i in range(len(tokens) - 3):
        if r.lows[i : i + 3] == ("as", "long", "as"):
            cond = Reader(tokens[i + 3 :]).whole(condition)
            return _static_body(Reader(tokens[:i]), text, cond)
    raise NoParse("as long as")



def attack_restriction(r: Reader, text: str) -> StaticAbility:
    """"~ can't attack unless defending player controls an Island" / "~ can't attack unless you control
    four or more artifacts" (508.1c)."""
    r.expect("~ can't attack unless")
    if r.accept("defending player controls"):
        r.one_of("a", "an")
        flt, kind = description(r)
        if kind != Noun.PERMANENT or flt.controller is not Relation.ANY:
            raise NoParse("permanents defending player controls")
        return CantAttackUnless(defender_controls=flt, text=text)
    return CantAttackUnless(condition=condition(r), text=text)


def enters_tapped_unless(r: Reader, text: str) -> StaticAbility:
    """"~ enters the battlefield tapped unless you control a Swamp or a Mountain" (614.1d)."""
    r.expect("~")
    r.first(lambda q: q.expect("enters the battlefield tapped unless"), lambda q: q.expect("enters tapped unless"))
    return EntersTappedUnless(condition(r), text=text)


def creature_description(r: Reader) -> Filter:
    """A description of creatures in a trigger: "creature with power 4 or greater", "Dragon", "creature
    you control with deathtouch" (keywords may follow "you control")."""
    flt, kind = description(r)
    if kind != Noun.PERMANENT or CardType.CREATURE not in flt.types:
        raise NoParse("a creature")
    if r.accept("with"):
        flt = replace(flt, has=flt.has | frozenset(keyword_list(r)))
    return flt
