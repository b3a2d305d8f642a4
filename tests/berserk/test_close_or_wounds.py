"""«должно закрыться либо получить N ран (по выбору атакованного)»: its reading, and its decision (Online 219.1, 204.4)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine
from tolaria.berserk.abilities import CloseOrWounds, Point, Who
from tolaria.berserk.actions import CloseOrWound, Pass, Strike
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import CloseOrWoundsChoice
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

GNOME = ("При {strike} по открытому существу — воздействие «адское зловоние» — это существо должно закрыться либо "
         "получить 2 раны (по выбору атакованного).")

FILE = """name: a gnome's strike waiting for the attacked player's choice
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Овражный гном, at: C1, id: g}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x}
"""


def test_the_choice_is_an_attack_triggers_effect_on_the_attacked() -> None:
    (trigger,) = compile_text(GNOME, (), "Овражный гном")[3]
    assert trigger.point is Point.ATTACK
    assert trigger.attack is not None and trigger.attack.other is not None and trigger.attack.other.closed is False
    assert trigger.effects == (CloseOrWounds(2, Who.ATTACKED),)


def test_the_choice_is_unread_where_this_creature_is_not_the_attacked() -> None:
    with pytest.raises(Unsupported):
        compile_text("В начале вашего хода это существо должно закрыться либо получить 2 раны (по выбору атакованного).",
                     (), "Тест")
    with pytest.raises(Unsupported):  # the choice pauses its text, so nothing may follow it
        compile_text("При {strike} по открытому существу — это существо должно закрыться либо получить 2 раны "
                     "(по выбору атакованного), затем раниться на 1.", (), "Тест")


def _waiting() -> tuple[GameState, int]:
    """The position where the gnome's ability has asked its target's player (rolls 3 and 2: a weak strike, Online 205.6)."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    x = scenario.labels["x"]
    engine.advance(g)
    g.next_script = (3, 2)
    engine.apply(g, Strike(scenario.labels["g"], x), "p1")
    g.next_script = None
    for _ in range(60):
        if isinstance(g.pending, CloseOrWoundsChoice):
            break
        engine.apply(g, Pass(), None)
    assert isinstance(g.pending, CloseOrWoundsChoice)
    return g, x


def test_the_decision_is_the_attacked_players_with_two_answers() -> None:
    g, x = _waiting()
    assert g.pending == CloseOrWoundsChoice("p2", card=x, source=g.pending.source, wounds=2)
    assert engine.legal_actions(g) == [CloseOrWound(True), CloseOrWound(False)]
    before = g.to_data()
    with pytest.raises(IllegalAction):
        engine.apply(g, CloseOrWound(True), "p1")  # Online 215.7: not p1's to answer
    with pytest.raises(IllegalAction):
        engine.apply(g, Pass(), "p2")
    assert g.to_data() == before  # a refusal leaves the game unchanged


def test_a_waiting_choice_survives_copy_and_json() -> None:
    g, x = _waiting()
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert twin.offer == g.offer
        engine.apply(twin, CloseOrWound(False), "p2")
        assert twin.objects[x].wounds == 3 and not twin.objects[x].closed  # Online 204.4: 1 from the strike, 2 chosen
    assert g.objects[x].wounds == 1  # the original is untouched
