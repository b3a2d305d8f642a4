"""Several attacks of one ability: «Три или менее разряда на 1 по разным существам» (Online 400.2, 412.1)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine
from tolaria.berserk.abilities import CardFilter, SeveralAttacks, Who
from tolaria.berserk.actions import Use
from tolaria.berserk.cards import Attack, AttackKind, Playable
from tolaria.berserk.compiler import compile_text
from tolaria.berserk.events import Wounded
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, Obj
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

FILE = """name: Аколит Дзара and three steppe creatures of the opponent
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Аколит Дзара, at: C1, id: a}
  p2:
    battlefield:
      - {card: Кочевник, at: A3', id: x}
      - {card: Кочевник, at: C2', id: y}
      - {card: Кочевник, at: E1', id: z}
"""


def _attack(text: str, index: int = 0) -> Attack:
    playable = compile_text(text, (), "Тест")[1]
    assert isinstance(playable[index], Playable)
    effect = playable[index].effect
    assert isinstance(effect, Attack)
    return effect


def test_three_or_fewer_discharges_are_read() -> None:
    attack = _attack("{tap}: Три или менее разряда на 1 по разным существам.")
    assert attack.kind is AttackKind.DISCHARGE and attack.strength == (1, 1, 1)
    assert attack.several == SeveralAttacks(3, fewer=True, among=CardFilter(creature=True))


def test_two_magic_strikes_at_dark_or_steppe_cards_are_read() -> None:
    attack = _attack("{tap}: Два магических удара на 2 (только по разным темным и/или степным картам).")
    assert attack.kind is AttackKind.MAGIC
    assert attack.several == SeveralAttacks(2, among=CardFilter(elements=frozenset({"Тьма", "Степи"})))


def test_two_shots_at_different_cards_keep_their_range() -> None:
    attack = _attack("{tap}: Два выстрела на 1-2-2, дальность 3, только по разным картам.")
    assert attack.strength == (1, 2, 2) and attack.range == 3 and attack.several == SeveralAttacks(2)


def test_an_unread_description_stays_unsupported() -> None:
    with pytest.raises(Exception, match="разным"):
        compile_text("{tap}: Два выстрела на 1, только по разным летающим существам.", (), "Тест")
    with pytest.raises(Exception, match="разным"):
        compile_text("{tap}: Два выстрела на 1 (только по разным картам.", (), "Тест")


def _game() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def test_the_listing_offers_every_set_of_one_to_three_creatures() -> None:
    g, ids = _game()
    uses = [u for u in engine.legal_actions(g) if isinstance(u, Use) and u.card == ids["a"]]
    named = {frozenset((u.target, *u.also)) for u in uses}
    assert len(uses) == len(named) == 7  # 3 of one, 3 of two, 1 of three (Online 412.1)


def test_each_attack_is_its_own_chain_and_the_card_pays_once() -> None:
    g, ids = _game()
    g.dice = [1, 3, 6]
    engine.apply(g, Use(ids["a"], 1, ids["x"], 0, (ids["y"], ids["z"])), "p1")
    attacks = [c for c in g.chains.values() if c.attack is AttackKind.DISCHARGE]
    assert sorted(c.targets for c in attacks) == sorted(((ids["x"],), (ids["y"],), (ids["z"],)))
    payments = [o for o in g.stack if o.obj is Obj.PAYMENT]
    assert len(payments) == 1 and g.chains[payments[0].chain].targets == (ids["x"],)
    assert g.chains[g.stack[-1].chain].targets == (ids["x"],)  # the first named resolves first
    twin = g.copy()
    assert twin.to_data() == g.to_data()
    assert GameState.from_data(g.to_data(), g.cards).to_data() == g.to_data()
    for _ in range(200):
        if not g.stack:
            break
        engine.apply(g, engine.legal_actions(g)[0], None)
    assert not g.stack
    order = [e.card for e in g.out if isinstance(e, Wounded)]
    assert order == [ids["x"], ids["y"], ids["z"]]
    assert all(g.objects[ids[n]].wounds == 1 for n in "xyz") and g.objects[ids["a"]].closed


@pytest.mark.parametrize("also", [("x",), ("y", "x"), ("y", "z", "x")])
def test_refusals_name_the_rule_and_change_nothing(also: tuple[str, ...]) -> None:
    g, ids = _game()
    before = g.to_data()
    with pytest.raises(IllegalAction, match="Online 412.1"):
        engine.apply(g, Use(ids["a"], 1, ids["x"], 0, tuple(ids[n] for n in also)), "p1")
    assert g.to_data() == before


CHAINED = """name: Дхайа and a row of three creatures of the opponent
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Дхайа, at: C1, id: d, tokens: 1}
  p2:
    battlefield:
      - {card: Кочевник, at: B3', id: x}
      - {card: Кочевник, at: C3', id: y}
      - {card: Кочевник, at: E3', id: z}
"""


def test_chained_discharges_are_read_with_their_strengths() -> None:
    attack = _attack("{counter}{tap}: Разряд на 3; разряд на 2 в существо, стоящее рядом с целью первого разряда; "
                     "разряд на 1 в существо, стоящее рядом с целью второго разряда.")
    assert attack.strength == (3, 3, 3) and attack.several is not None
    assert attack.several.chained == ((2, 2, 2), (1, 1, 1)) and attack.several.among == CardFilter(creature=True)
    with pytest.raises(Exception, match="рядом с целью"):  # the ordinal must name the attack just before
        compile_text("{tap}: Разряд на 3; разряд на 2 в существо, стоящее рядом с целью второго разряда.", (), "Тест")


def test_the_listing_offers_every_run_of_neighbouring_targets() -> None:
    scenario = BerserkDriver().build(core.load_text(CHAINED), "<test>")
    g, ids = scenario.game.state, scenario.labels
    engine.advance(g)
    uses = {(u.target, *u.also) for u in engine.legal_actions(g) if isinstance(u, Use) and u.card == ids["d"]}
    x, y = ids["x"], ids["y"]
    # Online 412.1: z stands next to neither, so it is never a further target, and a run through it has no next one
    assert uses == {(x, y, x), (y, x, y)}


CENTAUR = """name: Кентавр beside two steppe creatures of the opponent
game: berserk
rules: {edition: online-2012, move_then_close: allowed}
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Кентавр, at: C1, id: k}
  p2:
    battlefield:
      - {card: Кочевник, at: B1', id: x}
      - {card: Кочевник, at: C1', id: y}
"""


def test_the_centaur_lists_no_strike_before_it_moves() -> None:
    scenario = BerserkDriver().build(core.load_text(CENTAUR), "<test>")
    g, ids = scenario.game.state, scenario.labels
    engine.advance(g)
    assert not [u for u in engine.legal_actions(g) if isinstance(u, Use) and u.card == ids["k"]]
    attack = _attack("{tap}: X особых ударов цепом на 1, только по разным картам противника, где X количество клеток, "
                     "на которое передвинулся Тест в этот ход.")
    assert attack.several is not None and attack.several.per_cell_moved and attack.several.opponents
    with pytest.raises(Exception, match="где X"):  # another card's movement is no count the grammar reads
        compile_text("{tap}: X особых ударов на 1, только по разным картам противника, где X количество клеток, на "
                     "которое передвинулся Кочевник в этот ход.", (), "Тест")


BEHIND = """name: Тич before a closed creature with a hidden card behind it
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Тич, at: C1, id: t}
  p2:
    battlefield:
      - {card: Возница, at: C1', id: x, closed: true}
      - {card: Возница, at: C2', id: b, hidden: true}
"""


def test_the_card_behind_is_read_and_a_hidden_one_gives_nothing() -> None:
    from tolaria.berserk.abilities import WoundBy
    from tolaria.berserk.rules.several_attacks import weak_behind

    triggers = compile_text("При сильном {strike} — ранить атакованное существо на величину слабого {strike} стоящей "
                            "сзади него карты.", (), "Тест")[3]
    assert [e for t in triggers for e in t.effects] == [WoundBy(0, Who.ATTACKED, behind_weak=True)]
    scenario = BerserkDriver().build(core.load_text(BEHIND), "<test>")
    g, ids = scenario.game.state, scenario.labels
    assert weak_behind(g, ids["x"]) == 0  # READINGS: a face-down card shows no strike
    g.objects[ids["b"]].hidden = False
    assert weak_behind(g, ids["x"]) == 3 and weak_behind(g, ids["b"]) == 0  # C3' is empty
    assert weak_behind(g, ids["t"]) == 0
