"""The Oracle compiler reads every word or refuses the card (architecture, property 5)."""

from __future__ import annotations

import pytest

from tolaria.mtg.carddb import card_def
from tolaria.mtg.cards.keywords import Keyword, Protection
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import (
    AddMana,
    CounterSpell,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Filter,
    PlayerTargets,
    PumpEach,
    Relation,
    ReturnToHand,
    Target,
    XValue,
    You,
)


def test_all_of_pool_a_compiles() -> None:
    pool = CardPool.default()
    names = [n for n in pool.names() if pool.pool_of(n) == "A"]
    assert len(names) == 63
    unsupported = {n: card_def(n).compiled.unread for n in names if not card_def(n).supported}
    assert unsupported == {}


def test_unreadable_sentence_is_reported_not_guessed() -> None:
    c = compile_text("Flying\nDraw a card, then shuffle your library.", "Test Card")
    assert not c.supported
    assert c.unread == ("Draw a card, then shuffle your library",)
    assert c.spell is None


def test_reminder_text_is_ignored() -> None:
    """CR 207.2: reminder text has no rules meaning."""
    c = compile_text("Reach (This creature can block creatures with flying.)", "Giant Spider")
    assert c.supported and c.keywords == (Keyword.REACH,)


def test_keyword_list_and_protection() -> None:
    """CR 702.16a: protection from a color is a keyword with a parameter."""
    c = compile_text("First strike\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)", "White Knight")
    assert c.keywords == (Keyword.FIRST_STRIKE, Protection(frozenset({"B"})))


def test_any_target_allows_players_creatures_planeswalkers() -> None:
    """CR 115.4: "any target" means a creature, player, planeswalker or battle."""
    c = compile_text("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt")
    assert c.spell is not None
    (spec,) = c.spell.targets
    assert spec.players is PlayerTargets.ANY and spec.permanent is not None
    assert {t for alt in spec.permanent.any_of for t in alt.types} == {"creature", "planeswalker", "battle"}
    assert c.spell.steps == (DealDamage(3, Target(0)),)


def test_terror_restrictions_and_no_regeneration() -> None:
    c = compile_text("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "Terror")
    assert c.spell is not None
    (spec,) = c.spell.targets
    assert spec.permanent is not None
    assert spec.permanent.types == {"creature"}
    assert spec.permanent.not_types == {"artifact"} and spec.permanent.not_colors == {"B"}
    assert c.spell.steps == (Destroy(Target(0), regenerate=False),)


def test_nouns_side_by_side_all_apply_and_or_gives_alternatives() -> None:
    """"artifact creature" is one object with both types; "artifact or enchantment" is either (CR 205.2)."""
    both = compile_text("Destroy target artifact creature.", "Test Spell")
    either = compile_text("Destroy target artifact or enchantment.", "Test Spell")
    assert both.spell is not None and either.spell is not None
    both_filter = both.spell.targets[0].permanent
    either_filter = either.spell.targets[0].permanent
    assert both_filter is not None and both_filter.types == {"artifact", "creature"} and not both_filter.any_of
    assert either_filter is not None and not either_filter.types
    assert [f.types for f in either_filter.any_of] == [{"artifact"}, {"enchantment"}]


def test_new_self_reference_wording() -> None:
    """Oracle text since 2024 often says "this creature" for the card's own name."""
    old = compile_text("Vine Mare can't be blocked by black creatures.", "Vine Mare")
    new = compile_text("This creature can't be blocked by black creatures.", "Vine Mare")
    assert old.statics == new.statics and old.supported


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("Counter target noncreature spell.", CounterSpell(Target(0))),
        ("Target player discards two cards.", Discard(Target(0), 2)),
        ("Draw X cards.", Draw(You(), XValue())),
        ("Add {B}{B}{B}.", AddMana(("B", "B", "B"))),
        (
            "Creatures you control get +3/+3 and gain trample until end of turn.",
            PumpEach(Filter(types=frozenset({CardType.CREATURE}), controller=Relation.YOU), 3, 3, (Keyword.TRAMPLE,)),
        ),
        ("Return target creature to its owner's hand.", ReturnToHand(Target(0))),
    ],
)
def test_spell_templates(text: str, step: object) -> None:
    c = compile_text(text, "Some Spell")
    assert c.supported and c.spell is not None
    assert c.spell.steps[0] == step


def test_counter_needs_a_spell_target() -> None:
    c = compile_text("Counter target creature.", "Odd")
    assert not c.supported
