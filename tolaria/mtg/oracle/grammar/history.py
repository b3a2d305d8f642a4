"""Phrases that read the turn's history (CR 400.7, 500.1): amounts it measures ("for each creature
that died this turn"), cards chosen in a graveyard because they were put there from the battlefield
this turn, and what is done with them after; and exiling the top of a library, repeated while what
was exiled shares a name (Scalpelexis).

"Choose target permanent card in your graveyard that was put there from the
battlefield this turn. Return it to your hand." names the targets in one
sentence and moves them in the next: the first sentence adds only targets
(and remembers them in the scope as ``chosen``), the second moves each one.
The clauses read with the scope of :mod:`.effects`, which tries them first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    ActivatedThisTurn,
    Amount,
    AttachToAnother,
    Destination,
    ExileTop,
    Filter,
    HandOntoLibrary,
    PlayerRef,
    PlayerTargets,
    PutOnTopOrBottom,
    Relation,
    ReturnToBattlefield,
    ReturnToHand,
    SearchLibrary,
    SpellAbility,
    Status,
    Target,
    TargetSpec,
    TurnCount,
    TurnTotal,
    You,
)
from tolaria.mtg.oracle.grammar.objects import Noun, description, fixed_number, thats_colors
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import text_of

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope


def each_this_turn(r: Reader, times: Amount) -> TurnTotal:
    """After "for each": "creature that died this turn" (700.4: all players' creatures), ``times`` each."""
    if not isinstance(times, int):
        raise NoParse("X for each")
    r.expect("creature that died this turn")
    return TurnTotal(TurnCount.CREATURES_DIED, Relation.ANY, times)


def x_this_turn(r: Reader) -> TurnTotal:
    """After ", where X is": "the number of creatures that died [under your control] this turn" / "the
    amount of life you gained this turn" (107.3, 608.2h)."""
    if r.accept("the amount of life you gained this turn"):
        return TurnTotal(TurnCount.LIFE_GAINED, Relation.YOU)
    r.expect("the number of creatures that died")
    who = Relation.YOU if r.accept("under your control") else Relation.ANY  # 700.4: under whose control
    r.expect("this turn")
    return TurnTotal(TurnCount.CREATURES_DIED, who)


def bind_activation_counts(ability: SpellAbility, index: int) -> SpellAbility:
    """The effect of the ``index``-th activated ability with each "this ability has been activated N
    times this turn" naming that ability (602.5b)."""
    return _bound(ability, index)


def _bound(value: Any, index: int) -> Any:
    if isinstance(value, ActivatedThisTurn):
        return replace(value, ability=index)
    if isinstance(value, tuple):
        return tuple(_bound(v, index) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, Filter | TargetSpec):
        changes = {f.name: _bound(getattr(value, f.name), index) for f in dataclasses.fields(value)}
        return replace(value, **{k: v for k, v in changes.items() if v != getattr(value, k)})
    return value


def _graveyard_cards(r: Reader) -> tuple[Filter, str]:
    """"permanent card in your graveyard [that was put there from the battlefield this turn]": the cards
    of the ability's controller's graveyard (400.7: each is a new object there), and the words read."""
    start = r.pos
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.CARD:
        raise NoParse("cards in a graveyard")
    r.expect("in your graveyard")
    if r.accept("that was put there from the battlefield this turn") or r.accept(
        "that were put there from the battlefield this turn"
    ):
        flt = replace(flt, statuses=flt.statuses | {Status.PUT_THERE_FROM_BATTLEFIELD})
    return replace(flt, controller=Relation.YOU), text_of(r.tokens[start : r.pos])


def choose_targets(r: Reader, s: Scope) -> None:
    """"Choose target permanent card in your graveyard that was put there from the battlefield this
    turn" / "Choose up to two target ... cards ...": the targets (115.1; "up to", 601.2c), each a
    different card (115.3), with no step of their own; the next sentence says what happens to them."""
    r.expect("choose")
    start = r.pos
    if r.accept("target spell or permanent"):
        # 115.1: a spell on the stack or a permanent, of those colors
        flt = thats_colors(r, Filter())
        s.chosen = (s.add_target(TargetSpec(text_of(r.tokens[start : r.pos]), spell=flt, permanent=flt)),)
        return
    if r.accept("two target players"):
        # 115.1, 115.3: two different players, each a target
        spec = TargetSpec("target player", players=PlayerTargets.ANY)
        first = len(s.targets)
        s.chosen = (s.add_target(spec), s.add_target(replace(spec, apart_from=(first,))))
        return
    up_to = bool(r.accept("up to"))
    n = fixed_number(r) if up_to else 1
    r.expect("target")
    flt, words = _graveyard_cards(r)
    if n > 1 and not up_to:
        raise NoParse("a fixed number of several chosen targets")
    if n > 1:  # what one slot names, for its decision
        words = words.replace(" cards ", " card ", 1).replace("that were put", "that was put", 1)
    base = TargetSpec(("up to one target " if up_to else "target ") + words, card=flt, zone=Zone.GRAVEYARD,
                      optional=up_to)
    first = len(s.targets)
    s.chosen = tuple(s.add_target(replace(base, apart_from=tuple(range(first, first + i)))) for i in range(n))


def top_or_bottom(r: Reader, s: Scope) -> None:
    """"Its owner puts it on the top or bottom of their library" (401.4), after the spell or permanent chosen."""
    r.expect("its owner puts it on the top or bottom of their library")
    if len(s.chosen) != 1:
        raise NoParse("no spell or permanent chosen before")
    s.steps.append(PutOnTopOrBottom(s.chosen[0]))


def each_of_them_searches(r: Reader, s: Scope) -> None:
    """"Each of them searches their library for a card, then shuffles and puts that card on top" after
    "Choose two target players" (701.23): each chosen player in turn, in the order chosen."""
    r.expect("each of them searches their library for a card , then shuffles and puts that card on top")
    refs = s.chosen
    if len(refs) < 2 or any(s.targets[ref.slot].players is PlayerTargets.NONE for ref in refs):
        raise NoParse("no players chosen before")
    s.steps.extend(SearchLibrary(ref, ANYTHING, destination=Destination.LIBRARY_TOP) for ref in refs)


def hand_onto_library(r: Reader, s: Scope) -> None:
    """"Target opponent puts the cards from their hand on top of their library" (401.4)."""
    from tolaria.mtg.oracle.grammar.effects import player_ref

    who = player_ref(r, s)
    r.expect("puts the cards from their hand on top of their library")
    s.steps.append(HandOntoLibrary(who))


def search_for_that_many(r: Reader, s: Scope) -> None:
    """"Search that player's library for that many cards." after their hand went on top of it (701.23a);
    "The player puts those cards into their hand, then shuffles." must follow (``Scope.unfinished``)."""
    r.expect("search that player's library for that many cards")
    if not s.steps or not isinstance(s.steps[-1], HandOntoLibrary) or s.steps[-1].searched:
        raise NoParse("no hand put onto a library before")
    s.steps[-1] = replace(s.steps[-1], searched=True)
    s.unfinished = "where the cards found go"


def found_to_hand(r: Reader, s: Scope) -> None:
    """"The player puts those cards into their hand, then shuffles." after "Search that player's library
    for that many cards" (701.23a)."""
    r.expect("the player puts those cards into their hand , then shuffles")
    if s.unfinished != "where the cards found go":
        raise NoParse("no cards found before")
    s.unfinished = None


def return_chosen(r: Reader, s: Scope) -> None:
    """"Return it to your hand" / "Return them to the battlefield tapped" after "Choose target ... card in
    your graveyard": each chosen card moves (400.7; under its owner's control on the battlefield, the
    ability's controller's: the graveyard is theirs, 110.2a; "tapped", 110.5b)."""
    r.expect("return")
    refs: tuple[Target, ...] = s.chosen
    if not refs:
        raise NoParse("no card chosen before")
    r.expect("it" if len(refs) == 1 else "them")
    if r.accept("to your hand"):
        s.steps.extend(ReturnToHand(ref) for ref in refs)
        return
    r.expect("to the battlefield")
    tapped = bool(r.accept("tapped"))
    s.steps.extend(ReturnToBattlefield(ref, tapped=tapped) for ref in refs)


def exile_top(r: Reader, s: Scope) -> None:
    """"that player exiles the top four cards of their library" / "exile the top two cards of your
    library" (406.2)."""
    from tolaria.mtg.oracle.grammar.effects import player_ref

    if r.accept("exile"):
        who: PlayerRef = You()
        mine = "your"
    else:
        who = player_ref(r, s)
        r.expect("exiles")
        mine = "their"
    r.expect("the top")
    n = fixed_number(r)
    r.one_of("cards", "card")
    r.expect("of")
    r.expect(mine)
    r.expect("library")
    s.steps.append(ExileTop(who, n))


def repeat_process(r: Reader, s: Scope) -> None:
    """"If two or more of those cards have the same name, repeat this process" after an exile from the
    top of a library (201.2a, 608.2c: it modifies the instruction before it)."""
    r.expect("if two or more of those cards have the same name , repeat this process")
    if not s.steps or not isinstance(s.steps[-1], ExileTop):
        raise NoParse("no cards exiled from a library before")
    s.steps[-1] = replace(s.steps[-1], repeat_on_shared_name=True)


def attach_to_another(r: Reader, s: Scope) -> None:
    """"Attach it to another permanent it can enchant" (701.3a, 303.4), after an Aura was named."""
    r.expect("attach it to another permanent it can enchant")
    if s.it is None:
        raise NoParse("'it' with nothing named before")
    s.steps.append(AttachToAnother(s.it))


FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (
    choose_targets, return_chosen, each_of_them_searches, exile_top, repeat_process, attach_to_another,
    hand_onto_library, search_for_that_many, found_to_hand, top_or_bottom,
)
