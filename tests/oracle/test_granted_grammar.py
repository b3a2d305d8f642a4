"""The grammar of abilities granted in quotation marks (CR 113.10) and of the layer-4/6 statics read
with them: what is read, into which nodes, and what stays unread."""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    Continuous,
    GrantAbilities,
    GrantedFrom,
    LoseAbilities,
    ManaAbility,
    TriggeredAbility,
)
from tolaria.mtg.oracle.grammar.compiler import compile_text


def _static(text: str, name: str = "Test Aura") -> Continuous:
    c = compile_text(text, name)
    assert c.unread == ()
    found = [s for s in c.statics if isinstance(s, Continuous)]
    assert len(found) == 1
    return found[0]


def test_a_quoted_activated_ability_is_numbered_with_the_granting_card() -> None:
    s = _static('Enchant creature\nEnchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."')
    (grant,) = [m for m in s.modifications if isinstance(m, GrantAbilities)]
    (ability,) = grant.activated
    assert isinstance(ability, ActivatedAbility)
    assert ability.granted == GrantedFrom("Test Aura", 0)
    assert ability.text == "{T}: this creature deals 1 damage to any target."


def test_a_quoted_mana_ability_needs_no_number() -> None:
    s = _static('Lands you control have "{T}: Add one mana of any color."', "Joiner")
    (grant,) = s.modifications
    assert isinstance(grant, GrantAbilities)
    assert isinstance(grant.activated[0], ManaAbility)


def test_a_quoted_triggered_ability() -> None:
    s = _static('Enchant creature\nEnchanted creature has "When this creature dies, draw a card."')
    (grant,) = s.modifications
    assert isinstance(grant, GrantAbilities) and isinstance(grant.triggered[0], TriggeredAbility)


def test_the_clauses_of_an_auras_static() -> None:
    """"gets +2/+2, has first strike, and is a Knight in addition to its other types" (205.1b); "loses flying" (113.10b)."""
    s = _static("Enchant creature\nEnchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types.")
    assert [type(m) for m in s.modifications][1:] == [AddAbilities, AddTypes]
    s = _static("Equipped creature gets +10/+10 and loses flying.\nEquip {8}", "Test Hammer")
    assert isinstance(s.modifications[1], LoseAbilities)


def test_a_quoted_ability_naming_the_card_is_unread() -> None:
    """CR 201.5a: a name inside a granted ability names the granting object, which the grammar doesn't
    model; the ability stays unread rather than being read as its new object's own."""
    c = compile_text('Enchant creature\nEnchanted creature has "{T}: Test Aura deals 1 damage to any target."', "Test Aura")
    assert c.unread == ('Enchanted creature has "{T}: Test Aura deals 1 damage to any target."',)


def test_a_quoted_text_that_is_no_ability_is_unread() -> None:
    c = compile_text('Enchant creature\nEnchanted creature has "Flibber the jabberwock."', "Test Aura")
    assert c.unread
