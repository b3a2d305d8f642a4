"""The compiled form of modifier, «Строй», protection and defender sentences (Online 411, 422, «Строй»)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    SPELL,
    AttackScope,
    CardFilter,
    Conditional,
    InFormation,
    Reduction,
    StrengthBonus,
)
from tolaria.berserk.cards import AttackKind, CardDatabase, Keyword, Named
from tolaria.berserk.compiler import Unsupported, compile_card, compile_text

SIMPLE = frozenset({AttackKind.SIMPLE})


def statics(text: str) -> tuple[object, ...]:
    return compile_text(text)[2]


def test_strength_bonus_against_an_element_and_against_abilities() -> None:
    assert statics("+2 к {strike} по болотным.") == (StrengthBonus(2, AttackScope(SIMPLE), CardFilter(element="Болота")),)
    (bonus,) = statics("+1 к {strike} по картам, обладающим разрядом, магическим ударом или заклинанием.")
    assert isinstance(bonus, StrengthBonus) and bonus.target is not None
    assert bonus.target.having == {AttackKind.DISCHARGE.value, AttackKind.MAGIC.value, SPELL}
    (throw,) = statics("+1 к метанию по картам, обладающим {ova}, {ovz} или {armor}.")
    assert isinstance(throw, StrengthBonus) and throw.scope.kinds == {AttackKind.THROW}
    assert throw.target == CardFilter(having=frozenset({"Опыт в атаке", "Опыт в защите", "Броня"}))
    assert statics("+1 к {strike} по закрытым существам.")[0] == StrengthBonus(1, AttackScope(SIMPLE), CardFilter(closed=True))


def test_strength_rows() -> None:
    (bonus,) = statics("+1 к среднему и сильному {strike}.")
    assert isinstance(bonus, StrengthBonus) and bonus.scope.tiers == {2, 3}


@pytest.mark.parametrize(
    ("text", "scope"),
    [("-1 от выстрелов и метаний.", AttackScope(frozenset({AttackKind.SHOT, AttackKind.THROW}))),
     ("-2 от немагических атак.", AttackScope(magical=False)),
     ("-1 от атак летающих.", AttackScope(source=CardFilter(flyer=True))),
     ("-1 от атак степных существ.", AttackScope(source=CardFilter(element="Степи"))),
     ("-2 от немагических атак существ стоимостью 3 или менее.", AttackScope(magical=False, source=CardFilter(max_cost=3))),
     ("-1 от слабых {strike}.", AttackScope(SIMPLE, tiers=frozenset({1})))],
)
def test_reductions(text: str, scope: AttackScope) -> None:
    (r,) = statics(text)
    assert isinstance(r, Reduction) and r.scope == scope


def test_diagonal_strikes_are_melee_from_a_corner() -> None:
    (r,) = statics("-2 от ударов по диагонали.")
    assert isinstance(r, Reduction) and r.scope.diagonal and AttackKind.SIMPLE in r.scope.kinds
    assert not r.scope.covers(AttackKind.SHOT, 3)


def test_formation_wraps_an_ability_with_its_partner() -> None:
    assert statics("Строй: {ovz}1.") == (Conditional(InFormation(), Named(Keyword.DEFENSE_EXPERIENCE, 1)),)
    (armor,) = statics("Строй: {armor}2 (пока в строю с элитным существом).")
    assert armor == Conditional(InFormation(CardFilter(elite=True)), Named(Keyword.ARMOR, 2))
    (shots,) = statics("Строй: +1 к выстрелам.")
    assert isinstance(shots, Conditional) and isinstance(shots.ability, StrengthBonus)
    assert statics("Строй: {armor}: 1.") == (Conditional(InFormation(), Named(Keyword.ARMOR, 1)),)


def test_icons_zot_and_zoal_are_protections() -> None:
    named, *_ = compile_text("Игнорирует {zoal}.", ["zot", "zoal"])
    assert [n.keyword for n in named] == [Keyword.PROTECTION_FROM_THROWS, Keyword.PROTECTION_FROM_FLYERS,
                                          Keyword.IGNORES_PROTECTION_FROM_FLYERS]


def test_defender_sentences() -> None:
    named, *_ = compile_text("Выступая защитником, не закрывается. Может выступать защитником любое число раз за ход. "
                               "Не может выступать защитником.")
    assert [n.keyword for n in named] == [Keyword.DEFENDS_WITHOUT_CLOSING, Keyword.DEFENDS_ANY_NUMBER, Keyword.CANNOT_DEFEND]


def test_named_abilities_are_read_and_incarnation_is_carried_out() -> None:
    named, *_ = compile_text("Прыжок, дальность 3. Инкарнация 2. Вампиризм. Максимум 12 {health}.")
    assert [(n.keyword, n.x) for n in named] == [(Keyword.JUMP, 3), (Keyword.INCARNATION, 2), (Keyword.VAMPIRISM, 0),
                                                 (Keyword.MAX_LIFE, 12)]
    card = compile_card({"name": "Тест", "type": "creature", "text": "Инкарнация 2."})
    assert card.unsupported is None and card.has(Keyword.INCARNATION)  # rules/incarnation.py
    stamina = compile_card({"name": "Тест", "type": "creature", "text": "", "icons": ["stamina"]})
    assert stamina.unsupported is None and stamina.has(Keyword.STAMINA)


@pytest.mark.parametrize("text", ["+1 к {strike} по разбойникам.", "-1 от атак героев.", "Строй: при {strike} — ранить.",
                                  "+1 к ударам по великанам."])
def test_unknown_words_leave_the_sentence_unread(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_bundled_cards_read() -> None:
    db = CardDatabase.bundled()
    for name in ("Хранитель гор", "Гобрах", "Хобгоблин", "Лёккен", "Смотритель горнила", "Наёмник", "Хазг", "Дракс"):
        assert db.get(name).unsupported is None, name
