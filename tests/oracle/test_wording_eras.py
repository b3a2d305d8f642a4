"""Every wording era of the reference card files reads the same (issue 8, part 1)."""

from __future__ import annotations

import pytest

from tolaria.mtg.cards.typeline import parse_type_line
from tolaria.mtg.oracle import compile_text


@pytest.mark.parametrize(
    ("older", "newer"),
    [
        ("When ~ enters the battlefield, draw a card.", "When this creature enters, draw a card."),
        ("Whenever another creature enters the battlefield, you gain 1 life.", "Whenever another creature enters, you gain 1 life."),
        ("Test Wall can't be blocked by Walls.", "This creature can't be blocked by Walls."),
        ("Sacrifice Test Wall: Draw a card.", "Sacrifice this creature: Draw a card."),
        ("Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That player discards that card.",
         "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card."),
    ],
)
def test_older_and_newer_oracle_wording_compile_alike(older: str, newer: str) -> None:
    old = compile_text(older.replace("~", "Test Wall"), "Test Wall")
    new = compile_text(newer, "Test Wall")
    assert old.supported and new.supported, (old.unread, new.unread)
    strip = lambda c: (c.keywords, [a.effect.steps for a in c.triggered], [a.cost.sacrifice_self for a in c.activated],  # noqa: E731
                       [getattr(s, "group", None) for s in c.statics], c.spell.steps if c.spell else None)
    assert strip(old) == strip(new)


@pytest.mark.parametrize(("printed", "today"), [("Viashino", "Lizard"), ("Cephalid", "Octopus")])
def test_a_renamed_creature_type_reads_as_today(printed: str, today: str) -> None:
    """CR 205.3m lists the creature types; Tenth Edition's type lines print two Oracle has renamed."""
    assert parse_type_line(f"Creature — {printed} Scout").subtypes == (today, "Scout")


def test_an_unknown_creature_type_is_still_refused() -> None:
    with pytest.raises(Exception, match="unknown subtype"):
        parse_type_line("Creature — Bogus")
