"""Replacements of a heal (Online 419): «Пока не имеет ран, получает «Если должен излечиться — вместо этого может
открыться (1 раз за ход)»», «... «Если должен излечиться на X — вместо этого может ранить стоящее рядом существо на X
(до 3 раз за ход)»».

As a heal of the card would happen (``stack._heal``), each such ability in force (its condition holding, its limit not
reached, its effect possible: Online 103.3) is offered to the card's player before the heal: an ``OptionChoice``
(``healing``: the heal's X) of the effects it may do instead, the last option letting the heal happen. The offer waits
until the object being resolved is done (the stack resolves nothing more meanwhile), then the chosen effect replaces
the heal, which never happens (Online 419.4); one counted use of the limit (Online 216.12).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import Conditional, HealInstead
from tolaria.berserk.decisions import OptionChoice
from tolaria.berserk.events import Opened
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature
from tolaria.berserk.state import GameState

LET_HEAL = "излечиться"
"""The last option: no replacement, the heal happens."""


def _replacements(g: GameState, cid: int) -> list[tuple[int, HealInstead]]:
    """The card's heal replacements in force now, numbered as its permanent abilities are, with uses left."""
    from tolaria.berserk.rules.modifiers import holds

    return [(i, s.ability) for i, s in enumerate(defn(g, cid).statics, 1)
            if isinstance(s, Conditional) and isinstance(s.ability, HealInstead) and holds(g, cid, s.condition)
            and not limits.used_up(g, cid, "s", i, s.ability.limit)]


def _victims(g: GameState, cid: int, effect: HealInstead) -> list[int]:
    """The creatures «ранить [описание] на X» may wound now (the description read from the card, Online 412.1)."""
    from tolaria.berserk.rules.activated import fits

    if effect.wound is None:
        return []
    return [c for c in in_play(g) if c != cid and is_creature(g, c) and fits(g, cid, effect.wound, c)]


def offer(g: GameState, cid: int, amount: int | None) -> bool:
    """The card should be healed by ``amount`` (None: completely): True when a replacement is offered to its player
    instead. Not offered while another choice waits (the heal happens); a wound «на X» needs a heal with an X above
    zero (Online 103.7)."""
    card = g.objects[cid]
    if g.offer is not None or not in_squad(card) or (amount is not None and amount <= 0):
        return False  # a heal on 0 is none (Online 103.7)
    for index, effect in _replacements(g, cid):
        offered: tuple[str, ...] = ()
        roles: tuple[int, ...] = ()
        if effect.opens and card.closed:  # an open card cannot open (Online 103.3)
            offered, roles = ("открыться",), ()
        elif effect.wound is not None and amount:
            roles = tuple(_victims(g, cid, effect))
            offered = tuple(f"ранить существо на {board.cell_name(g.objects[v].cell)} на {amount}" for v in roles)
        else:
            continue
        if offered:
            g.offer = OptionChoice(g.players[card.controller].name, card=cid, index=index,
                                   offered=(*offered, LET_HEAL), roles=roles, healing=amount or 0)
            return True
    return False


def answer(g: GameState, option: int) -> None:
    """The card's player chose: an effect instead of the heal (Online 419.4: the heal never happens), or the last
    option, the heal, which finds no wounds to heal (the ability is had only while the card has none)."""
    from tolaria.berserk.rules.stack import check_destruction, deal_wounds, emit
    from tolaria.berserk.rules.triggers import after_open

    d = g.offer
    assert isinstance(d, OptionChoice)
    g.offer = None
    card = g.objects[d.card]
    if option >= len(d.offered) or not in_squad(card):
        return
    static = defn(g, d.card).statics[d.index - 1]
    assert isinstance(static, Conditional) and isinstance(static.ability, HealInstead)
    effect = static.ability
    limits.record(g, d.card, "s", d.index, effect.limit)
    if effect.opens:
        if card.closed:
            card.closed = False
            emit(g, Opened(card=d.card, rules=("Online 419.1.a", "Online 209.1")))
            after_open(g, d.card)
        return
    victim = d.roles[option - 1]
    if victim in _victims(g, d.card, effect):  # still there, still of the description (Online 412.1)
        deal_wounds(g, victim, d.healing, d.card, None)  # wounds that are no attack (Online 204.4)
        check_destruction(g)
