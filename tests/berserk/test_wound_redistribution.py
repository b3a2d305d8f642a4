"""«{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на других ваших существ»
(Отшельница) and «При дальней атаке по существу ... можете перераспределить полученные раны между небестелесными картами
в вашем отряде» (Обелиск топей): the readings, the wounds an attack leaves on record, and the answers offered and
refused; «При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок,
дальность 2» and «После прыжка Детей топи — ...» (Дети топи): their reading; Демон жадности's gates and its teleport onto
one: the reading, the cells offered and refused, and the choice kept through JSON; Тови's opponent's move the same way:
the reading, the moves offered and refused, and the gain instead; Морозный тюремщик's chained pair: the reading and the
pair's parting."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import (
    Acquire,
    BlockStrike,
    ChainedPair,
    Destination,
    DivideWounds,
    Duration,
    EnemyFollowsMove,
    MoveCard,
    PlaceCellMarkers,
    Point,
    Redistribute,
    Side,
    TeleportToMarker,
    TextAbility,
    Who,
    Whose,
)
from tolaria.berserk.actions import AssignWounds, Move, Pass, Place, Strike, TriggerAnswer, Use
from tolaria.berserk.cards import AttackKind, Playable
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import (
    CellMarkerChoice,
    FollowMoveChoice,
    MoveCellChoice,
    Priority,
    WoundDivision,
)
from tolaria.berserk.rules import wound_division
from tolaria.berserk.rules.activated import MELEE_KINDS
from tolaria.berserk.rules.struck_wounds import struck_at
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, Obj
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

TEXT = "{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на других ваших существ."

FILE = """name: Отшельница behind a closed Кочевник struck by a strong strike
game: berserk
dice: [6]
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x, closed: true}
      - {card: Кочевник, at: A3', id: y}
      - {card: Кочевник, at: B3', id: z}
      - {card: Отшельница, at: E3', id: h}
"""


def _ability(text: str) -> TextAbility:
    playable = compile_text(text, (), "Тест")[1]
    assert len(playable) == 1 and isinstance(playable[0], Playable)
    effect = playable[0].effect
    assert isinstance(effect, TextAbility)
    return effect


def test_the_sentence_is_read_as_a_redistribution_of_the_strikes_wounds() -> None:
    (playable,) = compile_text(TEXT, (), "Тест")[1]
    assert playable.cost.instant and playable.cost.tap
    ability = _ability(TEXT)
    assert ability.target is not None and ability.target.struck and ability.target.side is Side.OWN
    (effect,) = ability.effects
    assert isinstance(effect, Redistribute) and effect.received
    assert effect.to is not None and effect.to.side is Side.OWN and effect.to.creature and not effect.to.struck


def test_an_x_redistribution_is_not_one_of_received_wounds() -> None:
    effect = _ability("{tap}: Воздействие «рэккендум» — перераспределить 2 (или менее) раны с другого болотного "
                      "существа на себя.").effects[0]
    assert isinstance(effect, Redistribute) and not effect.received and effect.most == 2


@pytest.mark.parametrize("text", [
    # «от выстрела», «на существ противника»: other words than those read stay unsupported, never half read
    "{instant}{tap}: Когда существо получает раны от выстрела — перераспределить эти раны на других ваших существ.",
    "{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на существ противника.",
])
def test_other_words_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Тест")


def _struck() -> tuple[GameState, dict[str, int]]:
    """The strike of a at x has resolved its Wound object: its Payment object is on top, p2 to answer."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g, ids = scenario.game.state, scenario.labels
    engine.advance(g)
    engine.apply(g, Strike(ids["a"], ids["x"]), "p1")
    while g.stack[-1].obj is not Obj.PAYMENT:
        engine.apply(g, Pass(), None)
    engine.apply(g, Pass(), "p1")
    return g, ids


def test_the_strike_keeps_the_wounds_it_dealt_on_record() -> None:
    g, ids = _struck()
    found = struck_at(g, ids["x"], MELEE_KINDS)
    assert g.objects[ids["x"]].wounds == 3 and found is not None and found[1] == 3
    assert struck_at(g, ids["y"], MELEE_KINDS) is None


def test_the_listing_offers_the_struck_creature_with_one_to_three_other_creatures() -> None:
    g, ids = _struck()
    uses = [a for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == ids["h"] and a.index == 1]
    assert uses and {u.target for u in uses} == {ids["x"]}
    named = {frozenset(u.also) for u in uses}
    own = {ids["y"], ids["z"], ids["h"]}  # «других ваших существ»: Отшельница herself too, never the opponent's
    assert frozenset(own) in named and all(s <= own and 1 <= len(s) <= 3 for s in named)


def test_refusals_name_the_rule_and_change_nothing() -> None:
    g, ids = _struck()
    h, x, y, a = ids["h"], ids["x"], ids["y"], ids["a"]
    before = g.to_data()
    for action, rule in ((Use(h, 1, y, 0, (x,)), "Online 216.11"),  # y received no wounds from the strike
                         (Use(h, 1, x, 0, (a,)), "Online 412.1"),  # the opponent's creature
                         (Use(h, 1, x, 0, ()), "Перераспределение"),  # no card for the wounds
                         (Use(h, 1, x, 0, (x,)), "Online 412.1")):  # the healed creature itself
        with pytest.raises(IllegalAction, match=rule):
            engine.apply(g, action, "p2")
    assert g.to_data() == before


def _resolve_hermit(g: GameState, ids: dict[str, int]) -> None:
    while g.stack and g.chains[g.stack[-1].chain].source == ids["h"] and isinstance(g.pending, Priority):
        engine.apply(g, Pass(), None)


def test_the_hermits_player_divides_the_wounds_among_the_cards_named() -> None:
    g, ids = _struck()
    engine.apply(g, Use(ids["h"], 1, ids["x"], 0, (ids["y"], ids["z"])), "p2")
    _resolve_hermit(g, ids)
    d = g.pending
    assert isinstance(d, WoundDivision) and d.wounds == 3 and d.cards == (ids["y"], ids["z"])
    pair = (ids["y"], ids["z"])
    assert set(engine.legal_actions(g)) == {AssignWounds(pair, (1, 2)), AssignWounds(pair, (2, 1))}
    for bad in (AssignWounds((ids["y"],), (3,)), AssignWounds((ids["x"], ids["y"]), (1, 2))):
        with pytest.raises(IllegalAction, match="Online"):  # each target named takes some; the healed one none
            engine.apply(g, bad, "p2")
    engine.apply(g, AssignWounds((ids["y"], ids["z"]), (1, 2)), "p2")
    _resolve_hermit(g, ids)
    assert {n: g.objects[ids[n]].wounds for n in "xyz"} == {"x": 0, "y": 1, "z": 2}
    assert struck_at(g, ids["x"], MELEE_KINDS) is None and g.stack  # the strike's chain is still there, its wounds moved


def test_one_card_named_takes_them_all_with_nothing_asked() -> None:
    g, ids = _struck()
    engine.apply(g, Use(ids["h"], 1, ids["x"], 0, (ids["h"],)), "p2")
    _resolve_hermit(g, ids)
    assert isinstance(g.pending, Priority) and g.objects[ids["h"]].wounds == 3 and g.objects[ids["x"]].wounds == 0


OBELISK = ("При дальней атаке по существу воздействие густой туман можете перераспределить полученные раны между "
           "небестелесными картами в вашем отряде (2 раза за ход).")

SHOT = """name: Обелиск топей behind a Кочевник shot by a strong shot
game: berserk
dice: [6]
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Гаррид-лучник, at: C2, id: archer}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
      - {card: Кочевник, at: A3', id: y}
      - {card: Призрак Зенды, at: B3', id: ghost}
      - {card: Обелиск топей, at: E3', id: o}
"""


def test_the_obelisk_is_read_as_a_may_trigger_on_ranged_wounds() -> None:
    (trigger,) = compile_text(OBELISK, (), "Обелиск топей")[3]
    assert trigger.point is Point.SQUAD_WOUNDED and trigger.optional and trigger.effects == (DivideWounds(Who.ATTACKED),)
    assert trigger.wounded is not None and not trigger.wounded.artifact
    assert trigger.wounded.kinds == frozenset(k for k in AttackKind if k.ranged)
    assert trigger.limit is not None and trigger.limit.count == 2


@pytest.mark.parametrize("text", [
    # «между картами противника», «при ближней атаке»: not read, never half read
    "При дальней атаке по существу можете перераспределить полученные раны между картами противника.",
    "При ближней атаке по существу можете перераспределить полученные раны между небестелесными картами в вашем отряде.",
])
def test_other_divisions_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Тест")


def _dividing() -> tuple[GameState, dict[str, int]]:
    """The shot at x has wounded it 3; the Обелиск's ability is declared and waits for its division."""
    scenario = BerserkDriver().build(core.load_text(SHOT), "<test>")
    g, ids = scenario.game.state, scenario.labels
    engine.advance(g)
    engine.apply(g, Use(ids["archer"], 1, ids["x"]), "p1")
    for _ in range(60):
        if not isinstance(g.pending, Priority):
            if isinstance(g.pending, WoundDivision):
                break
            engine.apply(g, TriggerAnswer(-1), "p2")  # «можете»: yes
            continue
        engine.apply(g, Pass(), None)
    assert isinstance(g.pending, WoundDivision)
    return g, ids


def test_the_division_offers_the_squads_cards_that_are_not_incorporeal() -> None:
    g, ids = _dividing()
    d = g.pending
    assert isinstance(d, WoundDivision) and d.card == ids["x"] and d.wounds == 3
    assert set(d.cards) == {ids["x"], ids["y"], ids["o"]}  # not the ghost, not the opponent's archer
    listed = engine.legal_actions(g)
    assert AssignWounds((ids["x"],), (3,)) in listed and AssignWounds((ids["y"], ids["o"]), (2, 1)) in listed
    assert all(wound_division.refusal(d, a) is None for a in listed)


def test_a_bad_division_is_refused_and_changes_nothing() -> None:
    g, ids = _dividing()
    before = g.to_data()
    for action in (AssignWounds((ids["y"],), (2,)), AssignWounds((ids["ghost"],), (3,)),
                   AssignWounds((ids["y"], ids["y"]), (2, 1)), AssignWounds((ids["archer"],), (3,))):
        with pytest.raises(IllegalAction, match="Перераспределение"):
            engine.apply(g, action, "p2")
    assert g.to_data() == before


def test_the_pending_division_survives_json() -> None:
    g, ids = _dividing()
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.pending == g.pending and back.to_data() == g.to_data()
    engine.apply(back, AssignWounds((ids["x"], ids["o"]), (1, 2)), "p2")
    assert (back.objects[ids["x"]].wounds, back.objects[ids["o"]].wounds) == (1, 2)


def test_wounds_moved_leave_the_record() -> None:
    g, ids = _dividing()
    engine.apply(g, AssignWounds((ids["y"],), (3,)), "p2")
    assert g.objects[ids["y"]].wounds == 3 and struck_at(g, ids["x"], wound_division.RANGED) is None


KIDS = ("При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок, "
        "дальность 2. После прыжка Детей топи — существо противника по его выбору рядом с освободившейся клеткой "
        "перемещается на эту клетку.")


def test_the_childrens_sentences_are_read_as_a_blocking_leap_and_its_aftermath() -> None:
    block, after = compile_text(KIDS, (), "Дети топи")[3]
    assert block.point is Point.ENEMY_STRIKES_FIRST and not block.optional
    assert block.effects == (BlockStrike(), MoveCard(Who.SELF, Destination.JUMP, reach=2))
    assert after.point is Point.AFTER_OWN_JUMP and after.chooses and after.opponent_chooses and not after.optional
    assert after.effects == (MoveCard(Who.CHOSEN, Destination.VACATED),)
    assert after.target is not None and after.target.near_vacated and after.target.side is Side.OPPONENT


@pytest.mark.parametrize("text", [
    # another card's name, a leap «дальность» not given, a creature of one's own: not read
    "При первом за ход ударе существа противника по Болотнику — заблокировать этот удар, при этом прыжок, дальность 2.",
    "При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок.",
    "После прыжка Детей топи — ваше существо рядом с освободившейся клеткой перемещается на эту клетку.",
])
def test_other_leap_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Дети топи")


DEMON = ("В начале хода противника положите маркеры «врата» на три свободные клетки (сохраняются до конца хода "
         "противника). В конце хода противника обязан телепортироваться на любую свободную клетку с «вратами», при этом "
         "ранить всех стоящих рядом существ противника на 2; если не может переместиться — получает 3 раны.")


def test_the_demons_sentences_are_read_as_gates_and_a_teleport_onto_one() -> None:
    gates, teleport = compile_text(DEMON, (), "Демон жадности")[3]
    assert gates.point is Point.TURN_START and gates.whose is Whose.OPPONENTS and not gates.optional
    assert gates.effects == (PlaceCellMarkers("врата", 3, Duration.END_OF_OPPONENTS_TURN),)
    assert teleport.point is Point.TURN_END and teleport.whose is Whose.OPPONENTS and not teleport.optional
    assert teleport.effects == (TeleportToMarker("врата", 2, 3),)


def test_gates_with_no_duration_last_the_battle() -> None:
    (trigger,) = compile_text("В начале вашего хода положите маркеры «врата» на две свободные клетки.", (), "Тест")[3]
    assert trigger.effects == (PlaceCellMarkers("врата", 2, Duration.END_OF_BATTLE),)


@pytest.mark.parametrize("text", [
    # cells not said to be free, a count not read, another card's creatures wounded, no wounds when stuck: not read
    "В начале хода противника положите маркеры «врата» на три клетки (сохраняются до конца хода противника).",
    "В начале хода противника положите маркеры «врата» на несколько свободных клеток.",
    "В конце хода противника обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех "
    "стоящих рядом существ на 2; если не может переместиться — получает 3 раны.",
    "В конце хода противника обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех "
    "стоящих рядом существ противника на 2.",
])
def test_other_gate_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Тест")


GATES = """name: the demon's gates
game: berserk
turn: {active: p1, phase: turn_start, number: 3}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C3, id: a}
  p2:
    battlefield:
      - {card: Демон жадности, at: C3', id: demon}
"""


def _gating() -> tuple[GameState, dict[str, int]]:
    """The start of p1's turn: the demon's gates wait for their first cell."""
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(GATES), "<test>")
    driver.start(scenario)
    g, ids = scenario.game.state, scenario.labels
    for _ in range(20):
        if not isinstance(g.pending, Priority):
            break
        engine.apply(g, Pass(), g.pending.player)
    assert isinstance(g.pending, CellMarkerChoice)
    return g, ids


def test_the_gates_are_offered_on_every_free_cell_and_refused_elsewhere() -> None:
    g, ids = _gating()
    d = g.pending
    assert isinstance(d, CellMarkerChoice) and d.player == "p2" and d.left == 3 and d.marker == "врата"
    taken = {g.objects[ids["a"]].cell, g.objects[ids["demon"]].cell}
    assert set(d.cells) == set(board.CELLS) - taken
    assert engine.legal_actions(g) == [Place(c) for c in d.cells]
    before = g.to_data()
    for action, seat in ((Place(g.objects[ids["a"]].cell), "p2"), (Pass(), "p2"), (Place(d.cells[0]), "p1")):
        with pytest.raises(IllegalAction):
            engine.apply(g, action, seat)
    assert g.to_data() == before


def test_each_gate_goes_on_another_cell_and_the_choice_survives_json() -> None:
    g, _ = _gating()
    first = g.pending.cells[0]
    engine.apply(g, Place(first), "p2")
    back = GameState.from_data(g.to_data(), g.cards)
    d = back.pending
    assert isinstance(d, CellMarkerChoice) and d.left == 2 and first not in d.cells
    assert [m.cell for m in back.cell_markers if m.name == "врата"] == [first]


def test_the_teleport_choice_keeps_its_wounds_through_json() -> None:
    choice = MoveCellChoice("p2", card=1, source=1, cells=(3, 4), near_wounds=2)
    g, _ = _gating()
    g.offer = choice
    assert GameState.from_data(g.to_data(), g.cards).offer == choice


TOVI = ("При движении Тови на соседнюю клетку — противник обязан переместить любое свое существо в том же направлении "
        "(относительно Тови); если он не может или не хочет этого делать — Тови получает +2 к следующему метанию (до "
        "конца вашего хода).")


def test_tovis_sentence_is_read_as_the_opponents_move_or_a_gain() -> None:
    (trigger,) = compile_text(TOVI, (), "Тови")[3]
    assert trigger.point is Point.MOVE and trigger.adjacent and not trigger.optional and not trigger.chooses
    assert trigger.effects == (EnemyFollowsMove(Acquire(("+2 к следующему метанию",), Who.SELF,
                                                        Duration.END_OF_YOUR_TURN)),)


@pytest.mark.parametrize("text", [
    # another card's name, the gain of another card, no refusal written: not read
    TOVI.replace("При движении Тови", "При движении Болотника"),
    TOVI.replace("— Тови получает", "— Болотник получает"),
    "При движении Тови на соседнюю клетку — противник обязан переместить любое свое существо в том же направлении "
    "(относительно Тови).",
])
def test_other_following_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Тови")


STEP = """name: Тови's step
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Тови, at: C2, id: tovi}
  p2:
    battlefield:
      - {card: Кочевник, at: A2', id: x}
      - {card: Кочевник, at: E3', id: y}
"""


def _following() -> tuple[GameState, dict[str, int]]:
    """Тови has stepped from C2 to C1; its opponent is asked which creature goes the same way."""
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(STEP), "<test>")
    driver.start(scenario)
    g, ids = scenario.game.state, scenario.labels
    engine.apply(g, Move(ids["tovi"], board.parse_cell("C1") or 0), "p1")
    for _ in range(20):
        if not isinstance(g.pending, Priority):
            break
        engine.apply(g, Pass(), g.pending.player)
    assert isinstance(g.pending, FollowMoveChoice)
    return g, ids


def test_the_opponent_is_offered_his_creatures_that_can_go_the_same_way() -> None:
    g, ids = _following()
    d = g.pending
    assert isinstance(d, FollowMoveChoice) and d.player == "p2" and d.source == ids["tovi"]
    assert engine.legal_actions(g) == [Move(ids["x"], board.parse_cell("A3'") or 0), Pass()]  # y stands in the last row
    before = g.to_data()
    wrong_way, backwards = board.parse_cell("E2'") or 0, board.parse_cell("A1'") or 0
    for action, seat in ((Move(ids["y"], wrong_way), "p2"), (Move(ids["x"], backwards), "p2"), (Pass(), "p1")):
        with pytest.raises(IllegalAction):
            engine.apply(g, action, seat)
    assert g.to_data() == before
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.pending == d


def test_a_refusal_gives_tovi_its_bonus_to_the_end_of_the_turn() -> None:
    g, ids = _following()
    engine.apply(g, Pass(), "p2")
    assert [(e.text, e.until) for e in g.objects[ids["tovi"]].effects if "метанию" in e.text] == [
        ("+2 к следующему метанию", "end_of_turn")]
    assert g.objects[ids["x"]].cell == board.parse_cell("A2'")


def test_a_creature_moved_the_same_way_gets_no_movement_marker_and_tovi_no_bonus() -> None:
    g, ids = _following()
    engine.apply(g, Move(ids["x"], board.parse_cell("A3'") or 0), "p2")
    assert g.objects[ids["x"]].cell == board.parse_cell("A3'") and g.objects[ids["x"]].moved == 0
    assert not any("метанию" in e.text for e in g.objects[ids["tovi"]].effects)


JAILER = ("В начале хода противника два стоящих рядом друг с другом существа получают маркер ледяной цепи до конца хода "
          "противника (когда они перестают стоять рядом друг с другом каждое из них ранится на 2-3-3 и ледяная цепь "
          "пропадает).")


def test_the_jailers_sentence_is_read_as_two_targets_next_to_each_other_chained() -> None:
    (trigger,) = compile_text(JAILER, (), "Морозный тюремщик")[3]
    assert trigger.point is Point.TURN_START and trigger.whose is Whose.OPPONENTS and trigger.chooses
    assert trigger.target is not None and trigger.target.or_self and trigger.target.side is Side.ANY
    assert trigger.second is not None and trigger.second.near_first and trigger.second.or_self
    assert trigger.effects == (ChainedPair("ледяная цепь", Duration.END_OF_OPPONENTS_TURN, (2, 3, 3)),)


@pytest.mark.parametrize("text", [
    # another marker named in the bracket, no duration, a single value: not read
    JAILER.replace("и ледяная цепь пропадает", "и огненная цепь пропадает"),
    JAILER.replace(" до конца хода противника (", " ("),
    JAILER.replace("на 2-3-3", "на 2"),
])
def test_other_chain_texts_are_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Морозный тюремщик")


CHAIN = """name: the jailer's chain
game: berserk
turn: {active: p1, phase: turn_start, number: 3}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C2, id: a}
      - {card: Кочевник, at: C3, id: b}
      - {card: Кочевник, at: A1, id: c}
  p2:
    battlefield:
      - {card: Морозный тюремщик, at: E3', id: jailer}
"""


def test_the_second_creature_must_stand_next_to_the_first_and_the_chain_marks_both() -> None:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(CHAIN), "<test>")
    driver.start(scenario)
    g, ids = scenario.game.state, scenario.labels
    assert TriggerAnswer(ids["c"]) not in engine.legal_actions(g)  # nothing stands next to A1
    engine.apply(g, TriggerAnswer(ids["a"]), "p2")
    assert set(engine.legal_actions(g)) == {TriggerAnswer(ids["b"])}
    engine.apply(g, TriggerAnswer(ids["b"]), "p2")
    for _ in range(20):
        if not g.stack and not g.entering:
            break
        engine.apply(g, Pass(), g.pending.player)
    marks = {cid: [e.text for e in g.objects[cid].effects if e.text.startswith("#цепь")] for cid in (ids["a"], ids["b"])}
    assert marks == {ids["a"]: [f"#цепь ледяная цепь|{ids['b']}|{ids['jailer']}|1"],
                     ids["b"]: [f"#цепь ледяная цепь|{ids['a']}|{ids['jailer']}|1"]}
