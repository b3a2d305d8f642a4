"""Prevention from a source of one's choice (CR 609.7a, 615.7), with Story Circle of the pool and a test card
in the Oracle text of Circle of Protection: Red (Alpha)."""

from __future__ import annotations

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec

COP_RED = {
    "name": "Test Circle of Protection: Red",
    "mana_cost": "{1}{W}",
    "type_line": "Enchantment",
    "text": "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
}


def bob_attacks(alice: list[str]) -> Game:
    """Bob's Goblin Piker (red) and Grizzly Bears (green) are attacking alice, who holds priority in declare blockers."""
    game = position(
        {"alice": {"battlefield": alice}, "bob": {"battlefield": ["Goblin Piker", "Grizzly Bears"]}},
        step="beginning_of_combat",
        active="bob",
        cards=database_with(COP_RED),
        do=["next step", {"bob": "attack with Goblin Piker, Grizzly Bears"}, "next step"],
    )
    game.apply_text("bob", "pass")
    return game


def resolve_top(game: Game) -> None:
    """Every player passes until the top object of the stack resolves."""
    depth = len(game.state.stack)
    while len(game.state.stack) >= depth and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())


def test_only_sources_of_the_color_are_offered_and_one_is_chosen_without_asking() -> None:
    """CR 609.7a: "a red source": of bob's creatures only Goblin Piker is red, so nothing is asked;
    its 2 combat damage is prevented and the Bears' 2 is dealt."""
    game = bob_attacks(["Test Circle of Protection: Red", "Plains"])
    game.apply_text("alice", "activate Test Circle of Protection: Red")
    resolve_top(game)
    assert not isinstance(game.decision, dec.ChooseCard)
    while game.state.step.word != "combat_damage" or game.state.stack:
        game.apply(act.Pass())
    assert game.state.players[0].life == 18


def test_the_shield_is_used_up_by_the_first_damage_of_the_source() -> None:
    """CR 615.7: the next time the source would deal damage; a second Shock is not prevented."""
    game = position(
        {"alice": {"battlefield": ["Test Circle of Protection: Red", "Plains"]}, "bob": {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"]}},
        active="bob",
        cards=database_with(COP_RED),
    )
    game.apply_text("bob", "cast Shock#1 targeting alice")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "activate Test Circle of Protection: Red")
    resolve_top(game)  # the Circle's ability: the one red source is the Shock
    resolve_top(game)  # the Shock: prevented
    assert game.state.players[0].life == 20
    game.apply_text("bob", "cast Shock targeting alice")
    resolve_top(game)
    assert game.state.players[0].life == 18


def test_with_no_color_chosen_story_circle_offers_no_source() -> None:
    """CR 614.12: "of the chosen color" with none chosen (a described position) names no source."""
    game = bob_attacks(["Story Circle", "Plains"])
    game.apply_text("alice", "activate Story Circle")
    resolve_top(game)
    assert not game.state.shields


def test_the_choice_between_two_red_sources_is_asked() -> None:
    """CR 609.7a: with red chosen and a red spell on the stack beside the red Goblin Piker, alice chooses."""
    game = position(
        {
            "alice": {"battlefield": [{"card": "Story Circle", "chosen": "red"}, "Plains"]},
            "bob": {"hand": ["Shock"], "battlefield": ["Mountain", "Goblin Piker"]},
        },
        active="bob",
    )
    game.apply_text("bob", "cast Shock targeting alice")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "activate Story Circle")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    d = game.decision
    assert isinstance(d, dec.ChooseCard) and d.purpose == "prevention_source"
    (piker,) = ids(game, "Goblin Piker")
    shock = game.state.stack[0].id
    assert {a for a in game.legal_actions()} == {act.ChooseCard(piker), act.ChooseCard(shock)}
