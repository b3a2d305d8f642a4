"""Keyword abilities (CR 702): one predicate per rule, read over computed characteristics.

Combat, targeting, casting, damage and the state-based actions ask these
predicates instead of looking for keywords themselves, so each keyword's
rule lives in exactly one place.
"""

from __future__ import annotations

from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import AttacksAsThoughNoDefender
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, Permanent

# Keyword members bound to names: hot code reads them (see ``tolaria.mtg.characteristics``).
_DEFENDER = Keyword.DEFENDER
_DOUBLE_STRIKE = Keyword.DOUBLE_STRIKE
_FIRST_STRIKE = Keyword.FIRST_STRIKE
_FLASH = Keyword.FLASH
_FLYING = Keyword.FLYING
_HASTE = Keyword.HASTE
_FEAR = Keyword.FEAR
_HEXPROOF = Keyword.HEXPROOF
_INDESTRUCTIBLE = Keyword.INDESTRUCTIBLE
_INTIMIDATE = Keyword.INTIMIDATE
_MENACE = Keyword.MENACE
_REACH = Keyword.REACH
_SHROUD = Keyword.SHROUD
_TRAMPLE = Keyword.TRAMPLE
_VIGILANCE = Keyword.VIGILANCE


def summoning_sick(g: GameState, perm: Permanent) -> bool:
    """CR 302.6, 702.10b: a creature can't attack or use {T} abilities unless controlled since its
    controller's most recent turn began, or it has haste."""
    if not perm.sick:
        return False
    c = chars(g, perm.id)
    return c.is_creature and _HASTE not in c.keywords


def defender_cant_attack(c: Chars) -> bool:
    """CR 702.3b: a creature with defender can't attack, unless an effect lets it "attack as though it
    didn't have defender"."""
    return _DEFENDER in c.keywords and not any(isinstance(s, AttacksAsThoughNoDefender) for s in c.statics)


def attacks_untapped(c: Chars) -> bool:
    """CR 702.20b: attacking doesn't cause a creature with vigilance to tap."""
    return _VIGILANCE in c.keywords


def flying_evades(attacker: Chars, blocker: Chars) -> bool:
    """CR 702.9b, 702.17b: a creature with flying can be blocked only by creatures with flying or reach."""
    return _FLYING in attacker.keywords and not (
        _FLYING in blocker.keywords or _REACH in blocker.keywords
    )


def landwalk_evades(g: GameState, attacker: Chars, defender: int) -> bool:
    """CR 702.14c: a creature with landwalk can't be blocked while the defending player controls such a land."""
    if not attacker.landwalk:
        return False
    for perm in g.battlefield.values():
        c = chars(g, perm.id)
        if c.controller == defender and c.is_land and c.subtypes & attacker.landwalk:
            return True
    return False


def protection_stops_block(attacker: Chars, blocker: Chars) -> bool:
    """CR 702.16f: a creature with protection can't be blocked by creatures with that quality."""
    return bool(blocker.colors & attacker.protection) or bool(blocker.subtypes & attacker.protection_subtypes)


def protection_prevents_damage(
    target: Chars, source_colors: frozenset[str], source_subtypes: frozenset[str] = frozenset()
) -> bool:
    """CR 702.16e: damage from a source with the quality (a color, or a creature type) is prevented."""
    return bool(source_colors & target.protection) or bool(source_subtypes & target.protection_subtypes)


def protection_stops_target(
    target: Chars, source_colors: frozenset[str], source_subtypes: frozenset[str] = frozenset()
) -> bool:
    """CR 702.16b: it can't be the target of spells or abilities from a source with the quality."""
    return bool(source_colors & target.protection) or bool(source_subtypes & target.protection_subtypes)


def hexproof_stops_target(target: Chars, by_opponent: bool) -> bool:
    """CR 702.11b: it can't be the target of spells or abilities its controller's opponents control
    (``by_opponent``: whether the targeting player is one; a teammate is not, 102.3)."""
    return _HEXPROOF in target.keywords and by_opponent


def indestructible(c: Chars) -> bool:
    """CR 702.12b: a permanent with indestructible can't be destroyed: destruction (701.8a) and the
    state-based actions that destroy (704.5g lethal damage, 704.5h deathtouch) leave it where it is."""
    return _INDESTRUCTIBLE in c.keywords


def shroud_stops_target(target: Chars) -> bool:
    """CR 702.18a: "This permanent or player can't be the target of spells or abilities" (anyone's)."""
    return _SHROUD in target.keywords


def fear_evades(attacker: Chars, blocker: Chars) -> bool:
    """CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black creatures."""
    return _FEAR in attacker.keywords and not (CardType.ARTIFACT in blocker.types or "B" in blocker.colors)


def intimidate_evades(attacker: Chars, blocker: Chars) -> bool:
    """CR 702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or
    creatures that share a color with it."""
    return _INTIMIDATE in attacker.keywords and not (
        CardType.ARTIFACT in blocker.types or attacker.colors & blocker.colors
    )


def menace_needs_more_blockers(attacker: Chars, blockers: int) -> bool:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures."""
    return _MENACE in attacker.keywords and 0 < blockers < 2


def strikes_first(c: Chars) -> bool:
    """CR 702.7b, 702.4b: first strike or double strike deals damage in the first strike step."""
    return _FIRST_STRIKE in c.keywords or _DOUBLE_STRIKE in c.keywords


def strikes_twice(c: Chars) -> bool:
    """CR 702.4b: double strike deals damage in both combat damage steps."""
    return _DOUBLE_STRIKE in c.keywords


def tramples(c: Chars) -> bool:
    """CR 702.19b: trample lets excess combat damage go to the player or planeswalker attacked."""
    return _TRAMPLE in c.keywords


def lethal_damage(g: GameState, blocker: int, deathtouch: bool) -> int:
    """CR 702.19b, 702.2c: the damage that counts as lethal when assigning (deathtouch: 1)."""
    perm = g.battlefield[blocker]
    left = max(0, (chars(g, blocker).toughness or 0) - perm.damage)
    return min(left, 1) if deathtouch else left


def has_flash(c: Chars) -> bool:
    """CR 702.8a: it may be cast any time its controller could cast an instant."""
    return _FLASH in c.keywords
