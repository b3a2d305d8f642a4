"""Cost changes (CR 601.2f, 118.7): statics that make spells cost more or less to cast.

Two shapes: a permanent's rule for a kind of spell ("Creature spells with
flying you cast cost {1} less to cast", "Artifact spells your opponents cast
cost {2} more to cast"), and a card's rule for its own cost, with or
without a condition ("~ costs {1} less to cast if you control a creature
with flying", "If an opponent controls at least four more creatures than
you, ~ costs {6} less to cast", "As long as it's your turn, ~ costs
{2}{U}{U} less to cast"). A reduction may name colored mana (118.7c); an
increase is read only in generic mana.
"""

from __future__ import annotations

from tolaria.errors import CardDataError
from tolaria.mtg.cards.mana import ManaCost, parse_mana_cost
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    ActivationReduction,
    Condition,
    CostIncrease,
    CostReduction,
    Filter,
    Relation,
    SelfCostReduction,
    StaticAbility,
    TargetingCostIncrease,
)
from tolaria.mtg.oracle.grammar.conditions import condition, split_condition
from tolaria.mtg.oracle.grammar.objects import Noun, counted, description, with_quality
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import Kind


def spells_cost(r: Reader, flt: Filter, text: str) -> StaticAbility:
    """After "[kind] spells": "[your opponents / you] cast [with power 4 or greater] cost {N} more / less
    to cast" (601.2f)."""
    caster = Relation.ANY
    if r.accept("your opponents cast"):
        caster = Relation.OPPONENT
    elif r.accept("you cast"):
        caster = Relation.YOU
    if r.accept("that target ~"):
        if flt != ANYTHING:
            raise NoParse("spells of a kind that target ~")
        r.expect("cost")
        mana = _amount(r)
        r.expect("more to cast")
        if mana.generic != mana.mana_value:
            raise NoParse("a generic cost increase")
        return TargetingCostIncrease(caster, mana.generic, text=text)
    flt = with_quality(r, flt)  # "Creature spells you cast with power 4 or greater"
    r.expect("cost")
    mana = _amount(r)
    if r.accept("less to cast"):
        return CostReduction(flt, caster, mana, text=text)
    r.expect("more to cast")
    if mana.generic != mana.mana_value:
        raise NoParse("a generic cost increase")
    return CostIncrease(flt, caster, mana.generic, text=text)


def self_cost_reduction(r: Reader, text: str) -> StaticAbility:
    """"~ costs {1} less to cast [if ...]" / "If ..., ~ costs {6} less to cast" / "As long as ..., ~ costs
    {2}{U}{U} less to cast" (601.2f, 113.6d)."""
    cond: Condition | None = None
    if r.accept("if") or r.accept("as long as"):
        split = split_condition(r.tokens, r.pos)
        if split is None:
            raise NoParse("a condition")
        cond, comma = split
        r.pos = comma + 1
    r.expect("~ costs")
    mana = _amount(r)
    r.expect("less to cast")
    if cond is None and r.accept("if"):
        cond = condition(r)
    r.end()
    return SelfCostReduction(mana, cond, text=text)


def activation_reduction(r: Reader) -> ActivationReduction:
    """After "This ability costs": "{1} less to activate for each Shrine you control" (602.2b, 601.2f)."""
    mana = _amount(r)
    r.expect("less to activate for each")
    return ActivationReduction(mana, counted(r))


def _amount(r: Reader) -> ManaCost:
    """The mana of a cost change: generic and colored symbols ("{2}", "{2}{U}{U}"); never {X}."""
    symbols = []
    while (tok := r.peek()) is not None and tok.kind is Kind.MANA:
        symbols.append(tok.text)
        r.advance()
    if not symbols:
        raise NoParse("an amount of mana")
    try:
        mana = parse_mana_cost("".join(symbols))
    except CardDataError as err:
        raise NoParse(str(err)) from err
    if mana.x or mana.hybrid or mana.phyrexian or mana.snow or mana.colorless:
        raise NoParse("a fixed amount of generic and colored mana")
    return mana


def spell_kind(r: Reader) -> Filter:
    """"Creature spells", "Creature spells with flying", "Legendary spells", "Spells": a description of spells."""
    if r.accept("spells"):
        return ANYTHING
    flt, kind = description(r, plural_ok=True)
    if kind != Noun.SPELL:
        raise NoParse("spells")
    return flt
