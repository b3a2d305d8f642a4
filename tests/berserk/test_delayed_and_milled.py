"""A row's delayed ability (rules/chosen_rows.py): «выберите ряд, в начале вашего следующего хода ранить X существ
противника на 1-2-2, где X — количество ваших существ без ран в выбранном ряду» (Тергала): what is compiled, what the
legal actions offer, the markers it leaves (copy and JSON) and the X it counts. The dice of several attacks added up
(rules/several_attacks.py): «Если сумма значений кубиков при определении силы этих выстрелов равна 6 или менее ...»
(Тёмный эльф). A card put from the deck into the graveyard and the clauses its class sets off (rules/milling.py), and
attacks of different kinds in one declaration (rules/several_attacks.py): Лилит и Эйдерик. A card that incarnates
for the opponent as an artifact (rules/incarnation.py, rules/cards_in_play.defn): Проклятая мумия. A card that becomes an
artifact instead of dying, or a creature by its die (rules/artifact_forms.py), and a move away from the source:
Гаргулья, Грост. A destroyed card resurrected under the destroyer's control, its cost judged with the declared X
(rules/summoning.py): Мара. A counted marker with the meaning of each count, kept while a card of the giver's name
stands next to it (rules/counted_markers.py): Тварь."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import (
    AcquireEach,
    CardFilter,
    IncarnationForm,
    IncarnationToken,
    MillTop,
    Point,
    RowCount,
    RowWoundsLater,
    Side,
    TargetSpec,
    TextAbility,
    TokenOrIncarnation,
    Who,
    Whose,
    WoundBy,
)
from tolaria.berserk.actions import Use
from tolaria.berserk.cards import Attack, AttackKind, CardType
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.dice_phrases import several_dice_sum
from tolaria.berserk.mill_phrases import milled
from tolaria.berserk.row_phrases import row_later
from tolaria.berserk.rules import chosen_rows
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core

RUNES = ("{tap}: Заклинание «цветущие руны» — выберите ряд, в начале вашего следующего хода ранить X существ "
         "противника на 1-2-2, где X — количество ваших существ без ран в выбранном ряду.")
TAIL = "где x — количество ваших существ без ран в выбранном ряду"
FILE = """name: runes
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Тергала, at: A2, id: t}
      - {card: Кочевник, at: B2, id: a}
      - {card: Кочевник, at: C2, id: b, wounds: 1}
      - {card: Кочевник, at: D3, id: c}
  p2:
    battlefield:
      - {card: Кочевник, at: C2', id: x}
"""


def _cell(name: str) -> int:
    cell = board.parse_cell(name)
    assert cell is not None
    return cell


def _game() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def test_the_runes_are_a_row_spell_and_a_delayed_trigger() -> None:
    _, playable, statics, triggers = compile_text(RUNES, (), "Тергала")
    (ability,) = playable
    assert not statics and ability.cost.tap and isinstance(ability.effect, TextAbility)
    assert ability.effect.spell and ability.effect.name == "цветущие руны" and ability.effect.target is None
    assert ability.effect.effects == (RowWoundsLater(RowCount.UNWOUNDED_OWN_CREATURES),)
    (later,) = triggers
    assert later.point is Point.CHOSEN_ROW_LATER and later.playable == 1
    assert later.effects == (WoundBy(1, Who.EACH_CHOSEN, tiers=(1, 2, 2)),)
    assert later.chooses and later.targets_by_amount and later.target == TargetSpec(side=Side.OPPONENT)


def test_the_trigger_names_the_playable_it_follows() -> None:
    _, playable, _, triggers = compile_text("{tap}: Разряд на 1-2-2. " + RUNES, (), "Тергала")
    assert len(playable) == 2 and triggers[0].playable == 2


def test_other_values_and_kinds_read_and_misfits_do_not() -> None:
    flat = row_later("воздействие «шипы» — выберите ряд, в начале вашего следующего хода ранить x существ "
                     f"противника на 2, {TAIL}", "", 1)
    assert flat is not None and not flat[0].spell
    assert flat[1].effects == (WoundBy(2, Who.EACH_CHOSEN),)
    unknown_count = row_later("заклинание «руны» — выберите ряд, в начале вашего следующего хода ранить x существ "
                              "противника на 1, где x — количество ваших карт в выбранном ряду", "", 1)
    assert unknown_count is None
    with pytest.raises(Unsupported):  # a row's delayed wounds without X are no form of this grammar
        compile_text("{tap}: Заклинание «руны» — выберите ряд, в начале вашего следующего хода ранить 2 существ "
                     "противника на 1.", (), "Тергала")
    with pytest.raises(Unsupported):
        compile_text("X{counter}: " + RUNES.split(": ", 1)[1], (), "Тергала")


def test_every_row_of_the_battlefield_is_offered_once() -> None:
    g, labels = _game()
    offered = [a.cell for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == labels["t"] and a.index == 1]
    assert sorted(offered) == sorted(c for c in board.CELLS if board.column_of(c) == 0)


def test_the_row_is_marked_until_the_next_turn_and_x_counts_the_unwounded() -> None:
    g, labels = _game()
    engine.apply(g, Use(labels["t"], 1, -1, 0, (), _cell("D2")), None)
    while g.stack:
        engine.apply(g, engine.PASS, None)
    row = board.row_of(_cell("A2"))
    marks = [m for m in g.cell_markers if m.name == "цветущие руны"]
    assert sorted(m.cell for m in marks) == sorted(c for c in board.CELLS if board.row_of(c) == row)
    assert {m.until for m in marks} == {"start_of_turn:5"} and {m.controller for m in marks} == {g.objects[labels["t"]].controller}
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.cell_markers == g.cell_markers and back.copy().cell_markers == g.cell_markers
    seat = g.objects[labels["t"]].controller
    assert chosen_rows.counted(g, seat, row, RowCount.UNWOUNDED_OWN_CREATURES) == 2  # t and a; b is wounded
    assert chosen_rows.counted(g, seat, board.row_of(_cell("D3")), RowCount.UNWOUNDED_OWN_CREATURES) == 1
    assert chosen_rows.counted(g, 1 - seat, row, RowCount.UNWOUNDED_OWN_CREATURES) == 0


def test_nothing_triggers_before_the_turn_it_is_due() -> None:
    g, labels = _game()
    engine.apply(g, Use(labels["t"], 1, -1, 0, (), _cell("A2")), None)
    while g.stack:
        engine.apply(g, engine.PASS, None)
    assert chosen_rows.at_turn_start(g) == []
    assert len([m for m in g.cell_markers if m.name == "цветущие руны"]) == 5


DARK_ELF = ("{tap}: Два выстрела на 1-2-2, только по разным картам. Если сумма значений кубиков при определении силы "
            "этих выстрелов равна 6 или менее положите жетон инкарнации или {counter} на вашу карту.")
SUM = "если сумма значений кубиков при определении силы этих {kind} равна 6 или менее положите жетон инкарнации или {{counter}} на вашу карту"


def test_the_dark_elfs_sum_is_a_trigger_of_its_shots() -> None:
    _, playable, _, triggers = compile_text(DARK_ELF, (), "Тёмный эльф")
    assert len(playable) == 1
    (summed,) = triggers
    assert summed.point is Point.SEVERAL_DICE_SUM and summed.tokens == 6 and summed.playable == 1
    assert summed.effects == (TokenOrIncarnation(),) and summed.chooses
    assert summed.target == TargetSpec(creature=False, side=Side.OWN, or_self=True, or_graveyard=True)


def test_the_sum_needs_several_attacks_of_its_kind_before_it() -> None:
    shots = compile_text("{tap}: Два выстрела на 1-2-2, только по разным картам.", (), "")[1]
    assert several_dice_sum(SUM.format(kind="выстрелов"), "", list(shots)) is not None
    assert several_dice_sum(SUM.format(kind="разрядов"), "", list(shots)) is None  # not the kind declared
    assert several_dice_sum(SUM.format(kind="выстрелов"), "", []) is None
    one = compile_text("{tap}: Выстрел на 1-2-2.", (), "")[1]
    assert several_dice_sum(SUM.format(kind="выстрелов"), "", list(one)) is None
    with pytest.raises(Unsupported):  # alone, «этих выстрелов» speaks of nothing
        compile_text(DARK_ELF.split(". ", 1)[1], (), "Тёмный эльф")


LILITH = ("В начале вашего хода положите верхнюю карту колоды на кладбище; если это демон — положите жетон инкарнации на "
          "вашу карту нежити на кладбище, если это нежить — ваши демоны получают +1 к сильному {strike} и {ova}1 или +1 "
          "к {ova} до конца хода. {tap}: Разряд на 1, метание на 1 (по разным картам).")


def test_the_mill_is_a_turn_start_ability_and_a_trigger_per_clause() -> None:
    _, playable, _, triggers = compile_text(LILITH, (), "Лилит и Эйдерик")
    mill, demon, undead = triggers
    assert mill.point is Point.TURN_START and mill.whose is Whose.YOURS and mill.effects == (MillTop(),)
    assert demon.point is Point.MILLED and demon.other == CardFilter(classes=frozenset({"Демон"}))
    assert demon.effects == (IncarnationToken(Who.CHOSEN),) and demon.chooses
    assert demon.target == TargetSpec(creature=False, side=Side.OWN, graveyard=True,
                                      filter=CardFilter(classes=frozenset({"Нежить"})))
    assert undead.point is Point.MILLED and undead.other == CardFilter(classes=frozenset({"Нежить"}))
    (gain,) = undead.effects
    assert isinstance(gain, AcquireEach) and gain.of == CardFilter(classes=frozenset({"Демон"}))
    assert gain.abilities == ("+1 к сильному {strike}", "опыт в атаке +1")
    (attack,) = playable
    assert isinstance(attack.effect, Attack) and attack.effect.kind is AttackKind.DISCHARGE
    several = attack.effect.several
    assert several is not None and several.count == 2
    assert [a.kind for a in several.mixed] == [AttackKind.THROW] and several.mixed[0].strength == (1, 1, 1)


def test_mill_clauses_out_of_the_grammar_are_not_read() -> None:
    def read(text: str) -> None:
        return None

    head = "в начале вашего хода положите верхнюю карту колоды на кладбище; "
    assert milled(head + "если это эльф — положите жетон инкарнации на вашу карту нежити на кладбище", "", read) is None
    assert milled(head + "если это демон — ранить себя на 1", "", read) is None
    assert milled("в начале вашего хода положите верхнюю карту колоды на кладбище", "", read) is None
    with pytest.raises(Unsupported):  # one kind twice is «два разряда ...», not this form
        compile_text("{tap}: Разряд на 1, разряд на 2 (по разным картам).", (), "")


MIXED_FILE = """name: mixed
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Лилит и Эйдерик, at: C3, id: l}
  p2:
    battlefield:
      - {card: Хазг, at: C1', id: h}
      - {card: Кочевник, at: D1', id: x}
"""


def test_both_orders_of_the_mixed_targets_are_offered() -> None:
    scenario = BerserkDriver().build(core.load_text(MIXED_FILE), "<test>")
    g, labels = scenario.game.state, scenario.labels
    engine.advance(g)
    offered = {(a.target, *a.also) for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == labels["l"]}
    assert offered == {(labels["h"], labels["x"]), (labels["x"], labels["h"])}


MUMMY = ("Инкарнация 2. В конце вашего хода ранить другое ваше небестелесное существо на 2. Инкарнирует на любую "
         "свободную клетку поля боя; переходит под контроль противника и становится артефактом.")


def test_the_mummy_is_read() -> None:
    named, _, statics, triggers = compile_text(MUMMY, (), "Проклятая мумия")
    assert IncarnationForm(False, anywhere=True, to_opponent=True, artifact=True) in statics
    (wound,) = triggers
    assert wound.point is Point.TURN_END and wound.whose is Whose.YOURS and wound.effects == (WoundBy(2, Who.CHOSEN),)
    assert wound.target == TargetSpec(side=Side.OWN, other=True, filter=CardFilter(incorporeal=False))
    plain = compile_text("Инкарнирует на любую свободную клетку поля боя.", (), "")[2]
    assert plain == (IncarnationForm(False, anywhere=True),)


def test_a_card_become_an_artifact_is_read_as_one_until_it_leaves_play() -> None:
    from tolaria.berserk.rules.cards_in_play import AS_ARTIFACT, defn, is_creature
    from tolaria.berserk.state import Acquired

    g, labels = _game()
    a = labels["a"]
    assert is_creature(g, a) and defn(g, a).type is CardType.CREATURE
    g.objects[a].effects = (Acquired(AS_ARTIFACT, "end_of_battle"),)
    assert not is_creature(g, a)
    d = defn(g, a)
    assert d.type is CardType.ARTIFACT and d.move == 0 and d.strike == (0, 0, 0) and d.life == 8
    g.objects[a].controller = 1 - g.objects[a].owner
    g.objects[a].forget_battle()
    assert is_creature(g, a) and g.objects[a].controller == g.objects[a].owner


def test_a_card_become_an_artifact_is_no_creature_anywhere_it_is_read() -> None:
    """The roster (Online 102.3.a), ``GameState.defn`` and the host checks (Online 210.3) read the card as it is now."""
    from tolaria.berserk.rules.cards_in_play import AS_ARTIFACT, has_creature
    from tolaria.berserk.rules.symbiosis import plain_creature
    from tolaria.berserk.state import Acquired

    g, labels = _game()
    a = labels["a"]
    seat = g.objects[a].controller
    assert plain_creature(g, a) and has_creature(g, seat)
    for other in [c for c in g.objects if c != a and g.objects[c].controller == seat]:
        g.objects[other].effects = (Acquired(AS_ARTIFACT, "end_of_battle"),)
    g.objects[a].effects = (Acquired(AS_ARTIFACT, "end_of_battle"),)
    g.roster_changed()
    assert not plain_creature(g, a) and g.defn(a).type is CardType.ARTIFACT
    assert not has_creature(g, seat)


GARGOYLE = ("Вместо гибели полностью излечиться и стать артефактом (1 раз за бой). {counter}{tap}: Воздействие взгляд "
            "гаргульи переместить стоящее рядом существо противника на одну клетку в любом направлении (кроме клеток "
            "рядом с Гаргульей).")


def test_the_gargoyle_is_read() -> None:
    from tolaria.berserk.abilities import Destination, InsteadOfDeath, MoveCard
    from tolaria.berserk.cards import Limit, Per

    _, playable, statics, _ = compile_text(GARGOYLE, (), "Гаргулья")
    assert statics == (InsteadOfDeath(heals=True, artifact=True, limit=Limit(1, Per.BATTLE)),)
    (gaze,) = playable
    assert gaze.cost.tap and gaze.cost.tokens == 1 and isinstance(gaze.effect, TextAbility)
    assert gaze.effect.name == "взгляд гаргульи" and not gaze.effect.spell
    assert gaze.effect.effects == (MoveCard(Who.CHOSEN, Destination.NEIGHBOUR_AWAY_FROM_SOURCE),)
    assert gaze.effect.target is not None and gaze.effect.target.adjacent and gaze.effect.target.side is Side.OPPONENT


def test_instead_of_death_forms_and_another_cards_name() -> None:
    from tolaria.berserk.abilities import InsteadOfDeath

    assert compile_text("Вместо гибели стать артефактом.", (), "")[2] == (InsteadOfDeath(heals=False, artifact=True),)
    with pytest.raises(Unsupported):
        compile_text("Вместо гибели полностью излечиться и стать артефактом (1 раз за ход) и ранить.", (), "")
    with pytest.raises(Unsupported):  # the cells next to another card are not read
        compile_text("{tap}: Переместить стоящее рядом существо противника на одну клетку в любом направлении (кроме "
                     "клеток рядом с Троллем).", (), "Гаргулья")


def test_the_gaze_cells_are_not_next_to_the_source() -> None:
    from tolaria.berserk.abilities import Destination, MoveCard
    from tolaria.berserk.rules.movement_effects import destinations

    g, labels = _game()
    a, x = labels["a"], labels["x"]  # Кочевник on B2 (p1), Кочевник on C2' (p2)
    g.vacate(x)
    g.occupy(x, _cell("B1"))
    g.objects[x].cell = _cell("B1")
    cells = destinations(g, a, MoveCard(Who.CHOSEN, Destination.NEIGHBOUR_AWAY_FROM_SOURCE), x)
    assert {board.cell_name(c) for c in cells} == {"A1'", "B1'", "C1'"}  # A1, C1, A2, C2 are next to B2


GROST = ("{tap}: Бросить кубик, если выпало 6 или больше с учетом модификаторов потерять особенности, стать существом с "
         "{move} 1, {strike} 5-6-7 и неповоротливостью, иначе получить +2 к броскам кубика до тех пор, пока является "
         "артефактом.")


def test_grost_is_read() -> None:
    from tolaria.berserk.abilities import Acquire, BecomeCreature, Duration, IfRolledAtLeast
    from tolaria.berserk.cards import LOSES_ALL

    _, (ability,), _, _ = compile_text(GROST, (), "Грост")
    assert ability.cost.tap and isinstance(ability.effect, TextAbility) and ability.effect.target is None
    (roll,) = ability.effect.effects
    assert roll == IfRolledAtLeast(6, True, (Acquire((LOSES_ALL,), Who.SELF, Duration.END_OF_BATTLE),
                                             BecomeCreature(1, (5, 6, 7), ("Неповоротливость",))),
                                   (Acquire(("+2 к броскам кубика",), Who.SELF, Duration.WHILE_ARTIFACT),))
    with pytest.raises(Unsupported):  # an ability in the instrumental that is none
        compile_text(GROST.replace("неповоротливостью", "храбростью"), (), "Грост")


def test_a_card_become_a_creature_drops_what_it_had_as_an_artifact() -> None:
    from tolaria.berserk.abilities import BecomeCreature
    from tolaria.berserk.rules.artifact_forms import WHILE_ARTIFACT, become_creature
    from tolaria.berserk.rules.cards_in_play import AS_ARTIFACT, defn, is_creature
    from tolaria.berserk.state import Acquired

    g, labels = _game()
    a = labels["a"]
    g.objects[a].effects = (Acquired(AS_ARTIFACT, "end_of_battle"), Acquired("+2 к броскам кубика", WHILE_ARTIFACT),
                            Acquired("Защита от ударов", "end_of_turn"))
    assert not is_creature(g, a)
    become_creature(g, a, BecomeCreature(1, (5, 6, 7), ("Неповоротливость",)))
    d = defn(g, a)
    assert is_creature(g, a) and d.type is CardType.CREATURE and d.move == 1 and d.strike == (5, 6, 7)
    texts = [e.text for e in g.objects[a].effects]
    assert "+2 к броскам кубика" not in texts and "Защита от ударов" in texts and "Неповоротливость" in texts
    assert g.defn(a) == d


MARA = ("X {counter}{tap}: Заклинание подмена уничтожить {ordinary} существо противника (кроме симбиотов) стоимостью "
        "X+1 или менее, при этом возродить его в закрытом виде под вашим контролем.")
MARA_FILE = """name: mara
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Мара, at: C1, id: m, tokens: 2}
      - {card: Кочевник, at: D1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C3', id: x}
"""


def test_mara_is_read() -> None:
    from tolaria.berserk.abilities import DestroyCard, TakeDestroyed

    _, (ability,), _, _ = compile_text(MARA, (), "Мара")
    assert ability.cost.x and ability.cost.tap and isinstance(ability.effect, TextAbility)
    text = ability.effect
    assert text.spell and text.name == "подмена" and text.effects == (DestroyCard(Who.CHOSEN), TakeDestroyed(True))
    assert text.target is not None and text.target.side is Side.OPPONENT and text.target.max_cost_over_x == 1
    assert text.target.filter == CardFilter(elite=False, not_types=frozenset({CardType.SYMBIOTE}))
    with pytest.raises(Unsupported):  # «X+1» with no X in the cost
        compile_text(MARA.removeprefix("X "), (), "Мара")


def test_mara_is_offered_with_each_x_and_free_cell_the_cost_allows() -> None:
    from tolaria.errors import IllegalAction

    scenario = BerserkDriver().build(core.load_text(MARA_FILE), "<test>")
    g, labels = scenario.game.state, scenario.labels
    engine.advance(g)
    m, x = labels["m"], labels["x"]
    offered = {(a.target, a.x, board.cell_name(a.cell)) for a in engine.legal_actions(g)
               if isinstance(a, Use) and a.card == m}
    free = {"B1", "B2", "C2", "D2", "B1'", "C1'", "D1'"}
    assert offered == {(x, 2, c) for c in free}  # X=1 allows a cost of 2 at most; Кочевник costs 3
    with pytest.raises(IllegalAction, match="X\\+1"):
        engine.check(g, Use(m, 1, x, 1, (), _cell("B1")), "p1")
    with pytest.raises(IllegalAction, match="free cell next to the card"):
        engine.check(g, Use(m, 1, x, 2, (), _cell("D1")), "p1")


TVAR = ("{tap}: Положить маркер «удушения» на стоящее рядом рядовое существо (существо с одним маркером не может "
        "передвигаться, с двумя — также не может атаковать, с тремя — уничтожиется Тварью; удушаемое существо теряет "
        "маркеры, если рядом с ним нет Тварей протвника)")


def test_tvar_choking_is_read() -> None:
    from tolaria.berserk.abilities import MarkerStage, PlaceCountedMarker
    from tolaria.berserk.cards import Keyword

    _, (ability,), _, _ = compile_text(TVAR, (), "Тварь")
    assert ability.cost.tap and isinstance(ability.effect, TextAbility)
    text = ability.effect
    assert text.target is not None and text.target.creature and text.target.adjacent
    assert text.target.side is Side.ANY and text.target.filter == CardFilter(elite=False)
    assert text.effects == (PlaceCountedMarker("удушение", (
        MarkerStage(1, restriction=Keyword.CANNOT_MOVE), MarkerStage(2, restriction=Keyword.CANNOT_ATTACK),
        MarkerStage(3, destroys=True)), kept_near_own=True),)


@pytest.mark.parametrize("text", [
    TVAR.replace("уничтожиется Тварью", "уничтожиется Кочевником"),  # another card destroys it: not this form
    TVAR.replace("нет Тварей", "нет Кочевников"),  # kept near another card's name
    TVAR.replace("с двумя — также", "с тремя — также"),  # the counts out of order
    TVAR.replace("также не может атаковать", "также не может летать"),  # no named ability
    TVAR.replace("рядовое существо", "рядовую карту"),  # a marker with these meanings goes on a creature
])
def test_tvar_choking_misread_stays_unread(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Тварь")


def test_counted_marker_is_lost_with_its_restrictions() -> None:
    from tolaria.berserk.rules import counted_markers
    from tolaria.berserk.state import Acquired

    scenario = BerserkDriver().build(core.load_text(TVAR_FILE), "<test>")
    g, labels = scenario.game.state, scenario.labels
    t, x = labels["t"], labels["x"]
    until = "marker:удушение:Тварь"
    g.objects[x].markers = {"удушение": 2}
    g.objects[x].effects = (Acquired("«удушение»", until), Acquired("Не может передвигаться", until),
                            Acquired("Не может нападать", until), Acquired("Защита от ударов", "end_of_battle"))
    counted_markers.keep(g)
    assert g.objects[x].markers == {"удушение": 2}  # Тварь still stands next to it
    g.vacate(t)
    g.objects[t].cell = _cell("C2")
    g.occupy(t, _cell("C2"))
    counted_markers.keep(g)
    assert g.objects[x].markers == {}
    assert [e.text for e in g.objects[x].effects] == ["Защита от ударов"]


TVAR_FILE = """
name: Тварь next to Кочевник
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Тварь, at: C1, id: t}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
do: []
"""


def test_own_creature_of_either_element_is_read() -> None:
    """«Вальхалла: ваше горное или лесное существо получает +1 к {move} до конца хода» (Сигурд's third sentence)."""
    from tolaria.berserk.activated_phrases import target_of

    spec = target_of("ваше горное или лесное существо")
    assert spec is not None and spec.creature and spec.side is Side.OWN
    assert spec.filter == CardFilter(elements=frozenset({"Горы", "Леса"}))
    either = target_of("горное существо или нейтральное существо")
    assert either is not None and either.side is Side.ANY
    assert target_of("ваше горное или синее существо") is None
    _, _, _, (valhalla,) = compile_text("Вальхалла: ваше горное или лесное существо получает +1 к {move} до конца хода.",
                                        (), "Сигурд")
    assert valhalla.point is Point.VALHALLA and valhalla.target is not None and valhalla.target.side is Side.OWN
