"""CR 103.6: actions taken from opening hands once the mulligans are done (103.6a: a Leyline begins the game on
the battlefield). Played with Magic 2020's cards from the reference MTGJSON file (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from tests.engine.helpers import reference_set_file
from tolaria.mtg import Game
from tolaria.mtg import actions as act


def _m20() -> Path:
    return reference_set_file("M20")


def _to_opening_hand_actions(game: Game) -> None:
    game.apply(act.PlayOrDraw(True))
    while game.decision is not None and game.decision.kind == "mulligan":
        game.apply(act.Keep())


def test_a_leyline_in_the_opening_hand_may_begin_on_the_battlefield() -> None:
    """CR 103.6a: "the player taking this action puts that card onto the battlefield"; each player in turn
    order from the starting player (103.6), and a player may take the action for none of their cards."""
    deck = ["Leyline of Sanctity"] * 40
    game = Game.new(decks=[deck, deck], seed=5, cards=_m20())
    _to_opening_hand_actions(game)
    g = game.state
    d = game.decision
    assert d is not None and d.kind == "choose_card" and d.purpose == "opening_hand"
    first = g.seat(d.player)
    assert first == g.starting and d.remaining == 7 and d.optional
    leylines = list(g.players[first].hand[:2])
    for oid in leylines:
        game.apply(act.ChooseCard(oid))
    game.apply(act.ChooseNothing())  # two of the seven, and no more
    d = game.decision
    assert d is not None and d.purpose == "opening_hand" and g.seat(d.player) != first
    game.apply(act.ChooseNothing())
    assert g.turn == 1 and not g.setup
    mine = [p for p in g.battlefield.values() if p.controller == first]
    assert len(mine) == 2 and all(g.name_of(p.id) == "Leyline of Sanctity" for p in mine)
    assert len(g.players[first].hand) == 5
    assert not any(p.controller != first for p in g.battlefield.values())
    assert any("103.6a" in e.rules for e in game.events)


def test_without_such_cards_nothing_is_asked() -> None:
    """CR 103.6: only cards that allow an action from the opening hand are offered; without them the first
    turn simply begins."""
    deck = ["Forest"] * 40
    game = Game.new(decks=[deck, deck], seed=5, cards=_m20())
    _to_opening_hand_actions(game)
    assert game.state.turn == 1 and game.decision is not None and game.decision.kind != "choose_card"


def test_the_opening_hand_choice_survives_a_save() -> None:
    """A game saved while a player chooses what to begin with continues identically (the position is data)."""
    deck = ["Leyline of Sanctity"] * 40
    game = Game.new(decks=[deck, deck], seed=5, cards=_m20())
    _to_opening_hand_actions(game)
    again = Game.from_json(game.to_json(), cards=_m20())
    assert again.decision == game.decision
    first = game.state.players[game.state.seat(game.decision.player)].hand[0]
    for g in (game, again):
        g.apply(act.ChooseCard(first))
        g.apply(act.ChooseNothing())
    assert again.to_json() == game.to_json()
