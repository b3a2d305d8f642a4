"""Targets: what a "target ..." phrase may choose, and when a target is legal (CR 115, 601.2c, 608.2b).

A target is checked against its phrase (through the one matcher,
``tolaria.mtg.rules.filters``), then against the abilities that stop
targeting: hexproof (702.11b) and protection (702.16b). A spell or
ability can't target itself (115.5). Each instance of the word "target"
is chosen on its own: the same object may be chosen for two of them
(115.3).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.kinds import CardType, StackKind
from tolaria.mtg.oracle.abilities import (
    CantBeTargetedBy,
    Filter,
    PlayerHasKeyword,
    PlayerTargets,
    Relation,
    TargetCount,
    TargetSpec,
)
from tolaria.mtg.rules import keywords
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import NO_TARGET, GameState, player_ref

# Members read for every candidate, bound to names (see ``tolaria.mtg.characteristics``).
_NO_PLAYER, _OPPONENT, _ANY_PLAYER = PlayerTargets.NONE, PlayerTargets.OPPONENT, PlayerTargets.ANY

_CREATURE_OR_PLAYER = Filter(types=frozenset({CardType.CREATURE}))
_READ_OF_2008: dict[str, Filter | None] = {
    "any target": _CREATURE_OR_PLAYER,  # "target creature or player"
    "target player or planeswalker": None,  # "target player"
}


def as_read(g: GameState, spec: TargetSpec) -> TargetSpec:
    """The target phrase as the game's rules read it.

    Under a profile with ``damage_targets_of_2008``, today's words for
    damage that reaches planeswalkers directly are read as the words they
    replaced (CR 306.7: the errata came with the end of the redirection):
    "any target" as "target creature or player", "target player or
    planeswalker" as "target player"; planeswalkers are then reached by
    redirection (2008 212.9g).
    """
    if not g.rules.damage_targets_of_2008 or spec.text not in _READ_OF_2008:
        return spec
    return replace(spec, permanent=_READ_OF_2008[spec.text])


def refusal(
    g: GameState,
    spec: TargetSpec,
    ref: int,
    controller: int,
    source_colors: frozenset[str],
    source: int = 0,
    itself: int = 0,
    that_player: int = -1,
) -> tuple[str, str] | None:
    """Why ``ref`` is not a legal target for ``spec`` now, as (reason, rule); None if it is legal.

    ``source`` is the object whose text it is (for "another"); ``itself`` the
    spell or ability on the stack, which can't target itself (115.5);
    ``that_player`` the player a triggered ability's event named ("target
    permanent that player controls", 603.3d), -1 for none.
    """
    read = as_read(g, spec)
    if read is not spec and ref > 0 and ref in g.battlefield:
        why = refusal(g, replace(read, text=""), ref, controller, source_colors, source, itself, that_player)
        if why is not None:
            return (f"{_what(g, ref)} can't be chosen: '{spec.text}' is read as the words it replaced", "306.7")
        return None
    spec = read
    if ref < 0:
        idx = -1 - ref
        if idx >= len(g.players):
            return (f"there is no player {idx}", "115.1")
        if spec.players is _NO_PLAYER:
            return (f"'{spec.text}' can't be a player", "115.2")
        if g.players[idx].lost:
            return (f"{_what(g, ref)} has left the game", "115.1")
        if spec.players is _OPPONENT and not g.are_opponents(controller, idx):  # 102.3: not a teammate
            return (f"'{spec.text}' must be an opponent", "601.2c")
        return player_ward(g, idx, controller)
    if itself and ref == itself:
        return ("a spell or ability can't target itself", "115.5")
    if ref in g.battlefield:
        if spec.permanent is None:
            return (f"{_what(g, ref)} is a permanent; '{spec.text}' can't be one", "601.2c")
        if not matches(g, ref, spec.permanent, controller, source, that_player):
            return (f"{_what(g, ref)} is not '{spec.text[len('target '):] if spec.text.startswith('target ') else spec.text}'", "115.4" if spec.text == "any target" else "601.2c")
        c = chars(g, ref)
        if keywords.shroud_stops_target(c):
            return (f"{_what(g, ref)} has shroud", "702.18a")
        if _untargetable_by(g, c, source, source_colors):
            return (f"{_what(g, ref)} can't be the target of a spell of that color", "115.4")
        if keywords.hexproof_stops_target(c, g.are_opponents(c.controller, controller)):
            return (f"{_what(g, ref)} has hexproof", "702.11b")
        if keywords.protection_stops_target(c, source_colors, _source_subtypes(g, c, source)):
            return (f"{_what(g, ref)} has protection from the source's color", "702.16b")
        return None
    for item in g.stack:
        if item.id == ref:
            if spec.spell is None:
                return (f"{_what(g, ref)} is on the stack; '{spec.text}' can't be a spell", "115.2")
            if item.kind is StackKind.COMBAT_DAMAGE:
                return ("combat damage on the stack is neither a spell nor an ability, so it can't be countered", "2008:310.3")
            if item.kind is not StackKind.SPELL or not matches(g, ref, spec.spell, controller, source):
                return (f"{_what(g, ref)} is not '{spec.text}'", "601.2c")
            if spec.single_target and len(item.targets) != 1:
                return (f"{_what(g, ref)} doesn't have a single target", "115.7a")
            return None
    if spec.card is not None and spec.zone is not None:
        if any(ref in zone for zone in _card_zones(g, spec, controller)) and matches(g, ref, spec.card, controller, source):
            return None
        return (f"{_what(g, ref)} is not '{spec.text}'", "601.2c")
    return (f"{_what(g, ref)} can't be targeted: only permanents, and what a phrase names, can", "115.2")


def player_ward(g: GameState, player: int, controller: int) -> tuple[str, str] | None:
    """CR 702.18a, 702.11b: "You have shroud" (no spell or ability may target the player) or "You have
    hexproof" (none an opponent controls may) on a permanent ``player`` controls."""
    for oid in summary(g).player_wards:
        if oid not in g.battlefield:
            continue
        c = chars(g, oid)
        if c.controller != player:
            continue
        for s in c.statics:
            if isinstance(s, PlayerHasKeyword) and s.keyword is Keyword.SHROUD:
                return (f"{g.players[player].name} has shroud ({c.name})", "702.18a")
            if isinstance(s, PlayerHasKeyword) and s.keyword is Keyword.HEXPROOF and g.are_opponents(player, controller):
                return (f"{g.players[player].name} has hexproof ({c.name})", "702.11b")
    return None


def _legal_permanent(
    g: GameState, spec: TargetSpec, oid: int, controller: int, source_colors: frozenset[str], source: int,
    that_player: int = -1,
) -> bool:
    """The permanent branch of :func:`refusal` without the wording, for listing candidates."""
    assert spec.permanent is not None
    if not matches(g, oid, spec.permanent, controller, source, that_player):
        return False
    c = chars(g, oid)
    by_opponent = g.are_opponents(c.controller, controller)
    return (
        not keywords.shroud_stops_target(c)
        and not _untargetable_by(g, c, source, source_colors)
        and not keywords.hexproof_stops_target(c, by_opponent)
        and not keywords.protection_stops_target(c, source_colors, _source_subtypes(g, c, source))
    )


def _source_subtypes(g: GameState, target: Chars, source: int) -> frozenset[str]:
    """The subtypes of the source choosing, for a target with protection from a creature type (702.16b):
    a permanent's, whose ability it is (a spell being cast has ``source`` 0 and is read by its colors)."""
    if not target.protection_subtypes or source not in g.battlefield:
        return frozenset()
    return chars(g, source).subtypes


def _untargetable_by(g: GameState, c: Chars, source: int, source_colors: frozenset[str]) -> bool:
    """"~ can't be the target of blue or black spells": whether a spell of ``source_colors`` is choosing
    (an ability's source is a permanent on the battlefield; a spell's is itself, off the battlefield)."""
    if source in g.battlefield:
        return False
    return any(isinstance(s, CantBeTargetedBy) and s.colors & source_colors for s in c.statics)


def _card_zones(g: GameState, spec: TargetSpec, controller: int) -> list[list[int]]:
    """The zones a card target is looked for in: the controller's ("from your graveyard"), or every
    player's in the game ("from a graveyard")."""
    assert spec.card is not None and spec.zone is not None
    if spec.card.controller is Relation.YOU:
        return [g.players[controller].zone(spec.zone)]
    return [p.zone(spec.zone) for p in g.players if not p.lost]


def _what(g: GameState, ref: int) -> str:
    """How a refusal names the object or player (only when there is a refusal to word)."""
    return g.name_of(ref) if ref < 0 or g.card_of(ref) is not None else "that"


def slot_choices(
    g: GameState,
    spec: TargetSpec,
    chosen: tuple[int, ...],
    controller: int,
    source_colors: frozenset[str],
    source: int = 0,
    that_player: int = -1,
) -> list[int]:
    """The legal choices for the next slot, ``chosen`` being the earlier slots' choices.

    CR 115.3: one word "target" naming several objects names different
    ones (``apart_from``). CR 601.2c: a slot of "up to N" may be left
    without a choice (:data:`NO_TARGET`, listed last); once one is, the
    rest of that word's slots are too (the player has chosen how many).
    """
    if spec.optional and any(chosen[i] == NO_TARGET for i in spec.apart_from):
        return [NO_TARGET]
    found = candidates(g, spec, controller, source_colors, source, that_player)
    if spec.apart_from:
        taken = {chosen[i] for i in spec.apart_from}
        found = [t for t in found if t not in taken]
    if spec.optional:
        found.append(NO_TARGET)
    return found


def slot_specs(specs: tuple[TargetSpec, ...], slots: int) -> tuple[TargetSpec, ...]:
    """The phrase of each of ``slots`` target slots (CR 601.2c, 115.3).

    A phrase naming a number of targets counted as they are chosen ("X target
    creature cards", "any number of target attacking creatures", "up to that
    many target permanents") is its effect's last, and stands for every slot from
    its own on, each different from the ones before it. ``slots`` never cuts
    the fixed phrases short.
    """
    if not specs or specs[-1].count is TargetCount.ONE:
        return specs
    first = len(specs) - 1
    many = specs[-1]
    return specs[:first] + tuple(replace(many, apart_from=tuple(range(first, k))) for k in range(first, max(slots, first)))


def variable_slots(specs: tuple[TargetSpec, ...]) -> bool:
    """Whether the effect's last phrase names a number of targets counted as they are chosen."""
    return bool(specs) and specs[-1].count is not TargetCount.ONE


def chosen_targets(targets: tuple[int, ...]) -> tuple[int, ...]:
    """The targets actually chosen (the slots of "up to N" left empty are not targets, 601.2c)."""
    return tuple(t for t in targets if t != NO_TARGET)


def legal_target(
    g: GameState,
    spec: TargetSpec,
    ref: int,
    controller: int,
    source_colors: frozenset[str],
    source: int = 0,
    itself: int = 0,
    that_player: int = -1,
) -> bool:
    """Whether ``ref`` is a legal target for ``spec`` now (CR 115.1, 115.5, 608.2b)."""
    return refusal(g, spec, ref, controller, source_colors, source, itself, that_player) is None


def candidates(
    g: GameState, spec: TargetSpec, controller: int, source_colors: frozenset[str], source: int = 0,
    that_player: int = -1,
) -> list[int]:
    """Every legal choice for one target: players first, then permanents, then cards, then spells."""
    spec = as_read(g, spec)
    out: list[int] = []
    if spec.players is not _NO_PLAYER:
        for p in g.players:
            if not p.lost and not (spec.players is _OPPONENT and not g.are_opponents(controller, p.index)):
                if player_ward(g, p.index, controller) is None:
                    out.append(player_ref(p.index))
    if spec.permanent is not None:
        for oid in g.battlefield:
            if _legal_permanent(g, spec, oid, controller, source_colors, source, that_player):
                out.append(oid)
    if spec.card is not None and spec.zone is not None:
        out.extend(
            c for zone in _card_zones(g, spec, controller) for c in zone if matches(g, c, spec.card, controller, source)
        )
    if spec.spell is not None:
        for item in g.stack:
            if refusal(g, spec, item.id, controller, source_colors, source) is None:
                out.append(item.id)
    return out


def has_candidate(
    g: GameState, spec: TargetSpec, controller: int, source_colors: frozenset[str], source: int = 0
) -> bool:
    """Whether one target can be chosen at all (cheap: a player is always there for "target player", 115.1)."""
    spec = as_read(g, spec)
    if spec.players is not _NO_PLAYER and summary(g).player_wards:
        players_only = replace(spec, permanent=None, spell=None, card=None)
        if candidates(g, players_only, controller, source_colors, source):
            return True  # CR 702.18a, 702.11b: some player can still be targeted
    elif spec.players is _ANY_PLAYER:
        return True
    elif spec.players is _OPPONENT and g.opponents(controller):
        return True
    if spec.permanent is not None:
        for oid in g.battlefield:
            if _legal_permanent(g, spec, oid, controller, source_colors, source):
                return True
    if spec.card is not None and spec.zone is not None:
        if any(matches(g, c, spec.card, controller, source) for zone in _card_zones(g, spec, controller) for c in zone):
            return True
    if spec.spell is not None:
        return any(refusal(g, spec, item.id, controller, source_colors, source) is None for item in g.stack)
    return False
