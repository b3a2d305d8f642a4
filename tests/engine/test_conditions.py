"""Conditions (CR 603.4, 611.3a) and the turn's history they read, with test cards in the Oracle
wording of Magic 2019-2021 cards (the bundled pool prints few of them).

Intervening "if" clauses are checked as the trigger event happens and again
as the ability resolves (603.4); "as long as" statics apply only while their
condition holds (611.3a); the turn's history starts again each turn (500.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import Step
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.abilities import Relation, ThisTurn, TurnCount
from tolaria.mtg.oracle.grammar.compiler import compile_text
from tolaria.mtg.rules.layers import chars

PATRICIAN = {
    "name": "Test Patrician",
    "mana_cost": "{1}{B}",
    "type_line": "Creature — Vampire Noble",
    "text": "At the beginning of your end step, if you gained 3 or more life this turn, each opponent loses 3 life.",
    "power": "1",
    "toughness": "1",
}
ASSASSINS = {
    "name": "Test Assassins",
    "mana_cost": "{3}{B}",
    "type_line": "Creature — Elf Assassin",
    "text": "At the beginning of your end step, if a creature died this turn, draw a card.",
    "power": "1",
    "toughness": "1",
}
AMBUSHER = {
    "name": "Test Ambusher",
    "mana_cost": "{2}{G}{G}",
    "type_line": "Creature — Wolf",
    "text": "At the beginning of your end step, if you didn't cast a spell this turn, create a 2/2 green Wolf creature token.",
    "power": "4",
    "toughness": "4",
}
AERONAUT = {
    "name": "Test Aeronaut",
    "mana_cost": "{3}{R}",
    "type_line": "Creature — Goblin",
    "text": "As long as it's your turn, Test Aeronaut has flying.",
    "power": "3",
    "toughness": "2",
}
TROLL = {
    "name": "Test Troll",
    "mana_cost": "{2}{R}",
    "type_line": "Creature — Troll",
    "text": "Test Troll gets +1/+1 as long as you control a Swamp.",
    "power": "2",
    "toughness": "2",
}
TYRANT = {
    "name": "Test Tyrant",
    "mana_cost": "{2}{G}",
    "type_line": "Creature — Dinosaur",
    "text": "As long as you control another creature with power 4 or greater, Test Tyrant gets +2/+2.",
    "power": "1",
    "toughness": "1",
}
BOND = {
    "name": "Test Bond",
    "mana_cost": "{3}{B}{B}",
    "type_line": "Enchantment",
    "text": "Whenever you gain life, target opponent loses that much life.",
}
GIFT = {"name": "Test Gift", "mana_cost": "{W}", "type_line": "Instant", "text": "You gain 3 life."}
SMALL_GIFT = {"name": "Test Small Gift", "mana_cost": "{W}", "type_line": "Instant", "text": "You gain 2 life."}
VANGUARD = {
    "name": "Test Vanguard",
    "mana_cost": "{W}",
    "type_line": "Creature — Cat Soldier",
    "text": "At the beginning of combat on your turn, if you control three or more creatures, Test Vanguard gets +1/+1 until end of turn and you gain 1 life.",
    "power": "1",
    "toughness": "1",
}
BLEED = {
    "name": "Test Bleed",
    "mana_cost": "{B}",
    "type_line": "Enchantment — Aura",
    "text": "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
}
CARDS = database_with(PATRICIAN, ASSASSINS, AMBUSHER, AERONAUT, TROLL, TYRANT, BOND, GIFT, SMALL_GIFT, VANGUARD, BLEED)


def game(players: dict[str, Any], step: str = "main1", **top: Any) -> Game:
    return position(players, step=step, cards=CARDS, **top)


def pass_to(game: Game, step: Step, active: int) -> None:
    """Pass (and attack with nothing) until ``step`` of player ``active``'s turn begins."""
    g = game.state
    for _ in range(200):
        if g.step is step and g.active == active and not g.stack:
            return
        d = game.decision
        if isinstance(d, dec.DeclareAttackers):
            game.apply_text(d.player, "no attack")
        elif isinstance(d, dec.Priority):
            game.apply_text(d.player, "pass")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("never reached the step")


def resolve_all(game: Game) -> None:
    while game.state.stack:
        d = game.decision
        assert isinstance(d, dec.Priority), d
        game.apply_text(d.player, "pass")


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


# ------------------------------------------------------------------ the turn's history


def test_gained_three_life_this_turn_triggers_and_two_does_not() -> None:
    """CR 603.4: "if you gained 3 or more life this turn" is checked as the end step begins."""
    for spell, bob_life in (("Test Gift", 17), ("Test Small Gift", 20)):
        g = game({"alice": {"hand": [spell], "battlefield": ["Test Patrician", "Plains"]}, "bob": {}})
        g.apply_text("alice", f"cast {spell}")
        resolve_all(g)
        pass_to(g, Step.END, 0)
        resolve_all(g)
        assert life(g, 1) == bob_life, spell


def test_life_gained_in_two_events_adds_up() -> None:
    """The condition reads the turn's total: 2 life and then 2 more is "3 or more life this turn"."""
    g = game({"alice": {"hand": ["Test Small Gift", "Test Small Gift"], "battlefield": ["Test Patrician", "Plains", "Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Small Gift")
    resolve_all(g)
    g.apply_text("alice", "cast Test Small Gift")
    resolve_all(g)
    assert g.state.players[0].history.life_gained == 4
    pass_to(g, Step.END, 0)
    resolve_all(g)
    assert life(g, 1) == 17


def test_the_history_starts_again_each_turn() -> None:
    """CR 500.1: life gained in alice's turn is not "this turn" in bob's, nor in her next one."""
    g = game({"alice": {"hand": ["Test Gift"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Test Patrician"]}})
    g.apply_text("alice", "cast Test Gift")
    resolve_all(g)
    assert g.state.players[0].history.life_gained == 3
    pass_to(g, Step.UPKEEP, 1)
    assert g.state.players[0].history.life_gained == 0
    pass_to(g, Step.END, 1)
    resolve_all(g)
    assert life(g, 0) == 23  # bob's Patrician: bob gained nothing this turn


def test_damage_to_a_player_is_life_lost_this_turn() -> None:
    """CR 120.3a, 119.3: damage dealt to a player is life lost, counted for "an opponent lost life this turn"."""
    g = game({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {}})
    g.apply_text("alice", "cast Shock targeting bob")
    resolve_all(g)
    assert g.state.players[1].history.life_lost == 2
    c = compile_text("At the beginning of your end step, if an opponent lost life this turn, draw a card.", "Test Gorger")
    assert c.triggered[0].condition == ThisTurn(TurnCount.LIFE_LOST, 1, Relation.OPPONENT)


def test_a_creature_died_this_turn() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; any player's creature counts."""
    g = game({"alice": {"hand": ["Shock"], "battlefield": ["Test Assassins", "Mountain"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    hand = len(g.state.players[0].hand)
    g.apply_text("alice", "cast Shock targeting Llanowar Elves")
    resolve_all(g)
    assert g.state.players[1].history.creatures_died == 1
    pass_to(g, Step.END, 0)
    resolve_all(g)
    assert len(g.state.players[0].hand) == hand  # Shock left the hand, the trigger drew one


def test_no_creature_died_no_trigger() -> None:
    g = game({"alice": {"battlefield": ["Test Assassins"]}, "bob": {}})
    pass_to(g, Step.END, 0)
    assert not g.state.stack


def test_you_didnt_cast_a_spell_this_turn() -> None:
    """CR 603.4 with a negated condition: casting any spell this turn stops the Wolf."""
    quiet = game({"alice": {"battlefield": ["Test Ambusher"]}, "bob": {}})
    pass_to(quiet, Step.END, 0)
    resolve_all(quiet)
    assert len(ids(quiet, "Wolf Token")) == 1
    busy = game({"alice": {"hand": ["Test Gift"], "battlefield": ["Test Ambusher", "Plains"]}, "bob": {}})
    busy.apply_text("alice", "cast Test Gift")
    resolve_all(busy)
    pass_to(busy, Step.END, 0)
    assert not busy.state.stack
    assert ids(busy, "Wolf Token") == []


def test_the_history_survives_copy_and_json() -> None:
    """State is data: the turn's history copies independently and round-trips through JSON."""
    g = game({"alice": {"hand": ["Test Gift"], "battlefield": ["Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Gift")
    resolve_all(g)
    copy = g.copy()
    again = Game.from_json(g.to_json(), cards=CARDS)
    assert copy.state.players[0].history.life_gained == 3
    assert again.state.players[0].history == g.state.players[0].history
    copy.state.players[0].history = type(copy.state.players[0].history)()
    assert g.state.players[0].history.life_gained == 3


# ------------------------------------------------------------------ "as long as" (611.3a)


def test_as_long_as_its_your_turn() -> None:
    """CR 611.3a: the Aeronaut has flying during its controller's turn only."""
    g = game({"alice": {"battlefield": ["Test Aeronaut"]}, "bob": {}})
    (aeronaut,) = ids(g, "Test Aeronaut")
    assert Keyword.FLYING in chars(g.state, aeronaut).keywords
    pass_to(g, Step.UPKEEP, 1)
    assert Keyword.FLYING not in chars(g.state, aeronaut).keywords
    pass_to(g, Step.UPKEEP, 0)
    assert Keyword.FLYING in chars(g.state, aeronaut).keywords


def test_as_long_as_you_control_a_swamp() -> None:
    """CR 611.3a: the bonus comes and goes with the Swamp (its controller's, not the opponent's)."""
    g = game({"alice": {"hand": ["Swamp"], "battlefield": ["Test Troll"]}, "bob": {"battlefield": ["Swamp"]}})
    (troll,) = ids(g, "Test Troll")
    assert (chars(g.state, troll).power, chars(g.state, troll).toughness) == (2, 2)
    g.apply_text("alice", "play Swamp")
    assert (chars(g.state, troll).power, chars(g.state, troll).toughness) == (3, 3)


def test_as_long_as_you_control_another_creature_with_power_four() -> None:
    """"another": the Tyrant itself doesn't count, however big it is; a 4-power creature does."""
    alone = game({"alice": {"battlefield": ["Test Tyrant"]}, "bob": {"battlefield": ["Craw Wurm"]}})
    (tyrant,) = ids(alone, "Test Tyrant")
    assert chars(alone.state, tyrant).power == 1  # bob's Craw Wurm is not alice's
    backed = game({"alice": {"battlefield": ["Test Tyrant", "Craw Wurm"]}, "bob": {}})
    (tyrant,) = ids(backed, "Test Tyrant")
    assert (chars(backed.state, tyrant).power, chars(backed.state, tyrant).toughness) == (3, 3)


def test_a_condition_that_cant_be_read_is_unsupported() -> None:
    c = compile_text("As long as the moon is full, Test Thing gets +1/+1.", "Test Thing")
    assert not c.supported


# ------------------------------------------------------------------ trigger points


def test_whenever_you_gain_life_that_much() -> None:
    """CR 119.9: "Whenever you gain life" triggers once per life-gain event; "that much" is its amount."""
    g = game({"alice": {"hand": ["Test Gift"], "battlefield": ["Test Bond", "Plains"]}, "bob": {}})
    g.apply_text("alice", "cast Test Gift")
    resolve_all(g)
    assert life(g, 0) == 23 and life(g, 1) == 17


def test_opponents_life_gain_doesnt_trigger_it() -> None:
    g = game({"alice": {"battlefield": ["Test Bond"]}, "bob": {"hand": ["Test Gift"], "battlefield": ["Plains"]}}, active="bob")
    g.apply_text("bob", "cast Test Gift")
    resolve_all(g)
    assert life(g, 0) == 20 and life(g, 1) == 23


def test_beginning_of_combat_on_your_turn_with_an_intervening_if() -> None:
    """CR 507, 603.4: the Vanguard's trigger needs three creatures as alice's beginning of combat begins."""
    for creatures, expected in ((["Grizzly Bears", "Grizzly Bears"], (2, 21)), (["Grizzly Bears"], (1, 20))):
        g = game({"alice": {"battlefield": ["Test Vanguard", *creatures]}, "bob": {}})
        (vanguard,) = ids(g, "Test Vanguard")
        g.apply_text("alice", "pass")
        g.apply_text("bob", "pass")
        assert g.state.step is Step.BEGINNING_OF_COMBAT
        resolve_all(g)
        assert (chars(g.state, vanguard).power, life(g, 0)) == expected


def test_not_in_the_opponents_beginning_of_combat() -> None:
    g = game({"alice": {"battlefield": ["Test Vanguard", "Grizzly Bears", "Grizzly Bears"]}, "bob": {}}, active="bob")
    g.apply_text("bob", "pass")
    g.apply_text("alice", "pass")
    assert g.state.step is Step.BEGINNING_OF_COMBAT and not g.state.stack


def test_upkeep_of_enchanted_creatures_controller() -> None:
    """CR 303.4: alice's Aura on bob's creature triggers in bob's upkeep, and "that player" is bob."""
    g = game(
        {
            "alice": {"battlefield": [{"card": "Test Bleed", "attached_to": "bears"}]},
            "bob": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
        },
        step="end",
    )
    pass_to(g, Step.UPKEEP, 1)
    resolve_all(g)
    assert life(g, 1) == 19 and life(g, 0) == 20
    pass_to(g, Step.UPKEEP, 0)
    assert not g.state.stack


# ------------------------------------------------------------------ "unless" and "Activate only if"

SUMMIT = {
    "name": "Test Summit",
    "mana_cost": "",
    "type_line": "Land",
    "text": "Test Summit enters the battlefield tapped unless you control a Swamp or a Mountain.\n{T}: Add {B} or {R}.",
}
ZOMBIE = {
    "name": "Test Caged Zombie",
    "mana_cost": "{2}{B}",
    "type_line": "Creature — Zombie",
    "text": "{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this turn.",
    "power": "2",
    "toughness": "3",
}
MORE = database_with(SUMMIT, ZOMBIE, GIFT)


def test_enters_tapped_unless_you_control_a_swamp_or_a_mountain() -> None:
    """CR 614.1d, 614.12: checked for its controller just before it enters; an opponent's Swamp doesn't help."""
    for mine, tapped in ((["Mountain"], False), (["Swamp"], False), (["Forest"], True), ([], True)):
        g = position({"alice": {"hand": ["Test Summit"], "battlefield": mine}, "bob": {"battlefield": ["Swamp"]}}, cards=MORE)
        g.apply_text("alice", "play Test Summit")
        (summit,) = ids(g, "Test Summit")
        assert g.state.battlefield[summit].tapped is tapped, mine


def test_activate_only_if_a_creature_died_this_turn() -> None:
    """CR 602.5b: the ability can't be activated until a creature has died this turn; the refusal says why."""
    g = position(
        {
            "alice": {"hand": ["Shock"], "battlefield": ["Test Caged Zombie", "Swamp", "Swamp", "Mountain"]},
            "bob": {"battlefield": ["Llanowar Elves"]},
        },
        cards=MORE,
    )
    before = g.to_json()
    with pytest.raises(IllegalAction) as refused:
        g.apply_text("alice", "activate Test Caged Zombie")
    assert refused.value.rule == "602.5b" and "Activate only if" in str(refused.value)
    assert g.to_json() == before
    g.apply_text("alice", "cast Shock targeting Llanowar Elves")
    resolve_all(g)
    g.apply_text("alice", "activate Test Caged Zombie")
    resolve_all(g)
    assert life(g, 1) == 18


UPRISING = {
    "name": "Test Uprising",
    "mana_cost": "{2}{G}",
    "type_line": "Enchantment",
    "text": "Whenever a creature with power 4 or greater enters the battlefield under your control, draw a card.",
}
SPHINX = {
    "name": "Test Sphinx",
    "mana_cost": "{5}{U}{U}",
    "type_line": "Creature — Sphinx",
    "text": "Flying\nWhenever a creature with flying attacks, you gain 1 life.",
    "power": "3",
    "toughness": "7",
}
TRIGGERS = database_with(UPRISING, SPHINX)


def test_a_creature_with_power_four_or_greater_enters_under_your_control() -> None:
    """CR 603.6a: only a creature fitting the description, entering under its controller's control."""
    g = position(
        {"alice": {"hand": ["Craw Wurm", "Grizzly Bears"], "battlefield": ["Test Uprising", *["Forest"] * 8]}, "bob": {}},
        cards=TRIGGERS,
    )
    hand = len(g.state.players[0].hand)
    g.apply_text("alice", "cast Grizzly Bears")
    resolve_all(g)
    assert len(g.state.players[0].hand) == hand - 1  # a 2/2: no trigger
    g.apply_text("alice", "cast Craw Wurm")
    resolve_all(g)
    assert len(g.state.players[0].hand) == hand - 1  # the 6/4 left the hand and drew one


def test_whenever_a_creature_with_flying_attacks_once_per_attacker() -> None:
    """CR 508.3a: one trigger for each attacking creature with flying, of either player's."""
    g = position(
        {"alice": {"battlefield": ["Test Sphinx", "Suntail Hawk", "Grizzly Bears"]}, "bob": {}},
        step="beginning_of_combat",
        cards=TRIGGERS,
    )
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    g.apply_text("alice", "attack with Test Sphinx, Suntail Hawk, Grizzly Bears")
    while g.state.stack or isinstance(g.decision, dec.OrderTriggers):
        if isinstance(g.decision, dec.OrderTriggers):
            g.apply(list(g.decision.options)[0])
            continue
        g.apply_text(g.decision.player, "pass")
    assert life(g, 0) == 22


REBIRTH = {
    "name": "Test Rebirth",
    "mana_cost": "{2}{G}",
    "type_line": "Instant",
    "text": "You gain 1 life. If a creature died this turn, create two 1/1 green Saproling creature tokens.",
}
REBIRTHS = database_with(REBIRTH)


def test_if_a_creature_died_this_turn_create_tokens() -> None:
    """CR 608.2c: the instructions in order; the conditional one happens only if its condition holds then."""
    for died, tokens in ((False, 0), (True, 2)):
        g = position(
            {
                "alice": {"hand": ["Test Rebirth", "Shock"], "battlefield": ["Forest", "Forest", "Forest", "Mountain"]},
                "bob": {"battlefield": ["Llanowar Elves"]},
            },
            cards=REBIRTHS,
        )
        if died:
            g.apply_text("alice", "cast Shock targeting Llanowar Elves")
            resolve_all(g)
        g.apply_text("alice", "cast Test Rebirth")
        resolve_all(g)
        assert life(g, 0) == 21
        assert len(ids(g, "Saproling Token")) == tokens


def test_a_conditional_sentence_with_two_clauses_is_not_read() -> None:
    assert not compile_text("If you control a Swamp, draw a card and you lose 1 life.", "Test").supported


def test_a_conditional_instead_replaces_the_instruction_before_it() -> None:
    """CR 608.2c: later text modifies the meaning of earlier text; the two are one step, either one."""
    compiled = compile_text("You gain 4 life. If a creature died this turn, you gain 8 life instead.", "Test")
    assert compiled.spell is not None
    (step,) = compiled.spell.steps
    assert step == ab.Instead(ab.ThisTurn(ab.TurnCount.CREATURES_DIED, 1, ab.Relation.ANY),
                              ab.GainLife(ab.You(), 8), ab.GainLife(ab.You(), 4))
    assert not compile_text("If a creature died this turn, you gain 8 life instead.", "Test").supported  # nothing before
