"""The one matcher of object descriptions (CR 109, 115.1, 701.23, 700.1): :class:`Filter` against an object.

Targeting, searching, sacrificing, "can't be blocked by" and
static abilities' affected sets all read descriptions through
:func:`matches`, over computed characteristics (613): a description says
"black creature", and a creature that an effect made black is one.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.characteristics import Chars
from tolaria.mtg.oracle.abilities import Filter, Relation, Status
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.player_groups import defending_player
from tolaria.mtg.state import GameState, Permanent

# Members read on every match, bound to names (see ``tolaria.mtg.characteristics``).
_YOU, _OPPONENT, _NOT_YOU, _DEFENDING = Relation.YOU, Relation.OPPONENT, Relation.NOT_YOU, Relation.DEFENDING
_THAT_PLAYER = Relation.THAT_PLAYER


def _defending(g: GameState, source: int) -> int:
    """CR 506.2: the player the source is attacking, or the creature it is attached to is ("Whenever
    equipped creature attacks, ... target creature defending player controls"); -1 if none."""
    who = defending_player(g, source)
    perm = g.battlefield.get(source)
    if who < 0 and perm is not None and perm.attached_to is not None:
        who = defending_player(g, perm.attached_to)
    return who


def matches(g: GameState, oid: int, flt: Filter, you: int, source: int = 0, that_player: int = -1) -> bool:
    """Whether object ``oid`` (permanent, spell or card) fits ``flt``, read for player ``you``.

    ``source`` is the object whose text it is ("another" excludes it); ``that_player`` the player a
    trigger event named, whom "that player controls" means (-1: none, and nothing fits it).
    """
    perm = g.battlefield.get(oid)
    c = chars(g, oid)
    return _fits(g, oid, perm, c, flt, you, source, that_player)


def permanent_matches(
    g: GameState, perm: Permanent, c: Chars, flt: Filter, you: int, source: int = 0
) -> bool:
    """:func:`matches` for a permanent whose characteristics ``c`` are already known (the layers use it)."""
    return _fits(g, perm.id, perm, c, flt, you, source)


def card_matches(g: GameState, oid: int, c: Chars, flt: Filter, you: int, source: int = 0) -> bool:
    """:func:`matches` for a card off the battlefield whose characteristics ``c`` are already known."""
    return _fits(g, oid, None, c, flt, you, source)


def _fits(
    g: GameState, oid: int, perm: Permanent | None, c: Chars, flt: Filter, you: int, source: int, that_player: int = -1
) -> bool:
    if flt.types and not flt.types <= c.types:
        return False
    if flt.not_types and flt.not_types & c.types:
        return False
    if flt.subtypes and not flt.subtypes <= c.subtypes:
        return False
    if flt.supertypes and not flt.supertypes <= c.supertypes:
        return False
    if flt.colors and not flt.colors <= c.colors:
        return False
    if flt.not_colors and flt.not_colors & c.colors:
        return False
    if flt.controller is _YOU and c.controller != you:
        return False
    if flt.controller is _OPPONENT and (c.controller < 0 or not g.are_opponents(you, c.controller)):
        return False
    if flt.controller is _NOT_YOU and c.controller == you:
        return False  # "you don't control"
    if flt.controller is _DEFENDING and (c.controller < 0 or c.controller != _defending(g, source)):
        return False  # "defending player controls" (506.2)
    if flt.controller is _THAT_PLAYER and (c.controller < 0 or c.controller != that_player):
        return False  # "that player controls": the player the trigger event named (603.2)
    if flt.other and oid == source:
        return False
    if flt.lacks and flt.lacks & c.keywords:
        return False  # "without flying"
    if flt.has and not flt.has <= c.keywords:
        return False  # "with flying"
    if flt.power_at_least is not None and (c.power is None or c.power < flt.power_at_least):
        return False  # "with power 4 or greater" (208.1: only an object with power has one)
    if flt.power_at_most is not None and (c.power is None or c.power > flt.power_at_most):
        return False  # "with power 2 or less"
    if flt.not_owned and (perm is None or perm.owner == you):
        return False  # "you don't own" (108.3): a permanent another player owns
    if flt.toughness_below_source_power and not _below_source_power(g, c, source):
        return False  # "with toughness less than ~'s power"
    if flt.mana_value_at_least is not None and c.mana_value < flt.mana_value_at_least:
        return False  # "with mana value 6 or greater" (202.3)
    if flt.mana_value_at_most is not None and c.mana_value > flt.mana_value_at_most:
        return False  # "with mana value 3 or less"
    if flt.not_subtypes and flt.not_subtypes & c.subtypes:
        return False  # "non-Spirit"
    if flt.with_counter and (perm is None or perm.counters.get(flt.with_counter, 0) <= 0):
        return False  # "with a +1/+1 counter on it" (122.1: only a permanent has counters here)
    if flt.statuses and not all(_has_status(g, oid, perm, s, source) for s in flt.statuses):
        return False
    if flt.named and c.name != flt.named:
        return False  # "named Relentless Rats" (201.2)
    if flt.mana_value_at_most is not None and c.mana_value > flt.mana_value_at_most:
        return False  # "with mana value 3 or less" (202.3)
    if flt.mana_value_at_most_x and c.mana_value > 0:
        return False  # "mana value X or less" read before X is bound (with_x): X is 0 there (107.3j)
    return not flt.any_of or any(_fits(g, oid, perm, c, alt, you, source, that_player) for alt in flt.any_of)


def _below_source_power(g: GameState, c: Chars, source: int) -> bool:
    """CR 208.1: the object's toughness is less than the source's power as the source is now; a source
    no longer on the battlefield has no power this reads (its last known power is not kept)."""
    if source not in g.battlefield or c.toughness is None:
        return False
    power = chars(g, source).power
    return power is not None and c.toughness < power


def _has_status(g: GameState, oid: int, perm: Permanent | None, status: Status, source: int) -> bool:
    """CR 110.5, 506.4: status words apply to permanents only; "blocking ~" names the source (509.1a);
    a card in a graveyard may have been put there from the battlefield this turn (400.7)."""
    if status is Status.PUT_THERE_FROM_BATTLEFIELD:
        return perm is None and oid in g.from_battlefield
    if status is Status.NONTOKEN:
        return perm is None or not perm.token  # 111.1: a card, or a permanent that is one
    if perm is None:
        return False
    if status is Status.TAPPED:
        return perm.tapped
    if status is Status.UNTAPPED:
        return not perm.tapped
    combat = g.combat
    if status is Status.ATTACKING:
        return combat is not None and perm.id in combat.attackers
    if status is Status.BLOCKING:
        return combat is not None and perm.id in combat.blockers
    if status is Status.BLOCKING_IT:
        return combat is not None and source in combat.blockers.get(perm.id, ())
    if status is Status.ATTACKED_THIS_TURN:
        return perm.id in g.attacked  # CR 508.1: declared as an attacker this turn
    if status is Status.ATTACHED:
        return perm.attached_to is not None and perm.attached_to in g.battlefield  # 303.4, 301.5
    if status is Status.DEALT_DAMAGE_THIS_TURN:
        return any(to == perm.id for _, to in g.damaged)  # CR 120.3: this object, by any source this turn
    raise ValueError(status)  # pragma: no cover - every status has a case above


def with_x(flt: Filter, x: int) -> Filter:
    """CR 107.3a: the filter with "X" bound to the value the spell or ability was given ("with mana
    value X or less"); a filter that doesn't mention X is returned as it is."""
    if not flt.mana_value_at_most_x and not any(alt.mana_value_at_most_x for alt in flt.any_of):
        return flt
    return replace(
        flt,
        mana_value_at_most=x if flt.mana_value_at_most_x else flt.mana_value_at_most,
        mana_value_at_most_x=False,
        any_of=tuple(with_x(alt, x) for alt in flt.any_of),
    )

