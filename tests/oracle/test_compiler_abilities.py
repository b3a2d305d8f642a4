"""Compiling activated (602), triggered (603), modal (700.2) and prevention (615) text."""

from __future__ import annotations

from tolaria.mtg.carddb import card_def
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.kinds import CardType, Step, Zone
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    BecomesBlocked,
    BeginningOf,
    Blocks,
    CreateTokens,
    DealDamage,
    Draw,
    Enters,
    IfUnable,
    ManaAbility,
    PreventDamage,
    Regenerate,
    Sacrifice,
    SourceUntapped,
    Subject,
    Target,
    ThatPlayer,
    TokenSpec,
    Whose,
    XValue,
    You,
)


def test_whole_pool_compiles() -> None:
    pool = CardPool.default()
    unsupported = {n: card_def(n).compiled.unread for n in pool.names() if not card_def(n).supported}
    assert unsupported == {}
    assert sum(pool.pool_of(n) in ("A", "B") for n in pool.names()) == 102
    assert sum(pool.pool_of(n) == "D" for n in pool.names()) == 297
    assert len(pool.names()) == 418


def test_tap_add_is_a_mana_ability() -> None:
    """CR 605.1a: an activated ability without a target that could add mana is a mana ability."""
    c = compile_text("{T}: Add {G}.", "Llanowar Elves")
    (ability,) = c.activated
    assert isinstance(ability, ManaAbility) and ability.cost.tap
    assert ability.produces == ("G",) and not ability.choose


def test_mana_abilities_of_several_mana_a_color_choice_and_other_costs() -> None:
    """CR 605.1a, 106.1a: "Add {G}{G}", "one mana of any color", "{R} or {G}", a {1} in the cost."""
    (two,) = compile_text("{T}: Add {G}{G}.", "Test Land").activated
    (any_color,) = compile_text("{T}: Add one mana of any color.", "Test Bird").activated
    (either,) = compile_text("{T}: Add {R} or {G}.", "Test Land").activated
    (costly,) = compile_text("{1}, {T}: Add {B}{B}.", "Test Rock").activated
    assert isinstance(two, ManaAbility) and two.produces == ("G", "G")
    assert isinstance(any_color, ManaAbility) and any_color.choose == 1 and any_color.palette == "WUBRG"
    assert isinstance(either, ManaAbility) and either.palette == "RG"
    assert isinstance(costly, ManaAbility) and costly.cost.tap and costly.cost.mana.generic == 1


def test_x_in_an_activation_cost() -> None:
    """CR 107.3a: {X} in an activation cost, used by the effect."""
    (ability,) = compile_text("{X}, {T}: Test Engine deals X damage to any target.", "Test Engine").activated
    assert isinstance(ability, ActivatedAbility)
    assert ability.cost.mana.x == 1 and ability.cost.tap
    assert ability.effect.steps == (DealDamage(XValue(), Target(0)),)


def test_sacrifice_cost_and_it_means_the_source() -> None:
    c = compile_text("Sacrifice Mogg Fanatic: It deals 1 damage to any target.", "Mogg Fanatic")
    (ability,) = c.activated
    assert isinstance(ability, ActivatedAbility)
    assert ability.cost.sacrifice_self and not ability.cost.tap
    assert ability.effect.steps == (DealDamage(1, Target(0)),)


def test_discard_cost() -> None:
    c = compile_text("Discard a land card: Seismic Assault deals 2 damage to any target.", "Seismic Assault")
    (ability,) = c.activated
    assert isinstance(ability, ActivatedAbility)
    assert ability.cost.discard is not None and ability.cost.discard.types == {"land"}


def test_intervening_if_clause() -> None:
    """CR 603.4: "if" right after the trigger condition is checked twice."""
    text = "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card."
    (t,) = compile_text(text, "Howling Mine").triggered
    assert t.trigger == BeginningOf(Step.DRAW, Whose.EACH) and t.condition == SourceUntapped()
    assert t.effect.steps == (Draw(ThatPlayer(), 1),)


def test_if_you_cant() -> None:
    text = "At the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. If you can't, Lord of the Pit deals 7 damage to you."
    (t,) = compile_text(text, "Lord of the Pit").triggered
    sac, dmg = t.effect.steps
    assert isinstance(sac, Sacrifice) and sac.group.other
    assert dmg == IfUnable(DealDamage(7, You()))


def test_optional_trigger_with_graveyard_target() -> None:
    text = "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand."
    (t,) = compile_text(text, "Gravedigger").triggered
    assert t.optional and t.trigger == Enters(Subject.SELF)
    (spec,) = t.effect.targets
    assert spec.zone is Zone.GRAVEYARD and spec.card is not None and spec.card.types == {"creature"}


def test_blocks_or_becomes_blocked_by_a_creature_is_two_triggers() -> None:
    """CR 509.3b/509.3d: one trigger per creature blocked or blocking."""
    text = "Whenever Inferno Elemental blocks or becomes blocked by a creature, Inferno Elemental deals 3 damage to that creature."
    events = [t.trigger for t in compile_text(text, "Inferno Elemental").triggered]
    assert events == [Blocks(Subject.SELF, per_creature=True), BecomesBlocked(Subject.SELF, per_creature=True)]


def test_modal_spell() -> None:
    """CR 700.2: "Choose one —" with bulleted modes."""
    text = "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn."
    spell = compile_text(text, "Healing Salve").spell
    assert spell is not None and len(spell.modes) == 2
    assert spell.modes[1].steps == (PreventDamage(Target(0), 3),)


def test_card_named_for_a_keyword_action() -> None:
    """"Regenerate target creature." names the action, not the card Regenerate."""
    c = compile_text("Regenerate target creature. (The next time that creature would be destroyed this turn, it isn't.)", "Regenerate")
    assert c.supported and c.spell is not None and c.spell.steps == (Regenerate(Target(0)),)


def test_tokens_are_named_for_their_subtypes() -> None:
    """CR 111.4: a token's name is its subtypes plus "Token"; its whole definition identifies it."""
    spell = compile_text("Create two 1/1 white Soldier creature tokens.", "Raise the Alarm").spell
    assert spell is not None
    (step,) = spell.steps
    token = TokenSpec("Soldier Token", frozenset({"W"}), frozenset({CardType.CREATURE}), ("Soldier",), 1, 1)
    assert step == CreateTokens(token, 2)


def test_unknown_trigger_is_unread() -> None:
    c = compile_text("Whenever you cycle a card, draw a card.", "Odd")
    assert not c.supported


def test_unpayable_mana_symbols_make_a_card_unsupported() -> None:
    """A cost the payment code can't pay (hybrid, Phyrexian, snow; CR 107.4) is reported, never guessed."""
    from tolaria.mtg.carddb import CardDef
    from tolaria.mtg.cards.face import CardFace
    from tolaria.mtg.cards.mana import parse_mana_cost
    from tolaria.mtg.cards.pt import parse_pt
    from tolaria.mtg.cards.typeline import parse_type_line

    face = CardFace(
        name="Test Hybrid",
        mana_cost=parse_mana_cost("{1}{W/U}"),
        type_line=parse_type_line("Creature — Bird"),
        power=parse_pt("1"),
        toughness=parse_pt("1"),
    )
    d = CardDef(face)
    assert not d.supported
    assert d.compiled.unread == ("mana cost {W/U}",)
