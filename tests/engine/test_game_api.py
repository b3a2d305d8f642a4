"""The public Game API: decisions, legal actions, refusals, copies, JSON, observation."""

from __future__ import annotations

import json
import random

import pytest

from tolaria import IllegalAction
from tolaria.core.protocol import Action, LegalActions
from tolaria.errors import TolariaError, UnknownCard
from tolaria.mtg import Game, load_deck
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec


def position(players: dict, step: str = "main1") -> Game:
    """A scenario-style position with alice active, holding priority."""
    text = json.dumps({"name": "t", "players": players, "turn": {"active": "alice", "step": step}})
    return Game.from_scenario(text)


def test_new_game_starts_with_play_or_draw() -> None:
    """CR 103.1: a player chooses who takes the first turn."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=1, names=("alice", "bob"))
    d = game.decision
    assert isinstance(d, dec.PlayOrDraw) and d.kind == "play_or_draw" and d.player in ("alice", "bob")
    assert sorted(game.describe(a) for a in d.options) == ["choose draw", "choose play"]
    assert all(e["rules"] for e in game.log)


def test_deck_as_card_list_and_unknown_card() -> None:
    cards = load_deck("red-burn")
    assert len(cards) == 60
    with pytest.raises(UnknownCard) as e:
        Game.new(decks=[["Lightning Bolt", "Lightnig Bolt"], cards], seed=1)
    assert "Lightning Bolt" in str(e.value)


def test_unknown_profile_refused_clearly() -> None:
    with pytest.raises(TolariaError, match="unknown rules profile 'classic-1994'; known: classic-2008, current"):
        Game.new(decks=["red-burn", "red-burn"], rules="classic-1994")


def test_names_that_differ_only_in_case_are_refused() -> None:
    with pytest.raises(TolariaError, match="different"):
        Game.new(decks=["red-burn", "red-burn"], names=("alice", "ALICE"))


def test_illegal_action_leaves_game_untouched() -> None:
    """CR 305.2: a second land in a turn is refused and nothing changes."""
    game = position({"alice": {"hand": ["Forest", "Mountain"]}, "bob": {}})
    game.apply_text("alice", "play Forest")
    before = game.to_json()
    with pytest.raises(IllegalAction) as e:
        game.apply_text("alice", "play Mountain")
    assert e.value.rule == "305.2"
    assert game.to_json() == before


def test_the_acting_seat_is_checked() -> None:
    """CR 117.1a: only the player with priority may cast a spell now."""
    game = position({"alice": {}, "bob": {"hand": ["Shock"], "mana_pool": "{R}"}})
    before = game.to_json()
    bolt = game.state.players[1].hand[0]
    with pytest.raises(IllegalAction, match="alice must decide") as e:
        game.apply(act.CastSpell(bolt), seat="bob")
    assert e.value.rule == "117.1a"
    assert not game.is_legal(act.CastSpell(bolt), seat="bob")
    assert game.to_json() == before


def test_unpayable_cast_refused_by_rule() -> None:
    """CR 601.2h: a spell whose cost can't be paid is not cast."""
    game = position({"alice": {"hand": ["Lightning Bolt"]}, "bob": {}})
    with pytest.raises(IllegalAction) as e:
        game.apply_text("alice", "cast Lightning Bolt targeting bob")
    assert e.value.rule == "601.2h"
    assert game.state.stack == []


def test_casting_is_a_sequence_of_atomic_choices() -> None:
    """CR 601.2a-c: announce the spell, then choose its target; the engine asks only real choices."""
    game = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bolt = game.state.players[0].hand[0]
    assert act.CastSpell(bolt) in game.legal_actions()
    game.apply(act.CastSpell(bolt))
    d = game.decision
    assert isinstance(d, dec.ChooseTarget) and d.card == "Lightning Bolt" and d.slot == 0
    targets = {game.describe(a) for a in d.options}
    assert targets == {"choose alice", "choose bob", "choose Grizzly Bears"}
    bears = next(p.id for p in game.state.battlefield.values() if game.state.name_of(p.id) == "Grizzly Bears")
    events = game.apply(act.ChooseTarget(bears))
    assert [e.kind for e in events][-1] == "cast"
    assert [game.state.name_of(s.id) for s in game.state.stack] == ["Lightning Bolt"]


def test_every_listed_action_applies_and_copy_is_independent() -> None:
    game = position(
        {"alice": {"hand": ["Lightning Bolt", "Forest"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}}
    )
    actions = list(game.legal_actions())
    kinds = {game.describe(a) for a in actions}
    assert {"pass", "play Forest", "cast Lightning Bolt"} <= kinds
    for a in actions:
        twin = game.copy()
        twin.apply(a)
    assert game.state.stack == [] and len(game.state.players[0].hand) == 2


def test_legal_actions_is_a_lazy_view() -> None:
    """``action in legal_actions()`` asks the rules, without listing; any interchangeable copy is in."""
    game = position({"alice": {"hand": ["Forest", "Forest", "Shock"]}, "bob": {}})
    view = game.legal_actions()
    assert isinstance(view, LegalActions)
    first, second, shock = game.state.players[0].hand
    assert act.PlayLand(second) in view  # listed once, but either Forest may be played
    assert act.CastSpell(shock) not in view  # no mana (601.2h)
    assert [game.describe(a) for a in view].count("play Forest") == 1
    assert game.is_legal(act.PlayLand(first)) and not game.is_legal(act.PlayLand(99999))


def test_json_round_trip_mid_game_continues_identically() -> None:
    game = Game.new(decks=["white-weenie", "red-burn"], seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if game.is_over:
            break
        game.apply(rng.choice(list(game.legal_actions())))
    twin = Game.from_json(game.to_json())
    assert twin.to_json() == game.to_json()
    start = len(game.events)
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not game.is_over:
        game.apply(rng_a.choice(list(game.legal_actions())))
        twin.apply(rng_b.choice(list(twin.legal_actions())))
    assert twin.log == game.log[start:]
    assert twin.winner == game.winner


def test_json_with_history_keeps_the_log() -> None:
    game = Game.new(decks=["white-weenie", "red-burn"], seed=4)
    for _ in range(30):
        game.apply(list(game.legal_actions())[0])
    twin = Game.from_json(game.to_json(history=True))
    assert twin.log == game.log and twin.events == game.events


def test_actions_have_a_stable_json_form() -> None:
    a = act.Attack(12, -2)
    assert a.to_dict() == {"kind": "attack", "creature": 12, "target": -2}
    assert Action.from_dict({"kind": "attack", "creature": 12, "target": -2}) == a
    with pytest.raises(IllegalAction):
        Action.from_dict({"kind": "attack", "creature": "x", "target": -2})
    with pytest.raises(IllegalAction):
        Action.from_dict({"kind": "fly"})


def test_observe_hides_opponent_hand_and_library_order() -> None:
    """Architecture, property 9: no opponent's hand, no library order."""
    game = position({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Murder"], "library": ["Island", "Swamp"]}})
    view = game.observe("alice")
    text = str(view)
    assert "Murder" not in text
    assert "Swamp" not in text
    bob = next(p for p in view["players"] if p["name"] == "bob")
    assert bob["hand_count"] == 1 and bob["library_count"] == 2
    assert view["decision"] is not None


def test_a_drawn_card_is_named_to_its_owner_only() -> None:
    """CR 401.2 / 402.3: the log says what alice drew to alice, and "a card" to bob and to spectators."""
    game = position({"alice": {"hand": ["Divination"], "battlefield": ["Island", "Island", "Island"], "library": ["Shock", "Murder"]}, "bob": {}})
    game.apply_text("alice", "cast Divination")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    mine = [e["text"] for e in game.log_for("alice") if e["event"] == "draw"]
    theirs = [e["text"] for e in game.log_for("bob") if e["event"] == "draw"]
    public = [e["text"] for e in game.log if e["event"] == "draw"]
    assert mine == ["alice draws Shock", "alice draws Murder"]
    assert theirs == public == ["alice draws a card", "alice draws a card"]
    assert "Murder" not in str(game.observe("bob"))


def test_concede_ends_game() -> None:
    """CR 104.3a: a player can concede at any time."""
    game = position({"alice": {}, "bob": {}})
    game.apply(act.Concede(), seat="bob")
    assert game.is_over and game.winner == "alice"
    assert game.outcome is not None and game.outcome.winner == "alice"
    with pytest.raises(IllegalAction):
        game.apply(act.Pass())


def test_apply_returns_the_typed_events() -> None:
    game = position({"alice": {"hand": ["Shock"], "mana_pool": "{R}"}, "bob": {}})
    shock = game.state.players[0].hand[0]
    game.apply(act.CastSpell(shock))
    events = game.apply(act.ChooseTarget(-2))
    assert [type(e).__name__ for e in events] == ["SpellCast"]
    events = game.apply(act.Pass()) + game.apply(act.Pass())
    damage = [e for e in events if e.kind == "damage"]
    assert len(damage) == 1 and damage[0].amount == 2 and damage[0].to == -2 and "120.3a" in damage[0].rules


@pytest.mark.parametrize(
    "action",
    [
        "not an action",
        act.CastSpell("x"),  # type: ignore[arg-type]
        act.ChooseNumber(True),
        act.Attack(999, -2),
        act.CastSpell(999),
        act.ActivateMana(1, 0, 7),  # type: ignore[arg-type]
    ],
)
def test_malformed_actions_are_refused_and_change_nothing(action: object) -> None:
    game = position({"alice": {"hand": ["Shock"], "mana_pool": "{R}"}, "bob": {}})
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)  # type: ignore[arg-type]
    assert game.to_json() == before
    assert action not in game.legal_actions()


def test_copies_share_nothing_that_either_changes() -> None:
    """Copies share permanents until one changes (copy on write); a change never shows in the other."""
    game = position({"alice": {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Shock"]}, "bob": {"battlefield": ["Hill Giant"]}})
    twin = game.copy()
    grandchild = twin.copy()
    game.apply_text("alice", "cast Shock targeting Hill Giant")
    twin.apply_text("alice", "cast Shock targeting Grizzly Bears")
    mountain = next(oid for oid in game.state.battlefield if game.state.name_of(oid) == "Mountain")
    for g in (game.state, twin.state):
        assert g.battlefield[mountain].tapped
    assert not grandchild.state.battlefield[mountain].tapped
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    giant = next(oid for oid in game.state.battlefield if game.state.name_of(oid) == "Hill Giant")
    assert game.state.battlefield[giant].damage == 2
    assert twin.state.battlefield[giant].damage == 0 and grandchild.state.battlefield[giant].damage == 0
    assert grandchild.to_json() == Game.from_json(grandchild.to_json()).to_json()


def test_mana_abilities_of_lands_that_differ_are_listed_apart() -> None:
    """CR 605.3a: each mana ability may be activated; two untapped Forests are one choice, but a Forest enchanted
    with Overgrowth (it adds {G}{G} more when tapped for mana, 605.1b) is not the same choice as a bare one."""
    text = json.dumps({"name": "t", "turn": {"active": "alice", "step": "main1"}, "players": {
        "alice": {"battlefield": [{"card": "Forest", "id": "enchanted"}, {"card": "Overgrowth", "attached_to": "enchanted"},
                                  "Forest", "Forest"]},
        "bob": {}}})
    game = Game.from_scenario(text)
    mana = [a for a in game.legal_actions(mana_abilities=True) if isinstance(a, act.ActivateMana)]
    assert len(mana) == 2  # the enchanted Forest, and one of the two bare ones
    enchanted = next(oid for oid, p in game.state.battlefield.items() if p.card == "Forest"
                     and any(q.attached_to == oid for q in game.state.battlefield.values()))
    assert any(a.source == enchanted for a in mana)
