"""Writing game events to the log, each with its Comprehensive Rules numbers (architecture, 6)."""

from __future__ import annotations

from tolaria.mtg.messages import TEXTS
from tolaria.mtg.state import STEPS, GameState


def log(g: GameState, event: str, rules: tuple[str, ...] | list[str], **fields: object) -> None:
    """Append one event; its text comes from :mod:`tolaria.mtg.messages`."""
    if event != "step":
        g.changes += 1
    g.log.append(
        {
            "turn": g.turn,
            "step": STEPS[g.step],
            "event": event,
            "text": TEXTS[event].format(**fields),
            "rules": list(rules),
        }
    )


def describe(g: GameState, ref: int) -> str:
    """A player's name or an object's card name, for log texts."""
    if ref < 0:
        return g.players[-1 - ref].name
    return g.name_of(ref)
