"""Hostile input to the Python API: a table of calls and the error each must give.

Every case must raise a :class:`TolariaError` subclass whose message
contains the expected words, and leave the game exactly as it was (its
JSON form is compared). No raw TypeError, KeyError, IndexError or
ValueError may escape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.engine.helpers import position
from tolaria.errors import IllegalAction, TolariaError
from tolaria.mtg import Game
from tolaria.mtg import actions as act


def fresh() -> Game:
    """A game at alice's first priority in her main phase."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=2, names=("alice", "bob"))
    while game.decision is not None and not (game.decision.kind == "priority" and game.step == "main1"):
        game.apply(game.legal_actions()[0])
    return game


def new(**kwargs: Any) -> Callable[[Game], object]:
    base: dict[str, Any] = {"decks": ["red-burn", "green-stompy"], "seed": 1}
    base.update(kwargs)
    return lambda game: Game.new(**base)


def hidden_card(game: Game) -> int:
    """A card in the opponent's hand of the player who must decide."""
    g = game.state
    assert game.decision is not None
    return g.players[1 - g.seat(game.decision.player)].hand[0]


def at_target() -> Game:
    """Alice choosing the target of a Shock she began to cast."""
    game = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"hand": ["Forest"]}})
    game.apply_text("alice", "cast Shock")
    assert game.decision is not None and game.decision.kind == "choose_target"
    return game


def forged(cls: type, **values: Any) -> Any:
    """An action record with values its constructor's types don't allow (as a client could send)."""
    record = object.__new__(cls)
    for name, value in values.items():
        object.__setattr__(record, name, value)
    return record


# (case id, the call, the error class, words the message must contain)
TABLE: list[tuple[str, Callable[[Game], object], type[TolariaError], str]] = [
    ("seed as text", new(seed="abc"), TolariaError, "seed must be an integer"),
    ("seed as bool", new(seed=True), TolariaError, "seed must be an integer"),
    ("names differing only in case", new(names=("alice", "ALICE")), TolariaError, "different (ignoring case)"),
    ("empty name", new(names=("alice", " ")), TolariaError, "non-empty"),
    ("name not text", new(names=("alice", 7)), TolariaError, "non-empty text"),
    ("one player", new(names=("alice",), decks=["red-burn"]), TolariaError, "2 to 8 players"),
    ("decks and names disagree", new(decks=["red-burn"]), TolariaError, "1 decks for 2 players"),
    ("autopass for a stranger", new(autopass={"carol"}), TolariaError, "'carol', who is not a player"),
    ("autopass as text", new(autopass="alice"), TolariaError, "collection of player names"),
    ("unknown rules profile", new(rules="no-such-rules"), TolariaError, "no-such-rules"),
    ("apply_text with a number", lambda g: g.apply_text("alice", 5), IllegalAction, "written as text"),  # type: ignore[arg-type]
    ("apply_text with a huge text", lambda g: g.apply_text("alice", "cast " + "x" * 100_000), IllegalAction, "at most 1000"),
    ("apply_text for a stranger", lambda g: g.apply_text("mallory", "pass"), IllegalAction, "no player named 'mallory'"),
    ("observe None", lambda g: g.observe(None), IllegalAction, "named by text"),  # type: ignore[arg-type]
    ("observe a stranger", lambda g: g.observe("ALICE"), IllegalAction, "no player named 'ALICE'"),
    ("log_for a stranger", lambda g: g.log_for("x" * 10_000), IllegalAction, "..."),
    ("view of a stranger", lambda g: g.view("carol"), IllegalAction, "no player named 'carol'"),
    ("apply a non-action", lambda g: g.apply("pass"), IllegalAction, "not an action of this game"),  # type: ignore[arg-type]
    ("apply for a stranger", lambda g: g.apply(act.Pass(), seat="carol"), IllegalAction, "no player named 'carol'"),
    ("apply out of turn", lambda g: g.apply(act.Pass(), seat="bob"), IllegalAction, "alice must decide now"),
    ("a player that doesn't exist as target", lambda g: g.apply(act.ChooseTarget(-3)), IllegalAction, "there is no player -3"),
    ("a player far out of range", lambda g: g.apply(act.ChooseTarget(-(2**40))), IllegalAction, "no player"),
    ("an object that doesn't exist", lambda g: g.apply(act.CastSpell(99_999)), IllegalAction, "no object 99999"),
    ("a card in the other hand", lambda g: g.apply(act.CastSpell(hidden_card(g))), IllegalAction, "that alice can see"),
    ("a huge id", lambda g: g.apply(act.CastSpell(10**100)), IllegalAction, "out of range"),
    ("a negative huge id", lambda g: g.apply(act.ChooseTarget(-(10**30))), IllegalAction, "out of range"),
    ("a bool as id", lambda g: g.apply(forged(act.CastSpell, card=True)), IllegalAction, "must be an integer"),
    ("a float as id", lambda g: g.apply(forged(act.CastSpell, card=1.5)), IllegalAction, "must be an integer, got 1.5"),
    ("a long text field", lambda g: g.apply(act.ActivateMana(1, 0, "R" * 5000)), IllegalAction, "too long"),
    ("a huge int's words are short", lambda g: g.apply(forged(act.CastSpell, card=10**5000)), IllegalAction, "out of range"),
    ("an action from JSON of another kind", lambda g: g.apply(act.Action.from_dict({"kind": "fly"})), IllegalAction, "not an action"),
    ("an action from JSON with a bad field", lambda g: g.apply(act.Action.from_dict({"kind": "cast", "card": "x"})), IllegalAction, "not an action"),
    ("describe a non-action", lambda g: g.describe("pass"), IllegalAction, "not an action"),  # type: ignore[arg-type]
    ("saved game empty", lambda g: Game.from_json(""), TolariaError, "saved game: not JSON"),
]


# Cases played while alice chooses a spell's target rather than at her priority.
AT_TARGET = {"a player that doesn't exist as target", "a player far out of range"}


@pytest.mark.parametrize(("case", "call", "error", "words"), TABLE, ids=[row[0] for row in TABLE])
def test_hostile_call_is_refused_cleanly(case: str, call: Callable[[Game], object], error: type[TolariaError], words: str) -> None:
    game = at_target() if case in AT_TARGET else fresh()
    before = game.to_json()
    with pytest.raises(error) as caught:
        call(game)
    assert words in str(caught.value), f"{case}: {caught.value}"
    assert len(str(caught.value)) < 300, f"{case}: a message of {len(str(caught.value))} characters"
    assert game.to_json() == before, f"{case} changed the game"


def test_refusals_name_no_hidden_card() -> None:
    """CR 402.3: probing every id with every kind of action never names a card in the other hand or a library."""
    game = fresh()
    g = game.state
    hidden = {g.name_of(c) for p in g.players for c in p.library} | {g.name_of(c) for c in g.players[1].hand}
    visible = {g.name_of(c) for c in g.players[0].hand} | {g.name_of(c) for c in g.battlefield}
    secret = hidden - visible
    assert secret
    view = game.view("alice")
    kinds = [act.CastSpell, act.PlayLand, act.ChooseTarget, act.ChooseCard]
    for oid in range(-5, max(g.cards) + 5):
        for kind in kinds:
            try:
                view.apply(kind(oid))
            except IllegalAction as err:
                assert not any(name in str(err) for name in secret), f"{kind.__name__}({oid}): {err}"


def test_a_seat_view_holds_only_that_seats_part() -> None:
    """The deciding seat gets its decision and actions; the other gets none, only who is deciding."""
    game = fresh()
    alice, bob = game.view("alice"), game.view("bob")
    assert alice.decision is not None and alice.decision.kind == "priority"
    assert bob.decision is None and list(bob.legal_actions()) == [] and bob.waiting_for == "alice"
    assert "hand" in alice.observe()["players"][0] and "hand" not in bob.observe()["players"][0]
    with pytest.raises(IllegalAction, match="alice must decide now"):
        bob.apply(act.Pass())
    entries = alice.apply(act.Pass())
    assert all(set(e) == {"turn", "step", "event", "text", "rules"} for e in entries)
    # bob's draw on his turn is named to bob and hidden from alice
    while game.decision is not None and not (game.state.active == 1 and game.step == "main1"):
        game.apply(game.legal_actions()[0])
    drawn = [e for e in bob.log if e["event"] == "draw"]
    seen_by_alice = [e for e in alice.log if e["event"] == "draw"]
    assert drawn and len(drawn) == len(seen_by_alice)
    assert any(e["text"] == "bob draws a card" for e in seen_by_alice)
    assert not any(e["text"] == "bob draws a card" for e in drawn)


def test_autopass_is_each_seats_own() -> None:
    """A seat without autopass is always asked, whatever its cards; one with it is passed for when it can only pass."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=4, names=("alice", "bob"), autopass={"alice"})
    asked = {"alice": 0, "bob": 0}
    only_pass = {"alice": 0, "bob": 0}
    while not game.is_over and game.turn < 8:
        d = game.decision
        assert d is not None
        if d.kind == "priority":
            asked[d.player] += 1
            if len(list(game.legal_actions())) == 1:
                only_pass[d.player] += 1
        game.apply(game.legal_actions()[-1])
    assert only_pass["alice"] == 0, "alice's autopass should have answered for her when she could only pass"
    assert only_pass["bob"] > 0 and asked["bob"] > asked["alice"]


def test_every_action_field_that_names_an_object_is_checked_for_visibility() -> None:
    """A new action naming an object must be known to the refusal gate (or its refusals could name hidden cards)."""
    from tolaria.mtg.visibility import references_cover_actions

    assert references_cover_actions() == []
