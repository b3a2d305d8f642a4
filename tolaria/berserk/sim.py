"""Simulation of Berserk: many seeded battles between two squads, each played by its agent.

The Berserk side of ``tolaria sim --game berserk SQUAD SQUAD``. Scheduling,
seeds, seat swapping and the statistics are the core's
(``tolaria.core.simulation``), exactly as for Magic (``tolaria.sim``):
battle ``i`` uses seed ``seed + i`` and the squads swap seats every other
battle, so neither always sits first (Online 302.2's roll is made outside
the engine). Squads travel to the workers as lists of card names.

>>> summary = simulate("steppe-mountains", "swamp-archers", n=2, seed=1)
>>> summary.games
2
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

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
from tolaria.errors import DeckError

DEFAULT_RULES = "online-2012"
"""The edition a run plays unless told otherwise (berserk-scenarios.md, "Rulesets")."""

NAMES = ("alice", "bob")


def squad_cards(source: Sequence[str] | str) -> list[str]:
    """A squad's card names: a built-in squad, a squad file, or a list of names (DeckError if unreadable)."""
    from tolaria.berserk.cards import CardDatabase
    from tolaria.berserk.decks import load_squad

    return list(load_squad(source if isinstance(source, str) else tuple(source), CardDatabase.bundled()).cards)


def squad_label(source: Sequence[str] | str, fallback: str) -> str:
    """A short name for a squad: the built-in name or the file stem, else ``fallback``."""
    from pathlib import Path

    return (Path(source).stem or source) if isinstance(source, str) else fallback


def prepare(squad_a: Sequence[str] | str, squad_b: Sequence[str] | str,
            rules: str = DEFAULT_RULES) -> tuple[list[str], list[str]]:
    """Read both squads and set one battle up, so that a squad or edition the engine refuses
    raises its own error before any battle is played (Online 100.2-100.3)."""
    from tolaria.berserk import Game

    cards_a, cards_b = squad_cards(squad_a), squad_cards(squad_b)
    Game.new(decks=[cards_a, cards_b], seed=0, rules=rules, autopass=True)
    return cards_a, cards_b


def play_game(squad_a: Sequence[str] | str, squad_b: Sequence[str] | str, seed: int, *,
              rules: str = DEFAULT_RULES, max_decisions: int = MAX_DECISIONS,
              agents: tuple[str, str] = ("random", "random")) -> GameResult:
    """One battle, ``squad_a`` in the first seat played by ``agents[0]``; passes with nothing
    else to do are the engine's (autopass), every other decision counts."""
    from tolaria.berserk import Game
    from tolaria.sim import agent_factory

    game = Game.new(decks=[list(squad_a) if not isinstance(squad_a, str) else squad_a,
                           list(squad_b) if not isinstance(squad_b, str) else squad_b],
                    seed=seed, names=NAMES, rules=rules, autopass=True)
    players = {name: agent_factory(agent)(agent_seed(seed, seat))
               for seat, (name, agent) in enumerate(zip(NAMES, agents, strict=True))}
    return play_out(game, players, max_decisions)


def simulate(squad_a: Sequence[str] | str, squad_b: Sequence[str] | str, n: int, seed: int = 1,
             jobs: int = 1, progress_callback: ProgressCallback | None = None, *,
             rules: str = DEFAULT_RULES, max_decisions: int = MAX_DECISIONS,
             labels: tuple[str, str] | None = None, force: bool = False, keep_results: bool = True,
             agents: Sequence[str] = ("random", "random"), backend: Backend = LOCAL) -> Summary:
    """Play ``n`` battles between two squads and summarise them, as ``tolaria.sim.simulate`` does for decks."""
    from tolaria.sim import check_agents

    check_games(n)
    players = check_agents(agents)
    workers = plan_jobs(jobs, n, force)
    label_a, label_b = labels or (squad_label(squad_a, "squad A"), squad_label(squad_b, "squad B"))
    if label_a == label_b:
        label_a, label_b = f"{label_a} (1)", f"{label_b} (2)"
    cards_a, cards_b = prepare(squad_a, squad_b, rules)
    play_one = partial(play_sides, play_game, cards_a, cards_b, rules, max_decisions, players)
    return run_summary(play_one, n, (label_a, label_b), seed, workers, progress_callback, keep_results,
                       backend, players)


__all__ = ["DEFAULT_RULES", "DeckError", "play_game", "prepare", "simulate", "squad_cards", "squad_label"]
