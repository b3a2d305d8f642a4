"""Prevention effects set up by a text (Online 420): «Пустыня Дзара предотвращает следующую 1 рану от немагических
атак по вашим картам до конца хода противника».

The effect waits on its source card, one acquired mark ``#предотвращает tN`` for each wound still to prevent (N the
number of the triggered ability that set it up, which says which attacks and cards it covers), ending as its duration
says (``Acquired.until``, Online 420.6) or with the card's other effects as it leaves play (Online 420.7). Each wound
an attack it covers would deal a card it shields uses one mark (Online 420.3: several apply while wounds are left);
one that has nothing to prevent stays for later (Online 420.4).
"""

from __future__ import annotations

from tolaria.berserk.abilities import PreventNext, TextAbility
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature
from tolaria.berserk.state import Acquired, Chain, GameState

MARK = "#предотвращает t"
"""The acquired mark of one wound still to prevent, followed by the number of the triggered ability."""
PLAYED_MARK = "#предотвращает a"
"""The same for an effect of a playable ability («{tap}: Заклинание ... предотвращает ...»), followed by its number."""
MARKS = (MARK, PLAYED_MARK)


def shield(g: GameState, chain: Chain, effect: PreventNext) -> None:
    """The effect begins: its source keeps ``effect.amount`` marks until its duration ends (Online 420.6)."""
    from tolaria.berserk.rules.triggers import until_of

    card = g.objects[chain.source]
    if not in_squad(card):
        return  # Online 420.7: with its source gone, the effect does not apply
    until = until_of(g, card.controller, effect.duration)
    mark = MARK if chain.trigger else PLAYED_MARK
    card.effects = (*card.effects, *(Acquired(f"{mark}{chain.index}", until) for _ in range(effect.amount)))


def _effect_of(g: GameState, keeper: int, mark: str) -> PreventNext | None:
    """The prevention effect a mark of the keeper stands for: of its N-th triggered or playable ability."""
    played = mark.startswith(PLAYED_MARK)
    number = mark[len(PLAYED_MARK if played else MARK):]
    if not number.isdigit():
        return None
    index = int(number)
    if played:
        playable = g.defs[g.objects[keeper].name].playable  # Online 216.1: the ability as it was declared
        ability = playable[index - 1].effect if 0 < index <= len(playable) else None
        effects = ability.effects if isinstance(ability, TextAbility) else ()
    else:
        from tolaria.berserk.rules.triggers import BORROWED, trigger_at

        triggers = defn(g, keeper).triggers
        if index > BORROWED:  # one borrowed in formation (rules/borrowed_formation.py)
            effects = trigger_at(g, keeper, index).effects
        else:
            effects = triggers[index - 1].effects if 0 < index <= len(triggers) else ()
    return next((e for e in effects if isinstance(e, PreventNext)), None)


def _covers(g: GameState, keeper: int, mark: Acquired, target: int, kind: AttackKind) -> bool:
    """Whether the keeper's effect the mark stands for shields ``target`` from an attack of ``kind`` now: a card of
    the keeper's controller (a creature, if the text says so), an attack of the kinds named, and for «в следующий ход
    противника» the turn the mark ends with."""
    effect = _effect_of(g, keeper, mark.text)
    if effect is None or g.objects[keeper].controller != g.objects[target].controller:
        return False
    if effect.later and mark.until != f"end_of_turn:{g.turn}":
        return False  # the opponent's next turn has not begun
    if effect.creatures and not is_creature(g, target):
        return False
    return effect.attacks.covers(kind, 0)


def prevent(g: GameState, target: int, amount: int, kind: AttackKind | None) -> int:
    """How many of ``amount`` wounds an attack of ``kind`` would deal ``target`` the waiting effects prevent (Online
    420.1, 420.5: applied to the wounds after every modifier), their marks used up one a wound. Wounds that are not
    an attack (``kind`` None) are not prevented: the texts speak of attacks."""
    if kind is None or amount <= 0:
        return 0
    prevented = 0
    for keeper in in_play(g):
        card = g.objects[keeper]
        if prevented >= amount or not card.effects or not any(e.text.startswith(MARKS) for e in card.effects):
            continue
        kept: list[Acquired] = []
        for e in card.effects:
            if prevented < amount and e.text.startswith(MARKS) and _covers(g, keeper, e, target, kind):
                prevented += 1
                continue
            kept.append(e)
        card.effects = tuple(kept)
    return prevented
