"""Statics of Tenth Edition's rules machinery: blocking more than one attacker, requirements to block,
groups that enter tapped, entering as a copy, and choices made as a permanent enters (CR 509.1a-c,
614.1c-d, 614.12, 707.2).

Each reader takes one whole static sentence (the card's name already "~")
and returns its node, or raises NoParse; :func:`static` tries them in turn
and is one of the readers of ``lines.static_line``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.kinds import COLOR_WORDS, CardType
from tolaria.mtg.oracle.abilities import (
    ANYTHING,
    AdditionalCombat,
    AddStatic,
    AnyNumberInDeck,
    CanBlockAdditional,
    CantActivateChosenName,
    CantCast,
    ChoiceKind,
    ChooseAsEnters,
    Continuous,
    CopySpell,
    DamageMultiplied,
    DealDamage,
    EndTheTurn,
    EntersAsCopy,
    Filter,
    FlipCoin,
    GroupEntersTapped,
    IfFlip,
    ModifyPTPer,
    MustBeBlocked,
    PlayerHasKeyword,
    PlayerTargets,
    PreventAllDamage,
    PreventAllFromColors,
    PreventAllToPlayer,
    PreventNextFromSource,
    ProtectionFromChosen,
    PTEqualToCount,
    RedirectToAttached,
    RedirectUnblockedTo,
    Relation,
    StaticAbility,
    Status,
    TakeDraws,
    TargetSpec,
    ThisObject,
    UntapEach,
    You,
)
from tolaria.mtg.oracle.grammar.objects import (
    ANY_TARGET,
    Noun,
    description,
    fixed_number,
    group,
    pt_change,
    target_phrase,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope

_CREATURE = Filter(types=frozenset({CardType.CREATURE}))


def static(r: Reader, text: str, name: str) -> StaticAbility:
    """The first reading of this module that takes the whole sentence; ``name`` is the card's ("~")."""
    return r.first(
        lambda q: q.whole(lambda w: _per_same_name(w, text, name)),
        lambda q: q.whole(lambda w: _pt_same_name(w, text, name)),
        lambda q: q.whole(lambda w: _any_number_in_deck(w, text)),
        lambda q: q.whole(lambda w: _redirect_to_enchanted(w, text)),
        lambda q: q.whole(lambda w: _prevent_all_static(w, text)),
        lambda q: q.whole(lambda w: _damage_multiplied(w, text)),
        lambda q: q.whole(lambda w: _player_keyword(w, text)),
        lambda q: q.whole(lambda w: _cant_cast(w, text)),
        lambda q: q.whole(lambda w: _blocks_more(w, text)),
        lambda q: q.whole(lambda w: _must_be_blocked(w, text)),
        lambda q: q.whole(lambda w: _group_enters_tapped(w, text)),
        lambda q: q.whole(lambda w: _enters_as_copy(w, text)),
        lambda q: q.whole(lambda w: _choose_as_enters(w, text)),
        lambda q: q.whole(lambda w: _protection_from_chosen(w, text)),
        lambda q: q.whole(lambda w: _cant_activate_chosen_name(w, text)),
    )


def _block_allowance(r: Reader, text: str) -> CanBlockAdditional:
    """"can block an additional creature [each combat]" / "can block any number of creatures" (509.1a)."""
    r.expect("can block")
    if r.accept("any number of creatures"):
        return CanBlockAdditional(0, any_number=True, text=text)
    r.expect("an additional creature")
    r.accept("each combat")
    return CanBlockAdditional(1, text=text)


def _blocks_more(r: Reader, text: str) -> StaticAbility:
    """"~ can block an additional creature each combat" (its own), "Each creature you control can block an
    additional creature each combat" (granted to the group, layer 6, 613.1f)."""
    if r.accept("~"):
        return _block_allowance(r, text)
    r.expect("each")
    what = group(r)
    if what.types != frozenset({CardType.CREATURE}):
        raise NoParse("creatures")
    return Continuous(what, (AddStatic(_block_allowance(r, text)),), text=text)


def _must_be_blocked(r: Reader, text: str) -> StaticAbility:
    """"All creatures able to block ~ do so" (509.1c); an Aura's "... block enchanted creature do so"
    gives the requirement to the creature it enchants (303.4m, layer 6)."""
    r.expect("all creatures able to block")
    if r.accept("~"):
        r.expect("do so")
        return MustBeBlocked(text=text)
    r.expect("enchanted creature do so")
    return Continuous(_CREATURE, (AddStatic(MustBeBlocked(text=text)),), attached=True, text=text)


def _group_enters_tapped(r: Reader, text: str) -> StaticAbility:
    """"Artifacts and lands enter the battlefield tapped" (614.1d): every permanent of the group, anyone's."""
    if r.looking_at("~"):
        raise NoParse("a group")  # "~ enters tapped" is the permanent's own (EntersTapped)
    what = group(r)
    r.expect("enter")
    r.accept("the battlefield")
    r.expect("tapped")
    return GroupEntersTapped(what, text=text)


def _enters_as_copy(r: Reader, text: str) -> StaticAbility:
    """"You may have ~ enter the battlefield as a copy of any creature on the battlefield" (614.1c, 707.2)."""
    r.expect("you may have ~ enter")
    r.accept("the battlefield")
    r.expect("as a copy of any")
    what, kind = description(r)
    if kind != Noun.PERMANENT:
        raise NoParse("a permanent to copy")
    r.expect("on the battlefield")
    return EntersAsCopy(what, text=text)


_CHOICES = {"a color": ChoiceKind.COLOR, "a basic land type": ChoiceKind.BASIC_LAND_TYPE, "a card name": ChoiceKind.CARD_NAME}


def _choose_as_enters(r: Reader, text: str) -> StaticAbility:
    """"As ~ enters the battlefield, choose a color" (614.12): a choice its controller makes as it enters."""
    r.expect("as ~")
    r.one_of("enters the battlefield", "enters")
    r.expect(", choose")
    return ChooseAsEnters(_CHOICES[r.one_of(*_CHOICES)], text=text)


def _protection_from_chosen(r: Reader, text: str) -> StaticAbility:
    """"~ has protection from the chosen color" (702.16a): its own, from the color chosen as it entered."""
    r.expect("~ has protection from the chosen color")
    return Continuous(ANYTHING, (ProtectionFromChosen(),), itself=True, text=text)


def _cant_activate_chosen_name(r: Reader, text: str) -> StaticAbility:
    """"Activated abilities of sources with the chosen name can't be activated unless they're mana abilities"
    (602.5, 605.1a)."""
    r.expect("activated abilities of sources with the chosen name can't be activated unless they're mana abilities")
    return CantActivateChosenName(text=text)


def _per_same_name(r: Reader, text: str, name: str) -> StaticAbility:
    """"~ gets +1/+1 for each other creature on the battlefield named ~" (613.4c): ``named`` is the card's
    own name (201.2), so a copy of it (707.2) counts too."""
    r.expect("~ gets")
    p, t = pt_change(r)
    r.expect("for each")
    other = r.accept("other")
    r.expect("creature on the battlefield named ~")
    group = Filter(types=_CREATURE.types, other=other, named=name)
    return Continuous(ANYTHING, (ModifyPTPer(p, t, group),), itself=True, text=text)


def _pt_same_name(r: Reader, text: str, name: str) -> StaticAbility:
    """"~'s power and toughness are each equal to the number of creatures named ~ on the battlefield" (604.3,
    613.4a)."""
    r.expect("~'s power and toughness are each equal to the number of creatures named ~ on the battlefield")
    return Continuous(ANYTHING, (PTEqualToCount(Filter(types=_CREATURE.types, named=name)),), itself=True, text=text)


def _any_number_in_deck(r: Reader, text: str) -> StaticAbility:
    """"A deck can have any number of cards named ~" (100.2a)."""
    r.expect("a deck can have any number of cards named ~")
    return AnyNumberInDeck(text=text)


def _redirect_to_enchanted(r: Reader, text: str) -> StaticAbility:
    """"All damage that would be dealt to you is dealt to enchanted creature instead" (614.9)."""
    r.expect("all damage that would be dealt to you is dealt to enchanted creature instead")
    return RedirectToAttached(text=text)


def _prevent_all_static(r: Reader, text: str) -> StaticAbility:
    """"Prevent all damage that would be dealt to ~" / "... dealt to and dealt by enchanted creature" (615.1)."""
    r.expect("prevent all damage that would be dealt to")
    by = r.accept("and dealt by")
    if r.accept("~"):
        return PreventAllDamage(True, by, False, text=text)
    r.expect("enchanted creature")
    return PreventAllDamage(True, by, True, text=text)


_FACTORS = {"double": 2, "triple": 3}


def _damage_multiplied(r: Reader, text: str) -> StaticAbility:
    """"If a source [you control] would deal damage to a permanent or player, it deals double that damage to
    that permanent or player instead" (614.1a)."""
    r.expect("if a source")
    yours = r.accept("you control")
    r.expect("would deal damage to a permanent or player , it deals")
    factor = _FACTORS[r.one_of(*_FACTORS)]
    r.expect("that damage to that permanent or player instead")
    return DamageMultiplied(factor, yours, text=text)


def _player_keyword(r: Reader, text: str) -> StaticAbility:
    """"You have shroud" / "You have hexproof" (702.18a, 702.11b)."""
    r.expect("you have")
    word = r.one_of("shroud", "hexproof")
    return PlayerHasKeyword(Keyword.SHROUD if word == "shroud" else Keyword.HEXPROOF, text=text)


def _cant_cast(r: Reader, text: str) -> StaticAbility:
    """"You can't cast creature spells" / "Each player can't cast more than one spell each turn" (101.2)."""
    who = Relation.YOU if r.one_of("you", "each player") == "you" else Relation.ANY
    r.expect("can't cast")
    if r.accept("more than one spell each turn"):
        return CantCast(ANYTHING, who, beyond_one=True, text=text)
    spell, kind = description(r, plural_ok=True)
    if kind != Noun.SPELL:
        raise NoParse("spells")
    return CantCast(spell, who, text=text)


# ------------------------------------------------------------------ instructions


def _next_time_from_source(r: Reader, s: Scope) -> None:
    """"The next time a red source of your choice would deal damage to you this turn, prevent that damage"
    (615.7, 609.7a); "... a source of your choice of the chosen color ..." (614.12)."""
    r.expect("the next time a")
    colors: frozenset[str] = frozenset()
    if (tok := r.peek()) is not None and tok.low in COLOR_WORDS:
        colors = frozenset({COLOR_WORDS[r.advance().low]})
    r.expect("source of your choice")
    chosen = r.accept("of the chosen color")
    r.expect("would deal damage to you this turn , prevent that damage")
    s.steps.append(PreventNextFromSource(You(), colors, chosen))


def _untap_attackers(r: Reader, s: Scope) -> None:
    """"Untap all creatures that attacked this turn" (701.26b, 508.1)."""
    r.expect("untap all creatures that attacked this turn")
    s.steps.append(UntapEach(Filter(types=_CREATURE.types, statuses=frozenset({Status.ATTACKED_THIS_TURN}))))


def _additional_combat(r: Reader, s: Scope) -> None:
    """"After this main phase, there is an additional combat phase followed by an additional main phase"
    (500.8, 505.1a)."""
    r.expect("after this main phase , there is an additional combat phase followed by an additional main phase")
    s.steps.append(AdditionalCombat())


def _take_draws(r: Reader, s: Scope) -> None:
    """"Until end of turn, if target player would draw a card, instead that player skips that draw and you draw
    a card" (614.1b, 614.11)."""
    if not s.until_end_of_turn:
        raise NoParse("'Until end of turn,' before a replacement of draws")
    r.expect("if")
    who = s.add_target(target_phrase(r))
    if s.targets[who.slot].players is PlayerTargets.NONE or s.targets[who.slot].permanent is not None:
        raise NoParse("a target player")
    r.expect("would draw a card , instead that player skips that draw and you draw a card")
    s.steps.append(TakeDraws(who))


def _end_the_turn(r: Reader, s: Scope) -> None:
    """"End the turn" (724.1): the last instruction, since nothing of the spell resolves after it."""
    r.expect("end the turn")
    if not r.at_end():
        raise NoParse("an instruction after 'End the turn'")
    s.steps.append(EndTheTurn())


def _damage_to_three_targets(r: Reader, s: Scope) -> None:
    """"~ deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target" (115.3:
    one object or player can't be chosen for two of them)."""
    amounts = []
    r.expect("~ deals")
    for i, words in enumerate(("any target", "another target", "a third target")):
        if i == 1:
            r.expect(",")
        if i == 2:
            r.expect(", and")
        amounts.append(fixed_number(r))
        r.expect("damage to " + words)
    first = len(s.targets)
    for i, n in enumerate(amounts):
        spec = TargetSpec(("any target", "another target", "a third target")[i], players=PlayerTargets.ANY, permanent=ANY_TARGET)
        ref = s.add_target(replace(spec, apart_from=tuple(range(first, first + i))))
        s.steps.append(DealDamage(n, ref))


def _flip_a_coin(r: Reader, s: Scope) -> None:
    """"Flip a coin" (705.2): the ability's controller flips."""
    r.expect("flip a coin")
    s.steps.append(FlipCoin(You()))


def _if_flip(r: Reader, s: Scope) -> None:
    """"If you lose the flip, return ~ to its owner's hand" (705.2): one instruction, after a flip."""
    from tolaria.mtg.oracle.grammar.effects import (
        clause,  # the instruction itself (effects imports this module)
    )

    if not s.steps or not isinstance(s.steps[-1], FlipCoin | IfFlip):
        raise NoParse("a flip before")
    r.expect("if you")
    won = r.one_of("win the flip", "lose the flip") == "win the flip"
    r.expect(",")
    count = len(s.steps)
    clause(r, s)
    if len(s.steps) != count + 1:
        raise NoParse("one instruction after the flip")
    s.steps[-1] = IfFlip(won, s.steps[-1])


def _copy_spell(r: Reader, s: Scope) -> None:
    """"Copy target instant or sorcery spell" / "copy that spell" (the spell a cast trigger names) (707.10)."""
    r.expect("copy")
    if r.accept("that spell"):
        if s.that_object is None:
            raise NoParse("'that spell' with no spell named before")
        s.steps.append(CopySpell(s.that_object))
        return
    spec = target_phrase(r)
    if spec.spell is None or spec.permanent is not None or spec.players is not PlayerTargets.NONE:
        raise NoParse("a target spell")
    s.steps.append(CopySpell(s.add_target(spec)))


def _new_targets(r: Reader, s: Scope) -> None:
    """"You may choose new targets for the copy" (707.10c), after the copy it speaks of."""
    r.expect("you may choose new targets for the copy")
    if not s.steps or not isinstance(s.steps[-1], CopySpell) or s.steps[-1].new_targets:
        raise NoParse("a copy before")
    s.steps[-1] = replace(s.steps[-1], new_targets=True)


def _prevent_from_colors(r: Reader, s: Scope) -> None:
    """"Prevent all damage that black sources and red sources would deal this turn" (615.1)."""
    r.expect("prevent all damage that")
    colors = set()
    while True:
        tok = r.peek()
        if tok is None or tok.low not in COLOR_WORDS:
            raise NoParse("a color")
        colors.add(COLOR_WORDS[r.advance().low])
        r.expect("sources")
        if not r.accept("and"):
            break
    r.expect("would deal this turn")
    s.steps.append(PreventAllFromColors(frozenset(colors)))


def _prevent_to_you_and_yours(r: Reader, s: Scope) -> None:
    """"Prevent all damage that would be dealt to you and creatures you control this turn" (615.1)."""
    r.expect("prevent all damage that would be dealt to you and creatures you control this turn")
    s.steps.append(PreventAllToPlayer(You()))


def _redirect_unblocked(r: Reader, s: Scope) -> None:
    """"All combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~ instead"
    (614.9)."""
    r.expect("all combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~ instead")
    s.steps.append(RedirectUnblockedTo(ThisObject()))


# Read before the instructions of ``effects`` (whose "~ deals N damage to any target" would take the first part).
FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (
    _damage_to_three_targets,
    _if_flip,
    _prevent_from_colors,
    _prevent_to_you_and_yours,
    _redirect_unblocked,
)

# The instructions of this module, tried by ``effects.clause`` after its own.
CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (
    _next_time_from_source,
    _untap_attackers,
    _additional_combat,
    _end_the_turn,
    _take_draws,
    _flip_a_coin,
    _copy_spell,
    _new_targets,
)
