"""A draw replaced by a choice and a reveal (Abundance, CR 614.1a, 614.11, 121.6, 701.20a, 401.4): each
draw asks on its own, a save made while it asks continues identically, a hostile save is refused, and
the agents answer every one of its decisions."""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import position
from tolaria.agents import get
from tolaria.errors import IllegalAction, SavedGameError
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec


def _asked_at_draw_step(library: list[str]) -> Game:
    """alice's draw step would draw a card; Abundance asks whether she replaces the draw."""
    return position(
        {"alice": {"battlefield": ["Abundance"], "library": library}, "bob": {}},
        step="upkeep",
        do=["next step"],
    )


def test_the_draw_waits_on_the_choice_and_nothing_is_drawn_yet() -> None:
    """CR 614.1a: "you may instead": asked as the draw would happen; until then no card has moved."""
    game = _asked_at_draw_step(["Grizzly Bears", "Forest"])
    assert isinstance(game.state.pending, dec.YesNo) and game.state.pending.card == "Abundance"
    assert game.state.players[0].hand == []
    game.apply_text("alice", "choose yes")
    d = game.state.pending
    assert isinstance(d, dec.ChooseWord) and d.words == ("land", "nonland")
    with pytest.raises(IllegalAction) as err:
        game.apply_text("alice", "choose creature")
    assert err.value.rule == "614.1a"


def test_a_save_made_while_the_draw_asks_continues_identically() -> None:
    """The replaced draw, its stage and its revealed cards survive the round trip (the order asked last)."""
    game = _asked_at_draw_step(["Grizzly Bears", "Shock", "Forest", "Island"])
    game.apply_text("alice", "choose yes")
    game.apply_text("alice", "choose land")
    assert isinstance(game.state.pending, dec.ChooseCard) and game.state.pending.purpose == "reveal_bottom"
    again = Game.from_json(game.to_json())
    for g in (game, again):
        g.apply_text("alice", "order Shock, Grizzly Bears")
    assert again.to_json() == game.to_json()
    alice = again.state.players[0]
    assert [again.state.name_of(c) for c in alice.library] == ["Island", "Shock", "Grizzly Bears"]
    assert [again.state.name_of(c) for c in alice.hand] == ["Forest"]


def test_a_save_whose_revealed_card_left_the_library_is_refused() -> None:
    """A saved replaced draw names the cards it revealed: one that is not in that library is refused by name."""
    game = _asked_at_draw_step(["Grizzly Bears", "Shock", "Forest"])
    game.apply_text("alice", "choose yes")
    game.apply_text("alice", "choose land")
    data = json.loads(game.to_json())
    data["drawing"]["revealed"][0] = data["players"][0]["library"][-1] + 1000
    with pytest.raises(SavedGameError) as err:
        Game.from_json(json.dumps(data))
    assert "position.drawing.revealed[0]" in str(err.value)


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_the_agents_answer_every_decision_of_the_replaced_draw(agent: str) -> None:
    """Every decision a replaced draw asks has legal actions an agent picks from, until the draw is made."""
    game = _asked_at_draw_step(["Grizzly Bears", "Shock", "Giant Growth", "Forest"])
    player = get(agent, seed=3)
    kinds = set()
    while game.state.drawing is not None:
        kinds.add(game.decision.kind)
        game.apply(player.choose(game))
    assert "yes_no" in kinds
    alice = game.state.players[0]
    assert len(alice.hand) == 1 and len(alice.library) == 3  # one card into the hand, the rest kept


def test_the_heuristic_reveals_until_a_land_when_short_of_lands() -> None:
    """With no land known, the heuristic player chooses "land" (and orders the rest)."""
    game = _asked_at_draw_step(["Grizzly Bears", "Shock", "Forest"])
    player = get("heuristic", seed=1)
    while game.state.drawing is not None:
        game.apply(player.choose(game))
    alice = game.state.players[0]
    assert [game.state.name_of(c) for c in alice.hand] == ["Forest"]
