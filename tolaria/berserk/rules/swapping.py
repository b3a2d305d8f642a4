"""Swapping two cards' places (glossary «Поменять местами»; Online 417.1, 205.7.b, 210.8, 210.11).

«Одновременно переместить две карты таким образом, чтобы каждая их них переместилась на клетку, на которой стояла
другая»: a one-shot effect of a text ability (Online 417.1), not a declared movement: it spends no movement and sets
off no «при перемещении» of the cards moved, only «при перемещении [карты] другой картой». A host takes its symbiote
with it (Online 210.8); a hosted symbiote is never moved without its host (Online 210.11), so it is never one of the
two; a flyer has no cell to give (Online 211.3). An X-Y-Z value of what follows the swap («ранить каждое из них на
2-3-3») is the row of a die the source rolls at the chain's Roll object (Online 205.7.b): 1-3 the first value, 4-5
the second, 6 the third (Online 205.4); it is no attack, so no modifier of attack rolls changes the die.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import DiveOnto, Spared, SwapCards, TextAbility
from tolaria.berserk.events import Moved
from tolaria.berserk.rules import strike_table, symbiosis
from tolaria.berserk.rules.cards_in_play import in_squad, seen_as_any
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.rules.incorporeality import is_incorporeal
from tolaria.berserk.state import Chain, ChainKind, GameState, Obj, Zone

ROLLED_CHAIN = (Obj.DECLARATION, Obj.TARGET, Obj.ROLL, Obj.PROTECTION, Obj.WOUND, Obj.PAYMENT, Obj.ENDING)
"""Online 216.1, 205.7.b: a text ability with X-Y-Z values has a Roll object; with no attack it has no Result or
Calculation object (no strength to modify, Online 216.6-216.8)."""

RULES = ("Online 417.1", "Online «Поменять местами»")


def swap_of(ability: object) -> SwapCards | None:
    """The swap a text ability carries out, or None."""
    if not isinstance(ability, TextAbility):
        return None
    return next((e for e in ability.effects if isinstance(e, SwapCards)), None)


def objects_for(g: GameState, chain: Chain) -> tuple[Obj, ...] | None:
    """The stack objects of a declared swap or dive (``DiveOnto``) whose values are X-Y-Z (with a Roll object), or None
    for any other chain."""
    if chain.kind is not ChainKind.ABILITY or chain.index <= 0 or chain.trigger or chain.source not in g.objects:
        return None
    ability = g.ability(chain.source, chain.index).effect
    if not isinstance(ability, TextAbility):
        return None
    tiered = any(isinstance(e, SwapCards | DiveOnto) and e.tiered for e in ability.effects)
    return ROLLED_CHAIN if tiered else None


def _movable(g: GameState, cid: int) -> bool:
    """The card stands on a cell it can give to the other: on the Battlefield (Online 211.3: not a flyer's place),
    not a hosted symbiote (Online 210.11), and with no card on its cell but its own symbiote."""
    card = g.objects[cid]
    if card.zone is not Zone.BATTLEFIELD or symbiosis.moves_alone(g, cid):
        return False
    return all(c == cid or symbiosis.host_of(g, c) == cid for c in g.cards_at(card.cell))


def pair_refusal(g: GameState, source: int, ability: TextAbility, targets: tuple[int, ...],
                 by: int | None = None) -> tuple[str, str] | None:
    """Why the two named cards may not be swapped, as player ``by`` sees them (None: as they really are), or None; None
    as well for an ability that swaps nothing. Each target fits the description by itself (``activated.fits``); here
    the pair: exactly two different cards, neither left out, both on cells they can exchange, next to each other where
    the text says so. An opponent's hidden card meets the conditions on what it is (Online 415.3)."""
    swap = swap_of(ability)
    if swap is None:
        return None
    if len(targets) != 2 or targets[0] == targets[1]:
        return "a swap names exactly two different cards", "Online 412.1"
    for cid in targets:
        if not seen_as_any(g, cid, by) and left_out(g, swap.spared, cid):
            return "the text leaves that card out", "Online 412.1"
        if not _movable(g, cid):
            return "the card can't be moved from its cell", "Online 210.11"
    a, b = (g.objects[t].cell for t in targets)
    if swap.next_to_each_other and not board.adjacent(a, b):
        return "the two cards must stand next to each other", "Online 207.7"
    return None


def still_legal(g: GameState, chain: Chain, ability: TextAbility) -> str | None:
    """Online 409.2: a swap whose two cards can't be swapped any more (one left play or its cell, or was revealed to be
    one the text leaves out) is cancelled."""
    from tolaria.berserk.rules.activated import fits

    assert ability.target is not None
    if not all(in_squad(g.objects[t]) and fits(g, chain.source, ability.target, t) for t in chain.targets):
        return "its targets no longer fit"
    refusal = pair_refusal(g, chain.source, ability, chain.targets)
    return refusal[0] if refusal is not None else None


def _row(chain: Chain) -> int:
    """The row (0 weak, 1 medium, 2 strong) the source's die gave (Online 205.4, 205.7.b); 0 without a roll."""
    if not chain.rolls:
        return 0
    return strike_table.alone(chain.rolls[0]) - strike_table.WEAK


def resolve(g: GameState, chain: Chain, ability: TextAbility) -> None:
    """Online 216.11: the two cards (each with its symbiote) change cells at once, then each gets what follows."""
    from tolaria.berserk.rules.stack import _heal, deal_wounds
    from tolaria.berserk.rules.triggers import after_moved_by

    swap = swap_of(ability)
    assert swap is not None
    chain.effected = True
    first, second = chain.targets
    exchange(g, first, second)
    row = _row(chain)
    for cid in (first, second):
        if not in_squad(g.objects[cid]):
            continue
        if swap.wounds is not None:
            deal_wounds(g, cid, swap.wounds[row], chain.source, None)
        if swap.heals is not None and (swap.healed_element is None or counted_element(g, cid) == swap.healed_element):
            _heal(g, cid, swap.heals[row], ("Online «Излечение (на Х)»", "Online 205.7.b"))
    for cid in (first, second):
        after_moved_by(g, cid, chain.source)


def exchange(g: GameState, first: int, second: int) -> None:
    """The two cards (each with its symbiote, Online 210.8) change cells at once (glossary «Поменять местами»)."""
    from tolaria.berserk.rules import durations
    from tolaria.berserk.rules.stack import emit

    cells = {first: g.objects[second].cell, second: g.objects[first].cell}
    moving = [c for t in (first, second) for c in g.cards_at(g.objects[t].cell)]
    for cid in moving:
        g.vacate(cid)
    for cid in moving:
        to = cells[symbiosis.host_of(g, cid) if cid not in cells else cid]
        g.objects[cid].cell = to
        g.occupy(cid, to)
    for cid in (first, second):
        emit(g, Moved(card=cid, origin=cells[second if cid == first else first], cell=cells[cid], rules=RULES))
    durations.cells_changed(g)  # «пока Василиск не переместится»


def left_out(g: GameState, spared: frozenset[Spared], cid: int) -> bool:
    """«(кроме бестелесных и симбиотов)», «вашего существа {strike} (кроме летающих и симбиотов)»: the card is one the
    text leaves out."""
    from tolaria.berserk.rules.cards_in_play import is_flyer

    return ((Spared.INCORPOREAL in spared and is_incorporeal(g, cid))
            or (Spared.SYMBIOTES in spared and symbiosis.is_symbiont(g, cid))
            or (Spared.FLYERS in spared and is_flyer(g, cid)))


def fight_ready(g: GameState, source: int, attacker: int, attacked: int) -> bool:
    """«если оно стоит рядом с атакованным может поменяться с ним местами, при этом сразиться с целью его атаки»: the
    source can take the attacker's cell, next to the attacked card, and fight it from there. The attacker is another
    card than the source (a card does not change places with itself), both stand on cells they can give
    (``_movable``), the attacker next to the attacked card (Online 207.7), which is still in play, and the source is an
    open creature (Online 205.2: a closed one strikes no one)."""
    from tolaria.berserk.rules.cards_in_play import adjacent, is_creature

    if source == attacker or any(c not in g.objects for c in (source, attacker, attacked)):
        return False
    if not all(in_squad(g.objects[c]) for c in (source, attacker, attacked)):
        return False
    if g.objects[source].closed or not is_creature(g, source):
        return False
    return _movable(g, source) and _movable(g, attacker) and adjacent(g, attacker, attacked)


def swap_and_fight(g: GameState, chain: Chain) -> None:
    """Online 216.11: the source and the squad's attacker change cells, then the source declares its simple strike at
    the attacked card, closing no one (glossary «Не закрываясь»); what can no longer be done is not (Online 103.3)."""
    from tolaria.berserk.cards import AttackKind
    from tolaria.berserk.rules.fights import declare_strike
    from tolaria.berserk.rules.targets import attack_target_ok
    from tolaria.berserk.rules.triggers import after_moved_by

    attacker, attacked = chain.initial[0], chain.initial[1]
    if not fight_ready(g, chain.source, attacker, attacked):
        return
    chain.effected = True
    exchange(g, chain.source, attacker)
    if attack_target_ok(g, chain.source, attacked, AttackKind.SIMPLE):  # Online 412.1: from its new cell
        declare_strike(g, chain.source, attacked, closes=False)
    after_moved_by(g, attacker, chain.source)
