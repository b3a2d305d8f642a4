"""«Пророчество N» (READINGS «Пророчество»: no rules text defines it).

The top N cards of the prophesying card's controller's deck are shown to
both players (Online 206.8: a card shown from a zone is shown to all),
then, as after every look at a deck, the deck is shuffled (Online 206.10);
the cards stay in the deck. A deck with fewer cards shows what it has. The
clauses «если показанная карта ...» then ask every shown card.
"""

from __future__ import annotations

import dataclasses

from tolaria.berserk.abilities import (
    AttackPerShown,
    IfShown,
    PoisonBy,
    Prophecy,
    ProphecyBlock,
    Shown,
    ShownValue,
    TriggeredEffect,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import Keyword
from tolaria.berserk.events import Prophesied
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import CREATURE_TYPES, defn, in_squad
from tolaria.berserk.state import Chain, GameState, Zone


def show(g: GameState, source: int, count: int) -> tuple[int, ...]:
    """The prophecy itself: the top ``count`` cards of the source's controller's deck shown, then the deck shuffled."""
    from tolaria.berserk.rules.stack import emit

    seat = g.objects[source].controller
    deck = g.players[seat].deck
    shown = tuple(deck[:count])
    emit(g, Prophesied(player=seat, source=source, cards=shown, rules=("Online 206.8", "Online 206.10")))
    g.rng.shuffle(deck)
    from tolaria.berserk.rules.triggers import shown_by_prophecy, squad_prophesied

    shown_by_prophecy(g, shown)
    squad_prophesied(g, source, len(shown), shown)
    return shown


def prophesy(g: GameState, chain: Chain, effect: Prophecy) -> list[TriggeredEffect]:
    """Show the cards and shuffle the deck; return the effects of the clauses the shown cards meet, in order."""
    shown = show(g, chain.source, effect.count)
    chain.shown = shown  # «вызвать его»: the shown card itself (rules/summoning.py)
    out: list[TriggeredEffect] = []
    held = False
    for clause in effect.then:
        if clause.condition is None:  # «иначе»: none of the clauses before held
            if not held:
                out.extend(clause.effects)
            continue
        if meets(g, shown, clause.condition, chain):
            held = True
            out.extend(_valued(g, shown, clause))
    if effect.per_shown is not None:
        attack_per_shown(g, chain, effect.per_shown, shown)
    return out


def attack_per_shown(g: GameState, chain: Chain, per: AttackPerShown, shown: tuple[int, ...]) -> None:
    """«метание ножа на 1 за каждого показанного таким образом архаалита»: the source's triggered attack at the target
    named as the ability was declared (Online 412.1), its strength the attack's for each shown card of the classes, as
    printed (READINGS «Метание за каждого показанного»); none with none such shown, or with the target or the source
    gone from play (Online 103.3)."""
    from tolaria.berserk.rules.later_effects import declare_attack

    count = sum(1 for c in shown if per.classes.intersection(g.defs[g.objects[c].name].classes))
    if count == 0 or not chain.targets or not in_squad(g.objects[chain.source]):
        return
    target = chain.targets[0]
    if target not in g.objects or not in_squad(g.objects[target]):
        return
    strength = (per.attack.strength[0] * count, per.attack.strength[1] * count, per.attack.strength[2] * count)
    declare_attack(g, chain, dataclasses.replace(per.attack, strength=strength), target)


def _valued(g: GameState, shown: tuple[int, ...], clause: IfShown) -> list[TriggeredEffect]:
    """The clause's effects, «на величину ее {move}» / «равное значению ее {regen}» written in from the shown card's print
    (capped at the clause's «(максимум на N)»)."""
    if clause.value is None or not shown:
        return list(clause.effects)
    d = g.defs[g.objects[shown[0]].name]
    if clause.value is ShownValue.MOVE:
        value = d.move
    else:
        value = max((n.x for n in d.named if n.keyword is Keyword.REGENERATION), default=0)
    if clause.most is not None:
        value = min(value, clause.most)
    out: list[TriggeredEffect] = []
    for e in clause.effects:
        if isinstance(e, WoundBy | PoisonBy) and e.by_amount:
            if value > 0:
                out.append(dataclasses.replace(e, amount=value, by_amount=False))
        else:
            out.append(e)
    return out


def blocks(g: GameState, chain: Chain, target: int) -> bool:
    """«Если [карта] атакована немагической атакой – пророчество 1; блокировать атаку, если ...»: the attack reaching
    its Target object at such a card: the prophecy is made (once per its use limit) and says whether it is blocked."""
    if chain.attack is None or not defn(g, target).statics:
        return False
    for i, s in enumerate(defn(g, target).statics, 1):
        if not isinstance(s, ProphecyBlock) or not s.scope.covers(chain.attack, 0):
            continue
        if limits.used_up(g, target, "s", i, s.limit):
            continue
        limits.record(g, target, "s", i, s.limit)
        return meets(g, show(g, target, s.count), s.condition)
    return False


def meets(g: GameState, shown: tuple[int, ...], want: Shown, chain: Chain | None = None) -> bool:
    """Whether the shown cards are what the clause asks: as many as it names, each of them such."""
    if len(shown) < want.count:
        return False
    if want.cost_of is not None and not _cost_of_target(g, shown, want.cost_of, chain):
        return False
    for cid in shown:
        d = g.defs[g.objects[cid].name]  # a card in the deck, as printed
        if want.elite is not None and d.elite is not want.elite:
            return False
        if want.max_cost is not None and d.cost > want.max_cost:
            return False
        if want.odd_cost is not None and (d.cost % 2 == 1) is not want.odd_cost:
            return False
        if want.incorporeal is not None and d.has(Keyword.INCORPOREAL) is not want.incorporeal:
            return False
        if want.having is not None and not d.has(want.having):
            return False
        if want.creature_except is not None and (d.type not in CREATURE_TYPES or d.type in want.creature_except):
            return False
        if want.named_in_play is not None and _named_in_play(g, cid) is not want.named_in_play:
            return False
    return True


def _named_in_play(g: GameState, shown: int) -> bool:
    """«если карта с таким же именем есть в одном из отрядов»: a revealed card in play of either squad has the shown
    card's name (a hidden card is face down, Online 415.1, so its name is no one's to count)."""
    name = g.objects[shown].name
    return any(c.name == name and not c.hidden and c.zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL)
               for c in g.objects.values())


def _cost_of_target(g: GameState, shown: tuple[int, ...], who: Who, chain: Chain | None) -> bool:
    """«[существо] стоимостью X (где X — стоимость показанной карты без учета элитности)»: the target named as the
    ability was declared (Online 412.1) is still in play and its printed cost is the shown card's (Online 202.3.b: the
    cost's number, whatever its crystals)."""
    if chain is None:
        return False
    index = 0 if who is Who.CHOSEN else 1
    if len(chain.targets) <= index or chain.targets[index] not in g.objects:
        return False
    target = g.objects[chain.targets[index]]
    if target.zone not in (Zone.BATTLEFIELD, Zone.ADDITIONAL):
        return False
    return all(g.defs[g.objects[c].name].cost == g.defs[target.name].cost for c in shown)
