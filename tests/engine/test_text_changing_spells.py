"""Mind Bend's text change (CR 612.1-612.2): the word to replace, then another of the same kind,
each a choose_word decision of the resolving spell; the change lasts indefinitely (611.2a)."""

from __future__ import annotations

import pytest

from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg.decisions import ChooseWord
from tolaria.mtg.rules.layers import chars

from .helpers import ids

_BEND = """
name: mind bend
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Mind Bend]
    mana_pool: "{U}"
  bob:
    battlefield: [Bog Wraith]
do:
  - alice: cast Mind Bend targeting Bog Wraith
  - resolve
"""


def test_the_first_word_is_a_color_word_or_a_basic_land_type() -> None:
    game = Game.from_scenario(_BEND)
    d = game.decision
    assert isinstance(d, ChooseWord) and d.player == "alice"
    words = {a.word for a in game.legal_actions()}
    assert words == {"white", "blue", "black", "red", "green", "Plains", "Island", "Swamp", "Mountain", "Forest"}


def test_the_second_word_is_another_of_the_same_kind() -> None:
    """CR 612.2: a land type is replaced by a land type, never by itself or by a color word."""
    game = Game.from_scenario(_BEND)
    game.apply_text("alice", "choose Swamp")
    assert {a.word for a in game.legal_actions()} == {"Plains", "Island", "Mountain", "Forest"}
    for wrong in ("choose Swamp", "choose blue"):
        with pytest.raises(IllegalAction):
            game.apply_text("alice", wrong)


def test_a_save_between_the_two_choices_plays_on_the_same() -> None:
    game = Game.from_scenario(_BEND)
    game.apply_text("alice", "choose Swamp")
    again = Game.from_json(game.to_json())
    for g in (game, again):
        g.apply_text("alice", "choose Island")
        wraith = chars(g.state, ids(g, "Bog Wraith")[0])
        assert wraith.landwalk == frozenset({"Island"})
