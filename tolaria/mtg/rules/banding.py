"""Banding and "bands with other" (CR 702.22).

As attackers are declared, the active player may put attacking creatures
into bands (702.22c): one or more with banding and at most one without,
or creatures of a quality with at least one that "bands with other" that
quality; all of a band attack the same player or planeswalker (702.22d).
A band, once announced, lasts for the combat (702.22e); a creature
removed from combat leaves it (702.22f). A creature blocking one member
blocks the whole band (702.22h). In the combat damage step, the defending
player divides the damage of an attacker blocked by a creature with
banding (702.22j), and the active player that of a blocker blocking a
creature with banding (702.22k), freely among the creatures blocking or
blocked.

Bands are built one pair at a time (``Band`` actions: each merges the
bands of two declared attackers), like the rest of a declaration.
"""

from __future__ import annotations

from tolaria.errors import IllegalAction
from tolaria.mtg.cards.keywords import BandsWithOther, Keyword
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import Combat, GameState


def has_banding(c: Chars) -> bool:
    return Keyword.BANDING in c.keywords


def bands_with(c: Chars) -> frozenset[str]:
    """The qualities (creature types) this creature "bands with other" (702.22b)."""
    return frozenset(k.subtype for k in c.keywords if isinstance(k, BandsWithOther))


def uses_banding(c: Chars) -> bool:
    """Whether the creature has banding in either form (702.22b: "bands with other" is a form of banding)."""
    return has_banding(c) or bool(bands_with(c))


def band_of(combat: Combat, creature: int) -> tuple[int, ...]:
    """The band ``creature`` is in (with itself), or just itself."""
    for band in combat.bands:
        if creature in band:
            return band
    return (creature,)


def band_problem(g: GameState, members: tuple[int, ...]) -> tuple[str, str] | None:
    """Why ``members`` can't form one attacking band (702.22c, 702.22d), or None."""
    c = g.combat
    assert c is not None
    targets = {t for a, t in c.declared if a in members}
    if len(targets) > 1:
        return ("all creatures in a band must attack the same player or planeswalker", "702.22d")
    ch = [chars(g, m) for m in members]
    without = sum(1 for x in ch if not has_banding(x))
    if without <= 1:
        return None
    # "Bands with other [quality]": any number of creatures of that quality, one of them with the ability.
    for quality in frozenset().union(*(bands_with(x) for x in ch)):
        if all(quality in x.subtypes for x in ch):
            return None
    return ("a band is creatures with banding and at most one without (or creatures of one quality, "
            "one with \"bands with other\" it)", "702.22c")


def check_band(g: GameState, creature: int, other: int) -> None:
    c = g.combat
    assert c is not None
    declared = {a for a, _ in c.declared}
    for x in (creature, other):
        if x not in declared:
            raise IllegalAction(f"{g.name_of(x)} isn't declared as an attacker", "702.22c")
    if creature == other or other in band_of(c, creature):
        raise IllegalAction(f"{g.name_of(creature)} and {g.name_of(other)} are in one band already", "702.22c")
    why = band_problem(g, _merged(c, creature, other))
    if why is not None:
        raise IllegalAction(why[0], why[1])


def _merged(c: Combat, creature: int, other: int) -> tuple[int, ...]:
    return band_of(c, creature) + band_of(c, other)


def add_to_band(g: GameState, creature: int, other: int) -> None:
    c = g.combat
    assert c is not None
    merged = _merged(c, creature, other)
    c.bands = [b for b in c.bands if creature not in b and other not in b] + [merged]
    g.moved_on()


def band_options(g: GameState) -> list[tuple[int, int]]:
    """The merges that keep a legal band, one per pair of bands (each named by its first member)."""
    c = g.combat
    assert c is not None
    if not any(uses_banding(chars(g, a)) for a, _ in c.declared):
        return []
    heads: list[int] = []
    seen: set[int] = set()
    for a, _ in c.declared:
        if a not in seen:
            band = band_of(c, a)
            seen.update(band)
            heads.append(band[0])
    out = []
    for i, x in enumerate(heads):
        for y in heads[i + 1 :]:
            if band_problem(g, _merged(c, x, y)) is None:
                out.append((x, y))
    return out


def keep_declared_bands(g: GameState) -> tuple[tuple[int, ...], ...]:
    """As the declaration ends: the bands of two or more, of creatures that attack (702.22e)."""
    c = g.combat
    assert c is not None
    c.bands = [b for b in c.bands if len(b) > 1]
    return tuple(c.bands)


def whole_band_blocked(g: GameState, blocker: int, attacker: int) -> list[int]:
    """CR 702.22h: the attackers a blocker declared against ``attacker`` blocks: its whole band, still attacking."""
    c = g.combat
    assert c is not None
    return [a for a in band_of(c, attacker) if a in c.attackers]


def _banding_among(g: GameState, creatures: list[int]) -> bool:
    """A creature with banding among them, or a [quality] creature that "bands with other [quality]"
    and another [quality] creature (702.22j-k)."""
    ch = [chars(g, x) for x in creatures]
    if any(has_banding(x) for x in ch):
        return True
    for i, x in enumerate(ch):
        for quality in bands_with(x):
            if quality in x.subtypes and any(quality in y.subtypes for j, y in enumerate(ch) if j != i):
                return True
    return False


def divider(g: GameState, source: int) -> int | None:
    """Who divides ``source``'s combat damage under 702.22j-k, or None for the usual player (510.1c-d)."""
    c = g.combat
    assert c is not None
    if source in c.attackers:
        blockers = [b for b in c.blocked.get(source, []) if b in g.battlefield and b in c.blockers]
        if blockers and _banding_among(g, blockers):
            return chars(g, blockers[0]).controller  # 702.22j: the defending player
        return None
    attacked = [a for a in c.blockers.get(source, []) if a in g.battlefield and a in c.attackers]
    if attacked and _banding_among(g, attacked):
        return g.active  # 702.22k: the active player
    return None
