"""Random games between squads of the cards whose texts give, count and redistribute keep the fuzz invariants.

The same invariants as ``test_fuzz``: every card stays in exactly one zone, every listed action applies, a JSON round
trip and a copy continue identically, and nothing hidden leaks through ``observe``. These squads bring auras
(rules/auras.py), chosen X, second targets, redistributions to the opponent's creatures, row ends and cost-less
sudden abilities into play.
"""

from __future__ import annotations

import random

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game

GIVERS = [name for name in ("Страж чертогов", "Гномий король", "Линдвурм", "Дикий циклоп", "Бурый волк",
                            "Хозяйка лавин", "Центурион", "Ловец душ", "Волхв", "Килсус") for _ in range(3)]
TAKERS = [name for name in ("Адрелиан", "Пустошь Тул-Багар", "Скелет", "Бес", "Оруженосец", "Барака", "Кочевник",
                            "Гаррид-лучник", "Паладин Алламора", "Тролль") for _ in range(3)]


def test_random_games_with_auras_and_chosen_targets() -> None:
    for n in range(3):
        decks = [GIVERS, TAKERS] if n % 2 == 0 else [TAKERS, GIVERS]
        game = Game.new(decks=decks, seed=700 + n, autopass=True)
        agents = {"alice": RandomAgent(n), "bob": RandomAgent(n + 70)}
        play_checked(game, agents, random.Random(n), 1500, probe=0.05, twin=0.03)
