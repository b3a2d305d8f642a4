"""ГЛ «Ярость»: an additional cost paid with wounds on one's own creatures.

«Во время розыгрыша карты с Яростью вы можете выбрать любое число ваших существ, не
превышающее стоимости разыгрываемой карты, и положить на них 1 маркер раны. Карта с
Яростью стоит на 1 дешевле за каждое выбранное таким образом существо. Источником ран
является карта с Яростью. Такое помещение ран не может быть модифицировано или
предотвращено так как это оплата.»

The chosen creatures are named with the play (``play C wounding A, B``); the wounds are
put on them as the card is paid for, before it leaves the hand, and deaths are checked
at once (as for Жажда, another payment).
"""

from __future__ import annotations

from itertools import combinations

from tolaria.heroes.abilities import Keyword
from tolaria.heroes.rules import defn, emit, is_creature, label
from tolaria.heroes.state import GameState, Zone

RULE = "ГЛ «Ярость»"


def has_fury(g: GameState, card: int) -> bool:
    """The card in the hand has Ярость in its printed text (it works as the card is played)."""
    return defn(g, card).abilities.value(Keyword.FURY) is not None


def candidates(g: GameState, seat: int) -> list[int]:
    """«ваших существ»: the player's creatures in his game zone (hidden ones are his too)."""
    return [c for c in g.players[seat].battlefield if is_creature(g, c)]


def most_off(g: GameState, seat: int, card: int) -> int:
    """The most coins Ярость can take off the card's cost now (0 without Ярость)."""
    if not has_fury(g, card):
        return 0
    return min(defn(g, card).cost, len(candidates(g, seat)))


def choices(g: GameState, seat: int, card: int) -> list[tuple[int, ...]]:
    """Every set of creatures the player may wound for the card with the coins he has open.

    None chosen comes first; a set is listed once, in the order of his game zone.
    """
    if not has_fury(g, card):
        return [()]
    cost, coins = defn(g, card).cost, g.players[seat].coins_open
    mine = candidates(g, seat)
    out: list[tuple[int, ...]] = []
    for n in range(0, min(cost, len(mine)) + 1):
        if cost - n <= coins:
            out.extend(combinations(mine, n))
    return out


def problem(g: GameState, seat: int, card: int, chosen: tuple[int, ...]) -> tuple[str, str] | None:
    """What is wrong with the creatures named for the card's Ярость, or None."""
    name = g.objects[card].name
    if not chosen:
        return None
    if not has_fury(g, card):
        return (f"{name} has no Ярость: no creature is wounded to play it", RULE)
    if len(set(chosen)) != len(chosen):
        return ("a creature is named twice for Ярость", RULE)
    mine = candidates(g, seat)
    for c in chosen:
        if c not in mine:
            what = label(g, c, seat) if c in g.objects else f"card {c}"
            return (f"{what} is not a creature of yours in the game zone", RULE)
    cost = defn(g, card).cost
    if len(chosen) > cost:
        return (f"{name} costs {cost}: at most {cost} creatures are wounded for its Ярость", RULE)
    return None


def pay(g: GameState, card: int, chosen: tuple[int, ...]) -> None:
    """Put 1 wound on each chosen creature, the card the source; nothing modifies or prevents it (a payment)."""
    name = g.objects[card].name
    for c in chosen:
        target = g.objects[c]
        if target.zone is not Zone.BATTLEFIELD:
            continue
        target.wounds += 1
        target.hurt = True
        emit(g, "payment", f"{name}'s Ярость puts 1 wound on {label(g, c)}", (RULE, "ГЛ «Оплата»"))
