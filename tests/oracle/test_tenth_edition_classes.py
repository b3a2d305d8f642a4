"""Reading Tenth Edition's classes: "can't be blocked except by ..." (CR 509.1b), "creature blocking ~"
(509.1a), "can't block ~ this turn" (509.1b), an Aura's combat and damage triggers (508.3a, 509.3a, 120.3),
a group's +X/-X (107.3a) and control given to another player (611.2a, 613.1b)."""

from __future__ import annotations

from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import (
    AddStatic,
    Attacks,
    Blocks,
    CantBeBlockedExceptBy,
    CantBlockSource,
    Continuous,
    ControllerOf,
    DealsDamage,
    Duration,
    Filter,
    GainControl,
    GainLife,
    GiveStatic,
    LoseLife,
    PumpEach,
    Status,
    Subject,
    Target,
    ThatMuch,
    ThatObject,
    ThisObject,
    XValue,
    You,
)

CREATURE = frozenset({CardType.CREATURE})


def test_self_except_walls_and_or_fliers() -> None:
    """CR 509.1b: "Walls and/or creatures with flying" allows either group; "with flying" binds the creatures only."""
    c = compile_text("Elven Riders can't be blocked except by Walls and/or creatures with flying.", "Elven Riders")
    assert not c.unread
    (static,) = c.statics
    assert isinstance(static, CantBeBlockedExceptBy)
    walls, fliers = static.group.any_of
    assert walls == Filter(types=CREATURE, subtypes=frozenset({"Wall"}))
    assert fliers == Filter(types=CREATURE, has=frozenset({Keyword.FLYING}))


def test_aura_gives_except_fliers() -> None:
    """CR 509.1b: an Aura's "gets +1/+1 and can't be blocked except by creatures with flying" gives the rule."""
    text = "Enchant creature\nEnchanted creature gets +1/+1 and can't be blocked except by creatures with flying."
    c = compile_text(text, "Treetop Bracers")
    assert not c.unread
    aura = next(s for s in c.statics if isinstance(s, Continuous))
    granted = [m.static for m in aura.modifications if isinstance(m, AddStatic)]
    assert granted == [CantBeBlockedExceptBy(Filter(types=CREATURE, has=frozenset({Keyword.FLYING})), text=text.split("\n")[1])]


def test_except_by_nothing_readable_is_unread() -> None:
    """A group the grammar can't read leaves the card unsupported, the phrase named."""
    c = compile_text("Elven Riders can't be blocked except by blue.", "Elven Riders")
    assert c.unread


def test_target_creature_blocking_it() -> None:
    """CR 509.1a: "target creature blocking ~" asks that the target block the ability's source."""
    c = compile_text("{B}{B}: Destroy target creature blocking Knight of Dusk.", "Knight of Dusk")
    assert not c.unread
    (spec,) = c.activated[0].effect.targets
    assert spec.permanent == Filter(types=CREATURE, statuses=frozenset({Status.BLOCKING_IT}))


def test_enchanted_creature_attacks_or_blocks() -> None:
    """CR 303.4, 508.3a, 509.3a: "Whenever enchanted creature attacks or blocks" is two triggers watching the
    enchanted creature; "its controller" is that creature's controller."""
    text = "Enchant creature\nWhenever enchanted creature attacks or blocks, its controller loses 3 life."
    c = compile_text(text, "Contaminated Bond")
    assert not c.unread
    assert [t.trigger for t in c.triggered] == [Attacks(Subject.ENCHANTED), Blocks(Subject.ENCHANTED)]
    assert c.triggered[0].effect.steps == (LoseLife(ControllerOf(ThatObject()), 3),)


def test_enchanted_creature_deals_damage_that_much() -> None:
    """CR 120.3: "Whenever enchanted creature deals damage, you gain that much life" watches damage to anything."""
    c = compile_text("Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.", "Spirit Link")
    assert not c.unread
    (t,) = c.triggered
    assert t.trigger == DealsDamage(Subject.ENCHANTED, to_opponent=False, to_any=True)
    assert t.effect.steps == (GainLife(You(), ThatMuch()),)


def test_that_much_life_needs_a_measure() -> None:
    """"you gain that much life" after a trigger that measures nothing is not read."""
    c = compile_text("When Grizzly Bears enters the battlefield, you gain that much life.", "Grizzly Bears")
    assert c.unread


def test_target_cant_block_it_this_turn() -> None:
    """CR 509.1b: "Target creature can't block ~ this turn" gives the target a restriction naming the source."""
    c = compile_text("{1}{R}: Target creature can't block Duct Crawler this turn.", "Duct Crawler")
    assert not c.unread
    assert c.activated[0].effect.steps == (GiveStatic(Target(0), CantBlockSource(text="can't block ~ this turn")),)


def test_group_gets_plus_x_minus_x() -> None:
    """CR 107.3a, 613.4c: "All creatures get +X/-X until end of turn" is +1/-1 for each one of X."""
    c = compile_text("All creatures get +X/-X until end of turn.", "Flowstone Slide")
    assert not c.unread
    assert c.spell is not None
    assert c.spell.steps == (PumpEach(Filter(types=CREATURE), 1, -1, per=XValue()),)


def test_target_opponent_gains_control_of_it() -> None:
    """CR 611.2a, 613.1b: "target opponent gains control of it" names who gains control, with no end stated."""
    c = compile_text("When Sleeper Agent enters the battlefield, target opponent gains control of it.", "Sleeper Agent")
    assert not c.unread
    assert c.triggered[0].effect.steps == (GainControl(ThisObject(), Duration.WHILE_ON_BATTLEFIELD, to=Target(0)),)
