"""Ignoring abilities (Online 408): «Игнорирует особенности атакованного существа».

Online 408.3.a: a card whose text names no condition of ignoring gives every
stack object it is the source of the text «Игнорирует особенности цели этого
объекта»: the effects of those objects read the target as without its
abilities. Online 408.2: what is ignored is its non-acquired abilities, the
same abilities a card that loses all of them is without (Online 407.4), so
while such an object resolves the target carries the «теряет все
особенности» effect (``cards.LOSES_ALL``), and only then: its reductions,
protections, armour and experience count for nothing in that attack, its
triggered abilities do not take the object's effects as their trigger point
(408.4), and its playable abilities can be played as usual between the
objects (408.5).
"""

from __future__ import annotations

from tolaria.berserk.cards import LOSES_ALL, Attack, Keyword
from tolaria.berserk.rules.cards_in_play import has, in_squad
from tolaria.berserk.state import Acquired, Chain, ChainKind, GameState

IGNORED = Acquired(LOSES_ALL, "ignored")
"""The effect an ignored target carries while one object of the ignoring chain resolves (never kept longer)."""


def ignored_target(g: GameState, chain: Chain) -> int:
    """The target of an attack chain whose source ignores its abilities («Игнорирует особенности атакованного
    существа», or an attack of its own saying so), or -1."""
    if chain.attack is None or not chain.targets or chain.source not in g.objects:
        return -1
    if not (_own_attack_ignores(g, chain) or has(g, chain.source, Keyword.IGNORES_ABILITIES)):
        return -1
    target = chain.targets[0]
    return target if target in g.objects and in_squad(g.objects[target]) else -1


def _own_attack_ignores(g: GameState, chain: Chain) -> bool:
    """The chain is a playable attack whose text says «(игнорирует особенности атакованного существа)»."""
    if chain.kind is not ChainKind.ABILITY or chain.index <= 0 or chain.trigger:
        return False
    effect = g.ability(chain.source, chain.index).effect
    return isinstance(effect, Attack) and effect.ignores


def begin(g: GameState, target: int) -> None:
    """The object's effects read the target as without its abilities (Online 408.3)."""
    card = g.objects[target]
    card.effects = (*card.effects, IGNORED)


def end(g: GameState, target: int) -> None:
    """The object has resolved: the target's abilities are read again (whatever else it acquired meanwhile stays)."""
    card = g.objects[target]
    if IGNORED in card.effects:
        rest = list(card.effects)
        rest.remove(IGNORED)
        card.effects = tuple(rest)
