"""A number named as a triggered ability is carried out, and the gain of that value (``ChosenValueGain``).

«При {strike} выберите число, меньшее или равное X, где X — значение этого {strike}, при этом ваши существа справа и
слева от Ревнителя Сеггера получают защиту от немагических атак такой величины до конца следующего хода противника»:
the ability's controller names the number as it resolves (Online 405.4: the declared ability is carried out), from 1
to the value the triggering strike had at its Calculation object (Online 216.8), kept as the chain's ``amount``. With
one number possible nothing is asked. The gain goes to the creatures of the source's squad on the neighbouring cells
of its horizontal (Online 207.6, 207.7) as the number is named.
"""

from __future__ import annotations

from collections.abc import Callable

from tolaria.berserk import board
from tolaria.berserk.abilities import Acquire, ChosenValueGain
from tolaria.berserk.decisions import OptionChoice
from tolaria.berserk.rules.cards_in_play import in_play, is_creature
from tolaria.berserk.state import Chain, GameState, Zone


def offer(g: GameState, chain: Chain, effect: ChosenValueGain,
          carry_out: Callable[[GameState, Chain, Acquire], None]) -> None:
    """Ask for the number (``option_choice``, the options «1» … «X»), or carry the gain out at once when X is 1; a value
    below 1 leaves no number to name (Online 103.3: the impossible is not done)."""
    x = chain.amount
    if x < 1:
        return
    if x == 1:
        carry_out(g, chain, effect.gain)
        return
    g.offer = OptionChoice(g.players[chain.controller].name, card=chain.source, index=chain.index,
                           offered=tuple(str(n) for n in range(1, x + 1)), roles=chain.initial, resolving=True,
                           numbers=True)


def named_value(offer: OptionChoice, option: int) -> int:
    """The number an answer names: the option's words (the options are «1» … «X»)."""
    return int(offer.offered[option - 1])


def beside_own(g: GameState, cid: int) -> list[int]:
    """«ваши существа справа и слева от [карты]»: the creatures of the card's controller on the two neighbouring cells
    of its horizontal (Online 207.6, 207.7); none when it has no cell."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return []
    row, column = board.row_of(card.cell), board.column_of(card.cell)
    out = []
    for other in in_play(g):
        o = g.objects[other]
        if (other != cid and o.zone is Zone.BATTLEFIELD and o.controller == card.controller and is_creature(g, other)
                and board.row_of(o.cell) == row and abs(board.column_of(o.cell) - column) == 1):
            out.append(other)
    return out
