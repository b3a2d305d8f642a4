"""«Снимите X дополнительных жизней с [карты], при этом — [атака] на X»: an X paid in the card's additional lives
(Online 204.2) instead of tokens, chosen as the ability is declared (Online 404.3: it must be able to pay) and taken off
at its Payment object, as a «X{counter}» cost's tokens are (Online 216.12)."""

from __future__ import annotations

from tolaria.berserk.cards import Cost
from tolaria.berserk.state import CardState, GameState


def x_most(card: CardState, cost: Cost) -> int:
    """The greatest X the card can pay now: its additional lives, or its tokens for «X{counter}»."""
    return card.extra_life if cost.lives else card.tokens


def x_named(cost: Cost) -> str:
    """What the X of the cost is paid in, for a refusal."""
    return "additional lives" if cost.lives else "tokens"


def pay_lives(card: CardState, x: int) -> None:
    """The X additional lives come off (no more than the card has left: Online 103.3, the rest is impossible)."""
    card.extra_life = max(0, card.extra_life - x)


def payers(g: GameState, cid: int, cost: Cost) -> list[int]:
    """The creatures that may pay a «снимите дополнительную {health} с вашего [класса]» cost: of the squad of ``cid``'s
    controller, in play and revealed (a hidden card's class is unknown), of that class, with an additional life."""
    from tolaria.berserk.rules.cards_in_play import classes_of, in_play, is_creature

    seat = g.objects[cid].controller
    return [c for c in in_play(g) if g.objects[c].controller == seat and not g.objects[c].hidden
            and is_creature(g, c) and cost.payer in classes_of(g, c) and g.objects[c].extra_life > 0]


def payer_refusal(g: GameState, cid: int, cost: Cost, also: tuple[int, ...]) -> tuple[str, str] | None:
    """The paying creature must be named after the target, once, and be able to pay (Online 103.6)."""
    if len(also) != 1:
        return (f"name the {cost.payer} that pays an additional life after the target (use C on T, PAYER)",
                "Online 404.2")
    if also[0] not in payers(g, cid, cost):
        return f"the payer must be your revealed {cost.payer} with an additional life", "Online 103.6"
    return None


def pay_payer(g: GameState, payer: int) -> None:
    """The named creature's additional life comes off as the ability is declared."""
    pay_lives(g.objects[payer], 1)
