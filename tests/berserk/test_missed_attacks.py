"""«При промахе ...» heads (Online 205.4, 205.6: the strike table's «промах») and «Когда получает третью {counter}»
(Online 218.2): the typed records read; the engine's side is judged by tests/scenarios-berserk/abilities-missed-attacks.
"""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Outcome, Point, TokenGain, TokenLoss, Whose, WoundBy
from tolaria.berserk.compiler import Unsupported, compile_text


def test_a_squad_creatures_miss_in_your_turn() -> None:
    """Алвалинд's first sentence: any creature of the squad, a miss only, only in its controller's turn."""
    (t,) = compile_text("При промахе вашего существа в ваш ход — получить {counter}.", name="Алвалинд")[3]
    assert t.point is Point.SQUAD_ATTACK and t.whose is Whose.YOURS
    assert t.attack is not None and t.attack.outcome is Outcome.MISS and t.attack.by_creature
    assert t.effects == (TokenGain(),)


def test_the_cards_own_miss_of_a_strike() -> None:
    """«При промахе {strike}»: the card's own simple strike that missed, in any turn."""
    (t,) = compile_text("При промахе {strike} — получить {counter}.", name="Тест")[3]
    assert t.point is Point.ATTACK and t.whose is Whose.ANY
    assert t.attack is not None and t.attack.outcome is Outcome.MISS


def test_the_third_token() -> None:
    """Online 218.2: «Когда получает третью {counter}» counts the card's own tokens; the effects read as elsewhere."""
    (t,) = compile_text("Когда получает третью {counter} — потерять все {counter}, при этом получить 2 раны "
                        "(воздействие «все пропало»).", name="Алвалинд")[3]
    assert t.point is Point.GAINS_NTH_TOKEN and t.tokens == 3
    assert isinstance(t.effects[0], TokenLoss) and t.effects[0].all
    assert isinstance(t.effects[1], WoundBy) and t.effects[1].amount == 2


def test_another_cards_token_is_not_read_as_its_own() -> None:
    with pytest.raises(Unsupported):
        compile_text("Когда Кочевник получает третью {counter} — получить 2 раны.", name="Алвалинд")


def test_a_discharge_growing_with_tokens_and_a_rider() -> None:
    """Алвалинд's third sentence: a chosen target (Online 412.1), +2 a row for each token, the tokens lost with it."""
    from tolaria.berserk.abilities import AttackAt, Who
    from tolaria.berserk.cards import AttackKind

    (t,) = compile_text("В конце вашего хода — разряд на 1 (+2 к разряду за каждую {counter}), при этом теряет все "
                        "{counter}.", name="Алвалинд")[3]
    assert t.point is Point.TURN_END and t.whose is Whose.YOURS and t.chooses and t.token_bonus == 2
    attack, loss = t.effects
    assert isinstance(attack, AttackAt) and attack.who is Who.CHOSEN and attack.attack.kind is AttackKind.DISCHARGE
    assert loss == TokenLoss(all=True)


def test_a_bonus_naming_another_attack_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_text("В конце вашего хода — разряд на 1 (+2 к выстрелу за каждую {counter}).", name="Алвалинд")


def test_the_second_death_of_the_turn() -> None:
    """Шарль де Лорм: «второго или более» from the second death on, symbiotes excluded, tokens by this ability only."""
    from tolaria.berserk.cards import CardType

    (t,) = compile_text("При гибели второго или более существа за ход (кроме симбиотов) получить {counter} (не может "
                        "получать {counter} другим способом).", name="Шарль де Лорм")[3]
    assert t.point is Point.CREATURE_DEATH and t.nth == 2 and t.sole_tokens
    assert t.other is not None and t.other.not_types == frozenset({CardType.SYMBIOTE})
    assert t.effects == (TokenGain(),)
