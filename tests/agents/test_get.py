"""``tolaria.agents.get``: agents by name, and clear errors for unknown names and options."""

from __future__ import annotations

import pytest

from tolaria.agents import MCTSAgent, RandomAgent, get
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.errors import TolariaError, UnknownAgent


def test_each_name_gives_its_agent() -> None:
    assert isinstance(get("random", seed=1), RandomAgent)
    assert isinstance(get("heuristic", seed=1), HeuristicAgent)
    agent = get("mcts", seed=1, iterations=200)
    assert isinstance(agent, MCTSAgent) and agent.iterations == 200 and agent.seconds is None
    timed = get("mcts", seed=1, seconds=1.0)
    assert isinstance(timed, MCTSAgent) and timed.seconds == 1.0 and timed.iterations is None


def test_an_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(UnknownAgent) as err:
        get("alphazero", seed=1)
    assert isinstance(err.value, TolariaError)
    for name in ("random", "heuristic", "mcts"):
        assert name in str(err.value)


def test_an_unknown_option_is_refused_with_what_the_agent_takes() -> None:
    with pytest.raises(UnknownAgent, match="no option 'iterationz'.*iterations"):
        get("mcts", seed=1, iterationz=5)
    with pytest.raises(UnknownAgent, match="no option 'seconds'"):
        get("random", seed=1, seconds=1.0)


@pytest.mark.parametrize(
    "options",
    [{"iterations": 0}, {"seconds": -1.0}, {"rollout": "clever"}, {"depth": -2}, {"tree_depth": 0}, {"horizon": 0}, {"horizon": "2"},
     {"noise": 1.5}, {"opponent_noise": -0.1}, {"nested": -1},
     {"searched": "priority"}, {"searched": (1,)}],
)
def test_bad_mcts_budgets_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(TolariaError):
        get("mcts", seed=1, **options)
