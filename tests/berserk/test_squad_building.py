"""Texts of squad building (Online 202.6, 303, 304): their reading, the options listed, what each seat sees, and random
games through a Recruitment Preparation step."""

from __future__ import annotations

import random

import pytest

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game, engine, views
from tolaria.berserk.abilities import (
    FreeRecruit,
    PairedRecruit,
    RecruitBargain,
    RecruiterSearch,
    RecruitSurcharge,
    SpyRecruit,
    StrengthBonus,
)
from tolaria.berserk.actions import Pass, Prepare, Recruit, RecruitByText
from tolaria.berserk.cards import CardDatabase
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import RecruitmentPreparation
from tolaria.berserk.events import Shown
from tolaria.berserk.rules import modifiers
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import Phase
from tolaria.core import scenario as core
from tolaria.core.records import from_data, to_data
from tolaria.errors import IllegalAction

CARDS = CardDatabase.bundled()


def _read(name: str) -> tuple[object, ...]:
    d = CARDS.cards[name]
    assert d.unsupported is None, d.unsupported
    return d.statics


def test_each_text_is_read_for_its_own_card() -> None:
    assert FreeRecruit((3, 4, 5, 6, 7, 8)) in _read("Ведающий запасами")
    assert RecruitSurcharge(most=4, life=2) in _read("Вольный воитель")
    assert PairedRecruit(7, "погибает, когда ваша линнет покидает поле боя") in _read("Линнет")
    assert SpyRecruit(look=2, discount=1) in _read("Лазутчица")
    assert RecruiterSearch(2) in _read("Рекрутер Храма")
    text = "При наборе Тича в отряд вы можете получить 2{elite}, при этом в вашем отряде не может быть больше трех стихийных карт."
    assert compile_text(text, (), "Тич")[2] == (RecruitBargain(gold=2, elemental=3),)


@pytest.mark.parametrize("name", ["Ведающий запасами", "Вольный воитель", "Линнет", "Лазутчица", "Рекрутер Храма"])
def test_another_cards_text_is_not_read(name: str) -> None:
    with pytest.raises(Unsupported):  # each text speaks of the card that carries it
        compile_text(CARDS.cards[name].text, (), "Кочевник")


PREPARATION = """name: preparation
game: berserk
turn: {phase: recruitment_preparation}
seed: 5
players:
  p1:
    hand: [Линнет, Тролль, Вольный воитель, Циклоп]
    crystals: {gold: 20, silver: 10}
  p2:
    hand: [Лазутчица, Кочевник, Тролль]
    crystals: {gold: 20, silver: 10}
"""


def _game(text: str = PREPARATION):
    scenario = BerserkDriver().build(core.load_text(text), "<test>")
    BerserkDriver().start(scenario)
    return scenario.game.state


def test_the_step_lists_each_ability_and_a_pass() -> None:
    g = _game()
    assert g.pending == RecruitmentPreparation("p1")
    # Тролль (elite 5) and Вольный воитель (elite 2) may come with Линнет; Циклоп (elite 8) may not
    assert engine.legal_actions(g) == [Prepare("Линнет", "Тролль"), Prepare("Линнет", "Вольный воитель"), Pass()]


def test_lynnets_creature_gains_the_quoted_ability() -> None:
    g = _game()
    engine.apply(g, Prepare("Линнет", "Тролль"), "p1")
    troll = next(c for c in g.players[0].recruitment if g.objects[c].name == "Тролль")
    assert [e.text for e in g.objects[troll].effects] == ["погибает, когда ваша линнет покидает поле боя"]


def test_the_spys_look_is_seen_by_the_two_players_only() -> None:
    g = _game()
    engine.apply(g, Pass(), "p1")
    engine.apply(g, Prepare("Лазутчица"), "p2")
    shown = [e for e in g.out if isinstance(e, Shown)]
    assert [e.viewer for e in shown] == [0, 1] and len(shown[1].cards) == 2
    names = ", ".join(g.objects[c].name for c in shown[1].cards)
    assert views.render(g, shown[1], "p2") == f"Лазутчица shows {names} from p1's Deal to p2"
    assert names in views.render(g, shown[1], "p1")
    assert views.render(g, shown[1], None) == "a card shows 2 cards from p1's Deal to p2"
    assert g.phase is Phase.RECRUITMENT  # p1 passed for good, p2 has nothing more (Online 303.2)


def test_a_refused_ability_changes_nothing() -> None:
    g = _game()
    before = g.to_data()
    with pytest.raises(IllegalAction) as refused:
        engine.apply(g, Prepare("Линнет", "Циклоп"), "p1")
    assert refused.value.rule == "Online 202.3"
    assert g.to_data() == before


def test_the_surcharge_is_listed_for_each_x_and_gives_the_strike() -> None:
    g = _game()
    engine.apply(g, Pass(), "p1")
    engine.apply(g, Pass(), "p2")
    listed = [a for a in engine.legal_actions(g) if isinstance(a, Recruit | RecruitByText) and a.card == "Вольный воитель"]
    assert listed == [Recruit("Вольный воитель")] + [RecruitByText("Вольный воитель", x) for x in (1, 2, 3, 4)]
    engine.apply(g, RecruitByText("Вольный воитель", 4), "p1")
    cid = next(c for c in g.players[0].recruitment if g.objects[c].name == "Вольный воитель")
    assert [s.x for s in modifiers.in_force(g, cid) if isinstance(s, StrengthBonus)] == [4]
    assert g.objects[cid].extra_life == 2


def test_the_actions_survive_json() -> None:
    for action in (Prepare("Рекрутер Храма", "Кочевник", 2), RecruitByText("Вольный воитель", 3)):
        assert from_data(to_data(action), type(action)) == action


SQUAD = ["Линнет", "Лазутчица", "Рекрутер Храма", "Вольный воитель", "Ведающий запасами", "Кочевник", "Тролль",
         "Хельмир", "Гном-басаарг", "Циклоп"] * 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_with_the_squad_building_cards(seed: int) -> None:
    game = Game.new(decks=[SQUAD, SQUAD], seed=seed)
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 10)}
    asked = play_checked(game, agents, random.Random(seed), 400, probe=0.2)
    assert {"recruitment_preparation", "recruitment"} <= asked
