"""The grammar compiler's readings: whole object descriptions, references, and the card-level checks.

Each test is a reading that phrase-by-phrase matching gets wrong, checked
against the rules text: as a tree, and where the engine decides the
outcome, in a game.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg.carddb import CardDef
from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import (
    ControllerOf,
    CountOf,
    DealDamage,
    DestroyEach,
    Filter,
    GainControl,
    GainLife,
    LoseLife,
    Pump,
    Relation,
    ReturnToHand,
    Target,
    ThatObject,
    Untap,
    You,
)
from tolaria.mtg.rules.filters import matches


def _spell(text: str, name: str = "Test Spell") -> tuple[object, ...]:
    c = compile_text(text, name)
    assert c.supported, c.unread
    assert c.spell is not None
    return c.spell.steps


def _target_filter(text: str) -> Filter:
    c = compile_text(text, "Test Spell")
    assert c.supported and c.spell is not None, c.unread
    flt = c.spell.targets[0].permanent
    assert flt is not None
    return flt


def test_a_land_type_is_a_land_type_not_a_creature_type() -> None:
    """CR 205.3i: Plains is a land type, singular and plural alike; "Destroy all Plains" destroys lands."""
    assert _spell("Destroy all Plains.") == (DestroyEach(Filter(types=frozenset({CardType.LAND}), subtypes=frozenset({"Plains"}))),)


def test_an_unknown_capitalised_word_is_unread() -> None:
    """CR 205.3: only real subtypes are subtypes; anything else is a word the grammar doesn't read."""
    assert not compile_text("Destroy target Blorp.", "Test Spell").supported


def test_target_aura_is_an_enchantment_with_the_aura_subtype() -> None:
    """CR 205.3h: Aura is an enchantment type."""
    assert _target_filter("Destroy target Aura.") == Filter(types=frozenset({CardType.ENCHANTMENT}), subtypes=frozenset({"Aura"}))


def test_creature_or_vehicle_accepts_a_creature() -> None:
    """"creature or Vehicle" is either (CR 205.2): Grizzly Bears fits."""
    flt = _target_filter("Destroy target creature or Vehicle.")
    game = position({"alice": {"battlefield": ["Grizzly Bears", "Ornithopter"]}, "bob": {}})
    (bears,), (thopter,) = ids(game, "Grizzly Bears"), ids(game, "Ornithopter")
    assert matches(game.state, bears, flt, 0, source=0)
    assert matches(game.state, thopter, flt, 0, source=0)  # a creature too


def test_artifact_creature_is_one_object_with_both_types() -> None:
    """"artifact creature" names one object with both types (CR 205.2): not Grizzly Bears, but Ornithopter."""
    flt = _target_filter("Destroy target artifact creature.")
    game = position({"alice": {"battlefield": ["Grizzly Bears", "Ornithopter"]}, "bob": {}})
    (bears,), (thopter,) = ids(game, "Grizzly Bears"), ids(game, "Ornithopter")
    assert not matches(game.state, bears, flt, 0, source=0)
    assert matches(game.state, thopter, flt, 0, source=0)


def test_three_alternatives_are_three() -> None:
    """"artifact, enchantment, or land": each is an alternative of its own."""
    flt = _target_filter("Destroy target artifact, enchantment, or land.")
    assert [f.types for f in flt.any_of] == [{CardType.ARTIFACT}, {CardType.ENCHANTMENT}, {CardType.LAND}]


def test_each_other_goblin() -> None:
    c = compile_text("Other Goblins get +1/+1 and have mountainwalk.", "Goblin King")
    assert c.supported
    (static,) = c.statics
    assert static.affected == Filter(types=frozenset({CardType.CREATURE}), subtypes=frozenset({"Goblin"}), other=True)  # type: ignore[union-attr]


def test_it_after_a_target_is_the_target() -> None:
    """Goatnapper: the "it" that gains haste is the Goat, not the source."""
    c = compile_text(
        "When Goatnapper enters the battlefield, untap target Goat and gain control of it until end of turn. It gains haste until end of turn.",
        "Goatnapper",
    )
    assert c.supported, c.unread
    steps = c.triggered[0].effect.steps
    assert steps == (Untap(Target(0)), GainControl(Target(0)), Pump(Target(0), keywords=(Keyword.HASTE,)))


NATURES_CLAIM = {
    "name": "Test Claim",
    "mana_cost": "{G}",
    "type_line": "Instant",
    "text": "Destroy target artifact or enchantment. Its controller gains 4 life.",
}


def test_its_controller_gains_the_life() -> None:
    """Nature's Claim: "its controller" is the destroyed permanent's controller, as it last existed (608.2h)."""
    assert _spell(NATURES_CLAIM["text"])[1] == GainLife(ControllerOf(Target(0)), 4)
    db = database_with(NATURES_CLAIM)
    game = position({"alice": {"hand": ["Test Claim"], "mana_pool": "{G}"}, "bob": {"battlefield": ["Ornithopter"]}}, cards=db)
    game.apply_text("alice", "cast Test Claim targeting Ornithopter")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    assert not ids(game, "Ornithopter")
    assert [p.life for p in game.state.players] == [20, 24]


RETURNER = {
    "name": "Test Returner",
    "mana_cost": "{1}{B}",
    "type_line": "Creature — Spirit",
    "power": "1",
    "toughness": "1",
    "text": "When this creature dies, return it to its owner's hand.",
}


def test_a_dies_trigger_returns_the_card_from_the_graveyard() -> None:
    """CR 400.7, 603.10a: "it" is the card put into the graveyard; the trigger returns that card."""
    c = compile_text(RETURNER["text"], "Test Returner")
    assert c.triggered[0].effect.steps == (ReturnToHand(ThatObject()),)
    db = database_with(RETURNER)
    game = position({"alice": {"battlefield": ["Test Returner"], "hand": ["Murder"], "mana_pool": "{B}{B}{B}"}, "bob": {}}, cards=db)
    game.apply_text("alice", "cast Murder targeting Test Returner")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    while game.state.stack:
        game.apply_text(game.decision.player, "pass")  # type: ignore[union-attr]
    alice = game.state.players[0]
    assert [game.state.name_of(c) for c in alice.hand] == ["Test Returner"]
    assert not [c for c in alice.graveyard if game.state.name_of(c) == "Test Returner"]


def _face(**record: object) -> CardFace:
    return CardFace.from_record({"name": "Test Card", **record})


@pytest.mark.parametrize("text", ["", "(This is reminder text only.)"])
def test_an_instant_without_an_instruction_is_unsupported(text: str) -> None:
    """CR 113.3a: an instant's effect is its spell ability; with none the card is not read."""
    d = CardDef(_face(mana_cost="{U}", type_line="Instant", text=text))
    assert not d.supported and not d.castable


def test_a_creature_whose_text_is_a_spell_instruction_is_unsupported() -> None:
    """CR 113.3: a permanent has no spell ability; "Draw a card." on a creature is no ability it has."""
    d = CardDef(_face(mana_cost="{1}{U}", type_line="Creature — Human", power="1", toughness="1", text="Draw a card."))
    assert not d.supported
    assert any("spell instruction on a permanent" in p for p in d.compiled.unread)


def test_a_nonland_card_without_a_mana_cost_cannot_be_cast() -> None:
    """CR 118.6: a card with no mana cost can't be cast (its cost is unpayable), though it is read."""
    d = CardDef(_face(type_line="Sorcery", text="Draw a card."))
    assert d.supported and not d.castable


def test_an_undefined_x_is_unsupported() -> None:
    """CR 107.3: X is defined by a cost or by the text; "Draw X cards." on a spell without {X} is not read."""
    d = CardDef(_face(mana_cost="{2}{U}", type_line="Sorcery", text="Draw X cards."))
    assert not d.supported
    assert CardDef(_face(mana_cost="{X}{U}", type_line="Sorcery", text="Draw X cards.")).supported


@pytest.mark.parametrize("text", ["{WU}: You gain 1 life.", "{2W}, {T}: Draw a card.", "{T: Draw a card."])
def test_a_bad_cost_leaves_the_ability_unread(text: str) -> None:
    d = CardDef(_face(mana_cost="{1}", type_line="Artifact", text=text))
    assert not d.supported and d.compiled.unread == (text.rstrip("."),) or text in d.compiled.unread[0]


def test_text_that_is_not_a_string_is_unread_not_a_crash() -> None:
    c = compile_text(5, "Test Card")  # type: ignore[arg-type]
    assert not c.supported and "not text" in c.unread[0]


def test_today_s_wording_reads_as_the_old() -> None:
    """"enters the battlefield" (older) and "enters" (2024), the name and "this creature", read the same."""
    old = compile_text("When Test Bear enters the battlefield, draw a card.", "Test Bear")
    new = compile_text("When this creature enters, draw a card.", "Test Bear")
    assert old.supported and old.triggered[0].trigger == new.triggered[0].trigger
    assert old.triggered[0].effect.steps == new.triggered[0].effect.steps


def test_a_legend_s_short_name_is_itself() -> None:
    """CR 201.5: a legendary card's short name in its text means the card itself."""
    c = compile_text("[+1]: Chandra deals 2 damage to any target.", "Chandra, Test Pyromancer")
    assert c.supported, c.unread


def test_a_token_with_keywords_and_an_artifact_token() -> None:
    """CR 111.3: the effect that creates a token defines its types and abilities."""
    c = compile_text("Create a 1/1 colorless Thopter artifact creature token with flying.", "Test Spell")
    assert c.supported and c.spell is not None
    token = c.spell.steps[0].token  # type: ignore[union-attr]
    assert token.types == {CardType.ARTIFACT, CardType.CREATURE}
    assert token.keywords == (Keyword.FLYING,) and token.colors == frozenset()


def test_until_end_of_turn_said_first_reads_as_said_after() -> None:
    """611.2a: "Until end of turn, creatures you control get +1/+1" is the same effect as the usual order."""
    first = compile_text("Until end of turn, creatures you control get +1/+1 and gain haste.", "Test Spell")
    after = compile_text("Creatures you control get +1/+1 and gain haste until end of turn.", "Test Spell")
    assert first.supported and first.spell == after.spell


def test_groups_joined_by_and_are_either_kind() -> None:
    c = compile_text("Destroy all artifacts and enchantments.", "Test Spell")
    assert c.supported and c.spell is not None
    (step,) = c.spell.steps
    assert [f.types for f in step.group.any_of] == [{CardType.ARTIFACT}, {CardType.ENCHANTMENT}]  # type: ignore[union-attr]


def test_each_player_is_read_only_where_the_engine_plays_it() -> None:
    """"Each player draws" / "loses 3 life" are played for each player in turn order (101.4); a verb the
    engine doesn't play for a group of players ("each player reveals their hand") is not read."""
    assert compile_text("Each player draws a card.", "Test Spell").supported
    assert compile_text("Each player loses 3 life.", "Test Spell").supported
    assert not compile_text("Each player reveals their hand.", "Test Spell").supported


def test_that_player_needs_a_player_named_before() -> None:
    assert not compile_text("That player draws a card.", "Test Spell").supported
    c = compile_text("At the beginning of each player's draw step, that player draws an additional card.", "Test Mine")
    assert c.supported


def test_a_sentence_that_does_not_read_is_named_and_the_others_are_kept_out() -> None:
    """Strict: nothing is dropped; the unread sentence is named and the card is unsupported."""
    c = compile_text("Destroy target creature. Its controller shuffles their library.", "Test Spell")
    assert c.unread == ("Its controller shuffles their library",)


def test_a_dies_trigger_that_deals_damage_is_dealt_by_the_source() -> None:
    """Bogardan Firefiend: "it deals 2 damage" after "When ~ dies" is the source (its last known information)."""
    c = compile_text("When Bogardan Firefiend dies, it deals 2 damage to target creature.", "Bogardan Firefiend")
    assert c.supported


def test_reminder_text_is_ignored_only_where_it_ends_an_ability() -> None:
    """CR 207.2: reminder text is the parenthesised text after an ability; parentheses elsewhere are read."""
    assert compile_text("Flying (This creature can't be blocked except by creatures with flying or reach.)", "X").supported
    assert compile_text("({T}: Add {G}.)", "Forest").supported
    c = compile_text("Draw (a) card.", "Test Spell")
    assert c.unread == ("Draw (a) card",)


def test_that_creatures_controller_is_the_controller_of_the_trigger_s_creature() -> None:
    """Gloom Sower: "that creature's controller" is the blocker's controller (the trigger's object)."""
    c = compile_text(
        "Whenever Gloom Sower becomes blocked by a creature, that creature's controller loses 2 life and you gain 2 life.",
        "Gloom Sower",
    )
    assert c.supported
    assert c.triggered[0].effect.steps[0] == LoseLife(ControllerOf(ThatObject()), 2)


def test_alternatives_of_two_kinds_of_object_are_not_read() -> None:
    """"target spell or creature" names a spell or a permanent: no one description, so not read (never a guess)
    but where the instruction says what becomes of either (400.7: "return ... to its owner's hand")."""
    assert not compile_text("Exile target spell or creature.", "Test Spell").supported
    assert compile_text("Return target instant or sorcery card from your graveyard to your hand.", "Test Spell").supported


def test_return_target_spell_or_creature_is_one_target_of_either_kind() -> None:
    """Unsubstantiate (CR 115.1, 400.7): one target, a spell on the stack or a creature on the battlefield."""
    c = compile_text("Return target spell or creature to its owner's hand.", "Test Spell")
    assert c.supported and c.spell is not None
    (spec,) = c.spell.targets
    assert spec.spell is not None and spec.permanent is not None
    assert spec.permanent.types == frozenset({CardType.CREATURE})


def test_a_mana_ability_that_sacrifices_a_chosen_permanent_is_not_read() -> None:
    """CR 605.3a: a mana ability's costs are paid as it is activated; a chosen sacrifice there isn't played yet."""
    assert not compile_text("Sacrifice a Spirit: Add {R}.", "Test Card").supported
    assert compile_text("{2}, {T}, Sacrifice a creature: Draw a card.", "Test Card").supported


def test_where_x_is_a_count_defines_x() -> None:
    """CR 107.3: "where X is the number of Swamps you control" defines every X of the sentence."""
    c = compile_text(
        "Tendrils deals X damage to target creature and you gain X life, where X is the number of Swamps you control.",
        "Tendrils",
    )
    assert c.supported and c.spell is not None
    count = CountOf(Filter(types=frozenset({CardType.LAND}), subtypes=frozenset({"Swamp"}), controller=Relation.YOU))
    assert c.spell.steps == (DealDamage(count, Target(0)), GainLife(You(), count))


def test_its_controller_is_read_only_where_the_engine_knows_it() -> None:
    """608.2h: after "Destroy" or "put on the bottom" the object is remembered as it last existed; after a
    bounce, or for a spell, "its controller" would fall back to the wrong player, so it is not read."""
    assert compile_text("Destroy target artifact. Its controller gains 4 life.", "Test Spell").supported
    assert not compile_text("Counter target spell. Its controller loses 2 life.", "Test Spell").supported
    assert not compile_text("Return target creature to its owner's hand. Its controller loses 2 life.", "Test Spell").supported
