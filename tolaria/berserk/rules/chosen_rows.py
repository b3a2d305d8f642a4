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

«{tap}: Заклинание «цветущие руны» — выберите ряд, в начале вашего
следующего хода ранить X существ противника на 1-2-2, где X — количество ваших
существ без ран в выбранном ряду» (Тергала): the row, named the same way, gets
a delayed triggered ability (Online 405.5), its five cells marked with the
ability's name until the start of the controller's next turn. Then (Online
311.4, with the turn's other «в начале хода» abilities) X is counted in the
row and the ability enters the stack naming X different opponent's creatures
(the card's trigger of ``Point.CHOSEN_ROW_LATER``; with fewer such creatures,
or X = 0, it is not declared, Online 103.3); one die of the source picks the
value (Online 205.7.b). The ability is the row's, not the card's: it triggers
whether or not the card is still in play (READINGS). A spell's wounds do not
touch a creature protected from spells or magic (Online 411.1, 411.4).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    Point,
    RowAttackCap,
    RowCount,
    RowWoundsLater,
    Side,
    TextAbility,
    Trigger,
)
from tolaria.berserk.events import CellMarked, Protected
from tolaria.berserk.rules.cards_in_play import defn, in_play, in_squad, is_creature
from tolaria.berserk.state import Acquired, CellMarker, Chain, Entering, GameState, Zone

RowChoice = RowAttackCap | RowWoundsLater
"""What a text does with the row it chose: caps the attacks made there, or leaves a delayed ability on it."""

USED = "#использовано p{index} ряд {row}"
"""The acquired mark of a row used by the card's ``index``-th playable ability (as rules/limits.py keeps uses)."""


def choosing(ability: TextAbility) -> RowChoice | None:
    """The ability's effect on a chosen row, or None when it chooses none."""
    return next((e for e in ability.effects if isinstance(e, RowAttackCap | RowWoundsLater)), None)


def _half_allowed(g: GameState, cid: int, effect: RowChoice, cell: int) -> bool:
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


def cells_for(g: GameState, cid: int, index: int, effect: RowChoice) -> list[int]:
    """The rows the ability may be declared at, each by its cell in column A."""
    return [c for c in board.CELLS if board.column_of(c) == 0 and cell_refusal(g, cid, index, effect, -1, c) is None]


def cell_refusal(g: GameState, cid: int, index: int, effect: RowChoice, target: int,
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
        if isinstance(effect, TextAbility) and effect.name == marker.name and isinstance(found := choosing(effect),
                                                                                          RowAttackCap):
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


# ------------------------------------------------------------------ a delayed ability left on the row (Online 405.5)


def schedule_later(g: GameState, chain: Chain, effect: RowWoundsLater) -> None:
    """Online 405.5, 216.11: the chosen row's five cells are marked with the ability's name until the start of the
    controller's next turn, when its delayed ability triggers (``at_turn_start``)."""
    from tolaria.berserk.rules.stack import emit

    ability = g.ability(chain.source, chain.index).effect
    if chain.cell < 0 or not isinstance(ability, TextAbility):
        return
    chain.effected = True
    row = board.row_of(chain.cell)
    due = f"start_of_turn:{g.turn + (2 if chain.controller == g.active else 1)}"
    for cell in board.CELLS:
        if board.row_of(cell) == row:
            g.cell_markers = (*g.cell_markers, CellMarker(ability.name, cell, chain.source, chain.controller, due))
            emit(g, CellMarked(marker=ability.name, cell=cell, source=chain.source, rules=("Online 405.5", "Online 216.11")))


def _later_of(g: GameState, marker: CellMarker) -> tuple[int, Trigger, RowWoundsLater] | None:
    """The card's delayed trigger a row's marker stands for (numbered among its triggers) and the text that left it:
    the trigger of ``Point.CHOSEN_ROW_LATER`` whose playable ability has the marker's name."""
    source = g.objects.get(marker.source)
    if source is None:
        return None
    d = defn(g, marker.source)
    for i, t in enumerate(d.triggers, 1):
        if t.point is not Point.CHOSEN_ROW_LATER or not 0 < t.playable <= len(d.playable):
            continue
        effect = d.playable[t.playable - 1].effect
        if isinstance(effect, TextAbility) and effect.name == marker.name and isinstance(
                found := choosing(effect), RowWoundsLater):
            return i, t, found
    return None


def counted(g: GameState, seat: int, row: int, what: RowCount) -> int:
    """The X of «где X — количество ваших существ без ран в выбранном ряду»: ``seat``'s creatures standing in the row
    with no wounds, as they really are (READINGS)."""
    assert what is RowCount.UNWOUNDED_OWN_CREATURES
    return sum(1 for cid in in_play(g) if (card := g.objects[cid]).zone is Zone.BATTLEFIELD and card.controller == seat
               and board.row_of(card.cell) == row and is_creature(g, cid) and card.wounds == 0)


def at_turn_start(g: GameState) -> list[Entering]:
    """Online 311.4, 405.5: each row ability due this turn enters the stack with the turn's other «в начале хода»
    abilities, X counted now; one is left by each use of the text (one marker of it in column A of the row)."""
    if not g.cell_markers:
        return []
    from tolaria.berserk.rules.triggers import declarable, entering

    due = f"start_of_turn:{g.turn}"
    out: list[Entering] = []
    for m in g.cell_markers:
        if m.until != due or m.wounds or board.column_of(m.cell) != 0 or (found := _later_of(g, m)) is None:
            continue
        index, trigger, effect = found
        entry = entering(g, m.source, index, trigger, ("Online 405.5", "Online 311.4"))
        entry.chain.controller = m.controller  # Online 200.5.a: the player who declared the text
        entry.chain.cell = m.cell
        entry.chain.amount = counted(g, m.controller, board.row_of(m.cell), effect.counted)
        out.append(Entering(entry.chain, f"«{m.name}»", entry.rules))
    return declarable(g, out)  # Online 412.1, 103.3: X = 0, or fewer than X creatures to name, is not declared


def delayed(g: GameState, chain: Chain) -> bool:
    """Whether the triggered chain is a row's delayed ability (``resolve``)."""
    from tolaria.berserk.rules.triggers import TRIGGERED, trigger_of

    return chain.trigger == TRIGGERED and trigger_of(g, chain).point is Point.CHOSEN_ROW_LATER


def resolve(g: GameState, chain: Chain) -> None:
    """Online 216.11: the delayed ability's effects on the named creatures still in play; a spell's spare a creature
    protected from spells or magic (Online 411.1, 411.4)."""
    from tolaria.berserk.rules.activated import protected
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import do_effect, trigger_of

    t = trigger_of(g, chain)
    text = g.ability(chain.source, t.playable).effect
    assert isinstance(text, TextAbility)
    chain.effected = True
    named = chain.targets
    kept = []
    for cid in named:
        shield = protected(g, text, cid) if in_squad(g.objects[cid]) else None
        if shield is not None:
            emit(g, Protected(card=cid, chain=chain.id, by=shield.value, rules=("Online 411.1", "Online 411.4")))
        else:
            kept.append(cid)
    chain.targets = tuple(kept)
    try:
        for effect in t.effects:
            do_effect(g, chain, effect)
    finally:
        chain.targets = named
