"""Seeded random battles play the same, event for event and listing for listing (architecture 8).

Each game below is fingerprinted: the legal actions listed at every
decision, every event with its turn and phase, the log as each seat and a
spectator read it, and both seats' final observations. Work on the
engine's speed must leave every fingerprint as it is; a rules change that
alters random games on purpose updates them here, saying why in its
commit (``PYTHONPATH=. python tests/berserk/test_seeded_games.py`` prints the new ones).
"""

from __future__ import annotations

import hashlib
import json
import sys

import pytest

from tolaria.agents import RandomAgent
from tolaria.berserk import Game, engine
from tolaria.berserk.events import PhaseBegan, Resolved
from tolaria.berserk.rules import stack
from tolaria.berserk.state import PHASE_NAMES, Chain, ChainKind, Obj, Phase
from tolaria.core.records import to_data

GAMES: dict[tuple[str, str, int], str] = {
    ('steppe-mountains', 'swamp-archers', 1): 'f1f3d01bb3107c9c7d97e4861509a1aa371ecae21ed3e18c85ed6f32a6154b29',
    ('swamp-archers', 'steppe-mountains', 2): '1b0b3694fc80ec239db3e20ee634473d487c88aef79d1456a2fca7593c9de1d8',
    ('steppe-mountains', 'swamp-archers', 3): '97e6433dc282294425e2ab50e877dba299e883e670a9282c1672a497f5eef51b',
    ('darkness-executioners', 'darkness-wyrms', 0): 'ef0de9436a6198b2620647b8b64835cc1eba34fa00d84ab458b0cdbf38a245d5',
    ('darkness-wyrms', 'steppe-mountains', 1): '2315c35fde7a3ccbce8bf738cf9a7f05a7de15cd9a5cf6a645066b497310dd16',
    ('forest-mountains-guard', 'darkness-executioners', 2): '5c2775a45d90afc5499d4c6f9b097ec7583d6aca146f412b42b50a09c604c94f',
    ('mountains-lightning', 'mountains-lightning', 3): '9b0123779a57828d5d88d975bac25225ca2b19a5fc14a2b1cd761961152ac686',
    ('swamp-poisoners', 'swamp-archers', 6): 'c7f7691e970d7a010470185c870c364959adf57d7dee8a7ebab38b189f1a130f',
    ('swamp-archers', 'forest-mountains-guard', 12): '20e5d9f28a23d7d383b8dd306381c10ae089b40789e6b1c024c3bec1c9cd30a3',
    ('darkness-executioners', 'darkness-wyrms', 21): '4936992e426757a2b7f8d1f057b790dca101441298952a7efa1296746eff7151',
}
"""(first squad, second squad, seed) -> the game's fingerprint (a SHA-256 digest)."""


def fingerprint(first: str, second: str, seed: int) -> str:
    """The digest of one battle between random players (autopass on, as in simulations)."""
    game = Game.new(decks=[first, second], seed=seed, autopass=True)
    agents = {"alice": RandomAgent(2 * seed), "bob": RandomAgent(2 * seed + 1)}
    digest = hashlib.sha256()
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        digest.update(repr(list(game.legal_actions())).encode())
        game.apply(agents[decision.player].choose(game))
    for event in game.events:
        digest.update(json.dumps([event.turn, event.step, to_data(event)], ensure_ascii=False).encode())
    for seat in (None, "alice", "bob"):
        digest.update(json.dumps(game.log_for(seat), ensure_ascii=False).encode())
    for seat in ("alice", "bob"):
        digest.update(json.dumps(game.observe(seat), ensure_ascii=False, sort_keys=True).encode())
    digest.update(repr(game.outcome).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("first", "second", "seed"), list(GAMES))
def test_a_seeded_battle_plays_as_before(first: str, second: str, seed: int) -> None:
    assert fingerprint(first, second, seed) == GAMES[first, second, seed]


def test_the_events_made_without_their_constructor_are_the_constructors_events() -> None:
    """``stack.resolved_event`` and ``engine._phase_began`` set every field as ``emit(g, Event(...))`` would."""
    game = Game.new(decks=["steppe-mountains", "swamp-archers"], seed=1)
    g = game.state
    g.turn, g.phase = 7, Phase.MAIN
    chain = Chain(5, ChainKind.STRIKE, 3, 0)
    made = stack.resolved_event(g, chain, Obj.WOUND)
    stack.emit(g, Resolved(chain=5, source=3, obj="wound", rules=stack.RESOLVED_RULES))
    began = engine._phase_began(g, Phase.MAIN)
    stack.emit(g, PhaseBegan(phase="main", active=g.active, rules=("Online 312.1",)))
    for fast, slow in ((made, g.out[-2]), (began, g.out[-1])):
        assert to_data(fast) == to_data(slow)
        assert (fast.turn, fast.step) == (slow.turn, slow.step) == (7, PHASE_NAMES[Phase.MAIN])


if __name__ == "__main__":  # print the fingerprints, to update GAMES after a deliberate rules change
    for key in GAMES:
        sys.stdout.write(f"    {key!r}: {fingerprint(*key)!r},\n")
