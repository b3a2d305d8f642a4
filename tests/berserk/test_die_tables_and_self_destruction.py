"""Die tables of triggered abilities (Online 216.1.b, 216.5), the card's own jump (glossary «Прыжок»), and a text
destroying its own card while wounding its neighbours (Online 402.3)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Conditional,
    DestroyCard,
    Duration,
    HealBy,
    IsClosed,
    NextRollBonus,
    Point,
    Reduction,
    RollTable,
    TextAbility,
    TokenGain,
    Who,
    WoundBy,
    WoundEach,
)
from tolaria.berserk.compiler import compile_card, compile_text

TABLE = ("При прыжке бросьте кубик: если выпало 1 или 2 — ранить стоящее рядом существо на 2; если выпало 3 или 4 — "
         "излечить Шакси или стоящее рядом существо на 3; если выпало 5 или 6 — стоящее рядом существо получает "
         "{counter} (воздействие «удар копытцем»).")


def test_a_die_table_reads_each_row_on_one_target() -> None:
    """Card text: three rows, each on the target named as the ability is declared; only the second allows the card."""
    (t,) = compile_text(TABLE, (), "Шакси")[3]
    assert t.point is Point.JUMP and t.chooses
    assert t.target is not None and t.target.adjacent and t.target.or_self
    (table,) = t.effects
    assert isinstance(table, RollTable)
    assert [r.faces for r in table.rows] == [frozenset({1, 2}), frozenset({3, 4}), frozenset({5, 6})]
    assert [r.effects for r in table.rows] == [(WoundBy(2, Who.CHOSEN),), (HealBy(3, Who.CHOSEN),),
                                               (TokenGain(who=Who.CHOSEN),)]
    assert [s.or_self for s in table.specs] == [False, True, False]


@pytest.mark.parametrize("text", [
    TABLE.replace("излечить Шакси", "излечить Другую"),  # another card's name is not read
    TABLE.replace("если выпало 3 или 4", "если выпало 2 или 4"),  # a face in two rows
    TABLE.replace("ранить стоящее рядом существо на 2", "ранить существо противника на 2"),  # another description
])
def test_unread_die_tables_stay_unsupported(text: str) -> None:
    card = compile_card({"name": "Шакси", "type": "creature", "text": text})
    assert card.unsupported == text.rstrip(".")


def test_a_jump_gives_a_bonus_of_its_length() -> None:
    """Разящий в ночи: X is the jump's length (Chain.amount), the bonus lasting to the turn's end."""
    (t,) = compile_text("При прыжке получает +X к следующему броску кубика до конца хода, где X дальность совершенного "
                        "прыжка (1 раз за ход).", (), "Разящий в ночи")[3]
    assert t.point is Point.JUMP and t.limit is not None
    assert t.effects == (NextRollBonus(0, Who.SELF, by_amount=True, duration=Duration.END_OF_TURN),)


def test_a_reduction_of_strength_rows_while_closed() -> None:
    """Online 205.4: «средних и сильных» are the rows 2 and 3; «пока закрыт» (Online 219)."""
    (s,) = compile_text("-1 от средних и сильных {strike}, пока закрыт.", (), "Тест")[2]
    assert isinstance(s, Conditional) and isinstance(s.condition, IsClosed)
    assert isinstance(s.ability, Reduction) and s.ability.scope.tiers == frozenset({2, 3})


def test_destroying_itself_and_poisoning_the_neighbours() -> None:
    """Болотник: the card destroys itself; every neighbouring opponent's creature is wounded and poisoned."""
    (p,) = compile_text("{counter}{tap}: Уничтожить Болотника, при этом ранить всех стоящих рядом существ противника "
                        "на 1, они получают отравление на 1 (воздействие «ядовитый взрыв»).", (), "Болотник")[1]
    assert isinstance(p.effect, TextAbility) and p.effect.target is None and p.effect.name == "ядовитый взрыв"
    destroy, each = p.effect.effects
    assert destroy == DestroyCard(Who.SELF)
    assert isinstance(each, WoundEach) and each.amount == 1 and each.poison == 1 and each.spec.adjacent


def test_another_cards_destruction_is_unread() -> None:
    text = "{counter}{tap}: Уничтожить Гоблина, при этом ранить всех стоящих рядом существ противника на 1."
    assert compile_card({"name": "Болотник", "type": "creature", "text": text}).unsupported is not None


def test_x_paid_in_additional_lives() -> None:
    """Online 204.2: Ведьма слуа's X is her additional lives; the discharge is X."""
    (p,) = compile_text("{tap}: Снимите X дополнительных жизней с Ведьмы слуа, при этом — разряд на X.", (),
                        "Ведьма слуа")[1]
    assert p.cost.x and p.cost.lives and p.cost.tokens == 0 and p.cost.tap
    assert p.effect.per_x == 1 and p.effect.strength == (0, 0, 0)


def test_another_cards_lives_are_unread() -> None:
    text = "{tap}: Снимите X дополнительных жизней с Ведьмы слуа, при этом — разряд на X."
    assert compile_card({"name": "Тест", "type": "creature", "text": text}).unsupported is not None


def test_closing_after_other_shots_is_an_attack_rider() -> None:
    """Мира: the shot's own effect, after its Wound object, counting two other shots or throws."""
    from tolaria.berserk.abilities import CloseIfWounded
    from tolaria.berserk.cards import AttackKind

    _, playable, _, triggers = compile_text("{tap}: Выстрел на 1-2-3, при этом закройте атакованное существо, если оно "
                                            "получало раны от двух или более других выстрелов или метаний в этот ход.",
                                            (), "Мира")
    (t,) = triggers
    assert t.playable == 1 and t.effects == (CloseIfWounded(2, frozenset({AttackKind.SHOT, AttackKind.THROW})),)


def test_closing_after_unread_attacks_stays_unsupported() -> None:
    text = ("{tap}: Выстрел на 1-2-3, при этом закройте атакованное существо, если оно получало раны от двух или более "
            "других ударов в этот ход.")
    assert compile_card({"name": "Мира", "type": "creature", "text": text}).unsupported is not None


def test_a_declared_attack_trigger_reads_its_bonus_as_the_next_shot() -> None:
    """Online 216.4: «при нападении выстрелом» triggers at the shot's Target object, so «+2 к этому выстрелу» is the
    bonus its value will count (Online 216.8), kept as «+2 к следующему выстрелу» to the turn's end."""
    from tolaria.berserk.abilities import Acquire, IncarnationToken

    (t,) = compile_text("При нападении выстрелом может снять жетон инкарнации с вашего существа, при этом получает +2 к "
                        "этому выстрелу (1 раз за ход).", (), "Мертвяцкая бомбарда")[3]
    assert t.point is Point.ATTACKING and t.optional and t.limit is not None
    assert t.target is not None and t.target.graveyard and t.target.with_token
    assert t.effects == (IncarnationToken(Who.CHOSEN, remove=True),
                         Acquire(("+2 к следующему выстрелу",), Who.SELF, Duration.END_OF_TURN))


def test_this_attack_after_its_wounds_is_unread() -> None:
    """After the Wound object («При выстреле») the value is fixed: «к этому выстрелу» there is unread."""
    text = "При выстреле может снять жетон инкарнации с вашего существа, при этом получает +2 к этому выстрелу."
    assert compile_card({"name": "Тест", "type": "artifact", "text": text}).unsupported is not None


def test_a_life_paid_by_another_creature_of_a_class() -> None:
    """Далукар: {instant}, a Слуа's additional life; the target a neighbour whose die waits (Online 216.5-216.6)."""
    from tolaria.berserk.abilities import ChangeRoll

    (p,) = compile_text("{instant}, снимите дополнительную {health} с вашего слуа; стоящее рядом с Далукаром существо "
                        "получает -1 или +1 к выбранному броску кубика (3 раза за ход).", (), "Далукар")[1]
    assert p.cost.instant and p.cost.payer == "Слуа" and not p.cost.tap and p.limit is not None
    assert isinstance(p.effect, TextAbility) and p.effect.effects == (ChangeRoll(1, reroll=False),)
    assert p.effect.target is not None and p.effect.target.adjacent and p.effect.target.rolled


@pytest.mark.parametrize("text", [
    "{instant}, снимите дополнительную {health} с вашего гнома; стоящее рядом с Далукаром существо получает -1 или +1 "
    "к выбранному броску кубика.",  # a class the payer grammar does not know
    "{instant}, снимите дополнительную {health} с вашего слуа; стоящее рядом с Другим существо получает -1 или +1 к "
    "выбранному броску кубика.",  # another card's name
])
def test_unread_payer_costs_stay_unsupported(text: str) -> None:
    assert compile_card({"name": "Далукар", "type": "creature", "text": text}).unsupported is not None
