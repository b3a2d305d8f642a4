"""«Инкарнация Х»: a card returning from its owner's graveyard to his third row (glossary «Инкарнация Х»).

The glossary's full text: «В начале вашего хода положите фишку на эту
карту. Если количество фишек на этой карте равно или превышает Х, то снять
все фишки с этой карты, дать ей маркер инкарнации и взять её в отряд на
любую незанятую клетку вашего третьего ряда в закрытом виде. Если эта карта
с маркером инкарнации попадает на кладбище, то лишить её Инкарнации Х».

- The first part is a triggered ability of a card in the graveyard: at the
  start of its owner's turn (Online 311.4) a chain of kind ``ability`` whose
  ``trigger`` is :data:`TRIGGER` enters the stack; it is legal while the card
  lies in its owner's graveyard, and at its Wound object it puts a token on
  the card (the token maximum does not count them, Online 218.8).
- With X tokens or more the card is taken, closed, to a free cell of its
  owner's third row (he chooses: the decision ``incarnation_cell``, answered
  by ``Place``); a flyer goes to the Additional Zone at once.
- With no free cell there the return waits, and triggers as soon as such a
  cell appears (glossary): a chain putting no token enters when a card leaves
  a cell (its destruction, its move).
- A card with the incarnation marker that reaches the graveyard loses
  Incarnation X (the mark :data:`LOST`).
- «Инкарнирует в открытом виде, при этом получает ...» (``IncarnationForm``)
  changes how it returns; «при инкарнации» abilities trigger once it is back.
- «Инкарнирует только на клетке с «дрожью», в открытом виде (если клетка
  занята, то уничтожить все карты на ней), при этом убрать эту «дрожь»;
  ранить все стоящие рядом карты на 1» (Скелетный червь): the cells are those
  with the marker, free or not; the cards there are destroyed first, then the
  marker goes and each card next to it is wounded (READINGS).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import IncarnationForm
from tolaria.berserk.cards import AS_ARTIFACT, Keyword
from tolaria.berserk.decisions import IncarnationCell
from tolaria.berserk.events import Incarnated, TokenGained, TokenRemoved, ZoneChanged
from tolaria.berserk.rules.cards_in_play import defn, is_flyer, printed_x
from tolaria.berserk.rules.cell_markers import free, marked_cells
from tolaria.berserk.state import Acquired, Chain, ChainKind, Entering, GameState, Zone

TRIGGER = "Инкарнация"
"""``Chain.trigger`` of an Incarnation chain; ``Chain.amount`` is the tokens it puts (0: a waiting return)."""
MARKER = "инкарнация"
"""The incarnation marker (``CardState.markers``) of a card that has incarnated."""
LOST = "#инкарнация утрачена"
"""The acquired text of a graveyard card that has lost Incarnation X."""
WAITING = "#инкарнация ждет клетку"
"""The acquired text of a graveyard card whose return waits for a free cell of the third row."""

RULES: tuple[str, ...] = ("Online «Инкарнация Х»",)


def incarnation_x(g: GameState, cid: int) -> int | None:
    """The X of the card's Incarnation while it lies in its owner's graveyard and has not lost it, else None."""
    card = g.objects[cid]
    if card.zone is not Zone.GRAVEYARD or any(e.text == LOST for e in card.effects):
        return None
    d = defn(g, cid)
    return printed_x(d, Keyword.INCARNATION) if d.named else None


def free_cells(g: GameState, seat: int) -> list[int]:
    """The unoccupied cells of the player's third row (Online 207.3.b)."""
    return [c for c in board.CELLS if board.own_row(c, seat) == 3 and free(g, c)]


def cells_for(g: GameState, cid: int) -> list[int]:
    """Where the card may incarnate: a free cell of its owner's third row, or of the whole battlefield for «Инкарнирует
    на любой свободной клетке поля боя»."""
    form = next((s for s in defn(g, cid).statics if isinstance(s, IncarnationForm)), None)
    if form is not None and form.marker:  # «Инкарнирует только на клетке с «дрожью»»: free or not
        return sorted(set(marked_cells(g, form.marker)))
    if form is not None and form.anywhere:
        return [c for c in board.CELLS if free(g, c)]
    return free_cells(g, g.objects[cid].owner)


def _chain(g: GameState, cid: int, tokens: int, rules: tuple[str, ...]) -> Entering:
    from tolaria.berserk.rules.stack import new_chain

    chain = new_chain(g, ChainKind.ABILITY, cid, g.objects[cid].owner)
    chain.trigger = TRIGGER
    chain.amount = tokens
    return Entering(chain, f"«{TRIGGER} {incarnation_x(g, cid)}»", (*RULES, *rules))


def at_turn_start(g: GameState) -> list[Entering]:
    """Online 311.4: the Incarnation of each card in the active player's graveyard triggers."""
    return [_chain(g, cid, 1, ("Online 311.4",)) for cid in g.players[g.active].graveyard
            if incarnation_x(g, cid) is not None]


def still_legal(g: GameState, chain: Chain) -> str | None:
    """It triggers only from the graveyard (glossary): a card that has left it does nothing (once carried out, the
    card has left it by its own effect, and the chain goes on to its end)."""
    if chain.effected or incarnation_x(g, chain.source) is not None:
        return None
    return "the card is no longer in its owner's graveyard"


def resolve(g: GameState, chain: Chain) -> None:
    """The Wound object: a token on the card, then, with X or more, its return."""
    from tolaria.berserk.rules.stack import emit

    chain.effected = True
    cid = chain.source
    x = incarnation_x(g, cid)
    if x is None:
        return
    card = g.objects[cid]
    if chain.amount:
        card.tokens += chain.amount  # not limited by a token maximum (Online 218.8)
        emit(g, TokenGained(card=cid, count=chain.amount, rules=(*RULES, "Online 218.8")))
    from tolaria.berserk.rules.triggers import incarnation_token

    tokens = card.tokens if chain.amount else 0  # fixed before the return takes them off
    if card.tokens >= x:
        _return(g, cid)
    if tokens:
        incarnation_token(g, cid, tokens)  # «При получении жетона инкарнации»


def _return(g: GameState, cid: int) -> None:
    from tolaria.berserk.rules.summoning import offer_instead_of_incarnation

    if not offer_instead_of_incarnation(g, cid):  # «Вместо инкарнации вы можете ...» (Online 419)
        return_card(g, cid)


def return_card(g: GameState, cid: int) -> None:
    """The card's return: a flyer at once, else to its cell (asked when there are several), or waiting for one."""
    card = g.objects[cid]
    card.effects = tuple(e for e in card.effects if e.text != WAITING)
    if is_flyer(g, cid):
        take(g, cid, board.ADDITIONAL)  # Online «Инкарнация Х», 211.2.a: flyers go to the Additional Zone at once
        return
    cells = cells_for(g, cid)
    if not cells:
        card.effects = (*card.effects, Acquired(WAITING, "end_of_battle"))
    elif len(cells) == 1:
        take(g, cid, cells[0])
    else:
        g.offer = IncarnationCell(g.players[card.owner].name, card=cid, cells=tuple(cells))


def answer(g: GameState, cell: int) -> None:
    """The owner's cell for his incarnating card."""
    offer = g.offer
    assert isinstance(offer, IncarnationCell)
    g.offer = None
    if incarnation_x(g, offer.card) is not None and cell in cells_for(g, offer.card):
        take(g, offer.card, cell)


def take(g: GameState, cid: int, cell: int) -> None:
    """The card leaves the graveyard for the cell (or the Additional Zone), closed, tokens removed, marked."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    form = next((s for s in defn(g, cid).statics if isinstance(s, IncarnationForm)), None)
    if form is not None and form.marker and not _cleared(g, cid, cell):
        card.effects = (*card.effects, Acquired(WAITING, "end_of_battle"))
        return
    g.players[card.owner].graveyard.remove(cid)
    card.controller = 1 - card.owner if form is not None and form.to_opponent else card.owner  # «под контроль противника»
    card.tokens = 0
    card.effects = ()
    if form is not None and form.duration is not None:  # «при этом получает ...»
        from tolaria.berserk.rules.triggers import until_of

        until = until_of(g, card.owner, form.duration)
        card.effects = tuple(Acquired(text, until) for text in form.gains)
    if form is not None and form.artifact:  # «и становится артефактом» (Online 213), while it stays in play
        card.effects = (*card.effects, Acquired(AS_ARTIFACT, "end_of_battle"))
    card.wounds = 0
    card.closed = form is None or not form.open  # «Инкарнирует в открытом виде»
    card.hidden = False
    card.markers = {MARKER: 1}
    g.place_in_squad(cid, -1 if cell == board.ADDITIONAL else cell)
    emit(g, Incarnated(card=cid, cell=card.cell, closed=card.closed, rules=(*RULES, "Online 206.8")))
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=RULES))
    from tolaria.berserk.rules.companion_return import returned
    if form is not None and form.marker:
        _after_marked(g, cid, form)
    from tolaria.berserk.rules.triggers import after_incarnation

    after_incarnation(g, cid)
    returned(g, cid)  # «Когда ваше существо инкарнирует или возрождается ...»


def _cleared(g: GameState, cid: int, cell: int) -> bool:
    """«если клетка занята, то уничтожить все карты на ней»: the cards on the marked cell are destroyed by the card's
    text (Online «Гибель»); whether the cell is then free for it (a card that stays on it instead of dying keeps it)."""
    from tolaria.berserk.rules.stack import destroy

    for other in list(g.cards_at(cell)):
        destroy(g, other, by=cid)
    return cell not in g.board


def _after_marked(g: GameState, cid: int, form: IncarnationForm) -> None:
    """«при этом убрать эту «дрожь»; ранить все стоящие рядом карты на 1»: the marker leaves the cell, and every card
    next to it, of either squad, is wounded by the card's text (Online 207.7.a, 204.4)."""
    from tolaria.berserk.abilities import Who, WoundBy
    from tolaria.berserk.rules.marked_cell_moves import lift
    from tolaria.berserk.rules.stack import check_destruction
    from tolaria.berserk.rules.triggers import wound_by

    cell = g.objects[cid].cell
    lift(g, form.marker, cell)
    if form.near_wounds <= 0 or cell < 0:
        return
    for other in [o for n in board.NEIGHBOURS[cell] for o in g.cards_at(n)]:
        wound_by(g, cid, other, WoundBy(form.near_wounds, Who.CHOSEN))
    check_destruction(g)  # Online 402.3


def after_destroy(g: GameState, cid: int, had_marker: bool) -> None:
    """The card has reached the graveyard: with the incarnation marker it loses Incarnation X; a cell it left may let
    a waiting return go on."""
    if had_marker:
        card = g.objects[cid]
        card.effects = (*card.effects, Acquired(LOST, "end_of_battle"))
    cell_freed(g)


def cell_freed(g: GameState) -> None:
    """A card left a cell: each waiting return whose owner now has a free third-row cell triggers (glossary «Если в
    вашем третьем ряду нет незанятых клеток, то инкарнация Х сработает, как только таковая клетка появится»)."""
    entries: list[Entering] = []
    for p in g.players:
        waiting = [c for c in p.graveyard if any(e.text == WAITING for e in g.objects[c].effects)]
        if waiting:
            for cid in waiting:
                if incarnation_x(g, cid) is not None and cells_for(g, cid):
                    g.objects[cid].effects = tuple(e for e in g.objects[cid].effects if e.text != WAITING)
                    entries.append(_chain(g, cid, 0, ("Online 405.1",)))
    if entries:
        from tolaria.berserk.rules.stack import enter_together

        enter_together(g, entries)


def move_token(g: GameState, cid: int, remove: bool) -> None:
    """«положите жетон инкарнации на существо на вашем кладбище» / «снять жетон инкарнации с ...»: one token on or off
    a card still lying in the graveyard (the tokens «Инкарнация Х» counts at its owner's turn start; none to take off,
    nothing happens)."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    if card.zone is not Zone.GRAVEYARD:
        return
    if remove:
        if card.tokens > 0:
            card.tokens -= 1
            emit(g, TokenRemoved(card=cid, count=1, rules=RULES))
        return
    card.tokens += 1
    emit(g, TokenGained(card=cid, count=1, rules=(*RULES, "Online 218.8")))
