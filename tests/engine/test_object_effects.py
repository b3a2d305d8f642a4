"""Effects on objects and libraries, with test cards in the Oracle text of cards of the core sets:
counters on one object (CR 122.1), exile (406.2-406.3), looking at a library or a hand (701.20e,
401.4), "counter ... unless its controller pays" (118.12), indestructible (702.12b), mana of one
chosen color (106.1a), and "up to N target" (601.2c, 115.3, 608.2b).
"""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import actions as act

FEAT = {"name": "Test Feat", "mana_cost": "{W}", "type_line": "Instant", "text": "Put a +1/+1 counter on target creature you control."}
WITHER = {"name": "Test Wither", "mana_cost": "{B}", "type_line": "Instant", "text": "Put two -1/-1 counters on target creature."}
SWORDS = {"name": "Test Purge", "mana_cost": "{W}", "type_line": "Instant", "text": "Exile target creature."}
SCOUR = {"name": "Test Scour", "mana_cost": "{2}", "type_line": "Instant", "text": "Exile target card from a graveyard."}
CRYPT = {"name": "Test Crypt", "mana_cost": "{0}", "type_line": "Sorcery", "text": "Exile target player's graveyard."}
BUGLER = {
    "name": "Test Bugler",
    "mana_cost": "{G}",
    "type_line": "Sorcery",
    "text": "Look at the top four cards of your library. You may reveal a creature card from among them and put it "
    "into your hand. Put the rest on the bottom of your library in a random order.",
}
SINK = {"name": "Test Sink", "mana_cost": "{X}{U}", "type_line": "Instant", "text": "Counter target spell unless its controller pays {X}."}
COLOSSUS = {"name": "Test Colossus", "mana_cost": "{2}", "type_line": "Artifact Creature — Golem", "text": "Indestructible", "power": "2", "toughness": "2"}
BLADE = {
    "name": "Test Hallowblade",
    "mana_cost": "{1}{W}",
    "type_line": "Creature — Human Soldier",
    "text": "Discard a card: Tap this creature. It gains indestructible until end of turn.",
    "power": "3",
    "toughness": "1",
}
LOTUS = {"name": "Test Lotus", "mana_cost": "{0}", "type_line": "Artifact", "text": "{T}, Sacrifice this artifact: Add three mana of any one color."}
GYRE = {"name": "Test Gyre", "mana_cost": "{U}", "type_line": "Sorcery", "text": "Return up to two target creatures to their owners' hands."}
GHOSTLIGHT = {
    "name": "Test Ghostlight",
    "mana_cost": "{U}",
    "type_line": "Creature — Spirit",
    "text": "When this creature enters, return up to one target creature to its owner's hand.",
    "power": "1",
    "toughness": "1",
}
PEEK = {"name": "Test Peek", "mana_cost": "{U}", "type_line": "Instant", "text": "Look at target player's hand."}
PLOWSHARES = {"name": "Test Plowshares", "mana_cost": "{W}", "type_line": "Instant", "text": "Exile target creature. Its controller gains life equal to its power."}
EXCOMMUNICATE = {"name": "Test Excommunicate", "mana_cost": "{2}{W}", "type_line": "Sorcery", "text": "Put target creature on top of its owner's library."}
FORCES = {
    "name": "Test Forces",
    "mana_cost": "{3}{U}",
    "type_line": "Creature — Illusion",
    "text": "Flying\nAt the beginning of your upkeep, sacrifice this creature unless you pay {U}.",
    "power": "4",
    "toughness": "1",
}
WAKER = {"name": "Test Waker", "mana_cost": "{2}", "type_line": "Artifact", "text": "{T}: Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard."}
MISTAKE = {
    "name": "Test Mistake",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "text": "Target creature gets +0/+2 until end of turn and another target creature gets -2/-0 until end of turn.",
}
HARPY = {
    "name": "Test Harpy",
    "mana_cost": "{2}{B}",
    "type_line": "Creature — Harpy",
    "text": "{1}, Sacrifice another creature: Put a +1/+1 counter on this creature.",
    "power": "2",
    "toughness": "2",
}
SALVE = {"name": "Test Salve", "mana_cost": "{W}", "type_line": "Instant", "text": "Prevent the next 3 damage that would be dealt to target creature this turn."}
CARDS = database_with(
    FEAT, WITHER, SWORDS, SCOUR, CRYPT, BUGLER, SINK, COLOSSUS, BLADE, LOTUS, GYRE, GHOSTLIGHT, PEEK,
    PLOWSHARES, EXCOMMUNICATE, FORCES, WAKER, MISTAKE, HARPY, SALVE,
)  # fmt: skip


def cast_and_resolve(game: Game, text: str, other: str = "bob") -> None:
    game.apply_text("alice", text)
    game.apply_text("alice", "pass")
    game.apply_text(other, "pass")


def names(game: Game, oids: list[int]) -> list[str]:
    return [game.state.name_of(o) for o in oids]


# ------------------------------------------------------------------ counters (122.1)


def test_a_plus_one_counter_on_target_creature_you_control() -> None:
    """CR 122.1a: a +1/+1 counter adds 1 to its power and toughness."""
    game = position({"alice": {"hand": ["Test Feat"], "battlefield": ["Plains", "Grizzly Bears"]}, "bob": {}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Feat targeting Grizzly Bears")
    bears = game.state.battlefield[ids(game, "Grizzly Bears")[0]]
    assert bears.counters == {"+1/+1": 1}
    view = next(p for p in game.observe("alice")["battlefield"] if p["name"] == "Grizzly Bears")
    assert (view["power"], view["toughness"]) == (3, 3)


def test_feat_cant_target_an_opponents_creature() -> None:
    """CR 601.2c: "target creature you control" can't be an opponent's; the game is unchanged."""
    game = position({"alice": {"hand": ["Test Feat"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, cards=CARDS)
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "cast Test Feat targeting Grizzly Bears")
    assert game.to_json() == before


def test_two_minus_one_counters_kill_a_two_two() -> None:
    """CR 122.1a, 704.5f: two -1/-1 counters leave Grizzly Bears 0/0, put into the graveyard."""
    game = position({"alice": {"hand": ["Test Wither"], "battlefield": ["Swamp"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Wither targeting Grizzly Bears")
    assert names(game, game.state.players[1].graveyard) == ["Grizzly Bears"]


# ------------------------------------------------------------------ exile (406)


def test_exile_target_creature_is_seen_by_every_player_in_exile() -> None:
    """CR 406.2-406.3: the creature goes to its owner's exile zone, face up, which any player may examine."""
    game = position({"alice": {"hand": ["Test Purge"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Purge targeting Grizzly Bears")
    assert names(game, game.state.players[1].exile) == ["Grizzly Bears"]
    assert not game.state.players[1].graveyard
    for seat in ("alice", "bob"):
        assert game.observe(seat)["players"][1]["exile"] == ["Grizzly Bears"]
    assert any("406.2" in e["rules"] for e in game.log)


def test_exile_target_card_from_a_graveyard() -> None:
    """CR 406.2: a card in any graveyard ("from a graveyard") is exiled from there."""
    game = position({"alice": {"hand": ["Test Scour"], "battlefield": ["Plains", "Plains"]}, "bob": {"graveyard": ["Hill Giant", "Grizzly Bears"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Scour targeting Hill Giant")
    assert names(game, game.state.players[1].graveyard) == ["Grizzly Bears"]
    assert names(game, game.state.players[1].exile) == ["Hill Giant"]


def test_exile_target_players_graveyard() -> None:
    """CR 406.2: every card of the graveyard is exiled."""
    game = position({"alice": {"hand": ["Test Crypt"]}, "bob": {"graveyard": ["Hill Giant", "Grizzly Bears", "Forest"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Crypt targeting bob")
    assert game.state.players[1].graveyard == []
    assert sorted(names(game, game.state.players[1].exile)) == ["Forest", "Grizzly Bears", "Hill Giant"]


# ------------------------------------------------------------------ looking at cards (701.20e)


def bugler(library: list[str]) -> Game:
    game = position({"alice": {"hand": ["Test Bugler"], "battlefield": ["Forest"], "library": library}, "bob": {}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Bugler")
    return game


def test_only_the_looking_player_sees_the_cards_and_all_of_them() -> None:
    """CR 701.20e: the cards looked at are shown only to the player; those that can't be taken are shown too."""
    game = bugler(["Llanowar Elves", "Grizzly Bears", "Mountain", "Plains", "Swamp"])
    mine = json.dumps(game.observe("alice"))
    theirs = json.dumps(game.observe("bob"))
    for card in ("Llanowar Elves", "Grizzly Bears", "Mountain", "Plains"):
        assert card in mine
        assert card not in theirs
    assert "Swamp" not in mine  # the fifth card was not looked at


def test_a_card_looked_at_that_doesnt_fit_cant_be_taken() -> None:
    """CR 701.20e: only "a creature card from among them" may be put into the hand; the game is unchanged."""
    game = bugler(["Forest", "Grizzly Bears", "Mountain", "Plains"])
    forest = game.state.players[0].library[0]
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(act.ChooseCard(forest), "alice")
    assert game.to_json() == before


def test_the_rest_go_to_the_bottom_in_a_random_order() -> None:
    """CR 401.4: "in a random order": nothing is asked; the three others end under the library's other cards."""
    game = bugler(["Forest", "Grizzly Bears", "Mountain", "Plains", "Swamp", "Island"])
    game.apply_text("alice", "choose Grizzly Bears")
    g = game.state
    assert names(game, g.players[0].hand) == ["Grizzly Bears"]
    library = names(game, g.players[0].library)
    assert library[:2] == ["Swamp", "Island"]
    assert sorted(library[2:]) == ["Forest", "Mountain", "Plains"]
    assert any("reveals Grizzly Bears" in e["text"] for e in game.log)


def test_looking_at_a_hand_names_the_cards_to_the_looking_player_only() -> None:
    """CR 701.20e: alice sees bob's hand; carol, who isn't looking, doesn't."""
    game = position(
        {"alice": {"hand": ["Test Peek"], "battlefield": ["Island"]}, "bob": {"hand": ["Lightning Bolt"]}, "carol": {}},
        cards=CARDS,
    )
    game.apply_text("alice", "cast Test Peek targeting bob")
    for seat in ("alice", "bob", "carol"):
        game.apply_text(seat, "pass")
    def line(seat: str) -> str:
        return next(e["text"] for e in game.observe(seat)["log"] if e["event"] == "looked_at_hand")
    assert "Lightning Bolt" in line("alice")
    assert "Lightning Bolt" in line("bob")
    assert "Lightning Bolt" not in line("carol")


# ------------------------------------------------------------------ unless a player pays (118.12)


def sink(lands: int) -> Game:
    game = position(
        {
            "alice": {"hand": ["Test Sink"], "battlefield": ["Island", "Island", "Island"]},
            "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * lands},
        },
        cards=CARDS,
        active="bob",
    )
    game.apply_text("bob", "cast Grizzly Bears")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "cast Test Sink targeting Grizzly Bears with X=2")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    return game


def test_the_controller_who_can_pay_x_is_asked_and_pays() -> None:
    """CR 118.12a: bob may pay {X} (X is 2); if he does, Grizzly Bears stays on the stack."""
    game = sink(4)
    assert game.state.pending is not None and game.state.pending.player == "bob"
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "choose yes")  # the payer decides, not the caster
    game.apply_text("bob", "choose yes")
    assert [game.state.name_of(s.id) for s in game.state.stack] == ["Grizzly Bears"]
    assert sum(game.state.battlefield[o].tapped for o in ids(game, "Forest")) == 4


def test_a_controller_who_cant_pay_is_not_asked_and_the_spell_is_countered() -> None:
    """CR 118.12a, 701.6a: with one untapped Forest bob can't pay {2}: Grizzly Bears is countered."""
    game = sink(3)
    assert game.state.stack == []
    assert names(game, game.state.players[1].graveyard) == ["Grizzly Bears"]


# ------------------------------------------------------------------ indestructible (702.12)


def test_indestructible_survives_destruction_and_lethal_damage() -> None:
    """CR 702.12b: it can't be destroyed, and lethal damage (704.5g) doesn't destroy it."""
    game = position(
        {"alice": {"hand": ["Murder", "Lightning Bolt"], "battlefield": ["Swamp", "Swamp", "Swamp", "Mountain"]}, "bob": {"battlefield": ["Test Colossus"]}},
        cards=CARDS,
    )
    cast_and_resolve(game, "cast Murder targeting Test Colossus")
    cast_and_resolve(game, "cast Lightning Bolt targeting Test Colossus")
    colossus = game.state.battlefield[ids(game, "Test Colossus")[0]]
    assert colossus.damage == 3
    assert game.state.players[1].graveyard == []


def test_indestructible_doesnt_stop_zero_toughness() -> None:
    """CR 702.12b, 704.5f: a creature with toughness 0 is put into the graveyard; that is not destruction."""
    game = position({"alice": {"hand": ["Test Wither"], "battlefield": ["Swamp"]}, "bob": {"battlefield": ["Test Colossus"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Wither targeting Test Colossus")
    assert names(game, game.state.players[1].graveyard) == ["Test Colossus"]


def test_indestructible_gained_until_end_of_turn() -> None:
    """CR 702.12b, 611.2a: "It gains indestructible until end of turn": Murder then destroys nothing."""
    game = position(
        {"alice": {"hand": ["Murder"], "battlefield": ["Swamp", "Swamp", "Swamp"]}, "bob": {"hand": ["Forest"], "battlefield": ["Test Hallowblade"]}},
        cards=CARDS,
    )
    game.apply_text("alice", "cast Murder targeting Test Hallowblade")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "activate Test Hallowblade")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "pass")  # the ability resolves: tapped and indestructible
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")  # Murder resolves
    assert game.state.stack == []
    blade = game.state.battlefield[ids(game, "Test Hallowblade")[0]]
    assert blade.tapped
    assert names(game, game.state.players[1].graveyard) == ["Forest"]  # the card discarded for the cost


# ------------------------------------------------------------------ mana (106.1a)


def test_three_mana_of_any_one_color() -> None:
    """CR 106.1a: "Add three mana of any one color": three of the color chosen."""
    game = position({"alice": {"battlefield": ["Test Lotus"]}, "bob": {}}, cards=CARDS)
    game.apply_text("alice", "tap Test Lotus for {G}")
    assert game.state.players[0].pool == [0, 0, 0, 0, 3, 0]
    assert ids(game, "Test Lotus") == []


# ------------------------------------------------------------------ up to N targets (601.2c)


def gyre(bob: list[str]) -> Game:
    game = position({"alice": {"hand": ["Test Gyre"], "battlefield": ["Island"]}, "bob": {"battlefield": bob}}, cards=CARDS)
    game.apply_text("alice", "cast Test Gyre")
    return game


def test_up_to_two_targets_may_stop_after_one() -> None:
    """CR 601.2c: the player chooses how many; choosing none for the second slot leaves one target."""
    game = gyre(["Grizzly Bears", "Hill Giant"])
    assert act.ChooseNothing() in game.legal_actions()
    game.apply_text("alice", "choose Grizzly Bears")
    legal = game.legal_actions()
    assert act.ChooseTarget(ids(game, "Grizzly Bears")[0]) not in legal  # 115.3: a different one
    game.apply_text("alice", "choose nothing")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert names(game, game.state.players[1].hand) == ["Grizzly Bears"]
    assert ids(game, "Hill Giant")


def test_up_to_two_with_none_chosen_resolves() -> None:
    """CR 601.2c, 608.2b: with no target chosen the spell has no targets, so it resolves (and does nothing)."""
    game = gyre(["Grizzly Bears"])
    game.apply_text("alice", "choose nothing")
    assert game.state.pending is not None and game.state.pending.kind == "priority"  # the rest is left out too
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert [e["event"] for e in game.log][-1] == "resolve"
    assert ids(game, "Grizzly Bears")


def test_a_required_target_cant_be_left_out() -> None:
    """CR 601.2c: only "up to" targets may be left without a choice; the game is unchanged."""
    game = position({"alice": {"hand": ["Test Purge"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears", "Hill Giant"]}}, cards=CARDS)
    game.apply_text("alice", "cast Test Purge")
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(act.ChooseNothing(), "alice")
    assert err.value.rule == "601.2c"
    assert game.to_json() == before


def test_up_to_one_target_of_a_triggered_ability() -> None:
    """CR 603.3d, 601.2c: "up to one target creature": the controller may choose none; the game saves and loads."""
    game = position({"alice": {"hand": ["Test Ghostlight"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Ghostlight")
    assert act.ChooseNothing() in game.legal_actions()
    game.apply_text("alice", "choose nothing")
    copy = Game.from_json(game.to_json(), cards=CARDS)
    for g in (game, copy):
        g.apply_text("alice", "pass")
        g.apply_text("bob", "pass")
        assert ids(g, "Grizzly Bears")
    assert game.to_json() == copy.to_json()


# ------------------------------------------------------------------ and more of the same classes


def test_its_controller_gains_life_equal_to_its_power_as_it_last_existed() -> None:
    """CR 608.2h: the exiled creature's power and controller are those it had as it last existed."""
    game = position({"alice": {"hand": ["Test Plowshares"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Hill Giant"]}}, cards=CARDS)
    cast_and_resolve(game, "cast Test Plowshares targeting Hill Giant")
    assert game.state.players[1].life == 23
    assert game.state.players[0].life == 20


def test_put_target_creature_on_top_of_its_owners_library() -> None:
    """CR 401.4: it goes on top, so its owner draws it next."""
    game = position(
        {"alice": {"hand": ["Test Excommunicate"], "battlefield": ["Plains"] * 3}, "bob": {"battlefield": ["Hill Giant"], "library": ["Forest"]}},
        cards=CARDS,
    )
    cast_and_resolve(game, "cast Test Excommunicate targeting Hill Giant")
    assert names(game, game.state.players[1].library) == ["Hill Giant", "Forest"]


def test_sacrifice_unless_you_pay_asks_and_pays() -> None:
    """CR 118.12a: "sacrifice ~ unless you pay {U}": alice pays, and keeps it."""
    game = forces(["Island"])
    assert game.state.pending is not None and game.state.pending.kind == "yes_no"
    game.apply_text("alice", "choose yes")
    assert ids(game, "Test Forces")
    assert game.state.battlefield[ids(game, "Island")[0]].tapped


def test_sacrifice_unless_you_pay_declined_or_unpayable() -> None:
    """CR 118.12a: not paid, the instruction happens: it is sacrificed (with no Island, without a question)."""
    game = forces(["Island"])
    game.apply_text("alice", "choose no")
    assert not ids(game, "Test Forces")
    assert ids(game, "Island") and not game.state.battlefield[ids(game, "Island")[0]].tapped
    poor = forces(["Forest"])
    assert not ids(poor, "Test Forces")
    assert names(poor, poor.state.players[0].graveyard) == ["Test Forces"]


def forces(lands: list[str]) -> Game:
    """Bob's end step; passing on, alice's upkeep begins and the trigger resolves."""
    game = position({"alice": {"battlefield": ["Test Forces", *lands]}, "bob": {}}, step="end", active="bob", cards=CARDS)
    for _ in range(8):
        d = game.state.pending
        if d is None or d.kind != "priority" or not ids(game, "Test Forces"):
            break
        game.apply_text(d.player, "pass")
    return game


def test_one_into_the_hand_and_the_other_into_the_graveyard() -> None:
    """CR 701.20e: of the two looked at, the one chosen goes to the hand, the other to the graveyard (public)."""
    game = position({"alice": {"battlefield": ["Test Waker"], "library": ["Forest", "Grizzly Bears", "Swamp"]}, "bob": {}}, cards=CARDS)
    cast_and_resolve(game, "activate Test Waker")
    game.apply_text("alice", "choose Grizzly Bears")
    assert names(game, game.state.players[0].hand) == ["Grizzly Bears"]
    assert names(game, game.state.players[0].graveyard) == ["Forest"]
    assert names(game, game.state.players[0].library) == ["Swamp"]


def test_another_target_is_a_different_creature() -> None:
    """CR 115.3: "another target creature" can't be the creature the first target names."""
    game = position({"alice": {"hand": ["Test Mistake"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears", "Hill Giant"]}}, cards=CARDS)
    game.apply_text("alice", "cast Test Mistake")
    game.apply_text("alice", "choose Grizzly Bears")
    assert act.ChooseTarget(ids(game, "Grizzly Bears")[0]) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply_text("alice", "choose Grizzly Bears")


def test_sacrifice_another_creature_cant_sacrifice_the_source() -> None:
    """CR 118.3: "Sacrifice another creature": with no other creature, the cost can't be paid."""
    game = position({"alice": {"battlefield": ["Test Harpy", "Swamp"]}, "bob": {}}, cards=CARDS)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply_text("alice", "activate Test Harpy")
    assert err.value.rule == "118.3"
    assert game.to_json() == before


def test_damage_prevented_in_full_is_not_dealt_this_way() -> None:
    """CR 701.19c, 615.1: Incinerate's 3 damage is all prevented, so Drudge Skeletons was not "dealt damage
    this way": its regeneration shield still works against Lightning Bolt after."""
    game = position(
        {
            "alice": {"hand": ["Test Salve"], "battlefield": ["Drudge Skeletons", "Swamp", "Plains"]},
            "bob": {"hand": ["Incinerate", "Lightning Bolt"], "battlefield": ["Mountain"] * 3},
        },
        cards=CARDS,
        active="bob",
    )
    game.apply_text("bob", "cast Incinerate targeting Drudge Skeletons")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "cast Test Salve targeting Drudge Skeletons")
    game.apply_text("alice", "activate Drudge Skeletons")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")  # the regeneration shield
    for _ in range(2):  # the prevention shield, then Incinerate (bob, the active player, gets priority first)
        game.apply_text("bob", "pass")
        game.apply_text("alice", "pass")
    assert not any(e["event"] == "no_regeneration" for e in game.log)
    game.apply_text("bob", "cast Lightning Bolt targeting Drudge Skeletons")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "pass")
    assert ids(game, "Drudge Skeletons")  # regenerated: tapped, its damage removed (701.19a)
    assert game.state.battlefield[ids(game, "Drudge Skeletons")[0]].tapped


def test_half_a_library_rounded_down() -> None:
    """CR 107.1a: "half their library, rounded down": five cards, two milled."""
    trauma = {"name": "Test Trauma", "mana_cost": "{U}", "type_line": "Sorcery", "text": "Target player mills half their library, rounded down."}
    game = position(
        {"alice": {"hand": ["Test Trauma"], "battlefield": ["Island"]}, "bob": {"library": ["Forest"] * 5}},
        cards=database_with(trauma),
    )
    cast_and_resolve(game, "cast Test Trauma targeting bob")
    assert len(game.state.players[1].graveyard) == 2
    assert len(game.state.players[1].library) == 3


SCENE = {"name": "Test Scene", "mana_cost": "{1}{W}", "type_line": "Sorcery", "text": "Exile target nonland permanent. Its controller creates a 1/1 white Soldier creature token."}
BITE = {"name": "Test Bite", "mana_cost": "{G}", "type_line": "Sorcery", "text": "Target creature you control deals damage equal to its power to target creature you don't control."}


def test_its_controller_creates_the_token() -> None:
    """CR 111.2: the token is created under the control of the exiled permanent's controller, who owns it."""
    game = position(
        {"alice": {"hand": ["Test Scene"], "battlefield": ["Plains", "Plains"]}, "bob": {"battlefield": ["Hill Giant"]}},
        cards=database_with(SCENE),
    )
    cast_and_resolve(game, "cast Test Scene targeting Hill Giant")
    soldier = game.state.battlefield[ids(game, "Soldier Token")[0]]
    assert soldier.owner == 1
    assert game.observe("alice")["battlefield"][-1]["controller"] == "bob"


def test_the_creature_deals_the_damage_equal_to_its_power() -> None:
    """CR 120.3: Hill Giant (3/3) is the source: Grizzly Bears is dealt 3 and dies; a lifelink or deathtouch
    would be the creature's, not the spell's."""
    game = position(
        {"alice": {"hand": ["Test Bite"], "battlefield": ["Forest", "Hill Giant"]}, "bob": {"battlefield": ["Grizzly Bears", "Craw Wurm"]}},
        cards=database_with(BITE),
    )
    cast_and_resolve(game, "cast Test Bite targeting Hill Giant, Craw Wurm")
    wurm = game.state.battlefield[ids(game, "Craw Wurm")[0]]
    assert wurm.damage == 3
    dealt = [e for e in game.log if e["event"] == "damage"]
    assert dealt and "Hill Giant" in dealt[-1]["text"]


def test_remove_counters_from_each_planeswalker_and_from_one_creature() -> None:
    """CR 122.1, 704.5i: two loyalty counters come off Jace Beleren (3 to 1); from Grizzly Bears with one
    +1/+1 counter, "remove two" removes the one it has."""
    haze = {"name": "Test Haze", "mana_cost": "{B}", "type_line": "Sorcery", "text": "Remove two loyalty counters from each planeswalker."}
    shave = {"name": "Test Shave", "mana_cost": "{B}", "type_line": "Instant", "text": "Remove two +1/+1 counters from target creature."}
    game = position(
        {
            "alice": {"hand": ["Test Haze", "Test Shave"], "battlefield": ["Swamp", "Swamp"]},
            "bob": {"battlefield": ["Jace Beleren", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]},
        },
        cards=database_with(haze, shave),
    )
    cast_and_resolve(game, "cast Test Haze")
    assert game.state.battlefield[ids(game, "Jace Beleren")[0]].counters == {"loyalty": 1}
    cast_and_resolve(game, "cast Test Shave targeting Grizzly Bears")
    assert game.state.battlefield[ids(game, "Grizzly Bears")[0]].counters.get("+1/+1", 0) == 0
