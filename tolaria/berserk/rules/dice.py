"""Die rolls and their modifiers (Online 216.5, 216.6, 104.2.a, «Бросок кубика»).

The stack rolls the die at an attack's Roll object; at its Result object
the modifiers apply. Besides the glossary's named ones (experience,
clumsiness, read in :mod:`tolaria.berserk.rules.stack`), a card's text may
add to its rolls (:class:`~tolaria.berserk.abilities.RollBonus`). The sum
is kept within 1-6 except when two open creatures fight, where the
difference of the unclamped results is read from the table (Online 104.2.a).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    ChangeRoll,
    ClassRollBonus,
    FirstRollIs,
    RollBlock,
    RollBonus,
    RollOption,
    RollTwice,
    TextAbility,
)
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.events import DieRolled
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature, roster
from tolaria.berserk.state import Acquired, Chain, GameState, Obj, Zone

LOWEST, HIGHEST = 1, 6
"""Online 104.2.a: a die result outside a fight is replaced by the nearest number from 1 to 6."""


def kept_in_range(result: int) -> int:
    """Online 104.2.a: a modified roll below 1 or above 6 becomes the nearest of 1..6 (except in a fight)."""
    return min(HIGHEST, max(LOWEST, result))


def roll_modifier(g: GameState, cid: int, other: int, initiating: bool) -> int:
    """The X of the card's «+X к броскам кубика» texts in force for this roll: ``other`` is the other card of the
    attack (its target when ``initiating``, its attacker otherwise)."""
    card = g.objects.get(cid)
    if card is None or not in_squad(card):
        return 0
    total = _against(g, cid, other) if initiating else 0
    if initiating and roster(g).class_rollers:
        total += _class_bonus(g, cid)
    if not (defn(g, cid).statics or card.effects):
        return total
    from tolaria.berserk.rules.modifiers import in_force

    for s in in_force(g, cid):
        if isinstance(s, RollBonus) and applies(g, s, cid, other, initiating):
            total += s.x
    return total


def _class_bonus(g: GameState, cid: int) -> int:
    """«Когда ваш пират атакует он получает +1 к броску кубика за каждого другого вашего пирата, который действовал в
    этот ход (максимум +3)»: each such text of a revealed card of the attacker's squad, for a creature of its class."""
    from tolaria.berserk.rules.cards_in_play import ACTED_THIS_TURN, classes_of, squad
    from tolaria.berserk.rules.modifiers import in_force

    seat = g.objects[cid].controller
    if not is_creature(g, cid):
        return 0
    total = 0
    for holder in roster(g).class_rollers:
        if g.objects[holder].controller != seat:
            continue
        for s in in_force(g, holder):
            if not isinstance(s, ClassRollBonus) or not s.classes.intersection(classes_of(g, cid)):
                continue
            acted = sum(1 for c in squad(g, seat) if c != cid and is_creature(g, c) and not g.objects[c].hidden
                        and s.classes.intersection(classes_of(g, c))
                        and any(e.text == ACTED_THIS_TURN for e in g.objects[c].effects))
            total += min(s.most, s.x * acted)
    return total


AGAINST = "#+X к броскам кубика при атаках игрока "
"""Kept on a card attacked with a bonus to its attackers' rolls: ``#+X к броскам кубика при атаках игрока S: N``
(«ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода»)."""


def roll_bonus_against(g: GameState, target: int, seat: int, x: int, until: str) -> None:
    """Seat ``seat``'s creatures add ``x`` to the rolls of their attacks at ``target`` until ``until``."""
    card = g.objects[target]
    card.effects = (*card.effects, Acquired(f"{AGAINST}{seat}: {x}", until))


def _against(g: GameState, cid: int, other: int) -> int:
    """What ``other`` gives the rolls of ``cid``'s attacks at it (``roll_bonus_against``), ``cid`` being a creature."""
    target = g.objects.get(other)
    if target is None or not target.effects or not is_creature(g, cid):
        return 0
    head = f"{AGAINST}{g.objects[cid].controller}: "
    return sum(int(e.text[len(head):]) for e in target.effects if e.text.startswith(head))


def applies(g: GameState, bonus: RollBonus, cid: int, other: int, initiating: bool) -> bool:
    """Whether a roll bonus counts for this roll: «когда атакует» needs the card's own attack, «карты во втором ряду
    противника» its target in that row of the opponent's half."""
    if bonus.attacking and not initiating:
        return False
    if bonus.enemy_row is None:
        return True
    t = g.objects[other]
    return t.zone is Zone.BATTLEFIELD and board.own_row(t.cell, 1 - g.objects[cid].controller) == bonus.enemy_row


ROLLED_THIS_TURN = "#бросок кубика в этот ход"
"""Kept on a card with «Ваш первый за ход бросок кубика равен N» once its controller's cards have rolled this turn
(an acquired effect ending with the turn, as the use counts of rules/limits.py)."""


NEXT_ROLL = "#следующий бросок кубика равен "
"""Kept on a card whose next die roll is fixed («следующий бросок кубика Повелителя бездны равен 6»), with the value;
the roll takes it off (an acquired effect lasting until then)."""


def rolls_twice(g: GameState, cid: int, chain: Chain) -> RollTwice | None:
    """The card's «бросьте кубик два раза и выберите один из результатов» for its die at this chain's Roll object
    (Online 216.5), or None: a revealed card whose text still works (Online 415, 407.4); «при определении силы
    атаки» reads only its own attacks' dice (``own_attacks``), «когда сражается» every die it rolls in combat
    (Online 205.5, 205.5.a)."""
    if g.objects[cid].hidden:
        return None
    for s in defn(g, cid).statics:
        if isinstance(s, RollTwice) and (not s.own_attacks or cid == chain.source):
            return s
    return None


def roll_block(g: GameState, target: int, kind: AttackKind, after_rolls: bool = False) -> RollBlock | None:
    """The target's «Если [карта] атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака
    блокируется» that covers an attack of this kind, or None; the die is rolled at the attack's Target object
    (rules/stack.py)."""
    for s in defn(g, target).statics:
        if isinstance(s, RollBlock) and s.after_rolls is after_rolls and s.scope.covers(kind, 0):
            return s  # ``after_rolls``: «(после бросков кубика)», rolled at the attack's Result object
    return None


NEXT_BONUS = "#+X к следующему броску кубика: "
"""Kept on a card whose next attack die gets a bonus («оно получает +1 к следующему броску кубика»), with the X; the
Result object that adds it takes it off (an acquired effect lasting until then)."""


FIGHT_BONUS = "#+X к следующему броску кубика в сражении: "
"""As ``NEXT_BONUS``, for the card's next die in a fight only («уменьшить свой следующий бросок кубика в сражении
{strike} на X»): an attack without a fight it makes first (a throw) leaves it."""


def add_next_bonus(g: GameState, cid: int, x: int, until: str = "end_of_battle", in_fight: bool = False) -> None:
    """«получает +X к следующему броску кубика [до конца хода]»: each such bonus adds to the next attack die the card
    rolls (``in_fight``: in a fight); ``until`` ends an unspent one (``Acquired.until``)."""
    card = g.objects[cid]
    card.effects = (*card.effects, Acquired(f"{FIGHT_BONUS if in_fight else NEXT_BONUS}{x}", until))


def spend_next_bonus(g: GameState, cid: int, fight: bool = False) -> int:
    """The bonuses to the card's next attack die, taken off as its Result object adds them (Online 216.6); those of a
    fight only when the die is a fight's."""
    card = g.objects.get(cid)
    if card is None or not card.effects:
        return 0
    prefixes = (NEXT_BONUS, FIGHT_BONUS) if fight else (NEXT_BONUS,)
    spent = [e for e in card.effects if e.text.startswith(prefixes)]
    if not spent:
        return 0
    card.effects = tuple(e for e in card.effects if not e.text.startswith(prefixes))
    return sum(int(e.text[len(FIGHT_BONUS if e.text.startswith(FIGHT_BONUS) else NEXT_BONUS):]) for e in spent)


def fix_next_roll(g: GameState, cid: int, value: int) -> None:
    """«следующий бросок кубика [карты] равен N»: the card's next roll is N (a second such effect before it changes
    nothing more)."""
    card = g.objects[cid]
    if not any(e.text.startswith(NEXT_ROLL) for e in card.effects):
        card.effects = (*card.effects, Acquired(f"{NEXT_ROLL}{value}", "end_of_battle"))


def _next_roll(g: GameState, roller: int) -> int | None:
    """The fixed value of the roller's next roll, taken off as it is used; None when it has none."""
    card = g.objects[roller]
    for e in card.effects:
        if e.text.startswith(NEXT_ROLL):
            card.effects = tuple(x for x in card.effects if x is not e)
            return int(e.text[len(NEXT_ROLL):])
    return None


def fixed_roll(g: GameState, roller: int) -> int | None:
    """«Ваш первый за ход бросок кубика равен 6»: the value of this roll when it is the first by the roller's
    controller's cards this turn and such a card of his is in play and revealed; None to roll the die.

    Every card of his with the ability (hidden ones too, so that a card revealed later in the turn knows the first
    roll was made) is marked as the roll is made.
    """
    if g.objects[roller].effects:
        fixed = _next_roll(g, roller)
        if fixed is not None:
            return fixed
    seat = g.objects[roller].controller
    holders = [cid for cid in in_play(g) if g.objects[cid].controller == seat and defn(g, cid).statics and any(
        isinstance(s, FirstRollIs) for s in defn(g, cid).statics)]
    if not holders or any(any(e.text == ROLLED_THIS_TURN for e in g.objects[c].effects) for c in holders):
        return None
    for c in holders:
        g.objects[c].effects = (*g.objects[c].effects, Acquired(ROLLED_THIS_TURN, "end_of_turn"))
    values = [s.value for c in holders if not g.objects[c].hidden
              for s in defn(g, c).statics if isinstance(s, FirstRollIs)]
    return max(values) if values else None


ROLL_OPTION_WORDS: dict[str, RollOption] = {"+1": RollOption.PLUS, "-1": RollOption.MINUS, "reroll": RollOption.REROLL}
"""The action language's words for the options of a roll change (``use C on T with +1``)."""


def roll_options(ability: TextAbility) -> tuple[RollOption, ...]:
    """The options a text ability's declaration chooses among (none for an ability without a roll change)."""
    for e in ability.effects:
        if isinstance(e, ChangeRoll):
            return (RollOption.PLUS, RollOption.MINUS, RollOption.REROLL) if e.reroll else (RollOption.PLUS,
                                                                                            RollOption.MINUS)
    return ()


def pending_roll(g: GameState, cid: int) -> tuple[Chain, int] | None:
    """The chain on the stack whose die ``cid`` rolled and whose Result object has not yet resolved, with the roll's
    place in ``Chain.rolls`` (0: the source's, 1: the responder's); None when it has none (Online 216.5-216.6)."""
    for o in g.stack:
        if o.obj is not Obj.RESULT:
            continue
        chain = g.chains[o.chain]
        if not chain.rolls:
            continue
        rollers = (chain.source, *chain.targets[:1])[:len(chain.rolls)]
        if cid in rollers:
            return chain, rollers.index(cid)
    return None


def pending_fight(g: GameState, cid: int) -> Chain | None:
    """The fight (two open creatures, Online 205.5) whose simple strike ``cid`` declared or answers, waiting on the stack
    for its Roll object; None when there is none («Когда сражаются два открытых существа»)."""
    for o in g.stack:
        if o.obj is not Obj.ROLL:
            continue
        chain = g.chains[o.chain]
        if chain.fights and not chain.fixed and (cid == chain.source or (bool(chain.targets) and chain.targets[0] == cid)):
            return chain
    return None


def change_roll(g: GameState, chain: Chain, target: int, effect: ChangeRoll) -> None:
    """«+1 или -1 к броску кубика, или перебросить кубик»: the option the declaration chose (``chain.x``), on the
    target's die still waiting for its Result object (none left: nothing happens). A changed die counts as the die
    the card rolled, so the Result object's modifiers and range (Online 104.2.a) apply to it."""
    from tolaria.berserk.rules.stack import emit, roll_die

    pending = pending_roll(g, target)
    if pending is None:
        return
    rolled, i = pending
    old = rolled.rolls[i]
    option = RollOption(chain.x)
    if option is RollOption.REROLL:
        new = roll_die(g, chain, target)
    else:
        new = old + (effect.step if option is RollOption.PLUS else -effect.step)
    rolled.rolls = (*rolled.rolls[:i], new, *rolled.rolls[i + 1:])
    emit(g, DieRolled(card=target, value=new, result=new, rules=("Online 216.5", "Online «Бросок кубика»")))
    if option is RollOption.REROLL:  # the rerolled die is the card's roll in the fight (Online 205.5)
        from tolaria.berserk.rules.triggers import fight_rolled

        fight_rolled(g, rolled, target, new)
