"""A row of the battlefield chosen as an ability is declared, and what lasts in it (Online 207.2, 412.1).

«{tap}: Заклинание «мороз, мгла и ливень» — выбрать ряд половины поля боя
противника; до конца хода противника сводит каждую атаку рядового существа
противника к 1, пока оно стоит в выбранном ряду (1 раз за бой для каждого
ряда)» (Призывающая бурю). The row is named at the declaration (Online
412.1: what an ability acts on is named as it is declared) by any cell of
it (``Use.cell``; the legal actions list each row once, by its cell in
column A). As the ability resolves (Online 216.11) each of the row's five
cells gets a marker of the ability's name lasting as the text says
(``GameState.cell_markers``, rules/cell_markers.py, which also ends them).
While a matching creature stands on a marked cell, every attack it makes is
worth at most the cap (glossary «Сведение атаки к Х»: a replacement effect
on the attack's value, read with the attack's other modifiers in
:func:`tolaria.berserk.rules.modifiers.value_cap`). «(1 раз за бой для
каждого ряда)» is kept on the card as a use of that row (Online 216.12:
counted as the ability is declared).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import RowAttackCap, Side, TextAbility
from tolaria.berserk.events import CellMarked
from tolaria.berserk.rules.cards_in_play import is_creature
from tolaria.berserk.state import Acquired, CellMarker, Chain, GameState, Zone

USED = "#использовано p{index} ряд {row}"
"""The acquired mark of a row used by the card's ``index``-th playable ability (as rules/limits.py keeps uses)."""


def choosing(ability: TextAbility) -> RowAttackCap | None:
    """The ability's effect on a chosen row, or None when it chooses none."""
    return next((e for e in ability.effects if isinstance(e, RowAttackCap)), None)


def _half_allowed(g: GameState, cid: int, effect: RowAttackCap, cell: int) -> bool:
    """Whether the cell is on the half the text names («ряд половины поля боя противника»; Online 207.3)."""
    seat = g.objects[cid].controller
    if effect.half is Side.OPPONENT:
        return board.half_of(cell) != seat
    if effect.half is Side.OWN:
        return board.half_of(cell) == seat
    return True


def _used(g: GameState, cid: int, index: int, row: int) -> bool:
    key = USED.format(index=index, row=row)
    return any(e.text == key for e in g.objects[cid].effects)


def cells_for(g: GameState, cid: int, index: int, effect: RowAttackCap) -> list[int]:
    """The rows the ability may be declared at, each by its cell in column A."""
    return [c for c in board.CELLS if board.column_of(c) == 0 and cell_refusal(g, cid, index, effect, -1, c) is None]


def cell_refusal(g: GameState, cid: int, index: int, effect: RowAttackCap, target: int,
                 cell: int) -> tuple[str, str] | None:
    """Why the ability may not be declared at the row of ``cell``, or None (Online 412.1, 216.12)."""
    if target >= 0:
        return "that ability names a row, not a card", "Online 412.1"
    if cell not in board.CELLS:
        return "the ability needs a cell of the row it chooses", "Online 412.1"
    if not _half_allowed(g, cid, effect, cell):
        return "the row must be on the half of the battlefield the text names", "Online 207.3"
    if effect.once_per_row and _used(g, cid, index, board.row_of(cell)):
        return "the ability has already chosen that row in this battle", "Online 216.12"
    return None


def declared(g: GameState, chain: Chain) -> None:
    """«(1 раз за бой для каждого ряда)»: the row counts as used once the ability is declared (Online 216.12)."""
    effect = g.ability(chain.source, chain.index).effect
    if not isinstance(effect, TextAbility) or chain.cell < 0:
        return
    found = choosing(effect)
    if found is None or not found.once_per_row:
        return
    card = g.objects[chain.source]
    key = USED.format(index=chain.index, row=board.row_of(chain.cell))
    card.effects = (*card.effects, Acquired(key, "end_of_battle"))


def mark(g: GameState, chain: Chain, effect: RowAttackCap) -> None:
    """Online 216.11: the chosen row's five cells are marked with the ability's name until the text's end."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import until_of

    ability = g.ability(chain.source, chain.index).effect
    if chain.cell < 0 or not isinstance(ability, TextAbility):
        return
    name = ability.name
    chain.effected = True
    row = board.row_of(chain.cell)
    until = until_of(g, chain.controller, effect.duration)
    for cell in board.CELLS:
        if board.row_of(cell) != row:
            continue
        g.cell_markers = (*g.cell_markers, CellMarker(name, cell, chain.source, chain.controller, until))
        emit(g, CellMarked(marker=name, cell=cell, source=chain.source, rules=("Online 412.1", "Online 216.11")))


def _cap_of(g: GameState, marker: CellMarker) -> RowAttackCap | None:
    """The effect a row's marker stands for: the ability of that name on the card that chose the row (the card's
    text, as printed, whether or not it is still in play: a resolved effect lasts as written, Online 418)."""
    source = g.objects.get(marker.source)
    if source is None:
        return None
    for playable in g.defs[source.name].playable:
        effect = playable.effect
        if isinstance(effect, TextAbility) and effect.name == marker.name and (found := choosing(effect)) is not None:
            return found
    return None


def attack_cap(g: GameState, attacker: int) -> int | None:
    """Glossary «Сведение атаки к Х»: the most an attack of ``attacker`` is worth while it stands in a chosen row whose
    text covers it (None: no cap). A closed-faced card shows no rank and so matches no «рядового» (Online 415)."""
    if not g.cell_markers or attacker not in g.objects:
        return None
    card = g.objects[attacker]
    if card.zone is not Zone.BATTLEFIELD or card.hidden or not is_creature(g, attacker):
        return None
    caps = []
    for marker in g.cell_markers:
        if marker.cell != card.cell:
            continue
        effect = _cap_of(g, marker)
        if effect is None or (effect.ordinary and g.defs[card.name].elite):
            continue
        if effect.attackers is Side.OPPONENT and card.controller == marker.controller:
            continue
        if effect.attackers is Side.OWN and card.controller != marker.controller:
            continue
        caps.append(effect.cap)
    return min(caps) if caps else None
