"""Lowering a chosen attack and lives lowered for the turn: the compiler's reading (Online 216.8, 216.11, 204.5)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import AttackLowered, LifeLowered, Side, TextAbility, TokenGain, Who
from tolaria.berserk.activated_phrases import target_of
from tolaria.berserk.attack_weakening_phrases import life_lowered, lowered_attack
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules.attack_weakening import NON_MAGICAL_KINDS, STRIKE_KINDS, lowered_value

BANSHEE = "Лунная баньши"


def _text_ability(sentence: str, name: str = BANSHEE) -> TextAbility:
    _, playable, _, _ = compile_text(sentence, (), name)
    assert len(playable) == 1
    effect = playable[0].effect
    assert isinstance(effect, TextAbility)
    return effect


def test_the_cry_lowers_a_chosen_strike_and_gains_a_token() -> None:
    """«выбранного удара»: a strike (Online 401.4, 401.5) named by its source; the rider is the card's own token."""
    sentence = ("{instant}{tap}: Воздействие «крик Баньши» — уменьшить величину выбранного удара на 1, при этом "
                "получить {counter}")
    _, playable, _, _ = compile_text(sentence, (), BANSHEE)
    assert playable[0].cost.instant and playable[0].cost.tap
    ability = _text_ability(sentence)
    assert ability.target is not None and ability.target.attacking == STRIKE_KINDS
    assert not ability.target.creature  # any card that attacks (Online 205.5.c)
    assert ability.effects == (AttackLowered(1), TokenGain(who=Who.SELF))
    assert not ability.spell and ability.name == "крик баньши"


def test_a_weakened_non_magical_attack_keeps_its_floor() -> None:
    """«ослабить выбранную немагическую атаку на 2 (минимум до 1)»: non-magical attacks only (Online 401.5)."""
    found = lowered_attack("ослабить выбранную немагическую атаку на 2 (минимум до 1)")
    assert found is not None
    spec, effect = found
    assert spec.attacking == NON_MAGICAL_KINDS and effect == AttackLowered(2, 1)


@pytest.mark.parametrize("text", [
    "уменьшить величину удара на 1",  # no attack chosen
    "ослабить выбранную магическую атаку на 2 (минимум до 1)",  # a kind not read
    "ослабить выбранную немагическую атаку на 2",  # the floor is part of the form
])
def test_other_wordings_are_not_read(text: str) -> None:
    assert lowered_attack(text) is None


@pytest.mark.parametrize(("value", "amount", "floor", "lowered"), [
    (3, 1, 0, 2), (1, 1, 0, 0), (0, 1, 0, 0),  # a miss stays a miss
    (3, 2, 1, 1), (2, 2, 1, 1), (1, 2, 1, 1), (0, 2, 1, 0),  # «минимум до 1»: a value at or below it is kept
])
def test_lowered_values(value: int, amount: int, floor: int, lowered: int) -> None:
    assert lowered_value(value, amount, floor) == lowered


def test_terror_targets_an_opponents_creature_no_attack_wounded() -> None:
    """«существо противника, которое не получало ран от атак в этот ход, получает -3 к {health} до конца хода»."""
    ability = _text_ability("{counter}{tap}: Заклинание «ужас» — существо противника, которое не получало ран от атак "
                            "в этот ход, получает -3 к {health} до конца хода")
    assert ability.spell and ability.target is not None
    assert ability.target.side is Side.OPPONENT and ability.target.creature and ability.target.unwounded_by_attacks
    assert ability.effects == (LifeLowered(3, Who.CHOSEN),)


def test_lives_lowered_without_the_clause() -> None:
    found = life_lowered("выбранное существо получает -2 к {health} до конца хода", target_of)
    assert found is not None
    spec, effect = found
    assert not spec.unwounded_by_attacks and effect == LifeLowered(2, Who.CHOSEN)


def test_lives_lowered_for_another_duration_are_not_read() -> None:
    assert life_lowered("выбранное существо получает -2 к {health}", target_of) is None
    with pytest.raises(Unsupported):
        compile_text("{tap}: Заклинание «ужас» — выбранное существо получает -3 к {health} до конца боя", (), BANSHEE)


def test_nadikhs_graveyard_ability_is_an_instant_paid_with_an_incarnation_token() -> None:
    """«Пока на кладбище, имеет {instant}, потерять жетон инкарнации: ...»: the floor and the limit share a bracket."""
    from tolaria.berserk.cards import Cost, Limit, Per

    _, playable, _, _ = compile_text(
        "Пока на кладбище, имеет {instant}, потерять жетон инкарнации: ослабить выбранную немагическую атаку на 2 "
        "(минимум до 1, 1 раз за ход)", (), "Надих")
    assert len(playable) == 1
    ability = playable[0]
    assert ability.graveyard and ability.cost == Cost(instant=True, tokens=1)
    assert ability.limit == Limit(1, Per.TURN)
    assert isinstance(ability.effect, TextAbility) and ability.effect.effects == (AttackLowered(2, 1),)
    assert ability.effect.target is not None and ability.effect.target.attacking == NON_MAGICAL_KINDS


def test_an_in_play_playable_is_no_graveyard_one() -> None:
    _, playable, _, _ = compile_text("{tap}: Разряд на 1-2-3, дальность 4", (), "Надих")
    assert not playable[0].graveyard


def test_a_graveyard_ability_needs_a_cost() -> None:
    with pytest.raises(Unsupported):
        compile_text("Пока на кладбище, имеет: ослабить выбранную немагическую атаку на 2 (минимум до 1)", (), "Надих")


def test_the_seers_token_sharing_triggers_on_an_opponents_lost_tokens() -> None:
    """«Когда карта противника теряет X {counter} ваши X существ могут получить {counter} или ваше существо может
    получить X {counter} (1 раз за ход)»: a «может» ability naming creatures of the squad (Online 405.3, 412.1)."""
    from tolaria.berserk.abilities import Point, SplitTokens
    from tolaria.berserk.cards import Limit, Per

    _, _, _, triggers = compile_text(
        "Когда карта противника теряет X {counter} ваши X существ могут получить {counter} или ваше существо может "
        "получить X {counter} (1 раз за ход)", (), "Прорицательница вершин")
    assert len(triggers) == 1
    t = triggers[0]
    assert t.point is Point.ENEMY_LOSES_TOKENS and t.effects == (SplitTokens(),)
    assert t.optional and t.chooses and t.target is not None and t.target.side is Side.OWN and t.target.creature
    assert t.limit == Limit(1, Per.TURN)


def test_the_token_sharing_needs_both_options() -> None:
    with pytest.raises(Unsupported):
        compile_text("Когда карта противника теряет X {counter} ваши X существ могут получить {counter}", (),
                     "Прорицательница вершин")


def test_dvergs_gift_is_a_playable_ability_for_the_turn() -> None:
    """«выбранное существо до конца хода получает: «{tap}: Магический удар ...»»: the quoted text reads as a printed
    playable ability (Online 407.1, 407.2)."""
    from tolaria.berserk.abilities import Acquire, Duration

    ability = _text_ability("{tap}: Воздействие «дух мухомора» — выбранное существо до конца хода получает: «{tap}: "
                            "Магический удар той же величины, что и {strike} этого существа и +1 к этому удару (1 раз "
                            "за ход)»", "Дверг")
    assert ability.target is not None and ability.target.creature and ability.target.side is Side.ANY
    (gift,) = ability.effects
    assert isinstance(gift, Acquire) and gift.who is Who.CHOSEN and gift.duration is Duration.END_OF_TURN


def test_the_strike_sized_magic_strike() -> None:
    """Online 205.1.a: the card's printed {strike}, row by row, plus the bonus as it is declared."""
    from tolaria.berserk.cards import Attack, AttackKind, Limit, Per

    _, playable, _, _ = compile_text("{tap}: магический удар той же величины, что и {strike} этого существа и +1 к "
                                     "этому удару (1 раз за ход)", (), "")
    assert playable[0].effect == Attack(AttackKind.MAGIC, (1, 1, 1), as_strike=True)
    assert playable[0].limit == Limit(1, Per.TURN)


def test_a_gift_that_is_no_playable_ability_is_not_read_so() -> None:
    from tolaria.berserk.acquired_playable_phrases import given_playable

    assert given_playable("выбранное существо до конца хода получает: «летает как птица»", target_of) is None


def test_starts_with_additional_lives() -> None:
    from tolaria.berserk.abilities import Conditional, StartsWithLives, TurnOrder

    _, _, statics, _ = compile_text("{second}: Начинает бой с 3 дополнительными жизнями", (), "Дверг")
    assert statics == (Conditional(TurnOrder(second=True), StartsWithLives(3)),)


def test_lowerings_waiting_for_the_calculation_apply_in_order() -> None:
    """Two lowerings declared before the value is fixed: each in turn, each with its own floor."""
    from tolaria.berserk.rules.attack_weakening import apply_waiting
    from tolaria.berserk.state import Chain, ChainKind

    chain = Chain(1, ChainKind.STRIKE, 0, 0)
    chain.lowered = (1, 0, 2, 1)
    assert apply_waiting(chain, 4) == 1
    assert apply_waiting(chain, 1) == 0  # the first takes it to 0, below the second's floor: kept


STITCHER = ("3{counter}{tap}: Изгнать существо с вашего кладбища, при этом возродить ваше нелетающее существо, оно "
            "теряет особенности и получает +X к {strike} и +Y к {health}, где X — значение слабого {strike}, а Y — "
            "значение {health} изгнанного существа (1 раз за бой)")


def test_the_stitcher_exiles_one_graveyard_creature_and_resurrects_another() -> None:
    """Two graveyard targets (Online 412.1, glossary «Возрождение»): the exiled one first, then the resurrected
    non-flyer, which loses its abilities for the battle (Online 407.3, 407.4) and gains the exiled card's values."""
    from tolaria.berserk.abilities import (
        Acquire,
        Duration,
        Exile,
        ExiledValue,
        GainExiledValues,
        Resurrect,
    )
    from tolaria.berserk.cards import LOSES_ALL, Per

    _, playable, _, _ = compile_text(STITCHER, (), "Сшиватель плоти")
    assert playable[0].cost.tokens == 3 and playable[0].cost.tap
    assert playable[0].limit is not None and playable[0].limit.per is Per.BATTLE
    ability = _text_ability(STITCHER, "Сшиватель плоти")
    assert ability.target is not None and ability.target.graveyard and ability.target.side is Side.OWN
    assert ability.second is not None and ability.second.graveyard and ability.second.side is Side.OWN
    assert ability.second.filter is not None and ability.second.filter.flyer is False
    assert ability.effects == (Exile(Who.CHOSEN), Resurrect(who=Who.SECOND),
                               Acquire((LOSES_ALL,), Who.SECOND, Duration.END_OF_BATTLE),
                               GainExiledValues(Who.SECOND, ExiledValue.WEAK_STRIKE, ExiledValue.LIFE))


def test_the_exiled_values_are_read_by_their_letters() -> None:
    """The «где» clause may name the values in either order; each letter is the one its gain uses."""
    from tolaria.berserk.abilities import ExiledValue
    from tolaria.berserk.exile_resurrection_phrases import exile_then_resurrect

    found = exile_then_resurrect("изгнать существо с вашего кладбища, при этом возродить ваше существо, оно получает "
                                 "+y к {health} и +x к {strike}, где x — значение сильного {strike}, а y — значение "
                                 "{health} изгнанного существа", False, "")
    assert found is not None
    gains = found.effects[-1]
    assert getattr(gains, "strike", None) is ExiledValue.STRONG_STRIKE and getattr(gains, "life", None) is ExiledValue.LIFE


@pytest.mark.parametrize("text", [
    # a letter the «где» clause does not define
    "изгнать существо с вашего кладбища, при этом возродить ваше существо, оно получает +x к {strike}, где y — "
    "значение {health} изгнанного существа",
    # a place on the field is no description of a graveyard card
    "изгнать существо с вашего кладбища, при этом возродить стоящее рядом существо",
    # the opponent's graveyard is not read
    "изгнать существо с кладбища противника, при этом возродить ваше существо",
    # an unread rider
    "изгнать существо с вашего кладбища, при этом возродить ваше существо, оно получает полет",
])
def test_other_exile_resurrections_are_not_read(text: str) -> None:
    from tolaria.berserk.exile_resurrection_phrases import exile_then_resurrect

    assert exile_then_resurrect(text, False, "") is None


QUEEN = ("{instant}{tap}: Воздействие плоть мертвых при гибели существа (кроме летающих, бестелесных, Скелетов и "
         "симбиотов) вызвать на его клетку Скелета")


def test_the_queens_combined_ability_triggers_at_a_creatures_death() -> None:
    """Online 413.3: a trigger paid by closing; the dying creature is no flyer, incorporeal, Скелет nor symbiote, and
    the summon goes to its cell."""
    from tolaria.berserk.abilities import Point, Summon, SummonCell
    from tolaria.berserk.cards import CardType, Keyword

    _, _, _, triggers = compile_text(QUEEN, (), "Королева мёртвых")
    assert len(triggers) == 1
    t = triggers[0]
    assert t.point is Point.CREATURE_DEATH and t.taps and not t.optional
    assert t.other is not None and t.other.flyer is False and t.other.not_named == "скелетов"
    assert t.other.lacking == {Keyword.INCORPOREAL.value} and t.other.not_types == {CardType.SYMBIOTE}
    summon = t.effects[0]
    assert isinstance(summon, Summon) and summon.cell is SummonCell.DEAD_CELL and summon.card.named == "скелета"


def test_a_named_death_of_either_squad() -> None:
    """«При гибели Скелета открыться»: a card of that name, whoever's (glossary «При гибели [текст]»)."""
    from tolaria.berserk.abilities import OpenCard, Point

    _, _, _, triggers = compile_text("При гибели Скелета открыться", (), "Королева мёртвых")
    t = triggers[0]
    assert t.point is Point.CREATURE_DEATH and t.side is Side.ANY
    assert t.other is not None and t.other.named == "скелета" and t.effects == (OpenCard(Who.SELF),)


@pytest.mark.parametrize("sentence", [
    "{instant}{tap}: Воздействие плоть мертвых при гибели существа (кроме летающих, Скелетов и Зомби) вызвать на его "
    "клетку Скелета",  # two names left out
    "{instant}{tap}: при гибели существа вызвать Скелета",  # a summon next to the source is no «его клетка»
    "При гибели этого существа открыться",
])
def test_other_combined_and_named_deaths_are_not_read(sentence: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(sentence, (), "Королева мёртвых")


def test_the_grave_beetle_returns_with_its_squads_creature() -> None:
    """«Когда ваше существо инкарнирует или возрождается, если Могильный жук на вашем кладбище он возрождается в
    качестве компаньона этого существа (2 раза за бой)»: its own ability, from the graveyard, twice a battle."""
    from tolaria.berserk.abilities import Point, ResurrectAsCompanion
    from tolaria.berserk.cards import Per

    sentence = ("Когда ваше существо инкарнирует или возрождается, если Могильный жук на вашем кладбище он возрождается "
                "в качестве компаньона этого существа (2 раза за бой)")
    _, _, _, triggers = compile_text(sentence, (), "Могильный жук")
    t = triggers[0]
    assert t.point is Point.SQUAD_RETURNED and t.effects == (ResurrectAsCompanion(),)
    assert t.limit is not None and t.limit.count == 2 and t.limit.per is Per.BATTLE
    with pytest.raises(Unsupported):  # another card's name: not its own ability
        compile_text(sentence, (), "Кочевник")


JILLA_GUARD = ("Пока в вашем отряде есть артефакт блокирует атаки существ без маркера ловкости по себе, все существа "
               "противника имеют {tap}: Получить маркер \"ловкости\"")


def test_the_guard_and_the_given_playable() -> None:
    """One marker named twice; the given playable reads as a printed one, the marker to the end of the battle."""
    from tolaria.berserk.abilities import Acquire, Duration, UnmarkedAttacksBlocked
    from tolaria.berserk.acquired_playable_phrases import readable_playable
    from tolaria.berserk.cards import CardType, Playable

    _, _, statics, _ = compile_text(JILLA_GUARD, (), "Джилла")
    assert statics == (UnmarkedAttacksBlocked("ловкость", "{tap}: Получить маркер «ловкости»", CardType.ARTIFACT),)
    given = readable_playable(statics[0].granted)
    assert isinstance(given, Playable) and given.cost.tap and isinstance(given.effect, TextAbility)
    assert given.effect.effects == (Acquire(("«ловкость»",), Who.SELF, Duration.END_OF_BATTLE),)


def test_the_attacker_loses_the_marker() -> None:
    """«При атаке по Джилле потерять маркер "ловкости"»: the attacker's (READINGS «Маркер ловкости»)."""
    from tolaria.berserk.abilities import LoseMarker, Point

    _, _, _, triggers = compile_text("При атаке по Джилле потерять маркер \"ловкости\"", (), "Джилла")
    assert triggers[0].point is Point.ATTACKED
    assert triggers[0].effects == (LoseMarker("ловкость", Who.ATTACKER),)


@pytest.mark.parametrize("sentence", [
    JILLA_GUARD.replace("имеют {tap}: Получить маркер \"ловкости\"", "имеют {tap}: Получить маркер \"сети\""),
    JILLA_GUARD.replace("есть артефакт", "есть герой-маг"),
])
def test_other_guards_are_not_read(sentence: str) -> None:
    """A guard naming two markers, or another condition, is no reading of this form."""
    with pytest.raises(Unsupported):
        compile_text(sentence, (), "Джилла")
