"""Classes of the core sets' text (Limited Edition Alpha, Magic 2020) read by the grammar (issue 8)."""

from __future__ import annotations

from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import (
    CreatureEnters,
    Filter,
    GainLife,
    IfYouDo,
    PayMana,
    Relation,
    SparesItself,
    You,
)
from tolaria.mtg.oracle.grammar.compiler import compile_text


def test_you_may_pay_if_you_do_is_a_cost_paid_on_resolution() -> None:
    """CR 118.12: "[A player] may [do something]. If [that player] [does] ..." — the trigger's "you may"
    (603.5) is the choice to pay, a cost of the resolving ability; "If you do" checks it was paid."""
    c = compile_text("Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.", "Soul Net")
    assert c.unread == ()
    (t,) = c.triggered
    assert t.optional
    pay, then = t.effect.steps
    assert isinstance(pay, PayMana) and pay.who == You() and pay.cost.generic == 1
    assert then == IfYouDo(GainLife(You(), 1))


def test_you_may_pay_needs_its_if_you_do() -> None:
    """Without "If you do", nothing says what paying gets: unread, never guessed."""
    assert compile_text("Whenever a creature dies, you may pay {1}.", "Soul Net").unread
    assert compile_text("If you do, you gain 1 life.", "Nothing Before").unread


def test_ward_spares_itself() -> None:
    """702.16c: a Ward's own protection doesn't remove it."""
    c = compile_text(
        "Enchant creature\nEnchanted creature has protection from red. This effect doesn't remove Red Ward.", "Red Ward"
    )
    assert c.unread == ()
    assert c.statics[-1] == SparesItself(frozenset({"R"}), text="Enchanted creature has protection from red. This effect doesn't remove Red Ward.")
    assert compile_text("Enchant creature\nEnchanted creature gets +1/+1. This effect doesn't remove Aura.", "Aura").unread


def test_thats_colors_cross_the_alternatives_of_type() -> None:
    """"target creature or planeswalker that's green or white": each type with each color."""
    spell = compile_text("Destroy target creature or planeswalker that's green or white.", "Noxious Grasp").spell
    assert spell is not None
    flt = spell.targets[0].permanent
    assert flt is not None
    pairs = {(next(iter(a.types)), next(iter(a.colors))) for a in flt.any_of}
    assert pairs == {(t, c) for t in (CardType.CREATURE, CardType.PLANESWALKER) for c in ("G", "W")}
    one = compile_text("Destroy target creature that's black.", "X").spell
    assert one is not None and one.targets[0].permanent == Filter(types=frozenset({CardType.CREATURE}), colors=frozenset({"B"}))


def test_with_after_you_control_and_another_entering_under_you() -> None:
    c = compile_text("Other creatures you control with flying get +1/+1.", "Empyrean Eagle")
    assert c.unread == ()
    affected = c.statics[0].affected  # type: ignore[union-attr]
    assert affected.controller is Relation.YOU and Keyword.FLYING in affected.has and affected.other
    t = compile_text(
        "Whenever another creature enters the battlefield under your control, you gain 1 life.", "Impassioned Orator"
    ).triggered[0]
    assert isinstance(t.trigger, CreatureEnters) and t.trigger.group.other


def test_for_each_counts_a_group_you_control() -> None:
    """"gets +1/+1 until end of turn for each creature you control", "gain 1 life for each ... with flying"."""
    from tolaria.mtg.oracle.abilities import CountControlledBy, CountOf, Pump

    spell = compile_text("Target creature gets +1/+1 until end of turn for each creature you control.", "X").spell
    assert spell is not None
    (pump,) = spell.steps
    assert isinstance(pump, Pump) and isinstance(pump.per, CountOf) and pump.per.group.controller is Relation.YOU
    spell = compile_text("You gain 1 life for each creature you control with flying.", "X").spell
    assert spell is not None
    (gain,) = spell.steps
    assert isinstance(gain, GainLife) and isinstance(gain.amount, CountControlledBy)
    assert Keyword.FLYING in gain.amount.group.has and gain.amount.times == 1
    spell = compile_text("You gain 2 life for each creature you control.", "X").spell
    assert spell is not None
    (gain,) = spell.steps
    assert isinstance(gain, GainLife) and isinstance(gain.amount, CountControlledBy) and gain.amount.times == 2


def test_discard_hand_then_draw_and_a_list_of_nouns() -> None:
    from tolaria.mtg.oracle.abilities import DestroyEach, DiscardHand, Draw, EachPlayer

    spell = compile_text("Each player discards their hand, then draws seven cards.", "Wheel of Fortune").spell
    assert spell is not None and spell.steps == (DiscardHand(EachPlayer()), Draw(EachPlayer(), 7))
    (ability,) = compile_text("{1}, {T}: Destroy all artifacts, creatures, and enchantments.", "Nevinyrral's Disk").activated
    (step,) = ability.effect.steps  # type: ignore[union-attr]
    assert isinstance(step, DestroyEach)
    assert {next(iter(f.types)) for f in step.group.any_of} == {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT}


def test_becomes_color_reaches_a_spell_or_a_permanent() -> None:
    from tolaria.mtg.oracle.abilities import BecomeColor

    spell = compile_text("Target spell or permanent becomes blue.", "Thoughtlace").spell
    assert spell is not None
    assert spell.targets[0].spell is not None and spell.targets[0].permanent is not None
    assert isinstance(spell.steps[0], BecomeColor) and spell.steps[0].colors == frozenset({"U"})
    assert compile_text("Target spell or permanent becomes blue until your next turn.", "X").unread
