"""Autopass passes only for a player who could do nothing else (architecture, property 2)."""

from __future__ import annotations

import json
import random

import pytest

import tolaria.mtg.engine as engine
from tolaria.mtg import Game
from tolaria.mtg.decisions import Priority
from tolaria.mtg.rules import casting

DECKS = ["rw-aggro", "rg-beats", "bg-graveyard", "rw-tricks", "blue-black-control", "white-weenie"]


def play(seed: int, autopass: bool) -> Game:
    game = Game.new(decks=[DECKS[seed % 6], DECKS[(seed * 5 + 1) % 6]], seed=seed, autopass=autopass)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(list(game.legal_actions())))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_remembered_probe_changes_nothing(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The remembered "nothing to do" answer gives the same games as asking every time."""
    remembered = json.dumps(play(seed, True).log)
    asked = []

    def ask_every_time(g: object, p: int) -> bool:
        asked.append(p)
        fresh = g.copy()  # type: ignore[attr-defined]  (a copy starts with no caches)
        return len(engine.priority_options(fresh, p, casting.sorcery_timing(fresh, p))) == 1

    # Patched where the ruleset (a pure-Python module) reads it, so that it holds on the compiled build too.
    monkeypatch.setattr(engine, "autopass_for", lambda g: ask_every_time)
    assert json.dumps(play(seed, True).log) == remembered
    assert asked  # the probe asked every time was the one used


def test_autopass_never_skips_a_real_choice() -> None:
    """Whenever autopass would pass, the full list of legal actions is just "pass"."""
    game = Game.new(decks=["bg-graveyard", "rw-tricks"], seed=4)
    rng = random.Random(4)
    checked = 0
    while not game.is_over and checked < 400:
        g = game.state
        if isinstance(g.pending, Priority) and engine.only_pass(g.copy(), g.seat(g.pending.player)):
            assert [a.kind for a in game.legal_actions()] == ["pass"]
            checked += 1
        game.apply(rng.choice(list(game.legal_actions())))
    assert checked > 0
