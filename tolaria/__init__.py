"""Tolaria: a rules engine for trading card games.

The main game is Magic: The Gathering (``tolaria.mtg``).
"""

from tolaria.errors import IllegalAction, TolariaError

__all__ = ["IllegalAction", "TolariaError"]
__version__ = "0.1.0"
