"""Seeded random games, checking the engine's invariants at every decision.

A few games run by default; set TOLARIA_FUZZ_GAMES (e.g. 5000, which plays
10,000 games: that many of each kind) for a long run, and TOLARIA_FUZZ_START
to start at another seed (to split a long run over processes).
Invariants: cards are conserved across zones; no state-based action is
pending when a player receives priority (117.5); what the engine
remembers (legal actions, mana sources, the autopass probe) is what it
would find afresh; every listed action applies; a JSON round trip
continues identically; hostile variants of the chosen action (another
seat, objects and players that don't exist, huge and negative numbers,
wrong types) are refused with IllegalAction and change nothing.
"""

from __future__ import annotations

import dataclasses
import os
import random

import pytest

from tolaria.core.protocol import Action
from tolaria.errors import IllegalAction
from tolaria.mtg import Game, engine
from tolaria.mtg import decisions as dec
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.rules import activation, mana
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.sba import find
from tolaria.mtg.state import GameState

DECKS = [
    "rw-aggro",
    "rg-beats",
    "white-weenie",
    "red-burn",
    "green-stompy",
    "blue-black-control",
    "bg-graveyard",
    "rw-tricks",
]
GAMES = int(os.environ.get("TOLARIA_FUZZ_GAMES", "12"))
START = int(os.environ.get("TOLARIA_FUZZ_START", "0"))
SEEDS = range(START, START + GAMES)


def card_count(g: GameState) -> int:
    n = sum(len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile) for p in g.players)
    n += sum(1 for perm in g.battlefield.values() if not perm.token)
    n += sum(1 for s in g.stack if s.kind is StackKind.SPELL and not s.is_copy)  # a copy is no card (707.10)
    return n


def forgetful_copy(game: Game) -> GameState:
    """A copy of the position that remembers nothing derived (every cache empty)."""
    g = game.copy().state
    g.summary = None
    g.mana_memo.clear()
    g.source_memo.clear()
    g.maybe_marked = True
    g.probe = [(-1, False, -1, False)] * len(g.players)
    for perm in g.battlefield.values():
        perm.plain = None
    return g


def check_memory(game: Game) -> None:
    """What the engine remembered matches what it finds from scratch."""
    g = game.state
    fresh = forgetful_copy(game)
    for p in range(len(g.players)):
        assert mana.sources(g, p) == mana.sources(fresh, p), "remembered mana sources are stale"
        assert mana.budget(g, p) == mana.budget(fresh, p), "remembered mana total is stale"
    if isinstance(g.pending, dec.Priority):
        p = g.seat(g.pending.player)
        assert engine.only_pass(g, p) == (len(engine.legal_actions(fresh)) == 1), "stale autopass probe"
    assert engine.legal_actions(g, True) == engine.legal_actions(fresh, True), "remembered legal actions are stale"
    for oid in g.battlefield:
        for i in range(len(chars(g, oid).activated)):
            for p in range(len(g.players)):
                quick = activation.can_begin(g, p, oid, i)
                assert quick == (activation.activation_refusal(g, p, oid, i) is None), "activation checks disagree"


HOSTILE_NUMBERS = [0, -1, -2, -3, -9, 10**6, 2**63, -(2**63), 10**40, True, "3", None, 1.5]


def mutants(game: Game, action: Action, rng: random.Random) -> list[tuple[Action, str | None]]:
    """Variants of a legal action a hostile client might send: each field replaced, or another seat."""
    out: list[tuple[Action, str | None]] = []
    seats = game.seats
    d = game.decision
    assert d is not None
    for other in seats:
        if other != d.player:
            out.append((action, other))
    out.append((action, "nobody"))
    for f in dataclasses.fields(action):
        for value in rng.sample(HOSTILE_NUMBERS, 4):
            mutant = object.__new__(type(action))
            for g in dataclasses.fields(action):
                object.__setattr__(mutant, g.name, value if g.name == f.name else getattr(action, g.name))
            out.append((mutant, None))
    return out


def check_mutants(game: Game, action: Action, rng: random.Random) -> None:
    """Every mutant is either legal (a mutation can land on another legal answer) or refused cleanly."""
    before = game.to_json()
    version = game.state.version
    for mutant, seat in mutants(game, action, rng):
        legal = game.is_legal(mutant, seat)
        if legal:
            assert seat is None, f"{seat} may answer {game.decision}?"
            continue
        try:
            game.apply(mutant, seat)
        except IllegalAction as err:
            assert len(str(err)) < 400, f"a refusal of {len(str(err))} characters"
        else:
            raise AssertionError(f"{mutant} for {seat} applied although is_legal said no")
        assert game.state.version == version, f"refused {mutant} changed the game"
    assert game.to_json() == before, "refused mutants changed the game"


def random_deck(rng: random.Random) -> list[str]:
    """A 60-card pile of the whole pool: Pool B abilities mixed with Pool A cards and lands."""
    pool = CardPool.default()
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    spells = [n for n in pool.names() if n not in lands]
    b = [n for n in spells if pool.pool_of(n) == "B"]
    return [rng.choice(b) for _ in range(20)] + [rng.choice(spells) for _ in range(16)] + [rng.choice(lands) for _ in range(24)]


def play_checked(seed: int, deep: bool, mixed: bool = False, rules: str = "current", teams: bool = False) -> Game:
    """One seeded random game under the invariants; ``teams`` makes it a Two-Headed Giant game (CR 810)."""
    rng = random.Random(seed)
    seats = 4 if teams else 2
    if mixed:
        decks: list[object] = [random_deck(rng) for _ in range(seats)]
    else:
        decks = [DECKS[(seed * (1 + 6 * k) + 3 * k) % len(DECKS)] for k in range(seats)]
    fmt = {"format": "two-headed-giant"} if teams else {}
    game = Game.new(decks=decks, seed=seed, autopass=bool(seed % 2), rules=rules, **fmt)
    total = card_count(game.state)
    steps = 0
    while not game.is_over:
        g = game.state
        assert card_count(g) == total, "cards not conserved"
        for team in g.teams:  # CR 810.4, 810.10: teammates share one life total and one poison count
            assert len({(g.players[p].life, g.players[p].poison) for p in team}) == 1, "a team's life split"
        assert g.pending is not None
        if isinstance(g.pending, dec.Priority):
            assert not find(g), "a state-based action was pending at priority"  # checked for real, no memo
        check_memory(game)
        actions = list(game.legal_actions(mana_abilities=deep or (mixed and steps % 7 == 0)))
        assert actions, "no legal action while the game is not over"
        assert len(actions) <= 60, f"{len(actions)} actions for one decision: {g.pending}"
        if deep:
            for a in actions:
                assert game.is_legal(a), f"listed but not legal: {a}"
                game.copy().apply(a)  # each listed action applies
        action = rng.choice(actions)
        if steps % (3 if deep else 10) == 0:
            check_mutants(game, action, rng)
        if deep or steps % 10 == 0:
            text = game.to_json()
            twin = Game.from_json(text)
            assert twin.to_json() == text
            game.apply(action)
            twin.apply(action)
            assert twin.to_json() == game.to_json(), "JSON round trip diverged"
        else:
            game.apply(action)
        steps += 1
        assert steps < 20000, "game did not end"
    return game


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_invariants(seed: int) -> None:
    game = play_checked(seed, deep=seed < 2)
    assert game.is_over
    assert game.winner is not None or game.is_draw


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_invariants_whole_pool(seed: int) -> None:
    """Pool B's abilities, triggers and choices under the same invariants."""
    game = play_checked(1000 + seed, deep=seed < 2, mixed=True)
    assert game.is_over


@pytest.mark.parametrize("seed", SEEDS[: max(1, len(SEEDS) // 2)])
def test_random_game_invariants_classic_2008(seed: int) -> None:
    """The 2008 rules (combat damage on the stack, mana burn, triggered deathtouch and lifelink) under the same invariants."""
    game = play_checked(2000 + seed, deep=seed < 1, mixed=seed % 2 == 1, rules="classic-2008")
    assert game.is_over
    assert game.state.rules.name == "classic-2008"


@pytest.mark.parametrize("seed", SEEDS[: max(1, len(SEEDS) // 4)])
def test_random_game_invariants_two_headed_giant(seed: int) -> None:
    """Two-Headed Giant (CR 810) under the same invariants, under both profiles; a team wins together."""
    rules = "classic-2008" if seed % 2 else "current"
    game = play_checked(3000 + seed, deep=False, mixed=seed % 3 == 2, rules=rules, teams=True)
    assert game.is_over
    g = game.state
    assert not game.winners or tuple(g.seat(n) for n in game.winners) in g.teams


def test_same_seed_same_log() -> None:
    """Architecture, property 3: same decks, seed and actions give the same log, byte for byte."""
    def run() -> str:
        rng = random.Random(5)
        game = Game.new(decks=["red-burn", "green-stompy"], seed=5)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        import json

        return json.dumps(game.log)

    assert run() == run()
