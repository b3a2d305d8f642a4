"""«Возродить»: a card taken from its player's graveyard into his squad on a cell (glossary «Возрождение»).

The glossary: the legal targets are listed after «возродить» and are cards of
the graveyard of the player who resurrects; the card is taken into his squad
next to the card that resurrects it, open unless the text says otherwise
(«в закрытом виде»). The cell is a target of the ability too, chosen as it is
declared; if it becomes occupied before the Wound object, the resurrection is
cancelled without payment.

- The declaration names the graveyard card as the ability's target (``Use.target``)
  and the cell with ``Use.x`` (the cell plus one, so that 0 stays «no cell»;
  :func:`declared_cell`): the cells offered are the free cells next to the
  source (Online 207.7, 207.1).
- At the Wound object the card leaves the graveyard for that cell under the
  resurrecting player's control, with no wounds, tokens or acquired effects
  (a card that enters play is a new one: Online «Гибель» took them off); a flyer
  goes to the Additional Zone (Online 211.2.a).
- A graveyard is an open zone (Online 206.7): the card is known to both players
  before and after; a closed card is only turned, never hidden.

«Вызвать» (glossary «Вызов») takes a card of the summoning player's deck:

- The cell is the summon's target, named as a playable summon is declared
  (``Use.cell``): a free cell next to the source, or the source's own cell
  for «на клетку, где он находился». A summon of cards that stand on no cell
  (a flyer, Online 211.2.a; a terrain, Online 212.4) names none. A triggered
  summon's cell is chosen with the card as it resolves (READINGS).
- At the Wound object the player chooses among his deck's cards that fit the
  text (``SummonChoice``), or none; with none fitting he is asked all the same
  and can only answer none (the ability is paid). The deck is then shuffled
  (Online 206.10). Only the chooser sees the offer: the opponent learns only the
  summoned card (Online 206.8), not whether the deck held one.
- A cell taken before the Wound object cancels the summon without payment.

«Изгнать» (READINGS «Изгнать») puts a card out of the battle for good
(``Zone.EXILE``); the same choice record searches the deck for «положить
существо этой стоимости из вашей колоды на кладбище», and
``IncarnationInsteadChoice`` asks «Вместо инкарнации вы можете изгнать ...,
при этом возродить ...» (Online 419).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    Exile,
    IncarnationInstead,
    Prophecy,
    Resurrect,
    ReturnToDeck,
    Summon,
    SummonCell,
    SummonedCard,
    TakeDestroyed,
    TextAbility,
    Who,
)
from tolaria.berserk.cards import LOSES_ALL, CardDef, CardType, Keyword, names_card
from tolaria.berserk.decisions import IncarnationInsteadChoice, SummonChoice
from tolaria.berserk.events import Cancelled, ZoneChanged
from tolaria.berserk.rules.cards_in_play import defn, in_squad, is_flyer, seen_as_any
from tolaria.berserk.state import Acquired, CardState, Chain, ChainKind, GameState, Zone

RULES: tuple[str, ...] = ("Online «Возрождение»",)
SUMMON_RULES: tuple[str, ...] = ("Online «Вызов»", "Online 206.8", "Online 206.10")
CELLLESS = frozenset({CardType.FLYER, CardType.TERRAIN})
"""Cards that enter play on no cell: a flyer (Online 211.2.a) and a terrain (Online 212.4: the Additional Zone)."""


ILLUSION_EXILE = "#изгоняется, когда получает раны"
"""The acquired «Бестелесный: изгоняется, когда получает раны» of a summoned illusion (``illusion_wounded``)."""
ILLUSION: tuple[Acquired, ...] = (Acquired(LOSES_ALL, "end_of_battle"), Acquired(Keyword.INCORPOREAL.value, "end_of_battle"),
                                  Acquired(ILLUSION_EXILE, "end_of_battle"))
"""«(оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других особенностей)»: the card
enters with its printed abilities lost (Online 407.4), «Бестелесность» acquired (Online 407.1) and the related ability,
for the battle."""


def resurrection(ability: TextAbility) -> Resurrect | None:
    """The ability's «возродить» effect, if it has one."""
    return next((e for e in ability.effects if isinstance(e, Resurrect)), None)


def free_cells_next_to(g: GameState, source: int) -> list[int]:
    """The unoccupied cells next to the source on the battlefield (Online 207.7, 207.1); none for a card elsewhere."""
    card = g.objects[source]
    if card.zone is not Zone.BATTLEFIELD:
        return []
    return [c for c in board.NEIGHBOURS[card.cell] if c not in g.board]


def cell_options(g: GameState, source: int, ability: TextAbility) -> tuple[int, ...]:
    """The ``Use.x`` values a resurrecting ability may be declared with: each free cell next to the source, plus one
    (glossary «Возрождение»: the cell is a target chosen at the declaration); () for any other ability."""
    if resurrection(ability) is None:
        return ()
    return tuple(c + 1 for c in free_cells_next_to(g, source))


def declared_cell(chain: Chain) -> int:
    """The cell the chain's resurrection was declared onto (``Chain.x`` minus one)."""
    return chain.x - 1


def graveyard_candidates(g: GameState, source: int) -> list[int]:
    """The cards of the source's controller's graveyard, which a «на вашем кладбище» or «возродить» target is among
    (glossary «Возрождение»)."""
    return list(g.players[g.objects[source].controller].graveyard)


def still_legal(g: GameState, chain: Chain, ability: TextAbility) -> str | None:
    """A playable ability with a graveyard target: the target must still lie in the graveyard, and for «возродить» the
    declared cell still be free (glossary «Возрождение»: else it is cancelled without payment)."""
    graveyard = g.players[g.objects[chain.source].controller].graveyard
    named = chain.targets[:2] if ability.second is not None and ability.second.graveyard else chain.targets[:1]
    if not named or any(t not in graveyard for t in named):
        return "its target has left the graveyard"
    if resurrection(ability) is None:
        return None
    cell = declared_cell(chain)
    if cell not in board.CELLS or cell in g.board:
        return "the cell it was to resurrect onto is occupied"
    return None


def resurrect(g: GameState, chain: Chain, effect: Resurrect) -> None:
    """The Wound object of «возродить»: the target (the second, after «изгнать ..., при этом возродить ...») goes from
    the graveyard to the declared cell."""
    n = 1 if effect.who is Who.SECOND else 0
    if chain.x <= 0 or declared_cell(chain) in g.board or len(chain.targets) <= n:
        return
    if chain.targets[n] not in g.players[g.objects[chain.source].controller].graveyard:
        return
    take(g, chain.targets[n], declared_cell(chain), g.objects[chain.source].controller, closed=effect.closed)


# ------------------------------------------------------------------ «уничтожить ..., при этом возродить его под вашим контролем»

TAKEN = "#возродить после уничтожения "
"""The mark ``#возродить после уничтожения D: SEAT CELL CLOSED`` on a card whose destruction effect D (a chain's id)
is to be followed by its resurrection into SEAT's squad on CELL, closed when CLOSED is 1 (``TakeDestroyed``)."""


def taking(ability: TextAbility) -> TakeDestroyed | None:
    """The ability's «при этом возродить его ... под вашим контролем», if it has one."""
    return next((e for e in ability.effects if isinstance(e, TakeDestroyed)), None)


def cost_fits(g: GameState, source: int, ability: TextAbility, target: int, x: int) -> bool:
    """«стоимостью X+1 или менее»: the target's cost (Online 202.3.b) is at most the declared X plus the words' number;
    a hidden card meets it (Online 415.3)."""
    spec = ability.target
    if spec is None or spec.max_cost_over_x is None or seen_as_any(g, target, g.objects[source].controller):
        return True
    return target in g.objects and defn(g, target).cost <= x + spec.max_cost_over_x


def taken_cell_refusal(g: GameState, source: int, cell: int) -> tuple[str, str] | None:
    """The cell the destroyed card is to be resurrected onto: a free cell next to the source, named as the ability is
    declared (glossary «Возрождение»)."""
    if cell not in free_cells_next_to(g, source):
        return "name a free cell next to the card to resurrect onto, as it is declared (at CELL)", "Online «Возрождение»"
    return None


def mark_taken(g: GameState, chain: Chain, target: int, effect: TakeDestroyed) -> None:
    """As the ability resolves, after «уничтожить»: the target's destruction effect is to be followed by its
    resurrection onto the declared cell, if that cell is still free (else the resurrection is not done)."""
    destruction = next((c for c in g.chains.values() if c.kind is ChainKind.DESTRUCTION and c.source == target), None)
    if destruction is None or chain.cell not in board.CELLS or chain.cell in g.board:
        return
    card = g.objects[target]
    mark = f"{TAKEN}{destruction.id}: {chain.controller} {chain.cell} {int(effect.closed)}"
    card.effects = (*card.effects, Acquired(mark, "end_of_battle"))


def taken_by(card: CardState, destruction: int) -> tuple[int, int, bool] | None:
    """The seat, cell and closedness the card's destruction effect ``destruction`` is to resurrect it with, if any."""
    head = f"{TAKEN}{destruction}: "
    for e in card.effects:
        if e.text.startswith(head):
            seat, cell, closed = e.text[len(head):].split(" ")
            return int(seat), int(cell), closed == "1"
    return None


def take_destroyed(g: GameState, cid: int, seat: int, cell: int, closed: bool) -> None:
    """The destroyed card, lying in its owner's graveyard, goes into ``seat``'s squad on the cell if it is free
    (glossary «Возрождение»: from the opponent's graveyard, as the text says so)."""
    if cid in g.players[g.objects[cid].owner].graveyard and cell not in g.board:
        take(g, cid, cell, seat, closed)


def take(g: GameState, cid: int, cell: int, controller: int, closed: bool) -> None:
    """The card leaves its owner's graveyard for ``cell`` (a flyer for the Additional Zone, Online 211.2.a), in
    ``controller``'s squad, open (revealed), closed if ``closed``; it enters as a new card: no wounds, tokens,
    markers, acquired effects, movement spent or action taken."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    g.players[card.owner].graveyard.remove(cid)
    card.forget_battle()
    card.controller = controller
    card.acted, card.moved, card.declared_move = False, 0, False
    card.closed = closed
    card.hidden = False
    g.place_in_squad(cid, -1 if is_flyer(g, cid) else cell)
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=(*RULES, "Online 206.8")))
    from tolaria.berserk.rules.companion_return import returned

    returned(g, cid)  # «Когда ваше существо инкарнирует или возрождается ...»


# ------------------------------------------------------------------ «вызвать»


def summoning(ability: TextAbility) -> Summon | None:
    """The ability's «вызвать» effect, if it has one; «пророчество 1; если показано существо ... может вызвать его»: the
    summon of the prophecy's clause, whose cell is named as the ability is declared all the same (glossary «Вызов»: the
    cell is its target, Online 412.1; READINGS «Вызов показанного существа»)."""
    for e in ability.effects:
        if isinstance(e, Summon):
            return e
        if isinstance(e, Prophecy):
            return next((s for c in e.then for s in c.effects if isinstance(s, Summon)), None)
    return None


def needs_cell(effect: Summon) -> bool:
    """Whether a card the text allows may stand on a cell (any type but a flyer or a terrain; a name may be any)."""
    return not effect.card.types or not effect.card.types <= CELLLESS


def summon_cells(g: GameState, source: int, effect: Summon) -> list[int]:
    """The cells a playable summon may be declared at: the free cells next to the source, or the cell it stands on
    («на клетку, где он находился»); none for a summon of flyers or terrain, which names no cell."""
    card = g.objects[source]
    if not needs_cell(effect):
        return []
    if effect.cell is SummonCell.NEAR_OWN:
        return surrounded_cells(g, card.controller, effect.near)
    if effect.cell is SummonCell.ANY_FREE:
        return [c for c in board.CELLS if c not in g.board]
    if card.zone is not Zone.BATTLEFIELD:
        return []
    if effect.cell is SummonCell.SOURCE_CELL:
        return [card.cell]
    return free_cells_next_to(g, source)


def surrounded_cells(g: GameState, player: int, near: int) -> list[int]:
    """«на клетку, рядом с которой стоит 8 или более ваших существ»: the free cells with at least ``near`` of the
    player's creatures on the cells next to them (Online 207.7)."""
    from tolaria.berserk.rules.cards_in_play import is_creature

    def own_creature(cell: int) -> bool:
        cid = g.board.get(cell)
        return cid is not None and g.objects[cid].controller == player and is_creature(g, cid)

    return [c for c in board.CELLS if c not in g.board
            and sum(1 for n in board.NEIGHBOURS[c] if n >= 0 and own_creature(n)) >= near]


def summon_cell_refusal(g: GameState, source: int, effect: Summon, cell: int) -> tuple[str, str] | None:
    """Why a playable summon may not be declared at ``cell`` (glossary «Вызов»: the cell is its target, Online 412.1)."""
    cells = summon_cells(g, source, effect)
    if not needs_cell(effect):
        return None if cell < 0 else ("that summon names no cell: the card it takes stands on none", "Online «Вызов»")
    if cell in cells:
        return None
    if effect.cell is SummonCell.SOURCE_CELL:
        return "the summon's cell is the one the card stands on", "Online «Вызов»"
    return "name a free cell next to the card to summon onto, as it is declared (on CELL)", "Online «Вызов»"


def fits(d: CardDef, want: SummonedCard, alike: str = "") -> bool:
    """Whether a deck card, as printed (Online 104.2.b), is one the summon's words describe; ``alike`` is the name of
    the card the trigger speaks of, for «с таким же названием»."""
    if want.types and d.type not in want.types or d.type in want.excluded:
        return False
    if want.classes and not want.classes.intersection(d.classes):
        return False
    if want.same_name and d.name != alike:
        return False
    if want.element is not None and d.element != want.element:
        return False
    if want.elite is not None and d.elite is not want.elite:
        return False
    if want.max_cost is not None and d.cost > want.max_cost:
        return False
    return not want.named or names_card(want.named, d.name.lower())


def fitting(g: GameState, player: int, effect: Summon, alike: str = "", source: int = -1) -> tuple[int, ...]:
    """The player's deck cards a summon may take (fitting one of its descriptions), one of each name (copies are
    interchangeable); «вызвать его»: the source itself, while it lies in that deck."""
    if effect.card.itself:
        return (source,) if source in g.players[player].deck else ()
    seen: dict[str, int] = {}
    for cid in g.players[player].deck:
        name = g.objects[cid].name
        if name not in seen and any(fits(g.defs[name], want, alike) for want in (effect.card, *effect.also)):
            seen[name] = cid
    found = tuple(seen.values())
    if effect.or_graveyard:  # «вызвать или возродить»: the graveyard's fitting cards too, each its own card
        found += tuple(cid for cid in g.players[player].graveyard
                       if any(fits(g.defs[g.objects[cid].name], want, alike) for want in (effect.card, *effect.also)))
    return found


def summon_still_legal(g: GameState, chain: Chain, effect: Summon) -> str | None:
    """Before each object: a declared cell taken meanwhile (by a card other than the source, for «на клетку, где он
    находился») cancels the summon without payment (glossary «Вызов»)."""
    if chain.trigger or chain.cell < 0:
        return None
    holder = g.board.get(chain.cell)
    if holder is None or (effect.cell is SummonCell.SOURCE_CELL and holder == chain.source):
        return None
    return "the cell it was to summon onto is occupied"


def summon(g: GameState, chain: Chain, effect: Summon) -> None:
    """The Wound object of «вызвать»: the player is asked which fitting card of his deck to take (``SummonChoice``)."""
    from tolaria.berserk.rules.stack import emit

    player = chain.controller
    if effect.unless_own is not None and any(
            in_squad(c) and c.controller == player and defn(g, c.id).type is effect.unless_own for c in g.objects.values()):
        emit(g, Cancelled(chain=chain.id, source=chain.source, what="summon",
                          reason=f"the squad already holds a card of type {effect.unless_own.value}",
                          rules=("Online «Вызов»",)))
        return
    exiled = _exiled(g, chain)
    base = g.defs[g.objects[exiled].name].cost if exiled >= 0 else -1
    if effect.card.shown:  # «вызвать его» after the prophecy: the shown card, still in the deck (Online 206.10)
        cards = tuple(c for c in chain.shown if c in g.players[player].deck)
    else:
        cards = tuple(c for c in fitting(g, player, effect, _alike(g, chain), chain.source)
                      if not effect.card.costlier_by or g.defs[g.objects[c].name].cost == base + effect.card.costlier_by)
    if not chain.trigger or effect.cell in (SummonCell.SOURCE_CELL, SummonCell.DEAD_CELL):
        # the declared cell; for a triggered «на клетку, которую оно занимало», the exiled card's (``exile_card``);
        # «на месте погибшего»: the cell the dead card stood on
        cells: tuple[int, ...] = (chain.cell,) if chain.cell >= 0 and chain.cell not in g.board else ()
    else:
        # a triggered summon's cell, named as it resolves (READINGS)
        cells = tuple(c for c in summon_cells(g, chain.source, effect) if c not in g.board)
    # With no fitting card the player is asked all the same (he can only answer none): whether his deck holds one is
    # not shown to the opponent, who sees a summon of none either way.
    cards = tuple(c for c in cards if cells or g.defs[g.objects[c].name].type in CELLLESS)
    wounds = g.objects[exiled].wounds if effect.exiled_wounds and exiled >= 0 else 0
    g.offer = SummonChoice(g.players[player].name, source=chain.source, cards=cards, cells=cells,
                           closed=effect.closed, wounds=wounds, poison=effect.poison_near, one_life=effect.one_life,
                           illusion=effect.illusion)


def _exiled(g: GameState, chain: Chain) -> int:
    """The card an earlier effect of the chain's text exiled: the source, or the trigger's attacker role (-1: none)."""
    for cid in (chain.source, chain.initial[0] if chain.initial else -1):
        if cid >= 0 and cid in g.objects and g.objects[cid].zone is Zone.EXILE:
            return cid
    return -1


def _alike(g: GameState, chain: Chain) -> str:
    """The name «с таким же названием» speaks of: the card in the trigger's attacked role («при телепортации вашего
    демона»: the demon), empty when there is none."""
    role = chain.initial[1] if len(chain.initial) > 1 else -1
    return g.objects[role].name if role >= 0 and role in g.objects else ""


def answers(offer: SummonChoice, g: GameState) -> list[tuple[int, int, int]]:
    """The (card, cell, poisoned) answers to a ``SummonChoice``, (-1, -1, -1) for none; with a poison rider, each
    creature next to the cell may be the one poisoned (-1 when none stands there)."""
    out = [(-1, -1, -1)]
    for cid in offer.cards:
        if offer.to_graveyard or g.defs[g.objects[cid].name].type in CELLLESS:
            out.append((cid, -1, -1))
            continue
        for cell in offer.cells:
            near = poisonable_next_to(g, cell) if offer.poison else []
            out.extend((cid, cell, t) for t in near or [-1])
    return out


def poisonable_next_to(g: GameState, cell: int) -> list[int]:
    """«существо, стоящее рядом с вызванным»: the creatures on the cells next to the summoned card's cell (Online
    207.7), of either squad."""
    from tolaria.berserk.rules.cards_in_play import is_creature

    return [g.board[n] for n in board.NEIGHBOURS[cell] if n in g.board and is_creature(g, g.board[n])]


def answer(g: GameState, card: int, cell: int, poisoned: int = -1) -> None:
    """The chosen card leaves the deck for its cell (a flyer or a terrain for the Additional Zone), open; the deck is
    shuffled (Online 206.10)."""
    from tolaria.berserk.rules.stack import emit

    offer = g.offer
    assert isinstance(offer, SummonChoice)
    g.offer = None
    player = next(i for i, p in enumerate(g.players) if p.name == offer.player)
    deck = g.players[player].deck
    if offer.to_graveyard:
        _deck_to_graveyard(g, player, card)
        return
    if card >= 0 and card in g.players[player].graveyard and card in offer.cards and cell not in g.board:
        # «вызвать или возродить»: the graveyard's card is resurrected (glossary «Возрождение»)
        take(g, card, cell, player, closed=offer.closed)
        g.rng.shuffle(deck)
        return
    if card >= 0 and card in deck and (cell < 0 or cell not in g.board):
        entering = g.objects[card]
        deck.remove(card)
        entering.controller = player
        entering.forget_battle()
        entering.acted, entering.moved, entering.declared_move = False, 0, False
        entering.closed = offer.closed
        entering.hidden = False
        entering.wounds = offer.wounds  # «с тем же числом ран, что у изгнанного существа» (Online 204.4 as it enters)
        if offer.one_life:  # «она входит в игру с 1 {health}»
            entering.wounds = max(0, g.defs[entering.name].life - 1)
        if offer.illusion:  # «оно входит в игру с особенностью Бестелесный: ... и без других особенностей»
            entering.effects = ILLUSION
        g.place_in_squad(card, -1 if g.defs[entering.name].type in CELLLESS else cell)
        emit(g, ZoneChanged(card=card, zone=entering.zone.value, rules=SUMMON_RULES))
        if offer.wounds:
            from tolaria.berserk.rules.stack import check_destruction

            check_destruction(g)  # Online 402.3: it may enter with as many wounds as its life
        if offer.poison and poisoned >= 0 and in_squad(g.objects[poisoned]):
            from tolaria.berserk.rules.markers import poison

            poison(g, poisoned, offer.poison)  # glossary «Отравление на Х»
    g.rng.shuffle(deck)


def return_to_deck(g: GameState, chain: Chain, effect: ReturnToDeck) -> None:
    """«вернуть Тайник Эллиона в колоду»: the source goes into its owner's deck, shuffled (glossary «Возвращается в
    колоду», Online 206.10)."""
    from tolaria.berserk.rules.stack import back_to_deck

    if in_squad(g.objects[chain.source]):
        back_to_deck(g, chain.source)


def exile(g: GameState, cid: int) -> None:
    """«изгнать»: the card leaves its squad for good (READINGS «Изгнать»). It does not die (glossary «Гибель»: put into
    the graveyard), so nothing «при гибели» triggers; its wounds stay on it for a text that counts them («с тем же
    числом ран, что у изгнанного существа»), and nothing brings it back."""
    from tolaria.berserk.rules import durations
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    if card.zone is Zone.BATTLEFIELD:
        g.vacate(cid)
    elif card.zone is Zone.ADDITIONAL and cid in g.additional:
        g.additional.remove(cid)
    elif card.zone is Zone.GRAVEYARD and cid in g.players[card.owner].graveyard:
        g.players[card.owner].graveyard.remove(cid)
    card.zone, card.cell = Zone.EXILE, -1
    card.closed = card.hidden = False
    g.roster_changed()
    emit(g, ZoneChanged(card=cid, zone=Zone.EXILE.value, rules=("READINGS «Изгнать»", "Online 206.8")))
    durations.source_left(g, cid)


def exile_card(g: GameState, chain: Chain, effect: Exile) -> None:
    """«изгнать Перевертыша, при этом ...» (the source), «изгнать это дитя Кронга» (the attacker role): the card is
    exiled if it is still in play; a trigger keeps the cell it stood on (``Chain.cell``) for «на клетку, которую оно
    занимало»."""
    if effect.who is Who.CHOSEN:  # «изгнать карту с кладбища противника»: the declared graveyard card, if still there
        target = chain.targets[0] if chain.targets else -1
        if target >= 0 and g.objects[target].zone is Zone.GRAVEYARD:
            exile(g, target)
        return
    cid = chain.source if effect.who is Who.SELF else (chain.initial[0] if chain.initial else -1)
    if cid < 0 or not in_squad(g.objects[cid]):
        return
    if chain.trigger:
        chain.cell = g.objects[cid].cell if g.objects[cid].zone is Zone.BATTLEFIELD else -1
    exile(g, cid)


# ------------------------------------------------------------------ «Вместо инкарнации ...»


def offer_instead_of_incarnation(g: GameState, cid: int) -> bool:
    """As ``cid``'s Incarnation would take it back: with «Вместо инкарнации вы можете изгнать ..., при этом возродить
    ...», a creature of the text in the owner's graveyard and a free cell of his third row, his choice is asked
    (``IncarnationInsteadChoice``); True when it is."""
    from tolaria.berserk.rules.incarnation import free_cells

    instead = next((s for s in defn(g, cid).statics if isinstance(s, IncarnationInstead)), None)
    if instead is None:
        return False
    owner = g.objects[cid].owner
    seen: dict[str, int] = {}
    for other in g.players[owner].graveyard:
        d = g.defs[g.objects[other].name]
        if other != cid and d.type.is_creature and d.cost <= instead.max_cost and d.name not in seen:
            seen[d.name] = other  # «другое существо стоимостью 5 или менее» (printed, Online 104.2.b)
    cells = tuple(free_cells(g, owner))
    if not seen or not cells:
        return False
    g.offer = IncarnationInsteadChoice(g.players[owner].name, card=cid, cards=tuple(seen.values()), cells=cells)
    return True


def instead_answers(offer: IncarnationInsteadChoice) -> list[tuple[int, int]]:
    """The (card, cell) answers to an ``IncarnationInsteadChoice``; (-1, -1) lets the Incarnation happen."""
    return [(-1, -1), *((c, cell) for c in offer.cards for cell in offer.cells)]


def answer_instead(g: GameState, card: int, cell: int) -> None:
    """The owner's answer: the Incarnation goes on, or the card is exiled and the chosen creature is taken onto the
    cell, open (glossary «Возрождение»: «в открытом виде, если не сказано иначе»)."""
    from tolaria.berserk.rules.incarnation import return_card

    offer = g.offer
    assert isinstance(offer, IncarnationInsteadChoice)
    g.offer = None
    owner = g.objects[offer.card].owner
    if card < 0:
        return_card(g, offer.card)
        return
    if offer.card not in g.players[owner].graveyard or card not in g.players[owner].graveyard or cell in g.board:
        return
    exile(g, offer.card)
    take(g, card, cell, owner, closed=False)


def declare_valhalla(g: GameState, chain: Chain) -> None:
    """«объявить особенность вальхаллы вашего существа на кладбище»: the target's «Вальхалла» abilities enter the stack
    as at its owner's turn start (each declarable with its own target, READINGS «Вальхалла»), armed or not."""
    from tolaria.berserk.abilities import Point
    from tolaria.berserk.rules import triggers
    from tolaria.berserk.rules.stack import enter_together

    target = chain.targets[0] if chain.targets else -1
    if target < 0 or g.objects[target].zone is not Zone.GRAVEYARD:
        return
    entries = [triggers.entering(g, target, i, t, ("READINGS «Вальхалла»", "Online 405.2"))
               for i, t in enumerate(defn(g, target).triggers, 1) if t.point is Point.VALHALLA]
    entries = triggers.declarable(g, entries)
    if entries:
        enter_together(g, entries)


def deck_to_graveyard(g: GameState, chain: Chain) -> None:
    """«если на вашем кладбище нет существ такой же стоимости (без учета элитности) вы можете положить существо этой
    стоимости из вашей колоды на кладбище»: the attacked card's printed cost (Online 202.3.b: without eliteness); with
    none of that cost in the controller's graveyard, he chooses such a creature of his deck, or none."""

    attacked = chain.initial[1] if len(chain.initial) > 1 else -1
    if attacked < 0:
        return
    cost = g.defs[g.objects[attacked].name].cost
    player = chain.controller
    if any(g.defs[g.objects[c].name].type.is_creature and g.defs[g.objects[c].name].cost == cost
           for c in g.players[player].graveyard):
        return
    seen: dict[str, int] = {}
    for cid in g.players[player].deck:
        d = g.defs[g.objects[cid].name]
        if d.type.is_creature and d.cost == cost and d.name not in seen:
            seen[d.name] = cid
    g.offer = SummonChoice(g.players[player].name, source=chain.source, cards=tuple(seen.values()), cells=(),
                           to_graveyard=True)


def _deck_to_graveyard(g: GameState, player: int, card: int) -> None:
    """The chosen card (if any) goes from the deck to its owner's graveyard, shown to all (Online 206.8); the deck is
    shuffled (Online 206.10)."""
    from tolaria.berserk.rules.stack import emit

    deck = g.players[player].deck
    if card >= 0 and card in deck:
        deck.remove(card)
        g.objects[card].zone = Zone.GRAVEYARD
        g.players[player].graveyard.append(card)
        g.roster_changed()  # a graveyard's abilities are part of the roster (``Roster.buried``)
        emit(g, ZoneChanged(card=card, zone=Zone.GRAVEYARD.value, rules=("Online 206.8", "Online 206.10")))
    g.rng.shuffle(deck)
