"""Magic: The Gathering under the Comprehensive Rules."""

from tolaria.mtg.actions import Action
from tolaria.mtg.decks import load_deck
from tolaria.mtg.game import Decision, Game

__all__ = ["Action", "Decision", "Game", "load_deck"]
