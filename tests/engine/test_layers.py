"""Characteristics through the layers (CR 613) and control derived from the effects in force (613.1b)."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg.characteristics import FACE_DOWN
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import (
    AddTypes,
    Continuous,
    ControlledBy,
    Filter,
    ModifyPT,
    Relation,
    SetPT,
    SwitchPT,
)
from tolaria.mtg.rules.layers import Layer, chars, layer_of
from tolaria.mtg.state import ContinuousEffect

ANTHEM = {"name": "Test Anthem", "mana_cost": "{2}{W}", "type_line": "Enchantment", "text": "Creatures you control get +1/+1."}


def test_act_of_treason_then_threaten_control_returns_to_the_owner() -> None:
    """CR 613.1b, 514.2: both control effects end at cleanup, so control derives from none: bob's again.

    (Storing and restoring the previous controller would hand the Bears back to alice.)
    """
    game = position({"alice": {"hand": ["Act of Treason", "Threaten"], "mana_pool": "{R}{R}{R}{R}{R}{R}"}, "bob": {"battlefield": ["Grizzly Bears"]}}, step="main2")
    for spell in ("Act of Treason", "Threaten"):
        game.apply_text("alice", f"cast {spell} targeting Grizzly Bears")
        game.apply_text("alice", "pass")
        game.apply_text("bob", "pass")
    (bears,) = ids(game, "Grizzly Bears")
    assert chars(game.state, bears).controller == 0
    for _ in range(4):  # main2, end step: both pass; cleanup; bob's turn
        if game.state.active == 1:
            break
        game.apply_text(game.decision.player, "pass")  # type: ignore[union-attr]
    assert game.state.active == 1
    assert chars(game.state, bears).controller == 1
    assert game.state.battlefield[bears].controller == 1
    assert any(e.kind == "control_change" and e.new == 1 for e in game.events)  # type: ignore[attr-defined]


def test_layer_order_and_sublayers() -> None:
    """CR 613.4: 7b sets, 7c modifies (effects and counters), 7d switches, whatever the timestamps."""
    game = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]}, "bob": {}})
    g = game.state
    (bears,) = ids(game, "Grizzly Bears")
    g.effects = [
        ContinuousEffect(90, "switch", 0, (bears,), (SwitchPT(),)),
        ContinuousEffect(91, "pump", 0, (bears,), (ModifyPT(0, 3),)),
        ContinuousEffect(92, "set", 0, (bears,), (SetPT(0, 1),)),
    ]
    g.changed()
    c = chars(g, bears)
    # 7b: 0/1; 7c: +0/+3 and the counter's +1/+1 -> 1/5; 7d: switched -> 5/1.
    assert (c.power, c.toughness) == (5, 1)
    assert [layer_of(m) for e in g.effects for m in e.modifications] == [Layer.PT_SWITCHING, Layer.PT_MODIFYING, Layer.PT_SETTING]


def test_static_anthem_applies_and_stops_with_its_source() -> None:
    """CR 611.3, 613.7a: a static ability's effect applies while its source is on the battlefield."""
    db = database_with(ANTHEM)
    game = position({"alice": {"battlefield": ["Grizzly Bears", "Test Anthem"]}, "bob": {"battlefield": ["Hill Giant"]}}, cards=db)
    g = game.state
    (bears,), (giant,), (anthem,) = ids(game, "Grizzly Bears"), ids(game, "Hill Giant"), ids(game, "Test Anthem")
    assert (chars(g, bears).power, chars(g, bears).toughness) == (3, 3)
    assert chars(g, giant).power == 3  # bob's: not "you control"
    from tolaria.mtg.events import Destroyed
    from tolaria.mtg.kinds import Zone
    from tolaria.mtg.rules.zones import Departure, leave_battlefield

    leave_battlefield(g, [Departure(anthem, Zone.GRAVEYARD, Destroyed, ("701.8a",))])
    assert (chars(g, bears).power, chars(g, bears).toughness) == (2, 2)


def test_dependency_beats_timestamps() -> None:
    """CR 613.8a-b: an effect whose affected set depends on another waits for it, despite an earlier timestamp.

    A static "creatures you control are artifacts" (older) and a resolved "this land becomes a creature"
    (newer) are both in layer 4; the land becomes a creature first, so it becomes an artifact too.
    """
    db = database_with({"name": "Test Forge", "mana_cost": "{3}", "type_line": "Artifact", "text": ""})
    d = db.card("Test Forge")
    artifacts = Continuous(Filter(types=frozenset({CardType.CREATURE}), controller=Relation.YOU), (AddTypes(frozenset({CardType.ARTIFACT})),))
    d.base.statics = (artifacts,)
    d.has_continuous = True
    game = position({"alice": {"battlefield": ["Test Forge", "Forest"]}, "bob": {}}, cards=db)
    g = game.state
    (forest,) = ids(game, "Forest")
    g.effects = [ContinuousEffect(g.new_timestamp() + 100, "animate", 0, (forest,), (AddTypes(frozenset({CardType.CREATURE})), SetPT(2, 2)))]
    g.changed()
    c = chars(g, forest)
    assert {CardType.LAND, CardType.CREATURE, CardType.ARTIFACT} <= c.types
    assert (c.power, c.toughness) == (2, 2)


def test_control_comes_from_layer_two_in_timestamp_order() -> None:
    """CR 613.1b, 613.7: the latest control effect wins; none left means the default controller (110.2)."""
    game = position({"alice": {}, "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {}})
    g = game.state
    (bears,) = ids(game, "Grizzly Bears")
    g.effects = [
        ContinuousEffect(50, "a", 0, (bears,), (ControlledBy(0),)),
        ContinuousEffect(60, "c", 2, (bears,), (ControlledBy(2),)),
    ]
    g.changed()
    assert chars(g, bears).controller == 2
    g.effects = g.effects[:1]
    g.changed()
    assert chars(g, bears).controller == 0
    g.effects = []
    g.changed()
    assert chars(g, bears).controller == 1


def test_face_down_permanent_shows_no_card() -> None:
    """CR 708.2a: a face-down permanent is a nameless 2/2 creature with no text, identity kept apart."""
    game = position({"alice": {"battlefield": [{"card": "Serra Angel", "face_down": True}]}, "bob": {}})
    g = game.state
    (oid,) = list(g.battlefield)
    c = chars(g, oid)
    assert (c.name, c.power, c.toughness, c.keywords) == (FACE_DOWN.name, 2, 2, frozenset())
    assert g.battlefield[oid].card == "Serra Angel"
    assert "Serra Angel" not in str(game.observe("bob")) and "Serra Angel" in str(game.observe("alice"))


def test_cached_values_never_outlive_a_change() -> None:
    """Architecture, property 3: a counter placed is seen at once."""
    from tolaria.mtg.rules.changes import set_counters

    game = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    g = game.state
    (bears,) = ids(game, "Grizzly Bears")
    assert chars(g, bears).power == 2
    set_counters(g, g.battlefield[bears], "+1/+1", 2)
    assert chars(g, bears).power == 4
    twin = game.copy()
    set_counters(twin.state, twin.state.battlefield[bears], "+1/+1", 0)
    assert chars(twin.state, bears).power == 2 and chars(g, bears).power == 4


def test_tokens_are_keyed_by_their_whole_definition() -> None:
    """Two tokens of one name but different characteristics are different cards of the database."""
    from tolaria.mtg.oracle.abilities import TokenSpec

    db = database_with()
    small = TokenSpec("Zombie Token", frozenset({"B"}), frozenset({CardType.CREATURE}), ("Zombie",), 2, 2)
    big = replace(small, power=5, toughness=5)
    assert db.card(small) is not db.card(big)
    assert (db.card(small).base.power, db.card(big).base.power) == (2, 5)
    assert db.card(small) is db.card(replace(big, power=2, toughness=2))


def test_each_ruleset_owns_its_card_database() -> None:
    """No process-global pool: a game with test cards doesn't teach them to other games."""
    from tolaria.errors import UnknownCard
    from tolaria.mtg import Game

    db = database_with(ANTHEM)
    with_anthem = Game.new(decks=[["Test Anthem"] * 40, ["Forest"] * 40], seed=1, cards=db)
    assert with_anthem.cards is db
    try:
        Game.new(decks=[["Test Anthem"] * 40, ["Forest"] * 40], seed=1)
    except UnknownCard:
        pass
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError("the bundled database knew a test card")
