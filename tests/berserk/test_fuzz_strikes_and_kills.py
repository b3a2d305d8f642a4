"""Random games between the squads of repeated strikes, token costs, kills and squad-wide triggers.

The invariants of ``test_fuzz``: every card stays in exactly one zone,
every listed action applies, a JSON round trip and a copy continue
identically (the X of a «X{counter}» cost, the card whose attack last
wounded a card, the waiting «после» abilities travel with the position),
and nothing hidden leaks through ``observe``.
"""

from __future__ import annotations

import random

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game

SQUADS = [("mountains-steppe-strikers", "swamp-forest-darkness-tricks"),
          ("swamp-forest-darkness-tricks", "mountains-steppe-strikers")]


def test_random_games_with_repeated_strikes_kills_and_squad_triggers() -> None:
    for n in range(2):
        deck_a, deck_b = SQUADS[n % 2]
        game = Game.new(decks=[deck_a, deck_b], seed=900 + n, autopass=True)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 90)}
        play_checked(game, agents, random.Random(n), 1200, probe=0.05, twin=0.03)
