""""You may have ~ deal 3 damage to target creature" (CR 603.5): an optional trigger whose instruction
names its verb in the bare form; the bare form is read only after "you may have"."""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import DealDamage, Target
from tolaria.mtg.oracle.grammar.compiler import compile_text


def test_you_may_have_it_deal_damage_is_an_optional_trigger() -> None:
    compiled = compile_text("At the beginning of your draw step, you may have Foo deal 3 damage to target creature.", "Foo")
    assert compiled.unread == ()
    (trigger,) = compiled.triggered
    assert trigger.optional
    assert trigger.effect.steps == (DealDamage(3, Target(0)),)


def test_the_bare_verb_alone_is_not_read() -> None:
    text = "At the beginning of your upkeep, Foo deal 3 damage to target creature."
    assert compile_text(text, "Foo").unread == (text,)
