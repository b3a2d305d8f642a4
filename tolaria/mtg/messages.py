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
    "step": "{step} begins",
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
    "trigger": "{card}'s triggered ability goes on the stack{targets}",
    "trigger_removed": "{card}'s triggered ability has no legal target and is removed",
    "activate": "{player} activates {card}'s ability{targets}",
    "sacrifice": "{player} sacrifices {card}",
    "regenerate_shield": "{card} gets a regeneration shield",
    "prevent_all_combat": "All combat damage this turn will be prevented",
    "prevent_shield": "The next {amount} damage to {target} this turn will be prevented",
    "token": "{player} creates {card}",
    "control": "{player} gains control of {card}",
    "control_ends": "Control of {card} returns to {player}",
    "untap_one": "{card} untaps",
    "to_bottom": "{card} is put on the bottom of its owner's library",
    "mill": "{player} mills {card}",
    "reveal": "{player} reveals their hand: {cards}",
    "search": "{player} searches their library and finds {card}",
    "search_none": "{player} searches their library and finds nothing",
    "return_card": "{card} returns from the graveyard to its owner's hand",
    "may_no": "{player} chooses not to: {card}",
    "condition_false": "{card}'s ability does nothing: its condition no longer holds",
}


STEP_TITLES: dict[str, str] = {
    "untap": "Untap step",
    "upkeep": "Upkeep step",
    "draw": "Draw step",
    "main1": "Precombat main phase",
    "beginning_of_combat": "Beginning of combat step",
    "declare_attackers": "Declare attackers step",
    "declare_blockers": "Declare blockers step",
    "first_strike_damage": "First strike combat damage step",
    "combat_damage": "Combat damage step",
    "end_of_combat": "End of combat step",
    "main2": "Postcombat main phase",
    "end": "End step",
    "cleanup": "Cleanup step",
}


def render(event: str, fields: dict[str, object]) -> str:
    """The English text of an event."""
    return TEXTS[event].format(**fields)
