"""What a seat may see: the log in words and ``observe`` (Online 206.5-206.7, 415; architecture 9).

Hidden cards are "hidden card at CELL" to a seat that does not control
them (and to spectators); Deal and Recruitment are seen by their owner
only; the Deck by nobody.
"""

from __future__ import annotations

from typing import Any

from tolaria.berserk import board, events
from tolaria.berserk.rules.cards_in_play import defn, life
from tolaria.berserk.state import GameState, Zone
from tolaria.core.events import Event, History


def seat_index(g: GameState, seat: str | None) -> int | None:
    if seat is None:
        return None
    for i, p in enumerate(g.players):
        if p.name == seat:
            return i
    return None


def card_words(g: GameState, cid: int, viewer: int | None, hidden: bool | None = None) -> str:
    card = g.objects[cid]
    is_hidden = card.hidden if hidden is None else hidden
    if is_hidden and viewer != card.controller:
        return f"hidden card at {board.cell_name(card.cell)}" if card.cell >= 0 else "a hidden card"
    return card.name


def render(g: GameState, e: Event, seat: str | None) -> str:
    v = seat_index(g, seat)
    name = lambda cid: card_words(g, cid, v)  # noqa: E731
    pname = lambda i: g.players[i].name  # noqa: E731
    if isinstance(e, events.PhaseBegan):
        return f"{e.phase} begins ({pname(e.active)} active)"
    if isinstance(e, events.Dealt):
        what = ", ".join(g.objects[c].name for c in e.cards) if v == e.player else f"{len(e.cards)} cards"
        return f"{pname(e.player)} {'redeals' if e.redeal else 'is dealt'} {what}"
    if isinstance(e, events.Recruited):
        what = g.objects[e.card].name if v == e.player else "a card"
        gain = f" and gains {e.gained} gold" if e.gained and v == e.player else ""
        return f"{pname(e.player)} recruits {what}{gain}"
    if isinstance(e, events.Shown):
        sees = e.viewer < 0 or v in (e.viewer, e.player)
        shown = ", ".join(g.objects[c].name for c in e.cards) if sees else f"{len(e.cards)} cards"
        to = "" if e.viewer < 0 else f" to {pname(e.viewer)}"
        where = "deck" if e.zone == "deck" else "Deal"
        return (f"{g.objects[e.source].name if sees else 'a card'} shows {shown or 'nothing'} from {pname(e.player)}'s "
                f"{where}{to}")
    if isinstance(e, events.Finished):
        return f"{pname(e.player)} has finished {e.what}"
    if isinstance(e, events.Placed):
        what = g.objects[e.card].name if v == e.player else "a card"
        return f"{pname(e.player)} places {what} face down at {board.cell_name(e.cell)}"
    if isinstance(e, events.Revealed):
        return f"the card at {board.cell_name(e.cell)} is revealed: {g.objects[e.card].name}"
    if isinstance(e, events.Prophesied):
        shown = ", ".join(g.objects[c].name for c in e.cards) if e.cards else "nothing (the deck is empty)"
        return f"{name(e.source)}'s prophecy shows {shown} from {pname(e.player)}'s deck"
    if isinstance(e, events.KeptHidden):
        return f"{pname(e.player)} keeps the card at {board.cell_name(e.cell)} hidden"
    if isinstance(e, events.Declared):
        tail = ""
        if e.targets:
            tail = " -> " + ", ".join(name(t) for t in e.targets)
        elif e.cell >= 0:
            tail = " -> " + board.cell_name(e.cell)
        return f"{name(e.source)} declares {e.what}{tail}"
    if isinstance(e, events.Resolved):
        return f"{name(e.source)}'s {e.obj} object resolves"
    if isinstance(e, events.DieRolled):
        return f"{name(e.card)} rolls {e.value}"
    if isinstance(e, events.StrengthFixed):
        return f"{name(e.card)} deals a {e.tier} strike ({e.amount})"
    if isinstance(e, events.Weakened):
        return f"{pname(e.player)} {'weakens' if e.chosen else 'does not weaken'}"
    if isinstance(e, events.ClosingChosen):
        return f"{pname(e.player)} chooses that {name(e.card)} {'closes' if e.closes else f'takes {e.wounds} wounds'}"
    if isinstance(e, events.OptionChosen):
        return f"{pname(e.player)} chooses «{e.option}» for {name(e.card)}"
    if isinstance(e, events.FightFixed):
        return f"{name(e.source)} sets the fight's result: {e.result}"
    if isinstance(e, events.Redirected):
        return f"the strike is redirected to {name(e.defender)}"
    if isinstance(e, events.Wounded):
        extra = f" ({e.prevented} prevented)" if e.prevented else ""
        return f"{name(e.card)} receives {e.amount} wounds from {name(e.source)}{extra}"
    if isinstance(e, events.Healed):
        return f"{name(e.card)} is healed of {e.amount} wounds"
    if isinstance(e, events.TokenGained):
        return f"{name(e.card)} gains a token"
    if isinstance(e, events.TokenRemoved):
        return f"{name(e.card)} loses {e.count} token{'s' if e.count > 1 else ''}"
    if isinstance(e, events.Moved):
        return f"{name(e.card)} moves from {board.cell_name(e.origin)} to {board.cell_name(e.cell)}"
    if isinstance(e, events.Closed):
        return f"{name(e.card)} closes"
    if isinstance(e, events.Opened):
        return f"{name(e.card)} opens"
    if isinstance(e, events.Protected):
        return f"{name(e.card)} is protected ({e.by})"
    if isinstance(e, events.Cancelled):
        return f"{name(e.source)}'s {e.what} is interrupted: {e.reason}"
    if isinstance(e, events.Blocked):
        return f"{name(e.by)} blocks {name(e.source)}'s action"
    if isinstance(e, events.Destroyed):
        return f"{g.objects[e.card].name} is destroyed"
    if isinstance(e, events.ZoneChanged):
        return f"{g.objects[e.card].name} goes to the {e.zone}"
    if isinstance(e, events.Incarnated):
        where = board.cell_name(e.cell) if e.cell >= 0 else "the additional zone"
        return f"{g.objects[e.card].name} incarnates, {'closed' if e.closed else 'open'}, at {where}"
    if isinstance(e, events.HostLost):
        return f"{g.objects[e.card].name} dies: " + ("no host" if e.host < 0 else f"its host {g.objects[e.host].name} is gone")
    if isinstance(e, events.CellMarked):
        return (f"{name(e.source)} puts the marker «{e.marker}» on {board.cell_name(e.cell)}" if e.placed
                else f"the marker «{e.marker}» on {board.cell_name(e.cell)} is gone")
    if isinstance(e, events.PairChained):
        return f"{name(e.source)} chains {name(e.cards[0])} and {name(e.cards[1])} with the marker «{e.marker}»"
    if isinstance(e, events.AbilitiesGained):
        return f"{name(e.card)} gains " + ", ".join(f"«{a}»" for a in e.abilities)
    if isinstance(e, events.MoversLimited):
        return (f"{name(e.source)}: in turn {e.turn} {pname(e.player)} may move only {e.count} "
                f"creature{'s' if e.count != 1 else ''}")
    if isinstance(e, events.DeckArranged):
        bottom = f" and {e.bottom} at the bottom" if e.bottom else ""
        return f"{pname(e.player)} puts {e.top} card{'s' if e.top != 1 else ''} back on top of his deck{bottom}"
    if isinstance(e, events.AttackValueLowered):
        floor = f" (not below {e.floor})" if e.floor else ""
        when = f": now {e.value}" if e.value >= 0 else " as its value is fixed"
        return f"the attack of {name(e.card)} is lowered by {e.by}{floor}{when}"
    if isinstance(e, events.NegativeLivesChanged):
        if e.count > 0:
            return f"{name(e.card)} gets {e.count} negative li{'ves' if e.count > 1 else 'fe'} to the end of the turn"
        return f"{name(e.card)} gives back {-e.count} negative li{'ves' if e.count < -1 else 'fe'}"
    if isinstance(e, events.GameOver):
        who = "a draw" if e.winner is None else f"{pname(e.winner)} wins"
        return f"the game is over: {who} ({e.reason})"
    return e.kind


def card_view(g: GameState, cid: int, viewer: int) -> dict[str, Any]:
    card = g.objects[cid]
    where = board.cell_name(card.cell) if card.zone is Zone.BATTLEFIELD else card.zone.value
    if card.hidden and viewer != card.controller:
        return {"id": cid, "hidden": True, "at": where, "controller": card.controller}
    return {
        "id": cid, "name": card.name, "at": where, "controller": card.controller, "hidden": card.hidden,
        "closed": card.closed, "wounds": card.wounds, "life": life(g, cid), "tokens": card.tokens,
        "moved": card.moved, "acted": card.acted, "type": defn(g, cid).type.value,
        **({"host": g.hosts[cid]} if cid in g.hosts else {}),  # Online 210.2: the creature it stands on
    }


def observe(g: GameState, seat: str, history: History, options: list[Any]) -> dict[str, Any]:
    v = seat_index(g, seat)
    assert v is not None
    players = []
    for i, p in enumerate(g.players):
        mine = i == v
        players.append({
            "name": p.name,
            "deck_count": len(p.deck),
            "hand": [g.objects[c].name for c in p.deal] if mine else None,
            "hand_count": len(p.deal),
            "recruitment": [g.objects[c].name for c in p.recruitment] if mine else None,
            "recruitment_count": len(p.recruitment),
            "graveyard": [g.objects[c].name for c in p.graveyard],
        })
    in_play = [card_view(g, c.id, v) for c in sorted(g.objects.values(), key=lambda c: c.id)
               if c.zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL)]
    stack = [{"chain": so.chain, "object": so.obj.value, "source": card_words(g, g.chains[so.chain].source, v)}
             for so in g.stack]
    return {
        "game": "berserk",
        "turn": g.turn,
        "phase": g.phase.value,
        "active": g.players[g.active].name,
        "priority": g.players[g.priority].name,
        "players": players,
        "cards": in_play,
        "stack": stack,
        **({"cell_markers": [{"marker": m.name, "at": board.cell_name(m.cell)} for m in g.cell_markers]}
           if g.cell_markers else {}),
        "decision": g.pending.kind if g.pending is not None and g.pending.player == seat else None,
        "options": [repr(o) for o in options],
        "log": [render(g, e, seat) for e in history.to_list()],
    }
