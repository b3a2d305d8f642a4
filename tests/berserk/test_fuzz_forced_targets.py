"""Random games between the squads of forcing texts, defenders by text and «После нападения не закрывается».

The invariants of ``test_fuzz``: every card stays in exactly one zone,
every listed action applies, a JSON round trip and a copy continue
identically, and nothing hidden leaks through ``observe``. Мерцающий змей
forces the opponent's shots and throws, Ртунх defends ground creatures,
Барака stays open after its strikes.
"""

from __future__ import annotations

import json
import random

from tests.berserk.test_fuzz import _nothing_hidden_leaks, _zones_hold_every_card
from tolaria.agents import RandomAgent
from tolaria.berserk import Game

SQUADS = [("mountains-lightning", "darkness-wyrms"), ("darkness-wyrms", "mountains-lightning")]


def test_random_games_with_forced_targets_and_text_defenders() -> None:
    for n in range(2):
        deck_a, deck_b = SQUADS[n % 2]
        game = Game.new(decks=[deck_a, deck_b], seed=700 + n, autopass=True)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 70)}
        rng = random.Random(n)
        steps = 0
        while not game.is_over and steps < 1200:
            decision = game.decision
            assert decision is not None
            options = list(game.legal_actions())
            assert options, decision
            if rng.random() < 0.05:
                for option in options:  # every listed action applies
                    game.copy().apply(option)
            action = agents[decision.player].choose(game)
            if rng.random() < 0.03:
                twin = Game.from_json(game.to_json())
                copy = game.copy()
                for g2 in (twin, copy):
                    g2.apply(action)
                game.apply(action)
                assert json.loads(twin.to_json()) == json.loads(game.to_json()) == json.loads(copy.to_json())
            else:
                game.apply(action)
            if steps % 25 == 0:
                _zones_hold_every_card(game)
                _nothing_hidden_leaks(game)
            steps += 1
        _zones_hold_every_card(game)
