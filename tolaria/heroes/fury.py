"""ГЛ «Ярость»: an additional cost paid with wounds on one's own creatures.

«Во время розыгрыша карты с Яростью вы можете выбрать любое число ваших существ, не
превышающее стоимости разыгрываемой карты, и положить на них 1 маркер раны. Карта с
Яростью стоит на 1 дешевле за каждое выбранное таким образом существо. Источником ран
является карта с Яростью. Такое помещение ран не может быть модифицировано или
предотвращено так как это оплата.»

Declared, the card asks its player (:class:`FuryChoice`) for one creature at a time, or no
more (``play C wounding A, B`` in a scenario); the wounds are put on them as the card is
paid for, before it leaves the hand, and deaths are checked at once (as for Жажда,
another payment). With all its cost chosen, or no creature left, nothing more is asked.
"""

from __future__ import annotations

from tolaria.heroes.abilities import Keyword
from tolaria.heroes.decisions import FuryChoice
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


def asks(g: GameState, seat: int, card: int) -> bool:
    """Whether playing the card asks for creatures to wound: Ярость, a cost above 0 and a creature of his."""
    return most_off(g, seat, card) > 0


def cost_left(g: GameState, d: FuryChoice) -> int:
    """The coins still to pay with the creatures chosen so far."""
    return defn(g, d.card).cost - len(d.chosen)


def next_wounds(g: GameState, seat: int, d: FuryChoice) -> list[int]:
    """The creatures that may be chosen next: his, not chosen yet, while the cost is above the chosen count."""
    if cost_left(g, d) <= 0:
        return []
    return [c for c in candidates(g, seat) if c not in d.chosen]


def can_stop(g: GameState, seat: int, d: FuryChoice) -> bool:
    """No more creatures: the rest of the cost must be open (ГЛ «Оплата»)."""
    return cost_left(g, d) <= g.players[seat].coins_open


def problem(g: GameState, seat: int, d: FuryChoice, chosen: int) -> tuple[str, str] | None:
    """What is wrong with this answer, or None."""
    name = g.objects[d.card].name
    if chosen < 0:
        if can_stop(g, seat, d):
            return None
        return (f"{name} costs {cost_left(g, d)} with its Ярость so far, "
                f"{g.players[seat].coins_open} coins are open: wound more creatures", RULE)
    if chosen in d.chosen:
        return ("a creature is named twice for Ярость", RULE)
    if chosen not in candidates(g, seat):
        what = label(g, chosen, seat) if chosen in g.objects else f"card {chosen}"
        return (f"{what} is not a creature of yours in the game zone", RULE)
    if cost_left(g, d) <= 0:
        cost = defn(g, d.card).cost
        return (f"{name} costs {cost}: at most {cost} creatures are wounded for its Ярость", RULE)
    return None


def done(g: GameState, seat: int, d: FuryChoice) -> bool:
    """Nothing is left to ask: no creature may be chosen next."""
    return not next_wounds(g, seat, d)


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
