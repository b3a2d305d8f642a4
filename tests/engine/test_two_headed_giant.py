"""Two-Headed Giant (CR 810) as a format: creating a game, teams, shared life, seeing a teammate's hand.

The rules of play are pinned by the scenario files of
tests/scenarios/810-two-headed-giant; these tests cover what a scenario
can't reach: ``Game.new``'s checks, the start of the game (who chooses,
mulligans), life payments (no card of the pool pays life), what each
seat is given, and saving a game.
"""

from __future__ import annotations

import json
import random

import pytest

from tests.engine.helpers import position
from tolaria.errors import IllegalAction, SavedGameError, TolariaError
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.formats import TWO_HEADED_GIANT
from tolaria.mtg.rules.damage import check_life_payment, pay_life
from tolaria.mtg.visibility import can_see

DECKS = ["red-burn", "green-stompy", "white-weenie", "rg-beats"]
TEAMS = [["alice", "ann"], ["bob", "ben"]]
HG = "two-headed-giant"


def two_headed(players: dict[str, object] | None = None, rules: str = "current", **top: object) -> Game:
    """A Two-Headed Giant position, alice's team to play, alice holding priority."""
    seats = players or {"alice": {}, "ann": {}, "bob": {}, "ben": {}}
    return position(seats, format=HG, teams=TEAMS, rules=rules, **top)


# ------------------------------------------------------------------ Game.new


@pytest.mark.parametrize("rules", ["current", "classic-2008"])
def test_a_new_game_seats_two_teams_sharing_thirty_life(rules: str) -> None:
    """CR 810.1, 810.4: two teams of two; each team's shared life total starts at 30, under either profile."""
    game = Game.new(decks=DECKS, format=HG, teams=TEAMS, seed=2, rules=rules)
    assert game.seats == ("alice", "ann", "bob", "ben")
    assert game.teams == (("alice", "ann"), ("bob", "ben"))
    assert [p.life for p in game.state.players] == [30, 30, 30, 30]
    assert game.state.rules.name == rules
    assert isinstance(game.decision, dec.PlayOrDraw) and game.decision.player in ("alice", "bob")


def test_names_and_teams_default_and_agree() -> None:
    """Without names or teams, alice and ann play bob and ben; names alone are split into teams in seat order."""
    assert Game.new(decks=DECKS, format=HG).teams == (("alice", "ann"), ("bob", "ben"))
    game = Game.new(decks=DECKS, format=HG, names=["w", "x", "y", "z"])
    assert game.teams == (("w", "x"), ("y", "z"))
    game = Game.new(decks=DECKS, format=HG, names=["w", "x", "y", "z"], teams=[["w", "x"], ["y", "z"]])
    assert game.seats == ("w", "x", "y", "z")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"decks": DECKS[:2]}, "played by 2 teams of 2 (CR 810.1): 4 decks, got 2"),
        ({"decks": DECKS + ["red-burn"]}, "4 decks, got 5"),
        ({"teams": [["alice", "ann", "bob"], ["ben"]]}, "each team lists 2 players"),
        ({"teams": [["alice", "ann"]]}, "teams must list 2 teams of 2 players"),
        ({"teams": "alice ann bob ben"}, "teams must list 2 teams"),
        ({"teams": [["alice", "ann"], ["bob", "alice"]]}, "player names must be different"),
        ({"names": ["alice", "bob", "ann", "ben"], "teams": TEAMS}, "team by team (CR 810.3)"),
        ({"teams": [["alice", ""], ["bob", "ben"]]}, "player names must be non-empty text"),
        ({"format": "emperor"}, "unknown format 'emperor'"),
    ],
)
def test_game_new_refuses_teams_that_dont_fit(kwargs: dict[str, object], words: str) -> None:
    args: dict[str, object] = {"decks": DECKS, "format": HG, "teams": TEAMS, **kwargs}
    with pytest.raises(TolariaError, match=words.replace("(", r"\(").replace(")", r"\)")):
        Game.new(**args)  # type: ignore[arg-type]


def test_teams_need_a_format_with_teams() -> None:
    with pytest.raises(TolariaError, match="teams are for a format with teams"):
        Game.new(decks=DECKS[:2], teams=[["alice"], ["bob"]])


def test_the_format_record_says_how_the_game_is_played() -> None:
    """CR 810.1, 810.4, 810.8d: the format is one record, for deck construction and for play."""
    assert (TWO_HEADED_GIANT.players, TWO_HEADED_GIANT.starting_life, TWO_HEADED_GIANT.poison_to_lose) == (4, 30, 15)
    assert TWO_HEADED_GIANT.has_teams and TWO_HEADED_GIANT.shared_team_turns


# ------------------------------------------------------------------ the start


def test_a_team_chooses_and_the_starting_team_declares_mulligans_first() -> None:
    """CR 805.3, 805.3a: a team chooses who plays first; the starting team's players declare first."""
    game = Game.new(decks=DECKS, format=HG, seed=4)
    chooser = game.decision.player  # type: ignore[union-attr]
    assert chooser in ("alice", "bob")  # each team's primary player answers for it (805.2)
    game.apply(act.PlayOrDraw(False))
    other = "bob" if chooser == "alice" else "alice"
    order = []
    while isinstance(game.decision, dec.Mulligan):
        order.append(game.decision.player)
        game.apply(act.Keep())
    team = {"alice": ["alice", "ann"], "bob": ["bob", "ben"]}
    assert order == team[other] + team[chooser]
    assert game.turn == 1 and game.state.players[game.state.active].name == other


def test_the_first_mulligan_is_free_in_two_headed_giant() -> None:
    """CR 103.5c: in a multiplayer game a player's first mulligan puts no card on the bottom."""
    game = Game.new(decks=DECKS, format=HG, seed=4)
    game.apply(act.PlayOrDraw(True))
    game.apply(act.TakeMulligan())
    while isinstance(game.decision, dec.Mulligan) and game.decision.player != game.seats[game.state.starting]:
        game.apply(act.Keep())
    first = game.state.players[game.state.starting]
    assert len(first.hand) == 7 and first.mulligans == 1
    game.apply(act.TakeMulligan())  # the second one counts: one card goes to the bottom
    while isinstance(game.decision, dec.ChooseCard | dec.Mulligan):
        d = game.decision
        game.apply(game.legal_actions()[0] if isinstance(d, dec.ChooseCard) else act.Keep())
    assert len(first.hand) == 6


# ------------------------------------------------------------------ playing


def test_random_games_end_with_a_team_winning_together() -> None:
    """CR 810.8a: the players win and lose only as a team; the winners are both players of one team."""
    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new(decks=DECKS, format=HG, seed=seed, autopass=True)
        while not game.is_over:
            game.apply(rng.choice(list(game.legal_actions())))
        g = game.state
        if game.is_draw:
            continue
        assert set(game.winners) in ({"alice", "ann"}, {"bob", "ben"})
        assert game.winner == game.winners[0]
        assert all(g.players[g.seat(n)].lost for n in game.seats if n not in game.winners)
        assert [p.life for p in g.players[:2]] == [g.players[0].life] * 2
        assert [p.life for p in g.players[2:]] == [g.players[2].life] * 2


def test_a_concession_ends_the_game_for_the_team() -> None:
    """CR 810.8b: if a player concedes, their team leaves the game immediately and loses."""
    game = two_headed()
    game.apply(act.Concede(), seat="ben")
    assert game.is_over and game.winners == ("alice", "ann")
    assert game.state.players[2].lost and game.state.players[3].lost


def test_the_outcome_names_the_team() -> None:
    game = two_headed()
    game.apply(act.Concede(), seat="ann")
    outcome = game.ruleset.outcome(game.state)
    assert outcome is not None and outcome.winner == "bob" and outcome.reason == "last team in the game"


# ------------------------------------------------------------------ life payments


@pytest.mark.parametrize(("rules", "rule"), [("current", "119.4a"), ("classic-2008", "2008:215.4a")])
def test_life_payments_are_capped_by_the_teams_life(rules: str, rule: str) -> None:
    """A player may pay life only up to the team's life total, and both teammates together no more than
    it; anyone can pay 0 life.

    CR 119.4a: "If a cost or effect allows a player to pay an amount of life greater than 0 in a
    Two-Headed Giant game, the player may do so only if their team’s life total is greater than or
    equal to the total amount of life both team members are paying for that cost or effect."
    Seed 004, 215.4a: "If a cost or effect allows a player to pay an amount of life greater than 0
    in a Two-Headed Giant game, the player may do so only if his or her team's life total is equal
    to or greater than the amount of the payment. If a player pays life, the payment is subtracted
    from his or her team's life total. (Players can always pay 0 life.)"
    """
    game = two_headed({"alice": {"life": 5}, "ann": {}, "bob": {}, "ben": {}}, rules=rules)
    g = game.state
    check_life_payment(g, {0: 5})
    check_life_payment(g, {1: 3, 0: 2})
    with pytest.raises(IllegalAction) as err:
        check_life_payment(g, {1: 6})
    assert err.value.rule == rule and "their team has 5" in str(err.value)
    with pytest.raises(IllegalAction):
        check_life_payment(g, {0: 3, 1: 3})
    g.players[0].life = g.players[1].life = 0
    check_life_payment(g, {0: 0, 1: 0})
    g.players[0].life = g.players[1].life = 11
    pay_life(g, {1: 6})  # 810.9a's example: half of the team's 11 life, rounded up
    assert [p.life for p in g.players] == [5, 5, 30, 30]


def test_without_teams_a_payment_is_capped_by_the_players_own_life() -> None:
    """CR 119.4: a player may pay life only if their life total is at least the payment."""
    game = position({"alice": {"life": 3}, "bob": {}})
    with pytest.raises(IllegalAction) as err:
        check_life_payment(game.state, {0: 4})
    assert err.value.rule == "119.4"


# ------------------------------------------------------------------ what a seat sees


def hands_position() -> Game:
    return two_headed(
        {
            "alice": {"hand": ["Shock"], "library": ["Forest", "Forest"]},
            "ann": {"hand": ["Giant Growth"], "library": ["Island", "Island"]},
            "bob": {"hand": ["Lava Axe"], "library": ["Swamp"]},
            "ben": {"hand": ["Terror"]},
        }
    )


def test_a_teammate_sees_the_other_teammates_hand_and_no_other() -> None:
    """CR 810.5: teammates may review each other's hands at any time; the other team's stay hidden (402.3)."""
    game = hands_position()
    g = game.state
    seen = {p["name"]: p.get("hand") for p in game.view("alice").observe()["players"]}
    assert [c["name"] for c in seen["alice"]] == ["Shock"]
    assert [c["name"] for c in seen["ann"]] == ["Giant Growth"]
    assert seen["bob"] is None and seen["ben"] is None
    theirs = {p["name"]: p.get("hand") for p in game.observe("ben")["players"]}
    assert [c["name"] for c in theirs["bob"]] == ["Lava Axe"] and theirs["alice"] is None
    assert can_see(g, 0, g.players[1].hand[0]) and not can_see(g, 0, g.players[2].hand[0])
    assert not can_see(g, 0, g.players[1].library[0])  # a teammate's library is as hidden as one's own
    observation = game.observe("alice")
    assert observation["teams"] == TEAMS and observation["format"] == HG


def test_a_teammates_draw_is_named_to_the_teammate_only() -> None:
    """CR 401.2, 810.5: a card drawn is seen by its owner, and by the teammate who may review the hand."""
    game = two_headed(
        {"alice": {}, "ann": {}, "bob": {"library": ["Swamp"]}, "ben": {"library": ["Mountain"]}},
        active="bob",
        step="upkeep",
    )
    for seat in ("bob", "ben", "alice", "ann"):
        game.apply(act.Pass(), seat=seat)
    drawn = [e["text"] for e in game.view("bob").log if "draws" in e["text"]]
    assert drawn == ["bob draws Swamp", "ben draws Mountain"]
    assert [e["text"] for e in game.view("ann").log if "draws" in e["text"]] == ["bob draws a card", "ben draws a card"]
    assert "bob draws a card" in [e["text"] for e in game.log]


def test_a_seat_may_name_its_teammates_card_but_not_play_it() -> None:
    """CR 810.5: teammates can't manipulate each other's cards: naming ann's card is no probe, and refused."""
    game = hands_position()
    g = game.state
    anns = g.players[1].hand[0]
    bobs = g.players[2].hand[0]
    view = game.view("alice")
    with pytest.raises(IllegalAction, match="not in alice's hand"):
        view.apply(act.CastSpell(anns))
    with pytest.raises(IllegalAction, match=f"there is no object {bobs} that alice can see"):
        view.apply(act.CastSpell(bobs))


# ------------------------------------------------------------------ saving


def test_a_saved_two_headed_giant_game_continues_identically() -> None:
    game = Game.new(decks=DECKS, format=HG, seed=9, autopass=True)
    rng = random.Random(9)
    for _ in range(60):
        game.apply(rng.choice(list(game.legal_actions())))
    text = game.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text and again.teams == game.teams


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda pos: pos.update(teams=[[0, 2], [1, 3]]), "two-headed-giant seats 2 teams of 2"),
        (lambda pos: pos.update(teams=[]), "two-headed-giant seats 2 teams of 2"),
        (lambda pos: pos.update(format="emperor"), "unknown format 'emperor'"),
        (lambda pos: pos["players"][1].update(life=12), "teammates share one life total"),
        (lambda pos: pos.update(format="constructed"), "the constructed format has no teams"),
    ],
)
def test_a_saved_game_with_teams_that_dont_fit_is_refused(change: object, words: str) -> None:
    game = Game.new(decks=DECKS, format=HG, seed=9)
    data = json.loads(game.to_json())
    pos = data.get("position", data)
    change(pos)  # type: ignore[operator]
    with pytest.raises(SavedGameError, match=words):
        Game.from_json(json.dumps(data))
