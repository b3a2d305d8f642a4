"""Simulation of Heroes: many seeded games between two decks, each played by its agent.

The Heroes side of ``tolaria sim --game heroes DECK DECK``. Scheduling,
seeds, seat swapping and the statistics are the core's
(``tolaria.core.simulation``), as for Magic and classic Berserk: game ``i``
uses seed ``seed + i`` and the decks swap seats every other game. Decks
travel to the workers as lists (the hero first, then the cards).

>>> summary = simulate("example-steppes", "example-forests", n=2, seed=1)
>>> summary.games
2
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path

from tolaria.core.simulation import (
    LOCAL,
    MAX_DECISIONS,
    Backend,
    GameResult,
    ProgressCallback,
    Summary,
    agent_seed,
    check_games,
    plan_jobs,
    play_out,
    play_sides,
    run_summary,
)

DEFAULT_RULES = "heroes-2025"
"""The edition a run plays unless told otherwise (heroes-scenarios.md, "Rulesets")."""

NAMES = ("alice", "bob")


def deck_cards(source: Sequence[str] | str) -> list[str]:
    """A deck as a list, its hero first: a built-in deck, a deck file, or a list (DeckError if unreadable)."""
    from tolaria.heroes.cards import CardDatabase
    from tolaria.heroes.decks import load_deck

    deck = load_deck(source if isinstance(source, str) else list(source), CardDatabase.examples())
    return [deck.hero, *deck.cards]


def deck_label(source: Sequence[str] | str, fallback: str) -> str:
    return (Path(source).stem or source) if isinstance(source, str) else fallback


def prepare(deck_a: Sequence[str] | str, deck_b: Sequence[str] | str,
            rules: str = DEFAULT_RULES) -> tuple[list[str], list[str]]:
    """Read both decks and set one game up, so that a deck or edition the engine refuses raises first."""
    from tolaria.heroes import Game

    cards_a, cards_b = deck_cards(deck_a), deck_cards(deck_b)
    Game.new(decks=[cards_a, cards_b], seed=0, rules=rules)
    return cards_a, cards_b


def play_game(deck_a: Sequence[str], deck_b: Sequence[str], seed: int, *, rules: str = DEFAULT_RULES,
              max_decisions: int = MAX_DECISIONS, agents: tuple[str, str] = ("random", "random")) -> GameResult:
    """One game, ``deck_a`` in the first seat played by ``agents[0]``."""
    from tolaria.heroes import Game
    from tolaria.sim import agent_factory

    game = Game.new(decks=[list(deck_a), list(deck_b)], seed=seed, names=NAMES, rules=rules)
    players = {name: agent_factory(agent)(agent_seed(seed, seat))
               for seat, (name, agent) in enumerate(zip(NAMES, agents, strict=True))}
    return play_out(game, players, max_decisions)


def simulate(deck_a: Sequence[str] | str, deck_b: Sequence[str] | str, n: int, seed: int = 1,
             jobs: int = 1, progress_callback: ProgressCallback | None = None, *,
             rules: str = DEFAULT_RULES, max_decisions: int = MAX_DECISIONS,
             labels: tuple[str, str] | None = None, force: bool = False, keep_results: bool = True,
             agents: Sequence[str] = ("random", "random"), backend: Backend = LOCAL) -> Summary:
    """Play ``n`` games between two decks and summarise them, as ``tolaria.sim.simulate`` does for Magic."""
    from tolaria.sim import check_agents

    check_games(n)
    players = check_agents(agents)
    workers = plan_jobs(jobs, n, force)
    label_a, label_b = labels or (deck_label(deck_a, "deck A"), deck_label(deck_b, "deck B"))
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare(deck_a, deck_b, rules)
    play_one = partial(play_sides, play_game, cards_a, cards_b, rules, max_decisions, players)
    return run_summary(play_one, n, (label_a, label_b), seed, workers, progress_callback, keep_results,
                       backend, players)


__all__ = ["DEFAULT_RULES", "deck_cards", "play_game", "prepare", "simulate"]
