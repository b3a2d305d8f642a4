"""Cost reductions (CR 601.2f, 118.7) and "End the turn" (724.1) as read and as reckoned."""

from __future__ import annotations

from tolaria.mtg.cards.mana import parse_mana_cost
from tolaria.mtg.oracle.abilities import (
    ControlsMore,
    CostIncrease,
    CostReduction,
    EndTheTurn,
    SelfCostReduction,
    YourTurn,
)
from tolaria.mtg.oracle.grammar.compiler import compile_text
from tolaria.mtg.rules.cost_changes import reduced
from tolaria.mtg.rules.mana import need_of


def test_generic_reduction_reduces_only_the_generic_part() -> None:
    """CR 118.7a: {1} less of {W}{W} leaves {W}{W}; of {2}{W}, {1}{W}; never below {0}."""
    assert reduced(need_of(parse_mana_cost("{W}{W}")), parse_mana_cost("{1}")) == (0, (2, 0, 0, 0, 0), 0)
    assert reduced(need_of(parse_mana_cost("{2}{W}")), parse_mana_cost("{1}")) == (1, (1, 0, 0, 0, 0), 0)
    assert reduced(need_of(parse_mana_cost("{1}{G}")), parse_mana_cost("{6}")) == (0, (0, 0, 0, 0, 1), 0)


def test_colored_reduction_beyond_its_color_reduces_the_generic_part() -> None:
    """CR 118.7b-c: {2}{U}{U} less of {3}{U}{U}{U} is {1}{U}; {U} less of {3}{R} is {2}{R}."""
    assert reduced(need_of(parse_mana_cost("{3}{U}{U}{U}")), parse_mana_cost("{2}{U}{U}")) == (1, (0, 1, 0, 0, 0), 0)
    assert reduced(need_of(parse_mana_cost("{3}{R}")), parse_mana_cost("{U}")) == (2, (0, 0, 0, 1, 0), 0)


def test_spell_cost_changes_read_more_and_less() -> None:
    """601.2f: "cost {N} more" is an increase in generic mana, "cost {N} less" a reduction."""
    less = compile_text("Creature spells you cast with power 4 or greater cost {2} less to cast.", "Goreclaw").statics
    assert isinstance(less[0], CostReduction) and less[0].spell.power_at_least == 4 and less[0].mana.generic == 2
    more = compile_text("Artifact spells your opponents cast cost {2} more to cast.", "Aura").statics
    assert isinstance(more[0], CostIncrease) and more[0].generic == 2
    assert compile_text("Creature spells you cast cost {U} more to cast.", "Tax").unread  # only generic increases


def test_self_reductions_with_their_conditions() -> None:
    """113.6d: the card's own reduction, its condition before or after it."""
    avatar = compile_text(
        "If an opponent controls at least four more creatures than you, this spell costs {6} less to cast.", "Avatar of Might"
    ).statics[0]
    assert isinstance(avatar, SelfCostReduction) and isinstance(avatar.condition, ControlsMore)
    assert avatar.condition.margin == 4
    turn = compile_text("As long as it's your turn, this spell costs {2}{U}{U} less to cast.", "Discontinuity").statics[0]
    assert isinstance(turn, SelfCostReduction) and turn.condition == YourTurn() and turn.mana.colored["U"] == 2
    assert compile_text("This spell costs {X} less to cast.", "Salvo").unread


def test_end_the_turn_is_the_last_instruction() -> None:
    """724.1: nothing of the spell resolves after it."""
    spell = compile_text("End the turn.", "Time Stop").spell
    assert spell is not None and spell.steps == (EndTheTurn(),)


def _m20() -> str:
    from tests.engine.helpers import reference_set_file

    return str(reference_set_file("M20"))


def test_a_target_that_would_leave_the_cost_unpaid_is_not_offered() -> None:
    """CR 601.2f, 601.2h: with one Mountain, bob's Shock may target alice or his own creature, never Boreal
    Elemental ("Spells your opponents cast that target ~ cost {2} more to cast"), and the cast never stalls."""
    from tolaria.mtg import Game
    from tolaria.mtg import actions as act

    text = """
name: Boreal Elemental's tax on targets
turn: {active: bob, step: main1}
players:
  alice:
    battlefield: [Boreal Elemental]
  bob:
    hand: [Shock]
    battlefield: [Mountain, Concordia Pegasus]
"""
    game = Game.from_scenario(text, cards=_m20())
    g = game.state
    shock = g.players[1].hand[0]
    game.apply(act.CastSpell(shock))
    offered = {a.target for a in game.legal_actions() if isinstance(a, act.ChooseTarget)}
    boreal = next(oid for oid in g.battlefield if g.name_of(oid) == "Boreal Elemental")
    pegasus = next(oid for oid in g.battlefield if g.name_of(oid) == "Concordia Pegasus")
    assert boreal not in offered and pegasus in offered
