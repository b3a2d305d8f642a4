"""The grammar of die-roll modifiers: «+1 к броскам кубика», «-1 к броску кубика, когда атакует ...» (Online 216.6).

Each function takes one normalised sentence (see
:func:`tolaria.berserk.compiler.normalise`) and returns its record, or None
when the sentence is not of its form or a word of it is not understood.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    AttackScope,
    ChangeRoll,
    ClassRollBonus,
    FirstRollIs,
    FixedFight,
    FixFight,
    Point,
    RollBlock,
    RollBonus,
    RollTwice,
    Side,
    TargetSpec,
    TokenOrIncarnation,
    Trigger,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import Attack, AttackKind, Playable

ORDINAL_ROWS = {"первом": 1, "втором": 2, "третьем": 3}
"""«во втором ряду противника»: the rows of a half, counted from the middle line (Online 207.3.b)."""

ROLL_BONUS = re.compile(r"([+-]\d+) к броск(?:у|ам) кубика(?:, когда атакует (?:карты|существа) во? ([а-я]+) ряду противника)?")


def roll_bonus(sentence: str) -> RollBonus | None:
    """«+1 к броскам кубика», «получает -1 к броскам кубика» (acquired: the same text), «+1 к броску кубика, когда
    атакует карты во втором ряду противника» (only the rolls of its own attacks at cards in that row)."""
    m = ROLL_BONUS.fullmatch(sentence)
    if m is None:
        return None
    if m.group(2) is None:
        return RollBonus(int(m.group(1)))
    row = ORDINAL_ROWS.get(m.group(2))
    if row is None:
        return None
    return RollBonus(int(m.group(1)), attacking=True, enemy_row=row)


FIRST_ROLL = re.compile(r"ваш первый за ход бросок кубика равен ([1-6])")


def first_roll(sentence: str) -> FirstRollIs | None:
    """«Ваш первый за ход бросок кубика равен 6»."""
    m = FIRST_ROLL.fullmatch(sentence)
    return FirstRollIs(int(m.group(1))) if m else None


FIGHT_ROLLS_TWICE = re.compile(r"когда (.+) сражается, бросьте кубик два раза и выберите один из результатов бросков")
ATTACK_ROLLS_TWICE = re.compile(r"при определении силы атаки бросает кубик два раза, выбирая одно из значений"
                                r"(?:; если значения одинаковые получает \+(\d+) к этой атаке)?")


def roll_twice(sentence: str, name: str) -> RollTwice | None:
    """«Когда Воин храма сражается, бросьте кубик два раза и выберите один из результатов бросков» (every die the card
    rolls in combat, Online 205.5: its own attacks and its answer in a fight); «При определении силы атаки бросает
    кубик два раза, выбирая одно из значений; если значения одинаковые получает +1 к этой атаке» (the dice of its own
    attacks, with the bonus when the two match)."""
    m = FIGHT_ROLLS_TWICE.fullmatch(sentence)
    if m is not None:
        return RollTwice(own_attacks=False) if m.group(1) == name else None
    m = ATTACK_ROLLS_TWICE.fullmatch(sentence)
    if m is None:
        return None
    return RollTwice(own_attacks=True, doubles_bonus=int(m.group(1)) if m.group(1) else 0)


BLOCKING_ROLL = re.compile(r"если (.+?) атакован[аоы]? (дальней атакой|немагической атакой|атакой) [–—-] бросьте кубик; "
                           r"если выпало ([1-6])(?: или ([1-6]))? [–—-] эта атака блокируется")
ROLL_BLOCKED_ATTACKS = {"дальней атакой": AttackScope(ranged=True), "немагической атакой": AttackScope(magical=False),
                        "атакой": AttackScope()}
"""The attacks «Если [карта] атакована [атакой]» names (instrumental)."""


def roll_block(sentence: str, name: str) -> RollBlock | None:
    """«Если Воин храма атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется»: the
    card's own name, the attacks, the faces that block."""
    from tolaria.berserk.trigger_phrases import names_card

    m = BLOCKING_ROLL.fullmatch(sentence)
    if m is not None and name and names_card(m.group(1), name):
        faces = frozenset(int(f) for f in m.group(3, 4) if f)
        return RollBlock(ROLL_BLOCKED_ATTACKS[m.group(2)], faces)
    m = BLOCKING_ROLL_AFTER.fullmatch(sentence)
    if m is not None and name and names_card(m.group(1), name):
        return RollBlock(ROLL_BLOCKED_ATTACKS[m.group(2)], PARITY[m.group(3)], after_rolls=True)
    return None


BLOCKING_ROLL_AFTER = re.compile(r"когда (.+?) атакован[аоы]? (дальней атакой|немагической атакой|атакой) \(после "
                                 r"бросков кубика\) атакованный бросает кубик; если выпало (четное|нечетное) число,? "
                                 r"(?:эта )?атака блокируется")
"""«Когда Скальный фантом атакован немагической атакой (после бросков кубика) атакованный бросает кубик; если выпало
четное число атака блокируется»."""
PARITY = {"четное": frozenset({2, 4, 6}), "нечетное": frozenset({1, 3, 5})}


ROLL_CHANGE = re.compile(r"\+(\d+) или -(\d+) к броску кубика(, или перебросить кубик)?")


def roll_change(text: str) -> tuple[TargetSpec, ChangeRoll] | None:
    """«+1 или -1 к броску кубика, или перебросить кубик» (a playable text's effects): its target is a card whose
    die waits for its Result object (Online 216.5-216.6); the option is chosen as the ability is declared."""
    m = ROLL_CHANGE.fullmatch(text)
    if m is None or m.group(1) != m.group(2):
        return None
    return TargetSpec(creature=False, rolled=True), ChangeRoll(int(m.group(1)), reroll=m.group(3) is not None)


ROLL_IS = re.compile(r"когда бросок кубика (существа|карты) равен ([1-6]) — ранить (?:его|ее|её) на (\d+)")


def roll_reaction(text: str) -> tuple[TargetSpec, WoundBy] | None:
    """«когда бросок кубика существа равен 1 — ранить его на 2» (a playable text's effects, Взрывная Мэри): its target
    is a creature whose die, waiting for its Result object, shows that number (Online 216.5: the die as rolled, before
    the Result object's modifiers), and it is wounded."""
    m = ROLL_IS.fullmatch(text)
    if m is None:
        return None
    spec = TargetSpec(creature=m.group(1) == "существа", rolled=True, roll=int(m.group(2)))
    return spec, WoundBy(int(m.group(3)), Who.CHOSEN)


FIGHT_TIERS = {"промах": 0, "слабый": 1, "средний": 2, "сильный": 3}
"""The rows of a fight's result as «сделать результатом сражения сильный-сильный» names them (Online 205.6)."""
_TIER = "|".join(FIGHT_TIERS)


def fixed_fight(sentence: str) -> FixedFight | None:
    """«Сражаясь {strike} с открытым существом противника, может сделать результатом сражения сильный-сильный (не
    бросая кубики)»: the card's controller may set a fight's result it takes part in, no dice rolled."""
    m = re.fullmatch(rf"сражаясь \{{strike\}} с открытым существом противника, может сделать результатом сражения "
                     rf"({_TIER})-({_TIER}) \(не бросая кубики\)", sentence)
    return FixedFight((FIGHT_TIERS[m.group(1)], FIGHT_TIERS[m.group(2)])) if m else None


def fight_result(text: str) -> tuple[TargetSpec, FixFight] | None:
    """«Когда сражаются два открытых существа сделать результатом сражения промах-промах (вместо бросков кубика)» (a
    playable text's effects, Стратег): its target is a creature whose fight waits for its Roll object."""
    m = re.fullmatch(rf"когда сражаются два открытых существа сделать результатом сражения ({_TIER})-({_TIER}) "
                     r"\(вместо бросков кубика\)", text)
    if m is None:
        return None
    return TargetSpec(fighting=True), FixFight((FIGHT_TIERS[m.group(1)], FIGHT_TIERS[m.group(2)]))


def class_roll_bonus(sentence: str) -> ClassRollBonus | None:
    """«Когда ваш пират атакует он получает +1 к броску кубика за каждого другого вашего пирата, который действовал в
    этот ход (максимум +3)»: a bonus to the dice of the squad's creatures of that class when they attack."""
    from tolaria.berserk.activated_phrases import CLASS_NOUNS

    m = re.fullmatch(r"когда ваш (\S+) атакует,? (?:он )?получает \+(\d+) к броску кубика за каждого другого вашего (\S+), "
                     r"который действовал в этот ход \(максимум \+(\d+)\)", sentence)
    if m is None or CLASS_NOUNS.get(m.group(1)) is None or CLASS_NOUNS.get(m.group(1)) != CLASS_NOUNS.get(m.group(3)):
        return None
    x, most = int(m.group(2)), int(m.group(4))
    return ClassRollBonus(frozenset({CLASS_NOUNS[m.group(1)]}), x, most) if x and most % x == 0 else None


FIGHT_ROLL = re.compile(r"если, сражаясь, выбрасывает на кубике ([1-6]),? ранить существо, с которым сражается, на (\d+)")
"""«Если, сражаясь, выбрасывает на кубике 6 ранить существо, с которым сражается, на 2» (Боргак)."""


def fight_roll_trigger(sentence: str, text: str) -> Trigger | None:
    """«Если, сражаясь, выбрасывает на кубике N ранить существо, с которым сражается, на X»: the card's own die for an
    attack's strength in a fight (Online 205.5; the die before modifiers, glossary «Бросок кубика») shows N; X wounds
    that are not an attack (Online 204.4) to the card it fights with (the attacked role)."""
    m = FIGHT_ROLL.fullmatch(sentence)
    if m is None:
        return None
    return Trigger(Point.FIGHT_ROLLS, (WoundBy(int(m.group(2)), Who.ATTACKED),), text, tokens=int(m.group(1)))


SEVERAL_KINDS = {"выстрелов": AttackKind.SHOT, "разрядов": AttackKind.DISCHARGE, "метаний": AttackKind.THROW}
"""«этих выстрелов»: the kind of the attacks the sentence before declares, in the genitive plural."""

DICE_SUM = re.compile(r"если сумма значений кубиков при определении силы этих (выстрелов|разрядов|метаний) равна (\d+) "
                      r"или менее,? (.+)")
"""«Если сумма значений кубиков при определении силы этих выстрелов равна 6 или менее положите жетон инкарнации или
{counter} на вашу карту» (Тёмный эльф), normalised."""

SUM_EFFECTS = {
    "положите жетон инкарнации или {counter} на вашу карту":
        (TargetSpec(creature=False, side=Side.OWN, or_self=True, or_graveyard=True), TokenOrIncarnation()),
}
"""What the sum sets off, with the target chosen as it is declared (Online 412.1)."""


def several_dice_sum(text: str, sentence: str, playable: list[Playable]) -> Trigger | None:
    """The triggered ability of a sentence that follows a playable ability of several attacks («{tap}: Два выстрела на
    1-2-2, только по разным картам») and speaks of «этих выстрелов»: set off once they have all rolled, when their dice
    add up to N or less. None when the sentence is not of this form or the ability before is not such attacks."""
    m = DICE_SUM.fullmatch(text)
    if m is None or not playable or m.group(3) not in SUM_EFFECTS:
        return None
    attack = playable[-1].effect
    if (not isinstance(attack, Attack) or attack.kind is not SEVERAL_KINDS[m.group(1)] or attack.several is None
            or attack.several.fewer or attack.several.per_cell_moved or attack.several.count < 2):
        return None
    target, effect = SUM_EFFECTS[m.group(3)]
    return Trigger(Point.SEVERAL_DICE_SUM, (effect,), sentence, chooses=True, target=target, tokens=int(m.group(2)),
                   playable=len(playable))
