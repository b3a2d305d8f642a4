"""Texts that force the opponent's attacks at their card (Online 412.1; «Мерцающий змей», «Резчик идолов»).

«Карты противника могут объявлять выстрел и метание только по Мерцающему
змею (вне зависимости от дальности)»: while such a card is in play (and,
for «пока он стоит рядом с хотя бы одним существом противника», while it
stands next to a creature of its opponent), an attack of those kinds by
the opponent's cards may be declared only at it, or at another card that
forces it, and at it whatever the attack's range. The restriction is on
declaring (Online 412.1: a target is chosen as the ability is declared),
so an attack declared before the card came into play keeps its target.
«Игнорирует особенности, обязывающие выбирать целью разряда какую-либо
карту» (Повелитель молний) frees that card's discharges from it.
«Летающие существа противника могут объявлять атаку только по
Пауку-пересмешнику» binds every attack of the opponent's flyers, simple
strikes included, and leaves their reach as it is.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import ForcedTarget
from tolaria.berserk.cards import AttackKind, Keyword
from tolaria.berserk.rules import modifiers
from tolaria.berserk.rules.cards_in_play import has, is_creature, is_flyer, roster
from tolaria.berserk.state import GameState, Zone


def forced(g: GameState, source: int, kind: AttackKind) -> tuple[int, ...] | None:
    """The cards an attack of this kind by ``source`` may be declared at, or None when no text forces it."""
    seat = g.objects[source].controller
    forcing = roster(g).forcing[1 - seat]
    if not forcing:
        return None
    if kind is AttackKind.DISCHARGE and has(g, source, Keyword.IGNORES_FORCED_DISCHARGE):
        return None
    flyer = is_flyer(g, source)
    out = tuple(c for c in forcing if _forces(g, c, kind, seat, flyer))
    return out or None


def _forces(g: GameState, cid: int, kind: AttackKind, seat: int, flyer: bool) -> bool:
    """Whether the card's text forces ``seat``'s attacks of this kind now (by a flyer, if ``flyer``)."""
    for s in modifiers.in_force(g, cid):
        if (isinstance(s, ForcedTarget) and kind in s.kinds and (flyer or not s.flyers)
                and (not s.near_enemy or _next_to_enemy(g, cid, seat))):
            return True
    return False


def whatever_range(g: GameState, target: int, kind: AttackKind) -> bool:
    """Whether the forcing card ``target`` lets this attack at it be declared whatever its range
    («(вне зависимости от дальности)»); a text binding flyers leaves their reach as it is."""
    return any(isinstance(s, ForcedTarget) and kind in s.kinds and not s.flyers for s in modifiers.in_force(g, target))


def _next_to_enemy(g: GameState, cid: int, seat: int) -> bool:
    """«пока он стоит рядом с хотя бы одним существом противника»: a creature of ``seat`` on a neighbouring cell."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD:
        return False
    for n in board.NEIGHBOURS[card.cell]:
        other = g.board.get(n)
        if other is not None and g.objects[other].controller == seat and is_creature(g, other):
            return True
    return False


def refusal(g: GameState, source: int, kind: AttackKind, target: int = -1) -> tuple[str, str] | None:
    """Why an attack that may not be declared at ``target`` was refused, when a forcing text is the reason."""
    must = forced(g, source, kind)
    if must is None or target in must:
        return None
    names = ", ".join(sorted({g.objects[c].name for c in must}))
    return f"the opponent's text forces this {kind.value} at {names}", "Online 412.1"
