"""Activated abilities (CR 602) and their costs (CR 118): who may activate what, now.

An activated ability goes on the stack like a spell (602.2, following
601.2b-i in ``tolaria.mtg.rules.casting``) and then exists independently
of its source (113.7a). Its costs: mana (with {X}), {T} (a creature needs
to have been controlled since its controller's turn began, 302.6),
sacrificing the source, discarding a card. Mana abilities don't use the
stack (605.3a): ``tolaria.mtg.rules.mana``.
"""

from __future__ import annotations

from collections.abc import Iterator

from tolaria.errors import IllegalAction
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.oracle.abilities import ActivatedAbility, Cost, ManaAbility
from tolaria.mtg.rules import keywords
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import CastProgress, GameState


def ability_at(g: GameState, source: int, index: int) -> ActivatedAbility:
    """The ``index``-th activated ability of a permanent (Oracle order, mana abilities counted)."""
    ability = chars(g, source).activated[index]
    assert isinstance(ability, ActivatedAbility)
    return ability


def discard_options(g: GameState, player: int, cost: Cost) -> list[int]:
    """Cards that may be discarded to pay a "Discard a ... card" cost: one per card name."""
    if cost.discard is None:
        return []
    seen: set[object] = set()
    out = []
    for oid in g.players[player].hand:
        card = g.cards[oid]
        if card not in seen and matches(g, oid, cost.discard, player):
            seen.add(card)
            out.append(oid)
    return out


def check_activate(g: GameState, player: int, source: int, index: int) -> ActivatedAbility:
    """Refuse an activation that can't begin now (602.2, 602.5a, 118.3), or return the ability."""
    perm = g.battlefield.get(source)
    if perm is None or chars(g, source).controller != player:
        raise IllegalAction(f"{g.players[player].name} controls no such permanent", "602.2")
    c = chars(g, source)
    if not 0 <= index < len(c.activated):
        raise IllegalAction(f"{c.name} has no activated ability number {index + 1}", "602.1")
    ability = c.activated[index]
    if isinstance(ability, ManaAbility):
        raise IllegalAction(f"that is a mana ability of {c.name}: activate it for mana", "605.3a")
    cost = ability.cost
    if cost.tap and perm.tapped:
        raise IllegalAction(f"{c.name} is already tapped: its {{T}} cost can't be paid", "107.5")
    if cost.tap and keywords.summoning_sick(g, perm):
        raise IllegalAction(f"{c.name} hasn't been under its controller's control since the turn began", "302.6")
    if cost.discard is not None and not discard_options(g, player, cost):
        raise IllegalAction(f"{g.players[player].name} has no card in hand to discard for {c.name}'s cost", "118.3")
    from tolaria.mtg.rules import casting  # casting reads this module's costs too

    cp = CastProgress(StackKind.ACTIVATED, player, source, index)
    if not casting.legal_modes(g, cp):
        raise IllegalAction(f"{c.name}'s ability has no legal targets to choose", "601.2c")
    if not casting.x_range(g, cp):
        raise casting.unpayable(g, player, casting.need(g, cp, 0), cost.text)
    return ability


def with_abilities(g: GameState) -> tuple[int, ...]:
    """The permanents whose card has activated abilities other than mana abilities (per battlefield)."""
    return summary(g).activators


def activatable(g: GameState, player: int) -> list[tuple[int, int]]:
    """(source, ability) for every non-mana ability the player may begin to activate now.

    Permanents that can't be told apart (same card, same status) are
    listed once: activating either is the same choice.
    """
    out: list[tuple[int, int]] = []
    seen: set[tuple[object, ...]] = set()
    for oid, i in _activatable(g, player):
        perm = g.battlefield[oid]
        key = (perm.card, perm.tapped, perm.damage, tuple(sorted(perm.counters.items())), perm.sick, perm.attached_to, i)
        if key not in seen:
            seen.add(key)
            out.append((oid, i))
    return out


def can_activate_something(g: GameState, player: int) -> bool:
    """Whether any non-mana ability can be activated now (stops at the first)."""
    return bool(with_abilities(g)) and next(_activatable(g, player), None) is not None


def _activatable(g: GameState, player: int) -> Iterator[tuple[int, int]]:
    """(source, ability) for each non-mana ability the player may begin to activate now, in order."""
    for oid in with_abilities(g):
        c = chars(g, oid)
        if c.controller != player:
            continue
        for i, ability in enumerate(c.activated):
            if isinstance(ability, ManaAbility):
                continue
            try:
                check_activate(g, player, oid, i)
            except IllegalAction:
                continue
            yield oid, i
