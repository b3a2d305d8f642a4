"""Effects on objects and libraries: counters on one object, exile, looking at the library, "unless ... pays".

The clauses here join those of :mod:`.effects` (its ``_CLAUSES`` lists
them), and read with its :class:`~.effects.Scope`:

- "put a +1/+1 counter on target creature", "put two -1/-1 counters on it",
  "put a charge counter on ~" (CR 122.1, 122.6);
- "exile target creature", "exile target card from a graveyard", "exile ~",
  "exile target player's graveyard", "exile all cards from target player's
  graveyard" (CR 406.2);
- "look at the top N cards of your library", then where they go: "then put
  them back in any order", "Put one of them into your hand and the rest on
  the bottom of your library in any order", "You may reveal a creature card
  from among them and put it into your hand. Put the rest on the bottom of
  your library in a random order", "Put one of them into your hand, one on
  top of your library, and the other on the bottom of your library"
  (CR 401.4, 701.20a-b);
- "counter target spell unless its controller pays {3}" (CR 118.12).

A look at the library whose cards' destination no sentence says is
unfinished, so the ability is not read (nothing is left where it was
looked at by accident).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.errors import CardDataError
from tolaria.mtg.cards.keywords import KeywordAbility
from tolaria.mtg.cards.mana import ManaCost, parse_mana_cost
from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    Amount,
    CantBeBlockedBy,
    CantBlock,
    CardsInGraveyard,
    CardsInHand,
    ChangeTextOf,
    ChooseFromHand,
    CounterUnlessPays,
    CreateTokens,
    CreateTokensFor,
    CreatureDealsDamage,
    DealDamage,
    Destroy,
    EachOpponent,
    EachOtherPlayer,
    EffectStep,
    Exile,
    ExileGraveyard,
    ForEachTarget,
    GainLife,
    GiveStatic,
    HalfLibrary,
    HandToLibraryTop,
    LookAtHand,
    LookAtTop,
    Mill,
    MovedThisWay,
    NoRegenerationIfDealtDamage,
    PlayerRef,
    PlayerTargets,
    PowerOf,
    Pump,
    PutCounters,
    PutFromHand,
    PutOnTop,
    Relation,
    RemoveCounters,
    RemoveCountersFromEach,
    RestOfLook,
    ReturnOwnedToHand,
    ReturnToHand,
    RevealTop,
    ShuffleGraveyardIntoLibrary,
    Tap,
    TapOrUntap,
    Target,
    TargetCount,
    TargetSpec,
    ThatMuch,
    ThatPlayer,
    ThisObject,
    UnlessDiscards,
    UnlessPays,
    UnlessSacrifices,
    WordKind,
    You,
)
from tolaria.mtg.oracle.grammar import history
from tolaria.mtg.oracle.grammar.effects import Scope, clause, object_ref, player_ref
from tolaria.mtg.oracle.grammar.effects import _controller_of as controller_of
from tolaria.mtg.oracle.grammar.effects import _create as create_tokens
from tolaria.mtg.oracle.grammar.objects import (
    ANY_TARGET,
    Noun,
    controlled_by_that_player,
    description,
    fixed_number,
    group,
    keyword_list,
    number,
    pt_change,
    target_phrase,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind, Token, text_of

_UNSAID_DESTINATION = "where the cards looked at go"
ANY_TARGET_SPEC = TargetSpec("any target", players=PlayerTargets.ANY, permanent=ANY_TARGET)  # CR 115.4
_UNSAID_PLACE = "where the cards chosen from a hand go"


# ------------------------------------------------------------------ counters


def counter_kind(r: Reader) -> str:
    """A kind of counter (CR 122.1): "+1/+1", "-1/-1", or a word ("charge", "loyalty"), then "counter(s)"."""
    tok = r.peek()
    if tok is not None and tok.kind is Kind.PT_CHANGE:
        if tok.text not in ("+1/+1", "-1/-1"):
            raise NoParse("a counter kind")  # +1/+0 counters and the like are not read
        r.advance()
    else:
        tok = r.kind(Kind.WORD)
        if tok.low in ("counter", "counters", "a", "an", "each", "all", "target"):
            raise NoParse("a counter kind")
    r.one_of("counters", "counter")
    return tok.text if tok.kind is Kind.PT_CHANGE else tok.low


def put_counters_on(r: Reader, s: Scope) -> None:
    """"put a +1/+1 counter on target creature you control" / "put two -1/-1 counters on it" (122.1)."""
    r.expect("put")
    n: Amount = ThatMuch() if s.that_much and r.accept("that many") else number(r)  # what the event measured
    kind = counter_kind(r)
    r.expect("on")
    if r.looking_at("each"):
        raise NoParse("a group (read by PutCountersOnEach)")
    what = object_ref(r, s)
    if s.it is None:
        s.it = what  # "put a +1/+1 counter on ~ and untap it": "it" is the object just named
    if r.accept("for each"):
        s.steps.append(PutCounters(what, kind, history.each_this_turn(r, n)))  # 608.2h: counted as it resolves
        return
    s.steps.append(PutCounters(what, kind, n))


def remove_counters(r: Reader, s: Scope) -> None:
    """"remove a +1/+1 counter from target creature" / "remove two loyalty counters from each planeswalker" (122.1)."""
    r.expect("remove")
    n = number(r)
    kind = counter_kind(r)
    r.expect("from")
    if r.looking_at("each"):
        s.steps.append(RemoveCountersFromEach(group(r), kind, n))
        return
    s.steps.append(RemoveCounters(object_ref(r, s), kind, n))


# ------------------------------------------------------------------ exile


def exile(r: Reader, s: Scope) -> None:
    """"exile target creature" / "exile target card from a graveyard" / "exile ~" / "exile it" (406.2)."""
    r.expect("exile")
    if r.looking_at("target player's") or r.looking_at("all cards from"):
        _exile_graveyard(r, s)
        return
    if _counted_targets(Reader(r.tokens[r.pos :])) is not None:  # "exile X target creature cards from your graveyard"
        ref = target_group(r, s)[0]
        s.steps.append(each_target(s, ref, Exile(ref)))
        return
    s.steps.append(Exile(object_ref(r, s)))


def create_for_each_moved(r: Reader, s: Scope) -> None:
    """"For each creature card exiled this way, create a 2/2 black Zombie creature token" (608.2c): one token
    for each target the instruction before exiled."""
    last = s.steps[-1] if s.steps else None
    if not isinstance(last, ForEachTarget) or not isinstance(last.then, Exile):
        raise NoParse("targets exiled before")
    r.expect("for each")
    flt, kind = description(r)
    spec = s.targets[last.slot]
    if kind != Noun.CARD or spec.card is None or replace(flt, controller=spec.card.controller) != spec.card:
        raise NoParse("the exiled targets, as their phrase names them")
    r.expect("exiled this way")
    r.expect(",")
    create_tokens(r, s)
    made = s.steps[-1]
    if not isinstance(made, CreateTokens) or made.amount != 1 or s.unfinished is not None:
        raise NoParse("one token for each")
    s.steps[-1] = replace(made, amount=MovedThisWay())


def _exile_graveyard(r: Reader, s: Scope) -> None:
    """"exile target player's graveyard" / "exile all cards from target player's graveyard" (406.2)."""
    r.accept("all cards from")  # the same thing said two ways
    r.expect("target player's graveyard")
    who = s.add_target(TargetSpec("target player", players=PlayerTargets.ANY))
    s.steps.append(ExileGraveyard(who))


# ------------------------------------------------------------------ the top of a library


def look_at_hand(r: Reader, s: Scope) -> None:
    """"look at target player's hand" / "look at target opponent's hand" (701.20e)."""
    r.expect("look at target")
    players = PlayerTargets.OPPONENT if r.one_of("player's", "opponent's") == "opponent's" else PlayerTargets.ANY
    r.expect("hand")
    text = "target opponent" if players is PlayerTargets.OPPONENT else "target player"
    s.steps.append(LookAtHand(s.add_target(TargetSpec(text, players=players))))


def choose_from_it(r: Reader, s: Scope) -> None:
    """"[look at target player's hand] and choose a card from it": the controller chooses one (608.2d)."""
    r.expect("choose")
    if not s.steps or not isinstance(s.steps[-1], LookAtHand):
        raise NoParse("a hand looked at to choose from")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD:
        raise NoParse("a card")
    r.expect("from it")
    s.steps.append(ChooseFromHand(s.steps[-1].who, flt))


def choose_cards_for_library_top(r: Reader, s: Scope) -> None:
    """"[look at target player's hand] and choose two cards from it" + "Put them on top of that player's
    library in any order" (701.20e, 401.4): read together, as one step."""
    r.expect("choose")
    if not s.steps or not isinstance(s.steps[-1], LookAtHand):
        raise NoParse("a hand looked at to choose from")
    n = fixed_number(r)
    if n < 2:
        raise NoParse("two or more cards")
    r.expect("cards from it")
    s.steps.append(HandToLibraryTop(s.steps[-1].who, n))
    s.unfinished = _UNSAID_PLACE


def put_them_on_top(r: Reader, s: Scope) -> None:
    """"Put them on top of that player's library in any order" (401.4), after the cards chosen from a hand."""
    if s.unfinished != _UNSAID_PLACE or not s.steps or not isinstance(s.steps[-1], HandToLibraryTop):
        raise NoParse("no cards chosen before")
    r.expect("put them on top of that player's library in any order")
    s.unfinished = None


def look_at_top(r: Reader, s: Scope) -> None:
    """"look at the top N cards of your library[, then put them back in any order]" (401.4, 701.20e)."""
    r.expect("look at the top")
    n = fixed_number(r)
    r.one_of("cards", "card")
    r.expect("of your library")
    if r.accept(", then put them back in any order"):
        s.steps.append(LookAtTop(You(), n, rest=RestOfLook.TOP_ANY_ORDER))
        return
    s.steps.append(LookAtTop(You(), n))
    s.unfinished = _UNSAID_DESTINATION


def _looking(s: Scope) -> LookAtTop:
    """The look at the library whose destination a later sentence is saying."""
    if s.unfinished != _UNSAID_DESTINATION or not s.steps or not isinstance(s.steps[-1], LookAtTop):
        raise NoParse("no cards looked at before")
    step = s.steps[-1]
    assert isinstance(step, LookAtTop)
    return step


def put_one_of_them(r: Reader, s: Scope) -> None:
    """"Put one of them into your hand and the rest on the bottom of your library in any order" /
    "Put one of those cards into your hand, one on top of your library, and one [the other] on the
    bottom of your library" (401.4)."""
    step = _looking(s)
    r.expect("put")
    take = fixed_number(r)
    r.one_of("of them", "of those cards")
    r.expect("into your hand")
    if take < 1 or not isinstance(step.amount, int) or take >= step.amount:
        raise NoParse("fewer cards taken than looked at")
    on_top = 0
    if r.accept("and the other into your graveyard"):
        if step.amount != take + 1:
            raise NoParse("one card left for the graveyard")
        _finish(s, replace(step, take=take, rest=RestOfLook.GRAVEYARD))
        return
    if r.accept(", one on top of your library , and"):
        r.one_of("the other", "one")
        r.expect("on the bottom of your library")
        if step.amount != take + 2:
            raise NoParse("one card for the top and one for the bottom")
        on_top = 1
        rest = RestOfLook.BOTTOM_ANY_ORDER
    else:
        r.expect("and the rest on the bottom of your library")
        rest = _bottom_order(r)
    _finish(s, replace(step, take=take, on_top=on_top, rest=rest))


def reveal_from_among(r: Reader, s: Scope) -> None:
    """"You may reveal a creature card from among them and put it into your hand" (701.20a): one card
    fitting the description, shown to all; the next sentence says where the rest go."""
    step = _looking(s)
    optional = r.accept("you may")
    r.expect("reveal")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD:
        raise NoParse("a card")
    r.expect("from among them and put it into your hand")
    s.steps[-1] = replace(step, take=1, take_filter=flt, optional=optional)


def put_the_rest(r: Reader, s: Scope) -> None:
    """"Put the rest on the bottom of your library in a random order / in any order" (401.4)."""
    step = _looking(s)
    if step.take_filter is None:
        raise NoParse("no card taken before")
    r.expect("put the rest on the bottom of your library")
    _finish(s, replace(step, rest=_bottom_order(r)))


def _bottom_order(r: Reader) -> RestOfLook:
    if r.accept("in a random order"):
        return RestOfLook.BOTTOM_RANDOM
    r.expect("in any order")
    return RestOfLook.BOTTOM_ANY_ORDER


def _finish(s: Scope, step: LookAtTop) -> None:
    s.steps[-1] = step
    s.unfinished = None


# ------------------------------------------------------------------ several targets of one word


def target_group(r: Reader, s: Scope) -> tuple[Target, ...]:
    """"up to two target creatures" / "two target creatures" / "up to three target creature cards from
    your graveyard": N slots of one word "target", each different (115.3); with "up to", each may be left
    empty (601.2c: the player chooses how many)."""
    counted = _counted_targets(r)
    if counted is not None:
        return (_variable_group(r, s, counted),)
    up_to = r.accept("up to")
    n = fixed_number(r)
    if n < 1 or (n == 1 and not up_to):
        raise NoParse("several targets")
    other = r.accept("other")  # "up to two other target creatures": not the source itself
    start = r.pos
    r.expect("target")
    flt, kind = description(r, plural_ok=False)
    if other:
        flt = replace(flt, other=True)
    words = [t.text for t in r.tokens[start : r.pos]]
    text = " ".join(words)
    if kind == Noun.CARD:
        r.expect("from your graveyard")
        base = TargetSpec(_singular(text) + " from your graveyard", card=replace(flt, controller=Relation.YOU), zone=Zone.GRAVEYARD)
    elif kind == Noun.PERMANENT:
        flt = controlled_by_that_player(r, flt)
        that_players = " that player controls" if flt.controller is Relation.THAT_PLAYER else ""
        base = TargetSpec(_singular(text) + that_players, permanent=flt)
    else:
        raise NoParse("targets that are permanents or cards")
    if up_to:
        base = replace(base, text="up to one " + base.text, optional=True)
    first = len(s.targets)
    refs = []
    for i in range(n):
        refs.append(s.add_target(replace(base, apart_from=tuple(range(first, first + i)))))
    return tuple(refs)


_COUNTED = (
    ("X", TargetCount.X),
    ("any number of", TargetCount.ANY_NUMBER),
    ("up to that many", TargetCount.THAT_MANY),
)


def _counted_targets(r: Reader) -> TargetCount | None:
    """"X target ..." / "any number of target ..." / "up to that many target ...": a number of targets
    counted as they are chosen (601.2c), or None."""
    for words, count in _COUNTED:
        if r.looking_at(words + " target"):
            r.expect(words)
            return count
    return None


def _variable_group(r: Reader, s: Scope, count: TargetCount) -> Target:
    """The one phrase of a counted group, the effect's last (``targeting.slot_specs`` spreads it over its
    slots as they are chosen); "any number" and "up to that many" may choose none (601.2c)."""
    start = r.pos
    r.expect("target")
    flt, kind = description(r, plural_ok=True)
    text = _singular(" ".join(t.text for t in r.tokens[start : r.pos]))
    if kind == Noun.CARD:
        r.expect("from your graveyard")
        spec = TargetSpec(text + " from your graveyard", card=replace(flt, controller=Relation.YOU), zone=Zone.GRAVEYARD)
    elif kind == Noun.PERMANENT:
        flt = controlled_by_that_player(r, flt)
        if flt.controller is Relation.THAT_PLAYER:
            text += " that player controls"  # the noun made singular before the qualifier
        spec = TargetSpec(text, permanent=flt)
    else:
        raise NoParse("targets that are permanents or cards")
    optional = count is not TargetCount.X
    if optional:
        spec = replace(spec, text="up to one " + spec.text)
    return s.add_target(replace(spec, optional=optional, count=count))


_DIVIDED_COUNTS = (("one , two , or three", 3), ("one or two", 2))


def divided_group(r: Reader, s: Scope) -> tuple[int, int]:
    """The targets damage is "divided as you choose among" (CR 601.2d, 115.4): "any number of targets",
    "any number of target attacking creatures" (a phrase counted as it is chosen, 601.2c), "one, two, or
    three target white and/or blue creatures", "one or two targets" (one required slot, the others may be
    left empty). Returns the group's first slot and its number of slots (0: a counted phrase's, to the end)."""
    first = len(s.targets)
    if r.accept("any number of targets"):
        s.add_target(replace(ANY_TARGET_SPEC, optional=True, count=TargetCount.ANY_NUMBER))
        return first, 0
    if r.looking_at("any number of target"):
        r.expect("any number of")
        _variable_group(r, s, TargetCount.ANY_NUMBER)
        return first, 0
    n = next((n for words, n in _DIVIDED_COUNTS if r.accept(words)), 0)
    if not n:
        raise NoParse("the targets damage is divided among")
    if r.accept("targets"):
        base = ANY_TARGET_SPEC
    else:
        start = r.pos
        r.expect("target")
        flt, kind = description(r, plural_ok=True)
        if kind != Noun.PERMANENT:
            raise NoParse("targets that are permanents")
        base = TargetSpec(_singular(text_of(r.tokens[start : r.pos]).replace(" / ", "/")), permanent=flt)
    for i in range(n):
        s.add_target(replace(base, optional=i > 0, apart_from=tuple(range(first, first + i))))
    return first, n


def each_target(s: Scope, ref: Target, step: EffectStep) -> EffectStep:
    """The step for one target of a group, or, for a counted group, for each of its targets (608.2b)."""
    if s.targets[ref.slot].count is TargetCount.ONE:
        return step
    return ForEachTarget(ref.slot, step)


def _singular(text: str) -> str:
    """"target creatures" -> "target creature" (what one slot of the word names, for its decision)."""
    words = text.split(" ")
    last = words[-1]
    if last.endswith("ies"):
        words[-1] = last[:-3] + "y"
    elif last.endswith("s") and not last.endswith("ss"):
        words[-1] = last[:-1]
    return " ".join(words)


def _looking_at_group(r: Reader) -> bool:
    return r.looking_at("up to") or any(r.looking_at(words + " target") for words, _ in _COUNTED) or (r.lows[r.pos + 1 : r.pos + 2] == ("target",) and r.peek() is not None)


def return_several(r: Reader, s: Scope) -> None:
    """"Return up to two target creatures to their owners' hands" / "return up to two target creature
    cards from your graveyard to your hand" (400.7)."""
    r.expect("return")
    if not _looking_at_group(r):
        raise NoParse("several targets")
    refs = target_group(r, s)
    if s.targets[refs[0].slot].card is not None:
        r.expect("to your hand")
    else:
        r.one_of("to their owners' hands", "to their owner's hand")
    s.steps.extend(each_target(s, ref, ReturnToHand(ref)) for ref in refs)


def _each_of_several(r: Reader, s: Scope, verb: str, step: type[Tap] | type[Destroy]) -> None:
    """"[verb] up to two target creatures": one ``step`` for each permanent target of the group."""
    r.expect(verb)
    if not _looking_at_group(r):
        raise NoParse("several targets")
    s.steps.extend(each_target(s, ref, step(ref)) for ref in _permanents(s, target_group(r, s)))


def tap_several(r: Reader, s: Scope) -> None:
    """"Tap up to two target creatures" (701.26a)."""
    _each_of_several(r, s, "tap", Tap)


def destroy_several(r: Reader, s: Scope) -> None:
    """"Destroy up to two target creatures" (701.8a)."""
    _each_of_several(r, s, "destroy", Destroy)


def counters_on_each_of(r: Reader, s: Scope) -> None:
    """"put a +1/+1 counter on each of up to two target creatures" (122.1)."""
    r.expect("put")
    n = number(r)
    kind = counter_kind(r)
    r.expect("on each of")
    refs = _permanents(s, target_group(r, s))
    s.steps.extend(PutCounters(ref, kind, n) for ref in refs)


def several_can_t(r: Reader, s: Scope) -> None:
    """"Up to three target creatures can't block this turn" / "... can't be blocked this turn" /
    "... get +1/+1 until end of turn" (611.2a, 509.1b): the same for each target."""
    if not _looking_at_group(r):
        raise NoParse("several targets")
    refs = _permanents(s, target_group(r, s))
    if r.accept("can't block this turn"):
        s.steps.extend(GiveStatic(ref, CantBlock(text="can't block this turn")) for ref in refs)
    elif r.accept("can't be blocked this turn"):
        s.steps.extend(GiveStatic(ref, CantBeBlockedBy(ANYTHING, text="can't be blocked this turn")) for ref in refs)
    else:
        r.expect("get")
        p, t = pt_change(r)
        kws: tuple[KeywordAbility, ...] = ()
        if r.accept("and gain"):
            kws = keyword_list(r)
        r.expect("until end of turn")
        s.steps.extend(Pump(ref, p, t, kws) for ref in refs)


def _permanents(s: Scope, refs: tuple[Target, ...]) -> tuple[Target, ...]:
    if any(s.targets[ref.slot].permanent is None for ref in refs):
        raise NoParse("target permanents")
    return refs


# ------------------------------------------------------------------ the top of a library, an object put there


def put_on_top(r: Reader, s: Scope) -> None:
    """"put target creature on top of its owner's library" (401.4)."""
    r.expect("put")
    what = object_ref(r, s)
    r.expect("on top of its owner's library")
    s.steps.append(PutOnTop(what))


# ------------------------------------------------------------------ revealing, regeneration


def reveal_top(r: Reader, s: Scope) -> None:
    """"target player reveals the top card of their library" (701.20a)."""
    who = player_ref(r, s)
    r.expect("reveals the top card of")
    r.one_of("their", "his or her", "your")
    r.expect("library")
    s.steps.append(RevealTop(who))


def no_regeneration_this_way(r: Reader, s: Scope) -> None:
    """"A creature dealt damage this way can't be regenerated this turn" (701.19c), after the damage it names."""
    r.expect("a creature dealt damage this way can't be regenerated this turn")
    if not s.steps or not isinstance(s.steps[-1], DealDamage):
        raise NoParse("no damage dealt before")
    s.steps.append(NoRegenerationIfDealtDamage(s.steps[-1].to))


def tap_or_untap(r: Reader, s: Scope) -> None:
    """"[you may] tap or untap target creature" (701.26): the controller chooses which."""
    r.accept("you may")
    r.expect("tap or untap")
    s.steps.append(TapOrUntap(object_ref(r, s)))


def shuffles_graveyard(r: Reader, s: Scope) -> None:
    """"target player shuffles their graveyard into their library" (701.24a)."""
    who = player_ref(r, s)
    r.expect("shuffles")
    r.one_of("their", "his or her")
    r.expect("graveyard into")
    r.one_of("their", "his or her")
    r.expect("library")
    s.steps.append(ShuffleGraveyardIntoLibrary(who))


def mills_half(r: Reader, s: Scope) -> None:
    """"target player mills half their library, rounded down" (701.17a, 107.1a)."""
    who = player_ref(r, s)
    r.expect("mills half")
    r.one_of("their", "his or her")
    r.expect("library , rounded down")
    s.steps.append(Mill(who, HalfLibrary(who)))


# ------------------------------------------------------------------ cards in a hand


def cards_in_hand(r: Reader, s: Scope) -> CardsInHand:
    """"cards in their hand" / "cards in that player's hand" / "cards in your hand" (after "the number of")."""
    r.expect("cards in")
    if r.accept("your hand"):
        return CardsInHand(You())
    r.one_of("their", "that player's", "his or her")
    r.expect("hand")
    if s.that_player is None:
        raise NoParse("a player named before")
    return CardsInHand(s.that_player)


def damage_equal_to_hand(r: Reader, s: Scope) -> None:
    """"~ deals damage to target player equal to the number of cards in that player's hand" (120.3)."""
    r.expect("~ deals damage to")
    who = player_ref(r, s)
    if not isinstance(who, Target | ThatPlayer | You):
        raise NoParse("one player to deal damage to")
    r.expect("equal to the number of")
    s.steps.append(DealDamage(cards_in_hand(r, s), who))


def gain_life_per_card(r: Reader, s: Scope) -> None:
    """"you gain 1 life for each card in your graveyard" / "... for each creature card in your graveyard" (119.3)."""
    r.expect("you gain 1 life for each")
    flt, kind = description(r)
    if kind != Noun.CARD or flt.controller is not Relation.ANY:
        raise NoParse("cards")
    r.expect("in your graveyard")
    s.steps.append(GainLife(You(), CardsInGraveyard(You(), flt)))


def damage_to_controller(r: Reader, s: Scope) -> None:
    """"~ deals 3 damage to that land's controller" (120.3): the controller of the object named before, as
    it last existed if it is gone (608.2h)."""
    r.expect("~ deals")
    n = fixed_number(r)
    r.expect("damage to")
    r.one_of("that land's controller", "that creature's controller", "that permanent's controller", "its controller")
    if s.that_object is None:
        raise NoParse("an object named before")
    s.steps.append(DealDamage(n, controller_of(s, s.that_object)))


def return_owned(r: Reader, s: Scope) -> None:
    """"return all artifacts target player owns to their hand" (400.7)."""
    r.expect("return all")
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.PERMANENT:
        raise NoParse("permanents")
    who = player_ref(r, s)
    r.expect("owns to")
    r.one_of("their", "his or her")
    r.expect("hand")
    s.steps.append(ReturnOwnedToHand(who, flt))


def controller_creates(r: Reader, s: Scope) -> None:
    """"Its controller creates a 1/1 white Soldier creature token" (111.2): the player named, not you."""
    r.one_of("its controller", "that creature's controller", "that permanent's controller")
    if s.that_object is None:
        raise NoParse("an object named before")
    who = controller_of(s, s.that_object)
    r.expect("creates")
    mark = len(s.steps)
    create_rest = Reader((Token(Kind.WORD, "create", "create"), *r.tokens[r.pos :]))
    create_tokens(create_rest, s)
    step = s.steps[mark] if len(s.steps) == mark + 1 else None
    if not isinstance(step, CreateTokens) or step.tapped or step.attacking or step.blocking is not None:
        raise NoParse("a token created for another player")
    r.pos = len(r.tokens) - (len(create_rest.tokens) - create_rest.pos)
    s.steps[mark] = CreateTokensFor(who, step.token, step.amount)


def creature_deals_damage(r: Reader, s: Scope) -> None:
    """"target creature you control deals damage equal to its power to target creature you don't control" /
    "it deals damage equal to its power to ..." (120.3): the creature deals it."""
    if r.accept("~") or (r.looking_at("it deals") and s.it in (None, ThisObject()) and r.accept("it")):
        # "~ / It deals damage equal to its power to target creature or planeswalker" (120.3): the source
        # deals it, as it last existed if it was sacrificed for the cost (608.2h, 113.7a)
        r.expect("deals damage equal to its power to")
        s.steps.append(DealDamage(PowerOf(ThisObject()), object_ref(r, s)))
        return
    source = object_ref(r, s)
    if not isinstance(source, Target):
        raise NoParse("damage equal to its power by another object")
    r.expect("deals damage equal to its power to")
    to = object_ref(r, s)
    s.steps.append(CreatureDealsDamage(source, PowerOf(source), to))


# ------------------------------------------------------------------ damage to several targets


_ANOTHER = ("another target", "a second target", "a third target", "a fourth target")


def damage_to_several(r: Reader, s: Scope) -> None:
    """"~ deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target" (120.3,
    115.3): each "target" a different object or player, each dealt its own amount."""
    r.expect("~ deals")
    first = len(s.targets)
    amounts = []
    while True:
        amounts.append(fixed_number(r))
        r.expect("damage to")
        if len(amounts) == 1:
            r.expect("any target")
        else:
            r.one_of(*_ANOTHER)
        if r.at_end():
            break
        r.one_of(", and", ",", "and")
    if len(amounts) < 2:
        raise NoParse("damage to more than one target")
    for i, n in enumerate(amounts):
        # each slot is "any target" (so that profiles reading the phrase, 306.7, read it too), apart from the others
        ref = s.add_target(replace(ANY_TARGET_SPEC, apart_from=tuple(range(first, first + i))))
        s.steps.append(DealDamage(n, ref))


def put_from_hand(r: Reader, s: Scope) -> None:
    """"you may put a creature card from your hand onto the battlefield" / "each other player may put a creature
    card from their hand onto the battlefield" (110.2): the choice is the player's, so "may" is that choice
    (none may be chosen)."""
    who: PlayerRef = You()
    if r.accept("each other player may put"):
        who = EachOtherPlayer()  # 101.4: each chooses in turn order, then they enter at once
    elif r.accept("each opponent may put"):
        who = EachOpponent()
    else:
        r.expect("you may put")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD:
        raise NoParse("a card")
    r.expect("from your hand onto the battlefield" if isinstance(who, You) else "from their hand onto the battlefield")
    if r.accept("attached to ~"):
        if "Aura" not in flt.subtypes or not isinstance(who, You):
            raise NoParse("an Aura card of yours to attach")
        s.steps.append(PutFromHand(You(), flt, ThisObject()))  # 303.4f: the effect names what it enchants
        return
    s.steps.append(PutFromHand(who, flt))


def have_it_deal(r: Reader, s: Scope) -> None:
    """"[you may] have ~ deal 3 damage to target creature" / "have it deal 1 damage to any target" (120.3):
    the source deals it; "you may" before it is the trigger's (603.5)."""
    r.expect("have")
    what = object_ref(r, s)
    if not isinstance(what, ThisObject):
        raise NoParse("damage dealt by the source")
    r.expect("deal")
    n = fixed_number(r)
    r.expect("damage to")
    s.steps.append(DealDamage(n, object_ref(r, s)))


# ------------------------------------------------------------------ unless a player pays


def _one_instruction_before(r: Reader, s: Scope, words: tuple[str, ...]) -> int:
    """Read the one instruction before "unless you discard" / "unless you pay" (118.12a) and move past
    those words; the index of its step, which the caller wraps."""
    n = len(words)
    at = next((i for i in range(r.pos, len(r.lows) - n + 1) if r.lows[i : i + n] == words), None)
    if at is None or at == r.pos:
        raise NoParse(" ".join(words))
    head = Reader(r.tokens[r.pos : at])
    first = len(s.steps)
    clause(head, s)
    head.end()
    if len(s.steps) != first + 1:
        raise NoParse("one instruction before 'unless'")
    r.pos = at + n
    return first


def unless_you_discard(r: Reader, s: Scope) -> None:
    """"sacrifice ~ unless you discard a creature card" (118.12a): the one instruction before "unless" is done
    only if its controller doesn't discard such a card."""
    first = _one_instruction_before(r, s, ("unless", "you", "discard"))
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.CARD:
        raise NoParse("a card to discard")
    s.steps[first] = UnlessDiscards(You(), flt, s.steps[first])


def unless_that_player_sacrifices(r: Reader, s: Scope) -> None:
    """"~ deals 5 damage to target opponent unless that player sacrifices a creature" (118.12a): the one
    instruction before "unless" is done only if the player it names doesn't sacrifice such a permanent."""
    first = _one_instruction_before(r, s, ("unless", "that", "player", "sacrifices"))
    step = s.steps[first]
    if not isinstance(step, DealDamage) or not isinstance(step.to, Target):
        raise NoParse("damage to a target player before 'unless that player'")
    who = step.to
    if s.targets[who.slot].players is PlayerTargets.NONE:
        raise NoParse("a player named by the instruction before 'unless that player'")
    r.one_of("a", "an")
    flt, kind = description(r)
    if kind != Noun.PERMANENT:
        raise NoParse("a permanent to sacrifice")
    s.steps[first] = UnlessSacrifices(who, flt, step)


def unless_you_pay(r: Reader, s: Scope) -> None:
    """"sacrifice ~ unless you pay {U}" / "~ deals 8 damage to you unless you pay {G}{G}{G}{G}" (118.12a):
    the instruction before "unless" is one step, done only if its controller doesn't pay."""
    first = _one_instruction_before(r, s, ("unless", "you", "pay"))
    s.steps[first] = UnlessPays(You(), resolution_mana(r), s.steps[first])


def resolution_mana(r: Reader) -> ManaCost:
    """A mana cost to pay as an effect resolves: generic, colored, {C} and {X} (107.4)."""
    symbols = []
    while (tok := r.peek()) is not None and tok.kind is Kind.MANA:
        symbols.append(r.advance().text)
    if not symbols:
        raise NoParse("a mana cost")
    try:
        cost = parse_mana_cost("".join(symbols))
    except CardDataError as err:
        raise NoParse(str(err)) from err
    if any(sym.is_hybrid or sym.is_phyrexian or sym.kind == "snow" for sym in cost.symbols):
        raise NoParse("mana the engine can't pay")
    return cost


def counter_unless_pays(r: Reader, s: Scope) -> None:
    """"counter target spell unless its controller pays {3}" / "... pays {X}" (118.12, 701.6a)."""
    r.expect("counter")
    spec = target_phrase(r)
    if spec.spell is None:
        raise NoParse("a spell to counter")
    what = s.add_target(spec)
    r.expect("unless its controller pays")
    s.steps.append(CounterUnlessPays(what, resolution_mana(r)))


_WORD_KINDS = {"color word": WordKind.COLOR, "basic land type": WordKind.LAND_TYPE}


def change_text(r: Reader, s: Scope) -> None:
    """"Change the text of target permanent by replacing all instances of one color word with another
    [or one basic land type with another]" (612.1-612.2). Only a permanent's text can be changed: a spell
    on the stack keeps its compiled effect, so "target spell or permanent" is not read."""
    r.expect("change the text of")
    what = object_ref(r, s)
    if not isinstance(what, Target) or s.targets[what.slot].spell is not None:
        raise NoParse("the text of a target permanent")
    r.expect("by replacing all instances of one")
    kinds = [_WORD_KINDS[r.one_of(*_WORD_KINDS)]]
    r.expect("with another")
    while r.accept("or one"):
        kind = _WORD_KINDS[r.one_of(*_WORD_KINDS)]
        r.expect("with another")
        kinds.append(kind)
    s.steps.append(ChangeTextOf(what, tuple(dict.fromkeys(kinds))))


CLAUSES = (
    change_text,
    put_counters_on,
    remove_counters,
    exile,
    look_at_top,
    look_at_hand,
    choose_cards_for_library_top,
    put_them_on_top,
    choose_from_it,
    put_one_of_them,
    reveal_from_among,
    put_the_rest,
    counter_unless_pays,
    unless_you_pay,
    unless_you_discard,
    unless_that_player_sacrifices,
    put_on_top,
    reveal_top,
    no_regeneration_this_way,
    damage_to_several,
    gain_life_per_card,
    damage_to_controller,
    return_owned,
    controller_creates,
    creature_deals_damage,
    damage_equal_to_hand,
    tap_or_untap,
    put_from_hand,
    have_it_deal,
    shuffles_graveyard,
    mills_half,
    return_several,
    create_for_each_moved,
    tap_several,
    destroy_several,
    counters_on_each_of,
    several_can_t,
)
