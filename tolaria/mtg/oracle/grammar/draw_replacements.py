"""Replacements of a player's draws by something else they do (CR 614.1a, 614.11, 121.6).

"If you would draw a card, you may instead choose land or nonland and reveal
cards from the top of your library until you reveal a card of the chosen
kind. Put that card into your hand and put all other cards revealed this way
on the bottom of your library in any order." (Abundance): two sentences, one
replacement. The engine (``tolaria.mtg.rules.draws``) applies it to each draw
on its own, asking the player as that draw would happen.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import CardKind, RevealInsteadOfDraw
from tolaria.mtg.oracle.grammar.objects import card_type_word
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Token


def opens_draw_replacement(tokens: tuple[Token, ...]) -> bool:
    """Whether a sentence begins "If you would draw a card, ... instead" (a draw replacement of this module)."""
    r = Reader(tokens)
    return r.looking_at("if you would draw a card , you may instead choose") or r.looking_at("if you would draw a card , instead choose")


def reveal_instead_of_draw(first: tuple[Token, ...], second: tuple[Token, ...], text: str) -> RevealInsteadOfDraw:
    """The two sentences of a draw replaced by a reveal until a card of a chosen kind (701.20a, 401.4)."""
    kinds = Reader(first).whole(_choose_and_reveal)
    Reader(second).whole(_hand_and_bottom)
    optional = Reader(first).looking_at("if you would draw a card , you may instead")
    return RevealInsteadOfDraw(kinds, optional, text=text)


def _choose_and_reveal(r: Reader) -> tuple[CardKind, ...]:
    """"If you would draw a card, [you may] instead choose land or nonland and reveal cards from the top of
    your library until you reveal a card of the chosen kind": the kinds offered."""
    r.expect("if you would draw a card ,")
    r.accept("you may")
    r.expect("instead choose")
    kinds = [_kind(r)]
    r.expect("or")
    kinds.append(_kind(r))
    if kinds[0].card == kinds[1].card:
        raise NoParse("two different kinds of card")
    r.expect("and reveal cards from the top of your library until you reveal a card of the chosen kind")
    return tuple(kinds)


def _kind(r: Reader) -> CardKind:
    start = r.pos
    card = card_type_word(r)
    return CardKind(r.tokens[start].low, card)


def _hand_and_bottom(r: Reader) -> None:
    """"Put that card into your hand and put all other cards revealed this way on the bottom of your library
    in any order" (401.4: the order is the player's)."""
    r.expect("put that card into your hand and put all other cards revealed this way on the bottom of your library in any order")
