"""Hidden information never reaches a seat (CR 400.2, 401.2, 402.3): the twin test.

At every decision of seeded random games, the game is twinned: a copy in
which every card the viewing seat can't see (the other players' hands and
libraries) is replaced by another card of the pool. Everything the seat is
given — its decision, its legal actions and their descriptions, its
observation, its log, the refusals of probing actions (ids of every hidden
card, nonexistent objects and players, other kinds of actions) and, after
it acts, where the game stops next — must be identical in the game and its
twin: a difference is a leak. One difference is the contract's own: the
engine asks only for real choices, so a search of a library that holds
no matching card finds nothing without asking, and the other seats see
that at once; those moments are counted, not compared.

The games run with autopass off, and with it on for the viewing seat only
(a seat that turned autopass on shows by its quick passes only that it
chose them; the other seats are always asked). Set TOLARIA_TWIN_GAMES for
a longer run (each game plays about a second).
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from tolaria.core.protocol import Action, Game, SeatView
from tolaria.errors import IllegalAction
from tolaria.mtg import Game as MagicGame
from tolaria.mtg import actions as act
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.events import SearchFoundNothing
from tolaria.mtg.visibility import can_see

DECKS = ["rw-aggro", "rg-beats", "white-weenie", "red-burn", "green-stompy", "blue-black-control", "bg-graveyard", "rw-tricks"]
GAMES = int(os.environ.get("TOLARIA_TWIN_GAMES", "2"))
START = int(os.environ.get("TOLARIA_TWIN_START", "0"))
MAX_DECISIONS = int(os.environ.get("TOLARIA_TWIN_DECISIONS", "200"))
POOL_NAMES = sorted(CardDatabase.bundled().pool.names())


@dataclass
class Tally:
    """What one game's twin checks looked at."""

    decisions: int = 0
    probes: int = 0
    after_action: int = 0
    skipped_reveals: int = 0
    skipped_searches: int = 0
    differences: list[str] = field(default_factory=list)


def hidden_from(game: Game, viewer: int) -> list[int]:
    """The cards ``viewer`` can't see: other players' hands and libraries (less what it is being shown)."""
    g = game.state
    return [oid for p in g.players if p.index != viewer for oid in p.hand + p.library if not can_see(g, viewer, oid)]


def twin_of(game: Game, viewer: int, rng: random.Random, names: list[str]) -> Game:
    """A copy in which every card hidden from ``viewer`` is another card of the pool."""
    twin = game.copy()
    g = twin.state
    for oid in hidden_from(twin, viewer):
        g.cards[oid] = rng.choice(names)
    g.changed()
    return twin


def seen(view: SeatView) -> dict[str, Any]:
    """Everything a seat is given now, except the log (compared by its tail)."""
    observation = view.observe()
    observation.pop("log")
    decision = view.decision
    options = list(view.legal_actions())
    return {
        "decision": repr(decision),
        "waiting_for": view.waiting_for,
        "options": [a.to_dict() for a in options],
        "described": [view.describe(a) for a in options],
        "observation": observation,
        "log tail": view.log[-12:],
    }


def probes(game: Game, viewer: int, rng: random.Random) -> list[Action]:
    """Actions a seat might send to learn something: every kind, naming hidden, absent and odd ids."""
    g = game.state
    hidden = hidden_from(game, viewer)
    pick = rng.sample(hidden, min(6, len(hidden)))
    pick += [rng.randrange(1, 400), 10**9, 0, -1 - len(g.players), -7]
    out: list[Action] = []
    for oid in pick:
        out.append(
            rng.choice(
                [
                    act.CastSpell(oid),
                    act.PlayLand(oid),
                    act.ActivateAbility(oid, 0),
                    act.ActivateMana(oid, 0),
                    act.ChooseTarget(oid),
                    act.ChooseCard(oid),
                    act.Attack(oid, -1 - (1 - viewer)),
                    act.Block(oid, oid),
                ]
            )
        )
    return out


def refusal(view: SeatView, action: Action) -> str:
    """How a seat's probe is answered: "legal", or the refusal's words (the game is left unchanged)."""
    if view.is_legal(action):
        return "legal"
    before = view.game.state.version
    try:
        view.apply(action)
    except IllegalAction as err:
        assert view.game.state.version == before, f"a refused {action} changed the game"
        return str(err)
    raise AssertionError(f"{action} was applied although is_legal said no")


def compare(tally: Tally, where: str, mine: Any, theirs: Any) -> None:
    if mine != theirs:
        for key in mine if isinstance(mine, dict) else [None]:
            a = mine[key] if key is not None else mine
            b = theirs[key] if key is not None else theirs
            if a != b:
                tally.differences.append(f"{where} [{key}]: {str(a)[:300]} != {str(b)[:300]}")


def revealed(before: Game, after: Game, viewer: int, hidden: list[int]) -> bool:
    """Whether acting showed ``viewer`` a card that was hidden (a mill, a discard, a reveal): the twin differs then, rightly."""
    g = after.state
    if any(can_see(g, viewer, oid) for oid in hidden):
        return True
    # CR 400.7: a card that changes zones is a new object, so a hidden card drawn into a hand the viewer
    # sees (a teammate's, CR 810.5) shows under a new id: the twin differs there, rightly, too.
    moved = any(oid not in g.cards for oid in hidden)
    return moved and any(oid not in before.state.cards and can_see(g, viewer, oid) for oid in g.cards)


def play_twinned(seed: int, autopass_for_viewer: bool, teams: bool = False, max_decisions: int = MAX_DECISIONS) -> Tally:
    """One seeded game, twinned at every decision; with ``teams``, a Two-Headed Giant game, in which a
    seat sees its teammate's hand (CR 810.5) and nothing of the other team's."""
    rng = random.Random(seed)
    names = POOL_NAMES
    seats: tuple[str, ...] = ("alice", "ann", "bob", "ben") if teams else ("alice", "bob")
    autopass = {"alice"} if autopass_for_viewer else False
    decks = [DECKS[(seed * 3 + k) % len(DECKS)] for k in range(len(seats))]
    fmt = {"format": "two-headed-giant"} if teams else {}
    game: Game = MagicGame.new(decks=decks, seed=seed, names=seats, autopass=autopass, **fmt)
    viewers = [0] if autopass_for_viewer else ([0, 3] if teams else [0, 1])
    tally = Tally()
    while not game.is_over and tally.decisions < max_decisions:
        tally.decisions += 1
        for viewer in viewers:
            seat = seats[viewer]
            twin = twin_of(game, viewer, rng, names)
            mine, theirs = game.view(seat), twin.view(seat)
            where = f"seed {seed} decision {tally.decisions} for {seat}"
            compare(tally, where, seen(mine), seen(theirs))
            for probe in probes(game, viewer, rng):
                tally.probes += 1
                compare(tally, f"{where} probe {probe}", refusal(mine, probe), refusal(theirs, probe))
            if mine.decision is not None:
                # Act the same way in both, and compare where the game stops for this seat next.
                action = rng.choice(list(mine.legal_actions()))
                hidden = hidden_from(game, viewer)
                a_game, a_twin = game.copy(), twin
                events = a_game.apply(action, seat) + a_twin.apply(action, seat)
                tally.after_action += 1
                if revealed(game, a_game, viewer, hidden) or revealed(twin, a_twin, viewer, hidden):
                    tally.skipped_reveals += 1
                elif any(isinstance(e, SearchFoundNothing) and e.player != viewer for e in events):
                    # The contract asks only for real choices, so a search that can find nothing isn't
                    # asked about: the other seats see at once that nothing could be found.
                    tally.skipped_searches += 1
                else:
                    compare(tally, f"{where} after {action}", seen(a_game.view(seat)), seen(a_twin.view(seat)))
        options = list(game.legal_actions())
        game.apply(rng.choice(options))
    return tally


@pytest.mark.parametrize("seed", range(START, START + GAMES))
@pytest.mark.parametrize("autopass_for_viewer", [False, True], ids=["autopass off", "autopass on for the viewer"])
def test_a_seat_is_given_nothing_that_depends_on_cards_it_cannot_see(seed: int, autopass_for_viewer: bool) -> None:
    """CR 400.2, 402.3: another player's hand and every library are hidden; nothing given to a seat may depend on them."""
    tally = play_twinned(seed, autopass_for_viewer)
    assert tally.decisions > 20 and tally.probes > 100
    assert not tally.differences, "\n".join(tally.differences[:10])


@pytest.mark.parametrize("seed", range(START, START + max(1, GAMES // 2)))
def test_a_two_headed_giant_seat_is_given_nothing_of_the_other_teams_hidden_cards(seed: int) -> None:
    """CR 810.5, 402.3: a teammate's hand is open to a seat; the other team's hands and every library are
    hidden, and redealing them changes nothing the seat is given."""
    tally = play_twinned(seed, False, teams=True, max_decisions=min(MAX_DECISIONS, 120))
    assert tally.decisions > 20 and tally.probes > 100
    assert not tally.differences, "\n".join(tally.differences[:10])


def test_a_two_headed_giant_twin_redeals_only_the_other_team() -> None:
    """The twin keeps the teammate's hand (the seat sees it) and redeals the other team's."""
    game = MagicGame.new(decks=DECKS[:4], seed=3, format="two-headed-giant")
    game.apply(act.PlayOrDraw(True))
    g = game.state
    hidden = set(hidden_from(game, 0))
    assert not hidden & set(g.players[1].hand)
    assert set(g.players[2].hand) | set(g.players[3].hand) | set(g.players[1].library) <= hidden


def test_the_twin_test_notices_a_leak() -> None:
    """The comparison itself can fail: words that name an opponent's hidden card differ in the twin."""
    game = MagicGame.new(decks=["red-burn", "green-stompy"], seed=3)
    g = game.state
    bob_hand = g.players[1].library[:7]
    other = next(n for n in POOL_NAMES if n not in {g.name_of(c) for c in bob_hand})
    twin = twin_of(game, 0, random.Random(1), [other])
    # A (deliberately leaky) description with full information tells the two apart.
    full = [game.describe(act.CastSpell(oid)) for oid in bob_hand]
    full_twin = [twin.describe(act.CastSpell(oid)) for oid in bob_hand]
    assert full != full_twin
    # The seat's own description does not.
    assert [game.describe(act.CastSpell(o), "alice") for o in bob_hand] == [twin.describe(act.CastSpell(o), "alice") for o in bob_hand]


def test_probing_hidden_ids_is_answered_like_probing_nothing() -> None:
    """CR 402.3: a refusal for a card in another hand reads exactly as one for an id that names nothing."""
    game = MagicGame.new(decks=["red-burn", "green-stompy"], seed=5, names=("alice", "bob"))
    while game.decision is not None and game.decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    g = game.state
    seat = game.decision.player
    me = g.seat(seat)
    other = g.players[1 - me]
    words = set()
    for oid in [other.hand[0], other.library[0], 99999]:
        try:
            game.view(seat).apply(act.CastSpell(oid))
        except IllegalAction as err:
            words.add(str(err).replace(str(oid), "N"))
    assert len(words) == 1, words
    assert not any(g.name_of(c) in next(iter(words)) for c in other.hand)


def planned(game: Game) -> dict[str, Any]:
    """A game's position without its change counters (the twin was made by one more change)."""
    data = json.loads(game.to_json())
    for counter in ("version", "board", "mana_gen", "bf_gen"):
        data.pop(counter, None)
    return data


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_determinized_game_holds_no_secret(seed: int) -> None:
    """What a planner is given (SeatView.determinized) is the same for a game and its twin: it can't hold a hidden card."""
    rng = random.Random(seed)
    game: Game = MagicGame.new(decks=[DECKS[seed], DECKS[seed + 3]], seed=seed, autopass=True)
    checked = 0
    while not game.is_over and checked < 40:
        seat = game.view(game.seats[checked % 2])
        viewer = game.state.seat(seat.seat)
        twin = twin_of(game, viewer, rng, POOL_NAMES)
        # the viewer's own library: its order is secret too (CR 401.2), so the twin shuffles it
        twin.state.players[viewer].library.reverse()
        mine = planned(seat.determinized(random.Random(seed * 100 + checked)))
        theirs = planned(twin.view(seat.seat).determinized(random.Random(seed * 100 + checked)))
        assert mine == theirs, f"decision {checked}: the determinized game depends on hidden cards"
        assert mine != planned(game)
        checked += 1
        game.apply(rng.choice(list(game.legal_actions())))
