"""Named markers on cells (rules/cell_markers.py): what is compiled, the declaration's cell, copy and JSON."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import (
    Acquire,
    CardFilter,
    Duration,
    IgnoresFlyerProtectionAt,
    PlaceCellMarker,
    StrengthBonus,
    TextAbility,
    UnansweredAgainst,
    Who,
    WoundCellLater,
)
from tolaria.berserk.actions import Move, Use
from tolaria.berserk.cards import Attack, AttackOnly
from tolaria.berserk.compiler import compile_card, compile_text
from tolaria.berserk.marker_phrases import cell_marker, cell_marker_statics, marked_statics
from tolaria.berserk.phrases import OWN_ATTACKS
from tolaria.berserk.rules import cell_markers
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import CellMarker, GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

KRONDAK = ("{tap}: Воздействие «разжигание костра» — положите маркер «костра» на свободную клетку (до конца хода "
           "противника), клетка с маркером «костра» считается занятой.")
FILE = """name: a bonfire
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Крондак, at: A3, id: k}
      - {card: Кочевник, at: B2, id: n}
  p2:
    battlefield:
      - {card: Кочевник, at: E3'}
"""


def _cell(name: str) -> int:
    cell = board.parse_cell(name)
    assert cell is not None
    return cell


def test_the_bonfire_is_compiled_with_its_duration_and_meaning() -> None:
    (ability,) = compile_text(KRONDAK, (), "Крондак")[1]
    assert isinstance(ability.effect, TextAbility) and ability.effect.target is None
    assert ability.effect.effects == (PlaceCellMarker("костёр", Duration.END_OF_OPPONENTS_TURN, occupies=True),)


def test_a_meaning_about_another_marker_is_not_read() -> None:
    assert cell_marker("положите маркер «костра» на свободную клетку, клетка с маркером «гнезда» считается занятой") is None
    assert cell_marker("положите маркер «костра» на свободную клетку (до конца света)") is None


def _bonfire() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    engine.apply(g, Use(scenario.labels["k"], 1, -1, 0, (), _cell("C2")), None)
    for _ in range(20):
        if not g.stack:
            break
        engine.apply(g, engine.PASS, None)
    return g, scenario.labels


def test_free_cells_only_are_offered() -> None:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    offered = {a.cell for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == scenario.labels["k"]
               and a.index == 1}
    assert _cell("B2") not in offered and _cell("A3") not in offered and _cell("C2") in offered
    assert len(offered) == 30 - 3


def test_the_marker_makes_the_cell_occupied_and_survives_copy_and_json() -> None:
    g, labels = _bonfire()
    c2 = _cell("C2")
    assert cell_markers.occupied(g, c2) and not cell_markers.free(g, c2)
    assert Move(labels["n"], c2) not in engine.legal_actions(g)
    twin = g.copy()
    assert twin.cell_markers == g.cell_markers
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.cell_markers == g.cell_markers and cell_markers.occupied(back, c2)


def test_an_occupied_marker_cell_is_refused_and_the_game_unchanged() -> None:
    g, labels = _bonfire()
    ability = g.ability(labels["k"], 1).effect
    assert isinstance(ability, TextAbility)
    assert cell_markers.cell_refusal(g, ability, -1, _cell("C2")) == ("the marker goes on a free cell", "Online «Занятая клетка»")
    assert cell_markers.cell_refusal(g, ability, labels["n"], _cell("D2")) is not None  # a cell, not a card
    before = g.to_data()
    with pytest.raises(IllegalAction):
        engine.apply(g, Move(labels["n"], _cell("C2")), None)
    assert g.to_data() == before


def test_a_marker_given_on_a_hit_and_the_statics_about_it() -> None:
    """«При ударе по существу – оно получает маркер «добычи». +3 к {strike} и безответный удар по существам с маркером
    «добычи»»: the attacked creature's marker, in the nominative, and the bonus and unanswered strike at such cards."""
    _, _, statics, (trigger,) = compile_text("При ударе по существу – оно получает маркер «добычи». +3 к {strike} и "
                                             "безответный удар по существам с маркером «добычи».", (), "Владыка небес")
    assert trigger.effects == (Acquire(("«добыча»",), Who.ATTACKED, Duration.END_OF_BATTLE),)
    assert trigger.attack is not None and trigger.attack.other == CardFilter(creature=True)
    marked = CardFilter(creature=True, marker="добыча")
    assert statics == (StrengthBonus(3, OWN_ATTACKS["{strike}"], marked), UnansweredAgainst(marked))
    assert marked_statics("+3 к {strike} по существам с маркером «добычи»") == (
        StrengthBonus(3, OWN_ATTACKS["{strike}"], marked),)


def test_the_nest_and_the_modifiers_about_it() -> None:
    """Гигантский орёл: an unquoted marker with no duration (to the end of the battle, not occupying), and the bonuses
    and the ignored «Защита от летающих» by where the attacked card stands."""
    (nest,) = compile_text("{tap}: Воздействие свить гнездо положить маркер гнезда на свободную клетку (1 раз за бой).",
                           (), "Гигантский орёл")[1]
    assert isinstance(nest.effect, TextAbility)
    assert nest.effect.effects == (PlaceCellMarker("гнездо", Duration.END_OF_BATTLE, occupies=False),)
    near = CardFilter(creature=True, near_marked_cell="гнездо")
    on = CardFilter(creature=True, on_marked_cell="гнездо")
    statics = compile_text("+1 к {strike} по существам на клетках рядом с гнездом. Игнорирует {zoal} существ "
                           "противника, стоящих на клетке с гнездом, и имеет +2 к {strike} по ним.", (), "Орёл")[2]
    assert statics == (StrengthBonus(1, OWN_ATTACKS["{strike}"], near), IgnoresFlyerProtectionAt(on, enemy=True),
                       StrengthBonus(2, OWN_ATTACKS["{strike}"], on, enemy=True))
    assert cell_marker_statics("+1 к {strike} по существам на клетках рядом с деревом") is None


BOMB = ("{tap}: Метание «бомбы» на 1 по карте на выбранной клетке, дальность 3; в начале вашего следующего хода все "
        "карты на этой клетке ранятся на 2 (воздействие «взрыв»).")


def test_the_bomb_is_a_throw_at_a_card_on_a_cell_and_a_delayed_wound_of_its_cell() -> None:
    _, (throw,), _, (later,) = compile_text(BOMB, (), "Орк-бомбардир")
    assert isinstance(throw.effect, Attack) and throw.effect.range == 3 and throw.effect.only is AttackOnly.ON_CELL
    assert later.effects == (WoundCellLater(2, "взрыв"),) and later.playable == 1
    assert later.attack is not None and later.attack.outcome is None


def test_a_delayed_wound_marker_survives_copy_and_json() -> None:
    g, labels = _bonfire()
    g.cell_markers = (*g.cell_markers, CellMarker("взрыв", _cell("D2"), labels["k"], 0, "start_of_turn:5", wounds=2))
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.cell_markers == g.cell_markers == g.copy().cell_markers
    assert not cell_markers.occupied(back, _cell("D2"))


def test_a_marker_with_its_meaning_in_brackets() -> None:
    """Гиррит: the marker keeps its bracketed meaning with it; a meaning the grammar does not know is not read."""
    (t,) = compile_text("При выстреле атакованная карта получает маркер «охоты» до конца вашего хода (когда она получает "
                        "раны от атаки летающего существа — ранить ее еще на 2 и удалить маркер).", (), "Гиррит")[3]
    assert t.effects == (Acquire(("«охота» — когда она получает раны от атаки летающего существа — ранить ее еще на 2 и "
                                  "удалить маркер",), Who.ATTACKED, Duration.END_OF_YOUR_TURN),)
    card = compile_card({"name": "Тест", "type": "creature",
                         "text": "При выстреле атакованная карта получает маркер «охоты» (когда она открывается — ранить ее)."})
    assert card.unsupported


def test_an_unquoted_marker_with_its_meaning() -> None:
    """Малефик: «существо противника получает маркер жертва слуа (при вампиризме по этому существу ранить его на 1)»."""
    (spell,) = compile_text("{tap}: Заклинание трапеза существо противника получает маркер жертва слуа (при вампиризме "
                            "по этому существу ранить его на 1).", (), "Малефик")[1]
    assert isinstance(spell.effect, TextAbility) and spell.effect.spell
    assert spell.effect.effects == (Acquire(("«жертва слуа» — при вампиризме по этому существу ранить его на 1",),
                                            Who.CHOSEN, Duration.END_OF_BATTLE),)
