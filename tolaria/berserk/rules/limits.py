"""Use limits: «(1 раз за ход)», «(2 раза за бой)», «(3 раза за ваш ход)» (Online 216.12).

Each use is kept on the card as an acquired effect ``#использовано KEY``
that ends with the turn (313.2) or lasts the battle; a card leaving play
loses it with its other effects («Гибель»). KEY names the ability: ``pN``
the N-th playable ability, ``tN`` the N-th triggered one, ``sN`` a permanent ability (Броненосец's
pushing step).
"""

from __future__ import annotations

from tolaria.berserk.cards import Limit, Per
from tolaria.berserk.state import Acquired, GameState

PREFIX = "#использовано "


def _key(kind: str, index: int) -> str:
    return f"{PREFIX}{kind}{index}"


def used_up(g: GameState, cid: int, kind: str, index: int, limit: Limit | None) -> bool:
    """Whether the ability has been used as often as its limit allows."""
    if limit is None:
        return False
    if limit.per is Per.YOUR_TURN and g.objects[cid].controller != g.active:
        return True  # «(3 раза за ваш ход)»: not in the opponent's turn (READINGS)
    key = _key(kind, index)
    return sum(1 for e in g.objects[cid].effects if e.text == key) >= limit.count


def record(g: GameState, cid: int, kind: str, index: int, limit: Limit | None) -> None:
    """One more use of a limited ability (Online 216.12: counted as the ability is paid or declared)."""
    if limit is None:
        return
    card = g.objects[cid]
    until = "end_of_battle" if limit.per is Per.BATTLE else "end_of_turn"
    card.effects = (*card.effects, Acquired(_key(kind, index), until))


def forget(g: GameState, cid: int, kind: str, index: int) -> None:
    """Undo the last recorded use (a «может» ability its controller declined, Online 405.3)."""
    card = g.objects[cid]
    key = _key(kind, index)
    effects = list(card.effects)
    for i in range(len(effects) - 1, -1, -1):
        if effects[i].text == key:
            del effects[i]
            break
    card.effects = tuple(effects)
