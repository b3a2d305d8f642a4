"""What texts change about movement (Online 203): a card's allowance, «Не может передвигаться», and texts that move
a card (Online 417.1).

The engine asks :func:`movement_allowance` wherever it compares a card's
movement markers with its allowance (Online 203.4: unused movement is the
allowance less the markers), and :func:`cannot_move` before any move the
card declares, «Прыжок» and «Телепортация» included (Online 203.12).

A text that moves a card («переместить атакованное существо на 1 клетку в
направлении удара», :class:`~tolaria.berserk.abilities.MoveCard`) is a
one-shot effect (Online 417.1), not the card's movement: no movement marker
(Online 203.3), nothing declared (203.11), and its «При перемещении»
abilities, which speak of its own declared movement, do not trigger
(READINGS). It goes only to a free cell (Online 207.1), never from the
Additional Zone (a flyer has no cell, Online 211.3). Where several cells
fit, the ability's controller chooses (``MoveCellChoice``); where the
moved card's player may refuse («если атакованный не может или не хочет
быть перемещен — ... ранит его на 2»), he is the one asked, and a card
that can't be moved takes the wounds.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    Conditional,
    Destination,
    EnemyMoveLimit,
    ExperienceOnPath,
    FinishOff,
    MoveBonus,
    MoveCard,
    MovedCells,
    MoveLimit,
    PushingStep,
    Who,
)
from tolaria.berserk.cards import Attack, Keyword, MoveAxis
from tolaria.berserk.decisions import MoveCellChoice
from tolaria.berserk.events import Moved
from tolaria.berserk.rules import symbiosis
from tolaria.berserk.rules.cards_in_play import defn, has, in_squad, is_creature, roster
from tolaria.berserk.rules.cell_markers import free
from tolaria.berserk.state import Acquired, Chain, GameState, Zone


def movement_allowance(g: GameState, cid: int) -> int:
    """Online 203.1: the printed allowance plus the «+X к {move}» texts in force, never below zero (Online 104.2); a
    flyer that lost flight has «Запас Движения 1» (glossary «Полёт»)."""
    d = defn(g, cid)
    card = g.objects[cid]
    if not (d.statics or card.effects):
        return d.move
    from tolaria.berserk.rules.cards_in_play import LOST_FLIGHT
    from tolaria.berserk.rules.modifiers import in_force

    base = 1 if any(e.text == LOST_FLIGHT for e in card.effects) else d.move
    bonus = sum(s.x for s in in_force(g, cid) if isinstance(s, MoveBonus))
    return max(0, base + bonus)


def unused_movement(g: GameState, cid: int) -> int:
    """Online 203.4: the allowance less the movement markers the card has."""
    return movement_allowance(g, cid) - g.objects[cid].moved


def cannot_move(g: GameState, cid: int) -> bool:
    """«Не может передвигаться», printed or acquired: the card declares no movement of its own (Online 203.2, 203.12)."""
    return has(g, cid, Keyword.CANNOT_MOVE)


def may_move(g: GameState, cid: int) -> bool:
    """The text-dependent part of whether the card may declare a move now: unused movement left, and no
    «Не может передвигаться»."""
    return unused_movement(g, cid) > 0 and not cannot_move(g, cid)


# ------------------------------------------------------------------ the turn's movement (Риала)

STEP = "#перемещение "
"""Kept on a card whose text counts its movement this turn: ``#перемещение DR DC N`` for each declared movement that
resolved (its direction, -1..1 each way, and the cells it covered), ending with the turn."""


def counts_steps(g: GameState, cid: int) -> bool:
    """Whether the card's text speaks of its movement this turn («если переместилась хотя бы на 2 клетки ...»)."""
    d = defn(g, cid)
    return (any(isinstance(s, Conditional) and isinstance(s.condition, MovedCells) for s in d.statics)
            or any(p.moved_axis is not None for p in d.playable)
            or any(isinstance(p.effect, Attack) and p.effect.several is not None and p.effect.several.per_cell_moved
                   for p in d.playable)  # «где X количество клеток, на которое передвинулся Кентавр в этот ход»
            or any(isinstance(e, FinishOff) and e.moved for t in d.triggers for e in t.effects))  # Килсус


def record_step(g: GameState, cid: int, origin: int, cell: int) -> None:
    """The card's declared movement from ``origin`` to ``cell`` resolved: noted for the texts that count it."""
    if origin >= 0 and cell >= 0 and defn(g, cid).statics and any(
            isinstance(s, ExperienceOnPath) for s in defn(g, cid).statics):
        card = g.objects[cid]  # «по картам на клетках, на которые ... двигался в этот ход»
        card.effects = (*card.effects, Acquired(f"{PATH}{cell}", "end_of_turn"))
    d = defn(g, cid)
    if origin < 0 or cell < 0 or not (d.statics or d.playable or d.triggers) or not counts_steps(g, cid):
        return
    (r1, c1), (r2, c2) = divmod(origin, 5), divmod(cell, 5)
    dr, dc = r2 - r1, c2 - c1
    cells = max(abs(dr), abs(dc))
    card = g.objects[cid]
    sign = (dr > 0) - (dr < 0), (dc > 0) - (dc < 0)
    card.effects = (*card.effects, Acquired(f"{STEP}{sign[0]} {sign[1]} {cells}", "end_of_turn"))


PATH = "#двигался на клетку "
"""An acquired mark ``#двигался на клетку N``, to the end of the turn: the card's declared movement ended on cell N."""


def path_experience(g: GameState, cid: int, target: int) -> int:
    """«{ova} X по картам на клетках, на которые [карта] двигался в этот ход»: X when ``target`` stands on such a cell
    (the glossary's «Опыт в атаке»: added to the roll of the card's simple strike)."""
    d = defn(g, cid)
    if not d.statics or target not in g.objects:
        return 0
    t = g.objects[target]
    if t.zone is not Zone.BATTLEFIELD or not any(e.text == f"{PATH}{t.cell}" for e in g.objects[cid].effects):
        return 0
    return sum(s.x for s in d.statics if isinstance(s, ExperienceOnPath))


def moved_cells(g: GameState, cid: int, condition: MovedCells) -> bool:
    """«хотя бы на 2 клетки в одном и том же направлении» (some direction covered that many cells) or «в разных
    направлениях» (that many cells in all, in two directions or more) this turn."""
    by_direction: dict[str, int] = {}
    for e in g.objects[cid].effects:
        if e.text.startswith(STEP):
            dr, dc, n = e.text[len(STEP):].split(" ")
            by_direction[f"{dr} {dc}"] = by_direction.get(f"{dr} {dc}", 0) + int(n)
    if condition.axis is not None:
        return along(by_direction, condition.axis) >= condition.cells
    if condition.same:
        return any(n >= condition.cells for n in by_direction.values())
    return len(by_direction) >= 2 and sum(by_direction.values()) >= condition.cells


def cells_moved(g: GameState, cid: int) -> int:
    """«количество клеток, на которое передвинулся [карта] в этот ход»: the cells its declared movements covered this
    turn, in any directions (Online 203.2: a step is one cell; a leap, the cells to where it lands)."""
    return sum(int(e.text[len(STEP):].split(" ")[2]) for e in g.objects[cid].effects if e.text.startswith(STEP))


def along(by_direction: dict[str, int], axis: MoveAxis) -> int:
    """The cells covered along the column (vertically: the row changes, Online 207.6) or along the row."""
    total = 0
    for key, n in by_direction.items():
        dr, dc = (int(x) for x in key.split(" "))
        if (axis is MoveAxis.VERTICAL and dc == 0 and dr != 0) or (axis is MoveAxis.HORIZONTAL and dr == 0 and dc != 0):
            total += n
    return total


def moved_along(g: GameState, cid: int, axis: MoveAxis) -> bool:
    """«если переместился хотя бы на 1 клетку по вертикали в этот ход»."""
    return moved_cells(g, cid, MovedCells(1, same=False, axis=axis))


# ------------------------------------------------------------------ the opponent's limits (Ламия, Ррег, Исса)


def limiters(g: GameState, seat: int) -> tuple[int, ...]:
    """The opponent's revealed cards in play whose text limits ``seat``'s creatures' movement (``EnemyMoveLimit``)."""
    return roster(g).limiting[1 - seat]


def forbidding(g: GameState, cid: int, cell: int, leap: bool, cards: tuple[int, ...] | None = None) -> int | None:
    """The opponent's card whose text forbids ``cid`` the declared move to ``cell`` (``leap``: «Прыжок» or
    «Телепортация», Online 203.12), or None. ``cards`` are the limiters, when the caller has them already."""
    card = g.objects[cid]
    for other in limiters(g, card.controller) if cards is None else cards:
        o = g.objects[other]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        for s in defn(g, other).statics:
            if isinstance(s, EnemyMoveLimit) and _forbids(g, s, o.cell, o.controller, other, card.cell, cell, leap):
                return other
    return None


def _forbids(g: GameState, s: EnemyMoveLimit, at: int, seat: int, limiter: int, origin: int, cell: int,
             leap: bool) -> bool:
    if s.limit is MoveLimit.NEXT_TO_SOURCE:  # from a cell next to the card, only to a cell next to it
        return board.adjacent(origin, at) and not board.adjacent(cell, at)
    if s.limit is MoveLimit.LEAPS_NEXT_TO_SOURCE:
        return leap and not board.adjacent(cell, at)
    # MoveLimit.NOT_ONTO_HALF, while the card stands in its first row with enough of its squad's creatures
    if board.half_of(cell) != seat or board.own_row(at, seat) != 1:
        return False
    row = [c for c in board.CELLS if board.own_row(c, seat) == 1 and c != at]
    others = sum(1 for c in row if c in g.board and g.objects[g.board[c]].controller == seat
                 and is_creature(g, g.board[c]) and g.board[c] != limiter)
    return others >= s.front_row_others


# ------------------------------------------------------------------ texts that move a card (Online 417.1)


def _on_board(g: GameState, cid: int) -> int:
    """The card's cell, or -1 when it stands on none (a flyer, a card out of play)."""
    card = g.objects.get(cid)
    return card.cell if card is not None and card.zone is Zone.BATTLEFIELD and card.cell >= 0 else -1


def _step(frm: int, through: int) -> int:
    """The cell after ``through`` on the line from ``frm`` (Online 207.6.a), or -1 off the battlefield."""
    (r1, c1), (r2, c2) = divmod(frm, 5), divmod(through, 5)
    r, c = 2 * r2 - r1, 2 * c2 - c1
    return r * 5 + c if 0 <= r < 6 and 0 <= c < 5 else -1


def destinations(g: GameState, source_id: int, effect: MoveCard, cid: int, attacker_id: int = -1) -> tuple[int, ...]:
    """The free cells ``source_id``'s text allows ``cid`` to be moved to now (none when it stands on no cell);
    ``attacker_id`` is the attacker whose strike gives the direction."""
    at = _on_board(g, cid)
    if at < 0:
        return ()
    source = _on_board(g, source_id)
    to = effect.to
    if to is Destination.VACATED:
        return ()  # the cell a jump left is the chain's (``move_card``), not a text's description
    if to is Destination.ANY_FREE:
        cells: tuple[int, ...] = board.CELLS
    elif to is Destination.OWN_THIRD_ROW:
        seat = g.objects[source_id].controller
        cells = tuple(c for c in board.CELLS if board.own_row(c, seat) == 3)
    elif to is Destination.STEP:
        cells = board.ORTHOGONAL[at]
    elif to is Destination.ANY_NEIGHBOUR:
        cells = board.NEIGHBOURS[at]
    elif to is Destination.JUMP:  # glossary «Прыжок», «Дальность Х»: counted in any direction
        cells = tuple(c for c in board.CELLS if c != at and board.DISTANCE[at][c] <= effect.reach)
    elif to is Destination.DIAGONAL:
        cells = tuple(n for n in board.NEIGHBOURS[at] if board.row_of(n) != board.row_of(at)
                      and board.column_of(n) != board.column_of(at))
    elif source < 0:
        return ()
    elif to is Destination.NEIGHBOUR_AWAY_FROM_SOURCE:  # «(кроме клеток рядом с Гаргульей)»
        cells = tuple(n for n in board.NEIGHBOURS[at] if n != source and not board.adjacent(n, source))
    elif to is Destination.NEXT_TO_ATTACKER:
        attacker = _on_board(g, attacker_id)
        cells = board.NEIGHBOURS[attacker] if attacker >= 0 else ()
    elif to is Destination.STRIKE_DIRECTION:
        attacker = _on_board(g, attacker_id)
        if attacker < 0 or not board.adjacent(attacker, at):
            return ()
        cells = (_step(attacker, at),)
    elif to is Destination.ACROSS:
        between = board.across_row(source, at)
        cells = (between,) if between is not None else ()
    elif to is Destination.OWN_HALF_NEXT_TO_SOURCE:
        seat = g.objects[source_id].controller
        cells = tuple(n for n in board.NEIGHBOURS[source] if board.half_of(n) == seat)
    else:  # Destination.NEIGHBOUR_NEXT_TO_SOURCE
        cells = tuple(n for n in board.NEIGHBOURS[at] if board.adjacent(n, source))
    return tuple(c for c in cells if c >= 0 and free(g, c))  # (an occupying cell marker too: rules/cell_markers.py)


def passed_over(g: GameState, chain: Chain, cid: int) -> tuple[int, ...]:
    """«только через свободную клетку, при этом переместиться на эту клетку»: the cell between the moved card and the
    card its attack was at (the triggering attack's roles), while it is free."""
    attacked = chain.initial[1] if len(chain.initial) == 2 else -1
    at, other = _on_board(g, cid), _on_board(g, attacked)
    cell = board.between(at, other) if at >= 0 and other >= 0 else None
    return (cell,) if cell is not None and free(g, cell) else ()


def move_card(g: GameState, chain: Chain, effect: MoveCard, cid: int) -> None:
    """Carry out the text on ``cid``: move it where the only fitting cell is, or ask who chooses (``MoveCellChoice``);
    with ``refused_wounds`` the moved card's player is asked, and a card that can't be moved takes the wounds."""
    if not in_squad(g.objects[cid]) or symbiosis.moves_alone(g, cid):
        return  # (Online 210.11: a text moving a symbiote without its host is blocked)
    if effect.to is Destination.PASSED_OVER:
        cells = passed_over(g, chain, cid)
    elif effect.to is Destination.VACATED:  # «перемещается на эту клетку»: the cell the source's jump left
        cells = (chain.cell,) if chain.cell >= 0 and free(g, chain.cell) and _on_board(g, cid) >= 0 else ()
    else:
        cells = destinations(g, chain.source, effect, cid, chain.initial[0] if chain.initial else -1)
    if effect.refused_wounds:
        if not cells:
            _refused(g, chain.source, cid, effect.refused_wounds)
            return
        chooser = g.objects[cid].controller
    elif not cells:
        return
    elif len(cells) == 1:
        origin = g.objects[cid].cell
        place(g, cid, cells[0], chain.source)
        _jumped(g, effect, cid, origin)
        return
    else:
        chooser = chain.controller
    g.offer = MoveCellChoice(g.players[chooser].name, card=cid, source=chain.source, cells=cells,
                             wounds=effect.refused_wounds, jump=effect.to is Destination.JUMP and effect.who is Who.SELF)


def _jumped(g: GameState, effect: MoveCard, cid: int, origin: int) -> None:
    """A jump its own text made (glossary «Прыжок»): the card's «После прыжка» abilities."""
    if effect.to is Destination.JUMP and effect.who is Who.SELF:
        from tolaria.berserk.rules.triggers import after_own_jump

        after_own_jump(g, cid, origin)


def answer(g: GameState, cell: int | None) -> None:
    """The answer to a ``MoveCellChoice``: the cell (it must still be free), or None for a refused move."""
    offer = g.offer
    assert isinstance(offer, MoveCellChoice)
    g.offer = None
    if not in_squad(g.objects[offer.card]):
        return
    if cell is None:
        _refused(g, offer.source, offer.card, offer.wounds)
    elif offer.dive is not None and cell not in g.board:
        from tolaria.berserk.rules.flight import dive_onto

        dive_onto(g, offer.source, offer.card, cell, offer.dive)  # «... и переместиться на клетку, которую занимало ...»
    elif cell not in g.board and g.objects[offer.card].zone is Zone.ADDITIONAL:
        from tolaria.berserk.rules.flight import put_down

        put_down(g, offer.card, cell)  # a landing (rules/flight.py), not a move
    elif cell not in g.board:
        origin = g.objects[offer.card].cell
        place(g, offer.card, cell, offer.source)
        if offer.near_wounds:  # «при этом ранить всех стоящих рядом существ противника на 2»
            from tolaria.berserk.rules.marked_cell_moves import wound_near

            wound_near(g, offer.card, offer.near_wounds)
        if offer.jump:
            from tolaria.berserk.rules.triggers import after_own_jump

            after_own_jump(g, offer.card, origin)  # «После прыжка [карты]»


def pushing(g: GameState, cid: int) -> PushingStep | None:
    """The card's «Может объявить движение на клетку напротив, занятую ... существом противника, переместив это
    существо ...», if it has one."""
    if not defn(g, cid).statics:
        return None
    from tolaria.berserk.rules.modifiers import in_force

    return next((s for s in in_force(g, cid) if isinstance(s, PushingStep)), None)


def push_victim(g: GameState, cid: int, cell: int) -> int:
    """The creature the card's step onto ``cell`` would push, or -1: ``cell`` is the cell opposite the card (Online
    207.8) and an opponent's creature that is not incorporeal stands there alone."""
    from tolaria.berserk.rules.modifiers import opposite_cell

    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or pushing(g, cid) is None or opposite_cell(card.cell, card.controller) != cell:
        return -1
    victim = g.board.get(cell, -1)
    if victim < 0 or cell in g.shared or g.objects[victim].controller == card.controller or not is_creature(g, victim):
        return -1
    return -1 if has(g, victim, Keyword.INCORPOREAL) else victim


def may_push(g: GameState, cid: int, cell: int) -> bool:
    """A pushing step may be declared onto ``cell`` now: a creature to push, and the text's «(1 раз за ход)» left."""
    from tolaria.berserk.rules import limits

    rule = pushing(g, cid)
    return rule is not None and push_victim(g, cid, cell) >= 0 and not limits.used_up(g, cid, "s", 1, rule.limit)


def declared_push(g: GameState, cid: int, cell: int) -> None:
    """A pushing step was declared: its use is counted (Online 216.12: a limit counts declarations)."""
    from tolaria.berserk.rules import limits

    rule = pushing(g, cid)
    if rule is not None and push_victim(g, cid, cell) >= 0:
        limits.record(g, cid, "s", 1, rule.limit)


def push(g: GameState, chain: Chain, victim: int) -> None:
    """«переместив это существо в направлении движения; если существо не может или не хочет переместиться [карта]
    ранит его на 4 вместо этого»: the next cell on the line of the step (Online 207.6.a), the pushed creature's player
    choosing to go or take the wounds (``MoveCellChoice``); with no free cell there, the wounds."""
    rule = pushing(g, chain.source)
    if rule is None:
        return
    effect = MoveCard(Who.ATTACKED, Destination.STRIKE_DIRECTION, rule.wounds)
    cells = destinations(g, chain.source, effect, victim, chain.source)
    if not cells:
        _refused(g, chain.source, victim, rule.wounds)
        return
    g.offer = MoveCellChoice(g.players[g.objects[victim].controller].name, card=victim, source=chain.source, cells=cells,
                             wounds=rule.wounds)


def _refused(g: GameState, source: int, cid: int, wounds: int) -> None:
    """«если атакованный не может или не хочет быть перемещен — Молотобоец ранит его на 2»: wounds that are not an
    attack (Online 204.4); «Стойкость» keeps off an opponent's card's (glossary «Стойкость»)."""
    from tolaria.berserk.abilities import Who, WoundBy
    from tolaria.berserk.rules.stack import check_destruction
    from tolaria.berserk.rules.triggers import wound_by

    wound_by(g, source, cid, WoundBy(wounds, Who.ATTACKED))
    check_destruction(g)  # Online 402.3


def place(g: GameState, cid: int, cell: int, mover: int) -> None:
    """``mover``'s text takes the card from its cell to ``cell`` (Online 417.1); a freed cell may let a waiting
    incarnation return; «При перемещении [карты] другой картой» abilities of the moved card trigger."""
    from tolaria.berserk.rules import durations, incarnation
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import after_moved_by

    card = g.objects[cid]
    origin = card.cell
    g.vacate(cid)
    g.occupy(cid, cell)
    card.cell = cell
    symbiosis.follow(g, cid)  # Online 210.8
    emit(g, Moved(card=cid, origin=origin, cell=cell, rules=("Online 417.1",)))
    incarnation.cell_freed(g)
    durations.cells_changed(g)  # «пока Василиск не переместится»
    after_moved_by(g, cid, mover)
