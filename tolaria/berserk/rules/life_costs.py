"""«Снимите X дополнительных жизней с [карты], при этом — [атака] на X»: an X paid in the card's additional lives
(Online 204.2) instead of tokens, chosen as the ability is declared (Online 404.3: it must be able to pay) and taken off
at its Payment object, as a «X{counter}» cost's tokens are (Online 216.12)."""

from __future__ import annotations

from tolaria.berserk.cards import Cost
from tolaria.berserk.state import CardState


def x_most(card: CardState, cost: Cost) -> int:
    """The greatest X the card can pay now: its additional lives, or its tokens for «X{counter}»."""
    return card.extra_life if cost.lives else card.tokens


def x_named(cost: Cost) -> str:
    """What the X of the cost is paid in, for a refusal."""
    return "additional lives" if cost.lives else "tokens"


def pay_lives(card: CardState, x: int) -> None:
    """The X additional lives come off (no more than the card has left: Online 103.3, the rest is impossible)."""
    card.extra_life = max(0, card.extra_life - x)
