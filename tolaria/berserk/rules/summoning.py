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
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import Resurrect, TextAbility
from tolaria.berserk.events import ZoneChanged
from tolaria.berserk.rules.cards_in_play import is_flyer
from tolaria.berserk.state import Chain, GameState, Zone

RULES: tuple[str, ...] = ("Online «Возрождение»",)


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
    target = chain.targets[0] if chain.targets else -1
    if target < 0 or target not in g.players[g.objects[chain.source].controller].graveyard:
        return "its target has left the graveyard"
    if resurrection(ability) is None:
        return None
    cell = declared_cell(chain)
    if cell not in board.CELLS or cell in g.board:
        return "the cell it was to resurrect onto is occupied"
    return None


def resurrect(g: GameState, chain: Chain, effect: Resurrect) -> None:
    """The Wound object of «возродить»: the target goes from the graveyard to the declared cell."""
    if chain.x <= 0 or declared_cell(chain) in g.board or not chain.targets:
        return
    if chain.targets[0] not in g.players[g.objects[chain.source].controller].graveyard:
        return
    take(g, chain.targets[0], declared_cell(chain), g.objects[chain.source].controller, closed=effect.closed)


def take(g: GameState, cid: int, cell: int, controller: int, closed: bool) -> None:
    """The card leaves its owner's graveyard for ``cell`` (a flyer for the Additional Zone, Online 211.2.a), in
    ``controller``'s squad, open (revealed), closed if ``closed``; it enters as a new card: no wounds, tokens,
    markers, acquired effects, movement spent or action taken."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    g.players[card.owner].graveyard.remove(cid)
    card.controller = controller
    card.forget_battle()
    card.acted, card.moved, card.declared_move = False, 0, False
    card.closed = closed
    card.hidden = False
    g.place_in_squad(cid, -1 if is_flyer(g, cid) else cell)
    emit(g, ZoneChanged(card=cid, zone=card.zone.value, rules=(*RULES, "Online 206.8")))
