"""Fingerprints of whole games, to show that a change to the engine's speed plays the same games.

    python benchmarks/game_digests.py -n 30 > before.txt   # (then change the engine)
    python benchmarks/game_digests.py -n 30 | diff before.txt -

Plays ``-n`` random games for each pair of decks in each way of playing
(every decision through the API, autopass, and ``tolaria sim``'s loop)
and prints one line per game: the way, the decks, the seed and a digest of
everything observable: every decision, its list of legal actions (and with
mana abilities), the action taken, every event with all its fields and
the spectator's log line for it. Two engines that print the same lines
played the same games, event for event.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tolaria.agents import RandomAgent  # noqa: E402
from tolaria.core.records import to_data  # noqa: E402
from tolaria.mtg import Game, load_deck  # noqa: E402
from tolaria.sim import MAX_DECISIONS, agent_seed  # noqa: E402

PAIRS = (("rw-aggro", "rg-beats"), ("bg-graveyard", "rw-tricks"), ("10e-wu-skies", "10e-br-goblins"))


def digest(decks: Sequence[list[str]], seed: int, autopass: bool, seat_views: bool) -> str:
    """The digest of one game played by random agents (``seat_views``: each agent shown its seat's view)."""
    h = hashlib.blake2b(digest_size=12)
    game = Game.new(decks=list(decks), seed=seed, names=("alice", "bob"), autopass=autopass)
    agents = {"alice": RandomAgent(agent_seed(seed, 0)), "bob": RandomAgent(agent_seed(seed, 1))}
    views = {seat: game.view(seat) for seat in ("alice", "bob")}
    seen = 0
    decisions = 0
    while not game.is_over and decisions < MAX_DECISIONS:
        decision = game.decision
        assert decision is not None
        h.update(repr(game.ruleset.decision(game.state)).encode())
        if not seat_views:
            h.update(repr(list(game.legal_actions(mana_abilities=True))).encode())
        chooser = views[decision.player] if seat_views else game
        action = agents[decision.player].choose(chooser)
        h.update(repr(action).encode())
        game.apply(action)
        decisions += 1
        events = game.history.to_list()
        for event in events[seen:]:
            h.update(repr(to_data(event)).encode())
        seen = len(events)
    for line in game.log:
        h.update(line["text"].encode())
    return f"{decisions} {h.hexdigest()}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--games", type=int, default=20, help="games per pair of decks and way (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    args = parser.parse_args(argv)
    for a, b in PAIRS:
        decks = (load_deck(a), load_deck(b))
        for i in range(args.games):
            s = args.seed + i
            pair = (decks[1], decks[0]) if i % 2 else decks
            for way, autopass, seat_views in (("step", False, False), ("autopass", True, False), ("sim", True, True)):
                print(way, a, b, s, digest(pair, s, autopass, seat_views), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
