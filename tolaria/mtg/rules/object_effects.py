"""Resolving effects on objects and libraries: counters, exile, looking at a library, "unless ... pays".

The handlers join the interpreter of :mod:`tolaria.mtg.rules.effects`
(which imports this module so that they are registered):

- counters on one object (CR 122.1, 122.6);
- exile (CR 406.2: to its owner's exile zone, face up, 406.3, where every
  player sees it, 400.2);
- looking at the top of a library (CR 701.20e): only the looking
  player is shown the cards (the candidates of their choice,
  ``tolaria.mtg.visibility``); a card revealed before it is taken is shown
  to all (701.20a); the rest go back where the effect says, in the order
  the player chooses or a random one (401.4);
- "counter ... unless its controller pays" (CR 118.12): the spell's
  controller decides as the step resolves, and pays with the engine's own
  payment (the pool, then their mana sources).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tolaria.core.resolution import DONE, SUSPEND
from tolaria.mtg import decisions
from tolaria.mtg.cards.mana import ManaCost
from tolaria.mtg.events import (
    CardsRevealed,
    ColorSet,
    DamageDealt,
    Exiled,
    FoundForHand,
    LookedAtHand,
    LookedAtTop,
    PutIntoGraveyardFromAmong,
    PutIntoLibrary,
    PutOnBottom,
    PutOntoBattlefieldFromHand,
    PutOntoBattlefieldRevealed,
    PutOnTopFromHand,
    PutOnTopOfOwnersLibrary,
    RegenerationForbidden,
    ReturnedToHand,
    RevealedTop,
    TakenFromAmong,
    TextChanged,
    UnlessPaid,
)
from tolaria.mtg.kinds import StackKind, Zone
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules import keyword_actions as actions
from tolaria.mtg.rules import player_groups, replacement
from tolaria.mtg.rules.attachments import attachment_problem, is_aura
from tolaria.mtg.rules.changes import add_effect, emit
from tolaria.mtg.rules.damage import source_of_item, source_of_permanent
from tolaria.mtg.rules.effects import (
    Resolving,
    _ask,
    _done,
    _started,
    _uncounterable,
    amount,
    find_item,
    handles,
    interpreter,
    obj,
    player,
    players,
)
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import can_pay, need_of, need_text, pay, plan_payment
from tolaria.mtg.rules.zones import (
    Departure,
    arrange_library,
    leave_battlefield,
    move_card,
    put_onto_battlefield,
    stack_to_zone,
)
from tolaria.mtg.state import ContinuousEffect, GameState, ProposedDamage

# The stages of a look at the library, each a choice its player may be asked (Memo.stage).
_TAKE, _TOP, _ORDER = 1, 2, 3
_DISCARD = 4  # the card chosen to discard for "unless you discard" (118.12a)
_SACRIFICE = 5  # the permanent chosen to sacrifice for "unless that player sacrifices" (118.12a)


# ------------------------------------------------------------------ counters


@handles(ab.PutCounters)
def put_counters(ctx: Resolving, step: ab.PutCounters) -> bool:
    """CR 122.1, 122.6: counters of the kind on the one permanent, if it is still on the battlefield."""
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        actions.put_counters(ctx.g, oid, step.counter, amount(ctx, step.amount), ("122.1", "122.6"))
    return DONE


@handles(ab.ExileTop)
def exile_top(ctx: Resolving, step: ab.ExileTop) -> bool:
    """CR 406.2-406.3: the top N cards of each player's library go to exile face up, as many as there are;
    "repeat this process" (201.2a): again while the cards exiled together hold two of one name."""
    g = ctx.g
    n = amount(ctx, step.amount)
    for who in players(ctx, step.who):
        library = g.players[who].library
        while library and n > 0:
            names = [g.name_of(oid) for oid in library[:n]]
            for _ in names:
                move_card(g, who, Zone.LIBRARY, library[0], Zone.EXILE, Exiled, ("406.2", "406.3"))
            if not step.repeat_on_shared_name or len(set(names)) == len(names):
                break
    return DONE


@handles(ab.RemoveCounters)
def remove_counters(ctx: Resolving, step: ab.RemoveCounters) -> bool:
    """CR 122.1: counters of the kind come off the one permanent (no more than it has)."""
    oid = obj(ctx, step.what)
    if oid in ctx.g.battlefield:
        actions.put_counters(ctx.g, oid, step.counter, -amount(ctx, step.amount), ("122.1",))
    return DONE


@handles(ab.RemoveCountersFromEach)
def remove_counters_from_each(ctx: Resolving, step: ab.RemoveCountersFromEach) -> bool:
    """CR 122.1: from each permanent of the group, fixed as the step begins."""
    g = ctx.g
    n = amount(ctx, step.amount)
    group = [oid for oid in g.battlefield if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)]
    for oid in group:
        actions.put_counters(g, oid, step.counter, -n, ("122.1",))
    return DONE


# ------------------------------------------------------------------ exile


@handles(ab.Exile)
def exile(ctx: Resolving, step: ab.Exile) -> bool:
    """CR 406.2: a permanent leaves the battlefield for exile (remembered as it last existed, 608.2h);
    a card in a graveyard moves to its owner's exile zone."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid in g.battlefield:
        c = chars(g, oid)
        ctx.memo = replace(
            ctx.memo, lki_toughness=c.toughness or 0, lki_power=c.power or 0, lki_controller=c.controller, failed=False
        )
        leave_battlefield(g, [Departure(oid, Zone.EXILE, Exiled, ("406.2", "608.2"))])
        return DONE
    owner = next((p.index for p in g.players if oid in p.graveyard), None)
    if owner is not None:
        move_card(g, owner, Zone.GRAVEYARD, oid, Zone.EXILE, Exiled, ("406.2",))
    ctx.memo = replace(ctx.memo, failed=owner is None)  # "If you do" (118.12): nothing there, nothing exiled
    return DONE


@handles(ab.ExileGraveyard)
def exile_graveyard(ctx: Resolving, step: ab.ExileGraveyard) -> bool:
    """CR 406.2: every card of the player's graveyard is exiled."""
    g = ctx.g
    who = player(ctx, step.who)
    for oid in list(g.players[who].graveyard):
        move_card(g, who, Zone.GRAVEYARD, oid, Zone.EXILE, Exiled, ("406.2",))
    return DONE


# ------------------------------------------------------------------ the top of a library


@dataclass(frozen=True, slots=True)
class _Look:
    """What a look at the library does with the cards, as its step says (read once, used at each stage)."""

    who: int
    take: int
    take_filter: ab.Filter | None
    optional: bool
    on_top: int
    rest: ab.RestOfLook


@handles(ab.LookAtTop)
def look_at_top(ctx: Resolving, step: ab.LookAtTop) -> bool:
    """CR 701.20e: look at the top N cards, take what the effect says, put the rest back.

    The cards still to place are remembered (``Memo.held``); each choice is
    a stage (``Memo.stage``): the cards for the hand, the card for the top,
    the order of the rest. Nothing is asked that has one answer.
    """
    g = ctx.g
    look = _Look(player(ctx, step.who), step.take, step.take_filter, step.optional, step.on_top, step.rest)
    if not _started(ctx):
        looked = tuple(g.players[look.who].library[: max(0, amount(ctx, step.amount))])
        if not looked:
            return DONE  # an empty library: nothing to look at
        emit(g, LookedAtTop(look.who, len(looked), rules=("701.20e",)))
        ctx.memo = replace(ctx.memo, held=looked)
        return _take(ctx, look)
    stage, chosen = ctx.memo.stage, ctx.memo.chosen
    if stage == _TAKE:
        _into_hand(g, look, chosen)
        ctx.memo = replace(ctx.memo, held=tuple(c for c in ctx.memo.held if c not in chosen))
        return _on_top(ctx, look)
    if stage == _TOP:
        arrange_library(g, look.who, top=chosen, bottom=())
        ctx.memo = replace(ctx.memo, held=tuple(c for c in ctx.memo.held if c not in chosen))
        return _rest(ctx, look)
    return _place_rest(ctx, look, chosen)


def _take(ctx: Resolving, look: _Look) -> bool:
    """The cards for the hand: chosen, unless the effect takes none or there is nothing to choose."""
    looked = ctx.memo.held
    if look.take == 0:
        return _rest(ctx, look)
    flt = look.take_filter
    options = tuple(c for c in looked if flt is None or matches(ctx.g, c, flt, look.who))
    if not options:
        return _rest(ctx, look)
    if not look.optional and len(options) <= look.take:
        _into_hand(ctx.g, look, options)
        ctx.memo = replace(ctx.memo, held=tuple(c for c in looked if c not in options))
        return _on_top(ctx, look)
    others = tuple(c for c in looked if c not in options)  # looked at too, though they can't be taken (701.20e)
    return _stage(ctx, _TAKE, "look_hand", look.who, options, min(look.take, len(options)), look.optional, others)


def _into_hand(g: GameState, look: _Look, cards: tuple[int, ...]) -> None:
    """CR 701.20e: the chosen cards go to their owner's hand; a revealed one is shown to all (701.20a)."""
    revealed = look.take_filter is not None
    who = look.who
    for oid in cards:
        if oid in g.players[who].library:
            new = move_card(g, who, Zone.LIBRARY, oid, Zone.HAND)
            rules = ("701.20e", "701.20a") if revealed else ("701.20e",)
            emit(g, TakenFromAmong(oid, new, g.name_of(new), who, who, Zone.LIBRARY, Zone.HAND, revealed=revealed, rules=rules))


def _on_top(ctx: Resolving, look: _Look) -> bool:
    """"one on top of your library": chosen among the rest, unless only that many are left."""
    rest = ctx.memo.held
    if look.on_top == 0 or not rest:
        return _rest(ctx, look)
    if len(rest) <= look.on_top:
        arrange_library(ctx.g, look.who, top=rest, bottom=())
        ctx.memo = replace(ctx.memo, held=())
        return _rest(ctx, look)
    return _stage(ctx, _TOP, "look_top", look.who, rest, look.on_top, False)


def _rest(ctx: Resolving, look: _Look) -> bool:
    """The rest go back: in the order the player chooses (if two or more), or a random one (401.4)."""
    rest = ctx.memo.held
    if look.rest is ab.RestOfLook.GRAVEYARD:
        for oid in rest:
            if oid in ctx.g.players[look.who].library:
                move_card(ctx.g, look.who, Zone.LIBRARY, oid, Zone.GRAVEYARD, PutIntoGraveyardFromAmong, ("701.20e",))
        return _done(ctx, stage=0, held=())
    if look.rest is ab.RestOfLook.BOTTOM_RANDOM:
        pool = list(rest)
        shuffled = tuple(pool.pop(ctx.g.below(len(pool))) for _ in range(len(rest)))
        return _place_rest(ctx, look, shuffled)
    if len(rest) <= 1:
        return _place_rest(ctx, look, rest)
    purpose = "look_order" if look.rest is ab.RestOfLook.TOP_ANY_ORDER else "look_bottom"
    return _stage(ctx, _ORDER, purpose, look.who, rest, len(rest), False)


def _place_rest(ctx: Resolving, look: _Look, order: tuple[int, ...]) -> bool:
    if look.rest is ab.RestOfLook.TOP_ANY_ORDER:
        arrange_library(ctx.g, look.who, top=order, bottom=())
    else:
        arrange_library(ctx.g, look.who, top=(), bottom=order, random=look.rest is ab.RestOfLook.BOTTOM_RANDOM)
    return _done(ctx, stage=0, held=())


def _stage(
    ctx: Resolving,
    stage: int,
    purpose: str,
    who: int,
    options: tuple[int, ...],
    count: int,
    optional: bool,
    shown: tuple[int, ...] = (),
) -> bool:
    _ask(ctx, purpose, who, options, count, optional=optional, shown=shown)
    ctx.memo = replace(ctx.memo, stage=stage)
    return SUSPEND


@handles(ab.PutOnTop)
def put_on_top(ctx: Resolving, step: ab.PutOnTop) -> bool:
    """CR 401.4: the permanent goes on top of its owner's library, remembered as it last existed (608.2h)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid not in g.battlefield:
        return DONE
    c = chars(g, oid)
    ctx.memo = replace(ctx.memo, lki_toughness=c.toughness or 0, lki_power=c.power or 0, lki_controller=c.controller)
    leave_battlefield(g, [Departure(oid, Zone.LIBRARY, PutOnTopOfOwnersLibrary, ("401.4", "608.2h"), top=True)])
    return DONE


@handles(ab.PutOnTopOrBottom)
def put_on_top_or_bottom(ctx: Resolving, step: ab.PutOnTopOrBottom) -> bool:
    """CR 401.4: the owner of the spell or permanent chooses the top or the bottom of their library (asked
    as yes for the top); a permanent is remembered as it last existed (608.2h)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    spell = next((i for i in g.stack if i.id == oid and i.kind is StackKind.SPELL), None)
    perm = g.battlefield.get(oid)
    if spell is None and perm is None:
        return _done(ctx, answer=None) if _started(ctx) else DONE
    owner = spell.owner if spell is not None else perm.owner if perm is not None else -1
    if not _started(ctx):
        g.pending = decisions.YesNo(g.players[owner].name, f"put {g.name_of(oid)} on top of your library (no: the bottom)")
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True, answer=None)
        return SUSPEND
    top = bool(ctx.memo.answer)
    if spell is not None:
        event = PutOnTopOfOwnersLibrary if top else PutOnBottom
        stack_to_zone(g, spell, Zone.LIBRARY, event, ("401.4",), top=top)
    else:
        c = chars(g, oid)
        ctx.memo = replace(ctx.memo, lki_toughness=c.toughness or 0, lki_power=c.power or 0, lki_controller=c.controller)
        event = PutOnTopOfOwnersLibrary if top else PutOnBottom
        leave_battlefield(g, [Departure(oid, Zone.LIBRARY, event, ("401.4", "608.2h"), top=top)])
    return _done(ctx, answer=None)


@handles(ab.RevealTop)
def reveal_top(ctx: Resolving, step: ab.RevealTop) -> bool:
    """CR 701.20a-b: the top card is shown to every player and stays where it is (an empty library shows nothing)."""
    g = ctx.g
    who = player(ctx, step.who)
    library = g.players[who].library
    if library:
        emit(g, RevealedTop(who, g.name_of(library[0]), rules=("701.20a", "701.20b")))
    return DONE


@handles(ab.NoRegenerationIfDealtDamage)
def no_regeneration_if_dealt_damage(ctx: Resolving, step: ab.NoRegenerationIfDealtDamage) -> bool:
    """CR 701.19c, 611.2a: "a creature dealt damage this way" is one the step before dealt damage to, as
    this resolution's events tell (damage prevented in full was not dealt, 615.1); it can't be regenerated
    this turn."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid not in g.battlefield or not chars(g, oid).is_creature:
        return DONE
    source, _ = source_of_item(g, ctx.item)
    if not any(isinstance(e, DamageDealt) and e.to == oid and e.source == source and e.amount > 0 for e in g.out):
        return DONE
    static = ab.CantBeRegenerated(text="can't be regenerated this turn")
    add_effect(g, ContinuousEffect(g.new_timestamp(), g.name_of(ctx.item.id), ctx.item.controller, (oid,), (ab.AddStatic(static),)))
    emit(g, RegenerationForbidden(oid, chars(g, oid).name, rules=("701.19c", "611.2a")))
    return DONE


@handles(ab.TapOrUntap)
def tap_or_untap(ctx: Resolving, step: ab.TapOrUntap) -> bool:
    """CR 701.26a-b: the controller chooses; only turning it over changes anything, so that is what is asked."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid not in g.battlefield:
        return DONE
    tapped = g.battlefield[oid].tapped
    if not _started(ctx):
        verb = "untap" if tapped else "tap"
        g.pending = decisions.YesNo(g.players[ctx.item.controller].name, f"{verb} {g.name_of(oid)}")
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True, answer=None)
        return SUSPEND
    if ctx.memo.answer:
        if tapped:
            actions.untap_permanent(g, oid)
        else:
            actions.tap_permanents(g, (oid,))
    return _done(ctx, answer=None)


@handles(ab.ShuffleGraveyardIntoLibrary)
def shuffle_graveyard_into_library(ctx: Resolving, step: ab.ShuffleGraveyardIntoLibrary) -> bool:
    """CR 701.24a: the cards of the graveyard go into the library, which is then shuffled."""
    g = ctx.g
    who = player(ctx, step.who)
    for oid in list(g.players[who].graveyard):
        move_card(g, who, Zone.GRAVEYARD, oid, Zone.LIBRARY, PutIntoLibrary, ("701.24a",))
    actions.shuffle(g, who)
    return DONE


@handles(ab.HandToLibraryTop)
def hand_to_library_top(ctx: Resolving, step: ab.HandToLibraryTop) -> bool:
    """CR 701.20e, 401.4: the controller chooses the cards in the looked-at hand, in the order they go on top
    (the first chosen on top); with no more cards than that, all go, and only their order is asked."""
    g = ctx.g
    whose = player(ctx, step.who)
    hand = g.players[whose].hand
    if _started(ctx):
        _hand_onto_library(g, whose, ctx.memo.chosen)
        return _done(ctx)
    n = min(amount(ctx, step.amount), len(hand))
    if n == 0:
        return DONE
    if len(hand) == 1:
        _hand_onto_library(g, whose, (hand[0],))
        return DONE
    return _ask(ctx, "hand_to_top", ctx.item.controller, tuple(hand), n)


@handles(ab.HandOntoLibrary)
def whole_hand_onto_library(ctx: Resolving, step: ab.HandOntoLibrary) -> bool:
    """CR 401.4: the player's whole hand goes on top of their library (in the order it is held: the library
    is searched and shuffled after, and nobody sees it in between but the searcher); then, ``searched``,
    the ability's controller finds that many cards there (701.23a: no quality, so as many as there are),
    which go to that player's hand, and the library is shuffled."""
    g = ctx.g
    whose = player(ctx, step.who)
    if whose < 0:
        return DONE
    if _started(ctx):
        for oid in ctx.memo.chosen:
            if oid in g.players[whose].library:
                move_card(g, whose, Zone.LIBRARY, oid, Zone.HAND, FoundForHand, ("701.23a",))
        actions.shuffle(g, whose)
        return _done(ctx)
    hand = tuple(g.players[whose].hand)
    _hand_onto_library(g, whose, hand)
    if not step.searched:
        return DONE
    library = tuple(g.players[whose].library)
    n = min(len(hand), len(library))
    if n == 0:
        actions.shuffle(g, whose)
        return DONE
    if n == len(library):
        ctx.memo = replace(ctx.memo, started=True, chosen=library)
        return whole_hand_onto_library(ctx, step)
    return _ask(ctx, "search", ctx.item.controller, library, n)


def _hand_onto_library(g: GameState, whose: int, cards: tuple[int, ...]) -> None:
    """The cards go from the hand onto the library, the first of ``cards`` ending on top (401.4)."""
    for oid in reversed(cards):
        if oid in g.players[whose].hand:
            move_card(g, whose, Zone.HAND, oid, Zone.LIBRARY, PutOnTopFromHand, ("401.4",), top=True)


@handles(ab.PutFromHand)
def put_from_hand(ctx: Resolving, step: ab.PutFromHand) -> bool:
    """CR 110.2: the player may choose a card of the kind in their hand; it enters under their control."""
    g = ctx.g
    if player_groups.is_group(step.who):
        return _each_puts_from_hand(ctx, step)
    who = player(ctx, step.who)
    to = obj(ctx, step.attached_to) if step.attached_to is not None else None
    if _started(ctx):
        for oid in ctx.memo.chosen:
            if oid in g.players[who].hand and (to is None or attachment_problem(g, oid, to) is None):
                g.players[who].hand.remove(oid)
                card = g.cards.pop(oid)
                perm = put_onto_battlefield(g, card, who, old=oid, attached_to=to)
                fields = (oid, perm.id, g.name_of(perm.id), who, who, Zone.HAND, Zone.BATTLEFIELD)
                emit(g, PutOntoBattlefieldFromHand(*fields, rules=("110.2", "303.4f") if to is not None else ("110.2",)))
        return _done(ctx)
    if step.attached_to is not None and (to is None or to not in g.battlefield):
        return DONE  # CR 303.4g: with nothing to enchant, the Aura stays in the hand
    options = tuple(
        c for c in g.players[who].hand
        if matches(g, c, step.group, who) and (to is None or attachment_problem(g, c, to) is None)
    )  # fmt: skip
    if not options:
        return DONE
    return _ask(ctx, "put_from_hand", who, options, 1, optional=True)


def _each_puts_from_hand(ctx: Resolving, step: ab.PutFromHand) -> bool:
    """"Each other player may put a creature card from their hand onto the battlefield": each player of the
    group chooses in APNAP order (101.4), then the chosen cards enter at once, each under its owner's
    control (110.2)."""
    g = ctx.g
    choosers = players(ctx, step.who)
    i, held = ctx.memo.stage, ctx.memo.held
    if _started(ctx):
        i, held = i + 1, held + ctx.memo.chosen
    while i < len(choosers):
        who = choosers[i]
        options = tuple(c for c in g.players[who].hand if matches(g, c, step.group, who))
        if options:
            ctx.memo = replace(ctx.memo, stage=i, held=held)
            return _ask(ctx, "put_from_hand", who, options, 1, optional=True)
        i += 1
    for who in choosers:
        for oid in held:
            if oid in g.players[who].hand:
                g.players[who].hand.remove(oid)
                card = g.cards.pop(oid)
                perm = put_onto_battlefield(g, card, who, old=oid)
                fields = (oid, perm.id, g.name_of(perm.id), who, who, Zone.HAND, Zone.BATTLEFIELD)
                emit(g, PutOntoBattlefieldFromHand(*fields, rules=("110.2", "101.4")))
    return _done(ctx, stage=0, held=())


@handles(ab.ReturnOwnedToHand)
def return_owned_to_hand(ctx: Resolving, step: ab.ReturnOwnedToHand) -> bool:
    """CR 400.7, 108.3: the permanents of the group the player owns (whoever controls them) go to their hand at once."""
    g = ctx.g
    who = player(ctx, step.who)
    group = [
        oid for oid, perm in g.battlefield.items()
        if perm.owner == who and matches(g, oid, step.group, ctx.item.controller, ctx.item.source)
    ]  # fmt: skip
    if group:
        leave_battlefield(g, [Departure(oid, Zone.HAND, ReturnedToHand, ("400.7", "608.2")) for oid in group])
    return DONE


@handles(ab.ReturnGraveyardCardsToHand)
def return_graveyard_cards_to_hand(ctx: Resolving, step: ab.ReturnGraveyardCardsToHand) -> bool:
    """CR 400.7: the cards of the group in the player's graveyard go to their hand at once (the group is
    fixed first)."""
    g = ctx.g
    who = player(ctx, step.who)
    cards = [oid for oid in g.players[who].graveyard if matches(g, oid, step.group, ctx.item.controller, ctx.item.source)]
    for oid in cards:
        move_card(g, who, Zone.GRAVEYARD, oid, Zone.HAND, ReturnedToHand, ("400.7", "608.2"))
    return DONE


@handles(ab.CreateTokensFor)
def create_tokens_for(ctx: Resolving, step: ab.CreateTokensFor) -> bool:
    """CR 111.2: the tokens are created under the named player's control, and that player owns them."""
    g = ctx.g
    who = player(ctx, step.who)
    if not g.players[who].lost:
        actions.create_tokens(g, step.token, who, amount(ctx, step.amount))
    return DONE


@handles(ab.CreatureDealsDamage)
def creature_deals_damage(ctx: Resolving, step: ab.CreatureDealsDamage) -> bool:
    """CR 120.3: the creature is the source of the damage (deathtouch, lifelink and protection read it); one
    that has left the battlefield deals it as it last existed (608.2h), one never known deals none."""
    g = ctx.g
    if _started(ctx):
        return _done(ctx)
    source = obj(ctx, step.source)
    if source not in g.battlefield:
        return DONE  # the illegal-target rule (608.2b) keeps a gone target creature from dealing damage
    to = obj(ctx, step.to)
    if to > 0 and to not in g.battlefield:
        return DONE
    n = amount(ctx, step.amount)
    proposal = ProposedDamage(source, source_of_permanent(g, source), to, n, False, ("120.3", "608.2"))
    if replacement.start_damage(g, [proposal], "resolution"):
        return DONE
    ctx.memo = replace(ctx.memo, started=True)
    return SUSPEND


@handles(ab.LookAtHand)
def look_at_hand(ctx: Resolving, step: ab.LookAtHand) -> bool:
    """CR 701.20e: the ability's controller looks at the hand (the event names the cards to them only)."""
    g = ctx.g
    whose = player(ctx, step.who)
    cards = tuple(g.name_of(c) for c in g.players[whose].hand)
    emit(g, LookedAtHand(ctx.item.controller, whose, cards, rules=("701.20e",)))
    return DONE


# ------------------------------------------------------------------ unless a player pays


@handles(ab.CounterUnlessPays)
def counter_unless_pays(ctx: Resolving, step: ab.CounterUnlessPays) -> bool:
    """CR 118.12: the spell's controller may pay the cost; if they don't (or can't), it is countered
    (701.6a), unless it can't be (101.2)."""
    g = ctx.g
    target = obj(ctx, step.what)
    spell = find_item(g, target)
    payer = spell.controller
    need = need_of(step.cost, ctx.item.x)
    if _started(ctx):
        paid = bool(ctx.memo.answer)
        ctx.memo = replace(ctx.memo, answer=None)
        if paid:
            _pay(g, payer, step.cost, ctx.item.x)
        else:
            emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12",)))
            _counter_it(g, target)
        return _done(ctx)
    if can_pay(g, payer, need):
        g.pending = decisions.YesNo(g.players[payer].name, f"pay {need_text(need)} for {g.name_of(target)}")
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True, answer=None)
        return SUSPEND
    emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12",)))
    _counter_it(g, target)
    return DONE


@handles(ab.UnlessPays)
def unless_pays(ctx: Resolving, step: ab.UnlessPays) -> bool:
    """CR 118.12a: the player may pay the cost; if they don't (or can't), the instruction happens.

    ``Memo.declined`` marks the instruction under way, so that one that
    asks a choice of its own resumes where it stopped.
    """
    g = ctx.g
    then = interpreter.handlers[type(step.then)]
    if ctx.memo.declined:
        return _carry_on(ctx, then(ctx, step.then))
    payer = player(ctx, step.who)
    need = need_of(step.cost, ctx.item.x)
    if _started(ctx) and ctx.memo.answer is not None:
        if ctx.memo.answer and _pay(g, payer, step.cost, ctx.item.x):
            return _done(ctx, answer=None)
        if not ctx.memo.answer:
            emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12",)))
        ctx.memo = replace(ctx.memo, started=False, answer=None, declined=True)
        return _carry_on(ctx, then(ctx, step.then))
    if can_pay(g, payer, need):
        g.pending = decisions.YesNo(g.players[payer].name, f"pay {need_text(need)} for {g.name_of(ctx.item.id)}")
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True, answer=None)
        return SUSPEND
    emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12",)))
    ctx.memo = replace(ctx.memo, declined=True)
    return _carry_on(ctx, then(ctx, step.then))


@handles(ab.BecomeColor)
def become_color(ctx: Resolving, step: ab.BecomeColor) -> bool:
    """"Target spell or permanent becomes blue" (611.2a, 613.1e): a layer-5 effect on that object, a spell on
    the stack or a permanent, lasting as long as it is that object (400.7)."""
    g = ctx.g
    oid = obj(ctx, step.what)
    if oid not in g.battlefield and not any(item.id == oid for item in g.stack):
        return DONE
    effect = ContinuousEffect(
        g.new_timestamp(), g.name_of(ctx.item.id), ctx.item.controller, (oid,), (ab.SetColors(step.colors),),
        ab.Duration.WHILE_ON_BATTLEFIELD,
    )
    add_effect(g, effect)
    emit(g, ColorSet(oid, g.name_of(oid), tuple(sorted(step.colors)), rules=("611.2a", "613.1e")))
    return DONE


@handles(ab.DiscardHand)
def discard_hand(ctx: Resolving, step: ab.DiscardHand) -> bool:
    """CR 701.9a: each player the step means discards every card in their hand, in APNAP order (101.4)."""
    g = ctx.g
    for who in players(ctx, step.who):
        actions.discard(g, who, tuple(g.players[who].hand), ("701.9a",))
    return DONE


@handles(ab.ShuffleHandAndGraveyardIntoLibrary)
def shuffle_hand_and_graveyard_into_library(ctx: Resolving, step: ab.ShuffleHandAndGraveyardIntoLibrary) -> bool:
    """CR 701.24a: each player the step means puts their hand and graveyard into their library and shuffles it."""
    g = ctx.g
    for who in players(ctx, step.who):
        p = g.players[who]
        for zone, cards in ((Zone.HAND, list(p.hand)), (Zone.GRAVEYARD, list(p.graveyard))):
            for oid in cards:
                move_card(g, who, zone, oid, Zone.LIBRARY, PutIntoLibrary, ("701.24a",))
        actions.shuffle(g, who)
    return DONE


_CHOOSE_FOUND = 1  # the stage of a library-and/or-graveyard search that asks for the card found


@dataclass(frozen=True, slots=True)
class _GivingUp:
    """What an "unless [player] [discards / sacrifices] ..." instruction asks of the player (118.12a)."""

    verb: str  # the choice's purpose and the question's verb: "discard", "sacrifice"
    noun: str  # what is given up, in the question: "a card", "a permanent"
    rules: tuple[str, ...]
    stage: int  # the memo's stage while the one given up is being chosen


_DISCARDING = _GivingUp("discard", "a card", ("118.12", "701.9a"), _DISCARD)
_SACRIFICING = _GivingUp("sacrifice", "a permanent", ("118.12", "701.21a"), _SACRIFICE)


@handles(ab.UnlessDiscards)
def unless_discards(ctx: Resolving, step: ab.UnlessDiscards) -> bool:
    """CR 118.12a, 701.9a: the player may discard a card of the kind; if they don't (or can't), the
    instruction happens. Asked: whether to discard, then (if the cards differ) which card."""
    if ctx.memo.declined:
        return _carry_on(ctx, interpreter.handlers[type(step.then)](ctx, step.then))
    g = ctx.g
    who = player(ctx, step.who)
    options = tuple(c for c in g.players[who].hand if matches(g, c, step.group, who))
    alike = len({g.cards[c] for c in options}) == 1  # cards of one name: no need to say which
    return _unless_gives_up(ctx, step.then, who, options, alike, _DISCARDING)


@handles(ab.UnlessSacrifices)
def unless_sacrifices(ctx: Resolving, step: ab.UnlessSacrifices) -> bool:
    """CR 118.12a, 701.21a: the player may sacrifice a permanent of the kind; if they don't (or can't), the
    instruction happens. Asked: whether to sacrifice, then (if there is a choice) which permanent."""
    if ctx.memo.declined:
        return _carry_on(ctx, interpreter.handlers[type(step.then)](ctx, step.then))
    g = ctx.g
    who = player(ctx, step.who)
    options = tuple(
        oid for oid in g.battlefield
        if chars(g, oid).controller == who and matches(g, oid, step.group, who, ctx.item.source)
    )
    return _unless_gives_up(ctx, step.then, who, options, len(options) == 1, _SACRIFICING)


def _unless_gives_up(
    ctx: Resolving, then_step: ab.EffectStep, who: int, options: tuple[int, ...], alike: bool, way: _GivingUp
) -> bool:
    """The player is asked whether to give one of ``options`` up, then (unless ``alike``) which; the
    instruction ``then_step`` happens if they don't or can't (118.12a)."""
    g = ctx.g
    then = interpreter.handlers[type(then_step)]
    give_up = actions.discard if way is _DISCARDING else actions.sacrifice
    if _started(ctx) and ctx.memo.stage == way.stage:
        give_up(g, who, ctx.memo.chosen, way.rules)
        return _done(ctx, stage=0, answer=None)
    if _started(ctx) and ctx.memo.answer is not None:
        if ctx.memo.answer and options:
            ctx.memo = replace(ctx.memo, answer=None)
            if alike:
                give_up(g, who, options[:1], way.rules)
                return _done(ctx)
            _ask(ctx, way.verb, who, options, 1)
            ctx.memo = replace(ctx.memo, stage=way.stage)
            return SUSPEND
        ctx.memo = replace(ctx.memo, started=False, answer=None, declined=True)
        return _carry_on(ctx, then(ctx, then_step))
    if options and who >= 0 and not g.players[who].lost:
        g.pending = decisions.YesNo(g.players[who].name, f"{way.verb} {way.noun} for {g.name_of(ctx.item.id)}")
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True, answer=None)
        return SUSPEND
    ctx.memo = replace(ctx.memo, declined=True)
    return _carry_on(ctx, then(ctx, then_step))


def _carry_on(ctx: Resolving, result: bool) -> bool:
    """The instruction's own result; once it is done, "unless" is done with too."""
    if result == DONE:
        ctx.memo = replace(ctx.memo, declined=False)
    return result


def _pay(g: GameState, payer: int, cost: ManaCost, x: int) -> bool:
    need = need_of(cost, x)
    payment = plan_payment(g, payer, need)
    if payment is None:  # the sources changed since the question was asked: the cost can't be paid
        emit(g, UnlessPaid(payer, need_text(need), False, rules=("118.12", "118.3")))
        return False
    pay(g, payer, payment, need)
    emit(g, UnlessPaid(payer, need_text(need), True, rules=("118.12",)))
    return True


def _counter_it(g: GameState, target: int) -> None:
    spell = find_item(g, target)
    if not _uncounterable(g, spell.id):
        actions.counter(g, spell)


# ------------------------------------------------------------------ text changes

_CHOICE_OF: dict[ab.WordKind, ab.ChoiceKind] = {
    ab.WordKind.COLOR: ab.ChoiceKind.COLOR,
    ab.WordKind.LAND_TYPE: ab.ChoiceKind.BASIC_LAND_TYPE,
}


@handles(ab.ChangeTextOf)
def change_text_of(ctx: Resolving, step: ab.ChangeTextOf) -> bool:
    """"Change the text of target permanent by replacing all instances of one color word with another or
    one basic land type with another" (612.1-612.2, 611.2a): the spell's controller chooses the word to
    replace, then another of the same kind; the change lasts as long as the permanent is that object."""
    g = ctx.g
    oid = obj(ctx, step.what)
    words = ctx.memo.words
    if oid not in g.battlefield or "" in words:
        ctx.memo = replace(ctx.memo, words=(), started=False)
        return DONE
    if len(words) < 2:
        if not words:
            choosing = ab.ChoiceKind.TEXT_WORD if len(step.kinds) > 1 else _CHOICE_OF[step.kinds[0]]
        else:
            choosing = _CHOICE_OF[ab.word_kind(words[0])]
        g.pending = decisions.ChooseWord(
            g.players[ctx.item.controller].name, g.name_of(ctx.item.id), choosing.value,
            resolving=True, excluded=words[0] if words else "",
        )
        g.moved_on()
        ctx.memo = replace(ctx.memo, started=True)
        return SUSPEND
    old, new = words
    ctx.memo = replace(ctx.memo, words=(), started=False)
    effect = ContinuousEffect(
        g.new_timestamp(), g.name_of(ctx.item.id), ctx.item.controller, (oid,), (ab.ChangeText(old, new),),
        ab.Duration.WHILE_ON_BATTLEFIELD,
    )
    add_effect(g, effect)
    emit(g, TextChanged(oid, g.name_of(oid), old, new, rules=("612.1", "612.2", "611.2a")))
    return DONE


@handles(ab.ShufflePermanentsAndReveal)
def shuffle_permanents_and_reveal(ctx: Resolving, step: ab.ShufflePermanentsAndReveal) -> bool:
    """CR 701.24a, 701.20a: every permanent each player owns goes into its owner's library at once (a token
    ceases to exist, 111.7, and still counts: "that many" is how many permanents they owned); then each
    player, in APNAP order (101.4), shuffles and reveals that many cards from the top. The revealed cards
    are kept in the memo for the instruction that acts on them (608.2c)."""
    g = ctx.g
    who = players(ctx, step.who)
    owned = {p: [oid for oid, perm in g.battlefield.items() if perm.owner == p] for p in who}
    leave_battlefield(g, [Departure(oid, Zone.LIBRARY, PutIntoLibrary, ("701.24a",)) for p in who for oid in owned[p]])
    revealed: list[int] = []
    for p in who:
        actions.shuffle(g, p)
        top = tuple(g.players[p].library[: len(owned[p])])
        emit(g, CardsRevealed(p, tuple(g.name_of(c) for c in top), rules=("701.20a",)))
        revealed.extend(top)
    ctx.memo = replace(ctx.memo, held=tuple(revealed), stage=0, attach=())
    return DONE


@handles(ab.PutRevealedOntoBattlefield)
def put_revealed_onto_battlefield(ctx: Resolving, step: ab.PutRevealedOntoBattlefield) -> bool:
    """The cards revealed this way (``Memo.held``) of each description of the step enter at once, under their
    owners' control (110.2), one description after another (``Memo.stage``). An Aura among them enchants
    what its owner chooses among the permanents already there (303.4f; asked only with a choice, the answers
    kept in ``Memo.attach``); with nothing to enchant it stays in the library (303.4g). Then every revealed
    card still in a library goes to its bottom (401.4), in the order revealed: the owner's choice of order
    is not asked, since only the owner would know it and nothing in the game reads it."""
    g = ctx.g
    if _started(ctx):
        picked = ctx.memo.chosen[0] if ctx.memo.chosen else 0
        ctx.memo = replace(ctx.memo, started=False, chosen=(), attach=ctx.memo.attach + (picked,))
    who = players(ctx, step.who)
    held = [c for c in ctx.memo.held if _owner_of(g, c) in who]  # the cards the step's players revealed
    while ctx.memo.stage < len(step.waves):
        cards = [c for c in held if _revealed_of(g, c, step.waves[ctx.memo.stage])]
        auras = [c for c in cards if is_aura(chars(g, c))]
        while len(ctx.memo.attach) < len(auras):
            aura = auras[len(ctx.memo.attach)]
            options = tuple(p for p in g.battlefield if attachment_problem(g, aura, p) is None)
            if len(options) > 1:
                return _ask(ctx, "aura_attach", _owner_of(g, aura), options, 1)
            ctx.memo = replace(ctx.memo, attach=ctx.memo.attach + (options[0] if options else 0,))
        onto = dict(zip(auras, ctx.memo.attach, strict=True))
        _enter_revealed(g, [(c, onto.get(c)) for c in cards if c not in onto or onto[c] in g.battlefield])
        ctx.memo = replace(ctx.memo, stage=ctx.memo.stage + 1, attach=())
    for oid in held:
        owner = _owner_of(g, oid)
        if owner >= 0:
            move_card(g, owner, Zone.LIBRARY, oid, Zone.LIBRARY, PutOnBottom, ("401.4",))
    return _done(ctx, stage=0, held=(), attach=())


def _owner_of(g: GameState, oid: int) -> int:
    """Whose library holds the card (-1: none: it has left)."""
    return next((p.index for p in g.players if oid in p.library), -1)


def _revealed_of(g: GameState, oid: int, wave: ab.Filter) -> bool:
    """Whether a revealed card is still in its owner's library and of the kind the instruction names."""
    owner = _owner_of(g, oid)
    return owner >= 0 and matches(g, oid, wave, owner)


def _enter_revealed(g: GameState, cards: list[tuple[int, int | None]]) -> None:
    """The cards (each with what it will enchant, or None) enter at once, each under its owner's control
    (110.2); then each entering is told, so that "enters" abilities see them all (603.6a)."""
    entered: list[tuple[int, int, int, bool]] = []
    for oid, to in cards:
        owner = _owner_of(g, oid)
        g.players[owner].library.remove(oid)
        card = g.cards.pop(oid)
        perm = put_onto_battlefield(g, card, owner, old=oid, attached_to=to)
        entered.append((oid, perm.id, owner, to is not None))
    for oid, new, owner, attached in entered:
        rules = ("110.2", "303.4f") if attached else ("110.2",)
        emit(g, PutOntoBattlefieldRevealed(oid, new, g.name_of(new), owner, owner, Zone.LIBRARY, Zone.BATTLEFIELD, rules=rules))
