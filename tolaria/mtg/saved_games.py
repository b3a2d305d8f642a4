"""Saved games checked completely before anything plays them.

A saved game is untrusted text: it may come from another version, a
hand edit or a hostile client. The engine trusts its own state (it
indexes lists by the ids and indices it finds there), so a position is
checked in three passes before it is used, and the first problem raises
:class:`~tolaria.errors.SavedGameError` naming the field by its path
(``position.battlefield[3].attached_to: no object 917``):

1. the text: its size, nesting and numbers (:func:`tolaria.core.schema.parse`);
2. the shape: every field of every record present, of its type, with
   nothing unknown, every card name in the game's card database
   (:class:`tolaria.core.schema.Schema` over the records of
   :mod:`tolaria.mtg.state`);
3. the meaning (:mod:`tolaria.mtg.position_checks`): ids unique, every
   reference pointing at something of the right kind, indices in range,
   counts within bounds, and the pending decision backed by the
   procedure that asked it.

Only then is the position decoded and handed to the engine.
"""

from __future__ import annotations

from typing import Any

from tolaria.core.events import Event
from tolaria.core.records import RecordError
from tolaria.core.schema import Hook, Limits, Schema, parse, screen
from tolaria.errors import SavedGameError, TolariaError
from tolaria.mtg.carddb import CardDatabase, CardRef
from tolaria.mtg.cards.keywords import Protection
from tolaria.mtg.formats import FORMATS
from tolaria.mtg.kinds import COLORS
from tolaria.mtg.oracle.abilities import SetColors, TokenSpec
from tolaria.mtg.position_checks import check_position
from tolaria.mtg.rules import profiles
from tolaria.mtg.state import COMBAT_DAMAGE_NAME, GameState, LastKnown

LIMITS = Limits()
WRAPPED = ("position", "history")
"""The fields of a save made with ``to_json(history=True)``; without history a save is the position itself."""


def check_text(text: str) -> str:
    """The text of a saved game, unchanged, once its size, nesting, numbers and history are checked.

    The position inside is checked when it is read (:func:`read_position`);
    this covers what only the whole text shows.
    """
    data = parse(text, "saved game", LIMITS, screened=False)
    if not isinstance(data, dict):
        raise SavedGameError(f"saved game: expected a JSON object, got {type(data).__name__}")
    if "position" in data:
        for key, part in data.items():
            screen(part, key if key in WRAPPED else f"saved game.{key}", LIMITS)
        _check_wrapped(data)
    else:
        screen(data, "position", LIMITS)
    return text


def _check_wrapped(data: dict[str, Any]) -> None:
    unknown = sorted(set(data) - set(WRAPPED))
    if unknown:
        raise SavedGameError(f"saved game: unknown field {unknown[0]!r} (a save holds {' and '.join(WRAPPED)})")
    if "history" not in data:
        raise SavedGameError("saved game: missing field 'history'")
    history = data["history"]
    if not isinstance(history, list):
        raise SavedGameError(f"history: expected a list of events, got {type(history).__name__}")
    if len(history) > LIMITS.items * 10:
        raise SavedGameError(f"history: {len(history)} events (at most {LIMITS.items * 10})")
    for i, event in enumerate(history):
        _EVENTS.check(event, Event, f"history[{i}]")


def read_position(data: Any, db: CardDatabase) -> GameState:
    """A position read from its JSON form, checked in shape and meaning against ``db``."""
    if not isinstance(data, dict):
        raise SavedGameError(f"position: expected a JSON object, got {type(data).__name__}")
    screen(data, "position", LIMITS)
    _schema(db).check(data, GameState, "position")
    try:
        g = GameState.from_dict(data, db, profiles.profile(data["profile"]))
    except (RecordError, TolariaError) as err:  # pragma: no cover - the schema admits only what decodes
        raise SavedGameError(f"position: {err}") from None
    check_position(g)
    return g


_SCHEMAS: dict[int, tuple[CardDatabase, Schema]] = {}
_EVENTS = Schema(limits=LIMITS)


def _schema(db: CardDatabase) -> Schema:
    """The strict reading of a position against ``db``, built once per database (a few are kept)."""
    known = _SCHEMAS.get(id(db))
    if known is None or known[0] is not db:
        if len(_SCHEMAS) >= 8:
            _SCHEMAS.clear()
        known = _SCHEMAS[id(db)] = (db, _new_schema(db))
    return known[1]


def _new_schema(db: CardDatabase) -> Schema:
    """The strict reading of a position, with the checks only a Magic position needs."""
    colors = _colors_hook()
    hooks: dict[Any, Hook] = {
        CardRef: _card_hook(db),
        (GameState, "profile"): _profile_hook,
        (GameState, "format"): _format_hook,
        (TokenSpec, "colors"): colors,
        (Protection, "colors"): colors,
        (SetColors, "colors"): colors,
        (LastKnown, "colors"): colors,
    }
    return Schema(hooks, LIMITS)


def _card_hook(db: CardDatabase) -> Hook:
    def known_card(value: Any) -> str | None:
        if isinstance(value, str) and value not in db and value != COMBAT_DAMAGE_NAME:
            hint = db.pool.suggestions(value)
            also = f"; did you mean {', '.join(hint)}?" if hint else ""
            return f"unknown card {value!r}{also}"
        return None

    return known_card


def _colors_hook() -> Hook:
    def colors(value: Any) -> str | None:
        wrong = sorted(c for c in value if c not in COLORS)
        return f"{wrong[0]!r} is not a color (one of {', '.join(COLORS)})" if wrong else None

    return colors


def _format_hook(value: Any) -> str | None:
    if value not in FORMATS:
        return f"unknown format {value!r} (known: {', '.join(FORMATS)})"
    return None


def _profile_hook(value: Any) -> str | None:
    if value not in profiles.names():
        return f"unknown rules profile {value!r} (known: {', '.join(profiles.names())})"
    return None
