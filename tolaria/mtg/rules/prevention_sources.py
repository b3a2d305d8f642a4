"""Prevention from a source of one's choice (CR 609.7a, 615.7): "The next time a red source of your choice
would deal damage to you this turn, prevent that damage."

CR 609.7a: the source is chosen as the effect resolves (the spell or
ability is on the stack until then, so a Circle of Protection answers a
Lightning Bolt on the stack by choosing it). Candidates are the objects
that can deal damage and have the color asked for: permanents on the
battlefield and spells on the stack. The effect is a shield
(:class:`~tolaria.mtg.state.SourcePreventionShield`) that the one home of
prevention (``rules.replacement``) applies once, to all the damage of the
next event in which that source would deal damage to the protected player,
and then it is used up (615.7). Like every shield, it ends with the turn
(514.2).
"""

from __future__ import annotations

from tolaria.mtg.kinds import COLOR_WORDS, StackKind
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, StackObject

PURPOSE = "prevention_source"


def wanted_colors(g: GameState, item: StackObject, colors: frozenset[str], chosen_color: bool) -> frozenset[str] | None:
    """The colors a chosen source must have: ``colors``, or with ``chosen_color`` the one chosen as the
    ability's source entered; None when "the chosen color" names none (614.12)."""
    if not chosen_color:
        return colors
    perm = g.battlefield.get(item.source)
    color = COLOR_WORDS.get(perm.chosen, "") if perm is not None else ""
    return frozenset({color}) if color else None


def candidates(g: GameState, colors: frozenset[str] | None, resolving: int) -> tuple[int, ...]:
    """The permanents and spells (other than the one resolving) of those colors, battlefield first (609.7a)."""
    if colors is None:
        return ()
    found = [oid for oid in g.battlefield if colors <= chars(g, oid).colors]
    found.extend(
        item.id
        for item in g.stack
        if item.kind is StackKind.SPELL and item.id != resolving and colors <= chars(g, item.id).colors
    )
    return tuple(found)
