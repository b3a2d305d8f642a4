"""Cells lit in a line from the card, where cards take more wounds from some attacks (Online 207.7, 422.4).

«В начале хода противника выберите до 3 клеток подряд на одной прямой (в
том числе по диагонали) от Бул'Багура — до конца вашего следующего хода
карты получают на 1 рану больше от дальних атак, отравления и удара
Бул'Багура, пока находятся на этих клетках (воздействие «свет фонаря»)»: as
the ability resolves its controller names the far end of the line (one of
the cells one, two or three steps from the card along its row, its column or
a diagonal; ``CellMarkerChoice`` with ``extra``, answered by ``Place``), and
each cell from the card's neighbour to that end gets the marker for the
duration. A card standing on a lit cell takes that many more wounds from any
ranged attack (``AttackKind.ranged``), from its poison, and from the lighting
card's simple strike (READINGS): the attack's value is raised as it is fixed
(Online 422.4), the poison's X as its Wound object resolves.
"""

from __future__ import annotations

from tolaria.berserk.abilities import LanternLight
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.decisions import CellMarkerChoice
from tolaria.berserk.state import Chain, GameState, Zone

DIRECTIONS = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
"""The eight straight lines from a cell: its column, its row and the two diagonals, each way (Online 207.7)."""


def line(start: int, dr: int, dc: int, length: int) -> tuple[int, ...]:
    """The cells one to ``length`` steps from ``start`` in that direction, up to the battlefield's edge."""
    r, c = divmod(start, 5)
    out = []
    for step in range(1, length + 1):
        nr, nc = r + dr * step, c + dc * step
        if not (0 <= nr < 6 and 0 <= nc < 5):
            break
        out.append(nr * 5 + nc)
    return tuple(out)


def ends(start: int, length: int) -> tuple[int, ...]:
    """Every far end a line of one to ``length`` cells from ``start`` may have (each names one line)."""
    return tuple(sorted(c for dr, dc in DIRECTIONS for c in line(start, dr, dc, length)))


def lit_line(start: int, end: int) -> tuple[int, ...]:
    """The cells from ``start``'s neighbour to ``end``, which lies on one of its straight lines."""
    for dr, dc in DIRECTIONS:
        cells = line(start, dr, dc, 5)
        if end in cells:
            return cells[:cells.index(end) + 1]
    return ()


def light(g: GameState, chain: Chain, effect: LanternLight) -> None:
    """The card's controller names the line's far end (a card in the Additional Zone stands on no cell: nothing)."""
    from tolaria.berserk.rules.triggers import until_of

    card = g.objects[chain.source]
    if card.zone is not Zone.BATTLEFIELD or card.cell < 0:
        return
    g.offer = CellMarkerChoice(g.players[chain.controller].name, source=chain.source, marker=effect.name, left=1,
                               cells=ends(card.cell, effect.length), until=until_of(g, chain.controller, effect.duration),
                               extra=effect.extra)


def answer(g: GameState, d: CellMarkerChoice, controller: int, end: int) -> None:
    """Each cell of the named line gets the marker (the card's cell as it is now: it is where the line starts)."""
    from tolaria.berserk.events import CellMarked
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.state import CellMarker

    card = g.objects[d.source]
    if card.zone is not Zone.BATTLEFIELD or card.cell < 0:
        return
    for cell in lit_line(card.cell, end):
        g.cell_markers = (*g.cell_markers, CellMarker(d.marker, cell, d.source, controller, d.until, extra=d.extra))
        emit(g, CellMarked(marker=d.marker, cell=cell, source=d.source, rules=("Online 207.7", "Online 216.11")))


def extra_wounds(g: GameState, source: int, target: int, kind: AttackKind | None) -> int:
    """The wounds the lit cell under ``target`` adds: to a ranged attack, to poison (``kind`` None with the target its
    own source) and to the lighting card's simple strike."""
    if not g.cell_markers:
        return 0
    card = g.objects[target]
    if card.zone is not Zone.BATTLEFIELD or card.cell < 0:
        return 0
    total = 0
    for m in g.cell_markers:
        if m.extra and m.cell == card.cell and (
                (kind is None and source == target) or (kind is not None and kind.ranged)
                or (kind is AttackKind.SIMPLE and source == m.source)):
            total += m.extra
    return total

