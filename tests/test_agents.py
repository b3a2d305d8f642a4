"""The random player: uniform, seeded, and able to finish real games."""

from __future__ import annotations

from collections import Counter

from tolaria.agents import RandomAgent


class FakeGame:
    """Just enough of a game for an agent: a fixed list of legal actions."""

    def __init__(self, options: list[str]) -> None:
        self.options = options

    def legal_actions(self) -> list[str]:
        return self.options


def test_same_seed_same_choices() -> None:
    game = FakeGame(list("abcdefgh"))
    first, second = RandomAgent(7), RandomAgent(7)
    assert [first.choose(game) for _ in range(50)] == [second.choose(game) for _ in range(50)]  # type: ignore[arg-type]


def test_different_seeds_differ() -> None:
    game = FakeGame(list("abcdefgh"))
    first, second = RandomAgent(1), RandomAgent(2)
    assert [first.choose(game) for _ in range(50)] != [second.choose(game) for _ in range(50)]  # type: ignore[arg-type]


def test_choices_are_legal_and_roughly_uniform() -> None:
    game = FakeGame(["a", "b", "c", "d"])
    agent = RandomAgent(3)
    counts = Counter(agent.choose(game) for _ in range(4000))  # type: ignore[arg-type]
    assert set(counts) == {"a", "b", "c", "d"}
    assert all(800 < c < 1200 for c in counts.values())


def test_single_option_is_taken() -> None:
    assert RandomAgent(0).choose(FakeGame(["only"])) == "only"  # type: ignore[arg-type]


def test_random_players_finish_a_game() -> None:
    from tolaria.mtg import Game

    game = Game.new(decks=["red-burn", "green-stompy"], seed=5, autopass=True)
    agents = {"alice": RandomAgent(1), "bob": RandomAgent(2)}
    for _ in range(20_000):
        decision = game.decision
        if decision is None:
            break
        action = agents[decision.player].choose(game)
        assert action in decision.options
        game.apply(action)
    assert game.is_over
    assert game.winner in ("alice", "bob") or game.is_draw
