"""The grammar of «пророчество N» and what its shown cards decide (READINGS «Пророчество»).

«Пророчество 1; если показана карта стоимостью 4 или менее получить +2 к
дальности метания до конца хода», «пророчество 2; если обе карты {elite} —
ранить атакованного на 2, если обе карты {ordinary} — атакованный получает
отравление на 2»: the prophecy, then clauses «если [показанные карты ...]
[—|,] [эффекты]», each read by the triggered effects' grammar. The effects
may act on the source or on the triggering attack's roles only: nothing is
chosen after the cards are shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    AttackAt,
    AttackPerShown,
    AttackScope,
    Duration,
    ExtraLife,
    IfShown,
    NextRollBonus,
    OneOf,
    PoisonBy,
    Prophecy,
    ProphecyBlock,
    Shown,
    ShownValue,
    Summon,
    SummonCell,
    SummonedCard,
    TargetSpec,
    TriggeredEffect,
    Who,
    WoundBy,
)
from tolaria.berserk.cards import Attack, CardType, Keyword, Limit, Per
from tolaria.berserk.summon_phrases import EXCLUDED

CONDITIONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Shown]], ...] = (
    (re.compile(r"показан(?:а|ная) карта стоимостью (\d+) или менее"), lambda m: Shown(max_cost=int(m.group(1)))),
    (re.compile(r"показан(?:а|ная) карта \{elite\}"), lambda m: Shown(elite=True)),
    (re.compile(r"показан(?:а|ная) карта \{ordinary\}"), lambda m: Shown(elite=False)),
    (re.compile(r"показан(?:а|ная) карта нечетной стоимости"), lambda m: Shown(odd_cost=True)),
    (re.compile(r"показано существо \(кроме (летающих) и (симбиотов)\)"),
     lambda m: Shown(creature_except=frozenset(EXCLUDED[w] for w in m.groups()))),
    (re.compile(r"обе карты \{elite\}"), lambda m: Shown(count=2, elite=True)),
    (re.compile(r"обе карты \{ordinary\}"), lambda m: Shown(count=2, elite=False)),
)
"""What a clause may ask of the shown cards."""

PROPHECY = re.compile(r"пророчество (?:на )?(\d+)(?:; (.+))?")


def prophecy(text: str, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None]) -> Prophecy | None:
    """«пророчество N[; если ... — ...]» as one effect, or None when a clause or an effect is not understood."""
    m = PROPHECY.fullmatch(text)
    if m is None:
        return None
    count = int(m.group(1))
    if m.group(2) is None:
        return Prophecy(count)
    clauses = re.split(r"(?:^|, )если ", m.group(2))
    if clauses[0] != "" or len(clauses) < 2:
        return None
    then: list[IfShown] = []
    for clause in clauses[1:]:
        found = _clause(clause, count, effects_of)
        if found is None:
            return None
        then.append(found)
    return Prophecy(count, tuple(then))


def _clause(clause: str, count: int, effects_of: Callable[[str], tuple[TriggeredEffect, ...] | None]) -> IfShown | None:
    for pattern, make in CONDITIONS:
        m = pattern.match(clause)
        if m is None:
            continue
        condition = make(m)
        if condition.count != count:
            return None  # «обе карты» after «пророчество 1»: not a text of the grammar
        rest = re.sub(r"^(?: —|,)? ", "", clause[m.end():])
        if condition.creature_except is not None:
            summon = shown_summon(rest)  # «если показано существо (кроме ...)» asks for the card itself
            return IfShown(condition, (summon,)) if summon is not None else None
        effects = effects_of(rest)
        if not effects or any(isinstance(e, AttackAt) or getattr(e, "who", Who.SELF) is Who.CHOSEN for e in effects):
            return None  # an attack or a chosen target would be declared before the cards are shown
        return IfShown(condition, effects)
    return None


SHOWN_SUMMON = re.compile(r"(?:может |можете )?вызвать его(?P<illusion> \(оно входит в игру с особенностью бестелесный: "
                          r"изгоняется, когда получает раны и без других особенностей\))?")
"""«может вызвать его (оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других
особенностей)»: the shown card, summoned next to the source (glossary «Вызов»), perhaps as an illusion."""


def shown_summon(text: str) -> Summon | None:
    """«вызвать его» after a prophecy: the shown creature itself, on a cell next to the source named as the ability is
    declared (glossary «Вызов»: the cell is the summon's target; READINGS «Вызов показанного существа»). «может»:
    the player may answer none when asked (rules/summoning.py)."""
    m = SHOWN_SUMMON.fullmatch(text)
    if m is None:
        return None
    card = SummonedCard(types=frozenset(t for t in CardType if t.is_creature), shown=True)
    return Summon(card, SummonCell.NEXT_TO_SOURCE, illusion=m.group("illusion") is not None)


def summoning_prophecy(text: str) -> Prophecy | None:
    """A playable «пророчество N; если показано существо (кроме ...) может вызвать его ...» (its effect's name before it,
    «воздействие иллюзия», named nothing else): the prophecy whose clause summons the shown card."""
    text = re.sub(r"^воздействие [а-яё]+ (?=пророчество )", "", text)
    found = prophecy(text, lambda rest: None)
    if found is None or not any(isinstance(e, Summon) for c in found.then for e in c.effects):
        return None
    return found


LOWERED_ROLL = re.compile(r"уменьшить свой следующий бросок кубика в сражении \{strike\} на x \(максимум (\d)\), при этом "
                          r"пророчество x; (.+?) на (\d+) за каждого показанного таким образом (\S+)")
"""«может уменьшить свой следующий бросок кубика в сражении {strike} на X (максимум 3), при этом пророчество X; метание
ножа на 1 за каждого показанного таким образом архаалита» (after «При нападении {strike}»)."""


def lowered_roll_prophecy(text: str, attack_of: Callable[[str], object]) -> tuple[OneOf, Attack] | None:
    """The choice of X, from 1 to the maximum, as the ability resolves: the source's next die in this fight lowered by X
    (``NextRollBonus`` of -X, spent by the strike's own roll: its dice come after the attack's Target object, Online
    216.4-216.5) and a prophecy of X, then the named attack at the target chosen as the ability was declared (Online
    412.1) by the shown cards of the class; None when the text is not so."""
    from tolaria.berserk.activated_phrases import CLASS_NOUNS

    m = LOWERED_ROLL.fullmatch(text)
    if m is None or m.group(4) not in CLASS_NOUNS:
        return None
    try:
        attack = attack_of(f"{m.group(2)} на {m.group(3)}")
    except Exception:  # the compiler's Unsupported: not an attack
        return None
    if not isinstance(attack, Attack) or not attack.kind.ranged:
        return None
    per = AttackPerShown(attack, frozenset({CLASS_NOUNS[m.group(4)]}))
    options = tuple((NextRollBonus(-x, Who.SELF, duration=Duration.END_OF_TURN, in_fight=True), Prophecy(x, per_shown=per))
                    for x in range(1, int(m.group(1)) + 1))
    return OneOf(options), attack


TARGETED = re.compile(r"пророчество (\d+); (.+)")
TARGETED_CONDITIONS: tuple[tuple[str, Shown], ...] = (
    ("показана бестелесная карта", Shown(incorporeal=True)),
    ("показана карта с регенерация", Shown(having=Keyword.REGENERATION)),  # «{regen}», written as its word
    ("карта с таким же именем есть в одном из отрядов", Shown(named_in_play=True)),
)
"""What a clause of a playable prophecy with a target may ask of the one shown card."""


def targeted_prophecy(text: str) -> tuple[Prophecy, TargetSpec] | None:
    """«пророчество 1; если показана бестелесная карта ранить существо на величину ее {move}, если показана карта с
    {regen} существо получает отравление, равное значению ее {regen} (максимум на 3), иначе существо получает 2
    дополнительные {health}» (Хэсодэ's playable text): the target is chosen as the ability is declared (Online 412.1),
    before anything is shown; each clause acts on it, «иначе» when none before held, with a number the shown card's
    print gives."""
    m = TARGETED.fullmatch(text)
    if m is None or m.group(1) != "1":
        return None
    parts = re.split(r", (?=если |иначе )", m.group(2))
    clauses: list[IfShown] = []
    for part in parts:
        found = _targeted_clause(part)
        if found is None:
            return None
        clauses.append(found)
    if not clauses or clauses[0].condition is None or any(c.condition is None for c in clauses[:-1]):
        return None
    return Prophecy(1, tuple(clauses)), TargetSpec()


def _targeted_clause(part: str) -> IfShown | None:
    if part.startswith("иначе "):
        effect = _on_target(part.removeprefix("иначе "))
        return IfShown(None, (effect[0],)) if effect is not None and effect[1] is None else None
    for words, condition in TARGETED_CONDITIONS:
        if part.startswith(f"если {words} "):
            effect = _on_target(part[len(f"если {words} "):].removeprefix("— "))
            if effect is None:
                return None
            return IfShown(condition, (effect[0],), effect[1], effect[2])
    return None


def _on_target(text: str) -> tuple[TriggeredEffect, ShownValue | None, int | None] | None:
    """One effect on the ability's target («существо»), perhaps of a number from the shown card."""
    m = re.fullmatch(r"ранить существо на величину ее \{move\}", text)
    if m:
        return WoundBy(0, Who.CHOSEN, by_amount=True), ShownValue.MOVE, None
    m = re.fullmatch(r"существо получает отравление, равное значению ее регенерация(?: \(максимум на (\d+)\))?", text)
    if m:
        return PoisonBy(0, Who.CHOSEN, by_amount=True), ShownValue.REGENERATION, int(m.group(1)) if m.group(1) else None
    m = re.fullmatch(r"ранить (?:выбранное существо|существо|его) на (\d+)", text)
    if m:  # «ранить выбранное существо на 2, иначе ранить его на 1»
        return WoundBy(int(m.group(1)), Who.CHOSEN), None, None
    m = re.fullmatch(r"существо получает (\d+) дополнительн(?:ую|ые|ых) (?:жизнь|жизни|жизней|\{health\})", text)
    if m:
        return ExtraLife(int(m.group(1)), Who.CHOSEN), None, None
    return None


BLOCKED_ATTACKS = {"немагической атакой": AttackScope(magical=False), "атакой": AttackScope()}
"""The attacks «Если [карта] атакована [атакой]» names (instrumental)."""


def prophecy_block(sentence: str, name: str) -> ProphecyBlock | None:
    """«Если Дочь перламутра атакована немагической атакой – пророчество 1; блокировать атаку, если показанная карта
    нечетной стоимости (1 раз за ход)»: the card's own name, a prophecy and a block on what it shows."""
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"если (.+?) атакован[аоы]? (немагической атакой|атакой) [–—-] пророчество (\d+); блокировать "
                     r"атаку, если (.+?)(?: \((\d+) раза? за (ход|бой)\))?", sentence)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    count = int(m.group(3))
    condition = next((make(c) for pattern, make in CONDITIONS if (c := pattern.fullmatch(m.group(4)))), None)
    if condition is None or condition.count != count:
        return None
    limit = Limit(int(m.group(5)), Per.TURN if m.group(6) == "ход" else Per.BATTLE) if m.group(5) else None
    return ProphecyBlock(BLOCKED_ATTACKS[m.group(2)], count, condition, limit)
