"""Moving objects between zones (CR 400-406).

Every move makes a new object with a new id (400.7). A card always goes
to its owner's hand, library or graveyard (400.3). A token that leaves
the battlefield ceases to exist (111.7, 704.5d), so it is never put in
another zone's list. Permanents that leave at the same time leave
together (:func:`leave_battlefield`): their abilities, and those of the
others that left with them, "look back in time" at the battlefield as it
was (603.10a).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tolaria.mtg.carddb import CardRef, TokenSpec
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.events import (
    CountersChanged,
    DeathReplaced,
    LibraryArranged,
    Shuffled,
    ShuffledInsteadOfGraveyard,
    ZoneChange,
)
from tolaria.mtg.kinds import CardType, Counter, StackKind, Zone
from tolaria.mtg.oracle.abilities import (
    EntersTapped,
    EntersTappedUnless,
    EntersWithCounters,
    GroupEntersTapped,
    ShuffleInsteadOfGraveyard,
    XValue,
)
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars, last_known
from tolaria.mtg.state import (
    ExileInsteadOfDying,
    GameState,
    PendingTrigger,
    Permanent,
    StackObject,
)

ZoneEvent = Callable[..., ZoneChange]


def relabel(g: GameState, old: int, new: int) -> None:
    """Scenario labels follow the card to its new object."""
    if not g.labels:
        return
    for k, v in g.labels.items():
        if v == old:
            g.labels[k] = new


def add_card(g: GameState, owner: int, zone: Zone, card: CardRef, top: bool = False) -> int:
    """Create a new card object in a player's zone and return its id."""
    oid = g.new_id()
    g.cards[oid] = card
    g.card_came_in(card)
    lst = g.players[owner].zone(zone)
    if top:
        lst.insert(0, oid)
    else:
        lst.append(oid)
    g.changed(mana=False)  # a card in a zone other than the battlefield makes no mana
    return oid


def move_card(
    g: GameState,
    owner: int,
    origin: Zone,
    oid: int,
    destination: Zone,
    event: ZoneEvent | None = None,
    rules: tuple[str, ...] = (),
    top: bool = False,
) -> int:
    """Move a card between two of its owner's zones (not the battlefield); returns the new id."""
    g.players[owner].zone(origin).remove(oid)
    card = g.cards.pop(oid)
    to = instead_of_graveyard(g, card, destination)
    assert to is not None
    new = add_card(g, owner, to, card, top=top)
    if g.labels:
        relabel(g, oid, new)
    if event is not None:
        emit(g, event(oid, new, _name(card), owner, owner, origin, to, rules=rules))
    if to is not destination:
        shuffle_in(g, owner, card)
    return new


def instead_of_graveyard(g: GameState, card: CardRef, destination: Zone | None) -> Zone | None:
    """CR 614.1a, 614.6: where a card that would be put into a graveyard goes instead: its owner's library
    if its own ability says "If ~ would be put into a graveyard from anywhere, ... shuffle it into its
    owner's library instead"; else the graveyard."""
    if destination is not Zone.GRAVEYARD or isinstance(card, TokenSpec):
        return destination
    statics = g.db.card(card).base.statics
    if statics and any(isinstance(s, ShuffleInsteadOfGraveyard) for s in statics):
        return Zone.LIBRARY
    return destination


def shuffle_in(g: GameState, owner: int, card: CardRef) -> None:
    """The rest of "reveal ~ and shuffle it into its owner's library instead", once the card is there (701.24a)."""
    emit(g, ShuffledInsteadOfGraveyard(_name(card), owner, rules=("614.1a", "614.6", "701.20a")))
    g.shuffle(g.players[owner].library)
    g.changed()
    emit(g, Shuffled(owner, rules=("701.24a",)))


def _name(card: CardRef) -> str:
    return card if isinstance(card, str) else card.name


def arrange_library(g: GameState, who: int, top: tuple[int, ...], bottom: tuple[int, ...], random: bool = False) -> None:
    """CR 401.4: ``top`` on top of the library in that order (the first on top), ``bottom`` under it in
    that order (the last lowest). Cards no longer in the library are left where they are."""
    library = g.players[who].library
    kept_top = [c for c in top if c in library]
    kept_bottom = [c for c in bottom if c in library]
    if not kept_top and not kept_bottom:
        return
    for oid in kept_top + kept_bottom:
        library.remove(oid)
    library[:0] = kept_top
    library.extend(kept_bottom)
    g.changed(mana=False)
    emit(g, LibraryArranged(who, len(kept_top), len(kept_bottom), random, rules=("401.4",)))


def put_onto_battlefield(
    g: GameState,
    card: CardRef,
    owner: int,
    controller: int | None = None,
    tapped: bool = False,
    token: bool = False,
    old: int | None = None,
    attached_to: int | None = None,
    replacements: bool = True,
    chosen: str = "",
    x: int = 0,
) -> Permanent:
    """A new permanent enters (CR 110.1) under ``controller`` (110.2); "sick" until its controller's turn (302.6).

    ``attached_to`` is what an Aura spell enters attached to (608.3c).
    ``replacements`` False puts it there exactly as asked, without the
    replacement effects that modify how it enters ("enters tapped",
    614.1d): a position being set up is described, not entered. ``chosen``
    is what was chosen as it entered ("As ~ enters, choose a color", 614.12); ``x`` the X of the
    spell that became the permanent (107.3m), read by "enters with X counters". The
    caller emits the event that says how it entered, so that "enters"
    abilities trigger on it (603.6a).
    """
    pid = g.new_id()
    who = owner if controller is None else controller
    tapped = tapped or (replacements and _enters_tapped(g, card, who))
    perm = Permanent(
        pid, card, owner, who, g.new_timestamp(), controller=who, tapped=tapped, token=token, attached_to=attached_to,
        chosen=chosen,
    )
    loyalty = _printed_loyalty(g, card)
    if loyalty:
        perm.counters[Counter.LOYALTY.value] = loyalty  # CR 306.5b: it enters with its printed loyalty
    entering_counters = _entering_counters(g, card, who, x) if replacements else {}
    for kind, n in entering_counters.items():
        perm.counters[kind] = perm.counters.get(kind, 0) + n
    perm.owner_state = g.token
    g.battlefield[pid] = perm
    g.card_came_in(card)
    g.bf_gen += 1
    g.changed()
    if attached_to is not None:
        g.maybe_marked = True  # CR 704.5m: the quiet state-based check must look at what it's attached to
    if old is not None and g.labels:
        relabel(g, old, pid)
    if g.effects or g.db.card(card).has_continuous:
        from tolaria.mtg.rules import control

        control.after_change(g)
    for kind, n in entering_counters.items():
        emit(g, CountersChanged(pid, chars(g, pid).name, kind, n, rules=("614.1c", "122.6")))
    if replacements and not tapped and _a_group_enters_tapped(g, pid):
        perm.tapped = True  # CR 614.12: judged on the permanent as it would exist on the battlefield
        g.changed()
    return perm


def _a_group_enters_tapped(g: GameState, pid: int) -> bool:
    """CR 614.1d: "Artifacts and lands enter the battlefield tapped" on another permanent applies to this one."""
    for source in summary(g).tappers:
        if source == pid or source not in g.battlefield:
            continue
        c = chars(g, source)
        for s in c.statics:
            if isinstance(s, GroupEntersTapped) and matches(g, pid, s.group, c.controller, source):
                return True
    return False


def _enters_tapped(g: GameState, card: CardRef, controller: int) -> bool:
    """CR 614.1d, 614.12: "~ enters the battlefield tapped [unless ...]" replaces how the permanent itself
    enters; the "unless" is checked for the player it enters under, before it is there."""
    from tolaria.mtg.rules.conditions import holds

    for s in g.db.card(card).base.statics:
        if isinstance(s, EntersTapped):
            return True
        if isinstance(s, EntersTappedUnless) and not holds(g, s.condition, 0, controller):
            return True
    return False


def _entering_counters(g: GameState, card: CardRef, controller: int, x: int) -> dict[str, int]:
    """CR 614.1c, 122.6: the counters "~ enters the battlefield with ... counters on it" gives the
    permanent, by kind. X is the spell's (107.3m); "for each other creature you control" counts the
    permanents already on the battlefield, for the player it enters under (614.12: before it is there)."""
    counters: dict[str, int] = {}
    for s in g.db.card(card).base.statics:
        if not isinstance(s, EntersWithCounters):
            continue
        n = x if isinstance(s.amount, XValue) else s.amount
        if s.per is not None:
            per = s.per
            n *= sum(1 for oid in g.battlefield if matches(g, oid, per, controller))
        if n > 0:
            counters[s.counter] = counters.get(s.counter, 0) + n
    return counters


def _printed_loyalty(g: GameState, card: CardRef) -> int:
    """CR 209.1, 306.5b: the loyalty number printed on a planeswalker card (0 for anything else)."""
    d = g.db.card(card)
    if CardType.PLANESWALKER not in d.base.types or d.face is None:
        return 0
    return d.face.loyalty if isinstance(d.face.loyalty, int) else 0


def remove_from_combat(g: GameState, oid: int) -> None:
    """CR 506.4: a permanent that leaves the battlefield or changes control is removed from combat."""
    c = g.combat
    if c is None:
        return
    c.attackers.pop(oid, None)
    c.blocked.pop(oid, None)
    c.blockers.pop(oid, None)
    for blockers in c.blocked.values():
        if oid in blockers:
            blockers.remove(oid)
    for attacked in c.blockers.values():
        if oid in attacked:
            attacked.remove(oid)
    g.changed()


@dataclass(frozen=True, slots=True)
class Departure:
    """One permanent leaving the battlefield: where it goes and which event tells it."""

    obj: int
    destination: Zone | None  # None: it leaves the game altogether (800.4a)
    event: ZoneEvent
    rules: tuple[str, ...]
    top: bool = False
    why: str = ""


def leave_battlefield(g: GameState, departures: Sequence[Departure]) -> list[int]:
    """Move permanents off the battlefield at once (tokens cease to exist); returns the new ids (0 for tokens).

    Their last known characteristics are taken first; then all leave; then
    each move is told, with the battlefield as it was, so that
    leaves-the-battlefield abilities look back in time (603.10a).
    """
    if g.shields:
        departures = _deaths_replaced(g, departures)
    perms: dict[int, Permanent] = {}
    for d in departures:
        if d.obj in g.battlefield and d.obj not in perms:
            perms[d.obj] = g.battlefield[d.obj]
    before: dict[int, tuple[CardRef, Chars]] = {oid: (p.card, chars(g, oid)) for oid, p in g.battlefield.items()}
    lki = {oid: before[oid][1] for oid in perms}
    _remember_sources(g, perms, lki)
    news: list[int] = []
    moved: list[tuple[Departure, Permanent, int]] = []
    replaced: list[Permanent] = []  # shuffled into their libraries instead of going to a graveyard (614.1a)
    for d in departures:
        perm = perms.pop(d.obj, None)
        if perm is None:
            news.append(0)
            continue
        del g.battlefield[d.obj]
        remove_from_combat(g, d.obj)
        new = 0
        to = d.destination if perm.token else instead_of_graveyard(g, perm.card, d.destination)
        if not perm.token and to is not None:
            new = add_card(g, perm.owner, to, perm.card, top=d.top)
            if g.labels:
                relabel(g, d.obj, new)
        news.append(new)
        moved.append((replace(d, destination=to) if to is not d.destination else d, perm, new))
        if to is not d.destination:
            replaced.append(perm)
    g.changed()
    g.bf_gen += 1
    if g.effects or any(g.db.card(p.card).has_continuous for _, p, _ in moved):
        from tolaria.mtg.rules import control

        control.after_change(g)
    for d, perm, new in moved:
        c = lki[perm.id]
        fields = (perm.id, new, c.name or _name(perm.card), perm.owner, c.controller, Zone.BATTLEFIELD, d.destination)
        event = d.event(*fields, was_creature=c.is_creature, rules=d.rules)
        if d.why and hasattr(event, "why"):
            event.why = d.why
        emit(g, event, before)
    for perm in replaced:
        shuffle_in(g, perm.owner, perm.card)
    return news


def _deaths_replaced(g: GameState, departures: Sequence[Departure]) -> list[Departure]:
    """CR 614.1a, 700.4: "If that creature would die this turn, exile it instead": a permanent going to a
    graveyard from the battlefield goes to exile instead, and the event says so (so it doesn't die)."""
    exiled = {s.obj: s.source_name for s in g.shields if isinstance(s, ExileInsteadOfDying)}
    out = []
    for d in departures:
        if d.destination is Zone.GRAVEYARD and d.obj in exiled and d.obj in g.battlefield:
            emit(g, DeathReplaced(d.obj, chars(g, d.obj).name, exiled[d.obj], rules=("614.1a", "700.4")))
            d = replace(d, destination=Zone.EXILE, rules=(*d.rules, "614.1a"))
        out.append(d)
    return out


def _remember_sources(g: GameState, leaving: dict[int, Permanent], lki: dict[int, Chars]) -> None:
    """Abilities on the stack or waiting whose source leaves keep the source as it last existed (113.7a).

    So does combat damage on the stack (2008 310.4b): it is dealt as its
    source last existed.
    """
    for item in g.stack:
        if item.source in leaving and item.source_lki is None:
            item.source_lki = last_known(lki[item.source])
        if item.assigned and any(a.source in leaving and a.source_lki is None for a in item.assigned):
            item.assigned = tuple(
                replace(a, source_lki=last_known(lki[a.source])) if a.source in leaving and a.source_lki is None else a
                for a in item.assigned
            )
    if g.waiting:
        g.waiting = [
            t if t.source not in leaving or t.source_lki is not None else _with_lki(t, lki[t.source])
            for t in g.waiting
        ]


def _with_lki(t: PendingTrigger, c: Chars) -> PendingTrigger:
    return replace(t, source_lki=last_known(c))


def stack_to_zone(
    g: GameState, item: StackObject, destination: Zone, event: ZoneEvent | None = None, rules: tuple[str, ...] = (),
    top: bool = False,
) -> int:
    """Move a spell from the stack to its owner's zone (608.2n, 701.6a), on top of a library with ``top``; an
    ability just ceases to exist."""
    g.stack.remove(item)
    g.changed(mana=False)
    if item.kind is not StackKind.SPELL or item.is_copy:
        return 0  # CR 707.10a, 704.5e: a copy of a spell ceases to exist
    to = instead_of_graveyard(g, item.card, destination)
    assert to is not None
    new = add_card(g, item.owner, to, item.card, top=top and to is destination)
    if g.labels:
        relabel(g, item.id, new)
    if event is not None:
        emit(g, event(item.id, new, _name(item.card), item.owner, item.controller, Zone.STACK, to, rules=rules))
    if to is not destination:
        shuffle_in(g, item.owner, item.card)
    return new
