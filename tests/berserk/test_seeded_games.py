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
    ("steppe-mountains", "swamp-archers", 1): "45f208e408dd6de6d485085fb8f0d50b6fc33062b96be6ae19efb2cb6d74a70c",
    ("swamp-archers", "steppe-mountains", 2): "4df82463d8c9e046cabc1e79c1301e08e873e4493260e9f34e3dc262786a7ff0",
    ("steppe-mountains", "swamp-archers", 3): "33186225d9c770e73f2b2077f84fd571c9055c463a071c4fc0435604a33c714c",
    ("darkness-executioners", "darkness-wyrms", 0): "87e621000d4ac1e292f90b3d9a60cd219a1b7e038143adcaf6ac517aee18ee0a",
    ("darkness-wyrms", "steppe-mountains", 1): "2e7fcb46327df85776b928dea1b24ca48237791bf24cb1efd93d35749b62c492",
    ("forest-mountains-guard", "darkness-executioners", 2): "026d940d4e75639f2d4dd83260b7066cdca637653a73a29eaf2a4f90c9445d4b",
    ("mountains-lightning", "mountains-lightning", 3): "8ad89638b8ab5c759675a31a73c7cdf1114971d2967c1fb4b6ba714d3c5226ac",
    ("swamp-poisoners", "swamp-archers", 6): "8834c9a25a6cf0bb223b93e7a4011ecd309c34ba22afc9d22637e4118b1aa5e1",
    ("swamp-archers", "forest-mountains-guard", 12): "66e01533e04c2995f0e59fba2910270818f03818d5895037ee72da78bb88455b",
    ("darkness-executioners", "darkness-wyrms", 21): "3f0caf9bd1b95cde86ea097f1213d0b2242e2fbe69f8fcea0748533a00924a5e",
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
