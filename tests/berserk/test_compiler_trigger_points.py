"""Trigger points on other events than one's own attack (Online 405.1): wounds of one attack, an enemy's token."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Point, TokenGain, Who, WoundBy
from tolaria.berserk.compiler import compile_card, compile_text


def test_wounds_of_one_attack() -> None:
    """Online 216.11: the wounds an attack deals set off abilities; «получить еще 3 раны» wounds the card itself."""
    (t,) = compile_text("Когда получает 3 или более раны от одной атаки получить еще 3 раны.", (), "Тест")[3]
    assert t.point is Point.WOUNDED and t.wounds == 3
    assert t.effects == (WoundBy(3, Who.SELF),)


def test_wounds_of_one_attack_naming_the_card() -> None:
    (t,) = compile_text("Когда Глиняный страж получает 2 или более раны от одной атаки раниться на 1.", (),
                        "Глиняный страж")[3]
    assert t.point is Point.WOUNDED and t.wounds == 2


def test_an_enemy_gaining_a_token() -> None:
    """Online 218.2, 218.3: a token gained by any means; the ability's card gains one in turn."""
    (t,) = compile_text("Когда существо противника получает {counter} получить {counter}.", (), "Тест")[3]
    assert t.point is Point.ENEMY_GAINS_TOKEN and t.effects == (TokenGain(),)


@pytest.mark.parametrize("text", [
    "Когда Другой страж получает 3 или более раны от одной атаки получить еще 3 раны.",  # another card's name
    "Когда существо противника получает {counter} ранить его на 1.",  # «его» is not read
    "Когда ваше существо получает {counter} получить {counter}.",
])
def test_unread_trigger_points_stay_unsupported(text: str) -> None:
    card = compile_card({"name": "Тест", "type": "creature", "text": text})
    assert card.unsupported == text.rstrip(".")


def test_the_bundled_cards_of_these_points_are_supported() -> None:
    from tolaria.berserk.cards import CardDatabase

    db = CardDatabase.bundled()
    assert db.get("Глиняный голем").unsupported is None
    assert db.get("Проклятый маг").unsupported is None


def test_opening_by_an_effect() -> None:
    """Online 209.1 and 311.1: «кроме открытия в начале своего хода» leaves out the turn start's opening."""
    (t,) = compile_text("Когда открывается (кроме открытия в начале своего хода) особый удар лапищей на 1-2-2 "
                        "(2 раза за ход).", (), "Тест")[3]
    assert t.point is Point.OPENED and t.chooses and t.limit is not None and t.limit.count == 2


def test_opening_without_the_exclusion_stays_unread() -> None:
    """Without the bracket the turn start's opening would count too, which the engine does not trigger on."""
    text = "Когда открывается особый удар на 1."
    assert compile_card({"name": "Тест", "type": "creature", "text": text}).unsupported == text.rstrip(".")


def test_diagonal_move_with_a_capped_bonus() -> None:
    """Online 207.7 and 422.1: «по диагонали» narrows the move; «(максимум +3)» of +1 gains is three at once."""
    from tolaria.berserk.abilities import Acquire, Duration

    (t,) = compile_text("При перемещении по диагонали получает +1 к {strike} до конца хода (максимум +3).", (),
                        "Тест")[3]
    assert t.point is Point.MOVE and t.diagonal
    assert t.effects == (Acquire(("+1 к {strike}",), Who.SELF, Duration.END_OF_TURN, most=3),)


def test_a_cap_that_is_no_multiple_stays_unread() -> None:
    text = "При перемещении получает +2 к {strike} до конца хода (максимум +3)."
    assert compile_card({"name": "Тест", "type": "creature", "text": text}).unsupported == text.rstrip(".")
