"""Statics that change a rule of the game for players (CR 103.6, 500.5, 502.3, 510.1, 601.3, 614.11, 701.20a).

Tenth Edition machinery (issue 8, list A): mana that doesn't empty as steps
end (Upwelling), untapping in other players' untap steps (Seedborn Muse),
hands played revealed (Telepathy) and combat damage assigned as though the
creature weren't blocked (Rhox). Each is a rule the engine consults where
the rule it changes lives: emptying mana pools, the untap step, what a
seat may see, and the assignment of combat damage.
"""

from __future__ import annotations

from tolaria.mtg.kinds import COLOR_WORDS
from tolaria.mtg.oracle.abilities import (
    AssignsAsThoughUnblocked,
    BeginsOnBattlefield,
    CastAsThoughFlash,
    DrawsDoubled,
    HandsRevealed,
    PlayLandsFromGraveyard,
    Relation,
    SpendOnlyOnX,
    StaticAbility,
    UnspentManaStays,
    UntapDuringOthersUntap,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader


def static(r: Reader, text: str) -> StaticAbility:
    """One of this module's statics, the whole sentence, or NoParse."""
    if r.accept("players don't lose unspent mana as steps and phases end"):
        return UnspentManaStays(text=text)  # 500.5
    if r.accept("untap all permanents you control during each other player's untap step"):
        return UntapDuringOthersUntap(text=text)  # 502.3
    if r.accept("you may have ~ assign its combat damage as though it weren't blocked"):
        return AssignsAsThoughUnblocked(text=text)  # 510.1b-c
    if r.accept("if ~ is in your opening hand , you may begin the game with it on the battlefield"):
        return BeginsOnBattlefield(text=text)  # 103.6a
    if r.accept("you may cast spells as though they had flash"):
        return CastAsThoughFlash(text=text)  # 601.3, 702.8a
    if r.accept("you may play lands from your graveyard"):
        return PlayLandsFromGraveyard(text=text)  # 305.1
    if r.accept("if you would draw a card except the first one you draw in each of your draw steps , draw two cards instead"):
        return DrawsDoubled(text=text)  # 614.11
    if r.accept("spend only"):
        color = COLOR_WORDS[r.one_of(*COLOR_WORDS)]
        r.expect("mana on x")
        return SpendOnlyOnX(color, text=text)  # 601.2f-h
    if r.looking_at("your opponents play with") or r.looking_at("players play with"):
        return _hands_revealed(r, text)
    raise NoParse("a rule of the game for players")


def _hands_revealed(r: Reader, text: str) -> StaticAbility:
    """"Your opponents play with their hands revealed" / "Players play with their hands revealed" (701.20a)."""
    whose = Relation.OPPONENT if r.accept("your opponents") else Relation.ANY
    if whose is Relation.ANY:
        r.expect("players")
    r.expect("play with their hands revealed")
    return HandsRevealed(whose, text=text)
