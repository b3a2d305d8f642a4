"""Characteristics of permanents after continuous effects (CR 611-613).

Characteristics are computed, never stored: printed values from the card
definition, then the layers of 613.1 in order. The effects the current
card pool creates are ability-adding (layer 6) and P/T-modifying
(layer 7c, where counters also apply, 613.4c); within a sublayer they
apply in timestamp order (613.7), which ``GameState.effects`` keeps by
construction (effects are appended as they begin).
"""

from __future__ import annotations

from tolaria.mtg.carddb import card_def
from tolaria.mtg.oracle.phrases import COLOR_WORDS
from tolaria.mtg.state import GameState, Permanent


def power(g: GameState, perm: Permanent) -> int:
    """Power after layer 7 (613.4): printed, then 7c effects and counters."""
    value = card_def(perm.name).power or 0
    if perm.counters:
        value += perm.counters.get("+1/+1", 0) - perm.counters.get("-1/-1", 0)
    pid = perm.id
    for e in g.effects:
        if e.power and pid in e.ids and e.layer == "7c":
            value += e.power
    return value


def toughness(g: GameState, perm: Permanent) -> int:
    """Toughness after layer 7 (613.4)."""
    value = card_def(perm.name).toughness or 0
    if perm.counters:
        value += perm.counters.get("+1/+1", 0) - perm.counters.get("-1/-1", 0)
    pid = perm.id
    for e in g.effects:
        if e.toughness and pid in e.ids and e.layer == "7c":
            value += e.toughness
    return value


def keywords(g: GameState, perm: Permanent) -> frozenset[str]:
    """Keyword abilities after layer 6 (613.1f)."""
    base = card_def(perm.name).keywords
    if not g.effects:
        return base
    pid = perm.id
    extra = [k for e in g.effects if e.keywords and pid in e.ids for k in e.keywords]
    return base | frozenset(extra) if extra else base


def has(g: GameState, perm: Permanent, keyword: str) -> bool:
    """Whether a permanent has a keyword ability now."""
    if keyword in card_def(perm.name).keywords:
        return True
    pid = perm.id
    for e in g.effects:
        if e.keywords and keyword in e.keywords and pid in e.ids:
            return True
    return False


def protection_colors(g: GameState, perm: Permanent) -> frozenset[str]:
    """The colors a permanent has protection from (CR 702.16)."""
    d = card_def(perm.name)
    if not g.effects:
        return d.protection
    extra = {
        COLOR_WORDS[k[len("protection from ") :]]
        for k in keywords(g, perm)
        if k.startswith("protection from ")
    }
    return d.protection | frozenset(extra)


def colors(g: GameState, perm: Permanent) -> frozenset[str]:
    """Colors (layer 5); no color-changing effects exist in the pool yet."""
    return card_def(perm.name).colors


def is_creature(perm: Permanent) -> bool:
    return card_def(perm.name).is_creature
