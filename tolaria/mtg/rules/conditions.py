"""Conditions (CR 603.4, 611.3a): whether an intervening "if" or an "as long as" holds now.

One reading serves both: a triggered ability checks its intervening "if"
as its trigger event happens and again as it resolves (603.4); a static
ability "As long as [condition], ..." applies only while its condition
holds (611.3a), which the layers ask as they apply it. Inside the layers
the permanents are read as the layers so far have made them (``work``),
never through :func:`~tolaria.mtg.rules.layers.chars`, which is what is
being computed; everywhere else through ``chars``.
"""

from __future__ import annotations

from collections.abc import Mapping

from tolaria.mtg.characteristics import Chars
from tolaria.mtg.oracle.abilities import (
    ActivatedThisTurn,
    AllOf,
    AttachedIsNot,
    Condition,
    Controls,
    ControlsMore,
    GraveyardHolds,
    HandAtMost,
    LifeAtLeast,
    NoneThere,
    Relation,
    SourceCastFromHand,
    SourceHasCounter,
    SourceIs,
    SourceState,
    SourceUntapped,
    ThisTurn,
    TopOfLibrary,
    TurnCount,
    YourTurn,
)
from tolaria.mtg.rules.filters import card_matches, permanent_matches
from tolaria.mtg.rules.layers import chars, off_battlefield
from tolaria.mtg.rules.teams import is_active, starting_life
from tolaria.mtg.rules.turn_history import count
from tolaria.mtg.state import GameState


def holds(
    g: GameState,
    condition: Condition | None,
    source: int,
    you: int,
    that_player: int = -1,
    work: Mapping[int, Chars] | None = None,
) -> bool:
    """Whether ``condition`` holds for the ability of ``source`` controlled by ``you``.

    ``that_player`` is the player the trigger event was about (603.2), for
    "if that player has two or fewer cards in hand"; ``work`` the
    characteristics the layers have given so far, when they ask.
    """
    if condition is None:
        return True
    if isinstance(condition, AllOf):
        return all(holds(g, c, source, you, that_player, work) for c in condition.conditions)
    if isinstance(condition, NoneThere):
        return not holds(g, condition.there, source, you, that_player, work)
    if isinstance(condition, SourceUntapped):
        perm = g.battlefield.get(source)
        return perm is not None and not perm.tapped
    if isinstance(condition, SourceIs):
        return _source_is(g, condition.state, source, work)
    if isinstance(condition, AttachedIsNot):
        perm = g.battlefield.get(source)
        to = perm.attached_to if perm is not None else None
        if to is None or to not in g.battlefield:
            return False
        c = work.get(to) if work is not None else chars(g, to)
        return c is not None and not (c.types & condition.types)
    if isinstance(condition, SourceHasCounter):
        perm = g.battlefield.get(source)
        return perm is not None and perm.counters.get(condition.counter, 0) > 0
    if isinstance(condition, YourTurn):
        return is_active(g, you)  # 805.4: a shared team turn is each teammate's
    if isinstance(condition, Controls):
        return any(_controlled(g, condition, source, you, p, work) >= condition.at_least for p in _players(g, condition.who, you))
    if isinstance(condition, LifeAtLeast):
        least = condition.amount + (starting_life(g) if condition.above_starting else 0)  # 103.4
        return any(g.players[p].life >= least for p in _players(g, condition.who, you))
    if isinstance(condition, GraveyardHolds):
        return any(
            sum(1 for oid in g.players[p].graveyard if _card_fits(g, oid, condition, you, source)) >= condition.at_least
            for p in _players(g, condition.who, you)
        )
    if isinstance(condition, HandAtMost):
        who = you if condition.yours else that_player
        return who >= 0 and len(g.players[who].hand) <= condition.at_most
    if isinstance(condition, TopOfLibrary):
        library = g.players[you].library
        return bool(library) and _card_fits(g, library[0], condition, you, source)
    if isinstance(condition, ThisTurn):
        return _this_turn(g, condition, you) != condition.negated
    if isinstance(condition, ActivatedThisTurn):
        perm = g.battlefield.get(source)  # 602.5b: this object's activations of the ability this turn
        return perm is not None and sum(
            1 for turn, i in perm.activations if turn == g.turn and i == condition.ability
        ) >= condition.at_least
    if isinstance(condition, SourceCastFromHand):
        return _cast_from_hand(g, condition, source)
    if isinstance(condition, ControlsMore):
        yours = _controlled(g, condition, source, you, you, work)
        return any(_controlled(g, condition, source, you, p, work) >= yours + condition.margin for p in _players(g, condition.who, you))
    raise TypeError(condition)  # pragma: no cover - every condition has a case above


def _cast_from_hand(g: GameState, condition: SourceCastFromHand, source: int) -> bool:
    """Whether the source entered as a spell cast from its controller's hand (601.2a, 608.3), or (negated)
    didn't. How it entered never changes, so a source that has left the battlefield keeps the answer it
    gave when the ability triggered (603.4: the check on resolution finds the same fact)."""
    perm = g.battlefield.get(source)
    if perm is None:
        return True
    return perm.cast_from_hand != condition.negated


def _players(g: GameState, who: Relation, you: int) -> list[int]:
    """The players a condition's "you" / "an opponent" / "a player" can be (102.2, 102.3), still in the game."""
    if who is Relation.YOU:
        return [you]
    if who is Relation.OPPONENT:
        return g.opponents(you)
    return [p.index for p in g.players if not p.lost and (who is Relation.ANY or p.index != you)]


def _controlled(g: GameState, condition: Controls | ControlsMore, source: int, you: int, player: int, work: Mapping[int, Chars] | None) -> int:
    """How many permanents ``player`` controls that fit the condition's description (read for ``you``)."""
    n = 0
    for oid, perm in g.battlefield.items():
        c = work.get(oid) if work is not None else chars(g, oid)
        if c is not None and c.controller == player and permanent_matches(g, perm, c, condition.group, you, source):
            n += 1
    return n


def _card_fits(g: GameState, oid: int, condition: GraveyardHolds | TopOfLibrary, you: int, source: int) -> bool:
    """A card in a graveyard or library fits the description (its printed characteristics: 400.2)."""
    return card_matches(g, oid, off_battlefield(g, oid), condition.group, you, source)


def _source_is(g: GameState, state: SourceState, source: int, work: Mapping[int, Chars] | None) -> bool:
    perm = g.battlefield.get(source)
    if perm is None:
        return False
    if state is SourceState.TAPPED:
        return perm.tapped
    if state is SourceState.ATTACKING:
        return g.combat is not None and source in g.combat.attackers  # 506.4
    if state is SourceState.ATTACKED_THIS_TURN:
        return source in g.attacked  # 508.1
    if state is SourceState.ATTACKED_OR_BLOCKED_THIS_TURN:
        return source in g.attacked or source in g.blocked  # 508.1, 509.1
    # CR 303.4, 301.5: an Aura enchants, an Equipment equips, the permanent it is attached to.
    kinds = {
        SourceState.ENCHANTED: frozenset({"Aura"}),
        SourceState.EQUIPPED: frozenset({"Equipment"}),
    }.get(state, frozenset({"Aura", "Equipment"}))
    for p in g.battlefield.values():
        if p.attached_to == source:
            c = work.get(p.id) if work is not None else chars(g, p.id)
            if c is not None and kinds & c.subtypes:
                return True
    return False


def _this_turn(g: GameState, condition: ThisTurn, you: int) -> bool:
    """Whether the turn's history reaches the count (all players together for "a creature died")."""
    if condition.count is TurnCount.CREATURES_DIED and condition.who is Relation.ANY:
        return sum(count(p.history, condition.count) for p in g.players) >= condition.at_least
    return any(count(g.players[p].history, condition.count) >= condition.at_least for p in _players(g, condition.who, you))
