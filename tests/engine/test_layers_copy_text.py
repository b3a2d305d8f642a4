"""Layer 1 (copy effects, CR 613.2a, 707) and layer 3 (text-changing effects, CR 612)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg.cards.keywords import Keyword, Landwalk, Protection
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import (
    BecomeCopy,
    CantBeBlockedBy,
    ChangeText,
    ControlledBy,
    ManaAbility,
    Modification,
    ModifyPT,
)
from tolaria.mtg.rules import keywords
from tolaria.mtg.rules.changes import add_effect, set_counters, set_effects
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import Layer, chars, copy_of, layer_of
from tolaria.mtg.state import ContinuousEffect, GameState

CAPTAIN = {
    "name": "Test Captain",
    "mana_cost": "{1}{W}",
    "type_line": "Creature — Human Soldier",
    "power": "2",
    "toughness": "2",
    "text": "Flying\nCreatures you control get +1/+1.",
}
KNIGHT = {"name": "Test Knight", "mana_cost": "{W}{W}", "type_line": "Creature — Human Knight", "power": "2", "toughness": "2", "text": "Protection from red"}


def _effect(g: GameState, oid: int, *mods: Modification, controller: int = 0, ts: int | None = None) -> ContinuousEffect:
    """A resolved effect on one permanent, begun through the mutation API (611.2)."""
    effect = ContinuousEffect(g.new_timestamp() if ts is None else ts, "test effect", controller, (oid,), mods)
    add_effect(g, effect)
    return effect


def _one(game: Game, name: str) -> int:
    (oid,) = ids(game, name)
    return oid


# ------------------------------------------------------------------ layer 1: copy effects


def test_copy_of_a_vanilla_creature_takes_its_copiable_values() -> None:
    """CR 707.2: name, mana cost, color, card type, subtype and P/T become the copied object's."""
    game = position({"alice": {"battlefield": ["Hill Giant", "Grizzly Bears"]}, "bob": {}})
    g = game.state
    giant, bears = _one(game, "Hill Giant"), _one(game, "Grizzly Bears")
    _effect(g, giant, copy_of(g, bears))
    c = chars(g, giant)
    assert (c.name, c.power, c.toughness, c.mana_value, c.colors) == ("Grizzly Bears", 2, 2, 2, frozenset({"G"}))
    assert (c.types, c.subtypes) == (frozenset({CardType.CREATURE}), frozenset({"Bear"}))
    assert g.name_of(giant) == "Grizzly Bears"  # what descriptions and events call it
    assert layer_of(BecomeCopy("Grizzly Bears")) is Layer.COPY


def test_copy_has_the_copied_keyword_and_its_static_ability_makes_the_effect() -> None:
    """CR 707.2a, 613.2c: a copy acquires the copied abilities; its static ability then applies (611.3)."""
    db = database_with(CAPTAIN)
    game = position({"alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]}, "bob": {"battlefield": ["Test Captain"]}}, cards=db)
    g = game.state
    bears, giant, captain = _one(game, "Grizzly Bears"), _one(game, "Hill Giant"), _one(game, "Test Captain")
    _effect(g, bears, copy_of(g, captain))
    copy = chars(g, bears)
    assert copy.name == "Test Captain" and copy.has(Keyword.FLYING)
    assert (copy.power, copy.toughness) == (3, 3)  # 2/2, and its own "creatures you control get +1/+1"
    assert (chars(g, giant).power, chars(g, giant).toughness) == (4, 4)  # alice's other creature too
    assert (chars(g, captain).power, chars(g, captain).toughness) == (3, 3)  # bob's captain: only its own


def test_copy_of_a_copy_copies_what_was_copied_and_keeps_it() -> None:
    """CR 707.3: copying a copy gives the values it copied; CR 707.2b: they don't change afterwards."""
    game = position({"alice": {"battlefield": ["Grizzly Bears", "Hill Giant", "Serra Angel"]}, "bob": {}})
    g = game.state
    bears, giant, angel = _one(game, "Grizzly Bears"), _one(game, "Hill Giant"), _one(game, "Serra Angel")
    first = _effect(g, bears, copy_of(g, angel))
    _effect(g, giant, copy_of(g, bears))
    c = chars(g, giant)
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    assert c.has(Keyword.FLYING) and c.has(Keyword.VIGILANCE)
    set_effects(g, [e for e in g.effects if e is not first])  # the first copy ends: Bears are Bears again
    assert chars(g, bears).name == "Grizzly Bears"
    assert chars(g, giant).name == "Serra Angel"


def test_pump_on_the_original_is_not_copied_but_a_pump_on_the_copy_applies() -> None:
    """CR 707.2: other effects aren't copied; CR 613.4c: layer 7c applies after layer 1, whatever the timestamps."""
    game = position({"alice": {"battlefield": ["Hill Giant", "Grizzly Bears"]}, "bob": {}})
    g = game.state
    giant, bears = _one(game, "Hill Giant"), _one(game, "Grizzly Bears")
    _effect(g, bears, ModifyPT(3, 3))
    _effect(g, giant, ModifyPT(1, 1))  # older than the copy effect, still applied on top of it
    _effect(g, giant, copy_of(g, bears))
    assert (chars(g, bears).power, chars(g, bears).toughness) == (5, 5)
    assert (chars(g, giant).power, chars(g, giant).toughness) == (3, 3)


def test_counters_are_not_copied_but_the_copy_keeps_its_own() -> None:
    """CR 707.2: counters aren't copied; CR 613.4c: the copy's own counters apply in layer 7c."""
    game = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}, {"card": "Hill Giant", "counters": {"-1/-1": 1}}]}, "bob": {}})
    g = game.state
    giant, bears = _one(game, "Hill Giant"), _one(game, "Grizzly Bears")
    _effect(g, giant, copy_of(g, bears))
    assert (chars(g, bears).power, chars(g, bears).toughness) == (4, 4)
    assert (chars(g, giant).power, chars(g, giant).toughness) == (1, 1)  # 2/2 copied, its own -1/-1
    set_counters(g, g.battlefield[giant], "-1/-1", 0)
    assert (chars(g, giant).power, chars(g, giant).toughness) == (2, 2)


def test_control_is_not_copied() -> None:
    """CR 707.2, 613.1b: control isn't a copiable value; the copy stays under its own controller."""
    game = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Hill Giant", "Serra Angel"]}})
    g = game.state
    giant, bears, angel = _one(game, "Hill Giant"), _one(game, "Grizzly Bears"), _one(game, "Serra Angel")
    _effect(g, angel, ControlledBy(0))  # alice has taken bob's angel
    _effect(g, giant, copy_of(g, angel), controller=1)
    _effect(g, bears, copy_of(g, giant))
    assert chars(g, angel).controller == 0
    assert (chars(g, giant).name, chars(g, giant).controller) == ("Serra Angel", 1)
    assert (chars(g, bears).name, chars(g, bears).controller) == ("Serra Angel", 0)


def test_of_two_copy_effects_the_later_timestamp_wins() -> None:
    """CR 613.2, 613.7: within layer 1a effects apply in timestamp order, so the later copy effect wins."""
    game = position({"alice": {"battlefield": ["Hill Giant", "Grizzly Bears", "Serra Angel"]}, "bob": {}})
    g = game.state
    giant, bears, angel = _one(game, "Hill Giant"), _one(game, "Grizzly Bears"), _one(game, "Serra Angel")
    _effect(g, giant, copy_of(g, angel), ts=501)
    _effect(g, giant, copy_of(g, bears), ts=500)  # added last, but older
    assert chars(g, giant).name == "Serra Angel"
    set_effects(g, [e for e in g.effects if e.timestamp != 501])
    assert chars(g, giant).name == "Grizzly Bears"


def test_when_the_copy_effect_ends_the_original_values_return() -> None:
    """CR 611.2, 613.1: values are computed from the effects in force; with the copy effect gone, none is copied."""
    db = database_with(CAPTAIN)
    game = position({"alice": {"battlefield": ["Hill Giant", "Grizzly Bears"]}, "bob": {"battlefield": ["Test Captain"]}}, cards=db)
    g = game.state
    giant, bears, captain = _one(game, "Hill Giant"), _one(game, "Grizzly Bears"), _one(game, "Test Captain")
    _effect(g, giant, copy_of(g, captain))
    assert chars(g, bears).power == 3  # the copied static ability applies
    set_effects(g, [])
    c = chars(g, giant)
    assert (c.name, c.power, c.toughness, c.mana_value, c.keywords) == ("Hill Giant", 3, 3, 4, frozenset())
    assert chars(g, bears).power == 2
    assert g.name_of(giant) == "Hill Giant"


def test_a_copy_has_the_copied_triggered_ability() -> None:
    """CR 707.2a, 603.2: a copy of Soul Warden triggers when another creature enters."""
    game = position({"alice": {"battlefield": ["Hill Giant", "Soul Warden"], "hand": ["Grizzly Bears"], "mana_pool": "{G}{G}"}, "bob": {}})
    g = game.state
    giant, warden = _one(game, "Hill Giant"), _one(game, "Soul Warden")
    _effect(g, giant, copy_of(g, warden))
    game.apply_text("alice", "cast Grizzly Bears")
    for _ in range(6):  # the spell, then both triggers, resolve
        if not game.state.stack and not game.state.waiting and game.state.players[0].life != 20:
            break
        game.apply_text(game.decision.player, "pass")  # type: ignore[union-attr]
    assert game.state.players[0].life == 22  # Soul Warden and its copy


def test_copy_effects_and_text_changes_survive_a_round_trip() -> None:
    """Architecture, property 1: the position's JSON form holds the new modifications exactly."""
    game = position({"alice": {"battlefield": ["Hill Giant", "Grizzly Bears"]}, "bob": {}})
    g = game.state
    giant, bears = _one(game, "Hill Giant"), _one(game, "Grizzly Bears")
    _effect(g, giant, copy_of(g, bears), ChangeText("Bear", "Elf"))
    again = Game.from_json(game.to_json())
    assert again.state.effects == g.effects
    assert chars(again.state, giant).subtypes == frozenset({"Elf"})


# ------------------------------------------------------------------ layer 3: text-changing effects


def test_text_change_turns_protection_from_red_into_protection_from_blue() -> None:
    """CR 612.1-612.2, 702.16: "protection from red" becomes "protection from blue"."""
    db = database_with(KNIGHT)
    game = position({"alice": {"battlefield": ["Test Knight"]}, "bob": {}}, cards=db)
    g = game.state
    knight = _one(game, "Test Knight")
    _effect(g, knight, ChangeText("red", "blue"))
    c = chars(g, knight)
    assert c.keywords == frozenset({Protection(frozenset({"U"}))})
    assert keywords.protection_stops_target(c, frozenset({"U"}))
    assert not keywords.protection_stops_target(c, frozenset({"R"}))
    assert layer_of(ChangeText("red", "blue")) is Layer.TEXT


def test_text_change_of_a_land_type_changes_landwalk() -> None:
    """CR 612.2, 702.14c: swampwalk changed to islandwalk: unblockable against Islands, not Swamps."""
    game = position({"alice": {"battlefield": ["Bog Wraith"]}, "bob": {"battlefield": ["Island"]}, "carol": {"battlefield": ["Swamp"]}})
    g = game.state
    wraith = _one(game, "Bog Wraith")
    assert not keywords.landwalk_evades(g, chars(g, wraith), 1)
    _effect(g, wraith, ChangeText("Swamp", "Island"))
    c = chars(g, wraith)
    assert c.keywords == frozenset({Landwalk("Island")}) and c.landwalk == frozenset({"Island"})
    assert keywords.landwalk_evades(g, c, 1) and not keywords.landwalk_evades(g, c, 2)


def test_text_change_does_not_change_the_name() -> None:
    """CR 612.2: a color word or subtype changed is not changed in the name ("Black Knight" stays)."""
    game = position({"alice": {"battlefield": ["Black Knight"]}, "bob": {}})
    g = game.state
    knight = _one(game, "Black Knight")
    _effect(g, knight, ChangeText("black", "red"), ChangeText("Knight", "Elf"), ChangeText("white", "green"))
    c = chars(g, knight)
    assert c.name == "Black Knight" and g.name_of(knight) == "Black Knight"
    assert c.subtypes == frozenset({"Human", "Elf"})  # the type line's creature type is changed
    assert c.protection == frozenset({"G"})
    assert c.colors == frozenset({"B"})  # its color comes from its mana cost, not from a word


def test_text_change_rewrites_a_description_in_a_static_ability() -> None:
    """CR 612.2, 509.1b: Vine Mare "can't be blocked by black creatures" becomes "... by white creatures"."""
    game = position({"alice": {"battlefield": ["Vine Mare"]}, "bob": {"battlefield": ["Black Knight", "White Knight"]}})
    g = game.state
    mare, black, white = _one(game, "Vine Mare"), _one(game, "Black Knight"), _one(game, "White Knight")
    _effect(g, mare, ChangeText("black", "white"))
    (static,) = chars(g, mare).statics
    assert isinstance(static, CantBeBlockedBy)
    assert matches(g, white, static.group, 0, mare) and not matches(g, black, static.group, 0, mare)


def test_text_change_of_a_basic_land_type_changes_the_land_and_its_mana() -> None:
    """CR 612.1, 305.6 (Magical Hack's rulings): a Forest changed to an Island is an Island and taps for {U}."""
    game = position({"alice": {"battlefield": ["Forest"]}, "bob": {}})
    g = game.state
    forest = _one(game, "Forest")
    _effect(g, forest, ChangeText("Forest", "Island"))
    c = chars(g, forest)
    assert c.name == "Forest" and c.subtypes == frozenset({"Island"})
    (mana,) = c.activated
    assert isinstance(mana, ManaAbility) and mana.produces == ("U",)


def test_text_change_applies_to_the_copied_text_after_the_copy() -> None:
    """CR 613.1, 612.1: layer 3 applies after layer 1, so the copied rules text is changed, whatever the timestamps."""
    game = position({"alice": {"battlefield": ["Hill Giant", "White Knight"]}, "bob": {}})
    g = game.state
    giant, knight = _one(game, "Hill Giant"), _one(game, "White Knight")
    _effect(g, giant, ChangeText("black", "green"), ts=300)
    _effect(g, giant, copy_of(g, knight), ts=301)
    assert chars(g, giant).protection == frozenset({"G"})
    assert chars(g, knight).protection == frozenset({"B"})


def test_text_changes_of_the_original_are_not_copied() -> None:
    """CR 707.2: text-changing effects on the copied object aren't part of its copiable values."""
    game = position({"alice": {"battlefield": ["Hill Giant", "White Knight"]}, "bob": {}})
    g = game.state
    giant, knight = _one(game, "Hill Giant"), _one(game, "White Knight")
    _effect(g, knight, ChangeText("black", "green"))
    _effect(g, giant, copy_of(g, knight))
    assert chars(g, knight).protection == frozenset({"G"})
    assert chars(g, giant).protection == frozenset({"B"})


def test_text_change_needs_two_different_words_of_one_kind() -> None:
    """CR 612.2: a color word is replaced by a color word, a land type by a land type."""
    with pytest.raises(ValueError):
        ChangeText("red", "Island")
    with pytest.raises(ValueError):
        ChangeText("Swamp", "Goblin")
    with pytest.raises(ValueError):
        ChangeText("red", "red")


def test_a_triggered_ability_carries_its_sources_text_changes_to_the_stack() -> None:
    """CR 612.1, 113.7a: Nekrataal under "black" to "white" triggers for a "nonwhite" creature target."""
    from tolaria.mtg.rules.triggers import ability_of
    from tolaria.mtg.state import PendingTrigger

    game = position({"alice": {"battlefield": ["Nekrataal"]}, "bob": {}})
    g = game.state
    nekrataal = _one(game, "Nekrataal")
    _effect(g, nekrataal, ChangeText("black", "white"))
    c = chars(g, nekrataal)
    trigger = PendingTrigger(0, nekrataal, "Nekrataal", 0, changes=c.changes)
    (spec,) = ability_of(g, trigger).effect.targets
    assert spec.permanent is not None and spec.permanent.not_colors == frozenset({"W"})
    (printed,) = ability_of(g, PendingTrigger(0, nekrataal, "Nekrataal", 0)).effect.targets
    assert printed.permanent is not None and printed.permanent.not_colors == frozenset({"B"})
