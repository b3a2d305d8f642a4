"""Magic: The Gathering under the Comprehensive Rules."""

from tolaria.core.protocol import Action, Decision
from tolaria.mtg.decks import load_deck
from tolaria.mtg.game import Game

__all__ = ["Action", "Decision", "Game", "load_deck"]
