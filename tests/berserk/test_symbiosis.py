"""Symbiotes, parasites and companions on their hosts (Online 210, 306.5-306.7, 307.1): the host choice, the pair's
state through copies and JSON, what observe shows, and random games with them."""

from __future__ import annotations

import json
import random

import pytest

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game
from tolaria.berserk.actions import Place
from tolaria.berserk.cards import CardDatabase, CardType
from tolaria.berserk.decisions import HostChoice
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.core import scenario as core
from tolaria.errors import IllegalAction

REVEAL = """
name: host choice
game: berserk
turn: {phase: reveal}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C2, id: a, hidden: true}
      - {card: Кочевник, at: D2, id: b, hidden: true}
      - {card: Разумный вихрь, at: B3, id: w, hidden: true}
  p2:
    battlefield:
      - {card: Гуль, at: E2', id: g, hidden: true}
do: []
"""


def _at_host_choice() -> Game:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(REVEAL), "<test>")
    driver.start(scenario)
    return scenario.game


def test_the_companion_is_supported_and_a_creature() -> None:
    d = CardDatabase.bundled().get("Разумный вихрь")
    assert d.unsupported is None and d.type is CardType.COMPANION and d.type.is_creature


def test_host_choice_lists_the_owners_creatures_and_has_no_pass() -> None:
    game = _at_host_choice()
    decision = game.decision
    assert isinstance(decision, HostChoice)
    assert sorted(game.legal_actions(), key=repr) == sorted([Place(7), Place(8)], key=repr)  # C2, D2


def test_refused_host_leaves_the_game_unchanged() -> None:
    game = _at_host_choice()
    before = game.to_json()
    with pytest.raises(IllegalAction, match="Online 210.3"):
        game.apply(Place(27))  # the opponent's Гуль is no host for a symbiote
    assert game.to_json() == before


def test_the_pair_survives_copy_and_json_and_is_shown() -> None:
    game = _at_host_choice()
    game.apply(Place(7))
    g = game.state
    (w, host), = g.hosts.items()
    assert g.objects[w].cell == g.objects[host].cell == 7
    twin, copy = Game.from_json(game.to_json()), game.copy()
    assert twin.state.hosts == copy.state.hosts == g.hosts
    copy.state.hosts.clear()
    assert g.hosts  # the copy's pairs are its own
    seen = next(c for c in game.observe(g.players[1].name)["cards"] if c["id"] == w)
    assert seen["host"] == host
    assert json.loads(twin.to_json()) == json.loads(game.to_json())


COMPANIONS = [name for name, n in (("Разумный вихрь", 3), ("Кочевник", 3), ("Гуль", 3), ("Тролль", 3), ("Хедд", 3),
                                   ("Гоблин", 3), ("Троллок", 3), ("Призрачный рыцарь", 3), ("Ахти", 3),
                                   ("Живущий в тумане", 3)) for _ in range(n)]


def test_random_games_with_companions() -> None:
    """Squads with symbiotes: host choices, pairs moving and dying together, listed actions all apply."""
    met: set[str] = set()
    for n in range(4):
        game = Game.new(decks=[COMPANIONS, COMPANIONS], seed=700 + n, autopass=True,
                        rules="online-2012" if n % 2 else "rp5")
        met |= play_checked(game, {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}, random.Random(n), 1500,
                            probe=0.02, twin=0.05)
    assert "host" in met
