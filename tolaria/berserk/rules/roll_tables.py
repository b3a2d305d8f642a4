"""Die tables of triggered abilities: «бросьте кубик: если выпало 1 или 2 — ...; если выпало 3 или 4 — ...».

The ability's target was named as it was declared (Online 216.1.b: the Target object comes before the Roll object);
as it resolves the source rolls a die (Online 216.5), and the row of the face it shows, as it fell (glossary «Бросок
кубика»: without modifiers), is carried out on that target, if the target fits that row's own description.
"""

from __future__ import annotations

from collections.abc import Callable

from tolaria.berserk.abilities import RollTable, TriggeredEffect
from tolaria.berserk.rules.cards_in_play import in_squad
from tolaria.berserk.state import Chain, GameState


def carry_out(g: GameState, chain: Chain, table: RollTable, do: Callable[[GameState, Chain, TriggeredEffect], None]) -> None:
    """Roll for the table and carry out the row the die shows with ``do`` (the triggered effects' executor)."""
    from tolaria.berserk.events import DieRolled
    from tolaria.berserk.rules.activated import fits
    from tolaria.berserk.rules.stack import emit, roll_die

    source = chain.source
    if not in_squad(g.objects[source]):
        return
    value = roll_die(g, chain, source)
    emit(g, DieRolled(card=source, value=value, result=value, rules=("Online 216.5", "Online «Бросок кубика»")))
    for row, spec in zip(table.rows, table.specs, strict=True):
        if value not in row.faces:
            continue
        target = chain.targets[0] if chain.targets else -1
        if target < 0 or not fits(g, source, spec, target):
            return  # «Шакси или стоящее рядом существо» in one row only: a row whose words the target does not fit
        for effect in row.effects:
            do(g, chain, effect)
        return
