"""The heuristic player's choices that decide games against weaker players: survive, hold burn, race, swarm."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.state import player_ref


def choice(game: Game) -> act.Action:
    return HeuristicAgent().choose(game)


def attacked(alice: list[str], bob: list[str], bob_life: int = 20) -> Game:
    """Bob to declare blockers against every creature of alice's."""
    game = position({"alice": {"battlefield": alice}, "bob": {"battlefield": bob, "life": bob_life}}, step="beginning_of_combat")
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    game.apply_text("alice", "attack with " + ", ".join(alice) + " -> bob")
    while game.decision is not None and game.decision.kind != "declare_blockers":
        game.apply(game.legal_actions()[0])
    return game


def attackers(game: Game) -> set[str]:
    """The creatures the heuristic player declares as attackers, from the start of combat."""
    while game.decision is not None and game.decision.kind != "declare_attackers":
        game.apply(game.legal_actions()[0])
    player = HeuristicAgent()
    chosen: set[str] = set()
    while True:
        action = player.choose(game)
        if not isinstance(action, act.Attack):
            assert isinstance(action, act.Declare), action
            return chosen
        chosen.add(game.state.name_of(action.creature))
        game.apply(action)


def test_blocks_when_an_unblockable_flier_makes_the_attack_lethal() -> None:
    """CR 704.5a: Serra Angel (4, flying) and Savannah Lions (2) hit bob at 6 for exactly 6. Bob's Boggart Brute
    can't block the flier, but blocking the Lions (a trade it would not take at 20 life) keeps bob alive."""
    lethal = attacked(["Serra Angel", "Savannah Lions"], ["Boggart Brute"], bob_life=6)
    action = choice(lethal)
    assert isinstance(action, act.Block)
    assert (action.blocker, action.attacker) == (ids(lethal, "Boggart Brute")[0], ids(lethal, "Savannah Lions")[0])
    calm = attacked(["Serra Angel", "Savannah Lions"], ["Boggart Brute"], bob_life=7)
    assert isinstance(choice(calm), act.Declare)


def test_two_blockers_stop_a_menace_attacker_when_it_is_lethal() -> None:
    """CR 702.111b: Boggart Brute (3, menace) can be blocked only by two creatures; bob at 3 blocks with both."""
    game = attacked(["Boggart Brute"], ["Savannah Lions", "Elite Vanguard"], bob_life=3)
    player = HeuristicAgent()
    blockers: set[int] = set()
    while True:
        action = player.choose(game)
        if not isinstance(action, act.Block):
            break
        blockers.add(action.blocker)
        game.apply(action)
    assert blockers == {ids(game, "Savannah Lions")[0], ids(game, "Elite Vanguard")[0]}
    game.apply(action)
    assert game.state.players[1].life == 3


def test_burn_that_could_kill_a_creature_waits_while_the_opponent_is_out_of_reach() -> None:
    """In the second main phase, Lightning Bolt is kept against an empty board at 20 life, and thrown at 3."""
    far = position(
        {"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"battlefield": []}}, step="main2"
    )
    assert isinstance(choice(far), act.Pass)
    near = position(
        {"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Savannah Lions"]},
         "bob": {"life": 5, "battlefield": []}},
        step="main2",
    )
    action = choice(near)
    assert isinstance(action, act.CastSpell)
    near.apply(action)
    target = choice(near)
    assert isinstance(target, act.ChooseTarget) and target.target == player_ref(1)


def test_creatures_on_curve_come_before_damage_to_the_face() -> None:
    """With five lands, Lava Axe at a player on 20 waits behind Serra Angel (it can't kill a creature)."""
    game = position(
        {"alice": {"hand": ["Lava Axe", "Serra Angel"],
                   "battlefield": ["Mountain", "Mountain", "Plains", "Plains", "Plains"]},
         "bob": {"battlefield": []}},
        step="main2",
    )
    action = choice(game)
    assert isinstance(action, act.CastSpell) and game.state.name_of_card(game.state.cards[action.card]) == "Serra Angel"


def test_two_burn_spells_kill_a_creature_one_cannot() -> None:
    """CR 120.3e, 704.5g: Lightning Bolt then Shock, each resolving before the next is cast, kill Serra Angel
    (4 toughness); neither is wasted on the Savannah Lions beside it."""
    game = position(
        {"alice": {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]},
         "bob": {"battlefield": ["Serra Angel", "Savannah Lions"]}}
    )
    angel = ids(game, "Serra Angel")[0]
    player = HeuristicAgent()
    targets: list[int] = []
    for _ in range(12):
        action = player.choose(game)
        if isinstance(action, act.ChooseTarget):
            targets.append(action.target)
        if isinstance(action, act.CastSpell):
            assert not game.state.stack, "casts on top of its own spell"
        game.apply(action)
        if len(targets) == 2 and not game.state.stack:
            break
    assert targets == [angel, angel]
    assert angel not in game.state.battlefield
    assert ids(game, "Savannah Lions")


def test_swarms_a_lone_blocker_when_the_race_is_won() -> None:
    """Three Savannah Lions against one Serra Angel at 6 life: the Angel stops one, 4 get through each turn
    (two turns), while the Angel alone needs five turns against alice at 20."""
    game = position(
        {"alice": {"battlefield": ["Savannah Lions", "Savannah Lions", "Savannah Lions"]},
         "bob": {"life": 6, "battlefield": ["Serra Angel"]}},
        step="beginning_of_combat",
    )
    assert attackers(game) == {"Savannah Lions"}
    assert len(game.state.combat.declared if game.state.combat else ()) == 3


def test_a_lone_attacker_stays_home_when_the_race_is_lost() -> None:
    """One Savannah Lions against Serra Angel at 20: the Angel would eat it, and the race is the Angel's."""
    game = position(
        {"alice": {"battlefield": ["Savannah Lions"]}, "bob": {"battlefield": ["Serra Angel"]}},
        step="beginning_of_combat",
    )
    assert attackers(game) == set()


def test_attacks_with_everything_when_dead_to_the_crack_back_anyway() -> None:
    """Alice at 4 can't block Serra Angel (flying): home or not, her Savannah Lions can't save her, so it
    attacks into the Centaur Courser rather than wait."""
    game = position(
        {"alice": {"life": 4, "battlefield": ["Savannah Lions"]},
         "bob": {"battlefield": ["Serra Angel", "Centaur Courser"]}},
        step="beginning_of_combat",
    )
    assert attackers(game) == {"Savannah Lions"}
    safe = position(
        {"alice": {"life": 5, "battlefield": ["Savannah Lions"]},
         "bob": {"battlefield": ["Serra Angel", "Centaur Courser"]}},
        step="beginning_of_combat",
    )
    assert attackers(safe) == set()
