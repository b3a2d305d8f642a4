"""A row chosen as an ability is declared (rules/chosen_rows.py) and a turn's movers quota (rules/move_quotas.py):
what is compiled, what the legal actions offer, copy and JSON."""

from __future__ import annotations

from tolaria.berserk import board, engine
from tolaria.berserk.abilities import Duration, LimitMovers, RowAttackCap, Side, TextAbility
from tolaria.berserk.actions import Move, Use
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.move_quota_phrases import limit_movers
from tolaria.berserk.row_phrases import chosen_row
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, MoveQuota
from tolaria.core import scenario as core

STORM = ("{tap}: Заклинание «мороз, мгла и ливень» — выбрать ряд половины поля боя противника; до конца хода "
         "противника сводит каждую атаку рядового существа противника к 1, пока оно стоит в выбранном ряду (1 раз за "
         "бой для каждого ряда).")
CRYOMANCER = ("{counter}{tap}: Воздействие «ледяной дождь» — в следующий ход противника он может перемещаться только "
              "3-2-1 существами.")
FILE = """name: rows and quotas
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Призывающая бурю, at: E3, id: s}
      - {card: Криомант, at: A3, id: c, tokens: 1}
  p2:
    battlefield:
      - {card: Кочевник, at: B2', id: x}
      - {card: Кочевник, at: D2', id: y}
"""


def _cell(name: str) -> int:
    cell = board.parse_cell(name)
    assert cell is not None
    return cell


def test_the_storm_is_compiled_as_a_capped_row() -> None:
    (ability,) = compile_text(STORM, (), "Призывающая бурю")[1]
    assert isinstance(ability.effect, TextAbility) and ability.effect.spell and ability.limit is None
    assert ability.effect.effects == (RowAttackCap(1, Side.OPPONENT, True, Side.OPPONENT,
                                                   Duration.END_OF_OPPONENTS_TURN, once_per_row=True),)


def test_other_rows_texts_read_and_misfits_do_not() -> None:
    own = chosen_row("выбрать ряд вашей половины поля боя; до конца хода сводит каждую атаку существа к 2, пока оно "
                     "стоит в выбранном ряду", False, "туман")
    assert own is not None and own.effects == (RowAttackCap(2, Side.ANY, False, Side.OWN, Duration.END_OF_TURN),)
    assert chosen_row("выбрать ряд; до конца света сводит каждую атаку существа к 1, пока оно стоит в выбранном ряду",
                      False, "туман") is None
    assert chosen_row("выбрать ряд; до конца хода сводит каждую атаку элитного существа к 1, пока оно стоит в "
                      "выбранном ряду", False, "туман") is None


def test_the_cryomancer_is_compiled_with_its_three_counts() -> None:
    (ability, *_) = compile_text(CRYOMANCER, (), "Криомант")[1]
    assert isinstance(ability.effect, TextAbility)
    assert ability.effect.effects == (LimitMovers((3, 2, 1)),)
    one = limit_movers("в следующий ход противника он может перемещаться только 1 существом", False, "")
    assert one is not None and one.effects == (LimitMovers((1, 1, 1)),) and not LimitMovers((1, 1, 1)).tiered


def _game(text: str = FILE) -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(text), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def test_each_row_of_the_opponents_half_is_offered_once() -> None:
    g, labels = _game()
    offered = [a.cell for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == labels["s"] and a.index == 1]
    assert sorted(offered) == [_cell("A1'"), _cell("A2'"), _cell("A3'")]


def test_a_quota_lets_no_further_creature_move_and_survives_json() -> None:
    g, labels = _game(FILE.replace("{active: p1, phase: main, number: 3}", "{active: p2, phase: main, number: 4}"))
    g.move_quotas = (MoveQuota(1, 1, 4, labels["c"]),)  # «в следующий ход противника ... только 1 существом»
    g.objects[labels["x"]].declared_move = True  # x has moved this turn
    engine.apply(g, engine.PASS, None)  # p1 passes; the active player p2 has the priority
    movers = {a.card for a in engine.legal_actions(g) if isinstance(a, Move)}
    assert labels["x"] in movers and labels["y"] not in movers
    back = GameState.from_data(g.to_data(), g.cards)
    assert back.move_quotas == g.move_quotas and back.copy().move_quotas == g.move_quotas
