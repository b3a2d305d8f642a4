"""Healing counted from the board: «При ударе Кобольд может излечиться на X, где X — величина {strike} существа
напротив» (glossary «Излечение (на Х)», Online 207.8, 205.7)."""

from __future__ import annotations

from tolaria.berserk.abilities import HealByOpposite, Trigger
from tolaria.berserk.rules.cards_in_play import defn, is_creature
from tolaria.berserk.state import Chain, GameState, Zone


def opposite_strike(g: GameState, trigger: Trigger, entering: Chain, attack: Chain) -> bool:
    """For a «При ударе» ability healing by the strike of the creature opposite: its X (``entering.amount``) is that
    creature's printed simple strike (Online 104.2.b: without modifiers) in the row the source's strike hit with
    (``attack.tiers[0]``, Online 205.7), fixed now, as the ability triggers; 0 with no creature opposite, or for an
    attack of no strength row. False when X is 0: the ability is not declared (Online 103.7)."""
    if not any(isinstance(e, HealByOpposite) for e in trigger.effects):
        return True
    from tolaria.berserk.rules.modifiers import opposite_cell

    source = g.objects[attack.source]
    tier = attack.tiers[0]
    cell = opposite_cell(source.cell, source.controller) if source.zone is Zone.BATTLEFIELD else None
    other = g.board.get(cell, -1) if cell is not None else -1
    if other < 0 or not is_creature(g, other) or g.objects[other].hidden or not 1 <= tier <= 3:
        entering.amount = 0
        return False
    entering.amount = defn(g, other).strike[tier - 1]
    return entering.amount > 0
