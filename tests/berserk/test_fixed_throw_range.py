"""«Дальность метания Дикого циклопа не может быть изменена»: no text adds to its throws' range (rules/modifiers.py)."""

from __future__ import annotations

from tolaria.berserk import engine
from tolaria.berserk.cards import AttackKind, Keyword
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.rules import modifiers
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.core import scenario as core

FILE = """name: a column of throwers
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Дикий циклоп, at: C1, id: c}
      - {card: Хозяйка лавин, at: C2, id: h}
      - {card: Паладин Алламора, at: C3, id: p}
  p2:
    battlefield:
      - {card: Кочевник, at: E3'}
"""


def test_the_sentence_is_the_cards_own_named_ability() -> None:
    named = compile_text("Дальность метания Дикого циклопа не может быть изменена.", (), "Дикий циклоп")[0]
    assert [n.keyword for n in named] == [Keyword.THROW_RANGE_FIXED]


def test_column_bonus_reaches_another_thrower_but_not_the_cyclops() -> None:
    """Паладин Алламора: «Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора
    получают +1 к дальности»: Хозяйка лавин's throw gains 1; Дикий циклоп's stays as printed."""
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    assert modifiers.range_bonus(g, scenario.labels["h"], AttackKind.THROW) == 1
    assert modifiers.range_bonus(g, scenario.labels["c"], AttackKind.THROW) == 0
