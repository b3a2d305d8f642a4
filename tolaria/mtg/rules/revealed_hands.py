"""Hands played revealed (CR 701.20a, 400.2): "Your opponents play with their hands revealed".

A revealed card is shown to all players (701.20a), so while such a
permanent is on the battlefield every seat sees the hands it names; the
hand stays a hidden zone (400.2) and its library stays unseen. What a seat
may see is decided in ``tolaria.mtg.visibility`` and the views, which read
:func:`revealed_hands`.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import HandsRevealed, Relation
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState


def revealed_hands(g: GameState) -> tuple[int, ...]:
    """The players, in seat order, whose hands are revealed to every player now."""
    out: set[int] = set()
    for oid in g.battlefield:
        c = chars(g, oid)
        for s in c.statics:
            if isinstance(s, HandsRevealed):
                out.update(_named_players(g, s, c.controller))
    return tuple(sorted(out))


def _named_players(g: GameState, s: HandsRevealed, you: int) -> list[int]:
    """The players a "play with their hands revealed" ability names, read for its controller ``you``."""
    return [
        p.index
        for p in g.players
        if not p.lost and (s.whose is Relation.ANY or (s.whose is Relation.OPPONENT and g.are_opponents(you, p.index)))
    ]
