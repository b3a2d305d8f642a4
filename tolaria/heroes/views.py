"""What a seat may see: ``observe`` hides the opponent's hand, deck and hidden characters."""

from __future__ import annotations

from typing import Any

from tolaria.core.events import Event, History
from tolaria.core.protocol import Action
from tolaria.heroes.actions import (
    Answer,
    Assign,
    Choose,
    ChoosePlayer,
    Defend,
    FuryWound,
    Order,
    PayCoins,
    Play,
    Redeal,
    Reveal,
    Strike,
    Use,
)
from tolaria.heroes.events import Happened
from tolaria.heroes.rules import label, life, markers_of, strike_value
from tolaria.heroes.state import GameState, Zone


def _seat(g: GameState, seat: str | None) -> int | None:
    for i, p in enumerate(g.players):
        if p.name == seat:
            return i
    return None


def card_view(g: GameState, cid: int, viewer: int | None) -> dict[str, Any]:
    c = g.objects[cid]
    if c.hidden and viewer != c.controller:
        return {"id": cid, "hidden": True, "controller": g.players[c.controller].name, "closed": c.closed}
    return {"id": cid, "name": c.name, "controller": g.players[c.controller].name, "closed": c.closed,
            "hidden": c.hidden, "wounds": c.wounds, "life": life(g, cid), "strike": strike_value(g, cid),
            "markers": markers_of(c), "stunned": c.stunned, "sick": c.sick, "attacked": c.attacked,
            "parts": [g.objects[p].name for p in c.parts]}  # ГЛ «Объединённая карта»: the cards attached under it


def mined_view(g: GameState, seat: int) -> list[dict[str, Any]]:
    """ГЛ «Добывает»: the cards under ``seat``'s cards, the same to both players.

    «Игрок в любой момент может посмотреть добытые карты (свои или противника)»: a mined
    card is public, whoever looks; it shows its name, its owner and the card it lies under
    (by id, as the game zone shows that card: a hidden miner stays unnamed).
    """
    return [{"id": c.id, "name": c.name, "owner": g.players[c.owner].name, "under": c.miner}
            for c in g.objects.values()
            if c.zone is Zone.MINED and c.miner in g.objects and g.objects[c.miner].controller == seat]


def observe(g: GameState, seat: str, history: History, options: list[Any]) -> dict[str, Any]:
    v = _seat(g, seat)
    players = []
    for i, p in enumerate(g.players):
        mine = i == v
        players.append({
            "name": p.name, "hero": card_view(g, p.hero, v), "coins": {"open": p.coins_open, "closed": p.coins_closed},
            "prayers": p.prayers, "deck_count": len(p.deck), "hand_count": len(p.hand),
            "hand": [{"id": c, "name": g.objects[c].name} for c in p.hand] if mine else None,
            "battlefield": [card_view(g, c, v) for c in p.battlefield],
            "graveyard": [g.objects[c].name for c in p.graveyard],
            "supply": [g.objects[c].name for c in p.supply],
            "mined": mined_view(g, i),
        })
    d = g.pending
    return {
        "game": "heroes", "turn": g.turn, "phase": g.phase.value, "stage": g.phase.stage,
        "active": g.players[g.active].name, "players": players,
        "queue": [_entry(g, e, v) for e in g.queue],
        "decision": d.kind if d is not None and d.player == seat else None,
        "options": [describe(g, o, seat) for o in options],
        "log": [render(g, e, seat) for e in history.to_list()],
    }


def _entry(g: GameState, e: Any, viewer: int | None) -> str:
    from tolaria.heroes.engine import entry_text

    return entry_text(g, e, viewer)


def render(g: GameState, event: Event, seat: str | None) -> str:
    if isinstance(event, Happened):
        return event.text_for(_seat(g, seat))
    return repr(event)


def describe(g: GameState, action: Action, seat: str | None) -> str:
    v = _seat(g, seat)

    def name(cid: int) -> str:
        if cid not in g.objects:
            return f"card {cid}"
        c = g.objects[cid]
        if v is not None and c.zone in (Zone.HAND, Zone.DECK) and c.owner != v:
            return "a card"
        return label(g, cid, v)

    if isinstance(action, Strike):
        return f"strike {name(action.target)} with {name(action.card)}"
    if isinstance(action, Use):
        tail = f" on {', '.join(name(t) for t in action.targets)}" if action.targets else ""
        x = f" with X={action.x}" if action.x >= 0 else ""
        return f"use {name(action.card)}:{action.index}{tail}{x}"
    if isinstance(action, Play):
        tail = f" on {', '.join(name(t) for t in action.targets)}" if action.targets else ""
        return f"play {name(action.card)}{tail}"
    if isinstance(action, FuryWound):
        return "wound no more" if action.card < 0 else f"wound {name(action.card)}"
    if isinstance(action, Defend):
        return "no defender" if action.card < 0 else f"defend with {name(action.card)}"
    if isinstance(action, Redeal):
        return f"redeal {name(action.card)}"
    if isinstance(action, Reveal):
        return "reveal none" if action.card < 0 else f"reveal {name(action.card)}"
    if isinstance(action, ChoosePlayer):
        return f"choose {g.players[action.seat].name}"
    if isinstance(action, Choose):
        return "choose none" if action.target < 0 else f"choose {name(action.target)}"
    if isinstance(action, Order):
        return f"enter waiting trigger {action.index + 1} next"
    if isinstance(action, Answer):
        return "choose yes" if action.yes else "choose no"
    if isinstance(action, PayCoins):
        return f"pay {action.amount}"
    if isinstance(action, Assign):
        return f"assign {action.amount} to {name(action.card)}"
    return type(action).__name__.lower()
