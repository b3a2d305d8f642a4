"""The compiled form of strike statics, lost and ignored abilities and «Вместо гибели возвращается в колоду»
(Online 205.6, 407.4, 408.3, 422.1; glossary «Возвращается в колоду»)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import (
    Acquire,
    AttackScope,
    Aura,
    Conditional,
    CountedX,
    Duration,
    IsClosed,
    IsDefender,
    Place,
    ReducedTo,
    ReducedToWeak,
    Reduction,
    Side,
    StrengthBonus,
    TargetSpec,
    TextAbility,
)
from tolaria.berserk.cards import LOSES_ALL, Attack, AttackKind, Keyword, Named
from tolaria.berserk.compiler import Unsupported, compile_text

SIMPLE = AttackScope(frozenset({AttackKind.SIMPLE}))


def statics(text: str, name: str) -> tuple[object, ...]:
    return compile_text(text, (), name)[2]


def test_strikes_at_the_card_reduced_to_weak_and_to_one_while_closed() -> None:
    # Степной волколак, Морок: the card's own name in the dative
    assert statics("Все {strike} по Степному волколаку сводятся к слабым.", "Степной волколак") == (ReducedToWeak(SIMPLE),)
    assert statics("{strike} по закрытому Мороку сводятся к 1.", "Морок") == (Conditional(IsClosed(), ReducedTo(1, SIMPLE)),)
    with pytest.raises(Unsupported):  # another card's name is not this card
        compile_text("{strike} по закрытому Мороку сводятся к 1.", (), "Кочевник")


def test_neighbours_strikes_weak_and_reduction_while_defending() -> None:
    assert statics("{strike} по картам слева и справа от Морока сводится к слабому.", "Морок") == (
        Aura(ReducedToWeak(SIMPLE), Side.ANY, None, Place.LEFT_RIGHT),)
    assert statics("-1 от {strike}, пока Морок выступает защитником.", "Морок") == (
        Conditional(IsDefender(), Reduction(1, SIMPLE)),)


def test_bonuses_counted_from_the_target_or_the_opponent() -> None:
    (half,) = statics("+X к сильному {strike}, где X — половина текущих {health} атакованного существа (при нечетном "
                      "количестве текущих {health} округлять их в меньшую сторону).", "Уордак")
    assert isinstance(half, StrengthBonus) and half.x_of is CountedX.TARGET_HALF_LIFE and half.scope.tiers == {3}
    (copy,) = statics("+X к {strike}, где X — значение {strike} атакованного существа (без учета модификаторов).", "Метаморф")
    assert isinstance(copy, StrengthBonus) and copy.x_of is CountedX.TARGET_STRIKE
    (elements,) = statics("+X к {strike}, где X количество стихий в отряде противника.", "Старая гвардия")
    assert isinstance(elements, StrengthBonus) and elements.x_of is CountedX.OPPONENT_ELEMENTS
    with pytest.raises(Unsupported):  # an X the grammar does not know stays unread
        compile_text("+X к {strike}, где X — количество карт в колоде противника.", (), "Метаморф")


def test_named_sentences() -> None:
    for text, keyword in (("Не получает ран от ответных ударов.", Keyword.NO_COUNTER_WOUNDS),
                          ("Вместо гибели возвращается в колоду.", Keyword.BACK_TO_DECK),
                          ("Игнорирует особенности атакованного существа.", Keyword.IGNORES_ABILITIES)):
        assert compile_text(text)[0] == (Named(keyword),)


def test_an_attack_of_its_own_that_ignores() -> None:
    (_, fire) = compile_text("{tap}: Выстрел на 2-3-3. {counter}: Выстрел «огненной стрелой» на 5 (игнорирует особенности "
                             "атакованного существа).", (), "Серый альв")[1]
    assert isinstance(fire.effect, Attack) and fire.effect.ignores and fire.effect.strength == (5, 5, 5)
    with pytest.raises(Unsupported):  # only an attack may ignore
        compile_text("{tap}: Излечить существо на 2 (игнорирует особенности атакованного существа).")


def test_losing_all_abilities_while_the_source_is_in_play_or_for_a_duration() -> None:
    (loss, _) = compile_text("{counter}{tap}: Воздействие «потеря памяти» — существо теряет все особенности до тех пор, "
                             "пока Король-жрец не покинет поле боя (1 раз за бой). {tap}: Излечить существо на 2.", (),
                             "Король-жрец")[1]
    assert isinstance(loss.effect, TextAbility)
    assert loss.effect.effects == (Acquire((LOSES_ALL,), loss.effect.effects[0].who, Duration.WHILE_SOURCE_IN_SQUAD),)
    (turn,) = compile_text("{tap}: Воздействие «ошибка» — существо теряет все особенности до конца хода противника.")[1]
    assert isinstance(turn.effect, TextAbility) and turn.effect.effects[0] == Acquire(
        (LOSES_ALL,), loss.effect.effects[0].who, Duration.END_OF_OPPONENTS_TURN)
    with pytest.raises(Unsupported):  # «пока [другая карта] не покинет поле боя» names another card
        compile_text("{tap}: Воздействие «потеря памяти» — существо теряет все особенности до тех пор, пока Ётун не "
                     "покинет поле боя.", (), "Король-жрец")


def test_prophecy_and_its_clauses() -> None:
    from tolaria.berserk.abilities import IfShown, PoisonBy, Prophecy, Shown, Who, WoundBy

    (troll,) = compile_text("При {strike} — пророчество 2; если обе карты {elite} — ранить атакованного на 2, если обе "
                            "карты {ordinary} — атакованный получает отравление на 2.", (), "Двухголовый тролль")[3]
    assert troll.effects == (Prophecy(2, (IfShown(Shown(count=2, elite=True), (WoundBy(2, Who.ATTACKED),)),
                                          IfShown(Shown(count=2, elite=False), (PoisonBy(2, Who.ATTACKED),)))),)
    (bride,) = compile_text("В начале вашего хода пророчество 1; если показана карта стоимостью 4 или менее получить +2 к "
                            "дальности метания до конца хода.", (), "Невеста окуня")[3]
    (only,) = bride.effects
    assert isinstance(only, Prophecy) and only.then[0].condition == Shown(max_cost=4)
    for unread in ("При {strike} — пророчество 1; если обе карты {elite} — ранить атакованного на 2.",  # «обе» of one
                   "При {strike} — пророчество 1; если показанная карта {elite} — ранить выбранное существо на 2.",
                   "При {strike} — пророчество 1; если показанная карта летающая — ранить атакованного на 2."):
        with pytest.raises(Unsupported):
            compile_text(unread, (), "Двухголовый тролль")


def test_healing_then_staying_open_if_unwounded() -> None:
    from tolaria.berserk.abilities import HealSelf, IfUnwounded, StaysOpen

    (kele,) = compile_text("При {strike} может излечиться на 2, если после этого у Келе нет ран — не закрывается после "
                           "этой атаки.", (), "Келе")[3]
    assert kele.optional and kele.effects == (HealSelf(2), IfUnwounded((StaysOpen(),)))
    with pytest.raises(Unsupported):  # «у [другой карты]»: another card's wounds are not read
        compile_text("При {strike} может излечиться на 2, если после этого у Ётуна нет ран — не закрывается после этой "
                     "атаки.", (), "Келе")


def test_wounded_only_by_strikes_and_squad_movement() -> None:
    from tolaria.berserk.abilities import MoveBonus, SquadHas

    named, _, statics_read, _ = compile_text("Получает раны только от {strike}. Пока в вашем отряде есть другой герой-воин "
                                             "или герой-разбойник имеет +1 к {move}.", (), "Хигарт")
    assert named == (Named(Keyword.WOUNDED_ONLY_BY_STRIKES),)
    assert statics_read == (Conditional(SquadHas(frozenset({"герой-воин", "герой-разбойник"}), other=True), MoveBonus(1)),)


def test_strike_made_strong() -> None:
    from tolaria.berserk.abilities import StrikeToStrong

    (gift, _) = compile_text("{instant}{tap}: Воздействие «дар силы» — свести {strike} вашего существа к сильному. {tap}: "
                             "Разряд на 1.", (), "Ост")[1]
    assert isinstance(gift.effect, TextAbility) and gift.effect.effects == (StrikeToStrong(),)
    assert gift.effect.target is not None and gift.effect.target.striking and gift.effect.target.side is Side.OWN
    with pytest.raises(Unsupported):  # «к 1» is another effect, not read here
        compile_text("{instant}{tap}: Воздействие «дар силы» — свести {strike} вашего существа к 1.", (), "Ост")


def test_protection_by_value_and_recruitment_exclusion() -> None:
    from tolaria.berserk.abilities import AttackProtection
    from tolaria.berserk.phrases import MELEE

    assert statics("Защита от ближних ударов величиной 3 и более.", "Гном-отступник") == (
        AttackProtection(AttackScope(MELEE), at_least=3),)
    (dragon,) = compile_text("Когда Дракон-зомби получает X ран от атаки, он получает защиту от атак величиной X или менее "
                             "до конца хода.", (), "Дракон-зомби")[3]
    assert dragon.effects == (Acquire(("защита от атак величиной не более",), dragon.effects[0].who, Duration.END_OF_TURN,
                                      by_amount=True),)
    assert compile_text("Не может быть взят в отряд с горными существами.")[0] == (Named(Keyword.NOT_WITH_MOUNTAIN),)
    with pytest.raises(Unsupported):
        compile_text("Защита от выстрелов величиной 3 и более.")


def test_unanswered_at_a_lone_creature_and_classes_around() -> None:
    from tolaria.berserk.abilities import Neighbours, UnansweredAtLone

    assert statics("Может объявлять безответный удар по существу противника, если и справа и слева от него нет других "
                   "его существ.", "Римаанды") == (UnansweredAtLone(),)
    around = statics("Эорвал получает +1 к {strike}, {ova}1 и -1 от немагических атак, пока рядом с ним стоят существа "
                     "минимум 4 разных классов.", "Эорвал")
    assert len(around) == 3 and all(isinstance(s, Conditional) and s.condition == Neighbours(classes=4) for s in around)


def test_enemy_half_bonus_and_reduction_by_the_attackers_row() -> None:
    from tolaria.berserk.abilities import BoardCondition, OnBoard

    (bonus, less) = statics("+1 к {strike}, пока на половине поля боя противника больше ваших существ, чем на вашей "
                            "половине поля боя. -1 от атак существ, стоящих в 1 ряду противника.", "Берелгал")
    assert isinstance(bonus, Conditional) and bonus.condition == OnBoard(BoardCondition.MORE_ON_ENEMY_HALF)
    assert less == Reduction(1, AttackScope(source_row=1))


def test_an_attack_whose_x_is_counted() -> None:
    from tolaria.berserk.cards import AttackX

    (magic,) = compile_text("{counter}{tap}: Магический удар на X, где X — сумма слабых {strike} ваших существ справа и "
                            "слева от Фагора.", (), "Фагор")[1]
    assert isinstance(magic.effect, Attack) and magic.effect.x_of is AttackX.NEIGHBOURS_WEAK
    with pytest.raises(Unsupported):  # an X the grammar does not count
        compile_text("{tap}: Магический удар на X, где X — число ваших карт на кладбище.", (), "Фагор")


def test_healing_by_the_poisons_wounds() -> None:
    from tolaria.berserk.abilities import HealBy, Point, Who

    (ruins,) = compile_text("Когда существо противника получает X ран от отравления Руины Уорлога могут излечить на X "
                            "существо в вашем отряде.", (), "Руины Уорлога")[3]
    assert ruins.point is Point.ENEMY_POISONED_WOUND and ruins.optional and ruins.chooses
    assert ruins.effects == (HealBy(0, Who.CHOSEN, by_amount=True),) and ruins.target is not None
    assert ruins.target.side is Side.OWN
    with pytest.raises(Unsupported):  # another card's name
        compile_text("Когда существо противника получает X ран от отравления Ётун может излечить на X существо в вашем "
                     "отряде.", (), "Руины Уорлога")


def test_incarnation_tokens_on_graveyard_cards() -> None:
    from tolaria.berserk.abilities import ExtraLife, IncarnationToken, Who

    (talion,) = compile_text("При сильном {strike} — положите жетон инкарнации на существо на вашем кладбище.", (),
                             "Талион")[3]
    assert talion.effects == (IncarnationToken(Who.CHOSEN),) and talion.target is not None and talion.target.graveyard
    (hound,) = compile_text("В начале вашего хода вы можете снять жетон инкарнации с вашего существа на кладбище, при этом "
                            "Скелетная гончая получает +1 к {strike} до конца хода и 2 дополнительные {health}.", (),
                            "Скелетная гончая")[3]
    assert hound.optional and hound.target is not None and hound.target.with_token
    assert hound.effects[0] == IncarnationToken(Who.CHOSEN, remove=True) and hound.effects[2] == ExtraLife(2, Who.SELF)


def test_redistribution_onto_the_source_and_an_attack_of_its_wounds() -> None:
    from tolaria.berserk.abilities import Redistribute
    from tolaria.berserk.cards import AttackX

    (take, knife) = compile_text("{tap}: Воздействие «рэккендум» — перераспределить 2 (или менее) раны с другого болотного "
                                 "существа на себя. {tap}: Метание «ритуального ножа» на X, дальность 4, где X — число ран "
                                 "на Рэккене (максимум 4).", (), "Рэккен")[1]
    assert isinstance(take.effect, TextAbility) and take.effect.effects == (Redistribute(2),)
    assert take.effect.target is not None and take.effect.target.other
    assert isinstance(knife.effect, Attack) and knife.effect.x_of is AttackX.OWN_WOUNDS and knife.effect.x_most == 4
    assert knife.effect.range == 4
    (onto,) = compile_text("{tap}: Воздействие «рэккендум» — перераспределить 2 (или менее) раны с другого болотного "
                           "существа на выбранное существо.", (), "Рэккен")[1]
    assert isinstance(onto.effect, TextAbility)  # onto another card: a further target (rules/activated.py)
    assert onto.effect.effects == (Redistribute(2, to=TargetSpec(), recipients=1),)
    with pytest.raises(Unsupported):  # onto something that is no card: not read
        compile_text("{tap}: Воздействие «рэккендум» — перераспределить 2 (или менее) раны с другого болотного существа на "
                     "кладбище.", (), "Рэккен")


def test_redistribution_onto_one_or_more_enemy_creatures() -> None:
    """Glossary «Перераспределение (на Х)»: Волхв's wounds go to one or more of the opponent's creatures, up to X."""
    from tolaria.berserk.abilities import Redistribute

    (spell,) = compile_text("{counter}{tap}: Заклинание «волхвование при луне» — перераспределить 2 (или менее) раны с "
                            "существа в вашем отряде на существо или существ противника.", (), "Волхв")[1]
    assert isinstance(spell.effect, TextAbility) and spell.effect.spell
    assert spell.effect.target is not None and spell.effect.target.side is Side.OWN
    assert spell.effect.effects == (Redistribute(2, to=TargetSpec(side=Side.OPPONENT), recipients=2),)


def test_a_prophecy_that_blocks() -> None:
    from tolaria.berserk.abilities import ProphecyBlock, Shown
    from tolaria.berserk.cards import Limit, Per

    assert statics("Если Дочь перламутра атакована немагической атакой – пророчество 1; блокировать атаку, если "
                   "показанная карта нечетной стоимости (1 раз за ход).", "Дочь перламутра") == (
        ProphecyBlock(AttackScope(magical=False), 1, Shown(odd_cost=True), Limit(1, Per.TURN)),)


def test_a_poison_death_spreading() -> None:
    from tolaria.berserk.abilities import Point, PoisonBy, Who

    (sower, _) = compile_text("При гибели существа противника от отравления — может отравить стоящее рядом с погибшим "
                              "существо на X, где X — величина отравления умершего существа (1 раз за ход). {tap}: Разряд на "
                              "1-2-2, при среднем или сильном разряде — атакованный получает отравление на 1.", (),
                              "Сеятель хвори")[3]
    assert sower.point is Point.ENEMY_POISON_DEATH and sower.optional and sower.limit is not None
    assert sower.effects == (PoisonBy(0, Who.CHOSEN, by_amount=True),)
    assert sower.target is not None and sower.target.near_dead


def test_shown_by_prophecy_and_incarnating_anywhere() -> None:
    from tolaria.berserk.abilities import IncarnationForm, Point, ToGraveyard, Who

    _, _, forms, (shown,) = compile_text("Когда вы показываете Утопца при пророчестве можете положить его на кладбище. "
                                         "Инкарнирует на любой свободной клетке поля боя.", (), "Утопец")
    assert forms == (IncarnationForm(False, anywhere=True),)
    assert shown.point is Point.SHOWN_BY_PROPHECY and shown.optional and shown.effects == (ToGraveyard(Who.SELF),)
    with pytest.raises(Unsupported):  # another card's name
        compile_text("Когда вы показываете Ётуна при пророчестве можете положить его на кладбище.", (), "Утопец")


def test_a_bonus_to_the_next_strike_per_card_shown() -> None:
    from tolaria.berserk.abilities import NextBonus, Point
    from tolaria.berserk.compiler import static_of

    (ishar,) = compile_text("При пророчестве вашей карты — получает +X к следующему {strike}, где X — количество "
                            "показанных карт (максимум +3).", (), "Исхарская ненасыть")[3]
    assert ishar.point is Point.SQUAD_PROPHECY and ishar.effects == (NextBonus(3),)
    bonus = static_of("+2 к следующему {strike}")
    assert isinstance(bonus, StrengthBonus) and bonus.next_only and bonus.x == 2


def test_a_prophecy_on_a_squad_vampirism() -> None:
    from tolaria.berserk.abilities import ExtraLife, IfShown, Point, Prophecy, Shown, Who

    (oracle,) = compile_text("При вампиризме вашего существа пророчество на 1; если показанная карта {elite} это существо "
                             "получает 1 дополнительную {health} (2 раза за ход).", (), "Кровавый оракул")[3]
    assert oracle.point is Point.SQUAD_VAMPIRISM and oracle.limit is not None
    assert oracle.effects == (Prophecy(1, (IfShown(Shown(elite=True), (ExtraLife(1, Who.ATTACKER),)),)),)
