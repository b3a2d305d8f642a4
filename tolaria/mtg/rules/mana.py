"""Mana: pools, mana abilities and paying mana costs (CR 106, 107.4, 601.2g-h, 605).

Every mana ability of a permanent can be activated (605.3a): ones that add
several mana, ones that let the player choose a color, ones with costs
besides {T}. When a player's pool is short of a cost, the engine activates
mana abilities whose only cost is {T} to pay the rest, deterministically
(scenario contract, "Paying costs"): each colored symbol from the pool,
then from sources making only that color, then from sources that may make
it; {C} the same way; generic mana from what is left in the pool, then
from the remaining sources in battlefield order. Mana abilities with
other costs are activated by the player (``ActivateMana``) before paying.
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.errors import IllegalAction
from tolaria.mtg.cards.mana import ManaCost
from tolaria.mtg.events import ManaAdded, ManaBurn, ManaEmptied
from tolaria.mtg.kinds import COLORS, MANA_TYPES
from tolaria.mtg.oracle.abilities import ExtraManaWhenTapped, ManaAbility, UnspentManaStays
from tolaria.mtg.rules import keywords
from tolaria.mtg.rules.attachments import activation_forbidden
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import add_mana, change_life, emit, empty_pool, spend_mana, tap
from tolaria.mtg.rules.layers import board_cache, chars, printed_only
from tolaria.mtg.state import GameState

Need = tuple[int, tuple[int, int, int, int, int], int]  # generic, (W, U, B, R, G), colorless
_MANA_INDEX = {m: i for i, m in enumerate(MANA_TYPES)}


@dataclass(slots=True)
class Source:
    """A mana ability whose only cost is {T}, usable now: what it can make (never changed once made)."""

    obj: int
    ability: int
    produces: tuple[str, ...]
    choose: int
    palette: str
    single: str | None  # the one mana it makes, if it makes exactly one mana of one fixed type
    amount: int  # how much mana it makes
    # The ability that pays generic mana: a painless one of the same permanent if it has one
    # ("{T}: Add {C}" beside "{T}: Add {W} or {U}. ~ deals 1 damage to you."), else ``ability``.
    generic: int = -1


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost will be paid: the mana abilities to activate first; the pool then pays it all."""

    taps: tuple[tuple[int, int, str], ...]  # (source, ability, color chosen or "")


def need_of(cost: ManaCost, x: int = 0) -> Need:
    """CR 601.2f: the mana a cost asks for with X = ``x``."""
    known = _NEEDS.get(id(cost))
    if known is not None and known[0] is cost:
        base = known[1]
    else:
        colored = cost.colored
        c5 = (colored["W"], colored["U"], colored["B"], colored["R"], colored["G"])
        base = (cost.generic, c5, cost.colorless)
        if len(_NEEDS) > 4096:
            _NEEDS.clear()  # costs of databases no longer in use don't stay forever
        _NEEDS[id(cost)] = (cost, base)
    if x and cost.x:
        return (base[0] + cost.x * x, base[1], base[2])
    return base


# A pure function of the (immutable) cost, remembered by identity (hashing a cost costs more than
# reading it); each entry holds its cost, so an id in the table is never reused by another cost.
_NEEDS: dict[int, tuple[ManaCost, Need]] = {}


def can_tap_for_cost(g: GameState, oid: int) -> bool:
    """CR 302.6, 602.5a: untapped, and a creature needs to have been controlled since the turn began."""
    perm = g.battlefield[oid]
    return not perm.tapped and not keywords.summoning_sick(g, perm)


def mana_cache(g: GameState) -> dict[object, object]:
    """Where the mana a player can make is remembered.

    With printed characteristics only (no continuous effect in force) it
    depends on nothing but the permanents, their tapped and "sick" status
    and the pools, so it is kept until a change that may alter those
    (``GameState.mana_gen``) or the battlefield; otherwise, while the board
    stays the same.
    """
    if not printed_only(g):
        return board_cache(g)
    key = (g.bf_gen, g.mana_gen)
    if g.mana_memo_at != key:
        g.mana_memo.clear()
        g.mana_memo_at = key
    return g.mana_memo


def sources(g: GameState, player: int) -> list[Source]:
    """The player's usable {T}-only mana abilities: lands first, in battlefield order (remembered, see :func:`mana_cache`)."""
    cache = mana_cache(g)
    key = ("sources", player)
    cached = cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    out: list[Source] = []
    battlefield = g.battlefield
    memo = g.source_memo
    for oid in _with_mana_abilities(g):
        perm = battlefield[oid]
        if perm.tapped or perm.controller != player:
            continue
        c = chars(g, oid)
        source = _tap_source(memo, oid, c.activated)
        if source is not None and _forbidden(g, oid) is not None:
            continue  # CR 602.5: an Aura says its activated abilities can't be activated
        if source is not None and (not perm.sick or not c.is_creature or not keywords.summoning_sick(g, perm)):
            extra = extra_mana_of(g, oid)
            out.append(_with_extra(source, extra) if extra else source)
    cache[key] = out
    return out


def _tap_source(memo: dict[int, object], oid: int, activated: tuple[object, ...]) -> Source | None:
    """The first mana ability among ``activated`` whose only cost is {T}, as a source (one per
    permanent can be used); remembered while the permanent's abilities are the same tuple (the
    entry holds it, so the check by identity can't be fooled by a reused id)."""
    known = memo.get(oid)
    if known is not None and known[0] is activated:  # type: ignore[index]
        return known[1]  # type: ignore[index]
    made: Source | None = None
    usable = [(i, a) for i, a in enumerate(activated) if isinstance(a, ManaAbility) and _tap_only(a)]
    if usable:
        # The first that can make colored mana pays colored symbols; the first painless one, generic.
        i, ability = next(((i, a) for i, a in usable if a.choose or any(m != "C" for m in a.produces)), usable[0])
        painless = next((j for j, a in usable if not a.damage_to_you and len(a.produces) + a.choose == 1), i)
        single = ability.produces[0] if len(ability.produces) == 1 and not ability.choose else None
        amount = len(ability.produces) + ability.choose
        made = Source(oid, i, ability.produces, ability.choose, ability.palette, single, amount, painless if amount == 1 else i)
    memo[oid] = (activated, made)
    return made


def _with_extra(source: Source, extra: tuple[str, ...]) -> Source:
    """A land's source with the mana triggered mana abilities add when it is tapped (605.1b): more
    mana, so no longer one fixed mana, and generic paid by the same ability."""
    return Source(
        source.obj, source.ability, source.produces + extra, source.choose, source.palette, None,
        source.amount + len(extra), source.ability,
    )


def _with_mana_abilities(g: GameState) -> tuple[int, ...]:
    """The permanents whose card has mana abilities, lands first (per battlefield).

    Lands come first so that paying automatically taps lands before other
    sources (scenario contract, "Paying costs").
    """
    return summary(g).mana_sources


def _tap_only(ability: ManaAbility) -> bool:
    cost = ability.cost
    return cost.tap and cost.mana.is_empty and not cost.sacrifice_self and cost.discard is None


def plan_payment(g: GameState, player: int, need: Need, exclude: tuple[int, ...] = ()) -> Payment | None:
    """A way to pay ``need`` from the pool and {T} mana abilities (not those of ``exclude``), or None.

    The plan depends only on the pool and the sources, so it is remembered with them (:func:`mana_cache`:
    until a change that may alter what mana anyone can make): the legal-action lists and the autopass
    probe ask the same questions at every look, and a cast then pays by the plan already made.
    """
    cache = mana_cache(g)
    key = ("plan", player, need, exclude)
    if key in cache:
        return cache[key]  # type: ignore[return-value]
    plan = _plan_payment(g, player, need, exclude)
    cache[key] = plan
    return plan


def _plan_payment(
    g: GameState, player: int, need: Need, exclude: tuple[int, ...], use_pool: bool = True
) -> Payment | None:
    generic, colored, colorless = need
    pool = list(g.players[player].pool) if use_pool else [0, 0, 0, 0, 0, 0]
    missing = list(colored) + [colorless]
    for i in range(6):
        use = min(pool[i], missing[i])
        pool[i] -= use
        missing[i] -= use
    if not any(missing) and generic <= sum(pool):
        return Payment(())
    left = [s for s in sources(g, player) if s.obj not in exclude] if exclude else list(sources(g, player))
    taps: list[tuple[int, int, str]] = []
    # Each colored symbol (and {C}) from sources making exactly that mana, the first ones in order.
    if any(missing):
        chosen: list[list[Source]] = [[], [], [], [], [], []]
        for s in left:
            if s.single is not None:
                i = _MANA_INDEX[s.single]
                if len(chosen[i]) < missing[i]:
                    chosen[i].append(s)
        for i, picks in enumerate(chosen):
            for s in picks:
                left.remove(s)
                taps.append((s.obj, s.ability, ""))
            missing[i] -= len(picks)
    # Then from sources that may make it, the least flexible first.
    for i, mana in enumerate(COLORS):
        while missing[i]:
            options = [s for s in left if s.choose and mana in s.palette]
            if not options:
                options = [s for s in left if mana in s.produces]
                if not options:
                    return None
                s = options[0]
                left.remove(s)
                taps.append((s.obj, s.ability, ""))
                made = list(s.produces)
                for j, m in enumerate(MANA_TYPES):
                    take = min(made.count(m), missing[j])
                    missing[j] -= take
                    pool[j] += made.count(m) - take
                continue
            s = min(options, key=lambda o: len(o.palette))
            left.remove(s)
            taps.append((s.obj, s.ability, mana))
            missing[i] -= 1
    if missing[5]:
        return None
    # Generic: the pool first, then the remaining sources in order.
    still = generic - min(sum(pool), generic)
    for s in left:
        if still <= 0:
            break
        if s.generic != s.ability:
            taps.append((s.obj, s.generic, ""))  # the painless ability pays generic mana
        else:
            taps.append((s.obj, s.ability, s.palette[0] if s.choose else ""))
        still -= s.amount
    if still > 0:
        return None
    return Payment(tuple(taps))


def _generic_from_pool(pool: list[int], spent: list[int], amount: int) -> None:
    """Generic mana from the pool: colorless first (it pays nothing else), then the most plentiful colors."""
    order = [5] + sorted(range(5), key=lambda c: -pool[c])
    for i in order:
        use = min(pool[i], amount)
        pool[i] -= use
        spent[i] += use
        amount -= use
        if not amount:
            return


def can_pay(g: GameState, player: int, need: Need, exclude: tuple[int, ...] = ()) -> bool:
    """Whether ``need`` can be paid from the pool and {T} mana abilities (not those of ``exclude``)."""
    generic, colored, colorless = need
    total = generic + sum(colored) + colorless
    if total == 0:
        return True
    counts = _counts(g, player)
    if counts is not None and not exclude:
        # Only sources of one fixed mana each: each type of mana needed must be there, and enough in all.
        if total > sum(counts):
            return False
        return (
            counts[0] >= colored[0]
            and counts[1] >= colored[1]
            and counts[2] >= colored[2]
            and counts[3] >= colored[3]
            and counts[4] >= colored[4]
            and counts[5] >= colorless
        )
    if total > budget(g, player):
        return False
    return plan_payment(g, player, need, exclude) is not None


def _counts(g: GameState, player: int) -> list[int] | None:
    """The mana the player could have by type (pool plus sources), when every source makes one fixed mana."""
    cache = mana_cache(g)
    key = ("counts", player)
    if key in cache:
        return cache[key]  # type: ignore[return-value]
    counts: list[int] | None = list(g.players[player].pool)
    for s in sources(g, player):
        mana = s.single
        if mana is None:
            counts = None
            break
        assert counts is not None
        counts[MANA_TYPES.index(mana)] += 1
    cache[key] = counts
    return counts


def budget(g: GameState, player: int) -> int:
    """All the mana the player could make now with {T} abilities, pool included (an upper bound for X)."""
    cache = mana_cache(g)
    key = ("budget", player)
    total = cache.get(key)
    if total is None:
        total = sum(g.players[player].pool)
        for s in sources(g, player):
            total += s.amount
        cache[key] = total
    return total  # type: ignore[return-value]


def pay(g: GameState, player: int, payment: Payment, need: Need) -> None:
    """CR 601.2g-h: activate the planned mana abilities, then pay the whole cost from the pool."""
    for oid, ability, color in payment.taps:
        activate_mana_ability(g, player, oid, ability, color)
    generic, colored, colorless = need
    spend = list(colored) + [colorless]
    rest = [n - spend[i] for i, n in enumerate(g.players[player].pool)]
    if any(r < 0 for r in rest) or sum(rest) < generic:
        raise AssertionError("a planned payment didn't cover the cost")
    _generic_from_pool(rest, spend, generic)
    spend_mana(g, player, tuple(spend))


def mana_ability(g: GameState, oid: int, index: int) -> ManaAbility | None:
    c = chars(g, oid)
    if 0 <= index < len(c.activated):
        ability = c.activated[index]
        if isinstance(ability, ManaAbility):
            return ability
    return None


def _forbidden(g: GameState, oid: int) -> str | None:
    """CR 602.5: what forbids the mana abilities of ``oid`` (an Aura without "unless they're mana abilities")."""
    return activation_forbidden(g, oid, True)


def check_mana_ability(g: GameState, player: int, oid: int, index: int, color: str) -> ManaAbility:
    """Refuse a mana ability that can't be activated now (605.3a, 602.2), or return it."""
    perm = g.battlefield.get(oid)
    if perm is None or chars(g, oid).controller != player:
        raise IllegalAction("only a permanent you control can be activated", "602.2")
    ability = mana_ability(g, oid, index)
    if ability is None:
        raise IllegalAction(f"{chars(g, oid).name} has no mana ability number {index + 1}", "605.1a")
    name = chars(g, oid).name
    if (forbidding := _forbidden(g, oid)) is not None:
        raise IllegalAction(f"{name}'s activated abilities can't be activated ({forbidding})", "602.5")
    if ability.choose:
        if not color or color not in ability.palette:
            raise IllegalAction(f"choose one of {{{'}, {'.join(ability.palette)}}} for this ability", "106.1a")
    elif color and color not in ability.produces:
        # CR 305.6: a basic land's intrinsic ability adds only its own mana.
        raise IllegalAction(f"{name} can't add {{{color}}}", "305.6" if ability.text == "305.6" else "605.1a")
    cost = ability.cost
    if cost.tap:
        if perm.tapped:
            raise IllegalAction(f"{name} is already tapped: its {{T}} cost can't be paid", "107.5")
        if keywords.summoning_sick(g, perm):
            raise IllegalAction(
                f"{chars(g, oid).name} hasn't been under its controller's control since the turn began", "302.6"
            )
    if not cost.mana.is_empty and not can_pay(g, player, need_of(cost.mana), exclude=(oid,)):
        raise IllegalAction(f"{g.players[player].name} can't pay {cost.text}", "602.2b")
    return ability


def activate(g: GameState, player: int, oid: int, index: int, color: str) -> None:
    """CR 605.3a: pay the mana ability's costs and add its mana; no stack, no priority change."""
    ability = check_mana_ability(g, player, oid, index, color)
    cost = ability.cost
    if not cost.mana.is_empty:
        need = need_of(cost.mana)
        if ability.doubles_pool and _pay_with_new_mana(g, player, need, (oid,)):
            pass
        else:
            payment = plan_payment(g, player, need, exclude=(oid,))
            assert payment is not None
            pay(g, player, payment, need)
    name = chars(g, oid).name
    if cost.sacrifice_self:
        from tolaria.mtg.rules.keyword_actions import sacrifice

        sacrifice(g, player, (oid,), ("118.3", "701.21a"))
    elif cost.tap:
        tap(g, g.battlefield[oid])
    mana = ability.produces + (color,) * ability.choose
    if ability.doubles_pool:
        mana = _pool_mana(g.players[player].pool)  # CR 106.4: as much again of each type, the cost paid
    add_mana(g, player, mana)
    land_tapped = cost.tap and _is_land(g, oid)
    emit(g, ManaAdded(player, mana, oid, name, land_tapped, rules=("605.3a", "106.4")))
    _damage_to_you(g, player, oid, ability)
    if cost.tap and oid in g.battlefield:
        tapped_for_mana(g, player, oid)


def _pay_with_new_mana(g: GameState, player: int, need: Need, exclude: tuple[int, ...]) -> bool:
    """Pay a cost with mana made for it, leaving the pool's unspent mana alone, if the player's {T}
    sources can pay it all; False (nothing done) if they can't. "Double the amount of each type of
    unspent mana you have" then doubles the mana the player had, not what is left of it (601.2g-h)."""
    plan = _plan_payment(g, player, need, exclude, use_pool=False)
    if plan is None:
        return False
    before = list(g.players[player].pool)
    for oid, ability, color in plan.taps:
        activate_mana_ability(g, player, oid, ability, color)
    generic, colored, colorless = need
    spend = list(colored) + [colorless]
    rest = [now - was - spend[i] for i, (now, was) in enumerate(zip(g.players[player].pool, before, strict=True))]
    _generic_from_pool(rest, spend, generic)
    spend_mana(g, player, tuple(spend))
    return True


def _pool_mana(pool: list[int]) -> tuple[str, ...]:
    """The mana a pool holds, symbol by symbol (W, U, B, R, G, then C)."""
    return tuple(MANA_TYPES[i] for i, n in enumerate(pool) for _ in range(n))


def _damage_to_you(g: GameState, player: int, oid: int, ability: ManaAbility) -> None:
    """"Add {W} or {U}. ~ deals 1 damage to you.": the rest of the ability, done as it resolves (605.3b)."""
    if not ability.damage_to_you:
        return
    from tolaria.mtg.rules.damage import source_of_permanent
    from tolaria.mtg.rules.replacement import deal_without_asking
    from tolaria.mtg.state import ProposedDamage

    proposal = ProposedDamage(oid, source_of_permanent(g, oid), -1 - player, ability.damage_to_you, False, ("605.3b",))
    deal_without_asking(g, [proposal])


def activate_mana_ability(g: GameState, player: int, oid: int, index: int, color: str) -> None:
    """A {T} mana ability activated while paying a cost (601.2g)."""
    perm = g.battlefield[oid]
    ability = chars(g, oid).activated[index]
    assert isinstance(ability, ManaAbility)
    tap(g, perm)
    mana = ability.produces + ((color or ability.palette[0]),) * ability.choose if ability.choose else ability.produces
    add_mana(g, player, mana)
    land_tapped = _is_land(g, oid)
    emit(g, ManaAdded(player, mana, oid, chars(g, oid).name, land_tapped, rules=("605.3a", "106.4")))
    _damage_to_you(g, player, oid, ability)
    tapped_for_mana(g, player, oid)


def _is_land(g: GameState, oid: int) -> bool:
    return oid in g.battlefield and chars(g, oid).is_land


def tapped_for_mana(g: GameState, player: int, oid: int) -> None:
    """CR 106.12a: permanent ``oid`` (a land, a creature) was tapped for mana. Triggered mana abilities ("its
    controller adds an additional {G}{G}", "add an additional {G}") add their mana now, without the stack
    (605.1b, 605.4a). Other triggered abilities ("Whenever a player taps a land for mana") trigger on the
    land's ``ManaAdded`` (603.2)."""
    for source, extra in _extra_mana(g, oid):
        add_mana(g, player, extra.produces)
        emit(g, ManaAdded(player, extra.produces, source, chars(g, source).name, rules=("605.1b", "106.12a")))


def _extra_mana(g: GameState, land: int) -> list[tuple[int, ExtraManaWhenTapped]]:
    """The triggered mana abilities that trigger when ``land`` (or another permanent) is tapped for mana,
    with their sources."""
    from tolaria.mtg.rules.filters import matches

    out: list[tuple[int, ExtraManaWhenTapped]] = []
    for oid in summary(g).extra_mana:
        if oid not in g.battlefield:
            continue
        c = chars(g, oid)
        for s in c.statics:
            if not isinstance(s, ExtraManaWhenTapped):
                continue
            if s.attached and g.battlefield[oid].attached_to != land:
                continue  # CR 303.4m: "enchanted land" is the land the Aura is attached to
            if matches(g, land, s.land, c.controller, oid):
                out.append((oid, s))
    return out


def extra_mana_of(g: GameState, land: int) -> tuple[str, ...]:
    """The mana triggered mana abilities would add when ``land`` is tapped for mana (for planning payments)."""
    if not summary(g).extra_mana:
        return ()
    return tuple(m for _, s in _extra_mana(g, land) for m in s.produces)


def usable_mana_abilities(g: GameState, player: int) -> list[tuple[int, int, str]]:
    """(source, ability, color) for every mana ability the player may activate now, one per choice of color."""
    out: list[tuple[int, int, str]] = []
    for oid in list(g.battlefield):
        c = chars(g, oid)
        if c.controller != player:
            continue
        for i, ability in enumerate(c.activated):
            if not isinstance(ability, ManaAbility):
                continue
            colors = list(ability.palette) if ability.choose else [""]
            for color in colors:
                try:
                    check_mana_ability(g, player, oid, i, color)
                except IllegalAction:
                    break
                out.append((oid, i, color))
    return out


def empty_mana_pools(g: GameState) -> None:
    """CR 106.4: unused mana empties from each pool; under a profile with mana burn, each lost mana costs 1 life.

    CR 500.5: while a permanent says "Players don't lose unspent mana as
    steps and phases end", no pool empties (and so no mana burns).
    """
    if any(any(p.pool) for p in g.players) and _unspent_mana_stays(g):
        return
    for p in g.players:
        if not any(p.pool):
            continue
        lost = empty_pool(g, p.index)
        emit(g, ManaEmptied(p.index, lost, rules=("106.4",)))
        if g.rules.mana_burn and not p.lost:
            change_life(g, p.index, -len(lost))
            emit(g, ManaBurn(p.index, len(lost), rules=g.rules.cite("mana_burn")))


def _unspent_mana_stays(g: GameState) -> bool:
    """Whether a permanent on the battlefield has "Players don't lose unspent mana as steps and phases end"."""
    return any(any(isinstance(s, UnspentManaStays) for s in chars(g, oid).statics) for oid in g.battlefield)


def pool_text(pool: list[int]) -> str:
    """A mana pool written as symbols, e.g. "{R}{R}{G}" (CR 106.4)."""
    return "".join("{" + MANA_TYPES[i] + "}" for i, n in enumerate(pool) for _ in range(n))


def need_text(need: Need) -> str:
    """A total cost written as symbols, e.g. "{4}" or "{2}{W}" (generic first, as costs are printed, 202.1)."""
    generic, colored, colorless = need
    out = "{" + str(generic) + "}" if generic else ""
    out += "".join("{" + color + "}" for color, n in zip("WUBRG", colored, strict=True) for _ in range(n))
    out += "{C}" * colorless
    return out or "{0}"
