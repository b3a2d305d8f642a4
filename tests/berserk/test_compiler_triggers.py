"""The compiled form of triggered and playable text abilities (Online 404, 405, 412), and what stays unread."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Acquire,
    AttackAt,
    CardFilter,
    CloseCard,
    Cure,
    Duration,
    HealBy,
    HealSelf,
    InFormation,
    Outcome,
    Point,
    PoisonBy,
    Side,
    StaysClosed,
    TargetSpec,
    TextAbility,
    TokenGain,
    TokenLoss,
    Trigger,
    Who,
    Whose,
    WoundBy,
)
from tolaria.berserk.cards import Attack, AttackKind
from tolaria.berserk.compiler import Unsupported, compile_card, compile_text


def triggers(text: str, name: str = "Тест") -> tuple[Trigger, ...]:
    return compile_text(text, (), name)[3]


def test_strength_rows_and_poison() -> None:
    weak, rest = triggers("При слабом {strike} — атакованный получает отравление на 1. "
                          "При среднем или сильном {strike} — атакованный получает отравление на 2.")
    assert weak.point is Point.ATTACK and weak.attack is not None and weak.attack.scope.tiers == {1}
    assert weak.effects == (PoisonBy(1, Who.ATTACKED),)
    assert rest.attack is not None and rest.attack.scope.tiers == {2, 3} and rest.effects == (PoisonBy(2, Who.ATTACKED),)


def test_the_card_named_in_its_own_text_is_the_attacked_one() -> None:
    (t,) = triggers("При ближнем ударе по Пешему латнику — особый удар на 2 по атаковавшему.", "Пеший латник")
    assert t.point is Point.ATTACKED
    assert t.effects == (AttackAt(Attack(AttackKind.SPECIAL, (2, 2, 2)), Who.ATTACKER),)
    with pytest.raises(Unsupported):  # another card's name is not this card
        triggers("При ближнем ударе по Пешему латнику — особый удар на 2 по атаковавшему.", "Слизь")


def test_hit_or_miss_and_the_attacked_description() -> None:
    (t,) = triggers("При ударе или промахе в нападении — закрыть атакованное существо (воздействие «оцепенение»).")
    assert t.attack is not None and t.attack.outcome is None and t.effects == (CloseCard(Who.ATTACKED),)
    (t,) = triggers("При {strike} по открытому существу — ранить атакованного на 1.")
    assert t.attack is not None and t.attack.other == CardFilter(closed=False) and t.attack.outcome is Outcome.HIT


def test_acquired_abilities_with_their_duration() -> None:
    (t,) = triggers("Когда Клаэр становится защитником, она получает +2 к {strike} и {ova}1 до конца вашего следующего хода.",
                    "Клаэр")
    assert t.point is Point.BECOMES_DEFENDER
    assert t.effects == (Acquire(("+2 к {strike}", "опыт в атаке 1"), Who.SELF, Duration.END_OF_YOUR_NEXT_TURN),)
    (t,) = triggers("В начале хода, если стоит в вашем третьем ряду, получает {direct} до конца хода.")
    assert t.point is Point.TURN_START and t.whose is Whose.ANY and t.place is not None and t.place.row == 3


def test_move_death_tokens() -> None:
    assert triggers("При перемещении излечиться на 1.")[0].effects == (HealSelf(1),)
    (t,) = triggers("При гибели нелетающего существа — получает {counter}.")
    assert t.point is Point.CREATURE_DEATH and t.other == CardFilter(flyer=False) and t.effects == (TokenGain(),)
    assert triggers("При выстреле теряет все {counter}.")[0].effects == (TokenLoss(True),)


def test_chosen_targets_and_may() -> None:
    (t,) = triggers("При ударе или при промахе в нападении — выстрел на 2.")
    assert t.chooses and t.effects == (AttackAt(Attack(AttackKind.SHOT, (2, 2, 2)), Who.CHOSEN),)
    (t,) = triggers("При {strike} может излечиться на 2.")
    assert t.optional and not t.chooses and t.effects == (HealSelf(2),)
    (t,) = triggers("При гибели ранить нелетающее существо противника на 3 (воздействие «штопор»).")
    assert t.chooses and t.target == TargetSpec(side=Side.OPPONENT, filter=CardFilter(flyer=False))


def test_two_effects_in_order_and_staying_closed() -> None:
    (t,) = triggers("При сильном {strike} — атакованный закрывается и не открывается в свой следующий ход.")
    assert t.effects == (CloseCard(Who.ATTACKED), StaysClosed(Who.ATTACKED))


def test_formation_trigger() -> None:
    (t,) = triggers("Строй: в начале вашего хода Мастер топора получает {counter}.", "Мастер топора")
    assert t.condition == InFormation() and t.whose is Whose.YOURS and t.effects == (TokenGain(),)


def test_playable_text_abilities() -> None:
    _, (p,), *_ = compile_text("{tap}: Воздействие «дыхание леса» — излечить существо на 2 и снять с него отравление.")
    assert p.effect == TextAbility(TargetSpec(), (HealBy(2, Who.CHOSEN), Cure(Who.CHOSEN)), False, "дыхание леса")
    _, (p,), *_ = compile_text("{tap}: Воздействие прикосновение призрака ранить стоящее рядом существо на 2.")
    assert isinstance(p.effect, TextAbility) and p.effect.target == TargetSpec(adjacent=True)
    assert p.effect.effects == (WoundBy(2, Who.CHOSEN),)
    _, (p,), *_ = compile_text("{tap}: Получить {direct} и {zoal}.")
    assert isinstance(p.effect, TextAbility) and p.effect.target is None


@pytest.mark.parametrize("text", [
    "При гибели Кракена противника погибает.",  # another card's name with a description after it
    "При {strike} по Уриилу атаковавший получает отравление на 1.",  # not this card's name
    "Заклинание «оковы льда» — закрыть существо, которое не передвигалось в этот ход.",
    "При {strike} атакованный получает маркер «сеть».",
])
def test_unread_sentences_stay_unsupported(text: str) -> None:
    card = compile_card({"name": "Тест", "type": "creature", "text": text})
    assert card.unsupported == text.rstrip(".")


def test_use_limits_are_read_off_the_end() -> None:
    from tolaria.berserk.cards import Limit, Per

    (t,) = triggers("При сильном выстреле выстрел на 1, дальность 4 (один раз за ход).")
    assert t.limit == Limit(1, Per.TURN) and t.chooses
    _, (p,), *_ = compile_text("{tap}: Получить {counter} (2 раза за бой).")
    assert p.limit == Limit(2, Per.BATTLE)
    with pytest.raises(Unsupported):  # a permanent ability has no use to count
        compile_text("+1 к {strike} (1 раз за ход).")
