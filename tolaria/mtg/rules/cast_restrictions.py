"""Statics that forbid casting spells (CR 101.2: the "can't" wins; 601.2): "You can't cast creature
spells" (Steel Golem), "Each player can't cast more than one spell each turn" (Rule of Law).

A spell a player can't cast is neither listed nor accepted: the check
comes before the spell is proposed (601.2a), so a refusal leaves the game
unchanged. "More than one spell each turn" counts the spells the player
has cast this turn (``GameState.spells_cast``, 601.2i); copies of spells
are not cast (707.10) and don't count.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import CantCast, Relation
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import CastingForbidden, GameState


def forbidding(g: GameState) -> bool:
    """Whether anything may forbid casting now (a permanent's static, or a spell's "this turn")."""
    return bool(summary(g).cast_rules) or any(isinstance(s, CastingForbidden) for s in g.shields)


def prohibition(g: GameState, player: int, card: int) -> str | None:
    """Why ``player`` can't cast ``card`` now, naming the permanent or spell that says so; None if nothing
    forbids it."""
    for shield in g.shields:
        if isinstance(shield, CastingForbidden) and _applies_to(g, shield.who, shield.controller, player):
            return f"{g.players[player].name} can't cast spells this turn ({shield.source_name})"
    for oid in summary(g).cast_rules:
        if oid not in g.battlefield:
            continue
        c = chars(g, oid)
        for s in c.statics:
            if not isinstance(s, CantCast) or not _applies_to(g, s.who, c.controller, player):
                continue
            if s.beyond_one and player not in g.spells_cast:
                continue
            if matches(g, card, s.spell, player):
                more = " more than one spell each turn" if s.beyond_one else " that spell"
                return f"{g.players[player].name} can't cast{more} ({c.name})"
    return None


def _applies_to(g: GameState, who: Relation, controller: int, player: int) -> bool:
    if who is Relation.YOU:
        return player == controller
    if who is Relation.OPPONENT:
        return g.are_opponents(controller, player)
    return True
