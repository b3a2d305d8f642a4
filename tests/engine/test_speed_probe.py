"""The autopass probe agrees with the list of priority actions, and autopass loses nothing.

A game with ``autopass=True`` must be the game in which every seat is
asked at every priority stop and passes exactly when passing is all it may
do (CR 117.3d: a player who passes does nothing else), and a seat the
probe lets act must be asked with more than "pass".
"""

from __future__ import annotations

import pytest

from tolaria.agents import RandomAgent
from tolaria.core.records import to_data
from tolaria.mtg import Game, engine
from tolaria.mtg.actions import Pass
from tolaria.mtg.decisions import Priority
from tolaria.mtg.rules import casting

PAIRS = [("rw-aggro", "rg-beats"), ("bg-graveyard", "rw-tricks"), ("10e-wu-skies", "10e-br-goblins")]


def _events(game: Game) -> list[object]:
    return [(to_data(e), e.turn, e.step) for e in game.events]


def _autopass_game(decks: tuple[str, str], seed: int) -> tuple[Game, int]:
    game = Game.new(decks=list(decks), seed=seed, names=("alice", "bob"), autopass=True)
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
    asked = 0
    while not game.is_over and asked < 3000:
        decision = game.decision
        assert decision is not None
        game.apply(agents[decision.player].choose(game))
        asked += 1
    return game, asked


def _asked_every_time(decks: tuple[str, str], seed: int) -> tuple[Game, int]:
    """The same seats asked at every stop, passing (without their agent) when "pass" is all they may do."""
    game = Game.new(decks=list(decks), seed=seed, names=("alice", "bob"))
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
    asked = 0
    while not game.is_over and asked < 3000:
        decision = game.decision
        assert decision is not None
        options = list(game.legal_actions())
        if isinstance(game.state.pending, Priority) and options == [Pass()]:
            game.apply(options[0])
            continue
        game.apply(agents[decision.player].choose(game))
        asked += 1
    return game, asked


@pytest.mark.parametrize("decks", PAIRS)
@pytest.mark.parametrize("seed", [1, 2])
def test_autopass_plays_the_game_of_seats_that_pass_only_when_that_is_all_they_may_do(
    decks: tuple[str, str], seed: int
) -> None:
    auto, asked_auto = _autopass_game(decks, seed)
    manual, asked_manual = _asked_every_time(decks, seed)
    assert asked_auto == asked_manual
    assert _events(auto) == _events(manual)
    assert auto.winner == manual.winner


def test_a_seat_with_autopass_is_asked_only_when_it_may_do_more_than_pass() -> None:
    """The probe agrees with the list the seat is asked with: never just "pass" (that stop is skipped)."""
    game = Game.new(decks=["bg-graveyard", "rw-tricks"], seed=3, names=("alice", "bob"), autopass=True)
    agent = RandomAgent(3)
    seen = 0
    while not game.is_over and seen < 60:
        g = game.state
        if isinstance(g.pending, Priority):
            p = g.seat(g.pending.player)
            assert not engine.only_pass(g, p)
            listed = list(game.legal_actions())
            assert listed == engine.priority_options(g, p, casting.sorcery_timing(g, p))
            assert len(listed) > 1 and listed[0] == Pass()
            seen += 1
        game.apply(agent.choose(game))
    assert seen > 10
