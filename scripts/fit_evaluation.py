"""Fit the Magic play-out evaluation (``tolaria/mtg/data/evaluation.json``) to games the heuristic plays.

    python scripts/fit_evaluation.py --games 2000 --seed 1 --noise 0.1

Plays ``--games`` rw-aggro mirror games of the heuristic player against
itself (each move, with chance ``--noise``, a uniformly random legal one
instead, so that the positions vary), records the features of
:func:`tolaria.agents.heuristic.features` for both seats at the first
decision of every turn, labels them with who won the game, and fits a
logistic regression (Newton's method, a small ridge penalty; no intercept:
the features are differences, so the fit is symmetric between the seats).
Seeded, so the same arguments give the same weights.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents.heuristic import FEATURES, HeuristicAgent, features  # noqa: E402
from tolaria.mtg import Game  # noqa: E402

SEATS = ("alice", "bob")
OUT = ROOT / "tolaria" / "mtg" / "data" / "evaluation.json"


def play(seed: int, noise: float, deck: str) -> tuple[list[list[float]], list[float]]:
    """One game's turn-start features (both seats) and labels (1: that seat won)."""
    rng = random.Random(seed)
    game = Game.new(decks=[deck, deck], seed=seed, names=SEATS, autopass=True)
    agents = {s: HeuristicAgent() for s in SEATS}
    rows: list[tuple[str, list[float]]] = []
    seen_turn = -1
    for _ in range(5000):
        decision = game.decision
        if decision is None:
            break
        turn = game.state.turn  # type: ignore[attr-defined]
        if turn != seen_turn:
            seen_turn = turn
            for seat in SEATS:
                rows.append((seat, features(game, seat)))
        options = list(game.legal_actions())
        if noise and rng.random() < noise:
            action = options[rng.randrange(len(options))]
        else:
            action = agents[decision.player].choose(game.view(decision.player))
        game.apply(action)
    winner = game.winner
    if winner is None:
        return [], []
    return [r for _, r in rows], [1.0 if s == winner else 0.0 for s, _ in rows]


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1.0) -> np.ndarray:
    """Logistic regression by Newton's method with an L2 penalty."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--noise", type=float, default=0.1)
    parser.add_argument("--deck", default="rw-aggro")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    xs: list[list[float]] = []
    ys: list[float] = []
    for i in range(args.games):
        rows, labels = play(args.seed + i, args.noise, args.deck)
        xs += rows
        ys += labels
    x, y = np.array(xs), np.array(ys)
    w = fit(x, y)
    p = 1.0 / (1.0 + np.exp(-(x @ w)))
    loss = float(-np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12)))
    accuracy = float(np.mean((p > 0.5) == (y > 0.5)))
    weights = {name: round(float(v), 6) for name, v in zip(FEATURES, w, strict=True)}
    args.out.write_text(json.dumps({
        "command": f"python scripts/fit_evaluation.py --games {args.games} --seed {args.seed} --noise {args.noise} --deck {args.deck}",
        "samples": len(ys), "log_loss": round(loss, 4), "accuracy": round(accuracy, 4), "weights": weights,
    }, indent=2) + "\n")
    print(f"{len(ys)} positions, log loss {loss:.4f}, accuracy {accuracy:.3f}")
    for name, v in weights.items():
        print(f"  {name:12} {v:+.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
