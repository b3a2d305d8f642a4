"""The heuristic player beats the random one; its choices follow the board (burn, attacks, blocks, mulligans)."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.agents import get
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.core.simulation import agent_seed
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.state import player_ref


def test_heuristic_beats_random_in_a_seeded_sample() -> None:
    """At least 18 of 20 mirror games of rw-aggro, the seats swapped every game."""
    wins = 0
    for i in range(20):
        seed = 1 + i
        heuristic_seat = ("alice", "bob")[i % 2]
        game = Game.new(decks=["rw-aggro", "rw-aggro"], seed=seed, autopass=True)
        agents = {
            heuristic_seat: get("heuristic"),
            ("bob" if heuristic_seat == "alice" else "alice"): get("random", seed=agent_seed(seed, 1)),
        }
        while game.decision is not None:
            game.apply(agents[game.decision.player].choose(game))
        wins += game.winner == heuristic_seat
    assert wins >= 18, f"the heuristic won only {wins} of 20"


def choice(game: Game) -> act.Action:
    return HeuristicAgent().choose(game)


def cast_and_target(game: Game) -> int:
    """Let the heuristic player cast what it likes and return the target it then chooses."""
    action = choice(game)
    assert isinstance(action, act.CastSpell), action
    game.apply(action)
    target = choice(game)
    assert isinstance(target, act.ChooseTarget), target
    return target.target


def test_bolt_kills_the_best_creature_it_can() -> None:
    game = position(
        {"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Raging Goblin"]},
         "bob": {"battlefield": ["Savannah Lions", "Youthful Knight", "Spined Wurm"]}}
    )
    assert cast_and_target(game) == ids(game, "Youthful Knight")[0]


def test_bolt_goes_to_the_face_when_lethal() -> None:
    game = position(
        {"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
         "bob": {"life": 3, "battlefield": ["Youthful Knight"]}}
    )
    assert cast_and_target(game) == player_ref(1)


def test_no_harmful_spell_at_its_own_creatures() -> None:
    """With only its own creature to shoot and the opponent not in reach, Shock waits."""
    game = position(
        {"alice": {"hand": ["Shock"], "battlefield": ["Mountain", "Goblin Piker"]},
         "bob": {"battlefield": ["Spined Wurm"]}}
    )
    assert isinstance(choice(game), act.Pass)


def test_no_suicide_attack_into_a_bigger_blocker() -> None:
    game = position(
        {"alice": {"battlefield": ["Goblin Piker"]}, "bob": {"battlefield": ["Centaur Courser"]}},
        step="beginning_of_combat",
    )
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    assert isinstance(choice(game), act.Declare)


def test_attacks_when_no_blocker_can_punish() -> None:
    game = position(
        {"alice": {"battlefield": ["Centaur Courser"]}, "bob": {"battlefield": ["Goblin Piker"]}},
        step="beginning_of_combat",
    )
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    action = choice(game)
    assert isinstance(action, act.Attack) and action.creature == ids(game, "Centaur Courser")[0]


def blocking(alice: list[str], bob: list[str], bob_life: int = 20) -> Game:
    game = position({"alice": {"battlefield": alice}, "bob": {"battlefield": bob, "life": bob_life}}, step="beginning_of_combat")
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    game.apply_text("alice", "attack with " + ", ".join(f"{n} -> bob" for n in alice))
    while game.decision is not None and game.decision.kind != "declare_blockers":
        game.apply(game.legal_actions()[0])
    return game


def test_blocks_to_kill_and_survive() -> None:
    game = blocking(["Grizzly Bears"], ["Centaur Courser"])
    action = choice(game)
    assert isinstance(action, act.Block) and action.blocker == ids(game, "Centaur Courser")[0]


def test_chumps_only_to_survive() -> None:
    calm = blocking(["Spined Wurm"], ["Savannah Lions"], bob_life=20)
    assert isinstance(choice(calm), act.Declare)
    desperate = blocking(["Spined Wurm"], ["Savannah Lions"], bob_life=5)
    action = choice(desperate)
    assert isinstance(action, act.Block) and action.blocker == ids(desperate, "Savannah Lions")[0]


def test_keeps_two_to_five_lands() -> None:
    kept = mulligans = 0
    for seed in range(30):
        game = Game.new(decks=["rw-aggro", "rw-aggro"], seed=seed)
        while game.decision is not None and game.decision.kind != "mulligan":
            game.apply(game.legal_actions()[0])
        g = game.state
        me = g.seat(game.decision.player)  # type: ignore[union-attr]
        lands = sum(1 for oid in g.players[me].hand if g.db.card(g.cards[oid]).is_land)
        action = choice(game)
        if 2 <= lands <= 5:
            assert isinstance(action, act.Keep)
            kept += 1
        else:
            assert isinstance(action, act.TakeMulligan)
            mulligans += 1
    assert kept and mulligans


def attackers_in_style(style: str) -> set[str]:
    """Who attacks for alice at 1 life, with Grizzly Bears (no blocker punishes it) and Savannah Lions (a Raging
    Goblin trades with it), against two Raging Goblins: on the crack-back one blocker at home stops only one."""
    game = position(
        {"alice": {"life": 1, "battlefield": ["Grizzly Bears", "Savannah Lions"]},
         "bob": {"battlefield": ["Raging Goblin", "Raging Goblin"]}},
        step="beginning_of_combat",
    )
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    player = HeuristicAgent(style=style)
    chosen: set[str] = set()
    while True:
        action = player.choose(game)
        if not isinstance(action, act.Attack):
            assert isinstance(action, act.Declare), action
            return chosen
        chosen.add(game.state.name_of(action.creature))
        game.apply(action)


def test_the_styles_attack_more_and_more_readily() -> None:
    """Careful keeps both home to block (with one home the other Goblin's 1 damage would be lethal), racing sends
    every attacker no blocker punishes, all-in everything that can deal damage."""
    assert attackers_in_style("careful") == set()
    assert attackers_in_style("racing") == {"Grizzly Bears"}
    assert attackers_in_style("all-in") == {"Grizzly Bears", "Savannah Lions"}
    assert repr(HeuristicAgent(style="racing")) == "HeuristicAgent(style='racing')"
