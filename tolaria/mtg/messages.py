"""English texts of log events, kept in one place so other languages can follow.

Each event kind maps to a format string over the event's fields.
"""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "game_start": "The game begins: {players}",
    "starting_player": "{player} will take the first turn",
    "choose_play": "{player} wins the coin flip and chooses who plays first",
    "mulligan": "{player} takes a mulligan",
    "keep": "{player} keeps {count} cards",
    "bottom": "{player} puts {count} card(s) on the bottom of their library",
    "shuffle": "{player} shuffles their library",
    "turn": "Turn {turn}: {player}'s turn",
    "step": "{step} step begins",
    "untap": "{player} untaps their permanents",
    "draw": "{player} draws a card",
    "draw_skipped": "{player} skips the draw step of the first turn",
    "draw_empty": "{player} can't draw from an empty library",
    "play_land": "{player} plays {card}",
    "cast": "{player} casts {card}{targets}",
    "mana": "{player} adds {mana}",
    "pool_empties": "Unused mana empties from {player}'s mana pool",
    "resolve": "{card} resolves",
    "fizzle": "{card} doesn't resolve: all its targets are illegal",
    "countered": "{card} is countered",
    "damage": "{source} deals {amount} damage to {target}",
    "damage_prevented": "Damage from {source} to {target} is prevented",
    "life_gain": "{player} gains {amount} life",
    "life_loss": "{player} loses {amount} life",
    "destroyed": "{card} is destroyed{why}",
    "dies_toughness": "{card} is put into its owner's graveyard (toughness 0 or less)",
    "bounce": "{card} returns to its owner's hand",
    "discard": "{player} discards {card}",
    "pump": "{card} gets {pt}{kw} until end of turn",
    "attackers": "{player} attacks with {cards}",
    "no_attackers": "{player} declares no attackers",
    "blockers": "{player} blocks: {blocks}",
    "no_blockers": "{player} declares no blockers",
    "assign": "{card} assigns its combat damage: {division}",
    "cleanup_discard": "{player} discards {card} down to maximum hand size",
    "end_effects": "Damage wears off and \"until end of turn\" effects end",
    "loses": "{player} loses the game ({why})",
    "wins": "{player} wins the game",
    "draw_game": "The game is a draw",
    "concede": "{player} concedes",
    "to_graveyard": "{card} is put into its owner's graveyard",
    "spell_to_graveyard": "{card} is put into its owner's graveyard",
    "land_played": "{player} has played a land this turn",
}


def render(event: str, fields: dict[str, object]) -> str:
    """The English text of an event."""
    return TEXTS[event].format(**fields)
