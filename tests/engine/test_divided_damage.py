"""Damage divided as its controller chooses among targets (CR 601.2d, 603.3d, 608.2b, 115.7f, 707.10):
announced after the targets, at least 1 to each, kept on the stack object and dealt as announced."""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.agents import get
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.errors import IllegalAction, SavedGameError
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.state import NO_TARGET

HELLKITE = {
    "name": "Test Hellkite",
    "mana_cost": "{3}{R}",
    "type_line": "Creature — Dragon",
    "text": "When Test Hellkite enters, it deals 5 damage divided as you choose among any number of targets.",
    "power": "5",
    "toughness": "5",
}

DISORDER = {
    "name": "Test Disorder",
    "mana_cost": "{1}{R}",
    "type_line": "Instant",
    "text": "Test Disorder deals 3 damage divided as you choose among one, two, or three target creatures.",
}


def _attacked(*attackers: str, plains: int = 4) -> Game:
    """Bob attacks with ``attackers``; alice holds Hail of Arrows and priority in the declare attackers step."""
    return position(
        {
            "alice": {"hand": ["Hail of Arrows", "Twincast"], "battlefield": ["Plains"] * plains + ["Island", "Island"]},
            "bob": {"battlefield": list(attackers) + ["Llanowar Elves"]},
        },
        step="beginning_of_combat",
        active="bob",
        do=["next step", {"bob": f"attack with {', '.join(attackers)}"}, {"bob": "pass"}],
    )


def _cast_hail(game: Game, x: int, *targets: str) -> None:
    """Alice casts Hail of Arrows with X=``x`` and chooses ``targets`` one decision at a time."""
    game.apply_text("alice", f"cast Hail of Arrows with X={x}")
    for name in targets:
        assert isinstance(game.decision, dec.ChooseTarget)
        game.apply(act.ChooseTarget(ids(game, name)[0]))
    if isinstance(game.decision, dec.ChooseTarget):
        game.apply(act.ChooseNothing())


def _resolve(game: Game) -> None:
    while game.state.stack and isinstance(game.decision, dec.Priority):
        game.apply(act.Pass())


def test_the_division_is_asked_after_the_targets_and_offers_only_legal_shares() -> None:
    """CR 601.2d: 3 among two targets: the first gets 1 or 2 (leaving at least 1), the last the rest."""
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    d = game.decision
    (bears,) = ids(game, "Grizzly Bears")
    assert isinstance(d, dec.DivideDamage) and d.recipient == bears and d.remaining == 3 and d.card == "Hail of Arrows"
    assert list(game.legal_actions()) == [act.AssignDamage(1), act.AssignDamage(2)]
    game.apply(act.AssignDamage(2))
    item = game.state.stack[-1]  # the last share had one legal amount: taken without asking
    assert item.division == (2, 1) and game.state.name_of(item.id) == "Hail of Arrows"


def test_an_illegal_share_is_refused_and_changes_nothing() -> None:
    """CR 601.2d: "Each of these targets must receive at least one": 3 to the first of two is refused."""
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    before = game.to_json()
    for amount in (0, 3):
        with pytest.raises(IllegalAction) as refused:
            game.apply(act.AssignDamage(amount))
        assert refused.value.rule == "601.2d" and "Grizzly Bears" in refused.value.reason
    assert game.to_json() == before


def test_the_division_survives_a_copy_and_a_saved_game() -> None:
    """The announced shares are part of the position, mid-announcement and on the stack."""
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    saved = Game.from_json(game.to_json())
    for g in (game, game.copy(), saved):
        g.apply(act.AssignDamage(2))
        assert g.state.stack[-1].division == (2, 1)
        again = Game.from_json(g.to_json())
        assert again.state.stack[-1].division == (2, 1)
        _resolve(again)
        assert "Grizzly Bears" in [again.state.name_of(c) for c in again.state.players[1].graveyard]
        (giant,) = ids(again, "Hill Giant")
        assert again.state.battlefield[giant].damage == 1


def test_no_more_targets_than_damage_to_divide() -> None:
    """CR 601.2d: each target gets at least 1, so X=2 allows two targets of the three attacking."""
    game = _attacked("Grizzly Bears", "Hill Giant", "Craw Wurm")
    game.apply_text("alice", "cast Hail of Arrows with X=2")
    for name in ("Grizzly Bears", "Hill Giant"):
        assert isinstance(game.decision, dec.ChooseTarget)
        game.apply(act.ChooseTarget(ids(game, name)[0]))
    assert not isinstance(game.decision, dec.ChooseTarget)  # the third slot can only stay empty: not asked
    assert game.state.stack[-1].division[:2] == (1, 1)
    assert game.state.stack[-1].targets[2:] == (NO_TARGET,)


def test_with_x_zero_there_are_no_targets() -> None:
    """CR 601.2d, 115.6: X=0 divided among none: no target is asked for, and the spell resolves doing nothing."""
    game = _attacked("Grizzly Bears")
    game.apply_text("alice", "cast Hail of Arrows with X=0")
    item = game.state.stack[-1]
    assert game.state.name_of(item.id) == "Hail of Arrows" and all(t == NO_TARGET for t in item.targets)
    _resolve(game)
    (bears,) = ids(game, "Grizzly Bears")
    assert game.state.battlefield[bears].damage == 0


def test_a_copy_keeps_the_division() -> None:
    """CR 707.10, 115.7f: Twincast's copy of Hail of Arrows has the same shares; its damage is dealt as divided."""
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    game.apply(act.AssignDamage(1))  # 1 to Grizzly Bears, 2 to Hill Giant
    game.apply_text("alice", "cast Twincast targeting Hail of Arrows")
    game.apply(act.Pass())
    game.apply(act.Pass())
    if isinstance(game.decision, dec.ChooseCard):
        game.apply(act.ChooseNothing())  # keep each target (707.10c)
    copy = game.state.stack[-1]
    assert copy.is_copy and copy.division == game.state.stack[0].division == (1, 2)
    _resolve(game)
    graveyard = [game.state.name_of(c) for c in game.state.players[1].graveyard]
    assert "Grizzly Bears" in graveyard and "Hill Giant" in graveyard  # 1 + 1 and 2 + 2


def test_a_trigger_divides_as_it_goes_on_the_stack_and_the_division_is_public() -> None:
    """CR 603.3d: "any number of targets" chosen, then the 5 divided; every player sees the shares."""
    game = position(
        {"alice": {"hand": ["Test Hellkite"], "battlefield": ["Mountain"] * 4}, "bob": {"battlefield": ["Grizzly Bears"]}},
        cards=database_with(HELLKITE),
    )
    game.apply_text("alice", "cast Test Hellkite")
    _resolve(game)
    (bears,) = ids(game, "Grizzly Bears")
    game.apply(act.ChooseTarget(bears))
    game.apply(act.ChooseTarget(-2))  # bob
    game.apply(act.ChooseNothing())
    assert isinstance(game.decision, dec.DivideDamage) and game.decision.remaining == 5
    assert [a.amount for a in game.legal_actions()] == [1, 2, 3, 4]
    game.apply(act.AssignDamage(2))
    seen = game.observe("bob")["stack"][-1]
    assert seen["division"] == [{"target": "Grizzly Bears", "amount": 2}, {"target": "bob", "amount": 3}]
    assert any("divides the damage of Test Hellkite: 2 to Grizzly Bears, 3 to bob" in e["text"] for e in game.log_for("bob"))
    _resolve(game)
    assert game.state.players[1].life == 17 and not ids(game, "Grizzly Bears")


def test_a_fixed_group_needs_its_first_target_and_may_stop_after_it() -> None:
    """"one, two, or three target creatures": one target gets all 3, the other slots left empty; the division
    isn't asked (601.2d: one legal share)."""
    game = position(
        {"alice": {"hand": ["Test Disorder"], "battlefield": ["Mountain", "Mountain"]}, "bob": {"battlefield": ["Hill Giant", "Grizzly Bears"]}},
        cards=database_with(DISORDER),
    )
    game.apply_text("alice", "cast Test Disorder")
    assert isinstance(game.decision, dec.ChooseTarget) and act.ChooseNothing() not in game.legal_actions()
    game.apply(act.ChooseTarget(ids(game, "Hill Giant")[0]))
    assert act.ChooseNothing() in game.legal_actions()
    game.apply(act.ChooseNothing())
    assert game.state.stack[-1].division == (3, 0, 0)
    _resolve(game)
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")


def test_the_heuristic_divides_to_kill_what_it_can() -> None:
    """Hail of Arrows with X=3 against Grizzly Bears, Llanowar Elves and Hill Giant attacking: the bears (2)
    and the elves (1) die, rather than 3 wasted on the giant."""
    game = _attacked("Grizzly Bears", "Hill Giant", "Llanowar Elves")
    game.apply_text("alice", "cast Hail of Arrows with X=3")
    agent = HeuristicAgent()
    while game.state.casting is not None:
        game.apply(agent.choose(game))
    item = game.state.stack[-1]
    shares = {game.state.name_of(t): n for t, n in zip(item.targets, item.division, strict=True) if n}
    assert shares == {"Grizzly Bears": 2, "Llanowar Elves": 1}


@pytest.mark.parametrize("name", ["random", "mcts"])
def test_other_agents_answer_a_division(name: str) -> None:
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    agent = get(name, seed=1, **({"iterations": 2, "depth": 6} if name == "mcts" else {}))
    action = agent.choose(game)
    assert action in game.legal_actions()
    game.apply(action)
    assert sum(game.state.stack[-1].division) == 3


def test_no_target_chosen_divides_nothing() -> None:
    """CR 601.2c-d: "any number of" may be none; with no target there is nothing to divide, and no damage."""
    game = _attacked("Grizzly Bears")
    game.apply_text("alice", "cast Hail of Arrows with X=2")
    game.apply(act.ChooseNothing())
    item = Game.from_json(game.to_json()).state.stack[-1]  # a position the saved-game checks accept
    assert item.targets == (NO_TARGET,) and item.division == (0,)
    _resolve(game)
    (bears,) = ids(game, "Grizzly Bears")
    assert game.state.battlefield[bears].damage == 0


def test_a_saved_game_with_a_broken_division_is_refused() -> None:
    """A position whose shares break 601.2d is not one the engine could reach: refused, naming the field."""
    game = _attacked("Grizzly Bears", "Hill Giant")
    _cast_hail(game, 3, "Grizzly Bears", "Hill Giant")
    game.apply(act.AssignDamage(2))
    data = json.loads(game.to_json())
    data["stack"][-1]["division"] = [3, 0]
    with pytest.raises(SavedGameError, match=r"division\[1\]"):
        Game.from_json(json.dumps(data))
