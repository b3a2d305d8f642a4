"""The tree search: reproducible for an iteration budget, blind to hidden cards, usable on any ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from tests.core.test_independence import imports_of
from tests.hostile.test_hidden_information import POOL_NAMES, twin_of
from tolaria.agents import MCTSAgent, get
from tolaria.agents.base import Agent, as_view
from tolaria.core.protocol import Action, Game, SeatView
from tolaria.mtg import Game as MagicGame

AGENTS = Path(__file__).resolve().parents[2] / "tolaria" / "agents"


def decisions_of_a_game(seed: int, count: int, decks: tuple[str, str] = ("rw-aggro", "rg-beats")) -> list[Game]:
    """Positions with a real choice for either seat, from a seeded game of heuristic players."""
    game = MagicGame.new(decks=list(decks), seed=seed, autopass=True)
    heuristic = get("heuristic")
    out: list[Game] = []
    while game.decision is not None and len(out) < count:
        if len(game.legal_actions()) > 1 and game.turn >= 2:
            out.append(game.copy())
        game.apply(heuristic.choose(game))
    return out


def searched(view: SeatView | Game, seed: int, iterations: int = 12) -> tuple[Action, object]:
    agent = MCTSAgent(seed, iterations=iterations, depth=15)
    action = agent.choose(view)
    assert agent.last is not None
    return action, agent.last.root


def test_same_seed_same_actions() -> None:
    for position in decisions_of_a_game(3, 6):
        first, second = searched(position.copy(), 7), searched(position.copy(), 7)
        assert first == second


def test_a_game_played_twice_with_one_seed_is_the_same() -> None:
    def play(seed: int) -> list[dict[str, object]]:
        game = MagicGame.new(decks=["rw-aggro", "rw-aggro"], seed=11, autopass=True)
        agents = {"alice": MCTSAgent(seed, iterations=3, depth=6), "bob": get("heuristic")}
        moves = []
        while game.decision is not None and len(moves) < 60:
            action = agents[game.decision.player].choose(game)
            moves.append(action.to_dict())
            game.apply(action)
        return moves

    assert play(5) == play(5)


def test_the_search_never_reads_a_hidden_card() -> None:
    """CR 400.2: on a twin whose hidden cards differ (and whose library order differs), the same search."""
    rng = random.Random(1)
    compared = 0
    for position in decisions_of_a_game(4, 8):
        view = as_view(position)
        viewer = position.state.seat(view.seat)
        twin = twin_of(position, viewer, rng, POOL_NAMES)
        twin.state.players[viewer].library.reverse()
        assert searched(view, 9) == searched(twin.view(view.seat), 9)
        compared += 1
    assert compared == 8


class PeekingView(SeatView):
    """A view that hands a planner the real game, hidden cards and all."""

    __slots__ = ()

    def determinized(self, rng: random.Random, deal: Mapping[str, Sequence[str]] | None = None) -> Game:
        return self.game.copy()


class Peeking(MCTSAgent):
    """A search that cheats: it plans on the real game."""

    def choose(self, game: Game | SeatView) -> Action:
        view = as_view(game)
        return super().choose(PeekingView(view.game, view.seat))


def test_the_twin_comparison_catches_a_search_that_peeks() -> None:
    rng = random.Random(2)
    differences = 0
    for position in decisions_of_a_game(4, 8):
        view = as_view(position)
        viewer = position.state.seat(view.seat)
        twin = twin_of(position, viewer, rng, POOL_NAMES)
        a, b = Peeking(9, iterations=12, depth=15), Peeking(9, iterations=12, depth=15)
        a.choose(view)
        b.choose(twin.view(view.seat))
        differences += a.last != b.last
    assert differences > 0


def test_the_heuristic_player_never_reads_a_hidden_card() -> None:
    rng = random.Random(3)
    heuristic = get("heuristic")
    for position in decisions_of_a_game(5, 30):
        view = as_view(position)
        twin = twin_of(position, position.state.seat(view.seat), rng, POOL_NAMES)
        assert heuristic.choose(view) == heuristic.choose(twin.view(view.seat))


def test_the_flat_search_keeps_the_heuristic_choice_unless_another_clearly_beats_it() -> None:
    """With a margin no gain can clear (a gain is at most 1; the margin scaled by the least odds slope is 2), the
    flat search plays exactly as the heuristic player would."""
    heuristic = get("heuristic")
    for position in decisions_of_a_game(6, 6):
        agent = MCTSAgent(2, iterations=4, depth=10, margin=40.0)
        assert agent.choose(position.copy()) == heuristic.choose(position)
        assert agent.last is not None and 1 <= agent.last.iterations <= 4


def test_the_flat_search_tries_every_root_action_in_every_world() -> None:
    position = decisions_of_a_game(7, 1)[0]
    agent = MCTSAgent(3, iterations=5, depth=10)
    agent.choose(position)
    assert agent.last is not None
    visits = {v for _, v, _ in agent.last.root}
    assert len(agent.last.root) == len(position.legal_actions()) and visits == {agent.last.iterations}


def test_a_mulligan_is_left_to_the_heuristic_player_without_a_search() -> None:
    game = MagicGame.new(decks=["rw-aggro", "rw-aggro"], seed=2)
    while game.decision is not None and game.decision.kind != "mulligan":
        game.apply(game.legal_actions()[0])
    agent = MCTSAgent(1, iterations=50)
    assert agent.choose(game) == get("heuristic").choose(game)
    assert agent.last is None


def test_a_mirror_opponent_is_guessed_to_play_the_seats_own_deck() -> None:
    """Having shown only cards of its own deck, an opponent's hidden cards are dealt from that decklist."""
    from tolaria.agents.heuristic import KNOWLEDGE, own_deck

    for position in decisions_of_a_game(8, 3, decks=("rw-aggro", "rw-aggro")):
        view = as_view(position)
        g = position.state
        me = g.seat(view.seat)
        guess = KNOWLEDGE.guess(view)
        (other,) = [p.name for p in g.players if p.index != me]
        assert set(guess[other]) <= set(own_deck(g, me))
        hidden = g.players[1 - me]
        assert len(guess[other]) >= len(hidden.hand) + len(hidden.library)


def test_the_search_works_for_a_ruleset_it_knows_nothing_of() -> None:
    """A toy race to 10 (add 1, 2 or 3) with its own evaluation: from 7 the search adds 3 and wins; from 5 it
    adds 1, leaving the opponent at 6, from where every move loses."""
    from tests.agents.toy import Add, Count, race

    for start, best in ((7, 3), (5, 1)):
        agent = MCTSAgent(1, iterations=400, rollout="random", evaluate=Count.score, tree_depth=6)
        assert agent.choose(race(start)) == Add(best)


def test_only_the_heuristic_module_imports_magic() -> None:
    offenders = {
        f.name: sorted(m for m in imports_of(f) if m.startswith("tolaria.mtg"))
        for f in sorted(AGENTS.glob("*.py"))
        if f.name != "heuristic.py"
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_flat_search_stops_playing_out_actions_that_clearly_lose() -> None:
    """Successive elimination: after the first worlds, an action clearly worse than the heuristic's choice is
    dropped, so it has fewer play-outs than the choice, which is played in every world (the pairing needs it)."""
    from tolaria.agents.mcts import _MIN_WORLDS

    heuristic = get("heuristic")
    dropped = 0
    for position in decisions_of_a_game(3, 10, decks=("rw-aggro", "rw-aggro")):
        options = position.legal_actions()
        favourite = heuristic.choose(position)
        agent = MCTSAgent(1, iterations=30, depth=12)
        agent.choose(position.copy())
        stats = agent.last
        if stats is None:
            continue
        visits = {key: v for key, v, _ in stats.root}
        base = visits.pop(tuple(favourite.to_dict().items()))
        assert base == stats.iterations
        assert all(min(_MIN_WORLDS, stats.iterations) <= v <= base for v in visits.values())
        dropped += any(v < base for v in visits.values())
        assert len(visits) == len(options) - 1
    assert dropped >= 2


def test_play_outs_stop_at_the_first_decision_of_the_horizon_turn() -> None:
    """With a horizon of two turns every play-out ends in the turn after next (turns are numbered as they
    begin), whatever the root action, unless the game ends first."""
    from tolaria.agents.base import knowledge_for

    ends: list[tuple[int, int]] = []

    class Recording(MCTSAgent):
        def _play_out_from(self, world: Game, player: Agent | None, rng: random.Random, end: int | None) -> None:
            super()._play_out_from(world, player, rng, end)
            assert end is not None
            ends.append((end, -1 if world.is_over else knowledge_for(world).turn(world)))

    for position in decisions_of_a_game(3, 4, decks=("rw-aggro", "rw-aggro")):
        ends.clear()
        turn = position.state.turn
        Recording(1, iterations=6, horizon=2, depth=200).choose(position.copy())
        assert ends and all(end == turn + 2 and reached in (end, -1) for end, reached in ends), ends


def test_the_flat_search_also_plays_the_seat_out_in_each_plan() -> None:
    """At an attack, the racing and all-out plans are two more lines in every world (when switched on)."""
    positions = [p for p in decisions_of_a_game(3, 40, decks=("rw-aggro", "rw-aggro")) if p.decision.kind == "declare_attackers"]
    assert positions
    for position in positions[:3]:
        count = len(position.legal_actions())
        with_plans = MCTSAgent(1, iterations=3, depth=10, plans=True, declarations=())
        without = MCTSAgent(1, iterations=3, depth=10, declarations=())
        with_plans.choose(position.copy())
        without.choose(position.copy())
        assert with_plans.last is not None and without.last is not None
        assert (with_plans.last.lines, without.last.lines) == (count + 2, count)


def test_the_flat_search_plays_out_every_whole_attack_once() -> None:
    """CR 508.1a: the attacking player chooses which of its creatures attack, any set of them. Declared one
    creature at a time, each of the 2^k sets of k possible attackers (one defender to attack) is one more line
    (each in one order), on top of the k + 1 first steps; without declarations only the first steps are lines."""
    positions = [
        p for p in decisions_of_a_game(3, 60, decks=("rw-aggro", "rw-aggro"))
        if p.decision.kind == "declare_attackers" and len(p.legal_actions()) >= 3
    ]
    assert positions
    for position in positions[:3]:
        attacks = [a.to_dict() for a in position.legal_actions() if a.to_dict()["kind"] == "attack"]
        k = len(attacks)
        assert len({a["creature"] for a in attacks}) == k  # one defender: one way for each creature to attack
        whole, steps = MCTSAgent(1, iterations=2, depth=10), MCTSAgent(1, iterations=2, depth=10, declarations=())
        whole.choose(position.copy())
        steps.choose(position.copy())
        assert whole.last is not None and steps.last is not None
        assert (whole.last.lines, steps.last.lines) == (k + 1 + 2**k - 1, k + 1)


def test_noisy_and_nested_play_outs_are_reproducible_for_an_iteration_budget() -> None:
    for options in ({"noise": 0.2, "opponent_noise": 0.4}, {"nested": 2}):
        for position in decisions_of_a_game(3, 3):
            runs = []
            for _ in range(2):
                agent = MCTSAgent(7, iterations=4, depth=15, **options)  # type: ignore[arg-type]
                action = agent.choose(position.copy())
                assert agent.last is not None
                runs.append((action, agent.last.root))
            assert runs[0] == runs[1]


def test_noisy_play_outs_make_a_lines_samples_differ() -> None:
    """A deterministic play-out player ends a line the same way in every world with the same hidden cards; with
    every play-out move random (noise 1) the same world gives different values, so the means move."""
    from tolaria.agents.mcts import Noisy

    position = decisions_of_a_game(7, 1)[0]
    heuristic = get("heuristic")
    seat = position.decision.player
    ends = set()
    for seed in range(6):
        world = position.copy()
        player = Noisy(seat, heuristic, 1.0, 1.0, random.Random(seed))
        for _ in range(30):
            if world.decision is None:
                break
            world.apply(player.choose(world))
        ends.add(repr(world.state.turn) + repr([p.life for p in world.state.players]) + str(len(world.history.to_list())))
    assert len(ends) > 1


def test_a_nested_search_chooses_the_seats_next_decision_in_a_play_out() -> None:
    """Nested Monte Carlo: the seat's first decision with a choice in the play-out goes to the inner search, once."""
    from tolaria.agents.mcts import Nested

    asked: list[str] = []

    class Inner:
        def choose(self, game: Game | SeatView) -> Action:
            asked.append(as_view(game).seat)
            return list(as_view(game).legal_actions())[0]

    position = decisions_of_a_game(7, 1)[0]
    seat = position.decision.player
    player = Nested(seat, get("heuristic"), Inner())
    world = position.copy()
    for _ in range(60):
        if world.decision is None:
            break
        world.apply(player.choose(world))
    assert asked == [seat]


def test_decisions_of_a_kind_not_searched_are_the_fast_players() -> None:
    """With ``searched``, a decision of another kind is answered by the heuristic player, without a search."""
    for position in decisions_of_a_game(3, 8):
        view = position.view(position.decision.player)
        agent = MCTSAgent(7, iterations=4, depth=15, searched=("choose_mode",))
        action = agent.choose(view)
        if position.decision.kind != "choose_mode":
            assert agent.last is None
            assert action == get("heuristic").choose(view)
