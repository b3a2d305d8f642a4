"""Casting spells (CR 601) and putting activated abilities on the stack (602.2), one choice at a time.

A spell is begun with ``CastSpell`` (an ability with ``ActivateAbility``);
the engine then asks, in the order of 601.2b-c, for what it needs: the
mode (700.2a), the value of X (107.3a), each target slot by slot (115.3:
each instance of "target" on its own), a card to discard for a cost;
it asks only where there is a real choice. Only choices that can still
be completed are offered, so casting never reaches a dead end: a spell
is castable only if some mode has legal targets and its cost can be
paid. The total cost is then determined (601.2f), mana abilities are
activated (601.2g), the cost is paid (601.2h) and the spell or ability
is on the stack (601.2i); its controller keeps priority (117.3c).

The progress lives in ``GameState.casting`` (a private continuation).
"""

from __future__ import annotations

from tolaria.errors import IllegalAction
from tolaria.mtg import decisions
from tolaria.mtg.carddb import CardDef
from tolaria.mtg.events import AbilityActivated, DamageDivided, Exiled, SpellCast
from tolaria.mtg.kinds import CardType, StackKind, Step, Zone
from tolaria.mtg.oracle.abilities import (
    AdditionalCost,
    CastAsThoughFlash,
    Cost,
    DealDividedDamage,
    SacrificeAllAsCost,
    SpellAbility,
    SpendOnlyOnX,
    StaticAbility,
    TargetCount,
    TargetSpec,
)
from tolaria.mtg.rules import (
    activation,
    cast_restrictions,
    cost_changes,
    division,
    keyword_actions,
    targeting,
)
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit, tap
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import Need, budget, can_pay, need_of, pay, plan_payment
from tolaria.mtg.rules.teams import is_active
from tolaria.mtg.rules.zones import Departure, leave_battlefield, relabel
from tolaria.mtg.state import NO_TARGET, CastProgress, GameState, Selection, StackObject

MAIN_STEPS = (Step.MAIN1, Step.MAIN2)
# The rule that gives each card type its timing (a creature: 302.1, a sorcery: 307.1, ...).
TIMING_RULES = (
    (CardType.CREATURE, "302.1"),
    (CardType.SORCERY, "307.1"),
    (CardType.ARTIFACT, "301.1"),
    (CardType.ENCHANTMENT, "303.1"),
    (CardType.PLANESWALKER, "306.1"),
    (CardType.BATTLE, "310.1"),
)


def sorcery_timing(g: GameState, player: int) -> bool:
    """CR 307.1, 117.1a: main phase of your own turn (your team's, 805.4) with an empty stack."""
    return g.step in MAIN_STEPS and not g.stack and is_active(g, player)


def timing_ok(g: GameState, player: int, d: CardDef) -> bool:
    return instant_speed(g, player, d) or sorcery_timing(g, player)


def instant_speed(g: GameState, player: int, d: CardDef) -> bool:
    """Whether ``player`` may cast ``d`` any time they could cast an instant: an instant, a card with flash
    (702.8a), or "You may cast spells as though they had flash" on a permanent they control (601.3)."""
    return d.instant_speed or flash_granted(g, player)


def flash_granted(g: GameState, player: int) -> bool:
    """CR 601.3: whether a permanent ``player`` controls says "You may cast spells as though they had
    flash" (asked once per scan of a hand, not per card)."""
    grants = summary(g).flash_grants
    return bool(grants) and any(
        chars(g, oid).controller == player and any(isinstance(s, CastAsThoughFlash) for s in chars(g, oid).statics)
        for oid in grants
    )


# ------------------------------------------------------------------ what is being cast


def effect_of_spell(d: CardDef, mode: int) -> SpellAbility | None:
    """The spell ability of a card, or of its chosen mode (700.2)."""
    spell = d.spell
    if spell is None:
        return None
    if spell.modes:
        return spell.modes[mode] if 0 <= mode < len(spell.modes) else None
    return spell


def _specs(g: GameState, cp: CastProgress) -> tuple[TargetSpec, ...]:
    """The phrase of each target slot, a phrase counted as it is chosen spread over its slots (601.2c)."""
    specs = _printed_specs(g, cp)
    if not targeting.variable_slots(specs):
        return specs
    first = len(specs) - 1
    many = specs[-1]
    if many.count is TargetCount.X:
        return targeting.slot_specs(specs, first + (cp.x or 0))  # 107.3, 601.2b: X was announced before targets
    # "any number of target ...": one slot for each object it could choose, each of which may stay empty
    found = targeting.candidates(g, many, cp.player, _colors(g, cp), _source(cp))
    return targeting.slot_specs(specs, first + len(found))


def _printed_specs(g: GameState, cp: CastProgress) -> tuple[TargetSpec, ...]:
    effect = effect_in_progress(g, cp)
    return effect.targets if effect is not None else ()


def effect_in_progress(g: GameState, cp: CastProgress) -> SpellAbility | None:
    """The effect being put on the stack: the spell's (its chosen mode's), or the ability's."""
    if cp.kind is StackKind.SPELL:
        return effect_of_spell(g.db.card(g.cards[cp.card]), cp.mode)
    return activation.ability_at(g, cp.card, cp.ability).effect


def _cost(g: GameState, cp: CastProgress) -> Cost | None:
    """The activation cost of an ability being activated; for a spell, its additional cost, if it has one
    (CR 601.2b, 601.2h: its mana cost is reckoned apart, by ``spell_need``)."""
    if cp.kind is StackKind.SPELL:
        return additional_cost(g, cp.card)
    return activation.ability_at(g, cp.card, cp.ability).cost


def additional_cost(g: GameState, card: int) -> Cost | None:
    """CR 601.2b, 113.6e: "As an additional cost to cast ~, ..." works as the card is cast."""
    for static in chars(g, card).statics:
        if isinstance(static, AdditionalCost):
            return static.cost
    return None


def additional_payable(g: GameState, player: int, card: int) -> bool:
    """CR 601.2h, 118.3: a spell whose additional cost can't be paid can't be cast: a creature to sacrifice,
    a card other than the spell itself to discard."""
    cost = additional_cost(g, card)
    if cost is None:
        return True
    if cost.sacrifice is not None and not activation.sacrifice_options(g, player, cost):
        return False
    return cost.discard is None or any(c != card for c in activation.discard_options(g, player, cost))


def _discard_options(g: GameState, cp: CastProgress, cost: Cost) -> list[int]:
    """Cards that may pay a discard cost: never the spell being cast, which is not in the hand to discard
    once it is being cast (CR 601.2a)."""
    return [c for c in activation.discard_options(g, cp.player, cost) if c != cp.card]


def need(g: GameState, cp: CastProgress, x: int) -> Need:
    """CR 601.2f: the total mana cost with X = ``x``."""
    if cp.kind is StackKind.SPELL:
        return spell_need(g, cp.player, cp.card, x, cp.targets)
    return cost_changes.ability_need(g, cp.player, cp.card, activation.ability_at(g, cp.card, cp.ability), x)


def spell_need(g: GameState, player: int, card: int, x: int, targets: tuple[int, ...] = ()) -> Need:
    """CR 601.2f: a spell's mana cost with X = ``x``, plus the cost increases and minus the reductions in force
    (``targets``: those chosen, 601.2c)."""
    d = g.db.card(g.cards[card])
    base = _x_of_one_color(d.base.statics, need_of(d.cost, x), d.cost.x * x)
    return cost_changes.changed_cost(g, player, card, d, base, targets)


def _x_of_one_color(statics: tuple[StaticAbility, ...], base: Need, x_mana: int) -> Need:
    """"Spend only black mana on X" (601.2f-h): the ``x_mana`` the {X}s ask for is black, not generic."""
    for s in statics:
        if isinstance(s, SpendOnlyOnX) and x_mana:
            generic, colored, colorless = base
            w, u, b, r, g = (n + x_mana if c == s.color else n for c, n in zip("WUBRG", colored, strict=True))
            return (generic - x_mana, (w, u, b, r, g), colorless)
    return base


def _exclude(g: GameState, cp: CastProgress) -> tuple[int, ...]:
    """A source can't make mana for a cost that also taps or sacrifices it."""
    cost = _cost(g, cp)
    if cost is not None and (cost.tap or cost.sacrifice_self or cost.exile_self):
        return (cp.card,)
    return ()


def _colors(g: GameState, cp: CastProgress) -> frozenset[str]:
    """The colors of the source, for protection (702.16b)."""
    if cp.kind is StackKind.SPELL:
        return g.db.card(g.cards[cp.card]).base.colors
    return chars(g, cp.card).colors


def _has_x(g: GameState, cp: CastProgress) -> bool:
    if cp.kind is StackKind.SPELL:
        return g.db.card(g.cards[cp.card]).cost.x > 0
    cost = _cost(g, cp)
    return cost is not None and (cost.mana.x > 0 or (cost.loyalty is not None and cost.loyalty.minus_x))


def _loyalty_x(g: GameState, cp: CastProgress) -> bool:
    """Whether X is the number of loyalty counters a −X cost removes (606.4)."""
    cost = _cost(g, cp)
    return cost is not None and cost.loyalty is not None and cost.loyalty.minus_x


def _name(g: GameState, cp: CastProgress) -> str:
    return g.name_of(cp.card)


# ------------------------------------------------------------------ completions


def mode_has_targets(g: GameState, cp: CastProgress, mode: int) -> bool:
    """CR 700.2a: a mode whose targets can't all be chosen can't be chosen."""
    trial = cp if mode == cp.mode and not cp.targets else CastProgress(cp.kind, cp.player, cp.card, cp.ability, mode)
    colors = _colors(g, trial)
    specs = _specs(g, trial)
    required = [spec for spec in specs if not spec.optional]  # 601.2c: "up to N" may choose none
    if not all(targeting.has_candidate(g, spec, cp.player, colors, _source(trial)) for spec in required):
        return False
    if trial.kind is StackKind.SPELL and summary(g).spell_rules and not all(
        affordable_target(g, trial, spec, colors) for spec in required
    ):
        return False
    # CR 115.3: one word "target" naming several objects needs that many different ones.
    return all(
        len(targeting.candidates(g, spec, cp.player, colors, _source(trial))) > len(spec.apart_from)
        for spec in required
        if spec.apart_from
    )


def _source(cp: CastProgress) -> int:
    """The object whose text it is, for "another" and 115.5 (0 for a spell not yet on the stack)."""
    return cp.card if cp.kind is not StackKind.SPELL else 0


def legal_modes(g: GameState, cp: CastProgress) -> list[int]:
    """The modes that can be chosen (700.2a); [-1] for a spell or ability without modes whose targets can be chosen."""
    if cp.kind is not StackKind.SPELL:
        return [-1] if mode_has_targets(g, cp, -1) else []
    spell = g.db.card(g.cards[cp.card]).spell
    if spell is None or not spell.modes:
        return [-1] if mode_has_targets(g, cp, -1) else []
    return [i for i in range(len(spell.modes)) if mode_has_targets(g, cp, i)]


def x_range(g: GameState, cp: CastProgress) -> range:
    """The values of X the player can pay for (107.3a, 601.2f); a larger X never costs less."""
    if not _has_x(g, cp):
        return range(0, 1) if can_pay(g, cp.player, need(g, cp, 0), _exclude(g, cp)) else range(0)
    # Paying is monotone in X, so the largest payable X is found by bisection: a pool of
    # 200,000 mana costs some 18 payment checks, not 200,000.
    exclude = _exclude(g, cp)
    if not can_pay(g, cp.player, need(g, cp, 0), exclude):
        return range(0)
    if _loyalty_x(g, cp):
        return activation.loyalty_x_range(g, cp.card)
    best, above = 0, min(budget(g, cp.player), _x_targets_cap(g, cp)) + 1  # best is payable; above is not (or past the budget)
    while above - best > 1:
        mid = (best + above) // 2
        if can_pay(g, cp.player, need(g, cp, mid), exclude):
            best = mid
        else:
            above = mid
    return range(0, best + 1)


def _x_targets_cap(g: GameState, cp: CastProgress) -> int:
    """CR 601.2c, 115.3: "X target creature cards" needs X different targets, so X is at most how many
    there are to choose (a larger X could never be cast)."""
    specs = _printed_specs(g, cp)
    if not specs or specs[-1].count is not TargetCount.X:
        return budget(g, cp.player)
    return len(targeting.candidates(g, specs[-1], cp.player, _colors(g, cp), _source(cp)))


def payable(g: GameState, cp: CastProgress) -> bool:
    """Whether the cost can be paid at all: with X = 0 where there is an X (a larger X never costs less)."""
    return can_pay(g, cp.player, need(g, cp, 0), _exclude(g, cp))


def completable(g: GameState, cp: CastProgress) -> bool:
    """Whether the spell or ability can be put on the stack at all: a legal mode, payable, a discard if needed."""
    if not legal_modes(g, cp):
        return False
    if not payable(g, cp):
        return False
    cost = _cost(g, cp)
    if cost is not None and cost.sacrifice is not None and not activation.sacrifice_options(g, cp.player, cost, _source(cp)):
        return False
    return cost is None or cost.discard is None or bool(_discard_options(g, cp, cost))


def slot_candidates(g: GameState, cp: CastProgress) -> list[int]:
    """The legal choices for the next target slot (115.3: other slots' choices don't matter)."""
    spec = _specs(g, cp)[len(cp.targets)]
    found = targeting.slot_choices(g, spec, cp.targets, cp.player, _colors(g, cp), _source(cp))
    if cp.kind is StackKind.SPELL and summary(g).spell_rules:
        found = [t for t in found if _still_payable(g, cp, t)]
    divided = division.divided_step(effect_in_progress(g, cp))
    if divided is not None and division.no_more_targets(divided, cp.x or 0, cp.targets):
        return [NO_TARGET] if NO_TARGET in found else []  # CR 601.2d: each target gets at least 1
    return found


def _still_payable(g: GameState, cp: CastProgress, target: int) -> bool:
    """CR 601.2f, 601.2h: a target that makes the spell cost more ("Spells your opponents cast that target ~
    cost {2} more") is offered only if the cost with it can still be paid, so a cast never reaches a dead end."""
    if target == NO_TARGET or not cost_changes.targeted_increase(g, cp.player, target):
        return True
    total = spell_need(g, cp.player, cp.card, cp.x or 0, cp.targets + (target,))
    return can_pay(g, cp.player, total, _exclude(g, cp))


# ------------------------------------------------------------------ the flow


def begin(g: GameState, cp: CastProgress) -> None:
    g.casting = cp
    g.moved_on()
    proceed(g)


def proceed(g: GameState) -> None:
    """Ask for the next choice of the spell or ability being put on the stack, or finish it."""
    cp = g.casting
    assert cp is not None
    name = g.players[cp.player].name
    if cp.kind is StackKind.SPELL and cp.mode < 0:
        spell = g.db.card(g.cards[cp.card]).spell
        if spell is not None and spell.modes:
            modes = legal_modes(g, cp)
            if len(modes) == 1:
                _set(g, mode=modes[0])
                return proceed(g)
            _ask(g, decisions.ChooseMode(name, _name(g, cp)))
            return
    if cp.x is None:
        xs = x_range(g, cp)
        if not _has_x(g, cp) or len(xs) == 1:
            _set(g, x=0)
            return proceed(g)
        _ask(g, decisions.ChooseNumber(name, _name(g, cp), xs.start, xs.stop - 1))
        return
    specs = _specs(g, cp)
    while len(cp.targets) < len(specs):
        options = slot_candidates(g, cp)
        if len(options) == 1:
            _set(g, targets=cp.targets + (options[0],))
            cp = g.casting
            assert cp is not None
            continue
        _ask(g, decisions.ChooseTarget(name, _name(g, cp), len(cp.targets), specs[len(cp.targets)].text))
        return
    divided = division.divided_step(effect_in_progress(g, cp))
    if divided is not None and len(cp.division) < len(cp.targets):
        shares = division.fill(divided, cp.x or 0, cp.targets, cp.division)
        if shares != cp.division:
            _set(g, division=shares)
        if len(shares) < len(cp.targets):
            left = division.remaining(divided, cp.x or 0, cp.targets, shares)
            _ask(g, decisions.DivideDamage(name, _name(g, cp), cp.targets[len(shares)], left))
            return
    cost = _cost(g, cp)
    if cost is not None and cost.discard is not None and not cp.discard:
        options = _discard_options(g, cp, cost)
        if len(options) == 1:
            _set(g, discard=options[0])
            return proceed(g)
        hand = tuple(c for c in g.players[cp.player].hand if c != cp.card and matches(g, c, cost.discard, cp.player))
        g.selection = Selection("cost_discard", cp.player, hand, 1)
        _ask(g, decisions.ChooseCard(name, "cost_discard", 1))
        return
    if cost is not None and cost.sacrifice is not None and not cp.sacrificed:
        options = activation.sacrifice_options(g, cp.player, cost, _source(cp))
        if len(options) == 1:
            _set(g, sacrificed=options[0])
            return proceed(g)
        g.selection = Selection("cost_sacrifice", cp.player, tuple(options), 1)
        _ask(g, decisions.ChooseCard(name, "cost_sacrifice", 1))
        return
    finish(g)


def _sacrifice_all(g: GameState, cp: CastProgress) -> list[int] | None:
    """CR 601.2h: the permanents a "sacrifice all creatures you control" additional cost sacrifices (None:
    the spell has no such cost; an empty list is a cost paid all the same)."""
    for static in g.db.card(g.cards[cp.card]).base.statics:
        if isinstance(static, SacrificeAllAsCost):
            return [oid for oid in g.battlefield if chars(g, oid).controller == cp.player and matches(g, oid, static.group, cp.player)]
    return None


def _pay_additional(g: GameState, cp: CastProgress, cost: Cost | None) -> None:
    """CR 601.2h: the spell's additional cost is paid with its mana cost, the card chosen as it was cast."""
    if cost is None:
        return
    if cost.discard is not None:
        keyword_actions.discard(g, cp.player, (cp.discard,), ("601.2h", "701.9a"))
    if cost.sacrifice is not None:
        keyword_actions.sacrifice(g, cp.player, (cp.sacrificed,), ("601.2h", "701.21a"))


def _set(
    g: GameState,
    *,
    mode: int | None = None,
    x: int | None = None,
    targets: tuple[int, ...] | None = None,
    discard: int | None = None,
    sacrificed: int | None = None,
    division: tuple[int, ...] | None = None,
) -> None:
    """Record one more choice of the cast in progress (a new record: a copy of the game may share the old).

    Built field by field rather than by a generic copy: every cast takes a few of these steps.
    """
    cp = g.casting
    assert cp is not None
    g.casting = CastProgress(
        cp.kind,
        cp.player,
        cp.card,
        cp.ability,
        cp.mode if mode is None else mode,
        cp.x if x is None else x,
        cp.targets if targets is None else targets,
        cp.discard if discard is None else discard,
        cp.sacrificed if sacrificed is None else sacrificed,
        cp.division if division is None else division,
    )
    g.moved_on()


def _ask(g: GameState, decision: decisions.Decision) -> None:
    g.pending = decision
    g.moved_on()


def finish(g: GameState) -> None:
    """CR 601.2f-i, 602.2b: determine the cost, activate mana abilities, pay, and it's on the stack."""
    cp = g.casting
    assert cp is not None and cp.x is not None
    total = need(g, cp, cp.x)
    payment = plan_payment(g, cp.player, total, _exclude(g, cp))
    if payment is None:  # pragma: no cover - only payable choices are offered
        raise AssertionError("a cast in progress can't be paid")
    has_x = _has_x(g, cp)
    g.casting = None
    g.pending = None
    player = g.players[cp.player]
    if cp.kind is StackKind.SPELL:
        extra = additional_cost(g, cp.card)
        every = _sacrifice_all(g, cp)
        measured = sum(chars(g, oid).power or 0 for oid in every or ())  # 608.2h: as they last existed
        card = g.cards.pop(cp.card)
        player.hand.remove(cp.card)
        x = measured if every is not None else cp.x  # a spell with "sacrifice all" has no {X} (SacrificedPower)
        item = StackObject(g.new_id(), StackKind.SPELL, card, cp.player, cp.player, cp.targets, x, cp.mode, division=cp.division)
        g.stack.append(item)
        relabel(g, cp.card, item.id)
        g.changed(mana=False)
        pay(g, cp.player, payment, total)
        _pay_additional(g, cp, extra)
        if every:
            keyword_actions.sacrifice(g, cp.player, every, ("601.2h", "701.21a"))
        chosen = targeting.chosen_targets(cp.targets)
        g.spells_cast = g.spells_cast + (cp.player,)  # "more than one spell each turn" counts them
        emit(g, SpellCast(cp.player, item.id, g.name_of(item.id), chosen, _names(g, chosen), cp.x if has_x else None, cp.mode, rules=("601.2", "601.2i")))
        announce_division(g, item)
    else:
        perm = g.battlefield[cp.card]
        cost = _cost(g, cp)
        assert cost is not None
        limited = activation.counts_activations(activation.ability_at(g, cp.card, cp.ability))  # CR 602.5b
        c = chars(g, cp.card)
        # CR 707.2, 612.1: the ability as its source has it, a copied card's, with its text changes.
        item = StackObject(
            g.new_id(), StackKind.ACTIVATED, c.copied or perm.card, cp.player, cp.player, cp.targets, cp.x,
            source=cp.card, ability=cp.ability, changes=c.changes, division=cp.division,
        )
        granted = activation.ability_at(g, cp.card, cp.ability).granted
        if granted is not None:
            # CR 113.10: a granted ability is named by the card whose text grants it.
            item.card, item.ability, item.granted = granted.card, granted.index, True
        g.stack.append(item)  # CR 602.2a: the ability is created on the stack, then its costs are paid
        g.changed()
        pay(g, cp.player, payment, total)
        if cost.tap:
            tap(g, perm)
        if cost.discard is not None:
            keyword_actions.discard(g, cp.player, (cp.discard,), ("118.3", "701.9a"))
        if cost.sacrifice is not None:
            keyword_actions.sacrifice(g, cp.player, (cp.sacrificed,), ("118.3", "701.21a"))
        if cost.sacrifice_self:
            keyword_actions.sacrifice(g, cp.player, (cp.card,), ("118.3", "701.21a"))
        if cost.exile_self and cp.card in g.battlefield:
            leave_battlefield(g, [Departure(cp.card, Zone.EXILE, Exiled, ("118.3", "406.2"))])
        if cost.loyalty is not None:
            activation.pay_loyalty(g, cp.card, cost.loyalty, cp.x)
        activation.pay_counter_removal(g, cp.card, cost)
        if limited and cp.card in g.battlefield:
            activation.record_activation(g, cp.card, cp.ability)
        chosen = targeting.chosen_targets(cp.targets)
        emit(g, AbilityActivated(cp.player, item.id, cp.card, c.name, chosen, _names(g, chosen), cp.x if has_x else None, rules=("602.2",)))
        announce_division(g, item)
    g.passes = 0
    g.priority = cp.player
    g.moved_on()


def _names(g: GameState, targets: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(g.name_of(t) for t in targets)


def announce_division(g: GameState, item: StackObject) -> None:
    """CR 601.2d, 603.3d: the division announced is public, told once the object is on the stack."""
    shares = tuple((t, n) for t, n in zip(item.targets, item.division, strict=False) if n)
    if shares:
        names = tuple(g.name_of(t) for t, _ in shares)
        emit(g, DamageDivided(item.controller, item.id, g.name_of(item.id), shares, names, rules=("601.2d",)))


# ------------------------------------------------------------------ checks


def check_cast(g: GameState, player: int, card: int) -> CastProgress:
    """Refuse a spell that can't be cast now (with the rule), or return its progress record."""
    p = g.players[player]
    if card not in p.hand:
        raise IllegalAction(f"that card is not in {p.name}'s hand: it can't be cast from where it is", "601.3")
    d = g.db.card(g.cards[card])
    if d.is_land:
        raise IllegalAction(f"{d.name} is a land: it is played, not cast", "305.9")
    if not d.supported:
        raise IllegalAction(f"{d.name} is not supported: {'; '.join(d.compiled.unread)}", "601.2")
    if d.cost.is_empty:
        raise IllegalAction(f"{d.name} has no mana cost, so it can't be cast", "118.6")
    if cast_restrictions.forbidding(g) and (why := cast_restrictions.prohibition(g, player, card)) is not None:
        raise IllegalAction(why, "101.2")
    if not timing_ok(g, player, d):
        rule = next((r for t, r in TIMING_RULES if t in d.base.types), "117.1a")
        raise IllegalAction(
            f"{d.name} can be cast only in a main phase of its controller's turn when the stack is empty", rule
        )
    cp = CastProgress(StackKind.SPELL, player, card)
    if not legal_modes(g, cp):
        raise IllegalAction(f"{d.name} has no legal targets to choose", "601.2c")
    if not payable(g, cp):
        raise unpayable(g, player, need(g, cp, 0), f"the cost of {d.name}")
    if not additional_payable(g, player, card):
        extra = additional_cost(g, card)
        assert extra is not None
        raise IllegalAction(f"{p.name} can't pay the additional cost of {d.name}: {extra.text}", "601.2h")
    return cp


def unpayable(g: GameState, player: int, total: Need, what: str) -> IllegalAction:
    """CR 601.2h: the cost can't be paid; 107.4a when there is mana enough but of the wrong colors."""
    generic, colored, colorless = total
    if budget(g, player) >= generic + sum(colored) + colorless:
        return IllegalAction(f"{g.players[player].name} has mana enough but not of the colors {what} needs", "107.4a")
    return IllegalAction(f"{g.players[player].name} can't pay {what}", "601.2h")


def castable(g: GameState, player: int, card: int, mana_budget: int) -> bool:
    """Whether a card in hand, of a kind and timing that may be cast now, has a legal mode and a payable cost.

    ``mana_budget`` is all the mana the player could make (a cheap bound checked first). A
    spell with X is castable if it can be paid with X = 0 (a larger X never costs less).
    """
    d = g.db.defs.get(g.cards[card]) or g.db.card(g.cards[card])
    if d.cost.mana_value > mana_budget and not cost_changes.may_be_reduced(g, d):
        return False
    if not can_pay(g, player, spell_need(g, player, card, 0)):
        return False
    if cast_restrictions.forbidding(g) and cast_restrictions.prohibition(g, player, card) is not None:
        return False
    if not additional_payable(g, player, card):
        return False
    spell = d.spell
    if spell is None:
        return True
    colors = d.base.colors
    taxed = bool(summary(g).spell_rules)
    for mode in spell.modes or (spell,):
        for spec in mode.targets:
            if spec.count is TargetCount.X:
                continue  # CR 107.3, 601.2c: X may be 0, and then there is no target to choose
            if not spec.optional and not targeting.has_candidate(g, spec, player, colors):
                break
            if not spec.optional and taxed and not affordable_target(g, CastProgress(StackKind.SPELL, player, card), spec, colors):
                break
        else:
            return True  # CR 601.2c: a mode whose every target can be chosen
    return False


def affordable_target(g: GameState, cp: CastProgress, spec: TargetSpec, colors: frozenset[str]) -> bool:
    """CR 601.2c, 601.2f: some legal choice for ``spec`` leaves the spell's cost payable (a target that makes it
    cost more may not)."""
    return any(_still_payable(g, cp, t) for t in targeting.candidates(g, spec, cp.player, colors, _source(cp)))


def check_choice_target(g: GameState, target: int) -> None:
    cp = g.casting
    assert cp is not None
    specs = _specs(g, cp)
    spec = specs[len(cp.targets)]
    if target == NO_TARGET:
        if NO_TARGET not in slot_candidates(g, cp):
            raise IllegalAction(f"'{spec.text}' needs a target", "601.2c")
        return
    if spec.optional and any(cp.targets[i] == NO_TARGET for i in spec.apart_from):
        raise IllegalAction(f"no more targets for '{spec.text}': fewer were chosen", "601.2c")
    why = targeting.refusal(g, spec, target, cp.player, _colors(g, cp), _source(cp))
    if why is not None:
        raise IllegalAction(f"{why[0]}: not a legal target for '{spec.text}'", why[1])
    if any(cp.targets[i] == target for i in spec.apart_from):
        raise IllegalAction(f"{g.name_of(target)} is already chosen for this word 'target'", "115.3")
    if cp.kind is StackKind.SPELL and summary(g).spell_rules and not _still_payable(g, cp, target):
        raise IllegalAction(f"with {g.name_of(target)} as a target, {g.players[cp.player].name} can't pay the cost", "601.2h")


def choose_target(g: GameState, target: int) -> None:
    cp = g.casting
    assert cp is not None
    g.pending = None
    _set(g, targets=cp.targets + (target,))
    proceed(g)


def check_share(g: GameState, amount: int) -> None:
    """CR 601.2d: the share asked about must keep the division legal (at least 1 to each target, all of it
    divided)."""
    cp = g.casting
    assert cp is not None
    divided = division.divided_step(effect_in_progress(g, cp))
    assert divided is not None
    refuse_share(g, divided, cp.x or 0, cp.targets, cp.division, amount)


def refuse_share(
    g: GameState, step: DealDividedDamage, x: int, targets: tuple[int, ...], shares: tuple[int, ...], amount: int
) -> None:
    """Raise IllegalAction unless ``amount`` is a legal share for the target asked about (601.2d)."""
    options = division.share_options(step, x, targets, shares)
    if amount not in options:
        recipient = g.name_of(targets[len(shares)])
        left = division.remaining(step, x, targets, shares)
        raise IllegalAction(
            f"{amount} damage to {recipient} is not a legal share: {left} is left to divide, and each target gets"
            f" at least 1 ({options.start} to {options.stop - 1} may go to {recipient})",
            "601.2d",
        )


def choose_share(g: GameState, amount: int) -> None:
    """The share of the target asked about is announced (601.2d); carry on."""
    cp = g.casting
    assert cp is not None
    g.pending = None
    _set(g, division=cp.division + (amount,))
    proceed(g)


def check_choice_mode(g: GameState, mode: int) -> None:
    cp = g.casting
    assert cp is not None
    if mode not in legal_modes(g, cp):
        raise IllegalAction(f"{_name(g, cp)} has no mode {mode + 1} that can be chosen now", "700.2a")


def choose_mode(g: GameState, mode: int) -> None:
    g.pending = None
    _set(g, mode=mode)
    proceed(g)


def check_choice_x(g: GameState, x: int) -> None:
    cp = g.casting
    assert cp is not None
    xs = x_range(g, cp)
    if x < 0:
        raise IllegalAction("X can't be negative", "107.3")
    if x not in xs and _loyalty_x(g, cp):
        raise IllegalAction(f"{_name(g, cp)} has {xs.stop - 1} loyalty counters: −X can remove at most that many", "606.6")
    if x not in xs and x > _x_targets_cap(g, cp):
        raise IllegalAction(f"X={x} needs {x} different targets; there are {_x_targets_cap(g, cp)}", "601.2c")
    if x not in xs:
        raise unpayable(g, cp.player, need(g, cp, x), f"the cost with X={x}")


def choose_x(g: GameState, x: int) -> None:
    g.pending = None
    _set(g, x=x)
    proceed(g)


def choose_cost_discard(g: GameState, card: int) -> None:
    g.pending = None
    g.selection = None
    _set(g, discard=card)
    proceed(g)


def choose_cost_sacrifice(g: GameState, oid: int) -> None:
    """CR 118.3: the permanent chosen to pay a "Sacrifice a creature" cost (sacrificed as the cost is paid)."""
    g.pending = None
    g.selection = None
    _set(g, sacrificed=oid)
    proceed(g)

