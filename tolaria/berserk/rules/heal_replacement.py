"""Replacements of a heal (Online 419): «Пока не имеет ран, получает «Если должен излечиться — вместо этого может
открыться (1 раз за ход)»», «... «Если должен излечиться на X — вместо этого может ранить стоящее рядом существо на X
(до 3 раз за ход)»»; «Пока у Мрачной дворянки больше 8 {health} — может блокировать первое за ход излечение карты
противника», «... меньше 8 {health} — может удвоить первое за ход излечение вашей карты».

As a heal of the card would happen (``stack._heal``), each such ability in force (its condition holding, its limit not
reached, its effect possible: Online 103.3) is offered to the card's player before the heal: an ``OptionChoice``
(``healing``: the heal's X) of the effects it may do instead, the last option letting the heal happen. The offer waits
until the object being resolved is done (the stack resolves nothing more meanwhile), then the chosen effect replaces
the heal, which never happens (Online 419.4); one counted use of the limit (Online 216.12).

The first heal in a turn of a card that would heal wounds is marked on each card watching for it (``#первое излечение
sN``, to the end of the turn) whether or not its condition holds then: later heals that turn are not the first. While
the condition holds, its player chooses to block the heal (Online 410), to double it (Online 419.1), or to let it be.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import Conditional, FirstHealChange, HealInstead, Side
from tolaria.berserk.decisions import OptionChoice
from tolaria.berserk.events import Cancelled, Opened
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature
from tolaria.berserk.state import Acquired, GameState

LET_HEAL = "излечиться"
"""The last option: no replacement, the heal happens."""

FIRST_HEAL = "#первое излечение s"
"""The mark of a turn's first heal of the cards a «первое за ход излечение» ability watches, with its number."""


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


def _watches(g: GameState, watcher: int, healed: int, effect: FirstHealChange) -> bool:
    """«излечение карты противника» / «вашей карты»: whose card's heal the ability watches for."""
    own = g.objects[healed].controller == g.objects[watcher].controller
    return own if effect.side is Side.OWN else not own


def watch(g: GameState, cid: int, amount: int | None) -> bool:
    """A heal of ``cid`` that would heal wounds (``amount`` None: completely): marked as the turn's first where it is
    one; True when a «первое за ход излечение» ability is offered to its player instead of the heal now."""
    from tolaria.berserk.rules.modifiers import holds

    for watcher in in_play(g):
        statics = defn(g, watcher).statics
        if not statics or g.objects[watcher].hidden:
            continue
        for index, s in enumerate(statics, 1):
            if not (isinstance(s, Conditional) and isinstance(s.ability, FirstHealChange)
                    and _watches(g, watcher, cid, s.ability)):
                continue
            card = g.objects[watcher]
            mark = f"{FIRST_HEAL}{index}"
            if any(e.text == mark for e in card.effects):
                continue  # not the first heal of the turn
            card.effects = (*card.effects, Acquired(mark, "end_of_turn"))
            if g.offer is None and holds(g, watcher, s.condition):
                where = board.cell_name(g.objects[cid].cell) if g.objects[cid].cell >= 0 else "вне поля"
                verb = "удвоить" if s.ability.doubles else "блокировать"
                g.offer = OptionChoice(g.players[card.controller].name, card=watcher, index=index,
                                       offered=(f"{verb} излечение карты на {where}", LET_HEAL), roles=(cid,),
                                       healing=amount or 0)
                return True
    return False


def _answer_first_heal(g: GameState, d: OptionChoice, effect: FirstHealChange, option: int) -> None:
    """Block the heal (Online 410.1), double its X (Online 419.1; a complete heal stays one), or let it happen."""
    from tolaria.berserk.rules.stack import _heal, emit

    healed, amount = d.roles[0], d.healing or None
    if option == 1 and not effect.doubles:
        emit(g, Cancelled(chain=-1, source=d.card, what="«блокировать первое за ход излечение»",
                          reason="the heal is blocked", rules=("Online 410.1",)))
        return
    if option == 1 and amount is not None:
        amount *= 2
    _heal(g, healed, amount, ("Online «Излечение (на Х)»", "Online 419.1") if option == 1 else
          ("Online «Излечение (на Х)»",))


def answer(g: GameState, option: int) -> None:
    """The card's player chose: an effect instead of the heal (Online 419.4: the heal never happens), or the last
    option, the heal, which finds no wounds to heal (the ability is had only while the card has none)."""
    from tolaria.berserk.rules.stack import check_destruction, deal_wounds, emit
    from tolaria.berserk.rules.triggers import after_open

    d = g.offer
    assert isinstance(d, OptionChoice)
    g.offer = None
    card = g.objects[d.card]
    static = defn(g, d.card).statics[d.index - 1]
    assert isinstance(static, Conditional) and isinstance(static.ability, HealInstead | FirstHealChange)
    if isinstance(static.ability, FirstHealChange):
        _answer_first_heal(g, d, static.ability, option if in_squad(card) else len(d.offered))
        return
    if option >= len(d.offered) or not in_squad(card):
        return
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
