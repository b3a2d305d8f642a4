"""Random games between the squads of forcing texts, defenders by text and «После нападения не закрывается».

The invariants of ``test_fuzz``: every card stays in exactly one zone,
every listed action applies, a JSON round trip and a copy continue
identically, and nothing hidden leaks through ``observe``. Мерцающий змей
forces the opponent's shots and throws, Ртунх defends ground creatures,
Барака stays open after its strikes.
"""

from __future__ import annotations

import random

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game

SQUADS = [("mountains-lightning", "darkness-wyrms"), ("darkness-wyrms", "mountains-lightning")]


def test_random_games_with_forced_targets_and_text_defenders() -> None:
    for n in range(2):
        deck_a, deck_b = SQUADS[n % 2]
        game = Game.new(decks=[deck_a, deck_b], seed=700 + n, autopass=True)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 70)}
        play_checked(game, agents, random.Random(n), 1200, probe=0.05, twin=0.03)
