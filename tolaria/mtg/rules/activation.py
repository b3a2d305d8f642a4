"""Activated abilities (CR 602) and their costs (CR 118): who may activate what, now.

An activated ability goes on the stack like a spell (602.2, following
601.2b-i in ``tolaria.mtg.rules.casting``) and then exists independently
of its source (113.7a). Its costs: mana (with {X}), {T} (a creature needs
to have been controlled since its controller's turn began, 302.6),
sacrificing the source, discarding a card, loyalty counters (606). Mana abilities don't use the
stack (605.3a): ``tolaria.mtg.rules.mana``.
"""

from __future__ import annotations

import dataclasses

from tolaria.errors import IllegalAction
from tolaria.mtg.kinds import Counter, StackKind, Step
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    ActivatedThisTurn,
    CantActivateChosenName,
    Cost,
    LoyaltyCost,
    ManaAbility,
)
from tolaria.mtg.rules import (
    attachments,
    conditions,
    cost_changes,
    keyword_actions,
    keywords,
    targeting,
)
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import board_cache, chars
from tolaria.mtg.rules.mana import can_pay
from tolaria.mtg.state import CastProgress, GameState, Permanent


def ability_at(g: GameState, source: int, index: int) -> ActivatedAbility:
    """The ``index``-th activated ability of a permanent (Oracle order, mana abilities counted)."""
    ability = chars(g, source).activated[index]
    assert isinstance(ability, ActivatedAbility)
    return ability


def discard_options(g: GameState, player: int, cost: Cost) -> list[int]:
    """Cards that may be discarded to pay a "Discard a ... card" cost: one per card name."""
    if cost.discard is None:
        return []
    seen: set[object] = set()
    out = []
    for oid in g.players[player].hand:
        card = g.cards[oid]
        if card not in seen and matches(g, oid, cost.discard, player):
            seen.add(card)
            out.append(oid)
    return out


def sacrifice_options(g: GameState, player: int, cost: Cost, source: int = 0) -> list[int]:
    """Permanents that may be sacrificed to pay a "Sacrifice a creature" cost (118.3, 701.21a): those of
    that kind the player controls, the source itself included unless the cost says "another"."""
    if cost.sacrifice is None:
        return []
    return [
        oid
        for oid in g.battlefield
        if chars(g, oid).controller == player and matches(g, oid, cost.sacrifice, player, source)
    ]


def check_activate(g: GameState, player: int, source: int, index: int) -> ActivatedAbility:
    """Refuse an activation that can't begin now (602.2, 602.5a, 118.3), or return the ability."""
    refusal = activation_refusal(g, player, source, index)
    if refusal is not None:
        raise refusal
    ability = chars(g, source).activated[index]
    assert isinstance(ability, ActivatedAbility)
    return ability


def activation_refusal(g: GameState, player: int, source: int, index: int) -> IllegalAction | None:
    """Why an activation can't begin now, as the refusal to raise (not raised), or None if it can.

    Listing the activatable abilities asks this for every ability, so it
    returns the refusal instead of raising it.
    """
    perm = g.battlefield.get(source)
    if perm is None or chars(g, source).controller != player:
        return IllegalAction(f"{g.players[player].name} controls no such permanent", "602.2")
    c = chars(g, source)
    if not 0 <= index < len(c.activated):
        return IllegalAction(f"{c.name} has no activated ability number {index + 1}", "602.1")
    ability = c.activated[index]
    if isinstance(ability, ManaAbility):
        return IllegalAction(f"that is a mana ability of {c.name}: activate it for mana", "605.3a")
    cost = ability.cost
    if (banned_by := named_ban(g, c.name)) is not None:
        return IllegalAction(f"{c.name}'s activated abilities can't be activated ({banned_by})", "602.5")
    if (forbidding := attachments.activation_forbidden(g, source, False)) is not None:
        return IllegalAction(f"{c.name}'s activated abilities can't be activated ({forbidding})", "602.5")
    if ability.sorcery and not casting.sorcery_timing(g, player):
        return IllegalAction(f"{c.name}'s ability can be activated only as a sorcery", "602.5d")
    if (limit := use_limit_refusal(g, player, perm, index, ability)) is not None:
        return IllegalAction(f"{c.name}: {limit}", "602.5b")
    if cost.loyalty is not None:
        why = loyalty_refusal(g, player, perm, cost.loyalty)
        if why is not None:
            return IllegalAction(f"{c.name}: {why[0]}", why[1])
    if cost.tap and perm.tapped:
        return IllegalAction(f"{c.name} is already tapped: its {{T}} cost can't be paid", "107.5")
    if cost.tap and keywords.summoning_sick(g, perm):
        return IllegalAction(f"{c.name} hasn't been under its controller's control since the turn began", "302.6")
    if cost.discard is not None and not discard_options(g, player, cost):
        return IllegalAction(f"{g.players[player].name} has no card in hand to discard for {c.name}'s cost", "118.3")
    if cost.sacrifice is not None and not sacrifice_options(g, player, cost, source):
        return IllegalAction(f"{g.players[player].name} controls nothing to sacrifice for {c.name}'s cost", "118.3")
    if not counters_to_remove(perm, cost):
        removal = cost.remove_counters
        assert removal is not None
        return IllegalAction(f"{c.name} has fewer than {removal.amount} {removal.counter} counters to remove for its cost", "118.3")
    cp = CastProgress(StackKind.ACTIVATED, player, source, index)
    if not casting.legal_modes(g, cp):
        return IllegalAction(f"{c.name}'s ability has no legal targets to choose", "601.2c")
    if not casting.payable(g, cp):
        return casting.unpayable(g, player, casting.need(g, cp, 0), cost.text)
    return None


def can_begin(g: GameState, player: int, source: int, index: int) -> bool:
    """Whether :func:`activation_refusal` would find nothing, judged without words and cheapest
    first (the cost before the targets): listing asks it for every ability at every look."""
    perm = g.battlefield.get(source)
    if perm is None:
        return False
    c = chars(g, source)
    if c.controller != player or not 0 <= index < len(c.activated):
        return False
    ability = c.activated[index]
    if isinstance(ability, ManaAbility):
        return False
    cost = ability.cost
    if summary(g).bans and named_ban(g, c.name) is not None:
        return False  # CR 602.5: Pithing Needle naming it
    if attachments.activation_forbidden(g, source, False) is not None:
        return False  # CR 602.5: "its activated abilities can't be activated" (Faith's Fetters)
    if ability.sorcery and not casting.sorcery_timing(g, player):
        return False  # CR 602.5d: "Activate only as a sorcery"
    if use_limit_refusal(g, player, perm, index, ability) is not None:
        return False
    if cost.loyalty is not None and loyalty_refusal(g, player, perm, cost.loyalty) is not None:
        return False
    if cost.tap and (perm.tapped or keywords.summoning_sick(g, perm)):
        return False
    if cost.discard is not None and not discard_options(g, player, cost):
        return False
    if cost.sacrifice is not None and not sacrifice_options(g, player, cost, source):
        return False
    if not counters_to_remove(perm, cost):
        return False
    # CR 601.2h (by 602.2b): payable with X = 0; a source tapped or sacrificed for the cost makes no mana for it.
    exclude = (source,) if cost.tap or cost.sacrifice_self or cost.exile_self else ()
    if not can_pay(g, player, cost_changes.ability_need(g, player, source, ability, 0), exclude):
        return False
    colors = c.colors  # CR 601.2c (by 602.2b): every target can be chosen
    specs = ability.effect.targets
    if not all(targeting.has_candidate(g, spec, player, colors, source) for spec in specs):
        return False
    # CR 115.3: "two target lands" needs two different lands.
    return all(len(targeting.candidates(g, spec, player, colors, source)) > len(spec.apart_from) for spec in specs if spec.apart_from)


def counters_to_remove(perm: Permanent, cost: Cost) -> bool:
    """CR 118.3, 122.1: a cost of removing counters from the source needs that many on it."""
    removal = cost.remove_counters
    return removal is None or perm.counters.get(removal.counter, 0) >= removal.amount


def pay_counter_removal(g: GameState, source: int, cost: Cost) -> None:
    """CR 118.3, 122.1: the counters come off the source as the cost is paid."""
    removal = cost.remove_counters
    if removal is not None and source in g.battlefield:
        keyword_actions.put_counters(g, source, removal.counter, -removal.amount, ("118.3", "122.1"))


def named_ban(g: GameState, name: str) -> str | None:
    """CR 602.5: the permanent whose "Activated abilities of sources with the chosen name can't be activated
    unless they're mana abilities" names ``name`` (chosen as it entered, 614.12), or None."""
    for oid in summary(g).bans:
        perm = g.battlefield.get(oid)
        if perm is None or perm.chosen != name:
            continue
        c = chars(g, oid)
        if any(isinstance(s, CantActivateChosenName) for s in c.statics):
            return c.name
    return None


def use_limit_refusal(g: GameState, player: int, perm: Permanent, index: int, ability: ActivatedAbility) -> str | None:
    """CR 602.5b: "Activate only once each turn", "no more than twice each turn", "only during your upkeep",
    "only if [condition]"."""
    if ability.your_upkeep and not (g.step is Step.UPKEEP and g.active == player):
        return "this ability can be activated only during its controller's upkeep"
    if ability.only_if is not None and not conditions.holds(g, ability.only_if, perm.id, player):
        return f"the condition of its \"Activate only if\" doesn't hold ({ability.text})"
    if ability.per_turn:
        used = sum(1 for turn, i in perm.activations if turn == g.turn and i == index)
        if used >= ability.per_turn:
            times = "once" if ability.per_turn == 1 else "twice" if ability.per_turn == 2 else f"{ability.per_turn} times"
            return f"this ability can be activated only {times} each turn"
    return None


def counts_activations(ability: ActivatedAbility) -> bool:
    """Whether the ability's activations this turn are counted: it is limited to N each turn, or its effect
    asks how many times it has been activated this turn (602.5b)."""
    return ability.per_turn > 0 or _asks_activations(ability.effect)


def _asks_activations(value: object) -> bool:
    if isinstance(value, ActivatedThisTurn):
        return True
    if isinstance(value, tuple):
        return any(_asks_activations(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_asks_activations(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def record_activation(g: GameState, source: int, index: int) -> None:
    """CR 602.5b: remember an activation of an ability limited to N each turn (this turn's only)."""
    perm = g.writable(source)
    perm.activations = tuple(a for a in perm.activations if a[0] == g.turn) + ((g.turn, index),)
    g.changed()


def loyalty_refusal(g: GameState, player: int, perm: Permanent, cost: LoyaltyCost) -> tuple[str, str] | None:
    """Why a loyalty ability of ``perm`` can't be activated now, as (reason, rule), or None if it can.

    CR 606.3: only with priority, the stack empty, in a main phase of the
    player's own turn, and only if none of the permanent's loyalty abilities
    was activated this turn; 606.6: a negative loyalty cost needs at least
    that many loyalty counters (−X can always be paid with X = 0).
    """
    if not casting.sorcery_timing(g, player):
        return ("a loyalty ability can be activated only in a main phase of its controller's turn with the stack empty", "606.3")
    if perm.loyalty_turn == g.turn:
        return ("a loyalty ability of this permanent has already been activated this turn", "606.3")
    if cost.change < 0 and perm.counters.get(Counter.LOYALTY, 0) < -cost.change:
        return (f"it has fewer than {-cost.change} loyalty counters to remove", "606.6")
    return None


def loyalty_x_range(g: GameState, source: int) -> range:
    """CR 606.6, 107.3: −X removes X loyalty counters, so X is at most the loyalty it has."""
    return range(0, g.battlefield[source].counters.get(Counter.LOYALTY, 0) + 1)


def pay_loyalty(g: GameState, source: int, cost: LoyaltyCost, x: int) -> None:
    """CR 606.4: put on or remove the loyalty counters; the permanent's loyalty ability is used this turn (606.3)."""
    change = -x if cost.minus_x else cost.change
    keyword_actions.put_counters(g, source, Counter.LOYALTY.value, change, ("606.4", "118.3"))
    perm = g.writable(source)
    perm.loyalty_turn = g.turn
    g.changed()


def with_abilities(g: GameState) -> tuple[int, ...]:
    """The permanents whose card has activated abilities other than mana abilities (per battlefield)."""
    return summary(g).activators


def activatable(g: GameState, player: int) -> list[tuple[int, int]]:
    """(source, ability) for every non-mana ability the player may begin to activate now.

    Permanents that can't be told apart (same card, same status) are
    listed once: activating either is the same choice.
    """
    out: list[tuple[int, int]] = []
    seen: set[tuple[object, ...]] = set()
    for oid, i in _activatable(g, player):
        perm = g.battlefield[oid]
        c = chars(g, oid)  # a copy (707.2), a text change (612) or a grant (113.10) makes other abilities of one card
        key = (perm.card, c.copied, c.changes, id(c.activated[i]), perm.tapped, perm.damage, tuple(sorted(perm.counters.items())), perm.sick, perm.attached_to, i)
        if key not in seen:
            seen.add(key)
            out.append((oid, i))
    return out


def can_activate_something(g: GameState, player: int) -> bool:
    """Whether any non-mana ability can be activated now."""
    return bool(with_abilities(g)) and bool(_activatable(g, player))


def _activatable(g: GameState, player: int) -> list[tuple[int, int]]:
    """(source, ability) for each non-mana ability the player may begin to activate now, in order
    (remembered per board: the autopass probe and the list of legal actions both ask)."""
    cache = board_cache(g)
    # Loyalty abilities depend on the turn and on sorcery timing, which a step can change alone (606.3).
    key = ("activatable", player, g.turn, g.step, casting.sorcery_timing(g, player))
    found = cache.get(key)
    if found is None:
        found = cache[key] = [
            (oid, i)
            for oid in with_abilities(g)
            if chars(g, oid).controller == player
            for i, ability in enumerate(chars(g, oid).activated)
            if not isinstance(ability, ManaAbility) and can_begin(g, player, oid, i)
        ]
    return found  # type: ignore[return-value]


from tolaria.mtg.rules import casting  # noqa: E402  (casting reads this module's costs too)
