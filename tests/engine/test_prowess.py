"""Prowess (CR 702.108a-b), with a test card in the Oracle text of a prowess creature: the bundled pool
prints none."""

from __future__ import annotations

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.rules.layers import chars

ELDER = {"name": "Test Elder", "mana_cost": "{1}{U}", "type_line": "Creature — Human Monk", "text": "Prowess", "power": "1", "toughness": "2"}
TWICE = {**ELDER, "name": "Test Twice Elder", "text": "Prowess, prowess"}


def game_with(creature: str) -> Game:
    return position(
        {
            "alice": {"hand": ["Shock", "Grizzly Bears"], "battlefield": [creature, "Mountain", "Forest", "Forest"]},
            "bob": {},
        },
        cards=database_with(ELDER, TWICE),
    )


def pt(game: Game, name: str) -> tuple[int | None, int | None]:
    g = game.state
    oid = next(o for o in g.battlefield if g.name_of(o) == name)
    c = chars(g, oid)
    return c.power, c.toughness


def resolve_all(game: Game) -> None:
    while game.state.stack or isinstance(game.decision, dec.OrderTriggers):
        if isinstance(game.decision, dec.OrderTriggers):  # CR 603.3b: two of alice's triggers at once
            game.apply(list(game.decision.options)[0])
            continue
        game.apply_text("alice", "pass")
        game.apply_text("bob", "pass")


def test_a_noncreature_spell_gives_plus_one_plus_one() -> None:
    """CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn"."""
    game = game_with("Test Elder")
    game.apply_text("alice", "cast Shock targeting bob")
    assert any(game.state.name_of(i.id) != "Shock" for i in game.state.stack)  # the trigger is above Shock
    resolve_all(game)
    assert pt(game, "Test Elder") == (2, 3)


def test_a_creature_spell_does_not_trigger_it() -> None:
    game = game_with("Test Elder")
    game.apply_text("alice", "cast Grizzly Bears")
    assert [game.state.name_of(i.id) for i in game.state.stack] == ["Grizzly Bears"]
    resolve_all(game)
    assert pt(game, "Test Elder") == (1, 2)


def test_each_instance_triggers_separately() -> None:
    """CR 702.108b: two instances of prowess trigger twice: +2/+2."""
    game = game_with("Test Twice Elder")
    game.apply_text("alice", "cast Shock targeting bob")
    resolve_all(game)
    assert pt(game, "Test Twice Elder") == (3, 4)
