"""Markers put on several cells chosen as the effect happens, and a card's move onto a marked cell (Online 200.6,
216.11, 417.1).

«В начале хода противника положите маркеры «врата» на три свободные клетки
(сохраняются до конца хода противника)» (Демон жадности): as the ability
resolves its controller puts the markers one by one, each on another free
cell he chooses (``CellMarkerChoice``, answered by ``Place``); the cells are
no targets (Online 412.1 names cards), so nothing is named as it is
declared (READINGS). With no more free cells than markers, one goes on each
and nothing is asked. They lie in ``GameState.cell_markers`` and end as
rules/cell_markers.py ends them (Online 313.2).

«В конце хода противника обязан телепортироваться на любую свободную клетку
с «вратами», при этом ранить всех стоящих рядом существ противника на 2;
если не может переместиться — получает 3 раны»: a triggered teleport is a
move to the cell (glossary «Прыжок»: a triggered one «просто является
перемещением»), a text's move (Online 417.1) with no movement marker. Its
controller chooses among several free marked cells (``MoveCellChoice``),
then each creature of the opponent standing next to the new cell is wounded
(«при этом»: as the move is made; not an attack, Online 204.4). With no free
marked cell, or no cell of its own to move from, the card takes its wounds.

«При попадании на кладбище – выбранная клетка получает маркер «дрожь»» and
«может переместить «дрожь» на 1 клетку» (Скелетный червь): one marker on any
cell, and the source's own marker moved to a cell next to its own (Online
207.7), both chosen as the effect happens (``CellMarkerChoice.moving``).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    MoveCellMarker,
    PlaceCellMarkers,
    TeleportToMarker,
    Who,
    WoundBy,
)
from tolaria.berserk.decisions import CellMarkerChoice, MoveCellChoice
from tolaria.berserk.events import CellMarked
from tolaria.berserk.rules.cards_in_play import in_squad, is_creature
from tolaria.berserk.rules.cell_markers import free, marked_cells
from tolaria.berserk.state import CellMarker, Chain, GameState, Zone


def place_several(g: GameState, chain: Chain, effect: PlaceCellMarkers) -> None:
    """Online 216.11: the markers go on free cells, each cell once; its controller chooses while there are more free
    cells than markers left."""
    from tolaria.berserk.rules.triggers import until_of

    until = until_of(g, chain.controller, effect.duration)
    cells = tuple(c for c in board.CELLS if effect.any_cell or free(g, c))  # «выбранная клетка»: any cell
    _next(g, chain.source, chain.controller, effect.name, effect.count, until, cells)


def _next(g: GameState, source: int, controller: int, name: str, left: int, until: str, cells: tuple[int, ...]) -> None:
    """Put the ``left`` markers still to go on ``cells``: on every one when they are as many or fewer, else ask."""
    if left <= 0 or not cells:
        return
    if len(cells) <= left:
        for cell in cells:
            _put(g, source, controller, name, cell, until)
        return
    g.offer = CellMarkerChoice(g.players[controller].name, source=source, marker=name, left=left, cells=cells,
                               until=until)


def _put(g: GameState, source: int, controller: int, name: str, cell: int, until: str) -> None:
    from tolaria.berserk.rules.stack import emit

    g.cell_markers = (*g.cell_markers, CellMarker(name, cell, source, controller, until))
    emit(g, CellMarked(marker=name, cell=cell, source=source, rules=("Online 200.6", "Online 216.11")))


def step(g: GameState, chain: Chain, effect: MoveCellMarker) -> None:
    """«может переместить «дрожь» на 1 клетку»: the source's marker of that name (none left: nothing) goes to a cell next
    to its own (Online 207.7), which its controller chooses; it keeps its duration."""
    mine = next((m for m in g.cell_markers if m.name == effect.name and m.source == chain.source), None)
    if mine is None:
        return
    g.offer = CellMarkerChoice(g.players[chain.controller].name, source=chain.source, marker=effect.name, left=1,
                               cells=board.NEIGHBOURS[mine.cell], until=mine.until, moving=mine.cell)


def refusal(d: CellMarkerChoice, action: object) -> tuple[str, str] | None:
    """Why ``action`` does not answer the choice, or None."""
    from tolaria.berserk.actions import Place

    if d.extra and (not isinstance(action, Place) or action.cell not in d.cells):
        return (f"name the far end of a line of up to three cells from the card, along its row, its column or a "
                f"diagonal (the «{d.marker}»)", "Online 207.7")
    if d.moving >= 0 and (not isinstance(action, Place) or action.cell not in d.cells):
        return f"move the marker «{d.marker}» to a cell next to its own", "Online 207.7"
    if not isinstance(action, Place) or action.cell not in d.cells:
        return (f"put the marker «{d.marker}» on a free cell that has none of these markers yet "
                f"({d.left} still to put)", "Online «Занятая клетка»")
    return None


def answer(g: GameState, cell: int) -> None:
    """The marker goes on ``cell``; the next is asked for, if any is left."""
    d = g.offer
    assert isinstance(d, CellMarkerChoice)
    g.offer = None
    controller = next(i for i, p in enumerate(g.players) if p.name == d.player)
    if d.extra:  # «выберите до 3 клеток подряд на одной прямой ... от Бул'Багура»
        from tolaria.berserk.rules.lantern_light import answer as light_line

        light_line(g, d, controller, cell)
        return
    if d.moving >= 0:
        lift(g, d.marker, d.moving, d.source)
    _put(g, d.source, controller, d.marker, cell, d.until)
    rest = tuple(c for c in d.cells if c != cell and free(g, c))  # «три свободные клетки»: three cells
    _next(g, d.source, controller, d.marker, d.left - 1, d.until, rest)


def lift(g: GameState, name: str, cell: int, source: int = -1) -> None:
    """The marker of that name leaves the cell (of that source only, when one is given)."""
    from tolaria.berserk.rules.stack import emit

    gone = next((m for m in g.cell_markers if m.name == name and m.cell == cell and source in (-1, m.source)), None)
    if gone is None:
        return
    g.cell_markers = tuple(m for m in g.cell_markers if m is not gone)
    emit(g, CellMarked(marker=name, cell=cell, source=gone.source, placed=False, rules=("Online 216.11",)))


def destinations(g: GameState, cid: int, marker: str) -> tuple[int, ...]:
    """The free cells with the marker the card may go to (none while it stands on no cell, or is a symbiote that can't
    move without its host, Online 210.11)."""
    from tolaria.berserk.rules.symbiosis import moves_alone

    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or card.cell < 0 or moves_alone(g, cid):
        return ()
    return tuple(c for c in dict.fromkeys(marked_cells(g, marker)) if free(g, c))


def teleport(g: GameState, chain: Chain, effect: TeleportToMarker) -> None:
    """«обязан телепортироваться ...»: to the only free marked cell at once, or its controller's choice among several;
    with none, the card's own wounds (glossary «Раниться»)."""
    cid = chain.source
    if not in_squad(g.objects[cid]):
        return
    cells = destinations(g, cid, effect.marker)
    if not cells:
        from tolaria.berserk.rules.stack import check_destruction
        from tolaria.berserk.rules.triggers import wound_by

        wound_by(g, cid, cid, WoundBy(effect.stuck_wounds, Who.SELF), chain.id)
        check_destruction(g)  # Online 402.3
        return
    if len(cells) == 1:
        moved(g, cid, cells[0], effect.near_wounds)
        return
    g.offer = MoveCellChoice(g.players[chain.controller].name, card=cid, source=cid, cells=cells,
                             near_wounds=effect.near_wounds)


def moved(g: GameState, cid: int, cell: int, near_wounds: int) -> None:
    """The card goes to ``cell`` (Online 417.1), and each creature of its opponent next to it there is wounded."""
    from tolaria.berserk.rules.movement_effects import place

    place(g, cid, cell, cid)
    wound_near(g, cid, near_wounds)


def wound_near(g: GameState, cid: int, wounds: int) -> None:
    """«ранить всех стоящих рядом существ противника на 2»: the creatures of the card's opponent on the cells next to
    its cell (Online 207.7.a), each by the card's text (Online 204.4; «Стойкость» keeps them off)."""
    from tolaria.berserk.rules.stack import check_destruction
    from tolaria.berserk.rules.triggers import wound_by

    card = g.objects[cid]
    if wounds <= 0 or card.zone is not Zone.BATTLEFIELD:
        return
    near = [o for n in board.NEIGHBOURS[card.cell] for o in g.cards_at(n)]
    for other in near:
        if g.objects[other].controller != card.controller and is_creature(g, other):
            wound_by(g, cid, other, WoundBy(wounds, Who.CHOSEN))
    check_destruction(g)  # Online 402.3
