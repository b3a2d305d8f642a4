"""«Если карта противника атакует и не наносит ран ранить ее на 1»: a trigger point after an opponent's attack that
left its target unwounded (Online 216.11), the attacking card in the attacked role."""

from __future__ import annotations

import dataclasses

import pytest

from tolaria.berserk import engine
from tolaria.berserk.abilities import Point, Who, WoundBy
from tolaria.berserk.actions import Pass, Strike
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core

TEXT = "Если карта противника атакует и не наносит ран ранить ее на 1 (3 раза за ход)."

FILE = """name: an attack at a card whose ally answers unwounding attacks
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
      - {card: Овражный гном, at: A3', id: m}
"""


def test_the_point_and_its_effect_on_the_attacker() -> None:
    (t,) = compile_text(TEXT, (), "Маг Тор-Гарона")[3]
    assert t.point is Point.ENEMY_DEALS_NO_WOUNDS
    assert t.effects == (WoundBy(1, Who.ATTACKED),)
    assert t.limit is not None and t.limit.count == 3


def test_another_pronoun_stays_unread() -> None:
    with pytest.raises(Unsupported):  # «его» would name a creature the point does not speak of
        compile_text("Если карта противника атакует и не наносит ран ранить его на 1.", (), "Тест")


def _strike(rolls: tuple[int, int], armed: bool = True) -> tuple[GameState, int, int]:
    """p1's creature strikes p2's; p2's gnome holds the ability (its printed abilities replaced by it, or by none)."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    triggers = compile_text(TEXT, (), "Овражный гном")[3] if armed else ()
    g.defs["Овражный гном"] = dataclasses.replace(g.defs["Овражный гном"], triggers=tuple(triggers))
    a, x = scenario.labels["a"], scenario.labels["x"]
    engine.advance(g)
    g.next_script = rolls
    engine.apply(g, Strike(a, x), "p1")
    g.next_script = None
    for _ in range(60):
        if not g.stack and g.pending is None:
            break
        engine.apply(g, Pass(), None)
    return g, a, x


def test_an_attack_that_wounds_sets_nothing_off() -> None:
    g, a, x = _strike((6, 1))  # Online 205.6: 6 against 1, a strong strike wounds the target
    plain, _, _ = _strike((6, 1), armed=False)
    assert g.objects[x].wounds > 0
    assert g.objects[a].wounds == plain.objects[a].wounds  # the ability did not trigger


def test_a_missed_attack_wounds_the_attacker_by_1() -> None:
    g, a, x = _strike((1, 6))  # Online 205.6: 1 against 6, the strike deals no wounds
    plain, _, _ = _strike((1, 6), armed=False)
    assert g.objects[x].wounds == 0
    assert g.objects[a].wounds == plain.objects[a].wounds + 1  # «ранить ее на 1»: the attacking card


def test_a_prevention_waiting_for_the_opponents_next_turn() -> None:
    """Online 420.6: «в следующий ход противника» is both when the prevention applies and when it ends."""
    from tolaria.berserk.abilities import Duration, PreventNext, TextAbility
    from tolaria.berserk.cards import CardDatabase

    d = CardDatabase.bundled().get("Маг Тор-Гарона")
    assert d.unsupported is None
    (played,) = d.playable
    assert isinstance(played.effect, TextAbility) and played.effect.spell
    (effect,) = played.effect.effects
    assert isinstance(effect, PreventNext)
    assert effect.amount == 3 and effect.later and effect.duration is Duration.END_OF_OPPONENTS_NEXT_TURN


def test_a_waiting_prevention_with_another_duration_stays_unread() -> None:
    with pytest.raises(Unsupported):  # two times of ending: not one reading
        compile_text("{tap}: Заклинание щит в следующий ход противника предотвращает следующие 3 раны от немагических "
                     "атак по вашим картам до конца хода.", (), "Тест")
