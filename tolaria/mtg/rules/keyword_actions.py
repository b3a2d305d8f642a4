"""Keyword actions (CR 701): the game terms effects are written in, one function per action.

Effects (``tolaria.mtg.rules.effects``), costs and state-based actions do
these through here, so that each action's rule is in one place.
Destruction can be replaced (regeneration, 701.19a), so it goes through
the replacement pipeline.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from tolaria.mtg.events import (
    Countered,
    CountersChanged,
    Discarded,
    FoundInSearch,
    HandRevealed,
    Milled,
    PutOnTopOfLibrary,
    RegenerationShieldCreated,
    ReturnedToBattlefield,
    Sacrificed,
    Scried,
    Shuffled,
    Tapped,
    TokenCreated,
    Untapped,
)
from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle.abilities import CantHaveCounters, TokenSpec
from tolaria.mtg.rules import replacement
from tolaria.mtg.rules.changes import add_shield, emit, set_counters, tap, untap
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.zones import (
    Departure,
    leave_battlefield,
    move_card,
    put_onto_battlefield,
    stack_to_zone,
)
from tolaria.mtg.state import GameState, RegenerationShield, StackObject


def counter(g: GameState, spell: StackObject) -> None:
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    stack_to_zone(g, spell, Zone.GRAVEYARD, Countered, ("701.6a",))


def create_tokens(
    g: GameState,
    token: TokenSpec,
    who: int,
    n: int,
    tapped: bool = False,
    attacking: bool = False,
    blocking: int = 0,
    attacks: int | None = None,
) -> list[int]:
    """CR 701.7a, 111.2: create tokens under the control of their creator, who owns them; their ids.

    ``tapped`` and ``attacking``: "that's tapped and attacking" (508.4);
    ``blocking``: the attacking creature they enter blocking (509.4);
    ``attacks``: what the attacking ones attack, as their controller chose (508.4).
    """
    made = []
    for _ in range(n):
        perm = put_onto_battlefield(g, token, who, who, token=True)
        made.append(perm.id)
        emit(g, TokenCreated(0, perm.id, token.name, who, who, None, Zone.BATTLEFIELD, rules=("701.7a", "111.2")))
        if tapped:
            tap(g, perm)
        if attacking:
            from tolaria.mtg.rules.combat import put_in_attacking

            put_in_attacking(g, perm.id, who, attacks)
        if blocking:
            from tolaria.mtg.rules.combat import put_in_blocking

            put_in_blocking(g, perm.id, who, blocking)
    return made


def destroy(g: GameState, oids: Sequence[int], regenerate: bool = True, rules: tuple[str, ...] = ("701.8a",)) -> None:
    """CR 701.8a: move permanents to their owners' graveyards, unless regenerated instead (701.19a)."""
    replacement.destroy(g, oids, regenerate=regenerate, rules=rules)


def discard(g: GameState, who: int, cards: Sequence[int], rules: tuple[str, ...] = ("701.9a",)) -> None:
    """CR 701.9a: move cards from a player's hand to their graveyard; during a resolution, the resolving
    spell or ability made them discard (for "a spell or ability an opponent controls causes you to discard")."""
    by = _resolving_controller(g)
    event = partial(Discarded, by=by) if by >= 0 else Discarded
    for oid in cards:
        if oid in g.players[who].hand:
            move_card(g, who, Zone.HAND, oid, Zone.GRAVEYARD, event, rules)


def _resolving_controller(g: GameState) -> int:
    """The controller of the spell or ability resolving now (608.2), or -1."""
    r = g.resolving
    if r is None:
        return -1
    return next((item.controller for item in g.stack if item.id == r.item), -1)


def mill(g: GameState, who: int, n: int) -> None:
    """CR 701.17a-b: the top N cards of the library into the graveyard, or as many as there are."""
    p = g.players[who]
    for _ in range(min(n, len(p.library))):
        move_card(g, who, Zone.LIBRARY, p.library[0], Zone.GRAVEYARD, Milled, ("701.17a",))


def regenerate(g: GameState, oid: int, source_name: str) -> None:
    """CR 701.19a: a shield that replaces the permanent's next destruction this turn."""
    add_shield(g, RegenerationShield(g.new_timestamp(), oid, source_name))
    emit(g, RegenerationShieldCreated(oid, chars(g, oid).name, rules=("701.19a",)))


def reveal_hand(g: GameState, who: int) -> None:
    """CR 701.20a: show the cards to every player."""
    emit(g, HandRevealed(who, tuple(g.name_of(c) for c in g.players[who].hand), rules=("701.20a",)))


def sacrifice(g: GameState, who: int, oids: Sequence[int], rules: tuple[str, ...] = ("701.21a",)) -> None:
    """CR 701.21a: a player moves permanents they control to their owners' graveyards; it can't be regenerated."""
    leave_battlefield(g, [Departure(oid, Zone.GRAVEYARD, Sacrificed, rules) for oid in oids if oid in g.battlefield])


def put_found_onto_battlefield(g: GameState, who: int, oid: int, tapped: bool) -> None:
    """CR 701.23a: a card found in a search is put where the effect says (here, onto the battlefield)."""
    card = g.cards.pop(oid)
    g.players[who].library.remove(oid)
    perm = put_onto_battlefield(g, card, who, tapped=tapped, old=oid)
    emit(g, FoundInSearch(oid, perm.id, g.name_of(perm.id), who, who, Zone.LIBRARY, Zone.BATTLEFIELD, rules=("701.23a",)))


def put_on_top(g: GameState, who: int, oid: int) -> None:
    """701.23: a card found in a search is put on top of the library, unrevealed."""
    library = g.players[who].library
    if oid in library:
        library.remove(oid)
        library.insert(0, oid)
        g.changed(mana=False)
        emit(g, PutOnTopOfLibrary(who, rules=("701.23a",)))


def scry(g: GameState, who: int, top: Sequence[int], bottom: Sequence[int]) -> None:
    """CR 701.22a: the cards looked at go back, ``bottom`` under the library in that order (the last one
    lowest) and ``top`` on top in that order (the first one on top). Cards no longer in the library are
    left where they are."""
    library = g.players[who].library
    kept_top = [c for c in top if c in library]
    kept_bottom = [c for c in bottom if c in library]
    for oid in kept_top + kept_bottom:
        library.remove(oid)
    library[:0] = kept_top
    library.extend(kept_bottom)
    g.changed(mana=False)
    emit(g, Scried(who, len(kept_top), len(kept_bottom), rules=("701.22a",)))


def put_aura_from_graveyard(g: GameState, controller: int, owner: int, oid: int, to: int) -> None:
    """An Aura card from ``owner``'s graveyard enters under ``controller``'s control attached to ``to``
    (110.2a, 303.4f)."""
    g.players[owner].graveyard.remove(oid)
    card = g.cards.pop(oid)
    perm = put_onto_battlefield(g, card, owner, controller, old=oid, attached_to=to)
    fields = (oid, perm.id, g.name_of(perm.id), owner, controller, Zone.GRAVEYARD, Zone.BATTLEFIELD)
    emit(g, ReturnedToBattlefield(*fields, rules=("110.2a", "303.4f")))


def put_onto_battlefield_from_graveyards(
    g: GameState, controller: int, cards: Sequence[tuple[int, int]], tapped: bool = False
) -> None:
    """Cards (owner, card) from graveyards enter at once under ``controller``'s control (110.2a), tapped if
    the effect says so (110.5b)."""
    entered = []
    for owner, oid in cards:
        g.players[owner].graveyard.remove(oid)
        card = g.cards.pop(oid)
        perm = put_onto_battlefield(g, card, owner, controller, old=oid, tapped=tapped)
        entered.append((oid, perm.id, owner))
    for oid, new, owner in entered:
        emit(g, ReturnedToBattlefield(oid, new, g.name_of(new), owner, controller, Zone.GRAVEYARD, Zone.BATTLEFIELD, rules=("110.2a", "608.2")))


def put_counters(g: GameState, oid: int, kind: str, n: int, rules: tuple[str, ...] = ("122.1",)) -> None:
    """CR 122.1, 122.6: put ``n`` counters of a kind on a permanent (a negative ``n`` removes them)."""
    perm = g.battlefield[oid]
    have = perm.counters.get(kind, 0)
    n = max(n, -have)
    if n == 0 or (n > 0 and counters_forbidden(g, oid, kind)):
        return
    set_counters(g, perm, kind, have + n)
    emit(g, CountersChanged(oid, chars(g, oid).name, kind, n, rules=rules))


def counters_forbidden(g: GameState, oid: int, kind: str) -> bool:
    """CR 101.2, 614.17: whether a permanent's static ability says ``oid`` can't have ``kind`` counters
    put on it ("Creatures your opponents control can't have +1/+1 counters put on them")."""
    defs = g.db.defs
    for perm in g.battlefield.values():
        d = defs.get(perm.card) or g.db.card(perm.card)
        if not any(isinstance(s, CantHaveCounters) for s in d.base.statics):
            continue
        c = chars(g, perm.id)
        for s in c.statics:
            if isinstance(s, CantHaveCounters) and s.counter == kind and matches(g, oid, s.group, c.controller, perm.id):
                return True
    return False


def shuffle(g: GameState, who: int, rules: tuple[str, ...] = ("701.24a",)) -> None:
    """CR 701.24a: randomize the library (from the game's seeded generator)."""
    g.shuffle(g.players[who].library)
    g.changed()
    emit(g, Shuffled(who, rules=rules))


def untap_permanent(g: GameState, oid: int) -> None:
    """CR 701.26b: untap it."""
    perm = g.battlefield[oid]
    untap(g, perm)
    emit(g, Untapped(oid, chars(g, oid).name, rules=("701.26b",)))


def tap_permanents(g: GameState, oids: Sequence[int]) -> None:
    """CR 701.26a: tap them (an untapped permanent turns sideways; a tapped one is left as it is)."""
    for oid in oids:
        perm = g.battlefield.get(oid)
        if perm is not None and not perm.tapped:
            tap(g, perm)
            emit(g, Tapped(oid, chars(g, oid).name, rules=("701.26a",)))
