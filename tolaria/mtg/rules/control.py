"""What follows from a change of control (CR 613.1b, 506.4, 302.6).

Control is derived by the layers from the effects in force. After any
change that may move it (an effect begins or ends, a permanent enters or
leaves), :func:`after_change` finds the permanents whose controller
changed and applies the rules tied to that: the permanent leaves combat
(506.4) and its new controller hasn't controlled it continuously since
their turn began (302.6).
"""

from __future__ import annotations

from tolaria.mtg.events import ControlChanged
from tolaria.mtg.rules.changes import emit, set_sick
from tolaria.mtg.rules.layers import chars, sync_control
from tolaria.mtg.rules.zones import remove_from_combat
from tolaria.mtg.state import GameState


def after_change(g: GameState) -> None:
    """Apply 506.4 and 302.6 to every permanent whose controller just changed."""
    for perm, old in sync_control(g):
        remove_from_combat(g, perm.id)
        set_sick(g, perm, True)
        emit(g, ControlChanged(perm.id, chars(g, perm.id).name, old, perm.controller, rules=("613.1b", "506.4", "302.6")))
