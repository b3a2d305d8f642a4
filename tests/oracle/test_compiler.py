"""The Oracle compiler reads every word or refuses the card (architecture, property 5)."""

from __future__ import annotations

import pytest

from tolaria.mtg.carddb import card_def
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.oracle import compile_text


def test_all_of_pool_a_compiles() -> None:
    pool = CardPool.default()
    names = [n for n in pool.names() if pool.pool_of(n) == "A"]
    assert len(names) == 63
    unsupported = {n: card_def(n).compiled.unread for n in names if not card_def(n).supported}
    assert unsupported == {}


def test_unreadable_sentence_is_reported_not_guessed() -> None:
    c = compile_text("Flying\nDraw a card, then discard a card.", "Test Card")
    assert not c.supported
    assert c.unread == ("Draw a card, then discard a card",)
    assert c.spell is None


def test_reminder_text_is_ignored() -> None:
    """CR 207.2: reminder text has no rules meaning."""
    c = compile_text("Reach (This creature can block creatures with flying.)", "Giant Spider")
    assert c.supported and c.keywords == {"reach"}


def test_keyword_list_and_protection() -> None:
    c = compile_text("First strike\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)", "White Knight")
    assert c.keywords == {"first strike", "protection from black"}


def test_any_target_allows_players_creatures_planeswalkers() -> None:
    """CR 115.4: "any target" means a creature, player, planeswalker or battle."""
    c = compile_text("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt")
    assert c.spell is not None
    (spec,) = c.spell.targets
    assert spec.players and spec.permanent is not None
    assert spec.permanent.types == {"creature", "planeswalker", "battle"}
    (step,) = c.spell.steps
    assert (step.op, step.amount, step.target) == ("damage", 3, 0)


def test_terror_restrictions_and_no_regeneration() -> None:
    c = compile_text("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "Terror")
    assert c.spell is not None
    (spec,) = c.spell.targets
    assert spec.permanent is not None
    assert spec.permanent.not_types == {"artifact"} and spec.permanent.not_colors == {"B"}
    (step,) = c.spell.steps
    assert step.op == "destroy" and step.regenerate is False


def test_new_self_reference_wording() -> None:
    """Oracle text since 2024 often says "this creature" for the card's own name."""
    old = compile_text("Vine Mare can't be blocked by black creatures.", "Vine Mare")
    new = compile_text("This creature can't be blocked by black creatures.", "Vine Mare")
    assert old.statics == new.statics and old.supported


@pytest.mark.parametrize(
    ("text", "op"),
    [
        ("Counter target noncreature spell.", "counter"),
        ("Target player discards two cards.", "discard"),
        ("Draw X cards.", "draw"),
        ("Add {B}{B}{B}.", "add_mana"),
        ("Creatures you control get +3/+3 and gain trample until end of turn.", "pump_all"),
        ("Return target creature to its owner's hand.", "bounce"),
    ],
)
def test_spell_templates(text: str, op: str) -> None:
    c = compile_text(text, "Some Spell")
    assert c.supported and c.spell is not None
    assert c.spell.steps[0].op == op


def test_counter_needs_a_spell_target() -> None:
    c = compile_text("Counter target creature.", "Odd")
    assert not c.supported
