"""The fitted play-out evaluation: its features, its weights as shipped, and the fit that makes them."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np

from tolaria.agents.base import knowledge_for
from tolaria.agents.heuristic import (
    _WEIGHTS,
    FEATURES,
    HeuristicAgent,
    features,
    fitted_evaluate,
    fitted_weights,
)
from tolaria.mtg import Game

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_evaluation", ROOT / "scripts" / "fit_evaluation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_evaluation"] = module
    spec.loader.exec_module(module)
    return module


def _midgame(seed: int = 3, decisions: int = 60) -> Game:
    game = Game.new(decks=["rw-aggro", "rw-aggro"], seed=seed, autopass=True)
    for _ in range(decisions):
        if game.decision is None:
            break
        game.apply(HeuristicAgent().choose(game))
    return game


def test_features_are_the_seats_differences() -> None:
    """Each feature but the turn's is one seat's less the other's, and the turn's is +1 for one seat, -1 for the other."""
    game = _midgame()
    alice, bob = features(game, "alice"), features(game, "bob")
    assert len(alice) == len(FEATURES)
    assert alice == [-x for x in bob]
    assert sorted((alice[-1], bob[-1])) == [-1.0, 1.0]


def test_fitted_evaluation_is_a_chance_and_sums_to_one() -> None:
    game = _midgame()
    a, b = fitted_evaluate(game, "alice"), fitted_evaluate(game, "bob")
    assert 0.0 < a < 1.0
    assert abs(a + b - 1.0) < 1e-9


def test_more_life_is_better() -> None:
    """Every shipped weight of life, cards and board is what a win rate would say: life and cards count for the seat."""
    weights = dict(zip(FEATURES, fitted_weights(), strict=True))
    assert weights["life"] > 0 and weights["hand"] > 0
    game = _midgame()
    before = fitted_evaluate(game, "alice")
    game.state.players[game.state.seat("bob")].life -= 5  # type: ignore[attr-defined]
    assert fitted_evaluate(game, "alice") > before


def test_the_magic_knowledge_plays_out_with_the_fitted_evaluation() -> None:
    game = _midgame()
    knowledge = knowledge_for(game)
    assert knowledge is not None
    assert knowledge.evaluate(game, "alice") == fitted_evaluate(game, "alice")


def test_the_shipped_weights_name_every_feature_and_their_command() -> None:
    data = json.loads(_WEIGHTS.read_text())
    assert set(data["weights"]) == set(FEATURES)
    assert data["command"].startswith("python scripts/fit_evaluation.py")


def test_the_fit_recovers_known_weights() -> None:
    """Labels drawn from a known logistic model: the fit finds its weights back."""
    fit = _script().fit
    rng = np.random.default_rng(5)
    x = rng.normal(size=(20000, 3))
    truth = np.array([1.5, -0.5, 0.0])
    y = (rng.random(20000) < 1.0 / (1.0 + np.exp(-(x @ truth)))).astype(float)
    w = fit(x, y)
    assert np.allclose(w, truth, atol=0.1), w


def test_the_fit_is_reproducible(tmp_path: Path) -> None:
    """The same arguments give the same weights file."""
    script = _script()
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        assert script.main(["--games", "3", "--seed", "7", "--out", str(out)]) == 0
    assert outs[0].read_text() == outs[1].read_text()
    assert set(json.loads(outs[0].read_text())["weights"]) == set(FEATURES)
