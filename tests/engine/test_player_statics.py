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
