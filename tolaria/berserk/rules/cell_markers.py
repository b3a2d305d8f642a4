"""Named markers that lie on cells of the battlefield (Online 200.6, 416.3, «Занятая клетка»).

«{tap}: Воздействие «разжигание костра» — положите маркер «костра» на
свободную клетку (до конца хода противника), клетка с маркером «костра»
считается занятой» (Крондак): the cell is named as the ability is
declared (``Use.cell``; Online 412.1: what an ability acts on is named at
its declaration) and must be free then; the marker is put on it at the
Wound object (Online 216.11) if the cell is still free, and lasts as the
text says. While it lies there the cell counts as occupied: no card steps,
leaps, lands, incarnates or is moved onto it. The markers are
``GameState.cell_markers``, plain data that copies and goes to JSON.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import PlaceCellMarker, TextAbility, WoundCellLater
from tolaria.berserk.events import CellMarked
from tolaria.berserk.state import CellMarker, Chain, ChainKind, Entering, GameState, Zone


def occupied(g: GameState, cell: int) -> bool:
    """Whether a marker with «клетка с маркером ... считается занятой» lies on the cell (glossary «Занятая клетка»)."""
    return any(m.cell == cell and m.occupies for m in g.cell_markers)


def marked_cells(g: GameState, name: str) -> tuple[int, ...]:
    """The cells a marker of that name lies on (of any card: the text names the marker, not whose)."""
    return tuple(m.cell for m in g.cell_markers if m.name == name)


def free(g: GameState, cell: int) -> bool:
    """Online «Занятая клетка»: a free cell has no card on it and no marker that makes it count as occupied."""
    return cell not in g.board and not (g.cell_markers and occupied(g, cell))


def placing(ability: TextAbility) -> PlaceCellMarker | None:
    """The ability's marker put on a cell it names, or None when it names no cell."""
    return next((e for e in ability.effects if isinstance(e, PlaceCellMarker)), None)


def cells_for(g: GameState, ability: TextAbility) -> list[int]:
    """The cells the ability may be declared at: every free cell of the battlefield («на свободную клетку»)."""
    if placing(ability) is None:
        return []
    return [c for c in board.CELLS if free(g, c)]


def cell_refusal(g: GameState, ability: TextAbility, target: int, cell: int) -> tuple[str, str] | None:
    """Why the ability may not be declared at ``cell``, or None (Online 412.1: what it names, at its declaration)."""
    if placing(ability) is None:
        return None if cell < 0 else ("that ability names no cell", "Online 412.1")
    if target >= 0:
        return "that ability names a cell, not a card", "Online 412.1"
    if cell not in board.CELLS:
        return "the ability needs a cell of the battlefield", "Online 412.1"
    if not free(g, cell):
        return "the marker goes on a free cell", "Online «Занятая клетка»"
    return None


def place(g: GameState, chain: Chain, effect: PlaceCellMarker) -> None:
    """The marker goes on the declared cell, unless a card or an occupying marker has taken it meanwhile (the text
    says «на свободную клетку»: READINGS)."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import until_of

    cell = chain.cell
    if cell < 0 or not free(g, cell):
        return
    marker = CellMarker(effect.name, cell, chain.source, chain.controller,
                        until_of(g, chain.controller, effect.duration), effect.occupies)
    g.cell_markers = (*g.cell_markers, marker)
    emit(g, CellMarked(marker=effect.name, cell=cell, source=chain.source, rules=("Online «Занятая клетка»", "Online 216.11")))


def expire(g: GameState) -> None:
    """Online 313.2: at the end of a turn the markers lasting until the end of this turn go."""
    if not g.cell_markers:
        return
    from tolaria.berserk.rules.stack import emit

    kept = []
    for m in g.cell_markers:
        if m.until == "end_of_turn" or (m.until.startswith("end_of_turn:") and int(m.until.split(":")[1]) <= g.turn):
            emit(g, CellMarked(marker=m.name, cell=m.cell, source=m.source, placed=False, rules=("Online 313.2",)))
        else:
            kept.append(m)
    g.cell_markers = tuple(kept)


CELL_WOUNDS = "cell_wounds"
"""``Chain.trigger`` of a cell's delayed wounds («все карты на этой клетке ранятся на 2»)."""


def schedule(g: GameState, chain: Chain, attacked: int, effect: WoundCellLater) -> None:
    """«в начале вашего следующего хода все карты на этой клетке ранятся на 2 (воздействие «взрыв»)»: the cell the
    attacked card stands on as the attack's effects happen (a card in the Additional Zone has none: nothing) is marked
    until the start of the controller's next turn."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects.get(attacked)
    if card is None or card.zone is not Zone.BATTLEFIELD:
        return
    turn = g.turn + (2 if chain.controller == g.active else 1)
    marker = CellMarker(effect.name, card.cell, chain.source, chain.controller, f"start_of_turn:{turn}",
                        wounds=effect.amount)
    g.cell_markers = (*g.cell_markers, marker)
    emit(g, CellMarked(marker=effect.name, cell=card.cell, source=chain.source, rules=("Online 216.11",)))


def at_turn_start(g: GameState) -> list[Entering]:
    """Online 311.4: the delayed wounds of this turn's start enter the stack with the turn's other «в начале хода»
    abilities; their markers go as they do."""
    if not g.cell_markers:
        return []
    from tolaria.berserk.rules.stack import new_chain

    due = f"start_of_turn:{g.turn}"
    out: list[Entering] = []
    for m in g.cell_markers:
        if m.until == due and m.wounds:
            chain = new_chain(g, ChainKind.ABILITY, m.source, m.controller)
            chain.trigger = CELL_WOUNDS
            chain.cell = m.cell
            chain.amount = m.wounds
            out.append(Entering(chain, m.name, ("Online 311.4",)))
    g.cell_markers = tuple(m for m in g.cell_markers if m.until != due)
    return out


def resolve(g: GameState, chain: Chain) -> None:
    """«все карты на этой клетке ранятся на 2»: every card standing on the cell now wounds itself (not an attack, glossary
    «Раниться»)."""
    from tolaria.berserk.rules.stack import deal_wounds

    chain.effected = True
    for cid in g.cards_at(chain.cell):
        deal_wounds(g, cid, chain.amount, cid, None)
