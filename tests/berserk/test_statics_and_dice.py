"""Static compositions: «{first}:»/«{second}:» (Online 302.2) and two modifiers joined by «и» (Online 422.1)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Conditional, MoveBonus, Reduction, StrengthBonus, TurnOrder
from tolaria.berserk.cards import Keyword, Named
from tolaria.berserk.compiler import Unsupported, compile_text


def test_second_player_icon_makes_a_named_ability_conditional() -> None:
    _, _, statics, _ = compile_text("{second}: {direct}.", name="Охотник за головами")
    assert statics == (Conditional(TurnOrder(second=True), Named(Keyword.DIRECTED_STRIKE)),)


def test_first_player_icon_makes_a_modifier_conditional() -> None:
    _, _, statics, _ = compile_text("{first}: +1 к {move}.", name="Боргак")
    assert statics == (Conditional(TurnOrder(second=False), MoveBonus(1)),)


def test_turn_order_with_an_unread_ability_stays_unsupported() -> None:
    with pytest.raises(Unsupported):
        compile_text("{second}: Начинает бой с 3 маркерами тумана.", name="Дверг")


def test_two_modifiers_joined_by_and() -> None:
    _, _, statics, _ = compile_text("-1 от атак уникальных существ и +1 к {strike} по уникальным существам.")
    assert [type(s) for s in statics] == [Reduction, StrengthBonus]
    assert isinstance(statics[0], Reduction) and statics[0].scope.source is not None and statics[0].scope.source.unique
    assert isinstance(statics[1], StrengthBonus) and statics[1].target is not None and statics[1].target.unique


def test_a_joined_part_not_read_keeps_the_sentence_unsupported() -> None:
    with pytest.raises(Unsupported):
        compile_text("-1 от атак уникальных существ и +1 к {strike} по существам с кривыми ногами.")


def test_fight_roll_trigger_reads_the_face_and_the_wounds() -> None:
    from tolaria.berserk.abilities import Point, Who, WoundBy

    _, _, _, triggers = compile_text(
        "Если, сражаясь, выбрасывает на кубике 6 ранить существо, с которым сражается, на 2.", name="Боргак")
    assert len(triggers) == 1
    assert triggers[0].point is Point.FIGHT_ROLLS and triggers[0].tokens == 6
    assert triggers[0].effects == (WoundBy(2, Who.ATTACKED),)


def test_starts_with_tokens_under_the_second_player_icon() -> None:
    from tolaria.berserk.abilities import StartsWithTokens

    _, _, statics, _ = compile_text("{second}: Начинает бой с {counter}.", name="Осклизг")
    assert statics == (Conditional(TurnOrder(second=True), StartsWithTokens(1)),)
    _, _, statics, _ = compile_text("Начинает бой с 2 {counter}.")
    assert statics == (StartsWithTokens(2),)


def test_heal_by_the_opposite_strike_is_an_optional_strike_trigger() -> None:
    from tolaria.berserk.abilities import HealByOpposite, Outcome, Point

    _, _, _, triggers = compile_text(
        "При ударе Кобольд может излечиться на X, где X — величина {strike} существа напротив.", name="Кобольд")
    assert len(triggers) == 1
    t = triggers[0]
    assert t.point is Point.ATTACK and t.optional and t.effects == (HealByOpposite(),)
    assert t.attack is not None and t.attack.outcome is Outcome.HIT
