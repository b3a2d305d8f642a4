"""Moving objects between zones (CR 400-406).

Every move makes a new object with a new id (400.7). A card always goes
to its owner's hand, library or graveyard (400.3). A token that leaves
the battlefield ceases to exist (704.5d, 111.7), so it is never put in
another zone's list.
"""

from __future__ import annotations

from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.triggers import trigger
from tolaria.mtg.state import GameState, Permanent, StackObject


def relabel(g: GameState, old: int, new: int) -> None:
    """Scenario labels follow the card to its new object."""
    if not g.labels:
        return
    for k, v in g.labels.items():
        if v == old:
            g.labels[k] = new


def add_card(g: GameState, owner: int, zone: str, name: str, top: bool = False) -> int:
    """Create a new card object in a player's zone and return its id."""
    oid = g.new_id()
    g.names[oid] = name
    lst: list[int] = getattr(g.players[owner], zone)
    if top:
        lst.insert(0, oid)
    else:
        lst.append(oid)
    return oid


def move_from_zone(
    g: GameState, owner: int, zone: str, oid: int, to: str, top: bool = False
) -> int:
    """Move a card between two of its owner's zones; returns the new object's id."""
    getattr(g.players[owner], zone).remove(oid)
    name = g.names.pop(oid)
    new = add_card(g, owner, to, name, top=top)
    if g.labels:
        relabel(g, oid, new)
    return new


def draw_card(g: GameState, player: int) -> bool:
    """Draw one card (CR 121.1); an empty library marks the player for 704.5b."""
    p = g.players[player]
    if not p.library:
        p.drew_from_empty = True
        log(g, "draw_empty", ("121.4", "704.5b"), player=p.name)
        return False
    oid = p.library.pop(0)
    name = g.names.pop(oid)
    new = g.new_id()
    g.names[new] = name
    p.hand.append(new)
    if g.labels:
        relabel(g, oid, new)
    log(g, "draw", ("121.1",), player=p.name)
    return True


def put_onto_battlefield(
    g: GameState,
    name: str,
    owner: int,
    controller: int | None = None,
    tapped: bool = False,
    token: bool = False,
    old: int | None = None,
) -> Permanent:
    """A new permanent enters (CR 110.1); it is "sick" until its controller's next turn (302.6)."""
    pid = g.new_id()
    perm = Permanent(
        pid,
        name,
        owner,
        owner if controller is None else controller,
        g.new_timestamp(),
        tapped=tapped,
        sick=True,
        token=token,
    )
    g.battlefield[pid] = perm
    if old is not None and g.labels:
        relabel(g, old, pid)
    return perm


def remove_from_combat(g: GameState, oid: int) -> None:
    """CR 506.4: a permanent leaving the battlefield is removed from combat."""
    c = g.combat
    if c is None:
        return
    c.attackers.pop(oid, None)
    c.blocked.pop(oid, None)
    blocked = c.blockers.pop(oid, None)
    if blocked is not None:
        for a in blocked:
            lst = c.blocked.get(a)
            if lst is not None and oid in lst:
                lst.remove(oid)
    for blockers in c.blocked.values():
        if oid in blockers:
            blockers.remove(oid)
    for atk_list in c.blockers.values():
        if oid in atk_list:
            atk_list.remove(oid)


def leave_battlefield(g: GameState, oid: int, to: str, top: bool = False) -> int | None:
    """Move a permanent to its owner's ``to`` zone; returns the new id (None for tokens)."""
    perm = g.battlefield[oid]
    if to == "graveyard" and card_def(perm.name).is_creature:
        trigger(g, perm, "dies")  # CR 603.10a: looks back at the permanent as it last existed
    del g.battlefield[oid]
    remove_from_combat(g, oid)
    if perm.token:
        return None  # CR 704.5d / 111.7: a token in another zone ceases to exist
    new = add_card(g, perm.owner, to, perm.name, top=top)
    if g.labels:
        relabel(g, oid, new)
    return new


def stack_to_zone(g: GameState, item: StackObject, to: str) -> int | None:
    """Move a spell from the stack to its owner's zone (608.2n, 701.6a)."""
    g.stack.remove(item)
    if item.kind != "spell":
        return None
    new = add_card(g, item.owner, to, item.name)
    if g.labels:
        relabel(g, item.id, new)
    return new
