"""Several attacks of one ability: «Три или менее разряда на 1 по разным существам» (Online 400.2, 412.1).

Online 400.2 lets an ability have several targets and Online 412.1 has every
initial target named as the ability is declared, so the whole text is one
declaration (:class:`~tolaria.berserk.actions.Use` with its ``also``
targets), each target a different card that fits the text's description and
is a legal target of such an attack. What is declared is still that many
attacks («три разряда»): each is a chain of its own with its own Target,
Roll, Calculation and Wound objects, so each is rolled, protected against,
blocked or redirected on its own (Online 216). The card pays once: only the
first attack has a Payment object (Online 216.12), and it resolves first;
the further ones lie beneath it in the order named (READINGS).

«Если сумма значений кубиков при определении силы этих выстрелов равна 6 или
менее ...» (Тёмный эльф): the declaration's dice are kept on its card (an
acquired mark, ``DICE``) as each attack's Result object resolves (after any
reroll, the die as rolled: glossary «Бросок кубика»); once every attack of it
has rolled, the card's trigger of ``Point.SEVERAL_DICE_SUM`` is set off if
they add up to N or less. An attack blocked or gone before its dice leaves the
sum unknown, and nothing triggers (READINGS).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, product

from tolaria.berserk.abilities import Point, Trigger
from tolaria.berserk.cards import Attack
from tolaria.berserk.events import Declared
from tolaria.berserk.rules.cards_in_play import adjacent, defn, seen_as_any
from tolaria.berserk.state import (
    FULL_CHAIN,
    Acquired,
    Chain,
    ChainKind,
    GameState,
    Obj,
    StackObject,
    Zone,
)

FURTHER_CHAIN = tuple(o for o in FULL_CHAIN if o is not Obj.PAYMENT)
"""A further attack of the declaration: every object of an attack but the Payment object (Online 216.12: the card
pays once, at the first attack's)."""

Refusal = tuple[str, str] | None

DICE = "#кубики p{index} "
"""The acquired mark of a declaration of the card's ``index``-th ability whose dice a trigger adds up: ``DICE`` then
«N:» (its attacks) and the dice rolled so far, comma-separated («#кубики p1 2:3,»)."""


def attacks(g: GameState, cid: int, attack: Attack) -> int:
    """How many attacks the text makes: its count, or «где X количество клеток, на которое передвинулся [карта] в этот
    ход» the cells its declared movements covered this turn (Online 203.2; rules/movement_effects.py)."""
    several = attack.several
    assert several is not None
    if several.per_cell_moved:
        from tolaria.berserk.rules.movement_effects import cells_moved

        return cells_moved(g, cid)
    return several.count


def target_refusal(g: GameState, cid: int, attack: Attack, target: int, further: bool = False) -> Refusal:
    """Online 412.1: each target fits the text's description («по разным существам», «по разным темным и/или степным
    картам»); an opponent's hidden card fits any (Online 415.3)."""
    several = attack.several
    if several is None or target not in g.objects:
        return None
    if several.opponents and g.objects[target].controller == g.objects[cid].controller:
        return "each target must be a card of the opponent", "Online 412.1"
    if seen_as_any(g, target, g.objects[cid].controller):
        return None
    if several.chained and not further:
        return None  # «Разряд на 3; ...»: the first attack's target is any target of such an attack
    from tolaria.berserk.rules.modifiers import matches

    if not matches(g, target, several.among):
        return "each target must fit the text's description of its targets", "Online 412.1"
    return None


def targets_refusal(g: GameState, cid: int, attack: Attack, target: int, also: tuple[int, ...],
                    one: Callable[[int], Refusal]) -> Refusal:
    """Online 412.1: as many targets as the text names («три или менее»: one to three; «два»: exactly two), each a
    different card («по разным»), each one a legal target (``one``)."""
    several = attack.several
    assert several is not None
    named, count = 1 + len(also), attacks(g, cid, attack)
    if named > count or (not several.fewer and named < count):
        most = f"{'at most ' if several.fewer else ''}{count}"
        return f"this ability's attacks are declared at {most} targets, all named at once", "Online 412.1"
    if several.chained:
        before = target
        for t in also:
            if (why := one(t) or target_refusal(g, cid, attack, t, further=True)) is not None:
                return why
            if not adjacent(g, before, t):
                return "each further attack is at a card next to the target of the one before", "Online 412.1"
            before = t
        return None
    if len({target, *also}) != named:
        return "its attacks must be at different cards", "Online 412.1"
    for n, t in enumerate(also):
        if (why := mixed_refusal(g, cid, attack, n, t) if several.mixed else one(t)) is not None:
            return why
    return None


def mixed_refusal(g: GameState, cid: int, attack: Attack, n: int, target: int) -> Refusal:
    """«Разряд на 1, метание на 1 (по разным картам)»: the ``n``-th further attack's target, judged as a target of an
    attack of that attack's own kind (Online 412.1; «Дальность Х»)."""
    from tolaria.berserk.cards import AttackKind
    from tolaria.berserk.rules import keyword_abilities
    from tolaria.berserk.rules.cards_in_play import in_squad
    from tolaria.berserk.rules.targets import attack_target_ok

    assert attack.several is not None
    further = attack.several.mixed[n]
    if target not in g.objects or not in_squad(g.objects[target]) or target == cid:
        return "an ability needs a target in play", "Online 412.1"
    if further.kind in (AttackKind.SHOT, AttackKind.THROW) and keyword_abilities.cannot_shoot(g, cid):
        return "it may not declare a shot or a throw now", "Online 103.1"
    if not attack_target_ok(g, cid, target, further.kind, range_=further.range):
        return "the target is out of reach", "Online «Дальность Х»"
    return target_refusal(g, cid, attack, target, further=True)


def target_sets(fitting: list[int], attack: Attack, g: GameState | None = None, cid: int = -1,
                one: Callable[[int], Refusal] | None = None) -> list[tuple[int, ...]]:
    """The sets of different targets one declaration may name, in the order of ``fitting``; of a chained text, every
    sequence of targets each next to the one before (``one`` judges a further target as an attack's)."""
    several = attack.several
    assert several is not None
    if several.chained:
        assert g is not None and one is not None
        near = [t for t in fitting if target_refusal(g, cid, attack, t, further=True) is None and one(t) is None]
        runs: list[tuple[int, ...]] = [(t,) for t in fitting]
        for _ in several.chained:
            runs = [(*r, t) for r in runs for t in near if adjacent(g, r[-1], t)]
        return runs
    if several.mixed:  # each target's attack is its own, judged by its kind: the order named matters
        assert g is not None
        from tolaria.berserk.rules.cards_in_play import in_play

        further = [[t for t in in_play(g) if mixed_refusal(g, cid, attack, n, t) is None]
                   for n in range(len(several.mixed))]
        return [(first, *rest) for first in fitting for rest in product(*further)
                if len({first, *rest}) == 1 + len(rest)]
    count = several.count if g is None else attacks(g, cid, attack)
    sizes = range(1, count + 1) if several.fewer else (count,)
    return [c for n in sizes if n > 0 for c in combinations(fitting, n)]  # no attack, no declaration (Online 412.1)


def declared(g: GameState, chain: Chain) -> None:
    """The declaration is on the stack with all its targets (so each hidden one is revealed, Online 415.2): it
    becomes one attack per target, the first (with the Payment object) on top, the rest beneath it in the order
    named. A die script given with the declaration is dealt one die to each attack, the last taking the rest."""
    from tolaria.berserk.rules import stack

    if chain.kind is not ChainKind.ABILITY or chain.trigger or len(chain.targets) < 2 or chain.index <= 0:
        return
    attack = g.ability(chain.source, chain.index).effect
    if not isinstance(attack, Attack) or attack.several is None or chain.id not in g.chains:
        return
    for n, t in enumerate(chain.targets):
        if target_refusal(g, chain.source, attack, t, further=n > 0) is not None:  # Online 415.4: a revealed target does not fit
            stack.block(g, chain, "illegal target once revealed", ("Online 415.4", "RP 529.6"))
            return
    first, *further = chain.targets
    _count_dice(g, chain.source, chain.index, len(chain.targets))
    chain.targets = chain.initial = (first,)
    mine = [o for o in g.stack if o.chain == chain.id]
    del g.stack[len(g.stack) - len(mine):]
    script = chain.script
    if script is not None:
        chain.script = script[:1] if further else script
        script = script[1:]
    for n, t in enumerate(reversed(further)):
        extra = stack.new_chain(g, ChainKind.ABILITY, chain.source, chain.controller)
        extra.index, extra.attack, extra.strength, extra.x = chain.index, chain.attack, chain.strength, chain.x
        if attack.several.mixed:  # «Разряд на 1, метание на 1»: each further attack of its own kind and strength
            own = attack.several.mixed[len(further) - 1 - n]
            extra.attack, extra.strength = own.kind, own.strength
        if attack.several.chained:  # «разряд на 2 в существо, стоящее рядом с целью первого разряда»
            extra.strength = attack.several.chained[len(further) - 1 - n]
        extra.targets = extra.initial = (t,)
        extra.paid = True  # Online 216.12: the declaration is paid once, at the first attack's Payment object
        if script is not None:
            at = len(further) - 1 - n  # this attack's place among the further ones
            extra.script = script[at:] if at == len(further) - 1 else script[at:at + 1]
        g.chains[extra.id] = extra
        g.stack.extend(tuple.__new__(StackObject, (extra.id, obj)) for obj in reversed(FURTHER_CHAIN))
        stack.emit(g, Declared(chain=extra.id, source=extra.source, what=f"ability {extra.index}", targets=(t,),
                               rules=("Online 400.2", "Online 412.1")))
    g.stack.extend(mine)
    g.version += 1


def weak_behind(g: GameState, cid: int) -> int:
    """«на величину слабого {strike} стоящей сзади него карты»: the printed weak simple strike (Online 104.2.b: a value a
    text names is without modifiers) of the card on the cell behind ``cid`` (its column, one row farther from the
    middle line of its controller's half, the other side of «напротив», Online 207.8), or 0 when no card stands there
    or it is hidden (a face-down card shows no values, Online 415; READINGS)."""
    from tolaria.berserk import board
    from tolaria.berserk.rules.cards_in_play import defn

    card = g.objects.get(cid)
    if card is None or card.zone is not Zone.BATTLEFIELD or card.cell < 0:
        return 0
    row = board.row_of(card.cell) + (-1 if card.controller == 0 else 1)
    if not 0 <= row < 6:
        return 0
    other = g.board.get(row * 5 + board.column_of(card.cell), -1)
    if other < 0 or g.objects[other].hidden:
        return 0
    return defn(g, other).strike[0]


def _sum_trigger(g: GameState, cid: int, index: int) -> tuple[int, Trigger] | None:
    """The card's trigger adding up the dice of its ``index``-th ability's attacks, numbered among its triggers."""
    return next(((i, t) for i, t in enumerate(defn(g, cid).triggers, 1)
                 if t.point is Point.SEVERAL_DICE_SUM and t.playable == index), None)


def _count_dice(g: GameState, cid: int, index: int, count: int) -> None:
    """A new declaration of the ability starts its own count (an earlier one's dice are forgotten)."""
    if _sum_trigger(g, cid, index) is None:
        return
    card = g.objects[cid]
    prefix = DICE.format(index=index)
    kept = tuple(e for e in card.effects if not e.text.startswith(prefix))
    card.effects = (*kept, Acquired(f"{prefix}{count}:", "end_of_turn"))


def rolled(g: GameState, chain: Chain) -> None:
    """An attack's Result object has resolved: its source's die is kept with its declaration's (Online 216.6); once
    all have rolled the mark goes, and a sum of N or less sets off the trigger (Online 405.2)."""
    if chain.kind is not ChainKind.ABILITY or chain.trigger or chain.index <= 0 or not chain.rolls:
        return
    card = g.objects[chain.source]
    prefix = DICE.format(index=chain.index)
    mark = next((e for e in card.effects if e.text.startswith(prefix)), None)
    if mark is None:
        return
    count, _, values = mark.text[len(prefix):].partition(":")
    dice = [int(v) for v in values.split(",") if v] + [chain.rolls[0]]
    rest = tuple(e for e in card.effects if e is not mark)
    if len(dice) < int(count):
        card.effects = (*rest, Acquired(f"{prefix}{count}:{','.join(map(str, dice))}", mark.until))
        return
    card.effects = rest
    found = _sum_trigger(g, chain.source, chain.index)
    if found is None or sum(dice) > found[1].tokens:
        return
    from tolaria.berserk.rules.triggers import enter, entering

    entry = entering(g, chain.source, found[0], found[1], ("Online «Бросок кубика»",))
    entry.chain.amount = sum(dice)
    enter(g, [entry])
