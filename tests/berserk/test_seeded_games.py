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
    ('steppe-mountains', 'swamp-archers', 1): '9a6169f3b493f89ea9efd2fb9945bd4d8132ace071c71d4ef32659fa9ce22eb8',
    ('swamp-archers', 'steppe-mountains', 2): 'a4046a410bb65d563294bc00e63c130edf9cda81d28c95e541703a9635f5fd77',
    ('steppe-mountains', 'swamp-archers', 3): 'bb3315306dbbcfe510f3bce4ca9044bb081588a0bc555e9967d8a5578ef9445a',
    ('darkness-executioners', 'darkness-wyrms', 0): 'bb4cbff05a00fb2fff6995dacd7577a8b99de919d8a695a76eaf8f4adf89238b',
    ('darkness-wyrms', 'steppe-mountains', 1): 'b22f688632c3a076433fd9e50c6bde76817fc24ade2e3ba148beb8abe8db5156',
    ('forest-mountains-guard', 'darkness-executioners', 2): 'ffcd5d696c53b33c728c71161f1bc12aa05268058cc73860b70a6a8745e26171',
    ('mountains-lightning', 'mountains-lightning', 3): '5ddf52fd42a2a59108feff05480c439c94d530e4634625de8faa02bae949665e',
    ('swamp-poisoners', 'swamp-archers', 6): 'eb90c05c702a0acca82f46ee2a7e2d655cad7bbe496e7c210b8959d5a7593c98',
    ('swamp-archers', 'forest-mountains-guard', 12): '1e7d2475a72108c09e4d41b544ab82d95a6881546acd859dacfa01662df1bd7e',
    ('darkness-executioners', 'darkness-wyrms', 21): 'cc1c794710acf7d20c039c6703b3fa5081cf9914ca8e2a0a4520cabdc4e38bd1',
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
