"""Gains counted from an exiled card's print: «возродить ваше нелетающее существо, оно ... получает +X к {strike} и +Y к
{health}, где X — значение слабого {strike}, а Y — значение {health} изгнанного существа» (Сшиватель плоти).

The exiled card is the ability's first target, exiled by its first effect
(rules/summoning.py); its values are those it prints (Online 104.2.b: a
strength without modifiers; Online 204.1: the life allowance). «+X к {strike}»
is an acquired ability lasting the battle (Online 407.2), so «теряет
особенности» does not take it (Online 407.4); «+Y к {health}» is Y additional
lives (Online 204.2), as «+2 к {health}» is read elsewhere (READINGS). A value of
0 gives nothing.
"""

from __future__ import annotations

from tolaria.berserk.abilities import ExiledValue, GainExiledValues
from tolaria.berserk.cards import CardDef
from tolaria.berserk.state import Acquired, Chain, GameState, Zone

STRIKE_ROWS = {ExiledValue.WEAK_STRIKE: 0, ExiledValue.MEDIUM_STRIKE: 1, ExiledValue.STRONG_STRIKE: 2}
"""The row of the printed simple strike (Online 205.6: weak, medium, strong) each value names."""


def printed(d: CardDef, value: ExiledValue) -> int:
    """The number ``value`` names on the card's print."""
    if value is ExiledValue.LIFE:
        return d.life
    return d.strike[STRIKE_ROWS[value]]


def exiled_card(g: GameState, chain: Chain) -> int:
    """The card the chain's first effect exiled: its first target, now in exile (-1: none)."""
    target = chain.targets[0] if chain.targets else -1
    return target if target >= 0 and g.objects[target].zone is Zone.EXILE else -1


def gain(g: GameState, chain: Chain, effect: GainExiledValues, cid: int) -> None:
    """``cid`` gains +X to its simple strike to the end of the battle and Y additional lives."""
    from tolaria.berserk.rules.keyword_abilities import add_extra_life

    exiled = exiled_card(g, chain)
    if exiled < 0:
        return
    d = g.defs[g.objects[exiled].name]
    x = printed(d, effect.strike) if effect.strike is not None else 0
    if x > 0:
        g.objects[cid].effects = (*g.objects[cid].effects, Acquired(f"+{x} к {{strike}}", "end_of_battle"))
    y = printed(d, effect.life) if effect.life is not None else 0
    if y > 0:
        add_extra_life(g, cid, y)
