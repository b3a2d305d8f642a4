"""The battlefield: 5 columns by 6 rows of cells, their names and neighbours (Online 207).

A cell is an int ``row * 5 + column``; row 0 is the first player's third
row, row 5 the second player's third row (Online 207.5), so the first
player's rows 3, 2, 1 are 0, 1, 2 and the second player's 1', 2', 3' are
3, 4, 5. Everything here is computed once at import: the rules ask for
neighbours in their innermost loops.
"""

from __future__ import annotations

COLUMNS = "ABCDE"
CELLS = tuple(range(30))
ADDITIONAL = -1
"""Not a cell: the Additional Zone, adjacent to nothing (Online 211.4)."""


def row_of(cell: int) -> int:
    return cell // 5


def column_of(cell: int) -> int:
    return cell % 5


def half_of(cell: int) -> int:
    """The seat whose half a cell is on (Online 207.3.a)."""
    return 0 if cell < 15 else 1


def row_number(cell: int) -> int:
    """1, 2 or 3 counted from the middle line on the cell's own half (Online 207.3.b)."""
    r = row_of(cell)
    return 3 - r if r < 3 else r - 2


def own_row(cell: int, seat: int) -> int | None:
    """The cell's row number on ``seat``'s half, or None when it is on the other half."""
    return row_number(cell) if half_of(cell) == seat else None


def cell_name(cell: int) -> str:
    """Online 207.5.a: the letter, then the number with a prime on the second player's half."""
    return f"{COLUMNS[column_of(cell)]}{row_number(cell)}{'′' if cell >= 15 else ''}".replace("′", "'")


def _build_names() -> dict[str, int]:
    names: dict[str, int] = {}
    for c in CELLS:
        base = cell_name(c)
        for variant in (base, base.replace("'", "′"), base.replace("'", "’")):
            names[variant] = c
            names[variant.lower()] = c
    return names


NAMES = _build_names()


def parse_cell(text: str) -> int | None:
    """The cell a name means (``C1'``, ``c1′``, ``C1’`` read the same), or None."""
    return NAMES.get(text.strip())


def _neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, 5)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < 6 and 0 <= c + dc < 5:
                out.append((r + dr) * 5 + c + dc)
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(c) for c in CELLS)
"""Online 207.7: the up to 8 neighbouring cells, across the middle line too."""
ORTHOGONAL = tuple(tuple(n for n in NEIGHBOURS[c] if row_of(n) == row_of(c) or column_of(n) == column_of(c)) for c in CELLS)
"""Online 203.2: the cells a card may move to, in its row or column."""


def adjacent(a: int, b: int) -> bool:
    return a >= 0 and b >= 0 and b in NEIGHBOURS[a]


def distance(a: int, b: int) -> int:
    """Cells counted along verticals, horizontals and diagonals in any combination (Online «Дальность Х»)."""
    return max(abs(row_of(a) - row_of(b)), abs(column_of(a) - column_of(b)))


DISTANCE = tuple(tuple(distance(a, b) for b in CELLS) for a in CELLS)
"""``distance`` for every pair of cells, looked up in the listing's inner loop."""


def between(a: int, b: int) -> int | None:
    """The one cell between ``a`` and ``b`` two apart on a row, a column or a diagonal (Online 207.6), else None."""
    ra, ca = divmod(a, 5)
    rb, cb = divmod(b, 5)
    if abs(ra - rb) in (0, 2) and abs(ca - cb) in (0, 2) and (ra, ca) != (rb, cb):
        return ((ra + rb) // 2) * 5 + (ca + cb) // 2
    return None


def across_row(a: int, b: int) -> int | None:
    """The one cell between ``a`` and ``b`` on a vertical or horizontal two apart (Online «Удар Через Ряд»)."""
    ra, ca = divmod(a, 5)
    rb, cb = divmod(b, 5)
    if ra == rb and abs(ca - cb) == 2:
        return ra * 5 + (ca + cb) // 2
    if ca == cb and abs(ra - rb) == 2:
        return ((ra + rb) // 2) * 5 + ca
    return None


def _deployment_tiers(seat: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The cells of ``seat``'s deployment zone, then of the edges used when it is full (Online 207.4.a, 305.3, 305.4)."""
    half = range(15) if seat == 0 else range(15, 30)
    edge = {c for c in half if column_of(c) in (0, 4)}
    if seat == 0:
        zone = tuple(c for c in half if c not in edge)
    else:
        zone = tuple(c for c in half if c not in edge or row_number(c) == 1)
    extra = tuple(c for c in half if c in edge and row_number(c) in (2, 3))
    first_row = tuple(c for c in half if c in edge and row_number(c) == 1) if seat == 0 else ()
    return zone, extra, first_row


DEPLOYMENT_TIERS = (_deployment_tiers(0), _deployment_tiers(1))
"""Each seat's deployment cells in the order they open, worked out once."""


def deployment_zone(seat: int, occupied: frozenset[int] | set[int] | dict[int, int]) -> tuple[int, ...]:
    """The cells ``seat`` may place on now (Online 207.4.a, 305.3, 305.4): the first tier with a free cell."""
    zone, extra, first_row = DEPLOYMENT_TIERS[seat]
    free = tuple(c for c in zone if c not in occupied)
    if free:
        return free
    free = tuple(c for c in extra if c not in occupied)
    if free or seat == 1:
        return free
    return tuple(c for c in first_row if c not in occupied)
