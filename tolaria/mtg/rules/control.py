"""What follows from a change of control (CR 613.1b, 506.4, 302.6).

Control is derived by the layers from the effects in force. After any
change that may move it (an effect begins or ends, a permanent enters or
leaves), :func:`after_change` finds the permanents whose controller
changed and applies the rules tied to that: the permanent leaves combat
(506.4) and its new controller hasn't controlled it continuously since
their turn began (302.6). :func:`end_lapsed_durations`, asked as state-based
actions are checked, ends the control effects whose "for as long as" no
longer holds (611.2b).
"""

from __future__ import annotations

from tolaria.mtg.events import ControlChanged
from tolaria.mtg.oracle.abilities import Duration
from tolaria.mtg.rules.changes import emit, set_effects, set_sick
from tolaria.mtg.rules.layers import chars, sync_control
from tolaria.mtg.rules.zones import remove_from_combat
from tolaria.mtg.state import GameState


def after_change(g: GameState) -> None:
    """Apply 506.4 and 302.6 to every permanent whose controller just changed."""
    for perm, old in sync_control(g):
        remove_from_combat(g, perm.id)
        set_sick(g, perm, True)
        emit(g, ControlChanged(perm.id, chars(g, perm.id).name, old, perm.controller, rules=("613.1b", "506.4", "302.6")))


def enchanted(g: GameState, oid: int) -> bool:
    """CR 303.4: whether an Aura is attached to the permanent."""
    return oid in g.battlefield and any(
        p.attached_to == oid and "Aura" in chars(g, p.id).subtypes for p in g.battlefield.values()
    )


def end_lapsed_durations(g: GameState) -> None:
    """CR 611.2b: an effect "for as long as that creature is enchanted" ends once it isn't (or it has left
    the battlefield); enchanting it again doesn't bring the effect back. Control follows (613.1b)."""
    if not any(e.duration is Duration.WHILE_ENCHANTED for e in g.effects):
        return
    kept = [e for e in g.effects if e.duration is not Duration.WHILE_ENCHANTED or all(enchanted(g, o) for o in e.affected)]
    if len(kept) != len(g.effects):
        set_effects(g, kept)
        after_change(g)
