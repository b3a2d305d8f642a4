"""Player groups in effects (CR 102.1-102.3, 101.4, 506.2): "each opponent", "each player", "each other
player", "defending player", with test cards in the Oracle wording of Magic 2010-2021 cards, in
three-player games where "each opponent" means two players.

CR 101.4: when players act at once, each makes their choices in APNAP order
and then the actions happen at the same time.
"""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.oracle.grammar.compiler import compile_text

GOREMAND = {
    "name": "Test Goremand",
    "mana_cost": "{2}{B}",
    "type_line": "Creature — Demon",
    "text": "When Test Goremand enters the battlefield, each opponent sacrifices a creature.",
    "power": "5",
    "toughness": "5",
}
DEAL = {"name": "Test Deal", "mana_cost": "{B}", "type_line": "Sorcery", "text": "You draw two cards and each opponent discards two cards."}
BANSHEE = {
    "name": "Test Banshee",
    "mana_cost": "{B}",
    "type_line": "Creature — Spirit",
    "text": "When Test Banshee enters the battlefield, each player loses 3 life.",
    "power": "3",
    "toughness": "3",
}
CALLER = {
    "name": "Test Caller",
    "mana_cost": "{R}",
    "type_line": "Creature — Human Shaman",
    "text": "When Test Caller enters the battlefield, it deals 2 damage to each opponent.",
    "power": "3",
    "toughness": "2",
}
RAIDER = {
    "name": "Test Raider",
    "mana_cost": "{R}",
    "type_line": "Creature — Human Pirate",
    "text": "Whenever Test Raider attacks, defending player loses 2 life.",
    "power": "1",
    "toughness": "1",
}
PACT = {
    "name": "Test Pact",
    "mana_cost": "{B}",
    "type_line": "Enchantment",
    "text": "Whenever a creature you control dies, each other player sacrifices a creature.",
}
CARDS = database_with(GOREMAND, DEAL, BANSHEE, CALLER, RAIDER, PACT)
SWAMPS = ["Swamp", "Swamp", "Swamp", "Swamp"]


def game(players: dict[str, Any], **top: Any) -> Game:
    return position(players, cards=CARDS, **top)


def resolve_top(game: Game) -> None:
    """Every player passes until the top of the stack resolves (or a choice is asked)."""
    assert game.state.stack, "nothing to resolve"
    top = game.state.stack[-1].id
    while any(item.id == top for item in game.state.stack) and isinstance(game.decision, dec.Priority):
        game.apply_text(game.decision.player, "pass")


def lives(game: Game) -> list[int]:
    return [p.life for p in game.state.players]


def test_each_opponent_sacrifices_choosing_in_apnap_order_then_all_at_once() -> None:
    """CR 101.4: bob chooses, then carol; nothing is sacrificed until both have chosen (701.21a)."""
    g = game(
        {
            "alice": {"hand": ["Test Goremand"], "battlefield": SWAMPS},
            "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]},
            "carol": {"battlefield": ["Craw Wurm", "Hill Giant"]},
        }
    )
    g.apply_text("alice", "cast Test Goremand")
    resolve_top(g)  # the creature spell
    resolve_top(g)  # its trigger: bob is asked first
    d = g.decision
    assert isinstance(d, dec.ChooseCard) and d.player == "bob" and d.purpose == "sacrifice"
    g.apply_text("bob", "choose Llanowar Elves")
    d = g.decision
    assert isinstance(d, dec.ChooseCard) and d.player == "carol"
    assert ids(g, "Llanowar Elves")  # not yet sacrificed: the actions happen at once
    g.apply_text("carol", "choose Hill Giant")
    assert ids(g, "Llanowar Elves") == [] and ids(g, "Hill Giant") == []
    assert ids(g, "Grizzly Bears") and ids(g, "Craw Wurm") and ids(g, "Test Goremand")


def test_an_opponent_with_one_creature_isnt_asked_and_one_with_none_sacrifices_nothing() -> None:
    g = game(
        {
            "alice": {"hand": ["Test Goremand"], "battlefield": SWAMPS},
            "bob": {"battlefield": ["Grizzly Bears"]},
            "carol": {},
        }
    )
    g.apply_text("alice", "cast Test Goremand")
    resolve_top(g)
    resolve_top(g)
    assert isinstance(g.decision, dec.Priority)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Test Goremand")


def test_each_opponent_discards_two() -> None:
    """CR 701.9: each opponent discards; a hand of two or fewer is discarded without a choice."""
    g = game(
        {
            "alice": {"hand": ["Test Deal"], "battlefield": ["Swamp"]},
            "bob": {"hand": ["Forest", "Island", "Shock"]},
            "carol": {"hand": ["Forest"]},
        }
    )
    g.apply_text("alice", "cast Test Deal")
    resolve_top(g)
    d = g.decision
    assert isinstance(d, dec.ChooseCard) and d.player == "bob" and d.purpose == "discard"
    g.apply_text("bob", "choose Forest, Island")
    players = g.state.players
    assert [g.state.name_of(c) for c in players[1].hand] == ["Shock"]
    assert players[2].hand == [] and len(players[2].graveyard) == 1
    assert len(players[0].hand) == 2  # alice drew two


def test_each_player_loses_life_and_damage_to_each_opponent() -> None:
    """CR 102.2-102.3: "each player" includes alice; "each opponent" is everyone else, dealt at once."""
    g = game({"alice": {"hand": ["Test Banshee", "Test Caller"], "battlefield": ["Swamp", "Mountain"]}, "bob": {}, "carol": {}})
    g.apply_text("alice", "cast Test Banshee")
    resolve_top(g)
    resolve_top(g)
    assert lives(g) == [17, 17, 17]
    g.apply_text("alice", "cast Test Caller")
    resolve_top(g)
    resolve_top(g)
    assert lives(g) == [17, 15, 15]


def test_defending_player_is_the_player_attacked() -> None:
    """CR 506.2: the Raider attacks carol; she is the defending player and loses the life, bob doesn't."""
    g = game({"alice": {"battlefield": ["Test Raider"]}, "bob": {}, "carol": {}}, step="beginning_of_combat")
    for name in ("alice", "bob", "carol"):
        g.apply_text(name, "pass")
    g.apply_text("alice", "attack with Test Raider -> carol")
    while g.state.stack:
        g.apply_text(g.decision.player, "pass")
    assert lives(g) == [20, 20, 18]


def test_each_other_player_sacrifices_when_alices_creature_dies() -> None:
    """CR 603.10a: the dies trigger looks back; bob and carol each sacrifice their only creature."""
    g = game(
        {
            "alice": {"hand": ["Shock"], "battlefield": ["Test Pact", "Grizzly Bears", "Mountain"]},
            "bob": {"battlefield": ["Llanowar Elves"]},
            "carol": {"battlefield": ["Craw Wurm"]},
        }
    )
    g.apply_text("alice", "cast Shock targeting Grizzly Bears")
    resolve_top(g)
    resolve_top(g)
    assert ids(g, "Llanowar Elves") == [] and ids(g, "Craw Wurm") == []


def test_groups_are_read_only_for_the_verbs_the_engine_plays_for_them() -> None:
    assert compile_text("Each opponent loses 2 life.", "Test Spell").supported
    assert compile_text("Each opponent mills two cards.", "Test Spell").supported
    assert not compile_text("Each opponent reveals their hand.", "Test Spell").supported
    assert not compile_text("Defending player reveals their hand.", "Test Spell").supported


KARMA = {
    "name": "Test Karma",
    "mana_cost": "{2}{W}{W}",
    "type_line": "Enchantment",
    "text": "At the beginning of each player's upkeep, Test Karma deals damage to that player equal to the number of Swamps they control.",
}
CORROSION = {
    "name": "Test Corrosion",
    "mana_cost": "{2}{U}{B}",
    "type_line": "Enchantment",
    "text": "Whenever you draw a card, each opponent mills two cards.",
}
COUNTING = database_with(KARMA, CORROSION)


def test_they_control_counts_for_the_player_the_step_is_about() -> None:
    """"equal to the number of Swamps they control": bob's Swamps in bob's upkeep, not alice's."""
    g = position(
        {"alice": {"battlefield": ["Test Karma", "Swamp", "Swamp", "Swamp"]}, "bob": {"battlefield": ["Swamp"]}},
        step="end",
        cards=COUNTING,
    )
    while not (g.state.active == 1 and g.state.stack):
        g.apply_text(g.decision.player, "pass")
    while g.state.stack:
        g.apply_text(g.decision.player, "pass")
    assert lives(g) == [20, 19]


def test_whenever_you_draw_a_card_each_opponent_mills() -> None:
    """CR 121.2, 603.2: each card drawn is one trigger event; the opponents mill, not alice."""
    g = position(
        {
            "alice": {"hand": ["Ancestral Recall"], "battlefield": ["Test Corrosion", "Island"]},
            "bob": {},
            "carol": {},
        },
        cards=COUNTING,
    )
    g.apply_text("alice", "cast Ancestral Recall targeting alice")
    while g.state.stack or isinstance(g.decision, dec.OrderTriggers):
        if isinstance(g.decision, dec.OrderTriggers):
            g.apply(list(g.decision.options)[0])
            continue
        g.apply_text(g.decision.player, "pass")
    assert [len(p.graveyard) for p in g.state.players] == [1, 6, 6]  # Ancestral Recall; 3 draws x 2 cards each
