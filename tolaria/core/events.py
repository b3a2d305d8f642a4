"""Events: typed records of what happened, and the history that keeps them.

Every change the rules make is an :class:`Event` subclass of a ruleset,
carrying its fields and the numbers of the rules behind it. Events are
produced while an action is applied, returned by ``Game.apply`` and kept
in a :class:`History` *beside* the position, not inside it: copying a game
costs the same on turn 2 and on turn 30, because a copy shares the events
so far and only records its own from then on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tolaria.core.records import RecordError, from_data, tag_of, to_data


@dataclass(slots=True, kw_only=True)
class Event:
    """Something that happened in a game.

    ``rules`` cites the rules behind it (e.g. ``("704.5g", "701.8a")``);
    ``turn`` and ``step`` say when, and are filled in as the event is
    emitted. Events are never changed after that.
    """

    rules: tuple[str, ...] = ()
    turn: int = field(default=0, compare=False)
    step: str = field(default="", compare=False)

    @property
    def kind(self) -> str:
        """The event's name in the JSON form and the log (its record tag)."""
        return tag_of(type(self)) or type(self).__name__


class History:
    """The events of one game in order; a fork shares what came before it.

    ``fork()`` is O(1): the new history remembers its parent and how many of
    the parent's events it shares, and keeps its own events in a list of its
    own. Later events of the parent are not seen by the fork, nor the
    fork's by the parent.
    """

    __slots__ = ("_parent", "_shared", "_own")

    def __init__(self, events: list[Event] | None = None) -> None:
        self._parent: History | None = None
        self._shared = 0
        self._own: list[Event] = list(events) if events else []

    def fork(self) -> History:
        child = History()
        child._parent = self
        child._shared = len(self)
        return child

    def append(self, event: Event) -> None:
        self._own.append(event)

    def extend(self, events: list[Event]) -> None:
        self._own.extend(events)

    def __len__(self) -> int:
        return self._shared + len(self._own)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.to_list())

    def to_list(self) -> list[Event]:
        """All events, oldest first (walks the forks without recursion)."""
        segments: list[list[Event]] = []
        node: History | None = self
        limit = len(self)
        while node is not None:
            own = node._own
            take = limit - node._shared
            segments.append(own[:take] if take < len(own) else own)
            limit = node._shared
            node = node._parent
        out: list[Event] = []
        for segment in reversed(segments):
            out.extend(segment)
        return out

    def since(self, start: int) -> list[Event]:
        """The events from index ``start`` on."""
        return self.to_list()[start:]

    def to_data(self) -> list[Any]:
        return [to_data(e) for e in self.to_list()]

    @classmethod
    def from_data(cls, data: Any) -> History:
        if not isinstance(data, list):
            raise RecordError("history: expected a list of events")
        return cls([from_data(item, Event, f"history[{i}]") for i, item in enumerate(data)])
