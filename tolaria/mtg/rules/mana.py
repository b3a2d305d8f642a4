"""Mana: pools, mana abilities and paying costs (CR 106, 107.4, 601.2g-h, 605).

When a player's pool is short of a cost, the engine activates mana
abilities of that player's untapped permanents to pay the rest,
deterministically (scenario contract, "Paying costs"): each colored
symbol first from the pool, then from sources of that color; {C} the same;
generic mana from what is left in the pool, then from the remaining
sources in battlefield order.
"""

from __future__ import annotations

from typing import NamedTuple

from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.events import log
from tolaria.mtg.state import COLORS, GameState

Cost = tuple[int, tuple[int, int, int, int, int], int]  # generic, (W,U,B,R,G), colorless


class Payment(NamedTuple):
    """Which pool mana to spend and which mana abilities to activate."""

    pool: tuple[int, int, int, int, int, int]
    taps: tuple[tuple[int, str], ...]


def sources(g: GameState, player: int) -> list[tuple[int, str]]:
    """Untapped permanents with a {T} mana ability usable now: (id, color produced).

    CR 302.6: a creature's {T} ability needs it to have been controlled
    since the turn began, unless it has haste.
    """
    out: list[tuple[int, str]] = []
    for perm in g.battlefield.values():
        if perm.controller != player or perm.tapped:
            continue
        d = card_def(perm.name)
        if not d.mana_abilities:
            continue
        if d.is_creature and perm.sick and not layers.has(g, perm, "haste"):
            continue
        ability = d.mana_abilities[0]
        if len(ability.produces) == 1:
            out.append((perm.id, ability.produces[0]))
    return out


def plan_payment(
    g: GameState, player: int, cost: Cost, srcs: list[tuple[int, str]] | None = None
) -> Payment | None:
    """A way to pay ``cost`` from the pool and mana abilities, or None if there is none."""
    generic, colored, colorless = cost
    pool = list(g.players[player].pool)
    spent = [0, 0, 0, 0, 0, 0]
    remaining = list(sources(g, player) if srcs is None else srcs)
    taps: list[tuple[int, str]] = []
    needs = list(colored) + [colorless]
    for i in range(6):
        need = needs[i]
        if not need:
            continue
        use = min(pool[i], need)
        pool[i] -= use
        spent[i] += use
        need -= use
        if need:
            color = COLORS[i]
            for src in [s for s in remaining if s[1] == color][:need]:
                remaining.remove(src)
                taps.append(src)
                need -= 1
            if need:
                return None
    if generic:
        need = generic
        # Colorless first (it can pay nothing else), then the most plentiful colors.
        order = [5] + sorted(range(5), key=lambda c: -pool[c])
        for i in order:
            use = min(pool[i], need)
            pool[i] -= use
            spent[i] += use
            need -= use
            if not need:
                break
        if need:
            if len(remaining) < need:
                return None
            taps.extend(remaining[:need])
    return Payment(tuple(spent), tuple(taps))  # type: ignore[arg-type]


def pay(g: GameState, player: int, payment: Payment) -> None:
    """Activate the planned mana abilities, then spend the mana (601.2g-h)."""
    p = g.players[player]
    for oid, color in payment.taps:
        activate_mana_ability(g, player, oid, color)
        p.pool[COLORS.index(color)] -= 1
    for i, n in enumerate(payment.pool):
        p.pool[i] -= n


def activate_mana_ability(g: GameState, player: int, oid: int, color: str) -> None:
    """Tap a source for one mana (CR 605.3a: mana abilities don't use the stack)."""
    perm = g.battlefield[oid]
    perm.tapped = True
    g.players[player].pool[COLORS.index(color)] += 1
    log(g, "mana", ("605.3a", "106.4"), player=g.players[player].name, mana="{" + color + "}")


def add_mana(g: GameState, player: int, symbols: tuple[str, ...]) -> None:
    """Add mana to a pool (CR 106.3)."""
    p = g.players[player]
    for s in symbols:
        p.pool[COLORS.index(s)] += 1
    log(g, "mana", ("106.3",), player=p.name, mana="".join("{" + s + "}" for s in symbols))


def pool_text(pool: list[int]) -> str:
    """A mana pool written as symbols, e.g. "{R}{R}{G}" (CR 106.4)."""
    return "".join("{" + COLORS[i] + "}" for i, n in enumerate(pool) for _ in range(n))


def empty_mana_pools(g: GameState) -> None:
    """CR 106.4: unused mana empties from each pool at the end of each step and phase."""
    for p in g.players:
        if any(p.pool):
            p.pool = [0, 0, 0, 0, 0, 0]
            log(g, "pool_empties", ("106.4",), player=p.name)


def spell_cost(name: str, x: int) -> Cost:
    """The total cost of casting a card for its mana cost with X = ``x`` (601.2f)."""
    d = card_def(name)
    return (d.generic + d.x * x, d.colored, d.colorless)  # type: ignore[return-value]
