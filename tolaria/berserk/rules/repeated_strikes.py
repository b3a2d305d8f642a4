"""Several simple strikes a turn: «Может нападать {strike} 4 раза за ход, только подряд» (Online 205.2, 216.12).

Online 216.12 closes a card as its simple strike is paid, and a card that
acted may not act again that turn (Online «Действие карты»). A card with
:class:`~tolaria.berserk.abilities.RepeatedStrikes` still counts as having
acted after each strike (it may not move or use a closing ability), but
it stays open and may declare further simple strikes until it has made as
many as its text allows; it closes as its last one is paid (READINGS).

The count is kept on the card as acquired effects ending with the turn
(313.2), as use limits are: ``#удар`` for each strike paid, ``#удар по N``
for each card struck («по разным картам»), and ``#удары подряд`` while its
run is unbroken («только подряд»: its controller has declared nothing else
since its last strike).
"""

from __future__ import annotations

from tolaria.berserk.abilities import RepeatedStrikes
from tolaria.berserk.rules.cards_in_play import defn, roster
from tolaria.berserk.state import Acquired, Chain, ChainKind, GameState

STRUCK = "#удар"
STRUCK_AT = "#удар по "
IN_A_ROW = "#удары подряд"


def ability(g: GameState, cid: int) -> RepeatedStrikes | None:
    """The card's «может нападать {strike} N раз за ход» in force now, if any (the greatest N)."""
    if not defn(g, cid).statics and not g.objects[cid].effects:
        return None
    from tolaria.berserk.rules.modifiers import in_force

    found = [s for s in in_force(g, cid) if isinstance(s, RepeatedStrikes)]
    return max(found, key=lambda s: s.count) if found else None


def strikes_made(g: GameState, cid: int) -> int:
    return sum(1 for e in g.objects[cid].effects if e.text == STRUCK)


def strikes_left(g: GameState, cid: int) -> bool:
    """Whether the card may declare one more simple strike this turn though it has acted (the text's count not
    reached; under «только подряд», its run unbroken)."""
    repeated = ability(g, cid)
    if repeated is None:
        return False
    made = strikes_made(g, cid)
    if made == 0 or made >= repeated.count:
        return False
    if repeated.each_neighbour and not _unstruck_neighbours(g, cid):
        return False
    return not repeated.in_a_row or any(e.text == IN_A_ROW for e in g.objects[cid].effects)


def _unstruck_neighbours(g: GameState, cid: int) -> list[int]:
    """«на всех стоящих рядом существ противника»: the neighbouring revealed creatures of the opponent not struck yet."""
    from tolaria.berserk import board
    from tolaria.berserk.rules.cards_in_play import is_creature

    card = g.objects[cid]
    if card.cell < 0:
        return []
    struck = {e.text for e in card.effects}
    out = []
    for n in board.NEIGHBOURS[card.cell]:
        other = g.board.get(n)
        if (other is not None and g.objects[other].controller != card.controller and not g.objects[other].hidden
                and is_creature(g, other) and f"{STRUCK_AT}{other}" not in struck):
            out.append(other)
    return out


def target_refusal(g: GameState, cid: int, target: int) -> tuple[str, str] | None:
    """«по разным картам»: a card it struck this turn may not be struck by it again."""
    repeated = ability(g, cid)
    if repeated is None or not repeated.different_cards:
        return None
    if any(e.text == f"{STRUCK_AT}{target}" for e in g.objects[cid].effects):
        return "its strikes this turn must be at different cards", "Online 103.1"
    if repeated.each_neighbour and strikes_made(g, cid) and target not in _unstruck_neighbours(g, cid):
        return "its further strikes are at the neighbouring creatures of the opponent", "Online 103.1"
    return None


def record(g: GameState, chain: Chain) -> None:
    """A simple strike is paid (Online 216.12): count it, and the card it was declared at."""
    if ability(g, chain.source) is None:
        return
    card = g.objects[chain.source]
    struck: tuple[Acquired, ...] = (Acquired(STRUCK, "end_of_turn"),)
    if chain.initial:
        struck += (Acquired(f"{STRUCK_AT}{chain.initial[0]}", "end_of_turn"),)
    card.effects = (*card.effects, *struck)


def closes_after(g: GameState, cid: int) -> bool:
    """Whether the strike just paid closes the card: only its last allowed one does (``record`` has counted it)."""
    repeated = ability(g, cid)
    if repeated is not None and repeated.each_neighbour:
        return not _unstruck_neighbours(g, cid)
    return repeated is None or strikes_made(g, cid) >= repeated.count


def declared(g: GameState, seat: int, chain: Chain) -> None:
    """A declaration of ``seat``: a simple strike starts or goes on with its source's run; anything else breaks the
    runs of all his cards («только подряд»)."""
    objects = g.objects
    for cid in roster(g).playing:
        card = objects[cid]
        if card.controller != seat or not card.effects:
            continue
        if any(e.text == IN_A_ROW for e in card.effects) and not (chain.kind is ChainKind.STRIKE and chain.source == cid):
            card.effects = tuple(e for e in card.effects if e.text != IN_A_ROW)
    if chain.kind is ChainKind.STRIKE and ability(g, chain.source) is not None:
        card = g.objects[chain.source]
        if not any(e.text == IN_A_ROW for e in card.effects):
            card.effects = (*card.effects, Acquired(IN_A_ROW, "end_of_turn"))
