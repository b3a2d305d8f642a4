"""Statics that change a rule of the game for players: hands played revealed (CR 701.20a, 400.2),
unspent mana kept (500.5) and untapping in other players' untap steps (502.3)."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import position
from tolaria.mtg import Game
from tolaria.mtg.visibility import can_see


def _hands(game: Game, seat: str) -> dict[str, Any]:
    """Each player's hand as ``seat`` observes it (None: not shown)."""
    return {p["name"]: p.get("hand") for p in game.observe(seat)["players"]}


def test_telepathy_shows_each_opponents_hand_to_every_player() -> None:
    """CR 701.20a: a revealed card is shown to all players; Telepathy's controller's own hand stays hidden."""
    game = position(
        {
            "alice": {"hand": ["Shock"], "battlefield": ["Telepathy"]},
            "bob": {"hand": ["Grizzly Bears"]},
            "carol": {"hand": ["Giant Growth"]},
        }
    )
    for seat in ("alice", "bob", "carol"):
        hands = _hands(game, seat)
        assert [c["name"] for c in hands["bob"]] == ["Grizzly Bears"]
        assert [c["name"] for c in hands["carol"]] == ["Giant Growth"]
    assert _hands(game, "bob")["alice"] is None
    assert "Shock" not in str(game.observe("carol"))
    (bears,) = game.state.players[1].hand
    assert can_see(game.state, 0, bears)


def test_without_telepathy_no_other_hand_is_shown() -> None:
    game = position({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Grizzly Bears"]}})
    assert _hands(game, "alice")["bob"] is None
    assert "Grizzly Bears" not in str(game.observe("alice"))
    (bears,) = game.state.players[1].hand
    assert not can_see(game.state, 0, bears)


def test_telepathy_under_an_opponent_shows_nothing_of_ones_own_team() -> None:
    """"Your opponents": the hand of Telepathy's controller is not revealed by it."""
    game = position({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Telepathy"]}})
    assert [c["name"] for c in _hands(game, "bob")["alice"]] == ["Shock"]
    assert _hands(game, "alice")["bob"] is None


def test_spend_only_black_on_x_without_an_x_in_the_cost_is_unsupported() -> None:
    """CR 107.3: a restriction on the mana spent on X needs an {X} to apply to."""
    from tolaria.mtg.carddb import CardDatabase
    from tolaria.mtg.cards.pool import CardPool

    record = {
        "name": "Test Drain",
        "mana_cost": "{1}{B}",
        "type_line": "Sorcery",
        "text": "Spend only black mana on X.\nTest Drain deals 2 damage to any target.",
        "pool": "T",
        "set": "TEST",
    }
    d = CardDatabase(CardPool([record])).card("Test Drain")
    assert not d.supported


def test_x_paid_in_black_counts_as_black_symbols() -> None:
    """CR 601.2f: Consume Spirit with X=2 costs {1}{B}{B}{B}."""
    from tolaria.mtg.rules.casting import spell_need

    game = position({"alice": {"hand": ["Consume Spirit"]}, "bob": {}})
    (card,) = game.state.players[0].hand
    assert spell_need(game.state, 0, card, 2) == (1, (0, 0, 3, 0, 0), 0)


GAUNTLET = {
    "name": "Test Gauntlet of Might",
    "mana_cost": "{4}",
    "type_line": "Artifact",
    "text": "Red creatures get +1/+1.\nWhenever a Mountain is tapped for mana, its controller adds an additional {R}.",
}


def test_a_mountain_tapped_for_mana_adds_an_additional_red_for_its_controller() -> None:
    """CR 605.1b, 106.12a: "Whenever a Mountain is tapped for mana, its controller adds an additional {R}":
    any player's Mountain, the mana to the Mountain's controller; a Forest adds nothing more."""
    from tests.engine.helpers import database_with, ids
    from tolaria.mtg import actions as act
    from tolaria.mtg.rules.mana import mana_ability

    game = position(
        {"alice": {"battlefield": ["Test Gauntlet of Might", "Forest"]}, "bob": {"battlefield": ["Mountain"]}},
        cards=database_with(GAUNTLET),
        active="bob",
    )
    (mountain,) = ids(game, "Mountain")
    assert mana_ability(game.state, mountain, 0) is not None
    game.apply(act.ActivateMana(mountain, 0, ""))
    assert game.state.players[1].pool[3] == 2  # {R}{R}
    assert game.state.players[0].pool == [0, 0, 0, 0, 0, 0]
