"""«Берсерк. Герои» on Tolaria's neutral core: heroes, coins and the Очередь (heroes-scenarios.md)."""

from tolaria.heroes.game import Game
from tolaria.heroes.ruleset import HeroesRuleset

__all__ = ["Game", "HeroesRuleset"]
