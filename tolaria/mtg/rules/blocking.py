"""How many attackers a creature may block, and requirements to block (CR 509.1a-c).

CR 509.1a: each chosen creature blocks one attacking creature, unless an
effect lets it block more ("can block an additional creature each
combat", "can block any number of creatures"): :func:`block_capacity`.

CR 509.1c: a requirement ("All creatures able to block ~ do so") asks each
creature that could block that attacker to block it. The declaration may
not break a restriction (509.1b) to obey one, and must obey as many as it
can: a blocker that could block some attacker under such a requirement,
and does not block as many of them as it may, leaves one unobeyed. The
engine then builds the declaration in which every such blocker obeys
(:func:`obeying`); only when that one is itself legal (menace, "can't be
blocked by more than one creature", costs) is the smaller one refused. A
requirement whose obedience would cost mana is none (509.1c), so with a
cost to block in force no requirement binds.
"""

from __future__ import annotations

from collections.abc import Sequence

from tolaria.errors import IllegalAction
from tolaria.mtg.oracle.abilities import CanBlockAdditional, MustBeBlocked
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState

Pair = tuple[int, int]  # (blocker, attacker)


def block_capacity(g: GameState, blocker: int) -> int | None:
    """CR 509.1a: how many attackers ``blocker`` may block (None: any number)."""
    extra = 0
    for s in chars(g, blocker).statics:
        if isinstance(s, CanBlockAdditional):
            if s.any_number:
                return None
            extra += s.extra
    return 1 + extra


def may_block_another(g: GameState, blocker: int, declared: Sequence[Pair]) -> bool:
    """Whether ``blocker`` may be declared against one more attacker (509.1a)."""
    most = block_capacity(g, blocker)
    return most is None or sum(1 for b, _ in declared if b == blocker) < most


def must_be_blocked(g: GameState, attacker: int) -> bool:
    """CR 509.1c: "All creatures able to block ~ do so" applies to ``attacker``."""
    return any(isinstance(s, MustBeBlocked) for s in chars(g, attacker).statics)


def required_blocks(g: GameState, possible: Sequence[Pair]) -> dict[int, list[int]]:
    """By blocker, the attackers it is required to block (509.1c), of the pairs it may legally make."""
    lured: dict[int, bool] = {}
    out: dict[int, list[int]] = {}
    for b, a in possible:
        if a not in lured:
            lured[a] = must_be_blocked(g, a)
        if lured[a]:
            out.setdefault(b, []).append(a)
    return out


def obeying(g: GameState, possible: Sequence[Pair], declared: Sequence[Pair]) -> tuple[list[Pair], str] | None:
    """The declaration in which every blocker obeys the requirements it could (509.1c), and the first
    requirement ``declared`` leaves unobeyed; None when ``declared`` obeys as many as each blocker can."""
    required = required_blocks(g, possible)
    if not required:
        return None
    fuller: list[Pair] = []
    unmet = ""
    for b, attackers in required.items():
        mine = [a for x, a in declared if x == b]
        most = block_capacity(g, b)
        want = len(attackers) if most is None else min(most, len(attackers))
        obeyed = [a for a in mine if a in attackers]
        if len(obeyed) >= want:
            continue
        if not unmet:
            a = next(a for a in attackers if a not in obeyed)
            unmet = f"{chars(g, b).name} is able to block {chars(g, a).name} and must do so"
        others = [a for a in mine if a not in attackers]
        keep = others if most is None else others[: most - want]
        more = [a for a in attackers if a not in obeyed][: want - len(obeyed)]
        fuller.extend((b, a) for a in obeyed + more + keep)
    if not unmet:
        return None
    changed = {b for b, _ in fuller}
    return [p for p in declared if p[0] not in changed] + fuller, unmet


def requirement_problem(message: str) -> IllegalAction:
    return IllegalAction(message, "509.1c")
