"""Events: typed records of what happened, and the history that keeps them.

Every change the rules make is an :class:`Event` subclass of a ruleset,
carrying its fields and the numbers of the rules behind it. Events are
produced while an action is applied, returned by ``Game.apply`` and kept
in a :class:`History` *beside* the position, not inside it: copying a game
costs the same on turn 2 and on turn 30, because a copy shares the events
so far and only records its own from then on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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


# ------------------------------------------------------------------ compact forms
# The most frequent events of a ruleset may be kept in a history in a compact form (a few bytes
# instead of a record of a dozen fields): a ruleset registers, for an event class, a packer that
# writes an event as bytes (or None when it can't: the record is then kept as it is) and an
# unpacker that rebuilds the same record. The history packs as events arrive and unpacks as they
# are read, so the compact form is never seen outside it.

Packer = Callable[[Event], bytes | None]
Unpacker = Callable[[bytes], Event]
_PACKERS: dict[type, Packer] = {}
_UNPACKERS: list[Unpacker] = []


def compact_form(cls: type, pack: Packer, unpack: Unpacker) -> int:
    """Keep events of exactly ``cls`` compactly in histories; returns the code byte that the bytes
    ``pack(event)`` writes must start with (it tells which ``unpack`` reads them back)."""
    code = len(_UNPACKERS)
    if code > 255:
        raise ValueError("too many compact event forms (at most 256)")
    _UNPACKERS.append(unpack)
    _PACKERS[cls] = pack
    return code


def _stored(event: Event) -> Event | bytes:
    """An event as a history keeps it: its compact form when its class has one that fits."""
    packer = _PACKERS.get(type(event))
    if packer is not None:
        packed = packer(event)
        if packed is not None:
            return packed
    return event


def _read(items: list[Event | bytes]) -> list[Event]:
    """Stored events back as records."""
    unpackers = _UNPACKERS
    return [unpackers[x[0]](x) if type(x) is bytes else x for x in items]  # type: ignore[misc]


class History:
    """The events of one game in order; a fork shares what came before it.

    ``fork()`` is O(1): the new history remembers its parent and how many of
    the parent's events it shares, and keeps its own events in a list of its
    own. Later events of the parent are not seen by the fork, nor the
    fork's by the parent. Events of a class with a compact form
    (:func:`compact_form`) are kept as bytes and rebuilt as they are read:
    equal records, not the same objects.
    """

    __slots__ = ("_parent", "_shared", "_own")

    def __init__(self, events: list[Event] | None = None) -> None:
        self._parent: History | None = None
        self._shared = 0
        self._own: list[Event | bytes] = [_stored(e) for e in events] if events else []

    def __reduce__(self) -> tuple[type[History], tuple[list[Event]]]:
        """Pickled as its records (compact forms are codes into tables of this process only)."""
        return (History, (self.to_list(),))

    def fork(self) -> History:
        child = History()
        child._parent = self
        child._shared = len(self)
        return child

    def append(self, event: Event) -> None:
        self._own.append(_stored(event))

    def extend(self, events: list[Event]) -> None:
        if not _PACKERS:
            self._own.extend(events)
            return
        own = self._own
        packers = _PACKERS
        for event in events:
            packer = packers.get(type(event))
            packed = packer(event) if packer is not None else None
            own.append(event if packed is None else packed)

    def __len__(self) -> int:
        return self._shared + len(self._own)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.to_list())

    def to_list(self) -> list[Event]:
        """All events, oldest first (walks the forks without recursion)."""
        segments: list[list[Event | bytes]] = []
        node: History | None = self
        limit = len(self)
        while node is not None:
            own = node._own
            take = limit - node._shared
            segments.append(own[:take] if take < len(own) else own)
            limit = node._shared
            node = node._parent
        out: list[Event | bytes] = []
        for segment in reversed(segments):
            out.extend(segment)
        return _read(out) if _UNPACKERS else out  # type: ignore[return-value]

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
