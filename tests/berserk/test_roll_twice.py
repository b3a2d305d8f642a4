"""«бросьте кубик два раза и выберите один из результатов бросков»: its reading, and its decision (Online 216.5)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine
from tolaria.berserk.abilities import AttackScope, RollBlock, RollTwice
from tolaria.berserk.actions import ChooseRoll, Pass, Strike
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import RollChoice
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

PYROMANCER = ("{tap}: Разряд на 1-2-3. При определении силы атаки бросает кубик два раза, выбирая одно из значений; "
              "если значения одинаковые получает +1 к этой атаке.")
TEMPLE = "Когда Воин храма сражается, бросьте кубик два раза и выберите один из результатов бросков."

FILE = """name: Пиромант Дзара's strike waiting for its player to keep a die
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Пиромант Дзара, at: C1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: y}
"""


def test_the_attack_form_reads_its_own_attacks_with_the_doubles_bonus() -> None:
    statics = compile_text(PYROMANCER, ("zom", "dsc"), "Пиромант Дзара")[2]
    assert statics == (RollTwice(own_attacks=True, doubles_bonus=1),)


def test_the_fight_form_reads_every_combat_die_of_the_named_card() -> None:
    # Online 205.5: «сражается» is every die the card rolls for an attack's strength, answering a fight too
    assert compile_text(TEMPLE, (), "Воин храма")[2] == (RollTwice(own_attacks=False),)


def test_the_fight_form_is_unread_for_another_card() -> None:
    with pytest.raises(Unsupported):
        compile_text(TEMPLE, (), "Кочевник")


BLOCK = "Если Воин храма атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется."


def test_the_blocking_die_reads_the_ranged_attacks_and_the_faces() -> None:
    assert compile_text(BLOCK, (), "Воин храма")[2] == (RollBlock(AttackScope(ranged=True), frozenset({5, 6})),)
    assert compile_text(BLOCK.replace("5 или 6", "6"), (), "Воин храма")[2] == (
        RollBlock(AttackScope(ranged=True), frozenset({6})),)


def test_the_blocking_die_is_unread_for_another_card() -> None:
    with pytest.raises(Unsupported):
        compile_text(BLOCK, (), "Кочевник")


def _waiting() -> tuple[GameState, int]:
    """The position where Пиромант Дзара has rolled 1 and 6 for its strike (Online 216.5) and its player keeps one."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    g.next_script = (1, 6, 1)
    engine.apply(g, Strike(scenario.labels["a"], scenario.labels["y"]), "p1")
    g.next_script = None
    for _ in range(60):
        if isinstance(g.pending, RollChoice):
            break
        engine.apply(g, Pass(), None)
    assert isinstance(g.pending, RollChoice)
    return g, scenario.labels["y"]


def test_the_decision_is_the_rollers_player_with_one_answer_per_value() -> None:
    g, _ = _waiting()
    assert g.pending == RollChoice("p1", card=g.pending.card, chain=g.pending.chain, values=(1, 6))
    assert engine.legal_actions(g) == [ChooseRoll(1), ChooseRoll(6)]
    assert g.chains[g.pending.chain].rolls == ()  # Online 216.5: Кочевник rolls after the attacker's die is kept
    before = g.to_data()
    with pytest.raises(IllegalAction, match="keep one of the dice Пиромант Дзара rolled: 1 or 6"):
        engine.apply(g, ChooseRoll(3), "p1")  # a value it did not roll
    with pytest.raises(IllegalAction):
        engine.apply(g, ChooseRoll(6), "p2")  # Online 215.7: not p2's to answer
    assert g.to_data() == before  # a refusal leaves the game unchanged


def test_a_waiting_choice_survives_copy_and_json() -> None:
    g, y = _waiting()
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert twin.offer == g.offer
        engine.apply(twin, ChooseRoll(6), "p1")
        for _ in range(60):
            if not twin.stack:
                break
            engine.apply(twin, Pass(), None)
        # Online 205.6: the kept 6 against Кочевник's 1 is a difference of 5, «Сильный удар | Промах»
        assert twin.objects[y].wounds == 3
    assert g.objects[y].wounds == 0  # the original is untouched
