"""Movement modifiers and targets «себя или ...» (Online 203.1, 203.4, 412.1)."""

from __future__ import annotations

from tolaria.berserk.abilities import Acquire, MoveBonus, Who
from tolaria.berserk.cards import Keyword, Named
from tolaria.berserk.compiler import compile_text


def test_move_bonus_and_cannot_move() -> None:
    named, _, statics, _ = compile_text("Не может передвигаться. +1 к {move}. -1 к {move}.")
    assert named == (Named(Keyword.CANNOT_MOVE),)
    assert statics == (MoveBonus(1), MoveBonus(-1))


def test_self_or_neighbour_and_the_target_named_again() -> None:
    text = ("В начале вашего хода может ранить себя или стоящее рядом существо на 1, при этом цель получает +1{move} до "
            "конца вашего хода (воздействие «щелчок хлыста»).")
    (trigger,) = compile_text(text, name="Смотритель стойла")[3]
    assert trigger.target is not None and trigger.target.or_self and trigger.target.adjacent
    gain = trigger.effects[1]
    assert isinstance(gain, Acquire) and gain.who is Who.CHOSEN and gain.abilities == ("+1{move}",)


def test_a_pronoun_after_an_effect_on_the_target_is_the_target() -> None:
    (playable,) = compile_text("{tap}: Ранить стоящее рядом существо на 1, при этом оно получает +1{move} до конца хода.")[1]
    gain = playable.effect.effects[1]  # type: ignore[union-attr]
    assert isinstance(gain, Acquire) and gain.who is Who.CHOSEN


def test_battle_start_gain_list_with_element_conditions() -> None:
    from tolaria.berserk.abilities import Point, SquadElement

    text = ("В начале боя получает: +1 к {move}, если у вас есть степное существо; {ova}1 и {ovz}1, если у вас есть "
            "лесное существо; +1 к среднему и сильному {strike}, если у вас есть темное существо.")
    triggers = compile_text(text, name="Гермет")[3]
    assert [t.point for t in triggers] == [Point.BATTLE_START] * 3
    assert [t.condition for t in triggers] == [SquadElement("Степи"), SquadElement("Леса"), SquadElement("Тьма")]
    assert [t.effects[0].abilities for t in triggers] == [  # type: ignore[union-attr]
        ("+1 к {move}",), ("опыт в атаке 1", "опыт в защите 1"), ("+1 к среднему и сильному {strike}",)]


# ------------------------------------------------------------------ texts that move a card (Online 417.1)


def test_push_in_the_strike_direction_with_wounds_instead() -> None:
    from tolaria.berserk.abilities import Destination, MoveCard, Point, Whose

    text = ("При {strike} в свой ход может переместить атакованное существо на 1 клетку в направлении удара; если "
            "атакованный не может или не хочет быть перемещен — Молотобоец ранит его на 2 (воздействие «удар молота»).")
    (trigger,) = compile_text(text, name="Молотобоец")[3]
    assert trigger.point is Point.ATTACK and trigger.whose is Whose.YOURS and trigger.optional
    assert trigger.effects == (MoveCard(Who.ATTACKED, Destination.STRIKE_DIRECTION, 2),)


def test_the_wounds_instead_must_be_the_cards_own() -> None:
    import pytest

    from tolaria.berserk.compiler import Unsupported

    text = ("При {strike} может переместить атакованное существо на 1 клетку в направлении удара; если атакованный не "
            "может или не хочет быть перемещен — Молотобоец ранит его на 2.")
    with pytest.raises(Unsupported):
        compile_text(text, name="Кочевник")


def test_pull_over_the_free_cell_only_for_a_strike_across_a_row() -> None:
    import pytest

    from tolaria.berserk.abilities import Destination, MoveCard
    from tolaria.berserk.cards import AttackKind
    from tolaria.berserk.compiler import Unsupported

    (trigger,) = compile_text("При {uchr} через свободную клетку может переместить на нее атакованную карту.")[3]
    assert trigger.effects == (MoveCard(Who.ATTACKED, Destination.ACROSS),) and trigger.optional
    assert trigger.attack is not None and trigger.attack.scope.kinds == frozenset({AttackKind.ACROSS_ROW})
    with pytest.raises(Unsupported):  # a simple strike passes over no cell
        compile_text("При {strike} через свободную клетку может переместить на нее атакованную карту.")


def test_a_chosen_creature_with_formation_never_a_flyer() -> None:
    from tolaria.berserk.abilities import Destination, MoveCard, Point, Side

    text = "При передвижении может переместить другое ваше существо со строем на клетку вашей половины поля боя рядом с собой."
    (trigger,) = compile_text(text, name="Ратник Крейд-Моора")[3]
    assert trigger.point is Point.MOVE and trigger.chooses and trigger.optional
    assert trigger.effects == (MoveCard(Who.CHOSEN, Destination.OWN_HALF_NEXT_TO_SOURCE),)
    spec = trigger.target
    assert spec is not None and spec.side is Side.OWN and spec.other
    assert spec.filter is not None and spec.filter.formation and spec.filter.flyer is False  # Online 211.3


def test_a_move_is_the_last_effect_of_a_text() -> None:
    import pytest

    from tolaria.berserk.compiler import Unsupported

    with pytest.raises(Unsupported):  # the cell may be asked for: nothing can follow it
        compile_text("{tap}: Переместить существо на любую незанятую клетку поля боя, затем получить {counter}.")


def test_wound_each_creature_having_ranged_attacks_and_a_jump_trigger() -> None:
    from tolaria.berserk.abilities import AttackAt, Point, Side, WoundEach
    from tolaria.berserk.cards import AttackOnly, Limit, Per

    (flame,) = compile_text("{tap}: Заклинание «пламя бездны» — ранить на 2 каждое существо противника, обладающее "
                            "выстрелом, метанием или разрядом.")[1]
    (each,) = flame.effect.effects  # type: ignore[union-attr]
    assert isinstance(each, WoundEach) and each.amount == 2 and each.spec.side is Side.OPPONENT
    assert each.spec.filter is not None and each.spec.filter.having == frozenset({"выстрел", "метание", "разряд"})
    (jump,) = compile_text("При прыжке вашего существа особый удар исподтишка на 1-2-2 (только по карте противника, "
                           "3 раза за ход).")[3]
    assert jump.point is Point.SQUAD_JUMP and jump.limit == Limit(3, Per.TURN)
    strike = jump.effects[0]
    assert isinstance(strike, AttackAt) and strike.attack.only is AttackOnly.OPPONENTS_CARD


def test_moved_by_another_card_names_the_card_itself() -> None:
    import pytest

    from tolaria.berserk.abilities import Point
    from tolaria.berserk.compiler import Unsupported

    text = "При перемещении Кугхора другой картой особый удар киркой на 2 (только по карте противника, 2 раза за ход)."
    (trigger,) = compile_text(text, name="Кугхор")[3]
    assert trigger.point is Point.MOVED_BY_CARD and trigger.chooses
    with pytest.raises(Unsupported):  # another card's name
        compile_text(text, name="Кочевник")


def test_a_reaction_to_a_die_showing_one() -> None:
    from tolaria.berserk.abilities import WoundBy

    (mark,) = compile_text("{instant}{tap}: Воздействие «черная метка» — когда бросок кубика существа равен 1 — ранить "
                           "его на 2.")[1]
    ability = mark.effect
    assert mark.cost.instant and ability.target is not None  # type: ignore[union-attr]
    assert ability.target.rolled and ability.target.roll == 1 and ability.target.creature  # type: ignore[union-attr]
    assert ability.effects == (WoundBy(2, Who.CHOSEN),)  # type: ignore[union-attr]


def test_limits_on_the_opponents_movement_name_the_card() -> None:
    import pytest

    from tolaria.berserk.abilities import EnemyMoveLimit, MoveLimit
    from tolaria.berserk.compiler import Unsupported

    lamia = "Каждое существо противника, стоящее рядом с Ламией, может передвигаться только на соседние с Ламией клетки."
    assert compile_text(lamia, name="Ламия")[2] == (EnemyMoveLimit(MoveLimit.NEXT_TO_SOURCE),)
    with pytest.raises(Unsupported):
        compile_text(lamia, name="Ррег")
    rreg = ("Существа противника не могут перемещаться на клетки вашей половины поля боя, пока в вашем первом ряду стоит "
            "Ррег и два или более других ваших существа.")
    assert compile_text(rreg, name="Ррег")[2] == (EnemyMoveLimit(MoveLimit.NOT_ONTO_HALF, front_row_others=2),)
    issa = ("Существа противника могут объявлять прыжок или телепортацию только на свободные клетки рядом с Иссой. Если "
            "таких клеток нет или дальность прыжка недостаточна использовать прыжок или телепортацию нельзя.")
    assert compile_text(issa, name="Исса")[2] == (EnemyMoveLimit(MoveLimit.LEAPS_NEXT_TO_SOURCE),)
    with pytest.raises(Unsupported):  # the second sentence restates the first and means nothing alone
        compile_text("Если таких клеток нет или дальность прыжка недостаточна использовать прыжок или телепортацию нельзя.")


def test_movement_history_conditions_and_tokens() -> None:
    from tolaria.berserk.abilities import Point, StrengthBonus, TokenGain, TokenLoss, Unmoved

    text = ("В конце вашего хода может получить {counter}, если не перемещался в этот ход. +X к {strike}, где X — "
            "количество {counter} на Камнедреве. При движении Камнедрев теряет все {counter}.")
    _, _, statics, triggers = compile_text(text, name="Камнедрев")
    (bonus,) = statics
    assert isinstance(bonus, StrengthBonus) and bonus.x == 1 and bonus.per_token
    end, move = triggers
    assert end.point is Point.TURN_END and end.condition == Unmoved() and end.effects == (TokenGain(),) and end.optional
    assert move.point is Point.MOVE and move.effects == (TokenLoss(all=True),)


def test_an_intruder_on_your_half_is_moved_a_step() -> None:
    from tolaria.berserk.abilities import Destination, MoveCard, Side

    (torrent,) = compile_text("{instant}{tap}: Воздействие бурное течение если существо противника передвинулось на "
                              "клетку вашей половины поля переместить его на соседнюю клетку (но не по диагонали).")[1]
    ability = torrent.effect
    spec = ability.target  # type: ignore[union-attr]
    assert spec is not None and spec.side is Side.OPPONENT and spec.own_half
    assert spec.filter is not None and spec.filter.moved is True
    assert ability.effects == (MoveCard(Who.CHOSEN, Destination.STEP),)  # type: ignore[union-attr]


def test_row_and_column_texts() -> None:
    import pytest

    from tolaria.berserk.abilities import ColumnRangeAura, UnansweredAtLone
    from tolaria.berserk.cards import AttackKind
    from tolaria.berserk.compiler import Unsupported

    lone = "Может объявлять безответный удар по существу противника, если и справа и слева от него нет других его существ."
    assert compile_text(lone)[2] == (UnansweredAtLone(),)
    column = ("Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к "
              "дальности.")
    assert compile_text(column, name="Паладин Алламора")[2] == (
        ColumnRangeAura(1, frozenset({AttackKind.SHOT, AttackKind.THROW, AttackKind.DISCHARGE})),)
    with pytest.raises(Unsupported):  # another card's column
        compile_text(column, name="Кочевник")


def test_a_restriction_or_wounds_by_the_opponents_choice() -> None:
    from tolaria.berserk.abilities import Duration, GainOrWounds, Side

    (woe,) = compile_text("{instant}{tap}: Выбранное существо противника, которое не передвигалось в этот ход, получает "
                          "Не может передвигаться до конца хода или ранится на 3 (по выбору противника).")[1]
    ability = woe.effect
    spec = ability.target  # type: ignore[union-attr]
    assert spec is not None and spec.side is Side.OPPONENT and spec.filter is not None and spec.filter.moved is False
    assert ability.effects == (  # type: ignore[union-attr]
        GainOrWounds(("не может передвигаться",), Duration.END_OF_TURN, 3, Who.CHOSEN),)


def test_wound_the_enemy_opposite_more_if_it_did_not_move() -> None:
    from tolaria.berserk.abilities import Point, Whose, WoundBy

    text = ("В начале вашего хода воздействие «нестерпимый жар» — ранить существо противника напротив Гнома-поджигателя "
            "на 1 (+1 к воздействию, если это существо не двигалось в прошлый ход противника).")
    (trigger,) = compile_text(text, name="Гном-поджигатель")[3]
    assert trigger.point is Point.TURN_START and trigger.whose is Whose.YOURS
    assert trigger.effects == (WoundBy(1, Who.OPPOSITE_ENEMY, unmoved_bonus=1),)


def test_two_heads_one_text_and_a_fixed_next_roll() -> None:
    from tolaria.berserk.abilities import NextRollIs, Point, Side

    text = "При гибели существа противника или инкарнации вашего существа — следующий бросок кубика Повелителя бездны равен 6."
    death, incarnation = compile_text(text, name="Повелитель бездны")[3]
    assert death.point is Point.CREATURE_DEATH and death.side is Side.OPPONENT
    assert incarnation.point is Point.SQUAD_INCARNATED
    assert death.effects == incarnation.effects == (NextRollIs(6),)


def test_a_roll_bonus_against_the_target() -> None:
    from tolaria.berserk.abilities import Duration, RollBonusAgainst, WoundBy

    (claws,) = compile_text("{tap}: Воздействие «песчаные когти» — ранить существо на 1, ваши существа получают +1 к "
                            "броскам кубика при атаках по этому существу до конца хода.")[1]
    assert claws.effect.effects == (  # type: ignore[union-attr]
        WoundBy(1, Who.CHOSEN), RollBonusAgainst(1, Duration.END_OF_TURN))


def test_a_gaze_lasting_while_both_keep_their_cells() -> None:
    from tolaria.berserk.abilities import Duration

    text = ("При ударе — атакованное существо не может передвигаться с той клетки, где оно находилось на момент этого "
            "удара, пока Василиск не переместится, или не покинет поле боя (воздействие «взгляд Василиска»).")
    (trigger,) = compile_text(text, name="Василиск")[3]
    assert trigger.effects == (Acquire(("не может передвигаться",), Who.ATTACKED, Duration.WHILE_SOURCE_STAYS),)


def test_a_formation_partner_named_by_the_card() -> None:
    import pytest

    from tolaria.berserk.abilities import InFormation, OpenCard
    from tolaria.berserk.compiler import Unsupported

    text = ("Строй: при {strike} — открыть существо в строю с Рубаками Холверта; оно не может атаковать до конца хода "
            "(1 раз за ход).")
    (trigger,) = compile_text(text, name="Рубаки Холверта")[3]
    assert trigger.condition == InFormation() and trigger.target is not None and trigger.target.partner
    assert isinstance(trigger.effects[0], OpenCard) and isinstance(trigger.effects[1], Acquire)
    assert trigger.effects[1].abilities == ("не может атаковать",) and trigger.effects[1].who is Who.CHOSEN
    with pytest.raises(Unsupported):  # another card's formation
        compile_text(text, name="Кочевник")


def test_gains_from_the_turns_movement() -> None:
    from tolaria.berserk.abilities import Conditional, MovedCells

    text = ("Получает {direct} до конца вашего хода, если переместилась хотя бы на 2 клетки в одном и том же направлении "
            "в этот ход. Получает {ova}2 до конца вашего хода, если переместилась хотя бы на 2 клетки в разных "
            "направлениях в этот ход.")
    straight, turning = compile_text(text, name="Риала")[2]
    assert straight == Conditional(MovedCells(2, same=True), Named(Keyword.DIRECTED_STRIKE))
    assert turning == Conditional(MovedCells(2, same=False), Named(Keyword.ATTACK_EXPERIENCE, 2))


def test_a_jump_range_aura_names_the_card() -> None:
    import pytest

    from tolaria.berserk.abilities import JumpRangeAura
    from tolaria.berserk.compiler import Unsupported

    text = "Ваши стоящие рядом с Аларино существа с прыжком получают +1 к дальности прыжка."
    assert compile_text(text, name="Аларино")[2] == (JumpRangeAura(1),)
    with pytest.raises(Unsupported):
        compile_text(text, name="Грызь")


def test_the_rows_edges_are_neighbours_for_the_coachman() -> None:
    from tolaria.berserk.abilities import RowWrap

    text = ("Возница может перемещаться между крайними клетками одного ряда как на рядом стоящую клетку. Возница может "
            "объявлять {strike} с крайней клетки ряда по существу, стоящему на противоположной клетке ряда, как по рядом "
            "стоящему.")
    assert compile_text(text, name="Возница")[2] == (RowWrap(strike=False), RowWrap(strike=True))


def test_an_attack_next_to_the_card_and_a_triggered_teleport() -> None:
    from tolaria.berserk.abilities import Destination, MoveCard, Point
    from tolaria.berserk.cards import Limit, Per

    text = ("При дальней атаке по существу, стоящему рядом с Сайкороном — он может телепортироваться на свободную клетку "
            "рядом с атаковавшим (1 раз за бой).")
    (trigger,) = compile_text(text, name="Сайкорон")[3]
    assert trigger.point is Point.ATTACK_NEAR and trigger.optional and trigger.limit == Limit(1, Per.BATTLE)
    assert trigger.attack is not None and trigger.attack.scope.ranged and trigger.attack.outcome is None
    assert trigger.effects == (MoveCard(Who.SELF, Destination.NEXT_TO_ATTACKER),)


def test_abilities_after_a_step_along_an_axis() -> None:
    from tolaria.berserk.abilities import Conditional, MovedCells, StrengthBonus
    from tolaria.berserk.cards import MoveAxis

    text = ("Имеет {tap}: {uchr} на 1-2-2, если переместился хотя бы на 1 клетку по вертикали в этот ход. +1 к ударам, "
            "если переместился хотя бы на 1 клетку по горизонтали в этот ход.")
    _, (across,), (bonus,), _ = compile_text(text, name="Пикинёр Альхенгарда")
    assert across.moved_axis is MoveAxis.VERTICAL
    assert isinstance(bonus, Conditional) and bonus.condition == MovedCells(1, same=False, axis=MoveAxis.HORIZONTAL)
    assert isinstance(bonus.ability, StrengthBonus) and bonus.ability.x == 1


def test_an_attack_worth_the_row_neighbours_weak_strikes() -> None:
    import pytest

    from tolaria.berserk.cards import Attack, AttackKind, AttackX
    from tolaria.berserk.compiler import Unsupported

    text = "{counter}{tap}: Магический удар на X, где X — сумма слабых {strike} ваших существ справа и слева от Фагора."
    (playable,) = compile_text(text, name="Фагор")[1]
    assert playable.effect == Attack(AttackKind.MAGIC, (0, 0, 0), x_of=AttackX.NEIGHBOURS_WEAK)
    with pytest.raises(Unsupported):
        compile_text(text, name="Кочевник")


def test_wound_the_enemy_behind_the_attacked_by_the_strikes_value() -> None:
    from tolaria.berserk.abilities import Point, WoundBy

    text = ("Строй: {zom}. При ударе ранить существо противника, стоящее позади атакованного, на X, где X величина удара "
            "(воздействие рунная пика).")
    (trigger,) = compile_text(text, name="Кулхан")[3]
    assert trigger.point is Point.ATTACK and trigger.effects == (WoundBy(0, Who.BEHIND_ATTACKED, by_amount=True),)


def test_gains_while_creatures_of_four_classes_stand_next_to_it() -> None:
    from tolaria.berserk.abilities import Conditional, Neighbours

    text = ("Эорвал получает +1 к {strike}, {ova}1 и -1 от немагических атак, пока рядом с ним стоят существа минимум 4 "
            "разных классов.")
    statics = compile_text(text, name="Эорвал")[2]
    assert len(statics) == 3 and all(isinstance(s, Conditional) and s.condition == Neighbours(classes=4)
                                     for s in statics)


def test_half_and_row_conditions() -> None:
    from tolaria.berserk.abilities import BoardCondition, Conditional, OnBoard, Reduction

    text = ("+1 к {strike}, пока на половине поля боя противника больше ваших существ, чем на вашей половине поля боя. "
            "-1 от атак существ, стоящих в 1 ряду противника.")
    bonus, less = compile_text(text, name="Берелгал")[2]
    assert isinstance(bonus, Conditional) and bonus.condition == OnBoard(BoardCondition.MORE_ON_ENEMY_HALF)
    assert isinstance(less, Reduction) and less.scope.source_row == 1
