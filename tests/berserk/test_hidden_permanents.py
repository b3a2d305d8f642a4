"""Online 415.2, 415.2.a and RP 529.4: a hidden card's permanent ability that begins affecting play
(rules/hidden_permanents.py, the edition's ``hidden_permanent``)."""

from __future__ import annotations

import json

from tolaria.berserk import engine
from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.rules import hidden_permanents
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.core import scenario as core

SETUP = """name: a hidden witch
game: berserk
{rules}
turn: {{active: p1, phase: main, number: 3}}
players:
  p1:
    battlefield:
      - {{card: Кочевник, at: C1', id: k}}
  p2:
    battlefield:
      - {{card: Ведьма, at: C3', id: w, hidden: true}}
      - {{card: {neighbour}, at: C2', id: t}}
"""


def _scenario(neighbour: str, rules: str = ""):
    return BerserkDriver().build(core.load_text(SETUP.format(neighbour=neighbour, rules=rules)), "<test>")


def test_only_abilities_reaching_other_cards_are_asked() -> None:
    """Auras, abilities given to others, limits on the opponent and «только по [карте]» reach other cards; «-1 от
    дальних атак» is about the card itself."""
    db = CardDatabase.bundled()
    for name in ("Ведьма", "Адрелиан", "Ламия", "Мерцающий змей", "Паладин Алламора", "Аларино", "Алтарь Хигарта"):
        assert hidden_permanents.reaching(db.get(name)), name
    for name in ("Кочевник", "Гобрах", "Дегаска", "Пустотник"):
        assert not hidden_permanents.reaching(db.get(name)), name


def test_online_2012_reveals_a_witch_whose_aura_reaches_a_swamp_creature() -> None:
    """Online 415.2: Тролль is one of «Ваши болотные существа» and stands next to her."""
    scenario = _scenario("Тролль")
    g = scenario.game.state
    engine.advance(g)
    w = g.objects[scenario.labels["w"]]
    assert not w.hidden
    assert any("Online 415.2" in e.rules for e in g.out)


def test_the_question_leaves_the_game_as_it_was_and_shows_nothing() -> None:
    """A card judged as if revealed is hidden again at once: no event, no change, nothing in the opponent's view."""
    scenario = _scenario("Кочевник")
    g = scenario.game.state
    engine.advance(g)
    wid = scenario.labels["w"]
    before = g.to_data()
    memo = g.memo
    assert hidden_permanents.affecting(g, wid) is None
    assert g.to_data() == before
    assert g.objects[wid].hidden
    assert g.memo is memo  # the roster is not rebuilt for asking again
    assert "Ведьма" not in json.dumps(scenario.game.observe("p1"), ensure_ascii=False)


def test_rp5_keeps_the_card_hidden_and_the_ability_absent() -> None:
    """RP 529.4: under rp5 (``hidden_permanent: absent``) nothing reveals the card."""
    scenario = _scenario("Тролль", "rules: rp5")
    g = scenario.game.state
    engine.advance(g)
    assert g.objects[scenario.labels["w"]].hidden
    assert hidden_permanents.affecting(g, scenario.labels["w"]) == ("Online 415.2",)  # what online-2012 would do
