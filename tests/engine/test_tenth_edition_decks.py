"""The built-in Tenth Edition decks: 60 cards of that set each, legal, and playable by the random agent."""

from __future__ import annotations

import pytest

from tolaria.mtg.cards import CardPool
from tolaria.mtg.decks import builtin_decks, load_deck
from tolaria.sim import play_game

TENTH = ("10e-br-goblins", "10e-gw-knights", "10e-ur-sparks", "10e-wu-skies")


def test_there_are_four_tenth_edition_decks() -> None:
    assert set(TENTH) <= set(builtin_decks())


@pytest.mark.parametrize("name", TENTH)
def test_tenth_edition_deck_is_sixty_tenth_edition_cards(name: str) -> None:
    """CR 100.2a: at least sixty cards; every card is from the Tenth Edition part of the pool."""
    pool = CardPool.default()
    deck = load_deck(name)
    assert len(deck) == 60
    assert {pool.set_of(card) for card in deck} == {"10E"}


@pytest.mark.parametrize(("a", "b"), [(TENTH[0], TENTH[1]), (TENTH[2], TENTH[3])])
def test_tenth_edition_decks_play_to_an_end(a: str, b: str) -> None:
    """Two random-agent games of each pairing end with a winner or a draw, never at the decision cap."""
    for seed in (1, 2):
        result = play_game(a, b, seed)
        assert not result.capped
        assert result.turns > 0
