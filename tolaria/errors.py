"""Errors shared by every part of Tolaria."""

from __future__ import annotations


class TolariaError(Exception):
    """Base class of every error Tolaria raises on purpose."""


class IllegalAction(TolariaError):
    """An action the rules forbid; the game is left exactly as it was.

    ``rule`` names the Comprehensive Rules number behind the refusal, when one applies.
    """

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        self.action: object | None = None  # the atomic action refused, where one was
        self.listed = False  # whether that action was among the legal actions (it never should be)
        super().__init__(f"{reason} (rule {rule})" if rule else reason)


class UnreadableAction(IllegalAction):
    """Action text that can't be read, or that names nothing the player can see (no rule applies)."""


class CardDataError(TolariaError):
    """Malformed card data: a mana cost, type line, P/T or loyalty that can't be read."""


class UnknownCard(TolariaError):
    """A card name that is not in the pool; carries the nearest known names."""

    def __init__(self, name: str, suggestions: list[str], where: str = "") -> None:
        self.name = name
        self.suggestions = suggestions
        self.where = where
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}unknown card {name!r}{hint}")


class DeckError(TolariaError):
    """A deck file or list that can't be read (names file and line)."""


class SavedGameError(TolariaError):
    """A saved game that can't be loaded: not the JSON form of a position this engine could reach.

    The message names the field by its path in the saved data and says
    what is wrong with it, e.g. ``position.battlefield[3].attached_to: no object 917``.
    """


class UnknownAgent(TolariaError):
    """A player asked for by a name, or with an option, that no agent has; the message lists what there is."""
