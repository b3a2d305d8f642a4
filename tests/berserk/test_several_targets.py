"""Text abilities naming several targets: «излечить до трех ваших лесных существ на 1» (Online 412.1)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine
from tolaria.berserk.abilities import HealBy, Side, TextAbility, Who
from tolaria.berserk.actions import Use
from tolaria.berserk.cards import Playable
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.core import records
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

FILE = """name: Фея леса with three wounded forest creatures and a wounded steppe creature
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    additional:
      - {card: Фея леса, id: f}
    battlefield:
      - {card: Леший, at: A1, id: l, wounds: 2}
      - {card: Друид, at: B1, id: d, wounds: 1}
      - {card: Атекар, at: C1, id: a, wounds: 1}
      - {card: Кочевник, at: D1, id: k, wounds: 1}
  p2:
    battlefield:
      - {card: Оури, at: C1', id: e, wounds: 1}
"""


def _ability(text: str) -> TextAbility:
    playable = compile_text(text, (), "Тест")[1]
    assert len(playable) == 1 and isinstance(playable[0], Playable)
    effect = playable[0].effect
    assert isinstance(effect, TextAbility)
    return effect


def test_up_to_three_forest_creatures_of_the_squad_is_read() -> None:
    ability = _ability("{tap}: Воздействие «волшебная пыльца» — излечить до трех ваших лесных существ на 1.")
    assert ability.most == 3 and ability.name == "волшебная пыльца"
    assert ability.target is not None and ability.target.side is Side.OWN
    assert ability.target.filter is not None and ability.target.filter.element == "Леса"
    assert ability.effects == (HealBy(1, Who.CHOSEN),)


def test_two_or_fewer_is_read_as_two_at_most() -> None:
    ability = _ability("{tap}: Воздействие «искра» — ранить двух или менее существ противника на 1.")
    assert ability.most == 2 and ability.target is not None and ability.target.side is Side.OPPONENT


def test_an_unread_description_of_the_targets_stays_unsupported() -> None:
    # «с крыльями» is no target description the compiler reads: the text is not half read
    with pytest.raises(Exception, match="с крыльями"):
        compile_text("{tap}: Воздействие «частица души» — ранить двух или менее существ с крыльями на 1.", (), "Тест")


def test_creatures_without_wounds() -> None:
    """«ранить двух или менее существ без ран на 1» (Ловец душ): up to two targets, each with no wounds."""
    from tolaria.berserk.abilities import CardFilter, TextAbility

    (ability,) = compile_text("{tap}: Воздействие «частица души» — ранить двух или менее существ без ран на 1.", (),
                              "Тест")[1]
    assert isinstance(ability.effect, TextAbility) and ability.effect.most == 2
    assert ability.effect.target is not None and ability.effect.target.filter == CardFilter(unwounded=True)


def _game():
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def test_the_listing_offers_every_set_of_one_to_three_fitting_creatures() -> None:
    g, ids = _game()
    f = ids["f"]
    uses = [a for a in engine.legal_actions(g) if isinstance(a, Use) and a.card == f]
    named = {frozenset((u.target, *u.also)) for u in uses}
    forest = [ids["l"], ids["d"], ids["a"]]
    # Online 412.1: 3 sets of one, 3 of two, 1 of three; never the steppe creature nor the opponent's
    assert len(uses) == len(named) == 7
    assert frozenset(forest) in named
    assert all(ids["k"] not in s and ids["e"] not in s for s in named)


def test_refusals_name_the_rule_and_change_nothing() -> None:
    g, ids = _game()
    f, le, d, a, k = ids["f"], ids["l"], ids["d"], ids["a"], ids["k"]
    before = g.to_data()
    for action in (Use(f, 1, le, 0, (d, a, le)), Use(f, 1, le, 0, (le,)), Use(f, 1, le, 0, (k,))):
        with pytest.raises(IllegalAction, match="Online 412.1"):
            engine.apply(g, action, "p1")
    assert g.to_data() == before


def test_each_named_creature_is_healed_once() -> None:
    g, ids = _game()
    engine.apply(g, Use(ids["f"], 1, ids["l"], 0, (ids["d"],)), "p1")
    for _ in range(40):
        if not g.stack:
            break
        engine.apply(g, engine.legal_actions(g)[0], None)
    assert not g.stack
    wounds = {n: g.objects[ids[n]].wounds for n in ("l", "d", "a", "k")}
    assert wounds == {"l": 1, "d": 0, "a": 1, "k": 1}  # «излечить ... на 1»: the two named, by one each


def test_the_further_targets_survive_json() -> None:
    action = Use(3, 1, 4, 0, (5, 6))
    assert records.from_data(records.to_data(action), Use) == action
