"""Classic «Берсерк» on Tolaria's neutral core: the Online 2012 rules and their editions."""

from tolaria.berserk.game import Game
from tolaria.berserk.ruleset import BerserkRuleset

__all__ = ["BerserkRuleset", "Game"]
