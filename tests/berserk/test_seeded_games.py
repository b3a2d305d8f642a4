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
    ('steppe-mountains', 'swamp-archers', 1): 'e1e3937406e479b56a6da163f51e78ca3acdb16bbdaa36b0906e9aef40b8afc5',
    ('swamp-archers', 'steppe-mountains', 2): 'ff039b16f57515361ce0571b596017fd8a79f429e0f54a22652b2c4d805d155e',
    ('steppe-mountains', 'swamp-archers', 3): '83e854a9412066cc3f21a8633d6ee1ab1380b069d2c7c580614e21a0fed7a962',
    ('darkness-executioners', 'darkness-wyrms', 0): 'd0071a06839a4a278a4c6442a9ad86452884b5a615893773d0659d45810c3abb',
    ('darkness-wyrms', 'steppe-mountains', 1): '846e8afe3be5f75a9349c04644161009a24bcd712bf0a0ee81d7a4706a83d14b',
    ('forest-mountains-guard', 'darkness-executioners', 2): 'f2965cb1777a5b280e531fdbf135b1b24a22850059811081dfc5b277b3f1e60e',
    ('mountains-lightning', 'mountains-lightning', 3): 'ff306534ff68f2982ec8feb1b5426d9da47f7f763722a38c7f0759ac5cc3ea48',
    ('swamp-poisoners', 'swamp-archers', 6): '575ddb04cf170b0814fc9c08066ae26a9faa14b3a36f0c8354525dad7af86ac2',
    ('swamp-archers', 'forest-mountains-guard', 12): '239cdf4f03f4149fb5e25e3438773679b36fd3ed754b06a1ae26fa3d924beee2',
    ('darkness-executioners', 'darkness-wyrms', 21): '2bf13a9b14fca8439d7c82642972210a16dd24117bb195325f652036984f3567',
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
