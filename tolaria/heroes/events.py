"""Heroes events: one record per thing that happened, with its text and the rules behind it.

The log (heroes-scenarios.md, "Log") wants every event as a short English
text with its citations. A card only one seat may see (a card drawn, a
hidden character) is named in ``text`` for ``seat`` and left out of
``public``, the text everyone else is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.core.events import Event
from tolaria.core.records import tagged


@tagged("heroes_event")
@dataclass(slots=True, kw_only=True)
class Happened(Event):
    """An event of the log: its name (``wounds``, ``strike``...), its text, and who may read it whole."""

    name: str = ""
    text: str = ""
    seat: int = -1
    public: str = ""

    @property
    def kind(self) -> str:
        return self.name

    def text_for(self, viewer: int | None) -> str:
        """The text as ``viewer`` (a seat index, None: a spectator) may read it."""
        if self.seat < 0 or viewer == self.seat:
            return self.text
        return self.public
