"""Actions: the answers players give to decisions (architecture, property 2).

An :class:`Action` is a small immutable record. Its ``kind`` says what it
is; the other fields are its operands:

==========  ==============================================================
kind        meaning
==========  ==============================================================
pass        pass priority (117.3d)
play        play the land ``obj`` from hand (305.1)
cast        cast ``obj`` from hand with ``targets`` and ``x`` (601.2)
mana        activate a mana ability of ``obj`` for ``choice[0]`` (605.3a)
concede     leave the game (104.3a); allowed at any time
attack      add ``obj`` attacking ``targets[0]`` to the declaration (508.1)
block       add ``obj`` blocking ``targets[0]`` to the declaration (509.1)
declare     finish the declaration of attackers or blockers
undo        clear an illegal declaration being built (733)
assign      divide combat damage: ``choice`` is ((recipient, amount), ...)
choose      answer a choice: ``choice`` holds the chosen values
==========  ==============================================================

Players, targets and recipients are ints: object ids, or ``-1 - index``
for a player.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Action(NamedTuple):
    """One complete answer to the pending decision."""

    kind: str
    player: int
    obj: int = 0
    targets: tuple[int, ...] = ()
    x: int = 0
    choice: tuple[Any, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "obj": self.obj,
            "targets": list(self.targets),
            "x": self.x,
            "choice": [list(c) if isinstance(c, tuple) else c for c in self.choice],
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Action:
        return Action(
            d["kind"],
            d["player"],
            d.get("obj", 0),
            tuple(d.get("targets", ())),
            d.get("x", 0),
            tuple(tuple(c) if isinstance(c, list) else c for c in d.get("choice", ())),
        )
