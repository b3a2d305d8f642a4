"""A hidden card's permanent abilities (Online 415.2, 415.2.a; RP 529.4), the edition's ``hidden_permanent``.

Online 415.2: «Скрытая карта вскрывается ... если ... её постоянная способность начинает влиять на игру»; 415.2.a: a
card whose text lets certain abilities be used only on it counts as having such an ability, and is revealed at once.
RP 529.4 (``absent``, the rp5 and current editions): the card stays hidden and the ability is absent until it is
revealed another way. Under both, a hidden card's permanent abilities are never in force while it is hidden.

The reading (READINGS.md, «Hidden cards»): a permanent ability *affects play* when it applies to a card other than
its own, judged as if the card were revealed:

- an aura («Ваши болотные существа получают -1 от {strike}, пока стоят рядом с Ведьмой»), an ability given to
  others («Ваши нетемные существа получают ...»), a column's or neighbours' range bonus, a roll bonus of a class, or
  cards counted as another element: when some other card of the game is one it reaches now;
- a limit on the opponent («Каждое существо противника, стоящее рядом с Ламией, может передвигаться только ...»):
  when an opponent's creature is one it binds now;
- «Карты противника могут объявлять выстрел и метание только по [карте]» (Online 415.2.a, the example of the Reed
  Idol): as soon as its own condition holds («пока он стоит рядом с хотя бы одним существом противника»).

An ability about the card itself («-1 от дальних атак», «Строй: ...») changes nothing while the card is hidden:
whatever would make it matter (being targeted, declaring, triggering) reveals the card first (Online 415.2). The
check runs from the Battle Start on: before the Reveal step every card is hidden (Online 415.1, 415.2.b).
"""

from __future__ import annotations

from functools import cache

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    Aura,
    ClassRollBonus,
    ColumnRangeAura,
    CountsAsElement,
    EnemyMoveLimit,
    ForcedTarget,
    GrantedAura,
    JumpRangeAura,
    MoveLimit,
    Place,
    Side,
    Static,
)
from tolaria.berserk.cards import Attack, AttackKind, CardDef, Keyword
from tolaria.berserk.profiles import HiddenPermanent
from tolaria.berserk.state import PRELIMINARY, GameState, Phase, Zone

REACHING = (Aura, GrantedAura, ColumnRangeAura, JumpRangeAura, ForcedTarget, EnemyMoveLimit, ClassRollBonus,
            CountsAsElement)
"""The permanent abilities that apply to cards other than their own (the rest are about the card itself)."""

CHECKED_FROM = frozenset(PRELIMINARY) - {Phase.BATTLE_START, Phase.VANGUARD}
"""The phases before the Reveal step is over, when no permanent ability reveals a card (Online 415.1, 415.2.b)."""

CITED = ("Online 415.2",)
CITED_ONLY_ON = ("Online 415.2", "Online 415.2.a")


@cache
def reaching(d: CardDef) -> bool:
    """Whether the card's text has a permanent ability that applies to other cards (asked once per card)."""
    return any(isinstance(s, REACHING) for s in d.statics)  # (a Conditional holds only an ability about its card)


def check(g: GameState) -> None:
    """Online 415.2: reveal, without the stack, each hidden card in play whose permanent ability affects play now."""
    if g.profile.hidden_permanent is not HiddenPermanent.REVEALS or g.phase in CHECKED_FROM:
        return
    from tolaria.berserk.rules.cards_in_play import roster

    hiding = (g.memo if g.memo is not None else roster(g)).hiding
    if not hiding:
        return
    from tolaria.berserk.rules.stack import reveal_if_hidden

    for cid in hiding:
        card = g.objects[cid]
        if not card.hidden or card.zone is not Zone.BATTLEFIELD:
            continue
        rules = affecting(g, cid)
        if rules is not None:
            reveal_if_hidden(g, cid, rules)


def affecting(g: GameState, cid: int) -> tuple[str, ...] | None:
    """The rules by which the hidden card's permanent ability affects play now, or None.

    The card is judged revealed for the question (its abilities are read as they would be in force), and hidden
    again before the answer is given. The roster lists revealed cards only, so it is set aside for the question and
    put back after it: the game is then as it was, and asking again at every decision rebuilds nothing.
    """
    from tolaria.berserk.rules.modifiers import in_force

    card = g.objects[cid]
    kept = g.memo
    card.hidden = False
    g.memo = None
    try:
        for s in in_force(g, cid):
            if isinstance(s, ForcedTarget):
                if _forcing(g, cid, s):
                    return CITED_ONLY_ON
            elif isinstance(s, REACHING) and _applies(g, cid, s):
                return CITED
        return None
    finally:
        card.hidden = True
        g.memo = kept


def _applies(g: GameState, cid: int, s: Static) -> bool:
    if isinstance(s, Aura):
        return any(_aura_reaches(g, cid, s, other) for other in _neighbours(g, cid))
    if isinstance(s, GrantedAura):
        return _grants(g, cid, s)
    if isinstance(s, ColumnRangeAura):
        return any(_has_attack(g, other, s.kinds) for other in _own_in_play(g, cid)
                   if board.column_of(g.objects[other].cell) == board.column_of(g.objects[cid].cell))
    if isinstance(s, JumpRangeAura):
        return any(g.objects[o].controller == g.objects[cid].controller and _has(g, o, Keyword.JUMP)
                   for o in _neighbours(g, cid))
    if isinstance(s, EnemyMoveLimit):
        return _binds(g, cid, s)
    if isinstance(s, ClassRollBonus):
        from tolaria.berserk.rules.cards_in_play import classes_of

        return any(s.classes.intersection(classes_of(g, o)) for o in _own_in_play(g, cid))
    if isinstance(s, CountsAsElement):
        from tolaria.berserk.rules.cards_in_play import classes_of

        return any(s.classes.intersection(classes_of(g, o)) for o in _own_in_play(g, cid))
    return False


def _forcing(g: GameState, cid: int, s: ForcedTarget) -> bool:
    """Online 415.2.a: the text lets the opponent's attacks be declared only at this card, while its condition holds."""
    if not s.near_enemy:
        return True
    seat = g.objects[cid].controller
    return any(g.objects[o].controller != seat and _is_creature(g, o) for o in _neighbours(g, cid))


def _aura_reaches(g: GameState, giver: int, s: Aura, other: int) -> bool:
    from tolaria.berserk.rules.modifiers import matches

    a, b = g.objects[giver], g.objects[other]
    if not _is_creature(g, other):
        return False
    if s.place is Place.LEFT_RIGHT and board.row_of(a.cell) != board.row_of(b.cell):
        return False
    if s.side is Side.OWN and a.controller != b.controller:
        return False
    if s.side is Side.OPPONENT and a.controller == b.controller:
        return False
    return s.filter is None or matches(g, other, s.filter)


def _grants(g: GameState, giver: int, s: GrantedAura) -> bool:
    from tolaria.berserk.rules.auras import reaches

    return any(reaches(g, giver, other, s) for other in _own_in_play(g, giver))


def _binds(g: GameState, cid: int, s: EnemyMoveLimit) -> bool:
    """An opponent's creature the limit binds now: one next to the card (Ламия), one that can leap (Исса), any while
    the card holds the first row as its text says (Ррег)."""
    seat = g.objects[cid].controller
    enemies = [o for o in _in_play(g) if g.objects[o].controller != seat and _is_creature(g, o)]
    if s.limit is MoveLimit.NEXT_TO_SOURCE:
        at = g.objects[cid].cell
        return any(g.objects[o].zone is Zone.BATTLEFIELD and board.adjacent(g.objects[o].cell, at) for o in enemies)
    if s.limit is MoveLimit.LEAPS_NEXT_TO_SOURCE:
        return any(_has(g, o, Keyword.JUMP) or _has(g, o, Keyword.TELEPORTATION) for o in enemies)
    at = g.objects[cid].cell
    if board.own_row(at, seat) != 1:
        return False
    others = sum(1 for c in board.CELLS if board.own_row(c, seat) == 1 and c != at and c in g.board
                 and g.objects[g.board[c]].controller == seat and _is_creature(g, g.board[c]))
    return bool(enemies) and others >= s.front_row_others


def _in_play(g: GameState) -> tuple[int, ...]:
    from tolaria.berserk.rules.cards_in_play import roster

    return roster(g).playing


def _own_in_play(g: GameState, cid: int) -> list[int]:
    seat = g.objects[cid].controller
    return [o for o in _in_play(g) if o != cid and g.objects[o].controller == seat]


def _neighbours(g: GameState, cid: int) -> list[int]:
    card = g.objects[cid]
    return [g.board[c] for c in board.NEIGHBOURS[card.cell] if c in g.board]


def _is_creature(g: GameState, cid: int) -> bool:
    from tolaria.berserk.rules.cards_in_play import is_creature

    return is_creature(g, cid)


def _has(g: GameState, cid: int, keyword: Keyword) -> bool:
    from tolaria.berserk.rules.cards_in_play import has

    return has(g, cid, keyword)


def _has_attack(g: GameState, cid: int, kinds: frozenset[AttackKind]) -> bool:
    from tolaria.berserk.rules.cards_in_play import defn

    return _is_creature(g, cid) and g.objects[cid].zone is Zone.BATTLEFIELD and any(
        isinstance(p.effect, Attack) and p.effect.kind in kinds for p in defn(g, cid).playable)
