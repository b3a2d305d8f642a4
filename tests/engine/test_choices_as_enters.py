"""Choices made as a permanent enters (CR 614.12): "As ~ enters the battlefield, choose a color", with Voice
of All of the pool and a test card in the Oracle text of Diamond Mare (Core Set 2019)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.rules.layers import chars

MARE = {
    "name": "Test Diamond Mare",
    "mana_cost": "{2}",
    "type_line": "Artifact Creature — Horse",
    "text": "As Test Diamond Mare enters the battlefield, choose a color.\nWhenever you cast a spell of the chosen color, you gain 1 life.",
    "power": "1",
    "toughness": "3",
}


def cast_voice() -> Game:
    game = position({"alice": {"hand": ["Voice of All"], "battlefield": ["Plains"] * 4}, "bob": {}})
    game.apply_text("alice", "cast Voice of All")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def test_the_choice_is_one_of_the_five_colors_asked_before_it_enters() -> None:
    """CR 614.12, 105.1: the spell is still on the stack; the answers are the five colors."""
    game = cast_voice()
    d = game.decision
    assert isinstance(d, dec.ChooseWord) and d.choosing == "color" and d.card == "Voice of All"
    assert game.legal_actions() == [act.ChooseWord(w) for w in ("white", "blue", "black", "red", "green")]
    assert game.state.stack and not any(game.state.name_of(p) == "Voice of All" for p in game.state.battlefield)


def test_a_word_that_is_no_color_is_refused_and_changes_nothing() -> None:
    game = cast_voice()
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(act.ChooseWord("Forest"))
    assert refused.value.rule == "614.12"
    assert game.to_json() == before


def test_the_chosen_color_is_kept_on_the_permanent_through_a_saved_game() -> None:
    """CR 614.12: the choice is the permanent's; protection from it (702.16a) is computed from it."""
    game = Game.from_json(cast_voice().to_json())
    game.apply(act.ChooseWord("black"))
    (voice,) = ids(game, "Voice of All")
    assert game.state.battlefield[voice].chosen == "black"
    again = Game.from_json(game.to_json())
    assert chars(again.state, voice).protection == frozenset({"B"})


def test_a_spell_of_the_chosen_color_triggers_and_one_of_another_doesnt() -> None:
    """CR 603.2 with 614.12: Diamond Mare set up with green chosen gains 1 life for Giant Growth only."""
    game = position(
        {
            "alice": {
                "hand": ["Giant Growth", "Shock"],
                "battlefield": [{"card": "Test Diamond Mare", "chosen": "green"}, "Forest", "Mountain", "Grizzly Bears"],
            },
            "bob": {},
        },
        cards=database_with(MARE),
    )
    game.apply_text("alice", "cast Shock targeting bob")
    assert not game.state.waiting and len(game.state.stack) == 1
    game.apply_text("alice", "cast Giant Growth targeting Grizzly Bears")
    assert len(game.state.stack) == 3  # the trigger went on the stack above Giant Growth
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert game.state.players[0].life == 21


def test_a_permanent_with_nothing_chosen_has_no_protection() -> None:
    """A position set up without ``chosen``: "the chosen color" names no color, so no protection."""
    game = position({"alice": {"battlefield": ["Voice of All"]}, "bob": {}})
    (voice,) = ids(game, "Voice of All")
    assert chars(game.state, voice).protection == frozenset()


def test_pithing_needle_chooses_among_the_card_names_of_the_game() -> None:
    """CR 614.12, 201.3: "choose a card name": the names of the game's cards; a made-up name is refused."""
    game = position({"alice": {"hand": ["Pithing Needle"], "battlefield": ["Mountain"]}, "bob": {}})
    game.apply_text("alice", "cast Pithing Needle")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    d = game.decision
    assert isinstance(d, dec.ChooseWord) and d.choosing == "card name" and d.prefix == ""
    # The database's names are too many to list at once: the first step is their first letters.
    assert len(game.legal_actions()) <= 40 and act.ChooseWord("J") in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(act.ChooseWord("Black Lotus of Nowhere"))
    game.apply(act.ChooseWord("J"))
    d = game.decision
    assert isinstance(d, dec.ChooseWord) and d.prefix == "J"
    assert act.ChooseWord("Jace Beleren") in game.legal_actions()
    game.apply(act.ChooseWord("Jace Beleren"))
    (needle,) = ids(game, "Pithing Needle")
    assert game.state.battlefield[needle].chosen == "Jace Beleren"


def test_a_named_planeswalker_loyalty_abilities_cant_be_activated() -> None:
    """CR 602.5 with 606: loyalty abilities are activated abilities, so Pithing Needle stops them too."""
    game = position(
        {"alice": {"battlefield": ["Jace Beleren"]}, "bob": {"battlefield": [{"card": "Pithing Needle", "chosen": "Jace Beleren"}]}}
    )
    with pytest.raises(IllegalAction) as refused:
        game.apply_text("alice", "activate Jace Beleren:1")
    assert refused.value.rule == "602.5"
    assert not any(isinstance(a, act.ActivateAbility) for a in game.legal_actions())


def test_a_needle_naming_another_card_stops_nothing() -> None:
    game = position(
        {"alice": {"battlefield": ["Jace Beleren"]}, "bob": {"battlefield": [{"card": "Pithing Needle", "chosen": "Prodigal Pyromancer"}]}}
    )
    game.apply_text("alice", "activate Jace Beleren:1")
    assert game.state.stack
