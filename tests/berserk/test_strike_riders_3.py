"""Sentence forms of prophecies whose shown cards are summoned or counted: a prophecy that summons the card it showed: «пророчество 1; если показано существо (кроме
летающих и симбиотов) может вызвать его (оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны
и без других особенностей)»; a strike's lowered roll paying for a prophecy of X whose archaalites make a throw.

Each test states what the card's Russian text says and checks the typed record the engine reads; the engine's side is
judged by the scenario files of tests/scenarios-berserk/abilities-strike-riders-3/.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    AttackPerShown,
    Duration,
    IfShown,
    NextRollBonus,
    OneOf,
    Point,
    Prophecy,
    Shown,
    Summon,
    SummonCell,
    SummonedCard,
    TextAbility,
    Who,
)
from tolaria.berserk.cards import Attack, AttackKind, CardType, Keyword
from tolaria.berserk.compiler import Unsupported, compile_text, named_of
from tolaria.berserk.rules.summoning import summoning
from tolaria.berserk.rules.triggers import chosen_attack

KJELERN = ("{tap}: Воздействие иллюзия пророчество 1; если показано существо (кроме летающих и симбиотов) может "
           "вызвать его (оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других "
           "особенностей).")
CREATURES = frozenset(t for t in CardType if t.is_creature)


def test_kjelern_prophecy_summons_the_shown_creature_as_an_illusion() -> None:
    """One card shown (READINGS «Пророчество»); a creature, no flyer nor symbiote, is summoned next to the card (glossary
    «Вызов»), entering as an illusion; the summon is the ability's, so its cell is named as it is declared."""
    _, (p,), _, _ = compile_text(KJELERN, name="Кьелэрн")
    assert p.cost.tap
    assert isinstance(p.effect, TextAbility) and p.effect.target is None
    summon = Summon(SummonedCard(types=CREATURES, shown=True), SummonCell.NEXT_TO_SOURCE, illusion=True)
    shown = Shown(creature_except=frozenset({CardType.FLYER, CardType.SYMBIOTE}))
    assert p.effect.effects == (Prophecy(1, (IfShown(shown, (summon,)),)),)
    assert summoning(p.effect) == summon


def test_the_shown_card_summoned_without_the_illusion_rider() -> None:
    """«может вызвать его» alone: the shown creature enters with its own text."""
    text = KJELERN.replace(" (оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других "
                           "особенностей)", "")
    _, (p,), _, _ = compile_text(text, name="Кьелэрн")
    assert isinstance(p.effect, TextAbility)
    assert summoning(p.effect) == Summon(SummonedCard(types=CREATURES, shown=True))


def test_other_exclusions_or_riders_are_not_read() -> None:
    """Only «(кроме летающих и симбиотов)» and the illusion's own words; «вызвать его» after another condition is not
    a summon of the shown card."""
    with pytest.raises(Unsupported):
        compile_text(KJELERN.replace("летающих и симбиотов", "героев и симбиотов"), name="Кьелэрн")
    with pytest.raises(Unsupported):
        compile_text(KJELERN.replace("изгоняется, когда получает раны", "защита от атак"), name="Кьелэрн")
    with pytest.raises(Unsupported):
        compile_text(KJELERN.replace("показано существо (кроме летающих и симбиотов)", "показана карта {elite}"),
                     name="Кьелэрн")


def test_incorporeality_as_an_acquired_text() -> None:
    """«Бестелесность» acquired is the named ability (Online 407.1)."""
    assert named_of("Бестелесность") is not None and named_of("Бестелесность").keyword is Keyword.INCORPOREAL


INFORMANT = ("При нападении {strike} может уменьшить свой следующий бросок кубика в сражении {strike} на X (максимум 3), "
             "при этом пророчество X; метание ножа на 1 за каждого показанного таким образом архаалита.")


def test_informant_lowers_its_fight_roll_for_a_prophecy_and_a_throw() -> None:
    """As its simple strike reaches the target (Online 216.4); optional («может»); the throw's target named as it is
    declared (Online 412.1); X from 1 to 3, chosen as it resolves: -X to its next die in the fight and a prophecy of X,
    then a throw of 1 for each shown archaalite."""
    _, _, _, (t,) = compile_text(INFORMANT, name="Информатор")
    assert t.point is Point.ATTACKING and t.optional and t.chooses
    (choice,) = t.effects
    assert isinstance(choice, OneOf) and len(choice.options) == 3
    per = AttackPerShown(Attack(AttackKind.THROW, (1, 1, 1)), frozenset({"Архаалит"}))
    assert choice.options[1] == (NextRollBonus(-2, Who.SELF, duration=Duration.END_OF_TURN, in_fight=True),
                                 Prophecy(2, per_shown=per))
    assert chosen_attack(t) == per.attack


def test_informant_forms_not_read() -> None:
    """A melee attack after the prophecy, or a class noun the text does not know, is not of the form."""
    with pytest.raises(Unsupported):
        compile_text(INFORMANT.replace("метание ножа на 1", "ранить на 1"), name="Информатор")
    with pytest.raises(Unsupported):
        compile_text(INFORMANT.replace("архаалита", "существа"), name="Информатор")
