"""Looking at the top of one's deck and putting the cards back in order: the choice, its refusals, what each seat
sees (Online 206.6: the deck's order is hidden), copy and JSON (rules/deck_order.py)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine, events, views
from tolaria.berserk.abilities import ArrangeDeck, Point
from tolaria.berserk.actions import ArrangeDeck as Arrange
from tolaria.berserk.actions import Pass, TriggerAnswer
from tolaria.berserk.compiler import compile_card, compile_text
from tolaria.berserk.decisions import DeckOrder, TriggerChoice
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

FILE = """name: Ведунья Ордена at the end of the opponent's turn
game: berserk
turn: {active: p2, phase: final, number: 4}
players:
  p1:
    battlefield:
      - {card: Ведунья Ордена, at: C3, id: v}
    deck:
      - {card: Кочевник, id: a}
      - {card: Гоблин, id: b}
      - {card: Тролль, id: c}
      - {card: Хобгоблин, id: d}
  p2:
    battlefield:
      - {card: Кочевник, at: C3', id: x}
"""


def _looking() -> tuple[GameState, dict[str, int]]:
    """The game where p1 has looked at his three top cards and must put them back."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    for _ in range(40):
        d = g.pending
        if isinstance(d, DeckOrder):
            return g, scenario.labels
        assert d is not None
        engine.apply(g, TriggerAnswer(-1) if isinstance(d, TriggerChoice) else Pass(), d.player)
    raise AssertionError("no deck order was asked")


def test_the_sentence_is_read() -> None:
    (t,) = compile_text("В конце хода противника вы можете посмотреть 3 верхние карты вашей колоды, затем положить их "
                        "на верх или в низ вашей колоды в любом порядке, не перемешивая колоду.", (), "Ведунья Ордена")[3]
    assert t.point is Point.TURN_END and t.optional and t.effects == (ArrangeDeck(3, bottom=True),)
    (m,) = compile_text("При пророчестве ваших карт можете вернуть показанные карты на верх колоды в любом порядке "
                        "(1 раз за ход).", (), "Махинатор")[3]
    assert m.point is Point.SQUAD_PROPHECY and m.optional and m.effects == (ArrangeDeck(0),)


def test_returning_shown_cards_needs_a_prophecy() -> None:
    """«показанные карты» speaks of a prophecy's cards: after another trigger point it is unread."""
    text = "В начале вашего хода можете вернуть показанные карты на верх колоды в любом порядке."
    assert compile_card({"name": "Тест", "type": "creature", "text": text}).unsupported is not None


def test_every_order_and_split_is_offered() -> None:
    """Three cards, each order, on top or at the bottom: 3! orders times 4 places to split them."""
    g, labels = _looking()
    d = g.pending
    assert isinstance(d, DeckOrder) and d.player == "p1" and d.cards == (labels["a"], labels["b"], labels["c"])
    offered = engine.legal_actions(g)
    assert len(offered) == 24 and all(isinstance(a, Arrange) for a in offered)


def test_only_the_owner_sees_the_cards_looked_at() -> None:
    g, labels = _looking()
    (shown,) = [e for e in g.out if isinstance(e, events.Shown)]
    assert shown.viewer == 0 and shown.zone == "deck"
    mine, theirs = views.render(g, shown, "p1"), views.render(g, shown, "p2")
    assert "Кочевник" in mine and "Тролль" in mine
    assert not any(n in theirs for n in ("Кочевник", "Гоблин", "Тролль", "Ведунья"))


def test_bad_answers_are_refused_and_change_nothing() -> None:
    g, labels = _looking()
    a, b, c, d = (labels[k] for k in "abcd")
    before = g.to_data()
    for bad in (Arrange((a, b)), Arrange((a, b, c, d)), Arrange((a, a, b)), Arrange((a, b), (d,)), Pass()):
        with pytest.raises(IllegalAction):
            engine.apply(g, bad, "p1")
    with pytest.raises(IllegalAction):
        engine.apply(g, Arrange((a, b, c)), "p2")  # the opponent does not choose
    assert g.to_data() == before


def test_the_order_chosen_survives_copy_and_json() -> None:
    g, labels = _looking()
    a, b, c, d = (labels[k] for k in "abcd")
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert isinstance(twin.pending, DeckOrder)
        engine.apply(twin, Arrange((c,), (a, b)), "p1")
        assert twin.players[0].deck == [c, d, a, b]
        (arranged,) = [e for e in twin.out if isinstance(e, events.DeckArranged)]
        assert "Тролль" not in views.render(twin, arranged, "p1") and arranged.top == 1 and arranged.bottom == 2
