"""Random games between the squads of triggered and text abilities keep the fuzz invariants.

The same invariants as ``test_fuzz``: every card stays in exactly one zone,
every listed action applies, a JSON round trip and a copy continue
identically, and nothing hidden leaks through ``observe``. These squads
bring triggered abilities with chosen targets («выстрел на 2»), «может»
questions, poison markers and «не открывается» into play.
"""

from __future__ import annotations

import random

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game

SQUADS = [("swamp-poisoners", "forest-mountains-guard"), ("forest-mountains-guard", "steppe-mountains")]


def test_random_games_with_triggered_abilities() -> None:
    asked: set[str] = set()
    for n in range(4):
        deck_a, deck_b = SQUADS[n % 2]
        game = Game.new(decks=[deck_a, deck_b], seed=300 + n, autopass=True)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}
        asked |= play_checked(game, agents, random.Random(n), 1500, probe=0.05, twin=0.03)
    assert "trigger_choice" in asked
